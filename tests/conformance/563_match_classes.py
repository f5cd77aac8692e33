# Class patterns: keyword sub-patterns read attributes, positional ones go through
# `__match_args__` (dataclasses and namedtuples make it), the builtin types match their
# one positional sub-pattern against the subject itself, and isinstance decides.
from collections import namedtuple
from dataclasses import dataclass, field
from typing import NamedTuple


@dataclass
class Point:
    x: int
    y: int


@dataclass
class Circle:
    center: Point
    radius: float = 1.0
    tags: list = field(default_factory=list)


Pair = namedtuple("Pair", "left right")


class Version(NamedTuple):
    major: int
    minor: int = 0


print(Point.__match_args__, Circle.__match_args__, Pair.__match_args__, Version.__match_args__)


def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(0, yy):
            return f"y axis at {yy}"
        case Point(x, 0):
            return f"x axis at {x}"
        case Point(x, y) if x == y:
            return f"diagonal at {x}"
        case Point():
            return "somewhere"
        case Circle(Point(0, 0), r):
            return f"circle around the origin, radius {r}"
        case Circle(center=Point(x=cx), radius=2.0 | 3.0 as r):
            return f"circle at x={cx} with radius {r}"
        case Pair(left, right=Pair(l2, r2)):
            return f"nested pairs {left} {l2} {r2}"
        case Pair(l, r):
            return f"pair {l} {r}"
        case Version(3, minor) if minor >= 10:
            return f"modern python 3.{minor}"
        case Version(major=m):
            return f"version {m}"
    return "not a shape"


for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(4, 4), Point(1, 2), Circle(Point(0, 0), 5),
          Circle(Point(7, 1), 2.0), Circle(Point(7, 1), 4.0), Pair(1, Pair(2, 3)), Pair("a", "b"),
          Version(3, 11), Version(2, 7), Version(3, 9), (1, 2), 42]:
    print(where(p))


def builtin(x):
    match x:
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int(0 | 1 as n):
            return f"small int {n}"
        case int():
            return "int"
        case float(f):
            return f"float {f}"
        case str(s) if s:
            return f"str {s!r}"
        case str():
            return "empty str"
        case bytes(b) | bytearray(b):
            return f"binary {bytes(b)!r}"
        case list([first, *_]):
            return f"list starting with {first}"
        case tuple((a, b)):
            return f"pair tuple {a} {b}"
        case dict({"k": v}):
            return f"dict with k={v}"
        case frozenset(fs):
            return f"frozenset of {len(fs)}"
        case set(s):
            return f"set of {len(s)}"
    return f"other {type(x).__name__}"


for v in [True, False, -3, 0, 1, 7, 2.5, "hi", "", b"ab", bytearray(b"cd"), [9, 8], [], (1, 2),
          (1, 2, 3), {"k": 0}, {}, frozenset({1}), {1, 2}, None]:
    print(builtin(v))


class MyList(list):
    pass


class Tagged(list):
    __match_args__ = ("tag",)
    tag = "tagged"


match MyList([1, 2]):
    case MyList(items):
        print("a list subclass matches itself:", items, type(items).__name__)

match Tagged([1]):
    case Tagged(t):
        print("its own __match_args__ wins:", t)

match True:
    case int(n):
        print("True is an int:", n)


class Plain:
    def __init__(self):
        self.a = 1


match Plain():
    case Plain(a=1, b=_):
        print("wrong: no attribute b")
    case Plain(a=x):
        print("keyword only:", x)


class Dynamic:
    def __getattr__(self, name):
        if name.startswith("dyn_"):
            return name[4:]
        raise AttributeError(name)


match Dynamic():
    case Dynamic(dyn_color=c, missing=m):
        print("wrong")
    case Dynamic(dyn_color=c, dyn_size=s):
        print("__getattr__:", c, s)


class Lazy:
    __match_args__ = ("value",)

    @property
    def value(self):
        print("  computing value")
        return 10


match Lazy():
    case Lazy(5):
        print("wrong")
    case Lazy(10):
        print("property read for each case")


class Base:
    __match_args__ = ("a", "b")

    def __init__(self, a, b):
        self.a, self.b = a, b


class Derived(Base):
    pass


match Derived(1, 2):
    case Base(a, b):
        print("inherited __match_args__ and isinstance:", a, b)

match Base(1, 2):
    case Derived():
        print("wrong")
    case Base(1):
        print("fewer positional sub-patterns than __match_args__ is fine")

import collections

match collections.OrderedDict(a=1):
    case collections.OrderedDict():
        print("dotted class name")

match 5:
    case object():
        print("everything is an object")

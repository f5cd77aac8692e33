from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, FrozenInstanceError, InitVar
from typing import List, ClassVar, Optional


@dataclass
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
print(p, p == Point(1, 2), p != Point(2, 1), Point(3), Point(y=5, x=4))
print([f.name for f in fields(p)], asdict(p), astuple(p), replace(p, y=9), is_dataclass(p), is_dataclass(Point), is_dataclass(3))
print(Point.__hash__, Point.__match_args__)


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    tags: tuple = ()


v1, v2 = Version(1, 2), Version(1, 10)
print(v1 < v2, v1 >= v2, sorted([v2, v1]), hash(v1) == hash(Version(1, 2)), {v1: 'a'}[Version(1, 2)])
try:
    v1.major = 3
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del v1.minor
except AttributeError as e:
    print(e)


@dataclass
class Inventory:
    name: str
    items: List[str] = field(default_factory=list)
    count: int = field(default=0, repr=False, compare=False)
    total: ClassVar[int] = 0
    hidden: int = field(default=7, init=False)

    def __post_init__(self):
        Inventory.total += 1


a = Inventory("a")
b = Inventory("b", ["x"], 3)
a.items.append("y")
print(a, b, a.items is not Inventory("c").items, Inventory.total, a.hidden)
print(Inventory("q", [], 1) == Inventory("q", [], 2), [f.name for f in fields(Inventory)])
try:
    hash(a)
except TypeError as e:
    print(e)


@dataclass
class Base:
    a: int
    b: str = "b"


@dataclass
class Derived(Base):
    c: float = 1.5
    a: int = 10


print(Derived(), Derived(1, "z", 2.5), [f.name for f in fields(Derived)])


@dataclass(unsafe_hash=True)
class H:
    k: int
    v: list = field(default_factory=list, hash=False, compare=False)


print(hash(H(3)) == hash(H(3)), H(3) == H(3, [1]))


@dataclass(eq=False, repr=False)
class Plain:
    z: int


pl = Plain(1)
print(pl == Plain(1), pl == pl, pl.z, type(repr(pl)).__name__)


@dataclass
class Nested:
    p: Point
    ps: List[Point]
    d: dict


n = Nested(Point(1, 2), [Point(3, 4)], {"k": Point(5, 6)})
print(asdict(n))
print(astuple(n))


@dataclass
class WithInit:
    x: int
    scale: InitVar[int] = 2

    def __post_init__(self, scale):
        self.x *= scale


print(WithInit(3), WithInit(3, 10), [f.name for f in fields(WithInit)])


@dataclass
class Custom:
    x: int

    def __repr__(self):
        return "custom"


print(Custom(1), Custom(1) == Custom(1))

for bad in ("mutable", "order", "nondefault"):
    try:
        if bad == "mutable":
            @dataclass
            class M:
                xs: list = []
        elif bad == "order":
            @dataclass(order=True, eq=False)
            class O:
                x: int
        else:
            @dataclass
            class N2:
                x: int = 0
                y: int
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    replace(a, hidden=3)
except ValueError as e:
    print(e)
try:
    fields(3)
except TypeError as e:
    print(e)
try:
    Point()
except TypeError as e:
    print(e)


@dataclass
class Node:
    val: int
    children: List["Node"] = field(default_factory=list)


root = Node(1, [Node(2), Node(3, [Node(4)])])
print(root)
print(Point.__init__.__qualname__ if hasattr(Point.__init__, "__qualname__") else "")

# Class patterns across class hierarchies: subclasses inherit or replace __match_args__,
# subclasses of builtin types keep matching their subject itself unless they define
# __match_args__, exceptions matched by class, and isinstance through several bases.


class Shape:
    __match_args__ = ("name",)

    def __init__(self, name):
        self.name = name


class Rect(Shape):
    __match_args__ = ("w", "h")

    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)


class Labelled:
    label = "class-level"


class LabelledSquare(Square, Labelled):
    pass


def area(s):
    match s:
        case Square(w):
            return f"square {w}: {w * w}"
        case Rect(w, h):
            return f"rect {w}x{h}: {w * h}"
        case Shape(name):
            return f"some {name}"
    return "not a shape"


for s in [Square(3), Rect(2, 5), Shape("blob"), LabelledSquare(4), "rect"]:
    print(area(s))

match LabelledSquare(2):
    case Labelled(label=l) if isinstance(l, str):
        print("second base:", l)

match LabelledSquare(2):
    case Shape(name=n, w=w):
        print("keyword sub-patterns read any attribute:", n, w)


class Money(dict):
    pass


class Named(list):
    __match_args__ = ("title",)
    title = "named list"


match Money(amount=5):
    case Money({"amount": a}):
        print("dict subclass matches itself:", a)

match Named([1, 2]):
    case Named(t):
        print("its own __match_args__:", t)
    case _:
        print("wrong")

match Named([1, 2]):
    case list([a, b]):
        print("still a list:", a, b)


def explain(exc):
    match exc:
        case KeyError(args=(key,)):
            return f"missing key {key!r}"
        case ValueError(args=(msg, *extra)) if extra:
            return f"value error {msg} with {extra}"
        case ValueError(args=(msg,)):
            return f"value error {msg}"
        case ArithmeticError():
            return f"arithmetic: {type(exc).__name__}"
        case Exception(args=()):
            return "no args"
        case _:
            return "something else"


for f in [lambda: {}["k"], lambda: int("x"), lambda: 1 / 0, lambda: (_ for _ in ()).throw(
        ValueError("a", 2, 3)), lambda: exec("raise RuntimeError"), lambda: [][1]]:
    try:
        f()
    except Exception as e:
        print(explain(e))


class Meta:
    pass


match Meta:
    case type():
        print("a class is an instance of type")

match int:
    case type(__name__=n):
        print("builtin class", n)

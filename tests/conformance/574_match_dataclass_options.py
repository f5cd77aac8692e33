# What dataclasses put in __match_args__: the fields __init__ takes positionally (not
# keyword-only ones), nothing with match_args=False; inherited fields first.
from dataclasses import KW_ONLY, dataclass, field


@dataclass
class Base:
    a: int
    b: int = 0


@dataclass
class Child(Base):
    c: str = "c"


@dataclass(kw_only=True)
class KwOnly:
    x: int
    y: int


@dataclass
class Mixed:
    p: int
    _: KW_ONLY
    q: int = 1
    r: int = field(default=2)


@dataclass(match_args=False)
class NoArgs:
    v: int


@dataclass(frozen=True, order=True)
class Frozen:
    key: str
    rank: int


print(Base.__match_args__, Child.__match_args__, KwOnly.__match_args__, Mixed.__match_args__)
print(hasattr(NoArgs, "__match_args__"))


def show(obj):
    match obj:
        case Child(a, b, c):
            return f"child {a} {b} {c}"
        case Base(a, b):
            return f"base {a} {b}"
        case KwOnly(x=x, y=y):
            return f"kw-only {x} {y}"
        case Mixed(p, q=q):
            return f"mixed {p} {q}"
        case NoArgs(v=v):
            return f"no match args, keyword works: {v}"
        case Frozen("ace" | "king" as key, rank) if rank > 5:
            return f"high {key} {rank}"
        case Frozen(key):
            return f"frozen {key}"
    return "unknown"


for o in [Child(1, 2, "z"), Base(3), KwOnly(x=1, y=2), Mixed(5, q=6), NoArgs(7), Frozen("ace", 9),
          Frozen("king", 2), Frozen("two", 10)]:
    print(show(o))

for o in [KwOnly(x=1, y=2), NoArgs(1)]:
    try:
        match o:
            case KwOnly(1):
                print("wrong")
            case NoArgs(1):
                print("wrong")
    except TypeError as e:
        print("TypeError:", e)

cards = sorted([Frozen("b", 2), Frozen("a", 3), Frozen("a", 1)])
match cards:
    case [Frozen(first_key, first_rank), *_, Frozen(rank=last_rank)]:
        print("sorted cards:", first_key, first_rank, last_rank)

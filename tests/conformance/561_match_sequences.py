# Sequence patterns: fixed length, starred captures and wildcards, nesting; which subjects
# are sequences (list, tuple, range, deque, array, subclasses) and which are not (str,
# bytes, bytearray, dict, set).
from array import array
from collections import deque


def shape(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return f"one {a!r}"
        case [a, b]:
            return f"two {a!r} {b!r}"
        case [first, *rest] if len(rest) > 3:
            return f"long first={first!r} rest={rest!r}"
        case (a, *mid, z):
            return f"ends {a!r} {z!r} mid={mid!r}"
        case _:
            return f"not a sequence: {type(x).__name__}"


class MyList(list):
    pass


class MyTuple(tuple):
    pass


for v in [[], (), [1], (1, 2), [1, 2, 3], [1, 2, 3, 4, 5, 6], range(3), range(10),
          deque([1, 2, 3]), array("i", [4, 5]), MyList([7, 8, 9]), MyTuple((1,)),
          "ab", "abc", b"xy", bytearray(b"xyz"), {1: 2, 3: 4}, {1, 2}, 42, None]:
    print(shape(v))


def ends(x):
    match x:
        case [*_, last]:
            return f"last {last!r}"
        case _:
            return "no last"


print(ends([1, 2, 3]), ends(range(1000000)), ends(deque("abc")), ends([]), ends("abc"))


def middle(x):
    match x:
        case [_, *_, _] as whole:
            return f"at least two: {whole!r}"
        case [_, _, *_]:
            return "unreachable"
        case [*_]:
            return "short sequence"
    return "not a sequence"


print(middle([1]), middle((1, 2)), middle([1, 2, 3]), middle("ab"))


def star_positions(x):
    match x:
        case [*before, 0]:
            return f"ends in zero after {before}"
        case [0, *after]:
            return f"starts with zero before {after}"
        case [a, b, *c, d, e]:
            return f"{a} {b} {c} {d} {e}"
    return "no"


print(star_positions([1, 2, 0]), star_positions((0, 1, 2)), star_positions([0]))
print(star_positions(range(1, 8)), star_positions([1, 2, 3, 4]), star_positions([1, 2, 3]))

match [1, [2, [3, [4, []]]]]:
    case [a, [b, [c, [d, []]]]]:
        print("nested", a, b, c, d)

match (1, (2, 3), [4, (5, 6)]):
    case (a, (b, c), [d, (e, f)]):
        print("mixed", a + b + c + d + e + f)

match [1, 2]:
    case (1, 2):
        print("a tuple pattern matches a list")

match (1, 2):
    case [1, 2]:
        print("a list pattern matches a tuple")

match [[1, 2], [3, 4]]:
    case [[1, x], [y, 4]]:
        print("inner literals", x, y)

match range(3):
    case [0, *rest]:
        print("range rest is a list:", rest)

match deque([1, 2, 3, 4]):
    case [first, *rest]:
        print("deque", first, rest)


class Counting(list):
    def __len__(self):
        print("  __len__ called")
        return super().__len__()


match Counting([1, 2]):
    case [a, b, c]:
        print("three")
    case [a, b]:
        print("two items", a, b)

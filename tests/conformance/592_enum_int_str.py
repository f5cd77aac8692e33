# IntEnum, StrEnum and IntFlag: members are ints and strings, with the str() and
# format() CPython 3.11 gives them.
from enum import IntEnum, IntFlag, StrEnum, auto


class N(IntEnum):
    A = 1
    B = 2


print(repr(N.A), str(N.A), format(N.A), f"{N.A}", N.A + 1, N.A == 1, N.B > N.A, N.A < 2)
print(isinstance(N.A, int), N(2), [n * 10 for n in N], sum(N), sorted([N.B, N.A]), int(N.B))
print({1: "one"}[N.A], hash(N.A) == hash(1), N.A.name, N.A.value, N["B"], N.B.bit_length())
print(f"{N.B:03d}", "%d" % N.B, "%s" % N.A, "%r" % N.A)


class S(StrEnum):
    X = auto()
    Y = "why"


print(repr(S.X), str(S.X), S.X == "x", f"{S.Y}", S.Y.upper(), S("why"), len(S.Y), S.X + "!")
print(isinstance(S.X, str), list(S), {"x": 1}[S.X])


class IF(IntFlag):
    A = 1
    B = 2
    C = 4


print(repr(IF.A | IF.B), str(IF.A | IF.B), IF.A | 4, repr(IF(8)), repr(IF(9)), IF.A & 3)
print(list(IF), IF.B in (IF.A | IF.B), IF.A + IF.B, repr(~IF.A), isinstance(IF.C, int))

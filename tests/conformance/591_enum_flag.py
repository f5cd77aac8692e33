# enum.Flag: members combine with |, & and ~ into pseudo-members named as CPython
# names them; iteration over a flag value; membership; auto() powers of two.
from enum import Flag, auto


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = 6


print(list(Perm), len(Perm), list(Perm.__members__), repr(Perm))
print(repr(Perm.RW), str(Perm.RW), repr(Perm.R | Perm.X), str(Perm.R | Perm.X))
print(repr(Perm(0)), str(Perm(0)), repr(~Perm.R), list(Perm.R | Perm.W), format(Perm.R))
print(Perm.R in (Perm.R | Perm.W), Perm.X in Perm.RW, bool(Perm(0)), bool(Perm.X), Perm(7))
print(Perm.RW.name, (Perm.R | Perm.X).name, Perm(0).name, (Perm.R | Perm.W) is Perm.RW)
print((Perm.RW & Perm.R), (Perm.RW & Perm.X), Perm.RW ^ Perm.R, len(Perm.R | Perm.W | Perm.X))
mode = Perm(0)
for p in [Perm.R, Perm.X]:
    mode |= p
print(mode, mode.value, [p.name for p in mode], Perm.W in mode)


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE


print(list(Color), [c.value for c in Color], repr(Color.WHITE), repr(~Color.RED))
print(repr(~Color(0)), Color.WHITE.value, Color(3), Color.RED | Color.GREEN == Color(3))
try:
    Perm(8)
except ValueError as e:
    print("ValueError:", e)

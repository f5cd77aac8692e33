# The run-time errors of match statements, caught: CPython's TypeError for a class
# pattern's bad class or __match_args__, ValueError for a key checked twice, and errors
# from the code a pattern runs (a property, __eq__, a guard, __len__, get).
from dataclasses import dataclass


def attempt(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)


class BadArgs:
    __match_args__ = "a"


class NotStrings:
    __match_args__ = (1,)


class Three:
    __match_args__ = ("a", "b", "c")
    a, b, c = 1, 2, 3


class Boom:
    @property
    def a(self):
        raise RuntimeError("property failed")


class EqFails:
    def __eq__(self, other):
        raise ArithmeticError("no comparing")


class LenFails(list):
    def __len__(self):
        raise KeyError("len")


class GetFails(dict):
    def get(self, key, default=None):
        raise LookupError(f"get {key}")


@dataclass
class Point:
    x: int
    y: int


not_a_class = Point(1, 2)
K1 = K2 = "same"


class Keys:
    A = "k"
    B = "k"


def m1():
    match 5:
        case not_a_class():
            return "matched"


def m2():
    match BadArgs():
        case BadArgs(x):
            return x


def m3():
    match NotStrings():
        case NotStrings(x):
            return x


def m4():
    match Three():
        case Three(1, 2, 3, 4):
            return "four"


def m5():
    match Three():
        case Three(1, b=2, a=1):
            return "dup"


def m6():
    match {"k": 1, "j": 2}:
        case {Keys.A: 1, Keys.B: 2}:
            return "dup keys"


def m7():
    match Boom():
        case Boom(a=1):
            return "boom"


def m8():
    match EqFails():
        case 1:
            return "eq"


def m9():
    match 3:
        case x if x / 0:
            return "guard"


def m10():
    match LenFails([1]):
        case [x]:
            return x


def m11():
    match GetFails(a=1):
        case {"a": 1}:
            return "got"


def m12():
    match {"a": 1}:
        case {Keys.MISSING: 1}:
            return "missing"


def m13():
    match Point(1, 2):
        case Point(1, 2, 3):
            return "too many"


def m14():
    match 1.5:
        case float(1.5, 2):
            return "two"


def m15():
    match [1, 2]:
        case list(a, b):
            return "list two"


def m16():
    match Three():
        case Three(z=1):
            return "no z: no match, no error"
    return "fell through"


def m17():
    match 0:
        case len():
            return "len is no type"


for i, f in enumerate([m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15, m16, m17],
                      1):
    attempt(f"m{i}", f)

# An error in one case does not stop the program: the next statement runs.
for subject in [Point(0, 0), 5, "x"]:
    try:
        match subject:
            case Point(0, 0):
                print("origin")
            case int(1, 2):
                print("never")
    except TypeError as e:
        print("caught:", e)

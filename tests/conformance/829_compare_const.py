# `a <cmp> constant` in value form is one instruction (COMPARE_CONST): ints, floats and
# strs compare against the constant in place; every other pairing (user comparison
# methods, NotImplemented and the reflected method, NaN, big ints against floats, mixed
# types, tuples, None) goes through the generic comparison, as CPython's does.
import math


def ints(x):
    return [x < 3, x <= 3, x == 3, x != 3, x > 3, x >= 3, x == -1, x > 10**18]


def floats(x):
    return [x < 0.5, x <= 2, x == 2.0, x != 1e300, x > -0.0, x >= 3]


def strs(s):
    return [s == "ab", s != "ab", s < "b", s >= "", s > "ab\u00e9"]


class Eq:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("Eq.__eq__", self.v, other)
        return self.v == other

    def __lt__(self, other):
        return NotImplemented

    def __gt__(self, other):
        return "gt-result"


class Rev:
    def __gt__(self, other):
        print("Rev.__gt__", other)
        return True


def mixed(x):
    return [x == 1, x != "1", x == None, x == (1, 2), x == 2.5]


for x in [2, 3, 4, -1, 10**18, 10**30, True, 3.0, float("nan")]:
    print(x, ints(x))
for x in [0.25, 2.0, 2, 3, float("inf"), float("nan"), -0.0, 5]:
    print(x, floats(x))
for s in ["ab", "a", "b", "", "ab\u00e9", "abz"]:
    print(repr(s), strs(s))
for x in [1, "1", None, (1, 2), 2.5, [1], 1.0, Eq(1)]:
    print(mixed(x) if not isinstance(x, Eq) else "Eq")

e = Eq(4)
print(e == 4, e != 4)
try:
    print(e < 5)
except TypeError as err:
    print("TypeError", err)
print(e > 1)


def lt_rev(r):
    return 5 < r


print(lt_rev(Rev()))


def typed_then_not(xs):
    out = []
    for x in xs:
        out.append(x < 10)
    return out


# The int form, then a float, a str (TypeError), then ints again.
print(typed_then_not([1, 20, 3.5, 10.0, 11]))
try:
    typed_then_not([1, 2, "x"])
except TypeError as err:
    print("TypeError", err)
print(typed_then_not(list(range(5, 15))))
print(math.inf > 1e308, -math.inf < -1e308)


def chained(x):
    return 1 < x < 5, 0 <= x == 3


print([chained(v) for v in range(-1, 7)])
print(sum(1 for i in range(1000) if (i % 7 == 3) == True))

# math.ceil/floor/trunc: floats to ints of any size, ints and bools as ints, special
# methods of instances, and CPython's errors.
import math


def show(f, x):
    shown = repr(x) if type(x) in (int, float, bool, str) else type(x).__name__
    try:
        r = f(x)
    except Exception as e:
        print(f.__name__, shown, type(e).__name__, e)
        return
    print(f.__name__, shown, repr(r), type(r).__name__)


for x in [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.0, -2.0, 2.5, 0.9999999999999999, -1e-300,
          1e15 + 0.5, 4503599627370495.5, 9.2e18, -9.3e18, 1e20, -1e20, 1e300, 1.7976931348623157e308]:
    show(math.ceil, x)
    show(math.floor, x)
    show(math.trunc, x)

for x in [0, 7, -7, 2 ** 63, -(2 ** 63) - 1, 10 ** 30, True, False]:
    show(math.ceil, x)
    show(math.floor, x)
    show(math.trunc, x)

for x in [math.inf, -math.inf, math.nan, "3.5", None, [1.5], (1,)]:
    show(math.ceil, x)
    show(math.floor, x)
    show(math.trunc, x)


class Rounder:
    def __ceil__(self):
        return "ceil!"

    def __floor__(self):
        return 42

    def __trunc__(self):
        return [1, 2]


class Floaty:
    def __float__(self):
        return -2.5


class Indexy:
    def __index__(self):
        return 12


class BadFloat:
    def __float__(self):
        return 3


show(math.ceil, Rounder())
show(math.floor, Rounder())
show(math.trunc, Rounder())
show(math.ceil, Floaty())
show(math.floor, Floaty())
show(math.trunc, Floaty())
show(math.ceil, Indexy())
show(math.floor, Indexy())
show(math.trunc, Indexy())
show(math.ceil, BadFloat())
show(math.floor, BadFloat())

print(math.floor(7 / 2), math.ceil(7 / 2), math.trunc(-7 / 2), math.floor(-7 / 2))
print([math.floor(i / 4) for i in range(-6, 7)])
print([math.ceil(i * 0.3) for i in range(-5, 6)])
print(math.floor(2 ** 80 + 0.0) == 2 ** 80, math.trunc(-1e25) == -(10 ** 25))
print(math.floor(1e25), math.ceil(-1e25), math.trunc(123456789012345678901234567890.0))

# math.fabs, fmod, modf, frexp, ldexp, copysign, remainder: exact results with the
# signs of zeros, special values, and CPython's errors.
import math


def show(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, args, type(e).__name__, e)
        return
    print(f.__name__, args, repr(r))


for x in [0.0, -0.0, 1, -1, -2.5, 1e-320, -math.inf, math.nan, 10 ** 20, True, -(2 ** 63)]:
    show(math.fabs, x)
    show(math.modf, x)
    show(math.frexp, x)
show(math.modf, math.inf)
show(math.modf, 123.456)
show(math.modf, -7.0)
show(math.frexp, 5e-324)
show(math.frexp, 1.7976931348623157e308)
show(math.frexp, 0.1)
show(math.fabs, "1")

for x, y in [(7, 3), (-7, 3), (7, -3), (-7, -3), (5.5, 2), (-0.0, 1), (1, 0), (0, 0), (math.inf, 1),
             (1, math.inf), (-1, -math.inf), (math.nan, 1), (1, math.nan), (1e300, 1e-300),
             (10 ** 20, 7), (3, True)]:
    show(math.fmod, x, y)
    show(math.remainder, x, y)
    show(math.copysign, x, y)

for x, y in [(5, 2), (7, 2), (-5, 2), (-7, 2), (6, 4), (10, 4), (4, 2), (-4, 2), (0.5, 1),
             (1.5, 1), (2.5, 1), (-2.5, 1), (5e-324, 1e-323), (1e308, 3e-308), (math.inf, math.inf),
             (-math.inf, 2)]:
    show(math.remainder, x, y)

for x, i in [(1, 0), (1, 10), (0.5, -1), (1, 1023), (1, 1024), (-1, 1024), (1, -1074),
             (1, -1075), (3, -1076), (1, 10 ** 30), (1, -(10 ** 30)), (0.0, 10 ** 30),
             (-0.0, 5), (math.inf, -5), (math.nan, 5), (1.5, True), (2 ** 60, -60),
             (1, 2.0), (1, "2"), ("1", 2), (1, None), (1e-320, 1100)]:
    show(math.ldexp, x, i)

for x in [0.1, 1.5, -3.75, 1e-310, 123456789.0, 1e300]:
    m, e = math.frexp(x)
    print(x, m, e, math.ldexp(m, e) == x)

print(math.copysign(1, -0.0), math.copysign(-2, 0.0), math.copysign(math.inf, -1), math.copysign(3, math.nan))
show(math.copysign, 1, "x")
show(math.fmod, 1)
show(math.remainder, 1, 2, 3)

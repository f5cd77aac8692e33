# math.sinh, cosh, tanh, asinh, acosh, atanh: the C library's results (asinh, acosh and
# atanh too), range errors where the result overflows, domain errors at poles.
import math


def show(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, args, type(e).__name__, e)
        return
    print(f.__name__, args, repr(r))


values = [0.0, -0.0, 0.5, -0.5, 0.9999999, 1, -1, 1.5, 2, 10, -10, 20, 100, 710, 711, -711,
          1e-300, 1e300, 10 ** 30, True, False, math.inf, -math.inf, math.nan, 0.1, 0.3, 3.7]
for f in [math.sinh, math.cosh, math.tanh, math.asinh, math.acosh, math.atanh]:
    for x in values:
        show(f, x)

show(math.sinh, "1")
show(math.atanh, None)
print([math.tanh(x) for x in range(-3, 4)])
print(math.cosh(1) ** 2 - math.sinh(1) ** 2, math.asinh(math.sinh(2.5)), math.acosh(math.cosh(2.5)))
print(math.atanh(math.tanh(0.75)), math.asinh(-1e-20), math.asinh(1e20), math.acosh(1e20))

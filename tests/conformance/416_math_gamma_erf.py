# math.gamma, lgamma (CPython's own Lanczos approximation, bit for bit), erf, erfc (the C
# library's), with poles as domain errors and overflow as range errors.
import math


def show(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, args, type(e).__name__, e)
        return
    print(f.__name__, args, repr(r))


values = [0.5, 1, 2, 3, 4.5, 5, 10, 23, 24, 25.5, 100, 140, 141.5, 170, 171, 171.7, 172,
          200, 250, 1e-10, 1e-25, -1e-25, 1e-320, -0.5, -1.5, -2.5, -10.1, -100.5, -170.5,
          -190.5, -201.5, -250.25, 0.0, -0.0, -1, -2, -100, 2.000000000001, 0.1, 7.3,
          math.inf, -math.inf, math.nan, True, 10 ** 20, -(10 ** 20)]
for f in [math.gamma, math.lgamma]:
    for x in values:
        show(f, x)
for f in [math.erf, math.erfc]:
    for x in [0.0, -0.0, 0.1, 0.5, 1, -1, 1.5, 2, 3, -3, 5, 6, 10, 27, 28, -30, 1e-300,
              math.inf, -math.inf, math.nan, True]:
        show(f, x)
show(math.gamma, "1")
show(math.erf, None)
print([math.gamma(n) == math.factorial(n - 1) for n in range(1, 20)])
print(math.gamma(0.5) ** 2, math.exp(math.lgamma(10.5)), math.gamma(10.5))
print(math.erf(0.5) + math.erfc(0.5), [round(math.erf(x / 4), 6) for x in range(-8, 9, 2)])

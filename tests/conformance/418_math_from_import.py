# The math module's names imported with `from math import ...` (renamed, or all with *),
# used as values: passed to map and sorted, stored in containers, called through them.
from math import sqrt, pi, floor as fl, inf
from math import *
import math as m

print(sqrt(16), pi, fl(-2.5), inf, e, tau, nan)
print(sqrt is m.sqrt, cos is m.cos, fl is floor)
print(list(map(sqrt, [1, 2, 3, 4])))
print(sorted([-3, 1, -2, 5], key=fabs), max([0.5, 2, 1], key=log))
table = {"sin": sin, "cos": cos, "tan": tan}
print({k: round(f(pi / 4), 12) for k, f in table.items()})
funcs = [exp, log, sqrt, ceil, floor, trunc]
print([f(2) for f in funcs])
print([f.__name__ for f in funcs])


def apply_all(x, *fs):
    out = []
    for f in fs:
        out.append(f(x))
    return out


print(apply_all(2.25, sqrt, floor, ceil, fabs, isfinite))
compose = lambda f, g: lambda x: f(g(x))
print(compose(sqrt, fabs)(-16), compose(floor, log2)(1000))
print(gcd(*[12, 18, 24]), lcm(*range(1, 11)), hypot(*[3, 4]), prod([1, 2, 3], start=10))
print(isclose(sqrt(2) ** 2, 2), isclose(1, 1.5, rel_tol=0.5), fsum([0.1] * 10))
print(comb(10, 3), perm(5), factorial(6), isqrt(99), copysign(2, -0.0), remainder(7, 4))
print(degrees(pi), radians(180), frexp(8), ldexp(0.5, 4), modf(-3.25), nextafter(0, 1))
print(ulp(1), exp2(10), expm1(0), log1p(0), log10(1000), cbrt(27), dist((0, 0), (1, 1)))
print(atan2(1, 1), asin(1), acos(0), atan(1), sinh(0), cosh(0), tanh(0))
print(asinh(0), acosh(1), atanh(0), erf(0), erfc(0), gamma(5), lgamma(1), pow(2, 10))
print(isinf(inf), isnan(nan), fmod(7, 3), trunc(-2.7), ceil(2.1))

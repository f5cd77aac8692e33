# math constants: pi, e, tau, inf, nan, as floats with CPython's reprs and behaviour.
import math

print(math.pi, math.e, math.tau, math.inf, math.nan)
print(repr(math.pi), repr(-math.inf), repr(math.nan))
print(type(math.pi).__name__, type(math.inf).__name__, type(math.nan).__name__)
print(math.tau == 2 * math.pi, math.pi / 2, math.e ** 2, round(math.pi, 4))
print(math.inf > 10 ** 400, -math.inf < -(10 ** 400), math.inf == float("inf"))
print(math.nan == math.nan, math.nan != math.nan, math.isnan(math.nan), math.isinf(math.inf))
print(math.inf - math.inf, math.inf * 0, 1 / math.inf, -1 / math.inf)
print(f"{math.pi:.10f} {math.e:e} {math.tau:g} {math.inf:f} {math.nan:.3}")
print(str(math.pi), math.pi * 1e16, math.pi * 1e-5, int(math.pi * 1000))
print(hash(math.inf), hash(-math.inf), hash(math.pi) == hash(math.pi))
print(sorted([math.e, math.pi, 1, math.tau, -math.inf, math.inf]))
print(max(math.pi, 3), min(math.e, 3), abs(-math.inf), math.pi // 1, math.pi % 1)
print(divmod(math.tau, math.pi), math.pi.is_integer(), (2 * math.pi).is_integer())
d = {math.pi: "pi", math.e: "e"}
print(d[math.pi], d[math.e], math.pi in d, 3.14 in d)

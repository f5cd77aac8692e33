# fractions.Fraction: arithmetic with ints, floats and Fractions (reflected too),
# comparisons, hashing as equal ints and floats do.
from fractions import Fraction as F
import math

a, b = F(1, 3), F(-5, 6)
for x, y in [(a, b), (b, a), (a, 2), (2, a), (b, -3), (-3, b), (a, 0.5), (0.5, a), (a, a),
             (F(7, 2), F(3, 4)), (F(-7, 2), F(3, 4)), (True, a), (a, False + 4)]:
    print(repr(x), repr(y), repr(x + y), repr(x - y), repr(x * y), repr(x / y))
    print("   ", repr(x // y), repr(x % y), repr(divmod(x, y)))
print(repr(F(1, 2) ** 2), repr(F(2, 3) ** -2), repr(F(-2, 3) ** -3), repr(F(-2, 3) ** 3),
      repr(F(4, 9) ** F(1, 2)), repr(F(4, 9) ** 0.5), repr(F(5) ** F(2)), repr(F(2, 3) ** 0))
print(repr(2 ** F(3)), repr(2 ** F(-1)), repr(4 ** F(1, 2)), repr(2.0 ** F(2)), repr(F(1, 2) ** F(-2)),
      repr(F(3) ** F(-2, 1)), repr((-8) ** F(1, 3) if False else 0))
print(pow(F(3, 2), 3), pow(F(3, 2), -1), -F(3, 2), +F(3, 2), abs(F(-3, 2)), abs(F(3, 2)))
for op in ["/", "//", "%", "divmod", "**"]:
    for x, y in [(F(1, 2), 0), (F(1, 2), F(0)), (F(-3, 2), 0), (F(0), -1), (5, F(0)), (F(1, 2), 0.0)]:
        try:
            if op == "/":
                r = x / y
            elif op == "//":
                r = x // y
            elif op == "%":
                r = x % y
            elif op == "divmod":
                r = divmod(x, y)
            else:
                r = x ** y
            print(op, repr(x), repr(y), repr(r))
        except ZeroDivisionError as e:
            print(op, repr(x), repr(y), "ZeroDivisionError:", e)
for bad in ["1", None, [1]]:
    try:
        F(1, 2) + bad
    except TypeError as e:
        print(e)
    try:
        bad * F(1, 2)
    except TypeError as e:
        print(e)
    try:
        F(1, 2) < bad
    except TypeError as e:
        print(e)
print(F(1, 2) == 0.5, F(1, 2) == F(2, 4), F(2) == 2, 2 == F(2), F(1, 3) == 1 / 3, F(1, 2) != 0.5,
      F(1) == True, F(1, 2) == "1/2", F(0) == float("nan"), F(10**20) == 1e20, F(1, 2) == None)
print(F(1, 3) < F(1, 2), F(1, 3) < 1, 1 < F(4, 3), F(1, 3) <= 0.3333333333333333,
      F(1, 3) > 0.3333333333333333, 0.5 >= F(1, 2), F(-1) < float("inf"), F(10**400) < float("inf"),
      F(-10**400) > float("-inf"), F(1) < float("nan"), F(1) > float("nan"), F(1) >= float("nan"))
print(sorted([F(1, 2), 0.25, 1, F(-3, 4), 0, F(2, 3), True]))
print(max(F(1, 3), F(2, 7)), min(F(1, 3), 0.3), sum([F(1, 3), F(1, 6), F(1, 2)]))
print(sum([F(1, 10)] * 10), sum([F(1, 10)] * 10, 0.0), math.fsum([F(1, 10)] * 10))
for v in [F(1, 2), F(-1, 2), F(3), F(-3), F(1, 3), F(-7, 10 ** 30), F(10 ** 40, 7), F(0),
          F(1, 2 ** 61 - 1), F(-1, 2 ** 61 - 1), F(5, (2 ** 61 - 1) * 3), F(2 ** 64, 1)]:
    print(v, hash(v))
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), hash(F(-7, 4)) == hash(-1.75),
      hash(F(2 ** 70)) == hash(2 ** 70), hash(F(-1)) == hash(-1), hash(F(1, 10)) == hash(0.1))
d = {F(1, 2): "half", 3: "three", 0.25: "quarter"}
print(d[0.5], d[F(3)], d[F(1, 4)], F(1, 2) in {0.5}, 3.0 in {F(3)})
x = F(0)
for i in range(1, 30):
    x += F(1, i * (i + 1))
print(x, repr(x), float(x))
h = F(1)
for i in range(2, 15):
    h = h + F(1, i)
print(h, h.limit_denominator(1000), round(h, 5), float(h))

# math.sin, cos, tan, asin, acos, atan, atan2: the C library's results, CPython's special
# values for atan2, domain errors for infinities and out-of-range arguments.
import math


def show(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, args, type(e).__name__, e)
        return
    print(f.__name__, args, repr(r))


values = [0.0, -0.0, 0.5, -0.5, 1, -1, 1.0000000001, 2, math.pi / 6, math.pi / 4, math.pi / 2,
          math.pi, -math.pi, 2 * math.pi, 1e-300, 1e10, 1e22, 1e300, 10 ** 20, True,
          math.inf, -math.inf, math.nan]
for f in [math.sin, math.cos, math.tan, math.asin, math.acos, math.atan]:
    for x in values:
        show(f, x)

specials = [0.0, -0.0, 1.0, -1.0, 2, -3, 1e-300, 1e300, math.inf, -math.inf, math.nan]
for y in specials:
    print(" ".join([repr(math.atan2(y, x)) for x in specials]))

for args in [("1", 2), (1, None), (1,), (1, 2, 3)]:
    show(math.atan2, *args)
show(math.sin, "0")
show(math.cos, [0])

print([round(math.sin(k * math.pi / 6), 12) for k in range(13)])
print([round(math.degrees(math.atan2(y, x))) for x, y in [(1, 0), (1, 1), (0, 1), (-1, 1),
                                                            (-1, 0), (-1, -1), (0, -1), (1, -1)]])
print(math.sin(1) ** 2 + math.cos(1) ** 2, math.tan(math.pi / 4), math.asin(1) * 2)

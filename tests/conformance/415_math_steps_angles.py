# math.nextafter, math.ulp, math.degrees, math.radians: exact neighbours of floats,
# subnormals, the largest float, special values.
import math


def show(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, args, type(e).__name__, e)
        return
    print(f.__name__, args, repr(r))


for x, y in [(1.0, 2.0), (1.0, 0.0), (0.0, 1.0), (0.0, -1.0), (-0.0, 0.0), (0.0, -0.0),
             (5e-324, 0), (1.7976931348623157e308, math.inf), (math.inf, 0), (-math.inf, 0),
             (1, 1), (math.nan, 1), (1, math.nan), (2 ** 53, 2 ** 60), (True, False), (1, "2")]:
    show(math.nextafter, x, y)
show(math.nextafter, 1)

for x in [0.0, -0.0, 1.0, -1.0, 2.0, 0.1, 1e300, 1e-310, 5e-324, 1.7976931348623157e308,
          2 ** 52, 2 ** 53, 10 ** 20, True, math.inf, -math.inf, math.nan, "1"]:
    show(math.ulp, x)

for x in [0, 1, -1, 0.5, math.pi, -math.pi / 2, 2 * math.pi, 1e308, 10 ** 20, True, math.inf,
          math.nan, 180, 45, 360, 1e-320]:
    show(math.degrees, x)
    show(math.radians, x)
show(math.degrees, "1")
print([math.degrees(math.radians(a)) for a in range(0, 361, 30)])
x = 1.0
steps = 0
while x < 1.0000000000000018:
    x = math.nextafter(x, 2)
    steps += 1
print(steps, x, math.ulp(x), x + math.ulp(x) == math.nextafter(x, math.inf))

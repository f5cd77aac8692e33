# math.gcd and math.lcm: any number of ints (big ints and bools too, instances with
# __index__), always non-negative; floats are refused.
import math


def show(f, *args):
    shown = [a if type(a) in (int, float, bool, str) else type(a).__name__ for a in args]
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, shown, type(e).__name__, e)
        return
    print(f.__name__, shown, r)


class Seven:
    def __index__(self):
        return 7


for args in [(), (0,), (5,), (-5,), (0, 0), (12, 18), (-12, 18), (12, -18), (0, -9), (17, 5),
             (12, 18, 27), (2 ** 64, 2 ** 40 * 3), (-(2 ** 63), -(2 ** 63)), (-(2 ** 63), 0),
             (10 ** 30, 10 ** 20 * 7), (True, 4), (1, 10 ** 40), (6, 10, 15, 0)]:
    show(math.gcd, *args)
    show(math.lcm, *args)

show(math.gcd, Seven(), 21)
show(math.lcm, Seven(), 3)
show(math.gcd, 1.0)
show(math.gcd, 4, 2.0)
show(math.lcm, "3")
show(math.gcd, 1, None)
show(math.lcm, 0, "x")
show(math.gcd, 1, "x")
show(math.lcm, 2 ** 62, 2 ** 62 + 1)
show(math.lcm, -(2 ** 63), 3)
show(math.lcm, *range(1, 30))
show(math.gcd, *[2 ** 100 * k for k in (3, 9, 27)])
print([math.gcd(i, 12) for i in range(13)])
print([math.lcm(i, 4) for i in range(13)])
try:
    math.gcd(x=1)
except TypeError as e:
    print(e)

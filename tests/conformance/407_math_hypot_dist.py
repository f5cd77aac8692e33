# math.hypot (any number of coordinates) and math.dist (two points of any iterable kind):
# CPython's accurate norm bit for bit, infinities before NaNs, and the errors.
import math


def show(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, type(e).__name__, e)
        return
    print(f.__name__, args, repr(r))


show(math.hypot)
show(math.hypot, -3)
show(math.hypot, 3, 4)
show(math.hypot, 3.0, 4.0, 12)
show(math.hypot, 1, 1)
show(math.hypot, 1e308, 1e308)
show(math.hypot, 1e-310, 2e-310)
show(math.hypot, 5e-324, 5e-324, 5e-324)
show(math.hypot, 1e-320, 1e-300)
show(math.hypot, 0.0, -0.0)
show(math.hypot, math.inf, math.nan)
show(math.hypot, math.nan, -math.inf)
show(math.hypot, math.nan, 1)
show(math.hypot, 10 ** 20, 10 ** 20, True)
show(math.hypot, 2 ** 1023, 2 ** 1023)
show(math.hypot, 1, "2")
show(math.hypot, 10 ** 400)
print([math.hypot(*range(n)) for n in range(1, 25)])
print([math.hypot(0.1 * i, 0.2 * i, 0.3 * i) for i in range(8)])

show(math.dist, (0, 0), (3, 4))
show(math.dist, [1.5, 2.5, 3.5], [4.25, -1.0, 0.125])
show(math.dist, (), ())
show(math.dist, (1,), (-1,))
show(math.dist, range(5), [4, 3, 2, 1, 0])
show(math.dist, (1, 2), (1, 2, 3))
show(math.dist, (1, "a"), (1, 2))
show(math.dist, 1, (1,))
show(math.dist, (1,), None)
show(math.dist, (math.inf, 0), (math.inf, 0))
show(math.dist, (math.inf, math.nan), (0, 0))
show(math.dist, (10 ** 30, 1e-30), (-(10 ** 30), 0))


def gen(n):
    for i in range(n):
        yield i * 0.5


print(math.dist(gen(6), tuple(gen(6))[::-1]), math.dist(iter([1, 2]), iter([2, 1])))
pts = [(0.0, 0.0), (1.0, 2.0), (3.5, -1.25), (-2.0, 4.0)]
print([[round(math.dist(p, q), 9) for q in pts] for p in pts])

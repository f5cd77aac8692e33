# math.isclose (keyword-only rel_tol and abs_tol, a and b by name too) and isfinite,
# isinf, isnan on floats, ints, big ints and bools.
import math


def show(*args, **kw):
    try:
        r = math.isclose(*args, **kw)
    except Exception as e:
        print(args, kw, type(e).__name__, e)
        return
    print(args, kw, r)


show(1.0, 1.0)
show(1.0, 1.0 + 1e-10)
show(1.0, 1.0 + 1e-8)
show(1e10, 1e10 + 1)
show(1e-10, 2e-10)
show(0.0, 1e-300)
show(0.0, 1e-300, abs_tol=1e-299)
show(1, 1.1, rel_tol=0.1)
show(1, 1.1, rel_tol=0.09)
show(1, 1.1, rel_tol=0.2, abs_tol=0)
show(100, 101, abs_tol=1)
show(math.inf, math.inf)
show(math.inf, -math.inf)
show(math.inf, 1e308, rel_tol=1)
show(math.nan, math.nan)
show(math.nan, 1.0, abs_tol=math.inf)
show(10 ** 20, 10 ** 20 + 1)
show(True, 1.0)
show(a=1, b=1.0000000001)
show(1, b=2, rel_tol=1)
show(1, 2, rel_tol=-1)
show(1, 2, abs_tol=-0.5)
show(1, 2, rel_tol="x")
show(1, "2")
show(1)
show()
show(1, 2, 3)
show(1, 2, tol=3)
show(1, 2, a=3)
show(b=2)
show(1, 2, rel_tol=0.5, abs_tol=0.1, x=1)
show(1, 2, rel_tol=0.5, abs_tol=0.1, a=1)

for x in [0.0, -0.0, 1, -1.5, 1e308, 5e-324, math.inf, -math.inf, math.nan, 10 ** 30, True]:
    print(repr(x) if not isinstance(x, int) or x < 10 ** 20 else "big", math.isfinite(x), math.isinf(x), math.isnan(x))
for f in [math.isfinite, math.isinf, math.isnan]:
    try:
        f("1")
    except TypeError as e:
        print("TypeError", e)
    try:
        f(10 ** 400)
    except OverflowError as e:
        print("OverflowError", e)
print([math.isclose(0.1 * 3, 0.3), 0.1 * 3 == 0.3, math.isclose(sum([0.1] * 10), 1)])

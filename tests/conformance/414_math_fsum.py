# math.fsum: the correctly rounded sum of any iterable (Shewchuk's partials, as CPython),
# infinities and NaNs, intermediate overflow, and the errors.
import math


def show(xs):
    try:
        r = math.fsum(xs)
    except Exception as e:
        print(type(e).__name__, e)
        return
    print(repr(r))


show([])
show([0.1] * 10)
show([0.1, 0.2, 0.3])
show([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50])
show([1e-16, 1, 1e16])
show([1, 1e-16, 1e16])
show([2.0 ** 53, -0.5, -2.0 ** -54])
show([2.0 ** 53, 1.0, 2.0 ** -100])
show([1e308, 1e308, -1e308])
show([1e308, 1e308])
show([-1e308, -1e308])
show([math.inf, 1, 2])
show([math.inf, -math.inf])
show([math.inf, math.inf, 1e308])
show([-math.inf, 5, -math.inf])
show([math.nan, 1])
show([math.inf, math.nan])
show([-0.0, -0.0])
show([-0.0, 0.0])
show([1, 2, 3])
show([10 ** 20, 1, -(10 ** 20)])
show([True, True, 0.5])
show(range(1000))
show(x * 0.001 for x in range(1, 1001))
show({0.5: 1, 0.25: 2})
show([10 ** 400])
show(["1"])
show([1, None])
show(5)
show(None)
print(math.fsum([0.1] * 10) == 1.0, sum([0.1] * 10) == 1.0)
terms = [(-1) ** k / (2 * k + 1) for k in range(2000)]
print(math.fsum(terms) * 4, sum(terms) * 4)
vals = []
x = 1.0
for i in range(300):
    x = (x * 1103515245 + 12345) % 2147483648
    vals.append((x - 1073741824) * 10.0 ** ((i % 41) - 20))
print(repr(math.fsum(vals)), repr(math.fsum(vals[::-1])), repr(math.fsum(sorted(vals))))

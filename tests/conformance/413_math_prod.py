# math.prod(iterable, *, start=1): multiplies as `*` does (ints grow into big ints,
# floats, sequences repeated, instances' __mul__), with the argument clinic's errors.
import math


def show(*args, **kw):
    try:
        r = math.prod(*args, **kw)
    except Exception as e:
        print(type(e).__name__, e)
        return
    print(repr(r))


show([])
show([], start=5)
show(range(1, 11))
show(range(1, 31))
show([2 ** 62, 2, 2])
show([-(2 ** 62), 2, 2])
show([3, 4.0, 2])
show([1.5, 2, 10 ** 20])
show([0.5, 0.25], start=8)
show([True, True, 3])
show([2, 3], start=2.5)
show((x / 2 for x in range(1, 6)))
show(["ab", 3])
show([3, "ab"])
show([2], start="xy")
show([[1, 2], 2])
show([1, None])
show(["a", "b"])
show(5)
show()
show([1], 2)
show([1], begin=2)
show(iterable=[1])
show([1], iterable=2)
show([1, 2], start=3, stop=4)
show({2, 3, 5})
show({2: "a", 7: "b"})
show([10 ** 30, 10 ** 30, -1])
show([1e308, 10])
show([math.inf, 0])


class Vec:
    def __init__(self, xs):
        self.xs = xs

    def __mul__(self, k):
        return Vec([x * k for x in self.xs])

    def __rmul__(self, k):
        return Vec([x * k for x in self.xs])


print(math.prod([2, 3], start=Vec([1, 2])).xs, math.prod([Vec([1, 2]), 3]).xs)
print(math.prod(range(1, 21)) == math.factorial(20), math.prod([]) == 1)
print([math.prod(range(1, n)) for n in range(1, 12)])

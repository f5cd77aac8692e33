# lru_cache keys: instances with __eq__/__hash__, equal numbers, keyword order, and
# results that are generators or mutable objects.
from functools import lru_cache


class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, o):
        return isinstance(o, P) and self.x == o.x

    def __hash__(self):
        return hash(self.x)

    def __repr__(self):
        return "P(%d)" % self.x


calls = []


@lru_cache(maxsize=None)
def f(*args, **kw):
    calls.append((args, tuple(sorted(kw.items()))))
    return len(calls)


print(f(P(1)), f(P(1)), f(P(2)), f(P(1), P(2)), f(P(1), P(2)))
print(f(1), f(1.0), f(True), f((1,)), f(1, 2), f(1.0, 2.0), f(True, 2))
print(f(a=1, b=2), f(b=2, a=1), f(a=1, b=2), f(1, a=1), f(1, a=1.0))
print(f("s"), f("s"), f(2**70), f(2**70), f(-0.0), f(0.0), f(0))
print(f(), f(), f(None), f(None), f((1, 2, 3)), f((1, 2, 3)))
print(f.cache_info())


@lru_cache(maxsize=3)
def g(x):
    calls.append(x)
    return [x]


calls.clear()
r1 = g(1)
r1.append("mutated")
print(g(1), g(2), g(3), g(4), g(1), calls, g.cache_info())


@lru_cache(maxsize=None)
def gen(n):
    return (i * i for i in range(n))


a = gen(3)
print(list(a), list(gen(3)), gen(3) is a)


class Unhashable:
    __hash__ = None


try:
    f(Unhashable())
except TypeError as e:
    print("TypeError", e)
try:
    f([1])
except TypeError as e:
    print("TypeError", e)
try:
    f(k=[1])
except TypeError as e:
    print("TypeError", e)
print(f.cache_info().currsize)


class Counter:
    def __init__(self):
        self.n = 0

    @lru_cache(maxsize=None)
    def double(self, x):
        self.n += 1
        return 2 * x

    def __hash__(self):
        return 7

    def __eq__(self, o):
        return self is o


c1, c2 = Counter(), Counter()
print(c1.double(3), c1.double(3), c2.double(3), c1.n, c2.n, Counter.double.cache_info().currsize)
bound = c1.double
print(bound(4), bound(4), c1.n)


@lru_cache(maxsize=2, typed=True)
def t(a, b=0):
    calls.append((a, b))
    return a


calls.clear()
print(t(1), t(1.0), t(1), t(1, b=2), t(1, b=2.0), calls, t.cache_info())

# functools.lru_cache and cache: hits, misses, eviction, keys, clearing, wrappers.
from functools import lru_cache, cache


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())
print(fib(300), fib.cache_info().hits, fib.cache_info().currsize)
fib.cache_clear()
print(fib.cache_info(), fib(10), fib.cache_info())
print([fib(i) for i in range(12)])

calls = []


@lru_cache(maxsize=2)
def square(x):
    calls.append(x)
    return x * x


for x in [1, 2, 1, 3, 2, 1, 1]:
    square(x)
print(calls, square.cache_info())
print(square.cache_parameters(), fib.cache_parameters())


@lru_cache
def default(x):
    calls.append(("d", x))
    return -x


print(default(3), default(3), default.cache_info(), default.__name__)


@cache
def forever(x, y=1):
    calls.append(("f", x, y))
    return x + y


calls.clear()
print(forever(1), forever(1), forever(1, 1), forever(1, y=1), forever(x=1, y=1), forever(y=1, x=1))
print(calls, forever.cache_info())
print(forever(1.0), forever(True), forever(1), forever.cache_info().misses)


@lru_cache(maxsize=0)
def never(x):
    calls.append(("n", x))
    return x


calls.clear()
print(never(1), never(1), calls, never.cache_info())


@lru_cache(maxsize=10, typed=True)
def typed(x):
    calls.append(("t", x))
    return x


calls.clear()
print(typed(1), typed(1.0), typed(True), typed(1), calls, typed.cache_info())
print(typed.cache_parameters())


@lru_cache(maxsize=-5)
def negative(x):
    return x


print(negative(1), negative(1), negative.cache_info())


@lru_cache()
def strings(s, n=1):
    return s * n


print(strings("ab"), strings("ab"), strings("ab", 2), strings(s="ab"), strings.cache_info())


@lru_cache(None)
def tuples(t):
    return sum(t)


print(tuples((1, 2)), tuples((1, 2)), tuples((1.0, 2)), tuples.cache_info())
show("unhashable", lambda: tuples([1, 2]))
print(tuples.cache_info())


@lru_cache(maxsize=None)
def fails(x):
    calls.append(("x", x))
    return 1 // x


calls.clear()
show("raises", lambda: fails(0))
show("raises again", lambda: fails(0))
print(calls, fails.cache_info())

# Wrapper attributes.
print(fib.__name__, fib.__qualname__, fib.__wrapped__(5), fib.__doc__)
print(type(fib).__name__, type(fib.cache_info()).__name__, len(fib.cache_info()))
info = square.cache_info()
print(info == (3, 4, 2, 2), info[0], info[-1], list(info), tuple(info), info.maxsize)
h, m, mx, cur = info
print(h, m, mx, cur, hash(info) == hash((3, 4, 2, 2)), info != (0, 0, 0, 0))


class Grid:
    def __init__(self, w):
        self.w = w

    @lru_cache(maxsize=None)
    def paths(self, x, y):
        if x == 0 or y == 0:
            return 1
        return self.paths(x - 1, y) + self.paths(x, y - 1)


g = Grid(3)
print(g.paths(10, 10), g.paths(10, 10), Grid.paths.cache_info().hits > 0)
print(Grid.paths(g, 2, 2))


def make_counter():
    @lru_cache(maxsize=None)
    def count(n):
        return 0 if n == 0 else 1 + count(n - 1)
    return count


c = make_counter()
print(c(50), c.cache_info().currsize, make_counter()(5))
show("bad maxsize", lambda: lru_cache("big"))
show("bad maxsize kw", lambda: lru_cache(maxsize="big"))
show("not callable", lambda: lru_cache(maxsize=3)(5))
show("kw to wrapper", lambda: fib(n=3))
show("too many", lambda: fib(1, 2))

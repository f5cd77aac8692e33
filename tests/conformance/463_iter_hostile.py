# Hostile uses: huge counts, caches cleared from inside a key's __eq__ or from the
# cached function, iterables changed while iterated. Each ends in CPython's exception or
# result.
from functools import lru_cache, reduce
from itertools import chain, count, cycle, islice, repeat


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


show("list of huge repeat", lambda: len(list(repeat(1, 2**62))))
show("tuple of huge repeat", lambda: len(tuple(repeat(None, 2**62))))
show("sum of repeat", lambda: sum(repeat(2, 1000)))

# A list grown while chained and cycled over.
items = [1, 2]
out = []
for x in chain(items):
    if len(items) < 5:
        items.append(x + 10)
    out.append(x)
print(out)
print(list(islice(cycle(items), 8)))


class K:
    clear = False

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, o):
        if K.clear:
            K.clear = False
            f.cache_clear()
        return isinstance(o, K) and self.v == o.v


@lru_cache(maxsize=2)
def f(k):
    return k.v * 10


print(f(K(1)), f(K(2)), f(K(1)))
K.clear = True
print(f(K(1)), f(K(3)), f(K(4)), f(K(1)), f(K(3)), f.cache_info().currsize <= 2)
ok = True
for i in range(60):
    K.clear = i % 7 == 0
    ok = ok and f(K(i % 5)) == (i % 5) * 10
print(ok, f.cache_info().currsize <= 2)


@lru_cache(maxsize=None)
def clears(n):
    clears.cache_clear()
    return n if n < 2 else clears(n - 1) + 1


print(clears(20), clears.cache_info().currsize)
show("reduce mutating", lambda: reduce(lambda a, b: (items.append(b) if len(items) < 8 else None) or a + b, items))
print(sum(islice(count(), 0, 10**6, 10**5)))

# Dict lookups with tuple keys: memo keys of ints and strings, and the kinds that take
# the general path (floats, bools, big ints, nested tuples, instances with __eq__).


def memoize(fn):
    cache = {}
    def wrapper(*args):
        if args in cache:
            return cache[args]
        v = fn(*args)
        cache[args] = v
        return v
    wrapper.cache = cache
    return wrapper


@memoize
def mul(a, b):
    return a * b


t = 0
for i in range(300):
    t += mul(i % 40, 3)
    t += mul(-(i % 7), -1)
print(t, len(mul.cache))

d = {}
for i in range(30):
    d[(i, str(i))] = i
# equal strings built at run time (other objects than the stored keys)
for i in range(0, 30, 7):
    k = (i, "".join([str(i)]))
    print(k in d, d[k], d.get(k))
print((3, "4") in d, (3,) in d, (3, "3", 0) in d)

# numbers equal across kinds
d = {(1, 2): "ints"}
print(d[(1.0, 2)], d[(True, 2)], (1, 2.0) in d, (1, 2.5) in d)
d[(1.0, 2.0)] = "floats"
print(d)
big = 2 ** 70
d = {(big, 1): "big", (-1, -2): "neg", (-1,): "m1", (-2,): "m2"}
print(d[(2 ** 70, 1)], d[(-1, -2)], d[(-1,)], d[(-2,)], hash((-1,)) == hash((-2,)))
print(hash((1, 2)) == hash((1.0, 2)), hash((-1, "a")) == hash((-1, "a")))

# nested tuples and mixed items
d = {((1, 2), "a"): 1, (None, 1): 2, ("x", (3, ("y",))): 3}
print(d[((1, 2), "a")], d[(None, 1)], d[("x", (3, ("y",)))], ((1, 2), "b") in d)

# a small table (scanned) and a large one (indexed), misses and deletions
for n in (3, 50):
    d = {(i, i + 1): i for i in range(n)}
    print(sum(d[(i, i + 1)] for i in range(n)), (n, n + 1) in d, (0, 2) in d)
    del d[(1, 2)]
    print((1, 2) in d, d.get((1, 2), "gone"), len(d))
    try:
        d[(1, 2)]
    except KeyError as e:
        print("KeyError", e)

# unhashable items still raise
d = {(1, 2): 0}
for bad in ((1, [2]), ([1], 2), (1, {2: 3})):
    try:
        bad in d
    except TypeError as e:
        print("TypeError", e)
    try:
        d[bad]
    except TypeError as e:
        print("TypeError", e)


# an instance whose __eq__ and __hash__ run (and whose __eq__ mutates the dict)
class K:
    calls = 0

    def __init__(self, v):
        self.v = v

    def __hash__(self):
        K.calls += 1
        return hash(self.v)

    def __eq__(self, other):
        K.calls += 1
        if isinstance(other, K):
            return self.v == other.v
        return self.v == other


d = {(1, 2): "plain", (K(1), 2): "user"}
print(d[(1, 2)], d[(K(1), 2)], K.calls > 0)
print((1, 2) in d, (K(5), 2) in d)


class M:
    def __init__(self, target):
        self.target = target

    def __hash__(self):
        return 7

    def __eq__(self, other):
        self.target.clear()
        return False


d = {(M(None), 1): 0}
m = M(d)
d2 = {(m, 1): "x"}
m.target = d2
print((M(d2), 1) in d2, len(d2))

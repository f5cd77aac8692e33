# Dict lookups and stores by every common key kind in loops (`d[k] += 1`,
# `d[k] = d.get(k, 0) + 1`): strings, ints (negative, -1 whose hash is -2, big), bools
# equal to ints, floats equal to ints, tuples, None; small and large (indexed) tables.
keys = ["lines", "bad", "", "é", -1, -2, 0, 1, 2**62, 2**64, -(2**63), True, False, 1.0, 2.5,
        (1, "a"), None, "x" * 40]
for n in [3, 50]:
    d = {}
    for i in range(n):
        for k in keys:
            d[k] = d.get(k, 0) + 1
    print(n, d)
stats = {"lines": 0, "bad": 0, -1: 0, -2: 0}
for i in range(100):
    stats["lines"] += 1
    stats[-1] += 2
    stats[-2] += 3
    if i % 7 == 0:
        stats["bad"] += 1
print(stats, hash(-1), hash(-2))
big = {i: i for i in range(-20, 20)}
for i in range(-25, 25):
    big[i] = big.get(i, 100) * 2
print(sorted(big.items())[:5], len(big))
class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, o):
        return self.v == (o.v if isinstance(o, K) else o)


m = {"a": 1, 2: 2}
for i in range(3):
    m[K("a")] = m.get(K("a"), 0) + 10
    m[K(2)] += 1
print(m)
try:
    m[[1]] = 1
except TypeError as e:
    print("TypeError", e)
try:
    print(m.get({}, 0))
except TypeError as e:
    print("TypeError", e)

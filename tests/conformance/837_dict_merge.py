# Merging dicts ({**a, **b}, d.update(other), dict(other), d |= other): order, equal keys
# of different types, deleted entries, user keys on either side, self-updates, subclasses.
a = {1: "a", 2: "b", "x": 3, (1, 2): 4, None: 5}
b = {1.0: "A", True: "T", "y": 6, 2.5: 7, frozenset([1]): 8}
print({**a, **b})
print({**b, **a})
print({**a, "x": -1, **b, 2: "two"})
m = dict(a)
m.update(b)
print(m, list(m))
m |= {"x": 0, "z": 9}
print(m)

d = {i: i * i for i in range(50)}
for i in range(0, 50, 3):
    del d[i]
e = {}
e.update(d)
print(e == d, list(e)[:8], len(e))
f = {100: 0}
f.update(d)
print(list(f)[:6], len(f))
print({**d} == d, list({**d})[-3:])

big = {i: str(i) for i in range(20000)}
other = {i: -i for i in range(10000, 30000)}
merged = {**big, **other}
print(len(merged), merged[9999], merged[10000], merged[29999], list(merged)[9998:10002])
big.update(other)
print(big == merged, list(big) == list(merged))

s = {1: 1, 2: 2}
s.update(s)
print(s, {**s, **s})


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(self.n)

    def __eq__(self, other):
        return (self.n == other.n) if isinstance(other, Key) else self.n == other

    def __repr__(self):
        return "Key(%r)" % self.n


u = {Key(1): "k1", Key("x"): "kx"}
print({**a, **u})
print({**u, **a})
v = dict(u)
v.update({1: "int one", "x": "str x", 5: "five"})
print(v)


class Sub(dict):
    def __setitem__(self, k, v):
        print("setitem", k)
        super().__setitem__(k, v)


sd = Sub(p=1)
sd.update({"q": 2})
print(sd, {**sd, "r": 3})
print(dict(sd, s=4))

# Subscripts of dict subclasses (specialized: BINARY/STORE_SUBSCR_DICT_SUBCLASS) stay
# right when the class later defines __getitem__/__setitem__; defaultdict, Counter.
from collections import defaultdict, Counter
class D(dict):
    pass
d = D()
for i in range(50):
    d[i % 5] = d.get(i % 5, 0) + i
    if i == 30:
        D.__getitem__ = lambda self, k: "overridden"
        D.__setitem__ = lambda self, k, v: dict.update(self, {k: v * 0})
    print(d[i % 5], end=" ")
print()
dd = defaultdict(list)
for i in range(20):
    dd[i % 3].append(i)
    dd[(i, i)] = dd[(i, i)] + [i] if (i, i) in dd else [i]
print(dict(dd))
c = Counter()
for w in "a b c a b a".split() * 10:
    c[w] += 1
print(c)
try:
    dd[[1]]
except TypeError as e:
    print("TypeError", e)

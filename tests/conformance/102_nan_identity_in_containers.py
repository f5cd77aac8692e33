# Containers compare by identity first, then equality (CPython's PyObject_RichCompareBool):
# a NaN is not equal to itself, but the same NaN object finds itself as a key, an element
# or an item. (Only one NaN object is used: vm-std's floats are unboxed, so two NaNs made
# apart are one object to it, where CPython has two.)
x = float('nan')
print(x == x, x != x, x is x)
d = {}
d[x] = 1
d[x] = 2
print(len(d), d, x in d, d.get(x), d[x], d.get(x, 'missing'))
d[1.5] = 3
print(d == {x: 2, 1.5: 3}, {x: 1} == {x: 1}, {x: 1} != {x: 1})
print(x in d.keys(), (x, 2) in d.items(), 2 in d.values())
print(d.pop(x), d, x in d, d.setdefault(x, 7), d)
print(d.pop(x), d)
s = set()
s.add(x)
s.add(x)
print(len(s), x in s, s == {x}, {x} <= s, {x, 1} - {x}, {x} & {x})
s.discard(x)
print(s, len({x, x, x}))
l = [1, x, 2, x]
print(x in l, l.index(x), l.count(x), l == [1, x, 2, x], [x] < [x], [x] <= [x])
l.remove(x)
print(l)
t = (x, 1)
print(x in t, t.index(x), t.count(x), t == (x, 1), (x,) <= (x,))
print({t: 'tuple key'}[t], t in {t}, [t] == [t], [[x]] == [[x]])
y = x
print(y in [x], [y] == [x], {x: 1}.get(y))
print(x in iter([x]), x in reversed([1, x]), x in range(3))
counts = {}
for v in [x, x, 1.0, x]:
    counts[v] = counts.get(v, 0) + 1
print(counts)
print(max([x, x]) is x, sorted([x]) == [x])

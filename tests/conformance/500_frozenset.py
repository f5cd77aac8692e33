# frozenset: construction, repr, hashing as CPython (bit for bit, nested too), set algebra
# with the left operand's type, augmented operators making new frozensets, methods.
a = frozenset([3, 1, 2, 3])
b = frozenset()
print(a, b, repr(a), type(a).__name__, len(a), 2 in a, 5 in a)
print(hash(frozenset()), hash(frozenset([1, 2, 3])), hash(frozenset(["a"])) == hash(frozenset(["a"])))
print(hash(frozenset([frozenset([1]), frozenset([2, 3])])))
s = {1, 2, 5}
print(a | s, s | a, a & s, a - s, a ^ s, type(a | s).__name__, type(s | a).__name__)
print(a == {1, 2, 3}, {1, 2, 3} == a, a <= {1, 2, 3, 4}, a < a, a.issubset(s))
c = a
c |= {9}
print(c, a, c is a)
d = {frozenset([1, 2]): "x"}
print(d[frozenset([2, 1])], frozenset([1, 2]) in {frozenset([1, 2])})
print(a.union([7]), a.intersection(s), a.difference([1]), a.symmetric_difference([1, 8]), a.copy() is a)
print(isinstance(a, frozenset), isinstance(a, set), isinstance(s, frozenset))
print(frozenset(a) is a, set(a), frozenset("abc") == frozenset("cba"))
for name in ["add", "discard", "remove", "pop", "clear", "update"]:
    try:
        getattr(a, name)
    except AttributeError as e:
        print(e)
try:
    set.add(a, 1)
except TypeError as e:
    print(e)
try:
    hash(frozenset([1, [2]]))
except TypeError as e:
    print(e)
print(sorted(frozenset([5, 3, 9])), {frozenset([1]), frozenset([1])})
print(frozenset([(1, 2), (3, 4)]), frozenset(range(10)))
print(frozenset({1: 2}), frozenset(x * x for x in range(4)))
print(hash(frozenset(range(100))), hash(frozenset(["x", "y"])) == hash(frozenset(["y", "x"])))
# A loop: membership of frozensets (specialized like sets), frozensets as keys.
seen = frozenset(range(0, 100, 3))
hits = 0
for i in range(200):
    if i in seen:
        hits += 1
print(hits)
groups = {}
for a in range(6):
    for b in range(6):
        groups.setdefault(frozenset([a % 3, b % 2]), []).append((a, b))
for k in sorted(groups, key=sorted):
    print(sorted(k), len(groups[k]))
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, K) and self.v == o.v
    def __hash__(self):
        return hash(self.v)
fk = frozenset([K(1), K(2)])
print(K(1) in fk, K(3) in fk, len(fk | {K(1), K(4)}), type(fk & {K(2)}).__name__)

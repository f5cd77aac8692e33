# groupby: runs of equal keys, groups that end when the groupby moves on.
from itertools import groupby


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print([(k, list(g)) for k, g in groupby("aaabccdaa")])
print([k for k, _ in groupby("aaabccdaa")])
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 3, 3, 3, 1])])
print([(k, list(g)) for k, g in groupby(range(10), key=lambda x: x // 3)])
print([(k, list(g)) for k, g in groupby(["apple", "avocado", "banana", "blueberry", "cherry"], key=lambda s: s[0])])
print(list(groupby([])), [(k, list(g)) for k, g in groupby([5])])
print([(k, list(g)) for k, g in groupby([1, 1.0, True, 2, 2.0])])
print([(k, list(g)) for k, g in groupby(iterable=[3, 3, 4], key=None)])

# A group ends when the groupby is advanced.
gb = groupby("aabbbc")
k1, g1 = next(gb)
k2, g2 = next(gb)
print(k1, list(g1), k2, list(g2))
gb = groupby("aabbbc")
k1, g1 = next(gb)
print(next(g1))
k2, g2 = next(gb)
print(list(g1), next(g2), [k for k, _ in gb], list(g2))
groups = list(groupby("xxyz"))
print([(k, list(g)) for k, g in groups])

# Partly read groups are skipped.
out = []
for k, g in groupby("aaaabbbbcc"):
    out.append((k, next(g)))
print(out)


class Key:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("eq", self.v, other.v)
        return self.v % 2 == other.v % 2

    def __repr__(self):
        return "Key(%d)" % self.v


print([(k, list(g)) for k, g in groupby([1, 3, 2, 4, 5], key=Key)])


def gen():
    for c in "aab":
        print("gen", c)
        yield c


for k, g in groupby(gen()):
    print("group", k)
    print(list(g))

show("no args", lambda: groupby())
show("not iterable", lambda: groupby(1))
show("bad key", lambda: list(groupby([1, 2], key=5)))
show("key raises", lambda: list(groupby([1, 0], key=lambda x: 1 // x)))
show("bad kw", lambda: groupby([1], keyfunc=len))
print(type(groupby([1])).__name__, type(next(groupby([1]))[1]).__name__)

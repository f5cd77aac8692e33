# A dict subclass defining __missing__: d[k] for an absent key returns what __missing__
# returns (and may store it, like collections.defaultdict); get() and `in` do not call it.


class DefaultList(dict):
    def __missing__(self, key):
        value = []
        self[key] = value
        return value


class Zero(dict):
    def __init__(self):
        super().__init__()
        self.misses = 0

    def __missing__(self, key):
        self.misses += 1
        return 0


groups = DefaultList()
for word in "apple avocado banana blueberry cherry apricot".split():
    groups[word[0]].append(word)
print(groups, len(groups))
print(groups.get("z"), "z" in groups, len(groups))
print(groups["z"], len(groups))

z = Zero()
for c in "mississippi":
    z[c] += 1
print(z, z.misses, z["q"], z.misses, "q" in z)

# `d.get(...)` and `s.add(...)` at sites that run many times (they specialize), with a
# default and without, missing keys, equal keys of other types (1, 1.0, True), and sites
# in functions that see a new dict or set on every call.
counts = {}
seen = set()
for i in range(40):
    key = i % 7
    counts[key] = counts.get(key, 0) + 1
    seen.add(key * key % 5)
print(counts, sorted(seen))
print(counts.get(3), counts.get(99), counts.get(99, "none"), counts.get(1.0), counts.get(True))

words = ["a", "bb", "a", "ccc", "bb", "a"]
firsts = {}
lengths = set()
for w in words:
    if firsts.get(w) is None:
        firsts[w] = len(firsts)
    lengths.add(len(w))
    lengths.add(float(len(w)))
print(firsts, sorted(lengths))


def record(target, item):
    target.add(item)
    return len(target)


def lookup(table, key):
    return table.get(key, -1)


bag = set()
for i in range(30):
    record(bag, i % 4)
print(sorted(bag), record(set(), 1))
for k in range(30):
    lookup({"x": k}, "x")
print(lookup({"x": 1}, "y"), lookup({(1, 2): "t"}, (1, 2)))

# get, keys, values, items, pop, setdefault and update.
d = {"a": 1, "b": 2}
print(d.get("a"), d.get("z"), d.get("z", 0), d.get("b", 99))
print(list(d.keys()), list(d.values()), list(d.items()))
print(d.pop("a"), d)
print(d.pop("missing", "default"), d)
print(d.setdefault("b", 100), d.setdefault("c", 3), d)
print(d.setdefault("e"), d)
d.update({"b": 20, "f": 6})
print(d)
d.update([("g", 7)])
print(d)
groups = {}
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups.setdefault(word[0], []).append(word)
print(groups)
counts = {}
for c in "abracadabra":
    counts[c] = counts.get(c, 0) + 1
print(counts)
total = 0
for k, v in counts.items():
    total += v
print(total, len(counts.keys()), len(counts.values()))
print("a" in counts.keys(), 5 in counts.values())
print(d.update({}), d.get("g"))

# Subclasses of dict: an overridden __setitem__ calling super().__setitem__, an overridden
# __getitem__; subscripts and `in` go through the overrides while dict's own methods
# (get, update, setdefault, the constructor) do not; iteration, len, repr, equality.


class LowerDict(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

    def __getitem__(self, key):
        return super().__getitem__(key.lower())


d = LowerDict()
d["Apple"] = 1
d["BANANA"] = 2
d["apple"] += 10
print(d, len(d), d["APPLE"], "apple" in d, "Apple" in d)
print(d.get("Apple"), d.get("apple"))
d.update({"Cherry": 3})
d.setdefault("Date", 4)
print(d, sorted(d))
e = LowerDict({"MiXeD": 0})
print(e, isinstance(e, dict), type(e).__name__, e == {"MiXeD": 0})


class CountingDict(dict):
    def __init__(self):
        super().__init__()
        self.writes = 0

    def __setitem__(self, key, value):
        self.writes += 1
        super().__setitem__(key, value)

    def total(self):
        t = 0
        for k in self:
            t += self[k]
        return t


cd = CountingDict()
for w in "a b a c b a".split():
    cd[w] = cd.get(w, 0) + 1
print(cd, cd.writes, cd.total(), list(cd.keys()), list(cd.items()))
print(dict(cd), type(dict(cd)).__name__, cd.pop("a"), len(cd), cd.writes)


class Attrs(dict):
    def first_key(self):
        for k in self:
            return k
        return None


a = Attrs(x=1, y=2)
a["z"] = 3
print(a, a.first_key(), Attrs().first_key(), list(a.values()))

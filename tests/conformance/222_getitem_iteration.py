# The old sequence protocol: a class with only __getitem__ is iterable (indexes 0, 1, ...
# until IndexError, raised by the method itself or by an inner list), works with `in`,
# list(), unpacking and iter(); __getitem__ with non-int keys; __len__ is not consulted.


class Squares:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError("too far")
        return i * i

    def __len__(self):
        return 1000


class Wrapper:
    def __init__(self, data):
        self.data = data
        self.calls = 0

    def __getitem__(self, i):
        self.calls += 1
        return self.data[i]


class Table:
    def __init__(self):
        self.rows = {"a": 1, (1, 2): "pair"}

    def __getitem__(self, key):
        return self.rows.get(key, "missing")


s = Squares(5)
print(s[3], s[0], list(s), 9 in s, 10 in s)
total = 0
for v in s:
    total += v
print(total)
a, b, c = Squares(3)
print(a, b, c, tuple(Squares(0)), sorted(Squares(4), reverse=True))

w = Wrapper(["x", "y", "z"])
out = []
for item in w:
    out.append(item)
print(out, w.calls)
print(w[-1], w[1], "y" in w, w.calls)
it = iter(Wrapper([7, 8]))
print(next(it), next(it), next(it, "end"))

t = Table()
print(t["a"], t[1, 2], t[(1, 2)], t["zz"], t[5])

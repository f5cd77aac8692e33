# A mapping class with __getitem__/__setitem__/__delitem__/__contains__/__len__/__iter__:
# subscript reads and writes (also augmented: d[k] += 1 reads then writes), explicit
# __delitem__ calls, iteration, and a 2-D grid indexed by tuples.


class Counter:
    def __init__(self):
        self.keys = []
        self.vals = []
        self.log = []

    def _find(self, key):
        i = 0
        while i < len(self.keys):
            if self.keys[i] == key:
                return i
            i += 1
        return -1

    def __getitem__(self, key):
        self.log.append("get " + str(key))
        i = self._find(key)
        if i < 0:
            return 0
        return self.vals[i]

    def __setitem__(self, key, value):
        self.log.append("set " + str(key))
        i = self._find(key)
        if i < 0:
            self.keys.append(key)
            self.vals.append(value)
        else:
            self.vals[i] = value

    def __delitem__(self, key):
        i = self._find(key)
        self.keys.pop(i)
        self.vals.pop(i)

    def __contains__(self, key):
        return self._find(key) >= 0

    def __len__(self):
        return len(self.keys)

    def __iter__(self):
        return iter(self.keys)


c = Counter()
for w in "the cat and the hat and the bat".split():
    c[w] += 1
print(len(c), c["the"], c["and"], c["dog"], "cat" in c, "dog" in c)
print(c.log[0], c.log[1], len(c.log))
c.__delitem__("cat")
print(len(c), "cat" in c, list(c))
c["x"] = c["the"] * 10
print(c["x"], sorted(c))


class Grid:
    def __init__(self, w, h):
        self.w = w
        self.cells = [0] * (w * h)

    def __getitem__(self, pos):
        x, y = pos
        return self.cells[y * self.w + x]

    def __setitem__(self, pos, v):
        x, y = pos
        self.cells[y * self.w + x] = v


g = Grid(4, 3)
for y in range(3):
    for x in range(4):
        g[x, y] = x * y
g[3, 2] += 100
print(g[1, 1], g[3, 2], g[(2, 2)], g.cells)

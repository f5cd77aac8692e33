# A user __eq__ that mutates the list being searched (CPython's classic crashers): the
# search must not crash and must give CPython's results for `in`, count, index, remove
# and list ==, whether the list is cleared under it or grows while it is scanned.

LOG = []


class Clearer:
    def __init__(self, name, result):
        self.name = name
        self.result = result
        self.target = None

    def __eq__(self, other):
        LOG.append(self.name)
        self.target.clear()
        return self.result

    __hash__ = None

    def __repr__(self):
        return "Clearer(" + self.name + ")"


def setup(result):
    items = [1, 2, 3, 4]
    c = Clearer("c" + str(len(LOG)), result)
    c.target = items
    return items, c


items, c = setup(False)
print(c in items, items, LOG)
items, c = setup(True)
print(c in items, items)
items, c = setup(False)
print(items.count(c), items)
items, c = setup(True)
print(items.count(c), items)
items, c = setup(True)
print(items.index(c), items)
items, c = setup(True)
print(items.remove(c), items)

a = [Clearer("x", True), Clearer("y", True), 3]
b = [1, 2, 3]
a[0].target = b
a[1].target = b
print(a == b, b, a[0] in a)
a[0].target = a
print(a == [1, 2, 3], a, len(LOG))


class Grower:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        if len(self.target) < 8:
            self.target.append(Grower(self.target))
        return False

    __hash__ = None


g = []
g.append(Grower(g))
print(5 in g, len(g), g.count(7), len(g))

m = []


class Max:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        m.clear()
        return self.v > other.v

    def __repr__(self):
        return "Max(" + str(self.v) + ")"


m.append(Max(1))
m.append(Max(5))
m.append(Max(3))
print(max(m), m)

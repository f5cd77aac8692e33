# Sorting instances by __lt__: list.sort, sorted, min and max; a stable sort of equal
# keys; __lt__ returning non-bool values (their truth counts); a __lt__ that reads the
# list being sorted sees it empty (CPython empties it while sorting).

SEEN = []


class Item:
    def __init__(self, key, tag, home):
        self.key = key
        self.tag = tag
        self.home = home

    def __lt__(self, other):
        SEEN.append(len(self.home))
        return self.key < other.key

    def __repr__(self):
        return str(self.key) + self.tag


items = []
keys = [5, 3, 5, 1, 3, 9, 1, 5]
for i in range(len(keys)):
    items.append(Item(keys[i], "abcdefgh"[i], items))
print(sorted(items))
items.sort()
print(items, max(SEEN), len(SEEN) > 0)
items.sort(reverse=True)
print(items)
print(min(items), max(items))


class Odd:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if self.v < other.v:
            return "yes"
        return []

    def __repr__(self):
        return "Odd" + str(self.v)


odds = []
seed = 7
for i in range(12):
    seed = (seed * 31 + 11) % 101
    odds.append(Odd(seed))
print(sorted(odds))
print(min(odds), max(odds), Odd(1) < Odd(2), Odd(2) < Odd(1))


class Pair:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def __lt__(self, other):
        return (self.a, self.b) < (other.a, other.b)

    def __repr__(self):
        return "P%d.%d" % (self.a, self.b)


ps = []
for i in range(10):
    ps.append(Pair(i % 3, (i * 7) % 5))
print(sorted(ps))
print(sorted([(Pair(1, 1), "x"), (Pair(0, 5), "y"), (Pair(1, 0), "z")]))

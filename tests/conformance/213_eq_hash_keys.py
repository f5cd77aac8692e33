# __eq__ with __hash__: equal instances are the same dict key and set member; lookups
# with a fresh equal instance; dict and set operations; hash() returns __hash__'s value
# (reduced like an int's; -1 becomes -2); __eq__ against other types.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        if not isinstance(other, Point):
            return NotImplemented
        return self.x == other.x and self.y == other.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return "Point(" + str(self.x) + ", " + str(self.y) + ")"


grid = {}
for i in range(4):
    for j in range(3):
        grid[Point(i, j)] = i * 10 + j
print(len(grid), grid[Point(2, 1)], Point(3, 2) in grid, Point(4, 0) in grid)
grid[Point(0, 0)] = "origin"
print(len(grid), grid[Point(0, 0)], grid.get(Point(9, 9), "none"))
print(grid.pop(Point(1, 1)), len(grid), Point(1, 1) in grid)

s = {Point(1, 2), Point(1, 2), Point(2, 1)}
print(len(s), Point(2, 1) in s)
s.add(Point(2, 1))
s.discard(Point(1, 2))
print(len(s), list(s))
print(Point(1, 2) == Point(1, 2), Point(1, 2) != Point(1, 2), Point(1, 2) == (1, 2))
print([Point(0, 1), Point(2, 3)].index(Point(2, 3)), [Point(5, 5)].count(Point(5, 5)))


class Weird:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        return isinstance(other, Weird) and self.h == other.h


print(hash(Weird(5)), hash(Weird(-1)), hash(Weird(-2)), hash(Weird(2 ** 64)))
print(hash(Weird(2 ** 61 - 1)), hash(Weird(-(2 ** 70))), hash(Weird(True)))
d = {Weird(-1): "a", Weird(-2): "b"}
print(len(d), d[Weird(-1)], d[Weird(-2)])
counts = {}
for k in range(30):
    w = Weird(k % 7)
    counts[w] = counts.get(w, 0) + 1
out = []
for w in counts:
    out.append((w.h, counts[w]))
print(out)

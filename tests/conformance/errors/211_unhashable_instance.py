# expect: 14: TypeError: unhashable type: 'Point'
# A class with __eq__ and no __hash__ is unhashable: used as a dict key.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return self.x == other.x and self.y == other.y


print(Point(1, 2) == Point(1, 2))
seen = {}
seen[Point(1, 2)] = True

# Polymorphism over a class hierarchy: a list of shapes, overridden area/perimeter/name,
# a base method using overridden ones, isinstance dispatch, aggregation in a loop.


class Shape:
    def area(self):
        return 0

    def perimeter(self):
        return 0

    def name(self):
        return "shape"

    def summary(self):
        return "%s area=%s perimeter=%s" % (self.name(), self.area(), self.perimeter())


class Rect(Shape):
    def __init__(self, w, h):
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)

    def name(self):
        return "rect"


class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)

    def name(self):
        return "square"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return round(3.14159 * self.r * self.r, 3)

    def perimeter(self):
        return round(2 * 3.14159 * self.r, 3)

    def name(self):
        return "circle"


class Triangle(Shape):
    def __init__(self, a, b, c):
        self.sides = (a, b, c)

    def perimeter(self):
        return sum(self.sides)

    def area(self):
        a, b, c = self.sides
        s = (a + b + c) / 2
        return round((s * (s - a) * (s - b) * (s - c)) ** 0.5, 6)


shapes = [Rect(2, 3), Square(4), Circle(1), Triangle(3, 4, 5), Shape(), Circle(2.5)]
for sh in shapes:
    print(sh.summary())

total = 0
counts = {"rect": 0, "round": 0, "other": 0}
for sh in shapes:
    total += sh.area()
    if isinstance(sh, Rect):
        counts["rect"] += 1
    elif isinstance(sh, Circle):
        counts["round"] += 1
    else:
        counts["other"] += 1
print(round(total, 6), counts)

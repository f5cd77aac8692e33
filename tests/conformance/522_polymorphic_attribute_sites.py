# Sites that meet several classes (a base class's property and method read through
# instances of its subclasses), and what changing a class does to them: the attribute
# lookups must always see the class as it is now.


class Shape:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    @property
    def area(self):
        return self.w * self.h

    def describe(self):
        return "shape"


class Square(Shape):
    def describe(self):
        return "square"


class Wide(Shape):
    pass


class Tall(Shape):
    pass


def survey(shapes):
    total = 0
    names = []
    for s in shapes:
        total += s.area
        names.append(s.describe())
    return total, names


shapes = [Shape(1, 2), Square(3, 3), Wide(4, 1), Tall(1, 5)] * 3
print(survey(shapes))
print(survey(shapes))

# A base class changes: every subclass sees its new property and method.
Shape.area = property(lambda self: -1)
Shape.describe = lambda self: "changed"
print(survey(shapes))

# A subclass overrides afterwards.
Wide.area = property(lambda self: 1000)
print(survey(shapes))

# The instance shadows a method.
t = Tall(2, 2)
t.describe = lambda: "own"
print(survey([t, Tall(1, 1)]))

# Deleting the override brings the base's back.
del Wide.area
print(survey(shapes))


# Names built at run time still find the same attributes.
for name in ["describe", "area", "w"]:
    print(name, [getattr(s, name) if name != "describe" else getattr(s, name)() for s in shapes[:4]])

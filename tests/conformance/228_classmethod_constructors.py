# Alternative constructors as classmethods building `cls(...)`: called on subclasses they
# build subclass instances, whose overridden __init__ and methods run; a classmethod
# calling another classmethod; a registry of instances per class in a class attribute.


class Date:
    def __init__(self, y, m, d):
        self.y = y
        self.m = m
        self.d = d

    @classmethod
    def parse(cls, text):
        parts = text.split("-")
        return cls(int(parts[0]), int(parts[1]), int(parts[2]))

    @classmethod
    def first_of(cls, y, m):
        return cls.parse(str(y) + "-" + str(m) + "-1")

    def show(self):
        return "%04d/%02d/%02d" % (self.y, self.m, self.d)


class EuroDate(Date):
    def show(self):
        return "%02d.%02d.%04d" % (self.d, self.m, self.y)


class CheckedDate(Date):
    def __init__(self, y, m, d):
        if m > 12:
            m = 12
        super().__init__(y, m, d)
        self.checked = True


for cls in (Date, EuroDate, CheckedDate):
    x = cls.parse("2024-13-05")
    y = cls.first_of(1999, 7)
    print(type(x).__name__, x.show(), y.show(), isinstance(y, Date))
print(CheckedDate.parse("1-99-1").checked, EuroDate(1, 2, 3).parse("3-2-1").show())


class Shape:
    registry = None

    def __init__(self, name):
        self.name = name

    @classmethod
    def create(cls, name):
        if cls.registry is None:
            cls.registry = []
        obj = cls(name)
        cls.registry.append(obj.name)
        return obj


class Circle(Shape):
    pass


class Box(Shape):
    pass


Shape.create("s1")
Circle.create("c1")
Circle.create("c2")
Box.create("b1")
print(Shape.registry, Circle.registry, Box.registry)

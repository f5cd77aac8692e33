# @staticmethod and @classmethod called on the class, on instances, through self and
# cls inside other methods, and on subclasses (cls is the class the call went through).


class Geometry:
    unit = "cm"
    created = 0

    def __init__(self, size):
        self.size = size

    @staticmethod
    def square(x):
        return x * x

    @staticmethod
    def describe(x, unit="m"):
        return str(x) + unit

    @classmethod
    def unit_name(cls):
        return cls.__name__ + " in " + cls.unit

    @classmethod
    def make(cls, size):
        cls.created += 1
        return cls(size)

    def area(self):
        return self.square(self.size)

    def report(self):
        return self.unit_name() + ": " + self.describe(self.area(), self.unit)


class Metric(Geometry):
    unit = "mm"

    @staticmethod
    def square(x):
        return x * x * 100


g = Geometry(3)
m = Metric(3)
print(Geometry.square(4), g.square(5), Metric.square(2), m.square(2))
print(Geometry.describe(1), g.describe(2, unit="km"), Metric.describe(x=3, unit="ft"))
print(Geometry.unit_name(), g.unit_name(), Metric.unit_name(), m.unit_name())
print(g.area(), m.area(), g.report(), m.report())

a = Geometry.make(1)
b = Metric.make(2)
c = m.make(3)
print(type(a).__name__, type(b).__name__, type(c).__name__, c.size)
print(Geometry.created, Metric.created)

f = Geometry.square
h = g.unit_name
k = Metric.make
print(f(9), h(), type(k(7)).__name__, Metric.created)


class Counter:
    count = 0

    @classmethod
    def increment(cls):
        cls.count += 1
        return cls.count

    @staticmethod
    def helper():
        return Counter.count


class SubCounter(Counter):
    pass


print(Counter.increment(), Counter.increment(), SubCounter.increment(), SubCounter.increment())
print(Counter.count, SubCounter.count, Counter.helper(), SubCounter().helper())

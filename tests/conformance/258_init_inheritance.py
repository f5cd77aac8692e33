# __init__ resolution: a subclass without __init__ uses its base's (with its defaults and
# keyword arguments); a class without any __init__ takes no arguments; __init__ found
# further up the MRO; __init__ called again explicitly re-initializes; __init__ returning
# None explicitly.


class Base:
    def __init__(self, a, b=2, c=3):
        self.vals = [a, b, c]


class Child(Base):
    def total(self):
        return sum(self.vals)


class GrandChild(Child):
    pass


class Bare:
    pass


class Mixin:
    def hello(self):
        return "hello " + str(self.vals[0])


class Combined(Mixin, GrandChild):
    pass


c = Child(1)
print(c.vals, c.total(), Child(1, 5).total(), Child(1, c=10).vals, Child(a=0, b=0, c=0).total())
g = GrandChild(7, 8, 9)
print(g.vals, g.total(), isinstance(g, Base))
print(type(Bare()).__name__, Combined(4).hello(), Combined(4, 4, 4).total())
g.__init__(0)
print(g.vals)
Base.__init__(g, 5, c=6)
print(g.vals)


class Explicit:
    def __init__(self, x):
        self.x = x
        return None


class Early:
    def __init__(self, x):
        if x < 0:
            self.sign = "neg"
            return
        self.sign = "pos"


print(Explicit(3).x, Early(-1).sign, Early(1).sign)
objs = []
for i in range(5):
    objs.append(Child(i, i * i))
t = 0
for o in objs:
    t += o.total()
print(t)

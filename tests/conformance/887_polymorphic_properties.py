# A property read at one site through instances of several classes: a base class's
# property inherited, overridden, replaced by a plain attribute, by a getter of two
# parameters, changed on the class later; and a class with its own __getattribute__.


class Base:
    def __init__(self, n):
        self.n = n

    @property
    def size(self):
        return self.n * 2

    @property
    def other(self):
        return -self.n


class Inherits(Base):
    pass


class Overrides(Base):
    @property
    def size(self):
        return self.n + 1000


class TwoParams(Base):
    def _size(self, extra=5):
        return self.n + extra

    size = property(_size)


class PlainValue(Base):
    size = 42


class Getattribute(Base):
    def __getattribute__(self, name):
        if name == "size":
            return "intercepted"
        return object.__getattribute__(self, name)


class Deep(Inherits):
    pass


def sizes(objs):
    return [o.size for o in objs]


def both(objs):
    # Two names alternate on the same classes (the memo holds one).
    return [(o.size, o.other) for o in objs]


objs = [Base(1), Inherits(2), Overrides(3), TwoParams(4), PlainValue(5), Getattribute(6), Deep(7)]
for _ in range(4):
    print(sizes(objs))
    print(both(objs))
Base.size = property(lambda self: "new base")
print(sizes(objs))
Inherits.size = property(lambda self: "new inherits")
print(sizes(objs))
del Inherits.size
print(sizes(objs))
Deep.size = 7
print(sizes(objs))


class Raises(Base):
    @property
    def size(self):
        raise ValueError("no size %d" % self.n)


try:
    sizes(objs + [Raises(8)])
except ValueError as e:
    print("ValueError", e)

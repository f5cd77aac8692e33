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


# Methods and plain class values read through a base method on instances of several
# subclasses; an instance attribute that shadows a method later, a method replaced by a
# class value, an instance __dict__ assigned.
class Job:
    batch = 3

    def __init__(self, n):
        self.n = n

    def compute(self):
        return self.n

    def send(self):
        return "sent %d" % self.n

    def run(self):
        return (self.batch, self.compute(), self.send())


class Fast(Job):
    batch = 1

    def compute(self):
        return self.n * 10


class Slow(Job):
    pass


class Slower(Slow):
    batch = 9


jobs = [Job(1), Fast(2), Slow(3), Slower(4), Fast(5)]
for _ in range(4):
    print([j.run() for j in jobs])
jobs[2].compute = lambda: "shadowed"
print([j.run() for j in jobs])
Slower.compute = 77
try:
    print([j.run() for j in jobs])
except TypeError as e:
    print("TypeError", e)
del Slower.compute
Slower.batch = lambda self: 0
print([j.run()[0] if not callable(j.run()[0]) else "bound" for j in jobs])
del Slower.batch
print([j.run() for j in jobs])
f = Fast(6)
f.__dict__ = {"n": 60, "send": lambda: "own send"}
print([j.run() for j in jobs + [f]])

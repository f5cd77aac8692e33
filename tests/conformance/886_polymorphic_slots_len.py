# Attribute reads of a base method on instances of several subclasses (the layout check
# of a cache filled for another class), and len() of lists and other sizes.


class Base:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def total(self):
        return self.a + self.b


class Same(Base):
    pass


class Extra(Base):
    def __init__(self, a, b):
        super().__init__(a, b)
        self.c = 100


class Reordered(Base):
    def __init__(self, a, b):
        self.b = b
        self.a = a


class Shadow(Base):
    @property
    def b(self):
        return -1

    @b.setter
    def b(self, v):
        self._b = v


class Logged(Base):
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 2)


class Dyn(Base):
    pass


def run(objs):
    return [o.total() for o in objs]


objs = [Base(1, 2), Same(3, 4), Extra(5, 6), Reordered(7, 8), Shadow(9, 10), Logged(11, 12), Dyn(13, 14)]
for _ in range(3):
    print(run(objs))
# A property added to a subclass later shadows the slot it kept.
Dyn.b = property(lambda self: 1000)
print(run(objs))
del Dyn.b
print(run(objs))
# A __setattr__ added later.
Same.__setattr__ = lambda self, n, v: object.__setattr__(self, n, v + 1)
s = Same(1, 1)
print(run(objs + [s]))


class L(list):
    def __len__(self):
        return 7


def sizes(xs):
    return [len(x) for x in xs]


items = [[1, 2, 3], [], (1,), "abc", {1: 2}, {1}, range(5), L([1]), b"xy", bytearray(3)]
for _ in range(3):
    print(sizes(items))
try:
    len(5)
except TypeError as e:
    print("TypeError", e)
try:
    sizes([[1], 3])
except TypeError as e:
    print("TypeError", e)

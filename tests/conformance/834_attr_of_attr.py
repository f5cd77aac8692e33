# `local.a.b` is one instruction (LOAD_ATTR_FAST_ATTR): two plain instance attributes are
# read in place; properties, class attributes, __getattr__, __slots__, methods, modules,
# missing attributes, a middle object that changes class or is rebound, and unbound locals
# take the generic path, with CPython's results and errors.
import math


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    @property
    def length(self):
        return math.sqrt(self.x * self.x + self.y * self.y)


class Other:
    def __init__(self):
        self.y = "other-y"
        self.x = "other-x"


class Lazy:
    def __getattr__(self, name):
        return "lazy-" + name


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = "slot-x"
        self.y = "slot-y"


class Body:
    kind = Vec(7, 8)

    def __init__(self, pos):
        self.pos = pos
        self.me = self

    def read(self):
        return self.pos.x, self.pos.y

    def length(self):
        return self.pos.length

    def kind_x(self):
        return self.kind.x

    def own(self):
        return self.me.pos


b = Body(Vec(3, 4))
for _ in range(3):
    print(b.read(), b.length(), b.kind_x(), b.own() is b.pos)
for middle in [Vec(1, 2), Other(), Lazy(), Slotted(), Vec(5, 6), None, 42]:
    b.pos = middle
    for _ in range(2):
        try:
            print(b.read())
        except AttributeError as e:
            print("AttributeError", e)
b.pos = Vec(9, 10)
del b.pos.x
try:
    b.read()
except AttributeError as e:
    print("AttributeError", e)
b.pos.x = "back"
print(b.read())
del b.pos
try:
    b.read()
except AttributeError as e:
    print("AttributeError", e)


def unbound():
    try:
        return v.pos.x
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    v = b
    return None


unbound()
print(math.pi.real, math.pi.imag)
v = Vec(Vec(1, 2), 3)
print([v.x.y for _ in range(3)], v.x.length)
s = "abc"
print(s.upper.__name__, (1).real.bit_length())


class Defaults:
    size = Vec(11, 12)
    slotted = Slotted()


class User:
    defaults = Defaults()

    def __init__(self):
        self.slots = Slotted()
        self.vec = Vec(1, 1)

    def reads(self):
        return (self.defaults.size, self.slots.x, self.vec.length, self.defaults.slotted)


u = User()
for _ in range(3):
    r = u.reads()
    print(r[0].x, r[1], r[2], r[3].y)
Defaults.size = "changed"
print(u.reads()[0])
u.defaults = Lazy()
print(u.reads()[0])

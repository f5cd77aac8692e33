# The order of an instance's attributes (vars(), __dict__, what code built on them
# prints) is the order they were first set in, per instance, as in CPython: also when
# instances of one class set them in different orders, after `del` and a new set, and
# when attributes are set outside __init__. Reads, writes and method calls go on
# working on such instances, specialized or not.


class Plain:
    pass


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


class Maybe:
    def __init__(self, flag):
        if flag:
            self.first = 1
        self.second = 2
        if not flag:
            self.first = 3


def show(obj):
    print(type(obj).__name__, vars(obj), list(obj.__dict__))


a = Plain()
a.a = 1
a.b = 2
show(a)
b = Plain()
b.b = 1
b.a = 2
show(b)
a.a = 10
show(a)
del a.a
show(a)
a.a = 11
show(a)
del a.a
a.c = 5
a.a = 6
show(a)

# del of the last attribute, then set again: still last.
c = Plain()
c.x = 1
c.y = 2
del c.y
c.y = 3
show(c)
c.z = 4
show(c)

# A class whose instances set attributes in different orders, in a loop long enough
# to specialize the reads and writes.
total = 0
for i in range(60):
    m = Maybe(i % 2 == 0)
    total += m.first + m.second
    m.second += 1
    total += m.second
print(total)
show(Maybe(True))
show(Maybe(False))

# Points with attributes added and removed after construction.
ps = []
for i in range(40):
    p = Point(i, -i)
    if i % 5 == 0:
        p.label = "p%d" % i
    if i % 7 == 0:
        del p.x
        p.x = i * 2
    ps.append(p)
print(sum(p.norm1() for p in ps))
for p in ps[:8]:
    show(p)

# Setting through __dict__ and setattr keeps the order too.
d = Plain()
d.__dict__["k2"] = 2
setattr(d, "k1", 1)
d.k0 = 0
show(d)
e = Point(1, 2)
e.__dict__["z"] = 3
del e.__dict__["x"]
e.x = 4
show(e)
print(e.norm1())

# `__slots__` instances have no order to show: stores in another order than the slots'
# stay plain slot stores (and fast), also after `del`.
class Slotted:
    __slots__ = ("x", "y", "z")

    def __init__(self, x, y):
        self.z = 0
        self.y = y
        self.x = x


acc = 0
for i in range(60):
    s = Slotted(i, -i)
    s.z += s.x - s.y
    if i % 9 == 0:
        del s.y
        s.y = 1
    acc += s.z + s.y
print(acc, hasattr(Slotted(1, 2), "__dict__"))

# repr built from vars(), as real programs write it.
class Record:
    def __init__(self, **fields):
        for k, v in fields.items():
            setattr(self, k, v)

    def __repr__(self):
        body = ", ".join("%s=%r" % kv for kv in vars(self).items())
        return "Record(%s)" % body


print(Record(name="x", size=3))
print(Record(size=4, name="y"))
print([Record(a=i, b=-i) if i % 2 else Record(b=i, a=-i) for i in range(4)])

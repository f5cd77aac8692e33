# Constructors whose __init__ only stores its parameters (or constants) into attributes
# (vm-std fills such an instance's slots without running the __init__ frame once the
# call is specialized): every shape of such a body, and the cases that must still run
# __init__ or raise as CPython does, each called often enough to specialize.


class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Account:
    def __init__(self, owner, balance, limit=100):
        self.owner = owner
        self.balance = balance
        self.limit = limit
        self.history = None
        self.rate = 0.5


class Twice:
    def __init__(self, a, b):
        self.first = a
        self.second = a
        self.third = b


class Empty:
    def __init__(self):
        pass


class OnlyConst:
    def __init__(self):
        self.count = 0


class Sub(Point):
    pass


class Grows:
    def __init__(self, a):
        self.a = a

    def later(self):
        self.b = self.a * 2
        return self


class Guarded:
    def __init__(self, v):
        self.v = v

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 10)


class Reordered:
    def __init__(self, a, b):
        self.a = a
        self.b = b


class ReturnsOther:
    def __init__(self, a):
        self.a = a
        return 1


total = 0
for i in range(60):
    p = Point(i, -i)
    total += p.x - p.y
    a = Account("ann", i)
    b = Account("bob", i, limit=i)
    c = Account("cy", i, 7)
    total += a.balance + a.limit + b.limit + c.limit + int(a.rate * 2)
    t = Twice([i], i)
    t.first.append(1)
    total += len(t.second) + t.third
    e = Empty()
    k = OnlyConst()
    k.count += i
    total += k.count
    s = Sub(i, 1)
    total += s.x + s.y
    g = Grows(i)
    if i % 3 == 0:
        g.later()
        total += g.b
    total += g.a
    q = Guarded(i)
    total += q.v
print(total)
print(Point(1, 2).x, type(Sub(3, 4)).__name__, Sub(3, 4).y)
print(sorted(vars(Account("z", 1))), vars(Twice(1, 2)))
print(vars(Grows(5)), vars(Grows(5).later()))
print(hasattr(Grows(1), "b"))

# A layout begun in another order than the initializer's stores: still right.
r = Reordered.__new__(Reordered)
r.b = 1
r.a = 2
for i in range(40):
    r = Reordered(i, i + 1)
print(sorted(vars(r).items()), r.a, r.b)

# Wrong numbers of arguments raise as CPython does, specialized or not.
for args in [(), (1,), (1, 2, 3)]:
    try:
        Point(*args)
    except TypeError as exc:
        print("TypeError:", exc)
try:
    Account()
except TypeError as exc:
    print("TypeError:", exc)
try:
    Account("x", 1, 2, 3)
except TypeError as exc:
    print("TypeError:", exc)

# An initializer that returns something else than None.
for i in range(30):
    try:
        ReturnsOther(i)
    except TypeError as exc:
        last = str(exc)
print(last)

# The class changes after the calls specialized: a property now takes the store.
class Temp:
    def __init__(self, c):
        self.c = c


for i in range(40):
    t = Temp(i)
print(t.c)


def get_c(self):
    return self._c + 1000


def set_c(self, v):
    self._c = v


Temp.c = property(get_c, set_c)
print(Temp(5).c, vars(Temp(6)))

# A new __init__ replaces the old one.
def new_init(self, c):
    self.c = c * 3
    self.d = "new"


Temp.c = None
del Temp.c
Temp.__init__ = new_init
print(vars(Temp(2)))

# Defaults: evaluated once, shared by every instance that did not pass the argument.
class Bag:
    def __init__(self, items=[], tag="bag", size=0):
        self.items = items
        self.tag = tag
        self.size = size


bags = [Bag() for i in range(40)] + [Bag([i]) for i in range(40)]
bags = bags + [Bag([i], "t%d" % i) for i in range(40)]
bags[0].items.append(1)
print(len(bags[39].items), bags[5].tag, bags[45].items, bags[85].tag, bags[85].size)
print(Bag(tag="kw").items is bags[0].items, vars(Bag((), "x", 3)))

# Cycles through the stored values are still collected.
import gc


class Node:
    def __init__(self, parent, name):
        self.parent = parent
        self.name = name
        self.children = None


for i in range(200):
    root = Node(None, "root")
    kid = Node(root, "kid")
    root.children = [kid]
gc.collect()
print(root.children[0].parent.name, kid.name)

# Deep recursion that constructs at every level: RecursionError, not a crash.
def deep(n):
    return deep(Point(n, n).x + 1)


try:
    deep(0)
except RecursionError as exc:
    print("RecursionError:", exc)

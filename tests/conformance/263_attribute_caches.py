# The attribute caches stay invisible: every site below runs enough times to
# specialize, then the class, its layout or the receiver changes under it.


class Base:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def total(self):
        return self.a + self.b


class Swapped(Base):
    # The same names in the other order: a layout whose slots differ.
    def __init__(self, a, b):
        self.b = b
        self.a = a


class Extra(Base):
    def __init__(self, a, b):
        self.z = 0
        Base.__init__(self, a, b)


def read_a(objs):
    s = 0
    for o in objs:
        s += o.a
    return s


def write_b(objs, v):
    for o in objs:
        o.b = v


def part(xs, start, stop):
    out = []
    for i in range(start, stop):
        out.append(xs[i])
    return out


def build(cls, n, b):
    out = []
    for i in range(n):
        out.append(cls(i, b))
    return out


def totals(objs):
    s = 0
    for o in objs:
        s += o.total()
    return s


def sum_b(objs):
    s = 0
    for o in objs:
        s += o.b
    return s


objs = build(Base, 40, 1) + build(Swapped, 40, 2) + build(Extra, 40, 3)
print(read_a(objs), totals(objs))
write_b(objs, 5)
print(sum_b(objs))

# A property added to the class after the site specialized hides the instance value.
for _ in range(3):
    print(read_a(part(objs, 0, 40)))
def minus_one(self):
    return -1


Base.a = property(minus_one)
print(read_a(part(objs, 0, 40)), read_a(part(objs, 40, 80)))
del Base.a
print(read_a(objs))


# An unset attribute after hits: the miss raises the usual error.
class Maybe:
    pass


ms = []
for _ in range(30):
    ms.append(Maybe())
for i, m in enumerate(ms):
    m.v = i
del ms[7].v


def read_v(ms):
    out = []
    for m in ms:
        try_v = getattr(m, "v", None)
        out.append(try_v)
    return out


print(part(read_v(ms), 5, 9))


def strict(ms):
    t = 0
    for m in ms:
        t += m.v
    return t


try_ok = strict(part(ms, 0, 7)) + strict(part(ms, 0, 7)) + strict(part(ms, 0, 7))
print(try_ok)


# A __setattr__ added later intercepts stores that had specialized.
class Logged:
    def __init__(self):
        self.x = 0


def bump(objs):
    for o in objs:
        o.x = o.x + 1


ls = []
for _ in range(20):
    ls.append(Logged())
for _ in range(5):
    bump(ls)
xs = 0
for o in ls:
    xs += o.x
print(xs)
seen = []


def noisy(self, name, value):
    seen.append(name)
    object.__setattr__(self, name, value * 10)


Logged.__setattr__ = noisy
bump(part(ls, 0, 3))
print(len(seen), ls[0].x, ls[1].x, ls[2].x, ls[3].x)


# Class attributes read through instances, then rebound on the class.
class Config:
    limit = 3

    def __init__(self):
        self.used = 0


def limits(cs):
    out = []
    for c in cs:
        out.append(c.limit)
    return out


cs = []
for _ in range(20):
    cs.append(Config())
for _ in range(4):
    limits(cs)
Config.limit = 9
print(part(limits(cs), 0, 3))
cs[0].limit = 1
print(part(limits(cs), 0, 3))


# Methods: an instance attribute of the same name shadows the class's function.
class Greeter:
    def hello(self):
        return "class"


gs = []
for _ in range(30):
    gs.append(Greeter())


def greet(gs):
    out = []
    for g in gs:
        out.append(g.hello())
    return out


for _ in range(4):
    greet(gs)
def instance_hello():
    return "instance"


def replaced(self):
    return "replaced"


gs[2].hello = instance_hello
print(part(greet(gs), 0, 4))
Greeter.hello = replaced
print(part(greet(gs), 0, 4))


# Slots, and a method on a slotted class.
class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


n1 = 0
sx = 0
for i in range(50):
    p = P(i, -i)
    n1 += p.norm1()
    sx += p.x
print(n1, sx)

# Bit operations on ints, with shifts that overflow the word.
m = 0
for d in range(70):
    m |= 1 << d
    m ^= d
    m &= (1 << 80) - 1
print(m, m >> 3, -m >> 65, 5 << 62, (1 << 63) >> 1)

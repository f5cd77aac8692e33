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


objs = [Base(i, 1) for i in range(40)] + [Swapped(i, 2) for i in range(40)]
objs += [Extra(i, 3) for i in range(40)]
print(read_a(objs), sum([o.total() for o in objs]))
write_b(objs, 5)
print(sum([o.b for o in objs]))

# A property added to the class after the site specialized hides the instance value.
for _ in range(3):
    print(read_a(objs[:40]))
def minus_one(self):
    return -1


Base.a = property(minus_one)
print(read_a(objs[:40]), read_a(objs[40:80]))
del Base.a
print(read_a(objs))


# An unset attribute after hits: the miss raises the usual error.
class Maybe:
    pass


ms = [Maybe() for _ in range(30)]
for i, m in enumerate(ms):
    m.v = i
del ms[7].v


def read_v(ms):
    out = []
    for m in ms:
        try_v = getattr(m, "v", None)
        out.append(try_v)
    return out


print(read_v(ms)[5:9])


def strict(ms):
    t = 0
    for m in ms:
        t += m.v
    return t


try_ok = strict(ms[:7]) + strict(ms[:7]) + strict(ms[:7])
print(try_ok)


# A __setattr__ added later intercepts stores that had specialized.
class Logged:
    def __init__(self):
        self.x = 0


def bump(objs):
    for o in objs:
        o.x = o.x + 1


ls = [Logged() for _ in range(20)]
for _ in range(5):
    bump(ls)
print(sum([o.x for o in ls]))
seen = []


def noisy(self, name, value):
    seen.append(name)
    object.__setattr__(self, name, value * 10)


Logged.__setattr__ = noisy
bump(ls[:3])
print(len(seen), [o.x for o in ls[:4]])


# Class attributes read through instances, then rebound on the class.
class Config:
    limit = 3

    def __init__(self):
        self.used = 0


def limits(cs):
    return [c.limit for c in cs]


cs = [Config() for _ in range(20)]
for _ in range(4):
    limits(cs)
Config.limit = 9
print(limits(cs)[:3])
cs[0].limit = 1
print(limits(cs)[:3])


# Methods: an instance attribute of the same name shadows the class's function.
class Greeter:
    def hello(self):
        return "class"


gs = [Greeter() for _ in range(30)]


def greet(gs):
    return [g.hello() for g in gs]


for _ in range(4):
    greet(gs)
def instance_hello():
    return "instance"


def replaced(self):
    return "replaced"


gs[2].hello = instance_hello
print(greet(gs)[:4])
Greeter.hello = replaced
print(greet(gs)[:4])


# Slots, and a method on a slotted class.
class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


ps = [P(i, -i) for i in range(50)]
print(sum([p.norm1() for p in ps]), sum([p.x for p in ps]))

# Bit operations on ints, with shifts that overflow the word.
m = 0
for d in range(70):
    m |= 1 << d
    m ^= d
    m &= (1 << 80) - 1
print(m, m >> 3, -m >> 65, 5 << 62, (1 << 63) >> 1)

# Methods with rich signatures: *args/**kwargs on instance methods, classmethods and
# staticmethods; __init__ with keyword-only parameters; super().__init__(*args, **kwargs)
# through a hierarchy; bound methods called with spreads; __call__ with *args; call sites
# run many times whose callee or call shape changes (functions made by one def with
# different defaults, methods replaced mid-loop, functions, methods, classes, builtins and
# callable objects mixed at one site).


class Base:
    def __init__(self, name, *tags, level=0, **meta):
        self.name = name
        self.tags = tags
        self.level = level
        self.meta = meta

    def describe(self, *fields, sep=", "):
        if not fields:
            fields = ("name", "tags", "level", "meta")
        return sep.join("%s=%r" % (f, getattr(self, f)) for f in fields)


class Child(Base):
    def __init__(self, *args, color="red", **kwargs):
        super().__init__(*args, **kwargs)
        self.color = color


class GrandChild(Child):
    def __init__(self, name, *args, **kwargs):
        kwargs.setdefault("level", 99)
        super().__init__(name.upper(), *args, **kwargs)


print(Base("b").describe())
print(Base("b", "t1", "t2", level=2, owner="me").describe())
print(Child("c", "x", color="blue", level=1).describe("name", "tags", "level", "color"))
print(Child("c", shape="round").describe("meta", "color", sep=" | "))
g = GrandChild("g", "t", extra=True)
print(g.describe(), g.color)
print(GrandChild("h", level=3, color="green").describe("level", "color"))


class Registry:
    items = []

    @classmethod
    def register(cls, *names, **aliases):
        for n in names:
            cls.items.append(n)
        for a in aliases:
            cls.items.append(a + "->" + aliases[a])
        return cls, len(cls.items)

    @staticmethod
    def join(*parts, sep="/"):
        return sep.join(parts)

    @classmethod
    def build(cls, *args, **kwargs):
        return cls(*args, **kwargs)

    def __init__(self, a=0, *, b=0):
        self.a = a
        self.b = b


print(Registry.register("x", "y")[1], Registry.register(z="x")[1], Registry.items)
print(Registry.join("a", "b"), Registry.join(sep="."), Registry().join("p", "q", sep="-"))
r = Registry.build(1, b=2)
print(r.a, r.b, Registry.build().a, Registry.build(b=5).b)
print(type(r).register()[1])


class Sub(Registry):
    items = []


print(Sub.register("only")[0].__name__, Sub.items, len(Registry.items))


class Adder:
    def __init__(self, base):
        self.base = base

    def __call__(self, *nums, **named):
        return self.base + sum(nums) + sum(named.values())

    def add_all(self, *nums):
        return [self.base + n for n in nums]


add10 = Adder(10)
print(add10(), add10(1, 2), add10(*range(5)), add10(x=1, **{"y": 2}))
bound = add10.add_all
print(bound(1, 2), bound(*[5]), Adder.add_all(add10, 7))
print([add10(v) for v in [1, 2, 3]], sorted([3, 1, 2], key=add10))


class Point:
    def __init__(self, x, y, /, *, label=None):
        self.x = x
        self.y = y
        self.label = label

    @classmethod
    def from_tuple(cls, t, **kwargs):
        return cls(*t, **kwargs)

    def moved(self, dx=0, dy=0):
        return Point(self.x + dx, self.y + dy, label=self.label)

    def __repr__(self):
        return "Point(%r, %r, label=%r)" % (self.x, self.y, self.label)


p = Point.from_tuple((1, 2), label="a")
print(p, p.moved(1), p.moved(dy=5), p.moved(*[1, 1]), p.moved(**{"dx": -1}))


class Logger:
    def __init__(self):
        self.lines = []

    def log(self, fmt, *args, level="INFO", **kw):
        line = level + ": " + fmt % args
        if kw:
            line += " " + str(kw)
        self.lines.append(line)
        return self


lg = Logger()
lg.log("start").log("value %d of %d", 1, 2).log("oops", level="WARN", code=7)
for line in lg.lines:
    print(line)


class Shape:
    def __init__(self, *dims):
        self.dims = dims

    def area(self):
        raise NotImplementedError


class Box(Shape):
    def __init__(self, w, h, **kwargs):
        super().__init__(w, h)
        self.kwargs = kwargs

    def area(self, *, scale=1):
        w, h = self.dims
        return w * h * scale


b = Box(2, 3, fill="x")
print(b.dims, b.kwargs, b.area(), b.area(scale=2))
method = getattr(b, "area")
print(method(**{"scale": 10}))


class WithStaticSpread:
    @staticmethod
    def f(a, b, *rest, **kw):
        return a, b, rest, kw


args = (1, 2, 3)
print(WithStaticSpread.f(*args), WithStaticSpread().f(*args, k=1))


# Functions made by one def in a loop: a different default each time at one call site.
total = 0
for i in range(200):
    def h(a, b=i, *, c=i * 2):
        return a + b + c
    total += h(1)
    total += h(1, c=0)
print(total)

# Closures made by one def: same code, a different keyword-only default each.
fns = []
for i in range(5):
    def mk(i=i):
        def k(x, *, y=i * 100):
            return x + y + i
        return k
    fns.append(mk())
total = 0
for r in range(100):
    for fn in fns:
        total += fn(r)
        total += fn(r, y=1)
print(total)

# Lambdas from one expression with different defaults at one call site.
lams = [lambda x, d=d: x * d for d in range(1, 6)]
kwlams = [lambda x, *, d=d: x - d for d in range(1, 6)]
s = 0
for r in range(300):
    f1 = lams[r % 5]
    f2 = kwlams[r % 5]
    s += f1(r) + f2(r) + f1(r, 2) + f2(r, d=0)
print(s)


# One call site, a different kind of callable on every iteration.
def a1(x):
    return x


def a2(x, y=10):
    return x + y


def a3(*xs):
    return sum(xs)


def a4(x, **kw):
    return x + len(kw)


def a5(x, /, *, y=3):
    return x * y


class Made:
    def __init__(self, x, y=0):
        self.v = x + y


callables = [a1, a2, a3, a4, a5, abs, Made, lambda x: -x, str]
out = []
for r in range(400):
    fn = callables[r % len(callables)]
    v = fn(r)
    if isinstance(v, Made):
        v = v.v
    out.append(v)
print(sum(len(str(v)) for v in out), out[:12])


# redefining defaults at runtime through a shared mutable default
def shared(x, acc=[]):
    acc.append(x)
    return len(acc)


t = 0
for r in range(100):
    t += shared(r)
print(t)


# One method call site, the call shape changing with the iteration.
class Receiver:
    def method(self, x, y=1, *rest, z=2, **kw):
        return x + y + z + len(rest) + len(kw)


h = Receiver()
t = 0
for r in range(300):
    m = r % 6
    if m == 0:
        t += h.method(r)
    elif m == 1:
        t += h.method(r, 2)
    elif m == 2:
        t += h.method(r, 2, 3, 4)
    elif m == 3:
        t += h.method(r, z=5)
    elif m == 4:
        t += h.method(x=r, w=1)
    else:
        t += h.method(*[r, 1], **{"z": 0, "q": 9})
print(t)

# method replaced on the class in the middle of a hot loop
t = 0
for r in range(300):
    if r == 150:
        def method(self, x, *a, **k):
            return -x
        Receiver.method = method
    t += h.method(r, z=1)
print(t)


# function's signature changes under the same name at a call site
def target(a, b):
    return a * b


t = 0
for r in range(200):
    if r == 100:
        def target(a, b=5, *c, **d):
            return a + b + len(c) + len(d)
    t += target(r, 2)
print(t)


# A user mapping (keys and __getitem__) after **; callees of every kind called with
# spreads from one site; builtins with keywords in a loop.
class TenTimes:
    def __init__(self, d):
        self.d = d

    def keys(self):
        return list(self.d)

    def __getitem__(self, k):
        return self.d[k] * 10


def show(*a, **k):
    return a, k


def full(a, b=2, *rest, c, d=4, **kw):
    return a + b + c + d + len(rest) + len(kw)


class Poly:
    def m(self, x, *a, y=1, **k):
        return x + y + len(a) + len(k)

    @staticmethod
    def s(*a, **k):
        return len(a) * 10 + len(k)

    @classmethod
    def c(cls, *a, z=0, **k):
        return len(a) + z

    def __call__(self, *a, **k):
        return sum(a) + sum(k.values())


def g(*a, **k):
    yield len(a)
    yield len(k)


obj = Poly()
callees = [full, obj.m, Poly.s, Poly.c, obj, lambda *a, c=0, **k: len(a) + c, show]
total = 0
for i in range(300):
    fn = callees[i % len(callees)]
    if fn is show:
        r = fn(i, c=i)
        total += len(r[0]) + len(r[1])
    else:
        total += fn(i, *[1, 2], c=3, **{"q": i})
print(total)
total = 0
for i in range(500):
    total += full(i, c=1)
    total += full(i, 1, 2, 3, c=1, d=2, e=3)
    total += full(*[i, i], **{"c": 2})
    total += obj.m(i)
    total += obj.m(i, y=2)
    total += obj.m(*[i, 1, 2], **{"k": 1})
    total += Poly.s(*range(i % 5))
    total += Poly.c(i, z=i)
    total += sum(g(*range(i % 3), k=1))
print(total)
print(show(**TenTimes({"a": 1, "b": 2})))
print(full(1, **TenTimes({"c": 1})))
t = 0
for i in range(200):
    t += max(i, 5, key=lambda v: -v)
    t += min(*[i, 3])
    t += len(str(i).zfill(5))
    t += sorted([i, 1], reverse=True)[0]
print(t)
for i in range(100):
    print(i, i + 1, sep=":", end=" " if i % 10 != 9 else "\n")


# Deep recursion and long wrapper chains passing *args and **kwargs down.
def rec(n, *acc, **kw):
    if n == 0:
        return len(acc), len(kw)
    kw["k%d" % (n % 7)] = n
    return rec(n - 1, *acc, n, **kw)


print(rec(200))


def gen_kw(n, *, step=1, **extra):
    i = 0
    while i < n:
        yield i, extra.get("tag", "-")
        i += step


print(sum(x for x, _ in gen_kw(1000, step=3)), list(gen_kw(3, tag="t")))


def wrapper_chain(fn, depth):
    if depth == 0:
        return fn
    inner = wrapper_chain(fn, depth - 1)

    def w(*a, **k):
        return inner(*a, **k) + 1

    return w


deep = wrapper_chain(lambda a, *, b=0: a + b, 50)
print(deep(1), deep(1, b=100), sum(deep(i, b=i) for i in range(100)))

# Augmented assignment to an attribute or an item of a local: the object is evaluated
# once, before the value, even when the value rebinds the local (`:=`, also inside a
# comprehension); getters and setters (properties, __getattr__, __setattr__) run in
# CPython's order.


class P:
    def __init__(self, x):
        self.x = x


class Logged:
    def __init__(self):
        object.__setattr__(self, "log", [])
        object.__setattr__(self, "n", 0)

    def __getattr__(self, name):
        self.log.append("missing " + name)
        return 0

    def __setattr__(self, name, value):
        self.log.append(f"set {name}={value}")
        object.__setattr__(self, name, value)


class Prop:
    def __init__(self):
        self._v = 1

    @property
    def v(self):
        print("  get v", self._v)
        return self._v

    @v.setter
    def v(self, value):
        print("  set v", value)
        self._v = value


class Slotted:
    __slots__ = ("a",)

    def __init__(self):
        self.a = 5


def noisy(tag, value):
    print("  value", tag)
    return value


def walrus_cases():
    a = P(1)
    b = P(100)
    a.x += (a := b).x
    print(a.x, b.x)
    v = [1, 2]
    w = [10, 20]
    v[0] += (v := w)[1]
    print(v, w)
    c = P(3)
    d = P(7)
    c.x *= sum([(c := d).x for _ in range(2)])
    print(c.x, d.x)


def orders():
    lg = Logged()
    for k in range(3):
        lg.n += noisy(k, k + 1)
        lg.other += 2
    print(lg.n, lg.other, lg.log)
    p = Prop()
    for k in range(3):
        p.v += noisy(k, 10)
    s = Slotted()
    for _ in range(4):
        s.a -= 1
    print(s.a)
    q = P("ab")
    for _ in range(3):
        q.x += "c"
        q.x *= 2
    print(q.x)


def errors():
    q = P(1)
    try:
        q.x += "s"
    except TypeError as e:
        print("TypeError:", e)
    print(q.x)
    try:
        q.missing += 1
    except AttributeError as e:
        print("AttributeError:", e)
    s = Slotted()
    try:
        s.b += 1
    except AttributeError as e:
        print("AttributeError:", e)
    try:
        unbound.x += 1
        unbound = P(0)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)


def counters(n):
    # A hot `self.count += 1` in a method, polymorphic receivers included.
    class Base:
        def __init__(self):
            self.count = 0

        def bump(self, k):
            self.count += k
            return self

    class Child(Base):
        pass

    objs = [Base(), Child(), Base()]
    for i in range(n):
        objs[i % 3].bump(i)
    return [o.count for o in objs]


walrus_cases()
orders()
errors()
print(counters(30))


def gen():
    o = P(0)
    for k in range(3):
        o.x += yield o.x
    yield o.x


g = gen()
print(next(g), g.send(5), g.send(6), g.send(7))

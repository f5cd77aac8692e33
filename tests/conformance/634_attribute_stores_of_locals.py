# `local.name = value` stores (one instruction names the local and the attribute): the
# value first, then the local read, so a value that rebinds the local (`:=`) stores into
# the new object, as CPython does; setters, __setattr__, __slots__ and deleted locals.


class P:
    def __init__(self, x):
        self.x = x


class Guarded:
    __slots__ = ("a",)


class Loud:
    def __setattr__(self, name, value):
        print("  setattr", name, value)
        object.__setattr__(self, name, value)


class Temp:
    def __init__(self):
        self._c = 0

    @property
    def c(self):
        return self._c

    @c.setter
    def c(self, v):
        if v < -273:
            raise ValueError("below absolute zero")
        self._c = v


def stores():
    a = P(1)
    b = P(2)
    a.x = (a := b).x + 10
    print(a.x, b.x, a is b)
    g = Guarded()
    for k in range(3):
        g.a = k
    print(g.a)
    try:
        g.b = 1
    except AttributeError as e:
        print("AttributeError:", e)
    loud = Loud()
    for k in range(2):
        loud.v = k
    t = Temp()
    for v in (10, 20, -300):
        try:
            t.c = v
        except ValueError as e:
            print("ValueError:", e)
    print(t.c)
    n = 5
    try:
        n.real = 3
    except AttributeError as e:
        print("AttributeError:", e)
    p = P(0)
    del p
    try:
        p.x = 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)


def polymorphic(objs):
    for i, o in enumerate(objs * 3):
        o.x = i
    return [o.x for o in objs]


class Q(P):
    pass


stores()
print(polymorphic([P(0), Q(0), P(0), Loud()]))
for obj, name in [(5, "real"), (5, "foo"), ([], "append"), ("s", "upper"), (2.5, "imag"), ((1,), "count"), ({}, "x"), (None, "y")]:
    try:
        setattr(obj, name, 1)
    except AttributeError as e:
        print(e)

# `local.name <op>= constant` is one instruction (INPLACE_ATTR_FAST_CONST): ints updated in
# their slot; floats, strings, class attributes, properties, __getattr__, __slots__,
# lists, big ints, deleted and mistyped attributes through the generic path, as CPython.
class C:
    shared = 10
    def __init__(self):
        self.n = 0
        self.f = 0.5
        self.s = "a"
    def bump(self):
        self.n += 1
        self.n -= 3
        self.n *= 2
        self.f += 1
        self.s += "b"
        self.shared += 1
        self.n //= 1
        self.n |= 8
        self.n <<= 1
class P:
    def __init__(self):
        self._v = 1
    @property
    def v(self):
        print("get", self._v)
        return self._v
    @v.setter
    def v(self, x):
        print("set", x)
        self._v = x
class G:
    def __getattr__(self, name):
        print("getattr", name)
        return 100
class S:
    __slots__ = ("n",)
    def __init__(self): self.n = 5
class L:
    def __init__(self): self.items = [1]
    def add(self):
        self.items += [2]
        self.items *= 2
def run():
    c = C()
    for i in range(5):
        c.bump()
    print(c.n, c.f, c.s, c.shared, C.shared)
    big = C()
    big.n = 2**62
    for i in range(3):
        big.n += 2**62
    print(big.n)
    p = P()
    for i in range(2):
        p.v += 5
    g = G()
    g.z += 1
    print(g.z, g.__dict__)
    s = S()
    for i in range(3):
        s.n += 1
    print(s.n)
    l = L()
    alias = l.items
    l.add()
    print(l.items, alias is l.items)
    e = C()
    del e.n
    try:
        e.n += 1
    except AttributeError as ex:
        print("AttributeError", ex)
    e.n = "x"
    try:
        e.n += 1
    except TypeError as ex:
        print("TypeError", ex)
    z = C()
    z.n = 1
    try:
        z.n //= 0
    except ZeroDivisionError as ex:
        print("ZeroDivisionError", ex, z.n)
    mixed = [C(), C()]
    mixed[1].n = 1.5
    for m in mixed * 3:
        m.n += 1
    print([m.n for m in mixed])
run()

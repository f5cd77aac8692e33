# An instance's attribute values, wherever they are kept (the first few in the instance
# itself, more in a buffer of their own, a dict once the order of the stores or a `del`
# asks for one): vars() and __dict__ order after stores out of order and deletions,
# more attributes than fit in the instance, growing layouts, cycles through attributes
# freed by gc.collect(), subclasses of builtins and exceptions with attributes, and
# __slots__.
import gc


class P:
    pass


def show(label, o):
    print(label, list(vars(o).items()), list(o.__dict__.keys()))


def stores(names, values_from=0):
    o = P()
    for i, n in enumerate(names):
        setattr(o, n, i + values_from)
    return o


# In order, then in another order (the layout keeps the first one's).
show("abc", stores(["a", "b", "c"]))
show("cab", stores(["c", "a", "b"]))
show("ba", stores(["b", "a"]))
show("abcdefg", stores(["a", "b", "c", "d", "e", "f", "g"]))
show("gfedcba", stores(["g", "f", "e", "d", "c", "b", "a"]))
show("a_c", stores(["a", "c"]))
show("d", stores(["d"]))
show("fa", stores(["f", "a"]))

# Deletions: of the last, of the first, of one in the middle, inline and beyond.
for dels in (["c"], ["a"], ["b"], ["g"], ["e"], ["a", "g"], ["c", "d", "e", "f", "g"]):
    o = stores(["a", "b", "c", "d", "e", "f", "g"], 10)
    for n in dels:
        delattr(o, n)
    show("del " + ",".join(dels), o)
    o.b = "B"
    o.z = "Z"
    o.c = "C"
    show("  then b z c", o)
    print("  ", hasattr(o, "a"), hasattr(o, "d"), getattr(o, "e", "-"))

# Delete the last, then set it and others again (the order stays the layout's).
o = stores(["a", "b", "c", "d"])
del o.d
del o.c
o.c = 30
o.d = 40
show("del d c, set c d", o)
del o.b
o.b = 20
show("del b, set b", o)

# Many attributes, read and updated through the specialized paths.
class Many:
    def __init__(self, k):
        for i in range(k):
            setattr(self, "f%d" % i, i)

    def total(self):
        return self.f0 + self.f1 + self.f2 + self.f3 + self.f4 + self.f5 + self.f9


ms = [Many(12) for _ in range(5)]
for m in ms:
    m.f3 += 100
    m.f9 = m.f9 * 2
print([m.total() for m in ms])
print(list(vars(ms[0]).values()))
del ms[1].f11
del ms[1].f10
ms[1].f12 = "new"
print(list(vars(ms[1]).items())[-3:])


class Vec:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)


v = Vec(1, 2, 3)
for _ in range(50):
    v = v + Vec(1, 1, 1)
print(v.x, v.y, v.z, vars(v))
v.w = 4
v.u = 5
print(vars(v))
del v.y
print(vars(v), v.w, v.u)
v.y = 9
print(vars(v))
w = Vec(7, 8, 9)
w.u = 1
w.w = 2
print(vars(w))
d = w.__dict__
d["x"] = 70
w.t = 0
print(w.x, vars(w), list(d))


# A layout that grows after instances were made: theirs have no room for the new slots.
class Grow:
    def __init__(self):
        self.a = 1


g1 = Grow()
g2 = Grow()
for n in ("b", "c", "d", "e", "f"):
    setattr(g2, n, n)
g1.b = "b1"
g1.f = "f1"
g1.c = "c1"
show("g1", g1)
show("g2", g2)
g3 = Grow()
g3.f = 6
g3.e = 5
show("g3", g3)


# Cycles through attributes, inline and beyond.
class Node:
    def __init__(self, name):
        self.name = name
        self.peer = None


def ring(n, extra):
    nodes = [Node(i) for i in range(n)]
    for i, nd in enumerate(nodes):
        nd.peer = nodes[(i + 1) % n]
        for k in range(extra):
            setattr(nd, "x%d" % k, nd)
    return nodes[0]


gc.collect()
keep = ring(4, 5)
for _ in range(3):
    ring(3, 0)
    ring(2, 6)
print("collected", gc.collect() > 0)
print("kept", keep.name, keep.peer.peer.name, keep.x4.name)


# Subclasses of builtins with attributes.
class L(list):
    def __init__(self, *a):
        super().__init__(a)
        self.tag = "l"
        self.n = len(a)


class D(dict):
    pass


class S(str):
    pass


lst = L(1, 2, 3)
lst.more = [4]
lst.a = 1
lst.b = 2
lst.c = 3
print(lst, vars(lst), len(lst), lst.n)
dd = D(k=1)
dd.x = 1
dd.y = 2
dd.z = 3
dd.w = 4
del dd.x
print(dd, vars(dd))
s = S("hi")
s.a = 1
print(s, s.upper(), vars(s))


# Exceptions with attributes.
class AppError(Exception):
    def __init__(self, code, where):
        super().__init__(code)
        self.code = code
        self.where = where


try:
    raise AppError(7, "here")
except AppError as e:
    e.a = 1
    e.b = 2
    e.c = 3
    print(e.args, e.code, e.where, vars(e), e.__traceback__ is not None)
    del e.code
    print(vars(e))

err = ValueError("v")
err.note = "n"
err.first = 1
print(vars(err), err.args)


# __slots__, with and without a __dict__.
class Slotted:
    __slots__ = ("a", "b", "c", "d", "e")

    def __init__(self):
        self.e = 5
        self.a = 1


sl = Slotted()
sl.c = 3
sl.d = 4
sl.b = 2
print(sl.a, sl.b, sl.c, sl.d, sl.e)
del sl.a
del sl.e
sl.e = 50
print(hasattr(sl, "a"), sl.e)


class SlotBase:
    __slots__ = ("p",)


class SlotDict(SlotBase):
    pass


sd = SlotDict()
sd.q = 1
sd.p = 2
sd.r = 3
sd.s = 4
sd.t = 5
print(sd.p, vars(sd))
del sd.q
sd.q = 6
print(vars(sd), sd.p)
del sd.p
sd.u = 7
sd.p = 8
print(vars(sd), sd.p)

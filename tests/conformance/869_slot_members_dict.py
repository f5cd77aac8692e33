# An instance whose class has a dict and bases with __slots__ keeps the slot members
# out of its __dict__ (CPython: they live in the object, read through member
# descriptors); vars(), __dict__ assignment, del and __getstate__ agree.


class B:
    __slots__ = ("a", "b")


class C(B):
    pass


c = C()
c.a = 1
c.x = 2
print(vars(c), c.__dict__)
c.__dict__ = {"y": 3}
print(c.a, vars(c), hasattr(c, "x"))
del c.a
print(hasattr(c, "a"), vars(c))
c.a = 5
c.b = 6
print(vars(c), c.a, c.b)
c.__dict__["a"] = 99
print(c.a, c.__dict__["a"])
del c.__dict__["a"]
print(vars(c))

# Stores before the dict is made, in any order, then the dict.
d = C()
d.x = 1
d.b = 2
d.y = 3
d.a = 4
print(d.__dict__, d.a, d.b)
d.z = 5
print(d.__dict__, sorted(n for n in dir(d) if not n.startswith("__")))


class E(Exception):
    __slots__ = ("s",)


class F(E):
    pass


f = F(1)
f.s = 3
f.z = 4
print(vars(f), f.s, f.args)
f.s = 7
print(vars(f), f.s)

# Slots declared by the class itself next to an inherited dict.
class G(C):
    __slots__ = ("g",)


g = G()
g.g = 1
g.a = 2
g.w = 3
print(vars(g), g.g, g.a)


# __getstate__ and copy.
class H(B):
    __slots__ = ("h",)


print(C().__getstate__())
e = C()
e.a = 1
print(e.__getstate__())
e.x = 2
print(e.__getstate__())
del e.x
print(e.__getstate__())
h = H()
h.h = 1
h.b = 2
print(h.__getstate__())
import copy

e.x = 3
e2 = copy.copy(e)
print(e2.a, e2.x, vars(e2))
e3 = copy.deepcopy(e)
print(e3.a, e3.x, vars(e3))
h2 = copy.copy(h)
print(h2.h, h2.b, hasattr(h2, "a"))

# Many instances, so the attribute reads and stores specialize before one makes its dict.
objs = []
for i in range(40):
    o = C()
    o.a = i
    o.x = i * 2
    objs.append(o)
total = 0
for o in objs:
    total += o.a + o.x
print(total, vars(objs[5]))
for o in objs:
    total += o.a + o.x
    o.a += 1
print(total, objs[7].a, vars(objs[7]))

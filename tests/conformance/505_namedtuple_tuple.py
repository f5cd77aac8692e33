# namedtuple as CPython's: a tuple subclass whose fields are read-only descriptors,
# __new__ with the fields as parameters (CPython's messages), _make, _replace, rename.
from collections import namedtuple
P = namedtuple('P', 'x y', defaults=[5])
try: P()
except TypeError as e: print(e)
try: P(1,2,3)
except TypeError as e: print(e)
try: P(1, z=3)
except TypeError as e: print(e)
p = P(1)
print(p, p._replace(x=3), P._make([7, 8]), p._asdict(), P._fields, P._field_defaults, P.__new__.__name__, P.__new__.__qualname__)
try: p.x = 3
except AttributeError as e: print(e)
try: del p.x
except AttributeError as e: print(e)
try: p.other = 3
except AttributeError as e: print(e)
print(type(P.x).__name__)
print(isinstance(p, tuple), p == (1, 5), hash(p) == hash((1, 5)), p[0], p[-1], len(p), list(p), p + (9,), sorted([P(3, 1), P(1, 2)]))
a, b = p
print(a, b, {p: 1}[(1, 5)], P(x=4, y=6), max(P(1, 9)), P(*range(2)))
Pt = namedtuple("Pt", ["a", "b", "c"], rename=True)
R = namedtuple("R", "a def _x a", rename=True)
print(R._fields, R(1, 2, 3, 4), Pt(1, 2, c=3))
for bad in [("1x", "a"), ("X", "a b a"), ("X", "_a"), ("X", "class")]:
    try:
        namedtuple(*bad)
    except ValueError as e:
        print(e)
try:
    P._make([1])
except TypeError as e:
    print(e)
try:
    p._replace(z=1)
except ValueError as e:
    print(e)
class Q(namedtuple("QBase", "u v")):
    def total(self):
        return self.u + self.v
q = Q(2, 3)
print(q, q.total(), q.u, type(q).__name__, isinstance(q, tuple))
E = namedtuple("E", "")
print(E(), len(E()))
d = {}
for i in range(1000):
    o = P(i, i * 2)
    d[o] = o.x + o.y
print(len(d), sum(d.values()), d[P(10, 20)])

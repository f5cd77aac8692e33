# tuple subclasses (their items set when made, tuple operations on them) and __new__:
# user __new__ before __init__, tuple.__new__, object.__new__, super().__new__.
class P(tuple):
    pass
p = P([1, 2, 3])
print(p, len(p), p[0], p[-1], p[1:], list(p), 2 in p, p == (1, 2, 3), (1, 2, 3) == p)
print(isinstance(p, tuple), type(p).__name__, hash(p) == hash((1, 2, 3)), bool(P()), bool(p))
a, b, c = p
print(a, b, c, p + (4,), p * 2, sorted(p, reverse=True), max(p), sum(p))
d = {p: "x"}
print(d[(1, 2, 3)], {(1, 2, 3): 1}[p], p < (1, 2, 4), p.index(2), p.count(3))
class Pt(tuple):
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))
    def __init__(self, x, y):
        self.extra = x + y
    @property
    def x(self):
        return self[0]
    def __repr__(self):
        return f"Pt({self[0]}, {self[1]})"
q = Pt(3, 4)
print(q, q.x, q.extra, q == (3, 4), isinstance(q, tuple), len(q))
class S:
    def __new__(cls, *args):
        print("new", cls.__name__, args)
        inst = object.__new__(cls)
        return inst
    def __init__(self, v):
        self.v = v
s = S(5)
print(s.v)
class Other:
    def __new__(cls):
        return 42
print(Other())
class Base(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b, a + b))
class Sub(Base):
    pass
for _ in range(3):
    print(Sub(1, 2), len(Sub(3, 4)), Sub(1, 1)[2])
class Counted:
    made = 0
    def __new__(cls, *a, **k):
        cls.made += 1
        return super().__new__(cls)
    def __init__(self, v=0):
        self.v = v
for i in range(5):
    c = Counted(i)
print(Counted.made, c.v)
try:
    object.__new__(Counted, 1)
except TypeError as e:
    print(e)
try:
    tuple.__new__(Counted)
except TypeError as e:
    print(e)
print(tuple.__new__(tuple, [1, 2]), P.__mro__)
class Plain:
    pass
try:
    Plain(1)
except TypeError as e:
    print(e)

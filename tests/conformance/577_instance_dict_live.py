# An instance's __dict__ is its attributes, not a copy: writes through it (update, item
# assignment, deletion, replacing it) are seen by attribute reads, also at sites the
# specializer rewrote before the dict was made; object.__getstate__; vars().
class Config:
    def __init__(self, **kw):
        self.__dict__.update(kw)
    def describe(self):
        return "config"
    def __repr__(self):
        return f"Config({', '.join(f'{k}={v!r}' for k, v in vars(self).items())})"

c = Config(host="h", port=80)
print(c.host, c.port, c, sorted(c.__dict__))
c.__dict__["port"] = 8080
vars(c)["debug"] = True
print(c.port, c.debug, hasattr(c, "debug"))
del c.__dict__["debug"]
print(hasattr(c, "debug"), getattr(c, "debug", "gone"))
c.__dict__["describe"] = lambda: "shadowed"
print(c.describe(), Config(a=1).describe())

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm1(self):
        return abs(self.x) + abs(self.y)

def total(points):
    s = 0
    for p in points:
        s += p.x + p.y + p.norm1()
    return s

pts = [Point(i, -i) for i in range(50)]
print(total(pts), total(pts))
d = pts[3].__dict__
d["x"] = 100
print(pts[3].x, total(pts))
d["norm1"] = lambda: -1000
print(pts[3].norm1(), total(pts))
pts[4].__dict__ = {"x": 1, "y": 2, "z": 3}
print(pts[4].z, vars(pts[4]), total(pts))
pts[5].w = 9
print(sorted(vars(pts[5]).items()), pts[5].__dict__ is pts[5].__dict__)
q = Point(1, 2)
q.__dict__.clear()
print(hasattr(q, "x"), vars(q))
q.x = 5
print(q.__dict__, q.x)
try:
    q.__dict__ = 5
except TypeError as e:
    print("TypeError", e)
try:
    print(q.y)
except AttributeError as e:
    print("AttributeError", e)

print(Point(3, 4).__getstate__())
class Empty:
    pass
print(Empty().__getstate__())
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
s = Slotted()
print(s.__getstate__())
import copy
p = Point(7, 8)
p2 = copy.copy(p)
p3 = copy.deepcopy(p)
p2.x = 70
print(p.x, p2.x, p3.x, vars(p3))

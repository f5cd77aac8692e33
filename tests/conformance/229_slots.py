# __slots__: instances hold only the named attributes (read, write, augmented, delete),
# hasattr is False for an unset slot, getattr with a default, class attributes stay
# readable, a subclass adds its own slots, and a subclass without __slots__ can add any
# attribute.


class P:
    __slots__ = ("x", "y")

    def __init__(self, x):
        self.x = x

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = P(3)
print(p.x, hasattr(p, "x"), hasattr(p, "y"), getattr(p, "y", "unset"))
p.y = -4
print(p.norm1(), hasattr(p, "y"))
p.x += 10
print(p.x, p.norm1())
del p.y
print(hasattr(p, "y"), getattr(p, "y", None))
setattr(p, "y", 7)
print(p.y, P.__slots__)


class P3(P):
    __slots__ = ["z"]

    def __init__(self, x, y, z):
        super().__init__(x)
        self.y = y
        self.z = z

    def norm1(self):
        return super().norm1() + abs(self.z)


q = P3(1, 2, -3)
print(q.norm1(), q.z, isinstance(q, P))


class Loose(P):
    pass


lo = Loose(5)
lo.y = 1
lo.anything = "ok"
print(lo.norm1(), lo.anything)


class Tagged:
    __slots__ = ["value"]
    kind = "tagged"

    def __init__(self, value):
        self.value = value


items = []
for i in range(100):
    items.append(Tagged(i))
total = 0
for t in items:
    t.value *= 2
    total += t.value
print(total, items[5].kind, Tagged.kind)

# Attribute reads in loops that then see their attribute move: a class attribute rebound
# mid-loop, a base class attribute shadowed later by a subclass attribute or an instance
# attribute, instance attributes deleted and re-added, and a property replaced by a value.


class Base:
    rate = 1


class Mid(Base):
    pass


class Leaf(Mid):
    pass


def read_rate(obj, n):
    t = 0
    for _ in range(n):
        t += obj.rate
    return t


leaf = Leaf()
print(read_rate(leaf, 100))
Base.rate = 2
print(read_rate(leaf, 100))
Mid.rate = 3
print(read_rate(leaf, 100))
leaf.rate = 4
print(read_rate(leaf, 100), read_rate(Leaf(), 100))
del leaf.rate
del Mid.rate
print(read_rate(leaf, 100))

vals = []
for i in range(200):
    if i == 50:
        Leaf.rate = 5
    if i == 100:
        leaf.rate = 6
    if i == 150:
        del Leaf.rate
    vals.append(leaf.rate)
print(vals[49], vals[50], vals[100], vals[150], sum(vals))


class Box:
    def __init__(self, v):
        self.v = v

    @property
    def double(self):
        return self.v * 2


def sum_double(boxes):
    t = 0
    for b in boxes:
        t += b.double
    return t


boxes = []
for i in range(20):
    boxes.append(Box(i))
print(sum_double(boxes))
Box.double = 1
print(sum_double(boxes))

bx = Box(1)
out = []
for i in range(60):
    if i % 20 == 10:
        del bx.v
        bx.w = i
        bx.v = i
    out.append(bx.v)
print(out[9], out[10], out[30], out[59], sum(out))

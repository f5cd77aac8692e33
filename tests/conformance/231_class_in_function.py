# Classes defined inside functions: every call makes a new, distinct class (instances of
# one are not instances of another); class attributes set after creation; methods using
# only their parameters and globals; returned classes subclassed at module level.

SCALE = 10


def make_class(tag):
    class Local:
        count = 0

        def __init__(self, v):
            self.v = v
            type(self).count += 1

        def scaled(self):
            return self.v * SCALE

        def label(self):
            return type(self).tag + ":" + str(self.v)

    Local.tag = tag
    return Local


A = make_class("a")
B = make_class("b")
print(A is B, A.__name__, B.__name__, A.tag, B.tag)
a1 = A(1)
a2 = A(2)
b1 = B(3)
print(a1.label(), a2.label(), b1.label(), a1.scaled(), b1.scaled())
print(A.count, B.count, isinstance(a1, A), isinstance(a1, B), type(a1) is type(b1))


class Sub(make_class("s")):
    def label(self):
        return "sub " + super().label()


s = Sub(5)
print(s.label(), Sub.count, Sub.tag, isinstance(s, A))


def build_shapes(n):
    class Sq:
        def __init__(self, side):
            self.side = side

        def area(self):
            return self.side * self.side

    shapes = []
    for i in range(n):
        shapes.append(Sq(i))
    return shapes


first = build_shapes(4)
second = build_shapes(2)
total = 0
for sh in first + second:
    total += sh.area()
print(total, type(first[0]) is type(first[3]), type(first[0]) is type(second[0]))

classes = []
for i in range(5):
    classes.append(make_class("t" + str(i)))
objs = []
for k in classes:
    objs.append(k(len(objs)))
out = []
for o in objs:
    out.append(o.label())
print(out, classes[2].count)

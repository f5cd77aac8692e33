# Instances whose classes keep object's == and != compare by identity, also with None on
# either side and inside containers; a class that gains __eq__ or __ne__ later (or whose
# base does) stops doing so. list/dict/tuple subclasses called with no arguments.


class Plain:
    pass


class Child(Plain):
    pass


class WithEq:
    def __eq__(self, other):
        return "eq called"


class NeOnly:
    def __ne__(self, other):
        return "ne called"


def compare_all(a, b):
    return [a == b, a != b, b == a, b != a, a == None, None == a, a != None, None != a]


def main():
    p, q = Plain(), Plain()
    for _ in range(3):
        print(compare_all(p, q), compare_all(p, p))
    c = Child()
    for _ in range(3):
        print(compare_all(p, c), compare_all(c, c))
    w = WithEq()
    print(compare_all(w, WithEq()))

    # Instances of different classes: identity only when neither side has a method.
    class Sibling:
        pass

    class EqChild(Plain):
        def __eq__(self, other):
            return "child eq"

    s, e = Sibling(), EqChild()
    for _ in range(3):
        print(compare_all(p, s), compare_all(s, c), compare_all(p, e), compare_all(e, w))
        print(compare_all(w, s), p == 1, 1 == p, p != "x", [p] == [p], [p] != [q])
    n = NeOnly()
    print(compare_all(n, NeOnly()), compare_all(n, n))
    items = [Plain() for _ in range(5)]
    target = items[3]
    print(target in items, Plain() in items, items.index(target), items.count(target))
    d = {p: 1, q: 2}
    print(d[p], d[q], d.get(Plain(), "missing"))

    # The class gains methods after its instances compared: the comparison changes.
    for _ in range(3):
        print(p == q, p != q)
    Plain.__eq__ = lambda self, other: "late eq"
    for _ in range(3):
        print(p == q, p != q, c == p, p == None)
    del Plain.__eq__
    for _ in range(3):
        print(p == q, p != q, c == p)
    Plain.__ne__ = lambda self, other: "late ne"
    for _ in range(3):
        print(p == q, p != q, c != p)
    del Plain.__ne__
    print(p == q, p != q)

    # A base gaining __eq__ reaches its subclass.
    class Base:
        pass

    class Leaf(Base):
        pass

    x, y = Leaf(), Leaf()
    for _ in range(3):
        print(x == y, x != y)
    Base.__eq__ = lambda self, other: True
    for _ in range(3):
        print(x == y, x != y)


class Bag(list):
    pass


class Table(dict):
    pass


class Pair(tuple):
    pass


class Counted(list):
    made = 0

    def __init__(self, *args):
        Counted.made += 1
        super().__init__(*args)


def subclasses():
    for i in range(4):
        b = Bag()
        b.append(i)
        b.extend([i, i])
        t = Table()
        t[i] = i
        pr = Pair()
        print(type(b).__name__, b, type(t).__name__, t, type(pr).__name__, pr, len(pr))
    print(Bag([1, 2]), Table(a=1), Pair((1, 2)))
    for _ in range(3):
        Counted()
    print(Counted.made)
    # A class that later gets an __init__: calls run it.
    def init(self, *args):
        self.append("init ran")

    Bag.__init__ = init
    for _ in range(2):
        print(Bag())
    del Bag.__init__
    print(Bag())
    try:
        Plain(1)
    except TypeError as e:
        print(e)
    try:
        Bag(1)
    except TypeError as e:
        print(e)


main()
subclasses()

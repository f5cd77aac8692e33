# Comparisons of instances whose class defines the method in Python, which the generic
# compare ops call at once: results of any kind (and their truth in a condition),
# NotImplemented going on to the reflected method, identity or the TypeError, `!=`
# through `__eq__`, a right operand of a subclass first, methods replaced on the class,
# and methods that are no plain two-parameter function.


class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, o):
        if isinstance(o, P):
            return self.x == o.x
        return NotImplemented

    def __lt__(self, o):
        if isinstance(o, P):
            return self.x < o.x
        if isinstance(o, int):
            return "lt-int"
        return NotImplemented

    def __hash__(self):
        return hash(self.x)


class Q(P):
    def __gt__(self, o):
        return "Q.__gt__"

    def __eq__(self, o):
        return "Q.__eq__"


class Truth:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        print("bool of", self.v)
        return self.v


class Fuzzy:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return Truth(self.v)

    def __le__(self, o, extra=None):
        return self.v


class Bare:
    pass


class Rev:
    def __gt__(self, o):
        return "Rev.__gt__"


class Stat:
    __eq__ = staticmethod(lambda a: "static")

    def __ne__(self, o):
        raise ValueError("no !=")


class Gen:
    def __lt__(self, o):
        yield 1


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


def main():
    a, b, c = P(1), P(2), P(1)
    for i in range(2):
        print(a == b, a == c, a != b, a != c, a < b, b < a, a < 5)
        show("a < 'x'", lambda: a < "x")
        show("a == 'x'", lambda: a == "x")
        show("a != None", lambda: a != None)
        show("a > b", lambda: a > b)
        if a == c:
            print("equal")
        if a < b < P(3):
            print("chained")
        print(a == Q(1), Q(1) == a, a < Q(0), Q(0) > a)
        f = Fuzzy(i == 1)
        if f == a:
            print("fuzzy true")
        else:
            print("fuzzy false")
        if f <= a:
            print("le true")
        print(f <= a)
        print(Bare() == Bare(), Bare() != None)
        show("Bare() < Bare()", lambda: Bare() < Bare())
        print(Bare() < Rev(), Rev() > Bare())
        show("Stat() == 1", lambda: Stat() == 1)
        show("Stat() != 1", lambda: Stat() != 1)
        print(type(Gen() < 1).__name__)
        print(sorted([P(3), P(1), P(2)])[0].x, max(P(4), P(9)).x)
        print(P(7) in [P(6), P(7)], {P(1): "one"}[P(1)])
        original = P.__lt__
        P.__lt__ = lambda self, o: "replaced"
        print(a < b)
        del P.__lt__
        show("a < b after del", lambda: a < b)
        P.__lt__ = original


main()

# Rich comparisons: each operator calls its method; a missing or NotImplemented method
# falls back to the reflected one on the other operand (< to >, <= to >=, == to ==);
# != inverts __eq__ by default; chained comparisons; sorted, min, max, list.sort use __lt__.


class Ver:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def key(self):
        return (self.major, self.minor)

    def __lt__(self, other):
        return self.key() < other.key()

    def __le__(self, other):
        return self.key() <= other.key()

    def __eq__(self, other):
        if not isinstance(other, Ver):
            return NotImplemented
        return self.key() == other.key()

    def __hash__(self):
        return hash(self.key())

    def __repr__(self):
        return "v" + str(self.major) + "." + str(self.minor)


a = Ver(1, 2)
b = Ver(1, 10)
c = Ver(2, 0)
print(a < b, b < a, a <= a, a > b, b > a, c >= b, a >= c)
print(a == Ver(1, 2), a != Ver(1, 2), a != b, a == "1.2", "1.2" != a)
print(a < b < c, a < c < b, a <= Ver(1, 2) <= b)
vs = [c, Ver(0, 9), b, a, Ver(1, 0)]
print(sorted(vs), min(vs), max(vs), sorted(vs, reverse=True))
vs.sort()
print(vs)


class OnlyLt:
    def __init__(self, n):
        self.n = n

    def __lt__(self, other):
        return self.n < other.n

    def __repr__(self):
        return "L" + str(self.n)


x = OnlyLt(1)
y = OnlyLt(2)
print(x < y, y > x, x > y, max([x, y, OnlyLt(0)]), sorted([y, OnlyLt(5), x]))


class Loud:
    def __init__(self, name):
        self.name = name

    def __gt__(self, other):
        return "gt(" + self.name + ", " + str(other) + ")"

    def __ge__(self, other):
        return "ge(" + self.name + ", " + str(other) + ")"

    def __eq__(self, other):
        return "eq(" + self.name + ")"


print(3 < Loud("p"), 3 <= Loud("q"), 3 == Loud("r"), Loud("s") == 4, 3 != Loud("t"))

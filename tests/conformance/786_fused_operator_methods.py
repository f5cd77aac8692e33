# Operator methods reached from the fused operator forms (a local or a constant as an
# operand: `v * t`, `v * 2.0`, `a * b` of two locals), whose generic path calls the
# method directly: forward, reflected, NotImplemented falling back to the reflected
# method or to the TypeError, in-place methods, and a method that is no plain function.


class V:
    def __init__(self, x):
        self.x = x

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return V(self.x * k)
        return NotImplemented

    def __rmul__(self, k):
        return V(k * self.x + 0.5)

    def __sub__(self, o):
        return V(self.x - o.x)

    def __repr__(self):
        return "V(%r)" % self.x


class W:
    def __init__(self, x):
        self.x = x

    def __rmul__(self, v):
        return "W.__rmul__(%r, %r)" % (self.x, v)


class Acc:
    def __init__(self):
        self.items = []

    def __iadd__(self, x):
        self.items.append(x)
        return self


class Counted:
    calls = 0

    def __add__(self, other, scale=1):
        Counted.calls += 1
        return other * scale


def method(self, k):
    return "bound later %r" % k


class Late:
    pass


class Gen:
    def __mul__(self, k):
        yield k


class Call:
    def __call__(self, b):
        return "callable %r" % b


class ViaCall:
    __mul__ = Call()


class Holder:
    def __init__(self, v):
        self.v = v

    def scaled(self, t):
        return self.v * t

    def doubled(self):
        return self.v * 2.0

    def left(self, t):
        return (t + 0) * self.v


def pairs(a, b):
    return a * b, b * a, a - a


def main():
    h = Holder(V(1.5))
    for t in (2, 3.0, -1):
        print(h.scaled(t), h.doubled(), h.left(t))
    print(pairs(V(2), 5))
    w = W(7)
    print(Holder(V(3)).scaled(w))
    try:
        Holder(V(3)).scaled("s")
    except TypeError as e:
        print("TypeError:", e)
    try:
        Holder(V(3)).scaled(None)
    except TypeError as e:
        print("TypeError:", e)
    a = Acc()
    for i in range(3):
        a += i
    print(a.items)
    c = Counted()
    for i in range(3):
        print(c + i)
    print(Counted.calls)
    Late.__mul__ = method
    print(Holder(Late()).scaled(4))
    g = Holder(Gen()).scaled(9)
    print(type(g).__name__, next(g))
    print(Holder(ViaCall()).scaled(8))
    try:
        V(1) - 3
    except AttributeError as e:
        print("AttributeError:", e)
    for i in range(2):
        v = V(i)
        print(v - v, 2 * v, v * 2)


main()

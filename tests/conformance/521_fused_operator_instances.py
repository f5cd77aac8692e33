# Operators on instances in every fused form: `x = a - b` into a local, `a + local`,
# `local + local`, `local + constant`, a number on the left (reflected), in-place on a
# local, NotImplemented going on to the other operand, a subclass's reflected method first,
# an error raised inside a method, and unary minus.


class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x, self.y + o.y)
        if isinstance(o, (int, float)):
            return V(self.x + o, self.y + o)
        return NotImplemented

    def __sub__(self, o):
        return V(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return V(self.x * k, self.y * k)

    def __rmul__(self, k):
        return V(k * self.x, k * self.y)

    def __radd__(self, o):
        return V(o + self.x, o + self.y)

    def __repr__(self):
        return f"V({self.x}, {self.y})"


class W(V):
    def __radd__(self, o):
        return "W.__radd__ first"


class Loud:
    def __add__(self, o):
        raise ValueError("loud add")


class Other:
    def __radd__(self, o):
        return "Other.__radd__"


def forms(n):
    a = V(1, 2)
    b = V(10, 20)
    acc = V(0, 0)
    for i in range(n):
        d = a - b           # fused store
        s = a + b           # local + local
        t = a.x + 1         # numbers still
        u = a + 3           # local + constant
        m = 2 * a           # reflected, constant on the left
        k = i * a           # reflected, local on the left
        acc += a            # in place on a local (no __iadd__: __add__)
        e = d * 2 + s
    return d, s, t, u, m, k, acc, e


print(forms(3))
print(forms(40))

a = V(1, 1)
w = W(5, 5)
x = a + w
print(x)
o = Other()
y = a + o
print(y)
z = 1.5 + a
print(z)

try:
    q = a + "text"
except TypeError as e:
    print("TypeError:", e)


def add_loud(p, q):
    r = p + q
    return r


for i in range(3):
    try:
        add_loud(Loud(), 1)
    except ValueError as e:
        print("caught", e)

# Rebinding the method on the class after the sites warmed up.
def run(n):
    p = V(1, 2)
    q = V(3, 4)
    out = []
    for i in range(n):
        r = p + q
        out.append(r.x)
    return out


print(run(5))
V.__add__ = lambda self, o: V(self.x * 100, o.y)
print(run(5))


# Unary minus on instances: a Python method, one that returns something else, none.
class N:
    def __init__(self, v):
        self.v = v

    def __neg__(self):
        return N(-self.v)

    def __pos__(self):
        return "pos"

    def __invert__(self):
        return ~self.v


class Odd:
    def __neg__(self):
        return 7


def negate(items):
    out = []
    for x in items:
        y = -x
        out.append(y.v if isinstance(y, N) else y)
    return out


print(negate([N(1), N(-2), Odd(), 3, 2.5] * 2), +N(1), ~N(5))
try:
    -V(1, 2)
except TypeError as e:
    print("TypeError:", e)

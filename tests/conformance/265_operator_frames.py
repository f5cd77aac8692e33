# Binary operators on instances run the Python method in a frame once the site has
# specialized: every rule of the protocol still holds, for each execution.


class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        if isinstance(other, V):
            return V(self.x + other.x, self.y + other.y)
        return NotImplemented

    def __mul__(self, k):
        if isinstance(k, V):
            return self.x * k.x + self.y * k.y
        return V(self.x * k, self.y * k)

    def __rmul__(self, k):
        return V(self.x * k, self.y * k)

    def __sub__(self, other):
        return V(self.x - other.x, self.y - other.y)

    def __repr__(self):
        return "V(" + str(self.x) + ", " + str(self.y) + ")"


class Scalar:
    def __init__(self, k):
        self.k = k

    def __radd__(self, v):
        return V(v.x + self.k, v.y + self.k)


class Acc:
    def __init__(self):
        self.n = 0

    def __iadd__(self, k):
        self.n += k
        return self


def run(n):
    total = V(0, 0)
    dot = 0
    for i in range(n):
        v = V(i, -i)
        total = total + v
        total = total + Scalar(1)
        dot += v * V(1, 2)
        total = total - v * 2
        total = 3 * total
        total = 0.5 * total
    return total, dot


print(run(60))

# In place: __iadd__ first, plain __add__ when there is none.
a = Acc()
for i in range(50):
    a += i
print(a.n)
v = V(1, 1)
for i in range(50):
    v += V(i, 0)
print(v)


# The method replaced after the site specialized.
def plus(self, other):
    return "replaced"


def adds(n):
    out = []
    for i in range(n):
        out.append(V(i, i) + V(1, 1))
    return out


print(adds(40)[-1])
V.__add__ = plus
print(adds(3))


class W(V):
    def __radd__(self, other):
        return "W reflected first"


print(V(1, 1) - V(2, 2), V(1, 2) + W(3, 4))
for i in range(40):
    r = V(i, 0) + W(0, i)
print(r)


class Bag(list):
    def __add__(self, other):
        return Bag(list.__add__(self, other) + ["tag"])


b = Bag([1])
for i in range(40):
    b = b + [i]
print(len(b), b[-2], b[-1])

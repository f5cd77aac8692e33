# Operators on instances whose methods run in a frame and then the operator's op again
# (BINARY_OP_INSTANCE, BINARY_*_STORE_FAST_INSTANCE): NotImplemented and the reflected
# method, in-place fallbacks, a method that changes its class while it runs (the second
# run deoptimizes), recursion through the same instruction with other types, errors
# raised and caught inside the method, and a generator function as an operator.


class V:
    made = 0

    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x)
        if isinstance(o, (int, float)):
            return V(self.x + o)
        return NotImplemented

    def __sub__(self, o):
        V.made += 1  # changes the class's version while the method runs
        if isinstance(o, V):
            return V(self.x - o.x)
        return NotImplemented

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return V(self.x * k)
        return NotImplemented

    def __rmul__(self, k):
        return V(k * self.x * 10)

    def __repr__(self):
        return "V(%r)" % (self.x,)


class Other:
    def __radd__(self, o):
        return "Other.__radd__ got %r" % (o,)

    def __rsub__(self, o):
        return "Other.__rsub__ got %r" % (o,)


def pairs(n):
    a = V(5)
    b = V(2)
    out = []
    for i in range(n):
        t = a - b  # BINARY_SUBTRACT_STORE_FAST
        u = a + b
        w = a * 3
        z = 2 * a  # reflected
        out.append((t.x, u.x, w.x, z.x, (a + b).x, (a - b).x))
    return out


print(pairs(3)[-1])
print(V.made)


def mixed(xs, ys):
    # One site sees instances, then ints, then instances again.
    res = []
    for x, y in zip(xs, ys):
        r = x - y
        res.append(r)
    return res


print(mixed([V(1), 5, V(7), 3.5, V(2)], [V(1), 2, V(3), 1, V(0)]))


def unsupported():
    a = V(1)
    for bad in ["s", [1], None, (2,)]:
        try:
            t = a - bad
        except TypeError as e:
            print("TypeError:", e)
        try:
            t = a * bad
            print(t)
        except TypeError as e:
            print("TypeError:", e)


unsupported()


def reflected_other():
    a = V(1)
    o = Other()
    for _ in range(3):
        r = a + o
        s = a - o
    print(r)
    print(s)


reflected_other()


class Raising:
    def __init__(self, n):
        self.n = n

    def __sub__(self, o):
        if self.n < 0:
            raise ValueError("negative %d" % self.n)
        return Raising(self.n - o.n)


def catching():
    out = []
    for n in [3, -1, 4, -2]:
        try:
            r = Raising(n) - Raising(1)
            out.append(r.n)
        except ValueError as e:
            out.append(str(e))
    return out


print(catching())


class Deep:
    def __init__(self, n):
        self.n = n

    def __add__(self, o):
        # Recursion through the same instruction, with ints at the bottom.
        if self.n == 0:
            return o
        inner = Deep(self.n - 1) + o
        return inner + 1 if isinstance(inner, int) else inner


def deep():
    total = 0
    for k in range(4):
        r = Deep(k) + 10
        total = total + r
    return total


print(deep())


class Gen:
    def __sub__(self, o):
        yield o
        yield o * 2


def gen_operator():
    for _ in range(3):
        g = Gen() - 4
    print(list(g))


gen_operator()


class Counter:
    def __init__(self):
        self.n = 0

    def __add__(self, o):
        self.n += o
        return self


def augmented():
    c = Counter()
    for i in range(5):
        c = c + i
    print(c.n)


augmented()


def swap_methods():
    class W:
        def __init__(self, v):
            self.v = v

        def __sub__(self, o):
            return W(self.v - o.v)

    a, b = W(10), W(3)
    res = []
    for i in range(6):
        if i == 3:
            W.__sub__ = lambda s, o: "replaced"
        r = a - b
        res.append(r if isinstance(r, str) else r.v)
    print(res)


swap_methods()

# Operators on instances whose Python method runs in a frame (the result pushed or
# stored in a local once it returns), in every form the specialized ops take: both
# operands on the stack (pushed, or stored by `x = a - b`), two locals, a local and a
# constant, the stack and a constant, the stack and a local. Each loop runs long enough for the site to specialize. NotImplemented
# from the left method goes on with the reflected one or the TypeError; the reflected
# method alone (a number on the left); results of every type, None and False included;
# errors raised inside the method (caught in the caller, the operands dropped); a
# generator made and run inside the method; recursion through the same site; the
# recursion limit reached inside an operator method; comparisons through `__eq__` and
# `__lt__`; in-place operators falling back to the binary method.


class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x)
        if isinstance(o, int):
            return V(self.x + o)
        return NotImplemented

    def __sub__(self, o):
        if isinstance(o, V):
            return V(self.x - o.x)
        if o == "none":
            return None
        if o == "false":
            return False
        if o == "raise":
            raise ValueError("sub of %r" % (self.x,))
        return NotImplemented

    def __mul__(self, k):
        if isinstance(k, int):
            return V(self.x * k)
        return NotImplemented

    def __rmul__(self, k):
        return V(k * self.x + 1000)

    def __truediv__(self, k):
        # A generator made and run inside the method.
        return V(sum(self.x // k + i for i in range(3)))

    def __eq__(self, o):
        return isinstance(o, V) and self.x == o.x

    def __lt__(self, o):
        if isinstance(o, V):
            return self.x < o.x
        return NotImplemented

    def __repr__(self):
        return "V(%r)" % (self.x,)


class W:
    # Only reflected methods: the right operand of a V whose method gives up.
    def __rsub__(self, o):
        return "W.__rsub__(%r)" % (o,)

    def __radd__(self, o):
        return "W.__radd__(%r)" % (o,)

    def __gt__(self, o):
        return "W.__gt__(%r)" % (o,)


def stack_push(n):
    a = V(10)
    out = []
    for i in range(n):
        out.append((a - V(i)).x)  # both operands on the stack, the result pushed
    return out


def stack_store(n):
    a = V(10)
    b = V(3)
    t = None
    for i in range(n):
        t = a - b  # stored in a local
        u = a * i
        w = a + b
    return t, u, w


def two_locals(n):
    a = V(1)
    b = V(2)
    out = []
    for i in range(n):
        out.append(a + b)
        out.append(b - a)
    return out[-2:], len(out)


def local_const(n):
    a = V(4)
    out = []
    for i in range(n):
        out.append(a * 3)
        out.append(a + 1)
    return out[-2:]


def stack_const(vs):
    out = []
    for v in vs:
        out.append(V(v) * 5)
    return out


def stack_local(n):
    b = V(7)
    out = []
    for i in range(n):
        out.append(V(i) - b)
    return out[-3:]


print(stack_push(6))
print(stack_store(5))
print(two_locals(5))
print(local_const(5))
print(stack_const([1, 2, 3, 4, 5]))
print(stack_local(5))


def odd_results(n):
    a = V(1)
    out = []
    for i in range(n):
        x = a - "none"
        y = a - "false"
        out.append((x, y, a - "none", a - "false"))
    return out[-1]


print(odd_results(5))


def not_implemented_sites(n):
    a = V(1)
    w = W()
    out = []
    for i in range(n):
        # Warm the site with instances, then hand it operands whose method gives up.
        other = V(i) if i < n - 2 else w
        t = a - other  # stored: NotImplemented, then W.__rsub__
        out.append(t if isinstance(t, str) else t.x)
        out.append(a + other if i == n - 1 else (a + V(0)).x)
    return out


print(not_implemented_sites(6))


def type_errors(n):
    a = V(1)
    msgs = []
    for i in range(n):
        other = V(i) if i < n - 3 else [i]
        try:
            t = a - other
            msgs.append(t.x)
        except TypeError as e:
            msgs.append(str(e))
        try:
            msgs.append((a * other).x)
        except TypeError as e:
            msgs.append(str(e))
    return msgs


for m in type_errors(7):
    print(m)


def reflected_only(n):
    v = V(2)
    out = []
    for i in range(n):
        out.append((i * v).x)  # int * V: V.__rmul__
        r = 3 * v
    return out, r


print(reflected_only(5))


def errors_inside(n):
    a = V(5)
    caught = []
    total = 0
    for i in range(n):
        try:
            if i % 2:
                t = a - "raise"  # the store form raising in the method
            else:
                caught.append(len([a - "raise"]))
        except ValueError as e:
            caught.append(str(e))
        total += (a - V(i)).x
    return caught[-2:], total


print(errors_inside(6))


def generators_inside(n):
    a = V(30)
    out = []
    for i in range(n):
        out.append((a / 3).x)
        q = a / 5
    return out[-1], q


print(generators_inside(5))


class Tree:
    def __init__(self, v, kids):
        self.v = v
        self.kids = kids

    def __add__(self, o):
        # Recursion through the same site with instances below it.
        s = self.v + o
        for k in self.kids:
            s = k + s
        return s


def tree(depth):
    if depth == 0:
        return Tree(1, [])
    return Tree(depth, [tree(depth - 1), tree(depth - 1)])


print(tree(4) + 0)


class Deep:
    def __init__(self, n):
        self.n = n

    def __sub__(self, o):
        if self.n == 0:
            return 0
        return Deep(self.n - 1) - o


def deep(n):
    try:
        return Deep(n) - 1
    except RecursionError as e:
        return "RecursionError: " + str(e)


print(deep(50))
print(deep(100000))
print(deep(20))


def compares(n):
    a = V(1)
    b = V(2)
    w = W()
    out = []
    for i in range(n):
        out.append((a == b, a == V(1), a < b, b < a, a != b))
    out.append(a < w)  # NotImplemented: W.__gt__
    try:
        out.append(a < 5)
    except TypeError as e:
        out.append(str(e))
    return out[-3:]


print(compares(5))


class Acc:
    def __init__(self, xs):
        self.xs = xs

    def __add__(self, o):
        return Acc(self.xs + [o])


class InPlace(Acc):
    def __iadd__(self, o):
        if o == "no":
            return NotImplemented
        self.xs.append(o)
        return self


def in_place(n):
    a = Acc([])
    b = InPlace([])
    keep = a
    for i in range(n):
        a += i  # no __iadd__: __add__ makes a new one
        b += i
        b += "no"  # __iadd__ gives up: __add__
    return a.xs, keep.xs, b.xs


print(in_place(4))

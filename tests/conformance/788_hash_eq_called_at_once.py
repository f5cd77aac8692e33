# `hash()` and the dict and set lookups of instances whose class defines `__hash__` and
# `__eq__` in Python (called at once, the class keeping the methods per version): what a
# `__hash__` returns made a hash as CPython makes it, unhashable classes, methods that
# are no plain function, methods replaced or deleted on the class after use, how many
# times each method runs per operation, `__eq__` results of any kind in a lookup, and
# `!=` through `__eq__` (object.__ne__ negating it).

CALLS = []


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __hash__(self):
        CALLS.append("hash")
        return self.x * 31 + self.y

    def __eq__(self, o):
        CALLS.append("eq")
        if not isinstance(o, P):
            return NotImplemented
        return self.x == o.x and self.y == o.y

    def __repr__(self):
        return "P(%d, %d)" % (self.x, self.y)


def calls(label):
    print(label, CALLS)
    CALLS.clear()


p, q, r = P(1, 2), P(1, 2), P(2, 1)
print(hash(p), hash(q), hash(r))
calls("hash")
d = {p: "p"}
calls("insert")
print(d[p], d[q], r in d, d.get(r, "none"))
calls("lookups")
d[q] = "q"
calls("store equal")
print(d, len(d))
s = {p, r}
calls("set display")
print(q in s, P(5, 5) in s, p in s)
calls("set lookups")
s.add(q)
s.discard(P(2, 1))
calls("set add/discard")
print(len(s))
del d[P(1, 2)]
calls("del")
print(d)

# Two keys with the same hash: lookups compare in the table's order.
a, b = P(0, 31), P(1, 0)
print(hash(a) == hash(b))
t = {a: "a", b: "b"}
calls("colliding insert")
print(t[b], t[a], t[P(1, 0)], P(3, 3) in t)
calls("colliding lookups")
u = {a, b}
print(P(1, 0) in u, b in u, a in u)
calls("colliding set")


class H:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h


for v in [5, -1, -2, 0, True, False, 2**61 - 1, 2**61, 2**62, -(2**62), 2**63 - 1, -(2**63),
          2**63, 2**64 + 5, -(2**64) - 5, 10**30, -(10**30)]:
    print(v, hash(H(v)))


class IntSub(int):
    pass


print(hash(H(IntSub(7))), hash(H(IntSub(-1))), hash(H(IntSub(2**64 + 5))), len({H(IntSub(3)): 1}))
for bad in ["x", 1.5, None]:
    try:
        print(hash(H(bad)))
    except TypeError as e:
        print("TypeError", e)
    try:
        {H(bad): 1}
    except TypeError as e:
        print("TypeError", e)


class EqOnly:
    def __eq__(self, o):
        return True


class NoHash(P):
    __hash__ = None


class EqSub(P):
    def __eq__(self, o):
        return False


for c in [EqOnly, NoHash, EqSub]:
    obj = c() if c is EqOnly else c(1, 1)
    for f in [hash, lambda o: {o: 1}, lambda o: o in {1, 2}, lambda o: {1: 2}.get(o)]:
        try:
            print(f(obj))
        except TypeError as e:
            print("TypeError", e)
CALLS.clear()


# Methods that are no plain one- or two-parameter function.
class Odd:
    def __init__(self, x):
        self.x = x

    def __hash__(self, extra=3):
        return self.x + extra

    def __eq__(self, o, *rest):
        return isinstance(o, Odd) and self.x == o.x and rest == ()


print(hash(Odd(1)), {Odd(1): "odd"}[Odd(1)], Odd(2) in {Odd(2)}, Odd(1) != Odd(2))


class Static:
    __hash__ = staticmethod(lambda: 99)


try:
    print(hash(Static()))
except TypeError as e:
    print("TypeError", e)


class Callable:
    def __call__(self):
        return 1234


class ByInstance:
    __hash__ = Callable()


print(hash(ByInstance()))


# Methods replaced, added and deleted on the class after the class kept them.
k = P(3, 4)
print(hash(k), {k: 1}[P(3, 4)])
calls("before")
P.__hash__ = lambda self: 77
print(hash(k))
P.__eq__ = lambda self, o: "truthy"
print({P(9, 9): "found"}[P(8, 8)], P(1, 1) != P(2, 2), P(1, 1) == P(2, 2))


def plain_eq(self, o):
    CALLS.append("plain_eq")
    return self.x == o.x


P.__eq__ = plain_eq
print(P(1, 5) != P(1, 6), P(1, 5) != P(2, 5), {P(1, 5)}.__contains__(P(1, 7)))
calls("plain_eq")
P.__ne__ = lambda self, o: "own __ne__"
print(P(1, 1) != P(1, 1))
del P.__ne__
print(P(1, 1) != P(1, 1), P(1, 1) != P(2, 2))
del P.__eq__
print(P(1, 1) != P(1, 1), P(1, 1) == P(1, 1))
calls("after")
P.__hash__ = None
try:
    hash(k)
except TypeError as e:
    print("TypeError", e)


# A subclass inherits the kept methods; a base's change reaches it.
class Base:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v

    def __eq__(self, o):
        return isinstance(o, Base) and self.v == o.v


class Derived(Base):
    pass


x = Derived(4)
print(hash(x), {x: 1}[Derived(4)], Derived(4) in {Base(4)}, Base(4) in {Derived(4)})
Base.__hash__ = lambda self: self.v * 10
print(hash(x), Derived(4) in {Derived(4)})
Base.__eq__ = lambda self, o: NotImplemented
print(Derived(4) in {Derived(4)}, x in {x}, x != Derived(4), x != x)


# `__eq__` results in a lookup: truthy objects, a `__bool__` that raises, errors.
class Truth:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        print("bool", self.v)
        if self.v is None:
            raise ValueError("no truth")
        return self.v


class R:
    def __init__(self, h, res):
        self.h = h
        self.res = res

    def __hash__(self):
        return self.h

    def __eq__(self, o):
        if self.res == "raise":
            raise KeyError("from __eq__")
        return self.res


print({R(1, Truth(True)): "yes"}.get(R(1, None), "no"))
print({R(1, Truth(False)): "yes"}.get(R(1, None), "no"))
print(R(1, Truth(True)) != R(1, None), R(1, Truth(False)) != R(1, None))
for res in [Truth(None), "raise"]:
    m = {R(2, res): "v"}
    try:
        print(m[R(2, 0)])
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
    print(len(m))
    try:
        print(R(2, 0) in {R(2, res)})
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)
print(R(3, NotImplemented) in {R(3, NotImplemented)}, R(3, NotImplemented) in {R(3, 0)})


# Tuples of instances as keys: the instances' hashes inside.
h1 = H(1)
pairs = {(h1, 2): "pair", (Base(3), 1): "base"}
print(pairs.get((h1, 2), "miss"), pairs.get((H(1), 2), "miss"), (Base(3), 1) in pairs)
print(hash((H(5), H(-1))) == hash((5, -2)))

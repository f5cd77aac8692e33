# Bitwise operators with a local or constant right operand (fused into one instruction):
# ints, big ints, shifts past the word, bools, sets, and user classes with reflected methods.
class Bits:
    def __init__(self, v):
        self.v = v

    def __and__(self, other):
        return Bits(self.v & (other.v if isinstance(other, Bits) else other))

    def __rand__(self, other):
        return ("rand", other, self.v)

    def __lshift__(self, n):
        return Bits(self.v << n)

    def __repr__(self):
        return "Bits(%r)" % self.v


def ints(n):
    out = []
    mask = 0
    for i in range(n):
        bit = 1 << (i % 70)
        k = 3
        mask |= bit
        out.append(mask & bit)
        out.append(i ^ k)
        out.append(i << k)
        out.append(-i >> k)
        out.append(mask >> k)
        out.append(i | 5)
        out.append(i & 6)
        out.append(i ^ 0xFF)
    return out


def mixed():
    t = True
    f = False
    s = {1, 2, 3}
    u = {3, 4}
    b = Bits(12)
    big = 2**100
    sixty = 63
    results = [t & f, t | f, t ^ t, f & 1, 1 & t]
    results.append(sorted(s & u))
    results.append(sorted(s | u))
    results.append(sorted(s ^ u))
    results.append(b & 10)
    results.append(7 & b)
    results.append(b << 3)
    results.append(big & big)
    results.append(1 << sixty)
    results.append(-1 << sixty)
    results.append(big >> sixty)
    return results


def errors():
    neg = -1
    out = []
    for left, right in [(1, neg), (1.5, 2), ("a", 1), (None, 1)]:
        for name, op in [("<<", lambda a, b: a << b), (">>", lambda a, b: a >> b), ("&", lambda a, b: a & b)]:
            try:
                out.append(op(left, right))
            except (TypeError, ValueError) as e:
                out.append("%s %s: %s" % (type(e).__name__, name, e))
    x = 1
    try:
        x <<= neg
    except ValueError as e:
        out.append(str(e))
    return out


def shifting(values):
    # One site that sees ints, then a big result, then a set: every path through it.
    out = []
    for v in values:
        k = 2
        out.append(v << k if isinstance(v, int) else v & {1})
    return out


print(sum(ints(300)), ints(12))
print(mixed())
for line in errors():
    print(line)
print(shifting([1, 2, 2**62, -3, {1, 2}, 5, 2**80]))


# Augmented assignments whose operand is a constant or a bound local (one fused
# instruction): attributes, subscripts, globals, and the in-place special methods.
class Acc:
    def __init__(self):
        self.n = 0
        self.s = "a"
        self.f = 1.5
        self.items = [1, 2]
        self.bits = 0


class Bag:
    def __init__(self, xs):
        self.xs = list(xs)

    def __iadd__(self, other):
        if isinstance(other, int):
            self.xs.append(other)
            return self
        return NotImplemented

    def __add__(self, other):
        return Bag(self.xs + ["added", other])

    def __repr__(self):
        return "Bag(%r)" % self.xs


counter = 0


def augmented(n):
    global counter
    a = Acc()
    d = {"k": 1, "m": 2**62}
    grid = [[0] * 3 for _ in range(2)]
    step = 3
    for i in range(n):
        a.n += 1
        a.n -= step
        a.s += "b"
        a.f *= 2
        a.f /= step
        a.items += [i]
        a.bits |= 1 << (i % 5)
        a.bits ^= step
        d["k"] *= step
        d["m"] += 2**62
        grid[i % 2][i % 3] += step
        counter += 1
        counter <<= 1
    b = Bag([1])
    b += 5
    b += "x"
    holder = Acc()
    holder.n = Bag([0])
    holder.n += 7
    holder.n += "y"
    return a.n, a.s, round(a.f, 6), a.items, a.bits, d, grid, counter, b, holder.n


print(augmented(20))
try:
    z = Acc()
    z.s -= 1
except TypeError as e:
    print("TypeError:", e)
try:
    w = {"q": 1}
    k = "x"
    w["q"] += k
except TypeError as e:
    print("TypeError:", e)

# Operator methods of instances reached through the fused operator forms: a local right
# operand (`x + v`), two locals (`a - b`), a constant right operand (`v * 0.5`) and unary
# minus, each run often enough to specialize, then given operands that must miss.


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, o):
        if not isinstance(o, Vec):
            return NotImplemented
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)

    def __rmul__(self, k):
        return Vec(k * self.x, k * self.y)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"


class Tagged(Vec):
    def __add__(self, o):
        return "tagged add"

    def __neg__(self):
        return NotImplemented


def two_locals(a, b):
    return a - b


def local_right(a, b):
    return (a * 1) + b


def const_right(a):
    return (a + a) * 0.5


def const_left_reflected(a):
    return (a - a) * 3


def negate(v):
    w = v
    return -w


def run(rounds):
    p = Vec(1, 2)
    q = Vec(3, 5)
    out = []
    for i in range(rounds):
        out.append(two_locals(p, q))
        out.append(local_right(p, q))
        out.append(const_right(q))
        out.append(negate(p))
    return out[-4:]


print(run(40))
# Other classes at the specialized sites.
print(two_locals(3, 1), local_right(2, 5), const_right(4), negate(7))
print(local_right(Tagged(1, 1), Vec(0, 0)), negate(Tagged(1, 1)))
print(local_right(Vec(1, 1), Tagged(2, 2)))
print(const_left_reflected(Vec(1, 1)), 2 * Vec(1, 1))
try:
    local_right(Vec(1, 1), 5)
except TypeError as e:
    print("TypeError:", e)
try:
    negate("s")
except TypeError as e:
    print("TypeError:", e)

# A method redefined after the sites specialized: the new one runs.
Vec.__sub__ = lambda self, o: "new sub"
Vec.__neg__ = lambda self: "new neg"
print(two_locals(Vec(0, 0), Vec(1, 1)), negate(Vec(0, 0)))
del Vec.__neg__
try:
    negate(Vec(0, 0))
except TypeError as e:
    print("TypeError:", e)


# Methods with defaults, *args, or that are generators.
class Odd:
    def __init__(self, n):
        self.n = n

    def __add__(self, o, extra=100):
        return self.n + o.n + extra

    def __neg__(self, *rest):
        return ("neg", self.n, rest)

    def __mul__(self, k):
        yield self.n * k


def add_odd(a, b):
    return (a) + b


def mul_odd(a):
    return list(a * 2)


for i in range(30):
    r = (add_odd(Odd(i), Odd(1)), negate(Odd(i)), mul_odd(Odd(i)))
print(r)


# An error inside the method: the traceback goes through it.
class Bad:
    def __add__(self, o):
        return 1 / 0

    def __neg__(self):
        raise ValueError("no negation")


def add_bad(a, b):
    return (a) + b


for i in range(30):
    try:
        add_bad(Bad(), i)
    except ZeroDivisionError as e:
        last = e
    try:
        negate(Bad())
    except ValueError as e:
        last2 = e
print(repr(last), repr(last2))


# Operator methods that are generator functions: calling them makes a generator.
class Odd:
    def __init__(self, n):
        self.n = n
    def me(self):
        return self
    def __mul__(self, k):
        yield self.n * k
    def __neg__(self):
        yield -self.n
    def __sub__(self, o):
        yield self.n - o
def f(a, k):
    return list(a.me() * 2), list(a * 3), list(-a), list(a.me() - k), list(a - k)
for i in range(40):
    r = f(Odd(i), i)
print(r)

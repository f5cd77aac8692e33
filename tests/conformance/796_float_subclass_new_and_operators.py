# float subclasses with __new__ (super().__new__ and float.__new__), overridden operators
# that call float's through super(), reflected operators between a float and a subclass
# instance, in-place operators, and __init__ with extra arguments.


class Quantity(float):
    def __new__(cls, value, unit="m"):
        self = super().__new__(cls, value)
        self.unit = unit
        return self

    def __repr__(self):
        return f"Quantity({float(self)!r}, {self.unit!r})"

    def __add__(self, other):
        return Quantity(super().__add__(other), self.unit)

    def __radd__(self, other):
        return Quantity(super().__radd__(other), self.unit)

    def __mul__(self, other):
        r = float.__mul__(self, other)
        return r if r is NotImplemented else Quantity(r, self.unit)


q = Quantity(2.5, "s")
print(q, repr(q), q.unit, float(q), str(q))
print(q + 1.5, type(q + 1.5).__name__, 1.5 + q, type(1.5 + q).__name__, q + q)
print(q * 2, 2 * q, type(2 * q).__name__, q - 1, type(q - 1).__name__)
print(float.__add__(q, "x"), Quantity(1).unit, Quantity("3.5", unit="kg"))
q += 1
print(q, type(q).__name__)
q -= 0.5
print(q, type(q).__name__)


class Money(float):
    def __new__(cls, amount):
        return float.__new__(cls, round(amount, 2))

    def __init__(self, amount):
        self.raw = amount


m = Money(10.005)
print(m, m.raw, type(m).__name__, isinstance(m, float), m * 3, round(m * 3, 2))


class Rev(float):
    def __radd__(self, other):
        return "Rev.__radd__"

    def __rsub__(self, other):
        return NotImplemented

    def __lt__(self, other):
        return "lt"

    def __gt__(self, other):
        return "gt"


r = Rev(1.0)
print(1.0 + r, 1 + r, r + 1.0, 5.0 - r, type(5.0 - r).__name__, r < 2.0, 2.0 < r, r > 0)


class Base(float):
    def __neg__(self):
        return Base(42.0)

    def __abs__(self):
        return "abs"

    def __float__(self):
        return 99.0

    def __int__(self):
        return 7


b = Base(-1.5)
print(-b, type(-b).__name__, abs(b), float(b), int(b), b + 0, b * 1, b.__float__(), float.__float__(b), float.__int__(b))


class Sub(Quantity):
    pass


s = Sub(4.0, "x")
print(s, type(s).__name__, s + 1, isinstance(s, Quantity), isinstance(s, float), Sub.__mro__[1:])
try:
    Quantity("nope")
except ValueError as e:
    print("ValueError:", e)
try:
    float.__new__(int, 1.0)
except TypeError as e:
    print("TypeError:", e)
try:
    hash(Quantity(1.0)) == hash(1.0) and print("hash ok")
except TypeError as e:
    print("TypeError:", e)

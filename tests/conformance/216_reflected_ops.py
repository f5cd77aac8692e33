# Reflected arithmetic: int OP instance calls the instance's __rOP__; __add__ returning
# NotImplemented falls back to the right operand's __radd__; a subclass on the right that
# overrides the reflected method goes first; NotImplemented itself as a value.


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, int):
            return Money(other + self.cents)
        return NotImplemented

    def __mul__(self, k):
        return Money(self.cents * k)

    def __rmul__(self, k):
        return Money(k * self.cents + 0)

    def __rsub__(self, other):
        return Money(other - self.cents)

    def __rtruediv__(self, other):
        return other / self.cents

    def __rfloordiv__(self, other):
        return other // self.cents

    def __rmod__(self, other):
        return other % self.cents

    def __rpow__(self, other):
        return other ** self.cents

    def __repr__(self):
        return "Money(" + str(self.cents) + ")"


m = Money(250)
print(m + 5, 5 + m, m + m, 3 * m, m * 3, 1000 - m, 1000 / Money(8), 1000 // Money(7))
print(1000 % Money(7), 2 ** Money(10))
print(sum([Money(1), Money(2), Money(3)]), sum([Money(5)], 10))
print(m.__add__("x"), m.__radd__(1.5), NotImplemented)


class Left:
    def __add__(self, other):
        return NotImplemented

    def __repr__(self):
        return "Left"


class Right:
    def __radd__(self, other):
        return "Right.__radd__(" + repr(other) + ")"


print(Left() + Right())


class Base:
    def __init__(self, n):
        self.n = n

    def __add__(self, other):
        return "Base.__add__"

    def __radd__(self, other):
        return "Base.__radd__"


class Derived(Base):
    def __radd__(self, other):
        return "Derived.__radd__"


class Same(Base):
    pass


print(Base(1) + Base(2), Base(1) + Derived(2), Derived(1) + Base(2))
print(Base(1) + Same(2), 1 + Base(0), 1.5 + Derived(0))

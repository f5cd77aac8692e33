# divmod(), pow(), round() and bytes() follow the number protocol: int subclasses count as
# their int, and classes' __divmod__/__rdivmod__, __pow__/__rpow__, __round__,
# __bytes__ and __index__ are called as CPython calls them.
class I(int):
    pass


a = I(7)
print(divmod(a, 2), divmod(17, a), divmod(a, I(3)), pow(a, 2), pow(2, a), pow(a, 2, 5))
print(pow(I(3), I(4), I(5)), bytes(I(3)), bytearray(I(2)), abs(I(-4)), round(I(5)), round(I(1234), -2))
print(type(round(I(5))).__name__, type(pow(a, 2)).__name__, type(divmod(a, 2)[0]).__name__)


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __divmod__(self, n):
        q, r = divmod(self.cents, n)
        return Money(q), Money(r)

    def __rdivmod__(self, n):
        return "rdivmod", n

    def __pow__(self, n):
        return Money(self.cents ** n)

    def __rpow__(self, n):
        return "rpow", n

    def __round__(self, nd=None):
        return "round", nd

    def __bytes__(self):
        return str(self.cents).encode()

    def __repr__(self):
        return "Money(" + str(self.cents) + ")"


m = Money(1007)
print(divmod(m, 100), divmod(5, m), pow(m, 2), pow(2, m), 2 ** m)
print(round(m), round(m, 2), round(m, None), round(m, ndigits=1), bytes(m))


class Count:
    def __index__(self):
        return 4


print(bytes(Count()), bytearray(Count()))


class Only:
    def __divmod__(self, other):
        return NotImplemented


class Bad:
    def __bytes__(self):
        return "text"


for f in (lambda: divmod(Only(), 3), lambda: divmod(3, Only()), lambda: divmod(Money(1), Only()),
          lambda: round(Only()), lambda: pow(Only(), 2), lambda: pow(Only(), 2, 3),
          lambda: bytes(Bad())):
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)

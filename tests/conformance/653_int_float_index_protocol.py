# int() and float() of instances (__int__, __float__, __index__, __trunc__), and
# __index__ where builtins want an integer: range, hex/bin/oct, sequence repetition,
# round's ndigits.


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __int__(self):
        return self.cents // 100

    def __float__(self):
        return self.cents / 100


class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class T:
    def __trunc__(self):
        return 7


class TI:
    def __trunc__(self):
        return I(9)


class FI:
    def __float__(self):
        return 2.5

    def __index__(self):
        return 3


class Sub(int):
    def __int__(self):
        return 42

    def __index__(self):
        return 43


class Plain(int):
    pass


class Text(str):
    pass


class BoolInt:
    def __int__(self):
        return True


m = Money(1234)
print(float(m), int(m), int(Money(-250)), float(Money(5)))
print(int(I(5)), float(I(5)), int(I(2**70)), float(I(-3)), int(T()), int(TI()))
print(float(FI()), int(FI()), int(Sub(1)), float(Sub(1)), hex(Sub(1)), list(range(Sub(2))))
print(int(Plain(8)), float(Plain(8)), int(Text("12")), float(Text("1.5")), int(True))
print(int(BoolInt()), type(int(BoolInt())).__name__)

print(list(range(I(3))), list(range(I(1), I(7), I(2))), list(range(10, I(4), -2)))
print(hex(I(255)), bin(I(5)), oct(I(8)), hex(I(-2**65)), bin(Plain(3)))
print([1, 2] * I(2), (0,) * I(3), "ab" * I(2), I(2) * "xy", b"x" * I(3), I(0) * [1])
print(bytearray(b"ab") * I(2), I(2) * (1,), [None] * I(-1))
lst = [1]
lst *= I(3)
print(lst)
print(round(3.14159, I(2)), round(1234, I(-2)), round(2.5, I(0)), round(7, I(2**70)))

errors = [
    lambda: int(object()),
    lambda: float(object()),
    lambda: hex(1.5),
    lambda: range(1.5),
    lambda: [1] * 1.5,
    lambda: round(1.5, 1.5),
    lambda: float(T()),
    lambda: range(I(1.5)),
    lambda: hex(I("a")),
    lambda: [1] * I(1.5),
    lambda: round(1.5, I("a")),
    lambda: int(I(None)),
    lambda: float(I(2.0)),
    lambda: range(I(0), 5, I(0)),
    lambda: float(I(2**2000)),
]
for f in errors:
    try:
        print(f())
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)

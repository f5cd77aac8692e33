# Bitwise and shift special methods: & | ^ << >> and ~ with their reflected and in-place
# forms, on a small bit-set class and against ints.


class Bits:
    def __init__(self, v):
        self.v = v

    def __and__(self, o):
        return Bits(self.v & val(o))

    def __or__(self, o):
        return Bits(self.v | val(o))

    def __xor__(self, o):
        return Bits(self.v ^ val(o))

    def __lshift__(self, n):
        return Bits(self.v << n)

    def __rshift__(self, n):
        return Bits(self.v >> n)

    def __rand__(self, o):
        return Bits(o & self.v)

    def __ror__(self, o):
        return Bits(o | self.v | 1024)

    def __rxor__(self, o):
        return Bits(o ^ self.v)

    def __rlshift__(self, o):
        return o << self.v

    def __rrshift__(self, o):
        return o >> self.v

    def __ior__(self, o):
        self.v |= val(o)
        return self

    def __invert__(self):
        return Bits(~self.v & 255)

    def __repr__(self):
        return "Bits(" + bin(self.v) + ")"


def val(x):
    if isinstance(x, Bits):
        return x.v
    return x


a = Bits(12)
b = Bits(10)
print(a & b, a | b, a ^ b, a << 3, a >> 2, ~a)
print(6 & a, 1 | a, 5 ^ a, 1 << Bits(4), 256 >> Bits(3))
alias = a
a |= 1
a |= Bits(64)
print(a, alias is a)
x = 3
x &= Bits(1)
print(x)
acc = Bits(0)
for i in range(8):
    if i % 3 != 0:
        acc = acc | (Bits(1) << i)
print(acc, acc.v, ~acc)

# Binary arithmetic special methods on a user number class: + - * / // % ** and unary -,
# with ints on the right, results of other types, chains, and operators on results.


class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        return Num(self.v + val(other))

    def __sub__(self, other):
        return Num(self.v - val(other))

    def __mul__(self, other):
        return Num(self.v * val(other))

    def __truediv__(self, other):
        return Num(self.v / val(other))

    def __floordiv__(self, other):
        return Num(self.v // val(other))

    def __mod__(self, other):
        return Num(self.v % val(other))

    def __pow__(self, other):
        return Num(self.v ** val(other))

    def __neg__(self):
        return Num(-self.v)

    def __repr__(self):
        return "Num(" + repr(self.v) + ")"


def val(x):
    if isinstance(x, Num):
        return x.v
    return x


a = Num(17)
b = Num(5)
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** b)
print(a + 1, a - 2.5, a * 3, a / 4, a // -4, a % -4, a ** 2)
print(-a, -(-a), -a + b, (a + b) * (a - b), a + b * 2)
print(Num(-7) // 2, Num(-7) % 2, Num(2) ** 100, Num(7.5) // 2)

x = Num(0)
for i in range(10):
    x = x + i
print(x)

total = Num(1)
k = 1
while k < 6:
    total = total * k - 1
    k += 1
print(total)


class Text:
    def __init__(self, s):
        self.s = s

    def __mul__(self, n):
        return self.s * n

    def __add__(self, other):
        return len(self.s) + len(other.s)


print(Text("ab") * 3, Text("xyz") + Text("q"))

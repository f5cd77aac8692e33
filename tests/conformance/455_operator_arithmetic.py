# operator's arithmetic and bitwise functions, through the operators' protocols.
import operator as op


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


print(op.add(2, 3), op.sub(2, 3), op.mul(2, 3), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 2))
print(op.add(2**63, 1), op.mul(2**40, 2**40), op.sub(-2**63, 1), op.pow(2, 100), op.pow(2, -1))
print(op.add(1.5, 2), op.truediv(1, 3), op.floordiv(-7, 2), op.mod(-7, 2), op.mod(7.5, 2))
print(op.add("ab", "cd"), op.mul("ab", 3), op.add([1], [2]), op.mul([0], 3), op.add((1,), (2,)))
print(op.neg(5), op.neg(-2.5), op.pos(-3), op.abs(-7), op.abs(-2.5), op.abs(-2**70))
print(op.invert(5), op.inv(-1), op.and_(12, 10), op.or_(12, 10), op.xor(12, 10))
print(op.lshift(1, 70), op.rshift(2**70, 68), op.and_(True, False), op.or_({1}, {2}))
print(op.truediv(2**70, 2**69), op.floordiv(2**70, 3), op.mod(-2**70, 7))
print(op.pow(2.0, 0.5), op.mul(float("inf"), 0) != op.mul(float("inf"), 0))
print(op.add(float("inf"), 1), op.sub(float("inf"), float("inf")) != 0, op.neg(float("-inf")))
print(op.mul(True, 3), op.add(True, True), op.floordiv(7.0, 2), op.mod(-0.0, 1))
show("div zero", lambda: op.truediv(1, 0))
show("floordiv zero", lambda: op.floordiv(1, 0))
show("mod zero", lambda: op.mod(1.0, 0))
show("bad add", lambda: op.add(1, "a"))
show("bad neg", lambda: op.neg("a"))
show("bad invert", lambda: op.invert(1.5))
show("bad abs", lambda: op.abs("x"))
show("bad shift", lambda: op.lshift(1, -1))
show("one arg", lambda: op.add(1))
show("matmul", lambda: op.matmul(1, 2))

# In place: a list is changed where it is, an int gives a new value.
lst = [1]
r = op.iadd(lst, [2])
print(r, lst, r is lst, op.iadd(1, 2), op.imul([1], 2), op.isub(5, 2), op.itruediv(3, 2))
print(op.ifloordiv(7, 2), op.imod(7, 4), op.ipow(3, 2), op.ilshift(1, 3), op.irshift(16, 2))
print(op.iand(6, 3), op.ior(6, 3), op.ixor(6, 3), op.iconcat([1], (2,)))
s = {1, 2}
print(op.ior(s, {3}), s, op.iand({1, 2}, {2}))


class Money:
    def __init__(self, c):
        self.c = c

    def __add__(self, o):
        if isinstance(o, Money):
            return Money(self.c + o.c)
        if isinstance(o, int):
            return Money(self.c + o)
        return NotImplemented

    def __radd__(self, o):
        return Money(o + self.c)

    def __iadd__(self, o):
        self.c += o.c if isinstance(o, Money) else o
        return self

    def __neg__(self):
        return Money(-self.c)

    def __abs__(self):
        return Money(abs(self.c))

    def __mul__(self, n):
        return Money(self.c * n)

    def __invert__(self):
        return "inverted"

    def __matmul__(self, o):
        return "matmul"

    def __repr__(self):
        return "Money(%d)" % self.c


m = Money(5)
print(op.add(m, Money(2)), op.add(m, 1), op.add(1, m), op.neg(m), op.abs(Money(-3)))
print(op.mul(m, 3), op.invert(m), op.matmul(m, m))
r = op.iadd(m, 10)
print(r, m, r is m)
show("reflected missing", lambda: op.sub(1, m))
show("not implemented", lambda: op.add(m, "x"))

# == and != fallbacks: __eq__ returning NotImplemented lets the other operand's __eq__
# try, and when both decline == is identity; != uses __ne__ if defined, else inverts
# __eq__; a subclass's reflected __eq__ goes first; `in` and list equality use them.

LOG = []


class A:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        LOG.append("A.eq")
        if isinstance(other, A):
            return self.v == other.v
        return NotImplemented

    __hash__ = None


class B:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        LOG.append("B.eq")
        if isinstance(other, A):
            return self.v == other.v
        return NotImplemented

    __hash__ = None


class Never:
    def __eq__(self, other):
        LOG.append("Never.eq")
        return NotImplemented

    __hash__ = None


a = A(1)
b = B(1)
print(a == b, LOG)
LOG.clear()
print(b == a, LOG)
LOG.clear()
print(a != b, A(2) != b, LOG)
LOG.clear()
n = Never()
print(n == n, n == Never(), n != Never(), n != n, LOG)
LOG.clear()
print(a == 1, 1 == a, a != "x", LOG)
LOG.clear()


class SubA(A):
    def __eq__(self, other):
        LOG.append("SubA.eq")
        return True


print(a == SubA(5), SubA(5) == a, LOG)
LOG.clear()


class Ne:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return "custom ne"


print(Ne() == 1, Ne() != 1, 1 != Ne())
print(A(3) in [A(1), A(3)], [A(1), B(2)] == [A(1), A(2)], len(LOG))

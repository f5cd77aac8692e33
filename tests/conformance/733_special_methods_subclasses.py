# The special methods of builtin types reached from subclasses: str.__add__(self, o),
# super().__eq__(o), int.__hash__ as a class attribute, object's defaults; a method the
# class defines itself still wins.


class S(str):
    def __add__(self, other):
        return "S" + str.__add__(self, other)


s = S("ab")
print(s + "c", s.__add__("d"), S.__add__(s, "e"), str.__add__(s, "f"))
print(s.__eq__("ab"), S.__eq__(s, "ab"), s.__len__(), S.__len__(s), s.__lt__("b"))
print(s.__ne__("ab"), s.__hash__() == hash("ab"), s.__mul__(2), s.__getitem__(0))
print("x".__add__(s), "x" + s)


class T(str):
    def __eq__(self, other):
        return super().__eq__(other)

    __hash__ = str.__hash__


print(T("x") == "x", T("x") == "y", T("x") != "x", T("x").__ne__("x"))
print(hash(T("x")) == hash("x"), {T("k"): 1}["k"], T("x").__eq__(1))


class I(int):
    def __add__(self, other):
        r = super().__add__(other)
        return r if r is NotImplemented else I(r)

    def __repr__(self):
        return "I(" + int.__repr__(self) + ")"


print(I(2) + 3, I(2) + 1.5, repr(I(2).__add__(1.5)), 3 + I(2))
print(I(2).__radd__(3), (5).__radd__(I(3)), I(2).__lt__(3), int.__lt__(I(2), 3))
print(I(4).__hash__(), int.__hash__(I(4)), I(7).__index__(), I(7).__int__())
print(I(7).__neg__(), I(7).__bool__(), I(0).__bool__(), I(5).__eq__(5), I(6).__float__())
print(I.__add__(I(1), 2), I.__sub__(I(9), 2), int.__sub__(I(9), I(2)))


class L(list):
    pass


l = L([1, 2])
print(l.__len__(), L.__len__(l), l.__eq__([1, 2]), L.__eq__(l, [1, 2]))
print(l.__add__([3]), l.__contains__(2), l.__lt__([1, 3]), [1, 2].__eq__(l))
print(l.__iadd__([5]) is l, l)


class Tu(tuple):
    def __eq__(self, other):
        return tuple.__eq__(self, other)

    def __hash__(self):
        return tuple.__hash__(self)


print(Tu((1, 2)) == (1, 2), hash(Tu((1,))) == hash((1,)), Tu((1, 2)).__getitem__(1))
print(Tu((1, 2)).__len__(), Tu((3,)).__add__((4,)), (0,).__add__(Tu((1,))))


class D(dict):
    def __getitem__(self, key):
        return dict.__getitem__(self, key) * 2

    def __setitem__(self, key, value):
        super().__setitem__(key, value + 1)


d = D({1: 2})
print(d[1], d.__getitem__(1), dict.__getitem__(d, 1))
d[5] = 10
print(dict.__getitem__(d, 5), d.__len__(), d.__contains__(5), d.__eq__({1: 2, 5: 11}))


class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        return isinstance(other, P) and self.x == other.x

    def __lt__(self, other):
        return self.x < other.x

    __hash__ = object.__hash__


print(object.__ne__(P(1), P(1)), object.__ne__(P(1), P(2)), P(1).__ne__(P(1)))
print(P(1).__gt__(P(2)), P(1).__le__(P(2)), P(1).__eq__(3))
print([P(1)].__eq__([P(1)]), [P(1)].__lt__([P(2)]), (P(1), 2).__le__((P(1), 3)))
print([P(1)].__contains__(P(1)), (P(3),).__contains__(P(3)), [P(2)].__gt__([P(1)]))
print(object.__eq__(s, s), object.__eq__(1, 2), object.__ne__(1, 2), object.__ne__(1, 1))
print(object.__ne__(1, "a"), object.__lt__(1, 2), object.__ge__(1, 1))
print(object.__repr__(P(1)).startswith("<__main__.P object at "), object.__str__([1]))


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return NotImplemented

    __radd__ = __add__

    def __repr__(self):
        return "Money(%d)" % self.cents


print(Money(5).__add__(1), Money(5) + Money(6), (1).__add__(Money(5)))
try:
    print(1 + Money(5))
except TypeError as e:
    print("TypeError", e)


class Ordered:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        if not isinstance(other, Ordered):
            return NotImplemented
        return self.v < other.v

    def __le__(self, other):
        r = self.__lt__(other)
        return r if r is NotImplemented else r or self.v == other.v


print(Ordered(1) < Ordered(2), Ordered(2) <= Ordered(2), Ordered(1).__lt__(5))

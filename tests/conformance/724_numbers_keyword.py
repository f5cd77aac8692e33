# numbers: the tower with int, bool, float and Fraction registered, a full Integral
# subclass using the mixins, abstract classes refusing instantiation, Number unhashable;
# keyword: 3.11's lists and the membership tests.
import numbers
from numbers import Number, Complex, Real, Rational, Integral
from fractions import Fraction
import keyword

print(numbers.__all__)
tower = [Number, Complex, Real, Rational, Integral]
for x in (1, True, 2.5, Fraction(1, 3), "1", None, [1], float("nan"), -7, 10 ** 40):
    print(repr(x), [isinstance(x, t) for t in tower])
print(issubclass(int, Integral), issubclass(float, Rational), issubclass(bool, Number))
print(issubclass(Fraction, Rational), issubclass(Fraction, Integral))
print(Integral.__mro__[1:4] == (Rational, Real, Complex), Number.__hash__)

class Seven(Integral):
    def __int__(self): return 7
    def __add__(self, o): return int(self) + o
    __radd__ = __add__
    def __neg__(self): return -7
    def __pos__(self): return 7
    def __mul__(self, o): return 7 * o
    __rmul__ = __mul__
    def __truediv__(self, o): return 7 / o
    def __rtruediv__(self, o): return o / 7
    def __pow__(self, e, m=None): return pow(7, e, m)
    def __rpow__(self, b): return b ** 7
    def __abs__(self): return 7
    def __eq__(self, o): return o == 7
    def __hash__(self): return 7
    def __trunc__(self): return 7
    def __floor__(self): return 7
    def __ceil__(self): return 7
    def __round__(self, n=None): return 7
    def __floordiv__(self, o): return 7 // o
    def __rfloordiv__(self, o): return o // 7
    def __mod__(self, o): return 7 % o
    def __rmod__(self, o): return o % 7
    def __lt__(self, o): return 7 < o
    def __le__(self, o): return 7 <= o
    def __lshift__(self, o): return 7 << o
    def __rlshift__(self, o): return o << 7
    def __rshift__(self, o): return 7 >> o
    def __rrshift__(self, o): return o >> 7
    def __and__(self, o): return 7 & o
    def __rand__(self, o): return o & 7
    def __xor__(self, o): return 7 ^ o
    def __rxor__(self, o): return o ^ 7
    def __or__(self, o): return 7 | o
    def __ror__(self, o): return o | 7
    def __invert__(self): return ~7

s = Seven()
print(s.numerator, s.denominator, float(s), s.__index__(), s.real, s.imag, s.conjugate())
print(s - 2, 10 - s, divmod(s, 2), divmod(20, s), bool(s), [1, 2, 3, 4, 5, 6, 7, 8][s])
print(isinstance(s, Number), isinstance(s, Real), hash(s))

class Half(Rational):
    numerator = 1
    denominator = 2

try:
    Half()
except TypeError as e:
    print(str(e)[:60])
try:
    Real()
except TypeError as e:
    print(str(e)[:45])

class MyNum(Number):
    pass
m = MyNum()
print(isinstance(m, Number), isinstance(m, Complex))
try:
    hash(m)
except TypeError as e:
    print(e)
Real.register(Seven) if False else None
print(keyword.kwlist)
print(keyword.softkwlist, len(keyword.kwlist))
for w in ("if", "match", "case", "_", "print", "None", "none", "async", "await", ""):
    print(repr(w), keyword.iskeyword(w), keyword.issoftkeyword(w))
try:
    keyword.iskeyword([])
except TypeError as e:
    print(e)
print(sorted(keyword.__all__))

# fractions.Fraction: construction, normalization, str/repr, conversions.
from fractions import Fraction
import math

print(Fraction(), Fraction(3), Fraction(6, 4), Fraction(-6, 4), Fraction(6, -4), Fraction(-6, -4))
print(repr(Fraction(10, -8)), repr(Fraction(0, -5)), repr(Fraction(True)), Fraction(7, 1))
print(Fraction(Fraction(1, 7), 5), Fraction(Fraction(1, 7), Fraction(2, 3)), Fraction(3, Fraction(3, 4)))
for s in ["3/4", "-3/4", " 3/4 ", "+7", "1.25", "-1.25", "1e-3", "1E3", "2.5e+2", ".5", "5.",
          "  -0.125\n", "1_000", "1_000/3_000", "1.2_5", "3.1415", "-47e-2", "0/5", "00012"]:
    print(repr(s), repr(Fraction(s)))
for bad in ["", "3/", "/3", "3 /4", "3/ 4", "1/2/3", "abc", ".", "-", "1e", "1.5e-", "1__0",
            "_1", "1_", "3/4.0", "1.2.3", "0x10", "inf", "nan", "1 2"]:
    try:
        Fraction(bad)
    except ValueError as e:
        print(repr(bad), "->", e)
for x in [0.5, 0.1, -2.75, 1e20, 5e-324, 0.0, -0.0]:
    print(x, repr(Fraction(x)), repr(Fraction.from_float(x)))
print(repr(Fraction.from_float(7)))
for bad in [float("nan"), float("inf"), float("-inf")]:
    try:
        Fraction(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for args in [(1, 0), (0, 0), (-5, 0), (Fraction(3, 2), 0)]:
    try:
        Fraction(*args)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
for args in [([],), (1.5, 2), (1, 2.0), ("1", 2), (None,), (1, "2")]:
    try:
        Fraction(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    Fraction.from_float("x")
except TypeError as e:
    print(e)
f = Fraction(-22, 7)
print(f.numerator, f.denominator, f.as_integer_ratio(), f.real, f.imag, f.conjugate())
print(int(f), float(f), math.floor(f), math.ceil(f), math.trunc(f), round(f))
print(int(Fraction(22, 7)), math.floor(Fraction(22, 7)), math.ceil(Fraction(22, 7)),
      math.trunc(Fraction(22, 7)), round(Fraction(22, 7)))
for v in [Fraction(1, 2), Fraction(3, 2), Fraction(5, 2), Fraction(-1, 2), Fraction(-3, 2),
          Fraction(7, 3)]:
    print(v, round(v), round(v, 0), round(v, 1), round(v, 2), round(v, -1))
print(round(Fraction(12345, 7), -2), round(Fraction(12345, 1), -1), round(Fraction(25, 1), -1))
print(float(Fraction(10 ** 400 + 1, 10 ** 399)), float(Fraction(1, 3)), float(Fraction(2 ** 80, 3)))
print(bool(Fraction(0)), bool(Fraction(1, 9)), str(Fraction(5)), str(Fraction(-5, 3)))
print(Fraction(3, 4) is not Fraction(3, 4), type(Fraction(3, 4)).__name__)
print(f"{Fraction(3, 4)}|{Fraction(3, 4)!r}|{format(Fraction(1, 3))}|{Fraction(2, 5)!s:>8}")
try:
    format(Fraction(1, 3), ".2f")
except TypeError as e:
    print(e)
print(Fraction("3.141592653589793").limit_denominator(10),
      Fraction("3.141592653589793").limit_denominator(100),
      Fraction(4321, 8765).limit_denominator(10000),
      Fraction(math.pi).limit_denominator(),
      Fraction(-math.e).limit_denominator(1000),
      Fraction(1, 3).limit_denominator(1),
      Fraction(2, 3).limit_denominator(1))
try:
    Fraction(1, 3).limit_denominator(0)
except ValueError as e:
    print(e)


class Half(Fraction):
    pass


h = Half(1, 2)
print(repr(h), type(h).__name__, type(h + 1).__name__, type(+h).__name__, h == Fraction(1, 2))
print(Fraction(_normalize=False), Fraction(4, 6, _normalize=False).denominator)
import copy
print(copy.copy(Fraction(1, 3)), copy.deepcopy([Fraction(2, 3)]), repr(copy.copy(h)))
import fractions
print(Fraction, Fraction.__module__, fractions.__all__, Fraction.__name__, Fraction.__qualname__)

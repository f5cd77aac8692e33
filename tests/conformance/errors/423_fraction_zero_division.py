# expect: 10: ZeroDivisionError: Fraction(-1, 0)
# The error is re-raised here: CPython's own raise is inside its fractions module.
from fractions import Fraction

print(Fraction(3, 4) / 2)
try:
    Fraction(-3, 4) / 0
except ZeroDivisionError as e:
    print(e.args)
    raise ZeroDivisionError(*e.args) from None

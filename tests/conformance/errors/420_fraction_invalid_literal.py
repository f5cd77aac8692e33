# expect: 10: ValueError: Invalid literal for Fraction: '1/x'
# The error is re-raised here: CPython's own raise is inside its fractions module.
from fractions import Fraction

print(Fraction(" 1/3 "))
try:
    Fraction("1/x")
except ValueError as e:
    print(repr(e))
    raise ValueError(str(e)) from None

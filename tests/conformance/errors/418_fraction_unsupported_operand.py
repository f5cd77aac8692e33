# expect: 6: TypeError: unsupported operand type(s) for +: 'Fraction' and 'str'
# Fraction.__add__ returns NotImplemented for a str, and so does str's side.
from fractions import Fraction

print(Fraction(1, 2) + 1)
print(Fraction(1, 2) + "1")

# expect: 5: TypeError: can't multiply sequence by non-int of type 'Fraction'
from fractions import Fraction

print("ab" * int(Fraction(5, 2)))
print("ab" * Fraction(5, 2))

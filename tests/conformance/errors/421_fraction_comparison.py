# expect: 5: TypeError: '<' not supported between instances of 'Fraction' and 'str'
from fractions import Fraction

print(Fraction(1, 2) < 1.0)
print(Fraction(1, 2) < "1")

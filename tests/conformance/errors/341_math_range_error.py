# expect: 5: OverflowError: math range error
from math import exp

def grow(x):
    return exp(x)

print(grow(1.0))
print(grow(709))
print(grow(710))

# expect: 5: ValueError: bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)
from array import array

for code in "bBhz":
    print(array(code, [1]))

# expect: 7: ValueError: number of bits must be non-negative
import random

random.seed(3)
for k in [8, 4, 0, -1]:
    print(k)
    print(random.getrandbits(k))

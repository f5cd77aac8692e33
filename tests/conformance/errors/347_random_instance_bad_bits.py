# expect: 6: TypeError: 'float' object cannot be interpreted as an integer
import random

r = random.Random(5)
print(r.getrandbits(10))
print(r.getrandbits(2.5))

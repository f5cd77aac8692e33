# getrandbits(k): words filled low first, the last one's high bits; k of any size.
import random

random.seed(2024)
for k in [0, 1, 2, 7, 8, 31, 32, 33, 53, 63, 64, 65, 95, 96, 97, 128, 200, 1000]:
    x = random.getrandbits(k)
    print(k, x, x.bit_length() <= k, type(x).__name__)

random.seed(7)
print([random.getrandbits(3) for _ in range(20)])
print(sum(random.getrandbits(64) for _ in range(1000)) > 0)
print(random.getrandbits(True), random.getrandbits(False), random.getrandbits(5))

for bad in [-1, -100, 1.5, "8", None, 2**31, 2**70, -(2**40)]:
    try:
        print(random.getrandbits(bad))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    random.getrandbits()
except TypeError as e:
    print(type(e).__name__, e)
try:
    random.getrandbits(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    random.getrandbits(k=3)
except TypeError as e:
    print(type(e).__name__, e)

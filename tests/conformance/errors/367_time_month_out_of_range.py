# expect: 7: ValueError: month out of range
import time

good = (2000, 1, 1, 0, 0, 0, 5, 1, 0)
print(time.strftime("%Y-%m-%d", good))
bad = good[:1] + (13,) + good[2:]
print(time.strftime("%Y-%m-%d", bad))

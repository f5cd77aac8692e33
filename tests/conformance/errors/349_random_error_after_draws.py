# expect: 10: KeyError: 'd'
import random

random.seed(12)
prices = {"a": 1, "b": 2, "c": 3}
total = 0
for _ in range(8):
    item = random.choice("abcd")
    print(item)
    total += prices[item]
print(total)

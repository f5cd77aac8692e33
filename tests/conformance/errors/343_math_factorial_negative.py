# expect: 5: ValueError: factorial() not defined for negative values
import math

def choose(n, k):
    return math.factorial(n) // (math.factorial(k) * math.factorial(n - k))

print(choose(5, 2))
print(choose(2, 5))

# expect: 6: ValueError: math domain error
import math

print(math.sqrt(2.25))
for x in [4, 1, 0, -1]:
    print(math.sqrt(x))

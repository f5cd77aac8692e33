# expect: 3:1
print("start")
import math
print(math.pi)

# expect: 6: OverflowError: int too large to convert to float
import math

print(math.log(10 ** 400))
print(math.isqrt(10 ** 400) == 10 ** 200)
print(math.sqrt(10 ** 400))

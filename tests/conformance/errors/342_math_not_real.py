# expect: 6: TypeError: must be real number, not str
import math

values = []
for v in [1.5, -2.5, "3.5"]:
    values.append(math.floor(v))
print(values)

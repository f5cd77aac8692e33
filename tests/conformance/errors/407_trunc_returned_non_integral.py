# expect: 7: TypeError: __trunc__ returned non-Integral (type float)
from errmods.truncating import Measure, whole

print("start")
print(whole(Measure()))

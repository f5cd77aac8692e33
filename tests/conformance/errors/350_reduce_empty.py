# expect: 8: TypeError: reduce() of empty iterable with no initial value
# reduce of nothing without an initial value: CPython's TypeError, raised at the call.
from functools import reduce
import operator

words = ["a", "bb"]
print(reduce(operator.add, words))
print(reduce(operator.add, [w for w in words if len(w) > 2]))

# expect: 10: RecursionError: maximum recursion depth exceeded in comparison
# Comparing containers nested deeper than the recursion limit raises, as in CPython
# (vm-std used to recurse on its native stack, which a deep enough list overflowed).
a = []
b = []
for i in range(5000):
    a = [a]
    b = [b]
print(a == a)
print(a == b)

# expect: 9: RecursionError: maximum recursion depth exceeded in comparison
# Ordering of tuples nested deeper than the recursion limit raises, as in CPython.
a = 1
b = 2
for i in range(5000):
    a = (a,)
    b = (b,)
print(a == a, a is a)
print(a < b)

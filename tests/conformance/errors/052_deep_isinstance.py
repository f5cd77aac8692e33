# expect: 7: RecursionError: maximum recursion depth exceeded in __instancecheck__
# A tuple of types nested deeper than the recursion limit.
types = int
for i in range(5000):
    types = (str, types)
print(isinstance('s', types))
print(isinstance(1, types))

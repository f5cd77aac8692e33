# expect: 9: RecursionError: maximum recursion depth exceeded in comparison
# list.index compares items, which may be nested deeper than the recursion limit.
a = []
b = []
for i in range(5000):
    a = [a]
    b = [b]
print([a].index(a))
print([1, a].index(b))

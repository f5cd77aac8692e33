# expect: 9: RecursionError: maximum recursion depth exceeded in comparison
# `in` compares items, which may be nested deeper than the recursion limit.
a = []
b = []
for i in range(5000):
    a = [a]
    b = [b]
print(a in [a], [1, a].count(a))
print(b in [1, 2, a])

# expect: 2:4
a, *rest = [1, 2, 3]
print(a, rest)

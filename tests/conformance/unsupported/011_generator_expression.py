# expect: 2:5
g = (x + 1 for x in range(3))
print(list(g))

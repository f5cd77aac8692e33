# expect: 4: IndexError: list index out of range
items = [1, 2, 3]
print(items[2])
print(items[3])

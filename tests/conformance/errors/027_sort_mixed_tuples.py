# expect: 5: TypeError: '<' not supported between instances of 'int' and 'str'
# Tuples whose second items are of different types: the sort compares them once the first
# items tie, and Python's comparison raises.
print(sorted([(2, "b"), (1, 3)]))
print(sorted([(1, "b"), (1, 3)]))

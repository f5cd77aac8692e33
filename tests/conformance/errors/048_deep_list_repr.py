# expect: 8: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# Printing a list nested deeper than the recursion limit raises, as in CPython.
a = [1]
for i in range(5000):
    a = [a]
print(len(a))
b = [a]
print(b)

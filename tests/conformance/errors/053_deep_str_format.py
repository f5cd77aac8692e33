# expect: 7: RecursionError: maximum recursion depth exceeded while getting the repr of an object
# str() and formatting of a list nested deeper than the recursion limit.
a = []
for i in range(5000):
    a = [a]
print(len(str([1, 2])), '%s' % 'x')
print('{}'.format(a))

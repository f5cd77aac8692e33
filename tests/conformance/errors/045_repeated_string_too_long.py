# expect: 5: OverflowError: repeated string is too long
# More characters than an index can count: CPython's check comes before any allocation.
s = 'ab'
print(len(s * 3))
s *= 2 ** 62

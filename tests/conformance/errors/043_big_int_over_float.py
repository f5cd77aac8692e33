# expect: 4: OverflowError: int too large to convert to float
# A big int mixed with a float converts to a float first, as in CPython.
print(10 ** 300 / 1e300)
print(10 ** 400 / 2.0)

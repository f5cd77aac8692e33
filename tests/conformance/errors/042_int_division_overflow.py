# expect: 5: OverflowError: integer division result too large for a float
# The exact quotient rounds up to 2**1024, past the largest float.
print((2 ** 1024 - 2 ** 970 - 1) / 1)
n = 2 ** 1024 - 2 ** 970
print(n / 1)

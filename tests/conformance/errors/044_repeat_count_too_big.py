# expect: 5: OverflowError: cannot fit 'int' into an index-sized integer
# A repeat count beyond the machine's index range is an OverflowError, of either sign.
print([0] * 3, 'ab' * 2, (1,) * 2)
n = 10 ** 20
print([0] * -n)

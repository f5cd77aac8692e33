# `x += y` with two locals: ints (and past 2**63, where the int path deopts and the
# result becomes a big int), then floats, mixed numbers and strings at the same site.
def accumulate(values, start):
    total = start
    for v in values:
        step = v
        total += step
    return total


print(accumulate(range(100), 0))
print(accumulate([2 ** 62, 2 ** 62, 2 ** 62], 2 ** 62))
print(accumulate([1.5, 2, 0.25], 1))
print(accumulate(["b", "c"], "a"))
print(accumulate([-(2 ** 63), -1], 0))
big = 9223372036854775807
one = 1
for k in range(3):
    step = one
    n = big
    n += step
    print(n)

# Functions returning tuples, unpacked by the caller.
def divmod_floor(a, b):
    return a // b, a % b


def min_max(items):
    lo = items[0]
    hi = items[0]
    for x in items:
        if x < lo:
            lo = x
        if x > hi:
            hi = x
    return (lo, hi)


def stats(items):
    total = 0
    for x in items:
        total += x
    return len(items), total, total / len(items)


q, r = divmod_floor(17, 5)
print(q, r)
q, r = divmod_floor(-17, 5)
print(q, r)
print(divmod_floor(7, 2))
lo, hi = min_max([4, -2, 9, 0])
print(lo, hi)
n, total, mean = stats([1, 2, 3, 4])
print(n, total, mean)
result = stats([10])
print(result, result[2])

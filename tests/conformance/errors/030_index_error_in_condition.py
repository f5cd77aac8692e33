# expect: 5: IndexError: list index out of range
def check(flags, n):
    hits = 0
    for k in range(n):
        if flags[k * 2]:
            hits += 1
    return hits


print(check([True, False, True, False, True, False], 3))
print(check([True, False, True], 3))

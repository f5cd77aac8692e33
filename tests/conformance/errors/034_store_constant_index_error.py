# expect: 5: IndexError: list assignment index out of range
def clear(flags, n):
    i = 0
    while i < n:
        flags[i] = False
        i += 1
    return flags


print(clear([True, True, True], 3))
print(clear([True, True], 3))

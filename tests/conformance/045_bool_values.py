# Booleans are ints: arithmetic, comparison, indexing and printing.
print(True, False)
print(True + True, True * 10, False - 1, -True)
print(True == 1, False == 0, True is True)
print(True / 2, True // 1, True % 2)
print(1 < 2 == True)
print([True, False, 1 == 1, 1 != 1])
total = 0
for b in [True, True, False, True]:
    total += b
print(total)
print(True and False, True or False, not True)
flags = [False, False]
flags[True] = True
print(flags)
print(str(True) + "!", True + 0.5)
print(max(True, 0), min(False, 1))
print(abs(-True), round(True))

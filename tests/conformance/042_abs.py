# abs() of ints, floats, bools and big ints.
print(abs(5), abs(-5), abs(0))
print(abs(2.5), abs(-2.5), abs(-0.0), abs(0.0))
print(abs(-(2 ** 100)), abs(2 ** 100))
print(abs(True), abs(False))
print(abs(float("-inf")))
print(abs(-7 // 2), abs(-7 % 3))
print(abs(-2 ** 63), abs(-(2 ** 63)) - 1)
values = [-3, 4, -1.5, 0]
total = 0
for v in values:
    total += abs(v)
print(total)

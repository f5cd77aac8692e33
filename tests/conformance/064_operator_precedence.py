# Operator precedence and associativity across arithmetic, comparison and boolean operators.
print(2 + 3 * 4 ** 2, (2 + 3) * 4 ** 2, 2 ** 2 * 3)
print(-2 ** 2, -(2 ** 2), 2 ** -1)
print(10 - 4 - 3, 10 - (4 - 3), 64 // 4 // 2, 64 // (4 // 2))
print(7 % 4 * 3, 7 * 4 % 3, 2 * 3 // 4)
print(1 + 2 < 4, (1 + 2) < 4, 1 + (2 < 4))
print(not 1 == 2, not (1 == 2), (not 1) == 2)
print(True or False and False, (True or False) and False)
print(1 < 2 and 2 < 3 or 0, 0 or 1 and 2)
print(not 0 and 3, not (0 and 3))
print(3 in [1, 2, 3] and 4 not in [1, 2, 3])
print(-3 // 2, -(3 // 2), -3 % 2, -(3 % 2))
print(2 * -3, 2 - -3, 2 ** -2)
a = 1
b = 2
print(a == 1 and b == 2, a + b * a - b)

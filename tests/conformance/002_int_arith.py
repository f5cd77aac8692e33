# Integer arithmetic and operator precedence.
a = 17
b = 5
print(a + b, a - b, a * b)
print(a // b, a % b)
print(a + b * 2, (a + b) * 2)
print(a - b - 3, a - (b - 3))
print(2 * 3 + 4 * 5, 2 * (3 + 4) * 5)
print(100 // 7 // 2, 100 // (7 // 2))
print(-a, -(-a), -a + b)
print(0 - 0, 0 * -1)
x = 10
x = x * x - x
print(x)
print(1 + 2 - 3 + 4 - 5 + 6)
print(7 * 6 % 5, 7 * (6 % 5))
print(123456789 * 987654321)

# Exponentiation: int results, float results, associativity and unary minus.
print(2 ** 10)
print(3 ** 0, 0 ** 0)
print(2 ** -1, 2 ** -2)
print(10 ** -3)
print(2.0 ** 3, 2 ** 0.5)
print(4 ** 0.5, 9.0 ** 0.5)
print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(-2 ** 2, (-2) ** 2)
print((-2) ** 3, (-8) ** 1)
print(1.5 ** 2)
print(-3 ** 0)
x = 3
x **= 3
print(x)
print(2 ** 62, 2 ** 63, 2 ** 64)
print((-2) ** 63)

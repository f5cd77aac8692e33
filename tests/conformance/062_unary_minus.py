# Unary minus on ints, floats, big ints, bools and expressions.
x = 5
print(-x, --x, -(-x), -(x - 10))
print(-0, -0.0, -(0.0), -(-0.0))
print(-2.5, -(1e308 * 10))
print(-(2 ** 63), -(-(2 ** 63)), -(2 ** 100))
print(-True, -False)
y = -x * 2
z = -(x * 2)
print(y, z, -x ** 2, (-x) ** 2)
print(- - -1)
n = 3
n = -n
print(n, abs(n), -abs(n))
print([-1, -x], -len("abc"))

# True division of ints is the exact quotient rounded once, half to even, even when an
# operand is beyond a float's range or precision (CPython's long_true_divide).
print(10 ** 400 / 10 ** 399, 1 / 10 ** 400, -(10 ** 400) / 10 ** 399, -1 / 10 ** 400)
print(10 ** 400 / -(10 ** 399), 0 / 10 ** 400, 0 / -(10 ** 400), -0 / 3)
print((2 ** 1024 - 2 ** 970 - 1) / 1, 2 ** 1024 // 3 / 1, 10 ** 308 / 1)
print(2 ** 53 + 1 / 1, (2 ** 53 + 1) / 1, (2 ** 54 + 3) / 2, (2 ** 54 + 1) / 2, (2 ** 54 + 2) / 2)
print((10 ** 30 + 1) / 3, 7 ** 30 / 3 ** 20, 12345678901234567890123 / 98765432109876543210)
# Subnormal results and underflow to zero.
print(1 / 2 ** 1074, 1 / 2 ** 1075, 3 / 2 ** 1076, 1 / (2 ** 1075 - 1), 2 / 2 ** 1076)
print(5 / 2 ** 1076, 7 / 2 ** 1076, 10 ** 20 / 10 ** 340, -(10 ** 20) / 10 ** 345)
# Ties: the quotient exactly halfway between two floats rounds to the even one.
for k in range(52, 58):
    print(k, (2 ** k + 1) / 1, (2 ** k + 3) / 1, (2 ** (k + 1) + 2 ** (k - 52) * 3) / 2)
# Mixed with floats: the int converts (correctly rounded) first.
print(2 ** 64 / 2.0, (2 ** 64 + 1) * 1.0, 10 ** 300 / 1e300, 1e300 / 10 ** 300, (2 ** 53 + 1) + 0.0)
n = 3 ** 100
print(n / 7, n / -7, -n / n, n / (n * 2), (n + 1) / n, n * n / n)
q = 10 ** 50
q /= 10 ** 48
print(q)

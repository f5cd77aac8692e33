# Floor division and modulo round toward negative infinity, with ints and floats.
print(7 // 2, 7 % 2)
print(-7 // 2, -7 % 2)
print(7 // -2, 7 % -2)
print(-7 // -2, -7 % -2)
print(0 // 5, 0 % 5, 0 // -5, 0 % -5)
print(6 // -3, 6 % -3, -6 // 3, -6 % 3)
print(1 // 10, -1 // 10, 1 % 10, -1 % 10)
print(7.5 // 2, 7.5 % 2)
print(-7.5 // 2, -7.5 % 2)
print(7.5 // -2, 7.5 % -2)
print(-7 // 2.0, -7 % 2.0)
print(5 % -3.0, -5 % 3.0)
print(-1 % 1.5, 1 % -1.5)
print(-0.0 % 5, 0.0 % -5)
for n in [-10, -3, -1, 0, 1, 3, 10]:
    print(n, n // 3, n % 3, n // -3, n % -3)
q = -17
r = 5
print(q // r * r + q % r == q)

# True division always gives a float.
print(7 / 2)
print(6 / 3)
print(-7 / 2)
print(1 / 3)
print(2 / 3)
print(10 / 4, 10 / 5)
print(1.5 / 0.5)
print(0 / 5)
print(-0 / 5)
print(0 / -5)
print(1 / 8, 1 / 16, 1 / 1024)
print(22 / 7)
print(10 ** 20 / 10 ** 10)
print(3 / 1.5, 3.0 / 2)
x = 9
x /= 3
print(x)

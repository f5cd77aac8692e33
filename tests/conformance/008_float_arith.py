# Mixed int/float arithmetic and comparisons.
print(1 + 2.0, 3 * 1.5, 10 - 0.5)
print(1 == 1.0, 1 != 1.0, 2 < 2.5, 3 >= 3.0)
print(0.1 + 0.2 == 0.3, 0.5 + 0.25 == 0.75)
x = 0.0
for i in range(10):
    x += 0.1
print(x)
print(x == 1.0, x < 1.0)
print(2.5 * 4, 2.5 * 4 == 10)
print(1e308 * 10, -1e308 * 10)
print(float("inf") - float("inf") == float("inf") - float("inf"))
print(7.0 // 2, 7.0 % 2, 7.0 / 2)
print(-2.5 * -2, 0.1 * -1)
total = 0
for v in [1, 2.5, 3, 4.25]:
    total += v
print(total)
print(3 - 3.0, 0 * -1.0)

# Integers never overflow: they grow into big integers.
print(2 ** 100)
print(-(2 ** 100))
f = 1
for i in range(1, 31):
    f *= i
print(f)
print(f // 2 ** 20, f % 1000007)
print(2 ** 100 + 1 - 2 ** 100)
print(2 ** 64 * 2 ** 64)
print(10 ** 30 // 7, 10 ** 30 % 7)
print(-(10 ** 30) // 7, -(10 ** 30) % 7)
print(2 ** 100 > 2 ** 99, 2 ** 100 == 2 ** 100, 2 ** 100 < 5)
print(2 ** 100 / 2 ** 98)
print(len(str(2 ** 1000)))
fibs = [0, 1]
for i in range(150):
    fibs.append(fibs[-1] + fibs[-2])
print(fibs[-1])
print(abs(-(3 ** 80)))
print(int(str(7 ** 40)) == 7 ** 40)

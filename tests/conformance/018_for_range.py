# for over range with one, two and three arguments, including negative and empty ranges.
for i in range(5):
    print(i)
out = []
for i in range(2, 6):
    out.append(i)
print(out)
out = []
for i in range(0, 20, 5):
    out.append(i)
print(out)
out = []
for i in range(10, 0, -3):
    out.append(i)
print(out)
out = []
for i in range(-3, 3):
    out.append(i)
print(out)
for i in range(0):
    print("never")
for i in range(5, 2):
    print("never")
print(list(range(3)), list(range(1, 10, 2)), list(range(5, -5, -2)), list(range(3, 3)))
print(len(range(10)), len(range(1, 10, 3)), len(range(10, 0)))
total = 0
for i in range(1, 101):
    total += i
print(total)
print(range(3)[1], range(10, 0, -2)[-1])
n = 4
for i in range(n):
    n = 0
print(i, n)

# while loops: counting, accumulating, Collatz, nested whiles.
i = 0
total = 0
while i < 10:
    total += i
    i += 1
print(i, total)
n = 27
steps = 0
while n != 1:
    if n % 2 == 0:
        n = n // 2
    else:
        n = 3 * n + 1
    steps += 1
print("collatz steps", steps)
row = 1
while row <= 4:
    col = 1
    line = ""
    while col <= row:
        line += str(row * col) + " "
        col += 1
    print(line)
    row += 1
k = 100
while k > 1:
    k = k // 3
print(k)
while False:
    print("never")

# break and continue, including inside nested loops where they affect only the inner loop.
for i in range(10):
    if i == 5:
        break
    if i % 2 == 0:
        continue
    print("odd", i)
print("after first loop", i)
for i in range(3):
    for j in range(3):
        if j == 1:
            continue
        if j == 2:
            break
        print(i, j)
    print("end of outer", i)
n = 0
while True:
    n += 1
    if n < 3:
        continue
    if n > 5:
        break
    print("n", n)
found = None
for row in [[1, 3], [5, 8, 9], [10]]:
    for x in row:
        if x % 2 == 0:
            found = x
            break
    if found is not None:
        break
print("found", found)
for c in "abcdef":
    if c == "c":
        continue
    if c == "e":
        break
    print(c)

# for over lists and tuples, including nested sequences and unpacking loop targets.
for x in [1, "two", 3.0, None, [4]]:
    print(x)
for x in (10, 20, 30):
    print(x * 2)
for x in []:
    print("never")
for x in ():
    print("never")
pairs = [(1, "one"), (2, "two"), (3, "three")]
for num, name in pairs:
    print(num, name)
grid = [[1, 2, 3], [4, 5, 6]]
total = 0
for row in grid:
    for cell in row:
        total += cell
print(total)
for a, b in [[1, 2], [3, 4]]:
    print(a + b)
letters = ("x", "y")
for i in range(len(letters)):
    print(i, letters[i])

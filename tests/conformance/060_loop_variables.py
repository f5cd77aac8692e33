# Loop variables are ordinary names: they keep their last value after the loop.
for i in range(5):
    pass
print(i)
for j in range(10):
    if j == 3:
        break
print(j)
for c in "xyz":
    pass
print(c)
k = "unchanged"
for k in []:
    pass
print(k)
for a, b in [(1, 2), (3, 4)]:
    pass
print(a, b)
total = 0
for i in range(3):
    for i in range(2):
        total += 1
print(i, total)
for w in ["a", "b"]:
    w = w + "!"
print(w)

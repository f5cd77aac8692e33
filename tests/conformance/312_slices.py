# Slices: start, stop and step (negative ones too) on lists, tuples and strings; slice
# assignment and deletion on lists; slice objects.

items = list(range(10))
print(items[2:5], items[:3], items[7:], items[-3:], items[:-7])
print(items[::2], items[1::3], items[::-1], items[8:2:-2], items[-1:-4:-1])
print(items[100:], items[5:2], items[-100:2])
word = "abcdefgh"
print(word[1:4], word[::-1], word[::3], word[-2:])
t = (1, 2, 3, 4, 5)
print(t[1:-1], t[::-2])

a = list(range(8))
a[2:4] = ["x", "y", "z"]
print(a)
a[1:6:2] = [10, 20, 30]
print(a)
del a[::3]
print(a)
del a[1:3]
print(a)
a[:] = []
print(a)

b = [0, 1, 2, 3, 4, 5]
b[len(b):] = [6, 7]
b[:0] = [-1]
print(b)
try:
    b[::2] = [1]
except ValueError as e:
    print(e)
s = slice(1, 5, 2)
print(b[s], s.start, s.stop, s.step)


def window(xs, k):
    out = []
    for i in range(len(xs) - k + 1):
        out.append(sum(xs[i:i + k]))
    return out


print(window([1, 2, 3, 4, 5, 6], 3))

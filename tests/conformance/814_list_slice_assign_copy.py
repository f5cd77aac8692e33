# Slices of lists and tuples, and slice assignment from lists and tuples (the paths that
# copy runs of values at once and swap the new items in): aliasing, reversed and
# extended slices, length changes, heap values' references, and CPython's errors.
def f(n):
    a = list(range(n))
    return a

a = f(12)
for k in range(12):
    b = a[:]
    b[:k + 1] = b[k::-1]
    print(k, b)

# The right side is the list itself.
a = [1, "two", [3], (4,), 5.0]
a[:] = a
print(a)
a[::-1] = a
print(a)
a[1:3] = a
print(a)
a[::2] = a[::2]
print(a)
b = [0, 1, 2, 3]
b[1:] = b
print(b)
b = [0, 1, 2, 3]
b[:0] = b
print(b)
b = [0, 1, 2, 3]
b[len(b):] = b
print(b)

# Length changes, empty pieces, a stop before the start (the items go in at the start).
b = list(range(6))
b[2:4] = ["x", "y", "z"]
print(b)
b[1:5] = []
print(b)
b[3:1] = ("p", "q")
print(b)
b[-2:] = (7,)
print(b)
b[100:] = [8, 9]
print(b)
b[-100:1] = [None]
print(b)

# Extended slices: same length required.
b = list(range(10))
b[::3] = ["a", "b", "c", "d"]
print(b)
b[8:1:-2] = (1, 2, 3, 4)
print(b)
b[::-1] = b
print(b)
for rhs in ([1, 2], (1, 2, 3, 4, 5, 6), []):
    try:
        b[::2] = rhs
    except ValueError as e:
        print("ValueError:", e)
try:
    b[::0] = [1]
except ValueError as e:
    print("ValueError:", e)
b[5:5:-1] = []
print(b)
try:
    b[::-1] = ()
except ValueError as e:
    print("ValueError:", e)
e = []
e[::-1] = ()
e[:] = e
print(e, b)

# A fresh list on the right is taken over; a list someone else holds is copied.
src = [[1], [2], [3]]
dst = [0, 0, 0]
dst[:] = src
src[0].append(10)
src[1] = "replaced"
print(dst, src)
dst[0:2] = [x for x in ("p", "q")]
print(dst)
t = ("a", ["b"], 3)
dst[1:] = t
dst[2].append("c")
print(dst, t)

# Copies hold their own references; freed copies leave the originals intact.
items = [[i] for i in range(5)]
for _ in range(3):
    c = items[:]
    r = items[::-1]
    s = items[1::2]
    del c, r, s
print(items, items[::-1], items[-2::-2], items[4:0:-3])
t = tuple(items)
print(t[::-1], t[1:4], t[::2], t[3:1], t[-1:-6:-2])
print(tuple(range(5))[::-1], (1.5, None, True)[::-1])

# Bools, a compact list, sliced and assigned.
flags = [True, False] * 4
print(flags[::-1], flags[2:5])
flags[1:3] = [1, 2]
print(flags)
flags[::-2] = (False,) * 4
print(flags)

# Concatenations copy the items.
x = [[1], "s"]
y = x + x
y[0].append(2)
print(x, y, (1, [2]) + ((3,),))
z = [9]
z += z
print(z)

# A subclass of list keeps its own slicing.
class L(list):
    def __getitem__(self, i):
        return ("L", super().__getitem__(i))
print(L([1, 2, 3])[::-1])

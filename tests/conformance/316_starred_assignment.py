# Starred assignment targets: the starred name gets a list of the items left over, in
# any position, from any iterable, nested, in for-loop targets, and CPython's error when
# too few items are left.
a, *b = [1, 2, 3]
print(a, b)
*c, d = "xyz"
print(c, d)
first, *mid, last = range(6)
print(first, mid, last)
x, *y, z = (1, 2)
print(x, y, z)
[p, *q] = iter([9])
print(p, q)
for head, *rest in [(1, 2, 3), (4,), "ab"]:
    print(head, rest)


def split(seq):
    h, *t = seq
    return h, t


print(split({5: "a", 6: "b"}), split([[1], [2]]))
try:
    a, *b, c = [1]
except ValueError as e:
    print(e)
(m, *n), o = [1, 2, 3], 4
print(m, n, o)


class Pair:
    def __init__(self):
        self.items = None


holder = Pair()
holder.items, *others = [10, 20, 30]
print(holder.items, others)
grid = [[0, 0], [0, 0]]
*grid[0], grid[1][1] = [7, 8, 9]
print(grid)

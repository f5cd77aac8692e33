# Slices of lists, tuples and strs read and lists assigned with int/None bounds (the
# specialized paths), and the cases that must leave them: bounds with __index__, other
# containers and values, subclasses, errors; the same sites see several kinds.


class Idx:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


class L(list):
    def __getitem__(self, k):
        return ("L", list.__getitem__(self, k))


def reads(seq):
    out = []
    for a, b, c in [(None, None, None), (1, None, None), (None, -1, None), (-3, 10, None),
                    (None, None, -1), (5, 0, -2), (100, None, None), (2, 1, None),
                    (Idx(1), Idx(3), None), (None, None, Idx(2))]:
        out.append(seq[a:b:c])
    return out


for seq in [list(range(7)), tuple("abcdefg"), "abcdefg", "héllo wörld", L([1, 2, 3, 4]),
            range(6), b"bytes!"]:
    print(type(seq).__name__, reads(seq))

try:
    [1, 2, 3][::0]
except ValueError as e:
    print("ValueError:", e)

perm = list(range(9))
for k in [3, 5, 8, 0, 2]:
    perm[:k + 1] = perm[k::-1]
    print(perm)
perm[2:5] = (10, 11)
perm[-2:] = []
perm[:0] = [7, 7]
print(perm)
perm[:] = perm
print(perm)
perm[::2] = perm[1::2] + [0] * (len(perm[::2]) - len(perm[1::2]))
print(perm)
try:
    perm[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
perm[1:3] = "xy"
perm[Idx(0):Idx(1)] = (x for x in "g")
print(perm)
t = (1, 2)
try:
    t[0:1] = [5]
except TypeError as e:
    print("TypeError:", e)
s = "abc"
try:
    s[0:1] = "z"
except TypeError as e:
    print("TypeError:", e)
for r in [range(0, 20, 3), range(10, 0, -3), range(-5, 5), range(0)]:
    print(r[1:-1:2], r[::-1], r[10:20], r[-2:], r[::3], list(r[::-2]))
big = range(10**18)[::2]
print(big, len(big), big[-1])

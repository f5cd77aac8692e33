# x[a:b] of lists, tuples and strings in loops (the specialized slice): every bound
# kind (ints, negative, past either end, None, bools, big ints, __index__), empty and
# reversed ranges, steps, non-ASCII strings, one-character results, subclasses.
class I:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


class L(list):
    def __getitem__(self, k):
        return ("L", k if not isinstance(k, slice) else (k.start, k.stop, k.step))


seqs = [
    ["123", "10.1.2.3", "GET", "/x", "200", "512", "33"],
    (1, 2.5, "t", None, (1, 2), [3], True),
    "abcdefg",
    "héllo wörld",
    [],
    "",
    [True, False, True],
]
bounds = [0, 1, 2, -1, -3, 7, 8, 100, -100, None, True, False, 2**70, -(2**70)]
for s in seqs:
    out = []
    for a in bounds:
        for b in bounds:
            out.append(s[a:b])
    print(repr(s)[:30], len(out), out[::17])
for s in seqs:
    for i in range(5):
        print(s[2:], s[:2], s[-2:], s[1:-1], s[i:], s[:i], s[i:i + 2], s[::2], s[::-1], s[1:5:2])
for s in ["abcdef", ["a", "b", "c", "d"], (9, 8, 7)]:
    for k in range(3):
        print(s[I(1):I(3)], s[I(-2):], s[:I(k)])
x = L([1, 2, 3])
for i in range(3):
    print(x[1:], x[:i], x[i])
t = (1, 2, 3)
for i in range(3):
    print(t[:] == t, t[0:3], t[3:0], t[-1:])
for bad in ["a", 1.5, [1]]:
    try:
        print([1, 2, 3][bad:])
    except TypeError as e:
        print("TypeError", e)
    try:
        print("abc"[:bad])
    except TypeError as e:
        print("TypeError", e)
s = "x" * 5
for i in range(6):
    p = s[i:i + 1]
    print(repr(p), p == "x", len(p))


# Slices of constant bounds (one constant each) reach __getitem__, __setitem__ and
# __delitem__ as slice objects with the written parts; stores and deletes by them.
class G:
    def __getitem__(self, k):
        return ("get", k.start, k.stop, k.step)

    def __setitem__(self, k, v):
        print("set", k, v)

    def __delitem__(self, k):
        print("del", k)


g = G()
for i in range(3):
    print(g[2:], g[:-1], g[1:5:2], g[::], g[-3::-1], g[0x10:])
    g[1:2] = i
    del g[::2]
xs = list(range(10))
xs[2:4] = ["a", "b", "c"]
del xs[-2:]
del xs[::3]
print(xs, xs[1:-1], "abcdef"[::-2])
try:
    print([1, 2, 3][::0])
except ValueError as e:
    print("ValueError", e)

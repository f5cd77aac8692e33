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

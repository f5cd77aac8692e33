# Unpacking a value that is not iterable names it the same with a starred target, and
# `d |= iterable` updates the dict from pairs as dict.update does.
def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

def plain(v):
    p, q = v
    return p, q
def starred(v):
    p, *q = v
    return p, q
def starred_middle(v):
    p, *q, r = v
    return p, q, r
for v in [5, True, None, 2.5, 2**100, (1, 2), "ab", [1, 2, 3], {1: 2, 3: 4}, (1,)]:
    attempt(lambda: plain(v))
    attempt(lambda: starred(v))
    attempt(lambda: starred_middle(v))

def ior(d, other):
    d |= other
    return d
attempt(lambda: ior({"a": 1}, "ab"))
attempt(lambda: ior({"a": 1}, [("b", 2), ("a", 3)]))
attempt(lambda: ior({}, [[1, 2], (3, 4)]))
attempt(lambda: ior({}, (x for x in ["xy", "zw"])))
attempt(lambda: ior({}, 5))
attempt(lambda: ior({}, ["abc"]))
attempt(lambda: ior({}, [1]))
attempt(lambda: ior({}, [([], 1)]))
d = {"k": 0}
attempt(lambda: ior(d, [("x", 1), "bad"]))
print(d)
attempt(lambda: ior({1: 2}, {3: 4}))
attempt(lambda: {1: 2} | [(3, 4)])
x = {0: 0}
for pairs in [[(1, 1)], {2: 2}, [(3, 3)], "ab", ["cd"]]:
    try:
        x |= pairs
    except ValueError as e:
        print(e)
print(x)

# del of list slices: contiguous, stepped (both directions), empty, clipped bounds, on
# lists of numbers, of bools (kept compactly) and of objects, and large ones (one pass).


def show(label, l):
    print(label, len(l), l[:6], l[-4:])


base = list(range(20))
cases = [
    slice(None, 5), slice(5, None), slice(3, 9), slice(-4, None), slice(None, -15),
    slice(None, None, 2), slice(1, None, 3), slice(None, None, -1), slice(None, None, -3),
    slice(15, 2, -4), slice(-1, -8, -2), slice(7, 7), slice(9, 3), slice(100, 200),
    slice(-100, 3), slice(2, 100, 5), slice(None, None, 19), slice(None, None, 25),
    slice(0, 1, -1), slice(19, None, -100),
]
for s in cases:
    l = base[:]
    del l[s]
    print(s, l)

flags = [i % 3 == 0 for i in range(15)]
del flags[2:11:4]
print(flags)
del flags[::-2]
print(flags)

words = ["w%d" % i for i in range(12)]
del words[1::2]
print(words)
del words[:-2]
print(words)

big = list(range(300000))
del big[:150000]
show("head", big)
del big[10:100000]
show("middle", big)
del big[::2]
show("every other", big)
del big[::-7]
show("backwards", big)
nested = [[i] for i in range(100000)]
del nested[5:-5]
print(nested)


class Index:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


l = list(range(10))
del l[Index(2):Index(8):Index(3)]
print(l)
try:
    del l[::0]
except ValueError as e:
    print("ValueError", e)
try:
    del l["a":]
except TypeError as e:
    print("TypeError", e)
t = (1, 2, 3)
try:
    del t[:1]
except TypeError as e:
    print("TypeError", e)


# The wording of the TypeError depends on which protocol gave up (CPython's sequence
# protocol says "doesn't" for an integer key, the general one "does not").
class Plain:
    pass


class Pair(tuple):
    pass


for v in [(1, 2), "ab", b"ab", range(3), frozenset([1]), {1}, 5, 2.5, None, Plain(),
          Pair((1,)), len, iter([1]), True, type, {}.keys()]:
    for k in [0, slice(0, 1), "k", True]:
        try:
            del v[k]
            print(type(v).__name__, "deleted")
        except TypeError as e:
            print(type(v).__name__, repr(k), e)

# bytearray slices go the same one-pass way.
ba = bytearray(range(40))
for s in [slice(None, None, 3), slice(-1, 5, -4), slice(2, 30, 7), slice(5, 9), slice(50, 60, 2)]:
    c = bytearray(ba)
    del c[s]
    print(s, bytes(c))
big_ba = bytearray(b"xy" * 300000)
del big_ba[::2]
del big_ba[1::3]
print(len(big_ba), bytes(big_ba[:6]))

# `~` of ints at the edges of the machine word and past them, of bools and of instances
# with `__invert__`; `len()` of lists (growing, emptied, a subclass with its own
# `__len__`) and of other sizes at one call site; range loops run to their end, left
# early and nested, over empty, stepped and negative ranges.


class Flip:
    def __init__(self, v):
        self.v = v

    def __invert__(self):
        return Flip(-self.v)

    def __repr__(self):
        return "Flip(%d)" % self.v


class Sized(list):
    def __len__(self):
        return 42


def inverts(values):
    out = []
    for v in values:
        out.append(~v)
    return out


def lengths(values):
    out = []
    for v in values:
        out.append(len(v))
    return out


def range_sums(bounds):
    out = []
    for start, stop, step in bounds:
        total = 0
        count = 0
        for i in range(start, stop, step):
            total += i
            count += 1
        out.append((total, count))
    return out


def range_breaks(n):
    found = []
    for i in range(n):
        for j in range(i):
            if i * j > 20:
                break
            if (i + j) % 3 == 0:
                continue
            found.append(i * 10 + j)
        else:
            found.append(-i)
    return found


big = 9223372036854775807
ints = [0, 1, -1, 255, -256, big, -big - 1, big + 1, -(big + 5), 2**70, True, False]
growing = []
for _ in range(3):
    print(inverts(ints))
    print(inverts([Flip(3), 7, Flip(-2)]))
    try:
        inverts([1.5])
    except TypeError as e:
        print("TypeError", e)
    growing.append(len(growing))
    print(lengths([growing, [], [1, 2, 3], Sized([1]), "abc", (1, 2), {1: 2}, range(5), b"xy"]))
    print(range_sums([(0, 10, 1), (10, 0, -1), (0, 0, 1), (5, 1, 1), (-5, 5, 3), (big - 2, big, 1)]))
    print(range_breaks(9))
r = range(3)
for a in r:
    for b in r:
        pass
print(a, b, list(r))
try:
    len(5)
except TypeError as e:
    print("TypeError", e)

# Lists of bools are stored a byte an item; every list operation must see the same items
# as with any other list, and the first item of another kind (an int equal to a bool
# included) must keep its own type. Sites run hot enough to specialize.
def mark(n, step):
    flags = [False] * n
    j = 0
    while j < n:
        flags[j] = True
        j += step
    return flags


flags = mark(20, 3)
print(flags)
print(len(flags), flags.count(True), flags.count(1), flags.index(True, 1), True in flags)
print(flags[0], flags[-1], flags[3], flags[-17], 1 == flags[3], flags[1] is False)
n = 0
for f in flags:
    if f:
        n += 1
print(n, sum(flags), any(flags), all(flags), sorted(flags)[-1], min(flags), max(flags))

# Stores of other kinds: the item keeps its type, the rest stay bools.
flags[1] = 1
flags[2] = 0.0
flags[4] = None
print(flags, type(flags[1]), type(flags[0]), flags[1] == flags[0])
flags[1] = True
print(flags, flags.count(True))

# Building by appends, starting from an empty list; then appends of other kinds.
seen = []
for i in range(12):
    seen.append(i % 4 == 0)
print(seen, len(seen))
seen.append(7)
seen.append("x")
print(seen, seen.pop(), seen.pop(), seen.pop())

# Methods that rearrange or copy the items.
b = [True, False, False, True, True]
c = b.copy()
b.reverse()
print(b, c, b == c, b != c, b < c, [True] < [True, False])
b.sort()
print(b, b.pop(0), b.pop(), b)
b.insert(1, 2)
b.remove(False)
print(b)
b.extend([True, True])
print(b, b.index(2))
d = [False, True]
d.extend([True])
d.extend(["s"])
print(d)
d.clear()
d.append(True)
print(d, d * 3, 2 * [False], [True] * 0, [False] * -1)

# Concatenation, in-place repetition and in-place addition.
e = [True] + [False]
e += [True]
print(e)
e *= 2
print(e, len(e))
e += [0]
print(e, e[-1] + 1)
f = [True, True] + [3]
print(f, f[2] * 2)

# A list of bools inside other containers and as a dict value.
grid = [[False] * 3, [True] * 3]
grid[0][1] = True
print(grid, {"row": grid[1]}, tuple(grid[0]), list(grid[0]), set(grid[1]))
x, y, z = grid[0]
print(x, y, z)
print(str(grid[0]), repr(grid[1]), [True] == [1], [False] == [0.0])

# A loop over a list that grows while it runs sees the new items.
g = [True]
for item in g:
    if len(g) < 5:
        g.append(not item)
print(g)
print(list(reversed(g)), g[-1])


# The specialized subscripts on a list of bools, then on the same list after an int
# arrived in it (the loops run long enough to specialize).
def exercise(flags, rounds):
    hits = 0
    for r in range(rounds):
        i = 0
        while i < len(flags):
            if flags[i]:
                hits += 1
            v = flags[i]
            flags[i] = not v
            i += 1
        flags[0] = flags[1]
        if flags:
            hits += flags[0]
        a, b = [flags[2], flags[3]]
        hits += a + b
    return hits


h = [False, True, True, False, True]
print(exercise(h, 40), h)
h[4] = 5
print(exercise(h, 41), h)

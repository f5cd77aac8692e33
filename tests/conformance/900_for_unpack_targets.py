# `for` loops whose target unpacks (three or more names, nested, starred, attributes,
# subscripts) over generators, lists, dict items and iterators: the item goes through a
# hidden local (FOR_ITER_FAST), which the body moves out of before unpacking.


def records(n):
    for i in range(n):
        yield (i, "c%d" % (i % 3), i * 2, i % 2 == 0)


def total(gen):
    s = 0
    names = []
    for ts, client, size, even in gen:
        s += ts + size
        if even:
            names.append(client)
    return s, names, ts, client


print(total(records(6)))
print(total(iter([(1, "a", 2, True), (3, "b", 4, False)])))


def nested(rows):
    out = []
    for (a, b), [c, d], e in rows:
        out.append(a + b + c + d + e)
    return out


print(nested([((1, 2), [3, 4], 5), ((10, 20), (30, 40), 50)]))
print(nested(((x, x), (x, x), x) for x in range(4)))


def starred(rows):
    out = []
    for first, *middle, last in rows:
        out.append((first, middle, last))
    return out


print(starred([(1, 2, 3, 4), [5, 6], "xyz"]))
print(starred(iter([range(5)])))


class Box:
    pass


def attrs(rows):
    b = Box()
    d = {}
    for b.x, d["k"], b.y in rows:
        pass
    return b.x, b.y, d


print(attrs([(1, 2, 3), (4, 5, 6)]))


def with_else(rows):
    for a, b, c in rows:
        if a < 0:
            print("break at", a, b, c)
            break
    else:
        print("no break; last", a, b, c)


with_else([(1, 2, 3), (4, 5, 6)])
with_else(r for r in [(1, 2, 3), (-1, 0, 0), (7, 8, 9)])


def errors():
    for rows in ([(1, 2)], [(1, 2, 3, 4)], [5], (x for x in [(1, 2, 3), (1,)])):
        try:
            for a, b, c in rows:
                print("got", a, b, c)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)


errors()


def raising():
    yield (1, 2, 3)
    raise KeyError("inside")


try:
    for a, b, c in raising():
        print("item", a, b, c)
except KeyError as e:
    print("KeyError", e)

# At module level and in a class body.
for p, q, r in [(1, 2, 3), (4, 5, 6)]:
    pass
print(p, q, r)


class C:
    for u, v, w, _ in records(2):
        pass


print(C.u, C.v, C.w)

# Comprehensions and generator expressions with unpacking targets.
print([a + c for a, b, c, d in records(4)])
print({b: a for a, b, c, d in records(5)})
print(sum(a * c for a, b, c, d in records(5)))
print([(x, y, z) for (x, y), z in zip([(1, 2), (3, 4)], "ab")])

# The dict's items with three names: a pair and a nested pair.
d = {"a": (1, 2), "b": (3, 4)}
for k, (m, n) in d.items():
    print(k, m, n)
for i, (k, v) in enumerate(sorted(d.items())):
    print(i, k, v)

# A loop whose body rebinds the names and reads them after.
def rebinding():
    seen = []
    for a, b, c in [(1, 2, 3)] * 3:
        a += 10
        seen.append((a, b, c))
    return seen, a


print(rebinding())

# A generator whose loop unpacks and that is closed early.
def pairs():
    try:
        for a, b, c, _ in records(10):
            yield a + c
    finally:
        print("closed")


g = pairs()
print(next(g), next(g))
g.close()

# Loops nested in each other, both unpacking.
def grid():
    out = []
    for a, b, c in [(1, 2, 3), (4, 5, 6)]:
        for x, y, z in [(a, b, c), (c, b, a)]:
            out.append(x * 100 + y * 10 + z)
    return out


print(grid())

# Loops over generators whose target is not a plain name (unpacking, attributes,
# subscripts, starred targets, globals): each item is pushed for the target's stores.


def triples(n):
    for i in range(n):
        yield i, i * i, str(i)


def total(n):
    t = 0
    for a, b, c in triples(n):
        t += a + b + len(c)
    return t


print(total(10))


class Box:
    pass


def to_attrs():
    box = Box()
    seen = []
    for box.value in (x * 2 for x in range(4)):
        seen.append(box.value)
    return seen, box.value


print(to_attrs())


def to_items():
    d = {}
    keys = iter("abc")
    for d[next(keys)] in (10 * k for k in range(3)):
        pass
    return d


print(to_items())


def starred():
    out = []
    for first, *rest in ([i] * (i + 1) for i in range(4)):
        out.append((first, rest))
    return out


print(starred())


def nested_unpack():
    out = []
    for (a, b), c in ((divmod(i, 3), i) for i in range(6)):
        out.append(a * 10 + b + c)
    return out


print(nested_unpack())


# At module level the targets are globals.
for ga, gb in ((i, -i) for i in range(3)):
    print("global", ga, gb)
print(ga, gb)


def with_break_and_else():
    out = []
    for a, b in ((i, i + 1) for i in range(10)):
        if a == 3:
            break
        out.append(b)
    else:
        out.append("no break")
    for a, b in ((i, i + 1) for i in range(2)):
        out.append(a + b)
    else:
        out.append("done")
    return out


print(with_break_and_else())


def bad_items():
    yield 1, 2
    yield 1, 2, 3
    yield 4, 5


def wrong_count():
    got = []
    try:
        for a, b in bad_items():
            got.append(a + b)
    except ValueError as e:
        got.append(str(e))
    return got


print(wrong_count())


def not_iterable():
    yield (1, 2)
    yield 7


def unpack_int():
    got = []
    try:
        for a, b in not_iterable():
            got.append(a * b)
    except TypeError as e:
        got.append(str(e))
    return got


print(unpack_int())


def raising(n):
    for i in range(n):
        if i == 2:
            raise KeyError(i)
        yield i, i


def loop_over_raising():
    got = []
    try:
        for a, b in raising(5):
            got.append(a + b)
    except KeyError as e:
        got.append(("KeyError", e.args))
    return got


print(loop_over_raising())


def returns_value():
    yield 1, 2
    return "ignored"


print([a + b for a, b in returns_value()])


# A pipeline of generators, each unpacking its source's items, inside loops of their own.
def source(n):
    for i in range(n):
        yield i, i % 3


def stage(items):
    for k in range(1):
        for value, group in items:
            yield group, value * 2, k


def sink(items):
    sums = {}
    for group, doubled, k in items:
        sums[group] = sums.get(group, 0) + doubled + k
    return sorted(sums.items())


print(sink(stage(source(20))))


# The generator advanced by hand inside its own loop (it is running: ValueError).
def selfish():
    me = yield 0, 0
    for a, b in me:
        yield a, b


def run_selfish():
    g = selfish()
    next(g)
    try:
        g.send(g)
    except ValueError as e:
        return str(e)


print(run_selfish())


# A generator finishing inside an outer generator's unpacking loop, twice over.
def outer():
    for a, b in ((i, i) for i in range(3)):
        for c, d in ((j, -j) for j in range(a)):
            yield a, b, c, d


print(list(outer()))

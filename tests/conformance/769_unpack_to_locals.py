# Unpacking into three or more plain locals (stored without passing the stack): every
# kind of iterable, wrong lengths, a site whose sequence type changes, failures that
# leave the targets as they were, and targets that are not plain consecutive locals.


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n


def gen3():
    yield "g0"
    yield "g1"
    yield "g2"


def rows():
    out = []
    for ident, region, qty, price, flag in [
        (1, "north", 3, 2.5, True),
        [2, "south", 1, 10.0, False],
        (3, "east", 7, 0.25, True),
    ]:
        out.append((ident, region, qty * price, not flag))
    return out


print(rows())


def every_kind(items):
    out = []
    for item in items:
        try:
            a, b, c = item
            out.append((a, b, c))
        except ValueError as e:
            out.append("ValueError: " + str(e))
        except TypeError as e:
            out.append("TypeError: " + str(e))
    return out


print(every_kind([
    (1, 2, 3), (4, 5, 6), [7, 8, 9], "xyz", (1, 2), (1, 2, 3, 4), [1], [1, 2, 3, 4],
    range(3), gen3(), Countdown(3), Countdown(2), Countdown(5), {"k": 1, "l": 2, "m": 3},
    {10, 20, 30} if False else (10, 20, 30), b"abc", 5, None, iter([1, 2, 3]),
    (x * x for x in range(3)), zip("ab", "cd", "ef"), enumerate("abc"),
]))


def keeps_on_failure():
    a, b, c = "old a", "old b", "old c"
    for bad in ([1, 2], (1, 2, 3, 4), "ab", Countdown(1)):
        try:
            a, b, c = bad
        except ValueError as e:
            print("ValueError:", e, "->", a, b, c)
    a, b, c = Countdown(3)
    print(a, b, c)


keeps_on_failure()


def first_bound_here(values):
    total = 0
    for x, y, z in values:
        total += x * 100 + y * 10 + z
    # The names stay bound after the loop, as in CPython.
    return total, x, y, z


print(first_bound_here([(1, 2, 3), [4, 5, 6], (7, 8, 9)]))


def never_bound(values):
    for x, y, z in values:
        pass
    try:
        return x
    except UnboundLocalError as e:
        return "UnboundLocalError: " + str(e)


print(never_bound([]))


def captured(values):
    # `b` is a cell (read by the lambda): not a plain local.
    fs = []
    for a, b, c in values:
        fs.append(lambda: b)
    return [f() for f in fs], a, c


print(captured([(1, 2, 3), (4, 5, 6)]))


def not_consecutive(values):
    z = 0
    y = 1
    x = 2
    out = []
    for x, y, z in values:
        out.append(x - y - z)
    for a, b, a in values:
        out.append((a, b))
    return out


print(not_consecutive([(10, 2, 3), (20, 5, 5)]))


def nested(values):
    out = []
    for (a, b, c), (d, e, f) in values:
        out.append(a + b + c + d + e + f)
    p, q, r = s, t, u = (1, 2, 3)
    out.append((p, q, r, s, t, u))
    return out


print(nested([((1, 2, 3), (4, 5, 6)), ([1, 1, 1], "abc" and (2, 2, 2))]))


def swap_types(n):
    out = []
    for i in range(n):
        seq = (i, i + 1, i + 2) if i % 3 == 0 else [i, -i, 0] if i % 3 == 1 else range(i, i + 3)
        a, b, c = seq
        out.append(a + b + c)
    return out


print(swap_types(12))


def many(values):
    for a, b, c, d, e, f, g, h, i, j, k, l in values:
        print(a, b, c, d, e, f, g, h, i, j, k, l)


many([tuple(range(12)), list("abcdefghijkl")])

a, b, c = "module", "level", "globals"
print(a, b, c)


class Body:
    p, q, r = 1, 2, 3
    total = p + q + r


print(Body.p, Body.q, Body.r, Body.total)


def star(values):
    out = []
    for a, *rest, z in values:
        out.append((a, rest, z))
    return out


print(star([(1, 2, 3, 4), [5, 6], "xyz"]))

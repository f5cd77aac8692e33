# list(), tuple(), set(), sorted() and unpacking of generators: vm-std runs the frame once
# and collects what it yields without suspending it; everything observable must stay as
# CPython's (side effects in order, loops inside the generator, errors part-way, nested
# collections, a generator that was already started, delegation with `yield from`).

log = []


def counted(n):
    for i in range(n):
        log.append(i)
        yield i * i


print(list(counted(5)), log)
print(tuple(x + 1 for x in range(4)), set(x % 3 for x in range(10)))
print(sorted(-x for x in range(5)), list(x for x in ()))


def nested_loops():
    for a in range(3):
        for b in "xy":
            if a == 1 and b == "y":
                continue
            yield (a, b)
    while len(log) < 8:
        log.append("w")
        yield len(log)


print(list(nested_loops()))


# A generator that collects another generator inside its own body.
def outer():
    for k in range(3):
        yield list(counted(k))
        yield tuple(c for c in "ab" if c != "a" or k)


print(list(outer()))

# Part-way started: the rest is collected.
g = counted(6)
print(next(g), next(g), list(g), list(g))


# An error part-way: the items before it are lost, the generator is finished.
def failing():
    yield 1
    yield 2
    raise ValueError("third")


g = failing()
try:
    list(g)
except ValueError as e:
    print("caught", e, list(g))


# StopIteration inside the generator is a RuntimeError, as for any resumption.
def stops():
    yield 1
    raise StopIteration


try:
    tuple(stops())
except RuntimeError as e:
    print(type(e).__name__, e, type(e.__cause__).__name__)


# The generator consumed by itself: "generator already executing".
def selfish():
    yield 1
    yield list(me)


me = selfish()
try:
    list(me)
except ValueError as e:
    print("ValueError", e)


# Delegation: `yield from` items are collected too, with return values passed up.
def leaf(n):
    for i in range(n):
        yield i
    return n * 10


def tree(depth):
    if depth == 0:
        r = yield from leaf(2)
        yield r
        return
    yield depth
    yield from tree(depth - 1)
    yield from tree(depth - 1)


print(list(tree(2)))

# A generator whose items are themselves generators, collected by the consumer later.
gens = list((x for x in range(i)) for i in range(4))
print([list(x) for x in gens])

# The yield's own value is None when collected, as with next().
def echo():
    got = []
    for i in range(3):
        got.append((yield i))
    yield got


print(list(echo()))

# try/finally inside: the finally runs once, at the end.
def guarded():
    try:
        yield "a"
        yield "b"
    finally:
        log.append("finally")


log.clear()
print(list(guarded()), log)

# Unpacking a generator.
a, b, c = (x * 2 for x in range(3))
print(a, b, c)
try:
    a, b = counted(3)
except ValueError as e:
    print(e)
first, *rest = counted(4)
print(first, rest)

# Items that are mutable and shared.
row = []


def rows():
    for i in range(3):
        row.append(i)
        yield row


print(list(rows()))

# Deep recursion through collecting generators is a RecursionError, not a crash.
def deep(n):
    yield n
    yield from list(deep(n + 1))


try:
    list(deep(0))
except RecursionError:
    print("RecursionError")
print(sum(len(list(counted(k))) for k in range(50)))


# sum() of a generator: ints and floats, then an object whose __radd__/__add__ run in
# order with the generator's own side effects.
class Acc:
    def __init__(self, total):
        self.total = total

    def __add__(self, other):
        log.append(("add", other))
        return Acc(self.total + other)

    def __radd__(self, other):
        log.append(("radd", other))
        return Acc(self.total + other)


def noisy(items):
    for x in items:
        log.append(("yield", "Acc" if isinstance(x, Acc) else x))
        yield x


log.clear()
print(sum(x * 0.5 for x in range(600)), sum(range(5)), sum(x for x in [2**62, 2**62, 1]))
r = sum(noisy([1, 2, Acc(10), 3, 4]))
print(r.total, log)
log.clear()
r = sum(noisy([1, 2.5]), Acc(0))
print(r.total, log)
try:
    sum(noisy([1, "a", 2]))
except TypeError as e:
    print(e, log[-1])
print(sum((i for i in range(1000) if i % 7 == 0), 0.0), sum(x for x in ()))

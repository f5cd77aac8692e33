# `nonlocal n; n <op>= constant`: one instruction updates the cell in place. Cells stay
# shared (every closure sees the update), other kinds of value and big ints take the
# generic path, and an unbound or deleted free variable raises as CPython's.


def counter():
    n = 0

    def inc():
        nonlocal n
        n += 1
        return n

    def dec():
        nonlocal n
        n -= 2

    def read():
        return n

    return inc, dec, read


inc, dec, read = counter()
for _ in range(300):
    inc()
dec()
print("shared", read(), inc())

# An int past 64 bits: the in-place add overflows and the generic op makes a big int.
def big():
    x = 2**63 - 3

    def step():
        nonlocal x
        x += 1
        return x

    return step


step = big()
print("big", [step() for _ in range(6)])


# Other operators and kinds of value.
def mixed():
    f = 1.5
    s = "a"
    items = [1]
    m = 7

    def go():
        nonlocal f, s, items, m
        f += 1
        s += "b"
        items += [2]
        m *= 3
        m //= 2
        m %= 1000
        m <<= 1
        m -= 1
        return f, s, len(items), m

    return go, lambda: items


go, items = mixed()
for _ in range(70):
    r = go()
print("mixed", r[0], len(r[1]), r[2], r[3], len(items()))


# The same site sees an int, then a float, then a string: deopts, not wrong results.
def changing():
    v = 0

    def bump():
        nonlocal v
        v += 1
        return v

    def set_to(x):
        nonlocal v
        v = x

    return bump, set_to


bump, set_to = changing()
for _ in range(100):
    bump()
set_to(0.5)
for _ in range(100):
    bump()
print("changing", bump())
set_to("s")
try:
    bump()
except TypeError as e:
    print("TypeError", e)
set_to(True)
print("bool", bump())


# An `__iadd__` that rebinds the variable itself: the result still replaces it.
class Acc:
    def __init__(self, v):
        self.v = v

    def __iadd__(self, k):
        global rebound
        rebound()
        return Acc(self.v + k)

    def __add__(self, k):
        return Acc(self.v + k + 100)


def with_instance():
    a = Acc(1)

    def add():
        nonlocal a
        a += 5

    def rebind():
        nonlocal a
        a = Acc(1000)

    def read():
        return a.v

    return add, rebind, read


add, rebound, read_acc = with_instance()
for _ in range(3):
    add()
print("instance", read_acc())


# Unbound and deleted free variables.
def unbound():
    def inc():
        nonlocal n
        n += 1

    try:
        inc()
    except NameError as e:
        print("NameError", e)
    n = 10
    inc()
    print("bound now", n)
    del n
    try:
        inc()
    except NameError as e:
        print("NameError again", e)


unbound()


# A generator's closure counter, seen by the function around it.
def gen_counter():
    seen = 0

    def gen():
        nonlocal seen
        for i in range(5):
            seen += 1
            yield i

    out = list(gen())
    return out, seen


print("generator", gen_counter())


# Nested three deep: the middle function passes the cell on.
def outer():
    total = 0

    def middle():
        def inner():
            nonlocal total
            total += 10

        for _ in range(60):
            inner()
        return total

    return middle(), total


print("nested", outer())

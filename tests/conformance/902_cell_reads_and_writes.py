# Cells read and written from every side: late binding, `nonlocal` writes seen by sibling
# closures, values of every kind through a cell (functions, dicts, lists, ints, strings,
# None, classes, instances, bound methods), rebinding a cell to itself, a cell whose old
# value's release runs code, deleted and unbound cells with CPython's NameError messages.


def late_binding():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    print([f() for f in fs])
    x = "before"

    def read():
        return x

    print(read())
    x = "after"
    print(read())


late_binding()


def siblings():
    n = 0
    seen = []

    def inc(k=1):
        nonlocal n
        n += k
        return n

    def get():
        return n

    def reset(v):
        nonlocal n
        n = v

    for _ in range(5):
        inc()
        seen.append(get())
    reset("text")
    seen.append(get())
    reset([1, 2])
    seen.append(get())
    n = 10
    seen.append(get())
    seen.append(inc(2.5))
    print(seen)


siblings()


class Box:
    def __init__(self, v):
        self.v = v

    def show(self):
        return f"Box({self.v})"


def kinds():
    values = [
        len,
        lambda: 1,
        {"a": 1},
        [1, 2],
        (3, 4),
        7,
        2**70,
        1.5,
        "s",
        None,
        True,
        Box,
        Box(3),
        Box(4).show,
        {5, 6},
        range(3),
    ]
    out = []
    for v in values:
        cell = v

        def read():
            return cell

        r = read()
        out.append(r is v)
    print(out)


kinds()


def nested_three_levels():
    a = 1

    def middle():
        b = 2

        def inner():
            nonlocal a
            a += b
            return a, b

        return inner

    inner = middle()
    print(inner(), inner(), a)
    a = 100
    print(inner())


nested_three_levels()


def memo_like():
    cache = {}
    hits = 0

    def get(k):
        nonlocal hits
        if k in cache:
            hits += 1
            return cache[k]
        cache[k] = k * k
        return cache[k]

    for k in [1, 2, 1, 3, 2, 1]:
        get(k)
    return lambda: (hits, sorted(cache.items()))


print(memo_like()())


def counter_overflow():
    n = 2**63 - 3

    def bump():
        nonlocal n
        n += 1
        return n

    print([bump() for _ in range(5)])
    m = 5

    def down():
        nonlocal m
        m -= 2
        return m

    print([down() for _ in range(4)])


counter_overflow()


class Noisy:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"Noisy({self.name})"


def rebinding():
    x = Noisy("a")

    def swap(v):
        nonlocal x
        old = x
        x = v
        return old

    def get():
        return x

    print(swap(Noisy("b")), get())
    print(swap(get()), get())
    x = x
    print(get())


rebinding()


def unbound_then_bound():
    def read():
        return later

    try:
        read()
    except NameError as e:
        print("NameError:", e)
    later = 5
    print(read())
    del later
    try:
        read()
    except NameError as e:
        print("NameError:", e)
    later = 6
    print(read())


unbound_then_bound()


def deleted_by_nonlocal():
    v = [1]

    def drop():
        nonlocal v
        del v

    def read():
        return v

    print(read())
    drop()
    try:
        read()
    except NameError as e:
        print("NameError:", e)
    try:
        drop()
    except NameError as e:
        print("NameError:", e)
    try:
        print(v)
    except NameError as e:
        print(type(e).__name__, e)


deleted_by_nonlocal()


def cell_var_unbound():
    def make():
        return lambda: y

    f = make
    try:
        print(y)
    except NameError as e:
        print(type(e).__name__, e)
    y = 1
    print(f()())


cell_var_unbound()


def generator_closure():
    total = 0

    def gen():
        nonlocal total
        for i in range(4):
            total += i
            yield total

    g = gen()
    print(next(g), total)
    print(list(g), total)


generator_closure()


def closure_in_loop_with_default():
    fs = [lambda i=i: i for i in range(3)]
    gs = [lambda: i for i in range(3)]
    print([f() for f in fs], [g() for g in gs])


closure_in_loop_with_default()

# Functions made inside comprehensions that use the comprehension's variables: each
# comprehension has its own scope (late binding sees the last value), default-argument
# capture sees each value, list/set/dict comprehensions, nested comprehensions, and the
# enclosing function's variables next to them.


def late():
    fs = [lambda: k for k in range(3)]
    return [f() for f in fs]


def early():
    fs = [lambda k=k: k * 10 for k in range(3)]
    return [f() for f in fs]


def keyed(rows, cols):
    return {c: sorted(rows, key=lambda r: r[c]) for c in cols}


def nested(n):
    grid = [[(lambda: (i, j)) for j in range(2)] for i in range(n)]
    return [[f() for f in row] for row in grid]


def with_outer(scale):
    base = 100
    makers = [lambda x, m=m: base + scale * m * x for m in (1, 2)]
    base = 1000
    return [f(3) for f in makers]


k = "module k"
print(late(), early())
print(keyed([(2, "b"), (1, "c"), (3, "a")], [0, 1]))
print(nested(2), with_outer(2))
adders = {name: (lambda v: v + len(name)) for name in ["a", "bb"]}
print(sorted((n, f(10)) for n, f in adders.items()), k)
squares = {(lambda: n * n)() for n in range(4)}
print(sorted(squares))
gens = [list(x * y for x in range(3)) for y in range(1, 3)]
print(gens)

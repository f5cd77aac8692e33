# Forwarding *args and **kwargs: tuple identity, empty pieces, duplicate and non-string
# keywords, as CPython 3.11 gives them.


def give(*args, **kwargs):
    return args, kwargs


def fwd(*args, **kwargs):
    return give(*args, **kwargs)


t = (1, 2)
e = ()
for _ in range(3):
    a, k = give(*t)
    print(a == t, a is t, give(*e)[0] is e, give()[0] == ())
    a, k = fwd(*t)
    print(a == t, a is t, k)
    a, k = give(*[1, 2])
    print(a, type(a).__name__)
    d = {"x": 1}
    a, k = give(**d)
    print(k == d, k is d)
    a, k = fwd(**d)
    k["y"] = 2
    print(d, k)

dup_cases = [
    lambda: give(x=1, **{"x": 2}),
    lambda: fwd(**{"a": 1}, **{"a": 2}),
    lambda: fwd(*(), **{1: 2}),
    lambda: give(**{"a": 1}, **{2: 3}),
    lambda: fwd(**[1]),
    lambda: fwd(*5),
]


def one(a, b=0):
    return a, b


def to_one(*args, **kwargs):
    return one(*args, **kwargs)


dup_cases += [
    lambda: to_one(1, a=2),
    lambda: to_one(1, 2, 3),
    lambda: to_one(),
    lambda: to_one(c=1),
    lambda: to_one(*(1,), **{"b": 5}),
    lambda: to_one(*(), **{"a": 7}),
]
for case in dup_cases:
    for _ in range(2):
        try:
            print(case())
        except TypeError as err:
            print("TypeError", err)

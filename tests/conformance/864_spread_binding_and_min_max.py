# `f(*args, **kwargs)` binding by name from one dict (keywords in and out of the
# parameters' order, a `**rest` collecting the others, keyword-only defaults, non-string
# keys, a name given twice), `min`/`max` of two ints or floats (which of two equal items
# comes back, NaN, signed zeros, bools and mixed kinds left to the general path), and
# `dict(d)` copies.


def kwonly(*, price, qty, markup=0):
    return (price, qty, markup)


def mixed(a, b=2, *rest, c, d=4, **others):
    return (a, b, rest, c, d, sorted(others.items()))


def handler(*, total, zone=None, **rest):
    return (total, zone, sorted(rest))


def posonly(a, b, /, **kw):
    return (a, b, sorted(kw.items()))


def forward(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


calls = [
    (kwonly, (), {"price": 3, "qty": 4, "markup": 5}),
    (kwonly, (), {"markup": 5, "qty": 4, "price": 3}),
    (kwonly, (), {"qty": 4, "price": 3}),
    (mixed, (1,), {"c": 3}),
    (mixed, (1, 2, 7, 8), {"c": 3, "z": 9, "d": 0}),
    (mixed, (), {"z": 1, "c": 3, "a": 0, "b": 5}),
    (handler, (), {"total": 10, "order": 1, "discount": 2, "zone": 3}),
    (handler, (), {"order": 1, "total": 10}),
    (posonly, (1, 2), {"a": 3, "b": 4}),
]
for i in range(3):
    for fn, args, kwargs in calls:
        print(fn.__name__, forward(fn)(*args, **kwargs), fn(*args, **kwargs))

bad = [
    (kwonly, (), {"price": 3}),
    (kwonly, (), {"price": 3, "qty": 4, "extra": 1}),
    (kwonly, (1,), {"price": 3, "qty": 4}),
    (mixed, (1,), {"a": 2, "c": 3}),
    (mixed, (1,), {}),
    (handler, (), {1: 2, "total": 3}),
    (handler, (), {"total": 3, 1: 2}),
    (kwonly, (), {"price": 3, "qty": 4, 5: 6}),
    (posonly, (1,), {"b": 2}),
]
for i in range(3):
    for fn, args, kwargs in bad:
        for f in (fn, forward(fn)):
            try:
                f(*args, **kwargs)
                print("no error")
            except TypeError as e:
                print("TypeError", e)


def star_only(*args, **kwargs):
    return args, sorted(kwargs.items())


for i in range(3):
    print(star_only(*(1, 2), **{"x": 1}))
    try:
        star_only(*(1,), **{2: 3})
    except TypeError as e:
        print("TypeError", e)

# min and max of two numbers
nan = float("nan")
pairs = [
    (1, 2), (2, 1), (3, 3), (-5, 5), (2**62, -(2**62)),
    (1.5, 2.5), (2.5, 1.5), (0.0, -0.0), (-0.0, 0.0), (nan, 1.0), (1.0, nan),
    (True, 1), (1, True), (False, 0), (1, 1.0), (1.0, 1), (2, 1.5), (2**70, 3),
    ("a", "b"),
]
for a, b in pairs:
    lo, hi = min(a, b), max(a, b)
    print(repr(a), repr(b), repr(lo), repr(hi), type(lo).__name__, type(hi).__name__)
big = 10**30
print(min(big, 1), max(big, 1), min(1, big), max(1, big))
print(min(3, 1, 2), max(3, 1, 2), min([4, 2]), max((4, 2)))
print(min(1, 2, key=lambda v: -v), max(1, 2, key=lambda v: -v))
try:
    min(1, "a")
except TypeError as e:
    print("TypeError", e)
try:
    max(1.0, None)
except TypeError as e:
    print("TypeError", e)
try:
    min(1, 2, default=0)
except TypeError as e:
    print("TypeError", e)

# dict(d): a new dict with the same items, in order
src = {"b": 1, "a": 2}
for i in range(3):
    copy = dict(src)
    print(copy, copy == src, copy is src)
    copy["c"] = 3
    print(src, copy)
print(dict({}), dict({1: 2}, x=3), dict([(1, 2)]), dict(src.items()))


class D(dict):
    pass


d = D(x=1)
print(dict(d), type(dict(d)).__name__)

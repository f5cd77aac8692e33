# f(*args, **kwargs) binds straight from the tuple and the dict: every shape of callee,
# every error CPython gives, in a loop so the sites warm up and specialize.


def plain(a, b, c=3):
    return (a, b, c)


def kwonly(a, *, b, c=30):
    return (a, b, c)


def rest(*args, **kwargs):
    return (args, sorted(kwargs.items()))


def mixed(a, b=2, *more, key, flag=False, **extra):
    return (a, b, more, key, flag, sorted(extra.items()))


def posonly(a, b, /, c):
    return (a, b, c)


def posonly_rest(a, /, **kw):
    return (a, sorted(kw.items()))


def attempt(f, args, kwargs):
    try:
        return f(*args, **kwargs)
    except TypeError as e:
        return "TypeError: " + str(e)


cases = [
    (plain, (1, 2), {}),
    (plain, (1,), {"b": 5}),
    (plain, (), {"a": 1, "b": 2, "c": 9}),
    (plain, (), {"c": 9, "b": 2, "a": 1}),
    (plain, (1, 2, 3, 4), {}),
    (plain, (1,), {}),
    (plain, (1, 2), {"a": 0}),
    (plain, (1, 2), {"d": 0}),
    (kwonly, (1,), {"b": 2}),
    (kwonly, (1,), {"b": 2, "c": 3}),
    (kwonly, (1,), {}),
    (kwonly, (1, 2), {"b": 2}),
    (kwonly, (), {"a": 1, "b": 2}),
    (rest, (), {}),
    (rest, (1, 2), {"x": 1, "y": 2}),
    (mixed, (1,), {"key": "k"}),
    (mixed, (1, 2, 3, 4), {"key": "k", "flag": True, "z": 26, "a2": 1}),
    (mixed, (), {"a": 1, "key": 0}),
    (mixed, (1,), {"a": 1, "key": 0}),
    (mixed, (1,), {}),
    (posonly, (1, 2, 3), {}),
    (posonly, (1, 2), {"c": 3}),
    (posonly, (1,), {"b": 2, "c": 3}),
    (posonly_rest, (1,), {"a": 2}),
]
for round in range(3):
    for f, args, kwargs in cases:
        print(f.__name__, attempt(f, args, kwargs))

# Keys that are no strings, and a dict subclass.
print(attempt(rest, (), {1: 2}))
print(attempt(plain, (1,), {1: 2, "b": 3}))


class Extra(dict):
    pass


print(attempt(rest, (1,), Extra(q=1)))
print(attempt(kwonly, (1,), Extra(b=7)))

# The dict and tuple are not changed, and the callee's **kwargs is a new dict.
shared = {"x": 1}
args = (1, 2)


def grab(*a, **k):
    k["added"] = True
    return a, k


for _ in range(3):
    got = grab(*args, **shared)
    print(got, shared, args, got[1] is shared)

# Several mappings and explicit keywords: repeats are errors.
try:
    rest(**{"x": 1}, **{"x": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    rest(x=0, **{"x": 2})
except TypeError as e:
    print("TypeError:", e)


# A bound method and a class called through the spread.
class Box:
    def __init__(self, v, *, scale=1):
        self.v = v * scale

    def get(self, add=0, **rest):
        return self.v + add + len(rest)


b = Box(*(3,), **{"scale": 2})
for _ in range(3):
    print(b.v, b.get(*(1,), **{"k": 1}), Box(*(1,), **{}).v)


# A wrapper forwarding to a function with defaults and keyword-only parameters.
def wrap(fn):
    def inner(*a, **k):
        return fn(*a, **k)

    return inner


w = wrap(mixed)
for i in range(4):
    print(w(i, key=i * 2), w(i, i, i, key=0, other=i))

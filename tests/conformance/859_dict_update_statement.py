# `local.update(arg)` as a statement, in loops (the site specializes): plain dicts of
# strings, of ints, of keys of a class with `__hash__`/`__eq__`, empty ones, the dict
# itself, a dict subclass, a mapping with `keys`, pairs, and errors, as CPython's.


class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(self.n % 3)

    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n

    def __repr__(self):
        return f"Key({self.n})"


class Sub(dict):
    pass


class Mapping:
    def keys(self):
        return ["m", "n"]

    def __getitem__(self, k):
        return k * 2


def merge(base, extra):
    merged = dict(base)
    merged.update(extra)
    return merged


base = {"a": 1, "b": 2}
sources = [
    {},
    {"b": 20, "c": 30},
    {1: "one", 2: "two"},
    {Key(1): "k1", Key(4): "k4"},
    Sub(z=26),
    Mapping(),
    [("p", 1), ("q", 2)],
    {"a": 100},
]
for round_ in range(30):
    for src in sources:
        m = merge(base, src)
        if round_ % 10 == 0:
            print(round_, m)

# Keys of a user class on the receiver's side, then plain ones merged into it; a dict
# updated with itself, and with a copy of itself (locals: the sites specialize).
def user_keys():
    keyed = {Key(2): "x"}
    for k in range(40):
        keyed.update({Key(k % 5): k})
    print(sorted(keyed.items(), key=lambda kv: kv[0].n))
    same = {"s": 1}
    for k in range(30):
        same.update(same)
        same.update(dict(same))
    print(same)


user_keys()


# A wrapper merging the keywords it is given, called with and without any.
def partial(fn, **bound):
    def call(*args, **kwargs):
        merged = dict(bound)
        merged.update(kwargs)
        return fn(*args, **merged)

    return call


def show(x, **kw):
    return (x, sorted(kw.items()))


p = partial(show, rate=3)
for k in range(60):
    r = p(k, extra=k) if k % 3 == 0 else p(k)
    if k % 20 == 0:
        print(r)

# Errors: not a mapping, pairs of a wrong length, an unhashable key.
for bad in [5, [(1, 2, 3)], [([], 1)], None]:
    for k in range(3):
        try:
            d = {}
            d.update(bad)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)

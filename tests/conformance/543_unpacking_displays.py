# `*` and `**` in displays: lists, tuples and sets built from several iterables (lists,
# tuples, strings, ranges, generators, dicts, sets, user iterators), dicts merged from
# mappings (later keys win, insertion order kept, user mappings with keys() and
# __getitem__, dict subclasses), evaluation order, and the errors for what cannot be
# unpacked.
a = [1, 2]
t = (3, 4)
print([*a, *t, 5, *"xy", *range(2)])
print((*a, 0), (*t,), (0, *a, *t, 9))
print({*a, *t, 2, 3})
print([*(n * n for n in range(4)), *{"k": 1}])
print(sorted({*"abca", *[1, 2][:0]}, key=str))


class Squares:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter([k * k for k in range(self.n)])


print([0, *Squares(4)], (*Squares(3), -1))

base = {"a": 1, "b": 2}
more = {"b": 20, "c": 30}
print({**base, **more}, {**more, **base}, {"z": 0, **base, "a": 100})
print({**{}}, {**base}, {**base} is base)


class Mapping:
    def keys(self):
        return ["p", "q"]

    def __getitem__(self, key):
        return key * 2


print({**Mapping(), "q": "last"})


class Sub(dict):
    pass


s = Sub(x=1)
print({**s, "y": 2}, type({**s}).__name__)

order = []


def note(v):
    order.append(v)
    return v


print([note(1), *note([2, 3]), note(4)], {note("k"): note("v"), **note({"m": 1})})
print(order)


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k)

    def __eq__(self, other):
        return isinstance(other, Key) and self.k == other.k

    def __repr__(self):
        return f"Key({self.k})"


print({**{Key(1): "a"}, Key(1): "b"}, {*[Key(2), Key(2)], Key(3)})
print(len([*range(1000), *range(1000)]), sum((*range(10),)))

for bad in (lambda: [*1], lambda: (*None,), lambda: {*5}, lambda: {**[1]}, lambda: {**3}):
    try:
        bad()
    except TypeError as err:
        print("TypeError:", err)

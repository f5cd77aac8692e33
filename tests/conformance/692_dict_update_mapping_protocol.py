# dict(m), dict.update(m), dict.__init__ and d |= m take the pairs of any mapping (an
# object with keys(): its keys, each read through m[key]); dict subclasses keep the fast
# path (their own pairs, as CPython's dict_merge for a subclass that iterates as a dict).
from collections import ChainMap

cfg = ChainMap({"size": 14}, {"theme": "dark", "size": 12})
print(dict(cfg))
d = {}
d.update(cfg)
print(d)
d2 = {"a": 1}
d2 |= cfg
print(d2)
print(dict(cfg, extra=1))


class Mapping:
    """A mapping by protocol only: keys() and __getitem__, logging the calls."""
    def __init__(self, data):
        self.data = data
        self.log = []
    def keys(self):
        self.log.append("keys")
        return list(self.data)
    def __getitem__(self, k):
        self.log.append(k)
        return self.data[k] * 10
    def __iter__(self):
        raise AssertionError("a mapping is not iterated")

m = Mapping({"x": 1, "y": 2})
print(dict(m), m.log)
m.log.clear()
e = {"y": 0, "z": 3}
e.update(m)
print(e, m.log)
m.log.clear()
e |= m
print(e, m.log)
e.update(m, y=-1)
print(e)


class Sub(dict):
    """A dict subclass whose keys() and __getitem__ do not run: its own pairs go in."""
    def keys(self):
        raise AssertionError("not called")
    def __getitem__(self, k):
        raise AssertionError("not called")

s = Sub(p=1, q=2)
print(dict(s), {**{}, "r": 3} | {})
f = {}
f.update(s)
print(f)
f |= s
print(f)


class Iterating(dict):
    """A dict subclass with its own __iter__: merged through keys() and __getitem__."""
    def __iter__(self):
        return iter(sorted(super().keys(), reverse=True))
    def keys(self):
        return list(iter(self))
    def __getitem__(self, k):
        return super().__getitem__(k) + 100

it = Iterating(a=1, b=2, c=3)
print(dict(it))
g = {}
g.update(it)
print(g)
g |= it
print(g)


class Init(dict):
    pass

print(Init(m), Init(cfg), Init([("k", "v")]))
h = Init()
h.update(m)
print(h)


class WithKeysAttr:
    def __init__(self):
        self.keys = lambda: ["one"]
    def __getitem__(self, k):
        return k.upper()

print(dict(WithKeysAttr()))


class ViaGetattr:
    def __getattr__(self, name):
        if name == "keys":
            return lambda: ("g1", "g2")
        raise AttributeError(name)
    def __getitem__(self, k):
        return len(k)

print(dict(ViaGetattr()))


class Pairs:
    """No keys(): iterated for pairs."""
    def __iter__(self):
        return iter([("u", 1), ("v", 2)])

print(dict(Pairs()))
k = {}
k.update(Pairs())
k |= Pairs()
print(k)
print(dict([("a", 1)], b=2), dict(zip("xy", range(2))))


class BadKeys:
    def keys(self):
        return 5

try:
    dict(BadKeys())
except TypeError as ex:
    print("TypeError:", ex)


class Missing:
    def keys(self):
        return ["present", "absent"]
    def __getitem__(self, k):
        if k == "absent":
            raise KeyError(k)
        return 1

part = {}
try:
    part.update(Missing())
except KeyError as ex:
    print("KeyError:", ex, part)

for bad in (5, [1, 2], ["ab", "cde"]):
    try:
        dict(bad)
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__ + ":", ex)
    try:
        x = {}
        x |= bad
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__ + ":", ex)

# collections.abc: importing it the three ways, the builtin types against every ABC
# (registered or found by __subclasshook__), classes recognised by the methods they
# define (or refuse with None), the mixins of Sequence, MutableMapping, MutableSequence,
# MutableSet and Set (with Set._hash), abstract instantiation, register, generic aliases.
import collections.abc
from collections.abc import (Iterable, Iterator, Generator, Hashable, Sized, Container,
                             Callable, Collection, Reversible, Sequence, MutableSequence,
                             Mapping, MutableMapping, Set, MutableSet, KeysView,
                             ItemsView, ValuesView, MappingView, ByteString)
from collections import abc
import collections

print(abc is collections.abc, collections.abc.Mapping is Mapping)
print(Mapping, Iterable.__module__, abc.__name__)
print(sorted(abc.__all__) == sorted(["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Generator", "Reversible", "Sized",
           "Container", "Callable", "Collection", "Set", "MutableSet", "Mapping",
           "MutableMapping", "MappingView", "KeysView", "ItemsView", "ValuesView",
           "Sequence", "MutableSequence", "ByteString"]))

def gen():
    yield 1

samples = [[], (), "", b"", bytearray(), {}, set(), frozenset(), range(3), 5, 2.5, None,
           True, iter([]), iter(()), iter(""), iter({}), iter(set()), iter(range(2)),
           gen(), len, print, lambda: 0, int, {}.keys(), {}.values(), {}.items(),
           zip(), map(len, []), enumerate([]), reversed([]),
           collections.deque(), collections.OrderedDict(), collections.Counter(),
           collections.defaultdict(list), object(), slice(1)]
abcs = [Iterable, Iterator, Generator, Hashable, Sized, Container, Callable, Collection,
        Reversible, Sequence, MutableSequence, Mapping, MutableMapping, Set, MutableSet,
        KeysView, ItemsView, ValuesView, MappingView, ByteString]
for x in samples:
    print(type(x).__name__, "".join("1" if isinstance(x, a) else "." for a in abcs))

class OnlyIter:
    def __iter__(self):
        return iter([1, 2])

class Full:
    def __len__(self): return 0
    def __iter__(self): return iter(())
    def __contains__(self, x): return False

class NoHash:
    __hash__ = None

class Eq:
    def __eq__(self, other): return True

class Call:
    def __call__(self): pass

class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration

class Rev(OnlyIter):
    def __reversed__(self): return iter([2, 1])

class Sub(list):
    pass

class NoIter(list):
    __iter__ = None

for c in (OnlyIter, Full, NoHash, Eq, Call, It, Rev, Sub, NoIter):
    print(c.__name__, "".join("1" if issubclass(c, a) else "." for a in abcs))


class Squares(Sequence):
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * i

s = Squares(6)
print(list(s), 9 in s, 10 in s, list(reversed(s)), s.index(16), s.count(4), s[1:3])
print(s.index(4, 1, 4), s.index(25, -3))
try:
    s.index(7)
except ValueError as e:
    print("ValueError", repr(e))
print(isinstance(s, Reversible), isinstance(s, MutableSequence))


class Registry(MutableMapping):
    def __init__(self, *args, **kw):
        self._d = {}
        self.update(*args, **kw)
    def __getitem__(self, k):
        return self._d[k.lower()]
    def __setitem__(self, k, v):
        self._d[k.lower()] = v
    def __delitem__(self, k):
        del self._d[k.lower()]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
    def __repr__(self):
        return f"Registry({self._d})"

r = Registry({"A": 1}, B=2)
r.update([("C", 3)])
print(r, "a" in r, "A" in r, r.get("z"), r.get("b"), len(r))
print(list(r.keys()), list(r.values()), list(r.items()))
print(r.keys(), ("a", 1) in r.items(), 2 in r.values(), 9 in r.values())
print(r.setdefault("d", 4), r.setdefault("D", 5), r.pop("a"), r.pop("zz", "none"))
print(r.popitem(), r)
print(r == {"c": 3, "d": 4}, r == {"c": 3}, r != {"c": 3})
print(r.keys() & {"c", "x"}, r.keys() - {"c"}, sorted(r.keys() | {"q"}))
print(r.keys() == {"c", "d"}, r.keys() <= {"c", "d", "e"}, r.keys() < {"c", "d"})
r.clear()
print(r, len(r))
try:
    r.pop("nothing")
except KeyError as e:
    print("KeyError", e)
try:
    r.popitem()
except KeyError as e:
    print("KeyError", repr(e))


class Stack(MutableSequence):
    def __init__(self):
        self._l = []
    def __getitem__(self, i):
        return self._l[i]
    def __setitem__(self, i, v):
        self._l[i] = v
    def __delitem__(self, i):
        del self._l[i]
    def __len__(self):
        return len(self._l)
    def insert(self, i, v):
        self._l.insert(i, v)

st = Stack()
st.append(1)
st.extend([2, 3, 4])
st += [5]
print(list(st), st.pop(), st.pop(0), list(st))
st.reverse()
print(list(st))
st.remove(3)
print(list(st))
st.clear()
print(list(st), len(st))


class Bits(MutableSet):
    def __init__(self, it=()):
        self._s = set()
        for x in it:
            self._s.add(x)
    def __contains__(self, x):
        return x in self._s
    def __iter__(self):
        return iter(sorted(self._s))
    def __len__(self):
        return len(self._s)
    def add(self, x):
        self._s.add(x)
    def discard(self, x):
        self._s.discard(x)
    def __repr__(self):
        return f"Bits({sorted(self._s)})"

b = Bits([1, 2, 3])
print(b & Bits([2, 3, 4]), b | Bits([9]), b - Bits([1]), b ^ Bits([3, 4]))
print(b <= Bits([1, 2, 3, 4]), b < b, b == Bits([3, 2, 1]), b.isdisjoint([7]))
b |= [5]
b -= [1]
print(b, b.pop(), b)
b.remove(3)
try:
    b.remove(42)
except KeyError as e:
    print("KeyError", e)
print(b, {1, 2} == Bits([1, 2]), Bits([1]) == [1])

class FS(Set):
    def __init__(self, it=()):
        self._t = tuple(sorted(set(it)))
    def __contains__(self, x): return x in self._t
    def __iter__(self): return iter(self._t)
    def __len__(self): return len(self._t)
    __hash__ = Set._hash

print(hash(FS([1, 2, 3])) == hash(frozenset([1, 2, 3])), hash(FS()) == hash(frozenset()))
print(isinstance(FS(), Hashable), isinstance(Bits(), Hashable))


class Incomplete(Mapping):
    def __getitem__(self, k):
        return k

try:
    Incomplete()
except TypeError as e:
    print(e)

class One(Sized):
    pass

try:
    One()
except TypeError as e:
    print(e)

class Reg:
    pass

Sequence.register(Reg)
print(issubclass(Reg, Sequence), issubclass(Reg, Iterable), isinstance(Reg(), Collection))
print(issubclass(Reg, Mapping))
try:
    issubclass(3, Iterable)
except TypeError as e:
    print(e)

g = gen()
print(isinstance(g, Generator), next(g))
class MyGen(Generator):
    def __init__(self):
        self.i = 0
    def send(self, v):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return self.i
    def throw(self, typ, val=None, tb=None):
        raise typ

print(list(MyGen()))
m = MyGen()
m.close()
print(Iterable[int], Mapping[str, int], Callable[[int, str], bool], Callable[..., int])
print(KeysView({1: 2}), len(ValuesView({1: 2, 3: 4})), list(ItemsView({1: 2})))
import itertools
for it in (itertools.count(), itertools.chain([1], [2]), iter(int, 0), itertools.repeat(1, 2),
           itertools.groupby([])):
    print(type(it).__name__, isinstance(it, Iterator), isinstance(it, Iterable),
          isinstance(it, Sized), isinstance(it, Generator))

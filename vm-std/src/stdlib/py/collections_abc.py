"""collections.abc for vm-std: the abstract base classes of containers, iterators and
callables, with their mixin methods. `isinstance` and `issubclass` see the builtin
types as CPython does: the ones CPython registers are registered here, and each ABC's
`__subclasshook__` recognises a class by the methods it defines (a class with
`__iter__` is Iterable). Written for vm-std (not CPython's Lib/_collections_abc).

vm-std's builtin types have no `__dict__` and do not list their special methods, so the
structural check answers for them from a table of what CPython's builtin types define
(`_BUILTIN_METHODS`); vm-std has no `memoryview` to register. Classes written in Python are read from their `__dict__` along
their `__mro__` as CPython reads them. `typing`'s abstract collection names are aliases
of these classes."""

from abc import ABCMeta, abstractmethod, _register_known
import sys

__all__ = ["Awaitable", "Coroutine", "AsyncIterable", "AsyncIterator", "AsyncGenerator",
           "Hashable", "Iterable", "Iterator", "Generator", "Reversible", "Sized",
           "Container", "Callable", "Collection", "Set", "MutableSet", "Mapping",
           "MutableMapping", "MappingView", "KeysView", "ItemsView", "ValuesView",
           "Sequence", "MutableSequence", "ByteString"]


def _gen():
    yield


_generator = _gen()
generator = type(_generator)
_generator.close()
_d = {}
dict_keys = type(_d.keys())
dict_values = type(_d.values())
dict_items = type(_d.items())
# (vm-std's ranges are bounded by the machine word: no `longrange_iterator`.)
_ITERATORS = [type(iter(x)) for x in
              ([], (), "", "\u00e9", b"", bytearray(), range(1), set(),
               _d, _d.values(), _d.items(), zip(), map(len, ()), filter(None, ()),
               enumerate(()), reversed([]), reversed(_d), reversed(_d.values()),
               reversed(_d.items()), reversed(range(1)))]

_CONTAINER = frozenset(("__iter__", "__len__", "__contains__"))
_SEQUENCE = _CONTAINER | {"__reversed__"}
_ITERATOR = frozenset(("__iter__", "__next__"))
# What CPython's builtin types define, of the methods the hooks below look for; a type
# in `_UNHASHABLE` has `__hash__ = None`, every other inherits object's.
_BUILTIN_METHODS = {
    list: _SEQUENCE, tuple: _CONTAINER, str: _CONTAINER, bytes: _CONTAINER,
    bytearray: _CONTAINER, range: _SEQUENCE, dict: _SEQUENCE, set: _CONTAINER,
    frozenset: _CONTAINER, dict_keys: _SEQUENCE, dict_items: _SEQUENCE,
    dict_values: frozenset(("__iter__", "__len__", "__reversed__")),
    generator: _ITERATOR | {"send", "throw", "close"},
    type: frozenset(("__call__",)), type(len): frozenset(("__call__",)),
    type(_gen): frozenset(("__call__",)), type(_d.get): frozenset(("__call__",)),
    staticmethod: frozenset(("__call__",)),
}
_ITERATORS.append(type(iter(int, 0)))


def _add_itertools():
    # itertools' iterators (CPython finds them by their methods; vm-std's types do not
    # show theirs).
    import itertools
    for name in ("accumulate", "chain", "combinations", "combinations_with_replacement",
                 "compress", "count", "cycle", "dropwhile", "filterfalse", "groupby",
                 "islice", "pairwise", "permutations", "product", "repeat", "starmap",
                 "takewhile", "zip_longest"):
        _ITERATORS.append(getattr(itertools, name))


_add_itertools()
for _t in _ITERATORS:
    _BUILTIN_METHODS[_t] = _ITERATOR
_UNHASHABLE = {list, dict, set, bytearray, dict_keys, dict_items, slice}


def _check_methods(C, *methods):
    """Whether class `C` defines every one of `methods` (True), or NotImplemented: one
    is missing or set to None (as `__hash__ = None`)."""
    # (Some of vm-std's builtin types have no `__mro__`: the table answers for them.)
    mro = getattr(C, "__mro__", None) or (C,)
    for method in methods:
        for B in mro:
            namespace = getattr(B, "__dict__", None)
            if namespace is None:
                # A builtin type: what it defines, its bases' included.
                if method == "__hash__":
                    if B in _UNHASHABLE:
                        return NotImplemented
                    break
                if method in _BUILTIN_METHODS.get(B, ()):
                    break
                if B not in _BUILTIN_METHODS and method != "__call__" \
                        and getattr(B, method, None) is not None:
                    break
                return NotImplemented
            if method in namespace:
                if namespace[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


def _alias(cls, item):
    from types import GenericAlias
    return GenericAlias(cls, item)


class Hashable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __hash__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Hashable:
            return _check_methods(C, "__hash__")
        return NotImplemented


class Awaitable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __await__(self):
        yield

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Awaitable:
            return _check_methods(C, "__await__")
        return NotImplemented

    __class_getitem__ = classmethod(_alias)


class Coroutine(Awaitable):
    __slots__ = ()

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("coroutine ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Coroutine:
            return _check_methods(C, "__await__", "send", "throw", "close")
        return NotImplemented


class AsyncIterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterable:
            return _check_methods(C, "__aiter__")
        return NotImplemented

    __class_getitem__ = classmethod(_alias)


class AsyncIterator(AsyncIterable):
    __slots__ = ()

    @abstractmethod
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncIterator:
            return _check_methods(C, "__anext__", "__aiter__")
        return NotImplemented


class AsyncGenerator(AsyncIterator):
    # vm-std has no coroutines (`async def` is outside its subset): the class is here
    # for isinstance checks and subclassing; its mixins return what they would await.
    __slots__ = ()

    def __anext__(self):
        return self.asend(None)

    @abstractmethod
    def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    def athrow(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def aclose(self):
        return self.athrow(GeneratorExit)

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AsyncGenerator:
            return _check_methods(C, "__aiter__", "__anext__", "asend", "athrow", "aclose")
        return NotImplemented


class Iterable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __iter__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterable:
            return _check_methods(C, "__iter__")
        return NotImplemented

    __class_getitem__ = classmethod(_alias)


class Iterator(Iterable):
    __slots__ = ()

    @abstractmethod
    def __next__(self):
        """Return the next item from the iterator. When exhausted, raise StopIteration"""
        raise StopIteration

    def __iter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Iterator:
            return _check_methods(C, "__iter__", "__next__")
        return NotImplemented


_register_known(Iterator, _ITERATORS)


class Reversible(Iterable):
    __slots__ = ()

    @abstractmethod
    def __reversed__(self):
        while False:
            yield None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Reversible:
            return _check_methods(C, "__reversed__", "__iter__")
        return NotImplemented


class Generator(Iterator):
    __slots__ = ()

    def __next__(self):
        """Return the next item from the generator. When exhausted, raise StopIteration"""
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        if val is None:
            if tb is None:
                raise typ
            val = typ()
        if tb is not None:
            val = val.with_traceback(tb)
        raise val

    def close(self):
        try:
            self.throw(GeneratorExit)
        except (GeneratorExit, StopIteration):
            pass
        else:
            raise RuntimeError("generator ignored GeneratorExit")

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Generator:
            return _check_methods(C, "__iter__", "__next__", "send", "throw", "close")
        return NotImplemented


_register_known(Generator, (generator,))


class Sized(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __len__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return _check_methods(C, "__len__")
        return NotImplemented


class Container(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __contains__(self, x):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Container:
            return _check_methods(C, "__contains__")
        return NotImplemented

    __class_getitem__ = classmethod(_alias)


class Collection(Sized, Iterable, Container):
    __slots__ = ()

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Collection:
            return _check_methods(C, "__len__", "__iter__", "__contains__")
        return NotImplemented


class Callable(metaclass=ABCMeta):
    __slots__ = ()

    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        if cls is Callable:
            return _check_methods(C, "__call__")
        return NotImplemented

    @classmethod
    def __class_getitem__(cls, item):
        from types import GenericAlias
        if not isinstance(item, tuple) or len(item) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = item
        if isinstance(args, list):
            item = (*args, result)
        elif args is not ...:
            raise TypeError("Callable[args, result]: args must be a list or ellipsis."
                            f" Got {args!r}")
        return _CallableGenericAlias(cls, item)


def _callable_alias_base():
    from types import GenericAlias
    return GenericAlias


class _CallableGenericAlias(_callable_alias_base()):
    """`Callable[[int], str]`: its arguments kept flat, `(int, str)`, as CPython keeps
    them, and shown as written."""

    def __repr__(self):
        from types import _type_repr
        args = self.__args__
        if len(args) == 2 and args[0] is ...:
            return f"collections.abc.Callable[..., {_type_repr(args[1])}]"
        shown = ", ".join(_type_repr(a) for a in args[:-1])
        return f"collections.abc.Callable[[{shown}], {_type_repr(args[-1])}]"


# ---------------------------------------------------------------------- sets


class Set(Collection):
    """A finite, iterable container with the comparisons and operators of sets, made
    from `__contains__`, `__iter__` and `__len__`."""

    __slots__ = ()

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) > len(other):
            return False
        for elem in self:
            if elem not in other:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) > len(other) and self.__ge__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        if len(self) < len(other):
            return False
        for elem in other:
            if elem not in self:
                return False
        return True

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        """Makes a new instance from the iterable `it` (a subclass whose constructor
        takes something else overrides this)."""
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(value for value in other if value in self)

    __rand__ = __and__

    def isdisjoint(self, other):
        """Whether the set and `other` have no element in common."""
        for value in other:
            if value in self:
                return False
        return True

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        chain = (e for s in (self, other) for e in s)
        return self._from_iterable(chain)

    __ror__ = __or__

    def __sub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in self if value not in other)

    def __rsub__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return self._from_iterable(value for value in other if value not in self)

    def __xor__(self, other):
        if not isinstance(other, Set):
            if not isinstance(other, Iterable):
                return NotImplemented
            other = self._from_iterable(other)
        return (self - other) | (other - self)

    __rxor__ = __xor__

    def _hash(self):
        """A hash for an immutable set, independent of the order of its elements (the
        algorithm of CPython's frozenset)."""
        MAX = sys.maxsize
        MASK = 2 * MAX + 1
        n = len(self)
        h = 1927868237 * (n + 1)
        h &= MASK
        for x in self:
            hx = hash(x)
            h ^= (hx ^ (hx << 16) ^ 89869747) * 3644798167
            h &= MASK
        h ^= (h >> 11) ^ (h >> 25)
        h = h * 69069 + 907133923
        h &= MASK
        if h > MAX:
            h -= MASK + 1
        if h == -1:
            h = 590923713
        return h


_register_known(Set, (frozenset,))


class MutableSet(Set):
    """A set that can change: `add` and `discard` give `remove`, `pop`, `clear` and the
    in-place operators."""

    __slots__ = ()

    @abstractmethod
    def add(self, value):
        """Add an element."""
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        """Remove an element.  Do not raise an exception if absent."""
        raise NotImplementedError

    def remove(self, value):
        """Remove an element. If not a member, raise a KeyError."""
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def pop(self):
        """Return the popped value.  Raise KeyError if empty."""
        it = iter(self)
        try:
            value = next(it)
        except StopIteration:
            raise KeyError from None
        self.discard(value)
        return value

    def clear(self):
        """This is slow (creates N new iterators!) but effective."""
        try:
            while True:
                self.pop()
        except KeyError:
            pass

    def __ior__(self, it):
        for value in it:
            self.add(value)
        return self

    def __iand__(self, it):
        for value in (self - it):
            self.discard(value)
        return self

    def __ixor__(self, it):
        if it is self:
            self.clear()
        else:
            if not isinstance(it, Set):
                it = self._from_iterable(it)
            for value in it:
                if value in self:
                    self.discard(value)
                else:
                    self.add(value)
        return self

    def __isub__(self, it):
        if it is self:
            self.clear()
        else:
            for value in it:
                self.discard(value)
        return self


_register_known(MutableSet, (set,))


# ------------------------------------------------------------------ mappings


class Mapping(Collection):
    """A read-only mapping: `__getitem__`, `__iter__` and `__len__` give `get`,
    `__contains__`, `keys`, `items`, `values` and `__eq__`."""

    __slots__ = ()

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        "D.get(k[,d]) -> D[k] if k in D, else d.  d defaults to None."
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        else:
            return True

    def keys(self):
        "D.keys() -> a set-like object providing a view on D's keys"
        return KeysView(self)

    def items(self):
        "D.items() -> a set-like object providing a view on D's items"
        return ItemsView(self)

    def values(self):
        "D.values() -> an object providing a view on D's values"
        return ValuesView(self)

    def __eq__(self, other):
        if not isinstance(other, Mapping):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    __reversed__ = None


class MappingView(Sized):
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f"{type(self).__name__}({self._mapping!r})"

    __class_getitem__ = classmethod(_alias)


class KeysView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        yield from self._mapping


_register_known(KeysView, (dict_keys,))


class ItemsView(MappingView, Set):
    __slots__ = ()

    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            v = self._mapping[key]
        except KeyError:
            return False
        else:
            return v is value or v == value

    def __iter__(self):
        for key in self._mapping:
            yield (key, self._mapping[key])


_register_known(ItemsView, (dict_items,))


class ValuesView(MappingView, Collection):
    __slots__ = ()

    def __contains__(self, value):
        for key in self._mapping:
            v = self._mapping[key]
            if v is value or v == value:
                return True
        return False

    def __iter__(self):
        for key in self._mapping:
            yield self._mapping[key]


_register_known(ValuesView, (dict_values,))


class MutableMapping(Mapping):
    """A mapping that can change: `__setitem__` and `__delitem__` give `pop`,
    `popitem`, `clear`, `update` and `setdefault`."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    __marker = object()

    def pop(self, key, default=__marker):
        """D.pop(k[,d]) -> v, remove specified key and return the corresponding value.
          If key is not found, d is returned if given, otherwise KeyError is raised."""
        try:
            value = self[key]
        except KeyError:
            if default is self.__marker:
                raise
            return default
        else:
            del self[key]
            return value

    def popitem(self):
        """D.popitem() -> (k, v), remove and return some (key, value) pair
           as a 2-tuple; but raise KeyError if D is empty."""
        try:
            key = next(iter(self))
        except StopIteration:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        "D.clear() -> None.  Remove all items from D."
        try:
            while True:
                self.popitem()
        except KeyError:
            pass

    def update(self, other=(), /, **kwds):
        """D.update([E, ]**F) -> None.  Update D from mapping/iterable E and F."""
        if isinstance(other, Mapping):
            for key in other:
                self[key] = other[key]
        elif hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        "D.setdefault(k[,d]) -> D.get(k,d), also set D[k]=d if k not in D"
        try:
            return self[key]
        except KeyError:
            self[key] = default
        return default


_register_known(MutableMapping, (dict,))


# ----------------------------------------------------------------- sequences


class Sequence(Reversible, Collection):
    """A read-only sequence: `__getitem__` and `__len__` give `__iter__`,
    `__contains__`, `__reversed__`, `index` and `count`."""

    __slots__ = ()

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        i = 0
        try:
            while True:
                v = self[i]
                yield v
                i += 1
        except IndexError:
            return

    def __contains__(self, value):
        for v in self:
            if v is value or v == value:
                return True
        return False

    def __reversed__(self):
        for i in reversed(range(len(self))):
            yield self[i]

    def index(self, value, start=0, stop=None):
        """S.index(value, [start, [stop]]) -> integer -- return first index of value.
           Raises ValueError if the value is not present."""
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        i = start
        while stop is None or i < stop:
            try:
                v = self[i]
            except IndexError:
                break
            if v is value or v == value:
                return i
            i += 1
        raise ValueError

    def count(self, value):
        "S.count(value) -> integer -- return number of occurrences of value"
        return sum(1 for v in self if v is value or v == value)


_register_known(Sequence, (tuple, str, range))


class ByteString(Sequence):
    """This unifies bytes and bytearray."""

    __slots__ = ()


_register_known(ByteString, (bytes, bytearray))


class MutableSequence(Sequence):
    """A sequence that can change: `__setitem__`, `__delitem__`, `insert` and
    `__len__` give `append`, `clear`, `reverse`, `extend`, `pop`, `remove` and `+=`."""

    __slots__ = ()

    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        "S.insert(index, value) -- insert value before index"
        raise IndexError

    def append(self, value):
        "S.append(value) -- append value to the end of the sequence"
        self.insert(len(self), value)

    def clear(self):
        "S.clear() -> None -- remove all items from S"
        try:
            while True:
                self.pop()
        except IndexError:
            pass

    def reverse(self):
        "S.reverse() -- reverse *IN PLACE*"
        n = len(self)
        for i in range(n // 2):
            self[i], self[n - i - 1] = self[n - i - 1], self[i]

    def extend(self, values):
        "S.extend(iterable) -- extend sequence by appending elements from the iterable"
        if values is self:
            values = list(values)
        for v in values:
            self.append(v)

    def pop(self, index=-1):
        """S.pop([index]) -> item -- remove and return item at index (default last).
           Raise IndexError if list is empty or index is out of range."""
        v = self[index]
        del self[index]
        return v

    def remove(self, value):
        """S.remove(value) -- remove first occurrence of value.
           Raise ValueError if the value is not present."""
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


_register_known(MutableSequence, (list, bytearray))


def _register_user(user):
    """Registers `collections`' UserDict, UserList and UserString (module `user`,
    loaded on first use: whichever of it and this module comes second calls this)."""
    MutableMapping.register(user.UserDict)
    MutableSequence.register(user.UserList)
    Sequence.register(user.UserString)


def _register_chainmap(chainmap):
    """Registers `collections.ChainMap` (module `chainmap`, loaded on first use)."""
    MutableMapping.register(chainmap.ChainMap)


def _register_collections():
    # CPython's `collections` derives these classes from the ABCs; here they are
    # registered, by whichever of the two modules is imported second, so that importing
    # `collections.abc` does not load the lazily imported parts of `collections`.
    import collections
    _register_known(MutableSequence, (collections.deque,))
    _UNHASHABLE.add(collections.deque)
    user = sys.modules.get("_collections_user")
    if user is not None:
        _register_user(user)
    chainmap = sys.modules.get("_collections_chainmap")
    if chainmap is not None:
        _register_chainmap(chainmap)


_register_collections()
del _d, _t

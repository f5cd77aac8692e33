"""collections.ChainMap for vm-std (imported by `collections` on first use; see its
docstring). Written for vm-std (not CPython's Lib/collections)."""

__all__ = ["ChainMap"]


class _View:
    """A live view of a ChainMap's keys, items or values (named as CPython's
    `collections.abc` views, which is what its methods return)."""

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f"{type(self).__name__}({self._mapping!r})"


class KeysView(_View):
    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping


class ItemsView(_View):
    def __iter__(self):
        m = self._mapping
        return ((key, m[key]) for key in m)

    def __contains__(self, item):
        key, value = item
        return key in self._mapping and self._mapping[key] == value


class ValuesView(_View):
    def __iter__(self):
        m = self._mapping
        return (m[key] for key in m)

    def __contains__(self, value):
        return any(v is value or v == value for v in self)


class ChainMap:
    """Several mappings searched in order as one: reads look through `maps` first to
    last; writes, deletions and pops change only `maps[0]`."""

    __module__ = "collections"

    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        # The keys of the last mapping first, each key where it first appears.
        order = {}
        for mapping in reversed(self.maps):
            for key in mapping:
                order[key] = None
        return iter(order)

    def __contains__(self, key):
        return any(key in mapping for mapping in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return f"{type(self).__name__}({', '.join(map(repr, self.maps))})"

    def __eq__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        return dict(self.items()) == dict(other.items())

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return type(self)(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        """A ChainMap with `m` (or the keywords) in front of these maps."""
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return type(self)(m, *self.maps)

    @property
    def parents(self):
        """The ChainMap of all the maps but the first."""
        return type(self)(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}") from None

    def pop(self, key, *default):
        try:
            return self.maps[0].pop(key, *default)
        except KeyError:
            raise KeyError(f"Key not found in the first mapping: {key!r}") from None

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError("No keys found in the first mapping.") from None

    def clear(self):
        self.maps[0].clear()

    def setdefault(self, key, default=None):
        if key in self:
            return self[key]
        self[key] = default
        return default

    def update(self, other=(), /, **kwargs):
        if hasattr(other, "keys"):
            for key in other.keys():
                self[key] = other[key]
        else:
            for key, value in other:
                self[key] = value
        for key, value in kwargs.items():
            self[key] = value

    def __ior__(self, other):
        self.maps[0].update(other)
        return self

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        merged = self.copy()
        merged.maps[0].update(other)
        return merged

    def __ror__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        merged = dict(other)
        for child in reversed(self.maps):
            merged.update(child)
        return type(self)(merged)


# CPython's ChainMap derives from collections.abc.MutableMapping; collections.abc
# registers it (now, if it was imported first; else when it is).
import sys as _sys

if "collections.abc" in _sys.modules:
    _sys.modules["collections.abc"]._register_chainmap(_sys.modules[__name__])

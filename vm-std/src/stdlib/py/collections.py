"""collections for vm-std: defaultdict, Counter, OrderedDict, ChainMap and namedtuple
written in Python on the dict and class support of the VM; deque comes from the native
_collections module. Written for vm-std (not CPython's Lib/collections).

ChainMap lives in the frozen `_collections_chainmap`, imported on first use through this
module's `__getattr__`: every import of `collections` decodes and verifies this module's
code, and ChainMap's 180 lines beside these 340 (dispatch_sim +4.1% instructions with the
compiled-code cache) were paid for a class few programs use. UserDict, UserList and
UserString live in `_collections_user` for the same reason."""

from _collections import deque, _count_elements, _tuplegetter

__all__ = ["ChainMap", "Counter", "OrderedDict", "UserDict", "UserList", "UserString",
           "defaultdict", "deque", "namedtuple"]


class defaultdict(dict):
    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value

    def __repr__(self):
        factory = self.default_factory
        shown = "None" if factory is None else repr(factory)
        return f"{type(self).__name__}({shown}, {dict(self)!r})"

    def copy(self):
        return type(self)(self.default_factory, self)

    __copy__ = copy


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        items = sorted(self.items(), key=_count, reverse=True)
        if n is None:
            return items
        return items[:max(n, 0)]

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                for elem, count in iterable.items():
                    self[elem] = count + self.get(elem, 0)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                for elem, count in iterable.items():
                    self[elem] = self.get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return type(self)(self)

    def __delitem__(self, elem):
        if elem in self:
            self.pop(elem)

    def __repr__(self):
        if not self:
            return f"{type(self).__name__}()"
        shown = ", ".join(f"{k!r}: {v!r}" for k, v in self.most_common())
        return f"{type(self).__name__}({{{shown}}})"

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def _keep_positive(self):
        for elem in [e for e, c in self.items() if not c > 0]:
            del self[elem]
        return self


def _count(item):
    return item[1]


class OrderedDict(dict):
    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d

    def move_to_end(self, key, last=True):
        value = self.pop(key)
        if last:
            self[key] = value
        else:
            rest = list(self.items())
            self.clear()
            self[key] = value
            for k, v in rest:
                self[k] = v

    def popitem(self, last=True):
        if not self:
            raise KeyError("dictionary is empty")
        key = next(reversed(self.keys())) if last else next(iter(self))
        return key, self.pop(key)

    def __repr__(self):
        if not self:
            return f"{type(self).__name__}()"
        return f"{type(self).__name__}({list(self.items())!r})"

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict(self) == dict(other) and list(self) == list(other)
        return dict(self) == other

    def __ne__(self, other):
        return not self == other

    def copy(self):
        return type(self)(self)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    """A tuple subclass named `typename` whose items are also read by field name."""
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    fields = [str(name) for name in field_names]
    typename = str(typename)
    seen = set()
    for i, name in enumerate(fields):
        bad = (not name.isidentifier() or name.startswith("_") or name in seen
               or name in _KEYWORDS)
        if bad and rename:
            fields[i] = f"_{i}"
        seen.add(name)
    for name in [typename] + fields:
        if not name.isidentifier():
            raise ValueError(
                f"Type names and field names must be valid identifiers: {name!r}")
        if name in _KEYWORDS:
            raise ValueError(
                f"Type names and field names cannot be a keyword: {name!r}")
    seen = set()
    for name in fields:
        if name.startswith("_") and not rename:
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
        if name in seen:
            raise ValueError(f"Encountered duplicate field name: {name!r}")
        seen.add(name)
    fields = tuple(fields)
    defaults = tuple(defaults) if defaults is not None else ()
    if len(defaults) > len(fields):
        raise TypeError("Got more default values than field names")
    first_default = len(fields) - len(defaults)
    field_defaults = dict(zip(fields[first_default:], defaults))

    # `__new__` takes the fields as parameters, so a call binds them (with CPython's
    # messages for missing and unexpected arguments) without a loop of our own.
    params = ", ".join(
        name if i < first_default else f"{name}=_defaults[{i - first_default}]"
        for i, name in enumerate(fields))
    items = f"({', '.join(fields)},)" if fields else "()"
    source = (f"class {typename}:\n"
              f"    def __new__(_cls{', ' if fields else ''}{params}):\n"
              f"        return _tuple_new(_cls, {items})\n")
    namespace = {"_tuple_new": tuple.__new__, "_defaults": defaults}
    exec(source, namespace)
    __new__ = namespace[typename].__dict__["__new__"]
    count = len(fields)

    def _make(cls, iterable):
        made = tuple.__new__(cls, iterable)
        if len(made) != count:
            raise TypeError(f"Expected {count} arguments, got {len(made)}")
        return made

    def _replace(self, **changes):
        made = self._make([changes.pop(name, value) for name, value in zip(fields, self)])
        if changes:
            raise ValueError(f"Got unexpected field names: {list(changes)!r}")
        return made

    shown = "(" + ", ".join(f"{name}=%r" for name in fields) + ")"

    def __repr__(self):
        return type(self).__name__ + shown % tuple(self)

    def _asdict(self):
        return dict(zip(fields, self))

    def __getnewargs__(self):
        return tuple(self)

    namespace = {
        "__slots__": (),
        "_fields": fields,
        "__match_args__": fields,
        "_field_defaults": field_defaults,
        "__new__": __new__,
        "_make": classmethod(_make),
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__module__": module if module is not None else "__main__",
    }
    for index, name in enumerate(fields):
        namespace[name] = _tuplegetter(index, f"Alias for field number {index}")
    return type(typename, (tuple,), namespace)


def _quoted(names):
    shown = [repr(n) for n in names]
    if len(shown) == 1:
        return shown[0]
    return ", ".join(shown[:-1]) + " and " + shown[-1]


_KEYWORDS = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
    "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass",
    "raise", "return", "try", "while", "with", "yield",
}


def __getattr__(name):
    if name == "abc":
        # CPython's `collections` imports it itself; here the first use does.
        import collections.abc
        return collections.abc
    if name == "ChainMap":
        global ChainMap
        from _collections_chainmap import ChainMap
        return ChainMap
    if name in ("UserDict", "UserList", "UserString"):
        import _collections_user
        value = getattr(_collections_user, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'collections' has no attribute '{name}'")

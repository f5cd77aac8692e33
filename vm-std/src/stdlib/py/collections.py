"""collections for vm-std: defaultdict, Counter, OrderedDict and namedtuple written in
Python on the dict and class support of the VM; deque comes from the native
_collections module. Written for vm-std (not CPython's Lib/collections)."""

from _collections import deque

__all__ = ["deque", "defaultdict", "Counter", "OrderedDict", "namedtuple"]


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
                get = self.get
                for elem in iterable:
                    self[elem] = get(elem, 0) + 1
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


class _TupleLike:
    """The base of every namedtuple class: a fixed set of fields, read by name or
    position, compared, hashed and printed as the tuple of its values."""

    __slots__ = ()

    def _values(self):
        return tuple([getattr(self, name) for name in self._fields])

    def __iter__(self):
        return iter(self._values())

    def __len__(self):
        return len(self._fields)

    def __getitem__(self, index):
        return self._values()[index]

    def __contains__(self, value):
        return value in self._values()

    def __repr__(self):
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({shown})"

    def __hash__(self):
        return hash(self._values())

    def __eq__(self, other):
        if isinstance(other, _TupleLike):
            return self._values() == other._values()
        if isinstance(other, tuple):
            return self._values() == other
        return NotImplemented

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __lt__(self, other):
        return self._values() < _as_tuple(other)

    def __le__(self, other):
        return self._values() <= _as_tuple(other)

    def __gt__(self, other):
        return self._values() > _as_tuple(other)

    def __ge__(self, other):
        return self._values() >= _as_tuple(other)

    def __add__(self, other):
        return self._values() + _as_tuple(other)

    def _asdict(self):
        return {name: getattr(self, name) for name in self._fields}

    def _replace(self, **changes):
        values = self._asdict()
        for name, value in changes.items():
            if name not in values:
                raise ValueError(f"Got unexpected field names: {[name]!r}")
            values[name] = value
        return type(self)(**values)

    def count(self, value):
        return self._values().count(value)

    def index(self, value):
        return self._values().index(value)


def _as_tuple(v):
    return v._values() if isinstance(v, _TupleLike) else v


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    fields = [str(name) for name in field_names]
    seen = set()
    for i, name in enumerate(fields):
        bad = (not name.isidentifier() or name.startswith("_") or name in seen
               or name in _KEYWORDS)
        if bad and rename:
            fields[i] = name = f"_{i}"
        elif not name.isidentifier() or name in _KEYWORDS:
            raise ValueError(
                f"Type names and field names must be valid identifiers: {name!r}")
        elif name.startswith("_"):
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
        elif name in seen:
            raise ValueError(f"Encountered duplicate field name: {name!r}")
        seen.add(name)
    fields = tuple(fields)
    defaults = tuple(defaults) if defaults is not None else ()
    if len(defaults) > len(fields):
        raise TypeError("Got more default values than field names")
    field_defaults = dict(zip(fields[len(fields) - len(defaults):], defaults))

    def __init__(self, *args, **kwargs):
        if len(args) > len(fields):
            raise TypeError(
                f"{typename}.__new__() takes {len(fields) + 1} positional arguments "
                f"but {len(args) + 1} were given")
        for name, value in zip(fields, args):
            object.__setattr__(self, name, value)
        for name in fields[len(args):]:
            if name in kwargs:
                object.__setattr__(self, name, kwargs.pop(name))
            elif name in field_defaults:
                object.__setattr__(self, name, field_defaults[name])
            else:
                missing = [n for n in fields[len(args):]
                           if n not in kwargs and n not in field_defaults
                           and not hasattr(self, n)]
                raise TypeError(
                    f"{typename}.__new__() missing {len(missing)} required positional "
                    f"argument{'s' if len(missing) > 1 else ''}: "
                    + _quoted(missing))
        for name in kwargs:
            raise TypeError(f"{typename}.__new__() got an unexpected keyword argument '{name}'")

    def _make(cls, iterable):
        return cls(*iterable)

    namespace = {
        "__slots__": fields,
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__init__": __init__,
        "_make": classmethod(_make),
        "__module__": module if module is not None else "__main__",
    }
    return type(typename, (_TupleLike,), namespace)


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

"""abc for vm-std: abstract base classes. `ABCMeta` records a class's abstract methods
in `__abstractmethods__` when it makes the class, and instantiating a class that has some
is CPython's `TypeError`. `register` records virtual subclasses, which `isinstance` and
`issubclass` consult (with `__subclasshook__`). Written for vm-std (not CPython's
Lib/abc)."""

__all__ = ["ABC", "ABCMeta", "abstractmethod", "abstractclassmethod",
           "abstractstaticmethod", "abstractproperty", "get_cache_token",
           "update_abstractmethods"]


def abstractmethod(funcobj):
    """Marks `funcobj` abstract: a class with it cannot be instantiated until a subclass
    overrides it."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def abstractclassmethod(callable):
    """A classmethod that is abstract (deprecated spelling)."""
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    """A staticmethod that is abstract (deprecated spelling)."""
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


def abstractproperty(fget=None, fset=None, fdel=None, doc=None):
    """A property that is abstract (deprecated spelling)."""
    if fget is not None:
        fget.__isabstractmethod__ = True
    return property(fget, fset, fdel, doc)


def _is_abstract(value):
    if getattr(value, "__isabstractmethod__", False):
        return True
    # A property or a class/static method wrapping an abstract function.
    for attr in ("fget", "fset", "fdel", "__func__"):
        inner = getattr(value, attr, None)
        if inner is not None and getattr(inner, "__isabstractmethod__", False):
            return True
    return False


def update_abstractmethods(cls):
    """Recomputes `cls.__abstractmethods__` (after methods were added or removed)."""
    abstracts = set()
    for name, value in cls.__dict__.items():
        if _is_abstract(value):
            abstracts.add(name)
    for base in cls.__bases__:
        for name in getattr(base, "__abstractmethods__", ()):
            value = getattr(cls, name, None)
            if _is_abstract(value):
                abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls


_token = 0


def get_cache_token():
    return _token


# Each abstract class's registered virtual subclasses and its abstract subclasses, by
# class (a class attribute would be inherited).
_registry = {}
_subclasses = {}
# The classes found to be subclasses of each abstract class, and those found not to be
# (with the token they were found at).
_positive = {}
_negative = {}


class ABCMeta(type):
    """The metaclass of abstract classes: it records a class's abstract methods in
    `__abstractmethods__` when it makes it, and `register` adds virtual subclasses, which
    `isinstance` and `issubclass` then see."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        update_abstractmethods(cls)
        _registry[cls] = []
        _subclasses[cls] = []
        for base in bases:
            if base in _subclasses:
                _subclasses[base].append(cls)
        return cls

    def register(cls, subclass):
        """Registers `subclass` as a virtual subclass of `cls`."""
        global _token
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        _registry[cls].append(subclass)
        _token += 1
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        # Answers are kept, as CPython's are: a check walks the registries and the hooks
        # of every abstract subclass (for collections.abc, some twenty classes); a
        # negative answer holds until the next `register` (the token).
        if subclass in _positive.get(cls, ()):
            return True
        negative = _negative.get(cls)
        if negative is not None and negative[0] == _token:
            if subclass in negative[1]:
                return False
        else:
            negative = _negative[cls] = (_token, set())
        ok = _check_subclass(cls, subclass)
        if ok:
            _positive.setdefault(cls, set()).add(subclass)
        elif negative[0] == _token:
            negative[1].add(subclass)
        return ok


def _check_subclass(cls, subclass):
    if type.__subclasscheck__(cls, subclass):
        return True
    hook = getattr(cls, "__subclasshook__", None)
    if hook is not None:
        ok = hook(subclass)
        if ok is not NotImplemented:
            return bool(ok)
    for r in _registry.get(cls, ()):
        if issubclass(subclass, r):
            return True
    for s in _subclasses.get(cls, ()):
        if issubclass(subclass, s):
            return True
    return False


def _register_known(cls, subclasses):
    """Registers `subclasses` as virtual subclasses of `cls` without `register`'s checks:
    for a frozen module's own registrations of builtin types when it is imported (each
    `register` runs a full subclass check, which for collections.abc's some forty
    registrations was a tenth of its import)."""
    global _token
    _registry[cls].extend(subclasses)
    _token += 1


class ABC(metaclass=ABCMeta):
    """The base of abstract classes: `class Shape(ABC):`."""

    __slots__ = ()

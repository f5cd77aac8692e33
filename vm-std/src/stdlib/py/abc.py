"""abc for vm-std: abstract base classes. `ABC` records a class's abstract methods in
`__abstractmethods__` when the class is made (through `__init_subclass__`: vm-std has no
metaclasses, so `ABCMeta` is `ABC`'s helper, not a metaclass), and instantiating a class
that has some is CPython's `TypeError`. `register` records virtual subclasses, which
`isinstance` does not consult here. Written for vm-std (not CPython's Lib/abc)."""

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


class ABCMeta:
    """Stands for CPython's metaclass: `ABCMeta.register(C, Sub)` works on `ABC`
    subclasses."""

    @staticmethod
    def register(cls, subclass):
        global _token
        cls._abc_registry.append(subclass)
        _token += 1
        return subclass


class ABC:
    """The base of abstract classes: `class Shape(ABC):`."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        update_abstractmethods(cls)
        cls._abc_registry = []

    @classmethod
    def register(cls, subclass):
        return ABCMeta.register(cls, subclass)

"""types for vm-std: the types of the interpreter's objects by name, SimpleNamespace and
GenericAlias (what `list[int]` makes). Written for vm-std (not CPython's Lib/types)."""

import sys


def _f():
    pass


FunctionType = type(_f)
LambdaType = FunctionType


def _g():
    yield 1


GeneratorType = type(_g())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
ModuleType = type(sys)
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)
del _f, _g, _C


class SimpleNamespace:
    def __init__(self, mapping_or_iterable=(), /, **kwargs):
        for key, value in dict(mapping_or_iterable).items():
            setattr(self, key, value)
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __repr__(self):
        items = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        return f"{name}({items})"

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    if isinstance(obj, FunctionType):
        return obj.__name__
    return repr(obj)


def _parameters(args):
    found = []
    for a in args:
        if hasattr(a, "__typing_subst__") and a not in found:
            found.append(a)
        for p in getattr(a, "__parameters__", ()):
            if p not in found:
                found.append(p)
    return tuple(found)


class GenericAlias:
    """`list[int]`: a builtin generic type with its arguments."""

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = _parameters(args)

    def __repr__(self):
        if len(self.__args__) == 0:
            shown = "()"
        else:
            shown = ", ".join(_type_repr(a) for a in self.__args__)
        return f"{_type_repr(self.__origin__)}[{shown}]"

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __getitem__(self, items):
        params = self.__parameters__
        if not params:
            raise TypeError(f"{self!r} is not a generic class")
        if not isinstance(items, tuple):
            items = (items,)
        if len(items) != len(params):
            many = "many" if len(items) > len(params) else "few"
            raise TypeError(f"Too {many} arguments for {self!r}")
        subst = dict(zip(params, items))
        return GenericAlias(self.__origin__, tuple(_subst(a, subst) for a in self.__args__))

    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return getattr(self.__origin__, name)


def _subst(arg, subst):
    if hasattr(arg, "__typing_subst__"):
        return subst.get(arg, arg)
    params = getattr(arg, "__parameters__", ())
    if params:
        return arg[tuple(subst.get(p, p) for p in params)]
    return arg

"""typing for vm-std: the names typed code imports, with runtime subscription and
CPython's reprs (`typing.List[float]`, `typing.Optional[int]`). Type checkers read the
annotations; at run time these objects only describe types. Written for vm-std (not
CPython's Lib/typing): without metaclasses, `Any` and the other special forms are
objects, `Generic` and `Protocol` work through `__class_getitem__` and
`__mro_entries__`, and a `NamedTuple` class gets its tuple machinery from
`__init_subclass__` (its `__mro__` holds `typing.NamedTuple`'s helper base)."""

import collections
import collections.abc as _cabc
import sys
from types import GenericAlias as _BuiltinAlias, FunctionType as _FunctionType

__all__ = [
    "Any", "Callable", "ClassVar", "Final", "Generic", "Literal", "Optional",
    "Protocol", "Tuple", "Type", "TypeVar", "Union", "AbstractSet", "ByteString",
    "Container", "Hashable", "ItemsView", "Iterable", "Iterator", "KeysView",
    "Mapping", "MappingView", "MutableMapping", "MutableSequence", "MutableSet",
    "Sequence", "Sized", "ValuesView", "Collection", "Reversible", "ChainMap",
    "Counter", "Deque", "Dict", "DefaultDict", "List", "OrderedDict", "Set",
    "FrozenSet", "NamedTuple", "TypedDict", "Generator", "AnyStr", "cast",
    "final", "get_args", "get_origin", "get_type_hints", "NewType",
    "no_type_check", "overload", "runtime_checkable", "Text", "TYPE_CHECKING",
    "NoReturn", "Never", "Self", "TypeAlias", "Awaitable", "Coroutine",
    "AsyncIterable", "AsyncIterator", "SupportsInt", "SupportsFloat", "SupportsAbs",
    "SupportsIndex", "SupportsRound", "IO", "TextIO", "BinaryIO", "Pattern", "Match",
    "Annotated", "LiteralString", "assert_never", "reveal_type",
]

TYPE_CHECKING = False
_NoneType = type(None)


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == "builtins":
            return obj.__qualname__
        return f"{obj.__module__}.{obj.__qualname__}"
    if obj is ...:
        return "..."
    if isinstance(obj, _FunctionType):
        return obj.__name__
    if isinstance(obj, list):
        return "[" + ", ".join(_type_repr(a) for a in obj) + "]"
    return repr(obj)


def _type_check(arg, msg):
    if type(arg) is tuple:
        raise TypeError(f"{msg} Got {arg!r:.100}.")
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    if isinstance(arg, (int, float)) and not isinstance(arg, bool):
        raise TypeError(f"{msg} Got {arg!r:.100}.")
    return arg


def _collect_parameters(args):
    found = []
    for a in args:
        if isinstance(a, TypeVar):
            if a not in found:
                found.append(a)
        else:
            for p in getattr(a, "__parameters__", ()):
                if p not in found:
                    found.append(p)
    return tuple(found)


def _tuple(params):
    return params if isinstance(params, tuple) else (params,)


class ForwardRef:
    def __init__(self, arg):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg

    def __repr__(self):
        return f"ForwardRef({self.__forward_arg__!r})"

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(self.__forward_arg__)


class TypeVar:
    def __init__(self, name, *constraints, bound=None, covariant=False,
                 contravariant=False):
        if covariant and contravariant:
            raise ValueError("Bivariant types are not supported.")
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__name__ = name
        self.__constraints__ = tuple(constraints)
        self.__bound__ = None if bound is None else _type_check(bound, "Bound must be a type.")
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)

    def __repr__(self):
        if self.__covariant__:
            prefix = "+"
        elif self.__contravariant__:
            prefix = "-"
        else:
            prefix = "~"
        return prefix + self.__name__

    def __typing_subst__(self, arg):
        return arg

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _SpecialForm:
    def __init__(self, name, doc, getitem=None):
        self._name = name
        self.__doc__ = doc
        self._getitem = getitem

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError(f"{self!r} is not subscriptable")
        return self._getitem(self, parameters)

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _GenericAlias:
    """`List[int]`, `Stack[int]`: an origin with its arguments."""

    def __init__(self, origin, args, name=None, inst=True):
        self.__origin__ = origin
        self.__args__ = _tuple(args)
        self.__parameters__ = _collect_parameters(self.__args__)
        self._name = name
        self._inst = inst

    def _head(self):
        if self._name is not None:
            return "typing." + self._name
        return _type_repr(self.__origin__)

    def __repr__(self):
        args = self.__args__
        if len(args) == 0:
            return f"{self._head()}[()]"
        return f"{self._head()}[{', '.join(_type_repr(a) for a in args)}]"

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __getitem__(self, params):
        if not self.__parameters__:
            raise TypeError(f"{self!r} is not a generic class")
        params = _tuple(params)
        if len(params) != len(self.__parameters__):
            many = "many" if len(params) > len(self.__parameters__) else "few"
            raise TypeError(f"Too {many} arguments for {self!r}; actual {len(params)}, "
                            f"expected {len(self.__parameters__)}")
        subst = dict(zip(self.__parameters__, params))
        return self.copy_with(tuple(_substitute(a, subst) for a in self.__args__))

    def copy_with(self, args):
        return _GenericAlias(self.__origin__, args, name=self._name, inst=self._inst)

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = bases.index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _GenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
                break
        else:
            if Generic not in res and not (isinstance(self.__origin__, type)
                                            and issubclass(self.__origin__, Generic)):
                res.append(Generic)
        return tuple(res)

    def __getattr__(self, attr):
        if attr.startswith("__") and attr.endswith("__"):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


def _substitute(arg, subst):
    if isinstance(arg, TypeVar):
        return subst.get(arg, arg)
    params = getattr(arg, "__parameters__", ())
    if params and isinstance(arg, (_GenericAlias, _BuiltinAlias)):
        return arg[tuple(subst.get(p, p) for p in params)]
    if isinstance(arg, list):
        return [_substitute(a, subst) for a in arg]
    return arg


class _SpecialGenericAlias(_GenericAlias):
    """`List`, `Dict`: a bare alias of a builtin or standard type, subscriptable with
    `nparams` arguments (-1: any number, as `Tuple`)."""

    def __init__(self, origin, nparams, name, inst=True):
        _GenericAlias.__init__(self, origin, (), name=name, inst=inst)
        self._nparams = nparams

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        params = tuple(_type_check(p, "Parameters to generic types must be types.")
                       for p in _tuple(params))
        if self._nparams >= 0 and len(params) != self._nparams:
            many = "many" if len(params) > self._nparams else "few"
            raise TypeError(f"Too {many} arguments for {self!r}; actual {len(params)}, "
                            f"expected {self._nparams}")
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __subclasscheck__(self, cls):
        # A bare alias checks as its origin: `isinstance(x, typing.Iterable)`.
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if not isinstance(cls, _GenericAlias):
            return issubclass(cls, self.__origin__)
        return super().__subclasscheck__(cls)


class _TupleAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), name="Tuple", inst=False)
        params = _tuple(params)
        if len(params) == 2 and params[1] is ...:
            return _GenericAlias(tuple, (_type_check(params[0], "Tuple[t, ...]: t must be a type."), ...),
                                 name="Tuple", inst=False)
        params = tuple(_type_check(p, "Tuple[t0, t1, ...]: each t must be a type.") for p in params)
        return _GenericAlias(tuple, params, name="Tuple", inst=False)


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is ...:
            return f"typing.Callable[..., {_type_repr(args[1])}]"
        shown = ", ".join(_type_repr(a) for a in args[:-1])
        return f"typing.Callable[[{shown}], {_type_repr(args[-1])}]"

    def copy_with(self, args):
        return _CallableGenericAlias(self.__origin__, args, name="Callable", inst=True)


class _CallableAlias(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if args is ...:
            flat = (..., _type_check(result, "Callable[args, result]: result must be a type."))
        elif isinstance(args, list):
            flat = tuple(_type_check(a, "Callable[[arg, ...], result]: each arg must be a type.")
                         for a in args) + (_type_check(result, "Callable[args, result]: result must be a type."),)
        else:
            raise TypeError("Callable[args, result]: args must be a list. "
                            f"Got {_type_repr(args)}")
        return _CallableGenericAlias(self.__origin__, flat, name="Callable", inst=True)


class _UnionGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return f"typing.Optional[{_type_repr(args[1])}]"
            if args[1] is _NoneType:
                return f"typing.Optional[{_type_repr(args[0])}]"
        return f"typing.Union[{', '.join(_type_repr(a) for a in args)}]"

    def __eq__(self, other):
        if not isinstance(other, _UnionGenericAlias):
            return NotImplemented
        return len(self.__args__) == len(other.__args__) and all(
            a in other.__args__ for a in self.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def copy_with(self, args):
        return Union[args]

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")


def _union(self, parameters):
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    parameters = _tuple(parameters)
    flat = []
    for p in parameters:
        p = _type_check(p, "Union[arg, ...]: each arg must be a type.")
        if isinstance(p, _UnionGenericAlias):
            items = p.__args__
        else:
            items = (p,)
        for item in items:
            if item not in flat:
                flat.append(item)
    if len(flat) == 1:
        return flat[0]
    return _UnionGenericAlias(self, tuple(flat))


def _optional(self, parameters):
    arg = _type_check(parameters, f"{self} requires a single type.")
    return Union[arg, None]


def _one_type(self, parameters):
    item = _type_check(parameters, f"{self} accepts only single type.")
    return _GenericAlias(self, (item,))


def _literal(self, parameters):
    values = []
    for p in _tuple(parameters):
        if p not in values:
            values.append(p)
    return _LiteralGenericAlias(self, tuple(values))


class _LiteralGenericAlias(_GenericAlias):
    def __repr__(self):
        return f"typing.Literal[{', '.join(repr(a) for a in self.__args__)}]"

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))


def _annotated(self, params):
    if not isinstance(params, tuple) or len(params) < 2:
        raise TypeError("Annotated[...] should be used with at least two arguments "
                        "(a type and an annotation).")
    return _AnnotatedAlias(params[0], params[1:])


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        _GenericAlias.__init__(self, origin, (origin,))
        self.__metadata__ = metadata

    def __repr__(self):
        meta = ", ".join(repr(m) for m in self.__metadata__)
        return f"typing.Annotated[{_type_repr(self.__origin__)}, {meta}]"


Any = _SpecialForm("Any", "Special type indicating an unconstrained type.")
NoReturn = _SpecialForm("NoReturn", "Special type indicating functions that never return.")
Never = _SpecialForm("Never", "The bottom type, a type that has no members.")
Self = _SpecialForm("Self", "Used to spell the type of \"self\" in classes.")
LiteralString = _SpecialForm("LiteralString", "Represents an arbitrary literal string.")
TypeAlias = _SpecialForm("TypeAlias", "Special marker indicating an explicit type alias.")
ClassVar = _SpecialForm("ClassVar", "Special type construct to mark class variables.", _one_type)
Final = _SpecialForm("Final", "Special typing construct to indicate final names.", _one_type)
Union = _SpecialForm("Union", "Union type; Union[X, Y] means either X or Y.", _union)
Optional = _SpecialForm("Optional", "Optional type.", _optional)
Literal = _SpecialForm("Literal", "Special typing form to define literal types.", _literal)
Annotated = _SpecialForm("Annotated", "Add context specific metadata to a type.", _annotated)


class Generic:
    """The base of generic classes: `class Stack(Generic[T]):`."""

    __slots__ = ()

    def __class_getitem__(cls, params):
        params = _tuple(params)
        if cls is Generic or cls is Protocol:
            if not params:
                raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
            for p in params:
                if not isinstance(p, TypeVar):
                    raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
            return _GenericAlias(cls, params)
        expected = cls.__dict__.get("__parameters__", ())
        if not expected:
            raise TypeError(f"{cls!r} is not a generic class")
        if len(params) != len(expected):
            many = "many" if len(params) > len(expected) else "few"
            raise TypeError(f"Too {many} arguments for {cls!r}; actual {len(params)}, "
                            f"expected {len(expected)}")
        params = tuple(_type_check(p, "Parameters to generic types must be types.")
                       for p in params)
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        found = []
        generic_params = None
        for base in cls.__dict__.get("__orig_bases__", ()):
            if isinstance(base, _GenericAlias):
                if base.__origin__ is Generic:
                    generic_params = base.__parameters__
                for p in base.__parameters__:
                    if p not in found:
                        found.append(p)
        if generic_params is not None:
            missing = [p for p in found if p not in generic_params]
            if missing:
                shown = ", ".join(str(p) for p in missing)
                raise TypeError(f"Some type variables ({shown}) are not listed in "
                                f"Generic[{', '.join(str(p) for p in generic_params)}]")
            found = list(generic_params)
        cls.__parameters__ = tuple(found)


class Protocol(Generic):
    """The base of structural types: `class Closable(Protocol):`."""

    __slots__ = ()
    _is_protocol = True

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if "_is_protocol" not in cls.__dict__:
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)
        if cls._is_protocol and cls.__init__ is object.__init__:
            cls.__init__ = _no_init

    def __new__(cls, *args, **kwargs):
        if cls is Protocol or cls.__dict__.get("_is_protocol", False):
            raise TypeError("Protocols cannot be instantiated")
        return object.__new__(cls)


def _no_init(self, *args, **kwargs):
    if type(self)._is_protocol:
        raise TypeError("Protocols cannot be instantiated")


def runtime_checkable(cls):
    if not getattr(cls, "_is_protocol", False):
        raise TypeError("@runtime_checkable can be only applied to protocol classes, "
                        f"got {cls!r}")
    cls._is_runtime_protocol = True
    return cls


def _abc(name):
    # `IO` and the other I/O and `re` types are named only (vm-std's `io` and `re` do
    # not make them classes of their own).
    return type(name, (), {"__module__": "typing"})


Hashable = _SpecialGenericAlias(_cabc.Hashable, 0, "Hashable")
Awaitable = _SpecialGenericAlias(_cabc.Awaitable, 1, "Awaitable")
Coroutine = _SpecialGenericAlias(_cabc.Coroutine, 3, "Coroutine")
AsyncIterable = _SpecialGenericAlias(_cabc.AsyncIterable, 1, "AsyncIterable")
AsyncIterator = _SpecialGenericAlias(_cabc.AsyncIterator, 1, "AsyncIterator")
Iterable = _SpecialGenericAlias(_cabc.Iterable, 1, "Iterable")
Iterator = _SpecialGenericAlias(_cabc.Iterator, 1, "Iterator")
Reversible = _SpecialGenericAlias(_cabc.Reversible, 1, "Reversible")
Sized = _SpecialGenericAlias(_cabc.Sized, 0, "Sized")
Container = _SpecialGenericAlias(_cabc.Container, 1, "Container")
Collection = _SpecialGenericAlias(_cabc.Collection, 1, "Collection")
Callable = _CallableAlias(_cabc.Callable, 2, "Callable")
AbstractSet = _SpecialGenericAlias(_cabc.Set, 1, "AbstractSet")
MutableSet = _SpecialGenericAlias(_cabc.MutableSet, 1, "MutableSet")
Mapping = _SpecialGenericAlias(_cabc.Mapping, 2, "Mapping")
MutableMapping = _SpecialGenericAlias(_cabc.MutableMapping, 2, "MutableMapping")
Sequence = _SpecialGenericAlias(_cabc.Sequence, 1, "Sequence")
MutableSequence = _SpecialGenericAlias(_cabc.MutableSequence, 1, "MutableSequence")
ByteString = _SpecialGenericAlias(_cabc.ByteString, 0, "ByteString")
MappingView = _SpecialGenericAlias(_cabc.MappingView, 1, "MappingView")
KeysView = _SpecialGenericAlias(_cabc.KeysView, 1, "KeysView")
ItemsView = _SpecialGenericAlias(_cabc.ItemsView, 2, "ItemsView")
ValuesView = _SpecialGenericAlias(_cabc.ValuesView, 1, "ValuesView")
Generator = _SpecialGenericAlias(_cabc.Generator, 3, "Generator")
AsyncGenerator = _SpecialGenericAlias(_cabc.AsyncGenerator, 2, "AsyncGenerator")
Tuple = _TupleAlias(tuple, -1, "Tuple", inst=False)
List = _SpecialGenericAlias(list, 1, "List", inst=False)
Deque = _SpecialGenericAlias(collections.deque, 1, "Deque")
Set = _SpecialGenericAlias(set, 1, "Set", inst=False)
FrozenSet = _SpecialGenericAlias(frozenset, 1, "FrozenSet", inst=False)
Dict = _SpecialGenericAlias(dict, 2, "Dict", inst=False)
DefaultDict = _SpecialGenericAlias(collections.defaultdict, 2, "DefaultDict")
OrderedDict = _SpecialGenericAlias(collections.OrderedDict, 2, "OrderedDict")
Counter = _SpecialGenericAlias(collections.Counter, 1, "Counter")
ChainMap = _SpecialGenericAlias(collections.ChainMap, 2, "ChainMap")
Type = _SpecialGenericAlias(type, 1, "Type", inst=False)
Text = str
AnyStr = TypeVar("AnyStr", bytes, str)
IO = _SpecialGenericAlias(_abc("IO"), 1, "IO")
TextIO = _abc("TextIO")
BinaryIO = _abc("BinaryIO")
Pattern = _SpecialGenericAlias(_abc("Pattern"), 1, "Pattern")
Match = _SpecialGenericAlias(_abc("Match"), 1, "Match")


class SupportsInt(Protocol):
    def __int__(self):
        pass


class SupportsFloat(Protocol):
    def __float__(self):
        pass


class SupportsIndex(Protocol):
    def __index__(self):
        pass


class SupportsAbs(Protocol):
    def __abs__(self):
        pass


class SupportsRound(Protocol):
    def __round__(self, ndigits=0):
        pass


def cast(typ, val):
    """Returns `val` unchanged: a cast tells the type checker only."""
    return val


def assert_never(arg):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + "..."
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj):
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    return _overload_dummy


def final(f):
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    return decorator


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _BuiltinAlias)):
        if isinstance(tp, _SpecialGenericAlias):
            return tp.__origin__
        return tp.__origin__
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _SpecialGenericAlias):
        return ()
    if isinstance(tp, _CallableGenericAlias):
        args = tp.__args__
        if args[0] is ...:
            return args
        return (list(args[:-1]), args[-1])
    if isinstance(tp, (_GenericAlias, _BuiltinAlias)):
        return tp.__args__
    return ()


def _eval_hint(value, globalns, localns):
    if value is None:
        return _NoneType
    if isinstance(value, ForwardRef):
        value = value.__forward_arg__
    if isinstance(value, str):
        return eval(value, globalns, localns)
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ann = base.__dict__.get("__annotations__", {})
            if globalns is None:
                module = sys.modules.get(base.__module__)
                base_globals = vars(module) if module is not None else {}
            else:
                base_globals = globalns
            base_locals = dict(vars(base)) if localns is None else localns
            for name, value in ann.items():
                hints[name] = _eval_hint(value, base_globals, base_locals)
        return hints
    ann = getattr(obj, "__annotations__", None)
    if ann is None:
        return hints
    if globalns is None:
        globalns = getattr(obj, "__globals__", {})
    for name, value in ann.items():
        hints[name] = _eval_hint(value, globalns, localns)
    return hints


class NewType:
    """`UserId = NewType('UserId', int)`: calling it returns its argument."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if "." in name:
            name = name.rpartition(".")[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = sys._getframe(1).f_globals.get("__name__", "__main__") \
            if hasattr(sys, "_getframe") else "__main__"

    def __repr__(self):
        return f"{self.__module__}.{self.__qualname__}"

    def __call__(self, x):
        return x

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass an instance of NewType. Perhaps you were "
                        f"looking for: `{self.__name__} = NewType({self.__name__!r}, {self.__name__})`")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


# ----------------------------------------------------------------- NamedTuple


class _NamedTupleBase(tuple):
    """What `class P(NamedTuple):` subclasses: made a namedtuple from its annotations
    once its body has run."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        ns = cls.__dict__
        if "_fields" in ns:
            return
        annotations = ns.get("__annotations__", {})
        fields = list(annotations)
        defaults = []
        default_names = []
        for name in fields:
            if name in ns:
                defaults.append(ns[name])
                default_names.append(name)
            elif defaults:
                many = "s" if len(default_names) > 1 else ""
                raise TypeError(f"Non-default namedtuple field {name} cannot follow "
                                f"default field{many} {', '.join(default_names)}")
        for name in ("__new__", "__init__", "__slots__", "__getnewargs__", "_fields",
                     "_field_defaults", "_make", "_replace", "_asdict", "_source"):
            if name in ns:
                raise AttributeError(f"Cannot overwrite NamedTuple attribute {name}")
        nt = collections.namedtuple(cls.__name__, fields, defaults=defaults,
                                    module=ns.get("__module__"))
        for key, value in nt.__dict__.items():
            if key in ("__module__", "__slots__", "__doc__", "__dict__", "__weakref__"):
                continue
            if key == "__repr__" and "__repr__" in ns:
                continue
            setattr(cls, key, value)
        cls.__annotations__ = dict(annotations)


def NamedTuple(typename, fields=None, /, **kwargs):
    """`NamedTuple('P', [('x', int)])`, or as a base class: `class P(NamedTuple):`."""
    if fields is None:
        fields = kwargs.items()
    fields = list(fields)
    nt = collections.namedtuple(typename, [n for n, _ in fields])
    nt.__annotations__ = {n: t for n, t in fields}
    return nt


def _namedtuple_mro_entries(bases):
    return (_NamedTupleBase,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


def TypedDict(typename, fields=None, /, total=True, **kwargs):
    """`TypedDict('Movie', {'name': str})`: a `dict` subclass with those annotations."""
    if fields is None:
        fields = kwargs
    td = type(typename, (dict,), {"__annotations__": dict(fields), "__total__": total})
    return td


def _typeddict_mro_entries(bases):
    return (dict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries

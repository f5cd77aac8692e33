"""dataclasses for vm-std: `@dataclass` makes `__init__`, `__repr__`, `__eq__`, the
orderings and `__hash__` from the fields a class annotates (its `__annotations__`, in
order, after its dataclass bases' fields), written as source and compiled with `exec`
as CPython's are. Written for vm-std (not CPython's Lib/dataclasses)."""

import copy as _copy
import sys

__all__ = ["dataclass", "field", "Field", "FrozenInstanceError", "InitVar", "KW_ONLY",
           "MISSING", "fields", "asdict", "astuple", "make_dataclass", "replace",
           "is_dataclass"]


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class InitVar:
    __slots__ = ("type",)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            name = self.type.__name__
        else:
            name = repr(self.type)
        return f"dataclasses.InitVar[{name}]"

    def __class_getitem__(cls, type):
        return InitVar(type)


_FIELD = "_FIELD"
_FIELD_CLASSVAR = "_FIELD_CLASSVAR"
_FIELD_INITVAR = "_FIELD_INITVAR"


class Field:
    __slots__ = ("name", "type", "default", "default_factory", "repr", "hash", "init",
                 "compare", "metadata", "kw_only", "_field_type")

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata,
                 kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ("Field("
                f"name={self.name!r},"
                f"type={self.type!r},"
                f"default={self.default!r},"
                f"default_factory={self.default_factory!r},"
                f"init={self.init!r},"
                f"repr={self.repr!r},"
                f"hash={self.hash!r},"
                f"compare={self.compare!r},"
                f"metadata={self.metadata!r},"
                f"kw_only={self.kw_only!r},"
                f"_field_type={self._field_type})")


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=MISSING):
    """A field's settings, as the value of its annotated name in the class body."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


class _DataclassParams:
    __slots__ = ("init", "repr", "eq", "order", "unsafe_hash", "frozen")

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ("_DataclassParams("
                f"init={self.init!r},"
                f"repr={self.repr!r},"
                f"eq={self.eq!r},"
                f"order={self.order!r},"
                f"unsafe_hash={self.unsafe_hash!r},"
                f"frozen={self.frozen!r}"
                ")")


def _is_classvar(tp):
    if isinstance(tp, str):
        return tp.startswith(("ClassVar", "typing.ClassVar"))
    typing = sys.modules.get("typing")
    if typing is None:
        return False
    return tp is typing.ClassVar or getattr(tp, "__origin__", None) is typing.ClassVar


def _is_initvar(tp):
    if isinstance(tp, str):
        return tp.startswith(("InitVar", "dataclasses.InitVar"))
    return tp is InitVar or isinstance(tp, InitVar)


def _is_kw_only(tp):
    if isinstance(tp, str):
        return tp in ("KW_ONLY", "dataclasses.KW_ONLY")
    return tp is KW_ONLY


def _get_field(cls, name, tp, default_kw_only):
    default = cls.__dict__.get(name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = tp
    f._field_type = _FIELD
    if _is_classvar(tp):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(tp):
        f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f"field {name} cannot have a default factory")
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        f.kw_only = False
    if f._field_type is _FIELD and f.default_factory is MISSING and _unhashable(f.default):
        raise ValueError(f"mutable default {type(f.default)} for field {f.name} is not "
                         "allowed: use default_factory")
    return f


def _unhashable(value):
    if isinstance(value, (list, dict, set, bytearray)):
        return True
    if value is MISSING or isinstance(value, type):
        return False
    return getattr(type(value), "__hash__", 0) is None


def _create_fn(name, args, body, scope, owner=None):
    if not body:
        body = ["pass"]
    lines = "\n".join(f"    {b}" for b in body)
    src = f"  def {name}({', '.join(args)}):\n{lines}\n"
    ns = dict(scope)
    if owner is not None and owner.__qualname__.isidentifier():
        # Compiled in a class body of the owner's name, so that its qualified name (in
        # error messages) is the method's.
        exec(f"class {owner.__qualname__}:\n{src}", ns)
        return ns[owner.__qualname__].__dict__[name]
    exec(f"if True:\n{src}", ns)
    return ns[name]


def _field_assign(frozen, name, value, self_name):
    if frozen:
        return f"__dataclass_object__.__setattr__({self_name}, {name!r}, {value})"
    return f"{self_name}.{name} = {value}"


def _init_fn(all_fields, std_fields, kw_only_fields, frozen, has_post_init, cls):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f"non-default argument {f.name!r} follows default argument")
    scope = {"__dataclass_object__": object, "__dataclass_HAS_DEFAULT_FACTORY__":
             _HAS_DEFAULT_FACTORY, "__dataclass_MISSING__": MISSING}
    body = []
    for f in all_fields:
        if f.default_factory is not MISSING:
            scope[f"__dataclass_dflt_{f.name}__"] = f.default_factory
            if f.init:
                value = (f"__dataclass_dflt_{f.name}__() if {f.name} is "
                         f"__dataclass_HAS_DEFAULT_FACTORY__ else {f.name}")
            else:
                value = f"__dataclass_dflt_{f.name}__()"
        elif f.init:
            if f.default is not MISSING:
                scope[f"__dataclass_dflt_{f.name}__"] = f.default
            value = f.name
        elif f.default is not MISSING:
            scope[f"__dataclass_dflt_{f.name}__"] = f.default
            value = f"__dataclass_dflt_{f.name}__"
        else:
            value = None
        if value is not None and f._field_type is _FIELD:
            body.append(_field_assign(frozen, f.name, value, "self"))
    if has_post_init:
        params = ", ".join(f.name for f in all_fields if f._field_type is _FIELD_INITVAR)
        body.append(f"self.__post_init__({params})")

    def param(f):
        if f.default is MISSING and f.default_factory is MISSING:
            return f.name
        if f.default_factory is not MISSING:
            return f"{f.name}=__dataclass_HAS_DEFAULT_FACTORY__"
        return f"{f.name}=__dataclass_dflt_{f.name}__"

    args = ["self"] + [param(f) for f in std_fields]
    if kw_only_fields:
        args += ["*"] + [param(f) for f in kw_only_fields]
    return _create_fn("__init__", args, body, scope, cls)


def _tuple_of(fields, obj_name):
    if not fields:
        return "()"
    return "(" + ",".join(f"{obj_name}.{f.name}" for f in fields) + ",)"


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def _repr_fn(fields, cls):
    shown = ", ".join(f"{f.name}={{self.{f.name}!r}}" for f in fields)
    fn = _create_fn("__repr__", ["self"],
                    [f'return self.__class__.__qualname__ + f"({shown})"'], {}, cls)
    return _recursive_guard(fn)


def _recursive_guard(fn):
    running = set()

    def __repr__(self):
        key = id(self)
        if key in running:
            return "..."
        running.add(key)
        try:
            return fn(self)
        finally:
            running.discard(key)

    # As CPython's wrapper has it (functools.wraps): pprint looks for it to tell the
    # generated repr from one the class defines.
    __repr__.__wrapped__ = fn
    return __repr__


def _cmp_fn(name, op, self_tuple, other_tuple, cls):
    return _create_fn(name, ["self", "other"], [
        "if other.__class__ is self.__class__:",
        f" return {self_tuple}{op}{other_tuple}",
        "return NotImplemented"], {}, cls)


def _frozen_fns(cls, fields):
    # Compiled from source as CPython's, so that a traceback shows the same frame
    # (`File "<string>", line 4, in __setattr__`).
    if fields:
        names = "(" + ",".join(repr(f.name) for f in fields) + ",)"
    else:
        names = "()"
    scope = {"cls": cls, "FrozenInstanceError": FrozenInstanceError}
    setter = _create_fn("__setattr__", ["self", "name", "value"], [
        f"if type(self) is cls or name in {names}:",
        ' raise FrozenInstanceError(f"cannot assign to field {name!r}")',
        "super(cls, self).__setattr__(name, value)"], scope, cls)
    deleter = _create_fn("__delattr__", ["self", "name"], [
        f"if type(self) is cls or name in {names}:",
        ' raise FrozenInstanceError(f"cannot delete field {name!r}")',
        "super(cls, self).__delattr__(name)"], scope, cls)
    return setter, deleter


def _hash_fn(fields, cls):
    self_tuple = _tuple_of(fields, "self")
    return _create_fn("__hash__", ["self"], [f"return hash({self_tuple})"], {}, cls)


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only):
    fields = {}
    setattr(cls, "__dataclass_params__",
            _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, "__dataclass_fields__", None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, "__dataclass_params__").frozen:
                any_frozen_base = True
    annotations = cls.__dict__.get("__annotations__", {})
    own = []
    kw_only_now = kw_only
    for name, tp in annotations.items():
        if _is_kw_only(tp):
            kw_only_now = True
            continue
        own.append(_get_field(cls, name, tp, kw_only_now))
    for f in own:
        fields[f.name] = f
        if isinstance(cls.__dict__.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError(f"{name!r} is a field but has no type annotation")
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not any_frozen_base and frozen:
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    setattr(cls, "__dataclass_fields__", fields)
    class_hash = cls.__dict__.get("__hash__", MISSING)
    has_explicit_hash = not (class_hash is MISSING or
                             (class_hash is None and "__eq__" in cls.__dict__))
    if order and not eq:
        raise ValueError("eq must be true if order is true")
    all_fields = list(fields.values())
    field_list = [f for f in all_fields if f._field_type is _FIELD]
    if init:
        has_post_init = hasattr(cls, "__post_init__")
        init_fields = [f for f in all_fields if f._field_type in (_FIELD, _FIELD_INITVAR)]
        std = [f for f in init_fields if f.init and not f.kw_only]
        kw = [f for f in init_fields if f.init and f.kw_only]
        _set_new_attribute(cls, "__init__",
                           _init_fn(init_fields, std, kw, frozen, has_post_init, cls))
    if repr:
        _set_new_attribute(cls, "__repr__", _repr_fn([f for f in field_list if f.repr], cls))
    compared = [f for f in field_list if f.compare]
    if eq:
        self_tuple = _tuple_of(compared, "self")
        other_tuple = _tuple_of(compared, "other")
        _set_new_attribute(cls, "__eq__", _cmp_fn("__eq__", "==", self_tuple, other_tuple, cls))
    if order:
        self_tuple = _tuple_of(compared, "self")
        other_tuple = _tuple_of(compared, "other")
        for name, op in (("__lt__", "<"), ("__le__", "<="), ("__gt__", ">"), ("__ge__", ">=")):
            if _set_new_attribute(cls, name, _cmp_fn(name, op, self_tuple, other_tuple, cls)):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}. "
                                "Consider using functools.total_ordering")
    if frozen:
        setter, deleter = _frozen_fns(cls, field_list)
        for name, fn in (("__setattr__", setter), ("__delattr__", deleter)):
            if _set_new_attribute(cls, name, fn):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    hashed = [f for f in field_list if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError(f"Cannot overwrite attribute __hash__ in class {cls.__name__}")
        cls.__hash__ = _hash_fn(hashed, cls)
    elif not has_explicit_hash:
        if eq and frozen:
            cls.__hash__ = _hash_fn(hashed, cls)
        elif eq:
            cls.__hash__ = None
    if match_args:
        _set_new_attribute(cls, "__match_args__",
                           tuple(f.name for f in std_init_fields(all_fields)))
    return cls


def std_init_fields(all_fields):
    return [f for f in all_fields
            if f._field_type in (_FIELD, _FIELD_INITVAR) and f.init and not f.kw_only]


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,
              unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
              slots=False, weakref_slot=False):
    """Adds the special methods a class's fields call for (`@dataclass` or
    `@dataclass(order=True, ...)`)."""
    if slots or weakref_slot:
        raise TypeError("dataclass(slots=True) is not supported by vm-std")

    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen,
                              match_args, kw_only)

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    """The fields of a dataclass or of an instance of one, in order (a tuple)."""
    try:
        all_fields = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple(f for f in all_fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), "__dataclass_fields__")


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, "__dataclass_fields__")


def asdict(obj, *, dict_factory=dict):
    """The fields of dataclass instance `obj` as a dict, recursively."""
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            result.append((f.name, _asdict_inner(getattr(obj, f.name), dict_factory)))
        return dict_factory(result)
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """The fields of dataclass instance `obj` as a tuple, recursively."""
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory)
                              for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    """A new instance of `obj`'s class with `changes` applied to its fields."""
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in getattr(obj, "__dataclass_fields__").values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f"field {f.name} is declared with init=False, it cannot "
                                 "be specified with replace()")
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} must be specified with replace()")
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True,
                   eq=True, order=False, unsafe_hash=False, frozen=False,
                   match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """A new dataclass named `cls_name` with `fields` (names, (name, type) or
    (name, type, Field) items)."""
    ns = dict(namespace or {})
    annotations = {}
    for item in fields:
        if isinstance(item, str):
            name, tp = item, "typing.Any"
        elif len(item) == 2:
            name, tp = item
        else:
            name, tp, spec = item
            ns[name] = spec
        annotations[name] = tp
    ns["__annotations__"] = annotations
    cls = type(cls_name, bases, ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order,
                     unsafe_hash=unsafe_hash, frozen=frozen, match_args=match_args,
                     kw_only=kw_only, slots=slots, weakref_slot=weakref_slot)

"""enum for vm-std: enumerations as CPython 3.11 prints and compares them. `EnumType`
is the metaclass: it turns a class body's plain names into the members (instances of the
class, made once, in definition order), and gives the class `len`, iteration, `in`,
lookup by name (`Color['RED']`) and by value (`Color(1)`, with `_missing_`). `Flag`
members combine with `|`, `&`, `^` and `~` into pseudo-members named as CPython names
them. Written for vm-std (not CPython's Lib/enum): no `_ignore_` patterns beyond names,
no `verify`, no `global_enum`, no pickling support."""

__all__ = ["EnumType", "EnumMeta", "Enum", "ReprEnum", "IntEnum", "StrEnum", "Flag",
           "IntFlag", "auto", "unique", "FlagBoundary", "STRICT", "CONFORM", "EJECT",
           "KEEP"]


class _AutoNull:
    def __repr__(self):
        return "_auto_null"


_auto_null = _AutoNull()


class auto:
    """A member value the class computes (`_generate_next_value_`)."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == "__"
            and name[2] != "_" and name[-3] != "_")


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == "_"
            and name[1] != "_" and name[-2] != "_")


def _is_private(cls_name, name):
    pattern = "_%s__" % (cls_name.lstrip("_"),)
    return (len(name) > len(pattern) and name.startswith(pattern)
            and not name.endswith("_"))


_function = type(_is_dunder)


def _is_descriptor(obj):
    # Functions, the method decorators' objects and anything whose class has `__get__`,
    # `__set__` or `__delete__` stay attributes of the class; the rest become members.
    if isinstance(obj, (_function, staticmethod, classmethod, property)):
        return True
    t = type(obj)
    return hasattr(t, "__get__") or hasattr(t, "__set__") or hasattr(t, "__delete__")


def _is_single_bit(n):
    return n != 0 and n & (n - 1) == 0


class FlagBoundary:
    """What a `Flag` does with a value holding bits no member has."""

    def __init__(self, name):
        self._name_ = name

    def __repr__(self):
        return "<FlagBoundary.%s: %r>" % (self._name_, self._name_.lower())


STRICT = FlagBoundary("STRICT")
CONFORM = FlagBoundary("CONFORM")
EJECT = FlagBoundary("EJECT")
KEEP = FlagBoundary("KEEP")

class _EnumDict(dict):
    # The namespace of an enum's class body: an `auto()` value is numbered when it is
    # assigned, so the body sees the number (`WHITE = RED | GREEN | BLUE`).

    def __init__(self):
        super().__init__()
        self._last_values = []
        self._generate = None

    def __setitem__(self, key, value):
        if key == "_generate_next_value_":
            self._generate = value
        elif not (_is_dunder(key) or _is_sunder(key) or _is_descriptor(value)):
            if isinstance(value, auto):
                if value.value is _auto_null and self._generate is not None:
                    value.value = self._generate(key, 1, len(self._last_values),
                                                 self._last_values[:])
                if value.value is not _auto_null:
                    value = value.value
            self._last_values.append(value)
        super().__setitem__(key, value)


# Set once the classes exist (the metaclass makes them first).
Enum = None
Flag = None
ReprEnum = None


class EnumType(type):
    """The metaclass of enumerations."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        ns = _EnumDict()
        if bases and isinstance(bases[-1], EnumType):
            ns._generate = bases[-1]._generate_next_value_
        return ns

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if isinstance(classdict, _EnumDict):
            classdict = dict(classdict)
        ignore = classdict.pop("_ignore_", [])
        if isinstance(ignore, str):
            ignore = ignore.replace(",", " ").split()
        for key in ignore:
            classdict.pop(key, None)
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        names = []
        for key, value in classdict.items():
            if (_is_dunder(key) or _is_sunder(key) or _is_private(cls, key)
                    or _is_descriptor(value)):
                continue
            names.append(key)
        values = []
        for key in names:
            values.append(classdict.pop(key))
        # The class's own `__new__` makes its members; calling the class looks them up.
        if "__new__" in classdict and Enum is not None:
            classdict["_new_member_"] = classdict["__new__"]
            classdict["__new__"] = Enum.__new__
        classdict["_member_names_"] = []
        classdict["_member_map_"] = {}
        classdict["_value2member_map_"] = {}
        classdict["_unhashable_values_"] = []
        classdict["_member_type_"] = member_type
        enum_class = super().__new__(metacls, cls, bases, classdict, **kwds)
        is_flag = Flag is not None and issubclass(enum_class, Flag)
        if boundary is None:
            boundary = getattr(first_enum, "_boundary_", None)
        if is_flag:
            type.__setattr__(enum_class, "_boundary_", boundary or STRICT)
        last_values = []
        for name, value in zip(names, values):
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = enum_class._generate_next_value_(
                        name, 1, len(last_values), last_values[:])
                value = value.value
            member = metacls._add_member_(enum_class, name, value, member_type, is_flag)
            last_values.append(member._value_)
        if is_flag:
            single = 0
            for name in enum_class._member_names_:
                single |= enum_class._member_map_[name]._value_
            every = 0
            for member in enum_class._member_map_.values():
                if isinstance(member._value_, int):
                    every |= member._value_
            type.__setattr__(enum_class, "_flag_mask_", single)
            type.__setattr__(enum_class, "_singles_mask_", single)
            type.__setattr__(enum_class, "_all_bits_", 2 ** every.bit_length() - 1)
        return enum_class

    @staticmethod
    def _get_mixins_(class_name, bases):
        """The data type of the members (`int` for an `IntEnum`) and the last enum base."""
        if not bases:
            return object, Enum
        first_enum = bases[-1]
        if Enum is not None and not (isinstance(first_enum, EnumType)
                                     and issubclass(first_enum, Enum)):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = object
        for base in bases:
            if not isinstance(base, EnumType):
                member_type = base
                break
            for klass in base.__mro__:
                if klass is object or isinstance(klass, EnumType):
                    continue
                member_type = klass
                break
            if member_type is not object:
                break
        for base in bases:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError("<enum %r> cannot extend %r" % (class_name, base))
        return member_type, first_enum

    @staticmethod
    def _add_member_(enum_class, name, value, member_type, is_flag):
        if isinstance(value, tuple):
            args = value
        else:
            args = (value,)
        if member_type is tuple:
            args = (args,)
        new_member = enum_class.__dict__.get("_new_member_")
        if new_member is None:
            for base in enum_class.__mro__[1:]:
                found = base.__dict__.get("_new_member_") if isinstance(base, EnumType) else None
                if found is not None:
                    new_member = found
                    break
        if new_member is not None:
            member = new_member(enum_class, *args)
        elif member_type is object:
            member = object.__new__(enum_class)
        else:
            member = member_type.__new__(enum_class, *args)
        if not hasattr(member, "_value_"):
            if member_type is object:
                member._value_ = value
            else:
                member._value_ = member_type(*args)
        value = member._value_
        member._name_ = name
        member.__init__(*args)
        canonical = None
        try:
            canonical = enum_class._value2member_map_.get(value)
        except TypeError:
            for m in enum_class._member_map_.values():
                if m._value_ == value:
                    canonical = m
                    break
        if canonical is not None:
            member = canonical
        elif not is_flag or _is_single_bit(value):
            enum_class._member_names_.append(name)
        enum_class._member_map_[name] = member
        try:
            enum_class._value2member_map_.setdefault(value, member)
        except TypeError:
            enum_class._unhashable_values_.append(value)
        type.__setattr__(enum_class, name, member)
        return member

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None,
                 start=1, boundary=None):
        if names is None:
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type,
                            start=start, boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None,
                 start=1, boundary=None):
        metacls = cls.__class__
        bases = (cls,) if type is None else (type, cls)
        if isinstance(names, str):
            names = names.replace(",", " ").split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original, names = names, []
            last_values = []
            for count, name in enumerate(original):
                value = cls._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        classdict = {}
        for item in names:
            if isinstance(item, str):
                classdict[item] = names[item]
            else:
                classdict[item[0]] = item[1]
        classdict["__module__"] = "__main__" if module is None else module
        if qualname is not None:
            classdict["__qualname__"] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __bool__(cls):
        return True

    @property
    def __members__(cls):
        return dict(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)

    def __setattr__(cls, name, value):
        if name in cls._member_map_:
            raise AttributeError("cannot reassign member %r" % (name,))
        super().__setattr__(name, value)


EnumMeta = EnumType


class Enum(metaclass=EnumType):
    """The base of enumerations: `class Color(Enum): RED = 1`."""

    def __new__(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        exc = None
        try:
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        if exc is None:
            exc = TypeError("error in %s._missing_: returned %r instead of None or a valid "
                            "member" % (cls.__name__, result))
        raise exc

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        return "<%s.%s: %r>" % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    @property
    def name(self):
        """The member's name."""
        return self._name_

    @property
    def value(self):
        """The member's value."""
        return self._value_


class ReprEnum(Enum):
    """An enum whose `str()` and `format()` are its value's (its `repr` stays the
    enum's)."""

    def __str__(self):
        return str(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)


class IntEnum(int, ReprEnum):
    """Members that are ints."""

    def __hash__(self):
        return hash(self._value_)


class StrEnum(str, ReprEnum):
    """Members that are strings."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError("too many arguments for str(): %r" % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError("%r is not a string" % (values[0],))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def __hash__(self):
        return hash(self._value_)

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def unique(enumeration):
    """A class decorator that refuses aliases."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member._name_:
            duplicates.append((name, member._name_))
    if duplicates:
        alias_details = ", ".join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError("duplicate values found in %r: %s" % (enumeration, alias_details))
    return enumeration


class Flag(Enum, boundary=STRICT):
    """Members that are bits, combined with `|`, `&`, `^` and `~`."""

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        return 2 ** last_value.bit_length()

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        all_bits = cls._all_bits_
        boundary = cls._boundary_
        neg_value = None
        if (not ~all_bits <= value <= all_bits) or value & (all_bits ^ flag_mask):
            if boundary is STRICT:
                width = max(all_bits.bit_length(), value.bit_length())
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                                 % (cls, value, _bin(value, width), _bin(flag_mask, width)))
            if boundary is CONFORM:
                value = value & flag_mask
            elif boundary is EJECT:
                return value
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        member_value = value & flag_mask
        if cls._member_type_ is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo, "_value_"):
            pseudo._value_ = value
        if member_value:
            names = [m._name_ for m in cls._iter_members_(member_value)]
            if unknown:
                names.append(repr(unknown))
            pseudo._name_ = "|".join(names)
        else:
            pseudo._name_ = None
        pseudo = cls._value2member_map_.setdefault(value, pseudo)
        if neg_value is not None:
            cls._value2member_map_[neg_value] = pseudo
        return pseudo

    @classmethod
    def _iter_members_(cls, value):
        for name in cls._member_names_:
            member = cls._member_map_[name]
            if member._value_ & value:
                yield member

    def __iter__(self):
        return self.__class__._iter_members_(self._value_)

    def __len__(self):
        return bin(self._value_).count("1")

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __bool__(self):
        return bool(self._value_)

    def __repr__(self):
        if self._name_ is None:
            return "<%s: %r>" % (self.__class__.__name__, self._value_)
        return "<%s.%s: %r>" % (self.__class__.__name__, self._name_, self._value_)

    def __str__(self):
        if self._name_ is None:
            return "%s(%r)" % (self.__class__.__name__, self._value_)
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        other = self._other_value(other)
        if other is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        if self._boundary_ is KEEP or self._boundary_ is EJECT:
            return self.__class__(~self._value_)
        return self.__class__(self._singles_mask_ & ~self._value_)


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Flags that are ints."""

    def __hash__(self):
        return hash(self._value_)


def _bin(num, width):
    # CPython's `enum._bin`: '0b0 1000' (the sign bit apart).
    s = bin(num & (2 ** width - 1))[2:].zfill(width)
    return "0b%s %s" % ("1" if num < 0 else "0", s)

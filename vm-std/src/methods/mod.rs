//! Methods of the builtin types (`list.append`, `dict.get`, `str.split`, ...): their table
//! (one entry each: name, arguments, handler) and, by type, the handlers.
//!
//! A handler runs after [`call`] checked the call against its entry (keywords, the
//! argument count, then the receiver's type), so it may index the arguments its entry
//! guarantees. A [`Method`] value is a position in [`TABLE`], which inline caches store.

mod array;
pub mod asyncgen;
pub(crate) mod bytes;
mod bytes_more;
mod classes;
mod deque;
mod descriptor;
mod dict;
mod generator;
mod list;
mod number;
mod property;
mod range;
mod set;
mod slots;
mod stream;
mod string;
mod string_more;
mod titlecase;
mod tuple;

pub use dict::update_from as dict_update_from;
pub use generator::{close_generator, stop_iteration};
pub use list::sort_by_key;
pub use number::big_endian;
pub use stream::write_text;
pub use string::find_in;

use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::class::Descr;
use crate::value::native::{Arity, Kwargs, Method, arity};
use crate::value::{Dict, Generator, List, PyStr, Range, Set, Tuple, Value};

/// The builtin types that have methods, by the values that are their instances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Receiver {
    List,
    Tuple,
    Dict,
    Set,
    FrozenSet,
    Str,
    /// An int, small or big, or a bool (whose methods are `int`'s, given the bool as an
    /// int).
    Int,
    /// `bool`'s own special methods (`__and__`, `__or__`, `__xor__`, their reflections,
    /// `__repr__`): never what [`Receiver::of`] answers, a bool finds them before `int`'s.
    Bool,
    Float,
    Property,
    /// The descriptor of one of `BaseException`'s fields that CPython defines by a getter
    /// and a setter (`__traceback__`, `__context__`, `__cause__`).
    GetSetDescriptor,
    /// The descriptor of `BaseException.__suppress_context__`, a struct member in CPython.
    MemberDescriptor,
    Generator,
    Coroutine,
    AsyncGenerator,
    AgenOp,
    Deque,
    Array,
    Stream,
    Bytes,
    ByteArray,
    Range,
    Slice,
    /// `None`, whose type has `__bool__` and `__repr__`.
    NoneType,
    /// An iterator of a builtin iterable (`iter([])`, `map(...)`).
    Iterator,
    /// A class: never what [`Receiver::of`] answers (a class's own attributes come
    /// first, so `class_getattr` binds `mro` itself, and no method cache keys on it).
    Class,
}

impl Receiver {
    /// The type whose methods `v` has, if any.
    #[inline]
    pub fn of(v: &Value) -> Option<Receiver> {
        Some(match v {
            Value::List(_) => Receiver::List,
            Value::Tuple(_) => Receiver::Tuple,
            Value::Dict(_) => Receiver::Dict,
            Value::Set(s) if s.is_frozen() => Receiver::FrozenSet,
            Value::Set(_) => Receiver::Set,
            Value::Str(_) => Receiver::Str,
            Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => Receiver::Int,
            Value::Float(_) => Receiver::Float,
            Value::Descr(d) if matches!(***d, Descr::Property { .. }) => Receiver::Property,
            Value::Descr(d) if matches!(***d, Descr::ExcField(f) if f.is_member()) => {
                Receiver::MemberDescriptor
            }
            Value::Descr(d) if matches!(***d, Descr::ExcField(_)) => Receiver::GetSetDescriptor,
            Value::Generator(_) => Receiver::Generator,
            Value::Coroutine(_) => Receiver::Coroutine,
            Value::AsyncGenerator(_) => Receiver::AsyncGenerator,
            Value::AgenOp(_) => Receiver::AgenOp,
            Value::Deque(_) => Receiver::Deque,
            Value::Array(_) => Receiver::Array,
            Value::Stream(_) => Receiver::Stream,
            Value::Bytes(_) => Receiver::Bytes,
            Value::ByteArray(_) => Receiver::ByteArray,
            Value::Range(_) => Receiver::Range,
            Value::Slice(_) => Receiver::Slice,
            Value::None => Receiver::NoneType,
            Value::Iter(_) => Receiver::Iterator,
            _ => return None,
        })
    }
}

/// Replaces an iterable whose iteration runs Python code (a generator, an instance) by a
/// list of its items, collected through `vm`: the handlers iterate without one.
fn materialize(vm: &mut dyn Vm, v: &mut Value) -> PyResult<()> {
    let runs_code = match v {
        Value::Generator(_) | Value::Instance(_) => true,
        Value::Iter(it) => it.try_borrow().is_ok_and(|it| it.runs_code()),
        _ => false,
    };
    if runs_code {
        *v = Value::list(vm.collect(v)?);
    }
    Ok(())
}

/// A method's handler for receivers of type `T`: it gets the machine (an item may be an
/// instance, whose special methods a comparison, a hash or a `str()` calls), `self`, the
/// arguments after it and the keyword arguments.
pub type Handler<T> = fn(&mut dyn Vm, &T, &mut [Value], &Kwargs) -> PyResult<Value>;

/// A `list` method's handler.
pub type ListMethod = Handler<Rc<List>>;

/// A method's handler, typed by its receiver (`self`): the variant is the type that has
/// the method. It gets the arguments after `self` and the keyword arguments, checked
/// against its entry.
#[derive(Clone, Copy)]
pub enum MethodFn {
    List(ListMethod),
    Tuple(Handler<Rc<Tuple>>),
    Dict(Handler<Rc<Dict>>),
    Set(Handler<Rc<Set>>),
    /// The methods of `frozenset`: `set`'s that do not mutate, given a frozenset.
    FrozenSet(Handler<Rc<Set>>),
    Str(Handler<Rc<PyStr>>),
    /// `self` is an `Int` or a `BigInt`.
    Int(Handler<Value>),
    /// `self` is a `Bool`.
    Bool(Handler<Value>),
    Float(fn(&mut dyn Vm, f64, &mut [Value], &Kwargs) -> PyResult<Value>),
    /// `self` is a `property`.
    Property(Handler<Rc<Descr>>),
    Generator(Handler<Rc<Generator>>),
    /// `self` is a coroutine (a generator's machinery).
    Coroutine(Handler<Rc<Generator>>),
    /// `self` is an asynchronous generator.
    AsyncGenerator(Handler<Rc<Generator>>),
    /// `self` is an awaitable running one (`asend`, `athrow`, `anext`).
    AgenOp(Handler<Rc<crate::value::AgenOp>>),
    Deque(Handler<Rc<crate::value::deque::Deque>>),
    Array(Handler<Rc<crate::value::array::Array>>),
    Stream(Handler<Rc<crate::value::stream::Stream>>),
    /// `self` is a `bytes`.
    Bytes(Handler<Value>),
    /// `self` is a `bytearray`.
    ByteArray(Handler<Value>),
    Range(Handler<Rc<Range>>),
    /// `self` is a `slice`: its start, stop and step.
    Slice(Handler<Rc<[Value; 3]>>),
    Class(Handler<Rc<crate::value::class::Class>>),
    /// `self` is `None`.
    NoneType(Handler<Value>),
    /// `self` is an iterator (a `Value::Iter`).
    Iterator(Handler<Value>),
    // (Last: the variants before keep the discriminants `call`'s match was laid out
    // for; in the middle, they cost `methods::call` 7% more instructions.)
    /// `self` is a `getset_descriptor` (see [`Receiver::GetSetDescriptor`]).
    GetSetDescriptor(Handler<Rc<Descr>>),
    /// `self` is a `member_descriptor` (see [`Receiver::MemberDescriptor`]).
    MemberDescriptor(Handler<Rc<Descr>>),
}

/// One entry of [`TABLE`]: a method's definition.
pub struct MethodDef {
    /// `type.name` (`"list.append"`), as messages print it.
    pub qualname: &'static str,
    pub arity: Arity,
    /// Whether it takes keyword arguments (its handler checks their names); for the
    /// others any raises `TypeError`.
    pub keywords: bool,
    /// Whether it is a special method (`__add__`): a slot wrapper as CPython's, unless
    /// CPython defines it as a method ([`Method::is_slot_wrapper`]).
    pub special: bool,
    pub handler: MethodFn,
}

/// Declares the methods, grouped by the type that has them (a [`Receiver`], its name in
/// Python), one entry each: `HANDLE = "name" (arguments) [keywords] => handler,`, its
/// special methods (`__x__`) in a second group after `+ special`; and
/// derives from them the table, its handles (`LIST_APPEND`, ...) and [`lookup`].
macro_rules! methods {
    ($(
        $receiver:ident $type_name:literal {
            $($handle:ident = $name:literal ($($arity:tt)+) $($keywords:ident)? => $handler:path,)*
        }
        $(+ special {
            $($shandle:ident = $sname:literal ($($sarity:tt)+) $($skeywords:ident)? => $shandler:path,)*
        })?
    )*) => {
        /// Positions in [`TABLE`], by handle.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u16)]
        enum Index { $($($handle,)* $($($shandle,)*)?)* }

        const COUNT: usize = [$($(Index::$handle,)* $($(Index::$shandle,)*)?)*].len();

        /// Every method, in declaration order (its position is what inline caches store).
        pub static TABLE: [MethodDef; COUNT] = [$(
            $(MethodDef {
                qualname: concat!($type_name, ".", $name),
                arity: arity!($($arity)+),
                keywords: keywords!($($keywords)?),
                special: false,
                handler: MethodFn::$receiver($handler),
            },)*
            $($(MethodDef {
                qualname: concat!($type_name, ".", $sname),
                arity: arity!($($sarity)+),
                keywords: keywords!($($skeywords)?),
                special: true,
                handler: MethodFn::$receiver($shandler),
            },)*)?
        )*];

        $($(
            #[doc = concat!("`", $type_name, ".", $name, "`.")]
            pub const $handle: Method = Method::from_index(Index::$handle as u16);
        )* $($(
            #[doc = concat!("`", $type_name, ".", $sname, "`.")]
            pub const $shandle: Method = Method::from_index(Index::$shandle as u16);
        )*)?)*

        /// `obj.name` as a method, if its type has one.
        pub fn find(obj: &Value, name: &str) -> Option<Method> {
            if let Value::Bool(_) = obj {
                return lookup_unbound("bool", name);
            }
            match Receiver::of(obj) {
                $(Some(Receiver::$receiver) => find_in_group!(name, [$($name => $handle),*], [$($($sname => $shandle),*)?]),)*
                None => None,
            }
        }

        /// `obj.name` as a method, or `AttributeError`.
        pub fn lookup(obj: &Value, name: &str) -> PyResult<Method> {
            find(obj, name).ok_or_else(|| no_attribute(obj, name))
        }

        /// `type_name.name` (`str.join`, `list.append`) as an unbound method: calling it
        /// passes `self` first. `bool` has its own few and `int`'s.
        pub fn lookup_unbound(type_name: &str, name: &str) -> Option<Method> {
            let found = match type_name {
                $($type_name => find_in_group!(name, [$($name => $handle),*], [$($($sname => $shandle),*)?]),)*
                _ => None,
            };
            match found {
                None if type_name == "bool" => lookup_unbound("int", name),
                found => found,
            }
        }
    };
}

/// The lookup of `name` in one type's group: a special method's name (`__x__`) among
/// the special methods only, any other among the others, so that the lookups of
/// ordinary methods compare no more names than before the special methods were there.
macro_rules! find_in_group {
    ($name:ident, [$($n:literal => $h:ident),*], [$($sn:literal => $sh:ident),*]) => {
        if $name.starts_with("__") {
            match $name {
                $($sn => Some($sh),)*
                _ => None,
            }
        } else {
            match $name {
                $($n => Some($h),)*
                _ => None,
            }
        }
    };
}

macro_rules! keywords {
    () => {
        false
    };
    (keywords) => {
        true
    };
}

methods! {
    List "list" {
        LIST_APPEND = "append" (1) => list::append,
        LIST_EXTEND = "extend" (1) => list::extend,
        LIST_INSERT = "insert" (2) => list::insert,
        LIST_POP = "pop" (0..=1) => list::pop,
        LIST_REMOVE = "remove" (1) => list::remove,
        LIST_INDEX = "index" (1..=3) => list::index,
        LIST_COUNT = "count" (1) => list::count,
        LIST_SORT = "sort" (0) keywords => list::sort,
        LIST_REVERSE = "reverse" (0) => list::reverse,
        LIST_COPY = "copy" (0) => list::copy,
        LIST_CLEAR = "clear" (0) => list::clear,
    } + special {
        // The special methods a subclass reaches through `super()` or `list.__x__(self)`.
        LIST_GETITEM = "__getitem__" (1) => list::getitem,
        LIST_SETITEM = "__setitem__" (2) => list::setitem,
        LIST_DELITEM = "__delitem__" (1) => list::delitem,
        LIST_LEN = "__len__" (0) => list::len,
        LIST_ADD = "__add__" (1) => slots::list_add,
        LIST_MUL = "__mul__" (1) => slots::list_mul,
        LIST_CONTAINS = "__contains__" (1) => slots::list_contains,
        LIST_ITER = "__iter__" (0) => list::iter,
        LIST_INIT = "__init__" (0..=1) => list::init,
        LIST_REPR = "__repr__" (0) => list::repr,
        LIST_REVERSED = "__reversed__" (0) => slots::list_reversed,
        LIST_RMUL = "__rmul__" (1) => slots::list_mul,
        LIST_IADD = "__iadd__" (1) => slots::list_iadd,
        LIST_IMUL = "__imul__" (1) => slots::list_imul,
        LIST_LT = "__lt__" (1) => slots::list_lt,
        LIST_LE = "__le__" (1) => slots::list_le,
        LIST_EQ = "__eq__" (1) => slots::list_eq,
        LIST_NE = "__ne__" (1) => slots::list_ne,
        LIST_GT = "__gt__" (1) => slots::list_gt,
        LIST_GE = "__ge__" (1) => slots::list_ge,
    }
    Tuple "tuple" {
        TUPLE_INDEX = "index" (1) => tuple::index,
        TUPLE_COUNT = "count" (1) => tuple::count,
    } + special {
        // What `super().__repr__()` in a subclass reaches (else `object.__repr__`).
        TUPLE_REPR = "__repr__" (0) => tuple::repr,
        TUPLE_ADD = "__add__" (1) => slots::tuple_add,
        TUPLE_MUL = "__mul__" (1) => slots::tuple_mul,
        TUPLE_RMUL = "__rmul__" (1) => slots::tuple_mul,
        TUPLE_LT = "__lt__" (1) => slots::tuple_lt,
        TUPLE_LE = "__le__" (1) => slots::tuple_le,
        TUPLE_EQ = "__eq__" (1) => slots::tuple_eq,
        TUPLE_NE = "__ne__" (1) => slots::tuple_ne,
        TUPLE_GT = "__gt__" (1) => slots::tuple_gt,
        TUPLE_GE = "__ge__" (1) => slots::tuple_ge,
        TUPLE_HASH = "__hash__" (0) => slots::tuple_hash,
        TUPLE_LEN = "__len__" (0) => slots::tuple_len,
        TUPLE_CONTAINS = "__contains__" (1) => slots::tuple_contains,
        TUPLE_GETITEM = "__getitem__" (1) => slots::tuple_getitem,
        TUPLE_ITER = "__iter__" (0) => slots::tuple_iter,
    }
    Dict "dict" {
        DICT_GET = "get" (1..=2) => dict::get,
        DICT_KEYS = "keys" (0) => dict::keys,
        DICT_VALUES = "values" (0) => dict::values,
        DICT_ITEMS = "items" (0) => dict::items,
        DICT_POP = "pop" (1..=2) => dict::pop,
        DICT_SETDEFAULT = "setdefault" (1..=2) => dict::setdefault,
        DICT_UPDATE = "update" (0..=1) keywords => dict::update,
        DICT_COPY = "copy" (0) => dict::copy,
        DICT_CLEAR = "clear" (0) => dict::clear,
        DICT_POPITEM = "popitem" (0) => dict::popitem,
    } + special {
        DICT_GETITEM = "__getitem__" (1) => dict::getitem,
        DICT_SETITEM = "__setitem__" (2) => dict::setitem,
        DICT_DELITEM = "__delitem__" (1) => dict::delitem,
        DICT_LEN = "__len__" (0) => dict::len,
        DICT_CONTAINS = "__contains__" (1) => dict::contains,
        DICT_ITER = "__iter__" (0) => dict::iter,
        DICT_INIT = "__init__" (0..=1) keywords => dict::init,
        DICT_REPR = "__repr__" (0) => dict::repr,
        DICT_REVERSED = "__reversed__" (0) => slots::dict_reversed,
        DICT_OR = "__or__" (1) => slots::dict_or,
        DICT_ROR = "__ror__" (1) => slots::dict_ror,
        DICT_IOR = "__ior__" (1) => slots::dict_ior,
        DICT_LT = "__lt__" (1) => slots::dict_lt,
        DICT_LE = "__le__" (1) => slots::dict_le,
        DICT_EQ = "__eq__" (1) => slots::dict_eq,
        DICT_NE = "__ne__" (1) => slots::dict_ne,
        DICT_GT = "__gt__" (1) => slots::dict_gt,
        DICT_GE = "__ge__" (1) => slots::dict_ge,
    }
    Set "set" {
        SET_ADD = "add" (1) => set::add,
        SET_REMOVE = "remove" (1) => set::remove,
        SET_DISCARD = "discard" (1) => set::discard,
        SET_POP = "pop" (0) => set::pop,
        SET_UNION = "union" (0..) => set::union,
        SET_INTERSECTION = "intersection" (0..) => set::intersection,
        SET_DIFFERENCE = "difference" (0..) => set::difference,
        SET_SYMMETRIC_DIFFERENCE = "symmetric_difference" (1) => set::symmetric_difference,
        SET_ISSUBSET = "issubset" (1) => set::issubset,
        SET_ISSUPERSET = "issuperset" (1) => set::issuperset,
        SET_ISDISJOINT = "isdisjoint" (1) => set::isdisjoint,
        SET_COPY = "copy" (0) => set::copy,
        SET_CLEAR = "clear" (0) => set::clear,
        SET_UPDATE = "update" (0..) => set::update,
        SET_INTERSECTION_UPDATE = "intersection_update" (0..) => set::intersection_update,
        SET_DIFFERENCE_UPDATE = "difference_update" (0..) => set::difference_update,
        SET_SYMMETRIC_DIFFERENCE_UPDATE = "symmetric_difference_update" (1)
            => set::symmetric_difference_update,
    } + special {
        SET_AND = "__and__" (1) => slots::set_and,
        SET_RAND = "__rand__" (1) => slots::set_rand,
        SET_OR = "__or__" (1) => slots::set_or,
        SET_ROR = "__ror__" (1) => slots::set_ror,
        SET_XOR = "__xor__" (1) => slots::set_xor,
        SET_RXOR = "__rxor__" (1) => slots::set_rxor,
        SET_SUB = "__sub__" (1) => slots::set_sub,
        SET_RSUB = "__rsub__" (1) => slots::set_rsub,
        SET_IAND = "__iand__" (1) => slots::set_iand,
        SET_IOR = "__ior__" (1) => slots::set_ior,
        SET_IXOR = "__ixor__" (1) => slots::set_ixor,
        SET_ISUB = "__isub__" (1) => slots::set_isub,
        SET_LT = "__lt__" (1) => slots::set_lt,
        SET_LE = "__le__" (1) => slots::set_le,
        SET_EQ = "__eq__" (1) => slots::set_eq,
        SET_NE = "__ne__" (1) => slots::set_ne,
        SET_GT = "__gt__" (1) => slots::set_gt,
        SET_GE = "__ge__" (1) => slots::set_ge,
        SET_LEN = "__len__" (0) => slots::set_len,
        SET_CONTAINS = "__contains__" (1) => slots::set_contains,
        SET_ITER = "__iter__" (0) => slots::set_iter,
        SET_REPR = "__repr__" (0) => slots::set_repr,
    }
    FrozenSet "frozenset" {
        FROZENSET_COPY = "copy" (0) => set::copy,
        FROZENSET_UNION = "union" (0..) => set::union,
        FROZENSET_INTERSECTION = "intersection" (0..) => set::intersection,
        FROZENSET_DIFFERENCE = "difference" (0..) => set::difference,
        FROZENSET_SYMMETRIC_DIFFERENCE = "symmetric_difference" (1)
            => set::symmetric_difference,
        FROZENSET_ISSUBSET = "issubset" (1) => set::issubset,
        FROZENSET_ISSUPERSET = "issuperset" (1) => set::issuperset,
        FROZENSET_ISDISJOINT = "isdisjoint" (1) => set::isdisjoint,
    } + special {
        FROZENSET_AND = "__and__" (1) => slots::set_and,
        FROZENSET_RAND = "__rand__" (1) => slots::set_rand,
        FROZENSET_OR = "__or__" (1) => slots::set_or,
        FROZENSET_ROR = "__ror__" (1) => slots::set_ror,
        FROZENSET_XOR = "__xor__" (1) => slots::set_xor,
        FROZENSET_RXOR = "__rxor__" (1) => slots::set_rxor,
        FROZENSET_SUB = "__sub__" (1) => slots::set_sub,
        FROZENSET_RSUB = "__rsub__" (1) => slots::set_rsub,
        FROZENSET_LT = "__lt__" (1) => slots::set_lt,
        FROZENSET_LE = "__le__" (1) => slots::set_le,
        FROZENSET_EQ = "__eq__" (1) => slots::set_eq,
        FROZENSET_NE = "__ne__" (1) => slots::set_ne,
        FROZENSET_GT = "__gt__" (1) => slots::set_gt,
        FROZENSET_GE = "__ge__" (1) => slots::set_ge,
        FROZENSET_HASH = "__hash__" (0) => slots::set_hash,
        FROZENSET_LEN = "__len__" (0) => slots::set_len,
        FROZENSET_CONTAINS = "__contains__" (1) => slots::set_contains,
        FROZENSET_ITER = "__iter__" (0) => slots::set_iter,
        FROZENSET_REPR = "__repr__" (0) => slots::set_repr,
    }
    Str "str" {
        STR_SPLIT = "split" (0..=2) keywords => string::split,
        STR_RSPLIT = "rsplit" (0..=2) keywords => string::rsplit,
        STR_JOIN = "join" (1) => string::join,
        STR_STRIP = "strip" (0..=1) => string::strip,
        STR_LSTRIP = "lstrip" (0..=1) => string::lstrip,
        STR_RSTRIP = "rstrip" (0..=1) => string::rstrip,
        STR_REPLACE = "replace" (2..=3) => string::replace,
        STR_STARTSWITH = "startswith" (1..=3) => string::startswith,
        STR_ENDSWITH = "endswith" (1..=3) => string::endswith,
        STR_FIND = "find" (1..=3) => string::find,
        STR_RFIND = "rfind" (1..=3) => string::rfind,
        STR_INDEX = "index" (1..=3) => string::index,
        STR_COUNT = "count" (1..=3) => string::count,
        STR_UPPER = "upper" (0) => string::upper,
        STR_LOWER = "lower" (0) => string::lower,
        STR_ISDIGIT = "isdigit" (0) => string::isdigit,
        STR_ISALPHA = "isalpha" (0) => string::isalpha,
        STR_ISIDENTIFIER = "isidentifier" (0) => string::isidentifier,
        STR_ISALNUM = "isalnum" (0) => string::isalnum,
        STR_ISSPACE = "isspace" (0) => string::isspace,
        STR_ISUPPER = "isupper" (0) => string::isupper,
        STR_ISLOWER = "islower" (0) => string::islower,
        STR_ISTITLE = "istitle" (0) => string::istitle,
        STR_FORMAT = "format" (0..) keywords => string::format,
        STR_FORMAT_MAP = "format_map" (1) => string::format_map,
        STR_ZFILL = "zfill" (1) => string::zfill,
        STR_LJUST = "ljust" (1..=2) => string::ljust,
        STR_RJUST = "rjust" (1..=2) => string::rjust,
        STR_CENTER = "center" (1..=2) => string::center,
        STR_TITLE = "title" (0) => string::title,
        STR_CAPITALIZE = "capitalize" (0) => string::capitalize,
        STR_SPLITLINES = "splitlines" (0..=1) keywords => string::splitlines,
        STR_PARTITION = "partition" (1) => string::partition,
        STR_REMOVEPREFIX = "removeprefix" (1) => string::removeprefix,
        STR_REMOVESUFFIX = "removesuffix" (1) => string::removesuffix,
        STR_TRANSLATE = "translate" (1) => string::translate,
        STR_SWAPCASE = "swapcase" (0) => string::swapcase,
        STR_ENCODE = "encode" (0..=2) keywords => bytes::encode,
        STR_RINDEX = "rindex" (1..=3) => string_more::rindex,
        STR_RPARTITION = "rpartition" (1) => string_more::rpartition,
        STR_EXPANDTABS = "expandtabs" (0..=1) keywords => string_more::expandtabs,
        STR_CASEFOLD = "casefold" (0) => string_more::casefold,
        STR_ISDECIMAL = "isdecimal" (0) => string_more::isdecimal,
        STR_ISNUMERIC = "isnumeric" (0) => string_more::isnumeric,
        STR_ISASCII = "isascii" (0) => string_more::isascii,
        STR_ISPRINTABLE = "isprintable" (0) => string_more::isprintable,
    } + special {
        // `str` has both (`int`'s `__str__` is `object`'s, which prints through `repr`).
        STR_REPR = "__repr__" (0) => string_more::repr,
        STR_STR = "__str__" (0) => string_more::str,
        STR_ADD = "__add__" (1) => slots::str_add,
        STR_MUL = "__mul__" (1) => slots::str_mul,
        STR_RMUL = "__rmul__" (1) => slots::str_mul,
        STR_MOD = "__mod__" (1) => slots::str_mod,
        STR_RMOD = "__rmod__" (1) => slots::str_rmod,
        STR_LT = "__lt__" (1) => slots::str_lt,
        STR_LE = "__le__" (1) => slots::str_le,
        STR_EQ = "__eq__" (1) => slots::str_eq,
        STR_NE = "__ne__" (1) => slots::str_ne,
        STR_GT = "__gt__" (1) => slots::str_gt,
        STR_GE = "__ge__" (1) => slots::str_ge,
        STR_HASH = "__hash__" (0) => slots::str_hash,
        STR_LEN = "__len__" (0) => slots::str_len,
        STR_CONTAINS = "__contains__" (1) => slots::str_contains,
        STR_GETITEM = "__getitem__" (1) => slots::str_getitem,
        STR_ITER = "__iter__" (0) => slots::str_iter,
        STR_FORMAT_SPECIAL = "__format__" (1) => slots::str_format,
    }
    Int "int" {
        INT_BIT_LENGTH = "bit_length" (0) => number::bit_length,
        INT_TO_BYTES = "to_bytes" (0..=2) keywords => number::to_bytes,
        INT_BIT_COUNT = "bit_count" (0) => number::bit_count,
        INT_AS_INTEGER_RATIO = "as_integer_ratio" (0) => number::int_as_integer_ratio,
        INT_CONJUGATE = "conjugate" (0) => number::conjugate,
    } + special {
        INT_REPR = "__repr__" (0) => number::int_repr,
        INT_ADD = "__add__" (1) => slots::int_add,
        INT_RADD = "__radd__" (1) => slots::int_radd,
        INT_SUB = "__sub__" (1) => slots::int_sub,
        INT_RSUB = "__rsub__" (1) => slots::int_rsub,
        INT_MUL = "__mul__" (1) => slots::int_mul,
        INT_RMUL = "__rmul__" (1) => slots::int_rmul,
        INT_TRUEDIV = "__truediv__" (1) => slots::int_truediv,
        INT_RTRUEDIV = "__rtruediv__" (1) => slots::int_rtruediv,
        INT_FLOORDIV = "__floordiv__" (1) => slots::int_floordiv,
        INT_RFLOORDIV = "__rfloordiv__" (1) => slots::int_rfloordiv,
        INT_MOD = "__mod__" (1) => slots::int_mod,
        INT_RMOD = "__rmod__" (1) => slots::int_rmod,
        INT_POW = "__pow__" (1..=2) => slots::int_pow,
        INT_RPOW = "__rpow__" (1) => slots::int_rpow,
        INT_DIVMOD = "__divmod__" (1) => slots::int_divmod,
        INT_RDIVMOD = "__rdivmod__" (1) => slots::int_rdivmod,
        INT_LSHIFT = "__lshift__" (1) => slots::int_lshift,
        INT_RLSHIFT = "__rlshift__" (1) => slots::int_rlshift,
        INT_RSHIFT = "__rshift__" (1) => slots::int_rshift,
        INT_RRSHIFT = "__rrshift__" (1) => slots::int_rrshift,
        INT_AND = "__and__" (1) => slots::int_and,
        INT_RAND = "__rand__" (1) => slots::int_rand,
        INT_OR = "__or__" (1) => slots::int_or,
        INT_ROR = "__ror__" (1) => slots::int_ror,
        INT_XOR = "__xor__" (1) => slots::int_xor,
        INT_RXOR = "__rxor__" (1) => slots::int_rxor,
        INT_LT = "__lt__" (1) => slots::int_lt,
        INT_LE = "__le__" (1) => slots::int_le,
        INT_EQ = "__eq__" (1) => slots::int_eq,
        INT_NE = "__ne__" (1) => slots::int_ne,
        INT_GT = "__gt__" (1) => slots::int_gt,
        INT_GE = "__ge__" (1) => slots::int_ge,
        INT_NEG = "__neg__" (0) => slots::int_neg,
        INT_POS = "__pos__" (0) => slots::int_pos,
        INT_INVERT = "__invert__" (0) => slots::int_invert,
        INT_ABS = "__abs__" (0) => slots::int_abs,
        INT_BOOL = "__bool__" (0) => slots::int_bool,
        INT_HASH = "__hash__" (0) => slots::int_hash,
        INT_INT = "__int__" (0) => slots::int_int,
        INT_INDEX = "__index__" (0) => slots::int_int,
        INT_FLOAT = "__float__" (0) => slots::int_float,
        INT_ROUND = "__round__" (0..=1) => slots::int_round,
        INT_TRUNC = "__trunc__" (0) => slots::int_trunc,
        INT_FLOOR = "__floor__" (0) => slots::int_trunc,
        INT_CEIL = "__ceil__" (0) => slots::int_trunc,
        INT_FORMAT = "__format__" (1) => slots::int_format,
    }
    Bool "bool" {
    } + special {
        // CPython's `bool` type defines these (two bools make a bool); the rest are
        // `int`'s.
        BOOL_REPR = "__repr__" (0) => slots::bool_repr,
        BOOL_AND = "__and__" (1) => slots::bool_and,
        BOOL_RAND = "__rand__" (1) => slots::bool_rand,
        BOOL_OR = "__or__" (1) => slots::bool_or,
        BOOL_ROR = "__ror__" (1) => slots::bool_ror,
        BOOL_XOR = "__xor__" (1) => slots::bool_xor,
        BOOL_RXOR = "__rxor__" (1) => slots::bool_rxor,
    }
    Float "float" {
        FLOAT_IS_INTEGER = "is_integer" (0) => number::is_integer,
        FLOAT_AS_INTEGER_RATIO = "as_integer_ratio" (0) => number::float_as_integer_ratio,
        FLOAT_HEX = "hex" (0) => number::float_hex,
        FLOAT_CONJUGATE = "conjugate" (0) => number::float_conjugate,
    } + special {
        FLOAT_FLOOR = "__floor__" (0) => number::float_floor,
        FLOAT_CEIL = "__ceil__" (0) => number::float_ceil,
        FLOAT_TRUNC = "__trunc__" (0) => number::float_trunc,
        FLOAT_ADD = "__add__" (1) => slots::float_add,
        FLOAT_RADD = "__radd__" (1) => slots::float_radd,
        FLOAT_SUB = "__sub__" (1) => slots::float_sub,
        FLOAT_RSUB = "__rsub__" (1) => slots::float_rsub,
        FLOAT_MUL = "__mul__" (1) => slots::float_mul,
        FLOAT_RMUL = "__rmul__" (1) => slots::float_rmul,
        FLOAT_TRUEDIV = "__truediv__" (1) => slots::float_truediv,
        FLOAT_RTRUEDIV = "__rtruediv__" (1) => slots::float_rtruediv,
        FLOAT_FLOORDIV = "__floordiv__" (1) => slots::float_floordiv,
        FLOAT_RFLOORDIV = "__rfloordiv__" (1) => slots::float_rfloordiv,
        FLOAT_MOD = "__mod__" (1) => slots::float_mod,
        FLOAT_RMOD = "__rmod__" (1) => slots::float_rmod,
        FLOAT_POW = "__pow__" (1..=2) => slots::float_pow,
        FLOAT_RPOW = "__rpow__" (1) => slots::float_rpow,
        FLOAT_DIVMOD = "__divmod__" (1) => slots::float_divmod,
        FLOAT_RDIVMOD = "__rdivmod__" (1) => slots::float_rdivmod,
        FLOAT_LT = "__lt__" (1) => slots::float_lt,
        FLOAT_LE = "__le__" (1) => slots::float_le,
        FLOAT_EQ = "__eq__" (1) => slots::float_eq,
        FLOAT_NE = "__ne__" (1) => slots::float_ne,
        FLOAT_GT = "__gt__" (1) => slots::float_gt,
        FLOAT_GE = "__ge__" (1) => slots::float_ge,
        FLOAT_NEG = "__neg__" (0) => slots::float_neg,
        FLOAT_POS = "__pos__" (0) => slots::float_pos,
        FLOAT_ABS = "__abs__" (0) => slots::float_abs,
        FLOAT_BOOL = "__bool__" (0) => slots::float_bool,
        FLOAT_HASH = "__hash__" (0) => slots::float_hash,
        FLOAT_INT = "__int__" (0) => number::float_trunc,
        FLOAT_FLOAT = "__float__" (0) => slots::float_float,
        FLOAT_ROUND = "__round__" (0..=1) => slots::float_round,
        FLOAT_FORMAT = "__format__" (1) => slots::float_format,
        FLOAT_REPR = "__repr__" (0) => slots::float_repr,
    }
    Property "property" {
        PROPERTY_GETTER = "getter" (1) => property::getter,
        PROPERTY_SETTER = "setter" (1) => property::setter,
        PROPERTY_DELETER = "deleter" (1) => property::deleter,
    }
    GetSetDescriptor "getset_descriptor" {
    } + special {
        GETSET_GET = "__get__" (1..=2) => descriptor::get,
        GETSET_SET = "__set__" (2) => descriptor::set,
        GETSET_DELETE = "__delete__" (1) => descriptor::delete,
    }
    MemberDescriptor "member_descriptor" {
    } + special {
        MEMBER_GET = "__get__" (1..=2) => descriptor::get,
        MEMBER_SET = "__set__" (2) => descriptor::set,
        MEMBER_DELETE = "__delete__" (1) => descriptor::delete,
    }
    Generator "generator" {
        GENERATOR_SEND = "send" (1) => generator::send,
        GENERATOR_THROW = "throw" (1..=3) => generator::throw,
        GENERATOR_CLOSE = "close" (0) => generator::close,
    } + special {
        GENERATOR_NEXT = "__next__" (0) => generator::next,
        GENERATOR_ITER = "__iter__" (0) => generator::iter,
    }
    Coroutine "coroutine" {
        COROUTINE_SEND = "send" (1) => generator::send,
        COROUTINE_THROW = "throw" (1..=3) => generator::throw,
        COROUTINE_CLOSE = "close" (0) => generator::close,
    }
    AsyncGenerator "async_generator" {
        AGEN_ASEND = "asend" (1) => asyncgen::asend,
        AGEN_ATHROW = "athrow" (1..=3) => asyncgen::athrow,
        AGEN_ACLOSE = "aclose" (0) => asyncgen::aclose,
    } + special {
        AGEN_AITER = "__aiter__" (0) => asyncgen::aiter,
        AGEN_ANEXT = "__anext__" (0) => asyncgen::anext,
    }
    AgenOp "async_generator_asend" {
        AGEN_OP_SEND = "send" (1) => asyncgen::op_send,
        AGEN_OP_THROW = "throw" (1..=3) => asyncgen::op_throw,
        AGEN_OP_CLOSE = "close" (0) => asyncgen::op_close,
    } + special {
        AGEN_OP_NEXT = "__next__" (0) => asyncgen::op_next,
        AGEN_OP_ITER = "__iter__" (0) => asyncgen::op_iter,
        AGEN_OP_AWAIT = "__await__" (0) => asyncgen::op_iter,
    }
    Deque "deque" {
        DEQUE_APPEND = "append" (1) => deque::append,
        DEQUE_APPENDLEFT = "appendleft" (1) => deque::appendleft,
        DEQUE_POP = "pop" (0) => deque::pop,
        DEQUE_POPLEFT = "popleft" (0) => deque::popleft,
        DEQUE_EXTEND = "extend" (1) => deque::extend,
        DEQUE_EXTENDLEFT = "extendleft" (1) => deque::extendleft,
        DEQUE_ROTATE = "rotate" (0..=1) => deque::rotate,
        DEQUE_CLEAR = "clear" (0) => deque::clear,
        DEQUE_COPY = "copy" (0) => deque::copy,
        DEQUE_REVERSE = "reverse" (0) => deque::reverse,
        DEQUE_COUNT = "count" (1) => deque::count,
        DEQUE_INDEX = "index" (1..=3) => deque::index,
        DEQUE_REMOVE = "remove" (1) => deque::remove,
        DEQUE_INSERT = "insert" (2) => deque::insert,
    }
    Array "array" {
        ARRAY_APPEND = "append" (1) => array::append,
        ARRAY_EXTEND = "extend" (1) => array::extend,
        ARRAY_INSERT = "insert" (2) => array::insert,
        ARRAY_POP = "pop" (0..=1) => array::pop,
        ARRAY_REMOVE = "remove" (1) => array::remove,
        ARRAY_INDEX = "index" (1..=3) => array::index,
        ARRAY_COUNT = "count" (1) => array::count,
        ARRAY_REVERSE = "reverse" (0) => array::reverse,
        ARRAY_BYTESWAP = "byteswap" (0) => array::byteswap,
        ARRAY_TOLIST = "tolist" (0) => array::tolist,
        ARRAY_TOBYTES = "tobytes" (0) => array::tobytes,
        ARRAY_FROMBYTES = "frombytes" (1) => array::frombytes,
        ARRAY_FROMLIST = "fromlist" (1) => array::fromlist,
        ARRAY_TOUNICODE = "tounicode" (0) => array::tounicode,
        ARRAY_FROMUNICODE = "fromunicode" (1) => array::fromunicode,
        ARRAY_TOFILE = "tofile" (0..) keywords => array::tofile,
        ARRAY_FROMFILE = "fromfile" (0..) keywords => array::fromfile,
        ARRAY_BUFFER_INFO = "buffer_info" (0) => array::buffer_info,
    } + special {
        ARRAY_COPY = "__copy__" (0) => array::copy,
    }
    Bytes "bytes" {
        BYTES_DECODE = "decode" (0..=2) keywords => bytes::decode,
        BYTES_HEX = "hex" (0..=2) keywords => bytes::hex,
        BYTES_STARTSWITH = "startswith" (1..=3) => bytes::startswith,
        BYTES_ENDSWITH = "endswith" (1..=3) => bytes::endswith,
        BYTES_FIND = "find" (1..=3) => bytes::find,
        BYTES_RFIND = "rfind" (1..=3) => bytes::rfind,
        BYTES_INDEX = "index" (1..=3) => bytes::index,
        BYTES_RINDEX = "rindex" (1..=3) => bytes::rindex,
        BYTES_COUNT = "count" (1..=3) => bytes::count,
        BYTES_SPLIT = "split" (0..=2) keywords => bytes::split,
        BYTES_RSPLIT = "rsplit" (0..=2) keywords => bytes::rsplit,
        BYTES_JOIN = "join" (1) => bytes::join,
        BYTES_STRIP = "strip" (0..=1) => bytes::strip,
        BYTES_LSTRIP = "lstrip" (0..=1) => bytes::lstrip,
        BYTES_RSTRIP = "rstrip" (0..=1) => bytes::rstrip,
        BYTES_REPLACE = "replace" (2..=3) => bytes::replace,
        BYTES_UPPER = "upper" (0) => bytes::upper,
        BYTES_LOWER = "lower" (0) => bytes::lower,
        BYTES_ISDIGIT = "isdigit" (0) => bytes::isdigit,
        BYTES_ISALPHA = "isalpha" (0) => bytes::isalpha,
        BYTES_ISALNUM = "isalnum" (0) => bytes::isalnum,
        BYTES_ISSPACE = "isspace" (0) => bytes::isspace,
        BYTES_ISUPPER = "isupper" (0) => bytes::isupper,
        BYTES_ISLOWER = "islower" (0) => bytes::islower,
        BYTES_PARTITION = "partition" (1) => bytes::partition,
        BYTES_RPARTITION = "rpartition" (1) => bytes::rpartition,
        BYTES_SPLITLINES = "splitlines" (0..=1) keywords => bytes::splitlines,
        BYTES_CENTER = "center" (1..=2) => bytes_more::center,
        BYTES_LJUST = "ljust" (1..=2) => bytes_more::ljust,
        BYTES_RJUST = "rjust" (1..=2) => bytes_more::rjust,
        BYTES_ZFILL = "zfill" (1) => bytes_more::zfill,
        BYTES_TITLE = "title" (0) => bytes_more::title,
        BYTES_SWAPCASE = "swapcase" (0) => bytes_more::swapcase,
        BYTES_REMOVEPREFIX = "removeprefix" (1) => bytes_more::removeprefix,
        BYTES_REMOVESUFFIX = "removesuffix" (1) => bytes_more::removesuffix,
        BYTES_ISASCII = "isascii" (0) => bytes_more::isascii,
        BYTES_EXPANDTABS = "expandtabs" (0..=1) keywords => bytes_more::expandtabs,
        BYTES_TRANSLATE = "translate" (1..=2) keywords => bytes_more::translate,
    } + special {
        BYTES_ADD = "__add__" (1) => slots::bytes_add,
        BYTES_MUL = "__mul__" (1) => slots::bytes_mul,
        BYTES_RMUL = "__rmul__" (1) => slots::bytes_mul,
        BYTES_MOD = "__mod__" (1) => slots::bytes_mod,
        BYTES_RMOD = "__rmod__" (1) => slots::bytes_rmod,
        BYTES_LT = "__lt__" (1) => slots::bytes_lt,
        BYTES_LE = "__le__" (1) => slots::bytes_le,
        BYTES_EQ = "__eq__" (1) => slots::bytes_eq,
        BYTES_NE = "__ne__" (1) => slots::bytes_ne,
        BYTES_GT = "__gt__" (1) => slots::bytes_gt,
        BYTES_GE = "__ge__" (1) => slots::bytes_ge,
        BYTES_HASH = "__hash__" (0) => slots::bytes_hash,
        BYTES_LEN = "__len__" (0) => slots::bytes_len,
        BYTES_CONTAINS = "__contains__" (1) => slots::bytes_contains,
        BYTES_GETITEM = "__getitem__" (1) => slots::bytes_getitem,
        BYTES_ITER = "__iter__" (0) => slots::bytes_iter,
        BYTES_REPR = "__repr__" (0) => slots::bytes_repr,
        BYTES_STR = "__str__" (0) => slots::bytes_repr,
    }
    ByteArray "bytearray" {
        BYTEARRAY_DECODE = "decode" (0..=2) keywords => bytes::decode,
        BYTEARRAY_HEX = "hex" (0..=2) keywords => bytes::hex,
        BYTEARRAY_STARTSWITH = "startswith" (1..=3) => bytes::startswith,
        BYTEARRAY_ENDSWITH = "endswith" (1..=3) => bytes::endswith,
        BYTEARRAY_FIND = "find" (1..=3) => bytes::find,
        BYTEARRAY_RFIND = "rfind" (1..=3) => bytes::rfind,
        BYTEARRAY_INDEX = "index" (1..=3) => bytes::index,
        BYTEARRAY_RINDEX = "rindex" (1..=3) => bytes::rindex,
        BYTEARRAY_COUNT = "count" (1..=3) => bytes::count,
        BYTEARRAY_SPLIT = "split" (0..=2) keywords => bytes::split,
        BYTEARRAY_RSPLIT = "rsplit" (0..=2) keywords => bytes::rsplit,
        BYTEARRAY_JOIN = "join" (1) => bytes::join,
        BYTEARRAY_STRIP = "strip" (0..=1) => bytes::strip,
        BYTEARRAY_LSTRIP = "lstrip" (0..=1) => bytes::lstrip,
        BYTEARRAY_RSTRIP = "rstrip" (0..=1) => bytes::rstrip,
        BYTEARRAY_REPLACE = "replace" (2..=3) => bytes::replace,
        BYTEARRAY_UPPER = "upper" (0) => bytes::upper,
        BYTEARRAY_LOWER = "lower" (0) => bytes::lower,
        BYTEARRAY_ISDIGIT = "isdigit" (0) => bytes::isdigit,
        BYTEARRAY_ISALPHA = "isalpha" (0) => bytes::isalpha,
        BYTEARRAY_ISALNUM = "isalnum" (0) => bytes::isalnum,
        BYTEARRAY_ISSPACE = "isspace" (0) => bytes::isspace,
        BYTEARRAY_ISUPPER = "isupper" (0) => bytes::isupper,
        BYTEARRAY_ISLOWER = "islower" (0) => bytes::islower,
        BYTEARRAY_PARTITION = "partition" (1) => bytes::partition,
        BYTEARRAY_RPARTITION = "rpartition" (1) => bytes::rpartition,
        BYTEARRAY_SPLITLINES = "splitlines" (0..=1) keywords => bytes::splitlines,
        BYTEARRAY_CENTER = "center" (1..=2) => bytes_more::center,
        BYTEARRAY_LJUST = "ljust" (1..=2) => bytes_more::ljust,
        BYTEARRAY_RJUST = "rjust" (1..=2) => bytes_more::rjust,
        BYTEARRAY_ZFILL = "zfill" (1) => bytes_more::zfill,
        BYTEARRAY_TITLE = "title" (0) => bytes_more::title,
        BYTEARRAY_SWAPCASE = "swapcase" (0) => bytes_more::swapcase,
        BYTEARRAY_REMOVEPREFIX = "removeprefix" (1) => bytes_more::removeprefix,
        BYTEARRAY_REMOVESUFFIX = "removesuffix" (1) => bytes_more::removesuffix,
        BYTEARRAY_ISASCII = "isascii" (0) => bytes_more::isascii,
        BYTEARRAY_EXPANDTABS = "expandtabs" (0..=1) keywords => bytes_more::expandtabs,
        BYTEARRAY_TRANSLATE = "translate" (1..=2) keywords => bytes_more::translate,
        BYTEARRAY_APPEND = "append" (1) => bytes::append,
        BYTEARRAY_EXTEND = "extend" (1) => bytes::extend,
        BYTEARRAY_POP = "pop" (0..=1) => bytes::pop,
        BYTEARRAY_INSERT = "insert" (2) => bytes::insert,
        BYTEARRAY_REMOVE = "remove" (1) => bytes::remove,
        BYTEARRAY_CLEAR = "clear" (0) => bytes::clear,
        BYTEARRAY_COPY = "copy" (0) => bytes::copy,
        BYTEARRAY_REVERSE = "reverse" (0) => bytes::reverse,
    } + special {
        // `bytes`' handlers serve where they run the operator on `self` as it is.
        BYTEARRAY_ADD = "__add__" (1) => slots::bytes_add,
        BYTEARRAY_IADD = "__iadd__" (1) => slots::bytearray_iadd,
        BYTEARRAY_MUL = "__mul__" (1) => slots::bytes_mul,
        BYTEARRAY_RMUL = "__rmul__" (1) => slots::bytes_mul,
        BYTEARRAY_IMUL = "__imul__" (1) => slots::bytearray_imul,
        BYTEARRAY_MOD = "__mod__" (1) => slots::bytes_mod,
        BYTEARRAY_RMOD = "__rmod__" (1) => slots::bytearray_rmod,
        BYTEARRAY_LT = "__lt__" (1) => slots::bytearray_lt,
        BYTEARRAY_LE = "__le__" (1) => slots::bytearray_le,
        BYTEARRAY_EQ = "__eq__" (1) => slots::bytearray_eq,
        BYTEARRAY_NE = "__ne__" (1) => slots::bytearray_ne,
        BYTEARRAY_GT = "__gt__" (1) => slots::bytearray_gt,
        BYTEARRAY_GE = "__ge__" (1) => slots::bytearray_ge,
        BYTEARRAY_LEN = "__len__" (0) => slots::bytes_len,
        BYTEARRAY_CONTAINS = "__contains__" (1) => slots::bytes_contains,
        BYTEARRAY_GETITEM = "__getitem__" (1) => slots::bytes_getitem,
        BYTEARRAY_SETITEM = "__setitem__" (2) => slots::bytearray_setitem,
        BYTEARRAY_DELITEM = "__delitem__" (1) => slots::bytearray_delitem,
        BYTEARRAY_ITER = "__iter__" (0) => slots::bytes_iter,
        BYTEARRAY_REPR = "__repr__" (0) => slots::bytes_repr,
        BYTEARRAY_STR = "__str__" (0) => slots::bytes_repr,
    }
    Range "range" {
        RANGE_INDEX = "index" (1) => range::index,
        RANGE_COUNT = "count" (1) => range::count,
    }
    Slice "slice" {
        SLICE_INDICES = "indices" (1) => range::indices,
    }
    Class "type" {
        TYPE_MRO = "mro" (0) => classes::mro,
    }
    NoneType "NoneType" {
    } + special {
        NONE_BOOL = "__bool__" (0) => slots::none_bool,
        NONE_REPR = "__repr__" (0) => slots::none_repr,
    }
    Iterator "iterator" {
    } + special {
        ITERATOR_ITER = "__iter__" (0) => slots::iterator_iter,
        ITERATOR_NEXT = "__next__" (0) => slots::iterator_next,
    }
    Stream "TextIOWrapper" {
        STREAM_WRITE = "write" (1) => stream::write,
        STREAM_WRITELINES = "writelines" (1) => stream::writelines,
        STREAM_READ = "read" (0..=1) => stream::read,
        STREAM_READLINE = "readline" (0..=1) => stream::readline,
        STREAM_READLINES = "readlines" (0..=1) => stream::readlines,
        STREAM_GETVALUE = "getvalue" (0) => stream::getvalue,
        STREAM_SEEK = "seek" (1..=2) => stream::seek,
        STREAM_TRUNCATE = "truncate" (0..=1) => stream::truncate,
        STREAM_TELL = "tell" (0) => stream::tell,
        STREAM_FLUSH = "flush" (0) => stream::flush,
        STREAM_CLOSE = "close" (0) => stream::close,
        STREAM_READABLE = "readable" (0) => stream::readable,
        STREAM_WRITABLE = "writable" (0) => stream::writable,
        STREAM_SEEKABLE = "seekable" (0) => stream::seekable,
        STREAM_ISATTY = "isatty" (0) => stream::isatty,
        STREAM_FILENO = "fileno" (0) => stream::fileno,
    } + special {
        STREAM_ENTER = "__enter__" (0) => stream::enter,
        STREAM_EXIT = "__exit__" (0..) => stream::exit,
    }
}

/// The method at position `i` of [`TABLE`] (an inline cache's; a position past the end,
/// from caches not made here, gives the first method rather than a panic).
#[inline]
pub fn from_index(i: u32) -> Method {
    Method::from_index(if (i as usize) < COUNT { i as u16 } else { 0 })
}

/// The entry of `m` (a position past the table, only from hand-made values, gives the
/// first entry rather than a panic).
#[inline(always)]
fn def(m: Method) -> &'static MethodDef {
    TABLE.get(m.index() as usize).unwrap_or(&TABLE[0])
}

/// `m`'s `type.name`: what values ask of methods ([`crate::value::native::Names`]).
pub fn qualname(m: Method) -> &'static str {
    def(m).qualname
}

/// Whether `CALL_STR_JOIN_SPLIT` serves `callee(this, arg)`: `str.join` of a string and a
/// list or tuple, `str.split`, `str.startswith` and `str.endswith` of two strings (never
/// an instance of a subclass: those are `Value::Instance`).
#[inline]
pub fn str_fast_path(callee: Method, this: &Value, arg: &Value) -> bool {
    match (this, arg) {
        (Value::Str(_), Value::List(_) | Value::Tuple(_)) => callee == STR_JOIN,
        (Value::Str(_), Value::Str(_)) => {
            callee == STR_SPLIT || callee == STR_STARTSWITH || callee == STR_ENDSWITH
        }
        _ => false,
    }
}

/// `callee(*args)` for the calls [`str_fast_path`] accepts (`args` is the string and
/// the argument): what `call` would return, without its checks.
#[inline(never)]
pub fn call_str_fast(callee: Method, args: &[Value]) -> PyResult<Value> {
    match (&args[0], &args[1]) {
        (Value::Str(s), sep @ Value::Str(_)) if callee == STR_SPLIT => {
            string::split_text(s, Some(sep), -1, false)
        }
        (Value::Str(s), seq) if callee == STR_JOIN => string::join_sequence(s, seq),
        (Value::Str(s), Value::Str(p)) => Ok(Value::Bool(string::has_affix(
            s,
            p,
            callee == STR_STARTSWITH,
        ))),
        _ => unreachable!("guarded by str_fast_path"),
    }
}

/// Calls method `m`; `args[0]` is `self`. Checks the call against its entry (keywords,
/// then the count, then the receiver's type), then runs its handler.
///
/// why out of line: see `builtins::call`.
#[inline(never)]
pub fn call(vm: &mut dyn Vm, m: Method, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let def = def(m);
    if !kw.is_empty() && !def.keywords {
        return Err(no_keywords(m, def.qualname));
    }
    let Some((this, rest)) = args.split_first_mut() else {
        return Err(no_self(m, def.qualname));
    };
    if !def.arity.admits(rest.len()) {
        return Err(match m.is_slot_wrapper() {
            // `dict.__init__` is no slot wrapper's check in CPython (`dict_init` unpacks).
            true if def.qualname != "dict.__init__" => slot_arity_error(rest.len(), def.arity),
            _ => arity_error(def.qualname, rest.len(), def.arity, def.keywords),
        });
    }
    // An instance of a `list` or `dict` subclass: the method works on its builtin part.
    let receiver: &Value = this;
    let native;
    let this: &Value = match receiver {
        Value::Instance(i) => {
            native = i.native.borrow().clone();
            &native
        }
        other => other,
    };
    let r = match (def.handler, this) {
        (MethodFn::List(f), Value::List(x)) => f(vm, x, rest, kw),
        (MethodFn::Tuple(f), Value::Tuple(x)) => f(vm, x, rest, kw),
        (MethodFn::Dict(f), Value::Dict(x)) => f(vm, x, rest, kw),
        (MethodFn::Set(f), Value::Set(x)) if !x.is_frozen() => f(vm, x, rest, kw),
        (MethodFn::FrozenSet(f), Value::Set(x)) if x.is_frozen() => f(vm, x, rest, kw),
        (MethodFn::Str(f), Value::Str(x)) => f(vm, x, rest, kw),
        (MethodFn::Int(f), x @ (Value::Int(_) | Value::BigInt(_))) => f(vm, x, rest, kw),
        // `int`'s special methods take the bool as it is, as their operators do
        // (`True.__format__('')` is 'True'); those whose result would show it
        // (`int.__repr__`, `int.__and__`) make it an int themselves.
        (MethodFn::Int(f), x @ Value::Bool(_)) if def.special => f(vm, x, rest, kw),
        (MethodFn::Bool(f), x @ Value::Bool(_)) => f(vm, x, rest, kw),
        (MethodFn::Int(f), Value::Bool(b)) => f(vm, &Value::Int(i64::from(*b)), rest, kw),
        (MethodFn::Float(f), Value::Float(x)) => f(vm, *x, rest, kw),
        (MethodFn::Property(f), Value::Descr(x)) => f(vm, x, rest, kw),
        (MethodFn::Generator(f), Value::Generator(x)) => f(vm, x, rest, kw),
        (MethodFn::Coroutine(f), Value::Coroutine(x)) => f(vm, x, rest, kw),
        (MethodFn::AsyncGenerator(f), Value::AsyncGenerator(x)) => f(vm, x, rest, kw),
        (MethodFn::AgenOp(f), Value::AgenOp(x)) => f(vm, x, rest, kw),
        (MethodFn::Deque(f), Value::Deque(x)) => f(vm, x, rest, kw),
        (MethodFn::Array(f), Value::Array(x)) => f(vm, x, rest, kw),
        (MethodFn::Stream(f), Value::Stream(x)) => f(vm, x, rest, kw),
        (MethodFn::Bytes(f), x @ Value::Bytes(_)) => f(vm, x, rest, kw),
        (MethodFn::ByteArray(f), x @ Value::ByteArray(_)) => f(vm, x, rest, kw),
        (MethodFn::Range(f), Value::Range(x)) => f(vm, x, rest, kw),
        (MethodFn::Slice(f), Value::Slice(x)) => f(vm, x, rest, kw),
        (MethodFn::Class(f), Value::Class(x)) => f(vm, x, rest, kw),
        (MethodFn::NoneType(f), x @ Value::None) => f(vm, x, rest, kw),
        (MethodFn::Iterator(f), x @ Value::Iter(_)) => f(vm, x, rest, kw),
        (MethodFn::GetSetDescriptor(f) | MethodFn::MemberDescriptor(f), Value::Descr(x)) => {
            f(vm, x, rest, kw)
        }
        // Not from the compiler: a method is called on the value it was looked up on.
        // (Named by the receiver itself: an instance of a subclass by its class.)
        (_, _) => Err(wrong_receiver(m, def.qualname, receiver)),
    };
    match receiver {
        Value::Instance(_) => instance_result(r, this, receiver),
        _ => r,
    }
}

/// What a method run on the builtin part `native` of `instance` returns: an in-place one
/// (`__iadd__`, `__ior__`) returns its receiver, which is the instance, not its part.
#[cold]
#[inline(never)]
fn instance_result(r: PyResult<Value>, native: &Value, instance: &Value) -> PyResult<Value> {
    let r = r?;
    let in_place = matches!(native, Value::List(_) | Value::Dict(_)) && r.is(native);
    Ok(if in_place { instance.clone() } else { r })
}

#[cold]
#[inline(never)]
fn no_keywords(m: Method, qualname: &str) -> PyError {
    PyError::type_error(match m.is_slot_wrapper() {
        true => format!(
            "wrapper {}() takes no keyword arguments",
            qualname.rsplit('.').next().unwrap_or(qualname)
        ),
        false => format!("{qualname}() takes no keyword arguments"),
    })
}

#[cold]
#[inline(never)]
fn no_self(m: Method, qualname: &str) -> PyError {
    let (ty, name) = qualname.split_once('.').unwrap_or(("?", qualname));
    PyError::type_error(match m.is_slot_wrapper() {
        true => format!("descriptor '{name}' of '{ty}' object needs an argument"),
        false => format!("unbound method {qualname}() needs an argument"),
    })
}

/// CPython's message for a slot wrapper given `n` arguments outside `arity` (its
/// `check_num_args`; the ternary `__pow__` unpacks with an empty name).
#[cold]
#[inline(never)]
fn slot_arity_error(n: usize, arity: Arity) -> PyError {
    let Arity { min, max } = arity;
    let s = |k: usize| if k == 1 { "" } else { "s" };
    PyError::type_error(if min == max {
        format!("expected {min} argument{}, got {n}", s(min))
    } else if n < min {
        format!(" expected at least {min} argument{}, got {n}", s(min))
    } else {
        format!(" expected at most {max} argument{}, got {n}", s(max))
    })
}

/// CPython's message for a method given `n` arguments outside `arity`; `keywords`: the
/// method takes keyword arguments (Argument Clinic's wording, but for the methods that
/// parse their own).
#[cold]
#[inline(never)]
fn arity_error(qualname: &str, n: usize, arity: Arity, keywords: bool) -> PyError {
    let Arity { min, max } = arity;
    let short = qualname.rsplit('.').next().unwrap_or(qualname);
    let s = |k: usize| if k == 1 { "" } else { "s" };
    let clinic = keywords && !matches!(qualname, "dict.update" | "dict.__init__");
    if qualname == "dict.__init__" {
        return PyError::type_error(format!("dict expected at most 1 argument, got {n}"));
    }
    if clinic && n > max {
        // `int.to_bytes` has a keyword-only parameter besides its positional ones.
        let positional = if qualname == "int.to_bytes" {
            "positional "
        } else {
            ""
        };
        return PyError::type_error(match max {
            0 => format!("{short}() takes no positional arguments"),
            _ => format!(
                "{short}() takes at most {max} {positional}argument{} ({n} given)",
                s(max)
            ),
        });
    }
    PyError::type_error(if min == max && min == 0 {
        format!("{qualname}() takes no arguments ({n} given)")
    } else if min == max && min == 1 {
        format!("{qualname}() takes exactly one argument ({n} given)")
    } else if min == max {
        format!("{short} expected {min} arguments, got {n}")
    } else if n < min {
        format!(
            "{short} expected at least {min} argument{}, got {n}",
            if min == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "{short} expected at most {max} argument{}, got {n}",
            if max == 1 { "" } else { "s" }
        )
    })
}

/// CPython's message for a method called on a value of another type.
#[cold]
#[inline(never)]
fn wrong_receiver(m: Method, qualname: &str, other: &Value) -> PyError {
    let (ty, name) = qualname.split_once('.').unwrap_or(("?", qualname));
    PyError::type_error(match m.is_slot_wrapper() {
        true => format!(
            "descriptor '{name}' requires a '{ty}' object but received a '{}'",
            other.type_name()
        ),
        false => format!(
            "descriptor '{name}' for '{ty}' objects doesn't apply to a '{}' object",
            other.type_name()
        ),
    })
}

#[cold]
fn no_attribute(obj: &Value, name: &str) -> PyError {
    PyError::new(
        ExcType::AttributeError,
        format!("'{}' object has no attribute '{name}'", obj.type_name()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is the only list of methods: positions, handles, names and receivers
    /// agree.
    #[test]
    fn handles_and_lookup_agree_with_the_table() {
        for i in 0..COUNT as u32 {
            assert_eq!(from_index(i).index(), i);
        }
        assert_eq!(from_index(COUNT as u32), from_index(0));
        let list = Value::list(Vec::new());
        assert_eq!(lookup(&list, "append").unwrap(), LIST_APPEND);
        assert_eq!(lookup(&Value::str("a"), "find").unwrap(), STR_FIND);
        assert_eq!(qualname(LIST_APPEND), "list.append");
        assert_eq!(
            lookup(
                &Value::from_bigint(num_bigint::BigInt::from(1) << 70),
                "bit_length"
            )
            .unwrap(),
            INT_BIT_LENGTH
        );
        assert_eq!(
            lookup(&Value::Bool(true), "bit_length").unwrap(),
            INT_BIT_LENGTH
        );
        assert!(lookup(&list, "find").is_err());
    }
}

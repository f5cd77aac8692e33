//! The builtin functions and types: their table (one entry each: name, arguments,
//! handler), the calls through it and the handlers.
//!
//! A handler runs after [`call`] checked the call against its entry (keywords, then the
//! argument count), so it may index the arguments its entry guarantees.

use std::borrow::Cow;
use std::cell::RefCell;
use std::mem;
use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::error::{ExcType, PyError, PyResult};
use crate::methods::sort_by_key;
use crate::object::{self, special};
use crate::ops::{self, nb};
use crate::runtime::Vm;
use crate::runtime::keys;
use crate::value::class::{Class, ClassDict, Descr, ExcField, Native, c3};
use crate::value::iter::{Iter, collect, items_iter, iterate};
use crate::value::native::{Arity, Builtin, Kwargs};
use crate::value::set::set_update;
use crate::value::{self, Range, SetTable, Value, ViewKind, format, num, obj};

pub use crate::runtime::table::{BuiltinDef, BuiltinFn, BuiltinKind, Keywords};

mod dynamic;

crate::runtime::table::natives! {
    table = 0;
    IMPORT = "__import__" (1..=5) keywords["globals", "locals", "fromlist", "level"]
        => dynamic::import;
    ABS = "abs" (1) => abs;
    AITER = "aiter" (1) => aiter;
    ALL = "all" (1) => all;
    ANEXT = "anext" (1..=2) => anext;
    ANY = "any" (1) => any;
    ASCII = "ascii" (1) => ascii;
    BIN = "bin" (1) => bin;
    BOOL = "bool" type(|v| matches!(v, Value::Bool(_))) (0..=1) => bool;
    BYTEARRAY = "bytearray" type(|v| matches!(v, Value::ByteArray(_))) (0..=3)
        keywords["source", "encoding", "errors"] => bytearray;
    BYTES = "bytes" type(|v| matches!(v, Value::Bytes(_))) (0..=3)
        keywords["source", "encoding", "errors"] => bytes;
    CALLABLE = "callable" (1) => callable;
    CHR = "chr" (1) => chr;
    CLASSMETHOD = "classmethod"
        type(|v| matches!(v, Value::Descr(d) if matches!(***d, Descr::ClassMethod(_))))
        (1) => classmethod;
    // (Its arguments are checked in `dynamic::compile`, in CPython's words.)
    COMPILE = "compile" (0..) keywords(*) => dynamic::compile;
    DELATTR = "delattr" (2) => delattr;
    DICT = "dict" type(|v| matches!(v, Value::Dict(_))) (0..=1) keywords(*) => dict;
    DIR = "dir" (0..=1) => dir;
    DIVMOD = "divmod" (2) => divmod;
    ENUMERATE = "enumerate" type(|v| iter_named(v, "enumerate")) (1..=2) keywords["start"]
        => enumerate;
    EVAL = "eval" (1..=3) => dynamic::eval;
    EXEC = "exec" (1..=3) => dynamic::exec;
    EXIT = "exit" (0..=1) keywords["code"] => exit;
    FILTER = "filter" type(|v| iter_named(v, "filter")) (2) => filter;
    FLOAT = "float" type(|v| matches!(v, Value::Float(_))) (0..=1) => float;
    FORMAT = "format" (1..=2) => format_;
    FROZENSET = "frozenset" type(|v| matches!(v, Value::Set(s) if s.is_frozen())) (0..=1)
        => frozenset;
    GETATTR = "getattr" (2..=3) => getattr;
    GLOBALS = "globals" (0) => dynamic::globals;
    HASATTR = "hasattr" (2) => hasattr;
    HASH = "hash" (1) => hash;
    HEX = "hex" (1) => hex;
    ID = "id" (1) => id;
    INPUT = "input" (0..=1) keywords(*) => input;
    INT = "int" type(Value::is_int_like) (0..=2) keywords["base"] => int;
    ISINSTANCE = "isinstance" (2) => isinstance_;
    ISSUBCLASS = "issubclass" (2) => issubclass_;
    ITER = "iter" (1..=2) => iter;
    LEN = "len" (1) => len;
    LIST = "list" type(|v| matches!(v, Value::List(_))) (0..=1) => list;
    LOCALS = "locals" (0) => dynamic::locals;
    MAP = "map" type(|v| iter_named(v, "map")) (2..) => map;
    // (Their arguments are checked in `min_max`, in CPython's order and words.)
    MAX = "max" (0..) keywords(*) => max;
    MIN = "min" (0..) keywords(*) => min;
    NEXT = "next" (1..=2) => next;
    OCT = "oct" (1) => oct;
    OPEN = "open" (1..=3) keywords["mode", "buffering", "encoding", "errors", "newline"] => open;
    ORD = "ord" (1) => ord;
    POW = "pow" (2..=3) keywords["mod"] => pow;
    PRINT = "print" (0..) keywords["sep", "end", "file", "flush"] => print;
    PROPERTY = "property"
        type(|v| matches!(v, Value::Descr(d) if matches!(***d, Descr::Property { .. })))
        (0..=4) keywords["fget", "fset", "fdel", "doc"] => property;
    QUIT = "quit" (0..=1) keywords["code"] => exit;
    RANGE = "range" type(|v| matches!(v, Value::Range(_))) (1..=3) => range;
    REPR = "repr" (1) => repr;
    REVERSED = "reversed" type(|v| iter_named(v, "reversed")) (1) => reversed;
    // why `0..`: round's own messages are Argument Clinic's ("missing required argument").
    ROUND = "round" (0..) keywords["ndigits"] => round;
    SET = "set" type(|v| matches!(v, Value::Set(s) if !s.is_frozen())) (0..=1) => set;
    SETATTR = "setattr" (3) => setattr;
    SLICE = "slice" type(|v| matches!(v, Value::Slice(_))) (1..=3) => slice;
    SORTED = "sorted" (1) keywords["key", "reverse"] => sorted;
    STATICMETHOD = "staticmethod"
        type(|v| matches!(v, Value::Descr(d) if matches!(***d, Descr::StaticMethod(_))))
        (1) => staticmethod;
    STR = "str" type(|v| matches!(v, Value::Str(_))) (0..=3)
        keywords["object", "encoding", "errors"] => str;
    SUM = "sum" (1..=2) keywords["start"] => sum;
    SUPER_TYPE = "super" type(|v| matches!(v, Value::Super(_))) (0..=2) => super_;
    TUPLE = "tuple" type(|v| matches!(v, Value::Tuple(_))) (0..=1) => tuple;
    TYPE = "type" type(|v| matches!(v, Value::Builtin(b) if b.is_type())) (1..=3) => type_;
    VARS = "vars" (0..=1) => vars;
    ZIP = "zip" type(|v| iter_named(v, "zip")) (0..) => zip;

    // What a `compile(.., 'single')` statement's expression statements call with their
    // values (CPython's `sys.displayhook`), not a name of the builtins.
    #[hidden]
    DISPLAYHOOK = "displayhook" (1) => dynamic::displayhook;
    // The types of the other values, which Python does not name as builtins; what
    // `type()` returns for them.
    #[hidden]
    NONE_TYPE = "NoneType" type(|v| matches!(v, Value::None)) (0..) keywords(*) => none_type;
    #[hidden]
    BUILTIN_FUNCTION = "builtin_function_or_method"
        type(|v| matches!(v, Value::Builtin(b) if !b.is_type() && !b.is_slot_wrapper())
            || bound_builtin_method(v))
        (0..) keywords(*) => cannot_create::builtin_function;
    #[hidden]
    CALLABLE_ITERATOR = "callable_iterator" type(|v| iter_named(v, "callable_iterator")) (0..)
        keywords(*) => cannot_create::callable_iterator;
    #[hidden]
    DICT_ITEMS = "dict_items" type(|v| view_of(v, ViewKind::Items)) (0..) keywords(*)
        => cannot_create::dict_items;
    #[hidden]
    DICT_ITEMITERATOR = "dict_itemiterator" type(|v| iter_named(v, "dict_itemiterator")) (0..)
        keywords(*) => cannot_create::dict_itemiterator;
    #[hidden]
    DICT_KEYITERATOR = "dict_keyiterator" type(|v| iter_named(v, "dict_keyiterator")) (0..)
        keywords(*) => cannot_create::dict_keyiterator;
    #[hidden]
    DICT_KEYS = "dict_keys" type(|v| view_of(v, ViewKind::Keys)) (0..) keywords(*)
        => cannot_create::dict_keys;
    #[hidden]
    DICT_VALUEITERATOR = "dict_valueiterator" type(|v| iter_named(v, "dict_valueiterator"))
        (0..) keywords(*) => cannot_create::dict_valueiterator;
    #[hidden]
    DICT_VALUES = "dict_values" type(|v| view_of(v, ViewKind::Values)) (0..) keywords(*)
        => cannot_create::dict_values;
    #[hidden]
    FUNCTION = "function" type(|v| matches!(v, Value::Function(_))) (0..) keywords(*)
        => function_type;
    #[hidden]
    ITERATOR = "iterator" type(|v| iter_named(v, "iterator")) (0..) keywords(*)
        => cannot_create::iterator;
    #[hidden]
    LIST_ITERATOR = "list_iterator" type(|v| iter_named(v, "list_iterator")) (0..) keywords(*)
        => cannot_create::list_iterator;
    #[hidden]
    LIST_REVERSEITERATOR = "list_reverseiterator"
        type(|v| iter_named(v, "list_reverseiterator")) (0..) keywords(*)
        => cannot_create::list_reverseiterator;
    #[hidden]
    RANGE_ITERATOR = "range_iterator" type(|v| iter_named(v, "range_iterator")) (0..)
        keywords(*) => cannot_create::range_iterator;
    #[hidden]
    SET_ITERATOR = "set_iterator" type(|v| iter_named(v, "set_iterator")) (0..) keywords(*)
        => cannot_create::set_iterator;
    #[hidden]
    NOT_IMPLEMENTED_TYPE = "NotImplementedType" type(|v| matches!(v, Value::NotImplemented))
        (0..) keywords(*) => not_implemented_type;
    #[hidden]
    METHOD_TYPE = "method"
        type(|v| matches!(v, Value::BoundMethod(_)) && !bound_builtin_method(v)
            && !bound_slot_wrapper(v)) (0..)
        keywords(*) => cannot_create::method;
    #[hidden]
    METHOD_DESCRIPTOR = "method_descriptor"
        type(|v| matches!(v, Value::Method(m) if !m.is_slot_wrapper())) (0..)
        keywords(*) => cannot_create::method_descriptor;
    // A builtin type's special method (`int.__add__`), and one bound (`(1).__add__`).
    #[hidden]
    WRAPPER_DESCRIPTOR = "wrapper_descriptor"
        type(|v| matches!(v, Value::Method(m) if m.is_slot_wrapper())
            || matches!(v, Value::Builtin(b) if b.is_slot_wrapper())) (0..)
        keywords(*) => cannot_create::wrapper_descriptor;
    #[hidden]
    METHOD_WRAPPER = "method-wrapper" type(bound_slot_wrapper) (0..)
        keywords(*) => cannot_create::method_wrapper;
    #[hidden]
    TRACEBACK_TYPE = "traceback" type(|v| matches!(v, Value::Traceback(_))) (0..) keywords(*)
        => cannot_create::traceback;
    #[hidden]
    GETSET_DESCRIPTOR = "getset_descriptor"
        type(|v| matches!(v, Value::Descr(d) if matches!(***d, Descr::ExcField(f) if !f.is_member())))
        (0..) keywords(*) => cannot_create::getset_descriptor;
    #[hidden]
    MEMBER_DESCRIPTOR = "member_descriptor"
        type(|v| matches!(v, Value::Descr(d) if matches!(***d, Descr::ExcField(f) if f.is_member())))
        (0..) keywords(*) => cannot_create::member_descriptor;
    #[hidden]
    CELL_TYPE = "cell" type(|v| matches!(v, Value::Cell(_))) (0..) keywords(*)
        => cannot_create::cell;
    #[hidden]
    GENERATOR_TYPE = "generator" type(|v| matches!(v, Value::Generator(_))) (0..) keywords(*)
        => cannot_create::generator;
    #[hidden]
    COROUTINE_TYPE = "coroutine" type(|v| matches!(v, Value::Coroutine(_))) (0..) keywords(*)
        => cannot_create::coroutine;
    #[hidden]
    ASYNC_GENERATOR_TYPE = "async_generator" type(|v| matches!(v, Value::AsyncGenerator(_)))
        (0..) keywords(*) => cannot_create::async_generator;
    #[hidden]
    ASEND_TYPE = "async_generator_asend"
        type(|v| matches!(v, Value::AgenOp(o) if o.type_name() == "async_generator_asend"))
        (0..) keywords(*) => cannot_create::async_generator_asend;
    #[hidden]
    ATHROW_TYPE = "async_generator_athrow"
        type(|v| matches!(v, Value::AgenOp(o) if o.type_name() == "async_generator_athrow"))
        (0..) keywords(*) => cannot_create::async_generator_athrow;
    #[hidden]
    ANEXT_AWAITABLE_TYPE = "anext_awaitable"
        type(|v| matches!(v, Value::AgenOp(o) if o.type_name() == "anext_awaitable"))
        (0..) keywords(*) => cannot_create::anext_awaitable;
    #[hidden]
    MODULE_TYPE = "module" type(|v| matches!(v, Value::Module(_))) (0..) keywords(*)
        => cannot_create::module;
    // `object`'s slot wrappers: named as the special methods they are (see
    // `Builtin::binds`), in `object`'s namespace, not the builtins'.
    #[hidden]
    OBJECT_INIT = "__init__" (1..) keywords(*) => object_init;
    #[hidden]
    OBJECT_REPR = "__repr__" (1) => object_repr;
    #[hidden]
    OBJECT_STR = "__str__" (1) => object_str;
    #[hidden]
    OBJECT_EQ = "__eq__" (2) => object_eq;
    #[hidden]
    OBJECT_NE = "__ne__" (2) => object_ne;
    #[hidden]
    OBJECT_LT = "__lt__" (2) => object_order;
    #[hidden]
    OBJECT_LE = "__le__" (2) => object_order;
    #[hidden]
    OBJECT_GT = "__gt__" (2) => object_order;
    #[hidden]
    OBJECT_GE = "__ge__" (2) => object_order;
    #[hidden]
    OBJECT_HASH = "__hash__" (1) => object_hash;
    #[hidden]
    OBJECT_GETATTRIBUTE = "__getattribute__" (2) => object_getattribute;
    #[hidden]
    OBJECT_SETATTR = "__setattr__" (3) => object_setattr;
    #[hidden]
    OBJECT_DELATTR = "__delattr__" (2) => object_delattr;
    #[hidden]
    OBJECT_INIT_SUBCLASS = "__init_subclass__" (1) => object_init_subclass;
    #[hidden]
    OBJECT_FORMAT = "__format__" (2) => object_format;
    #[hidden]
    OBJECT_GETSTATE = "__getstate__" (1) => object_getstate;
    // `__new__`s: static (the class is their first argument), so `object`'s namespace
    // holds its own as a staticmethod.
    #[hidden]
    OBJECT_NEW = "__new__" (1..) keywords(*) => object_new;
    #[hidden]
    TUPLE_NEW = "tuple.__new__" (1..=2) => tuple_new;
    // `type`'s methods, which a metaclass reaches through `super()` or `type.__new__`.
    #[hidden]
    INT_NEW = "int.__new__" (1..=3) => native_new;
    #[hidden]
    STR_NEW = "str.__new__" (1..=4) => native_new;
    #[hidden]
    FLOAT_NEW = "float.__new__" (1..=2) => float_new;
    #[hidden]
    TYPE_CALL = "type.__call__" (1..) keywords(*) => type_call;
    #[hidden]
    TYPE_DELATTR = "type.__delattr__" (2) => object_delattr;
    #[hidden]
    TYPE_INIT = "type.__init__" (1..) keywords(*) => type_init;
    #[hidden]
    TYPE_INSTANCECHECK = "type.__instancecheck__" (2) => type_instancecheck;
    #[hidden]
    TYPE_NEW = "type.__new__" (1..) keywords(*) => type_new;
    #[hidden]
    TYPE_SETATTR = "type.__setattr__" (3) => object_setattr;
    #[hidden]
    TYPE_SUBCLASSCHECK = "type.__subclasscheck__" (2) => type_subclasscheck;
    // `BaseException`'s.
    #[hidden]
    EXCEPTION_INIT = "__init__" (1..) => exception_init;
    #[hidden]
    EXCEPTION_STR = "__str__" (1) => exception_str;
    #[hidden]
    EXCEPTION_REPR = "__repr__" (1) => exception_repr;
    #[hidden]
    EXCEPTION_ADD_NOTE = "BaseException.add_note" (2) => exception_add_note;
    #[hidden]
    EXCEPTION_WITH_TRACEBACK = "BaseException.with_traceback" (2) => exception_with_traceback;
    #[hidden]
    EXCEPTION_REDUCE = "BaseException.__reduce__" (1) => exception_reduce;
    #[hidden]
    EXCEPTION_SETSTATE = "BaseException.__setstate__" (2) => exception_setstate;
    #[hidden]
    STR_ASCII_ITERATOR = "str_ascii_iterator" type(|v| iter_named(v, "str_ascii_iterator"))
        (0..) keywords(*) => cannot_create::str_ascii_iterator;
    #[hidden]
    BYTES_ITERATOR = "bytes_iterator" type(|v| iter_named(v, "bytes_iterator")) (0..)
        keywords(*) => cannot_create::bytes_iterator;
    #[hidden]
    BYTEARRAY_ITERATOR = "bytearray_iterator" type(|v| iter_named(v, "bytearray_iterator"))
        (0..) keywords(*) => cannot_create::bytearray_iterator;
    // The class methods of `bytes` and `bytearray` (`bytes.fromhex`: see
    // [`type_attribute`]).
    #[hidden]
    BYTES_FROMHEX = "bytes.fromhex" (1) => bytes_fromhex;
    #[hidden]
    BYTEARRAY_FROMHEX = "bytearray.fromhex" (1) => bytearray_fromhex;
    #[hidden]
    DICT_FROMKEYS = "dict.fromkeys" (1..=2) => dict_fromkeys;
    #[hidden]
    STR_MAKETRANS = "str.maketrans" (1..=3) => str_maketrans;
    #[hidden]
    BYTES_MAKETRANS = "bytes.maketrans" (2) => bytes_maketrans;
    #[hidden]
    BYTEARRAY_MAKETRANS = "bytearray.maketrans" (2) => bytes_maketrans;
    // The class methods above as a subclass reaches them (`D.fromkeys` for `class
    // D(dict)`): the class comes first (see [`subclass_method`]).
    #[hidden]
    DICT_FROMKEYS_SUBCLASS = "subclass.dict.fromkeys" (2..=3) => dict_fromkeys_subclass;
    #[hidden]
    INT_FROM_BYTES_SUBCLASS = "subclass.int.from_bytes" (1..=3)
        keywords["bytes", "byteorder", "signed"] => int_from_bytes_subclass;
    #[hidden]
    INT_FROM_BYTES = "int.from_bytes" (1..=2) keywords["bytes", "byteorder", "signed"]
        => int_from_bytes;
    #[hidden]
    TUPLE_ITERATOR = "tuple_iterator" type(|v| iter_named(v, "tuple_iterator")) (0..)
        keywords(*) => cannot_create::tuple_iterator;
    #[hidden]
    ELLIPSIS_TYPE = "ellipsis" type(|v| matches!(v, Value::Ellipsis)) (0..) keywords(*)
        => ellipsis_type;
    #[hidden]
    FLOAT_FROMHEX = "float.fromhex" (1) => float_fromhex;
    #[hidden]
    FLOAT_FROMHEX_SUBCLASS = "subclass.float.fromhex" (2) => float_fromhex_subclass;
}

/// Whether `v` is an iterator whose type is `name`.
/// Whether `v` is a builtin type's method bound to its receiver (`[].append`): CPython's
/// `builtin_function_or_method`, not a `method`; also a builtin type's class method bound
/// to a subclass (`D.fromkeys`).
fn bound_builtin_method(v: &Value) -> bool {
    matches!(v, Value::BoundMethod(b) if matches!(b.func, Value::Method(m) if !m.is_slot_wrapper())
        || matches!(b.func, Value::Builtin(f) if f.is_subclass_method()))
}

/// Whether `v` is a slot wrapper bound to a value (`(1).__add__`, `[].__str__`): a
/// `method-wrapper`.
fn bound_slot_wrapper(v: &Value) -> bool {
    matches!(v, Value::BoundMethod(b) if matches!(b.func, Value::Method(m) if m.is_slot_wrapper())
        || matches!(b.func, Value::Builtin(f) if f.is_slot_wrapper()))
}

fn iter_named(v: &Value, name: &str) -> bool {
    matches!(v, Value::Iter(it) if it.borrow().type_name() == name)
}

/// Whether `v` is a dict view of `kind`.
fn view_of(v: &Value, kind: ViewKind) -> bool {
    matches!(v, Value::View(view) if view.kind == kind)
}

/// Every builtin the namespace names, as (name, value), for the machine's builtins: the
/// table's public entries, then the builtin classes and modules (made anew for each
/// machine).
pub fn namespace() -> impl Iterator<Item = (&'static str, Value)> {
    (0..COUNT)
        .filter(|&i| TABLE[i].public)
        .map(|i| (TABLE[i].name, Value::Builtin(Builtin::from_index(i as u16))))
        .chain(builtin_classes())
}

/// The builtin classes: `object`, then the exception hierarchy (each class after its
/// base).
fn builtin_classes() -> Vec<(&'static str, Value)> {
    let object = object_class();
    let mut out = vec![
        ("object", object.clone()),
        ("NotImplemented", Value::NotImplemented),
        ("Ellipsis", Value::Ellipsis),
        // The builtins module's own name, which a namespace without one (`exec` given a
        // dict) reads through the builtins, as CPython's.
        ("__name__", Value::str("builtins")),
    ];
    for (kind, base) in ExcType::HIERARCHY {
        let class_of = |b: ExcType| {
            let found = out.iter().find(|(n, _)| *n == b.name());
            found.expect("bases come first").1.clone()
        };
        let bases = match base {
            None => vec![object.clone()],
            Some(b) => std::iter::once(b)
                .chain(kind.second_base())
                .map(class_of)
                .collect(),
        };
        let mro = match c3(kind.name(), &bases, &object) {
            Ok(m) => m,
            Err(_) => unreachable!("the builtin hierarchy is consistent"),
        };
        let mut dict = ClassDict::default();
        if base.is_none() {
            for b in [
                EXCEPTION_INIT,
                EXCEPTION_STR,
                EXCEPTION_REPR,
                EXCEPTION_ADD_NOTE,
                EXCEPTION_REDUCE,
                EXCEPTION_SETSTATE,
            ] {
                dict.set(Rc::from(b.short_name()), Value::Builtin(b));
            }
            dict.set(
                Rc::from(EXCEPTION_WITH_TRACEBACK.short_name()),
                Value::Builtin(EXCEPTION_WITH_TRACEBACK),
            );
            // The data descriptors over every exception's own fields (see
            // `value::class::ExcState`).
            for field in ExcField::ALL {
                dict.set(
                    Rc::from(field.name()),
                    Value::Descr(obj(Descr::ExcField(field))),
                );
            }
        }
        let class = Class::new(
            Rc::from(kind.name()),
            bases,
            mro,
            dict,
            Native::Exception,
            Some(kind),
            true,
        )
        .expect("no __slots__");
        out.push((kind.name(), Value::class(class)));
    }
    // CPython's old names of OSError, the same class.
    if let Some((_, os_error)) = out.iter().find(|(n, _)| *n == "OSError") {
        let os_error = os_error.clone();
        out.push(("IOError", os_error.clone()));
        out.push(("EnvironmentError", os_error));
    }
    out
}

/// The class `object`, with its slot wrappers.
fn object_class() -> Value {
    let mut dict = ClassDict::default();
    for b in [
        OBJECT_INIT,
        OBJECT_REPR,
        OBJECT_STR,
        OBJECT_EQ,
        OBJECT_NE,
        OBJECT_LT,
        OBJECT_LE,
        OBJECT_GT,
        OBJECT_GE,
        OBJECT_HASH,
        OBJECT_GETATTRIBUTE,
        OBJECT_SETATTR,
        OBJECT_DELATTR,
        OBJECT_FORMAT,
        OBJECT_GETSTATE,
    ] {
        dict.set(Rc::from(b.name()), Value::Builtin(b));
    }
    dict.set(
        Rc::from("__new__"),
        Value::Descr(obj(Descr::StaticMethod(Value::Builtin(OBJECT_NEW)))),
    );
    dict.set(
        Rc::from("__init_subclass__"),
        Value::Descr(obj(Descr::ClassMethod(Value::Builtin(
            OBJECT_INIT_SUBCLASS,
        )))),
    );
    let class = Class::new(
        Rc::from("object"),
        Vec::new(),
        Vec::new(),
        dict,
        Native::Object,
        None,
        true,
    )
    .expect("object has no __slots__");
    Value::class(class)
}

/// The entry of `b` (a position past the table, only from hand-made values, gives the
/// first entry rather than a panic).
#[inline(always)]
fn def(b: Builtin) -> &'static BuiltinDef {
    // why the modules' tables second: a builtin's entry costs one bounds check, as before
    // the modules had tables (their positions lie past this table's).
    match TABLE.get(b.index()) {
        Some(d) => d,
        None => crate::stdlib::def(b).unwrap_or(&TABLE[0]),
    }
}

/// `b`'s name and whether it is a type: what values ask of builtins
/// ([`crate::value::native::Names`]).
pub fn describe(b: Builtin) -> (&'static str, bool) {
    let def = def(b);
    (def.name, matches!(def.kind, BuiltinKind::Type(_)))
}

/// Calls builtin `b` with positional `args` and keyword arguments `kw`: checks them
/// against its entry (keywords first, then the count, as CPython), then runs its handler.
///
/// why out of line: the instruction set's calls inline into the dispatch loop, which only
/// ever called out to this (it was a `match` too big to inline before the table existed).
#[inline(never)]
pub fn call(vm: &mut dyn Vm, b: Builtin, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let def = def(b);
    // why two paths, each ending in a call: the common call (no keywords, a right count)
    // then saves no registers; checking keywords in line made every call save them all.
    if kw.is_empty() && def.arity.admits(args.len()) {
        return (def.handler)(vm, args, kw);
    }
    call_checked(vm, def, args, kw)
}

/// [`call`] with keyword arguments, or with a wrong count.
#[inline(never)]
fn call_checked(
    vm: &mut dyn Vm,
    def: &BuiltinDef,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if let (Keywords::None, BuiltinKind::Function, false) = (def.keywords, def.kind, kw.is_empty())
    {
        // A function of the builtins or of a standard module named in full, as CPython's
        // `len() takes ...`, `math.sqrt() takes ...`.
        return Err(PyError::type_error(format!(
            "{}() takes no keyword arguments",
            def.name
        )));
    }
    let unexpected = match def.keywords {
        Keywords::None => kw.first(),
        Keywords::Only(names) => kw.iter().find(|(k, _)| !names.contains(&&**k)),
        Keywords::Any => None,
    };
    // A standard module's type or method is named in messages without what qualifies it
    // (`islice`, not `itertools.islice`), as CPython's.
    let name = def.name.rsplit('.').next().unwrap_or(def.name);
    if let Some((k, _)) = unexpected {
        return Err(unexpected_keyword(name, k));
    }
    if !def.arity.admits(args.len()) {
        return Err(arity_error(name, args.len(), def.arity));
    }
    (def.handler)(vm, args, kw)
}

#[cold]
#[inline(never)]
fn unexpected_keyword(name: &str, k: &str) -> PyError {
    PyError::type_error(format!("{name}() got an unexpected keyword argument '{k}'"))
}

/// CPython's message for a builtin given `n` arguments outside `arity`.
#[cold]
#[inline(never)]
fn arity_error(name: &str, n: usize, arity: Arity) -> PyError {
    let Arity { min, max } = arity;
    PyError::type_error(if min == max {
        if min == 1 {
            format!("{name}() takes exactly one argument ({n} given)")
        } else {
            format!("{name} expected {min} arguments, got {n}")
        }
    } else if n < min {
        format!(
            "{name} expected at least {min} argument{}, got {n}",
            if min == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "{name} expected at most {max} argument{}, got {n}",
            if max == 1 { "" } else { "s" }
        )
    })
}

/// The value of keyword argument `name`, if given.
pub(crate) fn kwarg<'a>(kw: &'a Kwargs, name: &str) -> Option<&'a Value> {
    kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
}

/// Whether `v` is an instance of the type `t` (a builtin type or a tuple of them).
pub fn isinstance(v: &Value, t: &Value) -> PyResult<bool> {
    isinstance_at(v, t, 0)
}

/// [`isinstance`] with `t` inside `depth` tuples of types (nested deeper than the
/// recursion limit: CPython's `RecursionError`).
fn isinstance_at(v: &Value, t: &Value, depth: u32) -> PyResult<bool> {
    match t {
        Value::Builtin(b) if let BuiltinKind::Type(instance) = def(*b).kind => Ok(instance(v)
            || matches!(v, Value::Instance(i) if i.class.is_subclass_of(t))
            || (*b == TYPE && matches!(v, Value::Class(_)))),
        Value::Class(c) => Ok(match v {
            Value::Instance(i) => i.class.is_subclass_of(t),
            // A class is an instance of its metaclass.
            Value::Class(k) if k.meta().is_some_and(|m| m.is_subclass_of(t)) => true,
            // Every value is an `object`.
            _ => c.is_object(),
        }),
        Value::Tuple(ts) => {
            if depth >= value::RECURSION_LIMIT {
                return Err(value::recursion_error(" in __instancecheck__"));
            }
            for t in ts.0.iter() {
                if isinstance_at(v, t, depth + 1)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(PyError::type_error(
            "isinstance() arg 2 must be a type, a tuple of types, or a union",
        )),
    }
}

/// `issubclass(c, t)`: `t` a class, a builtin type or a tuple of them.
pub fn issubclass(c: &Value, t: &Value) -> PyResult<bool> {
    if let Value::Tuple(ts) = t {
        for t in ts.0.iter() {
            if issubclass(c, t)? {
                return Ok(true);
            }
        }
        return Ok(false);
    }
    if !matches!(t, Value::Class(_) | Value::Builtin(_)) {
        return Err(PyError::type_error(
            "issubclass() arg 2 must be a class, a tuple of classes, or a union",
        ));
    }
    match c {
        Value::Class(k) => Ok(k.is_subclass_of(t)),
        Value::Builtin(b) if b.is_type() => Ok(c.is(t)
            || matches!(t, Value::Class(o) if o.is_object())
            || (*b == BOOL && t.is(&Value::Builtin(INT)))),
        _ => Err(PyError::type_error("issubclass() arg 1 must be a class")),
    }
}

// ---------------------------------------------------------------- handlers

fn getattr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let name = &*attr_name(&args[1])?;
    match args.get(2) {
        None => object::getattr(vm, &args[0], name),
        Some(default) => {
            let default = default.clone();
            Ok(object::getattr_opt(vm, &args[0], name)?.unwrap_or(default))
        }
    }
}

fn hasattr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let name = &*attr_name(&args[1])?;
    Ok(Value::Bool(
        object::getattr_opt(vm, &args[0], name)?.is_some(),
    ))
}

fn setattr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let value = mem::take(&mut args[2]);
    let name = stored_attr_name(vm, &args[1])?;
    object::setattr(vm, &args[0], &name, value)?;
    Ok(Value::None)
}

fn delattr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let name = &*attr_name(&args[1])?;
    object::delattr(vm, &args[0], name)?;
    Ok(Value::None)
}

/// The attribute name argument of `getattr` and its kin (CPython's message names none
/// of them).
fn attr_name(v: &Value) -> PyResult<Cow<'_, str>> {
    v.text_like().ok_or_else(|| {
        PyError::type_error(format!(
            "attribute name must be string, not '{}'",
            v.type_name()
        ))
    })
}

/// [`attr_name`] as the machine's one `Rc` of that name, which attribute layouts
/// compare by pointer.
fn stored_attr_name(vm: &mut dyn Vm, v: &Value) -> PyResult<Rc<str>> {
    let name = &*attr_name(v)?;
    Ok(vm.machine().attribute_name(name))
}

/// `id(x)`: the address of a heap value; scalars get a stable number of their own.
fn id(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(value::hash::identity(&args[0])))
}

/// `super(class, obj)` (the zero-argument form is compiled in methods).
fn super_(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match args {
        [] => Err(PyError::new(ExcType::RuntimeError, "super(): no arguments")),
        [_] => Err(PyError::type_error(
            "super() with one argument is not supported",
        )),
        [class, receiver] => object::make_super(class.clone(), receiver.clone()),
        _ => unreachable!("arity checked"),
    }
}

/// `object.__new__(cls)`: a new instance of class `cls`, its attributes unset. Extra
/// arguments are CPython's error (a `__new__` of a class passes only the class on).
fn object_new(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let Value::Class(c) = &args[0] else {
        return Err(PyError::type_error(format!(
            "object.__new__(X): X is not a type object ({})",
            args[0].type_name()
        )));
    };
    if args.len() > 1 || !kw.is_empty() {
        if object::user_new(c).is_some() {
            return Err(PyError::type_error(
                "object.__new__() takes exactly one argument (the type to instantiate)",
            ));
        }
        if object::init_of(c).is_none() {
            return Err(PyError::type_error(format!(
                "{}() takes no arguments",
                c.name
            )));
        }
    }
    object::check_abstract(c)?;
    Ok(object::new_instance(c))
}

/// `tuple.__new__(cls, iterable=())`: a tuple, or an instance of a `tuple` subclass
/// holding the items.
fn tuple_new(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let items = match args.get(1) {
        Some(Value::Tuple(t)) => t.0.to_vec(),
        Some(v) => special::collect(vm, v)?,
        None => Vec::new(),
    };
    match &args[0] {
        Value::Builtin(TUPLE) => Ok(Value::tuple(items)),
        cls => object::new_tuple_instance(cls, items),
    }
}

/// `object.__init__(self, ...)`: extra arguments are an error (CPython's
/// `object_init`): `object`'s message when the class has an `__init__` of its own.
fn object_init(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if args.len() > 1 || !kw.is_empty() {
        let own = match &args[0] {
            Value::Instance(i) => object::init_of(&i.class).is_some(),
            _ => true,
        };
        let who = if own {
            "object".to_string()
        } else {
            args[0].type_name().to_string()
        };
        return Err(PyError::type_error(format!(
            "{who}.__init__() takes exactly one argument (the instance to initialize)"
        )));
    }
    Ok(Value::None)
}

/// `BaseException.__init__(self, *args)`: keeps the arguments (`e.args`).
fn exception_init(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Value::Instance(i) = &args[0]
        && i.class.is_exception()
    {
        special::set_exception_args(i, args[1..].to_vec())?;
    }
    Ok(Value::None)
}

/// `BaseException.__str__(self)`.
fn exception_str(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::str(special::exception_str(vm, &args[0])?))
}

/// `slice(stop)`, `slice(start, stop[, step])`.
fn slice(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let take = |v: &mut Value| std::mem::take(v);
    let parts = match args {
        [stop] => [Value::None, take(stop), Value::None],
        [start, stop] => [take(start), take(stop), Value::None],
        [start, stop, step] => [take(start), take(stop), take(step)],
        _ => unreachable!("the table checks the arity"),
    };
    Ok(Value::Slice(obj(parts)))
}

/// `BaseException.__repr__(self)`.
fn exception_repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::str(special::exception_repr(vm, &args[0])?))
}

/// `BaseException.add_note(self, note)`: appends `note` (a `str`) to the exception's
/// `__notes__`, made a list on the first note; an uncaught exception's traceback prints
/// them after its message.
fn exception_add_note(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let note = &args[1];
    if !matches!(note, Value::Str(_)) {
        return Err(PyError::type_error(format!(
            "note must be a str, not '{}'",
            note.type_name()
        )));
    }
    let Value::Instance(i) = &args[0] else {
        return Err(PyError::type_error("add_note() needs an exception"));
    };
    match &i.get("__notes__") {
        None => i.set(&Rc::from("__notes__"), Value::list(vec![note.clone()]))?,
        Some(Value::List(l)) => l.push(note.clone())?,
        Some(_) => {
            return Err(PyError::type_error(
                "Cannot add note: __notes__ is not a list",
            ));
        }
    }
    Ok(Value::None)
}

/// `BaseException.with_traceback(self, tb)`: sets `__traceback__` (checked as its
/// descriptor checks it) and returns the exception.
fn exception_with_traceback(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let tb = std::mem::take(&mut args[1]);
    object::set_exc_field(&args[0], ExcField::Traceback, tb)?;
    Ok(args[0].clone())
}

/// `BaseException.__reduce__(self)`: `(type(self), self.args)`, and the instance's
/// `__dict__` third when it has attributes (what `copy` and `pickle` rebuild it from).
/// The dict is a new one, not the instance's `__dict__` (see `object_getstate`).
fn exception_reduce(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Instance(i) = &args[0] else {
        return Err(PyError::type_error("__reduce__() needs an exception"));
    };
    let mut map = crate::value::DictMap::new();
    for (k, v) in i.dict_items() {
        map.insert(Value::str(&*k), v);
    }
    let args_tuple = match &*i.native.borrow() {
        t @ Value::Tuple(_) => t.clone(),
        _ => Value::tuple(Vec::new()),
    };
    let mut parts = vec![Value::class(i.class.clone()), args_tuple];
    if !map.is_empty() {
        parts.push(Value::dict(map));
    }
    Ok(Value::tuple(parts))
}

/// `BaseException.__setstate__(self, state)`: sets each item of the dict `state` as an
/// attribute (`None`: nothing).
fn exception_setstate(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let items: Vec<(Value, Value)> = match &args[1] {
        Value::None => return Ok(Value::None),
        Value::Dict(d) => {
            d.0.borrow()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect()
        }
        _ => return Err(PyError::type_error("state is not a dictionary")),
    };
    for (k, v) in items {
        let Value::Str(name) = &k else {
            return Err(PyError::type_error(format!(
                "attribute name must be string, not '{}'",
                k.type_name()
            )));
        };
        object::setattr(vm, &args[0], &Rc::from(&*name.s), v)?;
    }
    Ok(Value::None)
}

/// `object.__format__(self, spec)`: `str(self)` for the empty spec, else a `TypeError`.
fn object_format(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match &args[1] {
        Value::Str(s) if s.s.is_empty() => Ok(Value::str(object::str(vm, &args[0])?)),
        Value::Str(_) => Err(PyError::type_error(format!(
            "unsupported format string passed to {}.__format__",
            args[0].type_name()
        ))),
        other => Err(PyError::type_error(format!(
            "__format__() argument must be str, not {}",
            other.argument_name()
        ))),
    }
}

/// `object.__getstate__(self)` (CPython 3.11's default state, what `copy` copies): the
/// instance's attributes as a dict (`None` without any); for a class with `__slots__`,
/// `(None, {slot: value})` (`None` without any set). The dict is a new one, not the
/// instance's `__dict__` (making that would take the class off the attribute caches).
fn object_getstate(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Instance(i) = &args[0] else {
        return Ok(Value::None);
    };
    let slots: Vec<(Rc<str>, Value)> = i.slot_items();
    let mut map = crate::value::DictMap::new();
    for (k, v) in i.dict_items() {
        map.insert(Value::str(&*k), v);
    }
    let dict = if map.is_empty() {
        Value::None
    } else {
        Value::dict(map)
    };
    if slots.is_empty() {
        return Ok(dict);
    }
    let mut map = crate::value::DictMap::new();
    for (k, v) in slots {
        map.insert(Value::str(&*k), v);
    }
    Ok(Value::tuple(vec![dict, Value::dict(map)]))
}

/// `object.__repr__(self)`: `<__main__.C object at 0x...>`; of a builtin value its
/// type's name (`<int object at 0x...>`, `<collections.deque object at 0x...>`), never
/// the type's own `repr`.
fn object_repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Value::Instance(_) = &args[0] {
        return Ok(Value::str(format::default_repr(&args[0])));
    }
    let name = match &type_(vm, &mut [args[0].clone()], &[])? {
        Value::Builtin(b) => b.name().to_string(),
        Value::Class(c) => c.qualified_name(),
        other => other.type_name().to_string(),
    };
    let id = value::hash::identity(&args[0]) as u64;
    Ok(Value::str(format!("<{name} object at {id:#x}>")))
}

/// `object.__str__(self)`: `repr(self)`.
fn object_str(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::str(object::repr(vm, &args[0])?))
}

/// `object.__eq__(self, other)`: `True` for the same object, else `NotImplemented`.
fn object_eq(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(if args[0].is(&args[1]) {
        Value::Bool(true)
    } else {
        Value::NotImplemented
    })
}

/// `object.__lt__`, `__le__`, `__gt__`, `__ge__`: `object` has no order.
fn object_order(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::NotImplemented)
}

/// `object.__init_subclass__(cls)`: nothing (the end of a chain of `super()` calls).
fn object_init_subclass(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::None)
}

/// `object.__ne__(self, other)`: the negation of what the `__eq__` of the type of `self`
/// says (a class's own, else a builtin type's: `object.__ne__(1, 2)` is `True`), unless
/// that is `NotImplemented`.
fn object_ne(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let native = object::native_part(&args[0]).unwrap_or_else(|| args[0].clone());
    let eq = match object::special(&args[0], "__eq__") {
        Some(f) => object::call_bound(vm, &f, &args[0], vec![args[1].clone()], &[])?,
        None => match crate::methods::find(&native, "__eq__") {
            Some(m) => crate::methods::call(vm, m, &mut [native, args[1].clone()], &[])?,
            None => object_eq(vm, args, &[])?,
        },
    };
    Ok(match eq {
        Value::NotImplemented => Value::NotImplemented,
        v => Value::Bool(!value::truthy(&v)),
    })
}

/// `object.__hash__(self)`: by identity.
fn object_hash(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(args[0].py_hash()?))
}

/// `object.__getattribute__(self, name)`: the generic attribute read, which a class's
/// own `__getattribute__` reaches (its `__getattr__` is not asked).
fn object_getattribute(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let name = &*attr_name(&args[1])?;
    match &args[0] {
        Value::Instance(i) => {
            let i = Rc::clone(i);
            object::generic_instance_getattr(vm, &args[0], &i, name, false)
        }
        other => object::getattr(vm, other, name),
    }
}

/// `object.__setattr__(self, name, value)`.
fn object_setattr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let name = stored_attr_name(vm, &args[1])?;
    let value = mem::take(&mut args[2]);
    match &args[0] {
        Value::Instance(i) => {
            let i = Rc::clone(i);
            object::generic_setattr(vm, &args[0], &i, &name, value)?;
        }
        // `type.__setattr__`, which a metaclass's own reaches through `super()`.
        Value::Class(c) => {
            let c = Rc::clone(c);
            object::class_setattr(vm, &c, &name, value)?;
        }
        other => object::setattr(vm, other, &name, value)?,
    }
    Ok(Value::None)
}

/// `object.__delattr__(self, name)`.
fn object_delattr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let name = &*attr_name(&args[1])?;
    match &args[0] {
        Value::Instance(i) => {
            let i = Rc::clone(i);
            object::generic_delattr(vm, &args[0], &i, name)?
        }
        Value::Class(c) => object::class_delattr(c, name)?,
        other => object::delattr(vm, other, name)?,
    }
    Ok(Value::None)
}

fn issubclass_(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(check_with_meta(
        vm,
        &args[0],
        &args[1],
        "__subclasscheck__",
        0,
    )?))
}

/// Whether `isinstance(v, t)` needs no metaclass's `__instancecheck__`: `t` holds no
/// class whose metaclass is not `type` and no instance (which may define the hook, as
/// `typing.Iterable` does) (what the specialized call checks).
#[inline]
pub fn no_meta_check(t: &Value) -> bool {
    let plain = |t: &Value| match t {
        Value::Class(c) => c.meta().is_none(),
        Value::Instance(_) => false,
        _ => true,
    };
    match t {
        Value::Tuple(ts) => ts.0.iter().all(plain),
        other => plain(other),
    }
}

/// `isinstance(v, t)` (`which` `__instancecheck__`) or `issubclass(v, t)`
/// (`__subclasscheck__`), asking the metaclass of a class in `t` that defines the hook
/// (`abc.ABCMeta`), as CPython's `PyObject_IsInstance` does.
fn check_with_meta(
    vm: &mut dyn Vm,
    v: &Value,
    t: &Value,
    which: &str,
    depth: u32,
) -> PyResult<bool> {
    let plain = |v: &Value, t: &Value| match which {
        "__instancecheck__" => isinstance(v, t),
        _ => issubclass(v, t),
    };
    match t {
        Value::Tuple(ts) => {
            if depth >= value::RECURSION_LIMIT {
                return Err(value::recursion_error(&format!(" in {which}")));
            }
            for t in ts.0.iter() {
                if check_with_meta(vm, v, t, which, depth + 1)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        Value::Class(c) if c.meta().is_some() => {
            // An instance of exactly `t` is one without asking.
            if which == "__instancecheck__"
                && matches!(v, Value::Instance(i) if Rc::ptr_eq(&i.class, c))
            {
                return Ok(true);
            }
            match object::meta::meta_special(t, which) {
                Some(f) => {
                    let r = object::call_bound(vm, &f, t, vec![v.clone()], &[])?;
                    special::truthy(vm, &r)
                }
                None => plain(v, t),
            }
        }
        // An object that is no class answers through its class's hook, if it has one
        // (`isinstance(x, typing.Iterable)`); else CPython's `TypeError`.
        Value::Instance(_) => match object::special(t, which) {
            Some(f) => {
                let f = object::bind(vm, f, t)?;
                let r = vm.call_slice(&f, &mut [v.clone()])?;
                special::truthy(vm, &r)
            }
            None => plain(v, t),
        },
        _ => plain(v, t),
    }
}

/// `type.__call__(cls, *args, **kw)`: the instance made as calling a class of `type`
/// makes it (what a metaclass's `__call__` reaches through `super()`).
fn type_call(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let Value::Class(c) = &args[0] else {
        return Err(PyError::type_error(format!(
            "descriptor '__call__' requires a 'type' object but received a '{}'",
            args[0].type_name()
        )));
    };
    let c = Rc::clone(c);
    let rest: Vec<Value> = args[1..].iter_mut().map(mem::take).collect();
    object::construct_plain(vm, &c, rest, kw)
}

/// `int.__new__(cls, *args)`, `str.__new__(cls, *args)`: a plain int or string for
/// `cls` the builtin itself, else an instance of the subclass `cls` holding one.
fn native_new(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Value::Builtin(b) = &args[0]
        && (*b == INT || *b == STR)
    {
        let b = Value::Builtin(*b);
        return vm.call(&b, args[1..].to_vec(), &[]);
    }
    object::new_native_instance(vm, &args[0], &args[1..])
}

/// `float.__new__(cls, x=0.0)`: a plain float for `cls` `float`, else an instance of the
/// subclass `cls` holding one; CPython's errors for a class that is no subtype of float.
fn float_new(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match &args[0] {
        Value::Builtin(b) if *b == FLOAT => {
            let b = Value::Builtin(*b);
            vm.call(&b, args[1..].to_vec(), &[])
        }
        Value::Class(c) if c.native == crate::value::class::Native::Float => {
            object::new_native_instance(vm, &args[0], &args[1..])
        }
        Value::Class(c) => Err(PyError::type_error(format!(
            "float.__new__({}): {} is not a subtype of float",
            c.name, c.name
        ))),
        Value::Builtin(b) if b.is_type() => Err(PyError::type_error(format!(
            "float.__new__({}): {} is not a subtype of float",
            b.name(),
            b.name()
        ))),
        other => Err(PyError::type_error(format!(
            "float.__new__(X): X is not a type object ({})",
            other.type_name()
        ))),
    }
}

/// `type.__init__(cls, ...)`: nothing (the class is made by `type.__new__`).
fn type_init(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if !matches!(args.len(), 1 | 2 | 4) {
        return Err(PyError::type_error(
            "type.__init__() takes 1 or 3 arguments",
        ));
    }
    Ok(Value::None)
}

/// `type.__new__(mcls, name, bases, namespace, **kw)`.
fn type_new(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mcls = match &args[0] {
        Value::Class(m) if m.is_metaclass() => Some(Rc::clone(m)),
        Value::Builtin(b) if *b == TYPE => None,
        Value::Class(m) => {
            return Err(PyError::type_error(format!(
                "type.__new__({}): {} is not a subtype of type",
                m.name, m.name
            )));
        }
        other => {
            return Err(PyError::type_error(format!(
                "type.__new__(X): X is not a type object ({})",
                other.type_name()
            )));
        }
    };
    match &args[1..] {
        [name, bases, ns] => object::meta::type_new(vm, mcls, name, bases, ns, kw),
        rest => Err(PyError::type_error(format!(
            "type.__new__() takes exactly 3 arguments ({} given)",
            rest.len()
        ))),
    }
}

/// `type.__instancecheck__(cls, v)`: `isinstance` without the metaclass's hook.
fn type_instancecheck(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(isinstance(&args[1], &args[0])?))
}

/// `type.__subclasscheck__(cls, sub)`.
fn type_subclasscheck(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(issubclass(&args[1], &args[0])?))
}

fn staticmethod(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Descr(obj(Descr::StaticMethod(mem::take(
        &mut args[0],
    )))))
}

fn classmethod(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Descr(obj(Descr::ClassMethod(mem::take(
        &mut args[0],
    )))))
}

/// `property(fget=None, fset=None)`.
fn property(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut parts: [Value; 4] =
        std::array::from_fn(|i| args.get(i).cloned().unwrap_or(Value::None));
    for (k, v) in kw {
        let at = ["fget", "fset", "fdel", "doc"]
            .iter()
            .position(|n| *n == &**k);
        parts[at.unwrap_or(3)] = v.clone();
    }
    let [fget, fset, fdel, doc] = parts;
    Ok(Value::Descr(obj(Descr::Property {
        fget,
        fset,
        fdel,
        doc,
        name: Default::default(),
    })))
}

fn abs(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Some(r) = special::abs(vm, &args[0])? {
        return Ok(r);
    }
    match &args[0] {
        Value::Int(i) => Ok(match i.checked_abs() {
            Some(r) => Value::Int(r),
            None => Value::from_bigint(BigInt::from(*i).abs()),
        }),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(f) => Ok(Value::Float(f.abs())),
        Value::BigInt(b) => Ok(Value::from_bigint(b.abs())),
        // An `int` or `float` subclass's instance: its number's.
        Value::Instance(_) if !matches!(special::native_number(&args[0]), Value::Instance(_)) => {
            abs(vm, &mut [special::native_number(&args[0])], &[])
        }
        other => Err(PyError::type_error(format!(
            "bad operand type for abs(): '{}'",
            other.type_name()
        ))),
    }
}

fn all(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    any_all(vm, &args[0], false)
}

fn any(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    any_all(vm, &args[0], true)
}

/// `any(iterable)` (`want` true) or `all(iterable)`: stops at the first item whose truth
/// is `want`.
fn any_all(vm: &mut dyn Vm, iterable: &Value, want: bool) -> PyResult<Value> {
    let mut it = special::iterate(vm, iterable)?;
    while let Some(v) = special::next(vm, &mut it)? {
        if special::truthy(vm, &v)? == want {
            return Ok(Value::Bool(want));
        }
    }
    Ok(Value::Bool(!want))
}

fn bin(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    int_format(vm, &args[0], 2, "0b")
}

fn hex(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    int_format(vm, &args[0], 16, "0x")
}

fn oct(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    int_format(vm, &args[0], 8, "0o")
}

/// `bin`, `hex`, `oct`: the digits in `radix` after the sign and `prefix`, of an int or
/// an instance's `__index__` (an `int` subclass's instance formats as its value).
fn int_format(vm: &mut dyn Vm, v: &Value, radix: u32, prefix: &str) -> PyResult<Value> {
    let n = special::as_index(vm, v)?;
    let b = num::to_bigint(&n).unwrap_or_default();
    let digits = b.abs().to_str_radix(radix);
    let sign = if b.is_negative() { "-" } else { "" };
    Ok(Value::str(format!("{sign}{prefix}{digits}")))
}

fn bool(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(match args.first() {
        Some(v) => special::truthy(vm, v)?,
        None => false,
    }))
}

/// `format(value, format_spec='')`, as an f-string's `{value:spec}`.
fn format_(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let spec = match args.get(1) {
        None => Cow::Borrowed(""),
        Some(v) => v.text_like().ok_or_else(|| {
            PyError::type_error(format!(
                "format() argument 2 must be str, not {}",
                v.argument_name()
            ))
        })?,
    };
    let hook = &mut crate::runtime::VmHook(vm);
    Ok(Value::str(crate::strfmt::format_value(
        &args[0], &spec, hook,
    )?))
}

/// `vars(obj)`: its `__dict__`.
fn vars(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    // Without an argument: the caller's namespace, as `locals()`.
    if args.is_empty() {
        return dynamic::locals(vm, args, kw);
    }
    object::getattr(vm, &args[0], "__dict__").map_err(|e| match e.kind() {
        ExcType::AttributeError => {
            PyError::type_error("vars() argument must have __dict__ attribute")
        }
        _ => e,
    })
}

/// `input(prompt='')` as CPython's when not interactive: `sys.stderr` flushed, the prompt
/// written to `sys.stdout` and that flushed, then `sys.stdin.readline()` without its
/// newline (`EOFError` at the end of the input). The streams are whatever `sys` holds
/// (a `StringIO` a program put there too); before `sys` is imported, the standard ones.
fn input(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    use crate::value::stream::{Stream, Target};
    if !kw.is_empty() {
        return Err(PyError::type_error("input() takes no keyword arguments"));
    }
    let streams = match vm.machine().sys_modules_get("sys") {
        Some(sys @ Value::Module(_)) => {
            let mut found = Vec::with_capacity(3);
            for name in ["stdin", "stdout", "stderr"] {
                match object::getattr_opt(vm, &sys, name)? {
                    None | Some(Value::None) => {
                        return Err(PyError::new(
                            ExcType::RuntimeError,
                            format!("input(): lost sys.{name}"),
                        ));
                    }
                    Some(v) => found.push(v),
                }
            }
            found
        }
        _ => vec![
            Value::stream(Stream::new(Target::Stdin, "<stdin>", "r", true, false)),
            Value::stream(Stream::new(Target::Stdout, "<stdout>", "w", false, true)),
            Value::stream(Stream::new(Target::Stderr, "<stderr>", "w", false, true)),
        ],
    };
    let [fin, fout, ferr] = <[Value; 3]>::try_from(streams)
        .map_err(|_| PyError::new(ExcType::RuntimeError, "input(): lost the standard streams"))?;
    // why ignored: CPython clears an error of either flush.
    let _ = call_method(vm, &ferr, "flush", Vec::new());
    if let Some(prompt) = args.first() {
        let text = object::str(vm, prompt)?;
        call_method(vm, &fout, "write", vec![Value::str(text)])?;
    }
    let _ = call_method(vm, &fout, "flush", Vec::new());
    let eof = || PyError::new(ExcType::EOFError, "EOF when reading a line");
    match &call_method(vm, &fin, "readline", Vec::new())? {
        Value::Str(line) => match line.s.as_str() {
            "" => Err(eof()),
            text => Ok(Value::str(text.strip_suffix('\n').unwrap_or(text))),
        },
        Value::Bytes(line) => match &line.b[..] {
            [] => Err(eof()),
            data => Ok(Value::bytes(data.strip_suffix(b"\n").unwrap_or(data))),
        },
        _ => Err(PyError::type_error("object.readline() returned non-string")),
    }
}

/// `obj.name(*args)`.
fn call_method(vm: &mut dyn Vm, obj: &Value, name: &str, args: Vec<Value>) -> PyResult<Value> {
    let (f, recv) = object::load_method(vm, obj, name)?;
    match &f {
        Value::Undefined => vm.call(&recv, args, &[]),
        f => {
            let mut all = Vec::with_capacity(args.len() + 1);
            all.push(recv);
            all.extend(args);
            vm.call(f, all, &[])
        }
    }
}

fn callable(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(object::callable(&args[0])))
}

fn chr(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // CPython converts to a C int first: past it, `OverflowError`, not the range error.
    let i = match &args[0] {
        Value::BigInt(_) => i64::MAX,
        v => num::to_index(v)?,
    };
    if i32::try_from(i).is_err() {
        return Err(PyError::new(
            ExcType::OverflowError,
            "Python int too large to convert to C int",
        ));
    }
    match u32::try_from(i).ok().and_then(char::from_u32) {
        Some(c) => Ok(value::char_value(c)),
        None => Err(PyError::value_error("chr() arg not in range(0x110000)")),
    }
}

fn dict(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    // `dict(d)` of a dict without keywords (a `partial`'s `dict(bound_kwargs)`): a copy
    // of the table (its keys hash as they did), made at once rather than into an empty
    // dict's place.
    if let ([Value::Dict(s)], true) = (&*args, kw.is_empty()) {
        let table = s.0.borrow().clone();
        return Ok(Value::dict(table));
    }
    let d = value::Dict::default();
    if let Some(src) = args.first() {
        match src {
            // A copy of the table: its keys hash as they did.
            Value::Dict(s) => *d.0.borrow_mut() = s.0.borrow().clone(),
            other => crate::methods::dict_update_from(vm, &d, other)?,
        }
    }
    for (k, v) in kw {
        d.0.borrow_mut().insert(Value::str(&**k), v.clone());
    }
    Ok(Value::dict_object(d))
}

/// `dict.fromkeys(iterable, value=None)`: a dict mapping each item of `iterable` to
/// `value` (the same object for every key, as CPython's).
fn dict_fromkeys(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let d = value::Dict::default();
    let value = args.get(1).cloned().unwrap_or(Value::None);
    for k in special::collect(vm, &args[0])? {
        // Through `keys`: a key of a class with `__hash__`/`__eq__`.
        keys::dict_set(vm, &d, k, value.clone())?;
    }
    Ok(Value::dict_object(d))
}

/// `D.fromkeys(iterable, value=None)` for a subclass `D` of `dict`: `D()`, then each key
/// set through its `__setitem__` (CPython's `_PyDict_FromKeys` for a class other than
/// `dict`).
fn dict_fromkeys_subclass(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let d = vm.call(&args[0], Vec::new(), &[])?;
    let value = args.get(2).cloned().unwrap_or(Value::None);
    let mut it = special::iterate(vm, &args[1])?;
    while let Some(k) = special::next(vm, &mut it)? {
        special::setitem(vm, &d, k, value.clone())?;
    }
    Ok(d)
}

/// `I.from_bytes(...)` for a subclass `I` of `int`: `I(int.from_bytes(...))`, as CPython's.
fn int_from_bytes_subclass(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let n = int_from_bytes(vm, &mut args[1..], kw)?;
    vm.call(&args[0], vec![n], &[])
}

/// `F.fromhex(s)` for a subclass `F` of `float`: `F(float.fromhex(s))`, as CPython's.
fn float_fromhex_subclass(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = float_fromhex(vm, &mut args[1..], kw)?;
    vm.call(&args[0], vec![x], &[])
}

/// The builtin that runs class method `name` of builtin type `ty` for a subclass, which
/// it takes as its first argument (`D.fromkeys` binds `D`), if `ty` has such a method.
/// What `Names::subclass_method` answers. (Of the types with class methods, classes may
/// derive from `dict`, `int` and `float`, not from `bytes` or `bytearray`.)
pub fn subclass_method(ty: Builtin, name: &str) -> Option<Builtin> {
    Some(match (TABLE.get(ty.index())?.name, name) {
        ("dict", "fromkeys") => DICT_FROMKEYS_SUBCLASS,
        ("int", "from_bytes") => INT_FROM_BYTES_SUBCLASS,
        ("float", "fromhex") => FLOAT_FROMHEX_SUBCLASS,
        _ => return None,
    })
}

/// `dir(obj)`: the sorted names of its attributes: a module's globals, a class's
/// attributes along its MRO, an instance's own and its class's, a builtin value's methods.
/// (CPython's lists for classes and instances also hold `object`'s special methods.)
fn dir(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut names: Vec<Rc<str>> = Vec::new();
    // Without an argument: the names of the caller's namespace (`locals()`), sorted.
    if args.is_empty() {
        let namespace = dynamic::locals(vm, args, kw)?;
        let Value::Dict(d) = &namespace else {
            return Ok(Value::list(Vec::new()));
        };
        let mut keys: Vec<Value> = d.0.borrow().keys().cloned().collect();
        keys.sort_by(|a, b| match (a, b) {
            (Value::Str(x), Value::Str(y)) => x.s.cmp(&y.s),
            _ => std::cmp::Ordering::Equal,
        });
        return Ok(Value::list(keys));
    }
    // The class's own names, then its bases' (`mro` holds the bases only).
    let class_names = |c: &Class, names: &mut Vec<Rc<str>>| {
        names.extend(c.dict().entries().iter().map(|(k, _)| k.clone()));
        for base in &c.mro {
            if let Value::Class(b) = base {
                names.extend(b.dict().entries().iter().map(|(k, _)| k.clone()));
            }
        }
    };
    // A module's own `__dir__` (PEP 562) or a class's `__dir__`: what it returns, as a
    // sorted list (CPython's `dir()` sorts any iterable the method gives).
    let custom = match &args[0] {
        Value::Module(m) => match vm.machine().module_global(m.id, "__dir__").cloned() {
            Some(f) => Some(vm.call(&f, Vec::new(), &[])?),
            None => None,
        },
        obj @ Value::Instance(_) => crate::object::call_special(vm, obj, "__dir__", Vec::new())?,
        _ => None,
    };
    if let Some(listed) = custom {
        let items = vm.collect(&listed)?;
        let list = Value::list(items);
        let sort = vm.machine().builtin("sorted").cloned();
        return match sort {
            Some(sorted) => vm.call_slice(&sorted, &mut [list]),
            None => Ok(list),
        };
    }
    match &args[0] {
        Value::Module(m) => {
            names.extend(
                vm.machine()
                    .module_globals(m.id)
                    .into_iter()
                    .map(|(k, _)| k),
            );
        }
        Value::Class(c) => class_names(c, &mut names),
        Value::Instance(i) => {
            names.extend(i.items().into_iter().map(|(k, _)| k));
            names.extend(i.class.slot_members().cloned());
            class_names(&i.class, &mut names);
        }
        other => {
            // A builtin type's methods (`dir(int)`), or those of the value's type, and
            // `object`'s slot wrappers.
            let type_name = match other {
                Value::Builtin(b) if b.is_type() && b.name() == "bool" => "int",
                Value::Builtin(b) if b.is_type() => b.name(),
                Value::Bool(_) => "int",
                _ => other.type_name(),
            };
            let prefix = format!("{type_name}.");
            names.extend(
                crate::methods::TABLE
                    .iter()
                    .filter_map(|m| m.qualname.strip_prefix(prefix.as_str()))
                    .map(Rc::from),
            );
            if let Some(Value::Class(object)) = vm.machine().builtin("object") {
                class_names(object, &mut names);
            }
        }
    }
    names.sort();
    names.dedup();
    Ok(Value::list(
        names.iter().map(|n| Value::str(&**n)).collect(),
    ))
}

fn divmod(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Value::Instance(_) = &args[0] {
        return special::divmod(vm, args[0].clone(), args[1].clone(), number_divmod);
    }
    if let Value::Instance(_) = &args[1] {
        return special::divmod(vm, args[0].clone(), args[1].clone(), number_divmod);
    }
    number_divmod(&args[0], &args[1])
}

/// `divmod(a, b)` of builtin values.
fn number_divmod(a: &Value, b: &Value) -> PyResult<Value> {
    if let (Value::Float(_), _) | (_, Value::Float(_)) = (a, b) {
        let (Some(x), Some(y)) = (num::to_f64(a), num::to_f64(b)) else {
            return Err(PyError::type_error(format!(
                "unsupported operand type(s) for divmod(): '{}' and '{}'",
                a.type_name(),
                b.type_name()
            )));
        };
        let (x, y) = (x?, y?);
        if y == 0.0 {
            return Err(PyError::zero_div("float divmod()"));
        }
        let (q, r) = ops::float_divmod(x, y);
        return Ok(Value::tuple(vec![Value::Float(q), Value::Float(r)]));
    }
    if !(a.is_int_like() && b.is_int_like()) {
        return Err(PyError::type_error(format!(
            "unsupported operand type(s) for divmod(): '{}' and '{}'",
            a.type_name(),
            b.type_name()
        )));
    }
    if num::to_bigint(b).is_some_and(|y| y.is_zero()) {
        return Err(PyError::zero_div("integer division or modulo by zero"));
    }
    let q = ops::binary_op(nb::FLOOR_DIVIDE, a.clone(), b.clone())?;
    let r = ops::binary_op(nb::REMAINDER, a.clone(), b.clone())?;
    Ok(Value::tuple(vec![q, r]))
}

fn enumerate(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let n = match args.get(1).or(kwarg(kw, "start")) {
        // A big start counts in big ints from the first index (CPython's too).
        Some(Value::BigInt(b)) => i128::try_from(&***b).map_err(|_| {
            PyError::new(
                crate::error::ExcType::OverflowError,
                "enumerate() start too large for vm-std (past 2**127)",
            )
        })?,
        Some(v) => i128::from(num::to_index(v)?),
        None => 0,
    };
    let inner = special::iterate(vm, &args[0])?;
    Ok(Value::Iter(obj(RefCell::new(Iter::Enumerate {
        inner: Box::new(inner),
        n: [n as i64, (n >> 64) as i64],
    }))))
}

fn float(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match args.first() {
        None => Ok(Value::Float(0.0)),
        Some(v @ Value::Instance(_))
            if let Some(f) = special::float_of_instance(vm, &v.clone())? =>
        {
            Ok(Value::Float(f))
        }
        Some(v) => {
            // An `int` subclass's instance converts as its value.
            let native = num::int_part(v);
            Ok(Value::Float(num::to_float(native.as_ref().unwrap_or(v))?))
        }
    }
}

fn hash(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(vm.hash(&args[0])?))
}

fn int(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    // `int(x, base=b)`: the keyword as the second argument.
    let with_base;
    let args: &[Value] = match (kwarg(kw, "base"), args.len()) {
        (Some(b), 1) => {
            with_base = [args[0].clone(), b.clone()];
            &with_base
        }
        (Some(_), 0) => return Err(PyError::type_error("int() missing string argument")),
        (Some(_), n) => {
            return Err(PyError::type_error(format!(
                "int() takes at most 2 arguments ({} given)",
                n + 1
            )));
        }
        (None, _) => args,
    };
    match args {
        [] => Ok(Value::Int(0)),
        // An `int` or `str` subclass's instance: its builtin part's.
        [v @ Value::Instance(_)] if let Some(n) = special::int_of_instance(vm, v)? => Ok(n),
        [v] => num::to_int(v),
        // (Three or more are refused by the arity check.)
        [text, base, ..] => int_with_base(text, base),
    }
}

/// `int(text, base)`. why out of line: `int(x)` of one argument is the hot form.
#[inline(never)]
fn int_with_base(text: &Value, base: &Value) -> PyResult<Value> {
    let base = num::to_i64(base).unwrap_or(-1);
    let check_base = || {
        if base != 0 && !(2..=36).contains(&base) {
            return Err(PyError::value_error(
                "int() base must be >= 2 and <= 36, or 0",
            ));
        }
        Ok(base as u32)
    };
    // A `str` subclass's instance: its text.
    if let Some(s) = text.str_like() {
        return num::parse_int(&s.s, check_base()?);
    }
    match text {
        Value::Bytes(_) | Value::ByteArray(_) => {
            let data = value::bytes::bytes_like(text).expect("bytes-like");
            num::parse_int_bytes(&data, check_base()?)
        }
        _ => Err(PyError::type_error(
            "int() can't convert non-string with explicit base",
        )),
    }
}

fn isinstance_(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(check_with_meta(
        vm,
        &args[0],
        &args[1],
        "__instancecheck__",
        0,
    )?))
}

fn iter(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let [f, sentinel] = args {
        if !object::callable(f) {
            return Err(PyError::type_error("iter(v, w): v must be callable"));
        }
        return Ok(Value::Iter(obj(RefCell::new(Iter::Callable {
            f: Some(mem::take(f)),
            sentinel: mem::take(sentinel),
        }))));
    }
    match &args[0] {
        Value::Iter(_) | Value::Generator(_) => Ok(args[0].clone()),
        // An iterator instance (`__iter__` returning itself) is its own iterator.
        Value::Instance(_) | Value::Class(_) => match special::iterate(vm, &args[0])? {
            Iter::Python(it) => Ok(it),
            other => Ok(Value::Iter(obj(RefCell::new(other)))),
        },
        other => Ok(Value::Iter(obj(RefCell::new(iterate(other)?)))),
    }
}

fn len(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(special::len(vm, &args[0])? as i64))
}

fn list(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::list(match args.first() {
        Some(v) => special::collect(vm, v)?,
        None => Vec::new(),
    }))
}

fn max(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    min_max(vm, "max", args, kw, true)
}

/// `a < b` for `min`/`max`: ints and floats inline, anything else the machine's `<`.
#[inline]
fn less(vm: &mut dyn Vm, a: &Value, b: &Value) -> PyResult<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x < y),
        (Value::Float(x), Value::Float(y)) => Ok(x < y),
        _ => vm.less(a, b),
    }
}

/// `a > b` for `max`, as [`less`] for `min`.
#[inline]
fn greater(vm: &mut dyn Vm, a: &Value, b: &Value) -> PyResult<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x > y),
        (Value::Float(x), Value::Float(y)) => Ok(x > y),
        _ => {
            let r = special::compare(vm, ops::cmp::GT, a, b)?;
            special::truthy(vm, &r)
        }
    }
}

fn min(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    min_max(vm, "min", args, kw, false)
}

/// CPython's checks of `min`/`max`'s arguments, in its order: at least one positional
/// argument, at most two keywords, only `key` and `default`, and no `default` with
/// several positional arguments.
fn check_min_max_args(name: &str, positional: usize, kw: &Kwargs) -> PyResult<()> {
    if positional == 0 {
        return Err(PyError::type_error(format!(
            "{name} expected at least 1 argument, got 0"
        )));
    }
    if kw.len() > 2 {
        return Err(PyError::type_error(format!(
            "{name}() takes at most 2 keyword arguments ({} given)",
            kw.len()
        )));
    }
    if let Some((k, _)) = kw.iter().find(|(k, _)| !matches!(&**k, "key" | "default")) {
        return Err(PyError::type_error(format!(
            "'{k}' is an invalid keyword argument for {name}()"
        )));
    }
    if positional > 1 && kwarg(kw, "default").is_some() {
        return Err(PyError::type_error(format!(
            "Cannot specify a default for {name}() with multiple positional arguments"
        )));
    }
    Ok(())
}

/// `min` and `max`: of one iterable argument's items, or of the arguments.
fn min_max(
    vm: &mut dyn Vm,
    name: &str,
    args: &mut [Value],
    kw: &Kwargs,
    want_max: bool,
) -> PyResult<Value> {
    // why: `min(a, b)` of two ints (or two floats) is most of the calls (`max(low,
    // min(high, value))`), and the general path below collected the arguments into a
    // vector and compared through `less`: about 300 instructions a call (cachegrind).
    // The first of two equal items is kept, as CPython's loop does; a NaN compares
    // false both ways, so the first is kept then too.
    if kw.is_empty() {
        match args {
            [Value::Int(a), Value::Int(b)] => {
                let (a, b) = (*a, *b);
                let second = if want_max { b > a } else { b < a };
                return Ok(Value::Int(if second { b } else { a }));
            }
            [Value::Float(a), Value::Float(b)] => {
                let (a, b) = (*a, *b);
                let second = if want_max { b > a } else { b < a };
                return Ok(Value::Float(if second { b } else { a }));
            }
            _ => {}
        }
    }
    check_min_max_args(name, args.len(), kw)?;
    let items = match args {
        [iterable] => special::collect(vm, iterable)?,
        _ => args.iter_mut().map(mem::take).collect(),
    };
    let key = kwarg(kw, "key").cloned().unwrap_or(Value::None);
    // The best item and its key.
    let mut best: Option<(Value, Value)> = None;
    for v in items {
        let k = match &key {
            Value::None => v.clone(),
            f => vm.call_slice(f, &mut [v.clone()])?,
        };
        best = Some(match best {
            None => (v, k),
            Some((b, bk)) => {
                // why `k > best` for max (not `best < k`): CPython's order, which names
                // the operands in that order when they do not compare.
                let better = if want_max {
                    greater(vm, &k, &bk)?
                } else {
                    less(vm, &k, &bk)?
                };
                if better { (v, k) } else { (b, bk) }
            }
        });
    }
    match best.map(|(b, _)| b) {
        Some(b) => Ok(b),
        None => match kwarg(kw, "default") {
            Some(d) => Ok(d.clone()),
            None => Err(PyError::value_error(format!(
                "{name}() arg is an empty sequence"
            ))),
        },
    }
}

/// `aiter(x)`: `x.__aiter__()`, which must be an asynchronous iterator.
fn aiter(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let x = &args[0];
    if let Value::AsyncGenerator(_) = x {
        return Ok(x.clone());
    }
    let Some(it) = object::call_special(vm, x, "__aiter__", Vec::new())? else {
        return Err(PyError::type_error(format!(
            "'{}' object is not an async iterable",
            x.type_name()
        )));
    };
    if !matches!(it, Value::AsyncGenerator(_)) && object::special(&it, "__anext__").is_none() {
        return Err(PyError::type_error(format!(
            "aiter() returned not an async iterator of type '{}'",
            it.type_name()
        )));
    }
    Ok(it)
}

/// `anext(it[, default])`: the awaitable `it.__anext__()` returns, or one that turns its
/// `StopAsyncIteration` into `default`.
fn anext(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let it = &args[0];
    let awaitable = match it {
        Value::AsyncGenerator(g) => crate::methods::asyncgen::anext_of(g),
        _ => {
            let not_async = || {
                PyError::type_error(format!(
                    "'{}' object is not an async iterator",
                    it.type_name()
                ))
            };
            if object::special(it, "__anext__").is_none() {
                return Err(not_async());
            }
            object::call_special(vm, it, "__anext__", Vec::new())?.ok_or_else(not_async)?
        }
    };
    let Some(default) = args.get(1) else {
        return Ok(awaitable);
    };
    let inner = match &awaitable {
        Value::AgenOp(_) | Value::Coroutine(_) => awaitable.clone(),
        Value::Instance(_) => {
            match object::call_special(vm, &awaitable, "__await__", Vec::new())? {
                Some(it) => it,
                None => {
                    return Err(PyError::type_error(format!(
                        "object {} can't be used in 'await' expression",
                        awaitable.type_name()
                    )));
                }
            }
        }
        other => {
            return Err(PyError::type_error(format!(
                "object {} can't be used in 'await' expression",
                other.type_name()
            )));
        }
    };
    Ok(crate::methods::asyncgen::anext_default(
        inner,
        default.clone(),
    ))
}

fn next(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let r = match &args[0] {
        Value::Iter(it) => {
            // A `__next__` this runs may advance the same iterator: it is busy then.
            let Ok(mut it) = it.try_borrow_mut() else {
                return Err(PyError::value_error("iterator already executing"));
            };
            special::next(vm, &mut it)?
        }
        // Its own `StopIteration` goes on as raised (with its value), unless a default
        // replaces it.
        Value::Instance(_) if object::special(&args[0], "__next__").is_some() => {
            let obj = args[0].clone();
            match object::call_special(vm, &obj, "__next__", Vec::new()) {
                Ok(v) => v,
                Err(e) if e.kind() == ExcType::StopIteration && args.len() > 1 => None,
                Err(e) => return Err(e),
            }
        }
        // A stream is its own iterator in CPython: its next line.
        Value::Stream(_) => value::iter::iterate(&args[0])?.next()?,
        Value::Generator(g) => {
            let g = std::rc::Rc::clone(g);
            match vm.resume(&g, crate::runtime::Sent::Value(Value::None))? {
                vm_core::Resumed::Yielded(v) => Some(v),
                vm_core::Resumed::Returned(v) => match args.get(1) {
                    Some(_) => None,
                    None => return Err(crate::methods::stop_iteration(v)),
                },
            }
        }
        other => {
            return Err(PyError::type_error(format!(
                "'{}' object is not an iterator",
                other.type_name()
            )));
        }
    };
    match (r, args.get(1)) {
        (Some(v), _) => Ok(v),
        (None, Some(d)) => Ok(d.clone()),
        (None, None) => Err(PyError::new(ExcType::StopIteration, "")),
    }
}

fn ord(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Some(b) = value::bytes::bytes_like(&args[0]) {
        return match &*b {
            [c] => Ok(Value::Int(*c as i64)),
            _ => Err(PyError::type_error(format!(
                "ord() expected a character, but string of length {} found",
                b.len()
            ))),
        };
    }
    match args[0].str_like() {
        Some(s) => {
            let mut chars = s.s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Ok(Value::Int(c as i64)),
                _ => Err(PyError::type_error(format!(
                    "ord() expected a character, but string of length {} found",
                    s.char_len()
                ))),
            }
        }
        None => Err(PyError::type_error(format!(
            "ord() expected string of length 1, but {} found",
            args[0].type_name()
        ))),
    }
}

fn pow(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut all: Vec<Value>;
    let args = match kwarg(kw, "mod") {
        Some(m) => {
            at_most("pow", 3, args.len() + 1)?;
            all = args.to_vec();
            all.push(m.clone());
            &mut all[..]
        }
        None => args,
    };
    if args.len() == 3 && !matches!(args[2], Value::None) {
        // An `int` subclass's instance counts as its int (a class's own three-argument
        // `__pow__` is not called).
        let [b, e, m] = [0, 1, 2].map(|k| special::native_number(&args[k]));
        let (Some(b), Some(e), Some(m)) =
            (num::to_bigint(&b), num::to_bigint(&e), num::to_bigint(&m))
        else {
            return Err(ternary_pow_error(args));
        };
        return modular_pow(b, e, m).map(Value::from_bigint);
    }
    // As `a ** b`: an instance's `__pow__`/`__rpow__`, a subclass's number.
    special::binary(vm, nb::POWER, args[0].clone(), args[1].clone())
}

/// CPython's count check of a builtin whose optional last parameter may come by keyword
/// (`sum(xs, 0, start=1)`): `given` arguments in all.
fn at_most(name: &str, most: usize, given: usize) -> PyResult<()> {
    if given > most {
        return Err(PyError::type_error(format!(
            "{name}() takes at most {most} arguments ({given} given)"
        )));
    }
    Ok(())
}

/// Why `pow(a, b, c)` of operands that are not all ints fails, as CPython's slots decide:
/// a float among them refuses the modulus; anything else has no three-argument power.
fn ternary_pow_error(args: &[Value]) -> PyError {
    // why any float: `float.__pow__` refuses a modulus before it looks at its operands,
    // and the slots of all three operands are tried.
    if args.iter().any(|v| matches!(v, Value::Float(_))) {
        return PyError::type_error(
            "pow() 3rd argument not allowed unless all arguments are integers",
        );
    }
    PyError::type_error(format!(
        "unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'",
        args[0].type_name(),
        args[1].type_name(),
        args[2].type_name()
    ))
}

/// `pow(b, e, m)` of ints, as CPython's `long_pow`: the result has the modulus's sign, a
/// negative exponent raises the modular inverse (Python 3.8+).
fn modular_pow(b: BigInt, e: BigInt, m: BigInt) -> PyResult<BigInt> {
    if m.is_zero() {
        return Err(PyError::value_error("pow() 3rd argument cannot be 0"));
    }
    let modulus = m.abs();
    if modulus.is_one() {
        return Ok(BigInt::zero());
    }
    let mut base = b.mod_floor(&modulus);
    let mut exp = e;
    if exp.is_negative() {
        base = base
            .modinv(&modulus)
            .ok_or_else(|| PyError::value_error("base is not invertible for the given modulus"))?;
        exp = -exp;
    }
    let r = base.modpow(&exp, &modulus);
    Ok(if m.is_negative() && !r.is_zero() {
        r - modulus
    } else {
        r
    })
}

/// `print(*args, sep=' ', end='\n')`.
fn print(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let text_kw = |name: &str, default: &str| -> PyResult<String> {
        match kwarg(kw, name) {
            None | Some(Value::None) => Ok(default.to_string()),
            Some(v) => match v.text_like() {
                Some(s) => Ok(s.into_owned()),
                None => Err(PyError::type_error(format!(
                    "{name} must be None or a string, not {}",
                    v.type_name()
                ))),
            },
        }
    };
    let sep = text_kw("sep", " ")?;
    let end = text_kw("end", "\n")?;
    let file = match kwarg(kw, "file") {
        None | Some(Value::None) => redirected_stdout(vm.machine()),
        Some(file) => Some(file.clone()),
    };
    let flush = match kwarg(kw, "flush") {
        None => false,
        Some(v) => special::truthy(vm, v)?,
    };
    let mut out = String::new();
    let mut failed = None;
    // The text is built for the process's stdout and streams; an object with `write`
    // is given each piece below, and `sys.stdout = None` converts nothing (CPython).
    if matches!(file, None | Some(Value::Stream(_))) {
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                out.push_str(&sep);
            }
            let piece = match a {
                Value::Str(_) | Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None => {
                    format::try_write_str(a, &mut out)
                }
                other => object::str(vm, other).map(|s| out.push_str(&s)),
            };
            // CPython's `print` writes each piece as it goes: what came before an
            // argument whose `str` fails is written, and the error raised after it.
            if let Err(e) = piece {
                failed = Some(e);
                break;
            }
        }
        if failed.is_none() {
            out.push_str(&end);
        }
    }
    match file.as_ref() {
        None => vm.machine().write_out(&out),
        // `sys.stdout = None`: CPython's `print` writes nothing.
        Some(Value::None) => {}
        Some(Value::Stream(s)) => crate::methods::write_text(vm, s, &out)?,
        // Any object with a `write` method, called for each piece as CPython's `print`
        // calls it.
        Some(file) => {
            let file = file.clone();
            let (f, recv) = object::load_method(vm, &file, "write")?;
            let write = |vm: &mut dyn Vm, piece: String| -> PyResult<()> {
                match &f {
                    Value::Undefined => vm.call_slice(&recv, &mut [Value::str(piece)])?,
                    f => vm.call_slice(f, &mut [recv.clone(), Value::str(piece)])?,
                };
                Ok(())
            };
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    write(vm, sep.clone())?;
                }
                let piece = object::str(vm, a)?;
                write(vm, piece)?;
            }
            write(vm, end)?;
        }
    }
    if let Some(e) = failed {
        return Err(e);
    }
    // `flush=True`: the file's `flush()`, as CPython's `print` calls it (for the
    // process's stdout, what that method does: the output reaches the system).
    if flush {
        match &file {
            None => vm.machine().flush_to_system(),
            Some(Value::None) => {}
            Some(f) => {
                call_method(vm, f, "flush", Vec::new())?;
            }
        }
    }
    Ok(Value::None)
}

/// What `sys.stdout` holds when a program put something else there than the process's
/// standard output (`None` when it did not, or never imported `sys`).
fn redirected_stdout(m: &crate::runtime::Machine) -> Option<Value> {
    let v = m.globals.get(m.sys_stdout?)?;
    match v {
        Value::Stream(s) if matches!(s.target, crate::value::stream::Target::Stdout) => None,
        v => Some(v.clone()),
    }
}

/// `open(file, mode='r')` for text files: reading reads the whole file at once (a
/// stream in memory); writing and appending write through a buffer, flushed at
/// `close()` (or when the file object goes). CPython's `OSError` subclasses, with their
/// `[Errno N]` messages.
fn open(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    use crate::value::stream::{Newline, Stream, Target};
    let Some(path) = crate::stdlib::os::fspath(vm, &args[0])? else {
        return Err(PyError::type_error(format!(
            "expected str, bytes or os.PathLike object, not {}",
            args[0].type_name()
        )));
    };
    // A C path ends at its first NUL: CPython refuses such a path before opening.
    if path.contains('\0') {
        return Err(PyError::value_error("embedded null byte"));
    }
    let mode = match args.get(1).or_else(|| kwarg(kw, "mode")) {
        None => "r".to_string(),
        Some(Value::Str(m)) => m.s.to_string(),
        Some(other) => {
            return Err(PyError::type_error(format!(
                "open() argument 'mode' must be str, not {}",
                other.type_name()
            )));
        }
    };
    check_mode(&mode)?;
    let binary = mode.contains('b');
    if binary {
        for (k, article) in [("encoding", "an"), ("errors", "an"), ("newline", "a")] {
            if kwarg(kw, k).is_some_and(|v| !matches!(v, Value::None)) {
                return Err(PyError::value_error(format!(
                    "binary mode doesn't take {article} {k} argument"
                )));
            }
        }
    }
    let kind = mode.trim_end_matches('t');
    let os_error = |e: std::io::Error| PyError::os(&e, &format!("'{path}'"));
    if binary {
        return open_binary(&path, &mode, os_error);
    }
    let newline = match kwarg(kw, "newline") {
        None | Some(Value::None) => Newline::Universal,
        Some(Value::Str(s)) => Newline::parse(Some(&s.s))
            .ok_or_else(|| PyError::value_error(format!("illegal newline value: {}", s.s)))?,
        Some(other) => {
            return Err(PyError::type_error(format!(
                "open() argument 'newline' must be str or None, not {}",
                other.type_name()
            )));
        }
    };
    let mut stream = match kind {
        "r" => {
            use std::io::Read;
            let mut file = std::fs::File::open(&path).map_err(os_error)?;
            let mut text = String::new();
            file.read_to_string(&mut text).map_err(os_error)?;
            let s = Stream::new(Target::Memory, &path, &mode, true, false);
            // Universal newlines translate as the text is read: here, all of it.
            if newline == Newline::Universal {
                text = crate::value::stream::universal(&text).into_owned();
            }
            *s.text.borrow_mut() = text;
            *s.source.borrow_mut() = Some(file);
            s
        }
        "w" | "a" | "x" => {
            let mut options = std::fs::OpenOptions::new();
            match kind {
                "w" => options.write(true).create(true).truncate(true),
                "a" => options.append(true).create(true),
                _ => options.write(true).create_new(true),
            };
            let mut file = options.open(&path).map_err(os_error)?;
            if kind == "a" {
                // As CPython's: a file opened to append starts at its end (the
                // descriptor would move there only at the first write).
                use std::io::Seek;
                file.seek(std::io::SeekFrom::End(0)).map_err(os_error)?;
            }
            let writer = std::io::BufWriter::new(file);
            Stream::new(
                Target::File(RefCell::new(Some(writer))),
                &path,
                &mode,
                false,
                true,
            )
        }
        _ => {
            return Err(PyError::value_error(format!("invalid mode: '{mode}'")));
        }
    };
    stream.newline = newline;
    let v = Value::stream(stream);
    crate::value::stream::track_file(&v);
    Ok(v)
}

/// CPython's checks of an `open()` mode: known letters, each once, exactly one of
/// `r`/`w`/`x`/`a`, not both `t` and `b`.
fn check_mode(mode: &str) -> PyResult<()> {
    let invalid = || PyError::value_error(format!("invalid mode: '{mode}'"));
    let mut seen = String::new();
    for c in mode.chars() {
        if !"rwxabt+".contains(c) || seen.contains(c) {
            return Err(invalid());
        }
        seen.push(c);
    }
    if seen.contains('t') && seen.contains('b') {
        return Err(PyError::value_error(
            "can't have text and binary mode at once",
        ));
    }
    match seen.chars().filter(|c| "rwxa".contains(*c)).count() {
        1 => {}
        0 => {
            return Err(PyError::value_error(
                "Must have exactly one of create/read/write/append mode and at most one plus",
            ));
        }
        _ => {
            return Err(PyError::value_error(
                "must have exactly one of create/read/write/append mode",
            ));
        }
    }
    Ok(())
}

/// `open(path, mode)` with a binary `mode` (checked): a reader holds the file's bytes,
/// a writer a buffered file, and a file opened with `+` an image of the file in memory
/// written back when flushed or closed. Its `mode` is CPython's for the raw file
/// (`rb`, `wb`, `ab`, `xb`, with `+` as `rb+`, `ab+`, `xb+`).
fn open_binary(
    path: &str,
    mode: &str,
    os_error: impl Fn(std::io::Error) -> PyError,
) -> PyResult<Value> {
    use crate::value::stream::{Stream, Target};
    let plus = mode.contains('+');
    let kind = mode.chars().find(|c| "rwxa".contains(*c)).unwrap_or('r');
    let shown = match (kind, plus) {
        ('r', false) => "rb",
        ('w', false) => "wb",
        ('a', false) => "ab",
        ('x', false) => "xb",
        ('a', true) => "ab+",
        ('x', true) => "xb+",
        _ => "rb+",
    };
    let mut options = std::fs::OpenOptions::new();
    match kind {
        'r' => options.read(true).write(plus),
        'w' => options.write(true).read(plus).create(true).truncate(true),
        'a' => options.append(!plus).write(plus).read(plus).create(true),
        _ => options.write(true).read(plus).create_new(true),
    };
    let mut file = options.open(path).map_err(&os_error)?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(os_error(std::io::Error::from(
            std::io::ErrorKind::IsADirectory,
        )));
    }
    let read_all = |file: &mut std::fs::File| -> PyResult<Vec<u8>> {
        use std::io::Read;
        let mut data = Vec::new();
        file.read_to_end(&mut data).map_err(&os_error)?;
        Ok(data)
    };
    let stream = if plus {
        let data = if kind == 'w' || kind == 'x' {
            Vec::new()
        } else {
            read_all(&mut file)?
        };
        let end = data.len();
        let s = Stream::binary(
            Target::Image(RefCell::new(Some(file))),
            path,
            shown,
            true,
            true,
            data,
        );
        if kind == 'a' {
            s.pos.set(end);
        }
        s
    } else if kind == 'r' {
        let data = read_all(&mut file)?;
        let s = Stream::binary(Target::Memory, path, shown, true, false, data);
        *s.source.borrow_mut() = Some(file);
        s
    } else {
        let end = if kind == 'a' {
            // As CPython's: a file opened to append starts at its end.
            use std::io::Seek;
            file.seek(std::io::SeekFrom::End(0)).map_err(&os_error)? as usize
        } else {
            0
        };
        let writer = std::io::BufWriter::new(file);
        let s = Stream::binary(
            Target::File(RefCell::new(Some(writer))),
            path,
            shown,
            false,
            true,
            Vec::new(),
        );
        s.pos.set(end);
        s
    };
    let v = Value::stream(stream);
    crate::value::stream::track_file(&v);
    Ok(v)
}

fn range(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // An instance's `__index__` gives its bound (an `int` subclass's instance its int).
    for a in args.iter_mut() {
        if let Value::Instance(_) = a {
            *a = special::as_index(vm, a)?;
        }
    }
    let int = crate::value::num::to_index;
    let r = match args {
        [stop] => Range {
            start: 0,
            stop: int(stop)?,
            step: 1,
        },
        [start, stop] => Range {
            start: int(start)?,
            stop: int(stop)?,
            step: 1,
        },
        [start, stop, step] => {
            let step = int(step)?;
            if step == 0 {
                return Err(PyError::value_error("range() arg 3 must not be zero"));
            }
            Range {
                start: int(start)?,
                stop: int(stop)?,
                step,
            }
        }
        _ => unreachable!("the table admits 1 to 3 arguments"),
    };
    Ok(Value::Range(obj(r)))
}

fn repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::str(object::repr(vm, &args[0])?))
}

/// `ascii(x)`: `repr(x)` with its non-ASCII characters escaped.
fn ascii(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let repr = object::repr(vm, &args[0])?;
    Ok(Value::str(value::format::ascii(&repr)))
}

fn reversed(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Value::Instance(_) = &args[0] {
        // `__reversed__` (`None`: not reversible), else the builtin part of a list, tuple
        // or dict subclass, else the sequence protocol: `__len__` and `__getitem__`.
        match object::special(&args[0], "__reversed__") {
            Some(Value::None) => return Err(not_reversible(&args[0])),
            Some(f) => return object::call_bound(vm, &f, &args[0], Vec::new(), &[]),
            None => {}
        }
        if let Some(native) = object::native_part(&args[0]) {
            return reversed(vm, &mut [native], &[]);
        }
        if object::special(&args[0], "__getitem__").is_some() {
            let n = special::len(vm, &args[0])?;
            return Ok(Value::Iter(obj(RefCell::new(Iter::IndexedReversed {
                obj: args[0].clone(),
                next: n as i64 - 1,
            }))));
        }
    }
    match &args[0] {
        Value::List(l) => Ok(Value::Iter(obj(RefCell::new(Iter::ListReversed {
            list: Rc::clone(l),
            left: l.len(),
        })))),
        // A class whose metaclass defines `__reversed__` (an enum).
        Value::Class(_)
            if let Some(r) = special::call_meta(vm, &args[0], "__reversed__", Vec::new())? =>
        {
            Ok(r)
        }
        Value::Tuple(_)
        | Value::Str(_)
        | Value::Range(_)
        | Value::Dict(_)
        | Value::View(_)
        | Value::Array(_)
        | Value::Deque(_)
        | Value::Bytes(_)
        | Value::ByteArray(_) => {
            let mut v = collect(&args[0])?;
            v.reverse();
            Ok(items_iter(v))
        }
        other => Err(not_reversible(other)),
    }
}

/// CPython's `TypeError` for `reversed()` of a value that is no sequence.
fn not_reversible(v: &Value) -> PyError {
    PyError::type_error(format!("'{}' object is not reversible", v.type_name()))
}

fn round(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    // An instance: its class's `__round__` (with `ndigits` when given), else the number
    // of an `int`/`float` subclass's instance.
    if let Some(x @ Value::Instance(_)) = args.first() {
        let x = x.clone();
        // `round(x, None)` calls `x.__round__()`, as CPython's.
        let nd = args.get(1).or_else(|| kwarg(kw, "ndigits")).cloned();
        let nd: Vec<Value> = nd
            .filter(|n| !matches!(n, Value::None))
            .into_iter()
            .collect();
        if let Some(r) = crate::object::call_special(vm, &x, "__round__", nd)? {
            return Ok(r);
        }
        args[0] = special::native_number(&x);
    }
    // why first: CPython looks `__round__` up on the number's type before it converts
    // `ndigits` (`round('a', 1.5)` names the str).
    if let Some(x) = args.first()
        && !matches!(
            x,
            Value::Float(_) | Value::Int(_) | Value::BigInt(_) | Value::Bool(_)
        )
    {
        return Err(PyError::type_error(format!(
            "type {} doesn't define __round__ method",
            x.type_name()
        )));
    }
    let nd = match (args.get(1), kwarg(kw, "ndigits")) {
        (Some(v), _) | (None, Some(v)) => match v {
            Value::None => None,
            // CPython clamps `ndigits` (a float keeps all its digits, or rounds to 0).
            Value::BigInt(b) => Some(if b.is_negative() { i64::MIN } else { i64::MAX }),
            other @ Value::Instance(_) => match &special::as_index(vm, other)? {
                Value::BigInt(b) => Some(if b.is_negative() { i64::MIN } else { i64::MAX }),
                n => Some(num::to_index(n)?),
            },
            other => Some(num::to_index(other)?),
        },
        _ => None,
    };
    let Some(x) = args.first() else {
        return Err(PyError::type_error(
            "round() missing required argument 'number' (pos 1)",
        ));
    };
    match x {
        Value::Float(f) => match nd {
            None => {
                if f.is_nan() {
                    return Err(PyError::value_error("cannot convert float NaN to integer"));
                }
                if f.is_infinite() {
                    return Err(PyError::new(
                        ExcType::OverflowError,
                        "cannot convert float infinity to integer",
                    ));
                }
                num::to_int(&Value::Float(f.round_ties_even()))
            }
            Some(n) => Ok(Value::Float(round_float(*f, n))),
        },
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
            let i = num::to_bigint(x).expect("int");
            match nd {
                None => Ok(Value::from_bigint(i)),
                Some(n) if n >= 0 => Ok(Value::from_bigint(i)),
                Some(n) => {
                    // why the digit count: past it the result is 0 (|i| < 10**e / 2),
                    // and 10**e of a huge `e` is no number to build.
                    let e = n.unsigned_abs();
                    let digits = (i.bits() as f64 * std::f64::consts::LOG10_2) as u64 + 2;
                    if e > digits {
                        return Ok(Value::Int(0));
                    }
                    let p = num_traits::Pow::pow(BigInt::from(10), e as u32);
                    let two = BigInt::from(2);
                    let (q, r) = num_integer::Integer::div_mod_floor(&i, &p);
                    let twice = &r * &two;
                    let q = if twice > p || (twice == p && num_integer::Integer::is_odd(&q)) {
                        q + 1
                    } else {
                        q
                    };
                    Ok(Value::from_bigint(q * p))
                }
            }
        }
        other => Err(PyError::type_error(format!(
            "type {} doesn't define __round__ method",
            other.type_name()
        ))),
    }
}

/// `round(x, n)` of a float: correctly rounded, half to even (as CPython, via the exact
/// decimal expansion).
pub fn round_float(x: f64, n: i64) -> f64 {
    if !x.is_finite() || n > 320 {
        return x;
    }
    if let Ok(digits) = u32::try_from(n)
        && let Some(r) = round_float_exact(x, digits)
    {
        return r;
    }
    if n >= 0 {
        round_float_by_digits(x, n as usize)
    } else {
        // why checked: `-n` of `i64::MIN` overflows, and past i32 the power is infinite.
        let p = n
            .checked_neg()
            .and_then(|m| i32::try_from(m).ok())
            .map_or(f64::INFINITY, |m| 10f64.powi(m));
        if p.is_infinite() {
            return 0.0f64.copysign(x);
        }
        let r = (x / p).round_ties_even() * p;
        if r == 0.0 { 0.0f64.copysign(x) } else { r }
    }
}

/// [`round_float`] for `n >= 0` through the exact decimal expansion.
fn round_float_by_digits(x: f64, n: usize) -> f64 {
    let s = format!("{x:.n$}");
    let r: f64 = s.parse().unwrap_or(x);
    if r == 0.0 { 0.0f64.copysign(x) } else { r }
}

/// The powers of ten a double holds exactly.
const EXACT_POWERS_OF_TEN: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// [`round_float`] for `n <= 22` digits, in integers, when the rounded `x * 10^n` is below
/// 2^53 (`None` otherwise): with `x = m * 2^e`, the exact `x * 10^n = m * 5^n * 2^(e+n)`
/// (at most 105 bits before the shift) rounded half to even, then divided by `10^n`. Both
/// are exact doubles, so the quotient is the double nearest the rounded decimal: what
/// parsing its digits gives, as CPython does. why: the decimal expansion through
/// `core::fmt` cost about 1400 instructions a call (examples/dispatch_sim.py rounds 20k
/// coordinates).
fn round_float_exact(x: f64, n: u32) -> Option<f64> {
    let bits = x.abs().to_bits();
    let biased = (bits >> 52) as i32;
    let fraction = bits & ((1 << 52) - 1);
    let (m, e) = match biased {
        0 => (fraction, -1074),
        _ => (fraction | 1 << 52, biased - 1075),
    };
    if m == 0 || n as usize >= EXACT_POWERS_OF_TEN.len() {
        return (m == 0).then_some(x);
    }
    let shift = e + n as i32;
    if shift >= 0 {
        // `x * 10^n` is a whole number: `x` has at most `n` decimals already.
        return Some(x);
    }
    let product = u128::from(m) * 5u128.pow(n);
    let shift = shift.unsigned_abs();
    let rounded = if shift >= 128 {
        0
    } else {
        let whole = product >> shift;
        let rest = product & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        whole + u128::from(rest > half || (rest == half && whole & 1 == 1))
    };
    if rounded >= 1 << 53 {
        return None;
    }
    Some((rounded as f64 / EXACT_POWERS_OF_TEN[n as usize]).copysign(x))
}

/// `frozenset(iterable)`: a set's table, frozen (a frozenset is returned as it is).
fn frozenset(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if let Some(v @ Value::Set(s)) = args.first()
        && s.is_frozen()
    {
        return Ok(v.clone());
    }
    let made = set(vm, args, kw)?;
    let Value::Set(s) = &made else {
        unreachable!("set() makes a set")
    };
    Ok(Value::frozenset(std::mem::take(&mut *s.0.borrow_mut())))
}

fn set(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let mut t = SetTable::new();
    let Some(v) = args.first() else {
        return Ok(Value::set(t));
    };
    // why not `keys::reiterable` (as the set methods): a generator's items made a list
    // object, read again for user keys and copied into the table cost `set(x + i for x
    // in v)` a list and two passes (nqueens); collected, they move into the table.
    let items = match v {
        Value::Iter(_) | Value::Generator(_) | Value::Instance(_) => vm.collect(v)?,
        _ if keys::any_user_keys(&[v])? => {
            return Ok(Value::set_object(keys::set_of(vm, keys::items_of(v)?)?));
        }
        _ => {
            set_update(&mut t, v)?;
            return Ok(Value::set(t));
        }
    };
    if items.iter().any(Value::is_user_key) {
        return Ok(Value::set_object(keys::set_of(vm, items)?));
    }
    t.reserve(items.len());
    for x in items {
        t.add(x)?;
    }
    Ok(Value::set(t))
}

fn sorted(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let reverse = kwarg(kw, "reverse").is_some_and(value::truthy);
    let key = kwarg(kw, "key").cloned().unwrap_or(Value::None);
    let mut v = special::collect(vm, &args[0])?;
    sort_by_key(vm, &mut v, &key, reverse)?;
    Ok(Value::list(v))
}

fn str(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if args.len() > 1 || !kw.is_empty() {
        return str_decode(vm, args, kw);
    }
    match args.first() {
        Some(Value::Str(_)) => Ok(args[0].clone()),
        Some(Value::Int(i)) => Ok(ops::int_to_str(*i)),
        Some(v) => Ok(Value::str(object::str(vm, v)?)),
        None => Ok(Value::str("")),
    }
}

fn sum(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let start = kwarg(kw, "start");
    if start.is_some() {
        at_most("sum", 2, args.len() + 1)?;
    }
    let mut acc = args.get(1).or(start).cloned().unwrap_or(Value::Int(0));
    if let Value::Str(_) = acc {
        return Err(PyError::type_error(
            "sum() can't sum strings [use ''.join(seq) instead]",
        ));
    }
    if let Value::Generator(g) = &args[0]
        && !g.coroutine
    {
        return sum_generator(vm, &Rc::clone(g), acc);
    }
    let mut it = special::iterate_owned(vm, &mut args[0])?;
    while let Some(v) = special::next(vm, &mut it)? {
        acc = sum_add(vm, acc, v)?;
    }
    Ok(acc)
}

/// One addition of `sum`: ints and floats inline, anything else the machine's `+`.
#[inline]
fn sum_add(vm: &mut dyn Vm, acc: Value, v: Value) -> PyResult<Value> {
    Ok(match (&acc, &v) {
        (Value::Int(a), Value::Int(b)) => ops::int_add(*a, *b),
        (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
        _ => special::binary(vm, nb::ADD, acc, v)?,
    })
}

/// `sum(gen)` of a generator: while the total is an int or a float, the ints and floats
/// it yields are collected in batches while its frame runs (a `YieldSink`) and added
/// between batches; anything else comes one by one and is added as it comes (its
/// `__add__`/`__radd__` may be the program's).
fn sum_generator(vm: &mut dyn Vm, g: &Rc<value::Generator>, mut acc: Value) -> PyResult<Value> {
    /// Items per batch: few enough that the batch stays in cache.
    const BATCH: usize = 256;
    let mut sink = vm_core::YieldSink::with_limit(
        |v: &Value| matches!(v, Value::Int(_) | Value::Float(_)),
        BATCH,
    );
    loop {
        // Collecting ahead is invisible only while adding runs no code of the program:
        // once the total is something else, the items come one by one.
        sink.limit = if matches!(acc, Value::Int(_) | Value::Float(_)) {
            BATCH
        } else {
            0
        };
        let r = vm.resume_collecting(g, &mut sink)?;
        for v in sink.items.drain(..) {
            acc = sum_add(vm, acc, v)?;
        }
        match r {
            vm_core::Resumed::Yielded(v) => acc = sum_add(vm, acc, v)?,
            vm_core::Resumed::Returned(_) => return Ok(acc),
        }
    }
}

fn tuple(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match args.first() {
        Some(Value::Tuple(_)) => Ok(args[0].clone()),
        Some(v) => Ok(Value::tuple(special::collect(vm, v)?)),
        None => Ok(Value::tuple(Vec::new())),
    }
}

/// `type(v)`: the type of `v` (one of the table's types, named or hidden).
fn type_(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match args.len() {
        1 => {}
        3 => {
            // `type(name, bases, namespace)`: a class, as a `class` statement makes.
            if !matches!(args[1], Value::Tuple(_)) {
                return Err(PyError::type_error(format!(
                    "type.__new__() argument 2 must be tuple, not {}",
                    args[1].type_name()
                )));
            }
            let Value::Dict(d) = &args[2] else {
                return Err(PyError::type_error(format!(
                    "type.__new__() argument 3 must be dict, not {}",
                    args[2].type_name()
                )));
            };
            // The class takes a namespace of its own, as `type.__new__` copies it.
            let ns = Value::dict(d.0.borrow().clone());
            return object::meta::type_new(vm, None, &args[0], &args[1], &ns, &[]);
        }
        _ => return Err(PyError::type_error("type() takes 1 or 3 arguments")),
    }
    Ok(Value::Builtin(match &args[0] {
        Value::Instance(i) => return Ok(Value::class(i.class.clone())),
        Value::Class(c) => match c.meta() {
            Some(m) => return Ok(Value::class(Rc::clone(m))),
            None => TYPE,
        },
        Value::NotImplemented => NOT_IMPLEMENTED_TYPE,
        Value::Ellipsis => ELLIPSIS_TYPE,
        v if bound_builtin_method(v) => BUILTIN_FUNCTION,
        v if bound_slot_wrapper(v) => METHOD_WRAPPER,
        Value::BoundMethod(_) => METHOD_TYPE,
        Value::Method(m) if m.is_slot_wrapper() => WRAPPER_DESCRIPTOR,
        Value::Builtin(b) if b.is_slot_wrapper() => WRAPPER_DESCRIPTOR,
        Value::Method(_) => METHOD_DESCRIPTOR,
        Value::Descr(d) => match ***d {
            Descr::StaticMethod(_) => STATICMETHOD,
            Descr::ClassMethod(_) => CLASSMETHOD,
            Descr::Property { .. } => PROPERTY,
            Descr::TupleItem(_) => crate::stdlib::collections::TUPLEGETTER,
            Descr::ExcField(f) if f.is_member() => MEMBER_DESCRIPTOR,
            Descr::ExcField(_) => GETSET_DESCRIPTOR,
        },
        Value::Super(_) => SUPER_TYPE,
        Value::Traceback(_) => TRACEBACK_TYPE,
        Value::Cell(_) => CELL_TYPE,
        Value::Generator(_) => GENERATOR_TYPE,
        Value::Coroutine(_) => COROUTINE_TYPE,
        Value::AsyncGenerator(_) => ASYNC_GENERATOR_TYPE,
        Value::AgenOp(o) => match o.type_name() {
            "async_generator_asend" => ASEND_TYPE,
            "async_generator_athrow" => ATHROW_TYPE,
            _ => ANEXT_AWAITABLE_TYPE,
        },
        Value::Module(_) => MODULE_TYPE,
        Value::Deque(_) => crate::stdlib::collections::DEQUE,
        Value::Array(_) => crate::stdlib::array::ARRAY,
        Value::Bytes(_) => BYTES,
        Value::ByteArray(_) => BYTEARRAY,
        Value::Stream(s) if s.type_name() == "StringIO" => crate::stdlib::io::STRING_IO,
        Value::Stream(s) => match s.type_name() {
            "BytesIO" => crate::stdlib::io::BYTES_IO,
            "BufferedReader" => crate::stdlib::io::BUFFERED_READER,
            "BufferedWriter" => crate::stdlib::io::BUFFERED_WRITER,
            "BufferedRandom" => crate::stdlib::io::BUFFERED_RANDOM,
            _ => crate::stdlib::io::TEXT_IO_WRAPPER,
        },
        Value::Int(_) | Value::BigInt(_) => INT,
        Value::Bool(_) => BOOL,
        Value::Float(_) => FLOAT,
        Value::Str(_) => STR,
        Value::List(_) => LIST,
        Value::Tuple(_) => TUPLE,
        Value::Dict(_) => DICT,
        Value::Set(s) if s.is_frozen() => FROZENSET,
        Value::Set(_) => SET,
        Value::Range(_) => RANGE,
        Value::None => NONE_TYPE,
        Value::Builtin(b) if b.is_type() => TYPE,
        Value::Builtin(_) => BUILTIN_FUNCTION,
        Value::Function(_) => FUNCTION,
        Value::Slice(_) => SLICE,
        Value::View(v) => match v.kind {
            ViewKind::Keys => DICT_KEYS,
            ViewKind::Values => DICT_VALUES,
            ViewKind::Items => DICT_ITEMS,
        },
        // A standard module's iterator knows its type.
        Value::Iter(it) if let Ok(Iter::Native(n)) = it.try_borrow().as_deref() => n.type_handle(),
        // A standard module's builtin iterators are that module's types.
        Value::Iter(it) if matches!(it.try_borrow().as_deref(), Ok(Iter::Array { .. })) => {
            crate::stdlib::array::ARRAY_ITERATOR
        }
        Value::Iter(it) if matches!(it.try_borrow().as_deref(), Ok(Iter::Deque { .. })) => {
            crate::stdlib::collections::DEQUE_ITERATOR
        }
        // An iterator that stands for an object (`iter()` of an instance with `__next__`,
        // of a file): CPython's `iter()` gives the object itself, whose type it is.
        Value::Iter(it) if let Some(v) = stands_for(it) => return type_(vm, &mut [v], &[]),
        // The iterators' types are the table's types of their names.
        Value::Iter(it) => {
            let name = it.try_borrow().map_or("iterator", |it| it.type_name());
            let at = TABLE
                .iter()
                .position(|d| d.name == name && matches!(d.kind, BuiltinKind::Type(_)));
            at.map_or(ITERATOR, |at| Builtin::from_index(at as u16))
        }
        // Not Python values: an unbound local is an error before it is an argument, and
        // an instance's state is never one.
        Value::Undefined | Value::Opaque(_) => {
            return Err(PyError::type_error("type() of an undefined value"));
        }
    }))
}

/// The object an iterator value stands for, if it is one: an instance iterating itself,
/// a file iterated by lines.
fn stands_for(it: &RefCell<Iter>) -> Option<Value> {
    match &*it.try_borrow().ok()? {
        Iter::Python(v) => Some(v.clone()),
        Iter::Lines(s) => Some(Value::Stream(crate::value::obj_rc(Rc::clone(s)))),
        _ => None,
    }
}

/// `NoneType()`: None, as CPython (which takes no arguments).
fn none_type(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if args.is_empty() && kw.is_empty() {
        Ok(Value::None)
    } else {
        Err(PyError::type_error("NoneType takes no arguments"))
    }
}

/// `NotImplementedType()`: the singleton, as CPython (which takes no arguments).
fn not_implemented_type(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if args.is_empty() && kw.is_empty() {
        Ok(Value::NotImplemented)
    } else {
        Err(PyError::type_error("NotImplementedType takes no arguments"))
    }
}

/// `type(...)()`: `Ellipsis`, as CPython (which takes no arguments).
fn ellipsis_type(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if args.is_empty() && kw.is_empty() {
        Ok(Value::Ellipsis)
    } else {
        Err(PyError::type_error("EllipsisType takes no arguments"))
    }
}

/// `type(f)(...)`: CPython's function type wants a code object, which no value here is.
fn function_type(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(match args.first() {
        None => "function() missing required argument 'code' (pos 1)".to_string(),
        Some(v) => format!(
            "function() argument 'code' must be code, not {}",
            v.type_name()
        ),
    }))
}

/// The handlers of the types that cannot be called to make an instance.
mod cannot_create {
    use super::*;

    macro_rules! handlers {
        ($($handler:ident = $name:literal),* $(,)?) => {$(
            #[doc = concat!("`", $name, "(...)`: CPython's TypeError.")]
            pub(super) fn $handler(
                _: &mut dyn Vm,
                _: &mut [Value],
                _: &Kwargs,
            ) -> PyResult<Value> {
                Err(PyError::type_error(concat!("cannot create '", $name, "' instances")))
            }
        )*};
    }

    handlers! {
        builtin_function = "builtin_function_or_method",
        callable_iterator = "callable_iterator",
        dict_items = "dict_items",
        module = "module",
        dict_itemiterator = "dict_itemiterator",
        dict_keyiterator = "dict_keyiterator",
        dict_keys = "dict_keys",
        dict_valueiterator = "dict_valueiterator",
        dict_values = "dict_values",
        iterator = "iterator",
        list_iterator = "list_iterator",
        list_reverseiterator = "list_reverseiterator",
        range_iterator = "range_iterator",
        set_iterator = "set_iterator",
        traceback = "traceback",
        getset_descriptor = "getset_descriptor",
        member_descriptor = "member_descriptor",
        cell = "cell",
        generator = "generator",
        coroutine = "coroutine",
        async_generator = "async_generator",
        async_generator_asend = "async_generator_asend",
        async_generator_athrow = "async_generator_athrow",
        anext_awaitable = "anext_awaitable",
        str_ascii_iterator = "str_ascii_iterator",
        bytes_iterator = "bytes_iterator",
        bytearray_iterator = "bytearray_iterator",
        tuple_iterator = "tuple_iterator",
        method = "method",
        method_descriptor = "method_descriptor",
        wrapper_descriptor = "wrapper_descriptor",
        method_wrapper = "method-wrapper",
    }
}

// ------------------------------------------------------------ bytes and bytearray

/// `bytes(source=b'', encoding=..., errors=...)`.
fn bytes(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    Ok(Value::bytes(byte_source(vm, args, kw, "bytes")?))
}

/// `bytearray(source=b'', encoding=..., errors=...)`.
fn bytearray(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    Ok(Value::bytearray(byte_source(vm, args, kw, "bytearray")?))
}

/// A text argument of `what` (`encoding`, `errors`) of function `f`, or CPython's
/// "f() argument 'what' must be str, not int".
fn text_argument<'a>(v: &'a Value, f: &str, what: &str) -> PyResult<Cow<'a, str>> {
    v.text_like().ok_or_else(|| {
        PyError::type_error(format!(
            "{f}() argument '{what}' must be str, not {}",
            v.type_name()
        ))
    })
}

/// The data `bytes(...)` or `bytearray(...)` (`what`) makes of its arguments.
fn byte_source(vm: &mut dyn Vm, args: &[Value], kw: &Kwargs, what: &str) -> PyResult<Vec<u8>> {
    let source = args.first().or_else(|| kwarg(kw, "source"));
    let encoding = args.get(1).or_else(|| kwarg(kw, "encoding"));
    let errors = args.get(2).or_else(|| kwarg(kw, "errors"));
    let Some(source) = source else {
        if encoding.is_some() {
            return Err(PyError::type_error("encoding without a string argument"));
        }
        if errors.is_some() {
            return Err(PyError::type_error("errors without a string argument"));
        }
        return Ok(Vec::new());
    };
    if let Some(s) = source.str_like() {
        let Some(encoding) = encoding else {
            return Err(PyError::type_error("string argument without an encoding"));
        };
        let codec = value::bytes::Codec::lookup(&text_argument(encoding, what, "encoding")?)?;
        let errors = match errors {
            Some(e) => text_argument(e, what, "errors")?,
            None => Cow::Borrowed("strict"),
        };
        return value::bytes::encode(&s.s, codec, &errors);
    }
    if encoding.is_some() {
        return Err(PyError::type_error("encoding without a string argument"));
    }
    if errors.is_some() {
        return Err(PyError::type_error("errors without a string argument"));
    }
    if let Value::Instance(_) = source {
        // CPython's order: `__bytes__` (for `bytes`), then an integer (an `int`
        // subclass's instance, or `__index__`) as a size, then the items.
        if what == "bytes"
            && let Some(r) = crate::object::call_special(vm, source, "__bytes__", Vec::new())?
        {
            return match &r {
                Value::Bytes(b) => Ok(b.b.to_vec()),
                other => Err(PyError::type_error(format!(
                    "__bytes__ returned non-bytes (type {})",
                    other.type_name()
                ))),
            };
        }
        let size = match special::native_int(source) {
            Some(n) => Some(n),
            None => crate::object::call_special(vm, source, "__index__", Vec::new())?,
        };
        if let Some(n) = size {
            return byte_source(vm, std::slice::from_ref(&n), &[], what);
        }
    }
    let runs_code = match source {
        Value::Generator(_) | Value::Instance(_) => true,
        Value::Iter(it) => it.try_borrow().is_ok_and(|it| it.runs_code()),
        _ => false,
    };
    if runs_code {
        let items = vm.collect(source)?;
        let item = if what == "bytes" { "bytes" } else { "byte" };
        return items
            .iter()
            .map(|x| ops::bytes::byte_value(x, item))
            .collect();
    }
    ops::bytes::from_value(source, what)
}

/// `str(object, encoding='utf-8', errors='strict')`: bytes decoded.
fn str_decode(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let object = args.first().or_else(|| kwarg(kw, "object"));
    let encoding = args.get(1).or_else(|| kwarg(kw, "encoding"));
    let errors = args.get(2).or_else(|| kwarg(kw, "errors"));
    let encoding = match encoding {
        Some(e) => text_argument(e, "str", "encoding")?,
        None => Cow::Borrowed("utf-8"),
    };
    let errors = match errors {
        Some(e) => text_argument(e, "str", "errors")?,
        None => Cow::Borrowed("strict"),
    };
    let Some(object) = object else {
        return Ok(Value::str(""));
    };
    let Some(data) = value::bytes::bytes_like(object) else {
        return Err(PyError::type_error(match object {
            Value::Str(_) => "decoding str is not supported".to_string(),
            other => format!(
                "decoding to str: need a bytes-like object, {} found",
                other.type_name()
            ),
        }));
    };
    let codec = value::bytes::Codec::lookup(&encoding)?;
    Ok(Value::str(value::bytes::decode(&data, codec, &errors)?))
}

/// `int.from_bytes(bytes, byteorder='big', *, signed=False)`.
fn int_from_bytes(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let source = args.first().or_else(|| kwarg(kw, "bytes"));
    let Some(source) = source else {
        return Err(PyError::type_error(
            "from_bytes() missing required argument 'bytes' (pos 1)",
        ));
    };
    let big = match args.get(1).or_else(|| kwarg(kw, "byteorder")) {
        Some(o) => crate::methods::big_endian(o)?,
        None => true,
    };
    let signed = kwarg(kw, "signed").is_some_and(value::truthy);
    let mut data = match value::bytes::bytes_like(source) {
        Some(b) => b.to_vec(),
        None => {
            if matches!(source, Value::Str(_)) {
                return Err(PyError::type_error("cannot convert 'str' object to bytes"));
            }
            byte_source(vm, std::slice::from_ref(source), &[], "bytes")?
        }
    };
    if big {
        data.reverse();
    }
    let n = if signed {
        BigInt::from_signed_bytes_le(&data)
    } else {
        BigInt::from_bytes_le(num_bigint::Sign::Plus, &data)
    };
    Ok(Value::from_bigint(n))
}

/// `bytes.fromhex(string)`.
fn bytes_fromhex(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::bytes(fromhex_argument(&args[0])?))
}

/// `float.fromhex(string)`.
fn float_fromhex(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match &args[0] {
        Value::Str(s) => Ok(Value::Float(num::parse_hex_float(&s.s)?)),
        _ => Err(PyError::type_error(
            "bad argument type for built-in operation",
        )),
    }
}

/// `bytes.maketrans(frm, to, /)` (and `bytearray`'s): the 256-byte table
/// `bytes.translate` takes, mapping each byte of `frm` to the one of `to` at its place.
fn bytes_maketrans(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let frm = value::bytes::want_bytes(&args[0])?.to_vec();
    let to = value::bytes::want_bytes(&args[1])?.to_vec();
    if frm.len() != to.len() {
        return Err(PyError::value_error(
            "maketrans arguments must have same length",
        ));
    }
    let mut table: Vec<u8> = (0..=255).collect();
    for (f, t) in frm.into_iter().zip(to) {
        table[usize::from(f)] = t;
    }
    Ok(Value::bytes(table))
}

/// `str.maketrans(x[, y[, z]])`: the table `str.translate` takes. One argument: a dict
/// whose keys (one-character strs or code points) become code points. Two or three: the
/// characters of `x` map to those of `y` (of equal length), those of `z` to `None`.
fn str_maketrans(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let mut table = value::DictMap::new();
    let ord = |c: char| Value::Int(i64::from(u32::from(c)));
    if args.len() == 1 {
        let Value::Dict(d) = &args[0] else {
            return Err(PyError::type_error(
                "if you give only one argument to maketrans it must be a dict",
            ));
        };
        let items: Vec<(Value, Value)> =
            d.0.borrow()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
        for (k, v) in items {
            let key = match &k {
                Value::Str(s) => {
                    let mut cs = s.s.chars();
                    match (cs.next(), cs.next()) {
                        (Some(c), None) => ord(c),
                        _ => {
                            return Err(PyError::value_error(
                                "string keys in translate table must be of length 1",
                            ));
                        }
                    }
                }
                Value::Int(_) | Value::BigInt(_) => k.clone(),
                Value::Bool(b) => Value::Int(i64::from(*b)),
                _ => {
                    return Err(PyError::type_error(
                        "keys in translate table must be strings or integers",
                    ));
                }
            };
            table.insert(key, v);
        }
        return Ok(Value::dict(table));
    }
    let text = |v: &Value, which: &str| match v.str_like() {
        Some(s) => Ok(s.s.clone()),
        None => Err(PyError::type_error(format!(
            "maketrans() argument {which} must be str, not {}",
            v.type_name()
        ))),
    };
    let (x, y) = (text(&args[0], "1")?, text(&args[1], "2")?);
    if x.chars().count() != y.chars().count() {
        return Err(PyError::value_error(
            "the first two maketrans arguments must have equal length",
        ));
    }
    for (a, b) in x.chars().zip(y.chars()) {
        table.insert(ord(a), ord(b));
    }
    if let Some(z) = args.get(2) {
        for c in text(z, "3")?.chars() {
            table.insert(ord(c), Value::None);
        }
    }
    Ok(Value::dict(table))
}

/// `bytearray.fromhex(string)`.
fn bytearray_fromhex(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::bytearray(fromhex_argument(&args[0])?))
}

fn fromhex_argument(v: &Value) -> PyResult<Vec<u8>> {
    match v {
        Value::Str(s) => value::bytes::fromhex(&s.s),
        other => Err(PyError::type_error(format!(
            "fromhex() argument must be str, not {}",
            other.type_name()
        ))),
    }
}

/// Attribute `name` of builtin type `ty`: a class method of a builtin type (an entry of
/// the builtins' table named `type.name`: `bytes.fromhex`), else a standard module's
/// type's ([`crate::stdlib::attribute`]). What `Names::attribute` answers.
pub fn type_attribute(ty: Builtin, name: &str) -> Option<Builtin> {
    if ty.index() >= usize::from(crate::runtime::table::TABLE_SPAN) {
        return crate::stdlib::attribute(ty, name);
    }
    let type_name = TABLE.get(ty.index())?.name;
    let at = *type_attributes().get(type_name)?.get(name)?;
    Some(Builtin::from_index(at))
}

/// The table's entries named `type.attribute` (`int.from_bytes`, `dict.fromkeys`), by
/// type name and attribute name: made once, since a call like `int.from_bytes(..)` in a
/// loop looks its attribute up each time (a scan of the table comparing names was a
/// sixth of such a loop).
fn type_attributes() -> &'static TypeAttributes {
    static MAP: std::sync::OnceLock<TypeAttributes> = std::sync::OnceLock::new();
    MAP.get_or_init(|| {
        let mut map = TypeAttributes::default();
        for (i, d) in TABLE.iter().enumerate() {
            if let Some((ty, attr)) = d.name.rsplit_once('.') {
                map.entry(ty).or_default().entry(attr).or_insert(i as u16);
            }
        }
        map
    })
}

/// See [`type_attributes`].
type TypeAttributes = rustc_hash::FxHashMap<&'static str, rustc_hash::FxHashMap<&'static str, u16>>;

/// `map(f, *iterables)`: a lazy iterator of `f` applied to the iterables' items, side by
/// side (to the shortest).
fn map(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let f = args[0].clone();
    let iters = args[1..]
        .iter()
        .map(|a| special::iterate(vm, a))
        .collect::<PyResult<Vec<_>>>()?;
    Ok(Value::Iter(obj(RefCell::new(Iter::Map { f, iters }))))
}

/// `filter(f, iterable)`: a lazy iterator of the items `f` holds true (with `f` `None`,
/// the true items).
/// `exit(code=None)` and `quit(code=None)`, the builtins CPython's `site` adds: raise
/// `SystemExit(code)`, whose `args` hold the code even when it is `None` (where
/// `sys.exit()` gives empty `args`).
fn exit(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let code = match args.first().or_else(|| kwarg(kw, "code")) {
        Some(code) => code.clone(),
        None => Value::None,
    };
    Err(PyError::with_args(
        ExcType::SystemExit,
        format::try_str(&code).unwrap_or_default(),
        Rc::new(Value::tuple(vec![code])),
    ))
}

fn filter(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let f = args[0].clone();
    let inner = special::iterate(vm, &args[1])?;
    Ok(Value::Iter(obj(RefCell::new(Iter::Filter {
        f,
        inner: Box::new(inner),
    }))))
}

fn zip(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let iters = args
        .iter()
        .map(|a| special::iterate(vm, a))
        .collect::<PyResult<Vec<_>>>()?;
    Ok(Value::Iter(obj(RefCell::new(Iter::Zip(iters)))))
}

#[cfg(test)]
mod tests {
    /// The integer rounding gives what the decimal expansion gives, bit for bit, on
    /// doubles of every magnitude and halfway cases.
    #[test]
    fn round_float_exact_matches_the_decimal_expansion() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut checked = 0;
        for i in 0..200_000 {
            let r = next();
            let x = match i % 4 {
                // Any double.
                0 => f64::from_bits(r),
                // Moderate magnitudes, where the fast path applies.
                1 => (r >> 11) as f64 / (1u64 << (r % 60)) as f64,
                // Halfway cases: k + 0.5 at some decimal place.
                2 => ((r % 100_000) as f64 + 0.5) / 10f64.powi((r >> 40) as i32 % 8),
                _ => -(((r >> 20) % 1_000_000_000) as f64) / 1000.0,
            };
            if !x.is_finite() {
                continue;
            }
            for n in [0u32, 1, 2, 3, 5, 8, 12, 17, 22] {
                if let Some(fast) = super::round_float_exact(x, n) {
                    let slow = super::round_float_by_digits(x, n as usize);
                    assert_eq!(fast.to_bits(), slow.to_bits(), "round({x:e}, {n})");
                    checked += 1;
                }
            }
        }
        assert!(checked > 500_000, "the fast path ran {checked} times");
    }

    use super::*;
    use crate::runtime::Machine;
    use crate::value::DictMap;

    /// The table is the only list of builtins: positions, handles and names agree.
    #[test]
    fn handles_point_at_their_entries() {
        assert_eq!(describe(LEN), ("len", false));
        assert_eq!(describe(INT), ("int", true));
        let public = TABLE.iter().filter(|d| d.public).count();
        assert_eq!(ZIP.index(), public - 1, "the named builtins come first");
        let names: Vec<&str> = namespace().take(public).map(|(name, _)| name).collect();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(names, sorted, "one entry per name, in alphabetical order");
    }

    /// `type()` answers for every kind of value with a type whose name is the value's
    /// type name and whose instances include the value.
    #[test]
    fn every_value_has_a_type() {
        crate::value::native::Names::install(crate::value::native::Names {
            builtin: describe,
            // Methods are a layer up; their names do not matter here.
            method: |_| "method",
            attribute: type_attribute,
            subclass_method,
        });
        let mut m = Machine::new(None, namespace());
        let list = Value::list(vec![Value::Int(1)]);
        let mut dict = DictMap::new();
        dict.insert(Value::Int(1), Value::Int(2));
        let dict = Value::dict(dict);
        let iter_of = |v: &Value| Value::Iter(obj(RefCell::new(iterate(v).unwrap())));
        let array = crate::ops::array::new(b'd', crate::value::array::Items::F64(vec![0.5]));
        let deque = Value::deque(crate::value::deque::Deque::new(None));
        let view = |kind| {
            let Value::Dict(d) = &dict else {
                unreachable!()
            };
            Value::View(obj(value::DictView {
                dict: Rc::clone(d),
                kind,
            }))
        };
        let mut values = vec![
            Value::None,
            Value::Bool(true),
            Value::Int(1),
            Value::from_bigint(BigInt::from(1) << 70),
            Value::Float(0.5),
            Value::str("s"),
            list.clone(),
            Value::tuple(vec![]),
            dict.clone(),
            Value::set(SetTable::new()),
            Value::frozenset(SetTable::new()),
            Value::Range(obj(Range {
                start: 0,
                stop: 2,
                step: 1,
            })),
            Value::Builtin(LEN),
            Value::Builtin(INT),
            Value::Method(crate::value::Method::from_index(0)),
            Value::Slice(obj([Value::None, Value::None, Value::None])),
            view(ViewKind::Keys),
            view(ViewKind::Values),
            view(ViewKind::Items),
            iter_of(&list),
            iter_of(&Value::tuple(vec![])),
            iter_of(&Value::str("ab")),
            Value::bytes(&b"ab"[..]),
            Value::bytearray(b"ab".to_vec()),
            iter_of(&Value::bytes(&b"ab"[..])),
            iter_of(&Value::bytearray(b"ab".to_vec())),
            iter_of(&dict),
            iter_of(&view(ViewKind::Values)),
            iter_of(&view(ViewKind::Items)),
            iter_of(&Value::set(SetTable::new())),
            iter_of(&Value::Range(obj(Range {
                start: 0,
                stop: 2,
                step: 1,
            }))),
            items_iter(vec![Value::Int(1)]),
            m.modules[0].clone(),
            array.clone(),
            iter_of(&array),
            deque.clone(),
            iter_of(&deque),
            Value::Ellipsis,
            Value::NotImplemented,
        ];
        for (f, args) in [
            (reversed as BuiltinFn, vec![list.clone()]),
            (enumerate, vec![list.clone()]),
            (zip, vec![list.clone()]),
            (iter, vec![Value::Builtin(LEN), Value::None]),
        ] {
            let mut args = args;
            values.push(f(&mut m, &mut args, &[]).unwrap());
        }
        for v in values {
            let t = type_(&mut m, &mut [v.clone()], &[]).unwrap();
            let Value::Builtin(b) = t else {
                panic!("type() gave {t:?}")
            };
            let expected = match &v {
                Value::Builtin(_) if v.type_name() != "type" => "builtin_function_or_method",
                _ => v.type_name(),
            };
            assert_eq!(b.name(), expected);
            assert!(isinstance(&v, &t).unwrap(), "{v:?} is an instance of {t:?}");
        }
    }

    /// Exactly the types answer `isinstance`, each for its own values.
    #[test]
    fn types_know_their_instances() {
        let types: Vec<&str> = (0..COUNT as u16)
            .map(|i| describe(Builtin::from_index(i)))
            .filter(|(_, is_type)| *is_type)
            .map(|(name, _)| name)
            .collect();
        assert_eq!(
            types,
            [
                "bool",
                "bytearray",
                "bytes",
                "classmethod",
                "dict",
                "enumerate",
                "filter",
                "float",
                "frozenset",
                "int",
                "list",
                "map",
                "property",
                "range",
                "reversed",
                "set",
                "slice",
                "staticmethod",
                "str",
                "super",
                "tuple",
                "type",
                "zip",
                "NoneType",
                "builtin_function_or_method",
                "callable_iterator",
                "dict_items",
                "dict_itemiterator",
                "dict_keyiterator",
                "dict_keys",
                "dict_valueiterator",
                "dict_values",
                "function",
                "iterator",
                "list_iterator",
                "list_reverseiterator",
                "range_iterator",
                "set_iterator",
                "NotImplementedType",
                "method",
                "method_descriptor",
                "wrapper_descriptor",
                "method-wrapper",
                "traceback",
                "getset_descriptor",
                "member_descriptor",
                "cell",
                "generator",
                "coroutine",
                "async_generator",
                "async_generator_asend",
                "async_generator_athrow",
                "anext_awaitable",
                "module",
                "str_ascii_iterator",
                "bytes_iterator",
                "bytearray_iterator",
                "tuple_iterator",
                "ellipsis",
            ]
        );
        assert!(isinstance(&Value::Bool(true), &Value::Builtin(INT)).unwrap());
        assert!(!isinstance(&Value::Int(1), &Value::Builtin(BOOL)).unwrap());
        assert!(isinstance(&Value::Int(1), &Value::Builtin(LEN)).is_err());
    }
}

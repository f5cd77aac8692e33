//! The `match` statement's tests (PEP 634), as CPython 3.11's `MATCH_SEQUENCE`,
//! `MATCH_MAPPING`, `MATCH_KEYS` and `MATCH_CLASS` do them: which subjects are sequences
//! and mappings, the lookups of a mapping pattern's keys, and a class pattern's
//! `isinstance` check and attribute reads (`__match_args__`), with CPython's errors.
//!
//! The ops in `isa/mod.rs` call these out of line: each may run Python code (`__len__`, a
//! mapping's `get`, a property or `__getattr__`).

use std::rc::Rc;

use crate::builtins;
use crate::error::{ExcType, PyError};
use crate::object;
use crate::runtime::{Vm, keys};
use crate::value::class::Native;
use crate::value::{self, Builtin, DictMap, Value};

/// What CPython's `Py_TPFLAGS_SEQUENCE` marks: the builtin sequences (`str`, `bytes` and
/// `bytearray` are not) and instances of classes deriving from `list` or `tuple`.
fn is_sequence(v: &Value) -> bool {
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Range(_) | Value::Deque(_) | Value::Array(_) => {
            true
        }
        Value::Instance(i) => matches!(i.class.native, Native::List | Native::Tuple),
        _ => false,
    }
}

/// What CPython's `Py_TPFLAGS_MAPPING` marks: dicts and instances of `dict` subclasses.
fn is_mapping(v: &Value) -> bool {
    match v {
        Value::Dict(_) => true,
        Value::Instance(i) => i.class.native == Native::Dict,
        _ => false,
    }
}

/// A sequence pattern's test: `subject` is a sequence of `n` items (at least `n` with a
/// starred sub-pattern).
#[inline(never)]
pub(super) fn sequence(
    vm: &mut dyn Vm,
    subject: &Value,
    n: usize,
    star: bool,
) -> Result<bool, PyError> {
    if !is_sequence(subject) {
        return Ok(false);
    }
    // `[*x]` asks for no length (CPython compares it only when it constrains).
    if star && n == 0 {
        return Ok(true);
    }
    let len = object::special::len(vm, subject)?;
    Ok(if star { len >= n } else { len == n })
}

/// `len(subject)` of a sequence (which CPython's sequences keep below `isize::MAX`).
#[inline(never)]
pub(super) fn len(vm: &mut dyn Vm, subject: &Value) -> Result<i64, PyError> {
    Ok(object::special::len(vm, subject)? as i64)
}

/// A mapping pattern's test: `subject` is a mapping of at least `n` items (its length is
/// not asked for when the pattern has no keys).
#[inline(never)]
pub(super) fn mapping(vm: &mut dyn Vm, subject: &Value, n: usize) -> Result<bool, PyError> {
    if !is_mapping(subject) {
        return Ok(false);
    }
    Ok(n == 0 || object::special::len(vm, subject)? >= n)
}

/// The values of `keys` (a tuple) in the mapping `subject`, as a tuple, or `None` when
/// one is missing; looked up with `subject.get(key, sentinel)` (so a `defaultdict` makes
/// no entry), a key given twice being CPython's `ValueError`.
#[inline(never)]
pub(super) fn keys(vm: &mut dyn Vm, subject: &Value, wanted: &Value) -> Result<Value, PyError> {
    let wanted = tuple_items(wanted);
    if wanted.is_empty() {
        return Ok(Value::tuple(Vec::new()));
    }
    // A plain dict's lookups need no `get` method (CPython calls `dict.get`, the same).
    let get = match subject {
        Value::Dict(_) => None,
        _ => Some(object::getattr(vm, subject, "get")?),
    };
    let sentinel = match &get {
        Some(_) => {
            let object = vm.machine().builtin("object").cloned().unwrap_or_default();
            vm.call(&object, Vec::new(), &Vec::new())?
        }
        None => Value::None,
    };
    let seen = keys::set_of(vm, Vec::new())?;
    let mut values = Vec::with_capacity(wanted.len());
    for key in wanted {
        if keys::set_contains(vm, &seen, key)? {
            let repr = vm.repr(key)?;
            return Err(PyError::value_error(format!(
                "mapping pattern checks duplicate key ({repr})"
            )));
        }
        keys::set_add(vm, &seen, key.clone())?;
        let found = match (&get, subject) {
            (None, Value::Dict(d)) => keys::dict_get(vm, d, key)?,
            (Some(get), _) => {
                let v = vm.call(get, vec![key.clone(), sentinel.clone()], &Vec::new())?;
                (!v.is(&sentinel)).then_some(v)
            }
            _ => None,
        };
        match found {
            Some(v) => values.push(v),
            None => return Ok(Value::None),
        }
    }
    Ok(Value::tuple(values))
}

/// `**rest` of a mapping pattern: a dict of `subject`'s items but `keys` (a tuple; the
/// pattern matched, so they are there).
#[inline(never)]
pub(super) fn rest(vm: &mut dyn Vm, subject: &Value, keys: &Value) -> Result<Value, PyError> {
    let native = object::native_part(subject);
    let map = match native.as_ref().unwrap_or(subject) {
        Value::Dict(d) => d.0.borrow().clone(),
        _ => DictMap::default(),
    };
    let rest = value::Dict(std::cell::RefCell::new(map));
    for key in tuple_items(keys) {
        if keys::dict_remove(vm, &rest, key)?.is_none() {
            return Err(PyError::new(ExcType::KeyError, vm.repr(key)?));
        }
    }
    Ok(Value::dict_object(rest))
}

/// The builtin types whose instances a class pattern's one positional sub-pattern
/// matches whole (CPython's `_Py_TPFLAGS_MATCH_SELF`).
const MATCH_SELF: [Builtin; 11] = [
    builtins::BOOL,
    builtins::BYTEARRAY,
    builtins::BYTES,
    builtins::DICT,
    builtins::FLOAT,
    builtins::FROZENSET,
    builtins::INT,
    builtins::LIST,
    builtins::SET,
    builtins::STR,
    builtins::TUPLE,
];

/// Whether `cls` is one of [`MATCH_SELF`] or derives from one.
fn matches_self(cls: &Value) -> bool {
    match cls {
        Value::Builtin(b) => MATCH_SELF.contains(b),
        Value::Class(c) => MATCH_SELF
            .iter()
            .any(|b| c.is_subclass_of(&Value::Builtin(*b))),
        _ => false,
    }
}

/// A class pattern's test (CPython's `match_class`): whether `subject` is an instance of
/// `cls`, then its attributes for the `npos` positional sub-patterns (named by
/// `cls.__match_args__`) and those named by `names` (a tuple of strings), as a tuple;
/// `None` when it is no instance or lacks one of them.
#[inline(never)]
pub(super) fn class(
    vm: &mut dyn Vm,
    subject: &Value,
    cls: &Value,
    names: &Value,
    npos: usize,
) -> Result<Value, PyError> {
    let type_name: Rc<str> = match cls {
        Value::Class(c) => c.name.clone(),
        Value::Builtin(b) if b.is_type() => Rc::from(b.name()),
        _ => {
            return Err(PyError::type_error("called match pattern must be a type"));
        }
    };
    if !builtins::isinstance(subject, cls)? {
        return Ok(Value::None);
    }
    let mut seen: Vec<Rc<str>> = Vec::new();
    let mut attrs = Vec::new();
    if npos > 0 {
        let (match_args, match_self) = match object::getattr(vm, cls, "__match_args__") {
            Ok(Value::Tuple(ref t)) => (t.0.to_vec(), false),
            Ok(other) => {
                return Err(PyError::type_error(format!(
                    "{type_name}.__match_args__ must be a tuple (got {})",
                    other.type_name()
                )));
            }
            Err(e) if e.kind() == ExcType::AttributeError => (Vec::new(), matches_self(cls)),
            Err(e) => return Err(e),
        };
        let allowed = if match_self { 1 } else { match_args.len() };
        if allowed < npos {
            let plural = if allowed == 1 { "" } else { "s" };
            return Err(PyError::type_error(format!(
                "{type_name}() accepts {allowed} positional sub-pattern{plural} ({npos} given)"
            )));
        }
        if match_self {
            attrs.push(subject.clone());
        } else {
            for name in &match_args[..npos] {
                let Value::Str(name) = name else {
                    return Err(PyError::type_error(format!(
                        "__match_args__ elements must be strings (got {})",
                        name.type_name()
                    )));
                };
                match attribute(vm, subject, &type_name, &name.s, &mut seen)? {
                    Some(v) => attrs.push(v),
                    None => return Ok(Value::None),
                }
            }
        }
    }
    for name in tuple_items(names) {
        let Value::Str(name) = name else {
            continue;
        };
        match attribute(vm, subject, &type_name, &name.s, &mut seen)? {
            Some(v) => attrs.push(v),
            None => return Ok(Value::None),
        }
    }
    Ok(Value::tuple(attrs))
}

/// `subject.name` for a class pattern, `None` when it has none (an `AttributeError`); a
/// name matched twice is CPython's `TypeError`.
fn attribute(
    vm: &mut dyn Vm,
    subject: &Value,
    type_name: &str,
    name: &str,
    seen: &mut Vec<Rc<str>>,
) -> Result<Option<Value>, PyError> {
    if seen.iter().any(|s| &**s == name) {
        return Err(PyError::type_error(format!(
            "{type_name}() got multiple sub-patterns for attribute {}",
            value::format::repr(&Value::str(name))
        )));
    }
    seen.push(Rc::from(name));
    object::getattr_opt(vm, subject, name)
}

/// The items of a tuple the compiler built (nothing else reaches these ops).
fn tuple_items(v: &Value) -> &[Value] {
    match v {
        Value::Tuple(t) => &t.0,
        _ => &[],
    }
}

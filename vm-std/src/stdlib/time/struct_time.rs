//! `time.struct_time`, CPython's structseq: a `tuple` subclass of nine items (`tm_year`
//! to `tm_isdst`), each also a read-only attribute, and two read-only attributes outside
//! the sequence, `tm_zone` and `tm_gmtoff` (`len()`, iteration, indexing, comparisons and
//! hashing see only the nine). The nine are the instance's tuple; the two live in slots
//! of the instance (the class has `__slots__`, so a program can set no other attribute),
//! read through properties whose getters are the module's entries (which makes them
//! CPython's read-only members: `readonly attribute` on assignment).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::class::{Class, ClassDict, Descr, Native, c3};
use crate::value::native::Kwargs;
use crate::value::{Builtin, Value, obj};

use super::super::{ClassCell, bind_args};
use super::{
    ST_GMTOFF, ST_HOUR, ST_ISDST, ST_MDAY, ST_MIN, ST_MON, ST_NEW, ST_REPR, ST_SEC, ST_WDAY,
    ST_YDAY, ST_YEAR, ST_ZONE,
};

/// The fields, in order: the first [`VISIBLE`] are the sequence.
pub const FIELDS: [&str; 11] = [
    "tm_year",
    "tm_mon",
    "tm_mday",
    "tm_hour",
    "tm_min",
    "tm_sec",
    "tm_wday",
    "tm_yday",
    "tm_isdst",
    "tm_zone",
    "tm_gmtoff",
];

/// How many fields the sequence has (CPython's `n_sequence_fields`).
pub const VISIBLE: usize = 9;

/// The getters of [`FIELDS`], in order.
const GETTERS: [Builtin; 11] = [
    ST_YEAR, ST_MON, ST_MDAY, ST_HOUR, ST_MIN, ST_SEC, ST_WDAY, ST_YDAY, ST_ISDST, ST_ZONE,
    ST_GMTOFF,
];

const NAME: &str = "time.struct_time";

thread_local! {
    static CLASS: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static CELL: ClassCell = ClassCell::new(&CLASS);

/// The class (made once per thread: see [`ClassCell`]).
pub fn class(vm: &mut dyn Vm) -> Rc<Class> {
    CELL.get_with(vm, make)
}

/// Whether `v` is a `struct_time` itself (not an instance of a subclass: CPython reads
/// `tm_zone` and `tm_gmtoff` only from those).
pub fn is_struct_time(vm: &mut dyn Vm, v: &Value) -> bool {
    match v {
        Value::Instance(i) => Rc::ptr_eq(&i.class, &class(vm)),
        _ => false,
    }
}

fn make(vm: &mut dyn Vm) -> Rc<Class> {
    let m = vm.machine();
    let object = m.object.clone();
    let tuple = m
        .builtin("tuple")
        .cloned()
        .unwrap_or_else(|| object.clone());
    let mut dict = ClassDict::default();
    dict.set(
        Rc::from("__new__"),
        Value::Descr(obj(Descr::StaticMethod(Value::Builtin(ST_NEW)))),
    );
    dict.set(Rc::from("__repr__"), Value::Builtin(ST_REPR));
    for (name, getter) in FIELDS.iter().zip(GETTERS) {
        let member = Descr::Property {
            fget: Value::Builtin(getter),
            fset: Value::None,
            fdel: Value::None,
        };
        dict.set(Rc::from(*name), Value::Descr(obj(member)));
    }
    // Where the instance keeps the fields outside the sequence (the properties above
    // shadow the slots' names; their getters read the slots).
    let extra = FIELDS[VISIBLE..].iter().map(|n| Value::str(*n)).collect();
    dict.set(Rc::from("__slots__"), Value::tuple(extra));
    for (name, n) in [
        ("n_sequence_fields", VISIBLE),
        ("n_fields", FIELDS.len()),
        ("n_unnamed_fields", 0),
    ] {
        dict.set(Rc::from(name), Value::Int(n as i64));
    }
    let bases = vec![tuple];
    let made = c3(NAME, &bases, &object)
        .and_then(|mro| Class::new(Rc::from(NAME), bases, mro, dict, Native::Tuple, None, true));
    match made {
        Ok(c) => c,
        Err(_) => unreachable!("a tuple subclass with valid __slots__"),
    }
}

/// A `struct_time` of the nine `items` and the two fields outside the sequence.
pub fn make_value(vm: &mut dyn Vm, items: Vec<Value>, zone: Value, gmtoff: Value) -> Value {
    let class = class(vm);
    let v = object::new_instance(&class);
    if let Value::Instance(i) = &v {
        *i.native.borrow_mut() = Value::tuple(items);
        for (name, x) in FIELDS[VISIBLE..].iter().zip([zone, gmtoff]) {
            let name = vm.machine().attribute_name(name);
            // why ignored: the class's `__slots__` have both names.
            let _ = i.set(&name, x);
        }
    }
    v
}

/// Field `n` of `struct_time` `v` (`None` for an extra field never set).
pub fn field(v: &Value, n: usize) -> PyResult<Value> {
    let Value::Instance(i) = v else {
        return Err(wrong_receiver(n, v));
    };
    if n < VISIBLE {
        return match &*i.native.borrow() {
            Value::Tuple(t) => Ok(t.0.get(n).cloned().unwrap_or(Value::None)),
            _ => Err(wrong_receiver(n, v)),
        };
    }
    Ok(i.get(FIELDS[n]).unwrap_or(Value::None))
}

#[cold]
fn wrong_receiver(n: usize, v: &Value) -> PyError {
    PyError::type_error(format!(
        "descriptor '{}' for '{NAME}' objects doesn't apply to a '{}' object",
        FIELDS[n],
        v.type_name()
    ))
}

macro_rules! getters {
    ($($name:ident = $n:literal),* $(,)?) => {
        $(
            #[doc = concat!("`struct_time.", stringify!($name), "`.")]
            pub(super) fn $name(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
                field(&args[0], $n)
            }
        )*
    };
}

getters!(
    tm_year = 0,
    tm_mon = 1,
    tm_mday = 2,
    tm_hour = 3,
    tm_min = 4,
    tm_sec = 5,
    tm_wday = 6,
    tm_yday = 7,
    tm_isdst = 8,
    tm_zone = 9,
    tm_gmtoff = 10,
);

/// `struct_time(sequence, dict=None)`: 9 to 11 items; the fields the sequence leaves out
/// are taken from `dict` by name, else `None` (CPython's `structseq_new`).
pub(super) fn new(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let Some((_cls, rest)) = args.split_first_mut() else {
        return Err(PyError::type_error(
            "structseq.__new__(): not enough arguments",
        ));
    };
    let [seq, dict] = bind_args("structseq", ["sequence", "dict"], 1, 2, rest, kw)?;
    let seq = seq.unwrap_or_default();
    let items = sequence(vm, &seq)?;
    // An explicit `None` is no dict either (CPython's default is no argument).
    let dict = match &dict {
        None => None,
        Some(Value::Dict(d)) => Some(d),
        Some(_) => {
            return Err(PyError::type_error(format!(
                "{NAME}() takes a dict as second arg, if any"
            )));
        }
    };
    let n = items.len();
    if n < VISIBLE {
        return Err(PyError::type_error(format!(
            "{NAME}() takes an at least {VISIBLE}-sequence ({n}-sequence given)"
        )));
    }
    if n > FIELDS.len() {
        return Err(PyError::type_error(format!(
            "{NAME}() takes an at most {}-sequence ({n}-sequence given)",
            FIELDS.len()
        )));
    }
    let mut items = items;
    let mut extra = items.split_off(VISIBLE);
    for name in &FIELDS[VISIBLE + extra.len()..] {
        let found = dict
            .as_ref()
            .and_then(|d| d.0.borrow().get(&Value::str(*name)).cloned());
        extra.push(found.unwrap_or(Value::None));
    }
    let gmtoff = extra.pop().unwrap_or(Value::None);
    let zone = extra.pop().unwrap_or(Value::None);
    Ok(make_value(vm, items, zone, gmtoff))
}

/// The items of `seq` as CPython's `PySequence_Fast` takes them: an object that cannot
/// be iterated is `constructor requires a sequence`.
fn sequence(vm: &mut dyn Vm, seq: &Value) -> PyResult<Vec<Value>> {
    let mut it = match object::special::iterate(vm, seq) {
        Ok(it) => it,
        Err(e) if e.kind() == crate::error::ExcType::TypeError => {
            return Err(PyError::type_error("constructor requires a sequence"));
        }
        Err(e) => return Err(e),
    };
    let mut out = Vec::new();
    while let Some(v) = object::special::next(vm, &mut it)? {
        out.push(v);
    }
    Ok(out)
}

/// `repr(t)`: `time.struct_time(tm_year=2009, ...)`, the sequence's fields only.
pub(super) fn repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let mut out = format!("{NAME}(");
    for (n, name) in FIELDS[..VISIBLE].iter().enumerate() {
        let v = field(&args[0], n)?;
        if n > 0 {
            out.push_str(", ");
        }
        out.push_str(name);
        out.push('=');
        out.push_str(&vm.repr(&v)?);
    }
    out.push(')');
    Ok(Value::str(out))
}

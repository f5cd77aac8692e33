//! `time.struct_time`, CPython's structseq (see `structseq`): a `tuple` subclass of nine
//! items (`tm_year` to `tm_isdst`), each also a read-only attribute, and two read-only
//! attributes outside the sequence, `tm_zone` and `tm_gmtoff` (`len()`, iteration,
//! indexing, comparisons and hashing see only the nine). The nine are the instance's
//! tuple; the two live in slots of the instance.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::class::Class;
use crate::value::native::Kwargs;
use crate::value::{Builtin, Value};

use super::super::structseq::{self, Shape};
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

const SHAPE: Shape = Shape {
    name: NAME,
    fields: &FIELDS,
    getters: &GETTERS,
    visible: VISIBLE,
    new: ST_NEW,
    repr: ST_REPR,
};

thread_local! {
    static CLASS: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static CELL: ClassCell = ClassCell::new(&CLASS);

/// The class (made once per thread: see [`ClassCell`]).
pub fn class(vm: &mut dyn Vm) -> Rc<Class> {
    CELL.get_with(vm, |vm| structseq::make_class(vm, &SHAPE))
}

/// Whether `v` is a `struct_time` itself (not an instance of a subclass: CPython reads
/// `tm_zone` and `tm_gmtoff` only from those).
pub fn is_struct_time(vm: &mut dyn Vm, v: &Value) -> bool {
    match v {
        Value::Instance(i) => Rc::ptr_eq(&i.class, &class(vm)),
        _ => false,
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
    if n < VISIBLE {
        return structseq::item(&SHAPE, v, n);
    }
    match v {
        Value::Instance(i) => Ok(i.get(FIELDS[n]).unwrap_or(Value::None)),
        _ => Err(structseq::wrong_receiver(&SHAPE, n, v)),
    }
}

structseq::getters!(
    "struct_time",
    field;
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
    let items = structseq::sequence(vm, &seq)?;
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

/// `repr(t)`: `time.struct_time(tm_year=2009, ...)`, the sequence's fields only.
pub(super) fn repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    structseq::repr(vm, &SHAPE, &args[0])
}

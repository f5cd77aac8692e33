//! `sys.float_info`, CPython's structseq of the float type's limits (see `structseq`):
//! a `tuple` of eleven items, each also a read-only attribute: those of IEEE 754
//! doubles, as `<float.h>` gives them to CPython.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::PyResult;
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::class::Class;
use crate::value::native::Kwargs;

use super::super::ClassCell;
use super::super::structseq::{self, Shape};
use super::{
    FI_DIG, FI_EPSILON, FI_MANT_DIG, FI_MAX, FI_MAX_10_EXP, FI_MAX_EXP, FI_MIN, FI_MIN_10_EXP,
    FI_MIN_EXP, FI_NEW, FI_RADIX, FI_REPR, FI_ROUNDS,
};

const SHAPE: Shape = Shape {
    name: "sys.float_info",
    fields: &[
        "max",
        "max_exp",
        "max_10_exp",
        "min",
        "min_exp",
        "min_10_exp",
        "dig",
        "mant_dig",
        "epsilon",
        "radix",
        "rounds",
    ],
    getters: &[
        FI_MAX,
        FI_MAX_EXP,
        FI_MAX_10_EXP,
        FI_MIN,
        FI_MIN_EXP,
        FI_MIN_10_EXP,
        FI_DIG,
        FI_MANT_DIG,
        FI_EPSILON,
        FI_RADIX,
        FI_ROUNDS,
    ],
    visible: 11,
    new: FI_NEW,
    repr: FI_REPR,
};

thread_local! {
    static CLASS: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static CELL: ClassCell = ClassCell::new(&CLASS);

/// The class (made once per thread: see [`ClassCell`]).
fn class(vm: &mut dyn Vm) -> Rc<Class> {
    CELL.get_with(vm, |vm| structseq::make_class(vm, &SHAPE))
}

/// The value of `sys.float_info`.
pub fn value(vm: &mut dyn Vm) -> Value {
    let class = class(vm);
    structseq::instance(&class, items())
}

/// The fields of `sys.float_info`, in order.
fn items() -> Vec<Value> {
    vec![
        Value::Float(f64::MAX),
        Value::Int(i64::from(f64::MAX_EXP)),
        Value::Int(i64::from(f64::MAX_10_EXP)),
        Value::Float(f64::MIN_POSITIVE),
        Value::Int(i64::from(f64::MIN_EXP)),
        Value::Int(i64::from(f64::MIN_10_EXP)),
        Value::Int(i64::from(f64::DIGITS)),
        Value::Int(i64::from(f64::MANTISSA_DIGITS)),
        Value::Float(f64::EPSILON),
        Value::Int(i64::from(f64::RADIX)),
        // FLT_ROUNDS: to nearest.
        Value::Int(1),
    ]
}

/// Field `n` of `v`, a `sys.float_info`.
fn field(v: &Value, n: usize) -> PyResult<Value> {
    structseq::item(&SHAPE, v, n)
}

structseq::getters!("sys.float_info", field; max = 0, max_exp = 1, max_10_exp = 2, min = 3, min_exp = 4, min_10_exp = 5, dig = 6, mant_dig = 7, epsilon = 8, radix = 9, rounds = 10);

/// `type(sys.float_info)(sequence, dict=None)`: an instance of other values, as CPython's.
pub(super) fn new(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let class = class(vm);
    structseq::new_all_visible(vm, &SHAPE, &class, args, kw)
}

/// `repr(sys.float_info)`: `sys.float_info(max=..., ...)`.
pub(super) fn repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    structseq::repr(vm, &SHAPE, &args[0])
}

//! `sys.version_info`, CPython's structseq of the version (see `structseq`): a `tuple` of
//! five items (`major`, `minor`, `micro`, `releaselevel`, `serial`), each also a
//! read-only attribute, that a program cannot make more of (`cannot create
//! 'sys.version_info' instances`). It compares, slices and unpacks as its tuple:
//! `sys.version_info >= (3, 8)`, `sys.version_info[:2]`.

use std::cell::RefCell;
use std::rc::Weak;

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::class::Class;
use crate::value::native::Kwargs;

use super::super::ClassCell;
use super::super::structseq::{self, Shape};
use super::{VI_MAJOR, VI_MICRO, VI_MINOR, VI_NEW, VI_RELEASELEVEL, VI_REPR, VI_SERIAL};

const SHAPE: Shape = Shape {
    name: "sys.version_info",
    fields: &["major", "minor", "micro", "releaselevel", "serial"],
    getters: &[VI_MAJOR, VI_MINOR, VI_MICRO, VI_RELEASELEVEL, VI_SERIAL],
    visible: 5,
    new: VI_NEW,
    repr: VI_REPR,
};

thread_local! {
    static CLASS: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static CELL: ClassCell = ClassCell::new(&CLASS);

/// The value of `sys.version_info` for version `(major, minor, micro)`, a final release.
pub fn value(vm: &mut dyn Vm, (major, minor, micro): (i64, i64, i64)) -> Value {
    let class = CELL.get_with(vm, |vm| structseq::make_class(vm, &SHAPE));
    let v = object::new_instance(&class);
    if let Value::Instance(i) = &v {
        *i.native.borrow_mut() = Value::tuple(vec![
            Value::Int(major),
            Value::Int(minor),
            Value::Int(micro),
            Value::str("final"),
            Value::Int(0),
        ]);
    }
    v
}

/// Field `n` of `v`, a `sys.version_info`.
fn field(v: &Value, n: usize) -> PyResult<Value> {
    structseq::item(&SHAPE, v, n)
}

structseq::getters!("sys.version_info", field; major = 0, minor = 1, micro = 2, releaselevel = 3, serial = 4);

/// `type(sys.version_info)(...)`: refused, as CPython's.
pub(super) fn new(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(format!(
        "cannot create '{}' instances",
        SHAPE.name
    )))
}

/// `repr(sys.version_info)`: `sys.version_info(major=3, minor=11, ...)`.
pub(super) fn repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    structseq::repr(vm, &SHAPE, &args[0])
}

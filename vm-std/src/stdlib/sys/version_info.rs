//! `sys.version_info`, CPython's structseq of the version (see `structseq`): a `tuple` of
//! five items (`major`, `minor`, `micro`, `releaselevel`, `serial`), each also a
//! read-only attribute, that a program cannot make more of (`cannot create
//! 'sys.version_info' instances`). It compares, slices and unpacks as its tuple:
//! `sys.version_info >= (3, 8)`, `sys.version_info[:2]`.

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;

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

structseq::standard!(SHAPE);

/// The value of `sys.version_info` for version `(major, minor, micro)`, a final release.
pub fn value(vm: &mut dyn Vm, (major, minor, micro): (i64, i64, i64)) -> Value {
    let class = class(vm);
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

structseq::getters!("sys.version_info", field; major = 0, minor = 1, micro = 2, releaselevel = 3, serial = 4);

/// `type(sys.version_info)(...)`: refused, as CPython's.
pub(super) fn new(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(format!(
        "cannot create '{}' instances",
        SHAPE.name
    )))
}

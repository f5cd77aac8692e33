//! Methods of `tuple`.

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{self, Tuple, Value, py_eq};

pub(super) fn index(
    _vm: &mut dyn Vm,
    t: &Rc<Tuple>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    match value::comparing(|| t.0.iter().position(|x| x.is(&a[0]) || py_eq(x, &a[0])))? {
        Some(j) => Ok(Value::Int(j as i64)),
        None => Err(PyError::value_error("tuple.index(x): x not in tuple")),
    }
}

pub(super) fn count(
    _vm: &mut dyn Vm,
    t: &Rc<Tuple>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let n = value::comparing(|| {
        t.0.iter()
            .filter(|x| x.is(&a[0]) || py_eq(x, &a[0]))
            .count()
    })?;
    Ok(Value::Int(n as i64))
}

/// `tuple.__repr__(t)`: the builtin repr, also of a subclass's instance (its tuple part).
pub(super) fn repr(vm: &mut dyn Vm, t: &Rc<Tuple>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let t = Value::Tuple(value::obj_rc(Rc::clone(t)));
    Ok(Value::str(vm.repr(&t)?))
}

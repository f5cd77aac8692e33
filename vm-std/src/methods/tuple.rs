//! Methods of `tuple`.

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::value::native::Kwargs;
use crate::value::{Tuple, Value, py_eq};

pub(super) fn index(t: &Rc<Tuple>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match t.0.iter().position(|x| x.is(&a[0]) || py_eq(x, &a[0])) {
        Some(j) => Ok(Value::Int(j as i64)),
        None => Err(PyError::value_error("tuple.index(x): x not in tuple")),
    }
}

pub(super) fn count(t: &Rc<Tuple>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(
        t.0.iter()
            .filter(|x| x.is(&a[0]) || py_eq(x, &a[0]))
            .count() as i64,
    ))
}

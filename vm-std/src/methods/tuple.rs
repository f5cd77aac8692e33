//! Methods of `tuple`.

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{self, Tuple, Value, py_eq};

/// Whether comparing `item` with the items of `t` may run an `__eq__` (or compare an
/// instance of a subclass of a builtin type by its value): then through the machine.
fn user_eq(t: &Tuple, item: &Value) -> bool {
    let maybe = |x: &Value| matches!(x, Value::Instance(_)) || x.holds_instance();
    maybe(item) || t.0.iter().any(maybe)
}

/// The positions of the items of `t` equal to `x` through the machine's `==` (identity
/// first, as CPython's `PyObject_RichCompare` shortcut).
fn equal_items(vm: &mut dyn Vm, t: &Tuple, x: &Value, all: bool) -> PyResult<Vec<usize>> {
    let mut found = Vec::new();
    for (j, item) in t.0.iter().enumerate() {
        if item.is(x) || vm.eq(item, x)? {
            found.push(j);
            if !all {
                break;
            }
        }
    }
    Ok(found)
}

pub(super) fn index(
    vm: &mut dyn Vm,
    t: &Rc<Tuple>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if user_eq(t, &a[0]) {
        return match equal_items(vm, t, &a[0], false)?.first() {
            Some(&j) => Ok(Value::Int(j as i64)),
            None => Err(PyError::value_error("tuple.index(x): x not in tuple")),
        };
    }
    match value::comparing(|| t.0.iter().position(|x| x.is(&a[0]) || py_eq(x, &a[0])))? {
        Some(j) => Ok(Value::Int(j as i64)),
        None => Err(PyError::value_error("tuple.index(x): x not in tuple")),
    }
}

pub(super) fn count(
    vm: &mut dyn Vm,
    t: &Rc<Tuple>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if user_eq(t, &a[0]) {
        return Ok(Value::Int(equal_items(vm, t, &a[0], true)?.len() as i64));
    }
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

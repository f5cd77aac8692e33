//! Methods of `range` and `slice`: the index arithmetic types.

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{Range, Value, num};

/// Where the int `x` lies in `r` (its position), if it does.
fn position(r: &Range, x: i64) -> Option<i64> {
    let offset = i128::from(x) - i128::from(r.start);
    let step = i128::from(r.step);
    let inside = if r.step > 0 {
        x >= r.start && x < r.stop
    } else {
        x <= r.start && x > r.stop
    };
    (inside && offset % step == 0).then(|| (offset / step) as i64)
}

/// The exact int `x` is (an `int` or a `bool`, not an instance of a subclass, which
/// CPython's range compares by `==` like any other value).
fn exact_int(x: &Value) -> Option<Option<i64>> {
    match x {
        Value::Int(i) => Some(Some(*i)),
        Value::Bool(b) => Some(Some(i64::from(*b))),
        // Outside i64, so outside every range of i64 bounds.
        Value::BigInt(_) => Some(None),
        _ => None,
    }
}

/// The positions in `r` whose item `==` `x`, in order (a search by comparison, for what is
/// not an int).
fn compare_each(vm: &mut dyn Vm, r: &Range, x: &Value, first_only: bool) -> PyResult<Vec<i64>> {
    let mut found = Vec::new();
    for k in 0..r.len() {
        let item = Value::Int(r.start + k * r.step);
        if vm.eq(&item, x)? {
            found.push(k);
            if first_only {
                break;
            }
        }
    }
    Ok(found)
}

/// `range.index(x)`.
pub(super) fn index(
    vm: &mut dyn Vm,
    r: &Rc<Range>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let x = &a[0];
    match exact_int(x) {
        Some(i) => match i.and_then(|i| position(r, i)) {
            Some(k) => Ok(Value::Int(k)),
            None => Err(PyError::value_error(format!(
                "{} is not in range",
                vm.repr(x)?
            ))),
        },
        None => match compare_each(vm, r, x, true)?.first() {
            Some(&k) => Ok(Value::Int(k)),
            None => Err(PyError::value_error("sequence.index(x): x not in sequence")),
        },
    }
}

/// `range.count(x)`.
pub(super) fn count(
    vm: &mut dyn Vm,
    r: &Rc<Range>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let x = &a[0];
    Ok(Value::Int(match exact_int(x) {
        Some(i) => i64::from(i.and_then(|i| position(r, i)).is_some()),
        None => compare_each(vm, r, x, false)?.len() as i64,
    }))
}

/// `slice.indices(length)`: `(start, stop, step)` clipped to a sequence of `length`
/// items.
pub(super) fn indices(
    _vm: &mut dyn Vm,
    s: &Rc<[Value; 3]>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let len = num::to_index(&a[0])?;
    if len < 0 {
        return Err(PyError::value_error("length should not be negative"));
    }
    let (start, stop, step) = crate::ops::slice_adjusted(s, len)?;
    Ok(Value::tuple(vec![
        Value::Int(start),
        Value::Int(stop),
        Value::Int(step),
    ]))
}

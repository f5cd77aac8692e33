//! Methods of the descriptors of `BaseException`'s fields (`getset_descriptor` for
//! `__traceback__`, `__context__`, `__cause__`; `member_descriptor` for
//! `__suppress_context__`): the descriptor protocol called by hand
//! (`BaseException.__dict__['__traceback__'].__get__(e)`), as CPython's do.

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::class::{Descr, ExcField, del_exc_field, exc_state_of, set_exc_field};
use crate::value::native::Kwargs;
use crate::value::{Value, obj_rc};

/// The field `d` describes.
fn field(d: &Descr) -> PyResult<ExcField> {
    match d {
        Descr::ExcField(f) => Ok(*f),
        _ => Err(PyError::type_error("not an exception field's descriptor")),
    }
}

/// `__get__(instance, owner=None)`: the field of `instance`; the descriptor itself
/// read through a class (`instance` `None`).
pub(super) fn get(_: &mut dyn Vm, d: &Rc<Descr>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let f = field(d)?;
    match (&a[0], a.get(1)) {
        (Value::None, None | Some(Value::None)) => {
            Err(PyError::type_error("__get__(None, None) is invalid"))
        }
        (Value::None, Some(_)) => Ok(Value::Descr(obj_rc(Rc::clone(d)))),
        (instance, _) => Ok(exc_state_of(instance, f)?.exc_field(f)),
    }
}

/// `__set__(instance, value)`: sets the field, checked as an assignment is.
pub(super) fn set(_: &mut dyn Vm, d: &Rc<Descr>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let f = field(d)?;
    let value = std::mem::take(&mut a[1]);
    set_exc_field(&a[0], f, value)?;
    Ok(Value::None)
}

/// `__delete__(instance)`: CPython's `TypeError`, as `del e.__traceback__`.
pub(super) fn delete(
    _: &mut dyn Vm,
    d: &Rc<Descr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Err(del_exc_field(&a[0], field(d)?))
}

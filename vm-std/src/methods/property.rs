//! Methods of `property`: copies with another getter, setter or deleter (what
//! `@x.setter` decorates with).

use std::rc::Rc;

use crate::error::PyResult;
use crate::runtime::Vm;
use crate::value::class::Descr;
use crate::value::native::Kwargs;
use crate::value::{Value, obj};

/// A copy of property `d` with `f` in the place `which` picks (0 getter, 1 setter, 2
/// deleter), its docstring and name kept (a docstring that was the getter's is the new
/// getter's).
fn with(d: &Descr, f: Value, which: usize) -> Value {
    let Descr::Property {
        fget,
        fset,
        fdel,
        doc,
        name,
    } = d
    else {
        return Value::None;
    };
    let mut parts = [fget.clone(), fset.clone(), fdel.clone()];
    parts[which] = f;
    let [fget, fset, fdel] = parts;
    Value::Descr(obj(Descr::Property {
        fget,
        fset,
        fdel,
        doc: doc.clone(),
        name: name.clone(),
    }))
}

pub(super) fn getter(
    _vm: &mut dyn Vm,
    d: &Rc<Descr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(with(d, a[0].clone(), 0))
}

pub(super) fn setter(
    _vm: &mut dyn Vm,
    d: &Rc<Descr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(with(d, a[0].clone(), 1))
}

pub(super) fn deleter(
    _vm: &mut dyn Vm,
    d: &Rc<Descr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(with(d, a[0].clone(), 2))
}

//! Methods of `dict`.

use std::mem;
use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::ops;
use crate::value::iter::{collect, unpack};
use crate::value::native::Kwargs;
use crate::value::{Dict, DictView, Value, ViewKind, obj};

pub(super) fn get(d: &Rc<Dict>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    a[0].check_hashable()?;
    Ok(d.0
        .borrow()
        .get(&a[0])
        .cloned()
        .unwrap_or_else(|| a.get(1).cloned().unwrap_or(Value::None)))
}

pub(super) fn keys(d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(view(d, ViewKind::Keys))
}

pub(super) fn values(d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(view(d, ViewKind::Values))
}

pub(super) fn items(d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(view(d, ViewKind::Items))
}

/// A live view of `d`.
fn view(d: &Rc<Dict>, kind: ViewKind) -> Value {
    Value::View(obj(DictView {
        dict: Rc::clone(d),
        kind,
    }))
}

pub(super) fn pop(d: &Rc<Dict>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    a[0].check_hashable()?;
    let r = d.0.borrow_mut().remove(&a[0]);
    match (r, a.get(1)) {
        (Some(v), _) => Ok(v),
        (None, Some(dflt)) => Ok(dflt.clone()),
        (None, None) => Err(ops::key_error(&a[0])),
    }
}

pub(super) fn popitem(d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match d.0.borrow_mut().pop() {
        Some((k, v)) => Ok(Value::tuple(vec![k, v])),
        None => Err(PyError::new(
            ExcType::KeyError,
            "'popitem(): dictionary is empty'",
        )),
    }
}

pub(super) fn setdefault(d: &Rc<Dict>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    a[0].check_hashable()?;
    let mut map = d.0.borrow_mut();
    let dflt = a.get(1).cloned().unwrap_or(Value::None);
    Ok(map.setdefault(a[0].clone(), dflt))
}

pub(super) fn update(d: &Rc<Dict>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Some(src) = a.first() {
        let pairs: Vec<(Value, Value)> = match src {
            Value::Dict(s) => {
                s.0.borrow()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect()
            }
            other => {
                let mut out = Vec::new();
                for item in collect(other)? {
                    let mut kv = unpack(&item, 2)?.into_iter();
                    let k = kv.next().unwrap_or_default();
                    k.check_hashable()?;
                    out.push((k, kv.next().unwrap_or_default()));
                }
                out
            }
        };
        d.0.borrow_mut().extend(pairs);
    }
    Ok(Value::None)
}

pub(super) fn copy(d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::dict(d.0.borrow().clone()))
}

pub(super) fn clear(d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let old = mem::take(&mut *d.0.borrow_mut());
    drop(old);
    Ok(Value::None)
}

//! Methods of `list`.

use std::mem;
use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::ops::sort::{sort_order, sort_values};
use crate::runtime::Vm;
use crate::value::iter::collect;
use crate::value::native::Kwargs;
use crate::value::{self, List, Value, format, num, py_eq};

pub(super) fn append(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    l.push(mem::take(&mut a[0]))?;
    Ok(Value::None)
}

pub(super) fn extend(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let items = collect(&a[0])?;
    l.extend(items)?;
    Ok(Value::None)
}

pub(super) fn insert(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let i = num::to_index(&a[0])?;
    let mut v = l.values_mut();
    let n = v.len() as i64;
    let at = if i < 0 { (i + n).max(0) } else { i.min(n) };
    v.insert(at as usize, a[1].clone());
    Ok(Value::None)
}

pub(super) fn pop(_vm: &mut dyn Vm, l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if l.is_empty() {
        return Err(PyError::index_error("pop from empty list"));
    }
    let i = match a.first() {
        Some(x) => num::to_index(x)?,
        None => -1,
    };
    match value::norm_index(i, l.len()) {
        Some(j) => Ok(l.remove(j)),
        None => Err(PyError::index_error("pop index out of range")),
    }
}

pub(super) fn remove(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let pos = value::comparing(|| {
        l.with_values(|v| v.iter().position(|x| x.is(&a[0]) || py_eq(x, &a[0])))
    })?;
    match pos {
        Some(j) => {
            l.remove(j);
            Ok(Value::None)
        }
        None => Err(PyError::value_error("list.remove(x): x not in list")),
    }
}

pub(super) fn index(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let n = l.len() as i64;
    let bound = |x: Option<&Value>, d: i64| -> PyResult<usize> {
        Ok(match x {
            None => d,
            Some(x) => {
                let i = num::to_index(x)?;
                if i < 0 { (i + n).max(0) } else { i.min(n) }
            }
        } as usize)
    };
    let (s, e) = (bound(a.get(1), 0)?, bound(a.get(2), n)?);
    let found = value::comparing(|| {
        l.with_values(|v| {
            (v.iter().enumerate().take(e).skip(s))
                .find(|(_, x)| x.is(&a[0]) || py_eq(x, &a[0]))
                .map(|(j, _)| j)
        })
    })?;
    if let Some(j) = found {
        return Ok(Value::Int(j as i64));
    }
    Err(PyError::value_error(format!(
        "{} is not in list",
        format::repr(&a[0])
    )))
}

pub(super) fn count(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let n = value::comparing(|| {
        l.with_values(|v| v.iter().filter(|x| x.is(&a[0]) || py_eq(x, &a[0])).count())
    })?;
    Ok(Value::Int(n as i64))
}

/// `list.sort(key=None, reverse=False)` (its table entry lets keywords through).
pub(super) fn sort(vm: &mut dyn Vm, l: &Rc<List>, _: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut reverse = false;
    let mut key = Value::None;
    for (k, v) in kw {
        match &**k {
            "reverse" => reverse = value::truthy(v),
            "key" => key = v.clone(),
            other => {
                return Err(PyError::type_error(format!(
                    "sort() got an unexpected keyword argument '{other}'"
                )));
            }
        }
    }
    // why: CPython empties the list while sorting, so comparisons that look at it
    // see an empty list instead of a half-sorted one (and no borrow is held).
    let mut v = l.take();
    let r = sort_by_key(vm, &mut v, &key, reverse);
    l.replace(v);
    r.map(|()| Value::None)
}

/// Sorts `v` (stably) by `key(item)` (`None`: the items themselves), comparing with the
/// machine's `<` (which calls instances' `__lt__`).
pub fn sort_by_key(
    vm: &mut dyn Vm,
    v: &mut Vec<Value>,
    key: &Value,
    reverse: bool,
) -> PyResult<()> {
    if matches!(key, Value::None) {
        return sort_values(v, reverse, &mut |a, b| vm.less(a, b));
    }
    let mut keys = Vec::with_capacity(v.len());
    for item in v.iter() {
        keys.push(vm.call(key, vec![item.clone()], &[])?);
    }
    let order = sort_order(&keys, reverse, &mut |a, b| vm.less(a, b))?;
    let mut items: Vec<Value> = std::mem::take(v);
    *v = order
        .into_iter()
        .map(|i| mem::take(&mut items[i]))
        .collect();
    Ok(())
}

pub(super) fn reverse(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    l.reverse();
    Ok(Value::None)
}

pub(super) fn copy(_vm: &mut dyn Vm, l: &Rc<List>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::list(l.to_vec()))
}

pub(super) fn clear(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    drop(l.take());
    Ok(Value::None)
}

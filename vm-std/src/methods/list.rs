//! Methods of `list`.

use std::mem;
use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::ops::sort::sort_values;
use crate::value::iter::collect;
use crate::value::native::Kwargs;
use crate::value::{self, List, Value, format, num, py_eq};

pub(super) fn append(l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    l.push(mem::take(&mut a[0]))?;
    Ok(Value::None)
}

pub(super) fn extend(l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let items = collect(&a[0])?;
    l.extend(items)?;
    Ok(Value::None)
}

pub(super) fn insert(l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let i = num::to_index(&a[0])?;
    let mut v = l.values_mut();
    let n = v.len() as i64;
    let at = if i < 0 { (i + n).max(0) } else { i.min(n) };
    v.insert(at as usize, a[1].clone());
    Ok(Value::None)
}

pub(super) fn pop(l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
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

pub(super) fn remove(l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
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

pub(super) fn index(l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
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

pub(super) fn count(l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let n = value::comparing(|| {
        l.with_values(|v| v.iter().filter(|x| x.is(&a[0]) || py_eq(x, &a[0])).count())
    })?;
    Ok(Value::Int(n as i64))
}

/// `list.sort(reverse=False)` (its table entry lets keywords through).
pub(super) fn sort(l: &Rc<List>, _: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut reverse = false;
    for (k, v) in kw {
        match &**k {
            "reverse" => reverse = value::truthy(v),
            "key" => return Err(PyError::type_error("list.sort(): key= is not supported")),
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
    let r = sort_values(&mut v, reverse);
    l.replace(v);
    r.map(|()| Value::None)
}

pub(super) fn reverse(l: &Rc<List>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    l.reverse();
    Ok(Value::None)
}

pub(super) fn copy(l: &Rc<List>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::list(l.to_vec()))
}

pub(super) fn clear(l: &Rc<List>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    drop(l.take());
    Ok(Value::None)
}

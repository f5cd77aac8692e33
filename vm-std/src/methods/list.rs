//! Methods of `list`.

use std::mem;
use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::ops;
use crate::ops::sort::{sort_order, sort_values};
use crate::runtime::Vm;
use crate::value::iter::collect;
use crate::value::native::Kwargs;
use crate::value::{self, List, Value, num, py_eq};

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
    vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    super::materialize(vm, &mut a[0])?;
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

/// Whether finding `item` in `l` may call an `__eq__`: an instance is the item or may be
/// among the items (a container item may hold one).
fn user_eq(l: &List, item: &Value) -> bool {
    let maybe = |x: &Value| matches!(x, Value::Instance(_)) || x.holds_instance();
    maybe(item) || l.with_values(|v| v.iter().any(maybe))
}

/// The first position in `start..end` of an item equal to `x` through the machine's `==`
/// (an `__eq__` may change the list: each item is read by position, the length anew).
fn find_by_eq(
    vm: &mut dyn Vm,
    l: &List,
    x: &Value,
    start: usize,
    end: usize,
) -> PyResult<Option<usize>> {
    let mut j = start;
    while j < end {
        let Some(item) = l.get_cloned(j) else {
            break;
        };
        if vm.eq(&item, x)? {
            return Ok(Some(j));
        }
        j += 1;
    }
    Ok(None)
}

pub(super) fn remove(
    vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let pos = if user_eq(l, &a[0]) {
        find_by_eq(vm, l, &a[0], 0, usize::MAX)?
    } else {
        value::comparing(|| {
            l.with_values(|v| v.iter().position(|x| x.is(&a[0]) || py_eq(x, &a[0])))
        })?
    };
    match pos {
        Some(j) => {
            l.remove(j);
            Ok(Value::None)
        }
        None => Err(PyError::value_error("list.remove(x): x not in list")),
    }
}

pub(super) fn index(vm: &mut dyn Vm, l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
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
    let found = if user_eq(l, &a[0]) {
        find_by_eq(vm, l, &a[0], s, e)?
    } else {
        value::comparing(|| {
            l.with_values(|v| {
                (v.iter().enumerate().take(e).skip(s))
                    .find(|(_, x)| x.is(&a[0]) || py_eq(x, &a[0]))
                    .map(|(j, _)| j)
            })
        })?
    };
    if let Some(j) = found {
        return Ok(Value::Int(j as i64));
    }
    Err(PyError::value_error(format!(
        "{} is not in list",
        vm.repr(&a[0])?
    )))
}

pub(super) fn count(vm: &mut dyn Vm, l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if user_eq(l, &a[0]) {
        let mut n = 0;
        let mut j = 0;
        while let Some(item) = l.get_cloned(j) {
            if vm.eq(&item, &a[0])? {
                n += 1;
            }
            j += 1;
        }
        return Ok(Value::Int(n));
    }
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
    // A comparison that added items to the emptied list: CPython's error (its items are
    // dropped, the sorted ones put back).
    let modified = !l.is_empty();
    drop(l.take());
    l.replace(v);
    r?;
    if modified {
        return Err(PyError::value_error("list modified during sort"));
    }
    Ok(Value::None)
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
        keys.push(vm.call_slice(key, &mut [item.clone()])?);
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

/// The list as a value (for the operators, which take one).
fn as_value(l: &Rc<List>) -> Value {
    Value::List(value::obj_rc(Rc::clone(l)))
}

pub(super) fn getitem(
    vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    // Through the machine: an index or slice bounds with `__index__` are converted.
    vm.getitem(&as_value(l), &a[0])
}

pub(super) fn setitem(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let (k, v) = (mem::take(&mut a[0]), mem::take(&mut a[1]));
    ops::setitem(&as_value(l), k, v).map(|()| Value::None)
}

pub(super) fn delitem(
    _vm: &mut dyn Vm,
    l: &Rc<List>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    ops::delitem(&as_value(l), &a[0]).map(|()| Value::None)
}

pub(super) fn len(_vm: &mut dyn Vm, l: &Rc<List>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(l.len() as i64))
}

pub(super) fn iter(_vm: &mut dyn Vm, l: &Rc<List>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let it = crate::value::iter::iterate(&as_value(l))?;
    Ok(Value::Iter(value::obj(std::cell::RefCell::new(it))))
}

/// `list.__init__(self, iterable=())`: the list becomes the iterable's items.
pub(super) fn init(vm: &mut dyn Vm, l: &Rc<List>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Some(v) = a.first_mut() {
        super::materialize(vm, v)?;
    }
    let items = match a.first() {
        Some(v) => collect(v)?,
        None => Vec::new(),
    };
    drop(l.take());
    l.replace(items);
    Ok(Value::None)
}

/// `list.__repr__(l)`: the builtin repr, also of a subclass's instance (its list part),
/// whatever `__repr__` the subclass defines.
pub(super) fn repr(vm: &mut dyn Vm, l: &Rc<List>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::str(vm.repr(&as_value(l))?))
}

//! The methods of `collections.deque`. Comparisons (`count`, `index`, `remove`) run
//! with no borrow of the deque held (an item's `__eq__` may change it: CPython's
//! "deque mutated during iteration").

use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::deque::Deque;
use crate::value::native::Kwargs;
use crate::value::{Value, num};

type D = Rc<Deque>;

pub(super) fn append(_: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let dropped = d.push_back(std::mem::take(&mut a[0]));
    drop(dropped);
    Ok(Value::None)
}

pub(super) fn appendleft(_: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let dropped = d.push_front(std::mem::take(&mut a[0]));
    drop(dropped);
    Ok(Value::None)
}

pub(super) fn pop(_: &mut dyn Vm, d: &D, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let v = d.items_mut().pop_back();
    v.ok_or_else(|| PyError::index_error("pop from an empty deque"))
}

pub(super) fn popleft(_: &mut dyn Vm, d: &D, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let v = d.items_mut().pop_front();
    v.ok_or_else(|| PyError::index_error("pop from an empty deque"))
}

/// The items of an `extend` argument, collected first (so `d.extend(d)` is well
/// defined).
fn items_of(vm: &mut dyn Vm, v: &Value) -> PyResult<Vec<Value>> {
    // Copied out first (no borrow is held while the items go in), a deque's or a list's
    // at once: no iterator protocol per item (`keep.extend(queue)`).
    match v {
        Value::Deque(other) => Ok(other.items().iter().cloned().collect()),
        Value::List(l) => Ok(l.to_vec()),
        Value::Tuple(t) => Ok(t.0.to_vec()),
        _ => vm.collect(v),
    }
}

pub(super) fn extend(vm: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    for v in items_of(vm, &a[0])? {
        drop(d.push_back(v));
    }
    Ok(Value::None)
}

pub(super) fn extendleft(vm: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    for v in items_of(vm, &a[0])? {
        drop(d.push_front(v));
    }
    Ok(Value::None)
}

pub(super) fn rotate(_: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let n = match a.first() {
        Some(v) => num::to_index(v)?,
        None => 1,
    };
    let mut items = d.items_mut();
    let len = items.len() as i64;
    if len > 1 {
        let k = n.rem_euclid(len) as usize;
        items.rotate_right(k);
    }
    Ok(Value::None)
}

pub(super) fn clear(_: &mut dyn Vm, d: &D, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let taken = std::mem::take(&mut *d.items_mut());
    drop(taken);
    Ok(Value::None)
}

pub(super) fn copy(_: &mut dyn Vm, d: &D, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let new = Deque::new(d.maxlen);
    for v in d.items().iter() {
        drop(new.push_back(v.clone()));
    }
    Ok(Value::deque(new))
}

pub(super) fn reverse(_: &mut dyn Vm, d: &D, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    d.items_mut().make_contiguous().reverse();
    Ok(Value::None)
}

#[cold]
fn mutated() -> PyError {
    PyError::new(ExcType::RuntimeError, "deque mutated during iteration")
}

/// The first position in `start..stop` whose item equals `x`, comparing with no borrow
/// held; a deque changed by a comparison is CPython's RuntimeError.
fn find(vm: &mut dyn Vm, d: &D, x: &Value, start: usize, stop: usize) -> PyResult<Option<usize>> {
    let state = d.state.get();
    for i in start..stop.min(d.len()) {
        let Some(item) = d.get(i) else { break };
        let eq = vm.eq(&item, x)?;
        if d.state.get() != state {
            return Err(mutated());
        }
        if eq {
            return Ok(Some(i));
        }
    }
    Ok(None)
}

pub(super) fn count(vm: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let state = d.state.get();
    let mut n = 0;
    for i in 0..d.len() {
        let Some(item) = d.get(i) else { break };
        if vm.eq(&item, &a[0])? {
            n += 1;
        }
        if d.state.get() != state {
            return Err(mutated());
        }
    }
    Ok(Value::Int(n))
}

pub(super) fn index(vm: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let len = d.len() as i64;
    let bound = |v: Option<&Value>, default: i64| -> PyResult<usize> {
        let i = match v {
            Some(v) => num::to_index(v)?,
            None => default,
        };
        Ok((if i < 0 { (i + len).max(0) } else { i.min(len) }) as usize)
    };
    let start = bound(a.get(1), 0)?;
    let stop = bound(a.get(2), len)?;
    match find(vm, d, &a[0], start, stop)? {
        Some(i) => Ok(Value::Int(i as i64)),
        None => Err(PyError::value_error(format!(
            "{} is not in deque",
            crate::value::format::repr(&a[0])
        ))),
    }
}

pub(super) fn remove(vm: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match find(vm, d, &a[0], 0, d.len())? {
        Some(i) => {
            let removed = d.items_mut().remove(i);
            drop(removed);
            Ok(Value::None)
        }
        None => Err(PyError::value_error("deque.remove(x): x not in deque")),
    }
}

pub(super) fn insert(_: &mut dyn Vm, d: &D, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let i = num::to_index(&a[0])?;
    if d.maxlen.is_some_and(|m| d.len() >= m) {
        return Err(PyError::index_error("deque already at its maximum size"));
    }
    let mut items = d.items_mut();
    let len = items.len() as i64;
    let at = if i < 0 { (i + len).max(0) } else { i.min(len) };
    items.insert(at as usize, a[1].clone());
    Ok(Value::None)
}

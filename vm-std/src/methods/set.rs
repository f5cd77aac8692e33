//! Methods of `set`.

use std::rc::Rc;

use crate::error::PyResult;
use crate::ops;
use crate::runtime::Vm;
use crate::runtime::keys::{self, SetOp};
use crate::value::iter::{collect, with_items};
use crate::value::native::Kwargs;
use crate::value::set::{set_update, table_of};
use crate::value::{Set, SetTable, Value};

/// Runs `f` on the elements of `v` as a set table: a set's own table, borrowed (a copy of
/// a big set would double its memory only to be read), or a new table of another
/// iterable's items.
fn with_table<R>(v: &Value, f: impl FnOnce(&SetTable) -> R) -> PyResult<R> {
    match v {
        Value::Set(s) => Ok(f(&s.0.borrow())),
        _ => Ok(f(&table_of(v)?)),
    }
}

/// `so.intersection(other)` (CPython's `set_intersection`); `me` is the set holding `so`,
/// if any, so that `s.intersection(s)` is a copy.
fn set_intersection(so: &SetTable, me: Option<&Rc<Set>>, other: &Value) -> PyResult<SetTable> {
    if let Value::Set(t) = other {
        if me.is_some_and(|s| Rc::ptr_eq(s, t)) {
            return Ok(so.copy());
        }
        return Ok(so.intersection(&t.0.borrow()));
    }
    with_items(other, |items| {
        let mut r = SetTable::new();
        for x in items {
            let h = x.py_hash()?;
            if so.contains_hashed(x, h) {
                r.add_with_hash(x.clone(), h);
            }
        }
        Ok(r)
    })
}

/// `so.difference(other)` (CPython's `set_difference`).
fn set_difference(so: &SetTable, other: &Value) -> PyResult<SetTable> {
    match other {
        Value::Set(t) => Ok(so.difference(&t.0.borrow())),
        Value::Dict(d) if (so.len() >> 2) <= d.0.borrow().len() => {
            let d = d.0.borrow();
            let mut r = SetTable::new();
            for (h, v) in so.entries() {
                if !d.contains_key(v) {
                    r.add_with_hash(v.clone(), h);
                }
            }
            Ok(r)
        }
        _ => {
            let mut r = so.copy();
            set_difference_update(&mut r, other)?;
            Ok(r)
        }
    }
}

/// Removes the elements of `other` from `r` (CPython's `set_difference_update_internal`);
/// `r` is not the table of `other`.
fn set_difference_update(r: &mut SetTable, other: &Value) -> PyResult<()> {
    if let Value::Set(t) = other {
        r.difference_update(&t.0.borrow());
        return Ok(());
    }
    with_items(other, |items| {
        for x in items {
            r.discard(x)?;
        }
        Ok(())
    })?;
    r.purge_dummies();
    Ok(())
}

/// A new set or frozenset (the kind of `s`, as CPython's `set.union` and friends give)
/// holding `t`.
fn like(s: &Set, t: SetTable) -> Value {
    if s.is_frozen() {
        Value::frozenset(t)
    } else {
        Value::set(t)
    }
}

// ---------------------------------------------------------------- handlers

pub(super) fn add(vm: &mut dyn Vm, s: &Rc<Set>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if s.keyed_by_user(&a[0]) {
        keys::set_add(vm, s, a[0].clone())?;
        return Ok(Value::None);
    }
    s.0.borrow_mut().add(a[0].clone())?;
    Ok(Value::None)
}

pub(super) fn remove(vm: &mut dyn Vm, s: &Rc<Set>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let found = if s.keyed_by_user(&a[0]) {
        keys::set_discard(vm, s, &a[0])?
    } else {
        s.0.borrow_mut().discard(&a[0])?
    };
    if found {
        Ok(Value::None)
    } else {
        Err(ops::key_error(&a[0]))
    }
}

pub(super) fn discard(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if s.keyed_by_user(&a[0]) {
        keys::set_discard(vm, s, &a[0])?;
        return Ok(Value::None);
    }
    s.0.borrow_mut().discard(&a[0])?;
    Ok(Value::None)
}

pub(super) fn pop(_vm: &mut dyn Vm, s: &Rc<Set>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    s.0.borrow_mut()
        .pop()
        .ok_or_else(|| ops::key_error(&Value::str("pop from an empty set")))
}

pub(super) fn copy(_vm: &mut dyn Vm, s: &Rc<Set>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if s.is_frozen() {
        // Immutable: the copy is the frozenset itself, as in CPython.
        return Ok(Value::Set(crate::value::obj_rc(Rc::clone(s))));
    }
    Ok(Value::set(s.0.borrow().copy()))
}

pub(super) fn clear(_vm: &mut dyn Vm, s: &Rc<Set>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    s.0.borrow_mut().clear();
    Ok(Value::None)
}

// why borrow, not copy: the operands of `union`, `intersection` and `difference` are
// often big sets, and CPython reads them in place; a copy per operand doubled the peak
// memory.

/// `s` and `others` through special methods (`runtime::keys`): `op` folded over them.
fn keyed(vm: &mut dyn Vm, s: &Rc<Set>, others: &[Value], op: SetOp) -> PyResult<Value> {
    let mut acc = Value::Set(crate::value::obj_rc(Rc::clone(s)));
    for other in others {
        acc = Value::set_object(keys::set_op(vm, op, &acc, other)?);
    }
    if others.is_empty() {
        acc = Value::set_object(keys::set_of(vm, keys::items_of(&acc)?)?);
    }
    if let Value::Set(r) = &acc
        && s.is_frozen()
    {
        return Ok(like(s, std::mem::take(&mut *r.0.borrow_mut())));
    }
    Ok(acc)
}

/// Whether set algebra on `s` and `others` goes through special methods (one-shot
/// iterators among `others` become lists first: the test reads them).
fn keyed_args(vm: &mut dyn Vm, s: &Rc<Set>, others: &mut [Value]) -> PyResult<bool> {
    keys::reiterable(vm, others)?;
    let me = Value::Set(crate::value::obj_rc(Rc::clone(s)));
    let mut all: Vec<&Value> = vec![&me];
    all.extend(others.iter());
    keys::any_user_keys(&all)
}

pub(super) fn union(vm: &mut dyn Vm, s: &Rc<Set>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        return keyed(vm, s, a, SetOp::Union);
    }
    let mut r = s.0.borrow().copy();
    for other in a.iter() {
        if !matches!(other, Value::Set(t) if Rc::ptr_eq(t, s)) {
            set_update(&mut r, other)?;
        }
    }
    Ok(like(s, r))
}

pub(super) fn intersection(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        return keyed(vm, s, a, SetOp::Intersection);
    }
    let me = s.0.borrow();
    let Some((first, rest)) = a.split_first() else {
        return Ok(like(s, me.copy()));
    };
    let mut r = set_intersection(&me, Some(s), first)?;
    for other in rest {
        r = set_intersection(&r, None, other)?;
    }
    Ok(like(s, r))
}

pub(super) fn difference(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        return keyed(vm, s, a, SetOp::Difference);
    }
    let me = s.0.borrow();
    let Some((first, rest)) = a.split_first() else {
        return Ok(like(s, me.copy()));
    };
    let mut r = set_difference(&me, first)?;
    for other in rest {
        set_difference_update(&mut r, other)?;
    }
    Ok(like(s, r))
}

pub(super) fn symmetric_difference(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        return keyed(vm, s, a, SetOp::SymmetricDifference);
    }
    let mut r = SetTable::new();
    set_update(&mut r, &a[0])?;
    r.symmetric_difference_update(&s.0.borrow());
    Ok(like(s, r))
}

/// `s.symmetric_difference_update(other)`: `s` becomes `s ^ set(other)`.
pub(super) fn symmetric_difference_update(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let r = symmetric_difference(vm, s, a, kw)?;
    replace_with(s, &r);
    Ok(Value::None)
}

pub(super) fn update(vm: &mut dyn Vm, s: &Rc<Set>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        for other in a.iter() {
            for v in keys::items_of(other)? {
                keys::set_add(vm, s, v)?;
            }
        }
        return Ok(Value::None);
    }
    for other in a.iter() {
        if matches!(other, Value::Set(t) if Rc::ptr_eq(t, s)) {
            continue;
        }
        // Items of a general iterable first: it may be iterating `s` itself.
        let items = match other {
            Value::Set(_) | Value::Dict(_) => None,
            _ => Some(collect(other)?),
        };
        let mut me = s.0.borrow_mut();
        match items {
            None => set_update(&mut me, other)?,
            Some(items) => {
                for x in items {
                    me.add(x)?;
                }
            }
        }
    }
    Ok(Value::None)
}

/// Makes `s` hold what set `r` holds (an in-place method's result computed through
/// special methods).
fn replace_with(s: &Set, r: &Value) {
    if let Value::Set(r) = r {
        let items = std::mem::take(&mut *r.0.borrow_mut());
        let old = std::mem::replace(&mut *s.0.borrow_mut(), items);
        drop(old);
    }
}

pub(super) fn intersection_update(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        replace_with(s, &keyed(vm, s, a, SetOp::Intersection)?);
        return Ok(Value::None);
    }
    let r = {
        let me = s.0.borrow();
        let Some((first, rest)) = a.split_first() else {
            // CPython swaps in a copy, which drops the tombstones.
            let r = me.copy();
            drop(me);
            *s.0.borrow_mut() = r;
            return Ok(Value::None);
        };
        let mut r = set_intersection(&me, Some(s), first)?;
        for other in rest {
            r = set_intersection(&r, None, other)?;
        }
        r
    };
    *s.0.borrow_mut() = r;
    Ok(Value::None)
}

pub(super) fn difference_update(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        replace_with(s, &keyed(vm, s, a, SetOp::Difference)?);
        return Ok(Value::None);
    }
    for other in a.iter() {
        if matches!(other, Value::Set(t) if Rc::ptr_eq(t, s)) {
            s.0.borrow_mut().clear();
            continue;
        }
        let items = match other {
            Value::Set(_) => None,
            _ => Some(collect(other)?),
        };
        let mut me = s.0.borrow_mut();
        match items {
            None => set_difference_update(&mut me, other)?,
            Some(items) => {
                for x in &items {
                    me.discard(x)?;
                }
                me.purge_dummies();
            }
        }
    }
    Ok(Value::None)
}

pub(super) fn issubset(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        let me = Value::Set(crate::value::obj_rc(Rc::clone(s)));
        return Ok(Value::Bool(keys::subset(vm, &me, &a[0])?));
    }
    let me = s.0.borrow();
    with_table(&a[0], |t| Value::Bool(me.iter().all(|v| t.contains(v))))
}

pub(super) fn issuperset(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        let me = Value::Set(crate::value::obj_rc(Rc::clone(s)));
        return Ok(Value::Bool(keys::subset(vm, &a[0], &me)?));
    }
    let me = s.0.borrow();
    with_table(&a[0], |t| Value::Bool(t.iter().all(|v| me.contains(v))))
}

pub(super) fn isdisjoint(
    vm: &mut dyn Vm,
    s: &Rc<Set>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if keyed_args(vm, s, a)? {
        let me = Value::Set(crate::value::obj_rc(Rc::clone(s)));
        let both = keys::set_op(vm, SetOp::Intersection, &me, &a[0])?;
        return Ok(Value::Bool(both.0.borrow().is_empty()));
    }
    let me = s.0.borrow();
    with_table(&a[0], |t| Value::Bool(me.iter().all(|v| !t.contains(v))))
}

//! `-`, `&`, `|` and `^` with a dict's keys or items view on either side (the other any
//! iterable): a new set, its items in the order CPython's `dictviews_*` put them.
//!
//! Only for elements that hash and compare without running Python code: a view of
//! instance keys with `__hash__`/`__eq__` is left to the caller's error.

use std::rc::Rc;

use crate::error::PyResult;
use crate::value::iter::{collect, iterate};
use crate::value::set::set_update;
use crate::value::{
    DictView, SetTable, Value, ViewKind, obj_rc, set_has, set_like_all_in, set_like_len,
};

use super::{cmp, contains, nb};

/// The keys or items view among `a` and `b`, if either is one.
pub(super) fn set_like_view<'a>(a: &'a Value, b: &'a Value) -> Option<&'a DictView> {
    [a, b].into_iter().find_map(|v| match v {
        Value::View(x) if x.kind != ViewKind::Values => Some(&***x),
        _ => None,
    })
}

/// `a <op> b` (`op` an `NB_*` of `-`, `&`, `|`, `^`), one of them a keys or items view;
/// `None` when an element would need Python code to hash or compare.
#[inline(never)]
pub(super) fn set_operator(op: u32, a: &Value, b: &Value) -> PyResult<Option<Value>> {
    let (Some(a), Some(b)) = (plain(a)?, plain(b)?) else {
        return Ok(None);
    };
    let (a, b) = (&a, &b);
    let table = match op {
        nb::AND => intersection(a, b)?,
        _ => {
            // CPython's `dictviews_to_set(a)`, then the set method of the operator.
            let mut r = new_set_of(a)?;
            match op {
                nb::OR => set_update(&mut r, b)?,
                // A set's elements are looked up where they are; anything else's are
                // discarded as it iterates them (CPython's `set_difference_update`), not
                // collected into a table first.
                nb::SUBTRACT => match b {
                    Value::Set(s) => r.difference_update(&s.0.borrow()),
                    _ => {
                        let mut it = iterate(b)?;
                        while let Some(x) = it.next()? {
                            r.discard(&x)?;
                        }
                        // As after any bulk removal (this decides the result's order).
                        r.purge_dummies();
                    }
                },
                _ => r.symmetric_difference_update(&new_set_of(b)?),
            }
            r
        }
    };
    if table.has_user_keys() {
        return Ok(None);
    }
    Ok(Some(Value::set(table)))
}

/// `a <op> b` (`op` a `cmp` ordering) of a set or a keys or items view and another:
/// inclusion, as sets order; `None` when either is something else.
#[inline(never)]
pub(super) fn order(op: u32, a: &Value, b: &Value, depth: u32) -> Option<bool> {
    let (x, y) = (set_like_len(a)?, set_like_len(b)?);
    Some(match op {
        cmp::LE => x <= y && set_like_all_in(a, b, depth),
        cmp::LT => x < y && set_like_all_in(a, b, depth),
        cmp::GE => y <= x && set_like_all_in(b, a, depth),
        _ => y < x && set_like_all_in(b, a, depth),
    })
}

fn len(v: &Value) -> usize {
    set_like_len(v).unwrap_or(0)
}

/// `set(v)` as CPython's `PySet_New` builds it: a keys view from its dict (one resize
/// up front), anything else by iteration or merge.
fn new_set_of(v: &Value) -> PyResult<SetTable> {
    let mut r = SetTable::new();
    match v {
        Value::View(x) if x.kind == ViewKind::Keys => {
            set_update(&mut r, &Value::Dict(obj_rc(Rc::clone(&x.dict))))?
        }
        Value::View(_) => {
            for x in collect(v)? {
                r.add(x)?;
            }
        }
        // A set, a dict, or an operand `plain` made a list.
        _ => set_update(&mut r, v)?,
    }
    Ok(r)
}

/// `a & b` as CPython's `_PyDictView_Intersect`: with the view as `view`, a larger plain
/// set is probed by the view's items; else the other operand (the smaller view, when both
/// are) is iterated and what the view contains is kept.
fn intersection(a: &Value, b: &Value) -> PyResult<SetTable> {
    let (view, other) = match a {
        Value::View(x) if x.kind != ViewKind::Values => (a, b),
        _ => (b, a),
    };
    let mut r = SetTable::new();
    if let Value::Set(s) = other
        && !s.is_frozen()
        && len(view) <= s.0.borrow().len()
    {
        let s = s.0.borrow();
        for x in collect(view)? {
            if set_has(&s, &x) {
                r.add(x)?;
            }
        }
        return Ok(r);
    }
    let (view, other) = match other {
        Value::View(x) if x.kind != ViewKind::Values && len(other) > len(view) => (other, view),
        _ => (view, other),
    };
    let mut it = iterate(other)?;
    while let Some(x) = it.next()? {
        if contains(&x, view)? {
            r.add(x)?;
        }
    }
    Ok(r)
}

/// The operand as this module takes it: a view, set or dict as it is, any other iterable
/// as the list of its items (iterated once, as CPython iterates it once); `None` when an
/// element (or an items view's value) needs Python code to hash or compare.
fn plain(v: &Value) -> PyResult<Option<Value>> {
    let user = match v {
        Value::View(x) => {
            let d = x.dict.0.borrow();
            d.keys().any(Value::is_user_key)
                || x.kind == ViewKind::Items && d.values().any(Value::is_user_key)
        }
        Value::Set(s) => s.0.borrow().has_user_keys(),
        Value::Dict(d) => d.0.borrow().keys().any(Value::is_user_key),
        _ => {
            let items = collect(v)?;
            if items.iter().any(Value::is_user_key) {
                return Ok(None);
            }
            return Ok(Some(Value::list(items)));
        }
    };
    Ok((!user).then(|| v.clone()))
}

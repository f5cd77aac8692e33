//! The operators of `array.array`: subscripts (ints and slices), `+`, `*` and their
//! in-place forms, ordering, membership; with CPython's messages (`arraymodule.c`).

use std::rc::Rc;

use super::{checked_repeat_len, cmp, compare_at, repeat_count, slice_indices, slice_part};
use crate::error::{PyError, PyResult};
use crate::value::array::{Array, Items};
use crate::value::{Value, norm_index, py_eq};

/// An index of an array subscript (`None`: a slice or something else); an int beyond
/// the machine's index range is CPython's `IndexError`.
fn index(key: &Value) -> Option<PyResult<i64>> {
    match key {
        Value::Int(i) => Some(Ok(*i)),
        Value::Bool(b) => Some(Ok(*b as i64)),
        Value::BigInt(_) => Some(Err(PyError::index_error(
            "cannot fit 'int' into an index-sized integer",
        ))),
        Value::Instance(_) => crate::value::num::to_i64(key).map(Ok),
        _ => None,
    }
}

#[cold]
fn not_an_index() -> PyError {
    PyError::type_error("array indices must be integers")
}

/// A new array value.
pub fn new(code: u8, items: Items) -> Value {
    Value::Array(crate::value::obj(Array::new(code, items)))
}

/// `a[key]`.
pub fn getitem(a: &Array, key: &Value) -> PyResult<Value> {
    if let Some(i) = index(key) {
        return a
            .item(i?)
            .ok_or_else(|| PyError::index_error("array index out of range"));
    }
    let Value::Slice(s) = key else {
        return Err(not_an_index());
    };
    let idx = slice_indices(s, a.len())?;
    Ok(new(a.code, a.read(|items| items.select(&idx))))
}

/// The start of a simple slice (step 1) of `len` items, clamped as CPython's.
fn slice_start(s: &[Value; 3], len: usize) -> PyResult<usize> {
    Ok(match slice_part(&s[0])? {
        None => 0,
        Some(x) => {
            let n = len as i64;
            (if x < 0 { (x + n).max(0) } else { x.min(n) }) as usize
        }
    })
}

/// `a[i] = value` by an int: CPython's errors (the index is checked before the value).
#[inline(always)]
pub fn store(a: &Array, i: i64, value: &Value) -> PyResult<()> {
    match a.store(i, value)? {
        true => Ok(()),
        false => Err(out_of_range()),
    }
}

#[cold]
fn out_of_range() -> PyError {
    PyError::index_error("array assignment index out of range")
}

/// `a[key] = value`.
pub fn setitem(a: &Array, key: &Value, value: &Value) -> PyResult<()> {
    if let Some(i) = index(key) {
        return match a.store(i?, value)? {
            true => Ok(()),
            false => Err(PyError::index_error("array assignment index out of range")),
        };
    }
    let Value::Slice(s) = key else {
        return Err(not_an_index());
    };
    let Value::Array(other) = value else {
        return Err(PyError::type_error(format!(
            "can only assign array (not \"{}\") to array slice",
            value.type_name()
        )));
    };
    if other.code != a.code {
        return Err(bad_argument());
    }
    // A copy first: `other` may be `a` itself.
    let new = other.snapshot();
    let len = a.len();
    let step = slice_part(&s[2])?.unwrap_or(1);
    let idx = slice_indices(s, len)?;
    if step == 1 {
        let start = slice_start(s, len)?;
        a.items_mut().splice(start, start + idx.len(), &new);
        return Ok(());
    }
    if idx.len() != new.len() {
        return Err(PyError::value_error(format!(
            "attempt to assign array of size {} to extended slice of size {}",
            new.len(),
            idx.len()
        )));
    }
    a.items_mut().scatter(&idx, &new);
    Ok(())
}

/// `del a[key]`.
pub fn delitem(a: &Array, key: &Value) -> PyResult<()> {
    if let Some(i) = index(key) {
        let Some(j) = norm_index(i?, a.len()) else {
            return Err(PyError::index_error("array assignment index out of range"));
        };
        a.items_mut().remove(j);
        return Ok(());
    }
    let Value::Slice(s) = key else {
        return Err(not_an_index());
    };
    let mut idx = slice_indices(s, a.len())?;
    idx.sort_unstable();
    idx.dedup();
    a.items_mut().remove_all(&idx);
    Ok(())
}

#[cold]
fn bad_argument() -> PyError {
    PyError::type_error("bad argument type for built-in operation")
}

/// `a + b`, `a += b` (`this`: `a`'s value, returned by the in-place form).
pub fn add(this: &Value, a: &Array, b: &Value, inplace: bool) -> PyResult<Value> {
    let Value::Array(other) = b else {
        return Err(PyError::type_error(if inplace {
            format!(
                "can only extend array with array (not \"{}\")",
                b.type_name()
            )
        } else {
            format!("can only append array (not \"{}\") to array", b.type_name())
        }));
    };
    if other.code != a.code {
        return Err(if inplace {
            PyError::type_error("can only extend with array of same kind")
        } else {
            bad_argument()
        });
    }
    let extra = other.snapshot();
    checked_repeat_len(
        a.len() + extra.len(),
        1,
        crate::value::array::itemsize(a.code),
    )?;
    if inplace {
        a.items_mut().extend_from(&extra);
        return Ok(this.clone());
    }
    let mut items = a.snapshot();
    items.extend_from(&extra);
    Ok(new(a.code, items))
}

/// `a * n`, `n * a`, `a *= n`.
pub fn repeat(this: &Value, a: &Array, n: &Value, inplace: bool) -> PyResult<Value> {
    let Some(n) = repeat_count(n)? else {
        return Err(PyError::type_error(format!(
            "can't multiply sequence by non-int of type '{}'",
            n.type_name()
        )));
    };
    let total = checked_repeat_len(a.len(), n, crate::value::array::itemsize(a.code))?;
    let items = if total == 0 {
        Items::empty(a.code)
    } else {
        a.read(|items| items.repeated(n as usize))?
    };
    if inplace {
        *a.items_mut() = items;
        return Ok(this.clone());
    }
    Ok(new(a.code, items))
}

/// `a <op> b` of two arrays for the orderings (`==` and `!=` are `py_eq`'s): the first
/// pair of unequal items decides, else the lengths.
pub fn order(op: u32, a: &Array, b: &Array, depth: u32) -> PyResult<bool> {
    let (x, y) = (a.snapshot(), b.snapshot());
    let n = x.len().min(y.len());
    for i in 0..n {
        let (Some(p), Some(q)) = (x.get(i), y.get(i)) else {
            break;
        };
        if !py_eq(&p, &q) {
            return compare_at(op, &p, &q, depth);
        }
    }
    let o = x.len().cmp(&y.len());
    Ok(match op {
        cmp::LT => o.is_lt(),
        cmp::LE => o.is_le(),
        cmp::GT => o.is_gt(),
        _ => o.is_ge(),
    })
}

/// `x in a`: an item equal to `x` (numbers compare as numbers; anything else is never
/// equal to an item).
pub fn contains(a: &Array, x: &Value) -> bool {
    a.read(|items| (0..items.len()).any(|i| items.get(i).is_some_and(|v| py_eq(&v, x))))
}

/// The same `Rc` as a value (for handlers that return `self`).
pub fn value_of(a: &Rc<Array>) -> Value {
    Value::Array(crate::value::obj_rc(Rc::clone(a)))
}

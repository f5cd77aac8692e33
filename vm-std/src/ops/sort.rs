//! Sorting by Python's `<` (`list.sort`, `sorted`; `min` and `max` compare with [`lt`]).

use std::mem;

use super::{cmp, compare};
use crate::error::PyResult;
use crate::value::Value;

/// Python's `<` for sorting and `min`/`max`.
pub fn lt(a: &Value, b: &Value) -> PyResult<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x < y),
        (Value::Float(x), Value::Float(y)) => Ok(x < y),
        _ => compare(cmp::LT, a, b),
    }
}

/// How a sort compares: Python's `<` of two items (the machine's, which may call an
/// instance's `__lt__`).
pub type Less<'a> = dyn FnMut(&Value, &Value) -> PyResult<bool> + 'a;

/// A stable sort by `<`, as `list.sort` and `sorted` do: items that one total order
/// covers (ints, floats without NaN, strings, or tuples of those, position by position)
/// take Rust's stable sort with that order; anything else a merge sort that only uses
/// `less` and stops at the first failed comparison (Rust's `sort_by` may panic on an
/// inconsistent order, e.g. with NaN), leaving the items a permutation of what they were.
pub fn sort_values(v: &mut [Value], reverse: bool, less: &mut Less) -> PyResult<()> {
    if v.len() < 2 {
        return Ok(());
    }
    if uniform(v) {
        // why: CPython's pre-sort check does the same; a comparison is then a few
        // instructions instead of a fallible rich compare (dicts_sets' sort of (count,
        // word) pairs: 34.1M -> 16.8M instructions at N=50000). Reversed comparisons
        // keep equal items in their order, as `reverse=True` does.
        if let Value::Int(_) = v[0] {
            sort_ints(v, reverse);
            return Ok(());
        }
        if reverse {
            v.sort_by(|a, b| total_cmp(b, a));
        } else {
            v.sort_by(total_cmp);
        }
        return Ok(());
    }
    if reverse {
        v.reverse();
    }
    let mut buf: Vec<Value> = Vec::with_capacity(v.len());
    let r = merge_sort(v, &mut buf, less);
    if reverse {
        v.reverse();
    }
    r
}

/// The order that sorts items by `keys` (stably, as [`sort_values`]): positions into
/// `keys`, for a sort with `key=`.
pub fn sort_order(keys: &[Value], reverse: bool, less: &mut Less) -> PyResult<Vec<usize>> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    if keys.len() < 2 {
        return Ok(order);
    }
    if uniform(keys) {
        if let Value::Int(_) = keys[0] {
            return Ok(int_key_order(keys, reverse));
        }
        if reverse {
            order.sort_by(|&a, &b| total_cmp(&keys[b], &keys[a]));
        } else {
            order.sort_by(|&a, &b| total_cmp(&keys[a], &keys[b]));
        }
        return Ok(order);
    }
    if reverse {
        order.reverse();
    }
    let mut buf = Vec::with_capacity(order.len());
    let mut by_key = |a: &usize, b: &usize| less(&keys[*a], &keys[*b]);
    merge_sort(&mut order, &mut buf, &mut by_key)?;
    if reverse {
        order.reverse();
    }
    Ok(order)
}

/// Sorts `v`, all ints (`uniform` said so), as plain integers.
///
/// why: `sort_by(total_cmp)` called the comparison (a match on the pair of kinds) for
/// each of the ~1700 comparisons of a 214-int list, 1.7x CPython's instructions (its
/// `unsafe_long_compare` is inline); an unstable sort of the bare integers is exact,
/// since two equal ints cannot be told apart (`Value::Int` has no identity).
fn sort_ints(v: &mut [Value], reverse: bool) {
    let mut ints: Vec<i64> = v.iter().map(as_int).collect();
    ints.sort_unstable();
    if reverse {
        ints.reverse();
    }
    for (slot, n) in v.iter_mut().zip(ints) {
        // An int over an int: nothing to release.
        *slot = Value::Int(n);
    }
}

/// The order that sorts `keys`, all ints, stably (as [`sort_order`]): each key paired
/// with its position, so that the pairs are distinct and an unstable sort of them is
/// the stable order (a reversed sort keeps equal keys in their order, as CPython's
/// `reverse=True` does).
fn int_key_order(keys: &[Value], reverse: bool) -> Vec<usize> {
    let mut pairs: Vec<(i64, usize)> = keys.iter().map(as_int).zip(0..).collect();
    if reverse {
        pairs.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    } else {
        pairs.sort_unstable();
    }
    pairs.into_iter().map(|(_, i)| i).collect()
}

/// The integer of a value `uniform` found to be an int.
#[inline(always)]
fn as_int(v: &Value) -> i64 {
    match v {
        Value::Int(n) => *n,
        _ => {
            debug_assert!(false, "as_int of a value uniform() did not take as an int");
            0
        }
    }
}

/// The kinds of value `total_cmp` orders: one kind compares with itself only.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ordered {
    Int,
    Float,
    Str,
}

/// The kind of a value `total_cmp` orders (floats only without NaN).
fn ordered(v: &Value) -> Option<Ordered> {
    match v {
        Value::Int(_) => Some(Ordered::Int),
        Value::Float(f) if !f.is_nan() => Some(Ordered::Float),
        Value::Str(_) => Some(Ordered::Str),
        _ => None,
    }
}

/// Whether `total_cmp` orders every pair of `v` exactly as Python's `<` would: all
/// items of one kind, or all tuples whose items at each position are of one kind.
fn uniform(v: &[Value]) -> bool {
    match &v[0] {
        Value::Tuple(_) => {
            let mut kinds: Vec<Ordered> = Vec::new();
            v.iter().all(|t| {
                let Value::Tuple(t) = t else { return false };
                t.0.iter()
                    .enumerate()
                    .all(|(i, x)| match (ordered(x), kinds.get(i)) {
                        (Some(k), Some(&seen)) => k == seen,
                        (Some(k), None) => {
                            kinds.push(k);
                            true
                        }
                        (None, _) => false,
                    })
            })
        }
        first => match ordered(first) {
            Some(kind) => v.iter().all(|x| ordered(x) == Some(kind)),
            None => false,
        },
    }
}

/// The order of two values `uniform` accepted together (tuples lexicographically).
fn total_cmp(a: &Value, b: &Value) -> std::cmp::Ordering {
    match (a, b) {
        (Value::Tuple(x), Value::Tuple(y)) => {
            // why a loop with the scalar kinds inline: sorting (count, word) pairs spent
            // 173 instructions a comparison in an iterator chain that recursed for
            // every item (examples/dicts_sets.py's ranking).
            for (p, q) in x.0.iter().zip(y.0.iter()) {
                let o = match (p, q) {
                    (Value::Tuple(_), _) => total_cmp(p, q),
                    _ => scalar_cmp(p, q),
                };
                if o.is_ne() {
                    return o;
                }
            }
            x.0.len().cmp(&y.0.len())
        }
        _ => scalar_cmp(a, b),
    }
}

/// [`total_cmp`] of two ints, floats or strings.
#[inline(always)]
fn scalar_cmp(a: &Value, b: &Value) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x.cmp(y),
        (Value::Float(x), Value::Float(y)) => x.partial_cmp(y).unwrap_or(Ordering::Equal),
        (Value::Str(x), Value::Str(y)) => x.s.as_bytes().cmp(y.s.as_bytes()),
        _ => {
            debug_assert!(false, "total_cmp of values uniform() did not accept");
            Ordering::Equal
        }
    }
}

fn merge_sort<T: Default>(
    v: &mut [T],
    buf: &mut Vec<T>,
    less: &mut dyn FnMut(&T, &T) -> PyResult<bool>,
) -> PyResult<()> {
    let n = v.len();
    if n <= 16 {
        // Insertion sort (stable: moves an item left only past strictly greater ones).
        for i in 1..n {
            let mut j = i;
            while j > 0 && less(&v[j], &v[j - 1])? {
                v.swap(j, j - 1);
                j -= 1;
            }
        }
        return Ok(());
    }
    let mid = n / 2;
    merge_sort(&mut v[..mid], buf, less)?;
    merge_sort(&mut v[mid..], buf, less)?;
    if !less(&v[mid], &v[mid - 1])? {
        return Ok(());
    }
    buf.clear();
    let (mut i, mut j) = (0, mid);
    while i < mid && j < n {
        let right_first = match less(&v[j], &v[i]) {
            Ok(b) => b,
            Err(e) => {
                // Put the taken items back in the slots they left (the items stay a
                // permutation of what they were).
                let mut taken = buf.drain(..);
                let (left, right) = v.split_at_mut(mid);
                for slot in left[..i].iter_mut().chain(right[..j - mid].iter_mut()) {
                    *slot = taken.next().unwrap_or_default();
                }
                return Err(e);
            }
        };
        if right_first {
            buf.push(mem::take(&mut v[j]));
            j += 1;
        } else {
            buf.push(mem::take(&mut v[i]));
            i += 1;
        }
    }
    while i < mid {
        buf.push(mem::take(&mut v[i]));
        i += 1;
    }
    while j < n {
        buf.push(mem::take(&mut v[j]));
        j += 1;
    }
    for (slot, x) in v.iter_mut().zip(buf.drain(..)) {
        *slot = x;
    }
    Ok(())
}

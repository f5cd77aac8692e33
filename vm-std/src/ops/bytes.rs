//! The operators of `bytes` and `bytearray`: subscripts (an index is an int, a slice the
//! same type), item and slice assignment of a `bytearray`, membership (an int or a
//! subsequence), `+`, `*`, `%` formatting and ordering, with CPython's messages.

use std::cmp::Ordering;

use super::{slice_indices, slice_part};
use crate::error::{PyError, PyResult, try_vec};
use crate::value::bytes::{ByteArray, bytes_like};
use crate::value::format::ReprHook;
use crate::value::{Value, iter, norm_index, num};

/// `v` as a byte: an int in `range(0, 256)`, else CPython's `ValueError` (`what` is
/// `"byte"` or `"bytes"`, as the message of the caller's CPython function says) or the
/// `TypeError` of a value that is not an int.
#[inline]
pub fn byte_value(v: &Value, what: &str) -> PyResult<u8> {
    match v {
        Value::Int(i) if (0..256).contains(i) => Ok(*i as u8),
        Value::Bool(b) => Ok(*b as u8),
        Value::Int(_) | Value::BigInt(_) => Err(PyError::value_error(format!(
            "{what} must be in range(0, 256)"
        ))),
        other => Err(PyError::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// The bytes of a value given to `bytes(x)`, `bytearray.extend(x)`, a slice assignment:
/// a bytes-like value's data, or the items of an iterable of ints.
pub fn bytes_of_iterable(v: &Value, what: &str) -> PyResult<Vec<u8>> {
    if let Some(b) = bytes_like(v) {
        return Ok(b.to_vec());
    }
    let items = iter::collect(v)?;
    let mut out = try_vec(items.len())?;
    for x in &items {
        out.push(byte_value(x, what)?);
    }
    Ok(out)
}

/// The bounds of a slice with step 1 (`None` when the step is another).
fn simple_slice(s: &[Value; 3], len: usize) -> PyResult<Option<(usize, usize)>> {
    if !matches!(s[2], Value::None | Value::Int(1)) {
        return Ok(None);
    }
    let n = len as i64;
    let at = |v: &Value, default: i64| -> PyResult<i64> {
        Ok(match slice_part(v)? {
            None => default,
            Some(x) if x < 0 => (x + n).max(0),
            Some(x) => x.min(n),
        })
    };
    let (a, b) = (at(&s[0], 0)?, at(&s[1], n)?);
    Ok(Some((a as usize, (b.max(a)) as usize)))
}

/// `b[slice]` of bytes data.
fn slice_of(b: &[u8], s: &[Value; 3]) -> PyResult<Vec<u8>> {
    if let Some((lo, hi)) = simple_slice(s, b.len())? {
        return Ok(b[lo..hi].to_vec());
    }
    Ok(slice_indices(s, b.len())?
        .into_iter()
        .map(|i| b[i])
        .collect())
}

/// An index into bytes data (`what`: the type, as its messages name it).
fn index(key: &Value, what: &str) -> PyResult<i64> {
    super::index_of(key, what)
}

/// `container[key]` of a `bytes` or `bytearray`.
pub fn getitem(container: &Value, key: &Value) -> PyResult<Value> {
    match container {
        Value::Bytes(b) => {
            if let Value::Int(i) = key
                && let Some(j) = norm_index(*i, b.b.len())
            {
                return Ok(Value::Int(b.b[j] as i64));
            }
            if let Value::Slice(s) = key {
                return Ok(Value::bytes(slice_of(&b.b, s)?));
            }
            let i = index(key, "byte")?;
            match norm_index(i, b.b.len()) {
                Some(j) => Ok(Value::Int(b.b[j] as i64)),
                None => Err(PyError::index_error("index out of range")),
            }
        }
        Value::ByteArray(b) => {
            if let Value::Slice(s) = key {
                let data = b.borrow();
                return Ok(Value::bytearray(slice_of(&data, s)?));
            }
            let i = index(key, "bytearray")?;
            let data = b.borrow();
            match norm_index(i, data.len()) {
                Some(j) => Ok(Value::Int(data[j] as i64)),
                None => Err(PyError::index_error("bytearray index out of range")),
            }
        }
        _ => unreachable!("bytes getitem of bytes"),
    }
}

/// `b[key] = value` of a `bytearray`.
pub fn setitem(b: &ByteArray, key: &Value, value: &Value) -> PyResult<()> {
    let Value::Slice(s) = key else {
        let i = index(key, "bytearray")?;
        let byte = byte_value(value, "byte")?;
        let mut data = b.borrow_mut();
        return match norm_index(i, data.len()) {
            Some(j) => {
                data[j] = byte;
                Ok(())
            }
            None => Err(PyError::index_error("bytearray index out of range")),
        };
    };
    if value.is_int_like() || matches!(value, Value::Str(_)) {
        return Err(PyError::type_error(
            "can assign only bytes, buffers, or iterables of ints in range(0, 256)",
        ));
    }
    // A copy first: the value may be this bytearray itself.
    let new = bytes_of_iterable(value, "byte")?;
    let len = b.len();
    if let Some((lo, hi)) = simple_slice(s, len)? {
        b.borrow_mut().splice(lo..hi, new);
        return Ok(());
    }
    let idx = slice_indices(s, len)?;
    if idx.len() != new.len() {
        return Err(PyError::value_error(format!(
            "attempt to assign bytes of size {} to extended slice of size {}",
            new.len(),
            idx.len()
        )));
    }
    let mut data = b.borrow_mut();
    for (i, x) in idx.into_iter().zip(new) {
        data[i] = x;
    }
    Ok(())
}

/// `del b[key]` of a `bytearray`.
pub fn delitem(b: &ByteArray, key: &Value) -> PyResult<()> {
    let len = b.len();
    if let Value::Slice(s) = key {
        // In one pass, as a list's (byte by byte, `del b[::2]` was quadratic).
        let (first, step, count) = super::slice_range(s, len)?.ascending();
        crate::value::list::remove_stepped_from(&mut b.borrow_mut(), first, step, count);
        return Ok(());
    }
    let i = index(key, "bytearray")?;
    match norm_index(i, len) {
        Some(j) => {
            b.borrow_mut().remove(j);
            Ok(())
        }
        None => Err(PyError::index_error("bytearray index out of range")),
    }
}

/// `item in b` of bytes data: an int is a byte, bytes-like data a subsequence.
pub fn contains(item: &Value, b: &[u8]) -> PyResult<bool> {
    if let Some(sub) = bytes_like(item) {
        return Ok(match &*sub {
            [] => true,
            [c] => memchr::memchr(*c, b).is_some(),
            sub => memchr::memmem::find(b, sub).is_some(),
        });
    }
    if item.is_int_like() {
        let c = byte_value(item, "byte")?;
        return Ok(memchr::memchr(c, b).is_some());
    }
    Err(PyError::type_error(format!(
        "a bytes-like object is required, not '{}'",
        item.type_name()
    )))
}

/// `a + b` where `a` is bytes or a bytearray (with `inplace`, `a += b` of a bytearray
/// extends it).
pub fn concat(a: &Value, b: &Value, inplace: bool) -> PyResult<Value> {
    let Some(y) = bytes_like(b) else {
        return Err(PyError::type_error(format!(
            "can't concat {} to {}",
            b.type_name(),
            a.type_name()
        )));
    };
    match a {
        Value::ByteArray(x) if inplace => {
            // A copy first: `y` may be `x` itself (`x += x`).
            let extra = y.to_vec();
            drop(y);
            let mut data = x.borrow_mut();
            data.try_reserve(extra.len())
                .map_err(|_| PyError::memory())?;
            data.extend_from_slice(&extra);
            drop(data);
            Ok(a.clone())
        }
        _ => {
            let x = bytes_like(a).expect("concat of bytes-like");
            let mut out = try_vec(x.len() + y.len())?;
            out.extend_from_slice(&x);
            out.extend_from_slice(&y);
            Ok(match a {
                Value::ByteArray(_) => Value::bytearray(out),
                _ => Value::bytes(out),
            })
        }
    }
}

/// `seq * n` of bytes or a bytearray (`inplace`: `ba *= n` in place).
pub fn repeat(seq: &Value, n: i64, inplace: bool) -> PyResult<Value> {
    let data = bytes_like(seq).expect("repeat of bytes-like");
    let total = super::checked_repeat_len(data.len(), n, 1)?;
    let mut out = try_vec(total)?;
    if total > 0 {
        super::repeat_into(&mut out, &data, total);
    }
    drop(data);
    match seq {
        Value::ByteArray(b) if inplace => {
            *b.borrow_mut() = out;
            Ok(seq.clone())
        }
        Value::ByteArray(_) => Ok(Value::bytearray(out)),
        _ => Ok(Value::bytes(out)),
    }
}

/// The ordering of two bytes-like values (lexicographic, as `memcmp` then length).
pub fn order(a: &Value, b: &Value) -> Option<Ordering> {
    let (x, y) = (bytes_like(a)?, bytes_like(b)?);
    Some(x.cmp(&y))
}

/// `bytes(x)` / `bytearray(x)` of one argument: a count of zero bytes, or the data of a
/// bytes-like value or an iterable of ints (`what` names the type in the message).
pub fn from_value(v: &Value, what: &str) -> PyResult<Vec<u8>> {
    match v {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => {
            let n = num::to_i64(v)
                .ok_or_else(|| PyError::overflow("cannot fit 'int' into an index-sized integer"))?;
            if n < 0 {
                return Err(PyError::value_error("negative count"));
            }
            let mut out = try_vec(n as usize)?;
            out.resize(n as usize, 0);
            Ok(out)
        }
        Value::Str(_) => Err(PyError::type_error("string argument without an encoding")),
        Value::Float(_) | Value::None => Err(PyError::type_error(format!(
            "cannot convert '{}' object to {what}",
            v.type_name()
        ))),
        _ => {
            if let Some(b) = bytes_like(v) {
                return Ok(b.to_vec());
            }
            if iter::iterate(v).is_err() {
                return Err(PyError::type_error(format!(
                    "cannot convert '{}' object to {what}",
                    v.type_name()
                )));
            }
            bytes_of_iterable(v, if what == "bytes" { "bytes" } else { "byte" })
        }
    }
}

/// `fmt % args` for a `bytes` or `bytearray` format: a result of the format's type,
/// instances among the arguments printed by `hook` (and giving their `__bytes__`).
pub fn percent_format(fmt: &Value, args: &Value, hook: &mut dyn ReprHook) -> PyResult<Value> {
    let data = match bytes_like(fmt) {
        Some(f) => crate::strfmt::percent_bytes(&f, args, hook)?,
        None => unreachable!("checked by the caller"),
    };
    Ok(match fmt {
        Value::ByteArray(_) => Value::bytearray(data),
        _ => Value::bytes(data),
    })
}

//! The methods `bytes` and `bytearray` share with `str` that reshape the data: padding
//! (`center`, `ljust`, `rjust`, `zfill`), ASCII case changes (`title`, `swapcase`),
//! affix removal and tab expansion, and `isascii`. Each makes data of `self`'s type.

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::bytes::bytes_like;
use crate::value::native::Kwargs;
use crate::value::{Value, num};

use super::bytes::{check_keywords, data, kwarg, like};

/// `self` padded with `fill` (a one-byte `bytes` or `bytearray`) to `width`, placed by
/// `align` (`<`, `>` or centred, CPython's `center` putting an odd pad's extra byte on
/// the left only when `width` is odd).
fn pad(this: &Value, a: &[Value], align: char, method: &str) -> PyResult<Value> {
    let width = num::to_index(&a[0])?;
    let fill = match a.get(1) {
        None => b' ',
        Some(v) => match bytes_like(v) {
            Some(b) if b.len() == 1 && matches!(v, Value::Bytes(_) | Value::ByteArray(_)) => b[0],
            _ => {
                return Err(PyError::type_error(format!(
                    "{method}() argument 2 must be a byte string of length 1, not {}",
                    v.type_name()
                )));
            }
        },
    };
    let b = data(this);
    let n = b.len() as i64;
    if width <= n {
        return Ok(like(this, b.to_vec()));
    }
    let total = (width - n) as usize;
    let (left, right) = match align {
        '<' => (0, total),
        '>' => (total, 0),
        _ => {
            let left = total / 2 + (total & width as usize & 1);
            (left, total - left)
        }
    };
    let mut out = Vec::new();
    out.try_reserve(width as usize)
        .map_err(|_| PyError::memory())?;
    out.resize(left, fill);
    out.extend_from_slice(&b);
    out.resize(left + b.len() + right, fill);
    Ok(like(this, out))
}

pub(super) fn center(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    pad(this, a, '^', "center")
}

pub(super) fn ljust(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    pad(this, a, '<', "ljust")
}

pub(super) fn rjust(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    pad(this, a, '>', "rjust")
}

/// `zfill(width)`: zeros on the left to `width`, after a leading sign.
pub(super) fn zfill(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let width = num::to_index(&a[0])?;
    let b = data(this);
    if width <= b.len() as i64 {
        return Ok(like(this, b.to_vec()));
    }
    let zeros = width as usize - b.len();
    let mut out = Vec::new();
    out.try_reserve(width as usize)
        .map_err(|_| PyError::memory())?;
    let digits = match b.first() {
        Some(&s @ (b'+' | b'-')) => {
            out.push(s);
            &b[1..]
        }
        _ => &b[..],
    };
    out.resize(out.len() + zeros, b'0');
    out.extend_from_slice(digits);
    Ok(like(this, out))
}

/// `title()`: each run of ASCII letters with its first letter upper case, the rest lower.
pub(super) fn title(_: &mut dyn Vm, this: &Value, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let mut after_letter = false;
    let out = data(this)
        .iter()
        .map(|&c| {
            let mapped = if after_letter {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            };
            after_letter = c.is_ascii_alphabetic();
            mapped
        })
        .collect();
    Ok(like(this, out))
}

pub(super) fn swapcase(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let out = data(this)
        .iter()
        .map(|&c| match c {
            b'a'..=b'z' => c.to_ascii_uppercase(),
            b'A'..=b'Z' => c.to_ascii_lowercase(),
            _ => c,
        })
        .collect();
    Ok(like(this, out))
}

/// The affix argument of `removeprefix`/`removesuffix`: bytes-like data.
fn affix(v: &Value) -> PyResult<Vec<u8>> {
    match bytes_like(v) {
        Some(b) => Ok(b.to_vec()),
        None => Err(PyError::type_error(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))),
    }
}

pub(super) fn removeprefix(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let prefix = affix(&a[0])?;
    let b = data(this);
    Ok(like(
        this,
        b.strip_prefix(&prefix[..]).unwrap_or(&b).to_vec(),
    ))
}

pub(super) fn removesuffix(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let suffix = affix(&a[0])?;
    let b = data(this);
    Ok(like(
        this,
        b.strip_suffix(&suffix[..]).unwrap_or(&b).to_vec(),
    ))
}

pub(super) fn isascii(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Bool(data(this).is_ascii()))
}

/// `expandtabs(tabsize=8)`: as `str.expandtabs`, a column being a byte.
pub(super) fn expandtabs(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    check_keywords(kw, &["tabsize"], "expandtabs")?;
    let size = match a.first().or_else(|| kwarg(kw, "tabsize")) {
        Some(v) => num::to_index(v)?,
        None => 8,
    };
    let mut out = Vec::new();
    let mut column = 0i64;
    for &c in data(this).iter() {
        match c {
            b'\t' if size > 0 => {
                let n = size - column % size;
                out.resize(out.len() + n as usize, b' ');
                column += n;
            }
            b'\t' => {}
            b'\n' | b'\r' => {
                out.push(c);
                column = 0;
            }
            _ => {
                out.push(c);
                column += 1;
            }
        }
    }
    Ok(like(this, out))
}

/// `translate(table, /, delete=b'')`: each byte not in `delete` replaced by its entry
/// in `table` (256 bytes; `None`: kept).
pub(super) fn translate(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    check_keywords(kw, &["delete"], "translate")?;
    let want = |v: &Value| {
        bytes_like(v).map(|b| b.to_vec()).ok_or_else(|| {
            PyError::type_error(format!(
                "a bytes-like object is required, not '{}'",
                v.type_name()
            ))
        })
    };
    let table = match a.first() {
        None | Some(Value::None) => None,
        Some(t) => {
            let t = want(t)?;
            if t.len() != 256 {
                return Err(PyError::value_error(
                    "translation table must be 256 characters long",
                ));
            }
            Some(t)
        }
    };
    let delete = match a.get(1).or_else(|| kwarg(kw, "delete")) {
        Some(d) => want(d)?,
        None => Vec::new(),
    };
    let out: Vec<u8> = data(this)
        .iter()
        .filter(|b| !delete.contains(b))
        .map(|&b| table.as_ref().map_or(b, |t| t[usize::from(b)]))
        .collect();
    Ok(like(this, out))
}

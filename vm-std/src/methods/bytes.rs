//! Methods of `bytes` and `bytearray` (the read methods are shared: `self` is either, and
//! a method that makes new data makes it of `self`'s type), `bytearray`'s mutators, and
//! `str.encode`.

use std::borrow::Cow;
use std::rc::Rc;

use crate::error::{PyError, PyResult, try_vec};
use crate::ops::bytes::{byte_value, bytes_of_iterable};
use crate::runtime::Vm;
use crate::value::bytes::{BytesRef, Codec, bytes_like, want_bytes};
use crate::value::iter::with_items;
use crate::value::native::Kwargs;
use crate::value::{PyStr, Value, norm_index, num};

/// The data of `self` (a `bytes` or a `bytearray`: the dispatch checked it).
#[inline]
pub(super) fn data(this: &Value) -> BytesRef<'_> {
    bytes_like(this).expect("a bytes method's self is bytes-like")
}

/// New data of `self`'s type.
pub(super) fn like(this: &Value, b: Vec<u8>) -> Value {
    match this {
        Value::ByteArray(_) => Value::bytearray(b),
        _ => Value::bytes(b),
    }
}

/// Whether `bytes.isspace` counts `c` (ASCII whitespace, `\x0b` included).
#[inline]
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

/// A keyword argument's value, if given.
pub(super) fn kwarg<'a>(kw: &'a Kwargs, name: &str) -> Option<&'a Value> {
    kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
}

/// Checks that every keyword of `kw` is one of `names` (for method `f`).
pub(super) fn check_keywords(kw: &Kwargs, names: &[&str], f: &str) -> PyResult<()> {
    for (k, _) in kw.iter() {
        if !names.contains(&&**k) {
            return Err(PyError::type_error(format!(
                "{f}() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    Ok(())
}

/// The text arguments `encoding` and `errors` of `decode`/`encode` (positional or by
/// name).
fn codec_arguments<'a>(f: &str, a: &'a [Value], kw: &'a Kwargs) -> PyResult<(Codec, Cow<'a, str>)> {
    check_keywords(kw, &["encoding", "errors"], f)?;
    let text = |v: &'a Value, what: &str| -> PyResult<Cow<'a, str>> {
        v.text_like().ok_or_else(|| {
            PyError::type_error(format!(
                "{f}() argument '{what}' must be str, not {}",
                v.type_name()
            ))
        })
    };
    let codec = match a.first().or_else(|| kwarg(kw, "encoding")) {
        Some(v) => Codec::lookup(&text(v, "encoding")?)?,
        None => Codec::Utf8,
    };
    let errors = match a.get(1).or_else(|| kwarg(kw, "errors")) {
        Some(v) => text(v, "errors")?,
        None => Cow::Borrowed("strict"),
    };
    Ok((codec, errors))
}

pub(super) fn decode(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let (codec, errors) = codec_arguments("decode", a, kw)?;
    let text = crate::value::bytes::decode(&data(this), codec, &errors)?;
    Ok(Value::str(text))
}

/// `str.encode(encoding='utf-8', errors='strict')`.
pub(super) fn encode(
    _: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let (codec, errors) = codec_arguments("encode", a, kw)?;
    if s.ascii || codec == Codec::Utf8 {
        return Ok(Value::bytes(s.s.as_bytes()));
    }
    Ok(Value::bytes(crate::value::bytes::encode(
        &s.s, codec, &errors,
    )?))
}

/// `hex(sep=..., bytes_per_sep=1)`.
pub(crate) fn hex(_: &mut dyn Vm, this: &Value, a: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    check_keywords(kw, &["sep", "bytes_per_sep"], "hex")?;
    let b = data(this);
    let Some(sep) = a.first().or_else(|| kwarg(kw, "sep")) else {
        return Ok(Value::str(crate::value::bytes::hex(&b)));
    };
    let sep = match sep {
        Value::Str(s) if s.char_len() != 1 => {
            return Err(PyError::value_error("sep must be length 1."));
        }
        Value::Str(s) if !s.ascii => return Err(PyError::value_error("sep must be ASCII.")),
        Value::Str(s) => s.s.as_bytes()[0] as char,
        other => match bytes_like(other) {
            Some(s) if s.len() == 1 && s[0].is_ascii() => s[0] as char,
            Some(s) if s.len() == 1 => return Err(PyError::value_error("sep must be ASCII.")),
            Some(_) => return Err(PyError::value_error("sep must be length 1.")),
            None => {
                return Err(PyError::type_error(format!(
                    "object of type '{}' has no len()",
                    other.type_name()
                )));
            }
        },
    };
    let per = match a.get(1).or_else(|| kwarg(kw, "bytes_per_sep")) {
        Some(v) => num::to_index(v)?,
        None => 1,
    };
    let digits = crate::value::bytes::hex(&b);
    if per == 0 || b.is_empty() {
        return Ok(Value::str(digits));
    }
    let n = per.unsigned_abs() as usize;
    let len = b.len();
    let mut out = String::with_capacity(digits.len() + len);
    for i in 0..len {
        // Groups of `n` bytes, counted from the right when `per > 0`.
        let boundary = if per > 0 {
            i > 0 && (len - i).is_multiple_of(n)
        } else {
            i > 0 && i.is_multiple_of(n)
        };
        if boundary {
            out.push(sep);
        }
        out.push_str(&digits[2 * i..2 * i + 2]);
    }
    Ok(Value::str(out))
}

/// The range `[lo, hi)` of `b` that a search method's optional `start` and `end`
/// (`a[1..]`) name, as CPython's `ADJUST_INDICES`; `None` when it is empty with a start
/// past the end (where even the empty needle is not found).
fn search_range(len: usize, a: &[Value]) -> PyResult<Option<(usize, usize)>> {
    let n = len as i64;
    let at = |v: Option<&Value>, default: i64| -> PyResult<i64> {
        match v {
            None | Some(Value::None) => Ok(default),
            Some(v) => {
                let i = match v {
                    Value::BigInt(b) if num_traits::Signed::is_negative(&***b) => i64::MIN / 2,
                    Value::BigInt(_) => i64::MAX / 2,
                    v => num::to_index(v)?,
                };
                Ok(if i < 0 { (i + n).max(0) } else { i })
            }
        }
    };
    let (lo, hi) = (at(a.get(1), 0)?, at(a.get(2), n)?.min(n));
    if lo > hi {
        return Ok(None);
    }
    Ok(Some((lo as usize, hi as usize)))
}

/// The needle of `find`, `index`, `count`, ...: bytes-like data or an int (one byte).
fn needle(v: &Value) -> PyResult<Vec<u8>> {
    if let Some(b) = bytes_like(v) {
        return Ok(b.to_vec());
    }
    if v.is_int_like() {
        return Ok(vec![byte_value(v, "byte")?]);
    }
    Err(PyError::type_error(format!(
        "argument should be integer or bytes-like object, not '{}'",
        v.type_name()
    )))
}

/// The position of the first (or with `rev` the last) `sub` in `b[lo..hi]`.
fn find_at(b: &[u8], sub: &[u8], lo: usize, hi: usize, rev: bool) -> Option<usize> {
    if hi - lo < sub.len() {
        return None;
    }
    let hay = &b[lo..hi];
    let found = match (rev, sub) {
        (false, []) => Some(0),
        (true, []) => Some(hay.len()),
        (false, [c]) => memchr::memchr(*c, hay),
        (true, [c]) => memchr::memrchr(*c, hay),
        (false, _) => memchr::memmem::find(hay, sub),
        (true, _) => memchr::memmem::rfind(hay, sub),
    };
    found.map(|i| i + lo)
}

fn search(this: &Value, a: &[Value], rev: bool) -> PyResult<Option<usize>> {
    let sub = needle(&a[0])?;
    let b = data(this);
    Ok(match search_range(b.len(), a)? {
        Some((lo, hi)) => find_at(&b, &sub, lo, hi, rev),
        None => None,
    })
}

pub(super) fn find(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(search(this, a, false)?.map_or(-1, |i| i as i64)))
}

pub(super) fn rfind(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(search(this, a, true)?.map_or(-1, |i| i as i64)))
}

pub(super) fn index(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match search(this, a, false)? {
        Some(i) => Ok(Value::Int(i as i64)),
        None => Err(PyError::value_error("subsection not found")),
    }
}

pub(super) fn rindex(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match search(this, a, true)? {
        Some(i) => Ok(Value::Int(i as i64)),
        None => Err(PyError::value_error("subsection not found")),
    }
}

pub(super) fn count(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let sub = needle(&a[0])?;
    let b = data(this);
    let Some((lo, hi)) = search_range(b.len(), a)? else {
        return Ok(Value::Int(0));
    };
    let hay = &b[lo..hi];
    let n = match &sub[..] {
        [] => hay.len() + 1,
        [c] => memchr::memchr_iter(*c, hay).count(),
        sub => memchr::memmem::find_iter(hay, sub).count(),
    };
    Ok(Value::Int(n as i64))
}

/// `startswith`/`endswith` (`end`: which): the prefix may be a tuple of them.
fn starts_or_ends(this: &Value, a: &[Value], end: bool) -> PyResult<Value> {
    let name = if end { "endswith" } else { "startswith" };
    let b = data(this);
    let Some((lo, hi)) = search_range(b.len(), a)? else {
        return Ok(Value::Bool(false));
    };
    let part = &b[lo..hi];
    let test = |p: &[u8]| {
        if end {
            part.ends_with(p)
        } else {
            part.starts_with(p)
        }
    };
    let wrong = |v: &Value| {
        PyError::type_error(format!(
            "{name} first arg must be bytes or a tuple of bytes, not {}",
            v.type_name()
        ))
    };
    match &a[0] {
        Value::Tuple(t) => {
            for item in t.0.iter() {
                let p = bytes_like(item).ok_or_else(|| {
                    PyError::type_error(format!(
                        "a bytes-like object is required, not '{}'",
                        item.type_name()
                    ))
                })?;
                if test(&p) {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        }
        v => {
            let p = bytes_like(v).ok_or_else(|| wrong(v))?;
            Ok(Value::Bool(test(&p)))
        }
    }
}

pub(super) fn startswith(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    starts_or_ends(this, a, false)
}

pub(super) fn endswith(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    starts_or_ends(this, a, true)
}

/// `split(sep=None, maxsplit=-1)`, from the right with `right`.
fn split_bytes(this: &Value, a: &[Value], kw: &Kwargs, right: bool) -> PyResult<Value> {
    let name = if right { "rsplit" } else { "split" };
    let a = super::string::split_arguments(name, a, kw)?;
    let max = match a.get(1) {
        Some(v) => num::to_index(v)?,
        None => -1,
    };
    let max = if max < 0 { usize::MAX } else { max as usize };
    let b = data(this);
    let mut parts: Vec<&[u8]> = Vec::new();
    match a.first() {
        None | Some(Value::None) => {
            if right {
                let mut rest: &[u8] = &b;
                loop {
                    while let [init @ .., c] = rest
                        && is_space(*c)
                    {
                        rest = init;
                    }
                    if rest.is_empty() {
                        break;
                    }
                    if parts.len() == max {
                        parts.push(rest);
                        break;
                    }
                    let start = rest.iter().rposition(|&c| is_space(c)).map_or(0, |i| i + 1);
                    parts.push(&rest[start..]);
                    rest = &rest[..start];
                }
                parts.reverse();
            } else {
                let mut i = 0;
                loop {
                    while i < b.len() && is_space(b[i]) {
                        i += 1;
                    }
                    if i == b.len() {
                        break;
                    }
                    if parts.len() == max {
                        parts.push(&b[i..]);
                        break;
                    }
                    let start = i;
                    while i < b.len() && !is_space(b[i]) {
                        i += 1;
                    }
                    parts.push(&b[start..i]);
                }
            }
        }
        Some(sep) => {
            let sep = want_bytes(sep)?;
            if sep.is_empty() {
                return Err(PyError::value_error("empty separator"));
            }
            if right {
                let mut rest: &[u8] = &b;
                while parts.len() < max {
                    match memchr::memmem::rfind(rest, &sep) {
                        Some(i) => {
                            parts.push(&rest[i + sep.len()..]);
                            rest = &rest[..i];
                        }
                        None => break,
                    }
                }
                parts.push(rest);
                parts.reverse();
            } else {
                let mut rest: &[u8] = &b;
                while parts.len() < max {
                    match memchr::memmem::find(rest, &sep) {
                        Some(i) => {
                            parts.push(&rest[..i]);
                            rest = &rest[i + sep.len()..];
                        }
                        None => break,
                    }
                }
                parts.push(rest);
            }
        }
    }
    let items = parts.into_iter().map(|p| like(this, p.to_vec())).collect();
    Ok(Value::list(items))
}

pub(super) fn split(_: &mut dyn Vm, this: &Value, a: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    split_bytes(this, a, kw, false)
}

pub(super) fn rsplit(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    split_bytes(this, a, kw, true)
}

pub(super) fn join(vm: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    super::materialize(vm, &mut a[0])?;
    let out = with_items(&a[0], |items| {
        let sep = data(this);
        let mut len = sep.len() * items.len().saturating_sub(1);
        for (i, item) in items.iter().enumerate() {
            match bytes_like(item) {
                Some(b) => len += b.len(),
                None => {
                    return Err(PyError::type_error(format!(
                        "sequence item {i}: expected a bytes-like object, {} found",
                        item.type_name()
                    )));
                }
            }
        }
        let mut out: Vec<u8> = try_vec(len)?;
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(&sep);
            }
            if let Some(b) = bytes_like(item) {
                out.extend_from_slice(&b);
            }
        }
        Ok(out)
    })?;
    Ok(like(this, out))
}

/// `strip`, `lstrip`, `rstrip` (`left`, `right`: which ends).
fn strip_bytes(this: &Value, a: &[Value], left: bool, right: bool) -> PyResult<Value> {
    let b = data(this);
    let chars = match a.first() {
        None | Some(Value::None) => None,
        Some(v) => Some(want_bytes(v)?),
    };
    let strip = |c: u8| match &chars {
        None => is_space(c),
        Some(set) => set.contains(&c),
    };
    let mut lo = 0;
    let mut hi = b.len();
    if left {
        while lo < hi && strip(b[lo]) {
            lo += 1;
        }
    }
    if right {
        while hi > lo && strip(b[hi - 1]) {
            hi -= 1;
        }
    }
    let out = b[lo..hi].to_vec();
    drop(chars);
    drop(b);
    Ok(like(this, out))
}

pub(super) fn strip(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    strip_bytes(this, a, true, true)
}

pub(super) fn lstrip(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    strip_bytes(this, a, true, false)
}

pub(super) fn rstrip(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    strip_bytes(this, a, false, true)
}

pub(super) fn replace(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let old = want_bytes(&a[0])?.to_vec();
    let new = want_bytes(&a[1])?.to_vec();
    let max = match a.get(2) {
        Some(v) => num::to_index(v)?,
        None => -1,
    };
    let max = if max < 0 { usize::MAX } else { max as usize };
    let b = data(this);
    let mut out = Vec::with_capacity(b.len());
    if old.is_empty() {
        // The new data before every byte and at the end, as CPython's.
        let mut n = 0;
        for &c in b.iter() {
            if n < max {
                out.extend_from_slice(&new);
                n += 1;
            }
            out.push(c);
        }
        if n < max {
            out.extend_from_slice(&new);
        }
    } else {
        let mut rest: &[u8] = &b;
        let mut n = 0;
        while n < max {
            match memchr::memmem::find(rest, &old) {
                Some(i) => {
                    out.extend_from_slice(&rest[..i]);
                    out.extend_from_slice(&new);
                    rest = &rest[i + old.len()..];
                    n += 1;
                }
                None => break,
            }
        }
        out.extend_from_slice(rest);
    }
    drop(b);
    Ok(like(this, out))
}

pub(super) fn upper(_: &mut dyn Vm, this: &Value, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let out = data(this).to_ascii_uppercase();
    Ok(like(this, out))
}

pub(super) fn lower(_: &mut dyn Vm, this: &Value, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let out = data(this).to_ascii_lowercase();
    Ok(like(this, out))
}

/// A test of every byte (false for empty data).
fn all_bytes(this: &Value, f: impl Fn(u8) -> bool) -> PyResult<Value> {
    let b = data(this);
    Ok(Value::Bool(!b.is_empty() && b.iter().all(|&c| f(c))))
}

pub(super) fn isdigit(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    all_bytes(this, |c| c.is_ascii_digit())
}

pub(super) fn isalpha(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    all_bytes(this, |c| c.is_ascii_alphabetic())
}

pub(super) fn isalnum(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    all_bytes(this, |c| c.is_ascii_alphanumeric())
}

pub(super) fn isspace(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    all_bytes(this, is_space)
}

/// `isupper`/`islower`: some cased byte, and none of the other case.
fn cased(this: &Value, upper: bool) -> PyResult<Value> {
    let b = data(this);
    let mut any = false;
    for &c in b.iter() {
        if c.is_ascii_uppercase() {
            if !upper {
                return Ok(Value::Bool(false));
            }
            any = true;
        } else if c.is_ascii_lowercase() {
            if upper {
                return Ok(Value::Bool(false));
            }
            any = true;
        }
    }
    Ok(Value::Bool(any))
}

pub(super) fn isupper(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    cased(this, true)
}

pub(super) fn islower(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    cased(this, false)
}

/// `partition(sep)` / `rpartition(sep)`.
fn partition_bytes(this: &Value, a: &[Value], rev: bool) -> PyResult<Value> {
    let sep = want_bytes(&a[0])?.to_vec();
    if sep.is_empty() {
        return Err(PyError::value_error("empty separator"));
    }
    let b = data(this);
    let found = if rev {
        memchr::memmem::rfind(&b, &sep)
    } else {
        memchr::memmem::find(&b, &sep)
    };
    let (x, y, z) = match found {
        Some(i) => (b[..i].to_vec(), sep.clone(), b[i + sep.len()..].to_vec()),
        None if rev => (Vec::new(), Vec::new(), b.to_vec()),
        None => (b.to_vec(), Vec::new(), Vec::new()),
    };
    drop(b);
    Ok(Value::tuple(vec![
        like(this, x),
        like(this, y),
        like(this, z),
    ]))
}

pub(super) fn partition(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    partition_bytes(this, a, false)
}

pub(super) fn rpartition(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    partition_bytes(this, a, true)
}

/// `splitlines(keepends=False)`: at `\n`, `\r` and `\r\n`.
pub(super) fn splitlines(
    _: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    check_keywords(kw, &["keepends"], "splitlines")?;
    let keep = match a.first().or_else(|| kwarg(kw, "keepends")) {
        Some(v) => crate::value::truthy(v),
        None => false,
    };
    let b = data(this);
    let mut parts = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < b.len() {
        let eol = match b[i] {
            b'\n' => 1,
            b'\r' if b.get(i + 1) == Some(&b'\n') => 2,
            b'\r' => 1,
            _ => {
                i += 1;
                continue;
            }
        };
        let end = if keep { i + eol } else { i };
        parts.push(b[start..end].to_vec());
        i += eol;
        start = i;
    }
    if start < b.len() {
        parts.push(b[start..].to_vec());
    }
    drop(b);
    Ok(Value::list(
        parts.into_iter().map(|p| like(this, p)).collect(),
    ))
}

// ---------------------------------------------------------------- bytearray's own

/// The `bytearray` that is `self` (the dispatch checked it).
fn array(this: &Value) -> &crate::value::bytes::ByteArray {
    match this {
        Value::ByteArray(b) => b,
        _ => unreachable!("a bytearray method's self is a bytearray"),
    }
}

pub(super) fn append(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let c = byte_value(&a[0], "byte")?;
    array(this).borrow_mut().push(c);
    Ok(Value::None)
}

pub(super) fn extend(
    vm: &mut dyn Vm,
    this: &Value,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if a[0].is_int_like() || matches!(a[0], Value::Float(_) | Value::None) {
        return Err(PyError::type_error(format!(
            "can't extend bytearray with {}",
            a[0].type_name()
        )));
    }
    super::materialize(vm, &mut a[0])?;
    // A copy first: the argument may be this bytearray itself.
    let more = bytes_of_iterable(&a[0], "byte")?;
    array(this).borrow_mut().extend_from_slice(&more);
    Ok(Value::None)
}

pub(super) fn pop(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let b = array(this);
    let mut data = b.borrow_mut();
    if data.is_empty() {
        return Err(PyError::index_error("pop from empty bytearray"));
    }
    let i = match a.first() {
        Some(v) => num::to_index(v)?,
        None => -1,
    };
    match norm_index(i, data.len()) {
        Some(j) => Ok(Value::Int(data.remove(j) as i64)),
        None => Err(PyError::index_error("pop index out of range")),
    }
}

pub(super) fn insert(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let i = num::to_index(&a[0])?;
    let c = byte_value(&a[1], "byte")?;
    let mut data = array(this).borrow_mut();
    let n = data.len() as i64;
    let at = if i < 0 { (i + n).max(0) } else { i.min(n) };
    data.insert(at as usize, c);
    Ok(Value::None)
}

pub(super) fn remove(_: &mut dyn Vm, this: &Value, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let c = byte_value(&a[0], "byte")?;
    let mut data = array(this).borrow_mut();
    match data.iter().position(|&x| x == c) {
        Some(i) => {
            data.remove(i);
            Ok(Value::None)
        }
        None => Err(PyError::value_error("value not found in bytearray")),
    }
}

pub(super) fn clear(_: &mut dyn Vm, this: &Value, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    array(this).borrow_mut().clear();
    Ok(Value::None)
}

pub(super) fn copy(_: &mut dyn Vm, this: &Value, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::bytearray(array(this).borrow().clone()))
}

pub(super) fn reverse(
    _: &mut dyn Vm,
    this: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    array(this).borrow_mut().reverse();
    Ok(Value::None)
}

//! Numbers: conversions between ints, big ints, floats and strings (`int(x)`,
//! `float(x)`, the operands of mixed arithmetic) and the exact comparison of an int with
//! a float, as CPython's `longobject.c` and `floatobject.c` do them.

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_traits::{FromPrimitive, ToPrimitive};

use super::{Value, format, unicode};
use crate::error::{ExcType, PyError, PyResult};

/// A float as an exact big int (for a finite float with no fraction).
pub fn float_to_bigint(f: f64) -> Option<BigInt> {
    BigInt::from_f64(f.trunc())
}

/// A big int as a float, or Python's OverflowError.
pub fn bigint_to_f64(b: &BigInt) -> PyResult<f64> {
    match b.to_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(PyError::new(
            ExcType::OverflowError,
            "int too large to convert to float",
        )),
    }
}

/// A number as a float (`bool` and ints included), `None` for other types.
pub fn to_f64(v: &Value) -> Option<PyResult<f64>> {
    match v {
        Value::Float(f) => Some(Ok(*f)),
        Value::Int(i) => Some(Ok(*i as f64)),
        Value::Bool(b) => Some(Ok(*b as i64 as f64)),
        Value::BigInt(b) => Some(bigint_to_f64(b)),
        _ => None,
    }
}

/// An int-like value as a big int.
pub fn to_bigint(v: &Value) -> Option<BigInt> {
    match v {
        Value::Int(i) => Some(BigInt::from(*i)),
        Value::Bool(b) => Some(BigInt::from(*b as i64)),
        Value::BigInt(b) => Some(BigInt::clone(b)),
        _ => None,
    }
}

/// An int-like value as an i64 (`None` if it is not an int or does not fit).
pub fn to_i64(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        Value::Instance(_) => int_part(v).and_then(|n| to_i64(&n)),
        _ => None,
    }
}

/// The int an instance of an `int` subclass (an `IntEnum` member) is: its builtin part.
#[cold]
#[inline(never)]
pub fn int_part(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(i) => match &*i.native.borrow() {
            n @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_)) => Some(n.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// An int argument (a count, a position, a width): [`to_i64`], or CPython's errors: an int
/// too big for a `Py_ssize_t` is `OverflowError` (`PyNumber_AsSsize_t`), anything else
/// not an int `TypeError`.
pub fn to_index(v: &Value) -> PyResult<i64> {
    if let Value::BigInt(_) = v {
        return Err(PyError::new(
            ExcType::OverflowError,
            "Python int too large to convert to C ssize_t",
        ));
    }
    to_i64(v).ok_or_else(|| {
        PyError::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))
    })
}

fn cmp_i64_f64(i: i64, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if i.unsigned_abs() <= 1 << 53 {
        return (i as f64).partial_cmp(&f);
    }
    if f >= 9.223_372_036_854_776e18 {
        return Some(Ordering::Less);
    }
    if f < -9.223_372_036_854_776e18 {
        return Some(Ordering::Greater);
    }
    let t = f.trunc();
    match i.cmp(&(t as i64)) {
        Ordering::Equal => 0.0f64.partial_cmp(&(f - t)),
        o => Some(o),
    }
}

fn cmp_big_f64(b: &BigInt, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let t = f.trunc();
    let fb = BigInt::from_f64(t)?;
    match b.cmp(&fb) {
        Ordering::Equal => 0.0f64.partial_cmp(&(f - t)),
        o => Some(o),
    }
}

/// Compares two numbers exactly (`None` when either is NaN or not a number).
pub fn num_cmp(a: &Value, b: &Value) -> Option<Ordering> {
    use Value::{BigInt, Bool, Float, Int};
    match (a, b) {
        (Int(x), Int(y)) => Some(x.cmp(y)),
        (Float(x), Float(y)) => x.partial_cmp(y),
        (Bool(x), _) => num_cmp(&Int(*x as i64), b),
        (_, Bool(y)) => num_cmp(a, &Int(*y as i64)),
        (Int(x), Float(y)) => cmp_i64_f64(*x, *y),
        (Float(x), Int(y)) => cmp_i64_f64(*y, *x).map(Ordering::reverse),
        (BigInt(x), Float(y)) => cmp_big_f64(x, *y),
        (Float(x), BigInt(y)) => cmp_big_f64(y, *x).map(Ordering::reverse),
        (BigInt(x), BigInt(y)) => Some(x.cmp(y)),
        (BigInt(x), Int(y)) => Some(x.as_ref().cmp(&num_bigint::BigInt::from(*y))),
        (Int(x), BigInt(y)) => Some(num_bigint::BigInt::from(*x).cmp(y)),
        _ => None,
    }
}

/// `int(s, base)` of a string.
///
/// why the short decimal tested here, with the rest out of line: `int(field)` of a
/// short decimal is the common case, and the general path's frame (its error closure,
/// its many registers) cost more than the parse (112 instructions a call, callgrind on
/// `examples/pipeline.py`).
#[inline]
pub fn parse_int(s: &str, base: u32) -> PyResult<Value> {
    if base == 10
        && let Some(n) = short_decimal(s.as_bytes())
    {
        return Ok(Value::Int(n));
    }
    parse_int_general(s, base)
}

/// [`parse_int`] of any text.
#[inline(never)]
fn parse_int_general(s: &str, base: u32) -> PyResult<Value> {
    let err = || {
        let mut r = String::new();
        format::str_repr(s, &mut r);
        PyError::value_error(format!("invalid literal for int() with base {base}: {r}"))
    };
    match ascii_digits(s) {
        Some(ascii) => parse_int_or(&ascii, base, err),
        None => parse_int_or(s, base, err),
    }
}

/// `s` with the decimal digits of other scripts made ASCII ones, if it has any: CPython
/// reads them so before it parses a number (`int('٣')` is 3, `float('٣.٥')` 3.5).
fn ascii_digits(s: &str) -> Option<String> {
    if s.is_ascii() || !s.chars().any(|c| !c.is_ascii() && unicode::is_decimal(c)) {
        return None;
    }
    Some(
        s.chars()
            .map(|c| match unicode::decimal_value(c) {
                Some(d) if !c.is_ascii() => char::from(b'0' + d as u8),
                _ => c,
            })
            .collect(),
    )
}

/// [`parse_int`] with `err` the error of text that is no int literal.
fn parse_int_or(s: &str, base: u32, err: impl Fn() -> PyError) -> PyResult<Value> {
    if base == 10
        && let Some(n) = short_decimal(s.as_bytes())
    {
        return Ok(Value::Int(n));
    }
    let t = s.trim();
    let (neg, digits) = match t.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (base, digits) = match base {
        16 => (
            16,
            digits
                .strip_prefix("0x")
                .or(digits.strip_prefix("0X"))
                .unwrap_or(digits),
        ),
        8 => (
            8,
            digits
                .strip_prefix("0o")
                .or(digits.strip_prefix("0O"))
                .unwrap_or(digits),
        ),
        2 => (
            2,
            digits
                .strip_prefix("0b")
                .or(digits.strip_prefix("0B"))
                .unwrap_or(digits),
        ),
        0 => {
            let lower = digits.to_ascii_lowercase();
            if lower.starts_with("0x") {
                (16, &digits[2..])
            } else if lower.starts_with("0o") {
                (8, &digits[2..])
            } else if lower.starts_with("0b") {
                (2, &digits[2..])
            } else {
                (10, digits)
            }
        }
        b => (b, digits),
    };
    if digits.is_empty()
        || digits.starts_with('_')
        || digits.ends_with('_')
        || digits.contains("__")
    {
        return Err(err());
    }
    let clean: String = digits.chars().filter(|c| *c != '_').collect();
    // CPython counts the run of digits before it looks at what follows.
    let run = clean.chars().take_while(|c| c.is_digit(base)).count();
    super::str_digits::check_parse(run, base)?;
    if !clean.chars().all(|c| c.is_digit(base)) {
        return Err(err());
    }
    let b = BigInt::parse_bytes(clean.as_bytes(), base).ok_or_else(err)?;
    Ok(Value::from_bigint(if neg { -b } else { b }))
}

/// `int(b, base)` of bytes (ASCII text), with CPython's message naming their repr.
pub fn parse_int_bytes(b: &[u8], base: u32) -> PyResult<Value> {
    let err = || bytes_literal_error(&format!("invalid literal for int() with base {base}: "), b);
    match std::str::from_utf8(b) {
        Ok(s) if b.is_ascii() => parse_int_or(s, base, err),
        _ => Err(err()),
    }
}

/// A `ValueError` of `what` followed by the repr of bytes `b`.
#[cold]
fn bytes_literal_error(what: &str, b: &[u8]) -> PyError {
    let mut msg = what.to_string();
    super::bytes::bytes_repr(b, &mut msg);
    PyError::value_error(msg)
}

/// `s` as an int when it is an optional `-` and 1 to 18 ASCII digits (below 10**18, so
/// it fits in an `i64`).
///
/// why: `int(text)` of a short decimal is the common case, and the general path (a
/// filtered copy of the text, then a big-int parse) took about ten times as long.
#[inline]
fn short_decimal(s: &[u8]) -> Option<i64> {
    let (neg, digits) = match s {
        [b'-', rest @ ..] => (true, rest),
        all => (false, all),
    };
    let n = match digits.len() {
        1..=8 => eight_digits(digits)?,
        9..=18 => {
            if !digits.iter().all(u8::is_ascii_digit) {
                return None;
            }
            digits
                .iter()
                .fold(0i64, |n, &d| n * 10 + i64::from(d - b'0'))
        }
        _ => return None,
    };
    Some(if neg { -n } else { n })
}

/// The value of 1 to 8 ASCII digits, if they are all digits: a word at a time.
///
/// why: testing and adding the digits one by one took about 9 instructions a digit
/// (`int(fields[2])` of log fields); this is about 20 for any of them.
#[inline]
fn eight_digits(d: &[u8]) -> Option<i64> {
    const ZEROS: u64 = 0x3030_3030_3030_3030;
    let n = d.len();
    // (The callers pass 1 to 8 digits; this test folds away where they are inlined.)
    if !(1..=8).contains(&n) {
        return None;
    }
    // The digits as a little-endian word (first digit in the lowest byte), from two
    // loads that overlap when they need to.
    let word = if n >= 4 {
        let lo = u32::from_le_bytes(d.get(..4)?.try_into().ok()?);
        let hi = u32::from_le_bytes(d.get(n - 4..)?.try_into().ok()?);
        u64::from(lo) | u64::from(hi) << ((n - 4) * 8)
    } else {
        let (first, mid, last) = (*d.first()?, *d.get(n / 2)?, *d.last()?);
        u64::from(first) | u64::from(mid) << (n / 2 * 8) | u64::from(last) << ((n - 1) * 8)
    };
    // Leading '0's make eight digits: the text moves to the word's top bytes.
    let word = (word << ((8 - n) * 8)) | ((ZEROS >> (n * 8 - 1)) >> 1);
    // Every byte is '0'..='9' when its high nibble is 3 and adding 6 leaves it 3
    // (simdjson's test).
    let high = 0xF0F0_F0F0_F0F0_F0F0;
    if (word & high) | (((word.wrapping_add(0x0606_0606_0606_0606)) & high) >> 4)
        != 0x3333_3333_3333_3333
    {
        return None;
    }
    // Pairs, then fours, then all eight digits combined (each step multiplies the
    // higher part by 10, 100, 10000 and adds the lower).
    let v = word & 0x0F0F_0F0F_0F0F_0F0F;
    let v = (v.wrapping_mul(10 << 8 | 1) >> 8) & 0x00FF_00FF_00FF_00FF;
    let v = (v.wrapping_mul(100 << 16 | 1) >> 16) & 0x0000_FFFF_0000_FFFF;
    let v = v.wrapping_mul(10000 << 32 | 1) >> 32;
    Some(v as i64)
}

/// A NaN no other value is: its own payload, counted per thread.
///
/// why: floats are unboxed, so a float's identity is its bits (`Value::is`), and a
/// container finds an item by identity before `==` (CPython's `PyObject_RichCompare`
/// shortcut), which a NaN needs: `x in [x]` is `True` although `x != x`. CPython's
/// `float("nan")` makes a new object each time, never found for another NaN; here each
/// such NaN gets bits of its own, so `float("nan") in [float("nan")]` is `False` and a
/// NaN is still found where it was stored. NaNs that arithmetic makes carry the
/// hardware's payload (an operand's, or the default one), so `inf - inf` twice gives
/// identical NaNs (CPython: two objects); `math.nan` is the one canonical NaN.
pub fn fresh_nan(negative: bool) -> f64 {
    thread_local! {
        static NEXT: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
    }
    // 51 payload bits below the quiet bit; 0 is the canonical NaN's.
    const PAYLOAD: u64 = (1 << 51) - 1;
    let n = NEXT.with(|c| {
        let n = c.get();
        c.set(if n >= PAYLOAD { 1 } else { n + 1 });
        n
    });
    let sign = if negative { 1 << 63 } else { 0 };
    f64::from_bits(sign | 0x7ff8_0000_0000_0000 | (n & PAYLOAD))
}

/// `x` with a NaN's payload dropped (its sign kept): the bits CPython's `float("nan")`
/// has, for the places that show a float's bytes (`struct.pack`, arrays).
#[inline]
pub fn canonical_nan(x: f64) -> f64 {
    if x.is_nan() { f64::NAN.copysign(x) } else { x }
}

/// `float(s)` of a string (a NaN a new one, as CPython's new object: [`fresh_nan`]).
pub fn parse_float(s: &str) -> PyResult<f64> {
    let ascii = ascii_digits(s);
    let t = ascii.as_deref().unwrap_or(s).trim();
    let lower = t.to_ascii_lowercase();
    let body = lower.trim_start_matches(['+', '-']);
    let ok_word = matches!(body, "inf" | "infinity" | "nan");
    let valid = ok_word
        || (!t.is_empty()
            && t.chars()
                .all(|c| c.is_ascii_digit() || "+-.eE_".contains(c))
            && !t.contains("__")
            && !t.starts_with('_')
            && !t.ends_with('_'));
    let parsed = if valid {
        t.replace('_', "").parse::<f64>().ok()
    } else {
        None
    };
    if let Some(x) = parsed
        && x.is_nan()
    {
        return Ok(fresh_nan(t.starts_with('-')));
    }
    parsed.ok_or_else(|| {
        let mut r = String::new();
        format::str_repr(s, &mut r);
        PyError::value_error(format!("could not convert string to float: {r}"))
    })
}

/// `int(x)`.
pub fn to_int(v: &Value) -> PyResult<Value> {
    match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(f) => {
            if f.is_nan() {
                return Err(PyError::value_error("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(PyError::new(
                    ExcType::OverflowError,
                    "cannot convert float infinity to integer",
                ));
            }
            if f.abs() < 9.2e18 {
                Ok(Value::Int(*f as i64))
            } else {
                Ok(Value::from_bigint(float_to_bigint(*f).unwrap_or_default()))
            }
        }
        Value::Str(s) => parse_int(&s.s, 10),
        Value::Bytes(_) | Value::ByteArray(_) => {
            let b = super::bytes::bytes_like(v).expect("bytes-like");
            parse_int_bytes(&b, 10)
        }
        other => Err(PyError::type_error(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            other.type_name()
        ))),
    }
}

/// `float(x)`.
pub fn to_float(v: &Value) -> PyResult<f64> {
    match v {
        Value::Str(s) => parse_float(&s.s),
        Value::Bytes(_) | Value::ByteArray(_) => {
            let b = super::bytes::bytes_like(v).expect("bytes-like");
            match std::str::from_utf8(&b) {
                Ok(s) if b.is_ascii() => parse_float(s),
                _ => Err(bytes_literal_error(
                    "could not convert string to float: ",
                    &b,
                )),
            }
            .map_err(|_| bytes_literal_error("could not convert string to float: ", &b))
        }
        other => match to_f64(other) {
            Some(r) => r,
            None => Err(PyError::type_error(format!(
                "float() argument must be a string or a real number, not '{}'",
                other.type_name()
            ))),
        },
    }
}

/// `float.fromhex(s)`: `[sign][0x]digits[.digits][p[sign]exponent]` in hex (or `inf`,
/// `infinity`, `nan`), surrounding whitespace allowed, rounded to the nearest float (ties
/// to even), as CPython's: `ValueError` for a malformed string, `OverflowError` when
/// the value rounds past the largest float.
pub fn parse_hex_float(text: &str) -> PyResult<f64> {
    let invalid = || PyError::value_error("invalid hexadecimal floating-point string");
    let t = text.trim();
    let (negative, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let signed = |f: f64| if negative { -f } else { f };
    let lower = body.to_ascii_lowercase();
    if matches!(lower.as_str(), "inf" | "infinity") {
        return Ok(signed(f64::INFINITY));
    }
    if lower == "nan" {
        return Ok(fresh_nan(negative));
    }
    let body = lower.strip_prefix("0x").unwrap_or(&lower);
    let (digits, exponent) = match body.split_once('p') {
        Some((d, e)) => (d, Some(e)),
        None => (body, None),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let hex = |s: &str| s.bytes().all(|b| b.is_ascii_hexdigit());
    if whole.len() + fraction.len() == 0 || !hex(whole) || !hex(fraction) {
        return Err(invalid());
    }
    let mut exp: i64 = match exponent {
        None => 0,
        Some(e) => {
            let d = e.strip_prefix(['+', '-']).unwrap_or(e);
            if d.is_empty() || !d.bytes().all(|b| b.is_ascii_digit()) {
                return Err(invalid());
            }
            // A huge exponent only needs to stay huge: saturate.
            let n = d.parse::<i64>().unwrap_or(i64::MAX / 4).min(i64::MAX / 4);
            if e.starts_with('-') { -n } else { n }
        }
    };
    exp = exp.saturating_sub(4 * fraction.len() as i64);
    let all: String = [whole, fraction].concat();
    let m = num_bigint::BigUint::parse_bytes(all.as_bytes(), 16).unwrap_or_default();
    if m.bits() == 0 {
        return Ok(signed(0.0));
    }
    // The value is `m * 2**exp`; its leading bit has exponent `top`.
    let top = m.bits() as i64 - 1 + exp;
    if top > 1024 {
        return Err(too_large_hex());
    }
    // The lowest bit a float keeps: 53 bits below the leading one, or 2**-1074.
    let low = (top - 52).max(-1074);
    let shift = low - exp;
    let mantissa: u64 = if shift <= 0 {
        (m << (-shift) as usize).try_into().unwrap_or(u64::MAX)
    } else if shift > 64 + m.bits() as i64 {
        0
    } else {
        let shift = shift as usize;
        let kept: u64 = (&m >> shift).try_into().unwrap_or(u64::MAX);
        let half = num_bigint::BigUint::from(1u8) << (shift - 1);
        let rest = &m & ((num_bigint::BigUint::from(1u8) << shift) - 1u8);
        match rest.cmp(&half) {
            Ordering::Greater => kept + 1,
            Ordering::Equal => kept + (kept & 1),
            Ordering::Less => kept,
        }
    };
    // At the bottom exponent the mantissa is the float's bits as they are (a subnormal,
    // or the smallest normals a carry reaches); above it, 53 bits with a hidden one.
    let bits = if low == -1074 {
        mantissa
    } else {
        let (mantissa, low) = if mantissa >> 53 != 0 {
            (mantissa >> 1, low + 1)
        } else {
            (mantissa, low)
        };
        let field = low + 1075;
        if field >= 0x7ff {
            return Err(too_large_hex());
        }
        (field as u64) << 52 | (mantissa & ((1 << 52) - 1))
    };
    Ok(signed(f64::from_bits(bits)))
}

#[cold]
fn too_large_hex() -> PyError {
    PyError::new(
        ExcType::OverflowError,
        "hexadecimal value too large to represent as a float",
    )
}

//! One item packed into bytes or unpacked from them, with CPython's conversions and
//! its range errors, which depend on the format's table (see [`Table`]).

use num_traits::ToPrimitive;

use crate::error::{ExcType, PyError};
use crate::object;
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::bytes::bytes_like;

use super::format::Table;

/// Why an item could not be packed: a `struct.error` message, or another error
/// (`OverflowError` for a float too large, an error of `__index__`).
pub enum Fail {
    Struct(String),
    Other(PyError),
}

impl From<PyError> for Fail {
    fn from(e: PyError) -> Self {
        Fail::Other(e)
    }
}

fn fail(msg: impl Into<String>) -> Fail {
    Fail::Struct(msg.into())
}

const OUT_OF_RANGE: &str = "argument out of range";
const TOO_LARGE: &str = "int too large to convert";

/// How CPython's packer for a code checks an int's range (found by running each table's
/// packers on values just past each bound).
enum Rule {
    /// Converted to a C long first (failing: `argument out of range`), then checked
    /// against the item's range, named (`byte format requires -128 <= number <= 127`).
    Named(&'static str),
    /// As `Named`, the message quoting the code (`'i' format requires ...`).
    QuotedSigned,
    /// Converted to a C unsigned long first (a negative number fails it too: `argument
    /// out of range`), then `'I' format requires 0 <= number <= 4294967295`.
    QuotedUnsigned,
    /// A C long or unsigned long of the item's size: `argument out of range` only.
    Full,
    /// Any int of the item's size, else `int too large to convert` (big-endian `q`, `Q`).
    Wide,
    /// A pointer: a signed or unsigned machine word, else `int too large to convert`.
    Pointer,
}

fn rule(table: Table, code: u8) -> Rule {
    match (code, table) {
        (b'b', _) => Rule::Named("byte"),
        (b'B', _) => Rule::Named("ubyte"),
        (b'h', Table::Big) | (b'i', _) | (b'l', Table::Little | Table::Big) => Rule::QuotedSigned,
        (b'H', Table::Big) | (b'I', _) | (b'L', Table::Little | Table::Big) => Rule::QuotedUnsigned,
        (b'h', _) => Rule::Named("short"),
        (b'H', _) => Rule::Named("ushort"),
        (b'q' | b'Q', Table::Big) => Rule::Wide,
        (b'P', _) => Rule::Pointer,
        _ => Rule::Full,
    }
}

fn signed(code: u8) -> bool {
    matches!(code, b'b' | b'h' | b'i' | b'l' | b'q' | b'n')
}

/// `v` as an int for an integer code: an int, or anything with `__index__`; else
/// `required argument is not an integer`. `None`: too large for an i128 (past every
/// range).
fn int_arg(vm: &mut dyn Vm, v: &Value) -> Result<Option<i128>, Fail> {
    let n = match v {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => v.clone(),
        Value::Instance(_) if object::special(v, "__index__").is_some() => {
            super::super::index(vm, v)?
        }
        _ => return Err(fail("required argument is not an integer")),
    };
    Ok(match &n {
        Value::Int(i) => Some(i128::from(*i)),
        Value::Bool(b) => Some(i128::from(*b)),
        Value::BigInt(b) => b.to_i128(),
        _ => None,
    })
}

/// The int `v` checked for an item of `size` bytes of `code` under `table`.
fn checked_int(
    vm: &mut dyn Vm,
    v: &Value,
    table: Table,
    code: u8,
    size: usize,
) -> Result<i128, Fail> {
    let n = int_arg(vm, v)?;
    let bits = 8 * size as u32;
    let (min, max) = if signed(code) {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    let in_i64 = n.filter(|n| i64::try_from(*n).is_ok());
    let in_u64 = n.filter(|n| u64::try_from(*n).is_ok());
    let ranged = |n: i128, msg: &dyn Fn() -> String| {
        if (min..=max).contains(&n) {
            Ok(n)
        } else {
            Err(fail(msg()))
        }
    };
    match rule(table, code) {
        Rule::Named(name) => ranged(in_i64.ok_or(fail(OUT_OF_RANGE))?, &|| {
            format!("{name} format requires {min} <= number <= {max}")
        }),
        Rule::QuotedSigned => ranged(in_i64.ok_or(fail(OUT_OF_RANGE))?, &|| {
            format!(
                "'{}' format requires {min} <= number <= {max}",
                code as char
            )
        }),
        Rule::QuotedUnsigned => ranged(in_u64.ok_or(fail(OUT_OF_RANGE))?, &|| {
            format!("'{}' format requires 0 <= number <= {max}", code as char)
        }),
        Rule::Full => n
            .filter(|n| (min..=max).contains(n))
            .ok_or(fail(OUT_OF_RANGE)),
        Rule::Wide => n.filter(|n| (min..=max).contains(n)).ok_or(fail(TOO_LARGE)),
        Rule::Pointer => n
            .filter(|n| (-(1i128 << (bits - 1))..=max).contains(n))
            .ok_or(fail(TOO_LARGE)),
    }
}

/// `v` as a float for `e`, `f`, `d` (ints, floats, `__float__`, `__index__`); any
/// failure (an int too large included) is `required argument is not a float`, as
/// CPython replaces the conversion's error.
fn float_arg(vm: &mut dyn Vm, v: &Value) -> Result<f64, Fail> {
    let x = match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(f64::from(u8::from(*b))),
        Value::BigInt(b) => crate::value::num::bigint_to_f64(b),
        Value::Instance(_) if object::special(v, "__float__").is_some() => {
            match object::call_special(vm, v, "__float__", Vec::new()) {
                Ok(Some(Value::Float(f))) => Ok(f),
                Ok(_) => Err(PyError::type_error("__float__ returned non-float")),
                Err(e) => Err(e),
            }
        }
        Value::Instance(_) if object::special(v, "__index__").is_some() => {
            super::super::index(vm, v)
                .and_then(|i| crate::value::num::to_f64(&i).unwrap_or(Ok(0.0)))
        }
        _ => Err(PyError::type_error("not a float")),
    };
    x.map_err(|_| fail("required argument is not a float"))
}

/// A float too large for `code`: CPython's `OverflowError`, which its packing loop turns
/// into `struct.error: int too large to convert` when the value was an int.
fn too_large(code: char, v: &Value) -> Fail {
    if matches!(v, Value::Int(_) | Value::BigInt(_) | Value::Bool(_)) {
        return fail(TOO_LARGE);
    }
    Fail::Other(PyError::new(
        ExcType::OverflowError,
        format!("float too large to pack with {code} format"),
    ))
}

/// `x` as an IEEE half float, rounded to nearest even as CPython's `PyFloat_Pack2`.
pub fn f16_bits(x: f64) -> Option<u16> {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return Some(sign | 0x7e00);
    }
    if x.is_infinite() {
        return Some(sign | 0x7c00);
    }
    let a = x.abs();
    // Below the smallest normal half (2**-14) the value counts in units of 2**-24;
    // rounding up to 1024 units gives the smallest normal's bits, as it should.
    if a < f64::powi(2.0, -14) {
        return Some(sign | (a * f64::powi(2.0, 24)).round_ties_even() as u16);
    }
    let mut e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let mut m = (a / f64::powi(2.0, e - 10)).round_ties_even() as u32;
    if m == 2048 {
        m = 1024;
        e += 1;
    }
    if e > 15 {
        return None;
    }
    Some(sign | (((e + 15) as u16) << 10) | (m - 1024) as u16)
}

/// The float of half-float bits `h`.
pub fn f16_value(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let m = f64::from(h & 0x3ff);
    sign * match e {
        0 => m * f64::powi(2.0, -24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * f64::powi(2.0, e - 15),
    }
}

/// Writes the low `out.len()` bytes of `n` (two's complement) in the table's order.
fn put_int(out: &mut [u8], n: i128, big: bool) {
    let le = n.to_le_bytes();
    let k = out.len();
    out.copy_from_slice(&le[..k]);
    if big {
        out.reverse();
    }
}

/// Packs value `v` as one item of `code` (`count` bytes for `s` and `p`) into `out`,
/// which is the item's span of the buffer.
pub fn pack(
    vm: &mut dyn Vm,
    table: Table,
    code: u8,
    v: &Value,
    out: &mut [u8],
) -> Result<(), Fail> {
    let big = table.big_endian();
    match code {
        b'c' => match bytes_like(v) {
            Some(b) if b.len() == 1 => out[0] = b[0],
            _ => return Err(fail("char format requires a bytes object of length 1")),
        },
        b's' | b'p' => {
            let Some(b) = bytes_like(v) else {
                return Err(fail(format!(
                    "argument for '{}' must be a bytes object",
                    code as char
                )));
            };
            if code == b's' {
                let n = b.len().min(out.len());
                out[..n].copy_from_slice(&b[..n]);
            } else if let Some((len, rest)) = out.split_first_mut() {
                // A Pascal string: its length (at most 255) in the first byte.
                let n = b.len().min(rest.len());
                rest[..n].copy_from_slice(&b[..n]);
                *len = n.min(255) as u8;
            }
        }
        b'?' => out[0] = u8::from(object::special::truthy(vm, v)?),
        b'e' => {
            let bits = f16_bits(float_arg(vm, v)?).ok_or_else(|| too_large('e', v))?;
            put_int(out, i128::from(bits), big);
        }
        b'f' => {
            let x = crate::value::num::canonical_nan(float_arg(vm, v)?);
            let y = x as f32;
            // why: a native `f` is a C cast (infinity past the range), the standard
            // sizes refuse a finite float that does not fit (`PyFloat_Pack4`).
            if table != Table::Native && y.is_infinite() && x.is_finite() {
                return Err(too_large('f', v));
            }
            put_int(out, i128::from(y.to_bits()), big);
        }
        b'd' => {
            let x = crate::value::num::canonical_nan(float_arg(vm, v)?);
            put_int(out, i128::from(x.to_bits()), big);
        }
        _ => {
            let n = checked_int(vm, v, table, code, out.len())?;
            put_int(out, n, big);
        }
    }
    Ok(())
}

/// The value of one item of `code` in `data` (its span: `count` bytes for `s`, `p`).
pub fn unpack(table: Table, code: u8, data: &[u8]) -> Value {
    let big = table.big_endian();
    let uint = || {
        let mut le = [0u8; 16];
        le[..data.len()].copy_from_slice(data);
        if big {
            le[..data.len()].reverse();
        }
        u128::from_le_bytes(le)
    };
    match code {
        b'c' => Value::bytes(data),
        b's' => Value::bytes(data),
        b'p' => {
            let n = data.first().map_or(0, |&n| usize::from(n));
            let n = n.min(data.len().saturating_sub(1));
            Value::bytes(&data[1..=n])
        }
        b'?' => Value::Bool(data[0] != 0),
        b'e' => Value::Float(f16_value(uint() as u16)),
        b'f' => Value::Float(f64::from(f32::from_bits(uint() as u32))),
        b'd' => Value::Float(f64::from_bits(uint() as u64)),
        _ => {
            let u = uint();
            let bits = 8 * data.len() as u32;
            let n = if signed(code) && u >> (bits - 1) & 1 == 1 {
                u as i128 - (1i128 << bits)
            } else {
                u as i128
            };
            match i64::try_from(n) {
                Ok(i) => Value::Int(i),
                Err(_) => Value::from_bigint(num_bigint::BigInt::from(n)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_floats() {
        assert_eq!(f16_bits(65519.0), Some(0x7bff));
        assert_eq!(f16_bits(65520.0), None);
        assert_eq!(f16_bits(1.0), Some(0x3c00));
        assert_eq!(f16_bits(f64::powi(2.0, -24)), Some(1));
        assert_eq!(f16_bits(f64::powi(2.0, -25)), Some(0));
        assert_eq!(f16_value(0x7bff), 65504.0);
        assert_eq!(f16_value(1), f64::powi(2.0, -24));
    }
}

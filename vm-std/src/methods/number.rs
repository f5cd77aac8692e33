//! Methods of `int` and `float`.

use crate::error::PyResult;
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{Value, num};

/// `int.bit_length()` (`v` a small or big int).
pub(super) fn bit_length(
    _vm: &mut dyn Vm,
    v: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let b = num::to_bigint(v).unwrap_or_default();
    Ok(Value::Int(b.bits() as i64))
}

pub(super) fn is_integer(_vm: &mut dyn Vm, f: f64, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(f.is_finite() && f.fract() == 0.0))
}

/// Whether `byteorder` names big-endian order (`'big'`), little (`'little'`), or
/// CPython's `ValueError`.
pub fn big_endian(byteorder: &Value) -> PyResult<bool> {
    match byteorder {
        Value::Str(s) if s.s == "big" => Ok(true),
        Value::Str(s) if s.s == "little" => Ok(false),
        Value::Str(_) => Err(crate::error::PyError::value_error(
            "byteorder must be either 'little' or 'big'",
        )),
        other => Err(crate::error::PyError::type_error(format!(
            "to_bytes() argument 'byteorder' must be str, not {}",
            other.type_name()
        ))),
    }
}

/// `int.to_bytes(length=1, byteorder='big', *, signed=False)`.
pub(super) fn to_bytes(
    _vm: &mut dyn Vm,
    v: &Value,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    use crate::error::{ExcType, PyError};
    let mut length = a.first().cloned();
    let mut order = a.get(1).cloned();
    let mut signed = false;
    for (k, x) in kw.iter() {
        match &**k {
            "length" if length.is_none() => length = Some(x.clone()),
            "byteorder" if order.is_none() => order = Some(x.clone()),
            "signed" => signed = crate::value::truthy(x),
            other => {
                return Err(PyError::type_error(format!(
                    "to_bytes() got an unexpected keyword argument '{other}'"
                )));
            }
        }
    }
    let length = match &length {
        Some(l) => num::to_index(l)?,
        None => 1,
    };
    if length < 0 {
        return Err(PyError::value_error("length argument must be non-negative"));
    }
    let big = match &order {
        Some(o) => big_endian(o)?,
        None => true,
    };
    let n = num::to_bigint(v).unwrap_or_default();
    if !signed && n.sign() == num_bigint::Sign::Minus {
        return Err(PyError::new(
            ExcType::OverflowError,
            "can't convert negative int to unsigned",
        ));
    }
    // Little-endian two's complement (or magnitude), then padded to the length.
    let mut bytes = if signed {
        n.to_signed_bytes_le()
    } else {
        n.to_bytes_le().1
    };
    if n.sign() == num_bigint::Sign::NoSign {
        bytes.clear();
    }
    let fill = if signed && n.sign() == num_bigint::Sign::Minus {
        0xff
    } else {
        0
    };
    // A positive signed value needs a clear top bit; `to_signed_bytes_le` gives one.
    if bytes.len() > length as usize {
        return Err(PyError::new(
            ExcType::OverflowError,
            "int too big to convert",
        ));
    }
    bytes.resize(length as usize, fill);
    if big {
        bytes.reverse();
    }
    Ok(Value::bytes(bytes))
}

/// `int.bit_count()`: the ones in the binary digits of `abs(self)`.
pub(super) fn bit_count(
    _vm: &mut dyn Vm,
    v: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Int(match v {
        Value::Int(i) => i64::from(i.unsigned_abs().count_ones()),
        _ => {
            let b = num::to_bigint(v).unwrap_or_default();
            b.magnitude().count_ones() as i64
        }
    }))
}

/// `int.as_integer_ratio()`: `(int(self), 1)`.
pub(super) fn int_as_integer_ratio(
    _vm: &mut dyn Vm,
    v: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::tuple(vec![v.clone(), Value::Int(1)]))
}

/// `int.conjugate()`: the int itself (a bool's as an int).
pub(super) fn conjugate(
    _vm: &mut dyn Vm,
    v: &Value,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(v.clone())
}

/// `float.conjugate()`: the float itself.
pub(super) fn float_conjugate(
    _vm: &mut dyn Vm,
    f: f64,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Float(f))
}

/// `float.as_integer_ratio()`: the float as an exact fraction in lowest terms, its
/// denominator a power of two.
pub(super) fn float_as_integer_ratio(
    _vm: &mut dyn Vm,
    f: f64,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    use crate::error::{ExcType, PyError};
    if f.is_nan() {
        return Err(PyError::value_error("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(PyError::new(
            ExcType::OverflowError,
            "cannot convert Infinity to integer ratio",
        ));
    }
    let (mantissa, exp) = decompose(f);
    // `f == mantissa * 2**exp` with an odd mantissa (or 0).
    let (num, den) = if exp >= 0 {
        (
            num_bigint::BigInt::from(mantissa) << exp as usize,
            num_bigint::BigInt::from(1),
        )
    } else {
        (
            num_bigint::BigInt::from(mantissa),
            num_bigint::BigInt::from(1) << (-exp) as usize,
        )
    };
    Ok(Value::tuple(vec![
        Value::from_bigint(num),
        Value::from_bigint(den),
    ]))
}

/// A finite `f` as `(m, e)` with `f == m * 2**e` and `m` odd (`(0, 0)` for a zero).
fn decompose(f: f64) -> (i64, i32) {
    let bits = f.to_bits();
    let field = ((bits >> 52) & 0x7ff) as i32;
    let frac = (bits & ((1 << 52) - 1)) as i64;
    let (mut m, mut e) = if field == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, field - 1075)
    };
    if m == 0 {
        return (0, 0);
    }
    let zeros = m.trailing_zeros();
    m >>= zeros;
    e += zeros as i32;
    (if f < 0.0 { -m } else { m }, e)
}

/// `float.hex()`: `[-]0x1.<13 hex digits>p<exponent>` (`0x0.` and exponent -1022 for a
/// subnormal), `inf`, `-inf` or `nan`.
pub(super) fn float_hex(_vm: &mut dyn Vm, f: f64, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if f.is_nan() {
        return Ok(Value::str("nan"));
    }
    if f.is_infinite() {
        return Ok(Value::str(if f > 0.0 { "inf" } else { "-inf" }));
    }
    let sign = if f.is_sign_negative() { "-" } else { "" };
    let bits = f.to_bits();
    let field = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    Ok(Value::str(match (field, frac) {
        (0, 0) => format!("{sign}0x0.0p+0"),
        (0, _) => format!("{sign}0x0.{frac:013x}p-1022"),
        _ => format!("{sign}0x1.{frac:013x}p{:+}", field - 1023),
    }))
}

/// `float.__floor__()`, `__ceil__()`, `__trunc__()`: the float rounded by `round`, as an
/// int.
fn rounded(f: f64, round: fn(f64) -> f64) -> PyResult<Value> {
    num::to_int(&Value::Float(round(f)))
}

pub(super) fn float_floor(_: &mut dyn Vm, f: f64, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    rounded(f, f64::floor)
}

pub(super) fn float_ceil(_: &mut dyn Vm, f: f64, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    rounded(f, f64::ceil)
}

pub(super) fn float_trunc(_: &mut dyn Vm, f: f64, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    rounded(f, f64::trunc)
}

/// `int.__repr__(v)`: the digits, also of an int subclass's instance (its int part); a
/// bool (`True.__repr__()`) prints as `bool`'s own `__repr__`.
pub(super) fn int_repr(_: &mut dyn Vm, v: &Value, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // `int.__repr__(True)` is '1': `bool`'s own `__repr__` makes 'True'.
    if let Value::Bool(b) = v {
        return Ok(Value::str(if *b { "1" } else { "0" }));
    }
    Ok(Value::str(crate::value::format::repr(v)))
}

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

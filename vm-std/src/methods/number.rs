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

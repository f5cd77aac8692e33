//! The arithmetic of the fused and specialized `BINARY_OP` forms: which operators a fast
//! path does, and doing them on ints and floats (`None` when the generic op must run).

use super::nb;
use crate::ops;
use crate::value::{CodeInfo, FloatLike, Value};

pub(super) const ADD_I: u32 = nb::ADD + nb::INPLACE;
pub(super) const SUB_I: u32 = nb::SUBTRACT + nb::INPLACE;
pub(super) const MUL_I: u32 = nb::MULTIPLY + nb::INPLACE;
pub(super) const TDIV_I: u32 = nb::TRUE_DIVIDE + nb::INPLACE;
pub(super) const FDIV_I: u32 = nb::FLOOR_DIVIDE + nb::INPLACE;
pub(super) const MOD_I: u32 = ops::REMAINDER_INPLACE;
pub(super) const AND_I: u32 = nb::AND + nb::INPLACE;
pub(super) const OR_I: u32 = nb::OR + nb::INPLACE;
const XOR_I: u32 = nb::XOR + nb::INPLACE;
const LSHIFT_I: u32 = nb::LSHIFT + nb::INPLACE;
const RSHIFT_I: u32 = nb::RSHIFT + nb::INPLACE;

/// Whether `op` is `+`, `-` or `*`, plain or in place.
#[inline(always)]
pub(super) fn is_add_sub_mul(op: u32) -> bool {
    matches!(
        op,
        nb::ADD | ADD_I | nb::SUBTRACT | SUB_I | nb::MULTIPLY | MUL_I
    )
}

/// Whether `int_arith` does `op`: `+`, `-`, `*`, `//`, `%`, `&`, `|`, `^`, `<<`, `>>`,
/// plain or in place.
#[inline(always)]
pub(super) fn is_int_op(op: u32) -> bool {
    is_add_sub_mul(op)
        || matches!(
            op,
            nb::FLOOR_DIVIDE
                | FDIV_I
                | nb::REMAINDER
                | MOD_I
                | nb::AND
                | AND_I
                | nb::OR
                | OR_I
                | nb::XOR
                | XOR_I
                | nb::LSHIFT
                | LSHIFT_I
                | nb::RSHIFT
                | RSHIFT_I
        )
}

/// Constant `c` when it is an int.
pub(super) fn int_constant(code: &CodeInfo, c: u32) -> Option<i64> {
    match code.consts.get(c as usize)? {
        Value::Int(k) => Some(*k),
        _ => None,
    }
}

/// What `x <op> consts[c]` adds to `x` when it is an int addition or subtraction
/// (`x - 1` adds -1).
pub(super) fn int_addend(op: u32, code: &CodeInfo, c: u32) -> Option<i64> {
    let k = int_constant(code, c)?;
    match op {
        nb::ADD | ADD_I => Some(k),
        nb::SUBTRACT | SUB_I => k.checked_neg(),
        _ => None,
    }
}

/// `a <op> b` for two ints (see `is_int_op`); `None` on overflow (the generic op
/// promotes), a zero divisor (it raises) or other operands.
#[inline(always)]
pub(super) fn int_arith(op: u32, a: &Value, b: &Value) -> Option<Value> {
    let (Value::Int(x), Value::Int(y)) = (a, b) else {
        return None;
    };
    int_arith_i64(op, *x, *y)
}

/// [`int_arith`] of the two ints.
#[inline(always)]
pub(super) fn int_arith_i64(op: u32, x: i64, y: i64) -> Option<Value> {
    // why the powers of two: `seed % 2147483648`, `n // 2` and `i % 2` are common, and a
    // division takes 10-20 cycles where a shift or a mask takes one. Both are exact
    // for negative `x` too: Python's `//` floors like an arithmetic shift, and its `%`
    // by a positive divisor is the two's-complement low bits. At a site the divisor is
    // usually one constant, so the test predicts well.
    let pow2 = y > 0 && y & (y - 1) == 0;
    Some(Value::Int(match op {
        nb::ADD | ADD_I => x.checked_add(y)?,
        nb::SUBTRACT | SUB_I => x.checked_sub(y)?,
        nb::MULTIPLY | MUL_I => x.checked_mul(y)?,
        nb::FLOOR_DIVIDE | FDIV_I if pow2 => x >> y.trailing_zeros(),
        nb::FLOOR_DIVIDE | FDIV_I => return ops::int_floordiv(x, y).ok(),
        nb::REMAINDER | MOD_I if pow2 => x & (y - 1),
        nb::REMAINDER | MOD_I => return ops::int_mod(x, y).ok(),
        nb::AND | AND_I => x & y,
        nb::OR | OR_I => x | y,
        nb::XOR | XOR_I => x ^ y,
        // A shift past the word or one that loses bits deopts (the generic op makes a
        // big int, or raises for a negative count).
        nb::LSHIFT | LSHIFT_I if (0..64).contains(&y) && (x << y) >> y == x => x << y,
        nb::RSHIFT | RSHIFT_I if y >= 0 => x >> y.min(63),
        _ => return None,
    }))
}

/// Whether `x <op> y` of two ints is nonzero, without making the result (`if m & bit:`);
/// `None` where [`int_arith_i64`] gives none (an overflow, a zero divisor).
#[inline(always)]
pub(super) fn int_arith_nonzero(op: u32, x: i64, y: i64) -> Option<bool> {
    if op == nb::AND {
        return Some(x & y != 0);
    }
    Some(!matches!(int_arith_i64(op, x, y)?, Value::Int(0)))
}

/// `v` as a float operand: a float, or an int that a float represents exactly.
#[inline(always)]
pub(super) fn float_operand(v: &Value) -> Option<f64> {
    <FloatLike as vm_core::Guard<Value>>::guard(v).map(|f| f.v)
}

/// Whether `a <op> b` is float arithmetic `float_arith` does: `+ - * /` with a float
/// operand and the other a float or an exactly representable int.
#[inline(always)]
pub(super) fn is_float_arith(op: u32, a: &Value, b: &Value) -> bool {
    (matches!(a, Value::Float(_)) || matches!(b, Value::Float(_)))
        && float_operand(a).is_some()
        && float_operand(b).is_some()
        && (is_add_sub_mul(op) || op == nb::TRUE_DIVIDE || op == TDIV_I)
}

/// `a <op> b` as floats (see `is_float_arith`); `None` for a zero divisor (the generic op
/// raises) or other operands.
#[inline(always)]
pub(super) fn float_arith(op: u32, a: &Value, b: &Value) -> Option<Value> {
    let (x, y) = (float_operand(a)?, float_operand(b)?);
    Some(Value::Float(match op {
        nb::ADD | ADD_I => x + y,
        nb::SUBTRACT | SUB_I => x - y,
        nb::MULTIPLY | MUL_I => x * y,
        _ if y == 0.0 => return None,
        _ => x / y,
    }))
}

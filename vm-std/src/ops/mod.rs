//! Python semantics of the operators: arithmetic (ints never wrap: they promote to big
//! ints), comparisons, truthiness, subscripts and membership. The instruction set's
//! generic ops call these; its specializations inline the common cases.

use std::cmp::Ordering;
use std::rc::Rc;

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{Pow, Signed, ToPrimitive, Zero};

use crate::error::{ExcType, PyError, PyResult, try_vec};
use crate::value::iter;
use crate::value::num::{bigint_to_f64, num_cmp, to_bigint, to_f64, to_i64};
use crate::value::{
    self, PyStr, SetTable, Value, ViewKind, char_value, format, norm_index, py_eq, py_eq_at,
    same_or_eq_at,
};

pub mod array;
pub mod bytes;
pub mod sort;
mod views;

/// `BINARY_OP` operator codes (CPython's `NB_*` opargs).
pub mod nb {
    pub const ADD: u32 = 0;
    pub const AND: u32 = 1;
    pub const FLOOR_DIVIDE: u32 = 2;
    pub const LSHIFT: u32 = 3;
    pub const MATRIX_MULTIPLY: u32 = 4;
    pub const MULTIPLY: u32 = 5;
    pub const REMAINDER: u32 = 6;
    pub const OR: u32 = 7;
    pub const POWER: u32 = 8;
    pub const RSHIFT: u32 = 9;
    pub const SUBTRACT: u32 = 10;
    pub const TRUE_DIVIDE: u32 = 11;
    pub const XOR: u32 = 12;
    /// Added to an operator for its augmented (`+=`) form.
    pub const INPLACE: u32 = 13;

    /// The operator's symbol, for messages and `dis`.
    pub fn symbol(op: u32) -> &'static str {
        const S: [&str; 13] = [
            "+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-", "/", "^",
        ];
        let base = S[(op % INPLACE) as usize];
        if op >= INPLACE {
            match base {
                "+" => "+=",
                "&" => "&=",
                "//" => "//=",
                "<<" => "<<=",
                "@" => "@=",
                "*" => "*=",
                "%" => "%=",
                "|" => "|=",
                "**" => "**=",
                ">>" => ">>=",
                "-" => "-=",
                "/" => "/=",
                _ => "^=",
            }
        } else {
            base
        }
    }
}

/// `COMPARE_OP` codes (CPython's rich comparison numbering).
pub mod cmp {
    pub const LT: u32 = 0;
    pub const LE: u32 = 1;
    pub const EQ: u32 = 2;
    pub const NE: u32 = 3;
    pub const GT: u32 = 4;
    pub const GE: u32 = 5;

    pub fn symbol(op: u32) -> &'static str {
        ["<", "<=", "==", "!=", ">", ">="][op as usize % 6]
    }
}

/// `%=`'s code.
pub const REMAINDER_INPLACE: u32 = nb::REMAINDER + nb::INPLACE;

#[cold]
fn unsupported(op: &str, a: &Value, b: &Value) -> PyError {
    // CPython names `**` with the builtin that shares its slot (`**=` stays itself).
    let op = if op == "**" { "** or pow()" } else { op };
    PyError::type_error(format!(
        "unsupported operand type(s) for {op}: '{}' and '{}'",
        a.type_name(),
        b.type_name()
    ))
}

/// `a + b` of two machine ints.
#[inline]
pub fn int_add(a: i64, b: i64) -> Value {
    match a.checked_add(b) {
        Some(r) => Value::Int(r),
        None => Value::from_bigint(BigInt::from(a) + b),
    }
}

#[inline]
pub fn int_sub(a: i64, b: i64) -> Value {
    match a.checked_sub(b) {
        Some(r) => Value::Int(r),
        None => Value::from_bigint(BigInt::from(a) - b),
    }
}

#[inline]
pub fn int_mul(a: i64, b: i64) -> Value {
    match a.checked_mul(b) {
        Some(r) => Value::Int(r),
        None => Value::from_bigint(BigInt::from(a) * b),
    }
}

/// `a // b` of machine ints (Python floors).
#[inline(always)]
pub fn int_floordiv(a: i64, b: i64) -> PyResult<Value> {
    if b == 0 {
        return Err(PyError::zero_div("integer division or modulo by zero"));
    }
    // why by hand: `num_integer`'s `div_floor` was an out-of-line call on this hot path.
    match a.checked_div(b) {
        Some(q) => {
            let r = a - q * b;
            Ok(Value::Int(if r != 0 && (r < 0) != (b < 0) {
                q - 1
            } else {
                q
            }))
        }
        None => Ok(Value::from_bigint(
            BigInt::from(a).div_floor(&BigInt::from(b)),
        )),
    }
}

/// `a % b` of machine ints (the result has the sign of `b`).
#[inline(always)]
pub fn int_mod(a: i64, b: i64) -> PyResult<Value> {
    if b == 0 {
        return Err(PyError::zero_div("integer modulo by zero"));
    }
    if b == -1 {
        return Ok(Value::Int(0));
    }
    // why by hand: `num_integer`'s `mod_floor` was an out-of-line call (3% of the
    // dict/set example). `b` is neither 0 nor -1, so `%` cannot overflow.
    let r = a % b;
    Ok(Value::Int(if r != 0 && (r < 0) != (b < 0) {
        r + b
    } else {
        r
    }))
}

/// `a / b` of ints: the exact quotient rounded once, half to even, as CPython's
/// `long_true_divide` (an OverflowError when it is too large for a float).
pub fn int_truediv(a: &BigInt, b: &BigInt) -> PyResult<Value> {
    if b.is_zero() {
        return Err(PyError::zero_div("division by zero"));
    }
    let q = exact_quotient(a.magnitude(), b.magnitude())?;
    Ok(Value::Float(if a.is_negative() != b.is_negative() {
        -q
    } else {
        q
    }))
}

/// Bits of a float's significand (53).
const MANT_DIG: i64 = f64::MANTISSA_DIGITS as i64;
/// The exponent range of normal floats as C's `DBL_MIN_EXP` (-1021) and `DBL_MAX_EXP`
/// (1024): a normal float is `0.1xxx... (binary) * 2**e` with `e` in that range.
const MIN_EXP: i64 = f64::MIN_EXP as i64;
const MAX_EXP: i64 = f64::MAX_EXP as i64;

/// `a / b` (`b != 0`) correctly rounded to a float.
///
/// why not convert and divide: an int beyond 2**53 is rounded when converted, and the
/// division rounds again (about 1 in 1000 random big quotients came out one unit off),
/// and a dividend beyond the float range (`10**400 / 10**399`) cannot be converted at all.
/// Instead the quotient is computed as an integer with two or three bits more than the
/// result keeps, plus a flag for any nonzero bit below those (the remainder, or bits
/// shifted out of `a`), and rounded from that once.
fn exact_quotient(a: &BigUint, b: &BigUint) -> PyResult<f64> {
    if a.is_zero() {
        return Ok(0.0);
    }
    if a.bits() <= MANT_DIG as u64 && b.bits() <= MANT_DIG as u64 {
        // Both exact as floats: the one rounding is the division's.
        let (x, y) = (a.to_f64().expect("finite"), b.to_f64().expect("finite"));
        return Ok(x / y);
    }
    // a / b lies in [2**(diff - 1), 2**(diff + 1)).
    let diff = a.bits() as i64 - b.bits() as i64;
    if diff > MAX_EXP {
        return Err(truediv_overflow());
    }
    if diff < MIN_EXP - MANT_DIG - 1 {
        // Below half the smallest subnormal (2**-1074): rounds to zero.
        return Ok(0.0);
    }
    // The quotient in units of 2**shift: MANT_DIG + 2 or + 3 bits for a normal result; for
    // a subnormal one, whose last place is 2**(MIN_EXP - MANT_DIG), two bits below that.
    let shift = diff.max(MIN_EXP) - MANT_DIG - 2;
    let mut inexact = false;
    let scaled = if shift <= 0 {
        a << (-shift) as u64
    } else {
        inexact = a.trailing_zeros().is_some_and(|zeros| zeros < shift as u64);
        a >> shift as u64
    };
    let (q, r) = scaled.div_rem(b);
    inexact |= !r.is_zero();
    // q < 2**(diff + 1 - shift) <= 2**(MANT_DIG + 3).
    let mut q = q.to_u64().expect("the scaled quotient has at most 56 bits");
    let q_bits = i64::from(u64::BITS - q.leading_zeros());
    // Bits of q below the result's last place, rounded away half to even (the flag says
    // whether the exact value is above q).
    let extra = q_bits.max(MIN_EXP - shift) - MANT_DIG;
    let unit = 1u64 << extra;
    let rest = q & (unit - 1);
    q -= rest;
    let half = unit >> 1;
    if rest > half || (rest == half && (inexact || q & unit != 0)) {
        q += unit;
    }
    // q * 2**shift >= 2**MAX_EXP overflows (q may have been rounded up to 2**q_bits).
    if shift + q_bits > MAX_EXP || (shift + q_bits == MAX_EXP && q == 1 << q_bits) {
        return Err(truediv_overflow());
    }
    // Exact: q has at most MANT_DIG significant bits, and the scaling by a power of two
    // lands on a representable value (subnormal results were rounded to their place).
    Ok(ldexp(q as f64, shift))
}

fn truediv_overflow() -> PyError {
    PyError::new(
        ExcType::OverflowError,
        "integer division result too large for a float",
    )
}

/// `x * 2**e` for an `x` whose product is representable, so that it is exact: applied
/// in steps whose factors are normal floats, none of which rounds (`x` is at least 1).
fn ldexp(mut x: f64, mut e: i64) -> f64 {
    /// 2**k for `k` in the normal range.
    fn pow2(k: i64) -> f64 {
        f64::from_bits(((k + 1023) as u64) << 52)
    }
    while e > 1000 {
        x *= pow2(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= pow2(-1000);
        e += 1000;
    }
    x * pow2(e)
}

/// `a // b` of floats.
pub fn float_floordiv(a: f64, b: f64) -> PyResult<f64> {
    if b == 0.0 {
        return Err(PyError::zero_div("float floor division by zero"));
    }
    Ok(float_divmod(a, b).0)
}

/// `a % b` of floats.
pub fn float_mod(a: f64, b: f64) -> PyResult<f64> {
    if b == 0.0 {
        return Err(PyError::zero_div("float modulo"));
    }
    Ok(float_divmod(a, b).1)
}

/// CPython's `float_divmod` (for `b != 0`).
pub fn float_divmod(vx: f64, wx: f64) -> (f64, f64) {
    let mut m = vx % wx;
    let mut div = (vx - m) / wx;
    if m != 0.0 {
        if (wx < 0.0) != (m < 0.0) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(wx);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0.0f64.copysign(vx / wx)
    };
    (floordiv, m)
}

/// `a ** b` of floats.
pub fn float_pow(a: f64, b: f64) -> PyResult<Value> {
    if a == 0.0 && b < 0.0 {
        return Err(PyError::zero_div(
            "0.0 cannot be raised to a negative power",
        ));
    }
    if a < 0.0 && b.fract() != 0.0 && b.is_finite() {
        return Err(PyError::value_error(
            "unsupported: a negative number raised to a fractional power is a complex number",
        ));
    }
    let r = a.powf(b);
    if r.is_infinite() && a.is_finite() && b.is_finite() {
        let args = Value::tuple(vec![
            Value::Int(34),
            Value::str("Numerical result out of range"),
        ]);
        return Err(PyError::with_args(
            ExcType::OverflowError,
            "(34, 'Numerical result out of range')",
            std::rc::Rc::new(args),
        ));
    }
    Ok(Value::Float(r))
}

/// `a ** b` of ints.
pub fn int_pow(a: &Value, b: &Value) -> PyResult<Value> {
    let (Some(base), Some(exp)) = (to_bigint(a), to_bigint(b)) else {
        return Err(unsupported("** or pow()", a, b));
    };
    if exp.is_negative() {
        if base.is_zero() {
            return Err(PyError::zero_div(
                "0.0 cannot be raised to a negative power",
            ));
        }
        let fa = bigint_to_f64(&base)?;
        let fb = bigint_to_f64(&exp)?;
        return float_pow(fa, fb);
    }
    if let (Some(x), Some(e)) = (base.to_i64(), exp.to_u32())
        && let Some(r) = x.checked_pow(e)
    {
        return Ok(Value::Int(r));
    }
    let Some(e) = exp.to_u32() else {
        if base.abs() <= BigInt::from(1) {
            let even = exp.is_even();
            return Ok(Value::from_bigint(if base.is_negative() && !even {
                base
            } else {
                base.abs()
            }));
        }
        return Err(PyError::new(ExcType::MemoryError, ""));
    };
    Ok(Value::from_bigint(Pow::pow(base, e)))
}

fn big_binop(op: u32, x: BigInt, y: BigInt) -> PyResult<Value> {
    Ok(Value::from_bigint(match op {
        nb::ADD => x + y,
        nb::SUBTRACT => x - y,
        nb::MULTIPLY => x * y,
        nb::FLOOR_DIVIDE => {
            if y.is_zero() {
                return Err(PyError::zero_div("integer division or modulo by zero"));
            }
            x.div_floor(&y)
        }
        nb::REMAINDER => {
            if y.is_zero() {
                return Err(PyError::zero_div("integer modulo by zero"));
            }
            x.mod_floor(&y)
        }
        nb::AND => x & y,
        nb::OR => x | y,
        nb::XOR => x ^ y,
        nb::LSHIFT | nb::RSHIFT => {
            if y.is_negative() {
                return Err(PyError::value_error("negative shift count"));
            }
            if op == nb::RSHIFT {
                match y.to_usize() {
                    Some(s) => {
                        // Python's >> floors (rounds toward negative infinity).
                        if x.is_negative() {
                            -((-x - 1u32) >> s) - 1u32
                        } else {
                            x >> s
                        }
                    }
                    None => {
                        if x.is_negative() {
                            BigInt::from(-1)
                        } else {
                            BigInt::zero()
                        }
                    }
                }
            } else {
                match y.to_usize() {
                    Some(s) if s < (1 << 32) => x << s,
                    _ => {
                        if x.is_zero() {
                            x
                        } else {
                            return Err(PyError::new(
                                ExcType::OverflowError,
                                "too many digits in integer",
                            ));
                        }
                    }
                }
            }
        }
        _ => unreachable!("not an int operator"),
    }))
}

/// A binary operator on two ints (bools included).
fn int_binop(op: u32, a: &Value, b: &Value) -> PyResult<Value> {
    if let (Some(x), Some(y)) = (to_i64(a), to_i64(b)) {
        return match op {
            nb::ADD => Ok(int_add(x, y)),
            nb::SUBTRACT => Ok(int_sub(x, y)),
            nb::MULTIPLY => Ok(int_mul(x, y)),
            nb::FLOOR_DIVIDE => int_floordiv(x, y),
            nb::REMAINDER => int_mod(x, y),
            nb::TRUE_DIVIDE => int_truediv(&BigInt::from(x), &BigInt::from(y)),
            nb::POWER => int_pow(a, b),
            nb::AND => Ok(if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                Value::Bool(*p & *q)
            } else {
                Value::Int(x & y)
            }),
            nb::OR => Ok(if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                Value::Bool(*p | *q)
            } else {
                Value::Int(x | y)
            }),
            nb::XOR => Ok(if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                Value::Bool(*p ^ *q)
            } else {
                Value::Int(x ^ y)
            }),
            nb::LSHIFT => {
                if y < 0 {
                    Err(PyError::value_error("negative shift count"))
                } else if y < 63 && (x.unsigned_abs() >> (63 - y)) == 0 {
                    Ok(Value::Int(x << y))
                } else {
                    big_binop(op, BigInt::from(x), BigInt::from(y))
                }
            }
            nb::RSHIFT => {
                if y < 0 {
                    Err(PyError::value_error("negative shift count"))
                } else {
                    Ok(Value::Int(x >> y.min(63)))
                }
            }
            _ => Err(unsupported(nb::symbol(op), a, b)),
        };
    }
    let (x, y) = (to_bigint(a).expect("int"), to_bigint(b).expect("int"));
    match op {
        nb::TRUE_DIVIDE => int_truediv(&x, &y),
        nb::POWER => int_pow(a, b),
        nb::MATRIX_MULTIPLY => Err(unsupported("@", a, b)),
        _ => big_binop(op, x, y),
    }
}

/// A binary operator where at least one operand is a float and both are numbers.
fn float_binop(op: u32, x: f64, y: f64) -> PyResult<Value> {
    Ok(Value::Float(match op {
        nb::ADD => x + y,
        nb::SUBTRACT => x - y,
        nb::MULTIPLY => x * y,
        nb::TRUE_DIVIDE => {
            if y == 0.0 {
                return Err(PyError::zero_div("float division by zero"));
            }
            x / y
        }
        nb::FLOOR_DIVIDE => float_floordiv(x, y)?,
        nb::REMAINDER => float_mod(x, y)?,
        nb::POWER => return float_pow(x, y),
        _ => unreachable!("checked by the caller"),
    }))
}

/// The count of `seq * n`: `None` when `n` is not an int; CPython's OverflowError for
/// an int beyond the machine's index range (of either sign).
fn repeat_count(n: &Value) -> PyResult<Option<i64>> {
    match n {
        Value::Int(i) => Ok(Some(*i)),
        Value::Bool(b) => Ok(Some(*b as i64)),
        Value::BigInt(_) => Err(PyError::overflow(
            "cannot fit 'int' into an index-sized integer",
        )),
        _ => Ok(None),
    }
}

/// The length of `len` items of `item_size` bytes repeated `n` times, or CPython's
/// `MemoryError` when the result could not be addressed (the allocation that follows
/// may fail too, with the same error).
fn checked_repeat_len(len: usize, n: i64, item_size: usize) -> PyResult<usize> {
    if n <= 0 || len == 0 {
        return Ok(0);
    }
    match len.checked_mul(n as usize) {
        Some(t)
            if t.checked_mul(item_size)
                .is_some_and(|b| b <= isize::MAX as usize) =>
        {
            Ok(t)
        }
        _ => Err(PyError::memory()),
    }
}

/// `s * n` of a string.
fn repeat_str(s: &PyStr, n: i64) -> PyResult<Value> {
    if n <= 0 || s.s.is_empty() {
        return Ok(Value::str(""));
    }
    // CPython counts characters: more than isize::MAX of them is an OverflowError.
    if s.char_len()
        .checked_mul(n as usize)
        .is_none_or(|c| c > isize::MAX as usize)
    {
        return Err(PyError::overflow("repeated string is too long"));
    }
    let total =
        s.s.len()
            .checked_mul(n as usize)
            .ok_or_else(PyError::memory)?;
    let mut out = try_vec::<u8>(total)?;
    repeat_into(&mut out, s.s.as_bytes(), total);
    let Ok(out) = String::from_utf8(out) else {
        unreachable!("copies of a str are UTF-8")
    };
    Ok(Value::str_with_ascii(out.into(), s.ascii))
}

/// Fills `out` (empty, with room for `total`, a multiple of `part.len()`) with copies of
/// `part`, doubling what is there (a few large copies, not `total / part.len()` small
/// ones).
fn repeat_into<T: Copy>(out: &mut Vec<T>, part: &[T], total: usize) {
    out.extend_from_slice(part);
    while out.len() < total {
        let more = out.len().min(total - out.len());
        out.extend_from_within(..more);
    }
}

/// `a + b` of two tuples (`x` and `y`, the tuples of `a` and `b`): when one is empty,
/// the other itself, as CPython's `tupleconcat` gives it (`() + t is t`; both are exact
/// tuples here, a subclass's instance is no `Value::Tuple`). why: a hand-written
/// `partial`'s `bound + args` with nothing bound made a copy of `args` on every call.
pub fn tuple_concat(
    a: &Value,
    x: &crate::value::Tuple,
    b: &Value,
    y: &crate::value::Tuple,
) -> PyResult<Value> {
    if x.0.is_empty() {
        return Ok(b.clone());
    }
    if y.0.is_empty() {
        return Ok(a.clone());
    }
    Ok(Value::tuple(concat_items(&x.0, &y.0)?))
}

/// `x + y` of two sequences' items, as a new vector (a `MemoryError` when its room
/// cannot be had).
fn concat_items(x: &[Value], y: &[Value]) -> PyResult<Vec<Value>> {
    let mut v = try_vec(x.len() + y.len())?;
    value::extend_cloned(&mut v, x);
    value::extend_cloned(&mut v, y);
    Ok(v)
}

/// `a <op> b` for every operator and type (the generic `BINARY_OP`).
pub fn binary_op(op: u32, a: Value, b: Value) -> PyResult<Value> {
    let inplace = op >= nb::INPLACE;
    let base = if inplace { op - nb::INPLACE } else { op };
    use Value::*;
    match (&a, &b) {
        (Int(_) | Bool(_) | BigInt(_), Int(_) | Bool(_) | BigInt(_)) => {
            return int_binop(base, &a, &b);
        }
        (Float(_) | Int(_) | Bool(_) | BigInt(_), Float(_) | Int(_) | Bool(_) | BigInt(_))
            if matches!(
                base,
                nb::ADD
                    | nb::SUBTRACT
                    | nb::MULTIPLY
                    | nb::TRUE_DIVIDE
                    | nb::FLOOR_DIVIDE
                    | nb::REMAINDER
                    | nb::POWER
            ) =>
        {
            let x = to_f64(&a).expect("number")?;
            let y = to_f64(&b).expect("number")?;
            return float_binop(base, x, y);
        }
        _ => {}
    }
    match (base, &a, &b) {
        (nb::ADD, Array(x), _) => return array::add(&a, x, &b, inplace),
        (nb::MULTIPLY, Array(x), n) => return array::repeat(&a, x, n, inplace),
        (nb::MULTIPLY, n, Array(x)) if !matches!(n, Str(_) | List(_) | Tuple(_) | Instance(_)) => {
            return array::repeat(&b, x, n, false);
        }
        _ => {}
    }
    if base == nb::ADD
        && let (Str(_), Str(y)) = (&a, &b)
    {
        // `a` moves in: when the caller held the only reference (`s += t` on a local),
        // the string grows in place.
        return str_concat(a, y);
    }
    match base {
        nb::ADD => match (&a, &b) {
            (Bytes(_) | ByteArray(_), _) => bytes::concat(&a, &b, inplace),
            (List(x), List(y)) => {
                if inplace {
                    // A copy first: `y` may be `x` itself (`x += x`).
                    let extra = y.with_values(|y| concat_items(y, &[]))?;
                    x.extend(extra)?;
                    Ok(a.clone())
                } else {
                    let v = x.with_values(|x| y.with_values(|y| concat_items(x, y)))?;
                    Ok(Value::list(v))
                }
            }
            (Tuple(x), Tuple(y)) => tuple_concat(&a, x, &b, y),
            (List(x), other) if inplace => {
                let items = iter::collect(other)?;
                x.extend(items)?;
                Ok(a.clone())
            }
            (Str(_), other) => Err(PyError::type_error(format!(
                "can only concatenate str (not \"{}\") to str",
                other.type_name()
            ))),
            (List(_), other) => Err(PyError::type_error(format!(
                "can only concatenate list (not \"{}\") to list",
                other.type_name()
            ))),
            (Tuple(_), other) => Err(PyError::type_error(format!(
                "can only concatenate tuple (not \"{}\") to tuple",
                other.type_name()
            ))),
            _ => Err(unsupported(nb::symbol(op), &a, &b)),
        },
        nb::MULTIPLY => {
            // why: `x *= seq` tries the right operand's repetition only when the left
            // type has no sequence methods at all (CPython's `PyNumber_InPlaceMultiply`);
            // a set, dict, view or range has some (`in`, `len`), so it is this error.
            if inplace && matches!(a, Set(_) | Dict(_) | View(_) | Range(_)) {
                return Err(unsupported(nb::symbol(op), &a, &b));
            }
            let (seq, n) = match (&a, &b) {
                (Str(_) | List(_) | Tuple(_) | Bytes(_) | ByteArray(_), n) => (&a, n),
                (n, Str(_) | List(_) | Tuple(_) | Bytes(_) | ByteArray(_)) => (&b, n),
                _ => return Err(unsupported(nb::symbol(op), &a, &b)),
            };
            let Some(n) = repeat_count(n)? else {
                return Err(PyError::type_error(format!(
                    "can't multiply sequence by non-int of type '{}'",
                    n.type_name()
                )));
            };
            match seq {
                Str(s) => repeat_str(s, n),
                Bytes(_) | ByteArray(_) => bytes::repeat(seq, n, inplace && seq.is(&a)),
                List(l) => {
                    let item_size = if l.is_compact() {
                        1
                    } else {
                        std::mem::size_of::<Value>()
                    };
                    let total = checked_repeat_len(l.len(), n, item_size)?;
                    let out = l.repeated(n.max(0) as usize, total)?;
                    if inplace && matches!(a, List(_)) {
                        l.replace_with(out);
                        return Ok(a.clone());
                    }
                    Ok(Value::list_object(out))
                }
                Tuple(t) => {
                    let total = checked_repeat_len(t.0.len(), n, std::mem::size_of::<Value>())?;
                    let mut out = try_vec(total)?;
                    for _ in 0..(if total == 0 { 0 } else { n }) {
                        out.extend(t.0.iter().cloned());
                    }
                    Ok(Value::tuple(out))
                }
                _ => unreachable!(),
            }
        }
        nb::REMAINDER if matches!(a, Str(_)) => percent_format(&a, &b),
        nb::REMAINDER if matches!(a, Bytes(_) | ByteArray(_)) => {
            bytes::percent_format(&a, &b, &mut format::PlainRepr)
        }
        nb::SUBTRACT | nb::AND | nb::OR | nb::XOR => match (&a, &b) {
            (Set(_), Set(_)) => set_operator(base, inplace, &a, &b),
            _ if views::set_like_view(&a, &b).is_some() => {
                match views::set_operator(base, &a, &b)? {
                    Some(r) => Ok(r),
                    Option::None => Err(unsupported(nb::symbol(op), &a, &b)),
                }
            }
            (Dict(x), Dict(y))
                if base == nb::OR
                    && !inplace
                    && !x.0.borrow().has_user_keys()
                    && !y.0.borrow().has_user_keys() =>
            {
                // `d1 | d2` of builtin keys: a copy of `d1` with `d2` merged in by the
                // hashes it stored.
                let mut m = x.0.borrow().clone();
                m.merge(&y.0.borrow());
                Ok(Value::dict(m))
            }
            (Dict(x), Dict(y)) if base == nb::OR => {
                let add: Vec<(Value, Value)> =
                    y.0.borrow()
                        .iter()
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect();
                if inplace {
                    x.0.borrow_mut().extend(add);
                    Ok(a.clone())
                } else {
                    let mut m = x.0.borrow().clone();
                    m.extend(add);
                    Ok(Value::dict(m))
                }
            }
            _ => Err(unsupported(nb::symbol(op), &a, &b)),
        },
        _ => Err(unsupported(nb::symbol(op), &a, &b)),
    }
}

// ---------------------------------------------------------------- sets and strings

/// `a - b`, `a & b`, `a | b`, `a ^ b` of sets, in CPython's result order (for `a | a` and
/// `a & a` CPython returns a copy instead).
fn set_binop(op: u32, a: &SetTable, b: &SetTable) -> SetTable {
    match op {
        nb::OR => {
            let mut r = a.copy();
            r.merge(b);
            r
        }
        nb::AND => a.intersection(b),
        nb::SUBTRACT => a.difference(b),
        _ => {
            // CPython builds the result from `b`, then toggles the elements of `a`.
            let mut r = b.copy();
            r.symmetric_difference_update(a);
            r
        }
    }
}

/// A set operator on sets `x` and `y` (`a` and `b` as values): `|`, `&`, `-`, `^`, or with
/// `inplace` their augmented forms, which update `x` itself as CPython does.
fn set_operator(op: u32, inplace: bool, a: &Value, b: &Value) -> PyResult<Value> {
    let (Value::Set(x), Value::Set(y)) = (a, b) else {
        unreachable!("set_operator on sets")
    };
    let same = Rc::ptr_eq(x, y);
    // A frozenset's augmented operator makes a new frozenset, as CPython's (which has no
    // in-place slots for it); the result has the left operand's type.
    if !inplace || x.is_frozen() {
        let me = x.0.borrow();
        let r = if same && matches!(op, nb::OR | nb::AND) {
            me.copy()
        } else {
            set_binop(op, &me, &y.0.borrow())
        };
        return Ok(if x.is_frozen() {
            Value::frozenset(r)
        } else {
            Value::set(r)
        });
    }
    if same {
        match op {
            nb::OR => {}
            nb::AND => {
                // CPython swaps in a copy, which drops the tombstones.
                let r = x.0.borrow().copy();
                *x.0.borrow_mut() = r;
            }
            _ => x.0.borrow_mut().clear(),
        }
        return Ok(a.clone());
    }
    let other = y.0.borrow();
    let mut me = x.0.borrow_mut();
    match op {
        nb::OR => me.merge(&other),
        nb::AND => *me = me.intersection(&other),
        nb::SUBTRACT => me.difference_update(&other),
        _ => me.symmetric_difference_update(&other),
    }
    drop(me);
    Ok(a.clone())
}

/// `fmt % args` for strings.
fn percent_format(fmt: &Value, args: &Value) -> PyResult<Value> {
    let Value::Str(f) = fmt else {
        unreachable!("checked by the caller")
    };
    Ok(Value::str(crate::strfmt::percent(
        &f.s,
        args,
        &mut format::PlainRepr,
    )?))
}

/// `str(i)` of an int: its decimal digits, inline in the string (at most 20 bytes) and
/// known to be ASCII.
///
/// why by hand: compact_str's integer formatting and the ASCII scan of `Value::str` were
/// 120 instructions of every `str(count)` in a loop (examples/strings.py's run-length
/// encoder); this is a digit loop into a stack buffer.
pub fn int_to_str(i: i64) -> Value {
    let mut buf = [0u8; 20];
    let mut at = buf.len();
    let mut n = i.unsigned_abs();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if i < 0 {
        at -= 1;
        buf[at] = b'-';
    }
    // SAFETY: `buf[at..]` holds only ASCII digits and a minus sign, so it is UTF-8.
    // why unchecked: `from_utf8` is an out-of-line call that was half of this
    // function's instructions (62 of 138 per call, callgrind on the run-length loop).
    let text = unsafe { std::str::from_utf8_unchecked(&buf[at..]) };
    Value::str_with_ascii(compact_str::CompactString::new(text), true)
}

/// `x + y` of strings, appending in place when `x` is not shared (CPython's trick that
/// makes `s += t` loops linear); a `MemoryError` when the room cannot be had.
pub fn str_concat(mut a: Value, y: &PyStr) -> PyResult<Value> {
    let Value::Str(x) = &mut a else {
        unreachable!("str_concat of a str")
    };
    if let Some(s) = Rc::get_mut(x) {
        s.push_str(y)?;
        return Ok(a);
    }
    crate::value::string::concat_pair(x, y)
}

/// `slot += y` for a str `slot`: appended in place when the string is not shared, else
/// a new string. On an error (`MemoryError`) the slot keeps its string, as CPython's
/// variable does.
pub fn str_append(slot: &mut Value, y: &PyStr) -> PyResult<()> {
    let Value::Str(x) = slot else {
        unreachable!("str_append to a str")
    };
    if let Some(s) = Rc::get_mut(x) {
        return s.push_str(y);
    }
    *slot = crate::value::string::concat_pair(x, y)?;
    Ok(())
}

/// `-v`.
pub fn neg(v: Value) -> PyResult<Value> {
    match v {
        Value::Int(i) => Ok(match i.checked_neg() {
            Some(r) => Value::Int(r),
            None => Value::from_bigint(-BigInt::from(i)),
        }),
        Value::Bool(b) => Ok(Value::Int(-(b as i64))),
        Value::Float(f) => Ok(Value::Float(-f)),
        Value::BigInt(ref b) => Ok(Value::from_bigint(-BigInt::clone(b))),
        other => Err(PyError::type_error(format!(
            "bad operand type for unary -: '{}'",
            other.type_name()
        ))),
    }
}

/// `+v`.
pub fn pos(v: Value) -> PyResult<Value> {
    match v {
        Value::Bool(b) => Ok(Value::Int(b as i64)),
        Value::Int(_) | Value::Float(_) | Value::BigInt(_) => Ok(v),
        other => Err(PyError::type_error(format!(
            "bad operand type for unary +: '{}'",
            other.type_name()
        ))),
    }
}

/// `~v`.
pub fn invert(v: Value) -> PyResult<Value> {
    match v {
        Value::Int(i) => Ok(Value::Int(!i)),
        Value::Bool(b) => Ok(Value::Int(!(b as i64))),
        Value::BigInt(ref b) => Ok(Value::from_bigint(-BigInt::clone(b) - 1)),
        other => Err(PyError::type_error(format!(
            "bad operand type for unary ~: '{}'",
            other.type_name()
        ))),
    }
}

// ---------------------------------------------------------------- comparisons

#[cold]
fn not_supported(op: u32, a: &Value, b: &Value) -> PyError {
    PyError::type_error(format!(
        "'{}' not supported between instances of '{}' and '{}'",
        cmp::symbol(op),
        a.type_name(),
        b.type_name()
    ))
}

fn ordering_holds(op: u32, o: Ordering) -> bool {
    match op {
        cmp::LT => o == Ordering::Less,
        cmp::LE => o != Ordering::Greater,
        cmp::GT => o == Ordering::Greater,
        cmp::GE => o != Ordering::Less,
        cmp::EQ => o == Ordering::Equal,
        _ => o != Ordering::Equal,
    }
}

/// Lexicographic comparison of sequences, Python style, `depth` containers deep.
fn seq_compare(op: u32, x: &[Value], y: &[Value], depth: u32) -> PyResult<bool> {
    for (p, q) in x.iter().zip(y.iter()) {
        if !same_or_eq_at(p, q, depth) {
            if op == cmp::EQ {
                return Ok(false);
            }
            if op == cmp::NE {
                return Ok(true);
            }
            return compare_at(op, p, q, depth);
        }
    }
    Ok(ordering_holds(op, x.len().cmp(&y.len())))
}

/// `a <op> b` for the six comparison operators; CPython's `RecursionError` for
/// containers nested deeper than the recursion limit.
pub fn compare(op: u32, a: &Value, b: &Value) -> PyResult<bool> {
    value::comparing(|| compare_at(op, a, b, 0))?
}

/// [`compare`] of values `depth` containers deep.
fn compare_at(op: u32, a: &Value, b: &Value, depth: u32) -> PyResult<bool> {
    use Value::*;
    if op == cmp::EQ {
        return Ok(py_eq_at(a, b, depth));
    }
    if op == cmp::NE {
        return Ok(!py_eq_at(a, b, depth));
    }
    if matches!((a, b), (List(_), List(_)) | (Tuple(_), Tuple(_)))
        && depth >= value::RECURSION_LIMIT
    {
        return Err(value::recursion_error(" in comparison"));
    }
    match (a, b) {
        (Int(x), Int(y)) => Ok(ordering_holds(op, x.cmp(y))),
        (Float(x), Float(y)) => Ok(match op {
            cmp::LT => x < y,
            cmp::LE => x <= y,
            cmp::GT => x > y,
            _ => x >= y,
        }),
        (Int(_) | Bool(_) | BigInt(_) | Float(_), Int(_) | Bool(_) | BigInt(_) | Float(_)) => {
            Ok(match num_cmp(a, b) {
                Some(o) => ordering_holds(op, o),
                Option::None => false,
            })
        }
        (Str(x), Str(y)) => Ok(ordering_holds(op, x.s.as_str().cmp(y.s.as_str()))),
        (Bytes(_) | ByteArray(_), Bytes(_) | ByteArray(_)) => Ok(ordering_holds(
            op,
            bytes::order(a, b).expect("bytes-like operands"),
        )),
        (List(x), List(y)) => {
            let (x, y) = (x.to_vec(), y.to_vec());
            seq_compare(op, &x, &y, depth + 1)
        }
        (Tuple(x), Tuple(y)) => seq_compare(op, &x.0, &y.0, depth + 1),
        // Slices compare as the tuples of their start, stop and step (CPython).
        (Slice(x), Slice(y)) => seq_compare(op, &x[..], &y[..], depth + 1),
        (Array(x), Array(y)) => array::order(op, x, y, depth + 1),
        (Set(x), Set(y)) => {
            let (x, y) = (x.0.borrow(), y.0.borrow());
            let sub = |p: &crate::value::SetTable, q: &crate::value::SetTable| {
                p.len() <= q.len() && p.iter().all(|v| q.contains(v))
            };
            Ok(match op {
                cmp::LE => sub(&x, &y),
                cmp::LT => x.len() < y.len() && sub(&x, &y),
                cmp::GE => sub(&y, &x),
                _ => y.len() < x.len() && sub(&y, &x),
            })
        }
        // A dict's keys or items view orders against a set or another such view by
        // inclusion, as sets do.
        (View(_) | Set(_), View(_) | Set(_)) => match views::order(op, a, b, depth + 1) {
            Some(r) => Ok(r),
            Option::None => Err(not_supported(op, a, b)),
        },
        _ => Err(not_supported(op, a, b)),
    }
}

// ---------------------------------------------------------------- truthiness, len

/// `len(v)`.
pub fn len(v: &Value) -> PyResult<usize> {
    Ok(match v {
        Value::Str(s) => s.char_len(),
        Value::List(l) => l.len(),
        Value::Tuple(t) => t.0.len(),
        Value::Dict(d) => d.0.borrow().len(),
        Value::Set(s) => s.0.borrow().len(),
        Value::Range(r) => r.len() as usize,
        Value::View(v) => v.dict.0.borrow().len(),
        Value::Deque(d) => d.len(),
        Value::Array(a) => a.len(),
        Value::Bytes(b) => b.b.len(),
        Value::ByteArray(b) => b.len(),
        other => {
            return Err(PyError::type_error(format!(
                "object of type '{}' has no len()",
                other.type_name()
            )));
        }
    })
}

// ---------------------------------------------------------------- subscripts

/// CPython's error for an index that does not fit a `Py_ssize_t`.
#[cold]
fn index_size_error() -> PyError {
    PyError::index_error("cannot fit 'int' into an index-sized integer")
}

/// An index into a sequence (`what`: the type, as its messages name it): an int, a
/// bool, or an `int` subclass's instance.
pub(crate) fn index_of(key: &Value, what: &str) -> PyResult<i64> {
    match key {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        // A big int is outside i64, so outside `Py_ssize_t` too: CPython's error.
        Value::BigInt(_) => Err(index_size_error()),
        // An `int` subclass's instance (an `IntEnum` member) indexes as its value.
        Value::Instance(_) if let Some(n) = crate::value::num::to_i64(key) => Ok(n),
        other => Err(PyError::type_error(format!(
            "{what} indices must be integers or slices, not {}",
            other.type_name()
        ))),
    }
}

fn slice_part(v: &Value) -> PyResult<Option<i64>> {
    match v {
        Value::None => Ok(None),
        Value::Int(i) => Ok(Some(*i)),
        Value::Bool(b) => Ok(Some(*b as i64)),
        Value::BigInt(b) => Ok(Some(if b.is_negative() {
            i64::MIN / 2
        } else {
            i64::MAX / 2
        })),
        Value::Instance(_) if let Some(n) = crate::value::num::to_i64(v) => Ok(Some(n)),
        _ => Err(PyError::type_error(
            "slice indices must be integers or None or have an __index__ method",
        )),
    }
}

/// The indices a slice selects from a sequence of `len` items, as a list (for the
/// callers that assign or delete through them).
pub fn slice_indices(s: &[Value; 3], len: usize) -> PyResult<Vec<usize>> {
    Ok(slice_range(s, len)?.iter().collect())
}

/// The indices a slice selects from a sequence: `len` of them, from `start` by `step`.
#[derive(Clone, Copy, Debug)]
pub struct SliceRange {
    start: i64,
    step: i64,
    len: usize,
}

impl SliceRange {
    /// The indices in order.
    pub fn iter(self) -> impl ExactSizeIterator<Item = usize> {
        (0..self.len).map(move |k| (self.start + k as i64 * self.step) as usize)
    }

    /// The indices as `(first, step, count)` in ascending order (`step` at least 1).
    pub fn ascending(self) -> (usize, usize, usize) {
        if self.len == 0 {
            return (0, 1, 0);
        }
        let last = self.start + (self.len as i64 - 1) * self.step;
        let first = self.start.min(last) as usize;
        (first, self.step.unsigned_abs() as usize, self.len)
    }

    /// The indices as one range when they are consecutive (a step of 1, or one index):
    /// what a copy of a contiguous piece serves.
    pub fn contiguous(self) -> Option<std::ops::Range<usize>> {
        let start = self.start.max(0) as usize;
        (self.step == 1 || self.len <= 1).then_some(start..start + self.len)
    }
}

/// The indices a slice selects from a sequence of `len` items (CPython's
/// `PySlice_AdjustIndices`), without listing them.
pub fn slice_range(s: &[Value; 3], len: usize) -> PyResult<SliceRange> {
    let (start, stop, step) = slice_adjusted(s, len as i64)?;
    // Within bounds after `adjust`, so nothing here overflows: `start` and `stop` lie in
    // `-1..=len` and the step is at most `i64::MAX / 2` in size (`slice_part`).
    let count = match step > 0 {
        true if start < stop => (stop - start - 1) / step + 1,
        false if start > stop => (start - stop - 1) / -step + 1,
        _ => 0,
    };
    Ok(SliceRange {
        start,
        step,
        len: count as usize,
    })
}

/// A slice's `(start, stop, step)` for a sequence of `len` items, each bound clipped to
/// it (what `slice.indices(len)` returns).
pub fn slice_adjusted(s: &[Value; 3], len: i64) -> PyResult<(i64, i64, i64)> {
    let step = slice_part(&s[2])?.unwrap_or(1);
    if step == 0 {
        return Err(PyError::value_error("slice step cannot be zero"));
    }
    let adjust = |v: Option<i64>, default: i64, lo: i64, hi: i64| -> i64 {
        match v {
            None => default,
            Some(mut x) => {
                if x < 0 {
                    x += len;
                    if x < lo {
                        x = lo;
                    }
                } else if x > hi {
                    x = hi;
                }
                x
            }
        }
    };
    let (start, stop) = if step > 0 {
        (
            adjust(slice_part(&s[0])?, 0, 0, len),
            adjust(slice_part(&s[1])?, len, 0, len),
        )
    } else {
        (
            adjust(slice_part(&s[0])?, len - 1, -1, len - 1),
            adjust(slice_part(&s[1])?, -1, -1, len - 1),
        )
    };
    Ok((start, stop, step))
}

/// Copies of the items of `v` that `r` selects (`r` computed for `v`'s length).
fn slice_values(v: &[Value], r: SliceRange) -> Vec<Value> {
    match r.contiguous() {
        Some(piece) => value::clone_slice(&v[piece]),
        // `perm[k::-1]`: a reversed piece, read backwards.
        None if r.step == -1 => {
            let hi = r.start as usize;
            value::clone_values(r.len, v[hi + 1 - r.len..=hi].iter().rev())
        }
        None => value::clone_values(r.len, r.iter().map(|i| &v[i])),
    }
}

/// `seq[a:b]` of a list, tuple or ASCII str whose bounds are ints or `None` and whose
/// step is `None` (`fields[2:]`, `s[:k]`): the piece from the clipped bounds at once;
/// any other slice or container goes to [`getitem`].
///
/// why: `getitem` reads the three parts through `slice_part`, clips them as a general
/// slice and counts the items by a division, a third of the instructions of copying out
/// a short list's tail.
#[inline(never)]
pub fn getitem_slice(container: &Value, key: &Value) -> PyResult<Value> {
    let part = |v: &Value| match v {
        Value::Int(i) => Some(Some(*i)),
        Value::None => Some(None),
        _ => None,
    };
    let Value::Slice(s) = key else {
        return getitem(container, key);
    };
    let (Some(a), Some(b), Value::None) = (part(&s[0]), part(&s[1]), &s[2]) else {
        return getitem(container, key);
    };
    // `PySlice_AdjustIndices` for a step of 1: each bound clipped to `0..=len`.
    let bounds = |len: usize| {
        let clip = |v: Option<i64>, default: usize| match v {
            None => default,
            Some(x) if x < 0 => (x + len as i64).max(0) as usize,
            Some(x) => (x as u64).min(len as u64) as usize,
        };
        let (lo, hi) = (clip(a, 0), clip(b, len));
        (lo, hi.max(lo))
    };
    match container {
        Value::List(l) => {
            let items = l.with_values(|v| {
                let (lo, hi) = bounds(v.len());
                value::clone_slice(&v[lo..hi])
            });
            Ok(Value::list(items))
        }
        Value::Tuple(t) => {
            let (lo, hi) = bounds(t.0.len());
            Ok(Value::tuple(value::clone_slice(&t.0[lo..hi])))
        }
        Value::Str(st) if st.ascii => {
            let (lo, hi) = bounds(st.s.len());
            Ok(st.piece(&st.s[lo..hi]))
        }
        _ => getitem(container, key),
    }
}

/// `container[key]` (the generic `BINARY_SUBSCR`).
pub fn getitem(container: &Value, key: &Value) -> PyResult<Value> {
    match container {
        Value::Array(a) => array::getitem(a, key),
        Value::Bytes(_) | Value::ByteArray(_) => bytes::getitem(container, key),
        Value::Deque(d) => {
            let i = deque_index(d, key)?;
            d.get(i)
                .ok_or_else(|| PyError::index_error("deque index out of range"))
        }
        Value::List(l) => {
            if let Value::Slice(s) = key {
                let r = slice_range(s, l.len())?;
                let items = l.with_values(|v| slice_values(v, r));
                return Ok(Value::list(items));
            }
            let i = index_of(key, "list")?;
            l.item(i)
                .ok_or_else(|| PyError::index_error("list index out of range"))
        }
        Value::Tuple(t) => {
            if let Value::Slice(s) = key {
                let r = slice_range(s, t.0.len())?;
                return Ok(Value::tuple(slice_values(&t.0, r)));
            }
            let i = index_of(key, "tuple")?;
            match norm_index(i, t.0.len()) {
                Some(j) => Ok(t.0[j].clone()),
                None => Err(PyError::index_error("tuple index out of range")),
            }
        }
        Value::Str(s) => {
            if let Value::Slice(sl) = key {
                if s.ascii {
                    let b = s.s.as_bytes();
                    let r = slice_range(sl, b.len())?;
                    return Ok(match r.contiguous() {
                        // ASCII: any byte range is a string (an ASCII one: not scanned
                        // again; one character is the shared one, as in CPython).
                        Some(piece) => s.piece(&s.s[piece]),
                        None => Value::str(r.iter().map(|i| b[i] as char).collect::<String>()),
                    });
                }
                let chars: Vec<char> = s.s.chars().collect();
                let r = slice_range(sl, chars.len())?;
                return Ok(Value::str(r.iter().map(|i| chars[i]).collect::<String>()));
            }
            let i = match key {
                Value::Int(i) => *i,
                Value::Bool(b) => *b as i64,
                Value::BigInt(_) => return Err(index_size_error()),
                Value::Instance(_) if let Some(n) = crate::value::num::to_i64(key) => n,
                other => {
                    return Err(PyError::type_error(format!(
                        "string indices must be integers, not '{}'",
                        other.type_name()
                    )));
                }
            };
            str_index(s, i)
        }
        Value::Dict(d) => {
            key.check_hashable()?;
            match d.0.borrow().get(key) {
                Some(v) => Ok(v.clone()),
                None => Err(key_error(key)),
            }
        }
        Value::Range(r) => {
            if let Value::Slice(s) = key {
                // As CPython's `compute_slice`: the clipped slice's bounds mapped through
                // the range (no list of its indices: `range(10**18)[::2]` is cheap).
                let (a, b, k) = slice_adjusted(s, r.len())?;
                let at = |i: i64| i128::from(r.start) + i128::from(i) * i128::from(r.step);
                let (start, stop, step) = (at(a), at(b), i128::from(k) * i128::from(r.step));
                let fit = |v: i128| {
                    i64::try_from(v).map_err(|_| {
                        PyError::new(
                            crate::error::ExcType::OverflowError,
                            "Python int too large to convert to C ssize_t",
                        )
                    })
                };
                return Ok(Value::Range(crate::value::obj(crate::value::Range {
                    start: fit(start)?,
                    stop: fit(stop)?,
                    step: fit(step)?,
                })));
            }
            let i = match key {
                Value::BigInt(_) => i64::MAX,
                _ => index_of(key, "range")?,
            };
            match norm_index(i, r.len() as usize) {
                Some(j) => Ok(Value::Int(r.get(j as i64))),
                None => Err(PyError::index_error("range object index out of range")),
            }
        }
        other => Err(PyError::type_error(format!(
            "'{}' object is not subscriptable",
            other.type_name()
        ))),
    }
}

/// `s[i]` of a str.
pub fn str_index(s: &PyStr, i: i64) -> PyResult<Value> {
    let n = s.char_len();
    match norm_index(i, n).and_then(|j| s.char_at(j)) {
        Some(c) => Ok(char_value(c)),
        None => Err(PyError::index_error("string index out of range")),
    }
}

/// A KeyError for `key` (its message is the key's repr).
#[cold]
pub fn key_error(key: &Value) -> PyError {
    // Rendered when read (most handlers never do), as `format::repr`, which runs no
    // Python code; where a key's `__repr__` must run, see `runtime::keys::missing_key`.
    let args = Value::tuple(vec![key.clone()]);
    PyError::with_args_lazily(ExcType::KeyError, key_error_message, std::rc::Rc::new(args))
}

/// The message of a `KeyError` whose `args` (erased) are `(key,)`: the key's repr.
fn key_error_message(args: &dyn std::any::Any) -> String {
    match args.downcast_ref::<Value>() {
        Some(Value::Tuple(t)) if t.0.len() == 1 => format::repr(&t.0[0]),
        _ => String::new(),
    }
}

/// A KeyError for `key` whose repr is `repr` (computed by the caller, who may have had
/// to call `__repr__`).
#[cold]
pub fn key_error_with(key: &Value, repr: String) -> PyError {
    let args = Value::tuple(vec![key.clone()]);
    PyError::with_args(ExcType::KeyError, repr, std::rc::Rc::new(args))
}

/// `container[key] = value` (the generic `STORE_SUBSCR`).
pub fn setitem(container: &Value, key: Value, value: Value) -> PyResult<()> {
    match container {
        Value::Array(a) => array::setitem(a, &key, &value),
        Value::ByteArray(b) => bytes::setitem(b, &key, &value),
        Value::Deque(d) => {
            let i = deque_index(d, &key)?;
            let old = std::mem::replace(&mut d.items_mut()[i], value);
            drop(old);
            Ok(())
        }
        Value::List(l) => {
            if let Value::Slice(s) = &key {
                if s.iter().all(|p| matches!(p, Value::Int(_) | Value::None))
                    && matches!(value, Value::List(_) | Value::Tuple(_))
                {
                    return assign_list_slice(l, s, &value, 1);
                }
                let new = iter::collect(&value)?;
                let mut v = l.values_mut();
                let step = slice_part(&s[2])?.unwrap_or(1);
                let idx = slice_indices(s, v.len())?;
                if step == 1 {
                    let start = match slice_part(&s[0])? {
                        None => 0,
                        Some(x) => {
                            let n = v.len() as i64;
                            (if x < 0 { (x + n).max(0) } else { x.min(n) }) as usize
                        }
                    };
                    let end = start + idx.len();
                    v.splice(start..end, new);
                    return Ok(());
                }
                if idx.len() != new.len() {
                    return Err(PyError::value_error(format!(
                        "attempt to assign sequence of size {} to extended slice of size {}",
                        new.len(),
                        idx.len()
                    )));
                }
                for (i, x) in idx.into_iter().zip(new) {
                    v[i] = x;
                }
                return Ok(());
            }
            let i = index_of(&key, "list")?;
            l.store(i, value)
        }
        Value::Dict(d) => {
            key.check_hashable()?;
            d.0.borrow_mut().insert(key, value);
            Ok(())
        }
        other => Err(PyError::type_error(format!(
            "'{}' object does not support item assignment",
            other.type_name()
        ))),
    }
}

/// `container[key] = value` of a list and a slice with int or None bounds (the
/// specialized `STORE_SUBSCR`): [`assign_list_slice`]. `value` is a copy of the stack's
/// operand, which is popped right after: the two are the caller's references.
#[inline(never)]
pub(crate) fn store_list_slice(container: &Value, key: Value, value: Value) -> PyResult<()> {
    match (container, &key) {
        (Value::List(l), Value::Slice(s)) => assign_list_slice(l, s, &value, 2),
        _ => setitem(container, key, value),
    }
}

/// `list[a:b:c] = value` with int or None bounds and a list or tuple `value`, where no
/// code of the program runs before the items move (no `__index__`, no iterator): the
/// new items are taken or copied at once and swapped in, and the old ones dropped once
/// the list is no longer borrowed (their release may run code that reads it).
///
/// The caller owns `own` references to `value` and drops them right after: a list held
/// by those alone (`perm[k::-1]`, made for this store) gives up its items instead of
/// being copied.
///
/// why: the generic path collects `value` through the iterator protocol, lists the
/// slice's indices and splices (2575 instructions for fannkuch's
/// `perm[:k + 1] = perm[k::-1]` of 8 items, CPython 1804).
fn assign_list_slice(l: &value::List, s: &[Value; 3], value: &Value, own: usize) -> PyResult<()> {
    let r = slice_range(s, l.len())?;
    let mut new = match value {
        // A list no one else holds (the fresh `perm[k::-1]`) gives up its items.
        Value::List(src) if Rc::strong_count(src) == own => src.take(),
        // Copied first, so `a[:] = a` and `a[::-1] = a` read the items as they were.
        Value::List(src) => src.with_values(value::clone_slice),
        Value::Tuple(t) => value::clone_slice(&t.0),
        _ => unreachable!("the caller checked for a list or tuple"),
    };
    let mut items = l.values_mut();
    if r.step == 1 {
        // `r.len` items from `r.start` (clipped into the list), even when the slice's
        // stop lies before its start: then the new items go in at `start`.
        let start = r.start as usize;
        let piece = start..start + r.len;
        if new.len() == r.len {
            items[piece].swap_with_slice(&mut new);
        } else {
            new = items.splice(piece, new).collect();
        }
    } else {
        if new.len() != r.len {
            return Err(PyError::value_error(format!(
                "attempt to assign sequence of size {} to extended slice of size {}",
                new.len(),
                r.len
            )));
        }
        for (i, x) in r.iter().zip(new.iter_mut()) {
            std::mem::swap(&mut items[i], x);
        }
    }
    drop(items);
    // The old items, released outside the borrow.
    drop(new);
    Ok(())
}

/// `del container[key]` (the generic `DELETE_SUBSCR`).
pub fn delitem(container: &Value, key: &Value) -> PyResult<()> {
    match container {
        Value::Array(a) => array::delitem(a, key),
        Value::ByteArray(b) => bytes::delitem(b, key),
        Value::Deque(d) => {
            let i = deque_index(d, key)?;
            let old = d.items_mut().remove(i);
            drop(old);
            Ok(())
        }
        Value::List(l) => {
            if let Value::Slice(s) = key {
                let (first, step, count) = slice_range(s, l.len())?.ascending();
                // The removed items, released outside the list's borrow.
                drop(l.remove_stepped(first, step, count));
                return Ok(());
            }
            let i = index_of(key, "list")?;
            match value::norm_index(i, l.len()) {
                Some(i) => {
                    drop(l.remove(i));
                    Ok(())
                }
                None => Err(PyError::index_error("list assignment index out of range")),
            }
        }
        Value::Dict(d) => {
            key.check_hashable()?;
            let old = d.0.borrow_mut().remove(key);
            match old {
                Some(v) => {
                    drop(v);
                    Ok(())
                }
                None => Err(key_error(key)),
            }
        }
        other => Err(no_item_deletion(other, key)),
    }
}

/// CPython's `TypeError` for `del container[key]` on a type without item deletion. Its
/// wording depends on which of CPython's protocols gave up: the sequence one ("doesn't")
/// for an integer key on a type that has it (tuples, strings, bytes, ranges, sets, dict
/// views, instances of classes), the general one ("does not") for any other case.
pub fn no_item_deletion(container: &Value, key: &Value) -> PyError {
    let sequence = matches!(
        container,
        Value::Tuple(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::Range(_)
            | Value::Set(_)
            | Value::View(_)
            | Value::Instance(_)
    );
    let index = match key {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => true,
        Value::Instance(i) => i.class.native == value::class::Native::Int,
        _ => false,
    };
    let verb = if sequence && index {
        "doesn't"
    } else {
        "does not"
    };
    PyError::type_error(format!(
        "'{}' object {verb} support item deletion",
        container.type_name()
    ))
}

/// `item in container`.
/// The position `key` names in deque `d` (negative from the end), or CPython's errors.
fn deque_index(d: &value::deque::Deque, key: &Value) -> PyResult<usize> {
    let i = match key {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => crate::value::num::to_index(key)?,
        other => {
            return Err(PyError::type_error(format!(
                "sequence index must be integer, not '{}'",
                other.type_name()
            )));
        }
    };
    norm_index(i, d.len()).ok_or_else(|| PyError::index_error("deque index out of range"))
}

pub fn contains(item: &Value, container: &Value) -> PyResult<bool> {
    match container {
        // Strings compare text; dicts and sets hash and compare keys, which are less
        // deep than the recursion limit (they hashed).
        Value::Str(_) | Value::Dict(_) | Value::Set(_) => contains_at(item, container),
        Value::Bytes(b) => bytes::contains(item, &b.b),
        Value::ByteArray(b) => bytes::contains(item, &b.borrow()),
        // Items compared one by one may be nested deep (`[[[...]]] in lists`).
        _ => value::comparing(|| contains_at(item, container))?,
    }
}

fn contains_at(item: &Value, container: &Value) -> PyResult<bool> {
    Ok(match container {
        Value::List(l) => l.with_values(|v| v.iter().any(|v| v.is(item) || py_eq(v, item))),
        Value::Tuple(t) => t.0.iter().any(|v| v.is(item) || py_eq(v, item)),
        Value::Array(a) => array::contains(a, item),
        Value::Deque(d) => {
            let items: Vec<Value> = d.items().iter().cloned().collect();
            items.iter().any(|v| v.is(item) || py_eq(v, item))
        }
        Value::Str(s) => match item {
            Value::Str(sub) => match sub.s.as_bytes() {
                [byte] => s.s.as_bytes().contains(byte),
                _ => s.s.contains(sub.s.as_str()),
            },
            other => {
                return Err(PyError::type_error(format!(
                    "'in <string>' requires string as left operand, not {}",
                    other.type_name()
                )));
            }
        },
        Value::Dict(d) => {
            item.check_hashable()?;
            d.0.borrow().contains_key(item)
        }
        Value::Set(s) => s.0.borrow().contains_checked(item)?,
        Value::Range(r) => match num_cmp(item, &Value::Int(0)) {
            Some(_)
                if item.is_int_like() || matches!(item, Value::Float(f) if f.fract() == 0.0) =>
            {
                let Some(i) = (match item {
                    Value::Float(f) => Some(*f as i64),
                    other => to_i64(other),
                }) else {
                    return Ok(false);
                };
                let n = r.len();
                n > 0 && {
                    let off = i as i128 - r.start as i128;
                    off % r.step as i128 == 0 && {
                        let k = off / r.step as i128;
                        k >= 0 && k < n as i128
                    }
                }
            }
            _ => false,
        },
        Value::View(v) => {
            let d = v.dict.0.borrow();
            match v.kind {
                ViewKind::Keys => {
                    item.check_hashable()?;
                    d.contains_key(item)
                }
                ViewKind::Values => d.values().any(|x| x.is(item) || py_eq(x, item)),
                ViewKind::Items => match item {
                    Value::Tuple(t) if t.0.len() == 2 => {
                        t.0[0].check_hashable()?;
                        d.get(&t.0[0])
                            .is_some_and(|x| x.is(&t.0[1]) || py_eq(x, &t.0[1]))
                    }
                    _ => false,
                },
            }
        }
        Value::Iter(_) => {
            let items = iter::collect(container)?;
            items.iter().any(|v| v.is(item) || py_eq(v, item))
        }
        other => {
            return Err(PyError::type_error(format!(
                "argument of type '{}' is not iterable",
                other.type_name()
            )));
        }
    })
}

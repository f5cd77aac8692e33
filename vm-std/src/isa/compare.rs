//! Comparisons of the compare-and-branch instructions: outcomes of ints, floats and
//! strings, and where a branch byte sends control.

use vm_core::{Flow, Interp, Raise};

use super::isa::Isa;
use super::outcome;
use crate::object;
use crate::ops::cmp;
use crate::value::{PyStr, Value};

/// The `outcome` bit of an ordering (`None`: unordered, a NaN).
#[inline(always)]
pub(super) fn outcome_ord(o: Option<std::cmp::Ordering>) -> u32 {
    match o {
        Some(std::cmp::Ordering::Less) => outcome::LT,
        Some(std::cmp::Ordering::Equal) => outcome::EQ,
        Some(std::cmp::Ordering::Greater) => outcome::GT,
        None => outcome::UNORDERED,
    }
}

/// How two strings order (by code point, as CPython; equal when they share storage).
#[inline(always)]
pub(super) fn str_order(a: &PyStr, b: &PyStr) -> std::cmp::Ordering {
    if std::ptr::eq(a, b) {
        return std::cmp::Ordering::Equal;
    }
    a.s.as_str().cmp(b.s.as_str())
}

/// How two ints, two floats or two strings compare (`None` for other pairs: the
/// specializations' guards keep them out, and their fast paths deopt on them).
#[inline(always)]
pub(super) fn outcome_of(a: &Value, b: &Value) -> Option<u32> {
    Some(outcome_ord(match (a, b) {
        (Value::Int(a), Value::Int(b)) => Some(a.cmp(b)),
        (Value::Float(a), Value::Float(b)) => a.partial_cmp(b),
        (Value::Str(a), Value::Str(b)) => Some(str_order(a, b)),
        _ => return None,
    }))
}

/// Where a compare-and-branch goes given its comparison's outcome.
#[inline(always)]
pub(super) fn take_branch(branch: u32, outcome: u32) -> Flow {
    if (branch & outcome != 0) == (branch & outcome::JUMP_IF_TRUE != 0) {
        Flow::Jump
    } else {
        Flow::Next
    }
}

/// A conditional jump's outcome: jump when the tested truth is `when` (1 true, 0 false).
#[inline(always)]
pub(super) fn jump_when(truth: bool, when: u32) -> Flow {
    if truth == (when == 1) {
        Flow::Jump
    } else {
        Flow::Next
    }
}

/// The generic compare-and-branch: Python's comparison of any two values, as the
/// comparison that pushes a value makes it (instances, and containers holding them,
/// through special methods).
pub(super) fn compare_branch(
    interp: &mut Interp<Isa>,
    branch: u32,
    a: &Value,
    b: &Value,
) -> Result<Flow, Raise<Isa>> {
    let (op, when) = outcome::decode(branch);
    let holds = match super::operators::compare_call(interp, op, a, b)? {
        Value::Bool(x) => x,
        r => object::special::truthy(interp, &r)?,
    };
    Ok(if holds == when {
        Flow::Jump
    } else {
        Flow::Next
    })
}

#[inline(always)]
pub(super) fn cmp_i64(op: u32, a: i64, b: i64) -> bool {
    match op {
        cmp::LT => a < b,
        cmp::LE => a <= b,
        cmp::EQ => a == b,
        cmp::NE => a != b,
        cmp::GT => a > b,
        _ => a >= b,
    }
}

#[inline(always)]
pub(super) fn cmp_f64(op: u32, a: f64, b: f64) -> bool {
    match op {
        cmp::LT => a < b,
        cmp::LE => a <= b,
        cmp::EQ => a == b,
        cmp::NE => a != b,
        cmp::GT => a > b,
        _ => a >= b,
    }
}

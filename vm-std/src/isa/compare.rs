//! Comparisons of the compare-and-branch instructions: outcomes of ints, floats and
//! strings, and where a branch byte sends control.

use std::rc::Rc;

use vm_core::{Flow, Interp, Raise};

use super::isa::Isa;
use super::{outcome, shim};
use crate::error::PyResult;
use crate::object;
use crate::ops::cmp;
use crate::runtime::Vm;
use crate::value::class::Native;
use crate::value::{FuncRef, Function, PyStr, Value};

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

/// The Python method comparison `op` of `a` and `b` calls at once, with whether its
/// result is negated: `a`'s class's method for `op` when it is a Python function of two
/// parameters, or for `!=` on a plain object (one without a builtin part) with no
/// `__ne__` of its own, its `__eq__` (what `object.__ne__` calls and negates). `None`
/// when `b` is an instance of another class (a subclass's reflected method could come
/// first) or `a`'s class is uncacheable: the general protocol
/// (`object::special::compare`) then runs.
#[inline]
pub(super) fn direct_compare(op: u32, a: &Value, b: &Value) -> Option<(Rc<Function>, bool)> {
    let Value::Instance(i) = a else {
        return None;
    };
    if i.class.version() == 0 || !super::no_other_class(a, b) {
        return None;
    }
    let name = object::special::compare_names(op).0;
    if let Some(m) = shim::compare_method(&i.class, op, || object::special(a, name)) {
        return Some((m, false));
    }
    if op != cmp::NE {
        return None;
    }
    let eq = shim::ne_by_eq_method(&i.class, || {
        let plain = i.class.native == Native::Object && object::special(a, "__ne__").is_none();
        plain.then(|| object::special(a, "__eq__")).flatten()
    });
    eq.map(|m| (m, true))
}

/// `a == b` or `a != b` (`op`) when it is `object`'s comparison, identity: each operand
/// is `None` or an instance whose class has no `__eq__` or `__ne__` but `object`'s and
/// no builtin part (not both `None`). All the methods the protocol tries then return
/// `NotImplemented` (whichever goes first) and CPython's `do_richcompare` ends in
/// identity; found here without looking up `__eq__` on both classes by name (deltablue's
/// `c != determining` took about 2,000 instructions through the general protocol).
/// `None` for other pairs.
#[inline]
pub(super) fn identity_compare(op: u32, a: &Value, b: &Value) -> Option<bool> {
    if op != cmp::EQ && op != cmp::NE {
        return None;
    }
    if !matches!((a, b), (Value::Instance(_), _) | (_, Value::Instance(_))) {
        return None;
    }
    let plain = |v: &Value| match v {
        Value::None => true,
        Value::Instance(i) if i.class.version() != 0 => {
            shim::compares_by_identity(&i.class, || {
                i.class.native == Native::Object
                    && object::special(v, "__eq__").is_none()
                    && object::special(v, "__ne__").is_none()
            })
        }
        _ => false,
    };
    (plain(a) && plain(b)).then(|| a.is(b) == (op == cmp::EQ))
}

/// Comparison `op` of `a` and `b` given what the method [`direct_compare`] found for it
/// returned (`negate`: `!=` through `__eq__`): `NotImplemented` goes on through the rest
/// of the protocol (the reflected method, identity, the `TypeError`).
pub(super) fn finish_compare(
    vm: &mut dyn Vm,
    op: u32,
    a: &Value,
    b: &Value,
    r: Value,
    negate: bool,
) -> PyResult<Value> {
    match r {
        Value::NotImplemented => object::special::compare_after_left(vm, op, a, b, false),
        r if !negate => Ok(r),
        Value::Bool(x) => Ok(Value::Bool(!x)),
        r => Ok(Value::Bool(!object::special::truthy(vm, &r)?)),
    }
}

/// Calls Python function `f` (a method [`shim`] keeps, whose parameters `args` fill)
/// in a nested run, for an operation of the layers below (`Vm`): no lookup, binding or
/// argument vector, as the general `Vm::call` makes. An error keeps the frames it came
/// out of; the loops of those frames are over (as in `Vm::call`).
#[inline]
pub(super) fn call_method<const N: usize>(
    interp: &mut Interp<Isa>,
    f: Rc<Function>,
    args: [Value; N],
) -> PyResult<Value> {
    let loops = interp.ctx().iters.len();
    match interp.call(FuncRef(f), args) {
        Ok(v) => Ok(v),
        Err(e) => {
            interp.ctx().iters.truncate(loops);
            Err(super::reenter::into_py(e))
        }
    }
}

/// `a is b or a == b` as containers compare items and tables keys (`Vm::eq`): an
/// instance's `__eq__` that is a Python function is called at once (see
/// [`direct_compare`]) instead of through the general protocol, which looks it up by
/// name, binds it and collects its arguments.
#[inline(never)]
pub(super) fn eq_condition(interp: &mut Interp<Isa>, a: &Value, b: &Value) -> PyResult<bool> {
    if a.is(b) {
        return Ok(true);
    }
    let Some((m, negate)) = direct_compare(cmp::EQ, a, b) else {
        if let Some(same) = identity_compare(cmp::EQ, a, b) {
            return Ok(same);
        }
        return object::special::eq(interp, a, b);
    };
    let r = call_method(interp, m, [a.clone(), b.clone()])?;
    match finish_compare(interp, cmp::EQ, a, b, r, negate)? {
        Value::Bool(x) => Ok(x),
        r => object::special::truthy(interp, &r),
    }
}

/// `hash(v)` (`Vm::hash`): an instance's `__hash__` that is a Python function of one
/// parameter is called at once (kept by its class, see [`shim::hash_method`]), its
/// result made a hash as CPython makes it; anything else through
/// `object::special::hash`.
#[inline(never)]
pub(super) fn hash(interp: &mut Interp<Isa>, v: &Value) -> PyResult<i64> {
    let method = match v {
        Value::Instance(i) if i.class.version() != 0 => {
            shim::hash_method(&i.class, || object::special(v, "__hash__"))
        }
        _ => None,
    };
    let (Some(m), Value::Instance(i)) = (method, v) else {
        return object::special::hash(interp, v);
    };
    let r = call_method(interp, m, [v.clone()])?;
    let h = object::special::hash_result(&r)?;
    if i.class.user_keys() {
        i.record_hash(h);
    }
    Ok(h)
}

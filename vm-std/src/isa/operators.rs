//! Operators on instances whose class defines them in Python (`a - b` running
//! `type(a).__sub__(a, b)`): the generic ops' path, a nested call, and the specialized
//! ops' path, the method in a frame of the dispatch loop (`Rerun::Call`) after which the
//! op runs again to finish the operator with what the method returned.
//!
//! The protocol of the second run (see `vm_core::Rerun`): whichever member of the family
//! then runs, it first takes the returned value (`resumed`) and finishes with it. Every
//! generic binary operator op goes through [`operator_call`], which does that; the
//! specialized members go through [`operator_rerun`].
//!
//! Which ops have such a member: `BINARY_OP` and the three `BINARY_*_STORE_FAST`
//! (`x = a - b`). The fused forms that read a local or a constant (`BINARY_OP_FAST_FAST`,
//! ...) and `UNARY_NEGATIVE` call the method nested, from [`operator_call`] and
//! [`unary_call`]: members for them, measured, moved the dispatch loop's register
//! allocation enough to cost the call-free examples 3-5% more instructions (fib, sieve,
//! nbody) and gave back most of what the members won (cachegrind).

use std::rc::Rc;

use vm_core::{CallArgs, Interp, Raise, Rerun, Resumed};

use super::isa::Isa;
use super::{class_version, no_other_class, python_function, shim};
use crate::object;
use crate::ops::{self, nb};
use crate::value::{self, CodeInfo, FuncRef, Value};

/// What the frame of a `Rerun::Call` returned, when this is the op's second run.
#[inline(always)]
pub(super) fn resumed(interp: &mut Interp<Isa>) -> Option<Value> {
    match interp.take_resumed()? {
        Resumed::Returned(v) | Resumed::Yielded(v) => Some(v),
    }
}

/// The rest of `a <op> b` after the first method ran and returned `r`: the result, or,
/// for `NotImplemented`, the rest of CPython's protocol ([`not_implemented`]).
#[inline(always)]
fn finish_operator(
    interp: &mut Interp<Isa>,
    op: u32,
    a: &Value,
    b: &Value,
    r: Value,
) -> Result<Value, Raise<Isa>> {
    if !matches!(r, Value::NotImplemented) {
        return Ok(r);
    }
    not_implemented(interp, op, a, b)
}

/// The rest of `a <op> b` after the first method returned `NotImplemented`. A left
/// operand that is not an instance means the right one's reflected method ran, the last
/// to try.
#[cold]
#[inline(never)]
fn not_implemented(
    interp: &mut Interp<Isa>,
    op: u32,
    a: &Value,
    b: &Value,
) -> Result<Value, Raise<Isa>> {
    if !matches!(a, Value::Instance(_)) {
        return Ok(object::special::binary_unsupported(interp, op, a, b)?);
    }
    after_left_not_implemented(interp, op, a, b)
}

/// The rest of `a <op> b` after the left operand's method (its in-place one, if its
/// class has one) returned `NotImplemented`: the right operand's reflected method, or
/// the operator's `TypeError`.
pub(super) fn after_left_not_implemented(
    interp: &mut Interp<Isa>,
    op: u32,
    a: &Value,
    b: &Value,
) -> Result<Value, Raise<Isa>> {
    if let Some((_, Some(iname))) = object::special::binary_method_names(op)
        && object::special(a, iname).is_some()
    {
        // The in-place method ran: the operator's own protocol goes on.
        return Ok(object::special::binary_after_inplace(
            interp,
            op,
            a.clone(),
            b.clone(),
        )?);
    }
    Ok(object::special::binary_after_left(
        interp,
        op,
        a.clone(),
        b.clone(),
    )?)
}

/// The Python function `a <op> b` runs first, with its operands in order: the left
/// operand's method (its in-place one for an augmented assignment, when its class has
/// one) when `a` is an instance and `b` not an instance of another class (whose
/// reflected method could come first); else, when `a` is a number and `b` an instance of
/// a plain class, `b`'s reflected method, the operands swapped (a number's own operator
/// never takes an instance). Not a generator function (its frame would suspend at once).
fn operator_method(a: &Value, b: &Value, op: u32) -> Option<(&'static str, bool)> {
    let (name, reflected) = match (a, b) {
        (Value::Instance(_), _) if no_other_class(a, b) => {
            let (name, iname) = object::special::binary_method_names(op)?;
            match iname.filter(|&n| object::special(a, n).is_some()) {
                Some(n) => (n, false),
                None => (name, false),
            }
        }
        (Value::Int(_) | Value::Float(_) | Value::Bool(_), Value::Instance(i))
            if i.class.native == value::class::Native::Object =>
        {
            (object::special::reflected_method_name(op)?, true)
        }
        _ => return None,
    };
    let receiver = if reflected { b } else { a };
    match &python_function(object::special(receiver, name)?, 2)? {
        Value::Function(f) if !f.code.extra.generator => Some((name, reflected)),
        _ => None,
    }
}

/// The version of the class whose method `a <op> b` runs first (see
/// [`operator_method`]): the guard of the specialized operator ops.
#[inline(always)]
pub(super) fn operator_version(a: &Value, b: &Value) -> Option<u32> {
    match (a, b) {
        (Value::Instance(x), Value::Instance(y)) if !Rc::ptr_eq(&x.class, &y.class) => None,
        (Value::Instance(_), _) => class_version(a),
        (Value::Int(_) | Value::Float(_) | Value::Bool(_), Value::Instance(_)) => class_version(b),
        _ => None,
    }
}

/// [`operator_version`] with constant `c` of the running code as the right operand (the
/// guard of the operator ops whose oparg names a constant).
#[inline(always)]
pub(super) fn const_operator_version(a: &Value, code: &CodeInfo, c: u32) -> Option<u32> {
    operator_version(a, code.consts.get(c as usize)?)
}

/// Set in an operator cache's index for a reflected method (which takes the operands
/// swapped): a site that saw `v * 2.0` and then sees `2.0 * v` of the same class must
/// not run `__mul__` for it.
const REFLECTED: u32 = 1 << 31;

/// What the specialized operator ops cache: the index under which the class resolves the
/// method `a <op> b` runs first, [`REFLECTED`] set for a reflected one.
pub(super) fn operator_index(a: &Value, b: &Value, op: u32) -> Option<u32> {
    let (name, reflected) = operator_method(a, b, op)?;
    let Value::Instance(i) = (if reflected { b } else { a }) else {
        return None;
    };
    let index = i.class.resolve(&Rc::from(name))?;
    (index < REFLECTED).then_some(index | if reflected { REFLECTED } else { 0 })
}

/// A specialized operator op's work: on its first run, the method its cache names (for
/// the class version its guard checked) in a frame, after which the op runs again; on
/// that second run, the operator finished with what the method returned. `None` (a
/// deopt): the cache no longer names a method for these operands.
#[inline(always)]
pub(super) fn operator_rerun(
    interp: &mut Interp<Isa>,
    op: u32,
    a: &Value,
    b: &Value,
    version: u32,
    index: u32,
) -> Result<Option<Rerun<Isa, Value>>, Raise<Isa>> {
    if let Some(r) = resumed(interp) {
        return Ok(Some(Rerun::Done(finish_operator(interp, op, a, b, r)?)));
    }
    let (receiver, other) = if index & REFLECTED != 0 {
        (b, a)
    } else {
        (a, b)
    };
    let Value::Instance(i) = receiver else {
        return Ok(None);
    };
    let Some(f) = i.class.resolved_function(version, index & !REFLECTED) else {
        return Ok(None);
    };
    let args = CallArgs::two(receiver.clone(), other.clone());
    Ok(Some(Rerun::Call(FuncRef(f), args)))
}

/// The index under which the class of instance `obj` resolves special method `name`,
/// when that is a Python function of exactly `nparams` parameters (its frame takes the
/// operands as they are) and not a generator function (its frame would suspend at once,
/// which a frame an op runs again for cannot): what the rerunning members cache.
fn rerun_method_index(obj: &Value, name: &str, nparams: u32) -> Option<u32> {
    let Value::Instance(i) = obj else {
        return None;
    };
    let version = class_version(obj)?;
    let index = i.class.resolve(&Rc::from(name))?;
    let f = i.class.resolved_function(version, index)?;
    (f.nparams == nparams && !f.code.extra.generator).then_some(index)
}

/// A rerunning member's work: on its first run, the method its cache names (for the
/// class of `receiver`) in a frame with `args`, after which the op runs again; on that
/// second run, what the method returned. `None` (a deopt): the cache no longer names a
/// function for this class version.
#[inline(always)]
fn method_rerun(
    interp: &mut Interp<Isa>,
    receiver: &Value,
    version: u32,
    index: u32,
    args: impl FnOnce() -> CallArgs<Value>,
) -> Option<Rerun<Isa, Value>> {
    if let Some(r) = resumed(interp) {
        return Some(Rerun::Done(r));
    }
    let Value::Instance(i) = receiver else {
        return None;
    };
    let f = i.class.resolved_function(version, index)?;
    Some(Rerun::Call(FuncRef(f), args()))
}

/// What the `BINARY_SUBSCR*_GETITEM` members cache: `__getitem__(self, key)`'s index.
pub(super) fn getitem_index(obj: &Value) -> Option<u32> {
    rerun_method_index(obj, "__getitem__", 2)
}

/// A specialized subscript's work (CPython's `BINARY_SUBSCR_GETITEM`): `__getitem__` run
/// in a frame, then what it returned (see [`method_rerun`]).
#[inline(always)]
pub(super) fn getitem_rerun(
    interp: &mut Interp<Isa>,
    obj: &Value,
    key: &Value,
    version: u32,
    index: u32,
) -> Option<Rerun<Isa, Value>> {
    method_rerun(interp, obj, version, index, || {
        CallArgs::two(obj.clone(), key.clone())
    })
}

/// What the unary operator ops' instance members cache: the index of the method of
/// unary operator `which` (an index of `object::special::unary_names`), taking `self`.
pub(super) fn unary_index(v: &Value, which: u32) -> Option<u32> {
    rerun_method_index(v, object::special::unary_names(which).0, 1)
}

/// A unary operator's instance member's work: the method run in a frame, then what it
/// returned, passed on as it is (`NotImplemented` included, as CPython does).
#[inline(always)]
pub(super) fn unary_rerun(
    interp: &mut Interp<Isa>,
    v: &Value,
    version: u32,
    index: u32,
) -> Option<Rerun<Isa, Value>> {
    method_rerun(interp, v, version, index, || CallArgs::one(v.clone()))
}

/// [`operator_rerun`] for an op whose result goes to a local.
#[inline(always)]
pub(super) fn store_rerun(
    r: Option<Rerun<Isa, Value>>,
    slot: &mut Value,
) -> Option<Rerun<Isa, ()>> {
    Some(match r? {
        Rerun::Done(v) => {
            *slot = v;
            Rerun::Done(())
        }
        Rerun::Call(f, args) => Rerun::Call(f, args),
    })
}

/// The function [`operator_method`] names, looked up on its receiver (what an operator
/// shim calls).
fn operator_function(a: &Value, b: &Value, op: u32) -> Option<Value> {
    let (name, reflected) = operator_method(a, b, op)?;
    object::special(if reflected { b } else { a }, name)
}

/// `a <op> b` in an operator op's generic form (or the second run of a specialized one
/// that deoptimized while its method ran). When an instance's Python method runs, it runs
/// in a nested run, found through the class's shim for the operator (see `shim`), which
/// keeps it: a Python function of two parameters is called at once, any other callable
/// through the shim's code. The general path (`object::special::binary`: the method
/// looked up by name, bound, its arguments collected) cost about 1,200 instructions more
/// per operation, and looking the method up by name on each call (no shim) about 300.
#[inline(never)]
pub(super) fn operator_call(
    interp: &mut Interp<Isa>,
    op: u32,
    a: Value,
    b: Value,
) -> Result<Value, Raise<Isa>> {
    if let Some(r) = resumed(interp) {
        return finish_operator(interp, op, &a, &b, r);
    }
    let (shim, reflected) = match (&a, &b) {
        (Value::Instance(i), _) if class_version(&a).is_some() && no_other_class(&a, &b) => (
            shim::binary_shim(&i.class, op, || operator_function(&a, &b, op)),
            false,
        ),
        (Value::Int(_) | Value::Float(_) | Value::Bool(_), Value::Instance(i))
            if class_version(&b).is_some() =>
        {
            (
                shim::reflected_shim(&i.class, op, || operator_function(&a, &b, op)),
                true,
            )
        }
        // Two strings (`path + "/"` in a fused form): no method to look for.
        (Value::Str(_), Value::Str(_)) if op == nb::ADD => return Ok(ops::binary_op(op, a, b)?),
        _ => (None, false),
    };
    let Some(shim) = shim else {
        return Ok(object::special::binary(interp, op, a, b)?);
    };
    // The method the shim calls, when it is a Python function a frame takes as it is
    // (what the `Rerun` members enter): called at once and the operator finished here
    // as their second run does, without the shim's frame and its four dispatches
    // (`self.direction * t` in a method, a fused form: 2032 -> 1801 instructions an
    // iteration, CPython 3.11 3099; cachegrind).
    let method = match shim.code.extra.consts.first() {
        Some(Value::Function(f)) if f.nparams == 2 && !f.code.extra.generator => Rc::clone(f),
        _ => return interp.call(FuncRef(shim), [a, b]).map_err(Raise::from),
    };
    let args = if reflected {
        [b.clone(), a.clone()]
    } else {
        [a.clone(), b.clone()]
    };
    let r = interp.call(FuncRef(method), args).map_err(Raise::from)?;
    finish_operator(interp, op, &a, &b, r)
}

/// Comparison `op` (a `cmp` code) in an op's generic form, as a value. When `a` is an
/// instance whose class's method for it is a Python function of two parameters (or
/// for `!=`, the `__eq__` that `object.__ne__` negates) and `b` no instance of another
/// class (whose reflected method could come first), the method is called at once and
/// the protocol goes on from its result (`compare::finish_compare`); the general path
/// looked the method up by name, bound it and collected its arguments on every
/// comparison (`p == q` of two instances: 1637 -> 896 instructions, CPython 3.11 838;
/// `p != q` through `__eq__`: 2462 -> 1188, CPython 1941; cachegrind).
#[inline(never)]
pub(super) fn compare_call(
    interp: &mut Interp<Isa>,
    op: u32,
    a: &Value,
    b: &Value,
) -> Result<Value, Raise<Isa>> {
    let Some((method, negate)) = super::compare::direct_compare(op, a, b) else {
        if let Some(same) = super::compare::identity_compare(op, a, b) {
            return Ok(Value::Bool(same));
        }
        return Ok(object::special::compare(interp, op, a, b)?);
    };
    let r = interp
        .call(FuncRef(method), [a.clone(), b.clone()])
        .map_err(Raise::from)?;
    if !negate && !matches!(r, Value::NotImplemented) {
        return Ok(r);
    }
    Ok(super::compare::finish_compare(interp, op, a, b, r, negate)?)
}

/// Unary operator `which` in an op's generic form: an instance's Python method of one
/// parameter is called at once, as in [`operator_call`].
#[inline(never)]
pub(super) fn unary_call(
    interp: &mut Interp<Isa>,
    which: u32,
    v: Value,
) -> Result<Value, Raise<Isa>> {
    if matches!(v, Value::Instance(_))
        && let Some(method) = object::special(&v, object::special::unary_names(which).0)
            .and_then(|f| python_function(f, 1))
        && let Value::Function(f) = &method
    {
        return interp.call(FuncRef(Rc::clone(f)), [v]).map_err(Raise::from);
    }
    Ok(object::special::unary(interp, which, v)?)
}

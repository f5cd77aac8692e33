//! Shims: small code objects through which an instruction runs a Python function in a
//! frame of the dispatch loop and then finishes its own work, instead of a nested run of
//! the loop. CPython 3.13 has one, `_Py_InitCleanup`, for `CALL_ALLOC_AND_ENTER_INIT`;
//! vm-std has three kinds:
//!
//! - Constructors whose `__init__` does not take exactly the arguments (it has defaults,
//!   or the call is wrong: its `CALL` handles both as any call's; an `__init__` that takes
//!   them is entered directly, `Invoke::Init`). `C(args)` makes the instance and enters
//!   the class's shim for that many arguments, with the instance as its first local:
//!
//!   ```text
//!   LOAD_CONST 0        the class's __init__
//!   LOAD_FAST 0..=n     the instance and the arguments
//!   CALL n+1            __init__ runs in its own frame (and specializes as any call)
//!   EXIT_INIT_CHECK     __init__ must return None
//!   LOAD_FAST 0
//!   RETURN_VALUE        the call's value is the instance
//!   ```
//!
//! - Binary operators, in a nested run of the loop: the generic forms that have no member
//!   running the method in a frame (`Rerun`, see `operators`), such as
//!   `BINARY_OP_FAST_FAST`, call a plain two-parameter Python method directly
//!   (`operators::operator_call`, the shim being the cache of that method) and the shim,
//!   with the operands as its locals, for any other callable:
//!
//!   ```text
//!   LOAD_CONST 0        type(a).__add__
//!   LOAD_FAST 0, 1      a, b
//!   CALL 2
//!   BINARY_OP_RESULT    NotImplemented goes on to b's reflected method, as CPython does
//!   RETURN_VALUE
//!   ```
//!
//! - `lru_cache` wrappers: a call that misses runs the wrapped function and then
//!   `CACHE_RESULT` ([`cache_shim`]).
//!
//! A shim is made once per class version (and arity or operator) and kept by the class;
//! tracebacks leave its frames out. The class keeps, the same way, the plain Python
//! methods that operations call at once with no shim ([`compare_method`],
//! [`ne_by_eq_method`], [`hash_method`]: comparisons, and the `hash()` and `==` that
//! dict and set lookups make of their keys).

use std::rc::Rc;
use std::sync::Arc;

use vm_core::code::encode_fields;

use super::isa::{Builder, Opcode};
use crate::value::class::Class;
use crate::value::{CodeInfo, Function, Value};

/// The class's key of the constructor shim for `arity` arguments.
fn init_key(arity: u32) -> u32 {
    arity.saturating_mul(2)
}

/// The class's key of the shim of binary operator `op`.
fn binary_key(op: u32) -> u32 {
    op.saturating_mul(2).saturating_add(1)
}

/// The shim `class` keeps under `key` for its current version; made now, when it has
/// none, as a function of `params` parameters running `emit`'s code with the function
/// `target` finds as its one constant (looked up only then: a kept shim costs one
/// borrow and a vector read). Out of line: the instructions that enter a shim are in
/// the dispatch loop, and its body there moved fib by 2% (code layout).
#[inline(never)]
fn shim(
    class: &Class,
    key: u32,
    params: u32,
    target: impl FnOnce() -> Option<Value>,
    emit: impl FnOnce(&mut Builder) -> Option<()>,
) -> Option<Rc<Function>> {
    if let Some(f) = class.shim(key) {
        return Some(f);
    }
    let target = target()?;
    let mut b = Builder::new();
    emit(&mut b)?;
    let name: Rc<str> = match &target {
        Value::Function(f) => f.name.clone(),
        _ => Rc::from("<shim>"),
    };
    let info = CodeInfo {
        name: name.clone(),
        filename: Rc::from("<shim>"),
        consts: vec![target],
        local_names: (0..params).map(|i| Rc::from(format!("arg{i}"))).collect(),
        nparams: params,
        shim: true,
        ..Default::default()
    };
    let code = Arc::new(b.finish(params, info).ok()?);
    let shim = Function {
        qualname: name.clone(),
        name,
        code,
        defaults: Default::default(),
        nparams: params,
        owner: Default::default(),
        closure: std::rc::Rc::from(Vec::new()),
        general: None,
        attrs: Default::default(),
    };
    let shim = crate::value::obj(shim);
    class.set_shim(key, Value::Function(shim.clone()));
    Some(std::mem::ManuallyDrop::into_inner(shim))
}

/// The constructor shim of `class` for `arity` arguments, running the `__init__` that
/// `init` finds.
pub(super) fn init_shim(
    class: &Class,
    arity: u32,
    init: impl FnOnce() -> Option<Value>,
) -> Option<Rc<Function>> {
    let params = arity.checked_add(1)?;
    shim(class, init_key(arity), params, init, |b| {
        b.emit(Opcode::LoadConst, 0).ok()?;
        for slot in 0..params {
            b.emit(Opcode::LoadFast, slot).ok()?;
        }
        b.emit(Opcode::Call, params).ok()?;
        b.emit(Opcode::ExitInitCheck, 0).ok()?;
        b.emit(Opcode::LoadFast, 0).ok()?;
        b.emit(Opcode::ReturnValue, 0).ok()?;
        Some(())
    })
}

/// Operators are below this (`nb::INPLACE` forms included); a shim's `BINARY_OP_RESULT`
/// field adds it for the reflected method.
const REFLECTED: u32 = 32;

/// The shim of binary operator `op` (with `REFLECTED` added: the reflected method, the
/// operands swapped), running the method `method` finds on the two operands.
fn operator_shim(
    class: &Class,
    field_op: u32,
    method: impl FnOnce() -> Option<Value>,
) -> Option<Rc<Function>> {
    let fields = encode_fields(&[0, 1, field_op])?;
    let (first, second) = if field_op >= REFLECTED {
        (1, 0)
    } else {
        (0, 1)
    };
    shim(class, binary_key(field_op), 2, method, |b| {
        b.emit(Opcode::LoadConst, 0).ok()?;
        b.emit(Opcode::LoadFast, first).ok()?;
        b.emit(Opcode::LoadFast, second).ok()?;
        b.emit(Opcode::Call, 2).ok()?;
        b.emit(Opcode::BinaryOpResult, fields).ok()?;
        b.emit(Opcode::ReturnValue, 0).ok()?;
        Some(())
    })
}

/// The shim of binary operator `op` on the left operand's class.
pub(super) fn binary_shim(
    class: &Class,
    op: u32,
    method: impl FnOnce() -> Option<Value>,
) -> Option<Rc<Function>> {
    operator_shim(class, op, method)
}

/// The shim of binary operator `op` reflected (`2 * v` running `type(v).__rmul__(v, 2)`)
/// on the right operand's class; `NotImplemented` is the operator's `TypeError`.
pub(super) fn reflected_shim(
    class: &Class,
    op: u32,
    method: impl FnOnce() -> Option<Value>,
) -> Option<Rc<Function>> {
    operator_shim(class, op.checked_add(REFLECTED)?, method)
}

/// Whether a shim's `BINARY_OP_RESULT` operator field says the reflected method ran:
/// then the operator without the flag.
pub(super) fn reflected_op(field: u32) -> Option<u32> {
    field.checked_sub(REFLECTED)
}

/// The class's key of the `lru_cache` wrapper shim for `arity` arguments: the odd keys
/// after the binary operators' and the methods' (keys index a vector: keep them small).
fn cache_key(arity: u32) -> u32 {
    arity
        .saturating_mul(2)
        .saturating_add(method_key(METHOD_KEYS))
}

/// How many odd keys after the binary operators' the methods called at once take: one
/// per comparison (`cmp` codes are below [`HASH`]), then [`HASH`], [`NE_BY_EQ`],
/// [`IDENTITY`] and [`TRUE_ALWAYS`].
const METHOD_KEYS: u32 = 10;

/// The method slot of `__hash__`.
const HASH: u32 = 6;

/// The method slot of the `__eq__` that `!=` negates (`object.__ne__`'s), kept apart
/// from the comparison slot of `__ne__` itself.
const NE_BY_EQ: u32 = 7;

/// The slot of whether the instances compare by identity (`object`'s `==` and `!=`).
const IDENTITY: u32 = 8;

/// The slot of whether the instances are always true (no `__bool__` or `__len__`).
const TRUE_ALWAYS: u32 = 9;

/// The class's key of method slot `slot`.
fn method_key(slot: u32) -> u32 {
    slot.saturating_mul(2)
        .saturating_add((2 * REFLECTED) * 2 + 1)
}

/// The Python function of `params` parameters (and no generator function) that `class`
/// keeps in method slot `slot` for its current version, as it keeps its shims (found by
/// `method` only when the class has none for this version): a method an operation calls
/// at once. `None` when the method is anything else.
fn plain_method(
    class: &Class,
    slot: u32,
    params: u32,
    method: impl FnOnce() -> Option<Value>,
) -> Option<Rc<Function>> {
    let key = method_key(slot);
    // Looked up before: the function, or none (an instance compared with `None`
    // through `object.__eq__` pays for no lookup each time).
    if let Some(kept) = class.kept_function(key) {
        return kept;
    }
    match &method() {
        Some(Value::Function(f)) if f.nparams == params && !f.code.extra.generator => {
            class.set_shim(key, Value::Function(f.clone()));
            Some(Rc::clone(f))
        }
        _ => {
            class.set_shim(key, Value::None);
            None
        }
    }
}

/// The Python function of two parameters that `class` runs for comparison `op` (a
/// `cmp` code) on its instances, `method` finding it: what a comparison calls at once
/// (see `operators::compare_call`). `None` when the method is anything else.
pub(super) fn compare_method(
    class: &Class,
    op: u32,
    method: impl FnOnce() -> Option<Value>,
) -> Option<Rc<Function>> {
    if op >= HASH {
        return None;
    }
    plain_method(class, op, 2, method)
}

/// The `__eq__` (a Python function of two parameters) that `!=` negates on the instances
/// of `class`, `method` finding it when `object.__ne__` is what they have for `!=` (None
/// otherwise: their own `__ne__` runs).
pub(super) fn ne_by_eq_method(
    class: &Class,
    method: impl FnOnce() -> Option<Value>,
) -> Option<Rc<Function>> {
    plain_method(class, NE_BY_EQ, 2, method)
}

/// Whether `==` and `!=` on the instances of `class` are `object`'s, identity (`plain`
/// finding out, once per version of the class).
pub(super) fn compares_by_identity(class: &Class, plain: impl FnOnce() -> bool) -> bool {
    class_flag(class, IDENTITY, plain)
}

/// Whether the instances of `class` are always true, having no `__bool__`, `__len__` or
/// builtin part (`plain` finding out, once per version of the class): `if node:` then
/// looks up no method.
pub(super) fn true_always(class: &Class, plain: impl FnOnce() -> bool) -> bool {
    class_flag(class, TRUE_ALWAYS, plain)
}

/// The flag `class` keeps in method slot `slot` for its current version, `compute`
/// finding it when it keeps none.
fn class_flag(class: &Class, slot: u32, compute: impl FnOnce() -> bool) -> bool {
    let key = method_key(slot);
    if let Some(kept) = class.kept_flag(key) {
        return kept;
    }
    let flag = compute();
    class.set_shim(key, Value::Bool(flag));
    flag
}

/// The `__hash__` of the instances of `class` when it is a Python function of one
/// parameter, `method` finding it: what `hash()` and the tables call at once.
pub(super) fn hash_method(
    class: &Class,
    method: impl FnOnce() -> Option<Value>,
) -> Option<Rc<Function>> {
    plain_method(class, HASH, 1, method)
}

/// The shim of the `lru_cache` wrapper class `class` for calls with `arity` arguments,
/// entered after a call missed the cache. Its locals are the wrapper (with one argument,
/// whose key is cheap to make again) or the call's `(wrapper, key, function)`, then the
/// arguments (the call's own operands, left in place: `Invoke::Bound`); it calls the
/// function (in a frame of its own, which specializes as any call), and `CACHE_RESULT`
/// has the wrapper cache what it returned:
///
/// ```text
/// LOAD_WRAPPED 0      the function
/// LOAD_FAST 1..       the arguments
/// CALL arity
/// CACHE_RESULT 0, 1   the wrapper caches the result under the key (of local 1)
/// RETURN_VALUE
/// ```
///
/// The function is a local, not the shim's constant: one shim serves every wrapper,
/// and holds none of them.
pub(super) fn cache_shim(class: &Class, arity: u32) -> Option<Rc<Function>> {
    let params = arity.checked_add(1)?;
    let fields = encode_fields(&[0, if arity == 1 { 1 } else { 0 }])?;
    shim(
        class,
        cache_key(arity),
        params,
        || Some(Value::None),
        |b| {
            b.emit(Opcode::LoadWrapped, 0).ok()?;
            for slot in 1..params {
                b.emit(Opcode::LoadFast, slot).ok()?;
            }
            b.emit(Opcode::Call, arity).ok()?;
            b.emit(Opcode::CacheResult, fields).ok()?;
            b.emit(Opcode::ReturnValue, 0).ok()?;
            Some(())
        },
    )
}

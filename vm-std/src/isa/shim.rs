//! Shims: small code objects through which an instruction runs a Python function in a
//! frame of the dispatch loop and then finishes its own work, instead of a nested run of
//! the loop. CPython 3.13 has one, `_Py_InitCleanup`, for `CALL_ALLOC_AND_ENTER_INIT`;
//! vm-std has two kinds:
//!
//! - Constructors. `C(args)` makes the instance and enters the class's shim for that many
//!   arguments, with the instance as its first local:
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
//! - Binary operators. `a + b` with `a` an instance whose class defines `__add__` as a
//!   Python function enters the shim with the operands as its locals
//!   (`Invoke::Operands`):
//!
//!   ```text
//!   LOAD_CONST 0        type(a).__add__
//!   LOAD_FAST 0, 1      a, b
//!   CALL 2
//!   BINARY_OP_RESULT    NotImplemented goes on to b's reflected method, as CPython does
//!   RETURN_VALUE
//!   ```
//!
//! A shim is made once per class version (and arity or operator) and kept by the class;
//! tracebacks leave its frames out.

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

/// The shim kept under `key`, as the function it is.
fn kept(class: &Class, key: u32) -> Option<Rc<Function>> {
    match &class.shim(key) {
        Some(Value::Function(f)) => Some(Rc::clone(f)),
        _ => None,
    }
}

/// A shim function of `params` parameters running `emit`'s code, with `target` as its
/// one constant, kept by `class` under `key`.
fn make(
    class: &Class,
    key: u32,
    target: &Value,
    params: u32,
    emit: impl FnOnce(&mut Builder) -> Option<()>,
) -> Option<Rc<Function>> {
    let mut b = Builder::new();
    emit(&mut b)?;
    let name: Rc<str> = match target {
        Value::Function(f) => f.name.clone(),
        _ => Rc::from("<shim>"),
    };
    let info = CodeInfo {
        name: name.clone(),
        filename: Rc::from("<shim>"),
        consts: vec![target.clone()],
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
        defaults: Rc::from(Vec::new()),
        nparams: params,
        owner: Default::default(),
    };
    let value = Value::Function(crate::value::obj(shim));
    class.set_shim(key, value.clone());
    match &value {
        Value::Function(f) => Some(Rc::clone(f)),
        _ => None,
    }
}

/// The constructor shim that runs `init` for `arity` arguments on a new instance of
/// `class`, made now if this version of the class has none yet.
pub(super) fn init_shim(class: &Class, init: &Value, arity: u32) -> Option<Rc<Function>> {
    let key = init_key(arity);
    if let Some(f) = kept(class, key) {
        return Some(f);
    }
    let params = arity.checked_add(1)?;
    make(class, key, init, params, |b| {
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

/// The kept constructor shim for `arity` arguments, if this version has one.
#[inline]
pub(super) fn kept_init_shim(class: &Class, arity: u32) -> Option<Rc<Function>> {
    kept(class, init_key(arity))
}

/// The shim that runs `method` (the class's method for binary operator `op`) on the two
/// operands, made now if this version of the class has none yet.
pub(super) fn binary_shim(class: &Class, method: &Value, op: u32) -> Option<Rc<Function>> {
    let key = binary_key(op);
    if let Some(f) = kept(class, key) {
        return Some(f);
    }
    let fields = encode_fields(&[0, 1, op])?;
    make(class, key, method, 2, |b| {
        b.emit(Opcode::LoadConst, 0).ok()?;
        b.emit(Opcode::LoadFast, 0).ok()?;
        b.emit(Opcode::LoadFast, 1).ok()?;
        b.emit(Opcode::Call, 2).ok()?;
        b.emit(Opcode::BinaryOpResult, fields).ok()?;
        b.emit(Opcode::ReturnValue, 0).ok()?;
        Some(())
    })
}

/// The class's key of the shim of binary operator `op` reflected (`2 * v` running
/// `type(v).__rmul__(v, 2)`).
fn reflected_key(op: u32) -> u32 {
    binary_key(op.saturating_add(REFLECTED))
}

/// Operators are below this (`nb::INPLACE` forms included).
const REFLECTED: u32 = 32;

/// The shim that runs `method` (the right operand's class's reflected method for binary
/// operator `op`) with the operands swapped; `NotImplemented` is the operator's
/// `TypeError`.
pub(super) fn reflected_shim(class: &Class, method: &Value, op: u32) -> Option<Rc<Function>> {
    let key = reflected_key(op);
    if let Some(f) = kept(class, key) {
        return Some(f);
    }
    let fields = encode_fields(&[0, 1, op.checked_add(REFLECTED)?])?;
    make(class, key, method, 2, |b| {
        b.emit(Opcode::LoadConst, 0).ok()?;
        b.emit(Opcode::LoadFast, 1).ok()?;
        b.emit(Opcode::LoadFast, 0).ok()?;
        b.emit(Opcode::Call, 2).ok()?;
        b.emit(Opcode::BinaryOpResult, fields).ok()?;
        b.emit(Opcode::ReturnValue, 0).ok()?;
        Some(())
    })
}

/// The kept reflected shim of binary operator `op`, if this version has one.
#[inline]
pub(super) fn kept_reflected_shim(class: &Class, op: u32) -> Option<Rc<Function>> {
    kept(class, reflected_key(op))
}

/// Whether a shim's `BINARY_OP_RESULT` operator field says the reflected method ran:
/// then the operator without the flag.
pub(super) fn reflected_op(field: u32) -> Option<u32> {
    field.checked_sub(REFLECTED)
}

/// The class's key of the shim of `len()`.
const LEN_KEY: u32 = 0x1000;

/// The shim that runs `method` (the class's Python `__len__`) for `len(obj)`, with the
/// instance as its one local, and checks its result as `len()` does.
pub(super) fn len_shim(class: &Class, method: &Value) -> Option<Rc<Function>> {
    if let Some(f) = kept(class, LEN_KEY) {
        return Some(f);
    }
    make(class, LEN_KEY, method, 1, |b| {
        b.emit(Opcode::LoadConst, 0).ok()?;
        b.emit(Opcode::LoadFast, 0).ok()?;
        b.emit(Opcode::Call, 1).ok()?;
        b.emit(Opcode::LenResult, 0).ok()?;
        b.emit(Opcode::ReturnValue, 0).ok()?;
        Some(())
    })
}

/// The kept `len()` shim, if this version has one.
#[inline]
pub(super) fn kept_len_shim(class: &Class) -> Option<Rc<Function>> {
    kept(class, LEN_KEY)
}

/// The kept shim of binary operator `op`, if this version has one.
#[inline]
pub(super) fn kept_binary_shim(class: &Class, op: u32) -> Option<Rc<Function>> {
    kept(class, binary_key(op))
}

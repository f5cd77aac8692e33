//! Constructor shims: how `C(args)` runs a Python `__init__` in a frame of the dispatch
//! loop instead of a nested run (CPython 3.13's `CALL_ALLOC_AND_ENTER_INIT`, whose
//! `_Py_InitCleanup` frame this mirrors).
//!
//! The call's specialization makes the instance and enters the shim of the class for
//! that many arguments, with the instance as its first local:
//!
//! ```text
//! LOAD_CONST 0        the class's __init__
//! LOAD_FAST 0..=n     the instance and the arguments
//! CALL n+1            __init__ runs in its own frame (and specializes as any call)
//! EXIT_INIT_CHECK     __init__ must return None
//! LOAD_FAST 0
//! RETURN_VALUE        the call's value is the instance
//! ```
//!
//! A shim is made once per class version and arity and kept by the class; tracebacks
//! leave its frames out.

use std::rc::Rc;
use std::sync::Arc;

use super::isa::{Builder, Opcode};
use crate::value::class::Class;
use crate::value::{CodeInfo, Function, Value};

/// The shim that runs `init` for `arity` arguments on a new instance of `class`, made
/// now if this version of the class has none yet.
pub(super) fn init_shim(class: &Class, init: &Value, arity: u32) -> Option<Rc<Function>> {
    if let Some(Value::Function(f)) = &class.init_shim(arity) {
        return Some(Rc::clone(f));
    }
    let params = arity.checked_add(1)?;
    let mut b = Builder::new();
    b.emit(Opcode::LoadConst, 0).ok()?;
    for slot in 0..params {
        b.emit(Opcode::LoadFast, slot).ok()?;
    }
    b.emit(Opcode::Call, params).ok()?;
    b.emit(Opcode::ExitInitCheck, 0).ok()?;
    b.emit(Opcode::LoadFast, 0).ok()?;
    b.emit(Opcode::ReturnValue, 0).ok()?;
    let name: Rc<str> = Rc::from("__init__");
    let info = CodeInfo {
        name: name.clone(),
        filename: Rc::from("<shim>"),
        consts: vec![init.clone()],
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
    class.set_init_shim(arity, value.clone());
    match &value {
        Value::Function(f) => Some(Rc::clone(f)),
        _ => None,
    }
}

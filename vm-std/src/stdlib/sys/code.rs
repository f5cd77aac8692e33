//! `code`, the class of the code objects `compile()` makes (CPython's `types.CodeType`).
//!
//! Compiled code here is bound to the module whose globals it reads and to whether it
//! reads its names from a namespace (see `runtime::SourceCompiler`), which `exec` and
//! `eval` choose only when they run it; so a code object keeps what `compile()` was
//! given (the source, its file name and mode, all checked by compiling it once), and
//! `exec`/`eval` compile it again for where they run it, with that file name.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::PyResult;
use crate::runtime::{SourceMode, Vm};
use crate::value::class::Class;
use crate::value::native::Kwargs;
use crate::value::{NativeState, Value};

use super::super::{ClassCell, native_class, not_initialized, state};
use super::{CODE_FILENAME, CODE_FIRSTLINENO, CODE_NAME, CODE_REPR};

/// What a code object holds.
pub struct CodeObject {
    /// The source text.
    pub source: Rc<str>,
    /// The file name its code, tracebacks and syntax errors carry.
    pub filename: Rc<str>,
    /// How it compiles: statements, an expression, or an interactive statement.
    pub mode: SourceMode,
}

impl NativeState for CodeObject {
    fn visit(&self, _: &mut dyn FnMut(usize)) -> Option<usize> {
        Some(0)
    }

    fn clear(&self) {}
}

thread_local! {
    static CODE_CELL: RefCell<Weak<Class>> = RefCell::default();
}

static CODE: ClassCell = ClassCell::new(&CODE_CELL);

fn code_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "code",
        &[CODE_REPR],
        &[CODE_FILENAME, CODE_NAME, CODE_FIRSTLINENO],
        &[],
    )
}

/// A new code object of `source` (already compiled once, so known to compile).
pub fn new(vm: &mut dyn Vm, source: Rc<str>, filename: Rc<str>, mode: SourceMode) -> Value {
    let class = CODE.get(vm, code_class);
    let v = crate::object::new_instance(&class);
    if let Value::Instance(i) = &v {
        *i.native.borrow_mut() = Value::opaque(CodeObject {
            source,
            filename,
            mode,
        });
    }
    v
}

/// The source, file name and mode of `v` if it is a code object.
pub fn parts(v: &Value) -> Option<(Rc<str>, Rc<str>, SourceMode)> {
    let st = state(v)?;
    let c = st.get::<CodeObject>()?;
    Some((c.source.clone(), c.filename.clone(), c.mode))
}

/// Runs `f` on the code object `args[0]`, or CPython's error for another receiver.
fn with<R>(args: &[Value], f: impl FnOnce(&CodeObject) -> R) -> PyResult<R> {
    let st = state(&args[0]).ok_or_else(|| not_initialized("code", &args[0]))?;
    let c = st
        .get::<CodeObject>()
        .ok_or_else(|| not_initialized("code", &args[0]))?;
    Ok(f(c))
}

/// `code.__repr__`: `<code object <module> at 0x..., file "f", line 1>`.
pub(super) fn repr(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let at = match &args[0] {
        Value::Instance(i) => Rc::as_ptr(i) as usize,
        _ => 0,
    };
    with(args, |c| {
        Value::str(format!(
            "<code object <module> at {at:#x}, file \"{}\", line 1>",
            c.filename
        ))
    })
}

/// `code.co_filename`.
pub(super) fn co_filename(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    with(args, |c| Value::str(&*c.filename))
}

/// `code.co_name`: a module's code is `<module>`.
pub(super) fn co_name(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    with(args, |_| Value::str("<module>"))
}

/// `code.co_firstlineno`: a module's code starts at line 1.
pub(super) fn co_firstlineno(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    with(args, |_| Value::Int(1))
}

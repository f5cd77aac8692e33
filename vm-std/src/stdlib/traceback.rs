//! `_traceback`: what the frozen `traceback` and `warnings` modules read of the running
//! program that Python code cannot reach here (vm-std has no frame objects): the frames
//! a caught exception went through, the frames running now, and the source lines
//! tracebacks quote.

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;

use super::NativeModule;

crate::runtime::table::natives! {
    table = 17;
    FRAMES = "frames" (1) => frames;
    STACK = "stack" (0) => stack;
    LINE = "line" (2) => line;
}

pub const MODULE: NativeModule = NativeModule {
    name: "_traceback",
    functions: &TABLE,
    values: |_| Vec::new(),
};

/// `frames(tb)`: the frames of traceback object `tb` (an exception's `__traceback__`;
/// an exception stands for its own), outermost first, as `(filename, lineno, name)`
/// tuples, as the traceback of an uncaught exception shows them; `[]` for `None` or a
/// traceback whose frames a re-raise took on.
fn frames(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let shown = match &args[0] {
        Value::None => Vec::new(),
        tb => vm.traceback_stack(tb).ok_or_else(|| {
            PyError::type_error(format!("expected a traceback, not '{}'", tb.type_name()))
        })?,
    };
    let items = shown
        .into_iter()
        .map(|f| {
            Value::tuple(vec![
                Value::str(&*f.filename),
                Value::Int(i64::from(f.line)),
                Value::str(&*f.name),
            ])
        })
        .collect();
    Ok(Value::list(items))
}

/// `stack()`: the frames running, outermost first, as `(filename, lineno, name,
/// module name)` tuples, without the innermost (the frame that calls `stack()`: the
/// frozen module's function that asks, `warn` or `extract_stack`).
fn stack(vm: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let frames = vm.stack();
    let m = vm.machine();
    let items = frames
        .into_iter()
        .map(|f| {
            let module = match m.modules.get(f.module as usize) {
                Some(Value::Module(module)) => Value::str(&*module.name),
                _ => Value::None,
            };
            Value::tuple(vec![
                Value::str(&*f.filename),
                Value::Int(i64::from(f.line)),
                Value::str(&*f.name),
                module,
            ])
        })
        .collect();
    Ok(Value::list(items))
}

/// `line(filename, lineno)`: line `lineno` of the file the program ran as `filename`
/// (the main program, a module, a frozen module), without its line break; `''` if
/// there is no such line (CPython's `linecache.getline`, which reads only those files).
fn line(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (Value::Str(file), Value::Int(n)) = (&args[0], &args[1]) else {
        return Ok(Value::str(""));
    };
    let m = vm.machine();
    let Some((_, source)) = m.sources.iter().find(|(f, _)| **f == *file.s) else {
        return Ok(Value::str(""));
    };
    let text = usize::try_from(*n)
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| source.lines().nth(i))
        .unwrap_or("");
    Ok(Value::str(text))
}

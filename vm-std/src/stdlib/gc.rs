//! `gc`: the cycle collector's switches (`value::gc`).

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{Value, gc};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 1;
    COLLECT = "collect" (0..=1) => collect;
    DISABLE = "disable" (0) => disable;
    ENABLE = "enable" (0) => enable;
    ISENABLED = "isenabled" (0) => isenabled;
}

pub const MODULE: NativeModule = NativeModule {
    name: "gc",
    functions: &TABLE,
    values: |_| Vec::new(),
};

/// `gc.collect(generation=2)`: a collection now; how many unreachable objects it found.
///
/// Garbage that holds objects with a `__del__` is kept whole by the first collection,
/// which queues their finalizers (PEP 442); they run here, and a second collection frees
/// what they left unreachable, as CPython's one collection does.
fn collect(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if let Some(g) = args.first()
        && !matches!(g, Value::Int(0..=2))
    {
        return Err(PyError::value_error("invalid generation"));
    }
    let found = gc::collect();
    if crate::value::finalize::pending() {
        vm.run_finalizers();
        gc::collect();
    }
    Ok(Value::Int(found as i64))
}

/// `gc.disable()`: no automatic collections.
fn disable(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    gc::set_enabled(false);
    Ok(Value::None)
}

/// `gc.enable()`.
fn enable(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    gc::set_enabled(true);
    Ok(Value::None)
}

/// `gc.isenabled()`.
fn isenabled(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(gc::is_enabled()))
}

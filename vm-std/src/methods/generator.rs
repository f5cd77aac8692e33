//! `generator` methods: `send`, `throw`, `close`, and `__next__` / `__iter__`.

use std::rc::Rc;

use vm_core::Resumed;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::{Sent, Vm};
use crate::value::native::Kwargs;
use crate::value::{Generator, Value};

/// A `StopIteration` whose `value` is `returned` (what a generator returned).
#[cold]
pub fn stop_iteration(returned: Value) -> PyError {
    match returned {
        Value::None => PyError::new(ExcType::StopIteration, ""),
        v => {
            let shown = crate::value::format::try_str(&v).unwrap_or_default();
            PyError::with_args(
                ExcType::StopIteration,
                shown,
                Rc::new(Value::tuple(vec![v])),
            )
        }
    }
}

/// What a resume gave, as a method returns it: the yielded value, or `StopIteration`.
fn yielded(r: Resumed<Value>) -> PyResult<Value> {
    match r {
        Resumed::Yielded(v) => Ok(v),
        Resumed::Returned(v) => Err(stop_iteration(v)),
    }
}

/// `g.send(value)`: resumes the generator with `value` as the result of its `yield`.
pub(super) fn send(
    vm: &mut dyn Vm,
    g: &Rc<Generator>,
    args: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let value = std::mem::take(&mut args[0]);
    yielded(vm.resume(g, Sent::Value(value))?)
}

/// `g.__next__()`: `g.send(None)`.
pub(super) fn next(
    vm: &mut dyn Vm,
    g: &Rc<Generator>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    yielded(vm.resume(g, Sent::Value(Value::None))?)
}

/// `g.__iter__()`: the generator itself.
pub(super) fn iter(
    _: &mut dyn Vm,
    g: &Rc<Generator>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Generator(std::mem::ManuallyDrop::new(Rc::clone(g))))
}

/// `g.throw(exc)` / `g.throw(type, value)`: raises the exception where the generator is
/// suspended; what it yields next is the value (or the exception goes on).
pub(super) fn throw(
    vm: &mut dyn Vm,
    g: &Rc<Generator>,
    args: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let exc = thrown_exception(vm, args)?;
    yielded(vm.resume(g, Sent::Throw(exc))?)
}

/// The exception `throw(exc)` / `throw(type, value)` raises (a class or an instance),
/// checked.
pub(super) fn thrown_exception(vm: &mut dyn Vm, args: &mut [Value]) -> PyResult<Value> {
    let exc = match (&args[0], args.get(1)) {
        (Value::Class(_), Some(v)) if !matches!(v, Value::None) => {
            let v = v.clone();
            match v {
                Value::Instance(_) => v,
                other => vm.call(&args[0].clone(), vec![other], &Vec::new())?,
            }
        }
        (e, _) => e.clone(),
    };
    let is_exception = match &exc {
        Value::Class(c) => c.is_exception(),
        Value::Instance(i) => i.class.is_exception(),
        _ => false,
    };
    if !is_exception {
        return Err(PyError::type_error(format!(
            "exceptions must be classes or instances deriving from BaseException, not {}",
            exc.type_name()
        )));
    }
    Ok(exc)
}

/// `g.close()`: raises `GeneratorExit` where the generator is suspended; it must end
/// (a `RuntimeError` if it yields instead). A generator that has not started, or has
/// ended, just ends.
pub(super) fn close(
    vm: &mut dyn Vm,
    g: &Rc<Generator>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    close_generator(vm, g)?;
    Ok(Value::None)
}

/// `g.close()`.
pub fn close_generator(vm: &mut dyn Vm, g: &Rc<Generator>) -> PyResult<()> {
    if !g.started.get() {
        if let Ok(mut f) = g.frame.try_borrow_mut() {
            let frame = f.take();
            drop(f);
            drop(frame);
        }
        return Ok(());
    }
    // One that ended has nothing to close (a coroutine's resume would refuse it).
    if g.frame.try_borrow().is_ok_and(|f| f.is_none()) && !g.running.get() {
        return Ok(());
    }
    let exit = PyError::new(ExcType::GeneratorExit, "");
    match vm.resume(g, Sent::Error(exit)) {
        Ok(Resumed::Yielded(_)) => Err(PyError::new(
            ExcType::RuntimeError,
            if g.coroutine {
                "coroutine ignored GeneratorExit"
            } else {
                "generator ignored GeneratorExit"
            },
        )),
        Ok(Resumed::Returned(_)) => Ok(()),
        Err(e) if matches!(e.kind(), ExcType::GeneratorExit | ExcType::StopIteration) => Ok(()),
        Err(e) => Err(e),
    }
}

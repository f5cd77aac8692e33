//! Asynchronous generators (`async def` with `yield`) and the awaitables that run them:
//! `async_generator`'s `__aiter__`, `__anext__`, `asend`, `athrow`, `aclose`, and the
//! `send`/`throw`/`close`/`__next__` of the `async_generator_asend`,
//! `async_generator_athrow` and `anext_awaitable` objects they return, as CPython's
//! `Objects/genobject.c` has them, with its messages.
//!
//! An asynchronous generator is a generator whose frame yields two kinds of values: its
//! own `yield`s (`ASYNC_GEN_YIELD`, which counts them in [`AgenState::epoch`]: CPython
//! wraps the value instead) and what an `await` inside it passes through (`YIELD_FROM`) to whoever
//! drives the awaitable. An awaitable (`asend`) turns the first into its
//! `StopIteration(value)` and passes the second on. Here the drivers run the frame from
//! native code and compare the count; the interpreter loop runs an `asend` awaited by `SEND`
//! without them (see `isa/awaiting.rs`): the yield then continues the awaiting frame where
//! a return would (`Interp::yield_as_return`), and the awaitable learns it completed from
//! the generator's [`AgenState::epoch`].

use std::rc::Rc;

use vm_core::Resumed;

use super::generator::stop_iteration;
use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::{Sent, Vm};
use crate::value::function::AgenState;
use crate::value::native::Kwargs;
use crate::value::{AgenOp, AgenOpKind, AgenOpState, Generator, Value};

const REUSED_ASEND: &str = "cannot reuse already awaited __anext__()/asend()";
const REUSED_ATHROW: &str = "cannot reuse already awaited aclose()/athrow()";

fn runtime_error(msg: &str) -> PyError {
    PyError::new(ExcType::RuntimeError, msg)
}

/// `StopAsyncIteration()`.
pub fn stop_async() -> PyError {
    PyError::new(ExcType::StopAsyncIteration, "")
}

/// Counts one of the generator's own yields, or its end (see [`AgenState::epoch`]).
pub fn next_epoch(a: &AgenState) {
    a.epoch.set(a.epoch.get().wrapping_add(1));
}

/// The state of awaitable `op`, with an `asend` the interpreter loop completed (its
/// generator yielded or ended since it started) seen as closed.
pub fn state(op: &AgenOp) -> AgenOpState {
    let s = op.state.get();
    if s == AgenOpState::Iter
        && let Some(g) = &op.agen
        && g.agen.epoch.get() != op.epoch.get()
    {
        op.state.set(AgenOpState::Closed);
        return AgenOpState::Closed;
    }
    s
}

/// Marks awaitable `op` as running its generator `g` (from its `Init` state).
pub fn begin(op: &AgenOp, g: &Generator) {
    op.state.set(AgenOpState::Iter);
    op.epoch.set(g.agen.epoch.get());
}

/// What one step of `asend(sendval)` awaitable `op` sends into its generator `g` when
/// sent `value` (its own value on the first step), after CPython's checks (a completed
/// awaitable, another one running `g`); `g` is then run by `op`. For the native driver
/// and the interpreter loop's `SEND` alike.
pub fn asend_value(op: &AgenOp, g: &Generator, sendval: &Value, value: Value) -> PyResult<Value> {
    let st = state(op);
    match st {
        AgenOpState::Closed => return Err(runtime_error(REUSED_ASEND)),
        AgenOpState::Init if g.agen.running_async.get() => return Err(already_running("anext")),
        AgenOpState::Init => begin(op, g),
        AgenOpState::Iter => {}
    }
    g.agen.running_async.set(true);
    Ok(match (st, value) {
        (AgenOpState::Init, Value::None) => sendval.clone(),
        (_, v) => v,
    })
}

/// The `RuntimeError` for starting an `asend` while another runs the generator.
pub fn already_running(what: &str) -> PyError {
    runtime_error(&format!(
        "{what}(): asynchronous generator is already running"
    ))
}

/// Runs `g`'s frame from native code: `Ok(Ok(v))` for a value an `await` in it passed
/// through, `Ok(Err(v))` for a value it yielded itself, or its end: `StopAsyncIteration`
/// (or the error that ended it), as CPython's `async_gen_unwrap_value` leaves them.
fn run(vm: &mut dyn Vm, g: &Rc<Generator>, sent: Sent) -> PyResult<Result<Value, Value>> {
    let before = g.agen.epoch.get();
    let r = vm.resume(g, sent);
    let a = &g.agen;
    match r {
        // (`ASYNC_GEN_YIELD` counted it and cleared `running_async`.)
        Ok(Resumed::Yielded(v)) if a.epoch.get() != before => Ok(Err(v)),
        Ok(Resumed::Yielded(v)) => Ok(Ok(v)),
        Ok(Resumed::Returned(_)) => {
            a.closed.set(true);
            a.running_async.set(false);
            Err(stop_async())
        }
        Err(e) => {
            if matches!(
                e.kind(),
                ExcType::StopAsyncIteration | ExcType::GeneratorExit
            ) {
                a.closed.set(true);
            }
            a.running_async.set(false);
            Err(e)
        }
    }
}

/// A passed-through value, or the generator's own yield as the awaitable's
/// `StopIteration`.
fn unwrapped(r: PyResult<Result<Value, Value>>) -> PyResult<Value> {
    match r? {
        Ok(v) => Ok(v),
        Err(v) => Err(stop_iteration(v)),
    }
}

/// Drives awaitable `op` one step with `sent` (its `send`/`__next__` with a value, its
/// `throw` with an exception): what it yields on (an `await` inside the generator passed
/// it through), or `StopIteration(value)` when it completed, or the error.
pub fn drive(vm: &mut dyn Vm, op: &Rc<AgenOp>, sent: Sent) -> PyResult<Value> {
    match (&op.kind, &op.agen) {
        (AgenOpKind::Send(sendval), Some(g)) => {
            let sent = match sent {
                Sent::Value(v) => Sent::Value(asend_value(op, g, sendval, v)?),
                _ if state(op) == AgenOpState::Closed => return Err(runtime_error(REUSED_ASEND)),
                thrown => thrown,
            };
            let r = unwrapped(run(vm, g, sent));
            if r.is_err() {
                op.state.set(AgenOpState::Closed);
            }
            r
        }
        (AgenOpKind::Throw(exc), Some(g)) => athrow_drive(vm, op, g, exc.as_ref(), sent),
        (AgenOpKind::Default { inner, default }, _) => {
            if op.state.get() == AgenOpState::Closed {
                return Err(runtime_error(REUSED_ASEND));
            }
            match drive_awaitable(vm, &inner.clone(), sent) {
                Err(e) if e.kind() == ExcType::StopAsyncIteration => {
                    op.state.set(AgenOpState::Closed);
                    Err(stop_iteration(default.clone()))
                }
                r => r,
            }
        }
        _ => Err(stop_async()),
    }
}

/// `athrow`/`aclose` (`exc` `None`) one step (CPython's `async_gen_athrow_send` and
/// `async_gen_athrow_throw`).
fn athrow_drive(
    vm: &mut dyn Vm,
    op: &AgenOp,
    g: &Rc<Generator>,
    exc: Option<&Value>,
    sent: Sent,
) -> PyResult<Value> {
    let closing = exc.is_none();
    let st = op.state.get();
    if st == AgenOpState::Closed {
        return Err(runtime_error(REUSED_ATHROW));
    }
    let finished = g.frame.try_borrow().is_ok_and(|f| f.is_none()) && !g.running.get();
    let r = match sent {
        Sent::Value(v) => {
            if finished {
                op.state.set(AgenOpState::Closed);
                return Err(stop_iteration(Value::None));
            }
            if st == AgenOpState::Init {
                if g.agen.running_async.get() {
                    op.state.set(AgenOpState::Closed);
                    return Err(already_running(if closing { "aclose" } else { "athrow" }));
                }
                if g.agen.closed.get() {
                    op.state.set(AgenOpState::Closed);
                    return Err(stop_async());
                }
                if !matches!(v, Value::None) {
                    return Err(runtime_error(
                        "can't send non-None value to a just-started coroutine",
                    ));
                }
                begin(op, g);
                g.agen.running_async.set(true);
                match exc {
                    None => {
                        g.agen.closed.set(true);
                        run(vm, g, Sent::Error(PyError::new(ExcType::GeneratorExit, "")))
                    }
                    Some(exc) => run(vm, g, Sent::Throw(exc.clone())),
                }
            } else {
                run(vm, g, Sent::Value(v))
            }
        }
        thrown => run(vm, g, thrown),
    };
    let r = if closing {
        match r {
            Ok(Err(_)) => {
                g.agen.running_async.set(false);
                Err(runtime_error("async generator ignored GeneratorExit"))
            }
            Ok(Ok(v)) => return Ok(v),
            Err(e)
                if matches!(
                    e.kind(),
                    ExcType::StopAsyncIteration | ExcType::GeneratorExit
                ) =>
            {
                Err(stop_iteration(Value::None))
            }
            Err(e) => Err(e),
        }
    } else {
        unwrapped(r)
    };
    if r.is_err() {
        op.state.set(AgenOpState::Closed);
    }
    r
}

/// Drives an awaitable's iterator (what `GET_AWAITABLE` would give) one step.
fn drive_awaitable(vm: &mut dyn Vm, it: &Value, sent: Sent) -> PyResult<Value> {
    match it {
        Value::AgenOp(op) => drive(vm, op, sent),
        Value::Coroutine(g) | Value::Generator(g) => match vm.resume(g, sent)? {
            Resumed::Yielded(v) => Ok(v),
            Resumed::Returned(v) => Err(stop_iteration(v)),
        },
        _ => {
            let (name, args) = match sent {
                Sent::Value(Value::None) => ("__next__", Vec::new()),
                Sent::Value(v) => ("send", vec![v]),
                Sent::Throw(e) => ("throw", vec![e]),
                Sent::Error(e) => return Err(e),
            };
            let f = vm.getattr(it, name)?;
            vm.call(&f, args, &Vec::new())
        }
    }
}

/// `agen.__anext__()`: an `asend(None)` awaitable.
pub fn anext_of(g: &Rc<Generator>) -> Value {
    Value::agen_op(Some(Rc::clone(g)), AgenOpKind::Send(Value::None))
}

/// `anext(it, default)`'s awaitable around `inner` (the iterator awaiting
/// `it.__anext__()` drives).
pub fn anext_default(inner: Value, default: Value) -> Value {
    Value::agen_op(None, AgenOpKind::Default { inner, default })
}

/// `agen.__aiter__()`: the generator itself.
pub(super) fn aiter(
    _: &mut dyn Vm,
    g: &Rc<Generator>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::AsyncGenerator(std::mem::ManuallyDrop::new(
        Rc::clone(g),
    )))
}

/// `agen.__anext__()`.
pub(super) fn anext(
    _: &mut dyn Vm,
    g: &Rc<Generator>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(anext_of(g))
}

/// `agen.asend(value)`.
pub(super) fn asend(
    _: &mut dyn Vm,
    g: &Rc<Generator>,
    args: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let v = std::mem::take(&mut args[0]);
    Ok(Value::agen_op(Some(Rc::clone(g)), AgenOpKind::Send(v)))
}

/// `agen.athrow(exc)` / `agen.athrow(type, value[, tb])`.
pub(super) fn athrow(
    vm: &mut dyn Vm,
    g: &Rc<Generator>,
    args: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let exc = super::generator::thrown_exception(vm, args)?;
    Ok(Value::agen_op(
        Some(Rc::clone(g)),
        AgenOpKind::Throw(Some(exc)),
    ))
}

/// `agen.aclose()`.
pub(super) fn aclose(
    _: &mut dyn Vm,
    g: &Rc<Generator>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::agen_op(Some(Rc::clone(g)), AgenOpKind::Throw(None)))
}

/// The awaitable's `send(value)`.
pub(super) fn op_send(
    vm: &mut dyn Vm,
    op: &Rc<AgenOp>,
    args: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let v = std::mem::take(&mut args[0]);
    drive(vm, op, Sent::Value(v))
}

/// The awaitable's `__next__()`: `send(None)`.
pub(super) fn op_next(
    vm: &mut dyn Vm,
    op: &Rc<AgenOp>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    drive(vm, op, Sent::Value(Value::None))
}

/// The awaitable's `throw(exc)` / `throw(type, value[, tb])`.
pub(super) fn op_throw(
    vm: &mut dyn Vm,
    op: &Rc<AgenOp>,
    args: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let exc = super::generator::thrown_exception(vm, args)?;
    drive(vm, op, Sent::Throw(exc))
}

/// The awaitable's `close()`: it cannot be awaited any more (the generator stays).
pub(super) fn op_close(
    _: &mut dyn Vm,
    op: &Rc<AgenOp>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    op.state.set(AgenOpState::Closed);
    Ok(Value::None)
}

/// The awaitable's `__await__()` and `__iter__()`: itself.
pub(super) fn op_iter(
    _: &mut dyn Vm,
    op: &Rc<AgenOp>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::AgenOp(std::mem::ManuallyDrop::new(Rc::clone(op))))
}

//! `await`, `async with` and `async for`: what their instructions ask of the objects
//! involved (CPython 3.11's `GET_AWAITABLE`, `BEFORE_ASYNC_WITH`, `GET_AITER`,
//! `GET_ANEXT`), with CPython's messages.
//!
//! Awaiting itself is `yield from`: the awaitable's iterator (a coroutine, or what an
//! `__await__` returned) is driven by the same `SEND`/`YIELD_FROM` rounds, so a
//! coroutine's frame runs in the interpreter loop like a delegated generator's.

use std::rc::Rc;

use vm_core::{Interp, Raise, Resume};

use super::generators;
use super::isa::Isa;
use crate::error::{ExcType, PyError, PyResult};
use crate::methods::asyncgen;
use crate::object;
use crate::runtime::{Sent, Vm};
use crate::value::{AgenOp, AgenOpKind, AgenOpState, GenHandle, Value};

/// Where an awaited object came from: what the message names when it cannot be awaited.
#[derive(Clone, Copy)]
pub enum AwaitSource {
    /// `await x`.
    Await = 0,
    /// The result of `__aenter__` in an `async with`.
    AsyncEnter = 1,
    /// The result of `__aexit__` in an `async with`.
    AsyncExit = 2,
    /// The result of `__anext__` in an `async for`.
    AsyncNext = 3,
}

impl AwaitSource {
    /// The source an instruction's oparg names.
    pub fn from_oparg(oparg: u32) -> AwaitSource {
        match oparg {
            1 => AwaitSource::AsyncEnter,
            2 => AwaitSource::AsyncExit,
            3 => AwaitSource::AsyncNext,
            _ => AwaitSource::Await,
        }
    }

    fn cannot(self, v: &Value) -> PyError {
        let ty = v.type_name();
        PyError::type_error(match self {
            AwaitSource::Await => format!("object {ty} can't be used in 'await' expression"),
            AwaitSource::AsyncEnter => format!(
                "'async with' received an object from __aenter__ that does not implement \
                 __await__: {ty}"
            ),
            AwaitSource::AsyncExit => format!(
                "'async with' received an object from __aexit__ that does not implement \
                 __await__: {ty}"
            ),
            AwaitSource::AsyncNext => {
                format!("'async for' received an invalid object from __anext__: {ty}")
            }
        })
    }
}

/// The iterator that awaiting `v` drives: a coroutine itself (unless another `await`
/// is driving it already), else what its `__await__` returns, which must be an iterator
/// and no coroutine.
pub fn awaitable(vm: &mut dyn Vm, v: Value, source: AwaitSource) -> PyResult<Value> {
    match &v {
        Value::Coroutine(g) => {
            if super::generators::delegating(g) {
                return Err(PyError::new(
                    crate::error::ExcType::RuntimeError,
                    "coroutine is being awaited already",
                ));
            }
            Ok(v)
        }
        // `asend`, `athrow`, `anext`: iterators of their own.
        Value::AgenOp(_) => Ok(v),
        Value::Instance(_) => {
            let Some(it) = object::call_special(vm, &v, "__await__", Vec::new())? else {
                return Err(source.cannot(&v));
            };
            match &it {
                Value::Coroutine(_) => Err(PyError::type_error("__await__() returned a coroutine")),
                Value::Generator(_) | Value::Iter(_) | Value::AgenOp(_) => Ok(it),
                Value::Instance(_) if object::special(&it, "__next__").is_some() => Ok(it),
                other => Err(PyError::type_error(format!(
                    "__await__() returned non-iterator of type '{}'",
                    other.type_name()
                ))),
            }
        }
        other => Err(source.cannot(other)),
    }
}

/// `async with mgr`: its bound `__aexit__` and `__aenter__` (the caller calls the second
/// and awaits what it returns).
pub fn enter(vm: &mut dyn Vm, mgr: &Value) -> PyResult<(Value, Value)> {
    let unsupported = |missing: &str| {
        PyError::type_error(format!(
            "'{}' object does not support the asynchronous context manager protocol{missing}",
            mgr.type_name()
        ))
    };
    let Some(enter) = object::special(mgr, "__aenter__") else {
        return Err(unsupported(""));
    };
    let Some(exit) = object::special(mgr, "__aexit__") else {
        return Err(unsupported(" (missed __aexit__ method)"));
    };
    let exit = object::bind(vm, exit, mgr)?;
    let enter = object::bind(vm, enter, mgr)?;
    Ok((exit, enter))
}

/// `async for`'s asynchronous iterator of `v`: `v.__aiter__()`, which must have
/// `__anext__`.
pub fn aiter(vm: &mut dyn Vm, v: &Value) -> PyResult<Value> {
    if let Value::AsyncGenerator(_) = v {
        return Ok(v.clone());
    }
    let Some(it) = object::call_special(vm, v, "__aiter__", Vec::new())? else {
        return Err(PyError::type_error(format!(
            "'async for' requires an object with __aiter__ method, got {}",
            v.type_name()
        )));
    };
    if !matches!(it, Value::AsyncGenerator(_)) && object::special(&it, "__anext__").is_none() {
        return Err(PyError::type_error(format!(
            "'async for' received an object from __aiter__ that does not implement __anext__: \
             {}",
            it.type_name()
        )));
    }
    Ok(it)
}

/// One step of an `async for`: what `it.__anext__()` returned (the `GET_AWAITABLE`
/// after it makes that awaitable, once).
pub fn anext(vm: &mut dyn Vm, it: &Value) -> PyResult<Value> {
    if let Value::AsyncGenerator(g) = it {
        return Ok(crate::methods::asyncgen::anext_of(g));
    }
    let Some(next) = object::call_special(vm, it, "__anext__", Vec::new())? else {
        return Err(PyError::type_error(format!(
            "'async for' requires an iterator with __anext__ method, got {}",
            it.type_name()
        )));
    };
    Ok(next)
}

/// Whether exception `exc` ends an `async for` (a `StopAsyncIteration`, or a subclass's
/// instance).
pub fn is_stop_async(exc: &Value) -> bool {
    matches!(exc, Value::Instance(i)
        if i.class.exc_kind == Some(crate::error::ExcType::StopAsyncIteration))
}

/// `SEND` into an awaitable that runs an asynchronous generator. An `asend` runs the
/// generator's frame in this loop: its own `yield` continues the awaiting frame at the
/// `SEND`'s target with the value (as the awaitable's `StopIteration`), what an `await`
/// in it passes through is yielded on by the awaiting frame, and its end raises
/// `StopAsyncIteration` through its frame (see `methods/asyncgen.rs`). The others run
/// from native code.
pub(super) fn send_agen_op(
    interp: &mut Interp<Isa>,
    op: &Rc<AgenOp>,
    value: Value,
) -> Result<Resume<Isa>, Raise<Isa>> {
    let (AgenOpKind::Send(sendval), Some(g)) = (&op.kind, &op.agen) else {
        return Ok(match asyncgen::drive(interp, op, Sent::Value(value)) {
            Ok(v) => Resume::Yielded(v),
            Err(e) if e.kind() == ExcType::StopIteration => {
                Resume::Returned(super::exceptions::stop_iteration_value(interp.ctx(), &e))
            }
            Err(e) => return Err(e.into()),
        });
    };
    let value = asyncgen::asend_value(op, g, sendval, value)?;
    let g = Rc::clone(g);
    let started = generators::check_first_send(&g, &value)
        .and_then(|()| generators::check_depth(interp, &g))
        .and_then(|()| generators::start(interp.ctx(), &g));
    match started {
        Ok(Some(frame)) => Ok(Resume::Send {
            frame,
            handle: GenHandle(g),
            value,
        }),
        Ok(None) => {
            // It ended: its `asend`s end at once.
            g.agen.running_async.set(false);
            op.state.set(AgenOpState::Closed);
            Err(asyncgen::stop_async().into())
        }
        Err(e) => {
            g.agen.running_async.set(false);
            op.state.set(AgenOpState::Closed);
            Err(e.into())
        }
    }
}

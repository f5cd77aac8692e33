//! `await`, `async with` and `async for`: what their instructions ask of the objects
//! involved (CPython 3.11's `GET_AWAITABLE`, `BEFORE_ASYNC_WITH`, `GET_AITER`,
//! `GET_ANEXT`), with CPython's messages.
//!
//! Awaiting itself is `yield from`: the awaitable's iterator (a coroutine, or what an
//! `__await__` returned) is driven by the same `SEND`/`YIELD_FROM` rounds, so a
//! coroutine's frame runs in the interpreter loop like a delegated generator's.

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::Value;

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
        Value::Instance(_) => {
            let Some(it) = object::call_special(vm, &v, "__await__", Vec::new())? else {
                return Err(source.cannot(&v));
            };
            match &it {
                Value::Coroutine(_) => Err(PyError::type_error("__await__() returned a coroutine")),
                Value::Generator(_) | Value::Iter(_) => Ok(it),
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
    let Some(it) = object::call_special(vm, v, "__aiter__", Vec::new())? else {
        return Err(PyError::type_error(format!(
            "'async for' requires an object with __aiter__ method, got {}",
            v.type_name()
        )));
    };
    if object::special(&it, "__anext__").is_none() {
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

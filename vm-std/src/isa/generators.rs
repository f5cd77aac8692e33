//! Generators: starting a suspended frame, the loops a frame files away while it is
//! suspended, the step of a `for` loop over a generator, and resuming one from native
//! code (`next(g)`, `list(g)`, `g.send(v)`, `g.throw(e)`).
//!
//! A frame's `for` loops keep their iterators on [`Machine::iters`], above those of the
//! frames below it. A generator's frame leaves that stack when it yields and comes back
//! on top of whatever stack its next resumer has, so a `yield` inside loops moves the
//! iterators of the frame's open loops (the compiler knows how many) into the generator
//! object, and resuming it ([`start`]) puts them back. The frame's exception handlers keep
//! the loops below it: how many there were when it was last resumed
//! (`Generator::loops_base`), not a count taken once in its prologue.

use std::rc::Rc;

use vm_core::{Interp, Invoke, Raise, Resume, Resumed, Suspended};

use super::isa::Isa;
use super::reenter::into_py;
use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::{Machine, Sent};
use crate::value::iter::Iter;
use crate::value::{GenHandle, Generator, Value};

/// Takes generator `g`'s frame to run it, its loops back on the machine: `None` when
/// the generator ended. `ValueError` when it is running (a generator advancing itself).
/// The frame must then run: an op that runs it in the loop checks the recursion limit
/// first ([`check_depth`]), since a frame the limit stops goes back without its loops.
#[inline]
pub(super) fn start(ctx: &mut Machine, g: &Rc<Generator>) -> PyResult<Option<Suspended<Isa>>> {
    start_inline(ctx, g)
}

/// [`start`], inlined into the `for` loop's step (out of the dispatch loop's line), where
/// the call and its result's store were a tenth of a round trip (cachegrind).
#[inline(always)]
fn start_inline(ctx: &mut Machine, g: &Rc<Generator>) -> PyResult<Option<Suspended<Isa>>> {
    if g.running.get() {
        return Err(already_running(g));
    }
    let Some(frame) = g.frame.try_borrow_mut().ok().and_then(|mut f| f.take()) else {
        return Ok(None);
    };
    g.running.set(true);
    g.started.set(true);
    g.loops_base.set(ctx.iters.len());
    if let Ok(mut filed) = g.loops.try_borrow_mut() {
        match filed.len() {
            0 => {}
            1 => move_last(&mut filed, &mut ctx.iters),
            _ => ctx.iters.append(&mut filed),
        }
    }
    Ok(Some(frame))
}

/// `ValueError` for resuming generator `g` while it runs (a generator advancing itself).
#[cold]
#[inline(never)]
fn already_running(g: &Generator) -> PyError {
    PyError::value_error(if g.coroutine {
        "coroutine already executing"
    } else if g.agen.is {
        "async generator already executing"
    } else {
        "generator already executing"
    })
}

/// Resuming a coroutine that ended (CPython's message; a generator returns instead).
#[cold]
pub(super) fn reused_coroutine() -> PyError {
    PyError::new(
        ExcType::RuntimeError,
        "cannot reuse already awaited coroutine",
    )
}

/// `RecursionError` when running generator `g`'s frame would pass the limit. `g` is
/// then done: CPython raises the error in the frame as it enters it, which ends the
/// generator without running its handlers (a later `next` raises `StopIteration`).
#[inline]
pub(super) fn check_depth(interp: &Interp<Isa>, g: &Generator) -> PyResult<()> {
    if interp.at_recursion_limit() {
        exhaust(g);
        return Err(PyError::new(
            ExcType::RecursionError,
            "maximum recursion depth exceeded",
        ));
    }
    Ok(())
}

/// Drops `g`'s suspended frame without running it: `g` is exhausted.
#[cold]
fn exhaust(g: &Generator) {
    let frame = g.frame.try_borrow_mut().ok().and_then(|mut f| f.take());
    // Dropped once the cell is no longer borrowed: its values may be anything.
    drop(frame);
}

/// The check CPython makes before a `send`: only `None` starts a generator.
pub(super) fn check_first_send(g: &Generator, value: &Value) -> PyResult<()> {
    if !g.started.get() && !matches!(value, Value::None) {
        return Err(PyError::type_error(if g.agen.is {
            "can't send non-None value to a just-started async generator"
        } else {
            "can't send non-None value to a just-started generator"
        }));
    }
    Ok(())
}

/// At a `yield`: moves the iterators of the frame's `loops` innermost loops off the
/// machine into its generator.
#[inline]
pub(super) fn file_loops(interp: &mut Interp<Isa>, loops: u32) {
    if loops == 0 {
        return;
    }
    let (ctx, Some(g)) = interp.ctx_and_generator() else {
        return;
    };
    let (g, iters) = (&g.0, &mut ctx.iters);
    if let Ok(mut filed) = g.loops.try_borrow_mut() {
        if loops == 1 {
            move_last(iters, &mut filed);
        } else {
            let at = iters.len().saturating_sub(loops as usize);
            filed.extend(iters.drain(at..));
        }
    }
}

/// What a `yield` of `value` hands the framework (a frame with `loops` loops open): a
/// native consumer collecting the items took it, so the frame goes on, its loops in
/// place, and the `yield` evaluates to `None` (what `next` sends); or `value`, its loops
/// filed away (`file_loops`) for the resumer.
#[inline(always)]
pub(super) fn offer_or_file(interp: &mut Interp<Isa>, value: Value, loops: u32) -> Value {
    match interp.offer_to_sink(value) {
        Ok(()) => Value::None,
        Err(value) => {
            file_loops(interp, loops);
            value
        }
    }
}

/// Moves the last iterator of `from` (if any) to the end of `to`: a generator's one open
/// loop filed away at a `yield` or back at its resume.
///
/// why not `to.push(from.pop())`: the popped `Option<Iter>` went through a stack
/// temporary both ways (the 40-byte iterator copied twice), a fifth of the filing that
/// every round trip through a generator with a loop open pays twice (cachegrind,
/// `for x in gen`).
#[inline(always)]
fn move_last(from: &mut Vec<Iter>, to: &mut Vec<Iter>) {
    let Some(last) = from.len().checked_sub(1) else {
        return;
    };
    if to.len() == to.capacity() {
        to.reserve(1);
    }
    let at = to.len();
    // SAFETY: `last < from.len()`, so `from[last]` holds an iterator; `to` has room for
    // one more at `at` (reserved above). The iterator is copied there, then `from` forgets
    // it (`set_len(last)`) and `to` takes it (`set_len(at + 1)`): it moves exactly once,
    // and the two vectors are distinct (two `&mut`), so the copy does not overlap.
    unsafe {
        std::ptr::copy_nonoverlapping(from.as_ptr().add(last), to.as_mut_ptr().add(at), 1);
        from.set_len(last);
        to.set_len(at + 1);
    }
}

/// Where a `yield from` resumes (its `SEND`): if an exception thrown in ended the
/// iterator it delegates to, what that returned (the value of the `yield from`).
#[inline(always)]
pub(super) fn resume_delegation(interp: &mut Interp<Isa>) -> Option<Value> {
    if interp.ctx().delegate_returns == 0 {
        return None;
    }
    take_delegate_returned(interp)
}

/// [`resume_delegation`] when some generator holds such a value.
#[cold]
#[inline(never)]
fn take_delegate_returned(interp: &mut Interp<Isa>) -> Option<Value> {
    let v = interp
        .generator()?
        .0
        .delegate_returned
        .try_borrow_mut()
        .ok()?
        .take()?;
    let ctx = interp.ctx();
    ctx.delegate_returns = ctx.delegate_returns.saturating_sub(1);
    Some(v)
}

/// Whether generator (or coroutine) `g` is suspended in a `yield from` (an `await`).
pub(super) fn delegating(g: &Generator) -> bool {
    delegate(g).is_some()
}

/// The iterator generator `g` delegates to when it is suspended in a `yield from`.
fn delegate(g: &Generator) -> Option<Value> {
    let frame = g.frame.try_borrow().ok()?;
    let frame = frame.as_ref()?;
    let (code, at) = (frame.code(), frame.offset());
    if code.opcode(at) != super::isa::Opcode::YieldFrom as u16 {
        return None;
    }
    let slot = vm_core::code::oparg_field(code.oparg(at), 1) as usize;
    frame.values().get(slot).cloned()
}

/// What throwing an exception into the iterator a generator delegates to did.
enum Forwarded {
    /// It yielded this value: the generator stays suspended in its `yield from`.
    Yielded(Value),
    /// It ended, returning this value: the generator's `yield from` has its value.
    Returned(Value),
    /// It has no `throw`: the exception is raised in the generator itself.
    No(PyError),
}

/// Throws `err` into `sub`, the iterator a suspended generator delegates to (CPython's
/// `_gen_throw` with a `yield from` in progress); an error it raises is the generator's
/// to raise. `GeneratorExit` closes it instead, and goes on into the generator.
fn throw_into(interp: &mut Interp<Isa>, sub: &Value, err: PyError) -> PyResult<Forwarded> {
    if let Value::AgenOp(op) = sub {
        // An `await` of an `asend`/`athrow` in progress (CPython's `gen_close_iter`
        // closes the awaitable, and `_gen_throw` throws into it).
        let op = Rc::clone(op);
        if err.kind() == ExcType::GeneratorExit {
            op.state.set(crate::value::AgenOpState::Closed);
            return Ok(Forwarded::No(err));
        }
        return Ok(
            match crate::methods::asyncgen::drive(interp, &op, Sent::Error(err)) {
                Ok(v) => Forwarded::Yielded(v),
                Err(e) if e.kind() == ExcType::StopIteration => {
                    Forwarded::Returned(super::exceptions::stop_iteration_value(interp.ctx(), &e))
                }
                Err(e) => Forwarded::No(e),
            },
        );
    }
    if err.kind() == ExcType::GeneratorExit {
        match sub {
            Value::Generator(s) | Value::Coroutine(s) => {
                crate::methods::close_generator(interp, s)?
            }
            Value::Instance(_) if crate::object::special(sub, "close").is_some() => {
                crate::object::call_special(interp, sub, "close", Vec::new())?;
            }
            _ => {}
        }
        return Ok(Forwarded::No(err));
    }
    let r = match sub {
        Value::Generator(s) | Value::Coroutine(s) => resume(interp, s, Sent::Error(err)),
        Value::Instance(_) if crate::object::special(sub, "throw").is_some() => {
            let exc = super::exceptions::exception_value(interp.ctx(), &err);
            crate::object::call_special(interp, sub, "throw", vec![exc])
                .map(|v| Resumed::Yielded(v.unwrap_or(Value::None)))
        }
        _ => return Ok(Forwarded::No(err)),
    };
    match r {
        Ok(Resumed::Yielded(v)) => Ok(Forwarded::Yielded(v)),
        Ok(Resumed::Returned(v)) => Ok(Forwarded::Returned(v)),
        Err(e) if e.kind() == ExcType::StopIteration && matches!(sub, Value::Instance(_)) => {
            let v = super::exceptions::stop_iteration_value(interp.ctx(), &e);
            Ok(Forwarded::Returned(v))
        }
        Err(e) => Ok(Forwarded::No(e)),
    }
}

/// Closes generator `g` if this is its last reference and it is suspended after it
/// started (CPython's finalizer); an error closing it is reported and ignored, as CPython
/// reports "Exception ignored in".
#[cold]
#[inline(never)]
pub(super) fn close_abandoned(interp: &mut Interp<Isa>, g: Rc<Generator>) {
    let suspended = g.frame.try_borrow().is_ok_and(|f| f.is_some());
    if Rc::strong_count(&g) > 1 || !suspended || !g.started.get() {
        return;
    }
    if let Err(e) = crate::methods::close_generator(interp, &g) {
        report_unraisable(interp, &Value::Generator(crate::value::obj_rc(g)), e);
    }
}

/// Closes the generators that died suspended inside a `try` or `with` (see
/// `value::finalize`), oldest first, with those their closing lets die. An error one
/// raises is reported and dropped, as CPython reports an exception in a finalizer. Does
/// nothing inside a finalizer: the outer run takes what that one queues.
#[cold]
#[inline(never)]
pub fn run_finalizers(interp: &mut Interp<Isa>) {
    use crate::value::finalize;
    let Some(_running) = finalize::Running::enter() else {
        return;
    };
    while let Some(f) = finalize::next() {
        match f {
            finalize::Finalizer::Close(g) => {
                if let Err(e) = crate::methods::close_generator(interp, &g) {
                    report_unraisable(
                        interp,
                        &Value::Generator(crate::value::obj_rc(g.clone())),
                        e,
                    );
                }
                // One that ignored `GeneratorExit` (yielded again) goes without running
                // more, as CPython's frees it after the report.
                exhaust(&g);
            }
            finalize::Finalizer::Del(i) => call_del(interp, i),
        }
    }
}

/// Calls `i`'s `__del__` (CPython's `slot_tp_finalize`): an error it raises is reported
/// as "Exception ignored in:" the function, and dropped. `i` goes after (unless the call
/// stored it somewhere), which may queue more.
fn call_del(interp: &mut Interp<Isa>, i: Rc<crate::value::class::Instance>) {
    let this = Value::Instance(crate::value::obj_rc(i));
    // Looked up now: `__del__` may have been deleted since the object was queued.
    let Some(f) = crate::object::special(&this, "__del__") else {
        return;
    };
    if let Err(e) = crate::object::call_bound(interp, &f, &this, Vec::new(), &[]) {
        report_unraisable(interp, &f, e);
    }
}

/// At the program's end (after its traceback, if it raised), CPython's shutdown as far as
/// finalizers see it: the generators that died suspended in a `try` or `with` are
/// closed, then those still alive, with the globals still bound, in the order CPython's
/// shutdown meets them (`gc::finalize_all` from the globals, in the order they were first
/// bound). Nothing is freed here: the process's end does that.
pub fn finalize_at_exit(interp: &mut Interp<Isa>) {
    use crate::value::gc;
    run_finalizers(interp);
    let finalizable =
        crate::value::finalize::any_generators() || crate::value::finalize::any_del_classes();
    if !finalizable || !gc::any_awaits_finalizer() {
        return;
    }
    gc::finalize_all(interp.ctx().globals.values.iter());
    run_finalizers(interp);
}

/// CPython's default `sys.unraisablehook`: "Exception ignored in:" and the object whose
/// finalizer raised `e`, then `e` with its traceback but not its context (the
/// `GeneratorExit` it was raised in handling), as `traceback.print_exception(e,
/// chain=False)` shows it on `stderr`.
fn report_unraisable(interp: &mut Interp<Isa>, object: &Value, mut e: PyError) {
    use crate::runtime::Vm;
    // (CPython's hook shows a `__del__` that is no function by its own `__repr__`.)
    let shown = Vm::repr(interp, object).unwrap_or_else(|_| crate::value::format::repr(object));
    interp
        .ctx()
        .write_err(&format!("Exception ignored in: {shown}\n"));
    let line = match e.message() {
        "" => format!("{}\n", e.class_name()),
        m => format!("{}: {m}\n", e.class_name()),
    };
    // Caught with the frames it came out of (the nested run's), so that its
    // `__traceback__` shows them.
    let trace = e
        .take_trace()
        .and_then(|t| t.downcast::<vm_core::Traceback<Isa>>().ok())
        .map(|t| Rc::try_unwrap(t).unwrap_or_else(|t| (*t).clone()));
    let exc = match trace {
        Some(traceback) => {
            let error = vm_core::VmError {
                kind: vm_core::ErrorKind::Op(e),
                traceback,
            };
            match super::exceptions::catch(interp.ctx(), error) {
                Ok(exc) => exc,
                Err(_) => {
                    interp.ctx().write_err(&line);
                    return;
                }
            }
        }
        None => super::exceptions::exception_value(interp.ctx(), &e),
    };
    let printed = interp
        .import("traceback")
        .and_then(|m| interp.getattr(&m, "print_exception"))
        .and_then(|print| {
            let chain = [(Rc::from("chain"), Value::Bool(false))];
            Vm::call(interp, &print, vec![exc], &chain)
        });
    if printed.is_err() {
        interp.ctx().write_err(&line);
    }
}

/// What a `for` loop over a generator does at its `FOR_ITER`.
pub(super) enum LoopStep {
    /// The generator yielded this item.
    Item(Value),
    /// The generator ended: the loop is over (its iterator is gone).
    Done,
    /// The generator's frame was entered: the op returns [`vm_core::Step::Entered`] (it runs
    /// again when the frame returns, or yields to no local).
    Entered,
}

/// The step of the innermost loop, whose iterator is a generator: the item it yielded
/// (when `FOR_ITER` runs again after running it), or its frame entered, to run. With
/// `into` of `Some((body, local))` (a loop whose target is that local of this frame,
/// its body at `body`), each yield stores there directly and continues the body;
/// else this op runs again to take the item (see [`Interp::enter_generator`]).
#[inline(never)]
pub(super) fn loop_step(
    interp: &mut Interp<Isa>,
    into: Option<(usize, u32)>,
) -> Result<LoopStep, Raise<Isa>> {
    match interp.take_resumed() {
        Some(Resumed::Yielded(v)) => return Ok(LoopStep::Item(v)),
        Some(Resumed::Returned(_)) => {
            interp.ctx().iters.pop();
            return Ok(LoopStep::Done);
        }
        None => {}
    }
    let ctx = interp.ctx();
    let Some(Iter::Gen(g)) = ctx.iters.last() else {
        return Ok(LoopStep::Done);
    };
    let g = g.clone();
    check_depth(interp, &g)?;
    let ctx = interp.ctx();
    match start_inline(ctx, &g)? {
        Some(frame) => {
            // SAFETY: on `Ok` every caller returns `Step::Entered` at once for
            // `LoopStep::Entered`, touching no operand.
            unsafe { interp.enter_generator(frame, GenHandle(g), Value::None, into)? };
            Ok(LoopStep::Entered)
        }
        None => {
            ctx.iters.pop();
            Ok(LoopStep::Done)
        }
    }
}

/// `SEND` to generator or coroutine `g` (a `yield from` or `await` round): its frame
/// entered with `value` sent in, the op's frame continuing after the op when it yields
/// and at the op's target when it returns (CPython 3.12's `SEND_GEN`); its return value
/// at once when it ended.
///
/// why one out-of-line function that enters the frame itself (returning
/// [`Resume::Entered`]) rather than [`Resume::Send`]: the frame, the handle and the
/// value went through the start's result and the `Resume` enum to the loop's call into
/// the thread, which decoded the resumer again; a `yield from` chain pays that at every
/// level for every item.
#[inline(never)]
pub(super) fn send(
    interp: &mut Interp<Isa>,
    g: &Rc<Generator>,
    value: Value,
) -> Result<Resume<Isa>, Raise<Isa>> {
    check_first_send(g, &value)?;
    check_depth(interp, g)?;
    let g = Rc::clone(g);
    match start_inline(interp.ctx(), &g)? {
        Some(frame) => {
            // SAFETY: on `Ok` the op returns `Resume::Entered` at once, touching no
            // operand.
            unsafe { interp.send_into_generator(frame, GenHandle(g), value)? };
            Ok(Resume::Entered)
        }
        None if g.coroutine => Err(reused_coroutine().into()),
        // It ended: it returns nothing more.
        None => Ok(Resume::Returned(Value::None)),
    }
}

/// `next(g)`, `next(g, default)` and `g.send(value)` called from the loop (`args`: the
/// call's arguments, the generator first): the generator's frame entered above the
/// call's callee slot, its arguments taken (their slots are released without a drop),
/// its yield the call's value ([`Interp::resume_in_call`]); when it returns,
/// `StopIteration` with its value is raised at the call, or (`default`) the call's value
/// is its last argument. A generator that ended does that at once.
///
/// why: `next(g)` through the builtin ran the frame in a nested run of the loop, whose
/// entry and exit and the native layers around it (the builtin's dispatch, the `Vm`
/// call, the resume's checks) were about a third of the call (cachegrind on vm-std).
#[inline(never)]
pub(super) fn resume_in_call(
    interp: &mut Interp<Isa>,
    args: &mut [Value],
    value: Value,
    default: bool,
) -> Result<Invoke<Isa>, Raise<Isa>> {
    let Some(Value::Generator(g)) = args.first() else {
        return Err(PyError::type_error("not a generator").into());
    };
    check_first_send(g, &value)?;
    check_depth(interp, g)?;
    let loops = interp.ctx().iters.len();
    let Some(frame) = start_inline(interp.ctx(), g)? else {
        return match (default, args.last()) {
            (true, Some(d)) => Ok(Invoke::Value(d.clone())),
            _ => Err(crate::methods::stop_iteration(Value::None).into()),
        };
    };
    // What the call's value is when the generator returns: the default (moved: no one
    // reads its operand again), or `StopIteration` with the returned value.
    let on_return: Result<vm_core::Conversion<Isa>, Value> = match (default, args.last_mut()) {
        (true, Some(d)) => Err(std::mem::take(d)),
        _ => Ok(returned_as_stop),
    };
    // The callee's slot and the arguments: what the call's value replaces.
    let inputs = args.len() as u32 + 1;
    // why the generator taken out of its operand (which no one reads again) rather than
    // cloned: its reference moves to the running frame's handle, and the slot, empty,
    // costs nothing to drop (the clone and the out-of-line release were ~15 of a
    // `next(g)` round trip's instructions).
    let Ok(g) = std::mem::take(&mut args[0]).into_generator() else {
        unreachable!("matched a generator above");
    };
    // SAFETY: on `Ok` the op returns `Invoke::Entered` at once, touching no operand.
    let entered =
        unsafe { interp.resume_in_call(frame, GenHandle(Rc::clone(&g)), value, inputs, on_return) };
    if let Err(raise) = entered {
        // The frame went back to the generator: so do its loops.
        file_back(interp.ctx(), &g, loops);
        return Err(raise);
    }
    Ok(Invoke::Entered)
}

/// What `next(g)` (or `g.send(v)`) gives when `g` returns `v`: `StopIteration(v)`.
fn returned_as_stop(v: Value) -> PyResult<Value> {
    Err(crate::methods::stop_iteration(v))
}

/// `g.send(value)` called from the loop (`args`: the generator and the value): as
/// [`resume_in_call`].
///
/// why out of line, the value taken here: taken in the op, the dispatch loop's code
/// around it cost `examples/fib.py` 0.3% more instructions (cachegrind).
#[inline(never)]
pub(super) fn send_in_call(
    interp: &mut Interp<Isa>,
    args: &mut [Value],
) -> Result<Invoke<Isa>, Raise<Isa>> {
    let value = args.get_mut(1).map(std::mem::take).unwrap_or_default();
    resume_in_call(interp, args, value, false)
}

/// Runs generator `g` from native code: `sent` sent in, or thrown in where it is
/// suspended, until it yields or returns (see [`crate::runtime::Vm::resume`]).
pub(super) fn resume(
    interp: &mut Interp<Isa>,
    g: &Rc<Generator>,
    sent: Sent,
) -> PyResult<Resumed<Value>> {
    let loops = interp.ctx().iters.len();
    let sent = match sent {
        Sent::Value(v) => Ok(v),
        Sent::Throw(exc) => Err(crate::object::special::raise_error(interp, exc)?),
        Sent::Error(e) => Err(e),
    };
    let sent = match (sent, g.running.get()) {
        (Err(err), false) => match delegate(g) {
            Some(sub) => match throw_into(interp, &sub, err)? {
                Forwarded::Yielded(v) => return Ok(Resumed::Yielded(v)),
                Forwarded::Returned(v) => {
                    if let Ok(mut slot) = g.delegate_returned.try_borrow_mut()
                        && slot.replace(v).is_none()
                    {
                        interp.ctx().delegate_returns += 1;
                    }
                    Ok(Value::None)
                }
                Forwarded::No(e) => Err(e),
            },
            None => Err(err),
        },
        (sent, _) => sent,
    };
    let r = match sent {
        Ok(value) => {
            check_first_send(g, &value)?;
            let Some(frame) = start(interp.ctx(), g)? else {
                if g.coroutine {
                    return Err(reused_coroutine());
                }
                // It ended: it returns nothing more.
                return Ok(Resumed::Returned(Value::None));
            };
            interp.resume(frame, GenHandle(g.clone()), value)
        }
        Err(error) => {
            let Some(frame) = start(interp.ctx(), g)? else {
                if g.coroutine {
                    return Err(reused_coroutine());
                }
                return Err(error);
            };
            interp.throw(frame, GenHandle(g.clone()), Raise::from(error))
        }
    };
    finish_run(interp, g, loops, r)
}

/// The end of a native run of generator `g` begun with `loops` loops open: on an error,
/// a frame that could not be entered (the recursion limit) gets its loops back, and the
/// loops of the frames the error unwound are over.
fn finish_run(
    interp: &mut Interp<Isa>,
    g: &Rc<Generator>,
    loops: usize,
    r: Result<Resumed<Value>, vm_core::VmError<Isa>>,
) -> PyResult<Resumed<Value>> {
    if r.is_err() && g.frame.try_borrow().is_ok_and(|f| f.is_some()) {
        file_back(interp.ctx(), g, loops);
    }
    r.map_err(|e| {
        interp.ctx().iters.truncate(loops);
        into_py(e)
    })
}

/// `next(g)` with a sink taking what `g` yields while it runs (see
/// `Vm::resume_collecting`): as [`resume`] with `None` sent.
pub(super) fn resume_collecting(
    interp: &mut Interp<Isa>,
    g: &Rc<Generator>,
    sink: &mut vm_core::YieldSink<Value>,
) -> PyResult<Resumed<Value>> {
    if g.coroutine {
        return resume(interp, g, Sent::Value(Value::None));
    }
    let loops = interp.ctx().iters.len();
    let Some(frame) = start(interp.ctx(), g)? else {
        return Ok(Resumed::Returned(Value::None));
    };
    let r = interp.resume_collecting(frame, GenHandle(g.clone()), Value::None, sink);
    finish_run(interp, g, loops, r)
}

/// Files the loops above the first `below` back into generator `g`.
fn file_back(ctx: &mut Machine, g: &Generator, below: usize) {
    if let Ok(mut filed) = g.loops.try_borrow_mut() {
        let at = below.min(ctx.iters.len());
        filed.extend(ctx.iters.drain(at..));
    }
}

/// The handler around an asynchronous generator's body: its own `return`'s
/// `StopAsyncIteration` goes on; a `StopIteration` or `StopAsyncIteration` of its code
/// becomes a `RuntimeError` (CPython's messages). Whatever ends the frame ends the
/// `asend` that runs it.
#[cold]
#[inline(never)]
pub(super) fn async_gen_error(interp: &mut Interp<Isa>, exc: Value) -> Raise<Isa> {
    let mut returned = false;
    if let Some(g) = interp.generator() {
        let a = &g.0.agen;
        a.running_async.set(false);
        crate::methods::asyncgen::next_epoch(a);
        returned = a.returned.replace(false);
        if returned || super::exceptions::is_kind(&exc, ExcType::GeneratorExit) {
            a.closed.set(true);
        }
    }
    if !returned {
        for (kind, msg) in [
            (
                ExcType::StopIteration,
                "async generator raised StopIteration",
            ),
            (
                ExcType::StopAsyncIteration,
                "async generator raised StopAsyncIteration",
            ),
        ] {
            match super::exceptions::replaced_by_runtime_error(interp, &exc, kind, msg) {
                Ok(Some(err)) => return super::exceptions::raise(err),
                Ok(None) => {}
                Err(e) => return Raise::new(e),
            }
        }
    }
    super::exceptions::reraise(interp, &exc)
}

//! Calling back into the interpreter from an op.
//!
//! Most ops never run interpreted code: a call returns [`Invoke`](crate::Invoke) and the
//! loop pushes the frame. Some must, in the middle of their own work: a dict probe that
//! compares keys with a user's `__eq__`, a sort whose keys are user objects, a builtin
//! that consumes a generator. Such an op takes an `interp: &mut Interp<Isa>` parameter
//! (instead of the context, which it reaches through [`Interp::ctx`]) and calls
//! [`Interp::call`]: the callee runs to completion in new frames above the op's own, on
//! the same thread and value stack, and its result (or error) comes back.
//!
//! This is Rust recursion (as in CPython, whose C code calls back into the eval loop), so
//! it is for the calls an op cannot avoid; the frames a nested run pushes count against
//! the thread's recursion limit like any others, a run that would leave the native stack
//! too little room fails with [`crate::ErrorKind::RecursionLimit`] too (never a native
//! stack overflow, whatever the limit), and the value stack never moves (see
//! [`crate::Config::stack_slots`]), so the references an op holds to its operands stay
//! valid while interpreted code runs. What that code may do to the values those
//! references reach (clear the list being searched) is the op's concern: it must not hold
//! a `RefCell` borrow across a call.

use core::sync::atomic::AtomicU32;

use crate::error::VmError;
use crate::exception::Raise;
use crate::generator::GeneratorHandle;
use crate::generator::{Resumed, Suspended};
use crate::isa::InstructionSet;
use crate::thread::{FrameCode, Resumer, Thread};

/// The interpreter as an op sees it while it runs: the thread its frame runs on (its
/// stack pointer written back) and the context.
pub struct Interp<'a, I: InstructionSet> {
    thread: &'a mut Thread<I>,
    ctx: &'a mut I::Context,
    /// Where the instruction whose op runs is in the innermost frame's units (null if
    /// not known): that frame's place while native code the op calls runs Python code
    /// or reads the frames ([`Interp::frame_trace`]).
    pc: *const AtomicU32,
}

impl<'a, I: InstructionSet> Interp<'a, I> {
    /// For the generated loop, which writes its stack pointer back first.
    #[doc(hidden)]
    pub fn new(thread: &'a mut Thread<I>, ctx: &'a mut I::Context) -> Self {
        Interp {
            thread,
            ctx,
            pc: core::ptr::null(),
        }
    }

    /// For the generated loop: [`Interp::new`] for the op of the instruction at `pc`
    /// in the innermost frame's units.
    ///
    /// why the loop's pointer, kept here and turned into the frame's offset only by a
    /// nested run: the loop writes a frame's offset back only when it leaves the frame,
    /// and computing the offset (or storing it in the frame) on every op that takes the
    /// interpreter cost the examples 1-2% of their instructions (cachegrind); the
    /// pointer is in a register already, and a nested run costs far more than the
    /// subtraction.
    #[doc(hidden)]
    #[inline(always)]
    pub fn at(thread: &'a mut Thread<I>, ctx: &'a mut I::Context, pc: *const AtomicU32) -> Self {
        Interp { thread, ctx, pc }
    }

    /// The unit offset of the running instruction in the innermost frame, if known.
    fn running_ip(&self) -> Option<usize> {
        if self.pc.is_null() {
            return None;
        }
        let top = self.thread.frames.last()?;
        // why addresses, not `offset_from`: `pc` is the loop's pointer into the innermost
        // frame's units while its op runs, but nothing here can check that this frame is
        // still the one, and `offset_from` across two allocations is undefined behaviour;
        // an address outside the units gives no offset.
        let units = top.code().units();
        let from = (self.pc as usize).checked_sub(units.as_ptr() as usize)?;
        let at = from / core::mem::size_of::<AtomicU32>();
        (at < units.len()).then_some(at)
    }

    /// Records the running instruction as the innermost frame's place, before a nested
    /// run puts frames above it.
    fn record_ip(&mut self) {
        if let Some(ip) = self.running_ip()
            && let Some(top) = self.thread.frames.last_mut()
        {
            top.ip = ip;
        }
    }

    /// The context.
    pub fn ctx(&mut self) -> &mut I::Context {
        self.ctx
    }

    /// An empty vector to build the arguments of an [`crate::Invoke::Args`] call in: the
    /// buffer the last such call's frame entry emptied, so that a call made this way on
    /// every pass (a wrapper's `f(*args, **kwargs)`) allocates none. Any vector works for
    /// `Invoke::Args`; this one only saves the allocation.
    pub fn arg_buffer(&mut self) -> Vec<I::Value> {
        self.thread.arg_buffer()
    }

    /// What the generator frame this op ran (it returned [`crate::Step::Send`]) yielded
    /// or returned, when the op runs again; `None` on its first run.
    pub fn take_resumed(&mut self) -> Option<Resumed<I::Value>> {
        self.thread.take_resumed()
    }

    /// The object of the running generator, when the op runs in a generator's frame
    /// (what a `yield` op files the frame's own state with, e.g. the iterators of its
    /// open loops).
    pub fn generator(&self) -> Option<&I::Generator> {
        self.thread.running_generator()
    }

    /// Makes the next yield of the running generator frame continue its resumer as its
    /// return would: at the resuming op's jump target, with the yielded value pushed,
    /// while the frame stays suspended in its object. For a yield that completes what its
    /// resumer waits for (CPython's async generators: a `yield` ends the `asend` awaitable
    /// that runs the frame, as its `StopIteration`). Only a [`crate::Resume`] op's
    /// resumption is changed; a native resumer ([`Interp::resume`]) gets the value as
    /// yielded, and a [`crate::Step`] op's sees [`Resumed::Yielded`].
    pub fn yield_as_return(&mut self) {
        self.thread.yield_as_return();
    }

    /// The context together with the running generator's object (see
    /// [`Interp::generator`]): for an op that moves its frame's state between the two
    /// without cloning the object's handle.
    pub fn ctx_and_generator(&mut self) -> (&mut I::Context, Option<&I::Generator>) {
        (self.ctx, self.thread.running_generator())
    }

    /// Whether one more frame would pass the recursion limit: an op that is about to
    /// run a generator's frame (returning [`crate::Step::Send`] or [`crate::Resume::Send`])
    /// and must prepare it first can check this, since the frame is handed back
    /// unchanged when the limit stops it.
    pub fn at_recursion_limit(&self) -> bool {
        self.thread.frames.len() >= self.thread.config.recursion_limit
    }

    /// The thread's settings.
    pub fn config(&self) -> &crate::Config {
        &self.thread.config
    }

    /// The number of frames on the thread (the running one included).
    pub fn depth(&self) -> usize {
        self.thread.frames.len()
    }

    /// Sets the recursion limit (Python's `sys.setrecursionlimit`): at most `limit`
    /// frames from now on. A limit at or below the frames already running is refused
    /// (`false`), as CPython refuses it.
    pub fn set_recursion_limit(&mut self, limit: usize) -> bool {
        if limit <= self.thread.frames.len() {
            return false;
        }
        self.thread.set_recursion_limit(limit);
        true
    }

    /// The live frames as a traceback, outermost first: each frame's code and the
    /// instruction it runs (for a frame below, the call it waits in). What Python's
    /// `traceback.extract_stack` and `warnings.warn` read.
    pub fn frame_trace(&self) -> crate::Traceback<I> {
        let last = self.thread.frames.len().wrapping_sub(1);
        let running = self.running_ip();
        self.thread
            .frames
            .iter()
            .enumerate()
            .map(|(i, f)| crate::TraceEntry {
                code: f.code_arc().clone(),
                offset: match running {
                    Some(ip) if i == last => ip,
                    _ => f.ip,
                },
            })
            .collect()
    }

    /// What the innermost frame was called with, when a call made it (an op's
    /// `#[callee]`): for native code that reads the frame as its ops do, such as a
    /// Python `locals()` reading a closure's free variables.
    pub fn frame_callee(&self) -> Option<&I::Callee> {
        self.thread.running_callee()
    }

    /// The innermost frame (the one whose op is running) and its local slots: what a
    /// Python `locals()` or `exec()` reads of its caller.
    pub fn frame_locals(&self) -> Option<(&crate::Code<I>, &[I::Value])> {
        let frame = self.thread.frames.last()?;
        let code = frame.code();
        let end = frame.locals + code.nlocals() as usize;
        if end > self.thread.stack.len() {
            return None;
        }
        let base = self.thread.stack.as_ptr() as *mut core::mem::MaybeUninit<I::Value>;
        // SAFETY: a frame's local slots are written when it is pushed (`push_frame` and
        // the loop's inline push fill every slot the code declares) and hold values until
        // it returns: ops replace a local, never leave it moved out. `end` is inside the
        // stack buffer (checked above), and the slice borrows `self`, so no op writes
        // those slots while it lives.
        let locals = unsafe { crate::__private::values(base.add(frame.locals), base.add(end)) };
        Some((code, locals))
    }

    /// The innermost frame's local slots, to write: for an op that must run code through
    /// the interpreter before it stores into several locals (vm-std's unpacking of any
    /// iterable into consecutive locals), which a `#[locals]` parameter cannot do.
    pub fn frame_locals_mut(&mut self) -> Option<&mut [I::Value]> {
        let frame = self.thread.frames.last()?;
        let end = frame.locals + frame.code().nlocals() as usize;
        if end > self.thread.stack.len() {
            return None;
        }
        let base = self.thread.stack.as_mut_ptr();
        // SAFETY: as in `frame_locals`: the slots hold values while the frame runs and
        // `end` is inside the buffer; the slice borrows `self` mutably, so nothing else
        // reads or writes them while it lives.
        let locals = unsafe { crate::__private::values_mut(base.add(frame.locals), base.add(end)) };
        Some(locals)
    }

    /// Runs `callee` with `args` as its first locals in a new frame above the running
    /// one, until it returns: its return value, or the error it raised, with the
    /// traceback of the frames it unwound (outermost first; turn it into a
    /// [`Raise`](crate::Raise) with `Raise::from` to raise it on with this frame in front).
    pub fn call(
        &mut self,
        callee: I::Callee,
        args: impl IntoIterator<Item = I::Value>,
    ) -> Result<I::Value, VmError<I>> {
        self.record_ip();
        self.thread
            .call_frame(self.ctx, FrameCode::Callee(callee), args)
    }

    /// Runs the generator frame `frame` of the object `handle` with `value` sent in,
    /// until it yields or returns (see [`Thread::resume`]).
    pub fn resume(
        &mut self,
        frame: Suspended<I>,
        handle: I::Generator,
        value: I::Value,
    ) -> Result<Resumed<I::Value>, VmError<I>> {
        self.record_ip();
        self.thread
            .run_generator(self.ctx, frame, handle, Ok(value))
    }

    /// As [`Interp::resume`], with `sink` taking what the frame yields while it takes it
    /// (see [`crate::YieldSink`]): the run goes on until the frame returns, raises or
    /// yields a value the sink declines.
    pub fn resume_collecting(
        &mut self,
        frame: Suspended<I>,
        handle: I::Generator,
        value: I::Value,
        sink: &mut crate::YieldSink<I::Value>,
    ) -> Result<Resumed<I::Value>, VmError<I>> {
        self.record_ip();
        self.thread
            .run_generator_collecting(self.ctx, frame, handle, value, sink)
    }

    /// For a yield op in the running generator frame: hands `value` to the sink of the
    /// native run that resumed this frame ([`Interp::resume_collecting`]) when there is
    /// one and it takes the value. `Ok`: the op returns [`crate::Yield`] of what the
    /// `yield` evaluates to, and the frame goes on without suspending. `Err` gives the
    /// value back: suspend as usual.
    pub fn offer_to_sink(&mut self, value: I::Value) -> Result<(), I::Value> {
        self.thread.offer_to_sink(value)
    }

    /// For a [`crate::Step`] op: enters the generator frame `frame` of the object
    /// `handle` with `value` sent in, above the op's frame, in this run of the loop; the
    /// op then returns [`crate::Step::Entered`] and the loop goes on in that frame. What
    /// the frame yields goes to local `local` of the op's frame, which continues at
    /// `next` (as after [`crate::Step::SendToLocal`]), for `into` of `Some((next,
    /// local))`; with `None` the op runs again to take it (as after
    /// [`crate::Step::Send`]). A return runs the op again either way. On an error (the
    /// recursion limit, no room on the stack) the frame went back to `handle` and the
    /// op raises it.
    ///
    /// why: returning the frame to the loop in a `Step` moved it, the handle and the
    /// value through two enums and a call the loop made for the op, about a tenth of a
    /// `for` loop's round trip through a generator (cachegrind on vm-std).
    ///
    /// # Safety
    /// After an `Ok`, the op returns [`crate::Step::Entered`] at once, touching no
    /// operand of its frame: the loop's copy of the stack pointer and the innermost
    /// frame are stale until it reloads them.
    #[inline]
    pub unsafe fn enter_generator(
        &mut self,
        frame: Suspended<I>,
        handle: I::Generator,
        value: I::Value,
        into: Option<(usize, u32)>,
    ) -> Result<(), Raise<I>> {
        let Some(ip) = self.running_ip() else {
            handle.suspend(frame);
            return Err(Raise::kind(crate::ErrorKind::NoFrame));
        };
        let resumer = match into {
            Some((next, local)) => Resumer::Local { ip, next, local },
            None => Resumer::Rerun { ip },
        };
        // SAFETY: an op that takes the interpreter runs with the loop's stack pointer
        // written back (see `Interp::new`).
        unsafe {
            self.thread
                .enter_generator_inline(frame, handle, Ok(value), resumer)?;
        }
        self.thread.set_entered();
        Ok(())
    }

    /// For a [`crate::Resume`] op (`SEND`): enters the generator frame `frame` of the
    /// object `handle` with `value` sent in, above the op's frame, in this run of the
    /// loop; the op then returns [`crate::Resume::Entered`] and the loop goes on in that
    /// frame. As after [`crate::Resume::Send`], a yield pushes its value on the op's
    /// frame, which continues after the op, and a return pushes it and continues at the
    /// op's jump target (the loop's arm for `Entered` records both). On an error (the
    /// recursion limit, no room on the stack) the frame went back to `handle` and the op
    /// raises it.
    ///
    /// # Safety
    /// After an `Ok`, the op returns [`crate::Resume::Entered`] at once, touching no
    /// operand of its frame: the loop's copy of the stack pointer and the innermost
    /// frame are stale until it reloads them.
    #[inline(always)]
    pub unsafe fn send_into_generator(
        &mut self,
        frame: Suspended<I>,
        handle: I::Generator,
        value: I::Value,
    ) -> Result<(), Raise<I>> {
        let resumer = Resumer::Entered;
        // SAFETY: an op that takes the interpreter runs with the loop's stack pointer
        // written back (see `Interp::new`).
        unsafe {
            self.thread
                .enter_generator_inline(frame, handle, Ok(value), resumer)?;
        }
        self.thread.set_entered();
        Ok(())
    }

    /// For a call op (vm-std's `next(g)`): enters the generator frame `frame` of the
    /// object `handle` with `value` sent in, in this run of the loop, above the first of
    /// the op's `inputs` operands (its callee), the others (its arguments) released
    /// without a drop: the op has taken their values out (`std::mem::take`), and anything
    /// it left there leaks; the op then returns [`crate::Invoke::Entered`]. When the
    /// frame yields, the first input is dropped and the yielded value is the call's. When it returns, `on_return`
    /// says what the call's value is: `Ok`, the returned value converted (an error the
    /// conversion gives is raised at the call; every such call of a thread must give the
    /// same conversion, which the thread keeps rather than a check per frame); `Err`,
    /// that value (which waits in the first input's slot meanwhile). On an error (the
    /// recursion limit, no room on the stack) the frame went back to `handle`, the
    /// arguments' slots hold default values, and the op raises it.
    ///
    /// why the arguments released here: a yield cut the stack to the first input, a
    /// slice drop whose setup cost more than these drops (cachegrind, `next(g)`). Why
    /// without a drop: the op takes every argument anyway (the generator into the
    /// frame's handle, the value sent in, the default), and dropping the empty values
    /// left behind, one by one, cost ~9 instructions per argument (cachegrind, `next(g)`
    /// and `g.send(v)`).
    ///
    /// # Safety
    /// After an `Ok`, the op returns [`crate::Invoke::Entered`] at once, touching no
    /// operand of its frame: the loop's copy of the stack pointer and the innermost
    /// frame are stale until it reloads them. The op holds no reference to its inputs'
    /// slots, whose values (its callee, its arguments) it is done with.
    #[inline(always)]
    pub unsafe fn resume_in_call(
        &mut self,
        frame: Suspended<I>,
        handle: I::Generator,
        value: I::Value,
        inputs: u32,
        on_return: Result<crate::flow::Conversion<I>, I::Value>,
    ) -> Result<(), Raise<I>> {
        let top = self.thread.forget_top((inputs as usize).saturating_sub(1));
        // SAFETY: an op that takes the interpreter runs with the loop's stack pointer
        // written back (see `Interp::new`), and the arguments were released from it.
        let entered = unsafe {
            self.thread.enter_generator_inline(
                frame,
                handle,
                Ok(value),
                Resumer::Call { inputs: 1 },
            )
        };
        if let Err(raise) = entered {
            self.thread.refill_to(top);
            return Err(raise);
        }
        // A conversion is kept once for all such frames, not as a check of this one (see
        // `Thread::take_exit_check`).
        match on_return {
            Ok(convert) => self.thread.set_call_conversion(convert),
            Err(default) => self.thread.check_resumed_call(default),
        }
        self.thread.set_entered();
        Ok(())
    }

    /// Raises `error` in the generator frame `frame` where it is suspended (see
    /// [`Thread::throw`]).
    pub fn throw(
        &mut self,
        frame: Suspended<I>,
        handle: I::Generator,
        error: Raise<I>,
    ) -> Result<Resumed<I::Value>, VmError<I>> {
        self.record_ip();
        self.thread
            .run_generator(self.ctx, frame, handle, Err(error))
    }
}

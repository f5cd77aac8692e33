//! A thread of execution: the value stack (locals and operands of every frame) and the
//! frame stack. The generated dispatch loop runs on it.

use std::borrow::Borrow;
use std::mem::MaybeUninit;
use std::ptr::NonNull;
use std::sync::Arc;

use crate::code::Code;
use crate::error::{ErrorKind, TraceEntry, Traceback, VmError};
use crate::exception::Raise;
use crate::flow::ExitCheck;
use crate::generator::{GenFrame, GenOwner, GeneratorHandle, Resumed, Suspended};
use crate::isa::InstructionSet;
use crate::native_stack;
use crate::stats::Stats;

/// A pointer to a slot of a thread's stack buffer.
type Slot<I> = *mut MaybeUninit<<I as InstructionSet>::Value>;

/// A frame taken off the frame stack: its code's owner, the code, its locals index and
/// its `ret_base`.
type TakenFrame<I> = (FrameCode<I>, NonNull<Code<I>>, usize, usize);

/// A frame [`Thread::enter_callee`] pushed: what the loop needs to run it.
#[doc(hidden)]
pub struct Entered<I: InstructionSet> {
    /// The code it runs (owned by the frame).
    pub code: NonNull<Code<I>>,
    /// Its stack pointer: one past its locals.
    pub sp: Slot<I>,
}

/// Where the loop goes on in a frame just entered out of line: its code, and the stack
/// indexes of its locals and of its stack pointer ([`Thread::enter_rerun`]).
#[doc(hidden)]
pub type FrameStart<I> = (NonNull<Code<I>>, usize, usize);

/// Settings of a thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Whether adaptive instructions count and specialize (`false` is the "uncached" mode,
    /// the runner's `--no-specialize`).
    pub specialize: bool,
    /// Most frames that may be live at once; one more call fails with
    /// [`ErrorKind::RecursionLimit`] instead of exhausting memory.
    pub recursion_limit: usize,
    /// Slots of the value stack (locals and operands of every live frame). The buffer is
    /// reserved at this size when the thread first runs and never moves, so an op that
    /// calls back into the loop ([`crate::Interp`]) may keep references to its operands;
    /// the pages it does not touch cost no memory. A frame that does not fit fails with
    /// [`ErrorKind::StackExhausted`].
    pub stack_slots: usize,
}

/// The default [`Config::stack_slots`]: 4 Mi slots (64 MiB of address space for 16-byte
/// values, resident only as far as frames reach).
pub const DEFAULT_STACK_SLOTS: usize = 1 << 22;

impl Default for Config {
    fn default() -> Self {
        Config {
            specialize: true,
            recursion_limit: 1000,
            stack_slots: DEFAULT_STACK_SLOTS,
        }
    }
}

/// What keeps a frame's code alive: the code itself (an outermost frame started by
/// [`Thread::call`]) or the callee a calling op handed over (see
/// [`InstructionSet::Callee`]).
pub enum FrameCode<I: InstructionSet> {
    /// Code run directly.
    Root(Arc<Code<I>>),
    /// A callee moved in by `Invoke::Frame`.
    Callee(I::Callee),
    /// A generator's frame, resumed (see [`crate::generator`]): its code's owner, and the
    /// object the frame goes back to when it yields.
    #[doc(hidden)]
    Generator(GenOwner<I>),
}

impl<I: InstructionSet> FrameCode<I> {
    /// The code this frame runs.
    #[inline(always)]
    pub fn code(&self) -> &Arc<Code<I>> {
        match self {
            FrameCode::Root(code) => code,
            FrameCode::Callee(callee) => callee.borrow(),
            FrameCode::Generator(g) => g.owner.code(),
        }
    }
}

/// One activation of a code object.
pub struct Frame<I: InstructionSet> {
    /// What owns the code it runs.
    owner: FrameCode<I>,
    /// The code `owner` owns, resolved once: the loop re-enters a frame after every call
    /// and return, and the callee's `borrow` may be a chain of pointers.
    code: NonNull<Code<I>>,
    /// Unit offset of the instruction executing (for a suspended frame: its call).
    pub(crate) ip: usize,
    /// Where execution resumes when the callee returns.
    pub(crate) resume: usize,
    /// Stack index of local slot 0.
    pub(crate) locals: usize,
    /// Stack length to restore when the frame returns (its caller's call inputs removed),
    /// with [`CHECKED_FRAME`] set for a frame entered by [`crate::Invoke::Init`] or
    /// [`crate::Invoke::Convert`] and
    /// [`DELIVER_FRAME`] for a generator's frame run by a [`crate::Step`] op.
    pub(crate) ret_base: usize,
}

/// The bit of a frame's `ret_base` that marks a frame entered by [`crate::Invoke::Init`]
/// or [`crate::Invoke::Convert`] (what receives its return value waits in [`Thread`]'s side stack). A bit of a field every return reads
/// anyway, so that other frames pay one test for the feature and no store.
#[doc(hidden)]
pub const CHECKED_FRAME: usize = 1 << (usize::BITS - 1);

/// The bit of a frame's `ret_base` that marks a generator's frame run by a
/// [`crate::Step`] op: what it yields or returns goes to [`Thread`]'s `resumed` slot
/// instead of its resumer's stack, and the resumer runs that op again. In the same field
/// as [`CHECKED_FRAME`], so that every return tests both marks with one test.
#[doc(hidden)]
pub const DELIVER_FRAME: usize = 1 << (usize::BITS - 2);

/// Both marks a frame's `ret_base` may carry.
#[doc(hidden)]
pub const FRAME_MARKS: usize = CHECKED_FRAME | DELIVER_FRAME;

/// Where a yield's value goes (see [`Thread::yield_top`]).
#[doc(hidden)]
pub enum YieldTo<V> {
    /// The resumer is native code ([`Thread::resume`]): the run ends with the value.
    Native(V),
    /// Push the value and continue the resumer at this unit offset.
    Push(usize, V),
    /// The value went where the resumer's op asked (its `resumed` slot, or a local):
    /// continue the resumer at this unit offset, pushing nothing.
    Continue(usize),
}

/// Who resumes a generator's frame, and how it continues when the frame yields or
/// returns (see [`Thread::enter_generator`]).
#[doc(hidden)]
#[derive(Clone, Copy)]
pub enum Resumer {
    /// Native code ([`Thread::resume`]): the run ends with the value.
    Native,
    /// A [`crate::Resume`] op at `ip`: a yielded value is pushed and the op's frame
    /// continues at `next`; a returned one is pushed and it continues at `done`.
    Push {
        /// The op's offset.
        ip: usize,
        /// Where its frame continues after a yield.
        next: usize,
        /// Where its frame continues after the generator returned.
        done: usize,
    },
    /// A [`crate::Resume`] op that entered the frame itself and returns
    /// [`crate::Resume::Entered`]: as [`Resumer::Push`], with the offsets written by the
    /// loop's arm for that return ([`Thread::place_resumer`]), which knows them as
    /// constants where the op would compute them from its instruction pointer.
    Entered,
    /// A call op that entered the frame itself above its `inputs` operands
    /// ([`crate::Invoke::Entered`]): a checked frame, which returns to right above the
    /// first input (an [`ExitCheck`] makes that slot the call's value); a yield drops
    /// the inputs and pushes its value in their place. The loop's arm for that return
    /// writes the offsets ([`Thread::place_resumer`]).
    Call {
        /// How many operands the call's value replaces (at least one).
        inputs: u32,
    },
    /// A [`crate::Step::Send`] op at `ip`: runs again after a yield or a return, the
    /// value in the `resumed` slot.
    Rerun {
        /// The op's offset.
        ip: usize,
    },
    /// A [`crate::Step::SendToLocal`] op at `ip`: a yielded value goes to local `local`
    /// of its frame, which continues at `next`; after a return the op runs again.
    Local {
        /// The op's offset.
        ip: usize,
        /// Where its frame continues after a yield.
        next: usize,
        /// The local that receives the yielded value.
        local: u32,
    },
}

/// The check of a call whose value is already in place ([`Thread::check_resumed_call`]):
/// the returned value is dropped.
fn keep_value<I: InstructionSet>(_: I::Value) -> Result<(), I::Error> {
    Ok(())
}

/// A generator frame's `yield_local` when its yields do not go to a local.
pub(crate) const NO_LOCAL: u32 = u32::MAX;

// SAFETY: `code` is only a cached borrow of what `owner` owns, so sending or sharing a
// frame is sound exactly when sending or sharing its owner is.
unsafe impl<I: InstructionSet> Send for Frame<I> where FrameCode<I>: Send {}
// SAFETY: as above.
unsafe impl<I: InstructionSet> Sync for Frame<I> where FrameCode<I>: Sync {}

impl<I: InstructionSet> Frame<I> {
    /// The code this frame runs.
    #[inline(always)]
    pub fn code(&self) -> &Code<I> {
        // SAFETY: `code` points into the `Arc` that `owner` borrows as its code; the
        // frame owns `owner` and never changes it, so the `Arc` (and the code in it)
        // lives at least as long as the frame. `Borrow` can only hand out a reference
        // into the callee or into static data, so it stays the same while `owner` does.
        unsafe { self.code.as_ref() }
    }

    /// Writes a new frame at `frame`, to run from its start.
    ///
    /// why field by field: `push(Frame { .. })` built the frame in a temporary with
    /// 8-byte stores and copied it with 16-byte loads, a store-forwarding stall that cost
    /// more than the rest of the call (63% of the push's samples in
    /// `benches/dispatch.rs` fib_20_global).
    ///
    /// # Safety
    /// `frame` is valid for writes and holds no frame (nothing is dropped); `code` is
    /// the code `owner` owns.
    #[inline(always)]
    unsafe fn init(
        frame: *mut Self,
        code: NonNull<Code<I>>,
        owner: FrameCode<I>,
        locals: usize,
        ret_base: usize,
    ) {
        // SAFETY: the caller's promise; each field is written once.
        unsafe {
            (&raw mut (*frame).code).write(code);
            (&raw mut (*frame).owner).write(owner);
            (&raw mut (*frame).ip).write(0);
            (&raw mut (*frame).resume).write(0);
            (&raw mut (*frame).locals).write(locals);
            (&raw mut (*frame).ret_base).write(ret_base);
        }
    }

    /// The shared code this frame runs (what a traceback keeps).
    pub fn code_arc(&self) -> &Arc<Code<I>> {
        self.owner.code()
    }

    /// Unit offset of the instruction executing (for a frame below the innermost one:
    /// its call), as of the last time the loop wrote it back (a call, a raise, a stop).
    pub fn ip(&self) -> usize {
        self.ip
    }

    /// Stack index of the frame's local slot 0 (see [`Thread::stack`]).
    pub fn locals_base(&self) -> usize {
        self.locals
    }
}

/// The state a run executes on. Reusable across runs; its stats accumulate.
///
/// The loop trusts the fields it works on (slots below `sp` hold values, frames describe
/// verified code), so they are private: code outside this crate reads them through
/// [`Thread::stack`] and [`Thread::frames`], and the generated loop reaches them through
/// the hidden accessors below, whose writers are `unsafe` with their contracts written
/// down.
pub struct Thread<I: InstructionSet> {
    /// Locals and operands of every live frame, innermost on top: `stack[..sp]` hold
    /// values, the slots above are room the frames reserved (see `vm_core::__private`).
    pub(crate) stack: Vec<MaybeUninit<I::Value>>,
    /// The first free slot of `stack` (the loop keeps it in a local while it runs).
    pub(crate) sp: usize,
    /// Live frames, innermost last.
    pub(crate) frames: Vec<Frame<I>>,
    /// Set while the dispatch loop runs with `sp` in its local: if an op panics and the
    /// panic unwinds out of the loop, `sp` is stale, so the values are leaked rather than
    /// dropped (dropping could free a value an op had already taken).
    running: bool,
    /// Settings.
    pub config: Config,
    /// Per-opcode counts (empty unless the `stats` feature is on).
    pub stats: Stats,
    /// Whether the last run ended with a yield of its outermost frame (a generator
    /// resumed by [`Thread::resume`]) rather than a return.
    yielded: bool,
    /// What the generator frame that a [`crate::Step`] op ran yielded or returned, for
    /// that op when it runs again ([`crate::Interp::take_resumed`]).
    resumed: Option<Resumed<I::Value>>,
    /// The buffer of the last [`crate::Invoke::Args`] call, emptied, for the next one
    /// ([`crate::Interp::arg_buffer`]): such calls then allocate no argument vector.
    spare_args: Vec<I::Value>,
    /// How many frames there may be before a push needs [`Thread::push_frame`]'s slow
    /// path: the smaller of the frame vector's capacity and the recursion limit, so the
    /// loop's inline push checks both with one compare.
    frame_room: usize,
    /// Where on the native stack the innermost run of the loop was entered (0 outside
    /// one): how deep a nested run goes is estimated from it (see
    /// [`crate::native_stack`]).
    native_entry: usize,
    /// What receives the return values of the frames entered by [`crate::Invoke::Init`]
    /// or [`crate::Invoke::Convert`] (marked
    /// [`CHECKED_FRAME`]), innermost last, each with its frame's depth.
    exit_checks: Vec<(usize, ExitCheck<I>)>,
    /// The sink of the innermost native run that collects what its generator frame
    /// yields ([`crate::Interp::resume_collecting`]), with that run's floor: the frame at
    /// index `floor` is the one whose yields it may take.
    sink: Option<(usize, crate::generator::YieldSink<I::Value>)>,
    /// Set when a yield op's value went to the sink: the yield that follows continues
    /// the frame instead of suspending it.
    sunk: bool,
    /// The conversion of the value a generator's frame returns into the value of the
    /// call that entered it without a default ([`crate::Interp::resume_in_call`]): the
    /// one the last such call gave (an instruction set gives the same for all).
    gen_call_convert: Option<crate::flow::Conversion<I>>,
    /// Set when an op entered a generator's frame ([`crate::Interp::enter_generator`]):
    /// the loop goes on in that frame only when it is set (an op may return
    /// [`crate::Step::Entered`] without having entered one).
    entered: bool,
}

impl<I: InstructionSet> Default for Thread<I> {
    fn default() -> Self {
        Self::new(Config::default())
    }
}

impl<I: InstructionSet> Thread<I> {
    /// A thread with the given settings.
    pub fn new(config: Config) -> Self {
        Thread {
            stack: Vec::new(),
            sp: 0,
            frames: Vec::new(),
            running: false,
            config,
            stats: Stats::new(I::OPS.len()),
            yielded: false,
            resumed: None,
            spare_args: Vec::new(),
            frame_room: 0,
            native_entry: 0,
            exit_checks: Vec::new(),
            sink: None,
            sunk: false,
            gen_call_convert: None,
            entered: false,
        }
    }

    /// The live values: locals and operands of every frame, innermost on top.
    pub fn stack(&self) -> &[I::Value] {
        if self.running {
            return &[];
        }
        // SAFETY: outside the loop, `stack[..sp]` hold values (the loop writes `sp` back
        // whenever it stops normally; after a panic `running` stays set).
        unsafe {
            let base = self.stack.as_ptr() as *mut MaybeUninit<I::Value>;
            crate::__private::values(base, base.add(self.sp))
        }
    }

    /// The live frames, innermost last.
    pub fn frames(&self) -> &[Frame<I>] {
        &self.frames
    }

    /// How many frames are live.
    #[inline(always)]
    pub fn depth(&self) -> usize {
        self.frames.len()
    }

    // The generated loop's access to the stack. Readers are safe (a number, a raw
    // pointer); what the loop writes back is a promise, so the writers are `unsafe`.

    /// The stack pointer as last written back: the index of the first free slot.
    #[doc(hidden)]
    #[inline(always)]
    pub fn raw_sp(&self) -> usize {
        self.sp
    }

    /// Writes the loop's stack pointer back.
    ///
    /// # Safety
    /// `sp <= self.raw_capacity()`, the slots below `sp` hold values and none from `sp`
    /// up does (a value left there would leak; a slot below it left empty would be read
    /// and dropped as a value).
    #[doc(hidden)]
    #[inline(always)]
    pub unsafe fn set_raw_sp(&mut self, sp: usize) {
        debug_assert!(sp <= self.stack.len());
        self.sp = sp;
    }

    /// The stack buffer's first slot. The buffer moves only when a frame push grows it
    /// ([`Thread::push_frame`]), after which the loop reads this again.
    #[doc(hidden)]
    #[inline(always)]
    pub fn raw_stack(&mut self) -> *mut MaybeUninit<I::Value> {
        self.stack.as_mut_ptr()
    }

    /// The stack buffer's length in slots (every slot is room the frames may use).
    #[doc(hidden)]
    #[inline(always)]
    pub fn raw_capacity(&self) -> usize {
        self.stack.len()
    }

    /// Marks the thread as run by a loop that keeps the stack pointer in a local (so a
    /// panic leaks the values rather than dropping a stale range), returning the mark it
    /// replaced. Setting it is always sound.
    #[doc(hidden)]
    #[inline(always)]
    pub fn enter_loop(&mut self) -> bool {
        std::mem::replace(&mut self.running, true)
    }

    /// Restores the mark [`Thread::enter_loop`] returned, when the loop stops.
    ///
    /// # Safety
    /// If `was` is `false`, the stack pointer has been written back
    /// ([`Thread::set_raw_sp`]) since the last change to the slots.
    #[doc(hidden)]
    #[inline(always)]
    pub unsafe fn leave_loop(&mut self, was: bool) {
        self.running = was;
    }

    /// What the innermost frame was called with (`Invoke::Frame`'s callee), when it was
    /// made by a call: an op's `#[callee]` parameter (a closure reading its cells, a
    /// method finding its class for `super()`).
    #[inline]
    pub fn running_callee(&self) -> Option<&I::Callee> {
        match &self.frames.last()?.owner {
            FrameCode::Callee(c) => Some(c),
            FrameCode::Generator(g) => match &g.owner {
                FrameCode::Callee(c) => Some(c),
                _ => None,
            },
            FrameCode::Root(_) => None,
        }
    }

    /// Forgets the state a panicking op left behind (leaking its values), so the thread
    /// can run again.
    fn recover(&mut self) {
        if self.running {
            self.running = false;
            self.sp = 0;
            self.frames.clear();
            self.exit_checks.clear();
            self.native_entry = 0;
        }
        self.resumed = None;
        self.entered = false;
    }

    /// Runs `code` as a new outermost frame with no arguments and returns what it returns.
    /// On error the thread is left as it was before the call (its stats aside).
    pub fn run(
        &mut self,
        ctx: &mut I::Context,
        code: &Arc<Code<I>>,
    ) -> Result<I::Value, VmError<I>> {
        self.call(ctx, code, std::iter::empty())
    }

    /// Sets the recursion limit, in effect for the next frame pushed.
    pub(crate) fn set_recursion_limit(&mut self, limit: usize) {
        self.config.recursion_limit = limit;
        self.frame_room = self.frames.capacity().min(limit);
    }

    /// Runs `code` with `args` in its first local slots.
    pub fn call(
        &mut self,
        ctx: &mut I::Context,
        code: &Arc<Code<I>>,
        args: impl IntoIterator<Item = I::Value>,
    ) -> Result<I::Value, VmError<I>> {
        self.recover();
        self.call_frame(ctx, FrameCode::Root(code.clone()), args)
    }

    /// Runs the code `owner` owns with `args` in its first local slots, in a new frame
    /// above the innermost one, until that frame returns: [`Thread::call`], and the
    /// nested runs of [`crate::Interp::call`] (which must not `recover`: the loop that
    /// called the op is running below).
    pub(crate) fn call_frame(
        &mut self,
        ctx: &mut I::Context,
        owner: FrameCode<I>,
        args: impl IntoIterator<Item = I::Value>,
    ) -> Result<I::Value, VmError<I>> {
        self.yielded = false;
        // why here: `config` is public, so the limit may have changed since the last run.
        self.frame_room = self.frames.capacity().min(self.config.recursion_limit);
        let entry = self.native_entry().map_err(|kind| VmError {
            kind,
            traceback: Traceback::new(),
        })?;
        let base = self.sp;
        let depth = self.frames.len();
        for arg in args {
            if let Err(kind) = self.push_value(arg) {
                self.truncate(base);
                return Err(VmError {
                    kind,
                    traceback: Traceback::new(),
                });
            }
        }
        // SAFETY: `recover` (for a run from native code) or the running loop (for a nested
        // run, which writes its pointer back before an op runs) left the stack pointer
        // current, and the arguments were pushed above it.
        if let Err(kind) = unsafe { self.push_frame(owner, base, base, 0) } {
            self.truncate(base);
            return Err(VmError {
                kind,
                traceback: Traceback::new(),
            });
        }
        let outer_entry = std::mem::replace(&mut self.native_entry, entry);
        // SAFETY: the frame pushed above runs with the stack pointer current.
        let result = unsafe { I::execute(self, ctx, depth) };
        self.native_entry = outer_entry;
        if result.is_err() {
            self.frames.truncate(depth);
            self.drop_exit_checks(depth);
            self.truncate(base);
        }
        result
    }

    /// Pushes a frame for `code` whose arguments are `stack[locals..]`, making room on
    /// both stacks first: for [`Thread::call`], and for the dispatch loop when one of
    /// [`Thread::enter_callee`]'s checks failed (no room, too many arguments, the
    /// recursion limit), so it checks everything itself.
    ///
    /// why inline: out of line, the loop that calls it in its slow path was allocated
    /// registers differently, and its hot paths ran 1.0-1.6% more instructions (fib,
    /// nbody, spectral_norm).
    ///
    /// # Safety
    /// The thread's stack pointer is current: the slots below it hold values and none
    /// above does (as between runs, or in the loop once it wrote its pointer back; not
    /// after a panic unwound out of a run, which leaves the thread marked running). `ret_base <= locals`.
    #[doc(hidden)]
    #[inline(always)]
    pub unsafe fn push_frame(
        &mut self,
        code: FrameCode<I>,
        locals: usize,
        ret_base: usize,
        exit_mark: usize,
    ) -> Result<(), ErrorKind<I::Error>> {
        let c: &Code<I> = code.code();
        let code_ptr = NonNull::from(c);
        let slots = c.nlocals() as usize;
        let given = self.sp - locals;
        if self.frames.len() >= self.config.recursion_limit || given > slots {
            self.drop_exit_checks(self.frames.len());
            return Err(self.frame_error(given, slots));
        }
        let locals_end = locals + slots;
        // Room for the locals and the deepest operand stack the verifier found: the loop
        // pushes without checking.
        let end = locals_end + c.max_stack() as usize;
        if end > self.stack.len()
            && let Err(e) = self.reserve(end)
        {
            self.drop_exit_checks(self.frames.len());
            return Err(e);
        }
        self.frames.reserve(1);
        self.frame_room = self.frames.capacity().min(self.config.recursion_limit);
        for slot in &mut self.stack[self.sp..locals_end] {
            slot.write(I::Value::default());
        }
        self.sp = locals_end;
        let len = self.frames.len();
        let frame = self.frames.spare_capacity_mut()[0].as_mut_ptr();
        // SAFETY: `frame` points at the spare capacity reserved above, fully written by
        // `init` before `set_len` makes it part of the vector.
        unsafe {
            Frame::init(frame, code_ptr, code, locals, ret_base | exit_mark);
            self.frames.set_len(len + 1);
        }
        Ok(())
    }

    /// The dispatch loop's inline frame push for a call at unit `ip` of the running frame
    /// that resumes at `resume`: the callee's arguments are the slots from `locals` up to
    /// `sp`. It first records `ip` and `resume` in the running frame (which either path
    /// needs). On success it returns the callee's code and its stack pointer (past its
    /// locals); the loop then runs the callee without re-reading the thread. When a check
    /// fails (no room on either stack, too many arguments, the recursion limit) it hands
    /// the callee back unchanged, and the loop takes [`Thread::push_frame`]'s path.
    ///
    /// why: the loop carries the running frame's state in locals across calls and
    /// returns; re-reading it all from the thread after every call was about 40 of the
    /// 327 instructions of a call in `examples/fib.py`.
    ///
    /// `exit_mark` is [`CHECKED_FRAME`] for a frame of [`crate::Invoke::Init`] or
    /// [`crate::Invoke::Convert`], whose check the loop pushed first
    /// ([`Thread::push_exit_check`]; a frame that cannot be entered drops it), and 0 for
    /// any other.
    ///
    /// # Safety
    /// `stack` is the stack buffer's base and `limit` its end, `ret_base <= locals <= sp`
    /// are slots of the running frame (the call's inputs), the slots below `sp` hold
    /// values, and the innermost frame is the one running.
    #[doc(hidden)]
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn enter_callee(
        &mut self,
        code: FrameCode<I>,
        stack: Slot<I>,
        limit: Slot<I>,
        locals: Slot<I>,
        ret_base: Slot<I>,
        sp: Slot<I>,
        ip: usize,
        resume: usize,
        exit_mark: usize,
    ) -> Result<Entered<I>, FrameCode<I>> {
        let depth = self.frames.len();
        let frames = self.frames.as_mut_ptr();
        // SAFETY: a frame is running (the caller's promise), so `depth >= 1` and the
        // innermost frame is in the vector.
        unsafe {
            let caller = frames.add(depth - 1);
            (*caller).ip = ip;
            (*caller).resume = resume;
        }
        let c: &Code<I> = code.code();
        let code_ptr = NonNull::from(c);
        // why addresses: the end of a frame that does not fit lies past the buffer, where
        // an in-bounds pointer offset is not allowed.
        let slot = size_of::<I::Value>();
        let locals_end = locals as usize + c.nlocals() as usize * slot;
        let end = locals_end + c.max_stack() as usize * slot;
        if sp as usize > locals_end || end > limit as usize || depth >= self.frame_room {
            return Err(code);
        }
        let locals_end = locals_end as Slot<I>;
        // SAFETY: `sp..locals_end` lie within the buffer (`end <= limit`) and above the
        // values (the caller's promise), so writing them leaks nothing; `depth <
        // frame_room <= capacity`, so the new frame is within the vector's allocation,
        // and it is fully written before `set_len` makes it part of the vector.
        unsafe {
            let mut p = sp;
            while p < locals_end {
                (*p).write(I::Value::default());
                p = p.add(1);
            }
            let (locals, ret_base) = (locals.offset_from(stack), ret_base.offset_from(stack));
            Frame::init(
                frames.add(depth),
                code_ptr,
                code,
                locals as usize,
                ret_base as usize | exit_mark,
            );
            self.frames.set_len(depth + 1);
        }
        Ok(Entered {
            code: code_ptr,
            sp: locals_end,
        })
    }

    /// The innermost frame's code, resume point and locals index, for the loop to go on
    /// with it after the frame above it returned.
    #[doc(hidden)]
    #[inline(always)]
    pub fn resume_point(&self) -> Option<(NonNull<Code<I>>, usize, usize)> {
        let f = self.frames.last()?;
        Some((f.code, f.resume, f.locals))
    }

    /// Removes the top frame and returns its `ret_base` (0 when there is no frame; with
    /// [`CHECKED_FRAME`] set for a frame entered by [`crate::Invoke::Init`] or
    /// [`crate::Invoke::Convert`], whose check
    /// [`Thread::finish_checked`] then hands its value to); called by the dispatch loop when a
    /// frame returns.
    ///
    /// why not `frames.pop()`: that moves the whole frame out into a temporary before
    /// the loop reads one field of it (measured: eight extra loads and stores per return
    /// in `examples/fib.py`); this reads the field and drops the owner in place.
    #[doc(hidden)]
    #[inline(always)]
    pub fn pop_frame(&mut self) -> usize {
        let Some(last) = self.frames.len().checked_sub(1) else {
            return 0;
        };
        let frame = &mut self.frames[last];
        let ret_base = frame.ret_base;
        // SAFETY: the owner is dropped exactly once, here, and `set_len` right after
        // takes the frame out of the vector, so nothing reads or drops it again (the
        // frame's other fields are plain data).
        unsafe {
            std::ptr::drop_in_place(&raw mut frame.owner);
            self.frames.set_len(last);
        }
        ret_base
    }

    /// Keeps `check` for the frame about to be entered (one deeper than the innermost),
    /// until it leaves; returns the mark that frame's `ret_base` carries.
    ///
    /// why before the frame and apart from it: every call op's entry path then carries a
    /// plain mark (0 but for these calls) instead of an `Option` of the check. Measured
    /// alone this made no difference (fib +3.3% either way while `Convert` had a match
    /// arm of its own, the real cost); it stays as the smaller of the two interfaces.
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn push_exit_check(&mut self, check: ExitCheck<I>) -> usize {
        self.exit_checks.push((self.frames.len(), check));
        CHECKED_FRAME
    }

    /// Hands `value`, what the checked frame [`Thread::pop_frame`] just removed
    /// returned, to what receives it (see `Thread::take_exit_check`): an
    /// [`crate::Invoke::Init`] check, or the conversion of an [`crate::Invoke::Convert`]
    /// call, whose result becomes the call's value in the slot right below the frame's
    /// `ret_base` (`ret_index`, without the mark). An error is raised at the call.
    ///
    /// why one call for taking the check and running it: the loop's return path then
    /// makes one out-of-line call and matches no `Option<ExitCheck>` (measured: 518 -> 512
    /// instructions per `len(obj)` of a Python `__len__`).
    ///
    /// why out of line: a push of the converted value written into the loop's return
    /// path was part of arrangements that cost call-free examples 3-4% more
    /// instructions (not measured alone; the separate match arm was the larger part), and
    /// the return path keeps its other rare cases out of line too.
    ///
    /// # Safety
    /// `ret_index` is the removed frame's `ret_base` (without the mark), at or below the
    /// stack pointer, and the slot below it holds a value (the call's first input, which
    /// the op took).
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub unsafe fn finish_checked(
        &mut self,
        value: I::Value,
        ret_index: usize,
    ) -> Result<(), Raise<I>> {
        let convert = match self.take_exit_check() {
            Some(ExitCheck::Init(check)) => return check(value).map_err(|e| self.raise_at_call(e)),
            Some(ExitCheck::Convert(convert)) => convert,
            None => return Err(Raise::kind(ErrorKind::NoFrame)),
        };
        let converted = convert(value).map_err(|e| self.raise_at_call(e))?;
        let Some(slot) = ret_index.checked_sub(1) else {
            return Err(Raise::kind(ErrorKind::NoFrame));
        };
        // SAFETY: the slot below `ret_index` holds a value (the caller's promise), within
        // the buffer: assigning drops it once.
        unsafe { *(self.stack.as_mut_ptr().add(slot) as *mut I::Value) = converted };
        Ok(())
    }

    /// What receives the return value of the checked frame [`Thread::pop_frame`] just
    /// removed (its
    /// `ret_base` had [`CHECKED_FRAME`] set).
    ///
    /// Inline: its callers are out of line already (`finish_checked`, the unwinder).
    #[inline]
    fn take_exit_check(&mut self) -> Option<ExitCheck<I>> {
        match self.exit_checks.last() {
            Some(&(depth, check)) if depth == self.frames.len() => {
                self.exit_checks.pop();
                Some(check)
            }
            // A checked frame without a check of its own: a generator's frame that a call
            // entered without a default ([`crate::Interp::resume_in_call`]), whose
            // returned value the calls' conversion turns into the call's.
            //
            // why no check kept for it: it was pushed on every entry and popped on every
            // yield (~15 of the ~765 instructions of a `next(g)` round trip, cachegrind)
            // for a return that comes once.
            _ => self.gen_call_convert.map(ExitCheck::Convert),
        }
    }

    /// Forgets the checks of checked frames at `depth` and above (frames dropped
    /// without returning).
    fn drop_exit_checks(&mut self, depth: usize) {
        while self.exit_checks.last().is_some_and(|&(d, _)| d >= depth) {
            self.exit_checks.pop();
        }
    }

    /// Makes sure the stack has `len` slots: reserves the whole buffer
    /// ([`Config::stack_slots`]) the first time, and fails, without moving it, when `len`
    /// is beyond it.
    ///
    /// why the buffer never moves: an op that calls back into the loop (a user `__eq__`
    /// called from a dict probe) holds references to its operands, which a reallocation
    /// under a nested run would leave dangling.
    #[cold]
    #[inline(never)]
    fn reserve(&mut self, len: usize) -> Result<(), ErrorKind<I::Error>> {
        if self.stack.is_empty() {
            // why not `max(len)`: a first frame larger than the configured stack fails
            // like any other (decoded code may declare a million locals).
            let slots = self.config.stack_slots.max(256);
            let mut stack = Vec::new();
            if stack.try_reserve_exact(slots).is_err() {
                return Err(ErrorKind::StackExhausted { slots });
            }
            // SAFETY: the capacity is `slots` and `MaybeUninit` needs no initialization;
            // the pages are not touched until frames reach them.
            unsafe { stack.set_len(slots) };
            self.stack = stack;
        }
        if len > self.stack.len() {
            return Err(ErrorKind::StackExhausted {
                slots: self.stack.len(),
            });
        }
        Ok(())
    }

    /// Drops the values from `to` up.
    fn truncate(&mut self, to: usize) {
        // SAFETY: outside the loop `stack[..sp]` hold values, and `to <= sp` (a base
        // taken before values were pushed).
        unsafe {
            let base = self.stack.as_mut_ptr();
            let mut sp = base.add(self.sp);
            crate::__private::truncate(&mut sp, base.add(to));
        }
        self.sp = to;
    }

    /// Where on the native stack a run about to start is entered, for `native_entry` while
    /// it runs; or, for a nested run that would leave too little native stack (see
    /// [`crate::native_stack`]), the recursion limit's error, since a deeper recursion
    /// than the native stack can hold is what the limit exists to stop.
    #[inline]
    fn native_entry(&self) -> Result<usize, ErrorKind<I::Error>> {
        let here = native_stack::position();
        if self.native_entry != 0 && native_stack::too_low(self.native_entry, here) {
            return Err(ErrorKind::RecursionLimit {
                limit: self.config.recursion_limit,
            });
        }
        Ok(here)
    }

    /// Why [`Thread::push_frame`] refused a frame.
    #[cold]
    #[inline(never)]
    fn frame_error(&self, given: usize, slots: usize) -> ErrorKind<I::Error> {
        if self.frames.len() >= self.config.recursion_limit {
            ErrorKind::RecursionLimit {
                limit: self.config.recursion_limit,
            }
        } else {
            ErrorKind::TooManyArguments {
                given,
                slots: slots as u32,
            }
        }
    }

    /// Unwinds after the innermost frame raised `raise` at its `ip` (recorded by
    /// [`Thread::raise_at`], with the stack pointer written back).
    ///
    /// Searches the exception table of the innermost frame at its `ip`, then of each caller at
    /// its call, popping the frames without a handler (dropping their values) and adding
    /// each to the error's traceback. The first handler found above `floor` gets the error
    /// through [`InstructionSet::catch`]: its frame's operands above the handler's depth
    /// are dropped, the offset (when the entry asks for it) and the error's value pushed,
    /// and the frame resumes at the handler; `Ok` tells the loop to reload the innermost
    /// frame. When `catch` refuses the error, unwinding goes on without looking at
    /// handlers. When no frame above `floor` is left, the error comes back with the
    /// traceback of every frame it went through, outermost first.
    ///
    /// # Safety
    /// The thread's stack pointer is current: the slots below it hold values and none
    /// above does (as between runs, or in the loop once it wrote its pointer back; not
    /// after a panic unwound out of a run, which leaves the thread marked running).
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub unsafe fn unwind(
        &mut self,
        ctx: &mut I::Context,
        raise: Raise<I>,
        floor: usize,
    ) -> Result<(), VmError<I>> {
        let Raise {
            mut kind,
            traceback,
            here,
        } = raise;
        // why with room already: the first `push_front` of an empty deque takes its
        // general growth path (about 180 instructions of a caught exception); 4 is the
        // room that path would give it.
        let mut traceback = traceback.map_or_else(|| Traceback::with_capacity(4), |t| *t);
        let mut add_frame = here;
        let mut catchable = true;
        while self.frames.len() > floor {
            let last = self.frames.len() - 1;
            let frame = &self.frames[last];
            let at = frame.ip;
            if add_frame {
                traceback.push_front(TraceEntry {
                    code: frame.code_arc().clone(),
                    offset: at,
                });
            }
            add_frame = true;
            let handler = match catchable {
                true => frame.code().handler_at(at).copied(),
                false => None,
            };
            if let Some(h) = handler {
                // why moved: a caught error's traceback is handed over, not copied (no
                // second allocation, no reference-count traffic).
                match I::catch(ctx, VmError { kind, traceback }) {
                    Ok(value) => return self.enter_handler(last, &h, at, value),
                    Err(refused) => {
                        kind = refused.kind;
                        traceback = refused.traceback;
                        catchable = false;
                    }
                }
            }
            let ret_base = self.pop_frame();
            if ret_base & CHECKED_FRAME != 0 {
                self.take_exit_check();
            }
            self.truncate((ret_base & !FRAME_MARKS).min(self.sp));
        }
        Err(VmError { kind, traceback })
    }

    /// `raise`, raised by the instruction at unit `ip` of the innermost frame, which it
    /// records there for [`Thread::unwind`]: the dispatch loop's error exits.
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn raise_at(&mut self, raise: Raise<I>, ip: usize) -> Raise<I> {
        if let Some(top) = self.frames.last_mut() {
            top.ip = ip;
        }
        raise
    }

    /// The error the check of a frame entered by [`crate::Invoke::Init`] or
    /// [`crate::Invoke::Convert`] returned, raised at its caller's call: the innermost
    /// frame again, whose `ip` the call recorded.
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn raise_at_call(&mut self, error: I::Error) -> Raise<I> {
        Raise::new(error)
    }

    /// [`Thread::raise_at`] of a new error (the exit of an op that returned `Err`).
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn raise_error(&mut self, error: I::Error, ip: usize) -> Raise<I> {
        self.raise_at(Raise::new(error), ip)
    }

    /// Makes frame `index` (the innermost) continue at handler `h` with `value`: drops its
    /// operands above the handler's depth, pushes the failing offset `at` if asked, then
    /// the value.
    fn enter_handler(
        &mut self,
        index: usize,
        h: &crate::exception::Handler,
        at: usize,
        value: I::Value,
    ) -> Result<(), VmError<I>> {
        let frame = &mut self.frames[index];
        let base = frame.locals + frame.code().nlocals() as usize + h.depth as usize;
        frame.resume = h.target as usize;
        // why a check that verified code never fails: the verifier proved that every
        // covered instruction leaves at least `depth` operands, so `base <= sp`; were it
        // otherwise, truncating would drop slots that hold no value.
        if base > self.sp {
            return Err(VmError {
                kind: ErrorKind::NoFrame,
                traceback: Traceback::new(),
            });
        }
        self.truncate(base);
        let pushed = match h.lasti {
            true => self.push_value(<I::Value as crate::value::VmValue>::from_offset(at)),
            false => Ok(()),
        };
        pushed
            .and_then(|()| self.push_value(value))
            .map_err(|kind| VmError {
                kind,
                traceback: Traceback::new(),
            })
    }

    /// Pushes `value` on the innermost frame's operand stack (outside the loop).
    fn push_value(&mut self, value: I::Value) -> Result<(), ErrorKind<I::Error>> {
        if self.sp == self.stack.len() {
            self.reserve(self.sp + 1)?;
        }
        self.stack[self.sp].write(value);
        self.sp += 1;
        Ok(())
    }

    /// The loop's arm for [`crate::Invoke::Entered`]: the op at `ip` pushed a
    /// generator's frame above its inputs, whose yield or return continues its frame at
    /// `resume`. `NoFrame` for an op that did not.
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn entered_by_call(&mut self, ip: usize, resume: usize) -> Result<(), ErrorKind<I::Error>> {
        if !self.take_entered() {
            return Err(ErrorKind::NoFrame);
        }
        self.stats.break_pair();
        self.place_resumer(ip, resume, resume);
        Ok(())
    }

    /// Enters `code` in a new frame whose first locals are `args`, at stack index `at` (the
    /// op's first input: the stack is cut there first), the running frame resuming at
    /// `resume` when it returns ([`crate::Invoke::Args`]). The dispatch loop calls this
    /// with `sp` written back and reloads the innermost frame after it.
    ///
    /// # Safety
    /// The thread's stack pointer is current: the slots below it hold values and none
    /// above does (as between runs, or in the loop once it wrote its pointer back; not
    /// after a panic unwound out of a run, which leaves the thread marked running).
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub unsafe fn enter_with_args(
        &mut self,
        code: FrameCode<I>,
        at: usize,
        ip: usize,
        resume: usize,
        args: Vec<I::Value>,
    ) -> Result<(), ErrorKind<I::Error>> {
        if let Some(caller) = self.frames.last_mut() {
            caller.ip = ip;
            caller.resume = resume;
        }
        let at = at.min(self.sp);
        self.truncate(at);
        // why not `push_value` each: one capacity check for all (a wrapper's
        // `f(*args, **kwargs)` enters a frame this way on every call).
        let end = at + args.len();
        if end > self.stack.len() {
            self.reserve(end)?;
        }
        // why a copy rather than writing the values one by one from the vector's
        // iterator: this path runs for every `f(*args, **kwargs)`, and the iterator's
        // per-value checks and its drop cost about a quarter of it (cachegrind).
        let mut args = args;
        // SAFETY: `stack[at..end]` is within the buffer (reserved above) and holds no
        // values (`truncate` cut the stack to `at`); the vector's `len` values move there
        // and the vector forgets them (`set_len(0)`) before it frees its buffer.
        unsafe {
            copy_values(
                args.as_ptr(),
                self.stack.as_mut_ptr().add(at).cast::<I::Value>(),
                args.len(),
            );
            args.set_len(0);
        }
        // why kept: a wrapper's `f(*args, **kwargs)` enters a frame this way on every
        // call, and its argument vector's allocation and release were about a tenth of
        // the call (cachegrind on vm-std); the next such call reuses this one.
        if args.capacity() > self.spare_args.capacity() && args.capacity() <= SPARE_ARGS_MAX {
            let old = std::mem::replace(&mut self.spare_args, args);
            // why: the spare is usually the empty vector `arg_buffer` left (no block);
            // forgetting it skips a call of its drop glue (a fifth of this function).
            if old.capacity() == 0 {
                std::mem::forget(old);
            } else {
                drop(old);
            }
        }
        self.sp = end;
        // SAFETY: the caller's promise; `at` is at most the stack pointer.
        unsafe { self.push_frame(code, at, at, 0) }
    }

    /// Enters `callee` in a new frame whose first locals are `args`, above the operands of
    /// the running frame (the op at unit `ip` left its inputs there), for
    /// [`crate::Rerun::Call`]: the frame's return value goes to the `resumed` slot and
    /// the running frame resumes at `ip`, running that op again. The dispatch loop calls
    /// this with `sp` written back and goes on with the new frame: its code, and the
    /// stack indexes of its locals and of its stack pointer (the buffer never moves, so
    /// the loop's base and end stay as they are).
    ///
    /// why out of line: entering the frame inline in each `Rerun` member's arm (as the
    /// calling ops do) made `x = a - b` 505 instructions instead of 579, but moved the
    /// loop's register allocation: fib +4.8%, nbody +4.9%, sieve +3.8% (cachegrind). Again
    /// with LLVM's region budget raised (`.cargo/config.toml`): particles -3.6%, raytrace
    /// -3.2%, but constraints +1.0%, spectral_norm +0.8%.
    ///
    /// Again with the arguments pushed by the loop and the frame entered out of line:
    /// `x = a - b` 623 instructions instead of 649, but fib +2.8%, nbody +3.5%, sieve
    /// +2.6%.
    ///
    /// Again as one inline entry that all the `Rerun` arms share (each arm breaking out
    /// of the frame's block with the callee, its arguments, the stack pointer and the
    /// unit): `x = a - b` 588 instructions instead of 630, particles -1.9%, raytrace
    /// -1.6%, but nbody +2.9% (the locals' base spilled), sieve +1.4%, fib +0.9%. With
    /// the callee and arguments left on the thread for that entry instead: 617, and every
    /// example +0.5% to +5.9%. Raising LLVM's eviction interference cutoff or enabling
    /// its local reassignment changed none of the examples by more than 0.12%.
    ///
    /// # Safety
    /// As for [`Thread::enter_with_args`].
    #[doc(hidden)]
    #[inline(never)]
    pub unsafe fn enter_rerun(
        &mut self,
        callee: I::Callee,
        args: crate::CallArgs<I::Value>,
        ip: usize,
    ) -> Result<FrameStart<I>, ErrorKind<I::Error>> {
        let at = self.sp;
        // One capacity check for the three slots; `enter_callee` checks the frame's.
        if at + 3 > self.stack.len() {
            // (The error is raised at the op.)
            if let Some(caller) = self.frames.last_mut() {
                caller.ip = ip;
                caller.resume = ip;
            }
            self.reserve(at + 3)?;
        }
        // why unrolled: pushing them one by one from an iterator over the array cost 85
        // of this function's 191 instructions (the iterator's drop glue alone 28;
        // cachegrind on vm-std's `x = a - b`).
        // why through a pointer: indexing the buffer checked its bounds at each write, 6
        // of the 632 instructions of `x = a - b` (cachegrind).
        let [a, b, c] = args.0;
        let base = self.stack.as_mut_ptr();
        // SAFETY: `at + 3 <= len` (made sure above): the three slots from `at` are in the
        // buffer, above the values (the caller's promise), so free; each write moves
        // `sp` past it.
        unsafe {
            let mut sp = base.add(at);
            if let Some(a) = a {
                (*sp).write(a);
                sp = sp.add(1);
            }
            if let Some(b) = b {
                (*sp).write(b);
                sp = sp.add(1);
            }
            if let Some(c) = c {
                (*sp).write(c);
                sp = sp.add(1);
            }
            self.sp = sp.offset_from(base) as usize;
        }
        // SAFETY: the caller's promise; the arguments are the slots from `at` to the
        // stack pointer.
        unsafe { self.enter_rerun_pushed(callee, at, ip) }
    }

    /// [`Thread::enter_rerun`] once its arguments are on the stack (the slots from `at`
    /// to the stack pointer): the frame entered as the loop enters a call op's
    /// ([`Thread::enter_callee`]) when it can be.
    ///
    /// why: [`Thread::push_frame`]'s general checks and stores made `enter_rerun` 112
    /// instructions per call, 95 this way (cachegrind on vm-std's `x = a - b` running a
    /// Python `__sub__`: 649 -> 632 per operation).
    ///
    /// # Safety
    /// As for [`Thread::enter_with_args`]; `at` is at most the stack pointer.
    #[inline(always)]
    unsafe fn enter_rerun_pushed(
        &mut self,
        callee: I::Callee,
        at: usize,
        ip: usize,
    ) -> Result<FrameStart<I>, ErrorKind<I::Error>> {
        let base = self.stack.as_mut_ptr();
        // SAFETY: `at`, the stack pointer and the buffer's length are within (or one
        // past) the buffer (the caller's promise).
        let (limit, at_slot, sp) =
            unsafe { (base.add(self.stack.len()), base.add(at), base.add(self.sp)) };
        // SAFETY: the buffer's base and end; the arguments are the slots from `at` to the
        // stack pointer, right above the running frame's operands (a frame runs: the op
        // that called this is in it, the innermost).
        let entered = unsafe {
            self.enter_callee(
                FrameCode::Callee(callee),
                base,
                limit,
                at_slot,
                at_slot,
                sp,
                ip,
                ip,
                DELIVER_FRAME,
            )
        };
        match entered {
            Ok(frame) => {
                // SAFETY: a slot of the buffer.
                self.sp = unsafe { frame.sp.offset_from(base) } as usize;
                Ok((frame.code, at, self.sp))
            }
            // SAFETY: the stack pointer is current; `at` is below it.
            Err(code) => unsafe { self.enter_pushed(code, at) },
        }
    }

    /// [`Thread::enter_rerun`]'s frame entry once its arguments are on the stack from
    /// slot `at` up, with the checks and errors of [`Thread::push_frame`].
    ///
    /// # Safety
    /// As for [`Thread::enter_with_args`]; `at` is at most the stack pointer.
    #[cold]
    #[inline(never)]
    unsafe fn enter_pushed(
        &mut self,
        code: FrameCode<I>,
        at: usize,
    ) -> Result<FrameStart<I>, ErrorKind<I::Error>> {
        // SAFETY: the caller's promise.
        unsafe { self.push_frame(code, at, at, DELIVER_FRAME)? };
        let frame = self.frames.last().ok_or(ErrorKind::NoFrame)?;
        Ok((frame.code, frame.locals, self.sp))
    }

    /// The error value for a failure at unit `ip` of the innermost frame, with a traceback
    /// of the frames above `floor`.
    // why cold: it marks every error exit of the dispatch loop as unlikely, so the hot
    // paths of the ops are laid out without them.
    #[cold]
    #[inline(never)]
    pub fn error(&mut self, kind: ErrorKind<I::Error>, ip: usize, floor: usize) -> VmError<I> {
        if let Some(top) = self.frames.last_mut() {
            top.ip = ip;
        }
        let traceback = self.frames[floor.min(self.frames.len())..]
            .iter()
            .map(|f| TraceEntry {
                code: f.code_arc().clone(),
                offset: f.ip,
            })
            .collect();
        VmError { kind, traceback }
    }
}

/// The largest argument buffer a thread keeps for the next [`crate::Invoke::Args`] call
/// (a call that spread a long list keeps no large block alive).
const SPARE_ARGS_MAX: usize = 64;

/// Copies `n` values from `src` to `dst` (not overlapping): a generator's frame moving
/// between its object and the stack, a few values each time.
///
/// why: `copy_nonoverlapping` of a run-time count is a call to `memcpy` (which was 2.9%
/// of a three-stage generator pipeline's instructions under cachegrind, these copies
/// among its callers). A `match` over constant counts did not help: LLVM merged its arms
/// back into one `memcpy` call with the size from a table. One value at a time, up to a
/// few, stays a few moves.
///
/// # Safety
/// As `std::ptr::copy_nonoverlapping(src, dst, n)`.
#[inline(always)]
unsafe fn copy_values<T>(src: *const T, dst: *mut T, n: usize) {
    const FEW: usize = 6;
    if n > FEW {
        // SAFETY: the caller's promise.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, n) };
        return;
    }
    for k in 0..FEW {
        if k == n {
            break;
        }
        // SAFETY: `k < n`: the caller's promise covers slot `k` of both.
        unsafe { dst.add(k).write(src.add(k).read()) };
    }
}

/// Generators: suspending and resuming frames (see [`crate::generator`]).
impl<I: InstructionSet> Thread<I> {
    /// Runs the generator frame `frame` (taken from the object `handle`) with `value` sent
    /// in, until it yields or returns: for native code that iterates a generator (the
    /// dispatch loop resumes generators itself, with a [`crate::Resume`] op).
    pub fn resume(
        &mut self,
        ctx: &mut I::Context,
        frame: Suspended<I>,
        handle: I::Generator,
        value: I::Value,
    ) -> Result<Resumed<I::Value>, VmError<I>> {
        self.recover();
        self.run_generator(ctx, frame, handle, Ok(value))
    }

    /// Runs the generator frame `frame` by raising `error` where it is suspended
    /// (`generator.throw`): its handlers may catch it; otherwise the error comes back, and
    /// the frame has ended.
    pub fn throw(
        &mut self,
        ctx: &mut I::Context,
        frame: Suspended<I>,
        handle: I::Generator,
        error: Raise<I>,
    ) -> Result<Resumed<I::Value>, VmError<I>> {
        self.recover();
        self.run_generator(ctx, frame, handle, Err(error))
    }

    /// Runs a generator's frame until it yields or returns (see [`Thread::resume`]); also
    /// for nested runs (no `recover`).
    pub(crate) fn run_generator(
        &mut self,
        ctx: &mut I::Context,
        frame: Suspended<I>,
        handle: I::Generator,
        sent: Result<I::Value, Raise<I>>,
    ) -> Result<Resumed<I::Value>, VmError<I>> {
        self.frame_room = self.frames.capacity().min(self.config.recursion_limit);
        let entry = match self.native_entry() {
            Ok(entry) => entry,
            Err(kind) => {
                // The frame goes back to its generator, which can be resumed later.
                handle.suspend(frame);
                return Err(VmError {
                    kind,
                    traceback: Traceback::new(),
                });
            }
        };
        let (depth, base) = (self.frames.len(), self.sp);
        self.yielded = false;
        let outer_entry = std::mem::replace(&mut self.native_entry, entry);
        // SAFETY: `recover` (for a resume from native code) or the running loop (for a
        // nested run, which writes its pointer back before an op runs) left the stack
        // pointer current; each step below keeps it so.
        let result = unsafe {
            // (Inlined: a native resume, `next(g)` or `g.send(v)`, is a round trip too.)
            match self.enter_generator_inline(frame, handle, sent, Resumer::Native) {
                Ok(()) => I::execute(self, ctx, depth),
                Err(raise) => match self.unwind(ctx, raise, depth) {
                    Ok(()) => I::execute(self, ctx, depth),
                    Err(e) => Err(e),
                },
            }
        };
        self.native_entry = outer_entry;
        match result {
            Ok(v) if std::mem::take(&mut self.yielded) => Ok(Resumed::Yielded(v)),
            Ok(v) => Ok(Resumed::Returned(v)),
            Err(e) => {
                self.frames.truncate(depth);
                self.drop_exit_checks(depth);
                self.truncate(base.min(self.sp));
                Err(e)
            }
        }
    }

    /// As [`Thread::run_generator`] with a sink for the frame's yields (see
    /// [`crate::YieldSink`]); the sink of an outer run is set aside meanwhile.
    pub(crate) fn run_generator_collecting(
        &mut self,
        ctx: &mut I::Context,
        frame: Suspended<I>,
        handle: I::Generator,
        value: I::Value,
        sink: &mut crate::generator::YieldSink<I::Value>,
    ) -> Result<Resumed<I::Value>, VmError<I>> {
        let taken = crate::generator::YieldSink {
            items: std::mem::take(&mut sink.items),
            takes: sink.takes,
            limit: sink.limit,
        };
        let outer = self.sink.replace((self.frames.len(), taken));
        let result = self.run_generator(ctx, frame, handle, Ok(value));
        if let Some((_, mine)) = std::mem::replace(&mut self.sink, outer) {
            sink.items = mine.items;
        }
        self.sunk = false;
        result
    }

    /// See [`crate::Interp::offer_to_sink`].
    pub(crate) fn offer_to_sink(&mut self, value: I::Value) -> Result<(), I::Value> {
        match &mut self.sink {
            Some((floor, sink))
                if self.frames.len() == *floor + 1
                    && sink.items.len() < sink.limit
                    && (sink.takes)(&value) =>
            {
                sink.items.push(value);
                self.sunk = true;
                Ok(())
            }
            _ => Err(value),
        }
    }

    /// Removes the innermost frame, handing back what owns its code, the code, its
    /// locals index and its `ret_base` with its marks (nothing is dropped).
    fn take_top_frame(&mut self) -> Option<TakenFrame<I>> {
        let last = self.frames.len().checked_sub(1)?;
        let f = &self.frames[last];
        let (code, locals, ret_base) = (f.code, f.locals, f.ret_base);
        // SAFETY: the owner is read out exactly once and `set_len` removes the frame right
        // after, so it is neither read nor dropped again (its other fields are plain).
        let owner = unsafe { std::ptr::read(&f.owner) };
        // SAFETY: `last < len`; the frame's owner moved out above.
        unsafe { self.frames.set_len(last) };
        Some((owner, code, locals, ret_base))
    }

    /// Moves the values `stack[from..sp]` to the end of `into` and lowers `sp` to `from`.
    /// Outside the loop only (the thread's `sp` is current).
    fn move_out(&mut self, from: usize, into: &mut Vec<I::Value>) {
        let from = from.min(self.sp);
        let n = self.sp - from;
        into.reserve(n);
        // SAFETY: outside the loop `stack[..sp]` hold values; `from..sp` are copied into
        // the spare capacity reserved above, then `sp` is lowered so the stack no longer
        // owns them: each value moves exactly once.
        unsafe {
            let src = self.stack.as_ptr().add(from) as *const I::Value;
            let dst = into.as_mut_ptr().add(into.len());
            copy_values(src, dst, n);
            into.set_len(into.len() + n);
        }
        self.sp = from;
    }

    /// Suspends the innermost frame where it stands, for an op that turns it into a
    /// generator (CPython's `RETURN_GENERATOR`, an op with a `#[frame]` parameter): its
    /// locals and operands move into the returned frame, which resumes at `resume`; `at`
    /// is the op's own offset. The frame is popped and the stack cut to its `ret_base`,
    /// as by a return. The dispatch loop calls this with `sp` written back.
    ///
    /// # Safety
    /// The thread's stack pointer is current: the slots below it hold values and none
    /// above does (as between runs, or in the loop once it wrote its pointer back; not
    /// after a panic unwound out of a run, which leaves the thread marked running).
    #[doc(hidden)]
    pub unsafe fn suspend_top(
        &mut self,
        resume: usize,
        at: usize,
    ) -> Result<Suspended<I>, Raise<I>> {
        // A checked frame's check, or (for a frame that is not a resumed generator's) the
        // op that runs again, waits for a return value: the frame cannot become a
        // generator.
        if self.frames.last().is_some_and(|f| {
            f.ret_base & CHECKED_FRAME != 0
                || (f.ret_base & DELIVER_FRAME != 0 && !matches!(f.owner, FrameCode::Generator(_)))
        }) {
            return Err(Raise::kind(ErrorKind::InitSuspended));
        }
        let Some((owner, code, locals, ret_base)) = self.take_top_frame() else {
            return Err(Raise::kind(ErrorKind::NoFrame));
        };
        let mut frame = match owner {
            // A resumed generator's frame suspending this way again (only hand-written
            // code does that): it leaves that generator, which has ended.
            FrameCode::Generator(g) => {
                let mut g = g.into_box();
                if let Some(handle) = g.handle.take() {
                    handle.finish();
                }
                g
            }
            owner => {
                // SAFETY: `code` points into what `owner` owns (as for every frame).
                let c = unsafe { code.as_ref() };
                // why room for the deepest suspension now: `move_out` reserving from
                // empty grew the vector through the allocator's reallocation path, a
                // tenth of a generator's creation (cachegrind, `yield from` of a fresh
                // generator); the buffer is kept for every later suspension.
                let room = c.nlocals() as usize + c.max_stack() as usize;
                Box::new(GenFrame {
                    owner,
                    code,
                    resume,
                    discard_sent: false,
                    at,
                    values: Vec::with_capacity(room),
                    handle: None,
                    yield_to: 0,
                    yield_local: NO_LOCAL,
                })
            }
        };
        frame.resume = resume;
        frame.discard_sent = false;
        frame.at = at;
        self.move_out(locals, &mut frame.values);
        self.truncate((ret_base & !FRAME_MARKS).min(self.sp));
        Ok(Suspended(frame))
    }

    /// Suspends the innermost frame, a resumed generator's, at a `yield` op at `at`: its
    /// values move back into the generator's frame, which resumes at `resume` and goes
    /// back to its object ([`GeneratorHandle::suspend`]); the frame is popped and the
    /// stack cut to its `ret_base`. Returns where the resumer continues and what becomes
    /// of `value` (see [`YieldTo`]). With `discard` (a [`crate::YieldDiscard`] op) the
    /// frame resumes with nothing pushed. The dispatch loop calls this with `sp` written
    /// back.
    ///
    /// # Safety
    /// The thread's stack pointer is current: the slots below it hold values and none
    /// above does (as between runs, or in the loop once it wrote its pointer back; not
    /// after a panic unwound out of a run, which leaves the thread marked running).
    #[doc(hidden)]
    // why inlined (into the loop's one `Yield` arm): its call's prologue, argument spills
    // and epilogue were ~40 of the ~700 instructions of a generator's round trip
    // (cachegrind: `for x in gen` 726 -> 687, `sum(genexpr)` 870 -> 828; pipeline -1.1%,
    // other examples within 0.07%). `enter_generator`, inlined too, cost other examples up
    // to 0.6%.
    #[inline(always)]
    pub unsafe fn yield_top(
        &mut self,
        resume: usize,
        at: usize,
        floor: usize,
        value: I::Value,
        discard: bool,
    ) -> Result<YieldTo<I::Value>, Raise<I>> {
        if self.sunk {
            // The yield op gave its value to the native resumer's sink: the frame goes on
            // (it stays the innermost), with `value` as the `yield`'s result.
            self.sunk = false;
            if discard {
                drop(value);
                return Ok(YieldTo::Continue(resume));
            }
            return Ok(YieldTo::Push(resume, value));
        }
        if !matches!(
            self.frames.last(),
            Some(Frame {
                owner: FrameCode::Generator(_),
                ..
            })
        ) {
            return Err(Raise::kind(ErrorKind::NotAGenerator));
        }
        let Some((FrameCode::Generator(frame), _, locals, ret_base)) = self.take_top_frame() else {
            return Err(Raise::kind(ErrorKind::NoFrame));
        };
        let mut frame = frame.into_box();
        self.move_out(locals, &mut frame.values);
        // A generator's frame returns to its locals (`enter_generator`): nothing is left
        // above its base once its values moved out, unless hand-written code entered one
        // some other way.
        let base = ret_base & !FRAME_MARKS;
        if base < self.sp {
            self.truncate(base);
        }
        frame.resume = resume;
        frame.discard_sent = discard;
        frame.at = at;
        let (yield_to, yield_local) = (frame.yield_to, frame.yield_local);
        match frame.handle.take() {
            Some(handle) => handle.suspend(Suspended(frame)),
            None => drop(frame),
        }
        if self.frames.len() <= floor {
            self.yielded = true;
            return Ok(YieldTo::Native(value));
        }
        if ret_base & DELIVER_FRAME != 0 {
            if yield_local != NO_LOCAL
                && let Some(resumer) = self.frames.last()
            {
                let slot = resumer.locals + yield_local as usize;
                if slot < self.sp {
                    // SAFETY: `slot` is below the stack pointer, so it holds a value (the
                    // resumer's local, which the verifier checked is within its locals);
                    // the old value is dropped once and the new one takes its place.
                    unsafe {
                        let p = self.stack.as_mut_ptr().add(slot) as *mut I::Value;
                        std::ptr::drop_in_place(p);
                        p.write(value);
                    }
                    return Ok(YieldTo::Continue(yield_to));
                }
            }
            self.resumed = Some(Resumed::Yielded(value));
            return Ok(YieldTo::Continue(yield_to));
        }
        if ret_base & CHECKED_FRAME != 0 {
            self.drop_call_inputs();
        }
        Ok(YieldTo::Push(yield_to, value))
    }

    /// For [`crate::Interp::resume_in_call`] without a default: the return of the
    /// generator frame just entered converts its value with `convert` (kept for all such
    /// frames, see `gen_call_convert`).
    pub(crate) fn set_call_conversion(&mut self, convert: crate::flow::Conversion<I>) {
        self.gen_call_convert = Some(convert);
    }

    /// For [`crate::Interp::resume_in_call`] with a default: the return of the generator
    /// frame just entered with [`Resumer::Call`] (the innermost) leaves `default` as the
    /// call's value, which goes to the call's first input slot at once (the returned
    /// value is dropped then). The op that made the call does not borrow that slot.
    pub(crate) fn check_resumed_call(&mut self, default: I::Value) {
        let Some(depth) = self.frames.len().checked_sub(1) else {
            return;
        };
        let first = (self.frames[depth].ret_base & !FRAME_MARKS).saturating_sub(1);
        if first < self.frames[depth].locals {
            // SAFETY: `first` is below the frame's locals, so below the stack pointer: it
            // holds a value (the call's first input, which no reference borrows: the op's
            // caller's promise), dropped once as the new one takes its place.
            unsafe { *(self.stack.as_mut_ptr().add(first) as *mut I::Value) = default };
        }
        self.exit_checks
            .push((depth, ExitCheck::Init(keep_value::<I>)));
    }

    /// At a yield of a generator frame a call entered ([`Resumer::Call`], the frame just
    /// popped and the stack cut to its base, right above the call's first input): its
    /// check goes, if it has one (a call with a default), and so does that input, whose
    /// slot the yielded value takes.
    #[inline(never)]
    fn drop_call_inputs(&mut self) {
        if self
            .exit_checks
            .last()
            .is_some_and(|&(depth, _)| depth == self.frames.len())
        {
            self.exit_checks.pop();
        }
        // why one value dropped in place rather than `truncate` or a loop dropping one: the
        // slice drop's loop and its setup were a third of this function, and such a
        // loop cost pipeline 0.42% more instructions (cachegrind, `next(g)`).
        let Some(top) = self.sp.checked_sub(1) else {
            return;
        };
        self.sp = top;
        // SAFETY: outside the loop `stack[..sp]` hold values; `top` was the last of them,
        // and lowering `sp` first leaves the stack no longer owning it: dropped once.
        unsafe { (self.stack.as_mut_ptr().add(top) as *mut I::Value).drop_in_place() };
    }

    /// For [`crate::Interp::resume_in_call`]: releases the top `n` values (a call's
    /// arguments, which the op took out) without dropping them, returning the stack
    /// length before. The slots above the lowered stack pointer hold no values as far as
    /// the thread knows: whatever was left there leaks, and is never dropped twice.
    pub(crate) fn forget_top(&mut self, n: usize) -> usize {
        let top = self.sp;
        self.sp = top.saturating_sub(n);
        top
    }

    /// Undoes [`Thread::forget_top`] for a frame that could not be entered: the slots from
    /// the stack pointer up to `top` get default values again, so that the calling op's
    /// operands (which the loop still counts) hold values when it raises.
    #[cold]
    #[inline(never)]
    pub(crate) fn refill_to(&mut self, top: usize) {
        while self.sp < top {
            self.stack[self.sp].write(I::Value::default());
            self.sp += 1;
        }
    }

    /// For the loop's arm of [`crate::Resume::Entered`]: the generator frame the op at
    /// `ip` entered (the innermost) continues its resumer at `next` after a yield, and
    /// at `done` after a return (see [`Resumer::Entered`]).
    #[doc(hidden)]
    #[inline(always)]
    pub fn place_resumer(&mut self, ip: usize, next: usize, done: usize) {
        let n = self.frames.len();
        if n < 2 {
            return;
        }
        let c = &mut self.frames[n - 2];
        c.ip = ip;
        c.resume = done;
        if let FrameCode::Generator(g) = &mut self.frames[n - 1].owner {
            g.set_yield_to(next);
        }
    }

    /// Whether an op entered a generator's frame since the last call (see `entered`).
    #[doc(hidden)]
    #[inline(always)]
    pub fn take_entered(&mut self) -> bool {
        std::mem::replace(&mut self.entered, false)
    }

    /// Records that an op entered a generator's frame (see `entered`).
    pub(crate) fn set_entered(&mut self) {
        self.entered = true;
    }

    /// Hands the value a generator frame marked [`DELIVER_FRAME`] returned to the op that
    /// ran it, which runs again: the loop's return path, with the frame popped.
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn deliver_return(&mut self, value: I::Value) {
        self.resumed = Some(Resumed::Returned(value));
    }

    /// An empty vector for the arguments of an [`crate::Invoke::Args`] call: the buffer
    /// of the last such call when there is one (see `spare_args`).
    pub(crate) fn arg_buffer(&mut self) -> Vec<I::Value> {
        std::mem::take(&mut self.spare_args)
    }

    /// What the generator frame a [`crate::Step`] op ran yielded or returned (`None` when
    /// the op runs for the first time).
    pub(crate) fn take_resumed(&mut self) -> Option<Resumed<I::Value>> {
        self.resumed.take()
    }

    /// See [`crate::Interp::yield_as_return`]: the innermost frame, a generator's that a
    /// [`crate::Resume`] op resumed, continues that op's frame at its `resume` (where a
    /// return continues it) after its next yield.
    pub(crate) fn yield_as_return(&mut self) {
        let n = self.frames.len();
        if n < 2 {
            return;
        }
        let done = self.frames[n - 2].resume;
        if let Frame {
            owner: FrameCode::Generator(g),
            ret_base,
            ..
        } = &mut self.frames[n - 1]
            && *ret_base & DELIVER_FRAME == 0
        {
            g.set_yield_to(done);
        }
    }

    /// The object of the innermost frame when that frame is a resumed generator's.
    pub(crate) fn running_generator(&self) -> Option<&I::Generator> {
        match self.frames.last() {
            Some(Frame {
                owner: FrameCode::Generator(g),
                ..
            }) => g.handle.as_ref(),
            _ => None,
        }
    }

    /// Pushes the generator frame `frame` of the object `handle` on top of the stack and
    /// pushes `sent` on its operands, or, for an error, records the frame's suspension
    /// point as its `ip` and hands the error back for the loop to raise there. `resumer`
    /// says how the running frame continues when the generator's yields or returns (see
    /// [`Resumer`]; a [`DELIVER_FRAME`] for the `Step` ones). On the recursion limit the
    /// frame goes back to `handle` unchanged and the error is the caller's. The dispatch
    /// loop calls this with `sp` written back and reloads the innermost frame after it.
    ///
    /// # Safety
    /// The thread's stack pointer is current: the slots below it hold values and none
    /// above does (as between runs, or in the loop once it wrote its pointer back; not
    /// after a panic unwound out of a run, which leaves the thread marked running).
    #[doc(hidden)]
    #[inline(never)]
    pub unsafe fn enter_generator(
        &mut self,
        frame: Suspended<I>,
        handle: I::Generator,
        sent: Result<I::Value, Raise<I>>,
        resumer: Resumer,
    ) -> Result<(), Raise<I>> {
        // SAFETY: the caller's promise.
        unsafe { self.enter_generator_inline(frame, handle, sent, resumer) }
    }

    /// [`Thread::enter_generator`], inlined: for an op that enters the frame itself
    /// ([`crate::Interp::enter_generator`]), out of the loop's line, where the resumer is
    /// known and the call's prologue, the resumer's decoding and the result's store
    /// were a fifth of the entry (cachegrind, `for x in gen`).
    ///
    /// # Safety
    /// As [`Thread::enter_generator`].
    #[inline(always)]
    pub(crate) unsafe fn enter_generator_inline(
        &mut self,
        frame: Suspended<I>,
        handle: I::Generator,
        sent: Result<I::Value, Raise<I>>,
        resumer: Resumer,
    ) -> Result<(), Raise<I>> {
        // The resumer's offsets (it runs the op again after a `Rerun`), where its frame
        // continues after a yield, the local a yield stores in, and the frame's marks.
        let (at, done, next, local, marks) = match resumer {
            Resumer::Native => (None, 0, 0, NO_LOCAL, 0),
            Resumer::Push { ip, next, done } => (Some(ip), done, next, NO_LOCAL, 0),
            Resumer::Entered => (None, 0, 0, NO_LOCAL, 0),
            Resumer::Call { .. } => (None, 0, 0, NO_LOCAL, CHECKED_FRAME),
            Resumer::Rerun { ip } => (Some(ip), ip, ip, NO_LOCAL, DELIVER_FRAME),
            Resumer::Local { ip, next, local } => (Some(ip), ip, next, local, DELIVER_FRAME),
        };
        if let (Some(ip), Some(c)) = (at, self.frames.last_mut()) {
            c.ip = ip;
            c.resume = done;
        }
        let depth = self.frames.len();
        // why one test of `frame_room` (the smaller of the frame vector's capacity and the
        // recursion limit) for both: a generator's round trip paid a compare for each,
        // as `enter_callee`'s inline push does not.
        if depth >= self.frame_room {
            if depth >= self.config.recursion_limit {
                // The error is the frame's own, raised as it is entered: the generator is
                // done, and its frame is dropped without running its handlers (CPython's
                // generator is then exhausted, its `finally` never run).
                handle.finish();
                drop(frame);
                return Err(Raise::kind(ErrorKind::RecursionLimit {
                    limit: self.config.recursion_limit,
                }));
            }
            self.frames.reserve(1);
            self.frame_room = self.frames.capacity().min(self.config.recursion_limit);
        }
        let mut g = frame.0;
        // SAFETY: `g.code` points into what `g.owner` owns, alive as long as `g`.
        let code = unsafe { g.code.as_ref() };
        let locals = self.sp;
        // A frame returns to its locals, but for a call's, which returns to right above
        // its first input (see `Resumer::Call`).
        let ret_base = match resumer {
            Resumer::Call { inputs } => (locals + 1).saturating_sub(inputs.max(1) as usize),
            _ => locals,
        };
        let n = g.values.len();
        // Room for the locals and the deepest operand stack the verifier found, as for
        // any frame: the loop pushes without checking. (A suspended frame holds its
        // locals and at most `max_stack - 1` operands: the sent value makes the depth the
        // verifier saw at its resume point.) The sent value's slot is in it too.
        let end = locals + code.nlocals() as usize + code.max_stack() as usize;
        let end = end.max(locals + n + 1);
        if end > self.stack.len()
            && let Err(kind) = self.reserve(end)
        {
            handle.suspend(Suspended(g));
            return Err(Raise::kind(kind));
        }
        // why not `move_in` and `push_value`: both checked the room again that `end`
        // has just made sure of (a round trip through a generator is dominated by such
        // bookkeeping: cachegrind, `for x in gen`).
        // SAFETY: `locals..locals + n + 1` lie within the buffer (`end` above) and hold
        // no values (`locals` is the stack pointer); the values are copied there and `g`
        // forgets them (`set_len(0)`), so each moves exactly once.
        unsafe {
            let dst = self.stack.as_mut_ptr().add(locals) as *mut I::Value;
            copy_values(g.values.as_ptr(), dst, n);
            g.values.set_len(0);
        }
        self.sp = locals + n;
        // A suspended frame holds no handle (a yield took it out): storing without a drop
        // of the old one saves the test for it.
        debug_assert!(g.handle.is_none());
        std::mem::forget(g.handle.replace(handle));
        g.yield_to = next;
        g.yield_local = local;
        let (ptr, resume, at, discard) = (g.code, g.resume, g.at, g.discard_sent);
        // SAFETY: `depth < frame_room <= capacity` (reserved above), so the slot is within the
        // vector's allocation and holds no frame; `ptr` is the code the boxed frame's
        // owner owns, and the box moves into the new frame's owner.
        unsafe {
            let slot = self.frames.as_mut_ptr().add(depth);
            Frame::init(
                slot,
                ptr,
                FrameCode::Generator(GenOwner::new(g)),
                locals,
                ret_base | marks,
            );
            (*slot).ip = at;
            (*slot).resume = resume;
            self.frames.set_len(depth + 1);
        }
        match sent {
            // It suspended at a `YieldDiscard`: nothing takes the value.
            Ok(value) if discard => {
                drop(value);
                Ok(())
            }
            Ok(value) => {
                // SAFETY: the slot at the stack pointer is within `end` (room for the
                // values and one more) and holds no value.
                unsafe {
                    (self.stack.as_mut_ptr().add(self.sp) as *mut I::Value).write(value);
                }
                self.sp += 1;
                Ok(())
            }
            Err(raise) => Err(raise),
        }
    }
}

impl<I: InstructionSet> Drop for Thread<I> {
    fn drop(&mut self) {
        self.recover();
        self.truncate(0);
    }
}

#[cfg(feature = "stats")]
impl<I: InstructionSet> Thread<I> {
    /// The report of this thread's stats, with opcode names (text or JSON).
    pub fn stats_report(&self) -> crate::stats_report::StatsReport {
        crate::stats_report::report::<I>(&self.stats)
    }
}

//! Suspendable frames: generators and coroutines without Rust recursion.
//!
//! As in CPython, a generator is a frame that outlives its run: the frame of a generator
//! function suspends at once (an op with a `#[frame] frame: Suspended<Isa>` parameter,
//! CPython's `RETURN_GENERATOR`), handing its caller a value that owns the [`Suspended`]
//! frame. A resuming op (returning [`Resume`], CPython's `SEND` / `FOR_ITER_GEN`) gives the
//! frame back to the loop, which moves its locals and operands onto the thread's stack,
//! pushes the sent value and runs it on the same thread, in the same loop. A `yield` op
//! (returning [`Yield`]) moves the frame's values back into the [`Suspended`] and gives it
//! to the generator object through [`GeneratorHandle::suspend`]; the resumer continues at
//! its next instruction with the yielded value. A `return` in the generator's frame
//! continues the resumer at the resuming op's jump target instead ("finished, with this
//! value", CPython's `StopIteration.value`), and an error unwinds into the resumer. Either
//! way the object learns that the frame ended ([`GeneratorHandle::finish`]).
//!
//! Nothing of this touches frames that never suspend: a frame that runs a generator
//! differs only in what owns its code (`FrameCode::Generator`), a variant of the enum
//! every frame already has.
//!
//! The values move, they are not cloned: suspending and resuming copy the frame's slots
//! (a few locals and operands) and allocate nothing after the generator's first
//! suspension, whose buffer is kept for every later one.

use std::ptr::NonNull;

use crate::code::Code;
use crate::exception::Raise;
use crate::isa::InstructionSet;
use crate::thread::FrameCode;

/// The object a running generator frame belongs to (`generator = Type` in the module
/// attribute): a resuming op hands the loop the [`Suspended`] frame together with this
/// handle, and the loop gives the frame back through it when the frame yields.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the generator handle of an instruction set: it does not implement `vm_core::GeneratorHandle`",
    label = "the `generator = ...` type must implement `vm_core::GeneratorHandle<Isa>`",
    note = "implement `suspend` (keep the frame until the next resume) and `finish` (the frame returned or raised) for the type your generator values hold, e.g. `Rc<GeneratorObject>`"
)]
pub trait GeneratorHandle<I: InstructionSet>: 'static {
    /// The frame suspended at a `yield`: keep it for the next resume.
    fn suspend(&self, frame: Suspended<I>);

    /// The frame ended (it returned, or an error unwound through it): it will not come
    /// back. Also called when a thread drops a running generator frame.
    fn finish(&self);
}

/// The handle of an instruction set without generators: never used (the macro refuses
/// `Yield` and `Resume` ops without a `generator = ...` type).
impl<I: InstructionSet> GeneratorHandle<I> for () {
    fn suspend(&self, frame: Suspended<I>) {
        drop(frame);
    }

    fn finish(&self) {}
}

/// The state of a generator's frame while it is suspended; also, boxed, the owner of its
/// code while it runs (so that resuming and suspending allocate nothing). Opaque: only
/// the loop and [`Suspended`] look inside.
pub struct GenFrame<I: InstructionSet> {
    /// What keeps the code alive (never a `FrameCode::Generator`).
    pub(crate) owner: FrameCode<I>,
    /// The code `owner` owns, resolved once.
    pub(crate) code: NonNull<Code<I>>,
    /// Where execution resumes (with the sent value pushed, unless `discard_sent`).
    pub(crate) resume: usize,
    /// It suspended at a [`YieldDiscard`]: a resume drops the value sent in rather than
    /// pushing it.
    pub(crate) discard_sent: bool,
    /// The instruction it suspended at: an error thrown in is raised there.
    pub(crate) at: usize,
    /// Suspended: its locals, then its operands, deepest first. Running: empty, its
    /// capacity kept for the next suspension.
    pub(crate) values: Vec<I::Value>,
    /// Running: the object to give the frame back to on `yield`, and to tell when the
    /// frame ends. Suspended: `None`.
    pub(crate) handle: Option<I::Generator>,
    /// Running: where the resumer continues after a `yield` (its instruction after the
    /// resuming op; a `return` continues at the resumer's `resume`, the op's target).
    pub(crate) yield_to: usize,
    /// Running: the local of the resumer's frame a yield stores in (for a
    /// [`Step::SendToLocal`]), or `thread::NO_LOCAL`.
    pub(crate) yield_local: u32,
}

impl<I: InstructionSet> Drop for GenFrame<I> {
    fn drop(&mut self) {
        if let Some(handle) = self.handle.take() {
            handle.finish();
        }
    }
}

/// What owns a running generator frame's code: its boxed [`GenFrame`], whose drop (the
/// frame ended: [`GeneratorHandle::finish`], its owner released) is kept out of line.
///
/// why: every return drops its frame's owner, and with the generator's drop glue inlined
/// into the dispatch loop's return path vm-std's `examples/fib.py` ran 3% more
/// instructions (cachegrind); behind an `#[inline(never)]` call the path stays as it was.
pub struct GenOwner<I: InstructionSet>(std::mem::ManuallyDrop<Box<GenFrame<I>>>);

impl<I: InstructionSet> GenOwner<I> {
    pub(crate) fn new(frame: Box<GenFrame<I>>) -> Self {
        GenOwner(std::mem::ManuallyDrop::new(frame))
    }

    /// Sets where the resumer continues after the frame's next yield.
    pub(crate) fn set_yield_to(&mut self, at: usize) {
        self.0.yield_to = at;
    }

    /// The boxed frame, without running its drop.
    pub(crate) fn into_box(self) -> Box<GenFrame<I>> {
        let mut this = std::mem::ManuallyDrop::new(self);
        // SAFETY: `this` is never dropped (it is a `ManuallyDrop`), so the box is taken
        // out exactly once.
        unsafe { std::mem::ManuallyDrop::take(&mut this.0) }
    }
}

impl<I: InstructionSet> std::ops::Deref for GenOwner<I> {
    type Target = GenFrame<I>;
    fn deref(&self) -> &GenFrame<I> {
        &self.0
    }
}

impl<I: InstructionSet> Drop for GenOwner<I> {
    #[cold]
    #[inline(never)]
    fn drop(&mut self) {
        // SAFETY: this is the one place the box is dropped; `into_box` forgets `self`.
        unsafe { std::mem::ManuallyDrop::drop(&mut self.0) }
    }
}

/// A generator's frame while it does not run: its code, where it resumes, and its locals
/// and operands. Dropping it drops them.
pub struct Suspended<I: InstructionSet>(pub(crate) Box<GenFrame<I>>);

// SAFETY: `code` is only a cached borrow of what `owner` owns (as in `Frame`), so sending
// or sharing a suspended frame is sound exactly when its owner and values are.
unsafe impl<I: InstructionSet> Send for Suspended<I>
where
    FrameCode<I>: Send,
    I::Value: Send,
    I::Generator: Send,
{
}

impl<I: InstructionSet> Suspended<I> {
    /// The code it runs.
    pub fn code(&self) -> &Code<I> {
        // SAFETY: `code` points into the `Arc` that `owner` owns, which lives as long as
        // the frame (see `Frame::code`).
        unsafe { self.0.code.as_ref() }
    }

    /// The shared code it runs (what a traceback keeps).
    pub fn code_arc(&self) -> &std::sync::Arc<Code<I>> {
        self.0.owner.code()
    }

    /// The unit offset of the instruction it suspended at (its creation, or a `yield`).
    pub fn offset(&self) -> usize {
        self.0.at
    }

    /// Its locals (the code's `nlocals` first) and operands: what a cycle collector
    /// traverses, or a debugger shows.
    pub fn values(&self) -> &[I::Value] {
        &self.0.values
    }
}

impl<I: InstructionSet> std::fmt::Debug for Suspended<I> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Suspended")
            .field("at", &self.0.at)
            .field("resume", &self.0.resume)
            .field("values", &self.0.values.len())
            .finish()
    }
}

/// What a `yield` op returns: the frame suspends and its resumer receives this value.
/// (After [`crate::Interp::offer_to_sink`] took the value, the frame goes on instead,
/// with this value pushed as the `yield`'s result.)
#[derive(Debug)]
pub struct Yield<V>(pub V);

/// What a `yield` op whose result nobody uses returns (a `yield` statement): as
/// [`Yield`], but the frame resumes with nothing pushed, the value sent in dropped (the
/// verifier sees no value at its resume point).
///
/// why: a `yield` statement as `Yield` and a pop of what is sent in paid, on every resume,
/// a push and a dispatch of the pop for a value it drops (vm-std's `YIELD_VALUE; POP_TOP`,
/// CPython's too), a twentieth of a round trip through a generator (cachegrind).
#[derive(Debug)]
pub struct YieldDiscard<V>(pub V);

/// Where a native resumer that wants every item of a generator (CPython's `list(gen)`,
/// `tuple(gen)`) lets the frame put what it yields, without suspending it
/// ([`crate::Interp::resume_collecting`]): each yield the sink takes costs a push instead
/// of a suspension, a return to Rust and a resumption. A yield op offers its value
/// ([`crate::Interp::offer_to_sink`]); a value the sink declines suspends the frame as
/// usual and reaches the resumer as [`Resumed::Yielded`], after the values taken before
/// it.
///
/// Only a resumer for which collecting ahead is invisible should use one: one that
/// takes all items and runs no code of the program between them (or whose `takes` lets
/// through only values for which it runs none).
pub struct YieldSink<V> {
    /// The values taken, in the order yielded.
    pub items: Vec<V>,
    /// Which values it takes.
    pub takes: fn(&V) -> bool,
    /// How many values it holds at most: it declines the next one (a consumer that
    /// folds the items as they come, `sum(gen)`, works in batches of this size).
    pub limit: usize,
}

impl<V> YieldSink<V> {
    /// An empty sink taking the values `takes` accepts, any number of them.
    pub fn new(takes: fn(&V) -> bool) -> Self {
        YieldSink {
            items: Vec::new(),
            takes,
            limit: usize::MAX,
        }
    }

    /// As [`YieldSink::new`], holding at most `limit` values.
    pub fn with_limit(takes: fn(&V) -> bool, limit: usize) -> Self {
        YieldSink {
            limit,
            ..YieldSink::new(takes)
        }
    }
}

/// What a resuming op returns (CPython's `SEND`, `FOR_ITER_GEN`): run a suspended frame,
/// or a result at once. The op's jump target is where its frame continues when the
/// generator returns; a yield continues at its next instruction. Either way one value is
/// pushed: the yielded or the returned one.
pub enum Resume<I: InstructionSet> {
    /// Push this value and continue at the next instruction, as after a yield (e.g. the
    /// next item of an iterator that is not a generator).
    Yielded(I::Value),
    /// Push this value and continue at the jump target, as after the generator returned
    /// (e.g. an exhausted generator, whose `StopIteration.value` is `None`).
    Returned(I::Value),
    /// Run `frame` (taken from the generator object `handle`) with `value` pushed as the
    /// result of the `yield` it suspended at.
    Send {
        /// The generator's frame.
        frame: Suspended<I>,
        /// The object to give it back to when it yields.
        handle: I::Generator,
        /// The value sent in.
        value: I::Value,
    },
    /// Run `frame` by raising `error` at the instruction it suspended at (CPython's
    /// `generator.throw`): its handlers may catch it, otherwise it unwinds into this frame.
    Throw {
        /// The generator's frame.
        frame: Suspended<I>,
        /// The object to give it back to when it yields.
        handle: I::Generator,
        /// What to raise in it.
        error: Raise<I>,
    },
    /// The op entered a generator's frame itself ([`crate::Interp::send_into_generator`]):
    /// the loop goes on in that frame, as after [`Resume::Send`].
    ///
    /// why: handing the frame to the loop in a [`Resume::Send`] moved it, the handle
    /// and the value through an enum, and the loop's out-of-line call decoded a resumer
    /// it could have known; every level of a `yield from` chain pays that for every
    /// item that passes through it (CPython 3.12's `SEND_GEN` pushes the frame itself).
    Entered,
}

/// What an op that advances a generator without pushing what it produces returns: a
/// branch, as [`crate::Flow`], or a frame to run. A `for` loop that keeps its item
/// somewhere other than the stack (vm-std's `FOR_ITER`, which stores it in a local) steps
/// a generator this way: the loop runs the frame in place (no Rust recursion), and when
/// the frame yields or returns, runs this op again; [`crate::Interp::take_resumed`] then
/// hands the op what the frame yielded or returned. A family may mix `Step` and `Flow`
/// members: both push nothing and branch the same way.
pub enum Step<I: InstructionSet> {
    /// Continue with the next instruction.
    Next,
    /// Continue at the op's jump target.
    Jump,
    /// Run `frame` (taken from the generator object `handle`) with `value` pushed as the
    /// result of the `yield` it suspended at; then run this op again.
    Send {
        /// The generator's frame.
        frame: Suspended<I>,
        /// The object to give it back to when it yields.
        handle: I::Generator,
        /// The value sent in.
        value: I::Value,
    },
    /// Run `frame` as [`Step::Send`] does, for an op whose item goes to a local of its
    /// frame (a `for` loop over a generator with a plain name as its target): a value the
    /// frame yields is stored in local `local` (what it held is dropped) and this frame
    /// continues at the op's jump target, without running the op again; when the frame
    /// returns, the op runs again, as after [`Step::Send`].
    ///
    /// why: running the op again for every item cost a dispatch, the op's guards and
    /// the hand-over through [`crate::Interp::take_resumed`] (about a tenth of a `for`
    /// loop's step over a generator, cachegrind on vm-std).
    SendToLocal {
        /// The generator's frame.
        frame: Suspended<I>,
        /// The object to give it back to when it yields.
        handle: I::Generator,
        /// The value sent in.
        value: I::Value,
        /// The local of this frame that receives each yielded value.
        local: u32,
    },
    /// The op entered a generator's frame itself ([`crate::Interp::enter_generator`]):
    /// the loop goes on in that frame.
    Entered,
}

impl<I: InstructionSet> From<crate::Flow> for Step<I> {
    fn from(flow: crate::Flow) -> Self {
        match flow {
            crate::Flow::Next => Step::Next,
            crate::Flow::Jump => Step::Jump,
        }
    }
}

/// How a generator frame resumed from Rust ([`crate::Thread::resume`]) stopped.
#[derive(Debug, PartialEq)]
pub enum Resumed<V> {
    /// It yielded this value (its frame went back to its handle).
    Yielded(V),
    /// It returned this value (its frame ended).
    Returned(V),
}

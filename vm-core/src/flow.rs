//! Control flow that ops return instead of recursing: the dispatch loop acts on it.

use crate::isa::InstructionSet;

/// What a branching op asks of the loop. The jump target is never computed by the op: it
/// is the op's `#[oparg(jump)]` operand, which the verifier has checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Continue with the next instruction.
    Next,
    /// Continue at the instruction named by the op's jump oparg.
    Jump,
}

/// What a calling op produces: a value at once, or a new frame whose return value will be
/// pushed in its place. The loop pushes frames itself, so interpreted recursion never
/// grows the Rust stack.
pub enum Invoke<I: InstructionSet> {
    /// The call finished natively (a builtin): push this value.
    Value(I::Value),
    /// Run the callee's code in a new frame. Its first locals are the op's variadic
    /// operands (the arguments, left in place on the value stack); the rest start as
    /// `Default`. The frame owns the callee until it returns.
    Frame(I::Callee),
    /// Run the callee's code in a new frame whose first local is the receiver, followed
    /// by the op's variadic operands: a bound method's call (`obj.f(x)` made from a
    /// value), a constructor's `__init__(self, ...)`. The receiver takes the slot of the
    /// op's stack input right below the variadic operands (the callee, typically), which
    /// the op consumed; an op without variadic operands puts it in the slot of a popped
    /// input or, with none, of the value the call pushes. A variadic op without a stack
    /// input below its operands raises [`crate::ErrorKind::NoReceiverSlot`].
    Bound(I::Callee, I::Value),
    /// Run the callee's code in a new frame whose first locals are the op's variadic
    /// operands from the `n`-th on: the first `n` stay below the frame (dropped when it
    /// returns). A call through a slot that holds no receiver (CPython's `NULL` under a
    /// method that is a plain attribute). More than there are raises
    /// [`crate::ErrorKind::NoReceiverSlot`].
    Skipping(I::Callee, u32),
    /// Run the callee's code in a new frame whose first locals are the op's stack inputs,
    /// left where they lie: a call whose arguments are the operands themselves (`a + b`
    /// running `type(a).__add__(a, b)`). Only a specialization that reads its inputs in
    /// place (by reference, so that they are still on the stack) can leave them; from any
    /// other op this raises [`crate::ErrorKind::NoReceiverSlot`].
    Operands(I::Callee),
    /// Run the callee's code in a new frame whose first local is the receiver, followed
    /// by the op's variadic operands (as for [`Invoke::Bound`]), but push the receiver as
    /// the call's value: the callee's own return value goes to `check`, whose error is
    /// raised at the call. A constructor entering its initializer (`C(args)` running
    /// `__init__(self, args)` and giving `self`, CPython's `CALL_ALLOC_AND_ENTER_INIT`)
    /// without a frame of its own to wait for the return. Only an op with a stack input
    /// below its variadic operands (the callee, typically) can make this call; any other
    /// raises [`crate::ErrorKind::NoReceiverSlot`]. The frame cannot turn into a generator
    /// ([`crate::ErrorKind::InitSuspended`]).
    ///
    /// why not a shim frame (CPython 3.13's `_Py_InitCleanup`, which vm-std used): its
    /// frame and its six dispatches per construction; without them vm-std's raytrace and
    /// particles examples run 7.9% and 6.6% fewer instructions (`bench/instructions.py`).
    Init(I::Callee, I::Value, InitCheck<I>),
    /// Run the callee's code in a new frame whose first locals are `args`, values the op
    /// computed rather than its operands (CPython's `CALL_FUNCTION_EX`: `f(*a, **k)`; or
    /// arguments bound by name to a signature with `*args`, `**kwargs` or keyword-only
    /// parameters). The op's inputs are dropped and the frame takes their place. Slower
    /// than [`Invoke::Frame`]: the values move onto the stack one by one.
    Args(I::Callee, Vec<I::Value>),
    /// Run the callee's code in a new frame, as [`Invoke::Frame`] does, but pass its
    /// return value through `convert`, whose result is the call's value and whose error
    /// is raised at the call: a builtin that runs a Python method and checks or converts
    /// what it returns (vm-std's `len(obj)` running `type(obj).__len__` and requiring a
    /// non-negative int) without a frame of its own to wait for the return. The frame
    /// cannot turn into a generator ([`crate::ErrorKind::InitSuspended`]): enter a
    /// generator function's code some other way.
    ///
    /// why not a shim frame (vm-std's `len()` had one: the method's call and the check
    /// in a code object of their own): its frame and its dispatches, 228 of the 645
    /// instructions a `len(obj)` cost (cachegrind on vm-std: 417 without it).
    Convert(I::Callee, Conversion<I>),
    /// The op entered a generator's frame itself, above its inputs, which stay on the
    /// stack while the frame runs ([`crate::Interp::resume_in_call`]): a call that
    /// resumes a generator (vm-std's `next(g)`, `g.send(v)`). A yield drops the inputs
    /// and its value is the call's; a return goes through what the op gave for it. Only
    /// a variadic call op returns it, one that takes its callee by value (the callee's
    /// slot may receive the call's value while the frame runs).
    ///
    /// why not a nested run of the loop from native code (what the builtin does): its
    /// entry and exit, and the layers of native calls around it, were about a third of
    /// a `next(g)` (cachegrind on vm-std).
    Entered,
}

/// What receives the return value of a frame entered by [`Invoke::Init`].
pub type InitCheck<I> =
    fn(<I as InstructionSet>::Value) -> Result<(), <I as InstructionSet>::Error>;

/// What turns the return value of a frame entered by [`Invoke::Convert`] into the
/// call's value.
pub type Conversion<I> = fn(
    <I as InstructionSet>::Value,
) -> Result<<I as InstructionSet>::Value, <I as InstructionSet>::Error>;

/// What a frame entered by [`Invoke::Init`] or [`Invoke::Convert`] does with its return
/// value: kept on the thread's side stack while the frame runs (its `ret_base` carries
/// [`crate::thread::CHECKED_FRAME`]).
#[doc(hidden)]
pub enum ExitCheck<I: InstructionSet> {
    /// Check it; the call's value is the receiver, already in place.
    Init(InitCheck<I>),
    /// Convert it; the result is the call's value.
    Convert(Conversion<I>),
}

impl<I: InstructionSet> Clone for ExitCheck<I> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<I: InstructionSet> Copy for ExitCheck<I> {}

/// What an op returns that may run a function in a frame of the loop before it finishes
/// its work: `a - b` whose left operand's class defines `__sub__` in the interpreted
/// language, where the operator then goes on with what the method returned (the reflected
/// method after `NotImplemented`, an error, or the result stored in a local). Only a
/// specialization that reads its stack inputs in place (by reference) returns it: they
/// stay on the stack while the frame runs, for the op's second run.
///
/// The second run is the same instruction again, with the same inputs; it takes the
/// frame's return value from [`crate::Interp::take_resumed`] ([`crate::Resumed::Returned`]).
/// The instruction may have been specialized or deoptimized meanwhile (the callee, or a
/// recursion through the same instruction, may change what its guards test), so every
/// member of the family whose guards can pass for those inputs, the generic op first,
/// must look for the resumed value before it starts the operation anew.
///
/// why not a shim (a code object that calls the method and then finishes the operator,
/// entered as a frame, which vm-std used): its frame and dispatches cost more than the
/// second run, and an op whose result goes to a local (`x = a - b`, one instruction)
/// had no slot for a frame's result, so it ran the method in a nested run of the loop
/// instead (vm-std's `x = a - b` of two instances: 943 instructions, CPython 615).
pub enum Rerun<I: InstructionSet, T> {
    /// The work is done: what the op pushes (`()` or one value), as if it had returned it.
    Done(T),
    /// Run the callee's code in a new frame whose first locals are `args` (the rest start
    /// as `Default`), above the op's inputs; when the frame returns, run this op again.
    Call(I::Callee, CallArgs<I::Value>),
}

/// The arguments of a [`Rerun::Call`]: up to three values, kept inline (no allocation
/// per call).
pub struct CallArgs<V>(pub(crate) [Option<V>; 3]);

impl<V> CallArgs<V> {
    /// One argument.
    pub fn one(a: V) -> Self {
        CallArgs([Some(a), None, None])
    }

    /// Two arguments, in order.
    pub fn two(a: V, b: V) -> Self {
        CallArgs([Some(a), Some(b), None])
    }

    /// Three arguments, in order.
    pub fn three(a: V, b: V, c: V) -> Self {
        CallArgs([Some(a), Some(b), Some(c)])
    }
}

/// What a returning op produces: the frame ends and its caller receives the value (or the
/// run finishes with it when the frame is the outermost).
#[derive(Debug)]
pub struct Return<V>(pub V);

/// What an unconditional jump op returns: the loop continues at the op's
/// `#[oparg(jump)]` target, and the verifier knows the next unit is not reached by
/// falling through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump;

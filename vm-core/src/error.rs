//! Errors of a run: what went wrong and where (a traceback of code offsets).

use std::collections::VecDeque;
use std::fmt;
use std::sync::Arc;

use crate::code::Code;
use crate::isa::InstructionSet;

/// What stopped a run.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ErrorKind<E> {
    /// An op returned an error.
    Op(E),
    /// A call would have exceeded the thread's recursion limit.
    RecursionLimit {
        /// The limit in force.
        limit: usize,
    },
    /// `execute` was called on a thread without a frame to run.
    NoFrame,
    /// An opcode that the instruction set does not define (only reachable by running code
    /// that bypassed the verifier, which safe code cannot build).
    InvalidOpcode {
        /// The opcode found.
        opcode: u16,
    },
    /// A call passed more arguments than the callee has local slots.
    TooManyArguments {
        /// Arguments passed.
        given: usize,
        /// Local slots of the callee.
        slots: u32,
    },
    /// A `yield` op ran in a frame that is not a generator's (only reachable by code
    /// that yields outside a generator function).
    NotAGenerator,
    /// An op returned [`crate::Invoke::Bound`] without a stack input below its variadic
    /// operands to hold the receiver (a mistake in the instruction set).
    NoReceiverSlot,
    /// A frame did not fit in the value stack ([`crate::Config::stack_slots`]).
    StackExhausted {
        /// The stack's size in slots.
        slots: usize,
    },
    /// A frame entered by [`crate::Invoke::Init`], [`crate::Invoke::Convert`] or
    /// [`crate::Rerun::Call`] tried to turn into a generator (its caller waits for a
    /// checked or delivered return, not a generator).
    InitSuspended,
}

impl<E: fmt::Display> fmt::Display for ErrorKind<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Op(e) => e.fmt(f),
            ErrorKind::RecursionLimit { limit } => {
                write!(f, "maximum recursion depth ({limit}) exceeded")
            }
            ErrorKind::NoFrame => write!(f, "no frame to run"),
            ErrorKind::InvalidOpcode { opcode } => write!(f, "invalid opcode {opcode}"),
            ErrorKind::TooManyArguments { given, slots } => {
                write!(
                    f,
                    "call passes {given} arguments to code with {slots} local slots"
                )
            }
            ErrorKind::NotAGenerator => write!(f, "yield outside a generator's frame"),
            ErrorKind::NoReceiverSlot => {
                write!(f, "a bound call has no stack slot for its receiver")
            }
            ErrorKind::StackExhausted { slots } => {
                write!(f, "the value stack ({slots} slots) is exhausted")
            }
            ErrorKind::InitSuspended => {
                write!(
                    f,
                    "a frame whose return value is checked (an initializer's, a converted call's, or one an op runs again for) cannot become a generator"
                )
            }
        }
    }
}

/// The frames an error went through, outermost first. A deque because unwinding adds
/// frames on the outside: a recursion whose every level catches and re-raises (a `with`,
/// a `finally`, a `yield from`) would copy the whole list at each level, quadratic in
/// the depth (measured: 20,000 levels took 2.3 s).
pub type Traceback<I> = VecDeque<TraceEntry<I>>;

/// One frame of a traceback: which code and which instruction (unit offset).
pub struct TraceEntry<I: InstructionSet> {
    /// The code the frame was running.
    pub code: Arc<Code<I>>,
    /// Unit offset of the instruction that was executing (the call, for outer frames).
    pub offset: usize,
}

impl<I: InstructionSet> Clone for TraceEntry<I> {
    fn clone(&self) -> Self {
        TraceEntry {
            code: self.code.clone(),
            offset: self.offset,
        }
    }
}

impl<I: InstructionSet> fmt::Debug for TraceEntry<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at offset {}", self.offset)
    }
}

/// A failed run: the error and the frames that were live, outermost first (as Python
/// prints them).
pub struct VmError<I: InstructionSet> {
    /// What went wrong.
    pub kind: ErrorKind<I::Error>,
    /// The live frames, outermost first; the last one raised the error.
    pub traceback: Traceback<I>,
}

impl<I: InstructionSet> VmError<I> {
    /// Unit offset of the failing instruction in the innermost frame.
    pub fn offset(&self) -> Option<usize> {
        self.traceback.back().map(|t| t.offset)
    }
}

impl<I: InstructionSet> fmt::Debug for VmError<I>
where
    I::Error: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VmError")
            .field("kind", &self.kind)
            .field("traceback", &self.traceback)
            .finish()
    }
}

impl<I: InstructionSet> fmt::Display for VmError<I>
where
    I::Error: fmt::Display,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(offset) = self.offset() {
            write!(f, " (at offset {offset})")?;
        }
        Ok(())
    }
}

impl<I: InstructionSet> std::error::Error for VmError<I> where I::Error: fmt::Display + fmt::Debug {}

//! # vm-core
//!
//! The runtime of the **vm** framework. An instruction set is one Rust module of annotated
//! functions under [`instruction_set`]; the macro generates the opcode enum, inline-cache
//! layouts, the specializer, the dispatch loop, metadata tables, a disassembler, stats and
//! a format hash. This crate holds what that generated code runs on: [`Code`] with inline
//! caches, the [`Builder`] that lays them out, the verifier, the backoff [`counter`],
//! [`Thread`] with its frames, and [`stats`].
//!
//! # Safety model
//!
//! The generated dispatch loop does not check what the verifier already proved: it pushes
//! and pops operands without bounds checks (keeping the stack pointer in a register),
//! reads local slots and fetches instructions unchecked. That is sound because
//! - every [`Code`] is verified when it is built or decoded ([`verify()`]: stack depths on
//!   every path, including the peak inside a macro instruction, local slots, jump targets,
//!   truncated caches, superinstruction components), and [`Thread::push_frame`] reserves
//!   the verified `max_stack` before a frame runs;
//! - safe code cannot change a code's units afterwards: [`code::Units`] only loads, the
//!   specializer's opcode rewrite ([`code::rewrite_opcode`]) refuses to leave a family
//!   (whose members share stack effects), and cache writes are `unsafe fn`s;
//! - an op that panics leaves the thread's values leaked rather than dropped twice.
//!
//! The `unsafe` blocks are in [`__private`] (the stack helpers the loop calls),
//! [`code`] and [`thread`], each with the invariant it relies on; `benches/dispatch.rs`
//! is the measurement that justifies them (see the helpers' comments).
#![warn(missing_docs)]

#[doc = include_str!("../../docs/adding-a-specialization.md")]
pub mod adding_a_specialization {}
pub mod builder;
pub mod code;
pub mod counter;
pub mod dis;
pub mod error;
pub mod flow;
pub mod isa;
pub mod serialize;
pub mod stats;
#[cfg(feature = "stats")]
pub mod stats_report;
pub mod thread;
pub mod value;
pub mod verify;
pub mod words;

pub use builder::{BuildError, Builder, Label};
pub use code::{CacheValue, Code};
pub use counter::{Backoff, BackoffConfig};
pub use dis::{DisOptions, dis, dis_with};
pub use error::{ErrorKind, TraceEntry, VmError};
pub use flow::{Flow, Invoke, Jump, Return};
pub use isa::{CacheFieldInfo, Count, InstructionSet, OpFlags, OpInfo, OpKind};
pub use serialize::DecodeError;
pub use thread::{Config, Frame, FrameCode, Thread};
pub use value::{Guard, RefGuard, VmValue};
pub use verify::{VerifyError, verify};

/// Turns a module of annotated functions into an instruction set. See the crate docs.
pub use vm_macros::instruction_set;

/// Items the generated code names; not part of the public API.
#[doc(hidden)]
pub mod __private {
    pub use std::sync::Arc;
    pub use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

    use core::mem::MaybeUninit;

    // The operand stack as the dispatch loop sees it: the slots of `Thread::stack` plus a
    // stack pointer that the loop keeps in a local (a register, rather than a `Vec`
    // length in memory, which made every push and pop a store-to-load round trip).
    //
    // Invariant: `stack[..sp]` hold values, the slots above do not. The loop runs only
    // verified code (`Code` is built or decoded through the verifier and its units change
    // only within families), and the verifier proved, for every instruction, that the
    // operand depth covers its inputs and stays within the code's `max_stack`, whose room
    // `Thread::push_frame` reserved, and that local slots are below `nlocals`. Those
    // proofs are what the `# Safety` sections below ask the generated loop for.
    // Measured by `benches/dispatch.rs`: with checked `Vec` pushes and pops the loop was
    // 1.07-1.09x the hand-written one on the loop programs; without, 1.00-1.02x.

    /// Pushes `v` at `*sp`.
    ///
    /// # Safety
    /// `*sp < stack.len()`: the verified depth bound of the running frame.
    #[inline(always)]
    pub unsafe fn push<V>(stack: &mut [MaybeUninit<V>], sp: &mut usize, v: V) {
        debug_assert!(*sp < stack.len(), "push beyond the verified stack depth");
        // SAFETY: the caller's promise keeps the index in bounds.
        unsafe { write_words(stack.get_unchecked_mut(*sp), v) };
        *sp += 1;
    }

    /// Pops the top value.
    ///
    /// # Safety
    /// The running frame's operand depth is at least one (the verifier's input count), so
    /// `stack[*sp - 1]` holds a value of this frame.
    #[inline(always)]
    pub unsafe fn pop<V>(stack: &mut [MaybeUninit<V>], sp: &mut usize) -> V {
        debug_assert!(*sp > 0 && *sp <= stack.len(), "pop below the stack");
        *sp -= 1;
        // SAFETY: the slot holds a value (the caller's promise); lowering `sp` first
        // makes it a free slot, so the value is read out exactly once.
        unsafe { read_words(stack.get_unchecked(*sp)) }
    }

    /// Reads the value out of `slot` (see [`crate::words::read`]).
    ///
    /// # Safety
    /// `slot` holds a value, which the caller takes over.
    #[inline(always)]
    unsafe fn read_words<V>(slot: &MaybeUninit<V>) -> V {
        // SAFETY: the caller's promise.
        unsafe { crate::words::read(slot.as_ptr()) }
    }

    /// Writes `v` into the empty `slot` (see [`crate::words::write`]).
    ///
    /// # Safety
    /// `slot` holds no value (overwriting one would leak it; the loop never does).
    #[inline(always)]
    unsafe fn write_words<V>(slot: &mut MaybeUninit<V>, v: V) {
        // SAFETY: `slot` is valid for writes; nothing in it needs dropping.
        unsafe { crate::words::write(slot.as_mut_ptr(), v) }
    }

    /// Drops the values from `to` up and makes `to` the stack pointer.
    ///
    /// # Safety
    /// `to <= *sp` and `stack[..*sp]` hold values.
    #[inline(always)]
    pub unsafe fn truncate<V>(stack: &mut [MaybeUninit<V>], sp: &mut usize, to: usize) {
        debug_assert!(to <= *sp && *sp <= stack.len(), "truncate above the stack");
        let end = core::mem::replace(sp, to);
        // SAFETY: `stack[to..end]` hold values (the caller's promise) and, with `sp`
        // already lowered, are dropped exactly once.
        unsafe {
            let live = stack.get_unchecked_mut(to..end) as *mut [MaybeUninit<V>] as *mut [V];
            core::ptr::drop_in_place(live);
        }
    }

    /// The values `stack[from..to]`.
    ///
    /// # Safety
    /// `from <= to <= sp`, where `stack[..sp]` hold values.
    #[inline(always)]
    pub unsafe fn values<V>(stack: &[MaybeUninit<V>], from: usize, to: usize) -> &[V] {
        debug_assert!(from <= to && to <= stack.len(), "values outside the stack");
        // SAFETY: those slots hold values (the caller's promise); `MaybeUninit<V>` has
        // `V`'s layout.
        unsafe { &*(stack.get_unchecked(from..to) as *const [MaybeUninit<V>] as *const [V]) }
    }

    /// The values `stack[from..to]`, mutably.
    ///
    /// # Safety
    /// As for [`values`].
    #[inline(always)]
    pub unsafe fn values_mut<V>(stack: &mut [MaybeUninit<V>], from: usize, to: usize) -> &mut [V] {
        debug_assert!(from <= to && to <= stack.len(), "values outside the stack");
        // SAFETY: as in `values`.
        unsafe { &mut *(stack.get_unchecked_mut(from..to) as *mut [MaybeUninit<V>] as *mut [V]) }
    }

    /// The value in slot `at` (a local).
    ///
    /// # Safety
    /// `at < sp`: a local slot of the running frame (the verifier checked the slot index
    /// against `nlocals`, and `push_frame` filled every local).
    #[inline(always)]
    pub unsafe fn slot<V>(stack: &[MaybeUninit<V>], at: usize) -> &V {
        debug_assert!(at < stack.len(), "local outside the stack");
        // SAFETY: the slot holds a value (the caller's promise).
        unsafe { stack.get_unchecked(at).assume_init_ref() }
    }

    /// The value in slot `at` (a local), mutably.
    ///
    /// # Safety
    /// As for [`slot`].
    #[inline(always)]
    pub unsafe fn slot_mut<V>(stack: &mut [MaybeUninit<V>], at: usize) -> &mut V {
        debug_assert!(at < stack.len(), "local outside the stack");
        // SAFETY: as in `slot`.
        unsafe { stack.get_unchecked_mut(at).assume_init_mut() }
    }

    /// Moves the value out of slot `at`, leaving a default one (an input of a variadic
    /// op, taken while its slot stays part of the frame until the op ends).
    ///
    /// # Safety
    /// As for [`slot`].
    #[inline(always)]
    pub unsafe fn take<V: Default>(stack: &mut [MaybeUninit<V>], at: usize) -> V {
        debug_assert!(at < stack.len(), "local outside the stack");
        // SAFETY: the slot holds a value (the caller's promise), which is read out once
        // and replaced by a default one; both as words (see `read_words`).
        unsafe {
            let slot = stack.get_unchecked_mut(at);
            let v = read_words(slot);
            write_words(slot, V::default());
            v
        }
    }
}

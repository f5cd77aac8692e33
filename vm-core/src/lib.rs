//! # vm-core
//!
//! The runtime of the **vm** framework. An instruction set is one Rust module of annotated
//! functions under [`instruction_set`]; the macro generates the opcode enum, inline-cache
//! layouts, the specializer, the dispatch loop, metadata tables, a disassembler, stats and
//! a format hash. This crate holds what that generated code runs on: [`Code`] with inline
//! caches, the [`Builder`] that lays them out, the verifier, the backoff [`counter`],
//! [`Thread`] with its frames, and [`stats`].
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

pub use builder::{BuildError, Builder, Label};
pub use code::{CacheValue, Code};
pub use counter::{Backoff, BackoffConfig};
pub use dis::{DisOptions, dis, dis_with};
pub use error::{ErrorKind, TraceEntry, VmError};
pub use flow::{Flow, Invoke, Jump, Return};
pub use isa::{CacheFieldInfo, Count, InstructionSet, OpFlags, OpInfo, OpKind};
pub use serialize::DecodeError;
pub use thread::{Config, Frame, Thread};
pub use value::{Guard, RefGuard, VmValue};
pub use verify::{VerifyError, verify};

/// Turns a module of annotated functions into an instruction set. See the crate docs.
pub use vm_macros::instruction_set;

/// Items the generated code names; not part of the public API.
#[doc(hidden)]
pub mod __private {
    pub use std::sync::Arc;
    pub use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

    /// Pops an operand without checking that there is one.
    ///
    /// # Safety
    /// `stack` must hold more values than the running frame's locals: the verifier proved
    /// every instruction's inputs are on the operand stack, and the generated loop pops only
    /// an instruction's declared inputs.
    #[inline(always)]
    pub unsafe fn pop<V>(stack: &mut Vec<V>) -> V {
        debug_assert!(!stack.is_empty(), "operand stack underflow: verifier bug");
        let len = stack.len() - 1;
        // SAFETY: `len` was initialized (caller's contract); lowering the length first hands
        // ownership of that slot to the read.
        unsafe {
            stack.set_len(len);
            stack.as_ptr().add(len).read()
        }
    }

    /// Pushes an operand without a capacity check.
    ///
    /// # Safety
    /// `stack.len() < stack.capacity()`: `Thread::push_frame` reserves the frame's locals
    /// plus the verifier's `max_stack`, capacity never shrinks, and the verifier proved no
    /// instruction takes the operand stack deeper than `max_stack`.
    #[inline(always)]
    pub unsafe fn push<V>(stack: &mut Vec<V>, value: V) {
        let len = stack.len();
        debug_assert!(
            len < stack.capacity(),
            "operand stack overflow: verifier bug"
        );
        // SAFETY: the slot is within capacity (caller's contract) and is written before the
        // length covers it.
        unsafe {
            stack.as_mut_ptr().add(len).write(value);
            stack.set_len(len + 1);
        }
    }

    /// Reads the instruction unit at `ip` without a bounds check.
    ///
    /// # Safety
    /// `ip < units.len()`: the loop only reaches instruction starts of verified code (offset
    /// 0, fall-through successors and checked jump targets; nothing falls off the end).
    #[inline(always)]
    pub unsafe fn unit(units: &[AtomicU32], ip: usize) -> u32 {
        debug_assert!(ip < units.len(), "ip out of bounds: verifier bug");
        // SAFETY: in bounds (caller's contract).
        unsafe { units.get_unchecked(ip) }.load(Relaxed)
    }

    /// The local slot `index` of a frame whose locals start at `base`, unchecked.
    ///
    /// # Safety
    /// `base + index < stack.len()`: the verifier checked `index < nlocals` and
    /// `Thread::push_frame` sized the frame's locals to `nlocals`.
    #[inline(always)]
    pub unsafe fn local<V>(stack: &[V], base: usize, index: u32) -> &V {
        debug_assert!(
            base + (index as usize) < stack.len(),
            "local out of range: verifier bug"
        );
        // SAFETY: in bounds (caller's contract).
        unsafe { stack.get_unchecked(base + index as usize) }
    }

    /// The local slot `index`, mutably; see [`local`].
    ///
    /// # Safety
    /// As for [`local`].
    #[inline(always)]
    pub unsafe fn local_mut<V>(stack: &mut [V], base: usize, index: u32) -> &mut V {
        debug_assert!(
            base + (index as usize) < stack.len(),
            "local out of range: verifier bug"
        );
        // SAFETY: in bounds (caller's contract).
        unsafe { stack.get_unchecked_mut(base + index as usize) }
    }
}

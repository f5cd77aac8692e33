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

    /// Pops an operand. The verifier proved the stack deep enough, so `None` means a
    /// verifier bug: fail loudly rather than run on.
    #[inline(always)]
    pub fn pop<V>(stack: &mut Vec<V>) -> V {
        match stack.pop() {
            Some(v) => v,
            None => stack_underflow(),
        }
    }

    #[cold]
    #[inline(never)]
    fn stack_underflow() -> ! {
        panic!("operand stack underflow in verified code: this is a bug in vm-core's verifier")
    }
}

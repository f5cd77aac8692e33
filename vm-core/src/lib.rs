//! # vm-core
//!
//! The runtime of the **vm** framework. An instruction set is one Rust module of annotated
//! functions under [`instruction_set`]; the macro generates the opcode enum, inline-cache
//! layouts, the specializer, the dispatch loop, metadata tables, a disassembler, stats and
//! a format hash. This crate holds what that generated code runs on: [`Code`] with inline
//! caches, the [`Builder`] that lays them out, the verifier, the backoff [`counter`],
//! [`Thread`] with its frames, and [`stats`].
// #![doc = include_str!("../../docs/adding-a-specialization.md")]
#![warn(missing_docs)]

pub mod code;
pub mod counter;
pub mod error;
pub mod flow;
pub mod isa;
pub mod stats;
pub mod thread;
pub mod value;

pub use code::{CacheValue, Code};
pub use counter::{Backoff, BackoffConfig};
pub use error::{ErrorKind, TraceEntry, VmError};
pub use flow::{Flow, Invoke, Return};
pub use isa::{CacheFieldInfo, Count, InstructionSet, OpFlags, OpInfo, OpKind};
pub use thread::{Config, Frame, Thread};
pub use value::{Guard, RefGuard, VmValue};

/// Turns a module of annotated functions into an instruction set. See the crate docs.
pub use vm_macros::instruction_set;

/// Items the generated code names; not part of the public API.
#[doc(hidden)]
pub mod __private {
    pub use std::sync::Arc;
    pub use std::sync::atomic::{AtomicU32, Ordering::Relaxed};
}

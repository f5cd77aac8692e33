//! # vm-std
//!
//! The standard instruction set for a Python-like language, built with `vm-core`: its
//! values, a compiler from a Python subset (parsed with `ruff_python_parser`) and a runner.
//!
//! The entry points are [`run_source`] (captured output, for tests and embedding),
//! [`run_source_to`] (streams to any writer), [`runner::run`] (source or compiled code:
//! the `vm-std run` command uses it), [`run_input`] (the same, captured) and
//! [`compile_source`] (`vm-std compile`).
//!
//! The modules are layers, each naming only those below it: `error` < `value` < `strfmt`
//! < `ops` < `runtime` < `methods` < `object` < `stdlib` < `builtins` < `call` < `isa` < `compiler`
//! < `runner`
//! (the README's Layout, with the one exception; `tests/layers.rs` checks it).

// why: the framework's frames hold code as `Arc<Code>`, while values (and so the
// constants in a code object) use `Rc`: a program runs on one thread, so its code objects
// are deliberately neither `Send` nor `Sync`.
#![allow(clippy::arc_with_non_send_sync)]
// Every `unsafe` operation sits in its own block with a `// SAFETY:` comment naming the
// invariant it relies on, also inside `unsafe fn`s.
#![deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]

pub mod alloc;
pub mod builtins;
pub mod call;
pub mod compiler;
pub mod error;
pub mod isa;
pub mod methods;
pub mod object;
pub mod ops;
pub mod runner;
pub mod runtime;
pub mod stdlib;
pub mod strfmt;
pub mod value;

pub use runner::{
    CompileOptions, Input, RunOptions, RunOutput, compile_source, run_input, run_source,
    run_source_to, source_stamp,
};

//! # vm-std
//!
//! The standard instruction set for a Python-like language, built with `vm-core`: its
//! values, a compiler from a Python subset (parsed with `ruff_python_parser`) and a runner.
//!
//! The entry points are [`run_source`] (captured output, for tests and embedding) and
//! [`run_source_to`] (streams to any writer; the `vm-std run` command uses it).

// why: the framework's frames hold code as `Arc<Code>`, while values (and so the
// constants in a code object) use `Rc`: a program runs on one thread, so its code objects
// are deliberately neither `Send` nor `Sync`.
#![allow(clippy::arc_with_non_send_sync)]

use std::io::Write;

pub mod alloc;
pub mod builtins;
pub mod call;
pub mod compiler;
pub mod error;
pub mod isa;
pub mod methods;
pub mod ops;
pub mod runner;
pub mod runtime;
pub mod strfmt;
pub mod value;

/// How to run a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunOptions {
    /// Whether adaptive instructions specialize (`false` is `--no-specialize`).
    pub specialize: bool,
    /// Print specialization statistics to stderr after the run (`--stats`; needs the
    /// `stats` feature for counts).
    pub stats: bool,
    /// Print the adaptive disassembly of every code object to stderr after the run (`--dis`).
    pub dis: bool,
    /// Free the program's objects when the run ends (the default). The `vm-std` command
    /// turns this off: its process exits right after, and the system takes the memory
    /// back at once, where freeing a big program's objects one by one takes time (2-4%
    /// of `examples/dicts_sets.py`, measured). Output is complete either way.
    pub free_at_exit: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            specialize: true,
            stats: false,
            dis: false,
            free_at_exit: true,
        }
    }
}

/// What a captured run produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOutput {
    /// Everything the program printed.
    pub stdout: String,
    /// Diagnostics: compile errors (`FILE:LINE:COL: unsupported: ...`), tracebacks, and the
    /// `--stats` / `--dis` reports.
    pub stderr: String,
    /// 0 on success, 1 after an uncaught exception or a compile error.
    pub exit_code: i32,
}

/// Compiles and runs `source` (named `filename` in messages), capturing its output.
pub fn run_source(filename: &str, source: &str, options: &RunOptions) -> RunOutput {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let exit_code = run_source_to(filename, source, options, &mut stdout, &mut stderr);
    RunOutput {
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
        exit_code,
    }
}

/// Compiles and runs `source`, writing the program's output to `stdout` and diagnostics to
/// `stderr`. Returns the process exit code.
pub fn run_source_to(
    filename: &str,
    source: &str,
    options: &RunOptions,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    runner::run(filename, source, options, stdout, stderr)
}

//! Running a program: parse, compile, execute on a thread of its own (with a large stack,
//! so deeply nested source cannot overflow the compiler), stream its output back, and
//! report errors as Python-style tracebacks (`traceback.rs`); `--dis` (`dis.rs`) and
//! `--stats`.

mod dis;
mod nesting;
mod traceback;

pub use dis::disassemble;
pub use traceback::traceback;

use std::io::Write;
use std::sync::mpsc;

use vm_core::Config;

use crate::compiler::{Compiler, Lines};
use crate::isa::isa::Thread;
use crate::runtime::{Machine, Stream};
use crate::value::native::Names;
use crate::{builtins, methods};

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
    run(filename, source, options, stdout, stderr)
}

/// Python's default recursion limit.
pub const RECURSION_LIMIT: usize = 1000;

/// Slots of the value stack: 16 MiB of address space, of which a program touches what its
/// frames reach. vm-std's frames hold a few dozen slots, so this is far more than the
/// recursion limit's frames need; it is kept this small because the address space counts
/// against a memory limit (`ulimit -v`), under which a program must still get as far as
/// CPython would before `MemoryError`.
const STACK_SLOTS: usize = 1 << 20;
const STACK_SIZE: usize = 256 << 20;

/// Runs `source`, streaming output to the writers; returns the exit code.
pub fn run(
    filename: &str,
    source: &str,
    options: &RunOptions,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let (tx, rx) = mpsc::channel::<(Stream, Vec<u8>)>();
    let options = *options;
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .name("vm-std".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, move || run_here(filename, source, &options, tx));
        let worker = match worker {
            Ok(w) => w,
            Err(e) => {
                let _ = writeln!(stderr, "vm-std: cannot start the interpreter thread: {e}");
                return 1;
            }
        };
        for (stream, chunk) in rx {
            let _ = match stream {
                Stream::Stdout => stdout.write_all(&chunk),
                Stream::Stderr => stderr.write_all(&chunk),
            };
        }
        let code = worker.join().unwrap_or(1);
        let _ = stdout.flush();
        let _ = stderr.flush();
        code
    })
}

/// Parses, compiles and runs on the current thread, sending output to `tx`.
fn run_here(
    filename: &str,
    source: &str,
    options: &RunOptions,
    tx: mpsc::Sender<(Stream, Vec<u8>)>,
) -> i32 {
    // The wiring of the layers: values learn the natives' names from their tables, the
    // machine gets the builtins.
    Names::install(Names {
        builtin: builtins::describe,
        method: methods::qualname,
    });
    let mut machine = Machine::new(Some(tx), builtins::namespace());
    if let Err(e) = nesting::check(source) {
        let (line, col) = Lines::new(source).locate(e.offset);
        machine.write_err(&format!("{filename}:{line}:{col}: {}\n", e.message));
        return 1;
    }
    // why unchecked: `parse_module` drops the tree of a program with a syntax error
    // itself, recursively (see `release_tree`).
    let parsed = ruff_python_parser::parse_unchecked(
        source,
        ruff_python_parser::ParseOptions::from(ruff_python_parser::Mode::Module),
    )
    .try_into_module()
    .expect("a module parses to a module");
    if let Some(e) = parsed.errors().first() {
        let lines = Lines::new(source);
        let (line, col) = lines.locate(e.location.start().to_usize());
        machine.write_err(&format!(
            "{filename}:{line}:{col}: SyntaxError: {}\n",
            e.error
        ));
        release_tree(parsed.into_syntax().body, source);
        return 1;
    }
    let compiler = Compiler::new(filename, source, &mut machine);
    let lines = compiler.lines();
    let compiled = compiler.compile_module(&parsed.syntax().body);
    release_tree(parsed.into_syntax().body, source);
    let program = match compiled {
        Ok(p) => p,
        Err(e) => {
            machine.write_err(&format!("{filename}:{}:{}: {}\n", e.line, e.col, e.message));
            return 1;
        }
    };
    let mut thread = Thread::new(Config {
        specialize: options.specialize,
        recursion_limit: RECURSION_LIMIT,
        stack_slots: STACK_SLOTS,
    });
    let result = thread.run(&mut machine, &program.module);
    let code = match result {
        Ok(_) => 0,
        Err(e) => {
            let text = traceback(&e, &lines);
            machine.write_err(&text);
            1
        }
    };
    machine.flush();
    if options.dis {
        let text = disassemble(&program.codes, &machine);
        machine.write_err(&text);
    }
    if options.stats {
        let text = stats_text(&thread);
        machine.write_err(&text);
    }
    if !options.free_at_exit {
        // The output was flushed above; closing the sink ends the writer's loop.
        machine.close_output();
        std::mem::forget((thread, program, machine));
    }
    code
}

/// Sources at least this long may parse to a tree too deep to drop recursively: a level
/// takes at least two bytes (`+1`), and a million levels drop on the interpreter thread's
/// stack (measured: 4 million did, 6 million overflowed).
const DEEP_SOURCE: usize = 1 << 20;

/// Drops the syntax tree of `source`: iteratively when it may be deep (the compiler
/// refuses deep trees, but a tree it refused, or parts it never compiled, still drop).
fn release_tree(body: impl IntoIterator<Item = ruff_python_ast::Stmt>, source: &str) {
    if source.len() >= DEEP_SOURCE {
        nesting::drop_iteratively(body);
    } else {
        drop(body);
    }
}

#[cfg(feature = "stats")]
fn stats_text(thread: &Thread) -> String {
    let report = thread.stats_report();
    let mut out = String::from("specializations (hits / misses / deopts):\n");
    for row in &report.ops {
        if row.hits + row.misses + row.deopts > 0 {
            out.push_str(&format!(
                "  {:<32} {:>12} hits {:>10} misses {:>8} deopts\n",
                row.name, row.hits, row.misses, row.deopts
            ));
        }
    }
    out.push('\n');
    out.push_str(&report.to_text());
    out
}

#[cfg(not(feature = "stats"))]
fn stats_text(_thread: &Thread) -> String {
    "--stats: this vm-std was built without the `stats` feature; rebuild with \
     `--features stats` (e.g. `cargo run --release -p vm-std --features stats -- run FILE.py --stats`)\n"
        .to_string()
}

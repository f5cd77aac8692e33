//! Running a program: parse, compile (or load compiled code: `marshal.rs`), execute on a
//! thread of its own (with a large stack, so deeply nested source cannot overflow the
//! compiler), stream its output back, and report errors as Python-style tracebacks
//! (`traceback.rs`); `--dis` (`dis.rs`) and `--stats`. `compile.rs` writes compiled code
//! (`vm-std compile`), `cache.rs` the `__pycache__` of imported modules.

mod cache;
mod compile;
mod dis;
mod loader;
pub mod marshal;
mod nesting;
mod traceback;

pub use compile::{CompileOptions, compile_source};
pub use dis::disassemble;
pub use marshal::source_stamp;
pub use traceback::{Sources, traceback};

use std::borrow::Cow;
use std::io::Write;
use std::sync::mpsc;

use vm_core::Config;

use crate::compiler::ModuleContext;
use crate::isa::exceptions;
use crate::isa::isa::Thread;
pub use crate::runtime::Buffering;
use crate::runtime::{Machine, Stream};
use crate::value::Value;
use crate::value::native::Names;
use crate::value::str_digits;
use crate::{builtins, methods};

/// How to run a program.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The program's arguments (`sys.argv[1:]`; `sys.argv[0]` is its file name).
    pub argv: Vec<String>,
    /// Write the compiled code of the modules the program imports to `__pycache__`
    /// beside them, for the next run (`false` is CPython's `-B`). Caches are read
    /// either way.
    pub write_bytecode: bool,
    /// When the program's standard output reaches the system: the command makes it
    /// `Line` for a terminal and `Unbuffered` for `-u` or `PYTHONUNBUFFERED`, as CPython.
    pub stdout_buffering: Buffering,
    /// `sys.executable`, the interpreter a program starts to run Python in a child
    /// (`[sys.executable, "-c", code]`); `None` is the running binary, as CPython's
    /// (an embedder whose binary is no `vm-std`, as the tests', names one).
    pub executable: Option<String>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            specialize: true,
            stats: false,
            dis: false,
            free_at_exit: true,
            argv: Vec::new(),
            write_bytecode: true,
            stdout_buffering: Buffering::Block,
            executable: None,
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

/// What a run runs.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// Source text.
    Source(&'a str),
    /// Compiled code: the bytes of a `.vmc` file (`vm-std compile`).
    Compiled(&'a [u8]),
}

/// Compiles and runs `source` (named `filename` in messages), capturing its output.
pub fn run_source(filename: &str, source: &str, options: &RunOptions) -> RunOutput {
    run_input(filename, Input::Source(source), options)
}

/// Runs `input` (named `filename` in messages), capturing its output.
pub fn run_input(filename: &str, input: Input<'_>, options: &RunOptions) -> RunOutput {
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    let exit_code = run(filename, input, options, &mut stdout, &mut stderr);
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
    run(filename, Input::Source(source), options, stdout, stderr)
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

/// Runs `input`, streaming output to the writers; returns the exit code: the program's,
/// 1 after an uncaught exception or a compile error, 2 for compiled code that cannot be
/// loaded (another build's, or corrupted).
pub fn run(
    filename: &str,
    input: Input<'_>,
    options: &RunOptions,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let (tx, rx) = mpsc::channel::<(Stream, Vec<u8>)>();
    let options = options.clone();
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .name("vm-std".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, move || run_here(filename, input, &options, tx));
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
                Stream::Sync => stdout.flush(),
            };
        }
        let code = worker.join().unwrap_or(1);
        let _ = stdout.flush();
        let _ = stderr.flush();
        code
    })
}

/// Makes a machine for a program run or compiled on this thread, sending its output to
/// `tx` (`None`: kept).
fn new_machine(tx: Option<mpsc::Sender<(Stream, Vec<u8>)>>) -> Machine {
    // The wiring of the layers: values learn the natives' names from their tables, the
    // machine gets the builtins.
    Names::install(Names {
        builtin: builtins::describe,
        method: methods::qualname,
        attribute: builtins::type_attribute,
        subclass_method: builtins::subclass_method,
    });
    // Each program starts with the default limit (a thread may run several), or the
    // one `PYTHONINTMAXSTRDIGITS` sets, as CPython's does (the command refused an
    // invalid one before running anything: `env_int_max_str_digits`).
    str_digits::start(env_int_max_str_digits().ok().flatten());
    Machine::new(tx, builtins::namespace())
}

/// The limit on int/str conversions that `PYTHONINTMAXSTRDIGITS` sets: `None` when it is
/// unset or empty, an error (CPython's fatal start-up message) when it is not an integer
/// that is 0 or at least 640. As CPython reads it: leading whitespace and a sign are
/// allowed, nothing after the digits.
pub fn env_int_max_str_digits() -> Result<Option<usize>, &'static str> {
    let Some(text) = std::env::var_os("PYTHONINTMAXSTRDIGITS") else {
        return Ok(None);
    };
    if text.is_empty() {
        return Ok(None);
    }
    let parsed = text.to_str().and_then(|s| {
        s.trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
            .parse::<i64>()
            .ok()
    });
    match parsed {
        Some(0) => Ok(Some(0)),
        Some(n) if n >= str_digits::THRESHOLD as i64 => Ok(Some(n as usize)),
        _ => Err(
            "Fatal Python error: config_init_int_max_str_digits: PYTHONINTMAXSTRDIGITS: \
             invalid limit; must be >= 640 or 0 for unlimited.\n\
             Python runtime state: preinitialized\n",
        ),
    }
}

/// Parses and compiles, or loads, `input` as `__main__`, and runs it on the current
/// thread, sending output to `tx`.
fn run_here(
    filename: &str,
    input: Input<'_>,
    options: &RunOptions,
    tx: mpsc::Sender<(Stream, Vec<u8>)>,
) -> i32 {
    let mut machine = new_machine(Some(tx));
    set_up_main(&mut machine, filename, &options.argv);
    machine.executable.clone_from(&options.executable);
    machine.stdout_buffering = options.stdout_buffering;
    cache::set_writing(options.write_bytecode);
    let (program, source) = match input {
        Input::Source(source) => {
            let name = main_file_name(filename);
            match loader::compile(&mut machine, &name, source, ModuleContext::default()) {
                Ok(p) => {
                    loader::show_warnings(&mut machine, &p, &name, Some(source));
                    (p, (name, Cow::Borrowed(source)))
                }
                Err(e) => {
                    let kind = if e.parse { "SyntaxError: " } else { "" };
                    machine.write_err(&format!(
                        "{filename}:{}:{}: {kind}{}\n",
                        e.line, e.col, e.message
                    ));
                    return 1;
                }
            }
        }
        Input::Compiled(bytes) => match loader::load_compiled(&mut machine, bytes) {
            Ok(loaded) => loaded,
            Err(e) => {
                machine.write_err(&format!("vm-std: can't run '{filename}': {e}\n"));
                return 2;
            }
        },
    };
    // The main program's text first among the sources that tracebacks quote (its
    // modules' are added as they load), so that `traceback` and `warnings` can quote it.
    machine.sources.insert(
        0,
        (std::rc::Rc::from(&*source.0), std::rc::Rc::from(&*source.1)),
    );
    let mut thread = Thread::new(Config {
        specialize: options.specialize,
        recursion_limit: RECURSION_LIMIT,
        stack_slots: STACK_SLOTS,
    });
    let result = thread.run(&mut machine, &program.module);
    let code = match result {
        Ok(_) => 0,
        Err(e) => {
            let err = exceptions::py_error(e.kind.clone(), &e.traceback).ok();
            match err.and_then(|err| exceptions::system_exit(&mut machine, &err)) {
                Some((code, shown)) => {
                    if let Some(text) = shown {
                        machine.write_err(&format!("{text}\n"));
                    }
                    code
                }
                None => {
                    let files = machine.sources.iter().map(|(f, s)| (&**f, &**s));
                    let text = traceback(&e, &Sources::new(files));
                    machine.write_err(&text);
                    1
                }
            }
        }
    };
    // CPython's shutdown closes the generators left suspended in a `try` or `with`.
    crate::isa::generators::finalize_at_exit(&mut vm_core::Interp::new(&mut thread, &mut machine));
    // Files the program left open keep no output back (CPython finalizes them).
    crate::value::stream::flush_open_files();
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

/// Makes the machine ready to run `filename` as `__main__`: `sys.argv`, `sys.path` (the
/// program's directory first, as CPython), `sys.modules['__main__']`, `__file__`, and the
/// loader `import` finds the program's own modules with.
fn set_up_main(machine: &mut Machine, filename: &str, argv: &[String]) {
    machine.loader = Some(loader::load);
    machine.compile_source = Some(loader::compile_string);
    let args = std::iter::once(filename).chain(argv.iter().map(String::as_str));
    machine.argv = Value::list(args.map(Value::str).collect());
    // CPython puts the script's directory, made absolute, first (`''` for `-c` and stdin:
    // the current directory).
    let dir = match filename {
        "-c" | "-" | "<string>" | "<stdin>" => String::new(),
        f => std::path::Path::new(f)
            .parent()
            .and_then(|d| {
                std::path::absolute(if d.as_os_str().is_empty() {
                    ".".as_ref()
                } else {
                    d
                })
                .ok()
            })
            .map_or(String::new(), |d| d.to_string_lossy().into_owned()),
    };
    machine.sys_path = Value::list(vec![Value::str(&dir)]);
    let file = machine.intern("__file__");
    machine
        .globals
        .set(file, Value::str(&*main_file_name(filename)));
    if let Value::Dict(d) = &machine.sys_modules {
        d.0.borrow_mut()
            .insert(Value::str("__main__"), machine.modules[0].clone());
    }
}

/// The name the main program's code and `__file__` carry: CPython (3.9 on) makes a
/// script's path absolute by joining the current directory and the path as given
/// (`/cwd/./x.py`, no normalization), so its tracebacks name it so too; `sys.argv[0]`
/// stays as given, and `-c` and stdin keep their names.
fn main_file_name(filename: &str) -> Cow<'_, str> {
    match filename {
        "-c" | "-" | "<string>" | "<stdin>" => Cow::Borrowed(filename),
        f if std::path::Path::new(f).is_absolute() => Cow::Borrowed(f),
        f => match std::env::current_dir() {
            Ok(d) => Cow::Owned(format!("{}/{f}", d.to_string_lossy().trim_end_matches('/'))),
            Err(_) => Cow::Borrowed(f),
        },
    }
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

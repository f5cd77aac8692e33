//! The `vm-std` command, which runs a program as `python3` does:
//! `vm-std run [--stats] [--dis] [--no-specialize] [-B] [-u] (FILE | -c CODE | -) [ARGS...]`,
//! FILE being source or compiled code (`vm-std compile FILE.py [-o FILE.vmc]`).

// Every `unsafe` operation sits in its own block with a `// SAFETY:` comment naming the
// invariant it relies on, also inside `unsafe fn`s.
#![deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]

use std::ffi::OsString;
use std::io::{BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use vm_std::runner::{Buffering, Input, marshal};
use vm_std::{CompileOptions, RunOptions, compile_source, source_stamp};

const USAGE: &str = "\
usage: vm-std run [--stats] [--dis] [--no-specialize] [-B] [-u] (FILE | -c CODE | -) [ARGS...]
       vm-std compile FILE.py [-o FILE.vmc]
       vm-std [OPTIONS] (FILE | -c CODE | -) [ARGS...]     (run, as python3 is called)";

const HELP: &str = "\
Runs a Python program on vm-std, as python3 runs it.

usage: vm-std run [OPTIONS] (FILE | -c CODE | -) [ARGS...]
       vm-std [OPTIONS] (FILE | -c CODE | -) [ARGS...]
       vm-std compile FILE.py [-o FILE.vmc]
       vm-std --version | --help

run: FILE is a program's source (FILE.py) or the code `vm-std compile` made of it
(FILE.vmc: told by its first bytes, whatever its name). The program's arguments
(sys.argv[1:]) are what follows FILE, -c CODE or -. The word run may be left out, as
python3 is called (vm-std -c CODE): so children started with sys.executable run.

compile: writes the compiled code of FILE.py to FILE.vmc beside it (or to the -o
file), which runs as the source does, without compiling it again (as CPython's .pyc
files). A .vmc file runs only on a vm-std of the same instruction set and data
version; any other is refused (exit status 2): compile the source again.

options of run (before the program):
  -c CODE            run CODE (sys.argv[0] is '-c')
  -                  read the program from standard input
  --stats            print specialization statistics to stderr after the run
                     (counts need a build with --features stats)
  --dis              print the adaptive disassembly of every code object after the run
  --no-specialize    run without specializing instructions
  -B                 do not write the compiled code of imported modules to
                     __pycache__ (nor does a non-empty PYTHONDONTWRITEBYTECODE); the
                     standard modules written in Python are kept in VM_STD_CACHE_DIR
                     (else $XDG_CACHE_HOME/vm-std or ~/.cache/vm-std; empty: none)
  -u                 unbuffered standard output: each write reaches the system at once
                     (so does a non-empty PYTHONUNBUFFERED); otherwise output is
                     line-buffered on a terminal and block-buffered elsewhere, and
                     reaches the system at each flush (print(flush=True), input())
  -h, --help         print this help
  -V, --version      print the version

Exit status: the program's (sys.exit(n)), 1 on an uncaught exception or a compile
error, 2 on a usage error or a file that cannot be read or run.";

/// Small blocks from per-thread pools, large ones on transparent huge pages (see
/// `vm_std::alloc`).
#[global_allocator]
static ALLOCATOR: vm_std::alloc::PoolAlloc = vm_std::alloc::PoolAlloc;

/// Where the program comes from.
enum Program {
    File(String),
    Code(String),
    Stdin,
}

/// What the command line asks for.
enum Command {
    Run(Program, RunOptions),
    /// Compile a source file to a `.vmc` file.
    Compile {
        source: String,
        output: Option<String>,
    },
    Print(String),
}

/// The program's text or compiled code.
enum Loaded {
    Source(String),
    Compiled(Vec<u8>),
}

fn main() -> ExitCode {
    tune_allocator();
    let (program, options) = match parse(std::env::args_os().skip(1)) {
        Ok(Command::Run(p, o)) => (p, o),
        Ok(Command::Compile { source, output }) => return compile(&source, output),
        Ok(Command::Print(text)) => {
            println!("{text}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("vm-std: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    // CPython refuses an invalid limit before it starts.
    if let Err(message) = vm_std::runner::env_int_max_str_digits() {
        eprint!("{message}");
        return ExitCode::from(1);
    }
    let (name, program) = match program {
        Program::Code(code) => ("-c".to_string(), Loaded::Source(code)),
        Program::Stdin => {
            let mut s = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut s) {
                eprintln!("vm-std: can't read the program from stdin: {e}");
                return ExitCode::from(2);
            }
            ("<stdin>".to_string(), Loaded::Source(s))
        }
        Program::File(file) => match read_program(&file) {
            Ok(p) => (file, p),
            Err(e) => {
                eprintln!("vm-std: can't open file '{file}': {e}");
                return ExitCode::from(2);
            }
        },
    };
    let input = match &program {
        Loaded::Source(s) => Input::Source(s),
        Loaded::Compiled(b) => Input::Compiled(b),
    };
    let stdout = std::io::stdout().lock();
    let mut out = BufWriter::with_capacity(1 << 16, stdout);
    let mut err = std::io::stderr().lock();
    let code = vm_std::runner::run(&name, input, &options, &mut out, &mut err);
    let _ = out.flush();
    ExitCode::from(code.clamp(0, 255) as u8)
}

/// A program file: compiled code when it starts as one, else source (UTF-8).
fn read_program(file: &str) -> std::io::Result<Loaded> {
    let bytes = std::fs::read(file)?;
    if marshal::is_compiled(&bytes) {
        return Ok(Loaded::Compiled(bytes));
    }
    String::from_utf8(bytes).map(Loaded::Source).map_err(|_| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        )
    })
}

/// `vm-std compile SOURCE [-o OUTPUT]`: 0 when written; 1 on a compile error (printed as
/// `run` prints it); 2 when a file cannot be read or written.
fn compile(source: &str, output: Option<String>) -> ExitCode {
    let output = output.map_or_else(|| Path::new(source).with_extension("vmc"), PathBuf::from);
    let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    };
    if same(&output, Path::new(source)) {
        eprintln!("vm-std: the output would replace the source '{source}'; name it with -o");
        return ExitCode::from(2);
    }
    let read = std::fs::metadata(source).and_then(|m| Ok((m, std::fs::read_to_string(source)?)));
    let (meta, text) = match read {
        Ok(r) => r,
        Err(e) => {
            eprintln!("vm-std: can't open file '{source}': {e}");
            return ExitCode::from(2);
        }
    };
    let options = CompileOptions {
        stamp: source_stamp(&meta),
        ..CompileOptions::default()
    };
    let bytes = match compile_source(source, &text, &options) {
        Ok(b) => b,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(1);
        }
    };
    if let Err(e) = std::fs::write(&output, bytes) {
        eprintln!("vm-std: can't write '{}': {e}", output.display());
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

/// Parses the command line (without the program name).
fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
    use lexopt::prelude::*;
    let mut args: Vec<OsString> = args.into_iter().collect();
    // Without a command, the arguments are `run`'s, as `python3` takes them: a child
    // started with `[sys.executable, "-c", code]` runs as CPython's would.
    let commands = ["run", "compile", "-h", "--help", "-V", "--version"];
    if args
        .first()
        .is_some_and(|a| !commands.iter().any(|c| a == c))
    {
        args.insert(0, OsString::from("run"));
    }
    let mut parser = lexopt::Parser::from_args(args);
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    let mut options = RunOptions {
        free_at_exit: false,
        // CPython's: any non-empty value.
        write_bytecode: !set("PYTHONDONTWRITEBYTECODE"),
        // CPython's `sys.stdout`: line-buffered on a terminal, unbuffered with
        // `PYTHONUNBUFFERED` (any non-empty value) or `-u`.
        stdout_buffering: match set("PYTHONUNBUFFERED") {
            true => Buffering::Unbuffered,
            false if std::io::stdout().is_terminal() => Buffering::Line,
            false => Buffering::Block,
        },
        ..RunOptions::default()
    };
    match parser.next().map_err(|e| e.to_string())? {
        Some(Value(v)) if v == "run" => {}
        Some(Value(v)) if v == "compile" => return parse_compile(parser),
        Some(Short('h') | Long("help")) => return Ok(Command::Print(HELP.to_string())),
        Some(Short('V') | Long("version")) => {
            return Ok(Command::Print(format!(
                "vm-std {} (Python 3.11 semantics)",
                env!("CARGO_PKG_VERSION")
            )));
        }
        Some(other) => return Err(format!("unknown command {}", other.unexpected())),
        None => return Err("no command given".to_string()),
    }
    let program = loop {
        let Some(arg) = parser.next().map_err(|e| e.to_string())? else {
            return Err("no program given".to_string());
        };
        match arg {
            Long("stats") => options.stats = true,
            Long("dis") => options.dis = true,
            Long("no-specialize") => options.specialize = false,
            Short('B') => options.write_bytecode = false,
            Short('u') => options.stdout_buffering = Buffering::Unbuffered,
            Short('h') | Long("help") => return Ok(Command::Print(HELP.to_string())),
            Short('c') => {
                let code = parser.value().map_err(|e| e.to_string())?;
                break Program::Code(string(code)?);
            }
            Value(v) if v == "-" => break Program::Stdin,
            Value(v) => break Program::File(string(v)?),
            other => return Err(other.unexpected().to_string()),
        }
    };
    // Everything after the program is its own (`sys.argv[1:]`), options included.
    options.argv = parser
        .raw_args()
        .map_err(|e| e.to_string())?
        .map(string)
        .collect::<Result<_, _>>()?;
    Ok(Command::Run(program, options))
}

/// The arguments of `compile`: a source file and `-o OUTPUT`, in any order.
fn parse_compile(mut parser: lexopt::Parser) -> Result<Command, String> {
    use lexopt::prelude::*;
    let (mut source, mut output) = (None, None);
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Short('o') | Long("output") => {
                output = Some(string(parser.value().map_err(|e| e.to_string())?)?);
            }
            Short('h') | Long("help") => return Ok(Command::Print(HELP.to_string())),
            Value(v) if source.is_none() => source = Some(string(v)?),
            other => return Err(other.unexpected().to_string()),
        }
    }
    let source = source.ok_or("no source file given")?;
    Ok(Command::Compile { source, output })
}

fn string(s: OsString) -> Result<String, String> {
    s.into_string()
        .map_err(|s| format!("argument is not valid UTF-8: {}", s.to_string_lossy()))
}

/// Makes glibc's malloc serve every block of 1 MiB or more with its own `mmap`.
///
/// why: by default glibc raises that threshold to the size of the largest block freed so
/// far (up to 32 MiB), so once a program drops one big list, its next big lists and
/// tables come from the heap instead: each growth copies the old buffer next to the new
/// one, and the freed buffers stay resident as holes. That cost 4-7 MiB of peak RSS on
/// the examples (measured). Mapped blocks grow by `mremap`, without a copy, count only the
/// pages actually written, and go back to the OS when freed. Smaller blocks stay on the
/// heap, so the extra system calls are only for large, rarely allocated buffers.
fn tune_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        /// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`.
        const M_MMAP_THRESHOLD: std::ffi::c_int = -3;
        // SAFETY: this is glibc's `int mallopt(int param, int value)`, which only sets a
        // tuning parameter of the allocator; any argument values are safe to pass.
        unsafe extern "C" {
            safe fn mallopt(param: std::ffi::c_int, value: std::ffi::c_int) -> std::ffi::c_int;
        }
        mallopt(M_MMAP_THRESHOLD, 1 << 20);
    }
}

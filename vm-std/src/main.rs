//! The `vm-std` command, which runs a program as `python3` does:
//! `vm-std run [--stats] [--dis] [--no-specialize] (FILE.py | -c CODE | -) [ARGS...]`.

// Every `unsafe` operation sits in its own block with a `// SAFETY:` comment naming the
// invariant it relies on, also inside `unsafe fn`s.
#![deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]

use std::ffi::OsString;
use std::io::{BufWriter, Read, Write};
use std::process::ExitCode;

use vm_std::{RunOptions, run_source_to};

const USAGE: &str =
    "usage: vm-std run [--stats] [--dis] [--no-specialize] (FILE.py | -c CODE | -) [ARGS...]";

const HELP: &str = "\
Runs a Python program on vm-std, as python3 runs it.

usage: vm-std run [OPTIONS] (FILE.py | -c CODE | -) [ARGS...]
       vm-std --version | --help

The program's arguments (sys.argv[1:]) are what follows FILE, -c CODE or -.

options (before the program):
  -c CODE            run CODE (sys.argv[0] is '-c')
  -                  read the program from standard input
  --stats            print specialization statistics to stderr after the run
                     (counts need a build with --features stats)
  --dis              print the adaptive disassembly of every code object after the run
  --no-specialize    run without specializing instructions
  -h, --help         print this help
  -V, --version      print the version

Exit status: the program's (sys.exit(n)), 1 on an uncaught exception or a compile
error, 2 on a usage error or a file that cannot be read.";

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
    Print(String),
}

fn main() -> ExitCode {
    tune_allocator();
    let (program, options) = match parse(std::env::args_os().skip(1)) {
        Ok(Command::Run(p, o)) => (p, o),
        Ok(Command::Print(text)) => {
            println!("{text}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("vm-std: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let (name, source) = match program {
        Program::Code(code) => ("-c".to_string(), code),
        Program::Stdin => {
            let mut s = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut s) {
                eprintln!("vm-std: can't read the program from stdin: {e}");
                return ExitCode::from(2);
            }
            ("<stdin>".to_string(), s)
        }
        Program::File(file) => match std::fs::read_to_string(&file) {
            Ok(s) => (file, s),
            Err(e) => {
                eprintln!("vm-std: can't open file '{file}': {e}");
                return ExitCode::from(2);
            }
        },
    };
    let stdout = std::io::stdout().lock();
    let mut out = BufWriter::with_capacity(1 << 16, stdout);
    let mut err = std::io::stderr().lock();
    let code = run_source_to(&name, &source, &options, &mut out, &mut err);
    let _ = out.flush();
    ExitCode::from(code.clamp(0, 255) as u8)
}

/// Parses the command line (without the program name).
fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
    use lexopt::prelude::*;
    let mut parser = lexopt::Parser::from_args(args);
    let mut options = RunOptions {
        free_at_exit: false,
        ..RunOptions::default()
    };
    match parser.next().map_err(|e| e.to_string())? {
        Some(Value(v)) if v == "run" => {}
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

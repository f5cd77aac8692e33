//! `vm-std compile`: a program compiled to the bytes of a `.vmc` file, which `vm-std run`
//! runs as it runs the source (CPython's `py_compile`).

use std::sync::mpsc;

use crate::compiler::ModuleContext;

use super::marshal::{self, Header, Stamp};
use super::{STACK_SIZE, loader, main_file_name, new_machine, set_up_main};

/// How to compile.
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// What the file records of its source (its modification time and size).
    pub stamp: Stamp,
    /// Global names to intern before compiling, so that the compiled code's global
    /// symbols differ from those of a run that loads it: a test that loading binds them
    /// again rather than trusting the numbers.
    #[doc(hidden)]
    pub shift_symbols: usize,
}

/// Compiles `source` (the program in file `filename`) as `__main__` into the bytes of a
/// `.vmc` file, or says why not: a compile error as `vm-std run` prints it
/// (`FILE:LINE:COL: message`), or code that cannot be serialized.
///
/// It compiles in a machine set up as `vm-std run` sets one up, on a thread of its own
/// (with the interpreter's stack, as deep source needs).
pub fn compile_source(
    filename: &str,
    source: &str,
    options: &CompileOptions,
) -> Result<Vec<u8>, String> {
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .name("vm-std compile".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, move || {
                let _ = tx.send(compile_here(filename, source, options));
            });
        if let Err(e) = worker {
            return Err(format!("cannot start the compiler thread: {e}"));
        }
        rx.recv()
            .unwrap_or_else(|_| Err("the compiler thread failed".to_string()))
    })
}

fn compile_here(filename: &str, source: &str, options: &CompileOptions) -> Result<Vec<u8>, String> {
    let mut machine = new_machine(None);
    for i in 0..options.shift_symbols {
        machine.intern(&format!("<shift {i}>"));
    }
    set_up_main(&mut machine, filename, &[]);
    // The code names its source as a run of it does (absolute, as CPython's script).
    let name = main_file_name(filename);
    let program =
        loader::compile(&mut machine, &name, source, ModuleContext::default()).map_err(|e| {
            let kind = if e.parse { "SyntaxError: " } else { "" };
            format!("{filename}:{}:{}: {kind}{}", e.line, e.col, e.message)
        })?;
    eprint!(
        "{}",
        crate::compiler::render_warnings(&program.warnings, &name, Some(source))
    );
    let header = Header {
        stamp: options.stamp,
        package: None,
    };
    marshal::encode(&mut machine, &program.module, 0, header)
        .map_err(|e| format!("{filename}: {e}"))
}

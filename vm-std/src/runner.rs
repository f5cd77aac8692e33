//! Running a program: parse, compile, execute on a thread of its own (with a large stack,
//! so deeply nested source cannot overflow the compiler), stream its output back, and
//! report errors as Python-style tracebacks.

use std::io::Write;
use std::sync::Arc;
use std::sync::mpsc;

use vm_core::code::oparg_field;
use vm_core::{Config, DisOptions, ErrorKind, VmError};

use crate::RunOptions;
use crate::compiler::{Compiler, Lines};
use crate::error::{ExcType, PyError};
use crate::isa::isa::{Code, Isa, Opcode, Thread};
use crate::isa::outcome;
use crate::ops::{cmp, nb};
use crate::runtime::{Machine, Stream};
use crate::value::format;
use crate::value::native::Names;
use crate::{builtins, methods};

/// Python's default recursion limit.
pub const RECURSION_LIMIT: usize = 1000;
const STACK_SIZE: usize = 256 << 20;

/// Runs `source`, streaming output to the writers; returns the exit code. Constructs
/// beyond the subset compile when `VM_STD_EXTENSIONS` is set (see
/// [`crate::compiler::extensions_enabled`]).
pub fn run(
    filename: &str,
    source: &str,
    options: &RunOptions,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let extensions = crate::compiler::extensions_enabled();
    run_ext(filename, source, options, extensions, stdout, stderr)
}

/// [`run`], saying whether the constructs beyond the subset compile.
pub fn run_ext(
    filename: &str,
    source: &str,
    options: &RunOptions,
    extensions: bool,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let (tx, rx) = mpsc::channel::<(Stream, Vec<u8>)>();
    let options = *options;
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .name("vm-std".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(s, move || {
                run_here(filename, source, &options, extensions, tx)
            });
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
    extensions: bool,
    tx: mpsc::Sender<(Stream, Vec<u8>)>,
) -> i32 {
    // The wiring of the layers: values learn the natives' names from their tables, the
    // machine gets the builtins.
    Names::install(Names {
        builtin: builtins::describe,
        method: methods::qualname,
    });
    let mut machine = Machine::new(Some(tx), builtins::namespace());
    let parsed = match ruff_python_parser::parse_module(source) {
        Ok(p) => p,
        Err(e) => {
            let lines = Lines::new(source);
            let (line, col) = lines.locate(e.location.start().to_usize());
            machine.write_err(&format!(
                "{filename}:{line}:{col}: SyntaxError: {}\n",
                e.error
            ));
            return 1;
        }
    };
    let compiler = Compiler::new(filename, source, &mut machine).with_extensions(extensions);
    let lines = compiler.lines();
    let program = match compiler.compile_module(&parsed.syntax().body) {
        Ok(p) => p,
        Err(e) => {
            machine.write_err(&format!("{filename}:{}:{}: {}\n", e.line, e.col, e.message));
            return 1;
        }
    };
    drop(parsed);
    let mut thread = Thread::new(Config {
        specialize: options.specialize,
        recursion_limit: RECURSION_LIMIT,
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

/// The exception a failed run raised.
fn exception(e: &VmError<Isa>) -> PyError {
    match &e.kind {
        ErrorKind::Op(err) => {
            if err.kind() == ExcType::UnboundLocalError && err.message().is_empty() {
                // The failing instruction reads the local: name it.
                if let Some(t) = e.traceback.last() {
                    let slot = t.code.oparg(t.offset) as usize;
                    let name = t
                        .code
                        .extra
                        .local_names
                        .get(slot)
                        .map_or("?".to_string(), |n| n.to_string());
                    return PyError::new(
                        ExcType::UnboundLocalError,
                        format!(
                            "cannot access local variable '{name}' where it is not associated with a value"
                        ),
                    );
                }
            }
            err.clone()
        }
        ErrorKind::RecursionLimit { .. } => {
            PyError::new(ExcType::RecursionError, "maximum recursion depth exceeded")
        }
        ErrorKind::TooManyArguments { given, .. } => {
            PyError::type_error(format!("too many arguments ({given})"))
        }
        other => PyError::new(ExcType::RuntimeError, format!("internal error: {other}")),
    }
}

/// A CPython-style traceback (identical consecutive entries collapsed after three).
pub fn traceback(e: &VmError<Isa>, lines: &Lines) -> String {
    const CUTOFF: usize = 3;
    let mut out = String::from("Traceback (most recent call last):\n");
    let mut last: Option<(u32, *const Code)> = None;
    let mut count = 0usize;
    let repeated = |out: &mut String, count: usize| {
        if count > CUTOFF {
            let n = count - CUTOFF;
            out.push_str(&format!(
                "  [Previous line repeated {n} more time{}]\n",
                if n > 1 { "s" } else { "" }
            ));
        }
    };
    for entry in &e.traceback {
        let info = &entry.code.extra;
        let line = info.line_at(entry.offset);
        let key = (line, Arc::as_ptr(&entry.code));
        if last != Some(key) {
            repeated(&mut out, count);
            last = Some(key);
            count = 0;
        }
        count += 1;
        if count > CUTOFF {
            continue;
        }
        out.push_str(&format!(
            "  File \"{}\", line {line}, in {}\n",
            info.filename, info.name
        ));
        if let Some(text) = lines.line_text(line) {
            let t = text.trim();
            if !t.is_empty() {
                out.push_str(&format!("    {t}\n"));
            }
        }
    }
    repeated(&mut out, count);
    out.push_str(&format!("{}\n", exception(e)));
    out
}

/// The adaptive disassembly of every code object, with operands explained.
pub fn disassemble(codes: &[Arc<Code>], machine: &Machine) -> String {
    let mut out = String::new();
    for code in codes {
        let info = &code.extra;
        out.push_str(&format!(
            "Disassembly of {} ({}):\n",
            info.name, info.filename
        ));
        let opts = DisOptions {
            adaptive: true,
            show_caches: false,
        };
        let text = vm_core::dis_with(code, opts, |offset, op, oparg| {
            let _ = offset;
            let local = |i: u32| info.local_names.get(i as usize).map(|n| n.to_string());
            // Fields: the local, the method name (`LOAD_METHOD_FAST`, `CALL_METHOD_FAST_POP`).
            let local_method = |oparg: u32| {
                let method = info.names.get(oparg_field(oparg, 1) as usize)?;
                Some(format!("{}.{method}", local(oparg_field(oparg, 0))?))
            };
            let name = op.name;
            let o = Opcode::from_u8(op.opcode)?;
            match o {
                Opcode::LoadConst | Opcode::ReturnConst => {
                    info.consts.get(oparg as usize).map(format::repr)
                }
                Opcode::LoadGlobal | Opcode::StoreGlobal | Opcode::StoreItemGlobal => {
                    machine.names.get(oparg as usize).map(|n| n.to_string())
                }
                Opcode::LoadFast
                | Opcode::StoreFast
                | Opcode::StoreItem
                | Opcode::FillDefault
                | Opcode::ReturnFast
                | Opcode::InplaceAddFast
                | Opcode::InplaceSubtractFast
                | Opcode::BinaryAddStoreFast
                | Opcode::BinarySubtractStoreFast
                | Opcode::BinaryMultiplyStoreFast
                | Opcode::BinarySubscrFast => local(oparg),
                Opcode::ForIterFast => local(oparg_field(oparg, 0)),
                Opcode::BinarySubscrFastFast | Opcode::StoreSubscrFastFast => Some(format!(
                    "{}[{}]",
                    local(oparg_field(oparg, 0))?,
                    local(oparg_field(oparg, 1))?
                )),
                Opcode::BinarySubscrIndexFast | Opcode::StoreSubscrIndexFast => Some(format!(
                    "{}[{}]",
                    local(oparg_field(oparg, 0))?,
                    oparg_field(oparg, 1)
                )),
                Opcode::BinaryOp => Some(nb::symbol(oparg).to_string()),
                // Fields: the local, the other operand (a local or a constant), the operator.
                Opcode::BinaryOpFastFast | Opcode::BinaryOpFastConst | Opcode::InplaceFastConst => {
                    let (a, b, op) = (
                        oparg_field(oparg, 0),
                        oparg_field(oparg, 1),
                        oparg_field(oparg, 2),
                    );
                    let b = if o == Opcode::BinaryOpFastFast {
                        local(b)?
                    } else {
                        format::repr(info.consts.get(b as usize)?)
                    };
                    Some(format!("{} {} {b}", local(a)?, nb::symbol(op)))
                }
                // Fields: the right operand (a local or a constant), the operator.
                Opcode::BinaryOpFast | Opcode::BinaryOpConst => {
                    let (b, op) = (oparg_field(oparg, 0), oparg_field(oparg, 1));
                    let b = if o == Opcode::BinaryOpFast {
                        local(b)?
                    } else {
                        format::repr(info.consts.get(b as usize)?)
                    };
                    Some(format!("{} {b}", nb::symbol(op)))
                }
                Opcode::CompareOp => Some(cmp::symbol(oparg).to_string()),
                // The branch byte is the last field; before it, the operands the fields name.
                Opcode::CompareJump
                | Opcode::CompareFastJump
                | Opcode::CompareConstJump
                | Opcode::CompareFastFastJump
                | Opcode::CompareFastConstJump => {
                    let field = |k| oparg_field(oparg, k);
                    let konst = |k| info.consts.get(field(k) as usize).map(format::repr);
                    let (operands, branch) = match o {
                        Opcode::CompareJump => (("".to_string(), String::new()), field(0)),
                        Opcode::CompareFastJump => (("".to_string(), local(field(0))?), field(1)),
                        Opcode::CompareConstJump => (("".to_string(), konst(0)?), field(1)),
                        Opcode::CompareFastFastJump => {
                            ((local(field(0))?, local(field(1))?), field(2))
                        }
                        _ => ((local(field(0))?, konst(1)?), field(2)),
                    };
                    let (op, when) = outcome::decode(branch);
                    let test = [operands.0, cmp::symbol(op).to_string(), operands.1]
                        .into_iter()
                        .filter(|t| !t.is_empty())
                        .collect::<Vec<_>>()
                        .join(" ");
                    Some(format!(
                        "if {test} is {}",
                        if when { "true" } else { "false" }
                    ))
                }
                Opcode::ContainsOp => Some(if oparg == 1 { "not in" } else { "in" }.to_string()),
                // Fields: the global's symbol, 1 for `not in`.
                Opcode::ContainsGlobal => {
                    let global = machine.names.get(oparg_field(oparg, 0) as usize)?;
                    let test = if oparg_field(oparg, 1) == 1 {
                        "not in"
                    } else {
                        "in"
                    };
                    Some(format!("{test} {global}"))
                }
                Opcode::IsOp => Some(if oparg == 1 { "is not" } else { "is" }.to_string()),
                Opcode::LoadMethod => info.names.get(oparg as usize).map(|n| n.to_string()),
                // Fields: the container, the key, the constant.
                Opcode::StoreSubscrFastFastConst => {
                    let value = info.consts.get(oparg_field(oparg, 2) as usize)?;
                    Some(format!(
                        "{}[{}] = {}",
                        local(oparg_field(oparg, 0))?,
                        local(oparg_field(oparg, 1))?,
                        format::repr(value)
                    ))
                }
                Opcode::LoadMethodFast => local_method(oparg),
                // Fields: the global's symbol, the method name.
                Opcode::LoadMethodGlobal => {
                    let global = machine.names.get(oparg_field(oparg, 0) as usize)?;
                    let method = info.names.get(oparg_field(oparg, 1) as usize)?;
                    Some(format!("{global}.{method}"))
                }
                Opcode::CallMethodFastPop => local_method(oparg).map(|m| m + "(...)"),
                // Fields: the container local, whether to jump when the item is true.
                Opcode::SubscrFastJump => Some(format!(
                    "if {}[...] is {}",
                    local(oparg_field(oparg, 0))?,
                    if oparg_field(oparg, 1) == 1 {
                        "true"
                    } else {
                        "false"
                    }
                )),
                Opcode::MakeFunction => info
                    .functions
                    .get(oparg as usize)
                    .map(|f| f.name.to_string()),
                _ => {
                    let _ = name;
                    None
                }
            }
        });
        out.push_str(&text);
        out.push('\n');
    }
    out
}

//! Dispatch cost of the generated interpreter against a hand-written one (DESIGN.md §6).
//!
//! Each program is described once as a list of abstract instructions ([`Asm`]) and
//! lowered twice: to the generated calculator's [`calc::calc::Builder`] and to the
//! hand-written interpreter's `Vec<Instr>` (with the same superinstruction fusion the
//! builder does, so both execute the same instruction stream). Every program then runs
//! three ways side by side in one criterion group:
//!
//! - `handwritten`: [`handwritten::Interp`], a plain `loop { match }` (the baseline);
//! - `generated_no_specialize`: the generated loop on a thread with
//!   `Config { specialize: false, .. }` and its own code (never rewritten);
//! - `generated_specialize`: the generated loop with specialization on; its code is
//!   shared across iterations and specializes in place during the checking run.
//!
//! Programs: `sum_ints_100k` (an int loop), `fib_20` (recursion through CALL/RET),
//! `float_loop_100k` (a float loop) and `fib_20_global` (`fib_20` finding itself by
//! `LOAD_GLOBAL`, as Python does). In this toy set the generic int/float ops are one
//! `match` on the operand pair, so `ADD_INT`/`LESS_INT` save that match and the error
//! path; `LOAD_GLOBAL_CACHED` replaces a table scan.
//!
//! Before timing, each way runs once and must return the expected result, and the
//! specializing code must have been rewritten (the plain code must not), so a broken
//! interpreter cannot be measured silently.
//!
//! Run: `cargo bench --bench dispatch -- --warm-up-time 1 --measurement-time 3`. On a
//! machine shared with other jobs, `VM_BENCH_INTERLEAVED=200 cargo bench --bench dispatch`
//! gives steadier ratios (see [`interleaved`]).
//!
//! What the generated loop has that the baseline does not (the framework's work, done
//! once for every instruction set): operand pushes and pops without bounds checks, with
//! the stack pointer in a local, which the verifier's depth proof makes sound; values
//! moved through the stack as two words; frames that cache their code pointer. The
//! baseline keeps the plain `Vec` operations a hand-written interpreter without a
//! verifier would use.

#[allow(dead_code)]
#[path = "../tests/common/calc.rs"]
mod calc;
mod handwritten;

use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

use calc::calc::{Builder, Code, Opcode, Thread};
use calc::{Consts, Machine, Value};
use criterion::Criterion;
use handwritten::Instr;
use vm_core::{Config, DisOptions, dis};

/// One abstract instruction of a program description.
#[derive(Clone, Copy, Debug)]
enum Asm {
    /// A base instruction and its oparg.
    Op(Opcode, u32),
    /// A jump instruction to label `n`.
    Jump(Opcode, usize),
    /// Binds label `n` to the next instruction.
    Label(usize),
}

use Asm::{Jump, Label, Op};

/// A function of a program.
struct FnDesc {
    nlocals: u32,
    consts: Vec<Value>,
    body: Vec<Asm>,
}

/// A benchmark program: `functions[0]` called with `args` returns `expected`.
struct Program {
    name: &'static str,
    functions: Vec<FnDesc>,
    args: Vec<Value>,
    expected: Value,
    /// Specialized instructions the adaptive code must contain after one run.
    specializes_to: &'static [&'static str],
    /// Globals defined before the run: (name, value).
    globals: Vec<(u32, Value)>,
}

fn labels(body: &[Asm]) -> usize {
    body.iter()
        .map(|a| match *a {
            Jump(_, l) | Label(l) => l + 1,
            Op(..) => 0,
        })
        .max()
        .unwrap_or(0)
}

/// Lowers a function to verified generated code (superinstructions fused by the builder).
fn lower_generated(f: &FnDesc) -> Arc<Code> {
    let mut b = Builder::new();
    let labels: Vec<_> = (0..labels(&f.body)).map(|_| b.label()).collect();
    for a in &f.body {
        match *a {
            Op(op, arg) => b.emit(op, arg).map(drop),
            Jump(op, l) => b.emit_jump(op, labels[l]).map(drop),
            Label(l) => b.bind(labels[l]),
        }
        .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    Arc::new(
        b.finish(f.nlocals, Consts(f.consts.clone()))
            .expect("verifies"),
    )
}

/// The hand-written instruction for a base opcode.
fn instr(op: Opcode, arg: u32) -> Instr {
    match op {
        Opcode::LoadConst => Instr::LoadConst(arg),
        Opcode::LoadLocal => Instr::LoadLocal(arg),
        Opcode::StoreLocal => Instr::StoreLocal(arg),
        Opcode::PopTop => Instr::PopTop,
        Opcode::Add => Instr::Add,
        Opcode::Sub => Instr::Sub,
        Opcode::Less => Instr::Less,
        Opcode::JumpIfFalse => Instr::JumpIfFalse(arg),
        Opcode::Jump => Instr::Jump(arg),
        Opcode::Contains => Instr::Contains,
        Opcode::BuildSet => Instr::BuildSet(arg),
        Opcode::LoadGlobal => Instr::LoadGlobal(arg),
        Opcode::StoreGlobal => Instr::StoreGlobal(arg),
        Opcode::Call => Instr::Call(arg),
        Opcode::Ret => Instr::Ret,
        Opcode::Print => Instr::Print,
        Opcode::ReturnConst => Instr::ReturnConst(arg),
        other => panic!("{other} is not a base instruction"),
    }
}

/// Lowers a function to the hand-written interpreter: labels resolved to instruction
/// indices, then `LoadLocal, LoadLocal` fused in place exactly as the builder fuses
/// `LOAD_LOCAL_LOAD_LOCAL` (the second instruction stays, chains allowed).
fn lower_handwritten(f: &FnDesc) -> handwritten::Function {
    let mut at = vec![usize::MAX; labels(&f.body)];
    let mut n = 0;
    for a in &f.body {
        match *a {
            Label(l) => at[l] = n,
            _ => n += 1,
        }
    }
    let mut code: Vec<Instr> = f
        .body
        .iter()
        .filter_map(|a| match *a {
            Op(op, arg) => Some(instr(op, arg)),
            Jump(op, l) => Some(instr(op, u32::try_from(at[l]).expect("bound label"))),
            Label(_) => None,
        })
        .collect();
    for k in 1..code.len() {
        if let (Instr::LoadLocal(a), Instr::LoadLocal(b)) = (code[k - 1], code[k]) {
            code[k - 1] = Instr::LoadLocalLoadLocal(a, b);
        }
    }
    handwritten::Function {
        code,
        consts: f.consts.clone(),
        nlocals: f.nlocals,
    }
}

/// `sum(i for i in range(n))`: locals n, i, acc.
fn sum_ints(n: i64) -> Program {
    let body = vec![
        Op(Opcode::LoadConst, 0),
        Op(Opcode::StoreLocal, 1),
        Op(Opcode::LoadConst, 0),
        Op(Opcode::StoreLocal, 2),
        Label(0),
        Op(Opcode::LoadLocal, 1),
        Op(Opcode::LoadLocal, 0),
        Op(Opcode::Less, 0),
        Jump(Opcode::JumpIfFalse, 1),
        Op(Opcode::LoadLocal, 2),
        Op(Opcode::LoadLocal, 1),
        Op(Opcode::Add, 0),
        Op(Opcode::StoreLocal, 2),
        Op(Opcode::LoadLocal, 1),
        Op(Opcode::LoadConst, 1),
        Op(Opcode::Add, 0),
        Op(Opcode::StoreLocal, 1),
        Jump(Opcode::Jump, 0),
        Label(1),
        Op(Opcode::LoadLocal, 2),
        Op(Opcode::Ret, 0),
    ];
    Program {
        name: "sum_ints_100k",
        functions: vec![FnDesc {
            nlocals: 3,
            consts: vec![Value::Int(0), Value::Int(1)],
            body,
        }],
        args: vec![Value::Int(n)],
        expected: Value::Int(n * (n - 1) / 2),
        specializes_to: &["LESS_INT", "ADD_INT"],
        globals: Vec::new(),
    }
}

/// Recursive `fib(n)` through CALL and RET (function 0 calls itself).
fn fib(n: i64) -> Program {
    let body = vec![
        Op(Opcode::LoadLocal, 0),
        Op(Opcode::LoadConst, 0),
        Op(Opcode::Less, 0),
        Jump(Opcode::JumpIfFalse, 0),
        Op(Opcode::LoadLocal, 0),
        Op(Opcode::Ret, 0),
        Label(0),
        Op(Opcode::LoadConst, 2),
        Op(Opcode::LoadLocal, 0),
        Op(Opcode::LoadConst, 1),
        Op(Opcode::Sub, 0),
        Op(Opcode::Call, 1),
        Op(Opcode::LoadConst, 2),
        Op(Opcode::LoadLocal, 0),
        Op(Opcode::LoadConst, 0),
        Op(Opcode::Sub, 0),
        Op(Opcode::Call, 1),
        Op(Opcode::Add, 0),
        Op(Opcode::Ret, 0),
    ];
    let expected = (0..n).fold((0i64, 1i64), |(a, b), _| (b, a + b)).0;
    Program {
        name: "fib_20",
        functions: vec![FnDesc {
            nlocals: 1,
            consts: vec![Value::Int(2), Value::Int(1), Value::Func(0)],
            body,
        }],
        args: vec![Value::Int(n)],
        expected: Value::Int(expected),
        specializes_to: &["LESS_INT", "ADD_INT"],
        globals: Vec::new(),
    }
}

/// [`fib`] as Python runs it: the function finds itself by name (`LOAD_GLOBAL`) in a
/// module with a few other globals. The generic lookup scans the globals table; the
/// specialized `LOAD_GLOBAL_CACHED` checks the table's version and indexes its cached slot.
fn fib_global(n: i64) -> Program {
    const FIB: u32 = 7;
    let mut p = fib(n);
    p.name = "fib_20_global";
    p.functions[0].consts.truncate(2);
    for a in &mut p.functions[0].body {
        if let Op(Opcode::LoadConst, 2) = a {
            *a = Op(Opcode::LoadGlobal, FIB);
        }
    }
    p.globals = (0..FIB)
        .map(|name| (name, Value::Int(name.into())))
        .collect();
    p.globals.push((FIB, Value::Func(0)));
    p.specializes_to = &["LOAD_GLOBAL_CACHED", "LESS_INT", "ADD_INT"];
    p
}

/// `x = 0.0; acc = 0.0; while x < limit { x += 0.5; acc += x }`: locals limit, x, acc.
fn float_loop(limit: f64) -> Program {
    let body = vec![
        Op(Opcode::LoadConst, 0),
        Op(Opcode::StoreLocal, 1),
        Op(Opcode::LoadConst, 0),
        Op(Opcode::StoreLocal, 2),
        Label(0),
        Op(Opcode::LoadLocal, 1),
        Op(Opcode::LoadLocal, 0),
        Op(Opcode::Less, 0),
        Jump(Opcode::JumpIfFalse, 1),
        Op(Opcode::LoadLocal, 1),
        Op(Opcode::LoadConst, 1),
        Op(Opcode::Add, 0),
        Op(Opcode::StoreLocal, 1),
        Op(Opcode::LoadLocal, 2),
        Op(Opcode::LoadLocal, 1),
        Op(Opcode::Add, 0),
        Op(Opcode::StoreLocal, 2),
        Jump(Opcode::Jump, 0),
        Label(1),
        Op(Opcode::LoadLocal, 2),
        Op(Opcode::Ret, 0),
    ];
    // Steps k = 1..=2*limit: acc = 0.5 * sum(k), exact in f64 at this size.
    let steps = (2.0 * limit) as i64;
    Program {
        name: "float_loop_100k",
        functions: vec![FnDesc {
            nlocals: 3,
            consts: vec![Value::Float(0.0), Value::Float(0.5)],
            body,
        }],
        args: vec![Value::Float(limit)],
        expected: Value::Float(0.5 * (steps * (steps + 1) / 2) as f64),
        specializes_to: &["LESS_FLOAT", "ADD_FLOAT"],
        globals: Vec::new(),
    }
}

/// A generated machine with its own copy of the program's code; returns the entry code.
fn generated(p: &Program) -> (Arc<Code>, Machine) {
    let functions: Vec<Arc<Code>> = p.functions.iter().map(lower_generated).collect();
    let entry = functions[0].clone();
    let mut machine = Machine {
        functions: functions.into_iter().map(Into::into).collect(),
        ..Machine::default()
    };
    machine.globals.slots = p.globals.clone();
    machine.globals.version = 1;
    (entry, machine)
}

/// One program ready to run the three ways, each checked once.
struct Runners {
    name: &'static str,
    args: Vec<Value>,
    hw: handwritten::Interp,
    hw_machine: handwritten::Machine,
    plain: Thread,
    plain_machine: Machine,
    plain_code: Arc<Code>,
    spec: Thread,
    spec_machine: Machine,
    spec_code: Arc<Code>,
}

impl Runners {
    /// Builds the program for each way and checks, outside timing, that each returns the
    /// expected result and that only the adaptive code was specialized (its first runs
    /// rewrite it in place, as they would in a long-running program).
    fn new(p: &Program) -> Self {
        let mut hw_machine = handwritten::Machine {
            functions: p.functions.iter().map(lower_handwritten).collect(),
            ..Default::default()
        };
        hw_machine.globals.slots = p.globals.clone();
        hw_machine.globals.version = 1;
        let (plain_code, plain_machine) = generated(p);
        let (spec_code, spec_machine) = generated(p);
        let mut r = Runners {
            name: p.name,
            args: p.args.clone(),
            hw: handwritten::Interp::default(),
            hw_machine,
            plain: Thread::new(Config {
                specialize: false,
                ..Config::default()
            }),
            plain_machine,
            plain_code,
            spec: Thread::default(),
            spec_machine,
            spec_code,
        };
        let expected = Some(p.expected.clone());
        assert_eq!(r.handwritten(), expected, "{}: handwritten", p.name);
        assert_eq!(r.no_specialize(), expected, "{}: no-specialize", p.name);
        for run in 0..2 {
            assert_eq!(r.specialize(), expected, "{}: run {run}", p.name);
        }
        let adaptive = DisOptions {
            adaptive: true,
            show_caches: false,
        };
        let spec_dis = dis(&r.spec_code, adaptive);
        let plain_dis = dis(&r.plain_code, adaptive);
        for name in p.specializes_to {
            assert!(
                spec_dis.contains(name),
                "{}: no {name}:\n{spec_dis}",
                p.name
            );
            assert!(
                !plain_dis.contains(name),
                "{}: {name}:\n{plain_dis}",
                p.name
            );
        }
        r
    }

    fn handwritten(&mut self) -> Option<Value> {
        let args = black_box(self.args.as_slice()).iter().cloned();
        self.hw.call(&mut self.hw_machine, 0, args).ok()
    }

    fn no_specialize(&mut self) -> Option<Value> {
        let args = black_box(self.args.as_slice()).iter().cloned();
        let (machine, code) = (&mut self.plain_machine, &self.plain_code);
        self.plain.call(machine, code, args).ok()
    }

    fn specialize(&mut self) -> Option<Value> {
        let args = black_box(self.args.as_slice()).iter().cloned();
        let (machine, code) = (&mut self.spec_machine, &self.spec_code);
        self.spec.call(machine, code, args).ok()
    }
}

fn programs() -> [Program; 4] {
    [
        sum_ints(100_000),
        fib(20),
        float_loop(50_000.0),
        fib_global(20),
    ]
}

fn dispatch(c: &mut Criterion) {
    for p in programs() {
        let mut r = Runners::new(&p);
        let mut group = c.benchmark_group(p.name);
        group.bench_function("handwritten", |b| b.iter(|| r.handwritten()));
        group.bench_function("generated_no_specialize", |b| b.iter(|| r.no_specialize()));
        group.bench_function("generated_specialize", |b| b.iter(|| r.specialize()));
        group.finish();
    }
}

/// `VM_BENCH_INTERLEAVED=N`: instead of criterion, runs the three ways round-robin `N`
/// times per program and prints each way's 10th-percentile and median time per run and
/// the ratios. Criterion times one way for seconds, then the next; on a machine shared
/// with other jobs, whose load changes how fast this core runs from one second to the
/// next, that skews the ratios. Interleaved runs see the same conditions.
fn interleaved(rounds: usize) {
    for p in programs() {
        let mut r = Runners::new(&p);
        let mut times: [Vec<f64>; 3] = Default::default();
        for _ in 0..rounds {
            let ways: [fn(&mut Runners) -> Option<Value>; 3] = [
                Runners::handwritten,
                Runners::no_specialize,
                Runners::specialize,
            ];
            for (way, t) in ways.iter().zip(&mut times) {
                let start = Instant::now();
                black_box(way(&mut r));
                t.push(start.elapsed().as_secs_f64() * 1e3);
            }
        }
        let at = |t: &mut Vec<f64>, q: f64| {
            t.sort_by(f64::total_cmp);
            t[((t.len() - 1) as f64 * q) as usize]
        };
        for (label, q) in [("p10", 0.1), ("median", 0.5)] {
            let [h, n, s] = times.each_mut().map(|t| at(t, q));
            println!(
                "{:16} {label:6} ms: handwritten {h:.3}  generated_no_specialize {n:.3}  \
                 generated_specialize {s:.3}  | no_specialize/handwritten {:.3}  \
                 handwritten/specialize {:.3}",
                r.name,
                n / h,
                h / s
            );
        }
    }
}

fn main() {
    if let Some(rounds) = std::env::var("VM_BENCH_INTERLEAVED")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        interleaved(rounds.max(1));
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    dispatch(&mut c);
    c.final_summary();
}

//! Costs of the control-flow machinery on the toy calculator (`tests/common/calc.rs`):
//!
//! - `protected_loop`: `sum_ints_100k` as is and with its whole loop inside a protected
//!   range. Entering a range executes nothing, so the two must time alike.
//! - `raise_catch`: a loop of 1,000 raises caught in the same frame, and 1,000 raises
//!   caught ten frames up (the handler's frame calls a chain of ten functions, the last
//!   raises). `bench/raise_catch.py` runs the same in CPython and prints the ratios.
//! - `generator`: a loop that sends into a generator yielding 10,000 ints and sums them
//!   (resume + yield per item, no Rust recursion).
//!
//! Each program runs once, checked, before timing. `VM_BENCH_INTERLEAVED=N` runs every
//! program `N` times round-robin instead of criterion and prints the median time per run
//! and per operation (raise, item), which is what `bench/raise_catch.py` reads.

#[allow(dead_code)]
#[path = "../tests/common/calc.rs"]
mod calc;

use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

use calc::calc::{Builder, Code, Opcode, Thread};
use calc::{Consts, FuncRef, Machine, Value};
use criterion::Criterion;
use vm_core::BuildError;

/// Builds verified code with `nlocals` locals and constants `consts`.
fn assemble(
    nlocals: u32,
    consts: Vec<Value>,
    emit: impl FnOnce(&mut Builder) -> Result<(), BuildError>,
) -> Arc<Code> {
    let mut b = Builder::new();
    emit(&mut b).expect("emits");
    Arc::new(b.finish(nlocals, Consts(consts)).expect("verifies"))
}

/// `i = 0; acc = 0; while i < n: acc += i; i += 1`, optionally all inside a protected
/// range (whose handler returns the error). Locals: n, i, acc.
fn sum_ints(protected: bool) -> Arc<Code> {
    assemble(3, vec![Value::Int(0), Value::Int(1)], |b| {
        let (top, end, handler) = (b.label(), b.label(), b.label());
        if protected {
            b.begin_protected(handler, 0, false)?;
        }
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreLocal, 2)?;
        b.bind(top)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, end)?;
        b.emit(Opcode::LoadLocal, 2)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 2)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.emit_jump(Opcode::Jump, top)?;
        b.bind(end)?;
        b.emit(Opcode::LoadLocal, 2)?;
        b.emit(Opcode::Ret, 0)?;
        if protected {
            b.end_protected()?;
        }
        b.bind(handler)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// `for i in range(n): try: <raise or call> except: pass`, counting down local 0 and
/// returning the number of errors caught (local 1). `body` emits the protected part,
/// which leaves nothing on the stack when it does not raise.
fn catching_loop(
    consts: Vec<Value>,
    body: impl Fn(&mut Builder) -> Result<(), BuildError>,
) -> Arc<Code> {
    // Constants: 0 -> 0, 1 -> 1, then the caller's.
    let mut all = vec![Value::Int(0), Value::Int(1)];
    all.extend(consts);
    assemble(2, all, |b| {
        let (top, end, handler, next) = (b.label(), b.label(), b.label(), b.label());
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.bind(top)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, end)?;
        b.begin_protected(handler, 0, false)?;
        body(b)?;
        b.end_protected()?;
        b.emit_jump(Opcode::Jump, next)?;
        b.bind(handler)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.bind(next)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit_jump(Opcode::Jump, top)?;
        b.bind(end)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// A program: the entry code, its machine and the argument it is called with, with the
/// result it must return and how many operations (raises, items) one run does.
struct Program {
    name: &'static str,
    code: Arc<Code>,
    machine: Machine,
    arg: Value,
    expected: Value,
    ops: u32,
    thread: Thread,
}

impl Program {
    fn run(&mut self) -> Value {
        let arg = black_box(self.arg.clone());
        self.thread
            .call(&mut self.machine, &self.code, [arg])
            .expect("runs")
    }
}

fn protected_loop(protected: bool) -> Program {
    let n = 100_000;
    Program {
        name: if protected {
            "sum_ints_100k_protected"
        } else {
            "sum_ints_100k"
        },
        code: sum_ints(protected),
        machine: Machine::default(),
        arg: Value::Int(n),
        expected: Value::Int(n * (n - 1) / 2),
        ops: 1,
        thread: Thread::default(),
    }
}

/// 1,000 raises of an int, each caught in the same frame.
fn raise_one_frame() -> Program {
    let code = catching_loop(vec![Value::Int(7)], |b| {
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::Raise, 0)?;
        Ok(())
    });
    Program {
        name: "raise_catch_1_frame",
        code,
        machine: Machine::default(),
        arg: Value::Int(1000),
        expected: Value::Int(1000),
        ops: 1000,
        thread: Thread::default(),
    }
}

/// 1,000 raises, each ten frames below the handler: the loop calls function 0, which
/// calls 1, ..., function 9 raises.
fn raise_ten_frames() -> Program {
    let mut machine = Machine::default();
    for k in 0..10u32 {
        let last = k == 9;
        let code = assemble(0, vec![Value::Func(k + 1), Value::Int(7)], |b| {
            if last {
                b.emit(Opcode::LoadConst, 1)?;
                b.emit(Opcode::Raise, 0)?;
            } else {
                b.emit(Opcode::LoadConst, 0)?;
                b.emit(Opcode::Call, 0)?;
                b.emit(Opcode::Ret, 0)?;
            }
            Ok(())
        });
        machine.functions.push(FuncRef::from(code));
    }
    let code = catching_loop(vec![Value::Func(0)], |b| {
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        Ok(())
    });
    Program {
        name: "raise_catch_10_frames",
        code,
        machine,
        arg: Value::Int(1000),
        expected: Value::Int(1000),
        ops: 1000,
        thread: Thread::default(),
    }
}

/// Sums a generator of 10,000 ints: the consumer calls the generator function (function
/// 0) and sends none into it until it returns.
fn generator_sum() -> Program {
    let n = 10_000;
    let mut machine = Machine::default();
    // def gen(n): i = 0; while i < n: yield i; i += 1
    let gen_fn = assemble(2, vec![Value::Int(0), Value::Int(1)], |b| {
        let (top, end) = (b.label(), b.label());
        b.emit(Opcode::MakeGenerator, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.bind(top)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, end)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.emit_jump(Opcode::Jump, top)?;
        b.bind(end)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    machine.functions.push(FuncRef::from(gen_fn));
    // total = 0; g = gen(n); for x in g: total += x
    let code = assemble(3, vec![Value::Func(0), Value::Int(0), Value::None], |b| {
        let (top, done) = (b.label(), b.label());
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::StoreLocal, 2)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Call, 1)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.bind(top)?;
        b.emit(Opcode::LoadConst, 2)?;
        b.emit_jump_with(Opcode::Send, 1, done, &[])?;
        b.emit(Opcode::LoadLocal, 2)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 2)?;
        b.emit_jump(Opcode::Jump, top)?;
        b.bind(done)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadLocal, 2)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    Program {
        name: "generator_sum_10k",
        code,
        machine,
        arg: Value::Int(n),
        expected: Value::Int(n * (n - 1) / 2),
        ops: n as u32,
        thread: Thread::default(),
    }
}

fn programs() -> Vec<Program> {
    let mut ps = vec![
        protected_loop(false),
        protected_loop(true),
        raise_one_frame(),
        raise_ten_frames(),
        generator_sum(),
    ];
    for p in &mut ps {
        for _ in 0..2 {
            assert_eq!(p.run(), p.expected, "{}", p.name);
        }
        // The generators made by the checking runs are not needed any more.
        p.machine.generators.clear();
    }
    ps
}

fn criterion_benches(c: &mut Criterion) {
    for mut p in programs() {
        let name = p.name;
        c.bench_function(name, |b| {
            b.iter(|| {
                let r = p.run();
                p.machine.generators.clear();
                r
            })
        });
    }
}

/// Runs the programs round-robin `rounds` times and prints each one's median time per
/// run and per operation.
fn interleaved(rounds: usize) {
    let mut ps = programs();
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); ps.len()];
    for _ in 0..rounds {
        for (p, t) in ps.iter_mut().zip(&mut times) {
            let start = Instant::now();
            black_box(p.run());
            t.push(start.elapsed().as_secs_f64());
            p.machine.generators.clear();
        }
    }
    for (p, t) in ps.iter().zip(&mut times) {
        t.sort_by(f64::total_cmp);
        let median = t[t.len() / 2];
        println!(
            "{:28} median {:10.3} us/run {:10.1} ns/op",
            p.name,
            median * 1e6,
            median * 1e9 / p.ops as f64
        );
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
    criterion_benches(&mut c);
    c.final_summary();
}

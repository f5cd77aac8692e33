//! Fuzz target: the decoder and the verifier. Real programs of the toy calculator (loops,
//! calls, generators, protected ranges, superinstructions, globals, sets) are serialized
//! with `Code::to_bytes` (half the time after a run, so that the bytes hold specialized
//! opcodes, counters and filled caches), then mutated: bit flips, unit and header
//! rewrites, truncations, insertions, deletions, splices from another program, exception
//! table edits. `Code::from_bytes` must reject the result, or return code that runs, with
//! and without specialization, without a panic, leaving the thread's stack empty; and the
//! code it returned must serialize to bytes that decode again, before and after running.
//! This debug build's stack helpers assert their bounds, so a verifier that let a bad
//! program through fails here as a panic.
//!
//! `cargo test --test fuzz_bytecode` runs the smoke pass; `scripts/fuzz.sh bytecode N`
//! the long one (see `tests/fuzz/mod.rs` for the driver and its settings).

mod common;
mod fuzz;

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use arbitrary::Unstructured;
use common::calc::calc::{self, Isa, Opcode};
use common::calc::{Consts, FuncRef, Machine, Set, Value};
use vm_core::serialize::{BODY_HEADER_LEN, HEADER_LEN};
use vm_core::{BuildError, Config, InstructionSet};

type B = calc::Builder;

/// The constants every program shares, so that a mutated `LOAD_CONST` finds values of
/// every type (and a function index always names a function of [`functions`]).
fn consts() -> Vec<Value> {
    vec![
        Value::Int(0),
        Value::Int(1),
        Value::Int(2),
        Value::Float(0.5),
        Value::None,
        Value::Set(Arc::new(Set(BTreeSet::from([1, 2, 3])))),
        Value::Func(0),
        Value::Func(1),
        Value::Func(2),
        Value::Int(-7),
        Value::Int(i64::MAX),
        Value::Int(10),
    ]
}

fn assemble(nlocals: u32, emit: impl FnOnce(&mut B) -> Result<(), BuildError>) -> Arc<calc::Code> {
    let mut b = B::new();
    emit(&mut b).expect("emits");
    Arc::new(b.finish(nlocals, Consts(consts())).expect("verifies"))
}

/// `s = 0; i = 0; while i < n: s = s + i; i = i + 1; return s` (local 0 is `n`); constant
/// `step` is the increment, so the same loop runs over ints or floats.
fn counting_loop(step: u32) -> Arc<calc::Code> {
    assemble(3, |b| {
        let (top, done) = (b.label(), b.label());
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreLocal, 2)?;
        b.bind(top)?;
        b.emit(Opcode::LoadLocal, 2)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, done)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::LoadLocal, 2)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 1)?;
        b.emit(Opcode::LoadLocal, 2)?;
        b.emit(Opcode::LoadConst, step)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 2)?;
        b.emit_jump(Opcode::Jump, top)?;
        b.bind(done)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// Function 0, `fib(n)`, through CALL and RET.
fn fib() -> Arc<calc::Code> {
    assemble(1, |b| {
        let recurse = b.label();
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, recurse)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(recurse)?;
        for k in [1, 2] {
            b.emit(Opcode::LoadConst, 6)?;
            b.emit(Opcode::LoadLocal, 0)?;
            b.emit(Opcode::LoadConst, k)?;
            b.emit(Opcode::Sub, 0)?;
            b.emit(Opcode::Call, 1)?;
        }
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// Function 1, a generator: yields 1, then what was sent plus 0.5, then returns none.
fn generator() -> Arc<calc::Code> {
    assemble(1, |b| {
        b.emit(Opcode::MakeGenerator, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::LoadConst, 3)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadConst, 4)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// Function 2, `fn(a, b): return a + b`.
fn adder() -> Arc<calc::Code> {
    assemble(2, |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// The functions every program may call (the constants name them).
fn functions() -> Vec<FuncRef> {
    vec![fib().into(), generator().into(), adder().into()]
}

/// The programs that get mutated: each is the main code of a run.
fn corpus() -> Vec<Arc<calc::Code>> {
    vec![
        counting_loop(1),
        counting_loop(3),
        // Calls fib(10) and adder(fib, 0.5) (an int + float deopt).
        assemble(1, |b| {
            b.emit(Opcode::LoadConst, 6)?;
            b.emit(Opcode::LoadConst, 11)?;
            b.emit(Opcode::Call, 1)?;
            b.emit(Opcode::StoreLocal, 0)?;
            b.emit(Opcode::LoadConst, 8)?;
            b.emit(Opcode::LoadLocal, 0)?;
            b.emit(Opcode::LoadConst, 3)?;
            b.emit(Opcode::Call, 2)?;
            b.emit(Opcode::Ret, 0)?;
            Ok(())
        }),
        // Drives the generator with SEND until it returns, printing what it yields.
        assemble(1, |b| {
            let (top, done) = (b.label(), b.label());
            b.emit(Opcode::LoadConst, 7)?;
            b.emit(Opcode::Call, 0)?;
            b.emit(Opcode::StoreLocal, 0)?;
            b.emit(Opcode::LoadConst, 4)?;
            b.bind(top)?;
            b.emit_jump_with(Opcode::Send, 0, done, &[])?;
            b.emit(Opcode::Print, 0)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit_jump(Opcode::Jump, top)?;
            b.bind(done)?;
            b.emit(Opcode::Ret, 0)?;
            Ok(())
        }),
        // Sets: membership and unpacking, and globals.
        assemble(2, |b| {
            b.emit(Opcode::LoadConst, 1)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::LoadConst, 11)?;
            b.emit(Opcode::BuildSet, 3)?;
            b.emit(Opcode::StoreGlobal, 3)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::LoadGlobal, 3)?;
            b.emit(Opcode::Contains, 0)?;
            b.emit(Opcode::Print, 0)?;
            b.emit(Opcode::LoadConst, 5)?;
            b.emit(Opcode::Unpack, 3)?;
            b.emit(Opcode::Add, 0)?;
            b.emit(Opcode::Add, 0)?;
            b.emit(Opcode::StoreLocal, 1)?;
            b.emit(Opcode::LoadGlobal, 3)?;
            b.emit(Opcode::Ret, 0)?;
            Ok(())
        }),
        // A protected range: 1 + {1, 2, 3} fails, the handler returns the error; a raise
        // in a second range is caught and re-raised.
        assemble(1, |b| {
            let (first, second) = (b.label(), b.label());
            b.begin_protected(first, 0, false)?;
            b.emit(Opcode::LoadConst, 1)?;
            b.emit(Opcode::LoadConst, 5)?;
            b.emit(Opcode::Add, 0)?;
            b.emit(Opcode::Ret, 0)?;
            b.end_protected()?;
            b.bind(first)?;
            b.emit(Opcode::StoreLocal, 0)?;
            b.begin_protected(second, 0, true)?;
            b.emit(Opcode::LoadLocal, 0)?;
            b.emit(Opcode::Raise, 0)?;
            b.end_protected()?;
            b.bind(second)?;
            b.emit(Opcode::Reraise, 0)?;
            Ok(())
        }),
        fib(),
        generator(),
        adder(),
    ]
}

/// The corpus serialized, once fresh and once after two runs (specialized state).
fn serialized() -> &'static [Vec<u8>] {
    static BYTES: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
    BYTES.get_or_init(|| {
        let mut all = Vec::new();
        for code in corpus() {
            all.push(code.to_bytes().expect("encodes"));
            let mut th = calc::Thread::default();
            let mut m = machine();
            for _ in 0..2 {
                let _ = th.call(&mut m, &code, [Value::Int(12)]);
            }
            all.push(code.to_bytes().expect("encodes"));
        }
        all
    })
}

fn machine() -> Machine {
    Machine {
        functions: functions(),
        ..Machine::default()
    }
}

/// Interesting values for a header field or a unit.
const INTERESTING: [u32; 10] = [
    0,
    1,
    2,
    3,
    0xff,
    0x100,
    0xffff,
    0x7fff_ffff,
    u32::MAX - 1,
    u32::MAX,
];

/// Where the outermost code's units start: after the header and the body's counts.
const UNITS_AT: usize = HEADER_LEN + BODY_HEADER_LEN;

/// Applies one mutation chosen by `u` to `bytes`.
fn mutate(u: &mut Unstructured, bytes: &mut Vec<u8>, corpus: &[Vec<u8>]) -> arbitrary::Result<()> {
    let units = |b: &Vec<u8>| b.len().saturating_sub(UNITS_AT) / 4;
    let fix_count = |b: &mut Vec<u8>, delta: isize| {
        if b.len() >= UNITS_AT {
            let n = u32::from_le_bytes(b[20..24].try_into().unwrap());
            let n = (n as isize + delta) as u32;
            b[20..24].copy_from_slice(&n.to_le_bytes());
        }
    };
    // why weights: most mutations stay inside the units and the table, so that most cases
    // get past the header checks to the verifier, which is the point.
    const WEIGHTS: [(u8, u32); 12] = [
        (0, 6),
        (1, 8),
        (2, 4),
        (3, 8),
        (4, 1),
        (5, 4),
        (6, 4),
        (7, 3),
        (8, 1),
        (9, 4),
        (10, 1),
        (11, 4),
    ];
    let total: u32 = WEIGHTS.iter().map(|w| w.1).sum();
    let mut pick = u.int_in_range(0..=total - 1)?;
    let kind = WEIGHTS
        .iter()
        .find(|&&(_, w)| {
            let hit = pick < w;
            pick = pick.saturating_sub(w);
            hit
        })
        .map_or(0, |w| w.0);
    match kind {
        // A bit, mostly past the header.
        0 if !bytes.is_empty() => {
            let from = if u.ratio(1, 8)? {
                0
            } else {
                UNITS_AT.min(bytes.len() - 1)
            };
            let at = from + u.choose_index(bytes.len() - from)?;
            bytes[at] ^= 1 << u.int_in_range(0..=7u8)?;
        }
        // A unit: a random word, or an opcode with a small oparg.
        1 | 2 if units(bytes) > 0 => {
            let at = UNITS_AT + 4 * u.choose_index(units(bytes))?;
            let word = if u.arbitrary()? {
                let op = &Isa::OPS[u.choose_index(Isa::OPS.len())?];
                op.opcode as u32 | (u.int_in_range(0..=12u32)? << 8)
            } else {
                u.arbitrary()?
            };
            bytes[at..at + 4].copy_from_slice(&word.to_le_bytes());
        }
        // Only the oparg of a unit.
        3 if units(bytes) > 0 => {
            let at = UNITS_AT + 4 * u.choose_index(units(bytes))?;
            bytes[at + 1] = u.arbitrary()?;
        }
        // Truncation.
        4 if !bytes.is_empty() => {
            let keep = u.choose_index(bytes.len())?;
            bytes.truncate(keep);
        }
        // Delete units, keeping the header's count right (or not).
        5 if units(bytes) > 0 => {
            let at = u.choose_index(units(bytes))?;
            let n = u.int_in_range(1..=(units(bytes) - at).min(4))?;
            let start = UNITS_AT + 4 * at;
            bytes.drain(start..start + 4 * n);
            if u.ratio(7, 8)? {
                fix_count(bytes, -(n as isize));
            }
        }
        // Insert a copy of some units (or random ones).
        6 if units(bytes) > 0 => {
            let at = UNITS_AT + 4 * u.choose_index(units(bytes) + 1)?;
            let from = UNITS_AT + 4 * u.choose_index(units(bytes))?;
            let n = u.int_in_range(1..=3usize)?;
            let mut chunk: Vec<u8> = bytes[from..].iter().copied().take(4 * n).collect();
            if u.ratio(1, 4)? {
                for b in chunk.iter_mut() {
                    *b = u.arbitrary()?;
                }
            }
            let added = chunk.len() / 4;
            chunk.truncate(4 * added);
            bytes.splice(at..at, chunk);
            if u.ratio(7, 8)? {
                fix_count(bytes, added as isize);
            }
        }
        // Splice another program's units over ours, from the same offset on.
        7 => {
            let other = &corpus[u.choose_index(corpus.len())?];
            let at = UNITS_AT + 4 * u.choose_index(units(bytes).max(1))?;
            if at <= bytes.len() && at <= other.len() {
                bytes.truncate(at);
                bytes.extend_from_slice(&other[at..]);
                if u.ratio(7, 8)? {
                    // The other program's table comes along: take its counts too.
                    bytes[20..28].copy_from_slice(&other[20..28]);
                }
            }
        }
        // A header field: version, hash half, locals, unit count, handler count.
        8 if bytes.len() >= UNITS_AT => {
            let field = *u.choose(&[4usize, 8, 12, 16, 20, 24])?;
            let v = if u.arbitrary()? {
                *u.choose(&INTERESTING)?
            } else {
                let cur = u32::from_le_bytes(bytes[field..field + 4].try_into().unwrap());
                cur.wrapping_add(u.int_in_range(0..=4u32)?).wrapping_sub(2)
            };
            bytes[field..field + 4].copy_from_slice(&v.to_le_bytes());
        }
        // An exception-table entry field (the 16·h bytes after the units): start, end,
        // target, depth.
        9 if bytes.len() >= UNITS_AT + 16 => {
            let n = u32::from_le_bytes(bytes[20..24].try_into().unwrap()) as usize;
            let h = u32::from_le_bytes(bytes[24..28].try_into().unwrap()) as usize;
            let table = UNITS_AT.saturating_add(n.saturating_mul(4));
            if h > 0 && table.saturating_add(16 * h) <= bytes.len() {
                let at = table + 16 * u.choose_index(h)? + 4 * u.choose_index(4)?;
                let cur = u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
                let v = match u.int_in_range(0..=2u8)? {
                    0 => *u.choose(&INTERESTING)?,
                    1 => cur.wrapping_add(u.int_in_range(0..=6u32)?).wrapping_sub(3),
                    _ => cur ^ 1,
                };
                bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
            }
        }
        // Trailing garbage.
        10 => {
            let n = u.int_in_range(1..=8usize)?;
            for _ in 0..n {
                bytes.push(u.arbitrary()?);
            }
        }
        // Swap two units.
        11 if units(bytes) > 1 => {
            let a = UNITS_AT + 4 * u.choose_index(units(bytes))?;
            let b = UNITS_AT + 4 * u.choose_index(units(bytes))?;
            for k in 0..4 {
                bytes.swap(a + k, b + k);
            }
        }
        _ => {}
    }
    Ok(())
}

/// The mutated bytes of a case, and the arguments to call the code with.
fn input(case: &[u8]) -> (Vec<u8>, usize) {
    let corpus = serialized();
    let mut u = Unstructured::new(case);
    let mut bytes = corpus[u.choose_index(corpus.len()).unwrap_or(0)].clone();
    let rounds = u.int_in_range(1..=6u8).unwrap_or(1);
    for _ in 0..rounds {
        if mutate(&mut u, &mut bytes, corpus).is_err() {
            break;
        }
    }
    let args = u.int_in_range(0..=3usize).unwrap_or(0);
    (bytes, args)
}

/// Runs `code` with `args` (at most its locals) on a fresh thread; errors are fine.
fn run(code: &Arc<calc::Code>, specialize: bool, args: usize) {
    let mut th = calc::Thread::new(Config {
        specialize,
        ..Config::default()
    });
    let mut m = machine();
    let args = (0..args.min(code.nlocals() as usize)).map(|i| Value::Int(i as i64 + 3));
    let _ = th.call(&mut m, code, args);
    assert!(
        th.stack().is_empty(),
        "a finished run leaves no values behind"
    );
}

/// Decodes `bytes`; what decodes must re-encode to bytes that decode.
fn decode(bytes: &[u8]) -> Result<Arc<calc::Code>, vm_core::serialize::DecodeError> {
    let code = calc::Code::from_bytes(bytes)?;
    let again = code.to_bytes().expect("decoded code encodes");
    calc::Code::from_bytes(&again).expect("decoded code re-encodes");
    Ok(Arc::new(code))
}

/// The name of an enum value's variant (`Verify(StackUnderflow { .. })` → both names).
fn variant(debug: &str) -> String {
    debug
        .split(|c: char| !c.is_alphanumeric() && c != '(')
        .next()
        .unwrap_or("")
        .split('(')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(":")
}

fn run_case(case: &[u8]) -> String {
    let (bytes, args) = input(case);
    let code = match decode(&bytes) {
        Ok(code) => code,
        Err(e) => return format!("rejected:{}", variant(&format!("{e:?}"))),
    };
    // Twice with specialization (the second run meets rewritten opcodes), then its
    // specialized state serialized and decoded, then once without.
    run(&code, true, args);
    run(&code, true, args);
    let warmed = decode(&code.to_bytes().expect("run code encodes")).expect("run code re-encodes");
    run(&warmed, false, args);
    "ran".to_string()
}

fn render(case: &[u8]) -> String {
    let (bytes, args) = input(case);
    let mut s = format!("args: {args}\nbytes ({}):", bytes.len());
    for (i, chunk) in bytes.chunks(4).enumerate() {
        if i % 8 == 0 {
            s.push('\n');
        }
        s.push_str(&format!(
            "{:08x} ",
            u32::from_le_bytes({
                let mut w = [0; 4];
                w[..chunk.len()].copy_from_slice(chunk);
                w
            })
        ));
    }
    s
}

#[test]
fn decoder_and_verifier() {
    fuzz::fuzz(&fuzz::Target {
        test: "decoder_and_verifier",
        smoke_cases: 3000,
        case_len: 64,
        timeout: Duration::from_millis(300),
        memory_kib: None,
        run: run_case,
        render,
    });
}

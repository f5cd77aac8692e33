//! Stats of known programs are exact (with the `stats` feature: `cargo test -p vm --features stats`).
#![cfg(feature = "stats")]

mod common;

use common::calc::calc::{self, Opcode};
use common::calc::{Machine, Value};
use common::{adder, call};
use vm_core::stats_report::report;

fn idx(op: Opcode) -> usize {
    op as usize
}

#[test]
fn counts_of_a_known_program_are_exact() {
    let code = adder();
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    for i in 0..5 {
        call(&mut th, &mut m, &code, [Value::Int(i), Value::Int(1)]);
    }
    call(
        &mut th,
        &mut m,
        &code,
        [Value::Float(1.0), Value::Float(2.0)],
    );
    let s = &th.stats;
    // Six calls, three dispatches each: the fused LOAD_LOCAL pair, the add, the return.
    assert_eq!(s.executions[idx(Opcode::LoadLocalLoadLocal)], 6);
    assert_eq!(
        s.executions[idx(Opcode::LoadLocal)],
        0,
        "the fused half is not dispatched"
    );
    assert_eq!(s.executions[idx(Opcode::Ret)], 6);
    // Call 1 defers (warmup), call 2 specializes and runs the generic body once more.
    assert_eq!(s.executions[idx(Opcode::Add)], 2);
    assert_eq!(s.deferred[idx(Opcode::Add)], 1);
    assert_eq!(s.spec_success[idx(Opcode::Add)], 1);
    assert_eq!(s.spec_failure[idx(Opcode::Add)], 0);
    // Calls 3-5 hit; call 6 (floats) misses.
    assert_eq!(s.executions[idx(Opcode::AddInt)], 4);
    assert_eq!(s.hits[idx(Opcode::AddInt)], 3);
    assert_eq!(s.misses[idx(Opcode::AddInt)], 1);
    assert_eq!(
        s.deopts[idx(Opcode::AddInt)],
        0,
        "one miss is within the cooldown"
    );
    let total: u64 = s.executions.iter().sum();
    assert_eq!(total, 18);
    // Pairs count straight-line sequences only (a return breaks the chain).
    let pair = |a: Opcode, b: Opcode| s.pairs[idx(a) * s.n + idx(b)];
    assert_eq!(pair(Opcode::LoadLocalLoadLocal, Opcode::Add), 2);
    assert_eq!(pair(Opcode::LoadLocalLoadLocal, Opcode::AddInt), 4);
    assert_eq!(pair(Opcode::Add, Opcode::Ret), 2);
    assert_eq!(pair(Opcode::AddInt, Opcode::Ret), 4);
    assert_eq!(pair(Opcode::Ret, Opcode::LoadLocalLoadLocal), 0);
    assert_eq!(s.pairs.iter().sum::<u64>(), 12);
}

#[test]
fn deopts_and_failure_reasons_are_counted() {
    let code = adder();
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    for _ in 0..2 {
        call(&mut th, &mut m, &code, [Value::Int(1), Value::Int(1)]);
    }
    // int + float: 53 misses; the 53rd re-specialization attempt fails (no member
    // matches int, float) and rewrites ADD_INT back to ADD: one deopt.
    for _ in 0..53 {
        call(&mut th, &mut m, &code, [Value::Int(1), Value::Float(1.0)]);
    }
    let s = &th.stats;
    assert_eq!(s.misses[idx(Opcode::AddInt)], 53);
    assert_eq!(s.deopts[idx(Opcode::AddInt)], 1);
    assert_eq!(s.spec_failure[idx(Opcode::Add)], 1);
    let reasons: Vec<_> = s.failure_reasons.iter().collect();
    assert_eq!(
        reasons,
        [(
            &(
                Opcode::Add as u16,
                "no specialization for (int, float)".to_string()
            ),
            &1
        )]
    );

    let text = report::<calc::Isa>(s).to_text();
    assert!(text.contains("ADD_INT"), "{text}");
    assert!(
        text.contains("no specialization for (int, float)"),
        "{text}"
    );
    let json = report::<calc::Isa>(s).to_json();
    assert!(json.contains(r#""name":"ADD_INT""#), "{json}");
    assert!(json.contains(r#""misses":53"#), "{json}");
}

#[test]
fn a_failed_cache_fill_is_a_reason() {
    let code = common::assemble(0, vec![], |b| {
        b.emit(Opcode::LoadGlobal, 4)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    // Another global exists (so the table's version can be cached) but not this one: the
    // second execution's specializer finds no slot to cache, and the generic op raises
    // each time.
    m.globals.define(1, Value::Int(7));
    for _ in 0..2 {
        assert!(th.run(&mut m, &code).is_err());
    }
    let s = &th.stats;
    assert_eq!(s.spec_failure[idx(Opcode::LoadGlobal)], 1);
    let reasons: Vec<_> = s.failure_reasons.keys().map(|(_, r)| r.as_str()).collect();
    assert_eq!(
        reasons,
        ["load_global_cached: cache fill `slot` found nothing"]
    );
}

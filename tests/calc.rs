//! The toy calculator instruction set end to end: specialization, deopt, backoff, cached
//! state, superinstructions, macro instructions, calls and errors.

mod common;

use std::sync::Arc;

use common::calc::calc::{self, LoadGlobalCachedCache, Opcode};
use common::calc::{CalcError, Consts, Machine, Value};
use common::{adder, assemble, call, offset_of};
use vm_core::{Backoff, DisOptions, ErrorKind, dis};

const ADAPTIVE: DisOptions = DisOptions {
    adaptive: true,
    show_caches: false,
};

fn opcode_at(code: &calc::Code, ip: usize) -> Opcode {
    Opcode::from_u16(code.opcode(ip)).unwrap()
}

#[test]
fn int_add_specializes_after_warmup() {
    let code = adder();
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let add = offset_of(&code, Opcode::Add);
    assert_eq!(
        call(&mut th, &mut m, &code, [Value::Int(1), Value::Int(2)]),
        Value::Int(3)
    );
    assert_eq!(
        opcode_at(&code, add),
        Opcode::Add,
        "one execution is still warmup"
    );
    assert_eq!(
        call(&mut th, &mut m, &code, [Value::Int(3), Value::Int(4)]),
        Value::Int(7)
    );
    assert_eq!(opcode_at(&code, add), Opcode::AddInt);
    assert_eq!(
        code.counter(add),
        <calc::Isa as vm_core::InstructionSet>::BACKOFF.cooldown
    );
    let text = dis(&code, ADAPTIVE);
    assert!(text.contains("ADD_INT"), "{text}");
    assert!(!dis(&code, DisOptions::default()).contains("ADD_INT"));
    assert_eq!(
        call(&mut th, &mut m, &code, [Value::Int(5), Value::Int(6)]),
        Value::Int(11)
    );
}

#[test]
fn floats_deopt_then_respecialize_after_cooldown() {
    let code = adder();
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let add = offset_of(&code, Opcode::Add);
    for _ in 0..2 {
        call(&mut th, &mut m, &code, [Value::Int(1), Value::Int(2)]);
    }
    assert_eq!(opcode_at(&code, add), Opcode::AddInt);
    // CPython's cooldown counter is 52: 52 misses count it down, the 53rd re-specializes.
    for miss in 1..=53 {
        let r = call(
            &mut th,
            &mut m,
            &code,
            [Value::Float(0.5), Value::Float(miss as f64)],
        );
        assert_eq!(
            r,
            Value::Float(0.5 + miss as f64),
            "the generic path still computes"
        );
        let expect = if miss < 53 {
            Opcode::AddInt
        } else {
            Opcode::AddFloat
        };
        assert_eq!(opcode_at(&code, add), expect, "after miss {miss}");
    }
    assert_eq!(
        call(
            &mut th,
            &mut m,
            &code,
            [Value::Float(1.0), Value::Float(2.0)]
        ),
        Value::Float(3.0)
    );
    assert!(dis(&code, ADAPTIVE).contains("ADD_FLOAT"));
}

#[test]
fn overflow_deopts_after_the_guards_and_the_generic_op_reports_it() {
    let code = adder();
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    for _ in 0..2 {
        call(&mut th, &mut m, &code, [Value::Int(1), Value::Int(2)]);
    }
    let err = th
        .call(&mut m, &code, [Value::Int(i64::MAX), Value::Int(1)])
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(CalcError::Overflow));
    assert_eq!(err.offset(), Some(offset_of(&code, Opcode::Add)));
    assert_eq!(
        opcode_at(&code, offset_of(&code, Opcode::Add)),
        Opcode::AddInt,
        "one miss does not deopt"
    );
}

#[test]
fn failed_specialization_backs_off_exponentially() {
    let code = adder();
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let add = offset_of(&code, Opcode::Add);
    // int + float matches no specialization: every attempt fails.
    let mut attempts = Vec::new();
    let mut counters = Vec::new();
    for n in 1..=130u32 {
        let before = code.counter(add);
        call(&mut th, &mut m, &code, [Value::Int(1), Value::Float(2.0)]);
        let after = code.counter(add);
        counters.push((after.value(), after.backoff()));
        if before.triggers() {
            attempts.push(n);
            assert_eq!(opcode_at(&code, add), Opcode::Add);
        }
    }
    // Warmup triggers on the 2nd execution; each failure doubles the gap: 4, 8, 16, 32, 64.
    assert_eq!(attempts, [2, 6, 14, 30, 62, 126]);
    assert_eq!(counters[0], (0, 1));
    assert_eq!(counters[1], (3, 2), "first failure: value 2^2-1, backoff 2");
    assert_eq!(counters[5], (7, 3));
    assert_eq!(counters[13], (15, 4));
    assert_eq!(counters[14], (14, 4));
    assert_eq!(counters[125], (127, 7));
    // The gap stops growing at 2^12.
    let mut c = Backoff::new(0, 1);
    for _ in 0..20 {
        c = c.restart();
    }
    assert_eq!((c.value(), c.backoff()), (4095, 12));
}

fn global_reader() -> Arc<calc::Code> {
    assemble(0, vec![], |b| {
        b.emit(Opcode::LoadGlobal, 7)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn cached_global_lookup_fills_checks_and_refills_its_cache() {
    let code = global_reader();
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    m.globals.define(3, Value::Int(30));
    m.globals.define(7, Value::Int(70));
    let version = m.globals.version;
    let ip = offset_of(&code, Opcode::LoadGlobal);
    for _ in 0..2 {
        assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(70));
    }
    assert_eq!(opcode_at(&code, ip), Opcode::LoadGlobalCached);
    assert_eq!(
        LoadGlobalCachedCache::load(&code, ip),
        LoadGlobalCachedCache { version, slot: 1 }
    );
    // Rebinding keeps the version: the cached slot stays valid and sees the new value.
    m.globals.slots[1].1 = Value::Int(71);
    assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(71));
    // A new global changes the version (and here the layout): the guard fails, the
    // generic op answers correctly, and after the cooldown the cache is refilled.
    m.globals.slots.insert(0, (9, Value::Int(90)));
    m.globals.changed();
    let version = m.globals.version;
    for _ in 0..53 {
        assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(71));
    }
    assert_eq!(opcode_at(&code, ip), Opcode::LoadGlobalCached);
    assert_eq!(
        LoadGlobalCachedCache::load(&code, ip),
        LoadGlobalCachedCache { version, slot: 2 }
    );
    assert!(
        vm_core::dis(
            &code,
            DisOptions {
                adaptive: true,
                show_caches: true
            }
        )
        .contains(&format!("version: {version}"))
    );
}

#[test]
fn a_missing_global_fails_the_fill_and_the_generic_op_raises() {
    let code = global_reader();
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    for _ in 0..3 {
        let err = th.run(&mut m, &code).unwrap_err();
        assert_eq!(err.kind, ErrorKind::Op(CalcError::UnknownGlobal(7)));
    }
    assert_eq!(opcode_at(&code, 0), Opcode::LoadGlobal);
}

#[test]
fn superinstruction_is_fused_in_place_and_runs() {
    let code = adder();
    assert_eq!(opcode_at(&code, 0), Opcode::LoadLocalLoadLocal);
    assert_eq!(
        opcode_at(&code, 1),
        Opcode::LoadLocal,
        "the second unit stays a valid instruction"
    );
    assert!(dis(&code, ADAPTIVE).contains("LOAD_LOCAL_LOAD_LOCAL"));
    assert!(!dis(&code, DisOptions::default()).contains("LOAD_LOCAL_LOAD_LOCAL"));
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    assert_eq!(
        call(&mut th, &mut m, &code, [Value::Int(40), Value::Int(2)]),
        Value::Int(42)
    );

    let plain = assemble(2, vec![], |b| {
        let mut b2 = std::mem::take(b).with_superinstructions(false);
        b2.emit(Opcode::LoadLocal, 0)?;
        b2.emit(Opcode::LoadLocal, 1)?;
        b2.emit(Opcode::Sub, 0)?;
        b2.emit(Opcode::Ret, 0)?;
        *b = b2;
        Ok(())
    });
    assert_eq!(opcode_at(&plain, 0), Opcode::LoadLocal);
    assert_eq!(
        call(&mut th, &mut m, &plain, [Value::Int(40), Value::Int(2)]),
        Value::Int(38)
    );
}

#[test]
fn a_jump_into_the_second_half_of_a_superinstruction_still_works() {
    // local0 = 5; loop { if !(local0 < local1) break; ... } exercises a jump target that
    // is the second LOAD_LOCAL of a fused pair.
    let code = assemble(2, vec![Value::Int(1), Value::Int(0)], |b| {
        let head = b.label();
        let done = b.label();
        b.emit(Opcode::LoadLocal, 0)?; // fused with the next unit
        b.bind(head)?;
        b.emit(Opcode::LoadLocal, 1)?; // jump target
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, done)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit_jump(Opcode::Jump, head)?;
        b.bind(done)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    assert_eq!(opcode_at(&code, 0), Opcode::LoadLocalLoadLocal);
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    // Stack at `head` holds local0 pushed before the jump: (local0 < local1) each round.
    assert_eq!(
        call(&mut th, &mut m, &code, [Value::Int(0), Value::Int(5)]),
        Value::Int(5)
    );
}

#[test]
fn macro_instruction_runs_its_uops_with_one_oparg() {
    let code = assemble(0, vec![Value::Int(9), Value::Int(42)], |b| {
        b.emit(Opcode::ReturnConst, 1)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(42));
    assert_eq!(Opcode::ReturnConst.info().uops, ["load_const", "ret"]);
}

#[test]
fn set_membership_specializes_on_the_set_type() {
    let code = assemble(1, vec![Value::Int(1), Value::Int(2), Value::Int(3)], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::BuildSet, 3)?;
        b.emit(Opcode::Contains, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let results: Vec<Value> = (0..5)
        .map(|i| call(&mut th, &mut m, &code, [Value::Int(i)]))
        .collect();
    assert_eq!(results, [0, 1, 1, 1, 0].map(Value::Int));
    assert_eq!(
        opcode_at(&code, offset_of(&code, Opcode::Contains)),
        Opcode::ContainsSet
    );
}

/// `fib(n)` through CALL and RET, recursing in the interpreted program only.
fn fib_program(m: &mut Machine) -> Arc<calc::Code> {
    let fib = common::fib(vec![Value::Int(2), Value::Int(1), Value::Func(0)]);
    m.functions.push(fib.clone().into());
    fib
}

#[test]
fn calls_push_frames_without_rust_recursion() {
    let mut m = Machine::default();
    let fib = fib_program(&mut m);
    let mut th = calc::Thread::default();
    assert_eq!(
        call(&mut th, &mut m, &fib, [Value::Int(20)]),
        Value::Int(6765)
    );
    assert!(
        th.frames().is_empty() && th.stack().is_empty(),
        "frames and stack are unwound"
    );
    // Far deeper than any Rust stack would allow for a recursive interpreter.
    let countdown = assemble(1, vec![Value::Int(0), Value::Int(1), Value::Func(1)], |b| {
        let recurse = b.label();
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, recurse)?;
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit(Opcode::Call, 1)?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(recurse)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    m.functions.push(countdown.clone().into());
    th.config.recursion_limit = 2_000_000;
    assert_eq!(
        call(&mut th, &mut m, &countdown, [Value::Int(1_000_000)]),
        Value::Int(0)
    );
}

#[test]
fn recursion_limit_is_an_error_with_a_traceback() {
    let mut m = Machine::default();
    let fib = fib_program(&mut m);
    let mut th = calc::Thread::default();
    th.config.recursion_limit = 10;
    let err = th.call(&mut m, &fib, [Value::Int(30)]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::RecursionLimit { limit: 10 });
    assert_eq!(err.traceback.len(), 10);
    let call_ip = offset_of(&fib, Opcode::Call);
    assert!(err.traceback.iter().skip(1).all(|t| t.offset == call_ip));
    assert!(
        th.frames().is_empty() && th.stack().is_empty(),
        "the thread is reusable"
    );
    th.config.recursion_limit = 100;
    assert_eq!(
        call(&mut th, &mut m, &fib, [Value::Int(10)]),
        Value::Int(55)
    );
}

#[test]
fn an_op_error_reports_the_failing_offset() {
    let code = assemble(0, vec![Value::Int(1), Value::None], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let err = th.run(&mut m, &code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(CalcError::Type("+", "int", "none")));
    assert_eq!(err.offset(), Some(2));
    assert_eq!(
        err.to_string(),
        "unsupported operand types for +: int and none (at offset 2)"
    );
}

#[test]
fn no_specialize_mode_never_rewrites() {
    let code = adder();
    let mut th = calc::Thread::new(vm_core::Config {
        specialize: false,
        ..Default::default()
    });
    let mut m = Machine::default();
    for _ in 0..100 {
        call(&mut th, &mut m, &code, [Value::Int(1), Value::Int(2)]);
    }
    assert_eq!(opcode_at(&code, offset_of(&code, Opcode::Add)), Opcode::Add);
}

#[test]
fn globals_and_output_through_a_mutable_context() {
    let code = assemble(0, vec![Value::Int(5)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreGlobal, 1)?;
        b.emit(Opcode::LoadGlobal, 1)?;
        b.emit(Opcode::Print, 0)?;
        b.emit(Opcode::ReturnConst, 0)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    th.run(&mut m, &code).unwrap();
    assert_eq!(m.printed, [Value::Int(5)]);
    assert_ne!(m.globals.version, 0);
}

/// Issue 16 section 7: one code shared by two machines whose globals have the same names
/// bound in a different order. With per-machine version counters both tables reached
/// version 2, so each accepted the other's cached slot and read the wrong global; with
/// process-unique tags each machine's guard rejects the other's cache.
#[test]
fn shared_code_never_reads_another_machines_cached_slot() {
    let code = assemble(0, vec![], |b| {
        b.emit(Opcode::LoadGlobal, 1)?;
        b.emit(Opcode::LoadGlobal, 2)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut first = Machine::default();
    first.globals.define(1, Value::Int(100));
    first.globals.define(2, Value::Int(1));
    let mut second = Machine::default();
    second.globals.define(2, Value::Int(20));
    second.globals.define(1, Value::Int(10));
    let (mut th1, mut th2) = (calc::Thread::default(), calc::Thread::default());
    for round in 0..3_000 {
        assert_eq!(
            th1.run(&mut first, &code).unwrap(),
            Value::Int(99),
            "round {round}"
        );
        assert_eq!(
            th2.run(&mut second, &code).unwrap(),
            Value::Int(-10),
            "round {round}"
        );
    }
}

/// Issue 16 section 5: decoded code may declare any local count, and a frame reserves and
/// fills its locals at the first call. The verifier caps the count, and a frame that does
/// not fit the thread's stack fails with an error instead of allocating past it.
#[test]
fn absurd_local_counts_are_refused_and_big_frames_fail_cleanly() {
    let units = assemble(0, vec![Value::Int(1)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
    .words();
    for nlocals in [vm_core::verify::MAX_LOCALS + 1, u32::MAX] {
        let err = vm_core::verify::from_units::<calc::Isa>(
            units.clone(),
            nlocals,
            Consts(vec![Value::Int(1)]),
        )
        .unwrap_err();
        assert_eq!(err, vm_core::VerifyError::TooManyLocals { nlocals });
    }
    let big = Arc::new(
        vm_core::verify::from_units::<calc::Isa>(
            units,
            vm_core::verify::MAX_LOCALS,
            Consts(vec![Value::Int(1)]),
        )
        .unwrap(),
    );
    let mut th = calc::Thread::new(vm_core::Config {
        stack_slots: 1 << 16,
        ..vm_core::Config::default()
    });
    let err = th.run(&mut Machine::default(), &big).unwrap_err();
    assert_eq!(err.kind, ErrorKind::StackExhausted { slots: 1 << 16 });
    // The thread is usable afterwards, and a frame that fits runs.
    let small = assemble(0, vec![Value::Int(7)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    assert_eq!(
        th.run(&mut Machine::default(), &small).unwrap(),
        Value::Int(7)
    );
}

//! Ops that run a function in a frame of the loop and then run again to finish their own
//! work (`Rerun`), on the toy calculator's `APPLY_INC` (`callee(arg) + 1`): the second
//! run's result, recursion through frames rather than Rust calls, an error in the frame
//! unwinding past the op's inputs, a deopt between the two runs (the generic op takes
//! the returned value), and the recursion limit.

mod common;

use std::sync::Arc;

use common::calc::calc::{self, Opcode};
use common::calc::{CalcError, Value};
use common::{assemble, big_stack, machine, offset_of};
use vm_core::{Config, ErrorKind};

/// `fn(x): print(x); return x + x` (the prints count the calls).
fn double() -> Arc<calc::Code> {
    assemble(1, vec![], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Print, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// Code of no parameters: `apply_inc(function 0, arg)`.
fn applying(arg: Value) -> Arc<calc::Code> {
    assemble(0, vec![Value::Func(0), arg], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::ApplyInc, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn the_op_finishes_with_what_the_frame_returned() {
    let mut m = machine(vec![double()]);
    let code = applying(Value::Int(20));
    let mut th = calc::Thread::default();
    for round in 1..=5 {
        assert_eq!(th.run(&mut m, &code).expect("runs"), Value::Int(41));
        assert!(th.stack().is_empty() && th.frames().is_empty());
        assert_eq!(m.printed.len(), round, "one call a run");
    }
    assert_eq!(
        Opcode::from_u16(code.opcode(offset_of(&code, Opcode::ApplyInc))),
        Some(Opcode::ApplyIncFrame)
    );
}

/// `fn(n): return apply_inc(f, n - 1) if 0 < n else apply_inc(g, x)`, function `me`
/// (itself) and `base` (`g`), with `x` constant 2: every level runs the same `APPLY_INC`.
fn recursive(me: u32, base: u32, x: Value) -> Arc<calc::Code> {
    assemble(
        1,
        vec![
            Value::Int(0),
            Value::Func(me),
            Value::Int(1),
            Value::Func(base),
            x,
        ],
        |b| {
            let base_case = b.label();
            let apply = b.label();
            b.emit(Opcode::LoadConst, 0)?;
            b.emit(Opcode::LoadLocal, 0)?;
            b.emit(Opcode::Less, 0)?;
            b.emit_jump(Opcode::JumpIfFalse, base_case)?;
            b.emit(Opcode::LoadConst, 1)?;
            b.emit(Opcode::LoadLocal, 0)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::Sub, 0)?;
            b.emit_jump(Opcode::Jump, apply)?;
            b.bind(base_case)?;
            b.emit(Opcode::LoadConst, 3)?;
            b.emit(Opcode::LoadConst, 4)?;
            b.bind(apply)?;
            b.emit(Opcode::ApplyInc, 0)?;
            b.emit(Opcode::Ret, 0)?;
            Ok(())
        },
    )
}

/// `call(function 0, n)`.
fn call_with(n: i64) -> Arc<calc::Code> {
    assemble(0, vec![Value::Func(0), Value::Int(n)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Call, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn recursion_goes_through_frames_not_rust_calls() {
    // 20,000 levels of the specialized op: nested runs of the loop would need a Rust
    // stack far deeper than a test thread's.
    let mut m = machine(vec![recursive(0, 1, Value::Int(2)), double()]);
    let mut th = calc::Thread::new(Config {
        recursion_limit: 50_000,
        ..Config::default()
    });
    // Warm the site up on a shallow call first, so that the deep one specializes early.
    assert_eq!(th.run(&mut m, &call_with(3)).expect("runs"), Value::Int(8));
    let n = 20_000;
    assert_eq!(
        th.run(&mut m, &call_with(n)).expect("runs"),
        Value::Int(4 + n + 1)
    );
    assert!(th.stack().is_empty() && th.frames().is_empty());
}

/// `fn(n): return apply_inc(me, n - 1) if -50 < n else apply_inc(base, n)`: one
/// `APPLY_INC` sees non-negative ints (which `APPLY_INC_FRAME` takes) above zero, then 50
/// levels of negative ones (which it does not) while the upper levels' frames wait.
fn down_to_minus_fifty(me: u32, base: u32) -> Arc<calc::Code> {
    let consts = vec![
        Value::Int(-50),
        Value::Func(me),
        Value::Int(1),
        Value::Func(base),
    ];
    assemble(1, consts, |b| {
        let (bottom, apply) = (b.label(), b.label());
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, bottom)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit_jump(Opcode::Jump, apply)?;
        b.bind(bottom)?;
        b.emit(Opcode::LoadConst, 3)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.bind(apply)?;
        b.emit(Opcode::ApplyInc, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn a_deopt_while_the_frame_runs_leaves_the_value_to_the_generic_op() {
    big_stack(|| {
        // The site specializes for the upper levels' arguments and misses for the negative
        // ones below them, deoptimizing while the upper levels' frames wait; each then runs again
        // as whatever the site is by then, and must finish with its frame's value, not call
        // the function again (`double`, at the bottom, prints once a run).
        let mut m = machine(vec![down_to_minus_fifty(0, 1), double()]);
        let mut th = calc::Thread::default();
        let code = call_with(3);
        let site = offset_of(&m.functions[0].0.clone(), Opcode::ApplyInc);
        let mut seen = Vec::new();
        for round in 1..=12 {
            assert_eq!(
                th.run(&mut m, &code).expect("runs"),
                Value::Int(-46),
                "round {round}"
            );
            assert!(th.stack().is_empty() && th.frames().is_empty());
            assert_eq!(m.printed.len(), round, "one call of `double` a run");
            seen.push(Opcode::from_u16(m.functions[0].0.opcode(site)));
        }
        assert!(
            seen.contains(&Some(Opcode::ApplyIncFrame)) && seen.contains(&Some(Opcode::ApplyInc)),
            "the site specialized and deoptimized between rounds: {seen:?}"
        );
    });
}

#[test]
fn an_error_in_the_frame_unwinds_past_the_op_inputs() {
    // `fn(x): return x + none`: fails in the frame the op entered.
    let failing = assemble(1, vec![Value::None], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![failing]);
    let code = applying(Value::Int(1));
    let mut th = calc::Thread::default();
    for _ in 0..4 {
        let err = th.run(&mut m, &code).expect_err("fails");
        assert_eq!(err.kind, ErrorKind::Op(CalcError::Type("+", "int", "none")));
        assert_eq!(err.traceback.len(), 2, "the op's frame and the callee's");
        assert!(th.stack().is_empty() && th.frames().is_empty());
    }
}

#[test]
fn endless_recursion_hits_the_limit_cleanly() {
    // `fn(n): return apply_inc(itself, n)`.
    let endless = assemble(1, vec![Value::Func(0)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::ApplyInc, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![endless]);
    let mut th = calc::Thread::new(Config {
        recursion_limit: 3_000,
        ..Config::default()
    });
    for _ in 0..2 {
        let err = th.run(&mut m, &call_with(1)).expect_err("too deep");
        assert_eq!(err.kind, ErrorKind::RecursionLimit { limit: 3_000 });
        assert!(th.stack().is_empty() && th.frames().is_empty());
    }
}

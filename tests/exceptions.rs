//! Catchable errors on the toy calculator: exception tables built by the builder, handlers
//! in the failing frame and in callers, nesting, re-raising with the original traceback,
//! the operands above a handler's depth dropped exactly once, uncatchable errors, and the
//! recursion limit caught as an error.

mod common;

use std::collections::BTreeSet;
use std::sync::Arc;

use common::calc::calc::{self, Opcode};
use common::calc::{CalcError, Caught, FuncRef, Machine, Set, Value};
use common::{assemble, offset_of};
use vm_core::{Config, DisOptions, ErrorKind, Handler, dis};

/// The error a handler received, from the value it returned.
fn caught(v: Value) -> Arc<Caught> {
    match v {
        Value::Error(c) => c,
        other => panic!("expected a caught error, got {other:?}"),
    }
}

/// A set value whose `Arc` counts the live copies of it.
fn tracked() -> (Arc<Set>, Value) {
    let set = Arc::new(Set(BTreeSet::from([7])));
    (set.clone(), Value::Set(set))
}

/// `1 + {7}` fails (int + set) inside a protected range whose handler returns the error.
fn failing_add(b: &mut calc::Builder, depth: u32) -> Result<(), vm_core::BuildError> {
    let handler = b.label();
    b.begin_protected(handler, depth, false)?;
    b.emit(Opcode::LoadConst, 0)?;
    b.emit(Opcode::LoadConst, 1)?;
    b.emit(Opcode::Add, 0)?;
    b.emit(Opcode::Ret, 0)?;
    b.end_protected()?;
    b.bind(handler)?;
    b.emit(Opcode::Ret, 0)?;
    Ok(())
}

#[test]
fn a_handler_in_the_failing_frame_gets_the_error() {
    let (set, set_value) = tracked();
    let code = assemble(0, vec![Value::Int(1), set_value], |b| failing_add(b, 0));
    let add = offset_of(&code, Opcode::Add);
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    for _ in 0..3 {
        let c = caught(th.run(&mut m, &code).expect("caught"));
        assert_eq!(c.kind, ErrorKind::Op(CalcError::Type("+", "int", "set")));
        assert_eq!(c.offsets(), [add], "the traceback names the failing ADD");
        assert!(Arc::ptr_eq(&c.traceback[0].code, &code));
    }
    assert!(th.stack().is_empty() && th.frames().is_empty());
    drop(code);
    assert_eq!(Arc::strong_count(&set), 1, "every copy of the set dropped");
}

#[test]
fn the_table_is_flat_verified_and_disassembled() {
    let code = assemble(0, vec![Value::Int(1), Value::Int(2)], |b| failing_add(b, 0));
    let add = offset_of(&code, Opcode::Add);
    let ret = add + Opcode::Add.info().size();
    assert_eq!(
        code.handlers(),
        [Handler {
            start: 0,
            end: (ret + 1) as u32,
            target: (ret + 1) as u32,
            depth: 0,
            lasti: false
        }]
    );
    let text = dis(&code, DisOptions::default());
    assert!(
        text.ends_with(&format!(
            "ExceptionTable:\n  0 to {ret} -> {} [0]\n",
            ret + 1
        )),
        "{text}"
    );
    // Without a range, no table and no section.
    let plain = assemble(0, vec![Value::Int(1)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    assert!(plain.handlers().is_empty());
    assert!(!dis(&plain, DisOptions::default()).contains("ExceptionTable"));
}

/// Functions 1..=depth of a machine: function `k` calls function `k + 1` with no
/// arguments and returns what it returns; the last one fails with `1 + {7}`. Function 0
/// is left for the caller of the chain.
fn chain(m: &mut Machine, depth: usize, set: &Value) -> Vec<Arc<calc::Code>> {
    let mut codes = Vec::new();
    for i in 0..depth {
        let last = i + 1 == depth;
        let code = assemble(
            0,
            vec![Value::Func(i as u32 + 2), Value::Int(1), set.clone()],
            |b| {
                if last {
                    b.emit(Opcode::LoadConst, 1)?;
                    b.emit(Opcode::LoadConst, 2)?;
                    b.emit(Opcode::Add, 0)?;
                } else {
                    b.emit(Opcode::LoadConst, 0)?;
                    b.emit(Opcode::Call, 0)?;
                }
                b.emit(Opcode::Ret, 0)?;
                Ok(())
            },
        );
        codes.push(code);
    }
    m.functions = codes.iter().cloned().map(FuncRef::from).collect();
    m.functions.insert(0, FuncRef::from(codes[0].clone()));
    codes
}

/// The outermost frame: calls function 1 inside a protected range, and returns what the
/// handler got.
fn protected_call(set: &Value) -> Arc<calc::Code> {
    assemble(1, vec![Value::Func(1), set.clone()], |b| {
        let handler = b.label();
        // A value under the protected call, which the handler keeps (depth 1).
        b.emit(Opcode::LoadConst, 1)?;
        b.begin_protected(handler, 1, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.end_protected()?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(handler)?;
        // [set, error]: return the error.
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn an_error_crosses_three_frames_to_a_handler_in_the_outermost() {
    let (set, set_value) = tracked();
    let mut m = Machine::default();
    let codes = chain(&mut m, 3, &set_value);
    let outer = protected_call(&set_value);
    let mut th = calc::Thread::default();
    let c = caught(th.run(&mut m, &outer).expect("caught"));
    assert_eq!(c.kind, ErrorKind::Op(CalcError::Type("+", "int", "set")));
    let call_outer = offset_of(&outer, Opcode::Call);
    let call = offset_of(&codes[0], Opcode::Call);
    let add = offset_of(&codes[2], Opcode::Add);
    assert_eq!(c.offsets(), [call_outer, call, call, add]);
    let frames: Vec<_> = c.traceback.iter().map(|t| t.code.clone()).collect();
    assert!(Arc::ptr_eq(&frames[0], &outer));
    assert!(Arc::ptr_eq(&frames[3], &codes[2]));
    assert!(th.stack().is_empty() && th.frames().is_empty());
    drop((c, frames, outer, codes, m, th));
    assert_eq!(
        Arc::strong_count(&set),
        2,
        "only the test's two handles are left"
    );
}

#[test]
fn nested_handlers_take_the_innermost_first() {
    // try:                     (outer, depth 0)
    //     try: 1 + {7}         (inner, depth 0) -> its handler stores the error in local 0
    //     {7} < 1              (fails again, in the outer range) -> outer handler
    // The outer handler prints the inner error and returns the outer one.
    let (set, set_value) = tracked();
    let code = assemble(2, vec![Value::Int(1), set_value.clone()], |b| {
        let outer = b.label();
        let inner = b.label();
        let after_inner = b.label();
        b.begin_protected(outer, 0, false)?;
        b.begin_protected(inner, 0, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.end_protected()?;
        b.emit_jump(Opcode::Jump, after_inner)?;
        b.bind(inner)?;
        // Still inside the outer range: the inner handler's own code is protected by it.
        b.emit(Opcode::StoreLocal, 0)?;
        b.bind(after_inner)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit(Opcode::Ret, 0)?;
        b.end_protected()?;
        b.bind(outer)?;
        // [error]: return a set of both? Return the outer error; local 0 holds the inner.
        b.emit(Opcode::StoreLocal, 1)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Print, 0)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    // The inner range starts where the outer one does: the instructions before the
    // inner handler are the inner range's, the rest the outer's.
    let inner_handler = offset_of(&code, Opcode::Jump) + 1;
    assert_eq!(
        code.handlers().iter().map(|h| h.target).collect::<Vec<_>>(),
        [inner_handler as u32, code.handlers()[1].target],
        "{:?}",
        code.handlers()
    );
    assert_eq!(code.handlers()[0].end, code.handlers()[1].start);
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let outer_error = caught(th.run(&mut m, &code).expect("caught"));
    assert_eq!(
        outer_error.kind,
        ErrorKind::Op(CalcError::Type("<", "set", "int"))
    );
    assert_eq!(outer_error.offsets(), [offset_of(&code, Opcode::Less)]);
    let inner_error = caught(m.printed.pop().expect("the inner handler's error"));
    assert_eq!(
        inner_error.kind,
        ErrorKind::Op(CalcError::Type("+", "int", "set"))
    );
    assert_eq!(inner_error.offsets(), [offset_of(&code, Opcode::Add)]);
    drop((outer_error, inner_error, code, m));
    assert_eq!(Arc::strong_count(&set), 2);
    drop(set_value);
    assert_eq!(Arc::strong_count(&set), 1);
}

/// A middle frame whose handler raises the error again: with `reraise` (bare `raise`) or
/// `raise` (`raise e`).
fn reraising_middle(op: Opcode) -> Arc<calc::Code> {
    assemble(1, vec![Value::Func(2)], |b| {
        let handler = b.label();
        b.begin_protected(handler, 0, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::Ret, 0)?;
        b.end_protected()?;
        b.bind(handler)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(op, 0)?;
        Ok(())
    })
}

fn run_reraise(
    op: Opcode,
) -> (
    Arc<Caught>,
    Arc<calc::Code>,
    Arc<calc::Code>,
    Arc<calc::Code>,
) {
    let (_, set_value) = tracked();
    let mut m = Machine::default();
    let inner = assemble(0, vec![Value::Int(1), set_value.clone()], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let middle = reraising_middle(op);
    let outer = protected_call(&set_value);
    m.functions = vec![
        FuncRef::from(outer.clone()),
        FuncRef::from(middle.clone()),
        FuncRef::from(inner.clone()),
    ];
    let mut th = calc::Thread::default();
    let c = caught(th.run(&mut m, &outer).expect("caught by the outer handler"));
    assert!(th.stack().is_empty() && th.frames().is_empty());
    (c, outer, middle, inner)
}

#[test]
fn a_bare_reraise_keeps_the_original_traceback() {
    let (c, outer, middle, inner) = run_reraise(Opcode::Reraise);
    assert_eq!(c.kind, ErrorKind::Op(CalcError::Type("+", "int", "set")));
    // The middle frame appears once, at its call (where the error reached it), not at
    // the re-raise.
    assert_eq!(
        c.offsets(),
        [
            offset_of(&outer, Opcode::Call),
            offset_of(&middle, Opcode::Call),
            offset_of(&inner, Opcode::Add)
        ]
    );
    assert!(Arc::ptr_eq(&c.traceback[1].code, &middle));
}

#[test]
fn raising_a_caught_error_again_adds_the_raise() {
    let (c, outer, middle, inner) = run_reraise(Opcode::Raise);
    assert_eq!(c.kind, ErrorKind::Op(CalcError::Type("+", "int", "set")));
    // As Python's `raise e`: the raise, then the traceback the error had.
    assert_eq!(
        c.offsets(),
        [
            offset_of(&outer, Opcode::Call),
            offset_of(&middle, Opcode::Raise),
            offset_of(&middle, Opcode::Call),
            offset_of(&inner, Opcode::Add)
        ]
    );
}

#[test]
fn operands_above_the_handler_depth_are_dropped_once() {
    let (set, set_value) = tracked();
    // [set, set, set, 1, set] -> ADD fails with depth 1: the handler sees [set, error].
    let code = assemble(0, vec![set_value.clone(), Value::Int(1)], |b| {
        let handler = b.label();
        b.emit(Opcode::LoadConst, 0)?;
        b.begin_protected(handler, 1, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        b.end_protected()?;
        b.bind(handler)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    // 1 (test) + 1 (constant) + what the stack holds.
    assert_eq!(Arc::strong_count(&set), 3);
    for _ in 0..5 {
        assert_eq!(th.run(&mut m, &code).expect("caught"), set_value);
        assert_eq!(
            Arc::strong_count(&set),
            3,
            "the two sets above depth 1 were dropped"
        );
    }
    drop((code, set_value));
    assert_eq!(Arc::strong_count(&set), 1);
}

#[test]
fn a_lasti_handler_gets_the_failing_offset_under_the_error() {
    let code = assemble(0, vec![Value::Int(1), Value::Float(2.0)], |b| {
        let handler = b.label();
        b.begin_protected(handler, 0, true)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Less, 0)?; // int < float: a type error in this calculator
        b.emit(Opcode::Ret, 0)?;
        b.end_protected()?;
        b.bind(handler)?;
        // [1, offset, error]
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    assert!(code.handlers()[0].lasti);
    assert!(dis(&code, DisOptions::default()).contains("[0] lasti"));
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let less = offset_of(&code, Opcode::Less);
    assert_eq!(
        th.run(&mut m, &code).expect("caught"),
        Value::Int(less as i64)
    );
}

#[test]
fn an_uncatchable_error_ends_the_run_through_every_handler() {
    // The calculator's `#[catch]` refuses a call with too many arguments.
    let mut m = Machine::default();
    let callee = assemble(0, vec![Value::Int(0)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    m.functions = vec![FuncRef::from(callee)];
    let code = assemble(0, vec![Value::Func(0), Value::Int(1)], |b| {
        let handler = b.label();
        b.begin_protected(handler, 0, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Call, 1)?;
        b.emit(Opcode::Ret, 0)?;
        b.end_protected()?;
        b.bind(handler)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut th = calc::Thread::default();
    let err = th.run(&mut m, &code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::TooManyArguments { given: 1, slots: 0 });
    assert_eq!(err.offset(), Some(offset_of(&code, Opcode::Call)));
    assert_eq!(err.traceback.len(), 1);
    assert!(th.stack().is_empty() && th.frames().is_empty());
}

#[test]
fn the_recursion_limit_is_caught_and_every_frame_is_dropped() {
    let (set, set_value) = tracked();
    let mut m = Machine::default();
    // f(): push the set, call f, return.
    let f = assemble(0, vec![Value::Func(1), set_value.clone()], |b| {
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let outer = protected_call(&set_value);
    m.functions = vec![FuncRef::from(outer.clone()), FuncRef::from(f.clone())];
    let mut th = calc::Thread::new(Config {
        recursion_limit: 50,
        ..Config::default()
    });
    let c = caught(th.run(&mut m, &outer).expect("caught"));
    assert_eq!(c.kind, ErrorKind::RecursionLimit { limit: 50 });
    assert_eq!(c.traceback.len(), 50, "the outer frame and 49 calls of f");
    assert!(th.stack().is_empty() && th.frames().is_empty());
    // The thread runs again after unwinding 50 frames.
    assert!(matches!(th.run(&mut m, &outer), Ok(Value::Error(_))));
    drop((c, outer, f, m, set_value));
    assert_eq!(Arc::strong_count(&set), 1, "no frame's set leaked");
}

#[test]
fn raising_a_plain_value_and_catching_it_in_the_same_frame() {
    let code = assemble(0, vec![Value::Int(42)], |b| {
        let handler = b.label();
        b.begin_protected(handler, 0, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Raise, 0)?;
        b.end_protected()?;
        b.bind(handler)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let c = caught(th.run(&mut m, &code).expect("caught"));
    assert_eq!(c.kind, ErrorKind::Op(CalcError::Thrown(Value::Int(42))));
    assert_eq!(c.offsets(), [offset_of(&code, Opcode::Raise)]);
}

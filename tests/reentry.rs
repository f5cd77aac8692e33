//! Ops that call back into the interpreter (`&mut Interp`), and calls that prepend a
//! receiver (`Invoke::Bound`), on the toy calculator: results, errors with their
//! traceback through the nested frames, recursion through nested runs hitting the limit
//! cleanly, an operand borrowed across a nested run, generators resumed from an op, and
//! the value stack's fixed size.

mod common;

use std::collections::BTreeSet;
use std::sync::Arc;

use common::calc::calc::{self, Opcode};
use common::calc::{CalcError, Machine, Set, Value};
use common::{assemble, big_stack, machine, offset_of};
use vm_core::{Config, ErrorKind};

/// `fn(a, b): return a - b`.
fn minus() -> Arc<calc::Code> {
    assemble(2, vec![], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn a_bound_call_puts_the_receiver_first() {
    let mut m = machine(vec![minus()]);
    // call_with(minus, 10, [3]) == 10 - 3
    let code = assemble(
        0,
        vec![Value::Func(0), Value::Int(10), Value::Int(3)],
        |b| {
            b.emit(Opcode::LoadConst, 0)?;
            b.emit(Opcode::LoadConst, 1)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::CallWith, 1)?;
            b.emit(Opcode::Ret, 0)?;
            Ok(())
        },
    );
    let mut th = calc::Thread::default();
    for _ in 0..3 {
        assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(7));
    }
    assert!(th.stack().is_empty());
    // With no argument: the receiver is the only local, the second is unbound.
    let code = assemble(0, vec![Value::Func(0), Value::Int(10)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::CallWith, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let err = th.run(&mut m, &code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(CalcError::Type("-", "int", "none")));
    assert_eq!(err.traceback.len(), 2, "the bound call made a frame");
}

/// `fn(x): return apply(f, x)` where f is function `f` (nested re-entry).
fn applying(f: u32) -> Arc<calc::Code> {
    assemble(1, vec![Value::Func(f)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Apply, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// `fn(x): return x + 1` (and fails on a set).
fn plus_one() -> Arc<calc::Code> {
    assemble(1, vec![Value::Int(1)], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn an_op_runs_a_function_to_completion_and_goes_on() {
    // apply(f1, 41) where f1(x) = apply(f0, x) and f0(x) = x + 1: two nested runs deep.
    let mut m = machine(vec![plus_one(), applying(0)]);
    let code = applying(1);
    let mut th = calc::Thread::default();
    for k in 0..5 {
        assert_eq!(
            th.call(&mut m, &code, [Value::Int(k)]).unwrap(),
            Value::Int(k + 1)
        );
        assert!(th.stack().is_empty() && th.frames().is_empty());
    }
}

#[test]
fn a_nested_error_keeps_its_traceback() {
    let set = Value::Set(Arc::new(Set(BTreeSet::from([1]))));
    let mut m = machine(vec![plus_one(), applying(0)]);
    let outer = applying(1);
    let inner = m.functions[1].0.as_ref().clone();
    let plus = m.functions[0].0.as_ref().clone();
    let mut th = calc::Thread::default();
    let err = th.call(&mut m, &outer, [set]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(CalcError::Type("+", "set", "int")));
    // Outermost first: the outer APPLY, the inner APPLY, the ADD that failed.
    assert_eq!(
        err.traceback.iter().map(|t| t.offset).collect::<Vec<_>>(),
        [
            offset_of(&outer, Opcode::Apply),
            offset_of(&inner, Opcode::Apply),
            offset_of(&plus, Opcode::Add)
        ]
    );
    assert!(Arc::ptr_eq(&err.traceback[2].code, &plus));
    assert!(th.stack().is_empty() && th.frames().is_empty());
    // The thread runs again.
    assert_eq!(
        th.call(&mut m, &outer, [Value::Int(1)]).unwrap(),
        Value::Int(2)
    );
}

#[test]
fn recursion_through_nested_runs_hits_the_limit_cleanly() {
    big_stack(recursion_through_nested_runs);
}

fn recursion_through_nested_runs() {
    // f(x) = apply(f, x): every level is a nested run of the loop.
    let mut m = machine(vec![applying(0)]);
    let code = applying(0);
    let mut th = calc::Thread::new(Config {
        recursion_limit: 200,
        ..Config::default()
    });
    let err = th.call(&mut m, &code, [Value::Int(0)]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::RecursionLimit { limit: 200 });
    assert_eq!(err.traceback.len(), 200);
    assert!(th.stack().is_empty() && th.frames().is_empty());
}

/// Under a recursion limit the native stack cannot hold, nested runs stop with the
/// limit's error where the stack runs short (a native stack overflow aborted the process),
/// and the thread runs again afterwards.
#[test]
fn nested_runs_stop_before_the_native_stack_overflows() {
    std::thread::Builder::new()
        .stack_size(4 << 20)
        .spawn(|| {
            let mut m = machine(vec![applying(0)]);
            let code = applying(0);
            let mut th = calc::Thread::new(Config {
                recursion_limit: usize::MAX,
                ..Config::default()
            });
            let err = th.call(&mut m, &code, [Value::Int(0)]).unwrap_err();
            assert_eq!(err.kind, ErrorKind::RecursionLimit { limit: usize::MAX });
            assert!(!err.traceback.is_empty());
            assert!(th.stack().is_empty() && th.frames().is_empty());
            let err = th.call(&mut m, &code, [Value::Int(0)]).unwrap_err();
            assert!(matches!(err.kind, ErrorKind::RecursionLimit { .. }));
        })
        .expect("spawns")
        .join()
        .expect("runs without overflowing its stack");
}

#[test]
fn a_borrowed_operand_survives_a_nested_run() {
    // apply on a set is APPLY_SET, which borrows the set where it lies on the stack and
    // runs a function that recurses 300 frames deep above it (its frames reach far past
    // the op's own), then checks the set and returns what the function returned (its
    // argument).
    let recurse = assemble(1, vec![Value::Int(1), Value::Func(0), Value::Int(0)], |b| {
        // rec(n) = 0 if n < 1 else rec(n - 1) + 1
        let deeper = b.label();
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, deeper)?;
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(deeper)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit(Opcode::Call, 1)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    // deep(x) = rec(300); return x
    let deep = assemble(1, vec![Value::Func(0), Value::Int(300)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Call, 1)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![recurse, deep]);
    let items: BTreeSet<i64> = (0..300).collect();
    let set = Value::Set(Arc::new(Set(items)));
    let code = assemble(0, vec![Value::Func(1), set.clone()], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Apply, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut th = calc::Thread::default();
    for _ in 0..4 {
        assert_eq!(th.run(&mut m, &code).unwrap(), set);
    }
    assert_eq!(
        Opcode::from_u16(code.opcode(offset_of(&code, Opcode::Apply))),
        Some(Opcode::ApplySet)
    );
}

#[test]
fn an_op_resumes_a_generator() {
    // gen(): yield 1; yield 2 -- resumed by NEXT_NATIVE three times.
    let gen_fn = assemble(0, vec![Value::Int(1), Value::Int(2), Value::None], |b| {
        b.emit(Opcode::MakeGenerator, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        for k in 0..2 {
            b.emit(Opcode::LoadConst, k)?;
            b.emit(Opcode::YieldValue, 0)?;
            b.emit(Opcode::PopTop, 0)?;
        }
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![gen_fn]);
    let code = assemble(1, vec![Value::Func(0)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        for _ in 0..3 {
            b.emit(Opcode::NextNative, 0)?;
            b.emit(Opcode::Print, 0)?;
        }
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut th = calc::Thread::default();
    th.run(&mut m, &code).unwrap();
    assert_eq!(m.printed, [Value::Int(1), Value::Int(2), Value::None]);
}

#[test]
fn a_frame_beyond_the_value_stack_is_a_clean_error() {
    big_stack(frame_beyond_the_value_stack);
}

fn frame_beyond_the_value_stack() {
    let code = applying(0);
    let mut m = machine(vec![applying(0)]);
    let mut th = calc::Thread::new(Config {
        stack_slots: 300,
        ..Config::default()
    });
    let err = th.call(&mut m, &code, [Value::Int(0)]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::StackExhausted { slots: 300 });
    assert!(th.stack().is_empty() && th.frames().is_empty());
}

#[test]
fn an_op_without_inputs_calls_with_a_receiver() {
    // fn(a): return a - 1, called on the constant 10 by an op that pops nothing.
    let dec = assemble(1, vec![Value::Int(1)], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![dec]);
    let code = assemble(0, vec![Value::Int(10)], |b| {
        let oparg = vm_core::code::encode_fields(&[0, 0]).expect("fits");
        b.emit(Opcode::CallOnConst, oparg)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut th = calc::Thread::default();
    assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(9));
    assert!(th.stack().is_empty());
}

#[test]
fn an_operands_call_makes_the_inputs_the_callees_locals() {
    let mut m = machine(vec![minus()]);
    // combine(10, 3) with minus: 10 - 3, nested at first, then in a frame of the loop.
    let code = assemble(1, vec![Value::Int(10), Value::Int(3)], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Combine, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let at = offset_of(&code, Opcode::Combine);
    let mut th = calc::Thread::default();
    for x in 0..4 {
        let r = th.call(&mut m, &code, [Value::Int(x)]).unwrap();
        assert_eq!(r, Value::Int(x - 3));
        assert!(th.stack().is_empty(), "the operands went with the frame");
    }
    assert_eq!(
        Opcode::from_u16(code.opcode(at)),
        Some(Opcode::CombineInFrame)
    );
    // An error in the callee: its frame is in the traceback, under the caller's.
    let err = th.call(&mut m, &code, [Value::None]).unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(CalcError::Type("-", "none", "int")));
    assert_eq!(err.traceback.len(), 2, "the operands call made a frame");
    assert!(th.stack().is_empty());
}

#[test]
fn a_skipping_call_leaves_its_first_operands_below_the_frame() {
    let mut m = machine(vec![minus()]);
    // call_skipping(minus, 99, 10, 3) == 10 - 3: the 99 is not a local.
    let consts = vec![
        Value::Func(0),
        Value::Int(99),
        Value::Int(10),
        Value::Int(3),
    ];
    let code = assemble(0, consts.clone(), |b| {
        for i in 0..4 {
            b.emit(Opcode::LoadConst, i)?;
        }
        b.emit(Opcode::CallSkipping, 3)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut th = calc::Thread::default();
    for _ in 0..3 {
        assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(7));
        assert!(th.stack().is_empty(), "the skipped operand was dropped");
    }
    // Nothing to skip: the op's frame raises instead of reading below its operands.
    let code = assemble(0, consts, |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::CallSkipping, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let err = th.run(&mut m, &code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::NoReceiverSlot);
}

#[test]
fn a_callee_parameter_names_the_running_function() {
    // `who`: return running_function(), run at the root and as function 1.
    let who = assemble(0, vec![], |b| {
        b.emit(Opcode::RunningFunction, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![minus(), who.clone()]);
    let mut th = calc::Thread::default();
    // At the root there is no callee.
    assert_eq!(th.run(&mut m, &who).unwrap(), Value::None);
    // Called as function 1 (with a skipped operand), it sees itself.
    let code = assemble(0, vec![Value::Func(1), Value::Int(0)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::CallSkipping, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(1));
}

/// `fn(self, a): print(self - a); return r` with `r` constant 0 (`None`, or another value
/// to return).
fn initializer(r: Value) -> Arc<calc::Code> {
    assemble(2, vec![r], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit(Opcode::Print, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// `return call_init(f, 7)`: function `f` initializes the receiver `1000` with 7.
fn init_call_of(f: u32) -> Arc<calc::Code> {
    assemble(0, vec![Value::Func(f), Value::Int(7)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::CallInit, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn an_init_call_gives_the_receiver_and_checks_the_return() {
    let mut m = machine(vec![initializer(Value::None), initializer(Value::Int(5))]);
    // call_init(f0, 7): f0(1000, 7) prints 993; the call's value is the receiver.
    let code = init_call_of(0);
    let mut th = calc::Thread::default();
    for _ in 0..3 {
        assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(1000));
        assert!(th.stack().is_empty());
    }
    assert_eq!(m.printed, vec![Value::Int(993); 3]);
    // The receiver from the stack, below the callee's arguments: 50 - 7.
    let code = assemble(
        0,
        vec![Value::Func(0), Value::Int(50), Value::Int(7)],
        |b| {
            b.emit(Opcode::LoadConst, 0)?;
            b.emit(Opcode::LoadConst, 1)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::CallInitWith, 1)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::Add, 0)?;
            b.emit(Opcode::Ret, 0)?;
            Ok(())
        },
    );
    assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(57));
    assert_eq!(m.printed.last(), Some(&Value::Int(43)));
    assert!(th.stack().is_empty());
    // A return value the check refuses: its error is raised at the call, in the caller
    // (the initializer's frame has returned, so it is not in the traceback).
    let refused = CalcError::Type("init", "int", "none");
    assert_refused_at_call(&mut th, &mut m, &init_call_of(1), Opcode::CallInit, refused);
}

/// Runs `code`, whose call `op` enters a frame whose return value the call's check
/// refuses with `error`: the error is raised at the call, in the caller (the callee's
/// frame has returned, so it is not in the traceback), and the thread is left clean.
fn assert_refused_at_call(
    th: &mut calc::Thread,
    m: &mut Machine,
    code: &Arc<calc::Code>,
    op: Opcode,
    error: CalcError,
) {
    let at = offset_of(code, op);
    let err = th.run(m, code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(error));
    assert_eq!(err.traceback.len(), 1);
    assert_eq!(err.traceback[0].offset, at);
    assert!(th.stack().is_empty() && th.frames().is_empty());
}

#[test]
fn an_init_frame_cannot_become_a_generator() {
    let gen_init = assemble(2, vec![], |b| {
        b.emit(Opcode::MakeGenerator, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![gen_init]);
    let code = init_call_of(0);
    let mut th = calc::Thread::default();
    let err = th.run(&mut m, &code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InitSuspended);
    assert!(th.stack().is_empty());
    assert!(th.frames().is_empty());
}

/// `return 100 + call_doubled(f, 50, 8)`.
fn doubled_call_of(f: u32) -> Arc<calc::Code> {
    assemble(
        0,
        vec![
            Value::Int(100),
            Value::Func(f),
            Value::Int(50),
            Value::Int(8),
        ],
        |b| {
            b.emit(Opcode::LoadConst, 0)?;
            b.emit(Opcode::LoadConst, 1)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::LoadConst, 3)?;
            b.emit(Opcode::CallDoubled, 2)?;
            b.emit(Opcode::Add, 0)?;
            b.emit(Opcode::Ret, 0)?;
            Ok(())
        },
    )
}

#[test]
fn a_converted_call_gives_the_conversion_of_the_return() {
    // f0(50, 8) returns 42; the call's value is 84, with 100 still below it.
    let nested = assemble(2, vec![Value::Func(0)], |b| {
        // `return call_doubled(f0, a, b) - 1`: a converted call inside a converted frame.
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::CallDoubled, 2)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Sub, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let returns_none = assemble(2, vec![Value::None], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![minus(), nested, returns_none]);
    let mut th = calc::Thread::default();
    let code = doubled_call_of(0);
    for _ in 0..3 {
        assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(184));
        assert!(th.stack().is_empty());
    }
    // Nested: f1(50, 8) = 2 * (50 - 8) - 8 = 76, doubled 152.
    assert_eq!(
        th.run(&mut m, &doubled_call_of(1)).unwrap(),
        Value::Int(252)
    );
    assert!(th.stack().is_empty());
    // A return value the conversion refuses.
    let refused = CalcError::Type("doubled", "none", "int");
    assert_refused_at_call(
        &mut th,
        &mut m,
        &doubled_call_of(2),
        Opcode::CallDoubled,
        refused,
    );
    // The thread is clean for the next run.
    assert_eq!(
        th.run(&mut m, &doubled_call_of(0)).unwrap(),
        Value::Int(184)
    );
}

#[test]
fn a_converted_frame_cannot_become_a_generator() {
    let gen_fn = assemble(2, vec![], |b| {
        b.emit(Opcode::MakeGenerator, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![minus(), gen_fn]);
    let mut th = calc::Thread::default();
    let err = th.run(&mut m, &doubled_call_of(1)).unwrap_err();
    assert_eq!(err.kind, ErrorKind::InitSuspended);
    assert!(th.stack().is_empty() && th.frames().is_empty());
    // The side stack forgot the check: the next converted call still works.
    assert_eq!(
        th.run(&mut m, &doubled_call_of(0)).unwrap(),
        Value::Int(184)
    );
}

#[test]
fn a_converted_call_past_the_recursion_limit_is_a_clean_error() {
    // `f(n): return call_doubled(f, n)`: unbounded recursion through converted calls.
    let forever = assemble(1, vec![Value::Func(0)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::CallDoubled, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![forever]);
    let mut th = calc::Thread::new(Config {
        recursion_limit: 50,
        ..Config::default()
    });
    let code = assemble(0, vec![Value::Func(0), Value::Int(1)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::CallDoubled, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let err = th.run(&mut m, &code).unwrap_err();
    assert!(matches!(err.kind, ErrorKind::RecursionLimit { limit: 50 }));
    assert!(th.stack().is_empty() && th.frames().is_empty());
    let mut m = machine(vec![minus()]);
    assert_eq!(
        th.run(&mut m, &doubled_call_of(0)).unwrap(),
        Value::Int(184)
    );
}

#[test]
fn an_init_call_on_a_full_stack_is_a_clean_error() {
    // The call's inputs end at the buffer's last slot: the receiver's second copy has no
    // room.
    let mut m = machine(vec![initializer(Value::None)]);
    let code = assemble(0, vec![Value::Int(0), Value::Func(0), Value::Int(7)], |b| {
        for _ in 0..254 {
            b.emit(Opcode::LoadConst, 0)?;
        }
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::LoadConst, 2)?;
        b.emit(Opcode::CallInit, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut th = calc::Thread::new(Config {
        stack_slots: 256,
        ..Config::default()
    });
    let err = th.run(&mut m, &code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::StackExhausted { slots: 256 });
    assert!(th.stack().is_empty() && th.frames().is_empty());
    assert!(m.printed.is_empty());
}

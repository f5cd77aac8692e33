//! Suspendable frames on the toy calculator: a generator consumed by a loop, delegation,
//! send, throw, close, a generator dropped while suspended, an error inside a generator
//! caught by its consumer, resuming from native code, and recursion through generators
//! hitting the recursion limit as a clean error.

mod common;

use std::collections::BTreeSet;
use std::rc::Rc;
use std::sync::Arc;

use common::calc::calc::{self, Opcode};
use common::calc::{CalcError, Caught, FuncRef, GenRef, GenState, Machine, Set, Value};
use common::{assemble, offset_of};
use vm_core::{BuildError, Config, ErrorKind, Raise, Resumed};

type B = calc::Builder;

/// Emits a generator function's prologue: the frame suspends, and the first value sent
/// in (none) is dropped when it resumes.
fn prologue(b: &mut B) -> Result<(), BuildError> {
    b.emit(Opcode::MakeGenerator, 0)?;
    b.emit(Opcode::PopTop, 0)?;
    Ok(())
}

/// A generator function yielding constants `1..n` (its constant k is k), returning
/// constant 0.
fn counting(n: i64, ret: Value) -> Arc<calc::Code> {
    let mut consts = vec![ret];
    consts.extend((1..=n).map(Value::Int));
    assemble(0, consts, |b| {
        prologue(b)?;
        for k in 1..=n {
            b.emit(Opcode::LoadConst, k as u32)?;
            b.emit(Opcode::YieldValue, 0)?;
            b.emit(Opcode::PopTop, 0)?;
        }
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// A consumer: calls function `f` (a generator function) into local 0, then sends none
/// until it returns, printing every yielded value, and returns what it returned.
fn consumer(f: u32) -> Arc<calc::Code> {
    assemble(1, vec![Value::Func(f), Value::None], |b| {
        let top = b.label();
        let done = b.label();
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.bind(top)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit_jump_with(Opcode::Send, 0, done, &[])?;
        b.emit(Opcode::Print, 0)?;
        b.emit_jump(Opcode::Jump, top)?;
        b.bind(done)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// A machine whose function 0 is `gen`.
fn machine(functions: Vec<Arc<calc::Code>>) -> Machine {
    Machine {
        functions: functions.into_iter().map(FuncRef::from).collect(),
        ..Machine::default()
    }
}

/// The generator object a value names.
fn generator(m: &Machine, v: Value) -> GenRef {
    match v {
        Value::Gen(i) => m.generators[i as usize].clone(),
        other => panic!("expected a generator, got {other:?}"),
    }
}

fn ints(values: &[Value]) -> Vec<i64> {
    values
        .iter()
        .map(|v| match v {
            Value::Int(i) => *i,
            other => panic!("expected an int, got {other:?}"),
        })
        .collect()
}

#[test]
fn a_generator_consumed_by_a_loop() {
    let mut m = machine(vec![counting(5, Value::Int(99))]);
    let code = consumer(0);
    let mut th = calc::Thread::default();
    for _ in 0..3 {
        m.printed.clear();
        assert_eq!(
            th.run(&mut m, &code).expect("runs"),
            Value::Int(99),
            "the return value"
        );
        assert_eq!(ints(&m.printed), [1, 2, 3, 4, 5]);
        assert!(th.stack().is_empty() && th.frames().is_empty());
    }
}

#[test]
fn calling_a_generator_function_runs_nothing_but_the_suspension() {
    let gen_fn = counting(2, Value::None);
    let mut m = machine(vec![gen_fn.clone()]);
    let mut th = calc::Thread::default();
    let v = th.run(&mut m, &gen_fn).expect("runs");
    let g = generator(&m, v);
    assert_eq!(g.0.state.get(), GenState::Suspended);
    let frame = g.0.frame.borrow();
    let frame = frame.as_ref().expect("suspended");
    assert_eq!(frame.offset(), 0, "suspended at its first instruction");
    assert!(Arc::ptr_eq(frame.code_arc(), &gen_fn));
}

#[test]
fn native_code_can_resume_a_generator() {
    let gen_fn = counting(3, Value::Int(7));
    let mut m = machine(vec![gen_fn.clone()]);
    let mut th = calc::Thread::default();
    let v = th.run(&mut m, &gen_fn).expect("runs");
    let g = generator(&m, v);
    let mut got = Vec::new();
    loop {
        let frame = g.start().expect("suspended");
        match th
            .resume(&mut m, frame, g.clone(), Value::None)
            .expect("runs")
        {
            Resumed::Yielded(v) => got.push(v),
            Resumed::Returned(v) => {
                assert_eq!(v, Value::Int(7));
                break;
            }
        }
        assert_eq!(g.0.state.get(), GenState::Suspended);
    }
    assert_eq!(ints(&got), [1, 2, 3]);
    assert_eq!(g.0.state.get(), GenState::Finished);
    assert!(g.0.frame.borrow().is_none());
    assert!(th.stack().is_empty() && th.frames().is_empty());
}

#[test]
fn sent_values_are_the_results_of_yields() {
    // A running total: total = 0; loop { total += yield total }.
    let acc = assemble(1, vec![Value::Int(0)], |b| {
        let top = b.label();
        prologue(b)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.bind(top)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit_jump(Opcode::Jump, top)?;
        Ok(())
    });
    let mut m = machine(vec![acc.clone()]);
    let mut th = calc::Thread::default();
    let v = th.run(&mut m, &acc).expect("runs");
    let g = generator(&m, v);
    let mut send = |v: Value| match th.resume(&mut m, g.start().unwrap(), g.clone(), v) {
        Ok(Resumed::Yielded(v)) => v,
        other => panic!("{other:?}"),
    };
    assert_eq!(send(Value::None), Value::Int(0), "the first send starts it");
    assert_eq!(send(Value::Int(5)), Value::Int(5));
    assert_eq!(send(Value::Int(10)), Value::Int(15));
    assert_eq!(send(Value::Float(0.5)), Value::Float(15.5));
}

/// `outer`: `return (yield from inner())` with inner = function 1, through SEND and a
/// yield that resumes at the SEND: two dispatches of `outer` per item.
fn delegating(inner: u32) -> Arc<calc::Code> {
    assemble(1, vec![Value::Func(inner), Value::None], |b| {
        let send = b.label();
        let done = b.label();
        prologue(b)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.bind(send)?;
        b.emit_jump_with(Opcode::Send, 0, done, &[])?;
        b.emit_jump(Opcode::YieldTo, send)?;
        b.bind(done)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn one_generator_delegates_to_another() {
    // consumer (function 2) <- outer (function 1) <- inner (function 0).
    let inner = counting(4, Value::Int(44));
    let outer = delegating(0);
    let mut m = machine(vec![inner, outer.clone(), consumer(1)]);
    let mut th = calc::Thread::default();
    let code = m.functions[2].0.as_ref().clone();
    assert_eq!(th.run(&mut m, &code).expect("runs"), Value::Int(44));
    assert_eq!(ints(&m.printed), [1, 2, 3, 4]);
    // Per item the outer frame runs its SEND and its YIELD_TO, nothing else: the yield
    // resumes at the SEND.
    let send = offset_of(&outer, Opcode::Send);
    let yield_to = offset_of(&outer, Opcode::YieldTo);
    assert_eq!(outer.oparg(yield_to) as usize, send);
    #[cfg(feature = "stats")]
    {
        let s = &th.stats;
        // 4 items and the return: 5 SENDs in the outer frame and 5 in the consumer.
        assert_eq!(s.executions[Opcode::Send as usize], 10);
        assert_eq!(s.executions[Opcode::YieldTo as usize], 4);
        assert_eq!(
            s.executions[Opcode::YieldValue as usize],
            4,
            "the inner's yields"
        );
    }
}

/// A generator that yields 1 inside a protected range whose handler yields the error it
/// caught and returns 2.
fn catching() -> Arc<calc::Code> {
    assemble(0, vec![Value::Int(1), Value::Int(2)], |b| {
        let handler = b.label();
        prologue(b)?;
        b.begin_protected(handler, 0, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.end_protected()?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(handler)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn an_error_thrown_in_is_caught_where_the_generator_is_suspended() {
    let gen_fn = catching();
    let mut m = machine(vec![gen_fn.clone()]);
    let mut th = calc::Thread::default();
    let v = th.run(&mut m, &gen_fn).expect("runs");
    let g = generator(&m, v);
    let r = th.resume(&mut m, g.start().unwrap(), g.clone(), Value::None);
    assert_eq!(r.unwrap(), Resumed::Yielded(Value::Int(1)));
    // Throw: the handler around the yield catches it and yields the error.
    let r = th.throw(
        &mut m,
        g.start().unwrap(),
        g.clone(),
        Raise::new(CalcError::Thrown(Value::Int(13))),
    );
    let Ok(Resumed::Yielded(Value::Error(c))) = r else {
        panic!("{r:?}");
    };
    assert_eq!(c.kind, ErrorKind::Op(CalcError::Thrown(Value::Int(13))));
    let yield_at = offset_of(&gen_fn, Opcode::YieldValue);
    assert_eq!(
        c.offsets(),
        [yield_at],
        "raised at the yield it was suspended at"
    );
    let r = th.resume(&mut m, g.start().unwrap(), g.clone(), Value::None);
    assert_eq!(r.unwrap(), Resumed::Returned(Value::Int(2)));
    assert_eq!(g.0.state.get(), GenState::Finished);
}

#[test]
fn an_error_thrown_into_an_unprotected_yield_ends_the_generator() {
    // Close: the generator does not catch what is thrown in; its frame ends and the
    // error comes back to the thrower with the generator's frame in its traceback.
    let gen_fn = counting(3, Value::None);
    let mut m = machine(vec![gen_fn.clone()]);
    let mut th = calc::Thread::default();
    let v = th.run(&mut m, &gen_fn).expect("runs");
    let g = generator(&m, v);
    th.resume(&mut m, g.start().unwrap(), g.clone(), Value::None)
        .unwrap();
    let err = th
        .throw(
            &mut m,
            g.start().unwrap(),
            g.clone(),
            Raise::new(CalcError::Thrown(Value::None)),
        )
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(CalcError::Thrown(Value::None)));
    assert_eq!(err.traceback.len(), 1);
    assert!(Arc::ptr_eq(&err.traceback[0].code, &gen_fn));
    assert_eq!(g.0.state.get(), GenState::Finished);
    assert!(g.0.frame.borrow().is_none());
    assert!(th.stack().is_empty() && th.frames().is_empty());
    // Resuming a finished generator from bytecode returns none at once.
    let code = assemble(1, vec![Value::None], |b| {
        let done = b.label();
        b.emit(Opcode::LoadConst, 0)?;
        b.emit_jump_with(Opcode::Send, 0, done, &[])?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(done)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    assert_eq!(
        th.call(&mut m, &code, [Value::Gen(0)]).unwrap(),
        Value::None
    );
}

#[test]
fn bytecode_can_throw_into_a_generator() {
    // The consumer sends once, then throws 13 in: the generator's handler yields it.
    let gen_fn = catching();
    let mut m = machine(vec![gen_fn]);
    let code = assemble(1, vec![Value::Func(0), Value::None, Value::Int(13)], |b| {
        let done = b.label();
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit_jump_with(Opcode::Send, 0, done, &[])?;
        b.emit(Opcode::Print, 0)?;
        b.emit(Opcode::LoadConst, 2)?;
        b.emit_jump_with(Opcode::Throw, 0, done, &[])?;
        b.emit(Opcode::Print, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit_jump_with(Opcode::Send, 0, done, &[])?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(done)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut th = calc::Thread::default();
    assert_eq!(th.run(&mut m, &code).unwrap(), Value::Int(2));
    assert_eq!(m.printed[0], Value::Int(1));
    assert!(
        matches!(&m.printed[1], Value::Error(c) if c.kind == ErrorKind::Op(CalcError::Thrown(Value::Int(13))))
    );
}

#[test]
fn an_error_inside_a_generator_is_caught_by_its_consumer() {
    // The generator yields 1, then fails on 1 + {7}.
    let (set, set_value) = {
        let s = Arc::new(Set(BTreeSet::from([7])));
        (s.clone(), Value::Set(s))
    };
    let gen_fn = assemble(0, vec![Value::Int(1), set_value.clone()], |b| {
        prologue(b)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![gen_fn.clone()]);
    // The consumer's loop is protected; its handler returns the error.
    let code = assemble(1, vec![Value::Func(0), Value::None], |b| {
        let top = b.label();
        let done = b.label();
        let handler = b.label();
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.begin_protected(handler, 0, false)?;
        b.bind(top)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit_jump_with(Opcode::Send, 0, done, &[])?;
        b.emit(Opcode::Print, 0)?;
        b.emit_jump(Opcode::Jump, top)?;
        b.end_protected()?;
        b.bind(done)?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(handler)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut th = calc::Thread::default();
    let Value::Error(c) = th.run(&mut m, &code).expect("caught") else {
        panic!("the consumer's handler returns the error");
    };
    let c: Arc<Caught> = c;
    assert_eq!(c.kind, ErrorKind::Op(CalcError::Type("+", "int", "set")));
    assert_eq!(
        c.offsets(),
        [
            offset_of(&code, Opcode::Send),
            offset_of(&gen_fn, Opcode::Add)
        ]
    );
    assert_eq!(ints(&m.printed), [1]);
    assert!(th.stack().is_empty() && th.frames().is_empty());
    drop((c, code, gen_fn, m, set_value));
    assert_eq!(
        Arc::strong_count(&set),
        1,
        "the generator's operands were dropped"
    );
}

/// A consumer stepping the generator function `f` makes with `STEP_GEN`, which prints
/// what it yields and returns, then returning none.
fn stepping_consumer(f: u32) -> Arc<calc::Code> {
    assemble(1, vec![Value::Func(f), Value::None], |b| {
        let top = b.label();
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.bind(top)?;
        b.emit_jump_with(Opcode::StepGen, 0, top, &[])?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn a_step_op_runs_a_generator_and_takes_what_it_yields_and_returns() {
    // inner (function 0) yields 1, 2, 3 and returns 30; outer (function 1) steps inner
    // with STEP_GEN, then yields 7 and returns 70; the consumer steps outer. Every frame
    // runs in the one loop: each yield and return goes to the op that ran the frame.
    let inner = counting(3, Value::Int(30));
    let outer = assemble(
        1,
        vec![Value::Func(0), Value::Int(7), Value::Int(70)],
        |b| {
            let top = b.label();
            prologue(b)?;
            b.emit(Opcode::LoadConst, 0)?;
            b.emit(Opcode::Call, 0)?;
            b.emit(Opcode::StoreLocal, 0)?;
            b.bind(top)?;
            b.emit_jump_with(Opcode::StepGen, 0, top, &[])?;
            b.emit(Opcode::LoadConst, 1)?;
            b.emit(Opcode::YieldValue, 0)?;
            b.emit(Opcode::PopTop, 0)?;
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::Ret, 0)?;
            Ok(())
        },
    );
    let mut m = machine(vec![inner, outer]);
    let code = stepping_consumer(1);
    let mut th = calc::Thread::default();
    for _ in 0..2 {
        m.printed.clear();
        assert_eq!(th.run(&mut m, &code).expect("runs"), Value::None);
        assert_eq!(ints(&m.printed), [1, 2, 3, 30, 7, 70]);
        assert!(th.stack().is_empty() && th.frames().is_empty());
    }
    #[cfg(feature = "stats")]
    {
        // Per run: each STEP_GEN runs once per resume of its generator and once more
        // per yield and return to take it (its jump goes back to itself): outer's
        // resumes inner 4 times and takes 3 yields and the return (8); the consumer's
        // resumes outer twice and takes a yield and the return (4).
        assert_eq!(th.stats.executions[Opcode::StepGen as usize], 2 * 12);
    }
}

#[test]
fn an_error_in_a_stepped_generator_unwinds_into_the_step_op() {
    let (set, set_value) = {
        let s = Arc::new(Set(BTreeSet::from([7])));
        (s.clone(), Value::Set(s))
    };
    // Yields 1, then fails on 1 + {7}.
    let gen_fn = assemble(0, vec![Value::Int(1), set_value.clone()], |b| {
        prologue(b)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![gen_fn.clone()]);
    let code = stepping_consumer(0);
    let mut th = calc::Thread::default();
    let err = th.run(&mut m, &code).expect_err("the generator fails");
    assert_eq!(err.kind, ErrorKind::Op(CalcError::Type("+", "int", "set")));
    let offsets: Vec<usize> = err.traceback.iter().map(|e| e.offset).collect();
    assert_eq!(
        offsets,
        [
            offset_of(&code, Opcode::StepGen),
            offset_of(&gen_fn, Opcode::Add)
        ]
    );
    assert_eq!(ints(&m.printed), [1]);
    assert!(th.stack().is_empty() && th.frames().is_empty());
    // The thread runs on, with no stale outcome left for a later STEP_GEN.
    let counting_fn = counting(2, Value::Int(5));
    m.functions.push(counting_fn.into());
    m.printed.clear();
    assert_eq!(
        th.run(&mut m, &stepping_consumer(1)).expect("runs"),
        Value::None
    );
    assert_eq!(ints(&m.printed), [1, 2, 5]);
    drop((err, code, gen_fn, m, set_value));
    assert_eq!(
        Arc::strong_count(&set),
        1,
        "the generator's operands were dropped"
    );
}

#[test]
fn a_generator_dropped_while_suspended_drops_its_values() {
    let set = Arc::new(Set(BTreeSet::from([1, 2])));
    // The generator keeps the set in a local and on its operand stack across a yield.
    let gen_fn = assemble(1, vec![Value::Set(set.clone())], |b| {
        prologue(b)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![gen_fn.clone()]);
    let mut th = calc::Thread::default();
    let v = th.run(&mut m, &gen_fn).unwrap();
    let g = generator(&m, v);
    let yielded = th.resume(&mut m, g.start().unwrap(), g.clone(), Value::None);
    assert!(matches!(yielded, Ok(Resumed::Yielded(Value::Set(_)))));
    drop(yielded);
    // The constant, the local and the operand under the yield.
    assert_eq!(Arc::strong_count(&set), 4);
    assert_eq!(g.0.frame.borrow().as_ref().unwrap().values().len(), 2);
    let weak = Rc::downgrade(&g.0);
    drop(g);
    m.generators.clear();
    assert!(weak.upgrade().is_none());
    assert_eq!(
        Arc::strong_count(&set),
        2,
        "the local and the operand were dropped"
    );
    drop((gen_fn, m));
    assert_eq!(Arc::strong_count(&set), 1);
}

#[test]
fn a_generator_resuming_itself_is_an_error() {
    // The generator resumes its own object (stored in a global): already running.
    let gen_fn = assemble(1, vec![Value::None], |b| {
        let done = b.label();
        prologue(b)?;
        b.emit(Opcode::LoadGlobal, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit_jump_with(Opcode::Send, 0, done, &[])?;
        b.bind(done)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![gen_fn.clone()]);
    let mut th = calc::Thread::default();
    let gen_value = th.run(&mut m, &gen_fn).unwrap();
    let g = generator(&m, gen_value.clone());
    m.globals.slots.push((0, gen_value));
    let err = th
        .resume(&mut m, g.start().unwrap(), g.clone(), Value::None)
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(CalcError::AlreadyRunning));
    assert_eq!(g.0.state.get(), GenState::Finished);
    m.globals.slots.clear();
}

#[test]
fn recursion_through_generators_hits_the_limit_cleanly() {
    // Each generator creates a new one of itself and delegates to it, without end.
    let gen_fn = delegating(0);
    let mut m = machine(vec![gen_fn.clone()]);
    let code = consumer(0);
    let mut th = calc::Thread::new(Config {
        recursion_limit: 60,
        ..Config::default()
    });
    let err = th.run(&mut m, &code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::RecursionLimit { limit: 60 });
    assert_eq!(err.traceback.len(), 60);
    assert!(th.stack().is_empty() && th.frames().is_empty());
    // The thread runs again, and a handler could have caught it.
    let mut m2 = machine(vec![counting(2, Value::None)]);
    assert_eq!(th.run(&mut m2, &code).unwrap(), Value::None);
    assert_eq!(ints(&m2.printed), [1, 2]);
}

#[test]
fn a_yield_outside_a_generator_is_an_error() {
    let code = assemble(0, vec![Value::Int(1)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let err = th.run(&mut m, &code).unwrap_err();
    assert_eq!(err.kind, ErrorKind::NotAGenerator);
    assert_eq!(err.offset(), Some(offset_of(&code, Opcode::YieldValue)));
}

#[test]
fn closing_runs_the_generators_cleanup() {
    // As `generator.close()`: an exit error thrown in at the yield; the generator's
    // cleanup handler (a `finally`) prints, then re-raises, so the generator ends and the
    // error comes back to the closer, which treats it as closed.
    let gen_fn = assemble(1, vec![Value::Int(1), Value::Int(99)], |b| {
        let cleanup = b.label();
        prologue(b)?;
        b.begin_protected(cleanup, 0, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::YieldValue, 0)?;
        b.emit(Opcode::PopTop, 0)?;
        b.end_protected()?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(cleanup)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit(Opcode::LoadConst, 1)?;
        b.emit(Opcode::Print, 0)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Reraise, 0)?;
        Ok(())
    });
    let mut m = machine(vec![gen_fn.clone()]);
    let mut th = calc::Thread::default();
    let v = th.run(&mut m, &gen_fn).unwrap();
    let g = generator(&m, v);
    let first = th.resume(&mut m, g.start().unwrap(), g.clone(), Value::None);
    assert_eq!(first.unwrap(), Resumed::Yielded(Value::Int(1)));
    let exit = CalcError::Thrown(Value::None);
    let err = th
        .throw(
            &mut m,
            g.start().unwrap(),
            g.clone(),
            Raise::new(exit.clone()),
        )
        .unwrap_err();
    assert_eq!(err.kind, ErrorKind::Op(exit));
    assert_eq!(ints(&m.printed), [99], "the cleanup ran once");
    assert_eq!(g.0.state.get(), GenState::Finished);
    assert!(th.stack().is_empty() && th.frames().is_empty());
}

#[test]
fn a_step_op_can_send_each_yield_straight_to_a_local() {
    // The consumer loops over counting(3, 30) with STEP_GEN_INTO, which stores each
    // yielded value in local 1 and continues in the body (which prints it) without
    // running again; the return runs it again, to print 30 and fall through.
    let fields = vm_core::code::encode_fields(&[0, 1]).expect("fits");
    let code = assemble(2, vec![Value::Func(0), Value::None], |b| {
        let body = b.label();
        let check = b.label();
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Call, 0)?;
        b.emit(Opcode::StoreLocal, 0)?;
        b.emit_jump(Opcode::Jump, check)?;
        b.bind(body)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Print, 0)?;
        b.bind(check)?;
        b.emit_jump_with(Opcode::StepGenInto, fields, body, &[])?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let mut m = machine(vec![counting(3, Value::Int(30))]);
    let mut th = calc::Thread::default();
    for _ in 0..2 {
        m.printed.clear();
        // The local keeps the last yielded value.
        assert_eq!(th.run(&mut m, &code).expect("runs"), Value::Int(3));
        assert_eq!(ints(&m.printed), [1, 2, 3, 30]);
        assert!(th.stack().is_empty() && th.frames().is_empty());
    }
    #[cfg(feature = "stats")]
    {
        // Per run: four resumes and one more run to take the return.
        assert_eq!(th.stats.executions[Opcode::StepGenInto as usize], 2 * 5);
    }
}

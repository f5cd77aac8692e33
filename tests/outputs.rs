//! Ops that push a number of values chosen by their oparg (`#[outputs(oparg)]`, CPython's
//! `UNPACK_SEQUENCE n`): stack effects, verification, the generic and specialized paths,
//! a deopt after the outputs were pushed, and an error that leaves them to unwinding.

mod common;

use std::collections::BTreeSet;
use std::sync::Arc;

use common::calc::calc::{self, Opcode};
use common::calc::{CalcError, Machine, Set, Value};
use common::{assemble, offset_of};
use vm_core::{Count, DisOptions, ErrorKind, dis};

fn set_of(items: &[i64]) -> Value {
    Value::Set(Arc::new(Set(items
        .iter()
        .copied()
        .collect::<BTreeSet<_>>())))
}

/// `unpack n` of constant 0, then `n - 1` ADDs: the sum of the set, if it has `n` items.
fn summing(n: u32, seq: Value) -> Arc<calc::Code> {
    assemble(0, vec![seq], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Unpack, n)?;
        for _ in 1..n {
            b.emit(Opcode::Add, 0)?;
        }
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

#[test]
fn the_table_says_how_many_it_pushes() {
    let info = Opcode::Unpack.info();
    assert_eq!(info.outputs, 0);
    assert_eq!(
        info.variadic_outputs,
        Some(Count {
            per_oparg: 1,
            fixed: 0
        })
    );
    assert_eq!(info.pushes(10), 10);
    assert_eq!(info.stack_effect(10), 9, "pops the set, pushes ten");
    assert_eq!(
        Opcode::UnpackSet.info().variadic_outputs,
        info.variadic_outputs
    );
    // The verifier counts them: ten items deep.
    let code = summing(10, set_of(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    assert_eq!(code.max_stack(), 10);
}

#[test]
fn one_dispatch_unpacks_ten_and_specializes() {
    let ten: Vec<i64> = (1..=10).collect();
    let code = summing(10, set_of(&ten));
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let at = offset_of(&code, Opcode::Unpack);
    for _ in 0..4 {
        assert_eq!(th.run(&mut m, &code).expect("runs"), Value::Int(55));
    }
    assert_eq!(
        Opcode::from_u16(code.opcode(at)),
        Some(Opcode::UnpackSet),
        "{}",
        dis(
            &code,
            DisOptions {
                adaptive: true,
                show_caches: false
            }
        )
    );
    assert!(th.stack().is_empty());
}

#[test]
fn a_deopt_after_pushing_runs_the_generic_op_cleanly() {
    // Specialize on a 2-set, then give the site a 3-set: the specialization pushes two
    // slots, deopts, takes them off, and the generic op reports the mismatch.
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let code = assemble(1, vec![], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Unpack, 2)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let pair = set_of(&[20, 22]);
    for _ in 0..3 {
        assert_eq!(
            th.call(&mut m, &code, [pair.clone()]).unwrap(),
            Value::Int(42)
        );
    }
    assert_eq!(
        Opcode::from_u16(code.opcode(offset_of(&code, Opcode::Unpack))),
        Some(Opcode::UnpackSet)
    );
    let (triple, probe) = match set_of(&[1, 2, 3]) {
        Value::Set(s) => (Value::Set(s.clone()), s),
        _ => unreachable!(),
    };
    let err = th.call(&mut m, &code, [triple]).unwrap_err();
    assert_eq!(
        err.kind,
        ErrorKind::Op(CalcError::Type("unpack", "set", ""))
    );
    assert!(th.stack().is_empty() && th.frames().is_empty());
    assert_eq!(Arc::strong_count(&probe), 1, "the set was dropped once");
    // And the site still works for pairs.
    assert_eq!(th.call(&mut m, &code, [pair]).unwrap(), Value::Int(42));
}

#[test]
fn an_error_leaves_the_slots_to_unwinding() {
    let code = assemble(0, vec![Value::Int(3)], |b| {
        let handler = b.label();
        b.begin_protected(handler, 0, false)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Unpack, 4)?;
        b.emit(Opcode::Ret, 0)?;
        b.end_protected()?;
        b.bind(handler)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    let (mut th, mut m) = (calc::Thread::default(), Machine::default());
    let caught = th.run(&mut m, &code).expect("caught");
    assert!(
        matches!(caught, Value::Error(c) if c.kind == ErrorKind::Op(CalcError::Type("unpack", "int", "")))
    );
    assert!(th.stack().is_empty());
}

#[test]
fn a_huge_count_is_rejected_by_the_verifier() {
    // Two operands under an unpack of the largest oparg: deeper than the verifier allows.
    let mut b = calc::Builder::new();
    for _ in 0..3 {
        b.emit(Opcode::LoadConst, 0).unwrap();
    }
    b.emit(Opcode::Unpack, vm_core::isa::MAX_OPARG).unwrap();
    b.emit(Opcode::Ret, 0).unwrap();
    assert!(matches!(
        b.finish(0, common::calc::Consts(vec![Value::Int(0)])),
        Err(vm_core::BuildError::Verify(
            vm_core::VerifyError::StackOverflow { .. }
        ))
    ));
}

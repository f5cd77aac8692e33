//! An oparg split into fields (`#[local(field = N)]`, `#[oparg(field = N)]`): one
//! instruction names two local slots and an operator, so `a <op> b` on two locals is one
//! dispatch instead of three. Its specializations guard both locals; the verifier checks
//! every local field; the disassembler shows the fields.

use std::sync::Arc;

use vm_core::code::{encode_fields, oparg_field};
use vm_core::verify::VerifyError;
use vm_core::{BuildError, DisOptions, Return};

#[path = "common/num.rs"]
mod num;
use num::Num;

/// Operators of field 2.
const ADD: u32 = 0;
const SUB: u32 = 1;

fn apply(a: &Num, b: &Num, op: u32) -> Num {
    let (x, y) = match (a, b) {
        (Num::Int(x), Num::Int(y)) if op == ADD => return Num::Int(x + y),
        (Num::Int(x), Num::Int(y)) => return Num::Int(x - y),
        (Num::Int(x), Num::Float(y)) => (*x as f64, *y),
        (Num::Float(x), Num::Int(y)) => (*x, *y as f64),
        (Num::Float(x), Num::Float(y)) => (*x, *y),
        _ => return Num::None,
    };
    Num::Float(if op == ADD { x + y } else { x - y })
}

#[vm_core::instruction_set(value = Num)]
pub mod fields {
    use super::*;

    /// `local[a] <op> local[b]`: fields 0 and 1 are local slots, field 2 the operator.
    #[op]
    fn binary_locals(
        #[local(field = 0)] a: &Num,
        #[local(field = 1)] b: &Num,
        #[oparg(field = 2)] op: u32,
    ) -> Num {
        apply(a, b, op)
    }

    /// Both locals ints and the operator addition.
    #[specialize(binary_locals)]
    #[guard(matches!((a, b), (Num::Int(_), Num::Int(_))) && op == ADD)]
    fn binary_locals_add_int(
        #[local(field = 0)] a: &Num,
        #[local(field = 1)] b: &Num,
        #[oparg(field = 2)] op: u32,
    ) -> Num {
        match (a, b) {
            (Num::Int(x), Num::Int(y)) => Num::Int(x + y),
            _ => unreachable!("guarded"),
        }
    }

    #[op]
    fn store_local(v: Num, #[local] slot: &mut Num) {
        *slot = v;
    }

    #[op]
    fn ret(v: Num) -> Return<Num> {
        Return(v)
    }
}

use fields::{Builder, Opcode, Thread};

/// `return local[a] <op> local[b]` over two arguments (and a third, scratch local).
fn program(a: u32, b: u32, op: u32) -> (Arc<fields::Code>, usize) {
    let mut bld = Builder::new();
    let at = bld
        .emit(Opcode::BinaryLocals, encode_fields(&[a, b, op]).unwrap())
        .unwrap();
    bld.emit(Opcode::StoreLocal, 2).unwrap();
    bld.emit(Opcode::BinaryLocals, encode_fields(&[2, 2, op]).unwrap())
        .unwrap();
    bld.emit(Opcode::Ret, 0).unwrap();
    (Arc::new(bld.finish(3, ()).unwrap()), at)
}

#[test]
fn fields_name_two_locals_and_an_operator() {
    let mut th = Thread::default();
    // (10 - 3) twice over: 7 - 7 = 0; with the arguments swapped, (3 - 10) - (3 - 10).
    let (code, _) = program(0, 1, SUB);
    assert_eq!(
        th.call(&mut (), &code, [Num::Int(10), Num::Int(3)])
            .unwrap(),
        Num::Int(0)
    );
    let (code, _) = program(1, 0, ADD);
    assert_eq!(
        th.call(&mut (), &code, [Num::Int(10), Num::Float(0.5)])
            .unwrap(),
        Num::Float(21.0)
    );
}

#[test]
fn specializations_guard_the_field_locals() {
    let (code, at) = program(0, 1, ADD);
    let mut th = Thread::default();
    for _ in 0..4 {
        assert_eq!(
            th.call(&mut (), &code, [Num::Int(20), Num::Int(1)])
                .unwrap(),
            Num::Int(42)
        );
    }
    assert_eq!(code.opcode(at), Opcode::BinaryLocalsAddInt as u16);
    // A float in the second local: the specialized site misses and the generic path
    // gives the right answer.
    assert_eq!(
        th.call(&mut (), &code, [Num::Int(1), Num::Float(0.25)])
            .unwrap(),
        Num::Float(2.5)
    );

    // Subtraction never specializes (the guard reads the operator field).
    let (code, at) = program(0, 1, SUB);
    for _ in 0..20 {
        th.call(&mut (), &code, [Num::Int(2), Num::Int(1)]).unwrap();
    }
    assert_eq!(code.opcode(at), Opcode::BinaryLocals as u16);
}

#[test]
fn the_verifier_checks_every_local_field() {
    for (fields, bad) in [([3, 0, ADD], 3), ([0, 7, ADD], 7)] {
        let mut bld = Builder::new();
        bld.emit(Opcode::BinaryLocals, encode_fields(&fields).unwrap())
            .unwrap();
        bld.emit(Opcode::Ret, 0).unwrap();
        match bld.finish(3, ()) {
            Err(e) => assert!(
                matches!(
                    e,
                    BuildError::Verify(VerifyError::LocalOutOfRange { local, nlocals: 3, .. })
                        if local == bad
                ),
                "{e:?}"
            ),
            Ok(_) => panic!("local {bad} of 3 was accepted"),
        }
    }
    // The operator field is not a local: any value is accepted.
    let mut bld = Builder::new();
    bld.emit(Opcode::BinaryLocals, encode_fields(&[0, 1, 200]).unwrap())
        .unwrap();
    bld.emit(Opcode::Ret, 0).unwrap();
    assert!(bld.finish(2, ()).is_ok());
}

#[test]
fn fields_encode_and_decode() {
    let oparg = encode_fields(&[1, 2, 255]).unwrap();
    assert_eq!(
        (0..3).map(|k| oparg_field(oparg, k)).collect::<Vec<_>>(),
        [1, 2, 255]
    );
    assert_eq!(encode_fields(&[256]), None, "a field holds 8 bits");
    assert_eq!(
        encode_fields(&[0, 0, 0, 0]),
        None,
        "an oparg has three fields"
    );
}

#[test]
fn the_disassembler_shows_the_fields() {
    let (code, _) = program(0, 1, SUB);
    let opts = DisOptions {
        adaptive: false,
        show_caches: false,
    };
    let text = vm_core::dis(&code, opts);
    assert!(
        text.contains("BINARY_LOCALS                0,1,1"),
        "{text}"
    );
    assert!(text.contains("STORE_LOCAL                  2"), "{text}");
}

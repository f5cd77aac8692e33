//! A specialization's `#[guard(..)]` may read its `#[local]` slot: an op that updates a
//! local in place can specialize on the local's type as well as the operand's, and the
//! specializer consults the same guard.

use std::sync::Arc;

use vm_core::Return;

#[path = "common/num.rs"]
mod num;
use num::Num;

#[vm_core::instruction_set(value = Num, code = Vec<Num>)]
pub mod locals {
    use super::*;

    #[op]
    fn load_const(#[code] consts: &[Num], #[oparg] i: u32) -> Num {
        consts[i as usize].clone()
    }

    /// `local += value` for any numbers.
    #[op]
    fn add_to_local(value: Num, #[local] slot: &mut Num) {
        *slot = match (&*slot, value) {
            (Num::Int(a), Num::Int(b)) => Num::Int(a + b),
            (Num::Float(a), Num::Int(b)) => Num::Float(a + b as f64),
            (Num::Int(a), Num::Float(b)) => Num::Float(*a as f64 + b),
            (Num::Float(a), Num::Float(b)) => Num::Float(a + b),
            _ => Num::None,
        };
    }

    /// Both ints: the operand's guard is its type, the local's is the `#[guard]`.
    #[specialize(add_to_local)]
    #[guard(matches!(slot, Num::Int(_)))]
    fn add_to_local_int(value: i64, #[local] slot: &mut Num) {
        if let Num::Int(a) = slot {
            *a += value;
        }
    }

    #[op]
    fn load_local(#[local] slot: &Num) -> Num {
        slot.clone()
    }

    #[op]
    fn ret(v: Num) -> Return<Num> {
        Return(v)
    }
}

use locals::{Builder, Opcode, Thread};

/// `local0 += 1; return local0`, with local 0 the argument.
fn increment() -> (Arc<locals::Code>, usize) {
    let mut b = Builder::new();
    b.emit(Opcode::LoadConst, 0).unwrap();
    let at = b.emit(Opcode::AddToLocal, 0).unwrap();
    b.emit(Opcode::LoadLocal, 0).unwrap();
    b.emit(Opcode::Ret, 0).unwrap();
    (Arc::new(b.finish(1, vec![Num::Int(1)]).unwrap()), at)
}

#[test]
fn the_specializer_reads_the_local_through_the_guard() {
    let (code, at) = increment();
    let mut th = Thread::default();
    // A float local: the int specialization's local guard fails, so the site stays
    // generic however often it runs.
    for _ in 0..20 {
        assert_eq!(
            th.call(&mut (), &code, [Num::Float(0.5)]).unwrap(),
            Num::Float(1.5)
        );
    }
    assert_eq!(code.opcode(at), Opcode::AddToLocal as u16);

    // An int local: the next time the counter fires, both guards hold.
    let (code, at) = increment();
    for _ in 0..3 {
        assert_eq!(
            th.call(&mut (), &code, [Num::Int(41)]).unwrap(),
            Num::Int(42)
        );
    }
    assert_eq!(code.opcode(at), Opcode::AddToLocalInt as u16);

    // A float local at the specialized site: the guard misses, the generic path runs.
    assert_eq!(
        th.call(&mut (), &code, [Num::Float(1.0)]).unwrap(),
        Num::Float(2.0)
    );
}

//! A hand-written specializer hook (`#[specializer(family)]`) chooses the specialization
//! where type guards alone cannot: here the oparg selects the operator, as in CPython's
//! `BINARY_OP`.

use std::sync::Arc;

use vm_core::{DisOptions, Guard, Return, VmValue, dis};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Num(i64);

impl VmValue for Num {
    fn type_name(&self) -> &'static str {
        "num"
    }
}

impl Guard<Num> for i64 {
    fn guard(v: &Num) -> Option<i64> {
        Some(v.0)
    }
}

#[vm_core::instruction_set(value = Num, code = Vec<i64>)]
pub mod arith {
    use super::*;

    #[op]
    fn push(#[code] consts: &[i64], #[oparg] i: u32) -> Num {
        Num(consts[i as usize])
    }

    /// `a OP b` where the oparg picks the operator (0: +, 1: -, 2: *).
    #[op]
    fn binary(a: Num, b: Num, #[oparg] op: u32) -> Num {
        Num(match op {
            0 => a.0 + b.0,
            1 => a.0 - b.0,
            _ => a.0 * b.0,
        })
    }

    #[specialize(binary)]
    fn binary_add(a: i64, b: i64) -> Num {
        Num(a + b)
    }

    #[specialize(binary)]
    fn binary_sub(a: i64, b: i64) -> Num {
        Num(a - b)
    }

    /// Both specializations' type guards accept any two numbers: the hook picks by oparg,
    /// and leaves `*` generic.
    #[specializer(binary)]
    fn choose(_a: &Num, _b: &Num, #[oparg] op: u32) -> Option<Opcode> {
        match op {
            0 => Some(Opcode::BinaryAdd),
            1 => Some(Opcode::BinarySub),
            _ => None,
        }
    }

    #[op]
    fn ret(v: Num) -> Return<Num> {
        Return(v)
    }
}

fn program(op: u32) -> Arc<arith::Code> {
    let mut b = arith::Builder::new();
    b.emit(arith::Opcode::Push, 0).unwrap();
    b.emit(arith::Opcode::Push, 1).unwrap();
    b.emit(arith::Opcode::Binary, op).unwrap();
    b.emit(arith::Opcode::Ret, 0).unwrap();
    Arc::new(b.finish(0, vec![7, 5]).unwrap())
}

#[test]
fn the_hook_chooses_by_oparg() {
    let mut th = arith::Thread::default();
    let adaptive = DisOptions {
        adaptive: true,
        show_caches: false,
    };
    for (op, expect, name) in [
        (0, 12, "BINARY_ADD"),
        (1, 2, "BINARY_SUB"),
        (2, 35, "BINARY "),
    ] {
        let code = program(op);
        for _ in 0..3 {
            assert_eq!(th.run(&mut (), &code).unwrap(), Num(expect));
        }
        let text = dis(&code, adaptive);
        assert!(text.contains(name), "oparg {op}: {text}");
    }
}

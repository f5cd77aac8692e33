//! The generated metadata: opcode enum, stack effects, cache sizes, flags, the deopt map,
//! uop expansion and the `for_each_op!` callback macro.

mod common;

use common::calc::calc::{self, OPS, Opcode};
use vm_core::{InstructionSet, OpFlags, OpKind};

#[test]
fn opcodes_round_trip_through_bytes() {
    for op in Opcode::ALL {
        assert_eq!(Opcode::from_u8(op as u8), Some(op));
        assert_eq!(u8::from(op), op as u8);
        assert_eq!(op.info().name, op.name());
        assert_eq!(op.to_string(), op.name());
    }
    assert_eq!(Opcode::from_u16(Opcode::COUNT as u16), None);
    assert_eq!(Opcode::from_u8(Opcode::COUNT as u8), None);
    for op in Opcode::ALL {
        assert_eq!(Opcode::from_u16(op as u16), Some(op));
        assert_eq!(u16::from(op), op as u16);
    }
    assert_eq!(Opcode::try_from(250u8), Err(250));
    assert_eq!(OPS.len(), Opcode::COUNT);
    assert_eq!(Opcode::AddInt.name(), "ADD_INT");
}

#[test]
fn stack_effects_come_from_signatures() {
    let effect = |op: Opcode| (op.info().inputs, op.info().outputs);
    assert_eq!(effect(Opcode::LoadConst), (0, 1));
    assert_eq!(effect(Opcode::Add), (2, 1));
    assert_eq!(effect(Opcode::AddInt), (2, 1));
    assert_eq!(effect(Opcode::StoreLocal), (1, 0));
    assert_eq!(effect(Opcode::Ret), (1, 0));
    assert_eq!(effect(Opcode::Call), (1, 1));
    assert_eq!(
        Opcode::Call.info().pops(3),
        4,
        "callee plus three variadic arguments"
    );
    assert_eq!(Opcode::BuildSet.info().pops(5), 5);
    // RETURN_CONST = load_const + ret: nets zero inputs, zero outputs.
    assert_eq!(effect(Opcode::ReturnConst), (0, 0));
}

#[test]
fn families_share_a_cache_sized_by_their_largest_member() {
    assert_eq!(Opcode::Add.info().cache_units, 1, "counter only");
    assert_eq!(Opcode::AddFloat.info().cache_units, 1);
    assert_eq!(
        Opcode::LoadGlobal.info().cache_units,
        3,
        "counter, version, slot"
    );
    assert_eq!(Opcode::LoadGlobalCached.info().cache_units, 3);
    let fields: Vec<_> = Opcode::LoadGlobalCached
        .info()
        .cache_fields
        .iter()
        .map(|f| (f.name, f.ty, f.offset))
        .collect();
    assert_eq!(fields, [("version", "u32", 1), ("slot", "u32", 2)]);
    assert_eq!(Opcode::LoadConst.info().cache_units, 0);
    assert_eq!(Opcode::LoadGlobal.info().size(), 4);
}

#[test]
fn deopt_map_and_kinds() {
    assert_eq!(Opcode::AddInt.base(), Opcode::Add);
    assert_eq!(Opcode::ContainsSet.base(), Opcode::Contains);
    assert_eq!(Opcode::LoadLocalLoadLocal.base(), Opcode::LoadLocal);
    assert_eq!(Opcode::Sub.base(), Opcode::Sub);
    let OpKind::Generic { members } = Opcode::Add.info().kind else {
        panic!()
    };
    assert_eq!(
        members,
        [Opcode::AddInt as u16, Opcode::AddFloat as u16],
        "declaration order"
    );
    assert!(
        matches!(Opcode::AddInt.info().kind, OpKind::Specialized { generic } if generic == Opcode::Add as u16)
    );
    assert!(matches!(Opcode::Sub.info().kind, OpKind::Plain));
}

#[test]
fn flags_and_uops() {
    let has = |op: Opcode, f: OpFlags| op.info().flags.contains(f);
    assert!(
        has(Opcode::JumpIfFalse, OpFlags::JUMP)
            && !has(Opcode::JumpIfFalse, OpFlags::NO_FALLTHROUGH)
    );
    assert!(has(
        Opcode::Jump,
        OpFlags::JUMP.union(OpFlags::NO_FALLTHROUGH)
    ));
    assert!(has(Opcode::LoadLocal, OpFlags::LOCAL));
    assert!(has(Opcode::Call, OpFlags::CALL) && has(Opcode::Ret, OpFlags::RETURN));
    assert!(has(Opcode::Add, OpFlags::FALLIBLE) && !has(Opcode::AddFloat, OpFlags::FALLIBLE));
    assert!(!has(Opcode::Add, OpFlags::OPARG) && has(Opcode::LoadConst, OpFlags::OPARG));
    assert_eq!(Opcode::ReturnConst.info().uops, ["load_const", "ret"]);
    assert_eq!(
        Opcode::LoadLocalLoadLocal.info().uops,
        ["load_local", "load_local"]
    );
    assert_eq!(Opcode::Add.info().uops, ["add"]);
}

#[test]
fn isa_ties_the_tables_together() {
    assert_eq!(calc::Isa::NAME, "calc");
    assert_eq!(calc::Isa::FORMAT_HASH, calc::FORMAT_HASH);
    assert_eq!(calc::Isa::OPS.len(), Opcode::COUNT);
    assert_eq!(
        calc::Isa::op_named("ADD_INT").map(|o| o.opcode),
        Some(Opcode::AddInt as u16)
    );
    assert_eq!(calc::Isa::BACKOFF, vm_core::BackoffConfig::CPYTHON);
}

/// A downstream table built from the same list.
macro_rules! names_and_caches {
    ($($variant:ident { opcode: $op:expr, name: $name:expr, inputs: $i:expr, outputs: $o:expr, cache_units: $c:expr })*) => {
        const TABLE: &[(u16, &str, u32, u32, u16)] = &[$(($op, $name, $i, $o, $c)),*];
        const VARIANTS: &[Opcode] = &[$(Opcode::$variant),*];
    };
}
calc::for_each_op!(names_and_caches);

#[test]
fn for_each_op_lists_every_opcode() {
    assert_eq!(TABLE.len(), Opcode::COUNT);
    for ((op, name, inputs, outputs, cache), variant) in TABLE.iter().zip(VARIANTS) {
        let info = &OPS[*op as usize];
        assert_eq!(
            (info.name, info.inputs, info.outputs, info.cache_units),
            (*name, *inputs, *outputs, *cache)
        );
        assert_eq!(*variant as u16, *op);
    }
}

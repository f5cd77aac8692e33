//! Adding `contains_op_dict` to an instruction set changes the opcode enum, the
//! disassembly, the stats and the format hash, with no other edit.
//!
//! The instruction set is written once, in `membership_isa!`. `before` and `after` are two
//! expansions of it that differ by exactly one item: the `contains_op_dict` function
//! passed to `after`. Everything the tests observe to differ is therefore derived from
//! that function alone.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use vm_core::{DisOptions, Guard, RefGuard, VmValue, dis};

/// A value of the little language: ints, sets of ints and int-keyed dicts.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Value {
    #[default]
    None,
    Int(i64),
    Set(Arc<Set>),
    Dict(Arc<Dict>),
}

/// A set of ints.
#[derive(Debug, Default, PartialEq)]
pub struct Set(pub BTreeSet<i64>);

/// A dict from ints to values.
#[derive(Debug, Default, PartialEq)]
pub struct Dict(pub BTreeMap<i64, Value>);

impl VmValue for Value {
    fn type_name(&self) -> &'static str {
        match self {
            Value::None => "none",
            Value::Int(_) => "int",
            Value::Set(_) => "set",
            Value::Dict(_) => "dict",
        }
    }
}

impl Guard<Value> for i64 {
    fn guard(v: &Value) -> Option<i64> {
        match v {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }
}

impl RefGuard<Value> for Set {
    fn guard_ref(v: &Value) -> Option<&Set> {
        match v {
            Value::Set(s) => Some(s),
            _ => None,
        }
    }
}

impl RefGuard<Value> for Dict {
    fn guard_ref(v: &Value) -> Option<&Dict> {
        match v {
            Value::Dict(d) => Some(d),
            _ => None,
        }
    }
}

/// `unsupported operand types for OP: A and B`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeError(pub &'static str, pub &'static str, pub &'static str);

/// Per-code constants.
#[derive(Debug, Default)]
pub struct Consts(pub Vec<Value>);

/// Serialized with its code: the programs here only hold int constants.
impl vm_core::CodeData for Consts {
    fn encode(&self, w: &mut vm_core::code_data::Writer<'_>) -> Result<(), vm_core::EncodeError> {
        w.len(self.0.len())?;
        for v in &self.0 {
            match v {
                Value::Int(i) => w.i64(*i),
                other => {
                    return Err(vm_core::EncodeError::Unsupported(format!(
                        "a {} constant",
                        other.type_name()
                    )));
                }
            }
        }
        Ok(())
    }

    fn decode(r: &mut vm_core::code_data::Reader<'_, '_>) -> Result<Self, vm_core::DecodeError> {
        let n = r.len(8)?;
        (0..n)
            .map(|_| Ok(Value::Int(r.i64()?)))
            .collect::<Result<_, _>>()
            .map(Consts)
    }
}

/// `item in container` for any operands: the generic path.
fn contains(item: &Value, container: &Value) -> Result<bool, TypeError> {
    match (item, container) {
        (Value::Int(i), Value::Set(s)) => Ok(s.0.contains(i)),
        (Value::Int(i), Value::Dict(d)) => Ok(d.0.contains_key(i)),
        _ => Err(TypeError("in", item.type_name(), container.type_name())),
    }
}

fn int_op(
    op: &'static str,
    a: &Value,
    b: &Value,
    f: fn(i64, i64) -> i64,
) -> Result<Value, TypeError> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(Value::Int(f(*x, *y))),
        _ => Err(TypeError(op, a.type_name(), b.type_name())),
    }
}

/// The instruction set, written once. The tokens passed in are appended to the module.
macro_rules! membership_isa {
    ($name:ident { $($extra:tt)* }) => {
        #[vm_core::instruction_set(value = Value, error = TypeError, code = Consts)]
        pub mod $name {
            use super::*;

            #[op]
            fn load_const(#[code] consts: &Consts, #[oparg] i: u32) -> Value {
                consts.0[i as usize].clone()
            }

            #[op]
            fn load_local(#[local] slot: &Value) -> Value {
                slot.clone()
            }

            #[op]
            fn store_local(value: Value, #[local] slot: &mut Value) {
                *slot = value;
            }

            #[op]
            fn add(a: Value, b: Value) -> Result<Value, TypeError> {
                int_op("+", &a, &b, |x, y| x.wrapping_add(y))
            }

            #[op]
            fn less(a: Value, b: Value) -> Result<Value, TypeError> {
                int_op("<", &a, &b, |x, y| (x < y) as i64)
            }

            #[op]
            fn jump_if_false(cond: Value, #[oparg(jump)] _target: u32) -> vm_core::Flow {
                match cond {
                    Value::Int(0) | Value::None => vm_core::Flow::Jump,
                    _ => vm_core::Flow::Next,
                }
            }

            #[op]
            fn jump(#[oparg(jump)] _target: u32) -> vm_core::Jump {
                vm_core::Jump
            }

            #[op]
            fn ret(value: Value) -> vm_core::Return<Value> {
                vm_core::Return(value)
            }

            /// `item in container` (`not in` when `invert` is 1), as 0 or 1.
            #[op]
            fn contains_op(
                item: Value,
                container: Value,
                #[oparg] invert: u32,
            ) -> Result<Value, TypeError> {
                Ok(Value::Int((contains(&item, &container)? != (invert == 1)) as i64))
            }

            #[specialize(contains_op)]
            fn contains_op_set(item: i64, set: &Set, #[oparg] invert: u32) -> Value {
                Value::Int((set.0.contains(&item) != (invert == 1)) as i64)
            }

            $($extra)*
        }
    };
}

membership_isa!(before {});

membership_isa!(after {
    #[specialize(contains_op)]
    fn contains_op_dict(item: i64, dict: &Dict, #[oparg] invert: u32) -> Value {
        Value::Int((dict.0.contains_key(&item) != (invert == 1)) as i64)
    }
});

/// Assembles and runs the same program on either instruction set.
macro_rules! program {
    ($isa:ident) => {{
        use $isa::Opcode as Op;
        /// `def count(container, n): hits = 0; for i in range(n): hits += i in container`
        /// with locals `container`, `n`, `i`, `hits`.
        fn build() -> Arc<$isa::Code> {
            let consts = Consts(vec![Value::Int(0), Value::Int(1)]);
            let mut b = $isa::Builder::new();
            let (head, done) = (b.label(), b.label());
            let emit = |b: &mut $isa::Builder| -> Result<(), vm_core::BuildError> {
                b.emit(Op::LoadConst, 0)?;
                b.emit(Op::StoreLocal, 2)?;
                b.emit(Op::LoadConst, 0)?;
                b.emit(Op::StoreLocal, 3)?;
                b.bind(head)?;
                b.emit(Op::LoadLocal, 2)?;
                b.emit(Op::LoadLocal, 1)?;
                b.emit(Op::Less, 0)?;
                b.emit_jump(Op::JumpIfFalse, done)?;
                b.emit(Op::LoadLocal, 2)?;
                b.emit(Op::LoadLocal, 0)?;
                b.emit(Op::ContainsOp, 0)?;
                b.emit(Op::LoadLocal, 3)?;
                b.emit(Op::Add, 0)?;
                b.emit(Op::StoreLocal, 3)?;
                b.emit(Op::LoadLocal, 2)?;
                b.emit(Op::LoadConst, 1)?;
                b.emit(Op::Add, 0)?;
                b.emit(Op::StoreLocal, 2)?;
                b.emit_jump(Op::Jump, head)?;
                b.bind(done)?;
                b.emit(Op::LoadLocal, 3)?;
                b.emit(Op::Ret, 0)?;
                Ok(())
            };
            emit(&mut b).expect("emits");
            Arc::new(b.finish(4, consts).expect("verifies"))
        }
        build()
    }};
}

/// A dict with the even keys below 10.
fn evens() -> Value {
    Value::Dict(Arc::new(Dict(
        (0..10).step_by(2).map(|k| (k, Value::None)).collect(),
    )))
}

const ADAPTIVE: DisOptions = DisOptions {
    adaptive: true,
    show_caches: true,
};

/// Runs the counting loop over `evens()` for `n` iterations on a fresh thread.
macro_rules! run {
    ($isa:ident, $code:expr, $n:expr) => {{
        let mut thread = $isa::Thread::default();
        let result = thread
            .call(&mut (), $code, [evens(), Value::Int($n)])
            .expect("runs");
        assert_eq!(result, Value::Int((($n as i64).min(10) + 1) / 2));
        thread
    }};
}

#[test]
fn the_opcode_enum_gains_exactly_one_variant() {
    assert_eq!(before::Opcode::COUNT + 1, after::Opcode::COUNT);
    let dict = after::Opcode::ContainsOpDict;
    assert_eq!(dict.name(), "CONTAINS_OP_DICT");
    assert_eq!(dict.to_string(), "CONTAINS_OP_DICT");
    assert_eq!(dict.base(), after::Opcode::ContainsOp);
    assert_eq!(after::Opcode::from_u8(dict as u8), Some(dict));
    assert_eq!(
        after::Opcode::ContainsOp.info().kind,
        vm_core::OpKind::Generic {
            members: &[
                after::Opcode::ContainsOpSet as u16,
                after::Opcode::ContainsOpDict as u16
            ]
        },
        "the new member joins the family, tried after the set specialization"
    );
    // It is declared last, so every other opcode keeps its number, name, stack effect and
    // cache size.
    for op in before::Opcode::ALL {
        let new = after::Opcode::ALL
            .iter()
            .find(|o| o.name() == op.name())
            .unwrap_or_else(|| panic!("{op} is still there"));
        assert_eq!(op as u8, *new as u8, "{op}");
        let (a, b) = (op.info(), new.info());
        assert_eq!(
            (a.inputs, a.outputs, a.cache_units, a.flags),
            (b.inputs, b.outputs, b.cache_units, b.flags),
            "{op}"
        );
    }
    assert!(
        before::Opcode::ALL
            .iter()
            .all(|o| o.name() != "CONTAINS_OP_DICT")
    );
    // It needs no cache fields, so the family's cache stays one counter unit.
    assert!(dict.info().cache_fields.is_empty());
    assert_eq!(
        before::Opcode::ContainsOp.info().cache_units,
        after::Opcode::ContainsOpDict.info().cache_units
    );
}

#[test]
fn the_adaptive_disassembly_shows_the_new_specialization() {
    let (old, new) = (program!(before), program!(after));
    assert_eq!(old.words(), new.words(), "the same program, unit for unit");
    let plain_before = dis(&old, DisOptions::default());
    run!(before, &old, 20);
    run!(after, &new, 20);
    let old_text = dis(&old, ADAPTIVE);
    let new_text = dis(&new, ADAPTIVE);
    assert!(new_text.contains("CONTAINS_OP_DICT"), "{new_text}");
    assert!(!old_text.contains("CONTAINS_OP_DICT"), "{old_text}");
    assert!(
        old_text
            .lines()
            .any(|l| l.split_whitespace().nth(1) == Some("CONTAINS_OP")),
        "the old set leaves the generic instruction in place:\n{old_text}"
    );
    // Both still read the same without `adaptive`.
    assert_eq!(dis(&old, DisOptions::default()), plain_before);
    assert_eq!(dis(&new, DisOptions::default()), plain_before);
    // And they differ only on the CONTAINS_OP line (and its counter cache line).
    let differing: Vec<_> = old_text
        .lines()
        .zip(new_text.lines())
        .filter(|(a, b)| a != b)
        .collect();
    assert_eq!(differing.len(), 2, "{differing:#?}");
    assert!(differing[0].1.contains("CONTAINS_OP_DICT"));
    assert!(differing[1].0.contains("counter("));
}

#[test]
fn no_specialize_mode_keeps_the_generic_instruction() {
    let code = program!(after);
    let mut thread = after::Thread::new(vm_core::Config {
        specialize: false,
        ..Default::default()
    });
    for _ in 0..3 {
        thread
            .call(&mut (), &code, [evens(), Value::Int(20)])
            .expect("runs");
    }
    let text = dis(&code, ADAPTIVE);
    assert!(!text.contains("CONTAINS_OP_DICT"), "{text}");
}

#[cfg(feature = "stats")]
#[test]
fn the_stats_count_hits_instead_of_failures() {
    use vm_core::stats_report::{OpRow, report};

    fn row<'a>(rows: &'a [OpRow], name: &str) -> &'a OpRow {
        rows.iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("no row for {name}"))
    }

    let (old, new) = (program!(before), program!(after));
    let old_stats = report::<before::Isa>(&run!(before, &old, 20).stats);
    let new_stats = report::<after::Isa>(&run!(after, &new, 20).stats);

    // After: one deferred execution (warmup), one that specializes, then 18 hits.
    let generic = row(&new_stats.ops, "CONTAINS_OP");
    assert_eq!(
        (
            generic.executions,
            generic.deferred,
            generic.spec_success,
            generic.spec_failure
        ),
        (2, 1, 1, 0),
        "{generic:?}"
    );
    assert!(generic.failure_reasons.is_empty());
    let dict = row(&new_stats.ops, "CONTAINS_OP_DICT");
    assert_eq!(
        (dict.executions, dict.hits, dict.misses),
        (18, 18, 0),
        "{dict:?}"
    );

    // Before: nothing matches a dict, so every attempt fails and the counter backs off
    // exponentially: attempts on executions 2, 6 and 14 of 20, the others deferred.
    let generic = row(&old_stats.ops, "CONTAINS_OP");
    assert_eq!(
        (
            generic.executions,
            generic.deferred,
            generic.spec_success,
            generic.spec_failure
        ),
        (20, 17, 0, 3),
        "{generic:?}"
    );
    assert_eq!(
        generic.failure_reasons,
        [("no specialization for (int, dict)".to_string(), 3)],
        "the reason names the operand types"
    );
    assert!(old_stats.ops.iter().all(|r| r.name != "CONTAINS_OP_DICT"));
    assert!(
        old_stats
            .to_text()
            .contains("no specialization for (int, dict)"),
        "{}",
        old_stats.to_text()
    );
    assert!(new_stats.to_text().contains("CONTAINS_OP_DICT"));
}

#[test]
fn the_format_hash_changes() {
    assert_ne!(before::FORMAT_HASH, after::FORMAT_HASH);
    assert_eq!(
        <after::Isa as vm_core::InstructionSet>::FORMAT_HASH,
        after::FORMAT_HASH
    );
    // So code serialized by one is refused by the other instead of misread.
    let bytes = program!(before).to_bytes().unwrap();
    assert_eq!(
        after::Code::from_bytes(&bytes).unwrap_err(),
        vm_core::DecodeError::HashMismatch {
            expected: after::FORMAT_HASH,
            found: before::FORMAT_HASH,
        }
    );
    let back = before::Code::from_bytes(&bytes).unwrap();
    assert_eq!(back.extra.0, program!(before).extra.0);
}

//! The format hash changes exactly when old bytecode would stop being valid: with the
//! opcode numbering, a cache layout or a stack effect, and not with a parameter name or a
//! doc comment. It replaces CPython's hand-bumped magic number, so serialized code of one
//! layout is refused by another.

use vm_core::{DecodeError, Guard, InstructionSet, Return, VmValue};

/// The value type every set below shares.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Value(pub i64);

impl VmValue for Value {
    fn type_name(&self) -> &'static str {
        "int"
    }
}

/// Matches only non-negative values.
#[derive(Clone, Copy, Debug)]
pub struct Natural(pub u64);

impl Guard<Value> for Natural {
    fn guard(v: &Value) -> Option<Natural> {
        u64::try_from(v.0).ok().map(Natural)
    }
}

/// An instruction set made of `push`, `ret` and the given items.
macro_rules! isa {
    ($name:ident { $($items:tt)* }) => {
        #[vm_core::instruction_set(value = Value)]
        pub mod $name {
            use super::*;

            #[op]
            fn push(#[oparg] n: u32) -> Value {
                Value(n as i64)
            }

            #[op]
            fn ret(v: Value) -> Return<Value> {
                Return(v)
            }

            $($items)*
        }
    };
}

/// A set whose `abs` family caches one field of type `$ty` (passed as a `ty` fragment,
/// the way a generating macro would).
///
/// why: this template spells out the whole module instead of passing the specialization
/// to `isa!`: a `#[cache]` parameter written in one `macro_rules!` body and handed to an
/// `#[instruction_set]` attribute written in another does not compile (the generated
/// `__vm_c_<name>` bindings mix the two hygiene contexts; reported upstream).
macro_rules! isa_with_cache {
    ($name:ident, $ty:ty) => {
        #[vm_core::instruction_set(value = Value)]
        pub mod $name {
            use super::*;

            #[op]
            fn push(#[oparg] n: u32) -> Value {
                Value(n as i64)
            }

            #[op]
            fn ret(v: Value) -> Return<Value> {
                Return(v)
            }

            #[op]
            fn abs(v: Value) -> Value {
                Value(v.0.abs())
            }

            #[specialize(abs)]
            fn abs_natural(v: Natural, #[cache(fill = 1)] seen: $ty) -> Value {
                Value(v.0 as i64)
            }
        }
    };
}

isa_with_cache!(cache_u32, u32);
isa_with_cache!(cache_u64, u64);

isa!(two_inputs {
    #[op]
    fn combine(a: Value, b: Value) -> Value {
        Value(a.0 + b.0)
    }
});

isa!(three_inputs {
    #[op]
    fn combine(a: Value, b: Value, c: Value) -> Value {
        Value(a.0 + b.0 + c.0)
    }
});

isa!(named_ab {
    #[op]
    fn combine(a: Value, b: Value) -> Value {
        Value(a.0 + b.0)
    }
});

isa!(named_left_right {
    #[op]
    fn combine(left: Value, right: Value) -> Value {
        Value(left.0 + right.0)
    }
});

isa!(documented {
    /// Adds the two top values.
    #[op]
    fn combine(a: Value, b: Value) -> Value {
        Value(a.0 + b.0)
    }
});

isa!(documented_differently {
    /// Sums `a` and `b`; see the language reference.
    #[op]
    fn combine(a: Value, b: Value) -> Value {
        Value(a.0 + b.0)
    }
});

isa!(neg_then_double {
    #[op]
    fn neg(v: Value) -> Value {
        Value(-v.0)
    }

    #[op]
    fn double(v: Value) -> Value {
        Value(2 * v.0)
    }
});

isa!(double_then_neg {
    #[op]
    fn double(v: Value) -> Value {
        Value(2 * v.0)
    }

    #[op]
    fn neg(v: Value) -> Value {
        Value(-v.0)
    }
});

isa!(neg_then_dup {
    #[op]
    fn neg(v: Value) -> Value {
        Value(-v.0)
    }

    #[op]
    fn dup(v: Value) -> (Value, Value) {
        (v, v)
    }
});

isa!(dup_then_neg {
    #[op]
    fn dup(v: Value) -> (Value, Value) {
        (v, v)
    }

    #[op]
    fn neg(v: Value) -> Value {
        Value(-v.0)
    }
});

/// Every set's module constant is its `InstructionSet::FORMAT_HASH`.
macro_rules! assert_trait_hash {
    ($($isa:ident),*) => {$(
        assert_eq!(
            $isa::FORMAT_HASH,
            <$isa::Isa as InstructionSet>::FORMAT_HASH,
            stringify!($isa)
        );
        assert_ne!($isa::FORMAT_HASH, 0, stringify!($isa));
    )*};
}

#[test]
fn the_constant_is_the_trait_hash() {
    assert_trait_hash!(
        cache_u32,
        cache_u64,
        two_inputs,
        three_inputs,
        named_ab,
        named_left_right,
        documented,
        documented_differently,
        neg_then_double,
        double_then_neg,
        neg_then_dup,
        dup_then_neg
    );
}

#[test]
fn a_cache_field_size_changes_the_hash() {
    assert_eq!(
        cache_u32::Opcode::AbsNatural.info().cache_units + 1,
        cache_u64::Opcode::AbsNatural.info().cache_units,
    );
    assert_ne!(cache_u32::FORMAT_HASH, cache_u64::FORMAT_HASH);
}

#[test]
fn a_stack_effect_changes_the_hash() {
    assert_eq!(two_inputs::Opcode::Combine.info().inputs, 2);
    assert_eq!(three_inputs::Opcode::Combine.info().inputs, 3);
    assert_ne!(two_inputs::FORMAT_HASH, three_inputs::FORMAT_HASH);
}

#[test]
fn a_parameter_name_does_not_change_the_hash() {
    assert_eq!(named_ab::FORMAT_HASH, named_left_right::FORMAT_HASH);
}

#[test]
fn a_doc_comment_does_not_change_the_hash() {
    assert_eq!(documented::FORMAT_HASH, documented_differently::FORMAT_HASH);
    assert_eq!(documented::FORMAT_HASH, named_ab::FORMAT_HASH);
}

#[test]
fn reordering_ops_of_different_shapes_changes_the_hash() {
    assert_eq!(
        neg_then_dup::Opcode::Neg as u16,
        dup_then_neg::Opcode::Dup as u16
    );
    assert_ne!(neg_then_dup::FORMAT_HASH, dup_then_neg::FORMAT_HASH);
}

#[test]
fn reordering_ops_of_the_same_shape_changes_the_hash() {
    // `neg` and `double` trade opcode numbers: old bytecode would run the other op.
    assert_eq!(
        neg_then_double::Opcode::Neg as u16,
        double_then_neg::Opcode::Double as u16
    );
    assert_ne!(neg_then_double::FORMAT_HASH, double_then_neg::FORMAT_HASH);

    // What the equal hash allows: `-4` compiled for one set runs as `2 * 4` on the other.
    let mut b = neg_then_double::Builder::new();
    b.emit(neg_then_double::Opcode::Push, 4).unwrap();
    b.emit(neg_then_double::Opcode::Neg, 0).unwrap();
    b.emit(neg_then_double::Opcode::Ret, 0).unwrap();
    let bytes = b.finish(0, ()).unwrap().to_bytes().unwrap();
    if let Ok(code) = double_then_neg::Code::from_bytes(&bytes) {
        let result = double_then_neg::Thread::default()
            .run(&mut (), &std::sync::Arc::new(code))
            .unwrap();
        panic!("misread as another program: -4 became {result:?}");
    }
}

#[test]
fn code_of_another_layout_is_rejected() {
    let mut b = two_inputs::Builder::new();
    b.emit(two_inputs::Opcode::Push, 1).unwrap();
    b.emit(two_inputs::Opcode::Push, 2).unwrap();
    b.emit(two_inputs::Opcode::Combine, 0).unwrap();
    b.emit(two_inputs::Opcode::Ret, 0).unwrap();
    let bytes = b.finish(0, ()).unwrap().to_bytes().unwrap();

    // Same numbering, same opcode bytes, one more input: it would underflow, so it is
    // refused by the header before the verifier even looks at it.
    assert_eq!(
        three_inputs::Code::from_bytes(&bytes).unwrap_err(),
        DecodeError::HashMismatch {
            expected: three_inputs::FORMAT_HASH,
            found: two_inputs::FORMAT_HASH,
        }
    );
    let err = cache_u32::Code::from_bytes(&bytes).unwrap_err();
    assert!(matches!(err, DecodeError::HashMismatch { .. }), "{err}");
    assert!(err.to_string().contains("recompile"), "{err}");

    // A layout-equal set (only names differ) reads it and runs it.
    let code = std::sync::Arc::new(named_left_right::Code::from_bytes(&bytes).unwrap());
    let mut thread = named_left_right::Thread::default();
    assert_eq!(thread.run(&mut (), &code).unwrap(), Value(3));
}

#[test]
fn reordered_code_is_rejected() {
    let mut b = neg_then_dup::Builder::new();
    b.emit(neg_then_dup::Opcode::Push, 4).unwrap();
    b.emit(neg_then_dup::Opcode::Neg, 0).unwrap();
    b.emit(neg_then_dup::Opcode::Ret, 0).unwrap();
    let bytes = b.finish(0, ()).unwrap().to_bytes().unwrap();
    assert!(matches!(
        dup_then_neg::Code::from_bytes(&bytes),
        Err(DecodeError::HashMismatch { .. })
    ));
}

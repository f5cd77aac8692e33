//! A small number value (none, int, float) for the integration tests that define their
//! own instruction sets around one feature (`#[local]` guards, oparg fields, immediates).
#![allow(dead_code)]

use vm_core::{Guard, VmValue};

/// A number, or none.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Num {
    #[default]
    None,
    Int(i64),
    Float(f64),
}

impl VmValue for Num {
    fn type_name(&self) -> &'static str {
        match self {
            Num::None => "none",
            Num::Int(_) => "int",
            Num::Float(_) => "float",
        }
    }
}

impl Guard<Num> for i64 {
    fn guard(v: &Num) -> Option<i64> {
        if let Num::Int(i) = v { Some(*i) } else { None }
    }
}

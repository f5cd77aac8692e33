// A specialization parameter of a type with no `Guard` impl (`f32`), next to an unrelated
// mistake: both are reported in the same build, the first with what a guard parameter is
// and how to add one.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Value {
    #[default]
    None,
    Float(f64),
}

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value)]
mod isa {
    use super::*;

    #[op]
    fn neg(_a: Value) -> Value {
        Value::None
    }

    #[specialize(neg)]
    fn neg_float(a: f32) -> Value {
        Value::Float(f64::from(-a))
    }

    #[op]
    fn load_const(#[oparg] _i: usize) -> Value {
        Value::None
    }
}

fn main() {}

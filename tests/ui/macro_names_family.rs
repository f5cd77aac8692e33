// A `macro_inst!` composing the generic op of a family.
#[derive(Default)]
pub struct Value;

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
        Value
    }

    #[specialize(neg)]
    fn neg_fast(_a: &Value) -> Value {
        Value
    }

    macro_inst!(NEG_NEG = neg + neg);
}

fn main() {}

// A specialization that reads the oparg where its generic instruction does not.
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
    fn add(_a: Value, _b: Value) -> Value {
        Value
    }

    #[specialize(add)]
    fn add_fast(_a: &Value, _b: &Value, #[oparg] _n: u32) -> Value {
        Value
    }
}

fn main() {}

// Two names that become the same opcode variant: `add2` and `add_2` are both `Add2`.
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
    fn add2(_a: Value, _b: Value) -> Value {
        Value
    }

    #[op]
    fn add_2(_a: Value, _b: Value) -> Value {
        Value
    }
}

fn main() {}

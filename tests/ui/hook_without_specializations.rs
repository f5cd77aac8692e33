// A `#[specializer]` hook for an op that has no specializations to choose from.
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

    #[specializer(neg)]
    fn choose(_a: &Value) -> Option<Opcode> {
        None
    }
}

fn main() {}

// A `#[specializer]` hook taking an operand by value: a hook only looks at the operands.
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

    #[specializer(neg)]
    fn choose(_a: Value) -> Option<Opcode> {
        Some(Opcode::NegFast)
    }
}

fn main() {}

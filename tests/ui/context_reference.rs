// A `context` given as a reference type: the attribute names the type itself.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

pub struct Machine;

#[vm_core::instruction_set(value = Value, context = &Machine)]
mod isa {
    use super::*;

    #[op]
    fn push(_machine: &Machine) -> Value {
        Value
    }
}

fn main() {}

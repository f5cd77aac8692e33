// `cold_generics` takes a bool literal; anything else is reported with what the key means.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

pub struct Machine;

#[vm_core::instruction_set(value = Value, context = Machine, cold_generics = 1)]
mod isa {
    use super::*;

    #[op]
    fn push(_machine: &Machine) -> Value {
        Value
    }
}

fn main() {}

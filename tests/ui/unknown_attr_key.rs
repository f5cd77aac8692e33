// A misspelt key in the module attribute: it is reported with a suggestion and read as the key it most likely means.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

pub struct Machine;

#[vm_core::instruction_set(value = Value, contxt = Machine)]
mod isa {
    use super::*;

    #[op]
    fn push(_machine: &Machine) -> Value {
        Value
    }
}

fn main() {}

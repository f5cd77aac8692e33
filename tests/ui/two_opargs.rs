// An op reading two opargs: an instruction has one.
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
    fn load_pair(#[oparg] _a: u32, #[oparg] _b: u32) -> Value {
        Value
    }
}

fn main() {}

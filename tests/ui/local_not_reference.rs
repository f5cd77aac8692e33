// A `#[local]` parameter taken by value instead of by reference.
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
    fn load_local(#[local] slot: Value) -> Value {
        slot
    }
}

fn main() {}

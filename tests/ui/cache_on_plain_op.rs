// A `#[cache]` parameter on an op that no family uses.
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
    fn load_attr(_obj: Value, #[cache(fill = 0)] _slot: u32) -> Value {
        Value
    }
}

fn main() {}

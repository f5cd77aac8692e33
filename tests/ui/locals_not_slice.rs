// A `#[locals]` parameter that is not a slice of values.
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
    fn clear_all(#[locals] _all: &mut Vec<Value>) {}
}

fn main() {}

// One function marked both `#[op]` and `#[specialize(..)]`: it would head a family and belong to one.
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
    fn add(_a: Value, _b: Value) -> Value {
        Value
    }

    #[op]
    #[specialize(add)]
    fn add_fast(_a: Value, _b: Value) -> Value {
        Value
    }
}

fn main() {}

// An op parameter whose role cannot be told from its type.
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
    fn push_int(_n: i64) -> Value {
        Value
    }
}

fn main() {}

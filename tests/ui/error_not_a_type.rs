// An `error` key whose value is not a type.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value, error = 42)]
mod isa {
    use super::*;

    #[op]
    fn pop_top(_v: Value) {}
}

fn main() {}

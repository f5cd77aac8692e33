// A generic op function: an instruction set has one concrete value type.
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
    fn pop_top<T>(_v: Value) {}
}

fn main() {}

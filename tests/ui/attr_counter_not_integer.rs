// A counter constant in the module attribute that is not an integer.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value, warmup_value = "fast")]
mod isa {
    use super::*;

    #[op]
    fn pop_top(_v: Value) {}
}

fn main() {}

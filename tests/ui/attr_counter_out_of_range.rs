// A counter constant in the module attribute too large for the 12-bit adaptive counter.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value, warmup_value = 5000)]
mod isa {
    use super::*;

    #[op]
    fn pop_top(_v: Value) {}
}

fn main() {}

// A `#[guard]` on a plain op.
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
    #[guard(true)]
    fn pop_top(_v: Value) {}
}

fn main() {}

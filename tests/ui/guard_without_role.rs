// A `#[guard]` on a function that is not a specialization.
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

    #[guard(true)]
    fn helper(_v: &Value) -> bool {
        true
    }
}

fn main() {}

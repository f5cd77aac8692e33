// An op returning `Flow` without an `#[oparg(jump)]` target.
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
    fn jump_if_false(_cond: Value) -> vm_core::Flow {
        vm_core::Flow::Next
    }
}

fn main() {}

// An `#[oparg(jump)]` target on an op that never jumps.
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
    fn pop_top(_v: Value, #[oparg(jump)] _target: u32) {}
}

fn main() {}

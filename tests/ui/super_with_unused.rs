// A superinstruction with a cache skip: superinstructions have no cache of their own.
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
    fn pop_top(_v: Value) {}

    macro_inst!(super POP_TWO = pop_top + unused(1) + pop_top);
}

fn main() {}

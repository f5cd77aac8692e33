// A superinstruction declared before the ops it fuses.
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

    macro_inst!(super POP_TWO = pop_top + pop_top);

    #[op]
    fn pop_top(_v: Value) {}
}

fn main() {}

// A `macro_inst!` whose name is already an op's opcode (`pop_top` is `POP_TOP`).
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

    macro_inst!(POP_TOP = pop_top + pop_top);
}

fn main() {}

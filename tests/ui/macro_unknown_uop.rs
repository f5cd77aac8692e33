// `macro_inst!` naming a uop that does not exist (a typo).
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

    macro_inst!(POP_TWO = pop_top + pop_tpo);
}

fn main() {}

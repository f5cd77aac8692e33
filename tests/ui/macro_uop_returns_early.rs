// A `macro_inst!` whose uops do not compose: `ret` ends the frame, so `pop_top` after it could never run.
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

    #[op]
    fn ret(v: Value) -> vm_core::Return<Value> {
        vm_core::Return(v)
    }

    macro_inst!(RET_POP = ret + pop_top);
}

fn main() {}

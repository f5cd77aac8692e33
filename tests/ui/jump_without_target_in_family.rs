// A specialization that drops the jump target its generic op declares.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

impl vm_core::Guard<Value> for i64 {
    fn guard(_v: &Value) -> Option<i64> {
        None
    }
}

#[vm_core::instruction_set(value = Value)]
mod isa {
    use super::*;

    #[op]
    fn jump_if_false(_cond: Value, #[oparg(jump)] _target: u32) -> vm_core::Flow {
        vm_core::Flow::Next
    }

    #[specialize(jump_if_false)]
    fn jump_if_false_int(_cond: i64) -> vm_core::Flow {
        vm_core::Flow::Next
    }
}

fn main() {}

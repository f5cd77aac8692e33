// A specialization that can deopt (returns `Option`) but consumes its operand.
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
    fn neg(_a: Value) -> Value {
        Value
    }

    #[specialize(neg)]
    fn neg_fast(a: Value) -> Option<Value> {
        Some(a)
    }
}

fn main() {}

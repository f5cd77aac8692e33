// A generic op rejected for being `async`: its specialization and the `macro_inst!` that use it report nothing more.
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
    async fn neg(_a: Value) -> Value {
        Value
    }

    #[specialize(neg)]
    fn neg_fast(_a: &Value) -> Value {
        Value
    }

    #[op]
    fn pop_top(_v: Value) {}

    macro_inst!(NEG_POP = neg + pop_top);
}

fn main() {}

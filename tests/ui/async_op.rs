// An `async` op function: the dispatch loop calls ops synchronously.
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
    async fn pop_top(_v: Value) {}
}

fn main() {}

// A specialization that does not borrow the local slot its generic op reads.
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
    fn load_local(#[local] slot: &Value) -> Value {
        let _ = slot;
        Value
    }

    #[specialize(load_local)]
    fn load_local_fast() -> Value {
        Value
    }
}

fn main() {}

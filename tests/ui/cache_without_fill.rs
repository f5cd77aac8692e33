// A `#[cache]` field of a specialization that says nothing about how it is filled.
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
    fn load_global(#[oparg] _name: u32) -> Value {
        Value
    }

    #[specialize(load_global)]
    fn load_global_cached(#[oparg] _name: u32, #[cache] _slot: u32) -> Value {
        Value
    }
}

fn main() {}

// An `#[oparg]` on a parameter of a function that is not an op (the `#[op]` is missing).
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

    fn load_const(#[oparg] _i: u32) -> Value {
        Value
    }
}

fn main() {}

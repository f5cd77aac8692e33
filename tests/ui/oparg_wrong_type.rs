// An `#[oparg]` of a type other than `u32`.
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
    fn load_const(#[oparg] _i: u8) -> Value {
        Value
    }
}

fn main() {}

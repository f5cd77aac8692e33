// A `#[code]` parameter taken by value.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

pub struct Consts;

#[vm_core::instruction_set(value = Value, code = Consts)]
mod isa {
    use super::*;

    #[op]
    fn load_const(#[code] _consts: Consts, #[oparg] _i: u32) -> Value {
        Value
    }
}

fn main() {}

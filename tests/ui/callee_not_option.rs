// A `#[callee]` parameter that is not an `Option`.
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
    fn who(#[callee] _f: &()) -> Value {
        Value
    }
}

fn main() {}

// A `#[variadic]` input that is not the last stack input.
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
    fn call(#[variadic(oparg)] _args: &mut [Value], _callee: Value) -> Value {
        Value
    }
}

fn main() {}

// A `#[variadic(..)]` count that is not an affine function of the oparg.
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
    fn build_list(#[variadic(oparg * oparg)] _items: &mut [Value]) -> Value {
        Value
    }
}

fn main() {}

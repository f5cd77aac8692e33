// A specialization that does not borrow a local slot its generic op reads from a field.
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
    fn add_locals(#[local(field = 0)] a: &Value, #[local(field = 1)] b: &Value) -> Value {
        let _ = (a, b);
        Value
    }

    #[specialize(add_locals)]
    fn add_locals_fast(#[local(field = 0)] a: &Value) -> Value {
        let _ = a;
        Value
    }
}

fn main() {}

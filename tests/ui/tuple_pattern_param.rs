// A destructuring parameter pattern: each stack input needs a plain name.
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
    fn add((a, b): (Value, Value)) -> Value {
        let _ = (a, b);
        Value
    }
}

fn main() {}

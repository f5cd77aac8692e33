// Two mistakes in one module yield two errors in one build: a misspelt generic op and an oparg of the wrong type.
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
    fn add(_a: Value, _b: Value) -> Value {
        Value
    }

    #[specialize(ad)]
    fn add_fast(_a: &Value, _b: &Value) -> Value {
        Value
    }

    #[op]
    fn load_const(#[oparg] _i: usize) -> Value {
        Value
    }
}

fn main() {}

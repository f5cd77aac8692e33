// A `generator = ...` type that does not implement `vm_core::GeneratorHandle`.
use vm_core::{Resume, Yield};

#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

pub struct Handle;

#[vm_core::instruction_set(value = Value, generator = Handle)]
mod isa {
    use super::*;

    #[op]
    fn yield_value(v: Value) -> Yield<Value> {
        Yield(v)
    }

    #[op]
    fn send(v: Value, #[oparg(jump)] done: u32) -> Resume<Isa> {
        let _ = done;
        Resume::Yielded(v)
    }
}

fn main() {}

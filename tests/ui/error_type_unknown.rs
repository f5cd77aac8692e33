// An `error` type that does not exist: rustc reports the unknown name once, at the attribute.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value, error = MyError)]
mod isa {
    use super::*;

    #[op]
    fn pop_top(_v: Value) {}
}

fn main() {}

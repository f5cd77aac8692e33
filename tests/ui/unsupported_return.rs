// An op returning a type the dispatch loop cannot push.
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
    fn type_name(_v: Value) -> String {
        String::new()
    }
}

fn main() {}

// `#[specialize]` on an `impl` block: specializations are functions.
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

    pub struct Fast;

    #[specialize(add)]
    impl Fast {}
}

fn main() {}

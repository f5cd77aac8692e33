// A cache field whose type cannot live in an inline cache.
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
    fn load_name(#[oparg] _i: u32) -> Value {
        Value
    }

    #[specialize(load_name)]
    fn load_name_cached(#[oparg] _i: u32, #[cache(fill = String::new())] _name: String) -> Value {
        Value
    }
}

fn main() {}

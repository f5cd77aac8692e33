// `#[locals]` beside a `#[local]`: both would borrow the same slot.
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
    fn swap_first(#[locals] _all: &mut [Value], #[local] _one: &Value) {}
}

fn main() {}

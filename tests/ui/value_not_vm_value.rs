// A `value` type that does not implement `vm_core::VmValue`.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

pub struct Item;

#[vm_core::instruction_set(value = Item)]
mod isa {
    use super::*;

    #[op]
    fn pop_top(_v: Item) {}
}

fn main() {}

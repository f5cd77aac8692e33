// The module attribute without the required `value` key.
#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(context = ())]
mod isa {
    #[op]
    fn nop() {}
}

fn main() {}

// A misspelt `#[oparg(..)]` option.
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
    fn jump(#[oparg(jmp)] _target: u32) -> vm_core::Jump {
        vm_core::Jump
    }
}

fn main() {}

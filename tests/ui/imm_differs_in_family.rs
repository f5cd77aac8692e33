// A specialization without the immediate its generic op reads.
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
    fn skip(#[imm(jump)] target: u32) -> vm_core::Jump {
        let _ = target;
        vm_core::Jump
    }

    #[specialize(skip)]
    fn skip_fast(#[oparg(jump)] target: u32) -> vm_core::Jump {
        let _ = target;
        vm_core::Jump
    }
}

fn main() {}

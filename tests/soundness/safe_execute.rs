// Former hole: `InstructionSet::execute` was safe, so a thread a panic had left with a stale stack pointer could be run again.
use vm_core::{Return, VmValue};

#[derive(Clone, Debug, Default)]
pub struct Value;

impl VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value)]
pub mod isa {
    use super::*;

    #[op]
    pub fn ret(v: Value) -> Return<Value> {
        Return(v)
    }
}

fn main() {
    let mut th = isa::Thread::default();
    let _ = <isa::Isa as vm_core::InstructionSet>::execute(&mut th, &mut (), 0);
}

// Former hole: `th.sp` was public, so a stack pointer past the values made `stack()` read uninitialized slots.
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
    th.sp = 10;
    let _ = th.stack();
}

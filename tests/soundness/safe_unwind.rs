// Former hole: the loop's unwinder was safe, and it drops the values below a stack pointer it trusts.
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
    let _ = th.unwind(&mut (), vm_core::Raise::kind(vm_core::ErrorKind::NoFrame), 0);
}

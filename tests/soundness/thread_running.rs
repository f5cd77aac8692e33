// Former hole: `th.running` was public: clearing it after a panic made `stack()` read a stale range.
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
    th.running = false;
}

// Former hole: `Frame::ret_base` was public: the slot the loop cuts the stack to on return.
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
    let _ = th.frames()[0].ret_base;
}

// Former hole: `Thread::push_frame` was safe, and the loop trusts the `ret_base` it records.
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
    let code = std::sync::Arc::new(vm_core::verify::from_units::<isa::Isa>(vec![], 0, ()).unwrap());
    let _ = th.push_frame(vm_core::FrameCode::Root(code), 0, 5, 0);
}

// `#[catch]` misused: a signature that is not `(ctx?, error) -> Result<Value, VmError>`,
// and a second `#[catch]` function.
use vm_core::VmError;

#[derive(Default)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value, error = String)]
mod isa {
    use super::*;

    #[op]
    fn nop() {}

    #[catch]
    fn two_errors(a: VmError<Isa>, b: VmError<Isa>) -> Result<Value, VmError<Isa>> {
        let _ = b;
        Err(a)
    }

    #[catch]
    fn first(error: VmError<Isa>) -> Result<Value, VmError<Isa>> {
        Err(error)
    }

    #[catch]
    fn second(error: VmError<Isa>) -> Result<Value, VmError<Isa>> {
        Err(error)
    }
}

fn main() {}

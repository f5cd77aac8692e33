// Generator ops misused, all reported at once: `Yield`, `Resume` and `Step` without a
// `generator = ...` handle, a `Resume` without the jump target a return continues at, a
// `Step` without the jump target its `Step::Jump` continues at, a
// `#[frame]` parameter that is not a `Suspended`, a `#[frame]` op that does not return,
// and one that can fail.
use vm_core::{Resume, Return, Step, Suspended, Yield};

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
    fn yield_value(v: Value) -> Yield<Value> {
        Yield(v)
    }

    #[op]
    fn send(v: Value) -> Resume<Isa> {
        Resume::Yielded(v)
    }

    #[op]
    fn step(v: Value) -> Step<Isa> {
        drop(v);
        Step::Next
    }

    #[op]
    fn not_a_frame(#[frame] frame: Value) -> Return<Value> {
        Return(frame)
    }

    #[op]
    fn keeps_going(#[frame] frame: Suspended<Isa>) -> Value {
        drop(frame);
        Value
    }

    #[op]
    fn fallible(#[frame] frame: Suspended<Isa>) -> Result<Return<Value>, String> {
        drop(frame);
        Ok(Return(Value))
    }
}

fn main() {}

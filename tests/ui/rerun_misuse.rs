// `Rerun` where the op cannot run again: a generic op (its inputs are taken off the
// stack), a specialization that takes an operand by value, and one that finishes with
// something other than nothing or a value.
#[derive(Default, Clone)]
pub struct Value;

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

#[vm_core::instruction_set(value = Value)]
mod isa {
    use super::*;
    use vm_core::Rerun;

    #[op]
    fn apply(_f: Value, _x: Value) -> Rerun<Isa, Value> {
        Rerun::Done(Value)
    }

    #[op]
    fn neg(_a: Value) -> Value {
        Value
    }

    #[specialize(neg)]
    fn neg_taken(a: Value) -> Option<Rerun<Isa, Value>> {
        Some(Rerun::Done(a))
    }

    #[specialize(neg)]
    fn neg_text(_a: &Value) -> Option<Rerun<Isa, String>> {
        None
    }
}

fn main() {}

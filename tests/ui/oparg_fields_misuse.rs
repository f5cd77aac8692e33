// Oparg fields misused, all reported at once: a field beside the whole oparg, two
// parameters on one field, a field number past the last, a mutable local beside
// another local (two fields may name one slot), and a field beside a variadic count that
// scales the whole oparg.
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
    fn whole_and_field(#[local] slot: &Value, #[oparg(field = 1)] op: u32) -> Value {
        let _ = (slot, op);
        Value
    }

    #[op]
    fn same_field(#[local(field = 0)] a: &Value, #[local(field = 0)] b: &Value) -> Value {
        let _ = (a, b);
        Value
    }

    #[op]
    fn no_such_field(#[oparg(field = 3)] op: u32) -> Value {
        let _ = op;
        Value
    }

    #[op]
    fn counted(#[variadic(oparg)] items: &[Value], #[oparg(field = 1)] k: u32) {
        let _ = (items, k);
    }

    #[op]
    fn aliasing(#[local(field = 0)] a: &mut Value, #[local(field = 1)] b: &Value) {
        let _ = (a, b);
    }
}

fn main() {}

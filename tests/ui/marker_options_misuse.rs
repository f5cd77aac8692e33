// The options of marker attributes misused, all reported at once: misspelt options (with
// what they most likely mean), an option given twice, a flag given a value, a jump target
// that would read an oparg field, a second generic op, an option missing its value (at
// the attribute, not at the module attribute), and arguments to markers that take none.
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
    fn load(#[oparg(feild = 1)] _k: u32, #[local(field = 0, field = 1)] _slot: &Value) -> Value {
        Value
    }

    #[op]
    fn branch(#[oparg(jump, field = 2)] _target: u32) -> vm_core::Jump {
        vm_core::Jump
    }

    #[op]
    fn skip(#[imm(jump = true)] _target: u32) -> vm_core::Jump {
        vm_core::Jump
    }

    #[op]
    fn neg(_a: Value) -> Value {
        Value
    }

    #[specialize(neg, load)]
    fn neg_fast(_a: &Value) -> Value {
        Value
    }

    #[specialize(neg)]
    fn neg_cached(_a: &Value, #[cache(fil = 1)] _seen: u32) -> Value {
        Value
    }

    #[specialize(neg)]
    fn neg_unfilled(_a: &Value, #[cache(fill = )] _seen: u32) -> Value {
        Value
    }

    #[op(fast)]
    fn nop(#[code(all)] _c: &()) {}
}

fn main() {}

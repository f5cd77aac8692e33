// A `macro_inst!` with a variadic uop, whose stack effect depends on the oparg and does not compose.
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
    fn pop_n(#[variadic(oparg)] _items: &mut [Value]) {}

    #[op]
    fn pop_top(_v: Value) {}

    macro_inst!(POP_MANY = pop_top + pop_n);
}

fn main() {}

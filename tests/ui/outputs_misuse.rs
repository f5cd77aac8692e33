// `#[outputs(..)]` misused, all reported at once: a count that is not `oparg`-affine, a
// slice of the wrong type, a result pushed besides the slice, a `#[variadic]` input beside
// it, a macro instruction's uop, and a specialization whose count differs from its
// generic's.
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
    fn bad_count(#[oparg] n: u32, #[outputs(n)] out: &mut [Value]) {
        let _ = (n, out);
    }

    #[op]
    fn bad_type(#[outputs(oparg)] out: &mut Vec<Value>) {
        let _ = out;
    }

    #[op]
    fn and_a_result(#[outputs(oparg)] out: &mut [Value]) -> Value {
        let _ = out;
        Value
    }

    #[op]
    fn with_variadic(#[variadic(oparg)] items: &mut [Value], #[outputs(oparg)] out: &mut [Value]) {
        let _ = (items, out);
    }

    #[op]
    fn unpack(seq: Value, #[outputs(oparg)] out: &mut [Value]) {
        let _ = (seq, out);
    }

    #[specialize(unpack)]
    fn unpack_twice(seq: &Value, #[outputs(oparg * 2)] out: &mut [Value]) {
        let _ = (seq, out);
    }

    #[op]
    fn nop() {}

    macro_inst!(UNPACK_NOP = unpack + nop);
}

fn main() {}

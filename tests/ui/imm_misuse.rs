// Immediates misused, all reported at once: not a `u32`, a jump target after another
// immediate, two jump targets, more immediates than an instruction may have, and an
// immediate in a macro instruction's uop.
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
    fn wide(#[imm] k: u64) {
        let _ = k;
    }

    #[op]
    fn late_target(#[imm] k: u32, #[imm(jump)] target: u32) -> vm_core::Jump {
        let _ = (k, target);
        vm_core::Jump
    }

    #[op]
    fn two_targets(#[oparg(jump)] a: u32, #[imm(jump)] b: u32) -> vm_core::Jump {
        let _ = (a, b);
        vm_core::Jump
    }

    #[op]
    fn five(#[imm] a: u32, #[imm] b: u32, #[imm] c: u32, #[imm] d: u32, #[imm] e: u32) {
        let _ = (a, b, c, d, e);
    }

    #[op]
    fn step(#[imm] k: u32) {
        let _ = k;
    }

    #[op]
    fn nop() {}

    macro_inst!(STEP_NOP = step + nop);
}

fn main() {}

// A family whose inline cache outgrows the limit of 16 code units.
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
    fn load_attr(_obj: Value) -> Value {
        Value
    }

    #[specialize(load_attr)]
    fn load_attr_cached(
        _obj: &Value,
        #[cache(fill = 0)] _a: u64,
        #[cache(fill = 0)] _b: u64,
        #[cache(fill = 0)] _c: u64,
        #[cache(fill = 0)] _d: u64,
        #[cache(fill = 0)] _e: u64,
        #[cache(fill = 0)] _f: u64,
        #[cache(fill = 0)] _g: u64,
        #[cache(fill = 0)] _h: u64,
    ) -> Value {
        Value
    }
}

fn main() {}

// A `Copy` guard type taken by reference: `f64` implements `Guard` (by value), not
// `RefGuard`, so `a: &f64` cannot guard an operand.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Value {
    #[default]
    None,
    Float(f64),
}

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "value"
    }
}

impl vm_core::Guard<Value> for f64 {
    fn guard(v: &Value) -> Option<f64> {
        match v {
            Value::Float(f) => Some(*f),
            Value::None => None,
        }
    }
}

#[vm_core::instruction_set(value = Value)]
mod isa {
    use super::*;

    #[op]
    fn add(_a: Value, _b: Value) -> Value {
        Value::None
    }

    #[specialize(add)]
    fn add_float(a: &f64, b: f64) -> Value {
        Value::Float(a + b)
    }
}

fn main() {}

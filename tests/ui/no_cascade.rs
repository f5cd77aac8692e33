// One mistake yields one error: `load_const`'s oparg is a `u8`. The macro still emits the
// functions and stand-ins for `Opcode`, `Isa`, `Thread`, `Builder` and the cache structs,
// so neither the rest of the module nor the code using it reports anything more.
use std::sync::Arc;

#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Value(i64);

impl vm_core::VmValue for Value {
    fn type_name(&self) -> &'static str {
        "int"
    }
}

impl vm_core::Guard<Value> for i64 {
    fn guard(v: &Value) -> Option<i64> {
        Some(v.0)
    }
}

#[vm_core::instruction_set(value = Value)]
mod isa {
    use super::*;

    #[op]
    fn load_const(#[oparg] i: u8) -> Value {
        Value(i64::from(i))
    }

    #[op]
    fn add(a: Value, b: Value) -> Value {
        Value(a.0 + b.0)
    }

    #[specialize(add)]
    fn add_int(a: i64, b: i64, #[cache(fill = 1)] _seen: u32) -> Option<Value> {
        a.checked_add(b).map(Value)
    }

    #[op]
    fn ret(v: Value) -> vm_core::Return<Value> {
        vm_core::Return(v)
    }

    macro_inst!(RETURN_CONST = load_const + ret);
}

fn main() {
    let mut b = isa::Builder::new();
    b.emit(isa::Opcode::LoadConst, 1).unwrap();
    b.emit(isa::Opcode::LoadConst, 2).unwrap();
    b.emit(isa::Opcode::Add, 0).unwrap();
    b.emit(isa::Opcode::Ret, 0).unwrap();
    let code = Arc::new(b.finish(0, ()).unwrap());
    let mut thread = isa::Thread::default();
    let result: Value = thread.run(&mut (), &code).unwrap();
    let cache = isa::AddIntCache::load(&code, 2);
    let opcode = isa::Opcode::from_u8(0).unwrap_or(isa::Opcode::ReturnConst);
    println!("{result:?} {} {} {}", cache._seen, opcode, isa::Opcode::COUNT);
    let _ = <isa::Isa as vm_core::InstructionSet>::NAME;
}

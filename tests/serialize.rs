//! Serialized code carries its per-code data (`CodeData`): `Code::from_bytes` alone gives
//! back code that runs, for the calculator and for a set whose opargs name symbols of an
//! interner (bound again on load) and whose data holds nested codes.

mod common;

use std::sync::Arc;

use common::calc::{Consts, Machine, Set, Value, calc as isa};
use common::{assemble, call};
use isa::Opcode;
use vm_core::code_data::{Reader, Writer, instructions};
use vm_core::{CodeData, DecodeError, EncodeError, Return};

/// `fib(n)` through CALL and RET (`functions[0]` is itself), with a float and a set
/// among its constants so that every constant kind travels.
fn fib() -> Arc<isa::Code> {
    let consts = vec![
        Value::Int(2),
        Value::Int(1),
        Value::Func(0),
        Value::Float(0.5),
        Value::Set(Arc::new(Set([3, 1].into()))),
        Value::None,
    ];
    common::fib(consts)
}

fn run_fib(code: &Arc<isa::Code>, n: i64) -> Value {
    let mut m = Machine::default();
    m.functions.push(code.clone().into());
    call(&mut isa::Thread::default(), &mut m, code, [Value::Int(n)])
}

#[test]
fn calculator_code_round_trips_with_its_constants() {
    let code = fib();
    let fresh = code.to_bytes().unwrap();
    // Specialize it, then save it: the state stays behind, the constants come along.
    assert_eq!(run_fib(&code, 15), Value::Int(610));
    let bytes = code.to_bytes().unwrap();
    assert_eq!(bytes, fresh, "specialization state is not written");
    let back = Arc::new(isa::Code::from_bytes(&bytes).expect("decodes"));
    assert_eq!(back.extra.0, code.extra.0);
    assert_eq!(back.nlocals(), code.nlocals());
    assert_eq!(run_fib(&back, 20), Value::Int(6765));
}

#[test]
fn corrupted_calculator_code_fails_cleanly() {
    let bytes = fib().to_bytes().unwrap();
    for n in 0..bytes.len() {
        assert!(isa::Code::from_bytes(&bytes[..n]).is_err(), "{n} bytes");
    }
    let mut decoded = 0;
    for i in 0..bytes.len() {
        for bit in 0..8 {
            let mut b = bytes.clone();
            b[i] ^= 1 << bit;
            decoded += isa::Code::from_bytes(&b).is_ok() as usize;
        }
    }
    // Flips in opargs and constants still decode (the verifier and the ops judge them).
    assert!(decoded > 0);
}

#[test]
fn runtime_only_constants_are_refused() {
    let code = assemble(0, vec![Value::Gen(0)], |b| {
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    });
    assert_eq!(
        code.to_bytes().unwrap_err(),
        EncodeError::Unsupported("a generator constant".into())
    );
    let _ = Consts::default();
}

// ---------------------------------------------------------------------------------------
// Data bound to a context: symbols of an interner, and nested codes.

/// The globals of a run: names interned to symbols, one value each. Two runs intern the
/// same names in different orders, so a symbol number means nothing outside its run.
#[derive(Default)]
pub struct Globals {
    pub names: Vec<String>,
    pub values: Vec<i64>,
}

impl Globals {
    pub fn intern(&mut self, name: &str) -> u32 {
        match self.names.iter().position(|n| n == name) {
            Some(i) => i as u32,
            None => {
                self.names.push(name.to_string());
                self.values.push(0);
                (self.names.len() - 1) as u32
            }
        }
    }
}

/// The value type of the linked set.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Int(pub i64);

impl vm_core::VmValue for Int {
    fn type_name(&self) -> &'static str {
        "int"
    }
}

/// Per-code data: functions (codes of their own) that `CALL_FUNCTION` runs.
#[derive(Debug, Default)]
pub struct Data {
    pub functions: Vec<Arc<linked::Code>>,
}

/// On disk, a `LOAD_GLOBAL`'s oparg indexes the names this writes; in a run, it is the
/// run's symbol for that name.
impl CodeData<Globals> for Data {
    fn encode(&self, w: &mut Writer<'_, Globals>) -> Result<(), EncodeError> {
        let mut names: Vec<String> = Vec::new();
        let sites: Vec<usize> = instructions::<linked::Isa>(w.units())
            .filter(|(_, info)| info.opcode == linked::Opcode::LoadGlobal as u16)
            .map(|(at, _)| at)
            .collect();
        for at in sites {
            let sym = w.units()[at] >> 8;
            let name = w.context().names[sym as usize].clone();
            let index = match names.iter().position(|n| *n == name) {
                Some(i) => i,
                None => {
                    names.push(name);
                    names.len() - 1
                }
            };
            w.units()[at] = (w.units()[at] & 0xff) | (index as u32) << 8;
        }
        w.value(&names)?;
        w.len(self.functions.len())?;
        for f in &self.functions {
            w.code(&**f)?;
        }
        Ok(())
    }

    fn decode(r: &mut Reader<'_, '_, Globals>) -> Result<Self, DecodeError> {
        let names: Vec<String> = r.value()?;
        let n = r.len(1)?;
        let functions = (0..n)
            .map(|_| r.code().map(Arc::new))
            .collect::<Result<_, _>>()?;
        let syms: Vec<u32> = names.iter().map(|n| r.context().intern(n)).collect();
        let sites: Vec<usize> = instructions::<linked::Isa>(r.units())
            .filter(|(_, info)| info.opcode == linked::Opcode::LoadGlobal as u16)
            .map(|(at, _)| at)
            .collect();
        for at in sites {
            let index = (r.units()[at] >> 8) as usize;
            let Some(&sym) = syms.get(index) else {
                return Err(r.invalid(format!("LOAD_GLOBAL of name {index} of {}", names.len())));
            };
            r.units()[at] = (r.units()[at] & 0xff) | sym << 8;
        }
        Ok(Data { functions })
    }
}

#[vm_core::instruction_set(value = Int, context = Globals, code = Data)]
pub mod linked {
    use super::*;

    /// Pushes the global whose symbol is the oparg.
    #[op]
    fn load_global(ctx: &Globals, #[oparg] sym: u32) -> Int {
        Int(ctx.values[sym as usize])
    }

    #[op]
    fn add(a: Int, b: Int) -> Int {
        Int(a.0.wrapping_add(b.0))
    }

    /// Calls function `oparg` of this code.
    #[op]
    fn call_function(#[code] data: &Data, #[oparg] i: u32) -> vm_core::Invoke<Isa> {
        vm_core::Invoke::Frame(data.functions[i as usize].clone())
    }

    #[op]
    fn ret(v: Int) -> Return<Int> {
        Return(v)
    }
}

/// `x + f()` where `f` returns `y + x`: x and y globals of `globals`.
fn program(globals: &mut Globals) -> linked::Code {
    let (x, y) = (globals.intern("x"), globals.intern("y"));
    let mut f = linked::Builder::new();
    f.emit(linked::Opcode::LoadGlobal, y).unwrap();
    f.emit(linked::Opcode::LoadGlobal, x).unwrap();
    f.emit(linked::Opcode::Add, 0).unwrap();
    f.emit(linked::Opcode::Ret, 0).unwrap();
    let f = Arc::new(f.finish(0, Data::default()).unwrap());
    let mut b = linked::Builder::new();
    b.emit(linked::Opcode::LoadGlobal, x).unwrap();
    b.emit(linked::Opcode::CallFunction, 0).unwrap();
    b.emit(linked::Opcode::Add, 0).unwrap();
    b.emit(linked::Opcode::Ret, 0).unwrap();
    b.finish(0, Data { functions: vec![f] }).unwrap()
}

fn set(globals: &mut Globals, name: &str, v: i64) {
    let s = globals.intern(name);
    globals.values[s as usize] = v;
}

#[test]
fn symbols_are_bound_again_on_load() {
    let mut here = Globals::default();
    here.intern("unrelated");
    let code = Arc::new(program(&mut here));
    set(&mut here, "x", 1);
    set(&mut here, "y", 10);
    let mut thread = linked::Thread::default();
    assert_eq!(thread.run(&mut here, &code).unwrap(), Int(12));
    let bytes = code.to_bytes_in(&mut here).unwrap();

    // Another run, whose symbols differ: y first, and no "unrelated".
    let mut there = Globals::default();
    set(&mut there, "y", 100);
    set(&mut there, "x", 2);
    let back = Arc::new(linked::Code::from_bytes_in(&bytes, &mut there).unwrap());
    assert_eq!(thread.run(&mut there, &back).unwrap(), Int(104));
    assert_eq!(there.names, ["y", "x"]);

    // A name index beyond the table is an error, not a wild symbol.
    let mut bad = bytes.clone();
    bad[vm_core::serialize::HEADER_LEN + vm_core::serialize::BODY_HEADER_LEN + 1] = 9;
    assert!(matches!(
        linked::Code::from_bytes_in(&bad, &mut Globals::default()),
        Err(DecodeError::Invalid { .. })
    ));
}

#[test]
fn nested_codes_are_capped_in_depth() {
    let mut g = Globals::default();
    let mut code = program(&mut g);
    for _ in 0..vm_core::code_data::DEFAULT_MAX_DEPTH {
        let mut b = linked::Builder::new();
        b.emit(linked::Opcode::CallFunction, 0).unwrap();
        b.emit(linked::Opcode::Ret, 0).unwrap();
        code = b
            .finish(
                0,
                Data {
                    functions: vec![Arc::new(code)],
                },
            )
            .unwrap();
    }
    // One level too deep for the default limit, both ways.
    assert_eq!(
        code.to_bytes_in(&mut g).unwrap_err(),
        EncodeError::TooDeep {
            limit: vm_core::code_data::DEFAULT_MAX_DEPTH
        }
    );
    let bytes = code.to_bytes_limited(&mut g, 1000).unwrap();
    assert_eq!(
        linked::Code::from_bytes_in(&bytes, &mut Globals::default()).unwrap_err(),
        DecodeError::TooDeep {
            limit: vm_core::code_data::DEFAULT_MAX_DEPTH
        }
    );
    let back = linked::Code::from_bytes_limited(&bytes, &mut g, 1000).unwrap();
    assert_eq!(back.to_bytes_limited(&mut g, 1000).unwrap(), bytes);
}

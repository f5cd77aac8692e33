//! Shared pieces of the integration tests.
#![allow(dead_code)]
pub mod calc;

use std::sync::Arc;

use calc::{Consts, Machine, Value, calc::Opcode};
use vm_core::BuildError;

/// Runs `f` on a thread with a stack big enough for deep nested runs of a debug build's
/// loop (each nested run is a Rust call of the loop, as in CPython's C recursion).
pub fn big_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(f)
        .expect("spawns")
        .join()
        .expect("runs");
}

/// A machine whose function table holds `functions` (function `i` is `Value::Func(i)`).
pub fn machine(functions: Vec<Arc<calc::calc::Code>>) -> Machine {
    Machine {
        functions: functions.into_iter().map(calc::FuncRef::from).collect(),
        ..Machine::default()
    }
}

/// Builds verified calculator code with `consts`, letting `emit` write the instructions.
pub fn assemble(
    nlocals: u32,
    consts: Vec<Value>,
    emit: impl FnOnce(&mut calc::calc::Builder) -> Result<(), BuildError>,
) -> Arc<calc::calc::Code> {
    let mut b = calc::calc::Builder::new();
    emit(&mut b).expect("emits");
    Arc::new(b.finish(nlocals, Consts(consts)).expect("verifies"))
}

/// `fn(a, b): return a + b` — one ADD whose adaptive state persists across calls.
pub fn adder() -> Arc<calc::calc::Code> {
    assemble(2, vec![], |b| {
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadLocal, 1)?;
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// `fib(n)` through CALL and RET, recursing in the interpreted program only. `consts`
/// starts with `2`, `1` and the function itself (`Value::Func(0)`: the machine's
/// `functions[0]` must be this code); more constants may follow.
pub fn fib(consts: Vec<Value>) -> Arc<calc::calc::Code> {
    assemble(1, consts, |b| {
        let recurse = b.label();
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::LoadConst, 0)?;
        b.emit(Opcode::Less, 0)?;
        b.emit_jump(Opcode::JumpIfFalse, recurse)?;
        b.emit(Opcode::LoadLocal, 0)?;
        b.emit(Opcode::Ret, 0)?;
        b.bind(recurse)?;
        for k in [1, 0] {
            b.emit(Opcode::LoadConst, 2)?;
            b.emit(Opcode::LoadLocal, 0)?;
            b.emit(Opcode::LoadConst, k)?;
            b.emit(Opcode::Sub, 0)?;
            b.emit(Opcode::Call, 1)?;
        }
        b.emit(Opcode::Add, 0)?;
        b.emit(Opcode::Ret, 0)?;
        Ok(())
    })
}

/// Offset of the first instruction whose base opcode is `op`.
pub fn offset_of(code: &calc::calc::Code, op: Opcode) -> usize {
    let mut ip = 0;
    while ip < code.len() {
        let current = Opcode::from_u16(code.opcode(ip)).expect("valid opcode");
        if current.base() == op {
            return ip;
        }
        ip += match current.info().kind {
            vm_core::OpKind::Super { .. } => 1,
            _ => current.info().size(),
        };
    }
    panic!("{op} not found");
}

/// Calls `code` with `args` on a fresh machine and thread.
pub fn call(
    thread: &mut calc::calc::Thread,
    machine: &mut Machine,
    code: &Arc<calc::calc::Code>,
    args: impl IntoIterator<Item = Value>,
) -> Value {
    thread.call(machine, code, args).expect("runs")
}

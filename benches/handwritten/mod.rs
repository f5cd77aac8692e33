//! A hand-written `loop { match }` interpreter of the calculator instruction set of
//! `tests/common/calc.rs`: the baseline that the generated dispatch loop is measured
//! against (DESIGN.md §6: "the generated loop must cost no more than a hand-written
//! `loop { match }` interpreter of the same instruction set").
//!
//! Why it is a fair baseline:
//! - **Same instructions, same semantics.** Every base instruction of the calculator is
//!   here (plus its superinstruction `LOAD_LOCAL_LOAD_LOCAL` and macro instruction
//!   `RETURN_CONST`, so both interpreters run the same instruction stream), over the same
//!   [`Value`] type, with the ops' bodies copied from `calc.rs` (which keeps them private
//!   to the generated module): generic `match` on operand pairs, checked int arithmetic,
//!   `Result` errors that stop the run and say where.
//! - **No specialization, no unsafe.** Operands live in a `Vec<Value>` popped and pushed
//!   with ordinary checked operations; `code[ip]` and locals are bounds-checked indexing.
//! - **Same machine model.** One value stack holds the locals and operands of every
//!   frame; calls push a [`Frame`] and switch the loop's cached `code`/`ip`/`locals`
//!   instead of recursing in Rust; the recursion limit and argument count are checked.
//! - **What a competent person writes by hand**: a `Copy` enum with its operands inline,
//!   functions referred to by index (no reference counting per call), the current
//!   function's code held in a local between frame switches, errors on a cold path.

// Every `unsafe` operation sits in its own block with a `// SAFETY:` comment naming the
// invariant it relies on, also inside `unsafe fn`s.
#![deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::sync::Arc;

use vm_core::VmValue;

use crate::calc::{CalcError, Globals, Set, Value, arith};

/// One instruction with its operands. Jump targets are indices into [`Function::code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instr {
    /// Pushes constant `i`.
    LoadConst(u32),
    /// Pushes a copy of local `i`.
    LoadLocal(u32),
    /// Pops into local `i`.
    StoreLocal(u32),
    /// Pops and discards.
    PopTop,
    /// `a + b`.
    Add,
    /// `a - b`.
    Sub,
    /// `a < b` as 0 or 1.
    Less,
    /// Pops; jumps to the target when it is zero or none.
    JumpIfFalse(u32),
    /// Jumps to the target.
    Jump(u32),
    /// `item in set` as 0 or 1.
    Contains,
    /// Builds a set of the top `n` ints.
    BuildSet(u32),
    /// Pushes global `name`.
    LoadGlobal(u32),
    /// Pops into global `name`.
    StoreGlobal(u32),
    /// Calls the function below the top `argc` values with them as its first locals.
    Call(u32),
    /// Returns the top value to the caller.
    Ret,
    /// Pops and appends to the machine's output.
    Print,
    /// `LoadLocal(a)` then `LoadLocal(b)`, which still follows it (a jump may target it):
    /// the superinstruction, fused in place like the generated builder does.
    LoadLocalLoadLocal(u32, u32),
    /// `LoadConst(i)` then `Ret`.
    ReturnConst(u32),
}

/// A function: its code, constants and number of local slots (arguments first).
#[derive(Clone, Debug, Default)]
pub struct Function {
    pub code: Vec<Instr>,
    pub consts: Vec<Value>,
    pub nlocals: u32,
}

/// The context: functions (a `Value::Func(i)` calls `functions[i]`), globals, output.
#[derive(Default)]
pub struct Machine {
    pub functions: Vec<Function>,
    pub globals: Globals,
    pub printed: Vec<Value>,
}

/// What stopped a run.
#[derive(Clone, Debug, PartialEq)]
pub enum ErrorKind {
    Op(CalcError),
    RecursionLimit,
    TooManyArguments,
}

/// A failed run: what and where (function index and instruction index).
#[derive(Clone, Debug, PartialEq)]
pub struct Error {
    pub kind: ErrorKind,
    pub function: u32,
    pub ip: usize,
}

/// A suspended (or the running) activation.
struct Frame {
    function: u32,
    /// Where execution resumes when the callee returns.
    resume: usize,
    /// Stack index of local slot 0.
    locals: usize,
    /// Stack length to restore when the frame returns.
    ret_base: usize,
}

/// The interpreter state: value stack and frames, reusable across runs.
pub struct Interp {
    stack: Vec<Value>,
    frames: Vec<Frame>,
    pub recursion_limit: usize,
}

impl Default for Interp {
    fn default() -> Self {
        Interp {
            stack: Vec::with_capacity(256),
            frames: Vec::new(),
            recursion_limit: 1000,
        }
    }
}

impl Interp {
    /// Runs `machine.functions[function]` with `args` in its first locals.
    pub fn call(
        &mut self,
        machine: &mut Machine,
        function: u32,
        args: impl IntoIterator<Item = Value>,
    ) -> Result<Value, Error> {
        let base = self.stack.len();
        let depth = self.frames.len();
        self.stack.extend(args);
        let f = &machine.functions[function as usize];
        let result = if self.stack.len() - base > f.nlocals as usize {
            Err(Error {
                kind: ErrorKind::TooManyArguments,
                function,
                ip: 0,
            })
        } else {
            self.stack.resize(base + f.nlocals as usize, Value::None);
            self.frames.push(Frame {
                function,
                resume: 0,
                locals: base,
                ret_base: base,
            });
            self.execute(machine, depth)
        };
        if result.is_err() {
            self.frames.truncate(depth);
            self.stack.truncate(base);
        }
        result
    }

    /// The dispatch loop. Returns when the frame above `floor` returns.
    fn execute(&mut self, machine: &mut Machine, floor: usize) -> Result<Value, Error> {
        let Machine {
            functions,
            globals,
            printed,
        } = machine;
        let functions: &[Function] = functions;
        let stack = &mut self.stack;
        let frames = &mut self.frames;
        let top = frames.last().expect("a frame to run");
        let mut function = top.function;
        let mut func: &Function = &functions[function as usize];
        let mut ip = top.resume;
        let mut locals = top.locals;
        macro_rules! fail {
            ($kind:expr) => {
                return Err(error($kind, function, ip))
            };
        }
        macro_rules! op {
            ($result:expr) => {
                match $result {
                    Ok(v) => v,
                    Err(e) => fail!(ErrorKind::Op(e)),
                }
            };
        }
        // Ends the running frame with `$v`: back to the caller, or out of the run.
        macro_rules! ret {
            ($v:expr) => {{
                let v = $v;
                let done = frames.pop().expect("a frame");
                stack.truncate(done.ret_base);
                if frames.len() <= floor {
                    return Ok(v);
                }
                stack.push(v);
                let caller = frames.last().expect("a caller");
                function = caller.function;
                func = &functions[function as usize];
                ip = caller.resume;
                locals = caller.locals;
            }};
        }
        loop {
            match func.code[ip] {
                Instr::LoadConst(i) => {
                    stack.push(op!(load_const(&func.consts, i)));
                    ip += 1;
                }
                Instr::LoadLocal(i) => {
                    let v = stack[locals + i as usize].clone();
                    stack.push(v);
                    ip += 1;
                }
                Instr::StoreLocal(i) => {
                    let v = pop(stack);
                    stack[locals + i as usize] = v;
                    ip += 1;
                }
                Instr::PopTop => {
                    pop(stack);
                    ip += 1;
                }
                Instr::Add => {
                    let b = pop(stack);
                    let a = pop(stack);
                    stack.push(op!(arith("+", &a, &b, i64::checked_add, |x, y| x + y)));
                    ip += 1;
                }
                Instr::Sub => {
                    let b = pop(stack);
                    let a = pop(stack);
                    stack.push(op!(arith("-", &a, &b, i64::checked_sub, |x, y| x - y)));
                    ip += 1;
                }
                Instr::Less => {
                    let b = pop(stack);
                    let a = pop(stack);
                    stack.push(op!(less(&a, &b)));
                    ip += 1;
                }
                Instr::JumpIfFalse(target) => match pop(stack) {
                    Value::Int(0) | Value::None => ip = target as usize,
                    _ => ip += 1,
                },
                Instr::Jump(target) => ip = target as usize,
                Instr::Contains => {
                    let set = pop(stack);
                    let item = pop(stack);
                    stack.push(op!(contains(&item, &set)));
                    ip += 1;
                }
                Instr::BuildSet(n) => {
                    let at = stack.len() - n as usize;
                    let set = op!(build_set(&stack[at..]));
                    stack.truncate(at);
                    stack.push(set);
                    ip += 1;
                }
                Instr::LoadGlobal(name) => {
                    let slot = op!(globals.slot(name).ok_or(CalcError::UnknownGlobal(name)));
                    stack.push(globals.slots[slot as usize].1.clone());
                    ip += 1;
                }
                Instr::StoreGlobal(name) => {
                    let v = pop(stack);
                    match globals.slot(name) {
                        Some(slot) => globals.slots[slot as usize].1 = v,
                        None => {
                            globals.slots.push((name, v));
                            globals.version += 1;
                        }
                    }
                    ip += 1;
                }
                Instr::Call(argc) => {
                    let base = stack.len() - argc as usize - 1;
                    let callee = match std::mem::take(&mut stack[base]) {
                        Value::Func(f) => f,
                        other => fail!(ErrorKind::Op(CalcError::NotCallable(other.type_name()))),
                    };
                    let target = &functions[callee as usize];
                    if frames.len() >= self.recursion_limit {
                        fail!(ErrorKind::RecursionLimit);
                    }
                    if argc > target.nlocals {
                        fail!(ErrorKind::TooManyArguments);
                    }
                    frames.last_mut().expect("a caller").resume = ip + 1;
                    stack.resize(base + 1 + target.nlocals as usize, Value::None);
                    frames.push(Frame {
                        function: callee,
                        resume: 0,
                        locals: base + 1,
                        ret_base: base,
                    });
                    function = callee;
                    func = target;
                    ip = 0;
                    locals = base + 1;
                }
                Instr::Ret => {
                    let v = pop(stack);
                    ret!(v);
                }
                Instr::Print => {
                    let v = pop(stack);
                    printed.push(v);
                    ip += 1;
                }
                Instr::LoadLocalLoadLocal(a, b) => {
                    let va = stack[locals + a as usize].clone();
                    stack.push(va);
                    let vb = stack[locals + b as usize].clone();
                    stack.push(vb);
                    ip += 2;
                }
                Instr::ReturnConst(i) => {
                    // `LoadConst` + `Ret`: push then return, as the macro instruction does.
                    let v = op!(load_const(&func.consts, i));
                    ret!(v);
                }
            }
        }
    }
}

#[inline(always)]
fn pop(stack: &mut Vec<Value>) -> Value {
    stack.pop().expect("operand stack underflow")
}

#[cold]
#[inline(never)]
fn error(kind: ErrorKind, function: u32, ip: usize) -> Error {
    Error { kind, function, ip }
}

// The op bodies of `calc.rs`, unchanged (the generated module keeps its ops private;
// `arith`, outside it, is shared).

fn load_const(consts: &[Value], i: u32) -> Result<Value, CalcError> {
    consts
        .get(i as usize)
        .cloned()
        .ok_or(CalcError::BadConst(i))
}

fn less(a: &Value, b: &Value) -> Result<Value, CalcError> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(Value::Int((x < y) as i64)),
        (Value::Float(x), Value::Float(y)) => Ok(Value::Int((x < y) as i64)),
        _ => Err(CalcError::Type("<", a.type_name(), b.type_name())),
    }
}

fn contains(item: &Value, set: &Value) -> Result<Value, CalcError> {
    match (item, set) {
        (Value::Int(i), Value::Set(s)) => Ok(Value::Int(s.0.contains(i) as i64)),
        _ => Err(CalcError::Type("in", item.type_name(), set.type_name())),
    }
}

fn build_set(items: &[Value]) -> Result<Value, CalcError> {
    let mut set = BTreeSet::new();
    for item in items {
        match item {
            Value::Int(i) => set.insert(*i),
            other => return Err(CalcError::Type("set", other.type_name(), "")),
        };
    }
    Ok(Value::Set(Arc::new(Set(set))))
}

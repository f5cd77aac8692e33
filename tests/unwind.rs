//! The dispatch loop keeps the stack pointer in a local and pops operands out of the
//! thread's slots without clearing them. An op that panics must therefore not leave the
//! thread believing those slots still hold values: after the panic is caught, nothing may
//! be dropped twice, and the thread must run again.

use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::rc::Rc;
use std::sync::Arc;

use vm_core::{Invoke, Return, VmValue};

thread_local! {
    /// Drops of tracked values, and their number ever created, per test thread.
    static DROPS: Cell<u32> = const { Cell::new(0) };
    static MADE: Cell<u32> = const { Cell::new(0) };
}

/// A value that counts its drops (a double drop shows as more drops than values made).
#[derive(Debug, Default)]
pub struct Tracked(Option<Rc<i64>>);

impl Tracked {
    fn new(n: i64) -> Tracked {
        MADE.with(|m| m.set(m.get() + 1));
        Tracked(Some(Rc::new(n)))
    }
}

impl Drop for Tracked {
    fn drop(&mut self) {
        if self.0.is_some() {
            DROPS.with(|d| d.set(d.get() + 1));
        }
    }
}

impl VmValue for Tracked {
    fn type_name(&self) -> &'static str {
        "tracked"
    }
}

/// The context: a function that `CALL` runs.
#[derive(Default)]
pub struct Ctx {
    pub callee: Option<Arc<tracked::Code>>,
}

#[vm_core::instruction_set(value = Tracked, context = Ctx)]
pub mod tracked {
    use super::*;

    /// Runs `ctx.callee` in a new frame.
    #[op]
    fn call(ctx: &Ctx) -> Invoke<Isa> {
        Invoke::Frame(ctx.callee.clone().expect("a callee"))
    }

    /// Pushes a new tracked value holding the oparg.
    #[op]
    fn make(#[oparg] n: u32) -> Tracked {
        Tracked::new(n as i64)
    }

    /// Takes two values and panics when the second holds 0.
    #[op]
    fn check(a: Tracked, b: Tracked) -> Tracked {
        if b.0.as_deref() == Some(&0) {
            panic!("check failed");
        }
        drop(b);
        a
    }

    #[op]
    fn ret(v: Tracked) -> Return<Tracked> {
        Return(v)
    }

    macro_inst!(MAKE_RET = make + ret);
}

use tracked::{Builder, Opcode, Thread};

fn program(second: u32) -> Arc<tracked::Code> {
    let mut b = Builder::new();
    b.emit(Opcode::Make, 7).unwrap();
    b.emit(Opcode::Make, 1).unwrap();
    b.emit(Opcode::Make, second).unwrap();
    b.emit(Opcode::Check, 0).unwrap();
    b.emit(Opcode::Check, 0).unwrap();
    b.emit(Opcode::Ret, 0).unwrap();
    Arc::new(b.finish(0, ()).unwrap())
}

#[test]
fn a_panicking_op_leaks_rather_than_double_drops_and_the_thread_runs_again() {
    let mut th = Thread::default();
    let panicked = catch_unwind(AssertUnwindSafe(|| {
        th.run(&mut Ctx::default(), &program(0))
    }));
    assert!(panicked.is_err(), "the op's panic reaches the caller");
    // Three values were made; the op dropped the two it took while unwinding; the one
    // left on the stack is leaked, never dropped a second time.
    assert_eq!(MADE.with(Cell::get), 3);
    assert_eq!(DROPS.with(Cell::get), 2);
    assert!(th.stack().is_empty(), "no stale values are visible");

    let result = th
        .run(&mut Ctx::default(), &program(5))
        .expect("the thread runs again");
    assert_eq!(result.0.as_deref(), Some(&7));
    drop(result);
    drop(th);
    assert_eq!(MADE.with(Cell::get), 6);
    assert_eq!(
        DROPS.with(Cell::get),
        5,
        "every value of the good run dropped once"
    );
}

#[test]
fn a_panic_after_a_return_does_not_drop_what_the_caller_popped() {
    // The return writes the stack pointer back with the result on top; the caller then
    // pops the result and 7 into `CHECK`, which panics: the thread's copy of the stack
    // pointer still counts both, and must not drop them again.
    let mut b = Builder::new();
    b.emit(Opcode::Make, 0).unwrap();
    b.emit(Opcode::Ret, 0).unwrap();
    let callee = Arc::new(b.finish(0, ()).unwrap());
    let mut b = Builder::new();
    b.emit(Opcode::Make, 7).unwrap();
    b.emit(Opcode::Call, 0).unwrap();
    b.emit(Opcode::Check, 0).unwrap();
    b.emit(Opcode::Ret, 0).unwrap();
    let main = Arc::new(b.finish(0, ()).unwrap());
    let mut ctx = Ctx {
        callee: Some(callee),
    };
    let (made, dropped) = (MADE.with(Cell::get), DROPS.with(Cell::get));
    let mut th = Thread::default();
    let panicked = catch_unwind(AssertUnwindSafe(|| th.run(&mut ctx, &main)));
    assert!(panicked.is_err());
    drop(th);
    assert_eq!(MADE.with(Cell::get) - made, 2);
    assert_eq!(
        DROPS.with(Cell::get) - dropped,
        2,
        "each value dropped exactly once"
    );
}

#[test]
fn a_macro_instruction_reserves_the_stack_its_uops_reach() {
    // `make` pushes before `ret` pops: the instruction's net effect is nothing, but the
    // loop pushes without bounds checks, so the verifier must count the peak.
    let info = Opcode::MakeRet.info();
    assert_eq!((info.inputs, info.outputs, info.peak), (0, 0, 1));
    let mut b = Builder::new();
    b.emit(Opcode::MakeRet, 3).unwrap();
    let code = Arc::new(b.finish(0, ()).unwrap());
    assert_eq!(code.max_stack(), 1);
    // On a fresh thread (no room reserved before), the push lands in reserved room.
    let result = Thread::default().run(&mut Ctx::default(), &code).unwrap();
    assert_eq!(result.0.as_deref(), Some(&3));
    assert_eq!(program(5).max_stack(), 3);
}

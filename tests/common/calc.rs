//! The toy instruction set of the integration tests and benchmarks: a stack calculator
//! with ints, floats and sets, locals, globals, jumps and calls. It exercises every
//! feature of the framework: plain ops, families whose specializations guard by type
//! (`i64`, `f64`, `&Set`), a specialization with cached state (`load_global_cached`), a
//! deopt after the guards (`add_int` on overflow), variadic inputs, calls and returns,
//! a shared-oparg macro instruction and a superinstruction.

use std::borrow::Borrow;
use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;
use std::rc::Rc;
use std::sync::Arc;

use vm_core::code_data::{Reader, Writer};
use vm_core::{
    CodeData, DecodeError, EncodeError, ErrorKind, Flow, GeneratorHandle, Guard, Interp, Invoke,
    Jump, Raise, RefGuard, Rerun, Resume, Resumed, Return, Step, Suspended, VmError, VmValue,
    Yield,
};

/// A calculator value.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Value {
    #[default]
    None,
    Int(i64),
    Float(f64),
    Set(Arc<Set>),
    /// A function: an index into `Machine::functions`.
    Func(u32),
    /// A caught error, as its handler receives it.
    Error(Arc<Caught>),
    /// A generator: an index into `Machine::generators` (so that values, and the code
    /// that holds them, stay `Send`: a generator's frame holds its function's `FuncRef`).
    Gen(u32),
}

/// Where a generator is in its life.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GenState {
    /// Its frame is in `GenObj::frame`, waiting for a resume.
    #[default]
    Suspended,
    /// Its frame runs (on some thread's stack).
    Running,
    /// Its frame returned or raised.
    Finished,
}

/// A generator object: its frame while suspended, and where it is in its life.
#[derive(Default)]
pub struct GenObj {
    pub frame: RefCell<Option<Suspended<calc::Isa>>>,
    pub state: Cell<GenState>,
}

/// What a generator value holds, and the handle the loop gives a yielding frame back to.
#[derive(Clone)]
pub struct GenRef(pub Rc<GenObj>);

impl GenRef {
    /// Takes the suspended frame to run it, marking the generator running; `None` when
    /// it runs already or has finished.
    pub fn start(&self) -> Option<Suspended<calc::Isa>> {
        let frame = self.0.frame.borrow_mut().take()?;
        self.0.state.set(GenState::Running);
        Some(frame)
    }
}

impl GeneratorHandle<calc::Isa> for GenRef {
    fn suspend(&self, frame: Suspended<calc::Isa>) {
        *self.0.frame.borrow_mut() = Some(frame);
        self.0.state.set(GenState::Suspended);
    }

    fn finish(&self) {
        self.0.state.set(GenState::Finished);
    }
}

impl PartialEq for GenRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::fmt::Debug for GenRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<generator {:?}>", self.0.state.get())
    }
}

/// An error a handler caught: what went wrong and the frames it unwound until then.
#[derive(Clone, Debug)]
pub struct Caught {
    pub kind: ErrorKind<CalcError>,
    /// Outermost first: the handler's frame down to the one that raised.
    pub traceback: vm_core::Traceback<calc::Isa>,
}

impl Caught {
    /// The unit offsets of the traceback, outermost first.
    pub fn offsets(&self) -> Vec<usize> {
        self.traceback.iter().map(|t| t.offset).collect()
    }
}

impl PartialEq for Caught {
    fn eq(&self, other: &Self) -> bool {
        self.kind == other.kind && self.offsets() == other.offsets()
    }
}

/// A set of ints.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Set(pub BTreeSet<i64>);

impl VmValue for Value {
    fn type_name(&self) -> &'static str {
        match self {
            Value::None => "none",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Set(_) => "set",
            Value::Func(_) => "function",
            Value::Error(_) => "error",
            Value::Gen(_) => "generator",
        }
    }

    /// A `lasti` handler's offset is an int.
    fn from_offset(offset: usize) -> Self {
        Value::Int(offset as i64)
    }
}

impl Guard<Value> for i64 {
    fn guard(v: &Value) -> Option<i64> {
        if let Value::Int(i) = v {
            Some(*i)
        } else {
            None
        }
    }
}

impl Guard<Value> for f64 {
    fn guard(v: &Value) -> Option<f64> {
        if let Value::Float(f) = v {
            Some(*f)
        } else {
            None
        }
    }
}

impl RefGuard<Value> for Set {
    fn guard_ref(v: &Value) -> Option<&Set> {
        if let Value::Set(s) = v { Some(s) } else { None }
    }
}

/// Errors of calculator programs.
#[derive(Clone, Debug, PartialEq)]
pub enum CalcError {
    Type(&'static str, &'static str, &'static str),
    Overflow,
    UnknownGlobal(u32),
    BadConst(u32),
    NotCallable(&'static str),
    /// `raise` of a value that is not a caught error.
    Thrown(Value),
    /// A resume of a generator that is running.
    AlreadyRunning,
}

impl std::fmt::Display for CalcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CalcError::Type(op, a, b) => {
                write!(f, "unsupported operand types for {op}: {a} and {b}")
            }
            CalcError::Overflow => write!(f, "integer overflow"),
            CalcError::UnknownGlobal(n) => write!(f, "global {n} is not defined"),
            CalcError::BadConst(i) => write!(f, "no constant {i}"),
            CalcError::NotCallable(t) => write!(f, "{t} is not callable"),
            CalcError::Thrown(v) => write!(f, "raised {v:?}"),
            CalcError::AlreadyRunning => write!(f, "generator already executing"),
        }
    }
}

/// Module globals: a versioned table, so cached lookups can tell when it changed.
///
/// The version is a process-unique tag (`vm_core::version::next_tag`), not a count: code
/// may be shared by machines, and two tables that each counted to 2 would accept each
/// other's cached slots.
#[derive(Default)]
pub struct Globals {
    pub version: u32,
    pub slots: Vec<(u32, Value)>,
}

impl Globals {
    /// Binds `name`; a new name changes the layout, so the table gets a new version.
    pub fn define(&mut self, name: u32, value: Value) {
        match self.slot(name) {
            Some(slot) => self.slots[slot as usize].1 = value,
            None => {
                self.slots.push((name, value));
                self.changed();
            }
        }
    }

    /// Gives the table a version no table has had (after a change to its layout). When
    /// the tags run out the version is 0, which no cache is filled with.
    pub fn changed(&mut self) {
        self.version = vm_core::version::next_tag().unwrap_or(0);
    }

    /// The version to cache, if lookups may be cached at all.
    pub fn cacheable_version(&self) -> Option<u32> {
        (self.version != 0).then_some(self.version)
    }

    pub fn slot(&self, name: u32) -> Option<u32> {
        self.slots
            .iter()
            .position(|(n, _)| *n == name)
            .map(|i| i as u32)
    }
}

/// What a calculator frame owns while it runs (`callee = FuncRef`): a function of
/// `Machine::functions`. A call shares it with a plain reference count, where sharing
/// the `Arc<Code>` itself would cost an atomic one per call.
// why the double box: the frame must borrow an `Arc<Code>` (tracebacks keep code alive
// with it), and the outer `Rc` is what makes sharing it per call non-atomic.
#[allow(clippy::redundant_allocation)]
#[derive(Clone)]
pub struct FuncRef(pub Rc<Arc<calc::Code>>);

impl From<Arc<calc::Code>> for FuncRef {
    fn from(code: Arc<calc::Code>) -> Self {
        FuncRef(Rc::new(code))
    }
}

impl Borrow<Arc<calc::Code>> for FuncRef {
    fn borrow(&self) -> &Arc<calc::Code> {
        &self.0
    }
}

/// The context ops run in.
#[derive(Default)]
pub struct Machine {
    pub globals: Globals,
    pub functions: Vec<FuncRef>,
    /// The generators made so far (`Value::Gen` indexes them).
    pub generators: Vec<GenRef>,
    pub printed: Vec<Value>,
}

/// Per-code data: the constants.
#[derive(Debug, Default)]
pub struct Consts(pub Vec<Value>);

/// The constants travel with their code (`Code::to_bytes`, `Code::from_bytes`).
impl CodeData for Consts {
    fn encode(&self, w: &mut Writer<'_>) -> Result<(), EncodeError> {
        w.value(&self.0)
    }

    fn decode(r: &mut Reader<'_, '_>) -> Result<Self, DecodeError> {
        r.value().map(Consts)
    }
}

/// A constant as bytes: a tag, then its payload. A function is its index into
/// `Machine::functions`, which a program fills in the same order wherever it runs;
/// caught errors and generators only exist while a program runs, never as constants.
impl CodeData for Value {
    fn encode(&self, w: &mut Writer<'_>) -> Result<(), EncodeError> {
        match self {
            Value::None => w.u8(0),
            Value::Int(i) => {
                w.u8(1);
                w.i64(*i);
            }
            Value::Float(f) => {
                w.u8(2);
                w.f64(*f);
            }
            Value::Set(s) => {
                w.u8(3);
                w.value(&s.0.iter().copied().collect::<Vec<i64>>())?;
            }
            Value::Func(f) => {
                w.u8(4);
                w.u32(*f);
            }
            other => {
                return Err(EncodeError::Unsupported(format!(
                    "a {} constant",
                    other.type_name()
                )));
            }
        }
        Ok(())
    }

    fn decode(r: &mut Reader<'_, '_>) -> Result<Self, DecodeError> {
        Ok(match r.u8()? {
            0 => Value::None,
            1 => Value::Int(r.i64()?),
            2 => Value::Float(r.f64()?),
            3 => Value::Set(Arc::new(Set(r.value::<Vec<i64>>()?.into_iter().collect()))),
            4 => Value::Func(r.u32()?),
            tag => return Err(r.invalid(format!("a constant tagged {tag}"))),
        })
    }
}

/// What an initializer called by `CALL_INIT` must return: `None`.
pub fn returned_none(v: Value) -> Result<(), CalcError> {
    match v {
        Value::None => Ok(()),
        other => Err(CalcError::Type("init", other.type_name(), "none")),
    }
}

/// Twice `v`, which must be an int (`call_doubled`'s conversion).
pub fn doubled(v: Value) -> Result<Value, CalcError> {
    match v {
        Value::Int(n) => Ok(Value::Int(n.wrapping_mul(2))),
        other => Err(CalcError::Type("doubled", other.type_name(), "int")),
    }
}

/// `a op b` for the generic arithmetic ops (the hand-written baseline in `benches/`
/// calls it too).
pub fn arith(
    op: &'static str,
    a: &Value,
    b: &Value,
    i: fn(i64, i64) -> Option<i64>,
    f: fn(f64, f64) -> f64,
) -> Result<Value, CalcError> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => i(*x, *y).map(Value::Int).ok_or(CalcError::Overflow),
        (Value::Float(x), Value::Float(y)) => Ok(Value::Float(f(*x, *y))),
        (Value::Int(x), Value::Float(y)) => Ok(Value::Float(f(*x as f64, *y))),
        (Value::Float(x), Value::Int(y)) => Ok(Value::Float(f(*x, *y as f64))),
        _ => Err(CalcError::Type(op, a.type_name(), b.type_name())),
    }
}

#[vm_core::instruction_set(
    value = Value,
    context = Machine,
    error = CalcError,
    code = Consts,
    callee = FuncRef,
    generator = GenRef
)]
pub mod calc {
    use super::*;

    /// Pushes constant `i`.
    #[op]
    // An op's own `#[inline]` replaces the one the macro gives every op (the expansion
    // test checks it); here only to show that such an op compiles and runs.
    #[inline(never)]
    fn load_const(#[code] consts: &Consts, #[oparg] i: u32) -> Result<Value, CalcError> {
        consts
            .0
            .get(i as usize)
            .cloned()
            .ok_or(CalcError::BadConst(i))
    }

    #[op]
    fn load_local(#[local] slot: &Value) -> Value {
        slot.clone()
    }

    #[op]
    fn store_local(value: Value, #[local] slot: &mut Value) {
        *slot = value;
    }

    #[op]
    fn pop_top(_value: Value) {}

    /// `a + b`: adaptive, specialized for ints and floats.
    #[op]
    fn add(a: Value, b: Value) -> Result<Value, CalcError> {
        arith("+", &a, &b, i64::checked_add, |x, y| x + y)
    }

    /// Deopts (returns `None`) on overflow, so the generic op reports it.
    #[specialize(add)]
    fn add_int(a: i64, b: i64) -> Option<Value> {
        a.checked_add(b).map(Value::Int)
    }

    #[specialize(add)]
    fn add_float(a: f64, b: f64) -> Value {
        Value::Float(a + b)
    }

    #[op]
    fn sub(a: Value, b: Value) -> Result<Value, CalcError> {
        arith("-", &a, &b, i64::checked_sub, |x, y| x - y)
    }

    /// `a < b` as 0 or 1.
    #[op]
    fn less(a: Value, b: Value) -> Result<Value, CalcError> {
        match (&a, &b) {
            (Value::Int(x), Value::Int(y)) => Ok(Value::Int((x < y) as i64)),
            (Value::Float(x), Value::Float(y)) => Ok(Value::Int((x < y) as i64)),
            _ => Err(CalcError::Type("<", a.type_name(), b.type_name())),
        }
    }

    #[specialize(less)]
    fn less_int(a: i64, b: i64) -> Value {
        Value::Int((a < b) as i64)
    }

    #[specialize(less)]
    fn less_float(a: f64, b: f64) -> Value {
        Value::Int((a < b) as i64)
    }

    /// Jumps when `cond` is zero or none.
    #[op]
    fn jump_if_false(cond: Value, #[oparg(jump)] _target: u32) -> Flow {
        match cond {
            Value::Int(0) | Value::None => Flow::Jump,
            _ => Flow::Next,
        }
    }

    #[op]
    fn jump(#[oparg(jump)] _target: u32) -> Jump {
        Jump
    }

    /// `item in set` as 0 or 1.
    #[op]
    fn contains(item: Value, set: Value) -> Result<Value, CalcError> {
        match (&item, &set) {
            (Value::Int(i), Value::Set(s)) => Ok(Value::Int(s.0.contains(i) as i64)),
            _ => Err(CalcError::Type("in", item.type_name(), set.type_name())),
        }
    }

    #[specialize(contains)]
    fn contains_set(item: i64, set: &Set) -> Value {
        Value::Int(set.0.contains(&item) as i64)
    }

    /// Builds a set of the top `oparg` ints.
    #[op]
    fn build_set(#[variadic(oparg)] items: &mut [Value]) -> Result<Value, CalcError> {
        let mut set = BTreeSet::new();
        for item in items.iter() {
            match item {
                Value::Int(i) => set.insert(*i),
                other => return Err(CalcError::Type("set", other.type_name(), "")),
            };
        }
        Ok(Value::Set(Arc::new(Set(set))))
    }

    #[op]
    fn load_global(ctx: &Machine, #[oparg] name: u32) -> Result<Value, CalcError> {
        let slot = ctx
            .globals
            .slot(name)
            .ok_or(CalcError::UnknownGlobal(name))?;
        Ok(ctx.globals.slots[slot as usize].1.clone())
    }

    /// A cached lookup: valid while the globals' version is the one cached (and the slot
    /// exists: code built from raw units may carry any cache).
    #[specialize(load_global)]
    #[guard(ctx.globals.version == version && (slot as usize) < ctx.globals.slots.len())]
    fn load_global_cached(
        ctx: &Machine,
        #[oparg] name: u32,
        #[cache(fill = ctx.globals.cacheable_version()?)] version: u32,
        #[cache(fill = ctx.globals.slot(name)?)] slot: u32,
    ) -> Value {
        ctx.globals.slots[slot as usize].1.clone()
    }

    /// Defines or rebinds a global; a new name changes the table's version.
    #[op]
    fn store_global(ctx: &mut Machine, value: Value, #[oparg] name: u32) {
        ctx.globals.define(name, value);
    }

    /// Calls `callee` with the top `oparg` values as its first locals.
    #[op]
    fn call(
        ctx: &Machine,
        callee: Value,
        #[variadic(oparg)] _args: &mut [Value],
    ) -> Result<Invoke<Isa>, CalcError> {
        match callee {
            Value::Func(f) => Ok(Invoke::Frame(function_at(ctx, f)?)),
            other => Err(CalcError::NotCallable(other.type_name())),
        }
    }

    #[op]
    fn ret(value: Value) -> Return<Value> {
        Return(value)
    }

    #[op]
    fn print(ctx: &mut Machine, value: Value) {
        ctx.printed.push(value);
    }

    /// Pushes the `n` ints of the set `seq`, smallest deepest (as `UNPACK_SEQUENCE n`
    /// unpacks into its targets): one instruction, however many items.
    #[op]
    fn unpack(
        seq: Value,
        #[oparg] n: u32,
        #[outputs(oparg)] items: &mut [Value],
    ) -> Result<(), CalcError> {
        match &seq {
            Value::Set(s) if s.0.len() == n as usize => {
                for (slot, &i) in items.iter_mut().zip(&s.0) {
                    *slot = Value::Int(i);
                }
                Ok(())
            }
            other => Err(CalcError::Type("unpack", other.type_name(), "")),
        }
    }

    /// A set of the right size; deopts (the generic op reports the error) otherwise.
    #[specialize(unpack)]
    fn unpack_set(seq: &Set, #[oparg] n: u32, #[outputs(oparg)] items: &mut [Value]) -> Option<()> {
        if seq.0.len() != n as usize {
            return None;
        }
        for (slot, &i) in items.iter_mut().zip(&seq.0) {
            *slot = Value::Int(i);
        }
        Some(())
    }

    /// The first instruction of a generator function: its frame suspends at once and the
    /// caller receives the generator holding it (CPython's `RETURN_GENERATOR`). The frame
    /// resumes at the next instruction with the first value sent in.
    #[op]
    fn make_generator(ctx: &mut Machine, #[frame] frame: Suspended<Isa>) -> Return<Value> {
        ctx.generators.push(GenRef(Rc::new(GenObj {
            frame: RefCell::new(Some(frame)),
            state: Cell::new(GenState::Suspended),
        })));
        Return(Value::Gen(ctx.generators.len() as u32 - 1))
    }

    /// Suspends the generator's frame, handing `value` to its resumer; the frame resumes
    /// at the next instruction with the value sent in.
    #[op]
    fn yield_value(value: Value) -> Yield<Value> {
        Yield(value)
    }

    /// `yield_value` that resumes at `target` instead (delegation: back to the `SEND`, so
    /// that one item costs a `SEND` and a yield, as CPython's `SEND` + `YIELD_VALUE`).
    #[op]
    fn yield_to(value: Value, #[oparg(jump)] _target: u32) -> Yield<Value> {
        Yield(value)
    }

    /// Resumes the generator in local `generator` with `value`: a yield continues at the
    /// next instruction with the yielded value, a return at `done` with the returned one
    /// (an exhausted generator returns none at once).
    #[op]
    fn send(
        ctx: &Machine,
        #[local] generator: &Value,
        value: Value,
        #[imm(jump)] _done: u32,
    ) -> Result<Resume<Isa>, CalcError> {
        let g = generator_of(ctx, generator)?;
        match g.0.state.get() {
            GenState::Finished => Ok(Resume::Returned(Value::None)),
            GenState::Running => Err(CalcError::AlreadyRunning),
            GenState::Suspended => match g.start() {
                Some(frame) => Ok(Resume::Send {
                    frame,
                    handle: g.clone(),
                    value,
                }),
                None => Err(CalcError::AlreadyRunning),
            },
        }
    }

    /// Raises `error` inside the generator in local `generator`, where it is suspended;
    /// as `send` for what happens next.
    #[op]
    fn throw(
        ctx: &Machine,
        #[local] generator: &Value,
        error: Value,
        #[imm(jump)] _done: u32,
    ) -> Result<Resume<Isa>, CalcError> {
        let g = generator_of(ctx, generator)?;
        match g.start() {
            Some(frame) => Ok(Resume::Throw {
                frame,
                handle: g.clone(),
                error: Raise::new(CalcError::Thrown(error)),
            }),
            None if g.0.state.get() == GenState::Finished => Err(CalcError::Thrown(error)),
            None => Err(CalcError::AlreadyRunning),
        }
    }

    /// A `for` loop's step over the generator in local `generator` that pushes nothing:
    /// each yielded value is printed and the loop jumps to `body`; the returned value is
    /// printed and the loop falls through. The generator's frame runs in this loop, and
    /// this op runs again to take what it yielded or returned.
    #[op]
    fn step_gen(
        interp: &mut Interp<Isa>,
        #[local] generator: &Value,
        #[imm(jump)] _body: u32,
    ) -> Result<Step<Isa>, CalcError> {
        match interp.take_resumed() {
            Some(Resumed::Yielded(v)) => {
                interp.ctx().printed.push(v);
                return Ok(Step::Jump);
            }
            Some(Resumed::Returned(v)) => {
                interp.ctx().printed.push(v);
                return Ok(Step::Next);
            }
            None => {}
        }
        Ok(match start_stepped(interp.ctx(), generator)? {
            Some((frame, handle)) => Step::Send {
                frame,
                handle,
                value: Value::None,
            },
            None => Step::Next,
        })
    }

    /// [`step_gen`] whose yields go straight to a local (`Step::SendToLocal`): the
    /// generator in local field 0, each yielded value stored in the local field 1 names,
    /// and the loop continues at `body` without this op running again; when the
    /// generator returns, this op runs again, prints the returned value and falls through.
    #[op]
    fn step_gen_into(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] generator: &Value,
        #[oparg(field = 1)] target: u32,
        #[imm(jump)] _body: u32,
    ) -> Result<Step<Isa>, CalcError> {
        match interp.take_resumed() {
            Some(Resumed::Returned(v)) => {
                interp.ctx().printed.push(v);
                return Ok(Step::Next);
            }
            // Not from this op: its yields go to the local.
            Some(Resumed::Yielded(_)) => return Err(CalcError::AlreadyRunning),
            None => {}
        }
        Ok(match start_stepped(interp.ctx(), generator)? {
            Some((frame, handle)) => Step::SendToLocal {
                frame,
                handle,
                value: Value::None,
                local: target,
            },
            None => Step::Next,
        })
    }

    /// The frame of the generator `generator` names, taken to run, and its handle;
    /// `None` when it finished.
    fn start_stepped(
        ctx: &Machine,
        generator: &Value,
    ) -> Result<Option<(Suspended<Isa>, GenRef)>, CalcError> {
        let g = generator_of(ctx, generator)?.clone();
        match g.0.state.get() {
            GenState::Finished => Ok(None),
            GenState::Running => Err(CalcError::AlreadyRunning),
            GenState::Suspended => match g.start() {
                Some(frame) => Ok(Some((frame, g))),
                None => Err(CalcError::AlreadyRunning),
            },
        }
    }

    /// The generator object `value` names.
    fn generator_of<'m>(ctx: &'m Machine, value: &Value) -> Result<&'m GenRef, CalcError> {
        match value {
            Value::Gen(i) => ctx
                .generators
                .get(*i as usize)
                .ok_or(CalcError::NotCallable("generator")),
            other => Err(CalcError::NotCallable(other.type_name())),
        }
    }

    /// Calls `callee` with `receiver` as its first argument, then the top `oparg` values
    /// (a bound method's call: the receiver takes its own operand's slot).
    #[op]
    fn call_with(
        ctx: &Machine,
        callee: Value,
        receiver: Value,
        #[variadic(oparg)] _args: &mut [Value],
    ) -> Result<Invoke<Isa>, CalcError> {
        match callee {
            Value::Func(f) => Ok(Invoke::Bound(function_at(ctx, f)?, receiver)),
            other => Err(CalcError::NotCallable(other.type_name())),
        }
    }

    /// Calls `callee` as an initializer of the receiver `Int(1000)`: the call's value is
    /// the receiver, and the callee must return `None` (`Invoke::Init`; the callee is the
    /// only input below the arguments).
    #[op]
    fn call_init(
        ctx: &Machine,
        callee: Value,
        #[variadic(oparg)] _args: &mut [Value],
    ) -> Result<Invoke<Isa>, CalcError> {
        init_call(ctx, callee, Value::Int(1000))
    }

    /// [`call_init`] of a receiver from the stack (two inputs below the arguments).
    #[op]
    fn call_init_with(
        ctx: &Machine,
        callee: Value,
        receiver: Value,
        #[variadic(oparg)] _args: &mut [Value],
    ) -> Result<Invoke<Isa>, CalcError> {
        init_call(ctx, callee, receiver)
    }

    /// Function `callee` as an initializer of `receiver` (`Invoke::Init`).
    fn init_call(ctx: &Machine, callee: Value, receiver: Value) -> Result<Invoke<Isa>, CalcError> {
        match callee {
            Value::Func(f) => Ok(Invoke::Init(function_at(ctx, f)?, receiver, returned_none)),
            other => Err(CalcError::NotCallable(other.type_name())),
        }
    }

    /// Calls `callee` with the top `oparg` values; the call's value is twice what it
    /// returns, which must be an int (`Invoke::Convert`).
    #[op]
    fn call_doubled(
        ctx: &Machine,
        callee: Value,
        #[variadic(oparg)] _args: &mut [Value],
    ) -> Result<Invoke<Isa>, CalcError> {
        match callee {
            Value::Func(f) => Ok(Invoke::Convert(function_at(ctx, f)?, doubled)),
            other => Err(CalcError::NotCallable(other.type_name())),
        }
    }

    /// Calls `callee` with the top `oparg` values but the first (a call through a slot
    /// that holds no receiver: the skipped operand stays below the frame).
    #[op]
    fn call_skipping(
        ctx: &Machine,
        callee: Value,
        #[variadic(oparg)] _args: &mut [Value],
    ) -> Result<Invoke<Isa>, CalcError> {
        match callee {
            Value::Func(f) => Ok(Invoke::Skipping(function_at(ctx, f)?, 1)),
            other => Err(CalcError::NotCallable(other.type_name())),
        }
    }

    /// The index of the function the running frame was called as (none at the root).
    #[op]
    fn running_function(ctx: &Machine, #[callee] f: Option<&FuncRef>) -> Value {
        match f {
            Some(f) => ctx
                .functions
                .iter()
                .position(|g| Rc::ptr_eq(&g.0, &f.0))
                .map_or(Value::None, |i| Value::Int(i as i64)),
            None => Value::None,
        }
    }

    /// Function `f` of `receiver`, an op with no stack input (`task.ready` running a
    /// property's getter): the receiver takes the slot of the value the call pushes.
    #[op]
    fn call_on_const(
        ctx: &Machine,
        #[code] consts: &Consts,
        #[oparg(field = 0)] f: u32,
        #[oparg(field = 1)] receiver: u32,
    ) -> Result<Invoke<Isa>, CalcError> {
        let callee = function_at(ctx, f)?;
        let receiver = consts
            .0
            .get(receiver as usize)
            .ok_or(CalcError::BadConst(receiver))?;
        Ok(Invoke::Bound(callee, receiver.clone()))
    }

    /// Function `f` of the two operands (`f(a, b)`), run to completion from inside this op.
    #[op]
    fn combine(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[oparg] f: u32,
    ) -> Result<Value, Raise<Isa>> {
        let f = function_at(interp.ctx(), f).map_err(Raise::new)?;
        interp.call(f, [a, b]).map_err(Raise::from)
    }

    /// `combine` of two ints in a frame of the loop: the operands, read in place, become
    /// the callee's locals (`Invoke::Operands`, as `a + b` runs a Python `__add__`).
    #[specialize(combine)]
    #[guard(matches!((a, b), (Value::Int(_), Value::Int(_))))]
    fn combine_in_frame(
        ctx: &Machine,
        a: &Value,
        b: &Value,
        #[oparg] f: u32,
    ) -> Option<Invoke<Isa>> {
        Some(Invoke::Operands(ctx.functions.get(f as usize)?.clone()))
    }

    /// Function `f` of the machine (an error for an index that names none: constants
    /// come from serialized code too).
    fn function_at(ctx: &Machine, f: u32) -> Result<FuncRef, CalcError> {
        ctx.functions
            .get(f as usize)
            .cloned()
            .ok_or(CalcError::NotCallable("function index"))
    }

    /// `callee(arg)`, run to completion from inside this op (as a container operation
    /// calls a user's `__eq__`): the nested run's error comes back with its traceback.
    #[op]
    fn apply(interp: &mut Interp<Isa>, callee: Value, arg: Value) -> Result<Value, Raise<Isa>> {
        let f = match callee {
            Value::Func(f) => function_at(interp.ctx(), f).map_err(Raise::new)?,
            other => return Err(Raise::new(CalcError::NotCallable(other.type_name()))),
        };
        interp.call(f, [arg]).map_err(Raise::from)
    }

    /// `apply` on a set (a by-reference guard: the operand stays on the stack, borrowed,
    /// while the nested run pushes frames above it).
    #[specialize(apply)]
    fn apply_set(
        interp: &mut Interp<Isa>,
        callee: &Value,
        arg: &Set,
    ) -> Result<Option<Value>, Raise<Isa>> {
        let Value::Func(f) = callee else {
            return Ok(None);
        };
        let f = function_at(interp.ctx(), *f).map_err(Raise::new)?;
        let before = arg.0.clone();
        let r = interp
            .call(f, [Value::Set(Arc::new(Set(before.clone())))])
            .map_err(Raise::from)?;
        // The borrowed operand is still the same set after the nested run.
        assert_eq!(arg.0, before);
        Ok(Some(r))
    }

    /// `callee(arg) + 1`: an op that runs a function and then finishes its own work. The
    /// generic op calls it nested, or (the second run of `APPLY_INC_FRAME`, deoptimized
    /// while the frame ran) takes what it returned: the `Rerun` protocol.
    #[op]
    fn apply_inc(interp: &mut Interp<Isa>, callee: Value, arg: Value) -> Result<Value, Raise<Isa>> {
        let r = match interp.take_resumed() {
            Some(vm_core::Resumed::Returned(v) | vm_core::Resumed::Yielded(v)) => v,
            None => {
                let f = match callee {
                    Value::Func(f) => function_at(interp.ctx(), f).map_err(Raise::new)?,
                    other => return Err(Raise::new(CalcError::NotCallable(other.type_name()))),
                };
                interp.call(f, [arg]).map_err(Raise::from)?
            }
        };
        plus_one(&r).map_err(Raise::new)
    }

    /// `apply_inc` of a function and a non-negative int (a guard the tests can fail with
    /// another int): the function runs in a frame of the loop (`Rerun::Call`), then this
    /// op runs again and adds one to what it returned.
    #[specialize(apply_inc)]
    #[guard(matches!((callee, arg), (Value::Func(_), Value::Int(n)) if *n >= 0))]
    fn apply_inc_frame(
        interp: &mut Interp<Isa>,
        callee: &Value,
        arg: &Value,
    ) -> Result<Option<Rerun<Isa, Value>>, Raise<Isa>> {
        if let Some(vm_core::Resumed::Returned(r) | vm_core::Resumed::Yielded(r)) =
            interp.take_resumed()
        {
            return Ok(Some(Rerun::Done(plus_one(&r).map_err(Raise::new)?)));
        }
        let Value::Func(f) = callee else {
            return Ok(None);
        };
        let f = function_at(interp.ctx(), *f).map_err(Raise::new)?;
        Ok(Some(Rerun::Call(f, vm_core::CallArgs::one(arg.clone()))))
    }

    fn plus_one(v: &Value) -> Result<Value, CalcError> {
        arith("apply_inc", v, &Value::Int(1), i64::checked_add, |x, y| {
            x + y
        })
    }

    /// The next value of the generator in local `generator`, resumed from inside this op
    /// (as a native `list(g)` would); none when it has returned.
    #[op]
    fn next_native(
        interp: &mut Interp<Isa>,
        #[local] generator: &Value,
    ) -> Result<Value, Raise<Isa>> {
        let g = generator_of(interp.ctx(), generator)
            .map_err(Raise::new)?
            .clone();
        let Some(frame) = g.start() else {
            return Ok(Value::None);
        };
        match interp.resume(frame, g, Value::None) {
            Ok(vm_core::Resumed::Yielded(v)) => Ok(v),
            Ok(vm_core::Resumed::Returned(_)) => Ok(Value::None),
            Err(e) => Err(Raise::from(e)),
        }
    }

    /// Raises `value`: a caught error again (its frame goes in front of the traceback it
    /// had, as Python's `raise e`), anything else as a new error.
    #[op]
    fn raise(value: Value) -> Raise<Isa> {
        match value {
            Value::Error(caught) => match &caught.kind {
                ErrorKind::Op(e) => Raise::with_traceback(e.clone(), caught.traceback.clone()),
                other => Raise::kind(other.clone()),
            },
            other => Raise::new(CalcError::Thrown(other)),
        }
    }

    /// Re-raises the error a handler caught, its traceback unchanged (Python's bare
    /// `raise`); anything else is raised as a new error.
    #[op]
    fn reraise(value: Value) -> Raise<Isa> {
        match value {
            Value::Error(caught) => {
                let caught = Arc::unwrap_or_clone(caught);
                Raise::reraise(VmError {
                    kind: caught.kind,
                    traceback: caught.traceback,
                })
            }
            other => Raise::new(CalcError::Thrown(other)),
        }
    }

    /// How an error becomes a handler's value: every error of an op and a recursion limit
    /// are catchable; a call with more arguments than the callee has slots (malformed
    /// code) and the loop's internal errors are not.
    #[catch]
    fn catch(error: VmError<Isa>) -> Result<Value, VmError<Isa>> {
        match error.kind {
            ErrorKind::Op(_) | ErrorKind::RecursionLimit { .. } => {
                Ok(Value::Error(Arc::new(Caught {
                    kind: error.kind,
                    traceback: error.traceback,
                })))
            }
            _ => Err(error),
        }
    }

    macro_inst!(super LOAD_LOCAL_LOAD_LOCAL = load_local + load_local);
    macro_inst!(RETURN_CONST = load_const + ret);
}

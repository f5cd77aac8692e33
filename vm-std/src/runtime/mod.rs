//! The context ops run in ([`Machine`]: globals, builtins, loop iterators, output), and
//! the [`Vm`] through which the layers below the instruction set run Python code.

pub mod keys;

use std::rc::Rc;
use std::sync::mpsc::Sender;

use rustc_hash::FxHashMap;

use crate::error::{ExcType, PyError, PyResult};
use crate::value::native::Kwargs;
use crate::value::{Iter, Value};

/// A namespace of the module (globals or builtins): a table whose `version` changes
/// whenever a name is added or removed, so cached slot indexes can be validated cheaply.
/// A removed name keeps its slot, emptied (`Undefined`): slots never move.
#[derive(Default)]
pub struct Namespace {
    slot_of: FxHashMap<u32, u32>,
    /// Values by slot.
    pub values: Vec<Value>,
    /// Bumped whenever the set of names changes.
    pub version: u32,
}

impl Namespace {
    /// Whether a slot cached at `version` is still this name's slot: no name was added
    /// since (slots never move), and the slot exists (caches may come from elsewhere,
    /// `vm_core::verify::from_units`, so indexing must not panic).
    #[inline(always)]
    pub fn holds(&self, version: u32, slot: u32) -> bool {
        self.version == version && (slot as usize) < self.values.len()
    }

    /// The slot of the name with symbol `sym`, if it is bound.
    #[inline]
    pub fn slot(&self, sym: u32) -> Option<u32> {
        let s = *self.slot_of.get(&sym)?;
        match self.values[s as usize] {
            Value::Undefined => None,
            _ => Some(s),
        }
    }

    pub fn get(&self, sym: u32) -> Option<&Value> {
        self.slot(sym).map(|s| &self.values[s as usize])
    }

    /// Binds `sym`; a new name (or one removed before) changes the version.
    pub fn set(&mut self, sym: u32, v: Value) {
        match self.slot_of.get(&sym).copied() {
            Some(s) => {
                let old = std::mem::replace(&mut self.values[s as usize], v);
                if matches!(old, Value::Undefined) {
                    self.version = self.version.wrapping_add(1);
                }
            }
            None => {
                self.slot_of.insert(sym, self.values.len() as u32);
                self.values.push(v);
                self.version = self.version.wrapping_add(1);
            }
        }
    }

    /// Unbinds `sym` (`del name`); whether it was bound.
    pub fn remove(&mut self, sym: u32) -> bool {
        let Some(s) = self.slot(sym) else {
            return false;
        };
        let old = std::mem::take(&mut self.values[s as usize]);
        self.version = self.version.wrapping_add(1);
        drop(old);
        true
    }

    /// The version, if `sym` is not bound here (a builtin lookup must check that the
    /// globals do not shadow it).
    pub fn version_without(&self, sym: u32) -> Option<u32> {
        match self.slot(sym) {
            Some(_) => None,
            None => Some(self.version),
        }
    }
}

/// What builtins, methods and operators run in: the machine, and calls that run Python
/// code to completion (a nested run of the interpreter, whose instruction set is layers
/// above and implements this).
pub trait Vm {
    /// The machine.
    fn machine(&mut self) -> &mut Machine;

    /// Calls `callee` with `args` and keyword arguments `kw`, and waits for its result: a
    /// builtin runs at once, a Python function in a nested run. An error keeps the frames
    /// it unwound.
    fn call(&mut self, callee: &Value, args: Vec<Value>, kw: &Kwargs) -> PyResult<Value>;

    /// `a < b` as a condition (instances: their `__lt__`, or the reflected `__gt__`).
    fn less(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        crate::ops::sort::lt(a, b)
    }

    /// `a is b or a == b`, how containers compare items (instances: their `__eq__`).
    fn eq(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        Ok(a.is(b) || crate::value::py_eq(a, b))
    }

    /// `hash(v)` (instances: their `__hash__`, which the instance then keeps for the
    /// tables).
    fn hash(&mut self, v: &Value) -> PyResult<i64> {
        v.py_hash()
    }

    /// `repr(v)` (instances: their `__repr__`).
    fn repr(&mut self, v: &Value) -> PyResult<String> {
        crate::value::format::try_repr(v)
    }

    /// `str(v)` (instances: their `__str__`).
    fn str(&mut self, v: &Value) -> PyResult<String> {
        crate::value::format::try_str(v)
    }

    /// The items of iterable `v`, running Python code where iterating does (a generator,
    /// an instance's `__iter__`/`__next__`).
    fn collect(&mut self, v: &Value) -> PyResult<Vec<Value>> {
        crate::value::iter::collect(v)
    }

    /// Runs generator `g` with a value sent in (or an exception thrown in, where it is
    /// suspended) until it yields or returns (a nested run). Sending into a running or a
    /// just-started generator, and a generator that ended, are errors as in CPython:
    /// `ValueError: generator already executing`, `TypeError: can't send non-None value
    /// to a just-started generator`, `StopIteration` (a thrown error is raised as is).
    fn resume(
        &mut self,
        g: &Rc<crate::value::Generator>,
        sent: Sent,
    ) -> PyResult<vm_core::Resumed<Value>> {
        let _ = (g, sent);
        Err(PyError::new(
            ExcType::RuntimeError,
            "cannot resume a generator outside the interpreter",
        ))
    }
}

/// What [`Vm::resume`] gives a generator's frame.
pub enum Sent {
    /// A value, the result of the `yield` it is suspended at (`next()`: `None`).
    Value(Value),
    /// An exception (a class or an instance, as `raise` takes it), raised there.
    Throw(Value),
    /// An error raised there.
    Error(PyError),
}

/// The machine's `repr`/`str` as the hook that formatting calls for instances.
pub struct VmHook<'a>(pub &'a mut dyn Vm);

impl crate::value::format::ReprHook for VmHook<'_> {
    fn instance_repr(&mut self, v: &Value) -> PyResult<String> {
        self.0.repr(v)
    }

    fn instance_str(&mut self, v: &Value) -> PyResult<String> {
        self.0.str(v)
    }
}

/// The machine alone, for work that runs no Python code (the compiler, tests): a call of a
/// Python function is a `RuntimeError`.
impl Vm for Machine {
    fn machine(&mut self) -> &mut Machine {
        self
    }

    fn call(&mut self, callee: &Value, _args: Vec<Value>, _kw: &Kwargs) -> PyResult<Value> {
        Err(PyError::new(
            ExcType::RuntimeError,
            format!(
                "cannot call '{}' outside the interpreter",
                callee.type_name()
            ),
        ))
    }
}

/// Where output goes: the main thread writes what the VM thread sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    Stdout,
    Stderr,
}

/// The state every op can reach.
pub struct Machine {
    pub globals: Namespace,
    pub builtins: Namespace,
    /// Names by symbol (every global name the compiler saw).
    pub names: Vec<Rc<str>>,
    sym_of: FxHashMap<Rc<str>, u32>,
    /// Attribute names, one `Rc` per string: the attribute caches compare names by
    /// pointer first (see [`Machine::attribute_name`]).
    attribute_names: rustc_hash::FxHashSet<Rc<str>>,
    /// The iterators of the `for` loops in progress, innermost last.
    pub iters: Vec<Iter>,
    /// The item `FOR_ITER` produced, for `STORE_ITEM` / `PUSH_ITEM`.
    pub item: Value,
    /// Default values a call left for the callee's `FILL_DEFAULT`s, last parameter first.
    pub pending_defaults: Vec<Value>,
    /// The class `object` (the builtins' entry of that name): every class's last base.
    pub object: Value,
    out: Vec<u8>,
    sink: Option<Sender<(Stream, Vec<u8>)>>,
    /// The exception being handled (`sys.exc_info()`; a bare `raise` raises it again):
    /// `None` outside `except` and `finally` blocks.
    pub exc_info: Value,
}

/// Output is handed to the writer in chunks of this size.
const CHUNK: usize = 1 << 15;

impl Machine {
    /// A machine whose output goes to `sink` (or is kept, when `None`, until taken), with
    /// `builtins` (name, value) in its builtins namespace.
    pub fn new(
        sink: Option<Sender<(Stream, Vec<u8>)>>,
        builtins: impl IntoIterator<Item = (&'static str, Value)>,
    ) -> Self {
        let mut m = Machine {
            globals: Namespace::default(),
            builtins: Namespace::default(),
            names: Vec::new(),
            sym_of: FxHashMap::default(),
            attribute_names: Default::default(),
            iters: Vec::new(),
            exc_info: Value::None,
            item: Value::Undefined,
            pending_defaults: Vec::new(),
            object: Value::None,
            out: Vec::with_capacity(CHUNK),
            sink,
        };
        for (name, value) in builtins {
            if name == "object" {
                m.object = value.clone();
            }
            let sym = m.intern(name);
            m.builtins.set(sym, value);
        }
        let name = m.intern("__name__");
        m.globals.set(name, Value::str("__main__"));
        m
    }

    /// The one `Rc` of attribute name `name`: every code object names an attribute with
    /// the same pointer, so checking that a layout keeps a name at a slot is a pointer
    /// comparison, not a string comparison.
    pub fn attribute_name(&mut self, name: &str) -> Rc<str> {
        if let Some(n) = self.attribute_names.get(name) {
            return n.clone();
        }
        let n: Rc<str> = Rc::from(name);
        self.attribute_names.insert(n.clone());
        n
    }

    /// The symbol of a global name.
    pub fn intern(&mut self, name: &str) -> u32 {
        if let Some(&s) = self.sym_of.get(name) {
            return s;
        }
        let rc: Rc<str> = Rc::from(name);
        let s = self.names.len() as u32;
        self.names.push(rc.clone());
        self.sym_of.insert(rc, s);
        s
    }

    /// The builtin named `name` (as the builtins module holds it, whatever the globals
    /// shadow).
    pub fn builtin(&self, name: &str) -> Option<&Value> {
        self.builtins.get(*self.sym_of.get(name)?)
    }

    /// Reads global `sym`, falling back to the builtins.
    pub fn load_global(&self, sym: u32) -> PyResult<Value> {
        if let Some(v) = self.globals.get(sym) {
            return Ok(v.clone());
        }
        if let Some(v) = self.builtins.get(sym) {
            return Ok(v.clone());
        }
        Err(PyError::new(
            ExcType::NameError,
            format!("name '{}' is not defined", self.names[sym as usize]),
        ))
    }

    /// Appends program output.
    pub fn write_out(&mut self, s: &str) {
        self.out.extend_from_slice(s.as_bytes());
        if self.out.len() >= CHUNK {
            self.flush();
        }
    }

    /// Hands buffered output to the writer.
    pub fn flush(&mut self) {
        if let Some(sink) = &self.sink
            && !self.out.is_empty()
        {
            let chunk = std::mem::replace(&mut self.out, Vec::with_capacity(CHUNK));
            let _ = sink.send((Stream::Stdout, chunk));
        }
    }

    /// Flushes the output and closes the sink: nothing is written after this.
    pub fn close_output(&mut self) {
        self.flush();
        self.sink = None;
    }

    /// The state an exception handler starts from: only the first `loops` loops go on
    /// (those of the frames below the handler's and the handler's own that enclose its
    /// `try`; the loops of the frames the exception unwound, and of the `try` body, are
    /// over), and no call is half made (defaults a failed call left for its callee's
    /// prologue are dropped).
    pub fn unwind_loops(&mut self, loops: usize) {
        self.iters.truncate(loops);
        self.pending_defaults.clear();
        self.item = Value::Undefined;
    }

    /// Writes diagnostics (after flushing program output, to keep the order).
    pub fn write_err(&mut self, s: &str) {
        self.flush();
        if let Some(sink) = &self.sink {
            let _ = sink.send((Stream::Stderr, s.as_bytes().to_vec()));
        }
    }

    /// The output kept when there is no sink.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }
}

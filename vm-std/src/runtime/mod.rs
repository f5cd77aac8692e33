//! The context ops run in ([`Machine`]: globals, builtins, loop iterators, output), and
//! the [`Vm`] through which the layers below the instruction set run Python code.

pub mod keys;
pub mod table;

use std::rc::Rc;
use std::sync::mpsc::Sender;

use rustc_hash::FxHashMap;

use crate::error::{ExcType, PyError, PyResult};
use crate::value::native::Kwargs;
use crate::value::{Iter, Value};

/// A namespace of the module (globals or builtins): names in slots that never move. A
/// removed name keeps its slot, emptied (`Undefined`), and gets it back when bound again,
/// so a cached slot stays its name's for the table's life: a cache checks the table's
/// `id` and that the slot is bound ([`Namespace::holds`]). Only a lookup cached for a name
/// this table does *not* bind (a builtin, which a new global would shadow) depends on a
/// `version`, which changes whenever a name becomes bound here.
///
/// `del` of a global therefore invalidates nothing, and binding one again (a module-level
/// `except E as e:` does both each time it runs) only the builtin lookups.
///
/// Ids and versions are process-unique tags (`vm_core::version::next_tag`), not counts,
/// so that no other table (of this machine or another one running the same code) can ever
/// show a value a cache was filled with; 0, once the tags run out, is never cached.
#[derive(Default)]
pub struct Namespace {
    slot_of: FxHashMap<u32, u32>,
    /// Symbols by slot (to list the names a module binds).
    syms: Vec<u32>,
    /// Values by slot.
    pub values: Vec<Value>,
    /// This table's tag (given with its first name).
    pub id: u32,
    /// A new tag whenever a name that a cached builtin lookup passed over becomes bound
    /// (it now shadows that builtin).
    pub version: u32,
    /// The symbols that builtin lookups were cached for while they were unbound here:
    /// only binding one of these changes `version`. why: a module-level `except E as e:`
    /// unbinds `e` and binds it again on every exception, which invalidated every
    /// `LOAD_GLOBAL_BUILTIN` of the module (examples/decorators.py: 14k misses of 24k).
    watched: std::cell::RefCell<rustc_hash::FxHashSet<u32>>,
}

impl Namespace {
    /// Whether `slot`, cached from the table with id `id`, exists here and is bound
    /// (caches may come from elsewhere, `vm_core::verify::from_units`, so indexing must
    /// not panic).
    #[inline(always)]
    pub fn holds(&self, id: u32, slot: u32) -> bool {
        self.owns(id, slot) && !matches!(self.values[slot as usize], Value::Undefined)
    }

    /// Whether `slot`, cached from the table with id `id`, exists here, bound or not (for
    /// a guard that checks the slot's type next, which an empty slot fails).
    #[inline(always)]
    pub fn owns(&self, id: u32, slot: u32) -> bool {
        self.id == id && (slot as usize) < self.values.len()
    }

    /// Binds the name at `slot` (one `owns` checked) to `v`.
    #[inline(always)]
    pub fn store(&mut self, slot: u32, v: Value) {
        let at = &mut self.values[slot as usize];
        let was_empty = matches!(at, Value::Undefined);
        Value::assign(at, v);
        if was_empty {
            // Bound again after `del`: it may shadow a cached builtin.
            let sym = self.syms.get(slot as usize).copied();
            self.bound(sym);
        }
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
                    self.bound(Some(sym));
                }
            }
            None => {
                self.slot_of.insert(sym, self.values.len() as u32);
                self.syms.push(sym);
                self.values.push(v);
                self.bound(Some(sym));
            }
        }
    }

    /// Unbinds `sym` (`del name`); whether it was bound. Its slot, emptied, fails
    /// `holds`, and no builtin lookup was cached while it was bound: no version change.
    pub fn remove(&mut self, sym: u32) -> bool {
        let Some(s) = self.slot(sym) else {
            return false;
        };
        let old = std::mem::take(&mut self.values[s as usize]);
        drop(old);
        true
    }

    /// The version, if `sym` is not bound here (a builtin lookup must check that the
    /// globals do not shadow it) and lookups may be cached.
    pub fn version_without(&self, sym: u32) -> Option<u32> {
        match self.slot(sym) {
            Some(_) => None,
            None if self.version == 0 => None,
            None => {
                self.watched.borrow_mut().insert(sym);
                Some(self.version)
            }
        }
    }

    /// Name `sym` (unknown: `None`) became bound: a new version if a cached builtin
    /// lookup passed over it (or the table has no id yet). Out of line: names rarely
    /// become bound after a program's start.
    #[cold]
    #[inline(never)]
    fn bound(&mut self, sym: Option<u32>) {
        let watched = sym.is_none_or(|s| self.watched.borrow().contains(&s));
        if watched || self.id == 0 || self.version == 0 {
            self.changed();
        }
    }

    /// The id to fill a slot cache with (checked by `holds`), unless the tags ran out.
    #[inline]
    pub fn cacheable_id(&self) -> Option<u32> {
        (self.id != 0).then_some(self.id)
    }

    /// A name became bound: gives the table a version no table has had (and its id, the
    /// first time).
    #[cold]
    #[inline(never)]
    fn changed(&mut self) {
        if self.id == 0 {
            self.id = vm_core::version::next_tag().unwrap_or(0);
        }
        self.version = vm_core::version::next_tag().unwrap_or(0);
    }
}

/// A module of the program that the loader found and compiled: the module object (its
/// `__name__` and `__file__` set) and the function whose body runs it.
pub struct Loaded {
    pub module: Value,
    pub body: Value,
}

/// Finds the module named `name` on `sys.path` and compiles it (`None`: no such file).
/// The runner installs it: compiling is layers above, and a lower layer never names a
/// higher one.
pub type Loader = fn(&mut Machine, &str) -> PyResult<Option<Loaded>>;

/// What `exec`, `eval` and `compile()` compile a string as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceMode {
    /// Statements (`exec`): the code returns `None`.
    Exec,
    /// An expression (`eval`): the code returns its value.
    Eval,
    /// One statement as the interactive prompt reads it (`compile(.., 'single')`): the
    /// value of each expression statement outside a function or class is shown (its
    /// `repr` written to `sys.stdout`, unless `None`), as CPython's `sys.displayhook`.
    Single,
}

/// Source text to compile: what `exec`, `eval` or `compile()` was given.
pub struct Source<'a> {
    /// The text.
    pub text: &'a str,
    /// The file name its code, tracebacks and syntax errors carry (`<string>` unless
    /// `compile()` was given one).
    pub filename: &'a str,
    /// Whether to show its `SyntaxWarning`s: not when a `compile()` showed them already
    /// (its code object compiles again where `exec` runs it).
    pub warn: bool,
}

/// Compiles `source` into a function: code of module `module` (an id) reading that
/// module's globals. With `namespace` the function takes one argument, a dict its names
/// are read from before the globals and bound in (as a class body's); without, it takes
/// none and binds the module's globals. The runner installs it, as it installs the
/// [`Loader`].
pub type SourceCompiler = fn(&mut Machine, &Source<'_>, SourceMode, u32, bool) -> PyResult<Value>;

/// A running frame as a traceback shows it (`traceback.extract_stack`,
/// `warnings.warn`): its file, line and function name, and the id of its module.
pub struct StackFrame {
    pub filename: Rc<str>,
    pub line: u32,
    pub name: Rc<str>,
    pub module: u32,
}

/// The Python frame a builtin was called from, as `exec`, `eval`, `globals()` and
/// `locals()` see it.
pub struct Caller {
    /// The id of the module whose globals its code reads.
    pub module: u32,
    pub locals: CallerLocals,
}

/// The local variables of a [`Caller`].
pub enum CallerLocals {
    /// Module level: its locals are the module's globals.
    Module,
    /// A function's variables that are bound, by name (cells read through).
    Function(Vec<(Rc<str>, Value)>),
    /// A class body (or code `exec` runs in a namespace): the dict it fills.
    Namespace(Value),
}

/// What builtins, methods and operators run in: the machine, and calls that run Python
/// code to completion (a nested run of the interpreter, whose instruction set is layers
/// above and implements this).
pub trait Vm {
    /// The machine.
    fn machine(&mut self) -> &mut Machine;

    /// Runs the finalizers that wait (`value::finalize`), where the caller knows no
    /// borrow is held: an interpreter does; others have none to run.
    fn run_finalizers(&mut self) {}

    /// Calls `callee` with `args` and keyword arguments `kw`, and waits for its result: a
    /// builtin runs at once, a Python function in a nested run. An error keeps the frames
    /// it unwound.
    fn call(&mut self, callee: &Value, args: Vec<Value>, kw: &Kwargs) -> PyResult<Value>;

    /// [`Vm::call`] with positional arguments only, moved out of `args`: a builtin runs
    /// on them where they lie (no argument vector: `starmap(operator.mul, pairs)`,
    /// `reduce(max, xs)`).
    fn call_slice(&mut self, callee: &Value, args: &mut [Value]) -> PyResult<Value> {
        let args = args.iter_mut().map(std::mem::take).collect();
        self.call(callee, args, &[])
    }

    /// Calls `lru_cache` wrapper `wrapper` with positional `args` (moved out) as the
    /// instruction set's own calls do: a miss runs the wrapped function through the
    /// wrapper's shim, in the same frames, so the recursion limit falls where it falls
    /// for a specialized call. `None` where there is no instruction set: the caller
    /// runs the call itself.
    fn call_lru(&mut self, wrapper: &Value, args: &mut [Value]) -> Option<PyResult<Value>> {
        let _ = (wrapper, args);
        None
    }

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

    /// `format(v, spec)` of an instance through its class's `__format__`, if it has one
    /// (`None`: `object`'s, the builtin formatting).
    fn format_instance(&mut self, v: &Value, spec: &str) -> PyResult<Option<String>> {
        let _ = (v, spec);
        Ok(None)
    }

    /// The number an instance gives a `%` conversion (see
    /// `ReprHook::instance_number`); `None` without the interpreter.
    fn number_of_instance(&mut self, v: &Value, conv: char) -> PyResult<Option<Value>> {
        let _ = (v, conv);
        Ok(None)
    }

    /// `getattr(obj, name)` (instances: properties, `__getattr__`; modules, classes).
    /// Without the interpreter, an `AttributeError`.
    fn getattr(&mut self, obj: &Value, name: &str) -> PyResult<Value> {
        Err(PyError::new(
            ExcType::AttributeError,
            format!("'{}' object has no attribute '{name}'", obj.type_name()),
        ))
    }

    /// `container[key]` (instances: their `__getitem__`; dicts: keys' `__eq__`).
    fn getitem(&mut self, container: &Value, key: &Value) -> PyResult<Value> {
        crate::ops::getitem(container, key)
    }

    /// The recursion limit (`sys.getrecursionlimit()`).
    fn recursion_limit(&self) -> usize {
        1000
    }

    /// Sets the recursion limit; `false` when it is not above the current depth.
    fn set_recursion_limit(&mut self, limit: usize) -> bool {
        let _ = limit;
        false
    }

    /// The number of frames running.
    fn depth(&self) -> usize {
        0
    }

    /// The running Python frames as (file, function, line), innermost first, the frames
    /// CPython makes for comprehensions included (`sys._getframe`); none when no Python
    /// code runs.
    fn frame_lines(&self) -> Vec<(Rc<str>, Rc<str>, u32)> {
        Vec::new()
    }

    /// The frames running, outermost first, as a traceback shows them (see
    /// [`StackFrame`]), without the innermost (the frame whose call of a builtin asks);
    /// none where there is no instruction set.
    fn stack(&self) -> Vec<StackFrame> {
        Vec::new()
    }

    /// The frames a caught exception went through, outermost first, as its traceback
    /// shows them: those of `tb`, a traceback object (`__traceback__`) or an exception
    /// (its own traceback's); `None` when `tb` is neither, an empty list for a traceback
    /// whose frames a re-raise took on.
    fn traceback_stack(&self, tb: &Value) -> Option<Vec<StackFrame>> {
        let _ = tb;
        None
    }

    /// The frame that called the running builtin (module level of `__main__` when no
    /// Python code runs).
    fn caller(&mut self) -> Caller {
        Caller {
            module: 0,
            locals: CallerLocals::Module,
        }
    }

    /// `import name` from native code (`list[int]` makes a `types.GenericAlias`): the
    /// module, imported as an `import` statement would.
    fn import(&mut self, name: &str) -> PyResult<Value> {
        Err(PyError::new(
            ExcType::ImportError,
            format!("cannot import {name} outside the interpreter"),
        ))
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

    /// Runs generator `g` as `next(g)` would, letting `sink` take what it yields without
    /// suspending it (see [`vm_core::YieldSink`]; for a consumer that takes every item,
    /// `list(g)`): the run goes on until the generator returns, raises, or yields a value
    /// the sink declines. The values taken are in `sink.items`, before any `Yielded`.
    fn resume_collecting(
        &mut self,
        g: &Rc<crate::value::Generator>,
        sink: &mut vm_core::YieldSink<Value>,
    ) -> PyResult<vm_core::Resumed<Value>> {
        let _ = sink;
        self.resume(g, Sent::Value(Value::None))
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

    fn instance_format(&mut self, v: &Value, spec: &str) -> PyResult<Option<String>> {
        self.0.format_instance(v, spec)
    }

    fn instance_number(&mut self, v: &Value, conv: char) -> PyResult<Option<Value>> {
        self.0.number_of_instance(v, conv)
    }

    fn field_attr(&mut self, v: &Value, name: &str) -> PyResult<Value> {
        self.0.getattr(v, name)
    }

    fn field_item(&mut self, v: &Value, key: &Value) -> PyResult<Value> {
        self.0.getitem(v, key)
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
    /// Not output: the writer hands what it holds of stdout to the system now (an
    /// explicit flush, a line on a terminal, any write when unbuffered).
    Sync,
}

/// When the program's standard output reaches the system, as CPython decides for
/// `sys.stdout`: when its buffer fills (a pipe or a file), at each line (a terminal), at
/// each write (`-u`, `PYTHONUNBUFFERED`); and at every explicit flush (`flush()`,
/// `print(flush=True)`, `input()`) and at exit in each case.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Buffering {
    #[default]
    Block,
    Line,
    Unbuffered,
}

/// The state every op can reach.
pub struct Machine {
    /// The globals of every module, each module's under symbols of its own (see
    /// [`Machine::global_symbol`]): one table, so a global of any module is a cached
    /// slot and one version check.
    pub globals: Namespace,
    pub builtins: Namespace,
    /// Names by symbol (every global name the compiler saw), as messages print them.
    pub names: Vec<Rc<str>>,
    /// Symbols of the bare names (`__main__`'s globals, the builtins, attribute names).
    sym_of: FxHashMap<Rc<str>, u32>,
    /// Symbols of the other modules' globals, by (module id, bare symbol).
    module_sym: FxHashMap<(u32, u32), u32>,
    /// By symbol: the symbol of its bare name (what the builtins are looked up by) and
    /// the id of the module whose global it is.
    base: Vec<(u32, u32)>,
    /// The modules by id (`__main__` is 0): the module objects.
    pub modules: Vec<Value>,
    /// `sys.modules`: a dict of the imported modules by name.
    pub sys_modules: Value,
    /// `sys.path`: the list of directories `import` searches for a program's modules.
    pub sys_path: Value,
    /// `sys.argv`.
    pub argv: Value,
    /// `sys.executable` when the embedder names it (`RunOptions::executable`); `None`:
    /// the running binary.
    pub executable: Option<String>,
    /// The global symbol of `sys.stdout` once `sys` is imported: `print` writes through
    /// what a program puts there (`sys.stdout = io.StringIO()`).
    pub sys_stdout: Option<u32>,
    /// Finds and compiles a program's own modules (`None`: only built-in modules).
    pub loader: Option<Loader>,
    /// Compiles `exec`'s and `eval`'s source (`None`: they raise `RuntimeError`).
    pub compile_source: Option<SourceCompiler>,
    /// The source of every module loaded, by file name (what tracebacks quote).
    pub sources: Vec<(Rc<str>, Rc<str>)>,
    /// Attribute names, one `Rc` per string: the attribute caches compare names by
    /// pointer first (see [`Machine::attribute_name`]).
    attribute_names: rustc_hash::FxHashSet<Rc<str>>,
    /// Short string constants, one object per text (see [`Machine::constant_str`]).
    constant_strs: rustc_hash::FxHashMap<Box<str>, Value>,
    /// The iterators of the `for` loops in progress, innermost last.
    pub iters: Vec<Iter>,
    /// The item `FOR_ITER` produced, for `STORE_ITEM` / `PUSH_ITEM`.
    pub item: Value,
    /// How many values were left in a generator's `delegate_returned` (an exception
    /// thrown into the iterator it delegates to ended that) and not yet taken: while
    /// none is, `SEND` does not look at its generator's (a value never taken, its
    /// generator dropped, only keeps it looking).
    pub delegate_returns: usize,
    /// Default values a call left for the callee's `FILL_DEFAULT`s, last parameter first.
    pub pending_defaults: Vec<Value>,
    /// The class `object` (the builtins' entry of that name): every class's last base.
    pub object: Value,
    out: Vec<u8>,
    sink: Option<Sender<(Stream, Vec<u8>)>>,
    /// When standard output reaches the system (the runner sets it from the command
    /// line, the environment and whether stdout is a terminal).
    pub stdout_buffering: Buffering,
    /// The exception being handled (`sys.exc_info()`; a bare `raise` raises it again):
    /// `None` outside `except` and `finally` blocks.
    pub exc_info: Value,
    /// The builtin exception classes by kind (`ExcType as usize`), taken from the
    /// builtins when an error of that kind is first caught. why: a handler of `d[k]`'s
    /// `KeyError` looked the class up by name on every catch.
    exc_classes: Vec<Option<Rc<crate::value::class::Class>>>,
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
            module_sym: FxHashMap::default(),
            base: Vec::new(),
            modules: Vec::new(),
            sys_modules: Value::dict(Default::default()),
            sys_path: Value::list(Vec::new()),
            argv: Value::list(vec![Value::str("")]),
            executable: None,
            sys_stdout: None,
            loader: None,
            compile_source: None,
            sources: Vec::new(),
            attribute_names: Default::default(),
            constant_strs: Default::default(),
            iters: Vec::new(),
            exc_info: Value::None,
            exc_classes: Vec::new(),
            item: Value::Undefined,
            delegate_returns: 0,
            pending_defaults: Vec::new(),
            object: Value::None,
            out: Vec::with_capacity(CHUNK),
            sink,
            stdout_buffering: Buffering::default(),
        };
        for (name, value) in builtins {
            if name == "object" {
                m.object = value.clone();
            }
            let sym = m.intern(name);
            m.builtins.set(sym, value);
        }
        m.new_module("__main__", None);
        m
    }

    /// Makes module `name` (its globals hold `__name__`, and `__file__` if it has a
    /// file) and lists it among the machine's modules; `sys.modules` is the importer's
    /// to fill.
    pub fn new_module(&mut self, name: &str, file: Option<&str>) -> Value {
        let module = self.new_bare_module(name, file);
        let id = self.modules.len() as u32 - 1;
        let sym = self.global_symbol(id, "__name__");
        self.globals.set(sym, Value::str(name));
        let sym = self.global_symbol(id, "__doc__");
        self.globals.set(sym, Value::None);
        if let Some(f) = file {
            let sym = self.global_symbol(id, "__file__");
            self.globals.set(sym, Value::str(f));
        }
        module
    }

    /// Makes module `name` with no globals (the namespace of `exec` and `eval` given a
    /// dict of globals: only what the dict holds) and lists it among the machine's
    /// modules.
    pub fn new_bare_module(&mut self, name: &str, file: Option<&str>) -> Value {
        let id = self.modules.len() as u32;
        let module = Value::Module(crate::value::obj(crate::value::Module {
            name: Rc::from(name),
            id,
            file: file.map(Rc::from),
            initializing: std::cell::Cell::new(false),
        }));
        self.modules.push(module.clone());
        module
    }

    /// The symbol of global `name` of module `module` (an id): a name of `__main__` is
    /// its own symbol (the builtins use the same), another module's is a symbol of its
    /// own, so the modules' globals share one table without meeting.
    pub fn global_symbol(&mut self, module: u32, name: &str) -> u32 {
        if module == 0 {
            return self.intern(name);
        }
        let bare = self.intern(name);
        if let Some(&s) = self.module_sym.get(&(module, bare)) {
            return s;
        }
        let s = self.names.len() as u32;
        self.names.push(self.names[bare as usize].clone());
        self.base.push((bare, module));
        self.module_sym.insert((module, bare), s);
        s
    }

    /// The symbol of global `name` of module `module`, if any code named it.
    pub fn existing_symbol(&self, module: u32, name: &str) -> Option<u32> {
        let bare = *self.sym_of.get(name)?;
        if module == 0 {
            return Some(bare);
        }
        self.module_sym.get(&(module, bare)).copied()
    }

    /// The module `sys.modules` holds under `name`.
    pub fn sys_modules_get(&self, name: &str) -> Option<Value> {
        let Value::Dict(d) = &self.sys_modules else {
            return None;
        };
        d.0.borrow().get(&Value::str(name)).cloned()
    }

    /// The symbol of the bare name of global `sym` (the builtins' symbol for it).
    #[inline]
    pub fn bare(&self, sym: u32) -> u32 {
        self.base.get(sym as usize).map_or(sym, |b| b.0)
    }

    /// The value of global `name` of module `module`, if bound.
    pub fn module_global(&self, module: u32, name: &str) -> Option<&Value> {
        self.globals.get(self.existing_symbol(module, name)?)
    }

    /// The builtins (`len`, `ValueError`, ...) by name, in the order they were bound:
    /// what the `builtins` module holds.
    pub fn builtin_items(&self) -> Vec<(Rc<str>, Value)> {
        let b = &self.builtins;
        (b.syms.iter().zip(&b.values))
            .filter(|(_, v)| !matches!(v, Value::Undefined))
            .map(|(&sym, v)| (self.names[sym as usize].clone(), v.clone()))
            .collect()
    }

    /// The globals module `module` binds, in the order it first bound them.
    pub fn module_globals(&self, module: u32) -> Vec<(Rc<str>, Value)> {
        (0..self.globals.values.len())
            .filter_map(|slot| {
                let sym = self.globals.syms[slot];
                let v = &self.globals.values[slot];
                (self.base[sym as usize].1 == module && !matches!(v, Value::Undefined))
                    .then(|| (self.names[sym as usize].clone(), v.clone()))
            })
            .collect()
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

    /// String constant `s` of compiled code: short ones shared by every code object (as
    /// CPython interns the name-like constants), so dict keys and tuple items built
    /// from literals in different functions compare by pointer (`d[(i, "ab")]` in one
    /// function finding the key another stored: 2 string comparisons a probe fewer).
    /// Long strings and those past a cap (code `exec`'d in a loop) get their own.
    pub fn constant_str(&mut self, s: &str) -> Value {
        const LONGEST: usize = 64;
        const MOST: usize = 1 << 16;
        if s.len() > LONGEST {
            return Value::str(s);
        }
        if let Some(v) = self.constant_strs.get(s) {
            return v.clone();
        }
        let v = Value::str(s);
        if self.constant_strs.len() < MOST {
            self.constant_strs.insert(s.into(), v.clone());
        }
        v
    }

    /// The builtin exception class of `kind`.
    pub fn exception_class(&mut self, kind: ExcType) -> Option<Rc<crate::value::class::Class>> {
        let at = kind as usize;
        if let Some(Some(c)) = self.exc_classes.get(at) {
            return Some(Rc::clone(c));
        }
        let Some(Value::Class(c)) = self.builtin(kind.name()) else {
            return None;
        };
        let c = Rc::clone(c);
        if self.exc_classes.len() <= at {
            self.exc_classes.resize(at + 1, None);
        }
        self.exc_classes[at] = Some(Rc::clone(&c));
        Some(c)
    }

    /// The symbol of a global name.
    pub fn intern(&mut self, name: &str) -> u32 {
        if let Some(&s) = self.sym_of.get(name) {
            return s;
        }
        let rc: Rc<str> = Rc::from(name);
        let s = self.names.len() as u32;
        self.names.push(rc.clone());
        self.base.push((s, 0));
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
        if let Some(v) = self.builtins.get(self.bare(sym)) {
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
        match self.stdout_buffering {
            Buffering::Block if self.out.len() >= CHUNK => self.flush(),
            Buffering::Block => {}
            Buffering::Line if !s.contains('\n') => {}
            Buffering::Line | Buffering::Unbuffered => self.flush_to_system(),
        }
    }

    /// Hands buffered output to the writer, and has the writer hand it to the system:
    /// what an explicit flush of `sys.stdout` does.
    pub fn flush_to_system(&mut self) {
        self.flush();
        if let Some(sink) = &self.sink {
            let _ = sink.send((Stream::Sync, Vec::new()));
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

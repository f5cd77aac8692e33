//! Functions and the code they run: [`Function`] (what `def` makes), [`FuncRef`] (what
//! a frame owns), [`CodeInfo`] (the Python side of a code object: constants, names, line
//! table), [`FunctionProto`] (what `MAKE_FUNCTION` needs) and [`Generator`] (what calling
//! a generator function makes: its suspended frame).
//!
//! THE ONE EXCEPTION TO THE LAYERING: this file names the instruction set's types
//! ([`Code`], `vm_core::Code<Isa>`, and the suspended frame `vm_core::Suspended<Isa>`),
//! which the `#[vm_core::instruction_set]` macro generates at the top layer (`isa/`). A
//! function value holds the code it runs, and a generator its frame, whose types are
//! parameterized by the instruction set, whose value type is [`Value`]: the recursion is
//! in the types themselves. The alternatives cost on every call (`Rc<dyn Any>` and a
//! downcast) or need `unsafe` (an erased pointer), so only the types are named here, in
//! this one file; nothing of `isa` is called from below.

use std::rc::Rc;
use std::sync::Arc;

use super::Value;

/// Compiled code: bytecode, inline caches and the [`CodeInfo`] of one function or module.
pub use crate::isa::isa::Code;

/// The instruction set (for the frame a generator keeps).
use crate::isa::isa::Isa;

/// A function made by `def`: its code and default values.
pub struct Function {
    pub name: Rc<str>,
    /// `Class.method`, `outer.<locals>.inner`: how messages name it.
    pub qualname: Rc<str>,
    pub code: Arc<Code>,
    /// Defaults of the last `defaults.len()` parameters (`__defaults__`).
    pub defaults: Defaults,
    /// Number of parameters.
    pub nparams: u32,
    /// The class whose body defined the function (set when the class is made): what its
    /// zero-argument `super()` starts after. Weak: the class holds the function.
    pub owner: std::cell::OnceCell<std::rc::Weak<super::class::Class>>,
    /// The cells of the enclosing functions' variables it reads or writes (its free
    /// variables, in the order of its code's `free_names`).
    pub closure: Rc<[Value]>,
    /// A signature beyond positional parameters (`nparams` is then [`Function::GENERAL`]),
    /// with the defaults of its keyword-only parameters (`Undefined`: required;
    /// `__kwdefaults__`).
    pub general: Option<(Rc<Signature>, Defaults)>,
    /// Its `__dict__` (a dict value), made when an attribute is first set on it
    /// (`wrapper.calls = 0`, `wrapper.__wrapped__ = f`).
    pub attrs: std::cell::OnceCell<Value>,
}

/// Default values of a function's parameters: read by the calls that need them,
/// replaced whole when a program assigns `__defaults__` or `__kwdefaults__` (as CPython,
/// the next call uses the new ones). A borrow is only held by code that runs no Python
/// code (which could assign new ones).
///
/// A plain function's prologue fills a missing parameter from the defaults its call left
/// (`FILL_DEFAULT`) only for the parameters that had a default where it was defined:
/// defaults assigned later for earlier parameters are bound by the general path
/// (`call::bind`), and the in-place paths see only the ones they can fill ([`len`]).
///
/// [`len`]: Defaults::len
#[derive(Default)]
pub struct Defaults {
    values: std::cell::RefCell<Rc<[Value]>>,
    /// How many of the last values the in-place paths use (see above), apart: the call
    /// specializations' guards read it on every call, without a borrow.
    len: std::cell::Cell<usize>,
    /// How many trailing parameters the prologue can fill.
    fillable: usize,
}

impl Defaults {
    /// The defaults of a function whose prologue fills its last `fillable` parameters
    /// (`usize::MAX` for one whose calls all bind by name).
    pub fn new(values: Rc<[Value]>, fillable: usize) -> Self {
        Defaults {
            len: std::cell::Cell::new(values.len().min(fillable)),
            values: std::cell::RefCell::new(values),
            fillable,
        }
    }

    /// How many defaults a call that fills parameters in place may use: the last ones.
    #[inline]
    pub fn len(&self) -> usize {
        self.len.get()
    }

    /// How many there are (what the general binding uses).
    pub fn all_len(&self) -> usize {
        self.values.borrow().len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The values as they are now (a reference to them: a call that fills several
    /// parameters reads one snapshot).
    #[inline]
    pub fn get(&self) -> Rc<[Value]> {
        self.values.borrow().clone()
    }

    /// The values, borrowed: for a caller that copies some of them out and runs no Python
    /// code meanwhile (which could assign new ones). Cheaper than [`Defaults::get`] on
    /// the call paths that fill parameters (no count to raise and drop).
    #[inline]
    pub fn read(&self) -> std::cell::Ref<'_, [Value]> {
        let len = self.len();
        std::cell::Ref::map(self.values.borrow(), |d| &d[d.len() - len..])
    }

    /// All the values, borrowed (as [`Defaults::read`]), for the general binding.
    pub fn read_all(&self) -> std::cell::Ref<'_, [Value]> {
        std::cell::Ref::map(self.values.borrow(), |d| &**d)
    }

    /// Replaces the values (the old ones are released after the swap).
    pub fn set(&self, values: Rc<[Value]>) {
        self.len.set(values.len().min(self.fillable));
        let old = self.values.replace(values);
        drop(old);
    }
}

impl Function {
    /// Its `__qualname__` as a program last set it (`functools.wraps` does), else the one
    /// it was made with: what its `repr` and the messages about its arguments show.
    pub fn shown_qualname(&self) -> Rc<str> {
        self.assigned_name("__qualname__")
            .unwrap_or_else(|| self.qualname.clone())
    }

    /// Its `__name__` as a program last set it, else the one it was made with.
    pub fn shown_name(&self) -> Rc<str> {
        self.assigned_name("__name__")
            .unwrap_or_else(|| self.name.clone())
    }

    /// A string attribute `key` set on the function (kept in its `__dict__`; only strings
    /// are accepted there for the names).
    fn assigned_name(&self, key: &str) -> Option<Rc<str>> {
        let Some(Value::Dict(d)) = self.attrs.get() else {
            return None;
        };
        match d.0.borrow().get(&Value::str(key)) {
            Some(Value::Str(s)) => Some(Rc::from(s.s.as_str())),
            _ => None,
        }
    }

    /// The `nparams` of a function with a [`Signature`]: no call passes its arguments in
    /// place (every fast path compares `nparams` with the argument count), they are
    /// bound by name (`call::bind`).
    pub const GENERAL: u32 = u32::MAX;
}

/// The parameters of a function whose signature is more than positional parameters:
/// keyword-only parameters, `*args`, `**kwargs`, positional-only parameters. Its locals
/// start with them in CPython's order: positional, keyword-only, `*args`, `**kwargs`.
#[derive(Debug, Default)]
pub struct Signature {
    /// Every parameter's name, in slot order.
    pub names: Vec<Rc<str>>,
    /// Positional parameters (positional-only ones included), the first slots.
    pub positional: u32,
    /// How many of those are positional-only (before a `/`).
    pub posonly: u32,
    /// Keyword-only parameters, after the positional ones.
    pub kwonly: u32,
    /// Whether there is a `*args` slot (after the keyword-only parameters).
    pub varargs: bool,
    /// Whether there is a `**kwargs` slot (the last).
    pub varkw: bool,
}

impl Signature {
    /// How many local slots the parameters take.
    pub fn slots(&self) -> usize {
        // why each count widened first: a corrupted `.vmc` may hold any two `u32`s, whose
        // sum must not overflow (the decoder compares it with the code's slots).
        self.positional as usize
            + self.kwonly as usize
            + self.varargs as usize
            + self.varkw as usize
    }
}

/// A cell: a variable that nested functions share with the function that binds it
/// (`Undefined` while unbound).
pub struct PyCell(pub std::cell::RefCell<Value>);

impl Value {
    /// A new cell holding `v`.
    pub fn cell(v: Value) -> Value {
        let o = super::obj(PyCell(std::cell::RefCell::new(v)));
        super::gc::track(&o);
        Value::Cell(o)
    }
}

/// A generator: the frame of a generator function's call, suspended between the values
/// it yields (CPython's `PyGenObject`). While the frame runs, it is on the thread's
/// stack and `frame` is empty; once it returned or raised, it is gone for good.
pub struct Generator {
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    /// The suspended frame; `None` while it runs and once it ended.
    pub frame: std::cell::RefCell<Option<vm_core::Suspended<Isa>>>,
    /// Whether the frame is running (else, without a frame, it ended).
    pub running: std::cell::Cell<bool>,
    /// The iterators of the frame's open `for` loops while it is suspended (they live on
    /// the machine's loop stack while it runs, above those of its resumer).
    pub loops: std::cell::RefCell<Vec<super::Iter>>,
    /// How many loops ran below the frame when it was last resumed: what its exception
    /// handlers keep (`LOAD_LOOPS_BASE`).
    pub loops_base: std::cell::Cell<usize>,
    /// Whether the frame was ever resumed (before that, only `None` may be sent in).
    pub started: std::cell::Cell<bool>,
    /// What the iterator it delegates to (`yield from`) returned when an exception
    /// thrown into this generator was thrown into that iterator and ended it: the value
    /// of the `yield from`, which its `SEND` takes when the frame resumes.
    pub delegate_returned: std::cell::RefCell<Option<Value>>,
    /// Whether it is a coroutine (`Value::Coroutine`): its messages say so, and one
    /// that ended cannot be resumed again ("cannot reuse already awaited coroutine").
    pub coroutine: bool,
    /// The state of an asynchronous generator (`Value::AsyncGenerator`; unused by the
    /// others).
    pub agen: AgenState,
}

/// CPython's generator finalizer (`_PyGen_Finalize`) closes one that dies suspended
/// inside a `try` or `with`, so that its `finally` blocks and `__exit__`s run.
impl Drop for Generator {
    fn drop(&mut self) {
        self.hand_to_finalizer();
        super::finalize::generator_gone();
    }
}

impl Generator {
    /// Whether closing it runs code: it started, and waits (not running) where a handler
    /// covers it. The others (not started, ended, running, or waiting outside any
    /// handler) have nothing to run: their frames just go. Asynchronous generators are
    /// left alone, as CPython leaves them to the event loop's hooks
    /// (`sys.set_asyncgen_hooks`, not provided).
    pub fn waits_in_handler(&self) -> bool {
        self.started.get()
            && !self.running.get()
            && !self.agen.is
            && self.frame.try_borrow().is_ok_and(|f| {
                f.as_ref()
                    .is_some_and(|f| f.code().handler_at(f.offset()).is_some())
            })
    }

    /// If closing it runs code, moves its frame to a new generator object that waits to
    /// be closed at the next safe point (see `finalize`: where it dies, or where the
    /// cycle collector clears it, no Python code may run). It is left ended.
    pub fn hand_to_finalizer(&self) {
        if !self.waits_in_handler() {
            return;
        }
        let Ok(mut frame) = self.frame.try_borrow_mut() else {
            return;
        };
        let loops = self
            .loops
            .try_borrow_mut()
            .map(|mut l| std::mem::take(&mut *l))
            .unwrap_or_default();
        let delegate_returned = self
            .delegate_returned
            .try_borrow_mut()
            .ok()
            .and_then(|mut d| d.take());
        let heir = Generator {
            name: self.name.clone(),
            qualname: self.qualname.clone(),
            frame: std::cell::RefCell::new(frame.take()),
            running: std::cell::Cell::new(false),
            loops: std::cell::RefCell::new(loops),
            loops_base: std::cell::Cell::new(self.loops_base.get()),
            started: std::cell::Cell::new(true),
            delegate_returned: std::cell::RefCell::new(delegate_returned),
            coroutine: self.coroutine,
            agen: AgenState::default(),
        };
        drop(frame);
        super::finalize::generator_made();
        super::finalize::defer_close(Rc::new(heir));
    }
}

/// What an asynchronous generator keeps besides a generator's state (CPython's
/// `PyAsyncGenObject` fields).
#[derive(Default)]
pub struct AgenState {
    /// Whether it is one (its messages say "async generator").
    pub is: bool,
    /// An `asend`/`athrow` awaitable is running it and has not completed
    /// (`ag_running_async`): another one may not start.
    pub running_async: std::cell::Cell<bool>,
    /// It was closed, or ended by `StopAsyncIteration`/`GeneratorExit` (`ag_closed`):
    /// `athrow` then ends at once.
    pub closed: std::cell::Cell<bool>,
    /// Set by its `return` (`ASYNC_GEN_RETURN`, which raises `StopAsyncIteration` for
    /// the frame's handler to let through); cleared by that handler.
    pub returned: std::cell::Cell<bool>,
    /// Counts its own `yield`s and its end: an awaitable that started running it
    /// records the count, and one whose count went by was completed (the in-loop path
    /// completes an `asend` without touching it); a native driver tells its own yields
    /// (CPython's wrapped values) from an `await`'s by it (see `methods/asyncgen.rs`).
    pub epoch: std::cell::Cell<u32>,
}

/// How far an awaitable that runs an asynchronous generator got (CPython's
/// `AwaitableState`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AgenOpState {
    /// Not awaited yet.
    Init,
    /// Running the generator (suspended in an `await` inside it).
    Iter,
    /// Completed (or closed): it cannot be awaited again.
    Closed,
}

/// What an awaitable that runs an asynchronous generator does.
pub enum AgenOpKind {
    /// `asend(value)` / `__anext__()` (`value` `None`).
    Send(Value),
    /// `athrow(exc)` (the exception to raise, normalized), or `aclose()` (`None`).
    Throw(Option<Value>),
    /// `anext(it, default)`: awaits `inner` (what `it.__anext__()` returned, made
    /// awaitable) and turns its `StopAsyncIteration` into a `StopIteration(default)`.
    Default { inner: Value, default: Value },
}

/// An `async_generator_asend`, `async_generator_athrow` or `anext_awaitable` object.
pub struct AgenOp {
    /// The generator it runs (the `anext` one: `None`).
    pub agen: Option<Rc<Generator>>,
    pub kind: AgenOpKind,
    pub state: std::cell::Cell<AgenOpState>,
    /// The generator's `AgenState::epoch` when this started running it.
    pub epoch: std::cell::Cell<u32>,
}

impl AgenOp {
    /// Its Python type's name.
    pub fn type_name(&self) -> &'static str {
        match self.kind {
            AgenOpKind::Send(_) => "async_generator_asend",
            AgenOpKind::Throw(_) => "async_generator_athrow",
            AgenOpKind::Default { .. } => "anext_awaitable",
        }
    }
}

impl Value {
    /// A new awaitable of `kind` running `gen`.
    pub fn agen_op(agen: Option<Rc<Generator>>, kind: AgenOpKind) -> Value {
        Value::AgenOp(super::obj(AgenOp {
            agen,
            kind,
            state: std::cell::Cell::new(AgenOpState::Init),
            epoch: std::cell::Cell::new(0),
        }))
    }
}

impl Value {
    /// A new generator owning `frame`.
    pub fn generator(name: Rc<str>, qualname: Rc<str>, frame: vm_core::Suspended<Isa>) -> Value {
        Value::Generator(Self::generator_object(name, qualname, frame, false))
    }

    /// A new coroutine owning `frame` (an `async def` function's call).
    pub fn coroutine(name: Rc<str>, qualname: Rc<str>, frame: vm_core::Suspended<Isa>) -> Value {
        Value::Coroutine(Self::generator_object(name, qualname, frame, true))
    }

    /// A new asynchronous generator owning `frame` (an `async def` function with a
    /// `yield`).
    pub fn async_generator(
        name: Rc<str>,
        qualname: Rc<str>,
        frame: vm_core::Suspended<Isa>,
    ) -> Value {
        let mut g = Self::generator_state(name, qualname, frame, false);
        g.agen.is = true;
        let o = super::obj(g);
        super::gc::track(&o);
        Value::AsyncGenerator(o)
    }

    fn generator_object(
        name: Rc<str>,
        qualname: Rc<str>,
        frame: vm_core::Suspended<Isa>,
        coroutine: bool,
    ) -> super::Obj<Generator> {
        let o = super::obj(Self::generator_state(name, qualname, frame, coroutine));
        super::gc::track(&o);
        o
    }

    fn generator_state(
        name: Rc<str>,
        qualname: Rc<str>,
        frame: vm_core::Suspended<Isa>,
        coroutine: bool,
    ) -> Generator {
        super::finalize::generator_made();
        Generator {
            name,
            qualname,
            frame: std::cell::RefCell::new(Some(frame)),
            running: std::cell::Cell::new(false),
            loops: std::cell::RefCell::new(Vec::new()),
            loops_base: std::cell::Cell::new(0),
            started: std::cell::Cell::new(false),
            delegate_returned: std::cell::RefCell::new(None),
            coroutine,
            agen: AgenState::default(),
        }
    }
}

/// What the loop gives a yielding generator frame back to (the instruction set's
/// `generator`): the generator object.
#[derive(Clone)]
pub struct GenHandle(pub Rc<Generator>);

impl vm_core::GeneratorHandle<Isa> for GenHandle {
    fn suspend(&self, frame: vm_core::Suspended<Isa>) {
        if let Ok(mut slot) = self.0.frame.try_borrow_mut() {
            // The slot is empty while the frame runs: forgetting that `None` skips a
            // call to the drop glue on every yield.
            match slot.replace(frame) {
                None => {}
                old => drop(old),
            }
        }
        self.0.running.set(false);
    }

    fn finish(&self) {
        self.0.running.set(false);
    }
}

/// What a frame of a Python function owns while it runs (the instruction set's
/// `callee`): the function itself. Handing it over costs a plain reference-count
/// increment, where cloning the `Arc<Code>` would be an atomic one on every call.
pub struct FuncRef(pub Rc<Function>);

impl std::borrow::Borrow<Arc<Code>> for FuncRef {
    #[inline(always)]
    fn borrow(&self) -> &Arc<Code> {
        &self.0.code
    }
}

/// A function's compile-time part: what `MAKE_FUNCTION` needs besides the defaults.
pub struct FunctionProto {
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    pub code: Arc<Code>,
    pub nparams: u32,
    /// Parameter names (for keyword arguments and messages).
    pub params: Vec<Rc<str>>,
    /// A signature beyond positional parameters, and which of its keyword-only
    /// parameters have defaults (their values follow the positional ones in the defaults
    /// `MAKE_FUNCTION` takes).
    pub general: Option<(Rc<Signature>, Vec<bool>)>,
}

/// A number that identifies one code object for the life of the process, never reused
/// (unlike the code's address once it is freed: `exec` of new source can put a different
/// function's code there): what an inline cache that depends on a callee's parameters
/// compares (`CALL_KW_PY`). Each `default()` is a new one, so every `CodeInfo` made gets
/// its own.
#[derive(Debug, PartialEq, Eq)]
pub struct CodeSerial(u64);

impl CodeSerial {
    /// The number.
    #[inline(always)]
    pub fn get(&self) -> u64 {
        self.0
    }
}

impl Default for CodeSerial {
    fn default() -> Self {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        CodeSerial(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

/// Per-code data: what the ops of one code object read with `#[code]`.
#[derive(Default)]
pub struct CodeInfo {
    /// This code object's identity for inline caches.
    pub serial: CodeSerial,
    /// The function name (`<module>` for the module).
    pub name: Rc<str>,
    pub filename: Rc<str>,
    /// The id of the module whose globals it reads (what `exec`, `eval` and `globals()`
    /// called in it see).
    pub module: u32,
    pub consts: Vec<Value>,
    /// Attribute and method names (`LOAD_METHOD`'s oparg).
    pub names: Vec<Rc<str>>,
    /// Functions defined in this code (`MAKE_FUNCTION`'s oparg).
    pub functions: Vec<FunctionProto>,
    /// Local variable names by slot (parameters first, free variables last).
    pub local_names: Vec<Rc<str>>,
    /// The names of the free variables (variables of enclosing functions it uses), the
    /// last local slots.
    pub free_names: Vec<Rc<str>>,
    pub nparams: u32,
    /// `(unit offset, line)` at each change of line, by offset.
    pub lines: Vec<(u32, u32)>,
    /// The comprehensions compiled inline in this code, which CPython runs in frames of
    /// their own (tracebacks show them).
    pub comprehensions: Vec<InlineComprehension>,
    /// Whether this is the code of a function defined directly in a class body (its
    /// function gets the class as its owner).
    pub method: bool,
    /// Whether this is a class body (a frame whose local 0 is the namespace).
    pub class_body: bool,
    /// `Class.method`, `outer.<locals>.inner`: the qualified name of the function.
    pub qualname: Rc<str>,
    /// Whether this is a generator function's code (its body has a `yield`): its
    /// frame suspends at once, and calling it makes a generator.
    pub generator: bool,
    /// Whether this is an `async def` function's code (also `generator`: its frame
    /// suspends at once, and calling it makes a coroutine).
    pub coroutine: bool,
    /// Whether this is an asynchronous generator function's code (also `coroutine`):
    /// calling it makes an asynchronous generator.
    pub async_generator: bool,
    /// Whether the function's `**kwargs` (its last parameter) is only ever passed on
    /// whole (`f(*args, **kwargs)`, compiled with `SPREAD_LAZY_KWARGS`; nothing else
    /// reads, binds or captures it): a call that gives it no keywords may leave `None`
    /// in its slot for the new empty dict, which those calls read as no keywords and
    /// `locals()` makes (and stores) when asked, so no Python code can tell. Saves
    /// making and freeing a dict on each call of a decorator's wrapper.
    pub lazy_kwargs: bool,
    /// Whether this is a shim (`isa/shim.rs`: an operator, `len()` or a constructor
    /// running a Python method in a frame): tracebacks leave its frames out, as
    /// CPython's leave out its `_Py_InitCleanup`.
    pub shim: bool,
    /// A function's docstring (its `__doc__`).
    pub doc: Option<Rc<str>>,
    /// What its body does when it only stores values into attributes of its first
    /// parameter (an `__init__` of `self.x = x` lines): worked out from the bytecode the
    /// first time a constructor call asks (`isa/initializers.rs`), `None` for any other
    /// body.
    pub init_stores: std::cell::OnceCell<Option<InitStores>>,
}

/// The stores of a function whose body only sets attributes of its first parameter
/// (`self.x = x`, `self.total = 0.0`, ...) and returns `None`: see
/// [`CodeInfo::init_stores`].
pub struct InitStores {
    /// Each store in order: where its value comes from and the attribute's name.
    pub stores: Box<[(StoreSource, Rc<str>)]>,
}

/// Where one store of [`InitStores`] takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreSource {
    /// Parameter `n` (1 is the first after `self`).
    Param(u32),
    /// Constant `n` of the code.
    Const(u32),
}

/// A list, set or dict comprehension the compiler ran inline in its enclosing code (its
/// variables hidden slots there), where CPython calls a function of its own: a traceback
/// through it shows that function's frame, named `<listcomp>` and so on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineComprehension {
    /// The first offset past the iterator of its first `for` (the iterable is evaluated
    /// in the enclosing frame and handed to the function in CPython).
    pub start: u32,
    /// The offset after its last instruction.
    pub end: u32,
    /// `b'l'`, `b's'` or `b'd'`: a list, set or dict comprehension.
    pub kind: u8,
    /// The line it begins on: the enclosing frame's line while it runs (its call's).
    pub line: u32,
}

impl InlineComprehension {
    /// The name of the frame CPython runs it in.
    pub fn frame_name(&self) -> &'static str {
        match self.kind {
            b's' => "<setcomp>",
            b'd' => "<dictcomp>",
            _ => "<listcomp>",
        }
    }
}

impl CodeInfo {
    /// The comprehensions running at `offset`, outermost first.
    pub fn comprehensions_at(&self, offset: usize) -> Vec<&InlineComprehension> {
        let mut at: Vec<&InlineComprehension> = self
            .comprehensions
            .iter()
            .filter(|c| c.start as usize <= offset && offset < c.end as usize)
            .collect();
        at.sort_by_key(|c| c.start);
        at
    }

    /// The source line of the instruction at `offset`.
    pub fn line_at(&self, offset: usize) -> u32 {
        let i = self.lines.partition_point(|&(o, _)| o as usize <= offset);
        if i == 0 {
            self.lines.first().map_or(1, |l| l.1)
        } else {
            self.lines[i - 1].1
        }
    }
}

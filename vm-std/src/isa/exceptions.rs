//! Exceptions as values: what a handler receives when an error is caught (the `#[catch]`
//! function's work), and the errors that raise such a value again.
//!
//! A caught error becomes an exception object (an instance of its class) that remembers
//! where it went: `__traceback__` holds the frames it unwound, and `__context__` the
//! exception that was being handled when it was raised, as CPython sets them.

use vm_core::{ErrorKind, Raise, VmError};

use super::isa::Isa;
use crate::error::{ExcType, PyError, PyResult};
use crate::object;
use crate::runtime::{Machine, Vm};
use crate::value::class::{ExcField, Instance};
use crate::value::{Traceback, Value, obj};

/// The frames an exception went through, outermost first.
pub type Trace = vm_core::Traceback<Isa>;

/// One frame of a [`Trace`].
pub type TraceEntry = vm_core::TraceEntry<Isa>;

/// What a caught exception's `__traceback__` holds: the frames it went through and how
/// its last line reads (`Class: message`, as it was when raised: printing a chain of
/// exceptions at the end of a run calls no `__str__`), or `None` when its message runs
/// no Python code and is rendered from its arguments when shown.
struct Caught {
    /// A cell so that a re-raise can take it (see [`take_traceback`]).
    trace: std::cell::RefCell<Trace>,
    shown: Option<String>,
}

/// The Python exception an error of the loop is, or the error back when it is not one a
/// program may catch (an internal error of the instruction set).
pub fn py_error(
    kind: ErrorKind<PyError>,
    traceback: &Trace,
) -> Result<PyError, ErrorKind<PyError>> {
    Ok(match kind {
        ErrorKind::Op(err) => {
            if err.kind() == ExcType::UnboundLocalError && err.message().is_empty() {
                return Ok(unbound_local(traceback));
            }
            err
        }
        // why the value stack's end is a `RecursionError` too: a program may raise the
        // limit past what the fixed stack holds (`sys.setrecursionlimit(10**7)`), and
        // what it catches then is CPython's error for a recursion too deep.
        ErrorKind::RecursionLimit { .. } | ErrorKind::StackExhausted { .. } => {
            PyError::new(ExcType::RecursionError, "maximum recursion depth exceeded")
        }
        ErrorKind::TooManyArguments { given, .. } => {
            PyError::type_error(format!("too many arguments ({given})"))
        }
        other => return Err(other),
    })
}

/// The `UnboundLocalError` of the instruction that failed last in `traceback`, which reads
/// the local: named as CPython names it.
fn unbound_local(traceback: &Trace) -> PyError {
    let (name, free) = traceback.back().map_or(("?".to_string(), false), |t| {
        let slot = t.code.oparg(t.offset) as usize;
        let info = &t.code.extra;
        let name = info
            .local_names
            .get(slot)
            .map_or("?".to_string(), |n| n.to_string());
        // (Only a class body keeps free variables in slots, its last ones.)
        let free = info.class_body && slot + info.free_names.len() >= info.local_names.len();
        (name, free && !info.free_names.is_empty())
    });
    if free {
        return PyError::new(
            ExcType::NameError,
            format!(
                "cannot access free variable '{name}' where it is not associated with a value in enclosing scope"
            ),
        );
    }
    PyError::new(
        ExcType::UnboundLocalError,
        format!("cannot access local variable '{name}' where it is not associated with a value"),
    )
}

/// The `#[catch]` function: the exception object a handler receives for `error`, its
/// `__traceback__` the frames it unwound and, unless it is raised again, its `__context__`
/// the exception being handled. Errors that are not Python exceptions stay uncatchable.
pub fn catch(ctx: &mut Machine, error: VmError<Isa>) -> Result<Value, VmError<Isa>> {
    let VmError { kind, traceback } = error;
    let err = match py_error(kind, &traceback) {
        Ok(e) => e,
        Err(kind) => return Err(VmError { kind, traceback }),
    };
    let exc = exception_value(ctx, &err);
    if let Value::Instance(i) = &exc {
        let reraised = err.is_reraised();
        let caught = Caught {
            trace: std::cell::RefCell::new(traceback),
            shown: (!err.renders_lazily() && !renders_from_args(&err, i)).then(|| err.to_string()),
        };
        let state = i.exc();
        drop(state.replace_traceback(Value::Traceback(obj(Traceback(Box::new(caught))))));
        if !reraised && !ctx.exc_info.is(&exc) && !matches!(ctx.exc_info, Value::None) {
            state.set_context(ctx.exc_info.clone());
        }
    }
    Ok(exc)
}

/// Whether the last line of error `err` of the VM reads as its exception object `exc`
/// renders from its arguments when shown ([`shown`]), without Python code: its message
/// is its one argument (a `KeyError` of a plain key renders lazily already).
/// why: rendering every caught error's message at the catch (most handlers never read
/// it) cost a `d[k]` caught as `KeyError` about 580 instructions.
fn renders_from_args(err: &PyError, exc: &Instance) -> bool {
    // (Without an exception object, `exc` is an instance of the builtin class of the
    // error's kind, made by `exception_value`.)
    err.exception().is_none()
        && err.args().is_none()
        && exc.class.builtin
        && !err.kind().is_os_error()
}

/// The exception object of `err`: the one a `raise` raised, or a new instance of its
/// builtin class with its argument.
pub fn exception_value(ctx: &mut Machine, err: &PyError) -> Value {
    if let Some(v) = err.exception().and_then(|e| e.downcast_ref::<Value>()) {
        return v.clone();
    }
    let Some(class) = ctx.exception_class(err.kind()) else {
        unreachable!("the builtins hold every exception class")
    };
    // (`class` is the builtin class of the error's kind.)
    if let Some(parts) = err
        .kind()
        .is_os_error()
        .then(|| os_error_args(err))
        .flatten()
    {
        let inst = object::new_instance(&class);
        if let Value::Instance(i) = &inst {
            let _ = object::special::init_os_error(i, parts);
        }
        return inst;
    }
    let args = match err.args().and_then(|a| a.downcast_ref::<Value>()) {
        Some(args) => args.clone(),
        None if err.message().is_empty() => Value::tuple(Vec::new()),
        None => Value::tuple(vec![Value::str(err.message())]),
    };
    // Made with its `args` (what `BaseException.__new__` keeps) in place of the empty
    // tuple `new_instance` would give it.
    let syntax_error = object::special::is_syntax_error(&class);
    let inst = Value::instance(Instance::with_slots(class, args, std::iter::empty()));
    if syntax_error && let Value::Instance(i) = &inst {
        let _ = object::special::init_syntax_error(i);
    }
    inst
}

/// The arguments of an `OSError` the VM raised with CPython's `[Errno N] text` or
/// `[Errno N] text: 'file'` (`'a' -> 'b'`) message: `(N, text)` or `(N, text, file,
/// None, file2)`, as `OSError.__init__` takes them.
#[cold]
#[inline(never)]
fn os_error_args(err: &PyError) -> Option<Vec<Value>> {
    if err.args().is_some() {
        return None;
    }
    let rest = err.message().strip_prefix("[Errno ")?;
    let (errno, rest) = rest.split_once("] ")?;
    let errno: i64 = errno.parse().ok()?;
    // A file name as the message shows it (its repr): only a plain quoted one is read
    // back; any other leaves the text whole.
    let unquote = |s: &str| {
        let inner = s.strip_prefix('\'')?.strip_suffix('\'')?;
        (!inner.contains(['\'', '\\'])).then(|| Value::str(inner))
    };
    let files = rest.split_once(": ").and_then(|(text, what)| {
        let (a, b) = match what.split_once(" -> ") {
            Some((a, b)) => (unquote(a)?, unquote(b)?),
            None => (unquote(what)?, Value::None),
        };
        Some((text, a, b))
    });
    Some(match files {
        Some((text, a, b)) => vec![Value::Int(errno), Value::str(text), a, Value::None, b],
        None => vec![Value::Int(errno), Value::str(rest)],
    })
}

/// How an uncaught `SystemExit` ends the process (CPython's `handle_system_exit`): its
/// `code` as the exit status (`None`: 0, an int: its low byte), or any other code printed
/// to stderr with status 1. `None` for any other exception.
pub fn system_exit(ctx: &mut Machine, err: &PyError) -> Option<(i32, Option<String>)> {
    if err.kind() != ExcType::SystemExit {
        return None;
    }
    let code = match &exception_value(ctx, err) {
        Value::Instance(i) => match &*i.native.borrow() {
            Value::Tuple(t) if t.0.is_empty() => Value::None,
            Value::Tuple(t) if t.0.len() == 1 => t.0[0].clone(),
            other => other.clone(),
        },
        _ => Value::None,
    };
    Some(match code {
        Value::None => (0, None),
        Value::Int(n) => ((n & 0xff) as i32, None),
        Value::Bool(b) => (i32::from(b), None),
        other => (1, Some(crate::value::format::str(&other))),
    })
}

/// The frames exception `exc` went through when it was last caught (none if it never was).
pub fn traceback_of(exc: &Value) -> Trace {
    caught(exc, |c| c.trace.borrow().clone()).unwrap_or_default()
}

/// The frames held by traceback object `tb` (an exception's `__traceback__`), if it
/// still holds them (a re-raise moves them on to the next handler's exception).
pub fn traceback_frames(tb: &Value) -> Option<Trace> {
    match tb {
        Value::Traceback(t) => {
            t.0.downcast_ref::<Caught>()
                .map(|c| c.trace.borrow().clone())
        }
        _ => None,
    }
}

/// One frame as a traceback shows it: file, line, function name, and the module and
/// code it ran (what tells two entries of the same place apart).
pub struct ShownFrame {
    pub filename: std::rc::Rc<str>,
    pub line: u32,
    pub name: std::rc::Rc<str>,
    /// The id of the module whose code the frame ran.
    pub module: u32,
    pub code: *const crate::isa::isa::Code,
}

/// The frames CPython shows for traceback `entries` (outermost first): a shim's frames
/// and those of frozen modules CPython writes in C are left out, as is the handler
/// that raises a generator's `RuntimeError: generator raised StopIteration` (CPython
/// raises it after the generator's frame ended); a comprehension running in a frame
/// (compiled inline here) is a frame of its own, as in CPython.
pub fn shown_frames<'a>(entries: impl IntoIterator<Item = &'a TraceEntry>) -> Vec<ShownFrame> {
    let mut out = Vec::new();
    for entry in entries {
        let info = &entry.code.extra;
        let generator_error =
            entry.code.opcode(entry.offset) == crate::isa::isa::Opcode::GeneratorError as u16;
        let native = crate::stdlib::FROZEN_NATIVE.contains(&&*info.filename);
        if info.shim || generator_error || native {
            continue;
        }
        // Its own frame, then each comprehension's, outermost first: each frame's line
        // is where the next one begins, the last's the offset's.
        let mut names = vec![info.name.clone()];
        let mut lines = Vec::new();
        for c in info.comprehensions_at(entry.offset) {
            lines.push(c.line);
            names.push(std::rc::Rc::from(c.frame_name()));
        }
        lines.push(info.line_at(entry.offset));
        for (line, name) in lines.into_iter().zip(names) {
            out.push(ShownFrame {
                filename: info.filename.clone(),
                line,
                name,
                module: info.module,
                code: std::sync::Arc::as_ptr(&entry.code),
            });
        }
    }
    out
}

/// How the last line of a traceback shows exception `exc`: as it was when it was last
/// caught, else its class and arguments.
pub fn shown(exc: &Value) -> String {
    if let Some(Some(s)) = caught(exc, |c| c.shown.clone()) {
        return s;
    }
    let Value::Instance(i) = exc else {
        return crate::value::format::str(exc);
    };
    let message = object::special::plain_exception_message(i);
    match message.is_empty() {
        true => i.class.name.to_string(),
        false => format!("{}: {message}", i.class.name),
    }
}

/// `f` of what the `__traceback__` of exception `exc` holds, if it was caught.
fn caught<T>(exc: &Value, f: impl FnOnce(&Caught) -> T) -> Option<T> {
    let Value::Instance(i) = exc else {
        return None;
    };
    match &i.exc_field(ExcField::Traceback) {
        Value::Traceback(t) => t.0.downcast_ref::<Caught>().map(f),
        _ => None,
    }
}

/// The `value` of a `StopIteration` error: its first argument, or `None`.
pub fn stop_iteration_value(ctx: &mut Machine, err: &PyError) -> Value {
    match &exception_value(ctx, err) {
        Value::Instance(i) => match &*i.native.borrow() {
            Value::Tuple(t) => t.0.first().cloned().unwrap_or(Value::None),
            _ => Value::None,
        },
        _ => Value::None,
    }
}

/// For a `StopIteration` (or subclass) instance leaving a generator: the `RuntimeError`
/// that replaces it, caused by it (`None` for another exception).
pub fn stop_iteration_error(
    vm: &mut dyn Vm,
    exc: &Value,
    coroutine: bool,
) -> PyResult<Option<PyError>> {
    let msg = if coroutine {
        "coroutine raised StopIteration"
    } else {
        "generator raised StopIteration"
    };
    replaced_by_runtime_error(vm, exc, ExcType::StopIteration, msg)
}

/// For an exception of kind `kind` (or a subclass) leaving a generator's frame: the
/// `RuntimeError(msg)` that replaces it, caused by it (`None` for another exception).
pub fn replaced_by_runtime_error(
    vm: &mut dyn Vm,
    exc: &Value,
    kind: ExcType,
    msg: &str,
) -> PyResult<Option<PyError>> {
    let Value::Instance(i) = exc else {
        return Ok(None);
    };
    if i.class.exc_kind != Some(kind) {
        return Ok(None);
    }
    let runtime_error = match vm.machine().builtin("RuntimeError") {
        Some(Value::Class(c)) => std::rc::Rc::clone(c),
        _ => return Ok(None),
    };
    let msg = vec![Value::str(msg)];
    let new = object::construct(vm, &runtime_error, msg, &[])?;
    set_cause(vm, &new, exc.clone())?;
    if let Value::Instance(n) = &new {
        n.exc().set_context(exc.clone());
    }
    Ok(Some(object::special::raise_error(vm, new)?))
}

/// A bare `raise` (or a handler's cleanup) raising `exc` again: its traceback goes on
/// unchanged and its `__context__` stays.
pub fn reraise(vm: &mut dyn Vm, exc: &Value) -> Raise<Isa> {
    let err = match object::special::raise_error(vm, exc.clone()) {
        Ok(e) => e.reraised(),
        Err(e) => return Raise::new(e),
    };
    Raise::reraise(VmError {
        kind: ErrorKind::Op(err),
        traceback: take_traceback(exc),
    })
}

/// The traceback of `exc`, which a handler raises on: moved out of its `__traceback__`,
/// which it leaves `None` until the next handler that catches it sets a new one (no Python
/// code runs before that). Python code holding the old traceback object (an `__exit__`
/// kept it) cannot read the frames: only the exception's own `__traceback__` is ever
/// printed or raised from.
///
/// why not a copy: a recursion whose every level catches and raises on (a `with`, a
/// `finally`, a `yield from`) copied the whole traceback at every level, quadratic in the
/// depth (40,000 levels of `yield from` took 10.8 s).
fn take_traceback(exc: &Value) -> Trace {
    let Some(state) = (match exc {
        Value::Instance(i) => i.exc_state(),
        _ => None,
    }) else {
        return Trace::new();
    };
    let tb = state.replace_traceback(Value::None);
    match &tb {
        Value::Traceback(t) => t.0.downcast_ref::<Caught>().map(|c| c.trace.take()),
        _ => None,
    }
    .unwrap_or_default()
}

/// The error a `raise` statement raises: in front of the frames its exception went
/// through when it was caught before, if it was (CPython's `raise e`).
#[cold]
pub fn raise(err: PyError) -> Raise<Isa> {
    let trace = match err.exception().and_then(|e| e.downcast_ref::<Value>()) {
        Some(exc) => traceback_of(exc),
        None => Trace::new(),
    };
    if trace.is_empty() {
        err.into()
    } else {
        Raise::with_traceback(err, trace)
    }
}

/// `raise exc from cause`: `cause` (an exception class, instantiated, an instance, or
/// `None`) becomes `exc`'s `__cause__`, and its context is no longer shown.
pub fn set_cause(vm: &mut dyn Vm, exc: &Value, cause: Value) -> PyResult<()> {
    let cause = match &cause {
        Value::None => Value::None,
        Value::Class(c) if c.is_exception() => object::construct(vm, c, Vec::new(), &[])?,
        Value::Instance(i) if i.class.is_exception() => cause,
        _ => {
            return Err(PyError::type_error(
                "exception causes must derive from BaseException",
            ));
        }
    };
    if let Value::Instance(i) = exc {
        i.exc().set_cause(cause);
    }
    Ok(())
}

/// The context manager `mgr` of a `with` statement: its `__exit__` and its `__enter__`,
/// both bound (the code calls `__enter__` next with a `CALL 0`, whose specializations
/// run a Python `__enter__` in a frame of the loop).
pub fn enter(vm: &mut dyn Vm, mgr: &Value) -> PyResult<(Value, Value)> {
    let unsupported = |missing: &str| {
        PyError::type_error(format!(
            "'{}' object does not support the context manager protocol{missing}",
            mgr.type_name()
        ))
    };
    // A builtin type's context manager (a file): its methods.
    if !matches!(mgr, Value::Instance(_))
        && let (Some(enter), Some(exit)) = (
            crate::methods::find(mgr, "__enter__"),
            crate::methods::find(mgr, "__exit__"),
        )
    {
        let exit = Value::bound_method(Value::Method(exit), mgr.clone());
        let enter = Value::bound_method(Value::Method(enter), mgr.clone());
        return Ok((exit, enter));
    }
    let Some(enter) = object::special(mgr, "__enter__") else {
        return Err(unsupported(""));
    };
    let Some(exit) = object::special(mgr, "__exit__") else {
        return Err(unsupported(" (missed __exit__ method)"));
    };
    let exit = object::bind(vm, exit, mgr)?;
    let enter = object::bind(vm, enter, mgr)?;
    Ok((exit, enter))
}

/// `__exit__(type, exc, traceback)` of exception `exc` (what a `with` statement's exit
/// sees when its body raised): whether it suppresses the exception is the result's truth.
pub fn exit_with(vm: &mut dyn Vm, exit: &Value, exc: &Value) -> PyResult<Value> {
    let (class, tb) = match exc {
        Value::Instance(i) => (
            Value::class(i.class.clone()),
            i.exc_field(ExcField::Traceback),
        ),
        _ => (Value::None, Value::None),
    };
    vm.call_slice(exit, &mut [class, exc.clone(), tb])
}

/// Whether exception `exc` is caught by `except spec:` (a class or a tuple of classes);
/// CPython's `TypeError` for anything else.
pub fn matches(exc: &Value, spec: &Value) -> PyResult<bool> {
    let class_matches = |c: &Value| -> PyResult<bool> {
        match c {
            Value::Class(k) if k.is_exception() => Ok(match exc {
                Value::Instance(i) => i.class.is_subclass_of(c),
                _ => false,
            }),
            _ => Err(PyError::type_error(
                "catching classes that do not inherit from BaseException is not allowed",
            )),
        }
    };
    match spec {
        Value::Tuple(t) => {
            let mut any = false;
            for c in t.0.iter() {
                any |= class_matches(c)?;
            }
            Ok(any)
        }
        c => class_matches(c),
    }
}

/// The exception `exc`'s `__cause__`/`__context__` chain as CPython prints it, oldest
/// first: each with whether it caused the next one (`true`) or was being handled when it
/// was raised (`false`).
pub fn chain(exc: &Value) -> Vec<(Value, bool)> {
    let mut out: Vec<(Value, bool)> = Vec::new();
    let mut cur = exc.clone();
    while let Value::Instance(i) = &cur {
        let cause = i.exc_field(ExcField::Cause);
        let suppress = i.exc_state().is_some_and(|s| s.suppress_context());
        let (next, caused) = match cause {
            Value::None if !suppress => (i.exc_field(ExcField::Context), false),
            Value::None => break,
            c => (c, true),
        };
        // why: a chain may loop (an exception made another's context and then raised
        // while handling it); CPython prints each exception once.
        if matches!(next, Value::None) || next.is(exc) || out.iter().any(|(v, _)| v.is(&next)) {
            break;
        }
        out.push((next.clone(), caused));
        cur = next;
    }
    out.reverse();
    out
}

/// Whether `exc` is an instance of the builtin exception `kind` (or of a subclass).
pub fn is_kind(exc: &Value, kind: ExcType) -> bool {
    matches!(exc, Value::Instance(i) if i.class.exc_kind == Some(kind))
}

//! Running Python code from inside an op: the [`Vm`] the layers below call back through,
//! on the framework's [`Interp`], and the way an error keeps the frames of the nested
//! run it came out of on its way up through them.

use std::rc::Rc;

use vm_core::{ErrorKind, InstructionSet, Interp, Invoke, Raise, VmError};

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::{Caller, CallerLocals, Machine, Vm};
use crate::value::Value;
use crate::value::native::Kwargs;

use super::isa::Isa;

/// The frames of a nested run, as a [`PyError`] carries them (erased).
type Trace = vm_core::Traceback<Isa>;

/// Runs `run` (a nested run of Python code); after an error, the loops of the frames it
/// unwound are over and go. why: the caller may go on (`hasattr`, a `StopIteration`
/// that ends an iteration).
fn ending_unwound_loops(
    interp: &mut Interp<'_, Isa>,
    run: impl FnOnce(&mut Interp<'_, Isa>) -> PyResult<Value>,
) -> PyResult<Value> {
    let loops = interp.ctx().iters.len();
    let r = run(interp);
    if r.is_err() {
        interp.ctx().iters.truncate(loops);
    }
    r
}

impl Vm for Interp<'_, Isa> {
    fn run_finalizers(&mut self) {
        super::generators::run_finalizers(self);
    }

    fn machine(&mut self) -> &mut Machine {
        self.ctx()
    }

    fn import(&mut self, name: &str) -> PyResult<Value> {
        super::imports::import(self, name, true)
    }

    fn call(&mut self, callee: &Value, mut args: Vec<Value>, kw: &Kwargs) -> PyResult<Value> {
        let kwnames = (!kw.is_empty()).then(|| {
            args.extend(kw.iter().map(|(_, v)| v.clone()));
            Value::tuple(kw.iter().map(|(k, _)| Value::str(&**k)).collect())
        });
        let invoke = crate::call::call::<Isa>(self, callee, &mut args, kwnames.as_ref())?;
        ending_unwound_loops(self, |vm| {
            complete(invoke, args, |f, args| {
                Interp::call(vm, f, args).map_err(into_py)
            })
        })
    }

    fn call_slice(&mut self, callee: &Value, args: &mut [Value]) -> PyResult<Value> {
        match callee {
            // A plain function given as many arguments as it has parameters (a sort or
            // `min` key, `map`'s function): its frame takes them from where they lie.
            // why: `call::call` then `complete` do only this for it, after building an
            // argument vector (about 150 instructions of a 1000-instruction key call).
            Value::Function(f) if f.general.is_none() && f.nparams as usize == args.len() => {
                let f = crate::value::FuncRef(Rc::clone(f));
                ending_unwound_loops(self, |vm| {
                    Interp::call(vm, f, args.iter_mut().map(Value::take)).map_err(into_py)
                })
            }
            Value::Builtin(b) => crate::builtins::call(self, *b, args, &[]),
            // An instance of a standard module's class (`itemgetter(1)` as a sort key):
            // its `__call__` handler at once.
            Value::Instance(i)
                if i.class.builtin
                    && let Some(Value::Builtin(b)) = crate::object::special(callee, "__call__") =>
            {
                crate::call::call_method(self, b, callee, args, &[])
            }
            _ => {
                let args = args.iter_mut().map(std::mem::take).collect();
                Vm::call(self, callee, args, &[])
            }
        }
    }

    fn call_lru(&mut self, wrapper: &Value, args: &mut [Value]) -> Option<PyResult<Value>> {
        let invoke = match super::lru_call(self, wrapper, args) {
            Ok(invoke) => invoke,
            Err(e) => return Some(Err(e)),
        };
        let operands: Vec<Value> = args.iter_mut().map(std::mem::take).collect();
        Some(ending_unwound_loops(self, |vm| {
            complete(invoke, operands, |f, args| {
                Interp::call(vm, f, args).map_err(into_py)
            })
        }))
    }

    fn caller(&mut self) -> Caller {
        materialize_kwargs(self);
        let Some((code, locals)) = self.frame_locals() else {
            return Caller {
                module: 0,
                locals: CallerLocals::Module,
            };
        };
        let info = &code.extra;
        let module = info.module;
        let locals = if info.class_body {
            CallerLocals::Namespace(locals.first().cloned().unwrap_or(Value::None))
        } else if info.name.as_ref() == "<module>" {
            // Module level (its slots are the compiler's temporaries; no function can be
            // named `<module>`).
            CallerLocals::Module
        } else {
            // A function's free variables have no slots: their cells are its closure's
            // (`LOAD_FREE`), and they come last, as in CPython's `locals()`.
            let closure = self
                .frame_callee()
                .map(|f| &f.0.closure[..])
                .unwrap_or_default();
            let vars = info
                .local_names
                .iter()
                .zip(locals)
                .chain(info.free_names.iter().zip(closure))
                .filter_map(|(name, v)| {
                    let v = match v {
                        Value::Cell(c) => c.0.borrow().clone(),
                        v => v.clone(),
                    };
                    // Unbound variables and the compiler's temporaries are not shown.
                    (!matches!(v, Value::Undefined) && !name.starts_with('<'))
                        .then(|| (name.clone(), v))
                })
                .collect();
            CallerLocals::Function(vars)
        };
        Caller { module, locals }
    }

    fn frame_lines(&self) -> Vec<(Rc<str>, Rc<str>, u32)> {
        // The frames a traceback would show (no shims, no frames of frozen modules
        // standing for C ones), with the running instruction's line for the innermost.
        let trace = self.frame_trace();
        let shown = super::exceptions::shown_frames(&trace).into_iter();
        let mut out: Vec<_> = shown.map(|f| (f.filename, f.name, f.line)).collect();
        out.reverse();
        out
    }

    fn recursion_limit(&self) -> usize {
        self.config().recursion_limit
    }

    fn set_recursion_limit(&mut self, limit: usize) -> bool {
        Interp::set_recursion_limit(self, limit)
    }

    fn depth(&self) -> usize {
        Interp::depth(self)
    }

    fn stack(&self) -> Vec<crate::runtime::StackFrame> {
        let mut trace = self.frame_trace();
        // The innermost frame is the one that called the builtin asking.
        trace.pop_back();
        stack_frames(&trace)
    }

    fn traceback_stack(&self, tb: &Value) -> Option<Vec<crate::runtime::StackFrame>> {
        let trace = match tb {
            Value::Traceback(_) => super::exceptions::traceback_frames(tb).unwrap_or_default(),
            Value::Instance(i) if i.class.is_exception() => super::exceptions::traceback_of(tb),
            _ => return None,
        };
        Some(stack_frames(&trace))
    }

    fn less(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        if crate::object::special::needs_vm(a) || crate::object::special::needs_vm(b) {
            crate::object::special::compare_bool(self, crate::ops::cmp::LT, a, b)
        } else {
            crate::ops::sort::lt(a, b)
        }
    }

    fn eq(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        super::compare::eq_condition(self, a, b)
    }

    fn hash(&mut self, v: &Value) -> PyResult<i64> {
        super::compare::hash(self, v)
    }

    fn repr(&mut self, v: &Value) -> PyResult<String> {
        crate::object::repr(self, v)
    }

    fn str(&mut self, v: &Value) -> PyResult<String> {
        crate::object::str(self, v)
    }

    fn format_instance(&mut self, v: &Value, spec: &str) -> PyResult<Option<String>> {
        crate::object::special::format(self, v, spec)
    }

    fn number_of_instance(&mut self, v: &Value, conv: char) -> PyResult<Option<Value>> {
        crate::object::special::percent_number(self, v, conv)
    }

    fn getattr(&mut self, obj: &Value, name: &str) -> PyResult<Value> {
        crate::object::getattr(self, obj, name)
    }

    fn getitem(&mut self, container: &Value, key: &Value) -> PyResult<Value> {
        crate::object::special::getitem(self, container, key)
    }

    fn collect(&mut self, v: &Value) -> PyResult<Vec<Value>> {
        crate::object::special::collect(self, v)
    }

    fn resume(
        &mut self,
        g: &Rc<crate::value::Generator>,
        sent: crate::runtime::Sent,
    ) -> PyResult<vm_core::Resumed<Value>> {
        super::generators::resume(self, g, sent)
    }

    fn resume_collecting(
        &mut self,
        g: &Rc<crate::value::Generator>,
        sink: &mut vm_core::YieldSink<Value>,
    ) -> PyResult<vm_core::Resumed<Value>> {
        super::generators::resume_collecting(self, g, sink)
    }
}

/// The arguments [`complete`] runs a callee with: the receiver, if any, then the call's
/// operands past those it skips; or the values the call computed (`Invoke::Args`).
pub(super) enum CompleteArgs<A: IntoIterator<Item = Value>> {
    Operands(
        std::iter::Chain<
            std::option::IntoIter<Value>,
            std::iter::Skip<<A as IntoIterator>::IntoIter>,
        >,
    ),
    Computed(std::vec::IntoIter<Value>),
}

impl<A: IntoIterator<Item = Value>> Iterator for CompleteArgs<A> {
    type Item = Value;

    fn next(&mut self) -> Option<Value> {
        match self {
            CompleteArgs::Operands(it) => it.next(),
            CompleteArgs::Computed(it) => it.next(),
        }
    }
}

/// Runs what a call resolved to (`crate::call::call`) to completion, `args` being its
/// operands from the callee's slot up: `run` (a nested run of the loop) calls the callee
/// with the arguments each kind of call gives it. The value is what the callee returned,
/// for an `Invoke::Convert` as its conversion made it, or, for an `Invoke::Init`, the
/// receiver, once the check took the return value.
pub(super) fn complete<A, E>(
    invoke: Invoke<Isa>,
    args: A,
    run: impl FnOnce(<Isa as InstructionSet>::Callee, CompleteArgs<A>) -> Result<Value, E>,
) -> Result<Value, E>
where
    A: IntoIterator<Item = Value>,
    E: From<PyError>,
{
    let (f, receiver, skip, init, convert) = match invoke {
        Invoke::Value(v) => return Ok(v),
        Invoke::Frame(f) | Invoke::Operands(f) => (f, None, 0, None, None),
        Invoke::Bound(f, receiver) => (f, Some(receiver), 0, None, None),
        Invoke::Skipping(f, n) => (f, None, n as usize, None, None),
        Invoke::Init(f, receiver, check) => {
            (f, Some(receiver.clone()), 0, Some((receiver, check)), None)
        }
        Invoke::Convert(f, convert) => (f, None, 0, None, Some(convert)),
        Invoke::Args(f, computed) => return run(f, CompleteArgs::Computed(computed.into_iter())),
        // Only `CALL_NEXT_GEN` and `CALL_GEN_SEND` enter a frame themselves, in the loop.
        Invoke::Entered => {
            return Err(PyError::new(
                ExcType::RuntimeError,
                "internal error: a generator entered outside the loop",
            )
            .into());
        }
    };
    let operands = receiver.into_iter().chain(args.into_iter().skip(skip));
    let r = run(f, CompleteArgs::Operands(operands))?;
    match (init, convert) {
        (Some((receiver, check)), _) => {
            check(r)?;
            Ok(receiver)
        }
        (None, Some(convert)) => Ok(convert(r)?),
        (None, None) => Ok(r),
    }
}

/// A nested run's error as a [`PyError`] that keeps its frames.
#[cold]
pub fn into_py(e: VmError<Isa>) -> PyError {
    let err = match e.kind {
        ErrorKind::Op(err) => err,
        ErrorKind::RecursionLimit { .. } | ErrorKind::StackExhausted { .. } => {
            PyError::new(ExcType::RecursionError, "maximum recursion depth exceeded")
        }
        other => PyError::new(ExcType::RuntimeError, format!("internal error: {other}")),
    };
    err.with_trace(Rc::new(e.traceback))
}

/// An error raised by an op: with the frames of the nested run it came out of, if it did.
impl From<PyError> for Raise<Isa> {
    #[cold]
    fn from(mut e: PyError) -> Self {
        match e.take_trace().and_then(|t| t.downcast::<Trace>().ok()) {
            Some(trace) => {
                let trace = Rc::try_unwrap(trace).unwrap_or_else(|t| (*t).clone());
                Raise::with_traceback(e, trace)
            }
            None => Raise::new(e),
        }
    }
}

/// The frames of `trace` as a traceback shows them, as [`crate::runtime::StackFrame`]s.
fn stack_frames(trace: &super::exceptions::Trace) -> Vec<crate::runtime::StackFrame> {
    let shown = super::exceptions::shown_frames(trace).into_iter();
    shown
        .map(|f| crate::runtime::StackFrame {
            filename: f.filename,
            line: f.line,
            name: f.name,
            module: f.module,
        })
        .collect()
}

/// Makes the running frame's unmade `**kwargs` (`None` in the slot of a function whose
/// code only passes it on: `CodeInfo::lazy_kwargs`) the new empty dict it stands for,
/// and stores it there, before `locals()` or `exec` show the frame's variables: the dict
/// they show is then the one later calls pass on, as in CPython.
fn materialize_kwargs(interp: &mut Interp<Isa>) {
    let Some((code, _)) = interp.frame_locals() else {
        return;
    };
    let info = &code.extra;
    if !info.lazy_kwargs || info.nparams == 0 {
        return;
    }
    let slot = info.nparams as usize - 1;
    if let Some(v @ Value::None) = interp.frame_locals_mut().and_then(|l| l.get_mut(slot)) {
        *v = Value::dict(crate::value::DictMap::new());
    }
}

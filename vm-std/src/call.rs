//! Calls: argument checks, defaults and keyword arguments of Python functions, and the
//! dispatch to builtins and methods (which check their calls against their tables).

use std::mem;
use std::rc::Rc;

use vm_core::{InstructionSet, Invoke};

use crate::builtins;
use crate::error::{PyError, PyResult};
use crate::methods;
use crate::object;
use crate::runtime::{Machine, Vm};
use crate::value::class::Descr;
use crate::value::{FuncRef, Function, Value};

/// Leaves the defaults of the parameters from `given` on in `ctx.pending_defaults`, for
/// the callee's `FILL_DEFAULT`s (which pop them in parameter order).
pub fn push_defaults(ctx: &mut Machine, f: &Function, given: usize) {
    let np = f.nparams as usize;
    let first_default = np - f.defaults.len();
    ctx.pending_defaults.clear();
    for i in (given.max(first_default)..np).rev() {
        ctx.pending_defaults
            .push(f.defaults[i - first_default].clone());
    }
}

fn param_names(f: &Function) -> &[std::rc::Rc<str>] {
    let names = &f.code.extra.local_names;
    &names[..(f.nparams as usize).min(names.len())]
}

#[cold]
fn too_many(f: &Function, given: usize) -> PyError {
    let np = f.nparams as usize;
    let nd = f.defaults.len();
    let takes = if nd > 0 {
        format!("from {} to {} positional arguments", np - nd, np)
    } else if np == 1 {
        "1 positional argument".to_string()
    } else {
        format!("{np} positional arguments")
    };
    let was = if given == 1 { "was" } else { "were" };
    PyError::type_error(format!(
        "{}() takes {takes} but {given} {was} given",
        f.qualname
    ))
}

#[cold]
fn missing(f: &Function, names: &[std::rc::Rc<str>]) -> PyError {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        n => format!("{}, and {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    };
    let s = if names.len() == 1 { "" } else { "s" };
    PyError::type_error(format!(
        "{}() missing {} required positional argument{s}: {list}",
        f.qualname,
        names.len()
    ))
}

/// Calls `callee` with `args` (and keyword names, whose values are the last arguments):
/// a builtin or a method runs at once, a Python function gets a frame. An `Undefined`
/// callee is the empty slot of a method lookup that found a plain attribute: the real
/// callee is the first argument (CPython's `NULL` under `LOAD_METHOD`'s result).
///
/// why generic: `I` is the instruction set (`isa::Isa`, one layer up), whose loop runs
/// the frame; naming it here would make this layer name a higher one.
pub fn call<I: InstructionSet<Value = Value, Callee = FuncRef>>(
    vm: &mut dyn Vm,
    callee: &Value,
    args: &mut [Value],
    kwnames: Option<&Value>,
) -> PyResult<Invoke<I>> {
    if let Value::Undefined = callee {
        return call_skipping(vm, args, kwnames);
    }
    let kwargs = match kwnames {
        Some(Value::Tuple(names)) => {
            let k = names.0.len();
            let p = args.len() - k;
            let mut kw = Vec::with_capacity(k);
            for (name, v) in names.0.iter().zip(args[p..].iter_mut()) {
                let Value::Str(s) = name else { continue };
                kw.push((std::rc::Rc::from(s.s.as_str()), mem::take(v)));
            }
            Some((p, kw))
        }
        _ => None,
    };
    match callee {
        Value::Function(f) => match kwargs {
            None => {
                check_arity(vm, f, args.len())?;
                Ok(Invoke::Frame(FuncRef(Rc::clone(f))))
            }
            Some((p, kw)) => call_with_keywords(vm.machine(), f, args, p, kw),
        },
        Value::Builtin(b) => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            Ok(Invoke::Value(builtins::call(vm, *b, &mut args[..p], &kw)?))
        }
        Value::Method(m) => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            Ok(Invoke::Value(methods::call(vm, *m, &mut args[..p], &kw)?))
        }
        Value::Class(c) => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            let args: Vec<Value> = args[..p].iter_mut().map(mem::take).collect();
            Ok(Invoke::Value(object::construct(vm, c, args, &kw)?))
        }
        Value::BoundMethod(m) => call_bound(vm, &m.func, &m.receiver, args, kwargs),
        Value::Instance(_) => match object::special(callee, "__call__") {
            Some(f) => call_bound(vm, &f, callee, args, kwargs),
            None => Err(not_callable(callee)),
        },
        Value::Descr(d) => match &***d {
            Descr::StaticMethod(f) => {
                let f = f.clone();
                call(vm, &f, args, kwnames)
            }
            _ => Err(not_callable(callee)),
        },
        other => Err(not_callable(other)),
    }
}

/// A call's keyword arguments taken out of its arguments: how many positional ones
/// there are, and the (name, value) pairs.
type SplitKwargs = (usize, Vec<(Rc<str>, Value)>);

#[cold]
fn not_callable(v: &Value) -> PyError {
    PyError::type_error(format!("'{}' object is not callable", v.type_name()))
}

/// Checks a positional call of `f` with `given` arguments, and leaves the defaults of the
/// parameters it does not pass for the callee's prologue.
#[inline]
fn check_arity(vm: &mut dyn Vm, f: &Function, given: usize) -> PyResult<()> {
    let np = f.nparams as usize;
    if given > np {
        return Err(too_many(f, given));
    }
    let required = np - f.defaults.len();
    if given < required {
        return Err(missing(f, &param_names(f)[given..required]));
    }
    if given < np {
        push_defaults(vm.machine(), f, given);
    }
    Ok(())
}

/// A call through the empty slot of a method lookup: `args[0]` is the callee, the rest
/// its arguments. A frame's locals then start after the callee's slot.
fn call_skipping<I: InstructionSet<Value = Value, Callee = FuncRef>>(
    vm: &mut dyn Vm,
    args: &mut [Value],
    kwnames: Option<&Value>,
) -> PyResult<Invoke<I>> {
    let Some((first, rest)) = args.split_first_mut() else {
        return Err(not_callable(&Value::Undefined));
    };
    let callee = first.clone();
    Ok(match call::<I>(vm, &callee, rest, kwnames)? {
        Invoke::Value(v) => Invoke::Value(v),
        // A call's operands are its arguments: the two mean the same here.
        Invoke::Frame(f) | Invoke::Operands(f) => Invoke::Skipping(f, 1),
        Invoke::Skipping(f, n) => Invoke::Skipping(f, n + 1),
        // The receiver takes the callee's slot, just below the arguments.
        Invoke::Bound(f, receiver) => {
            *first = receiver;
            Invoke::Skipping(f, 0)
        }
        // Only `CALL_ALLOC_AND_ENTER_INIT` makes these, from its own operands.
        Invoke::Init(..) => {
            return Err(PyError::new(
                crate::error::ExcType::RuntimeError,
                "internal error: an initializer call through a method slot",
            ));
        }
    })
}

/// Calls `func` found on a class through `receiver` (a bound method's parts, or an
/// instance's `__call__`): a Python function runs in a frame whose first local is the
/// receiver.
fn call_bound<I: InstructionSet<Value = Value, Callee = FuncRef>>(
    vm: &mut dyn Vm,
    func: &Value,
    receiver: &Value,
    args: &mut [Value],
    kwargs: Option<SplitKwargs>,
) -> PyResult<Invoke<I>> {
    match (func, kwargs) {
        (Value::Function(f), None) if object::binds(func) => {
            check_arity(vm, f, args.len() + 1)?;
            Ok(Invoke::Bound(FuncRef(Rc::clone(f)), receiver.clone()))
        }
        (f, kwargs) => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            let rest: Vec<Value> = args[..p].iter_mut().map(mem::take).collect();
            Ok(Invoke::Value(object::call_bound(
                vm, f, receiver, rest, &kw,
            )?))
        }
    }
}

/// A Python function called with keyword arguments: the arguments are rearranged in
/// place into parameter order (they are the first of the callee's locals).
fn call_with_keywords<I: InstructionSet<Value = Value, Callee = FuncRef>>(
    ctx: &mut Machine,
    f: &Rc<Function>,
    args: &mut [Value],
    p: usize,
    kw: Vec<(Rc<str>, Value)>,
) -> PyResult<Invoke<I>> {
    let np = f.nparams as usize;
    if p > np {
        return Err(too_many(f, p));
    }
    let names = param_names(f).to_vec();
    let mut full: Vec<Value> = vec![Value::Undefined; np];
    for (i, v) in args[..p].iter_mut().enumerate() {
        full[i] = mem::take(v);
    }
    for (name, v) in kw {
        match names.iter().position(|n| **n == *name) {
            Some(i) => {
                if !matches!(full[i], Value::Undefined) {
                    return Err(PyError::type_error(format!(
                        "{}() got multiple values for argument '{name}'",
                        f.qualname
                    )));
                }
                full[i] = v;
            }
            None => {
                return Err(PyError::type_error(format!(
                    "{}() got an unexpected keyword argument '{name}'",
                    f.qualname
                )));
            }
        }
    }
    let first_default = np - f.defaults.len();
    let absent: Vec<std::rc::Rc<str>> = (0..first_default)
        .filter(|&i| matches!(full[i], Value::Undefined))
        .map(|i| names[i].clone())
        .collect();
    if !absent.is_empty() {
        return Err(missing(f, &absent));
    }
    for (i, slot) in full.iter_mut().enumerate().skip(first_default) {
        if matches!(slot, Value::Undefined) {
            *slot = f.defaults[i - first_default].clone();
        }
    }
    // Every argument named a distinct parameter (checked above), so `args` fits in the
    // parameters; the ones past it reach the callee's `FILL_DEFAULT`s.
    let room = args.len();
    ctx.pending_defaults.clear();
    for i in (room..np).rev() {
        ctx.pending_defaults.push(mem::take(&mut full[i]));
    }
    for (slot, v) in args.iter_mut().zip(full.iter_mut()) {
        *slot = mem::take(v);
    }
    Ok(Invoke::Frame(FuncRef(Rc::clone(f))))
}

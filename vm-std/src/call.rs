//! Calls: argument checks, defaults and keyword arguments of Python functions, and the
//! dispatch to builtins and methods (which check their calls against their tables).

use std::mem;
use std::rc::Rc;

use vm_core::{InstructionSet, Invoke};

use crate::builtins;
use crate::error::{PyError, PyResult};
use crate::methods;
use crate::runtime::Machine;
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
        f.name
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
        f.name,
        names.len()
    ))
}

/// Calls `callee` with `args` (and keyword names, whose values are the last arguments):
/// a builtin or a method runs at once, a Python function gets a frame.
///
/// why generic: `I` is the instruction set (`isa::Isa`, one layer up), whose loop runs
/// the frame; naming it here would make this layer name a higher one.
pub fn call<I: InstructionSet<Value = Value, Callee = FuncRef>>(
    ctx: &mut Machine,
    callee: &Value,
    args: &mut [Value],
    kwnames: Option<&Value>,
) -> PyResult<Invoke<I>> {
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
                let argc = args.len();
                let np = f.nparams as usize;
                if argc > np {
                    return Err(too_many(f, argc));
                }
                let required = np - f.defaults.len();
                if argc < required {
                    return Err(missing(f, &param_names(f)[argc..required]));
                }
                if argc < np {
                    push_defaults(ctx, f, argc);
                }
                Ok(Invoke::Frame(FuncRef(Rc::clone(f))))
            }
            Some((p, kw)) => call_with_keywords(ctx, f, args, p, kw),
        },
        Value::Builtin(b) => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            Ok(Invoke::Value(builtins::call(ctx, *b, &mut args[..p], &kw)?))
        }
        Value::Method(m) => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            Ok(Invoke::Value(methods::call(ctx, *m, &mut args[..p], &kw)?))
        }
        other => Err(PyError::type_error(format!(
            "'{}' object is not callable",
            other.type_name()
        ))),
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
                        f.name
                    )));
                }
                full[i] = v;
            }
            None => {
                return Err(PyError::type_error(format!(
                    "{}() got an unexpected keyword argument '{name}'",
                    f.name
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

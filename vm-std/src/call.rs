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
use crate::value::function::Signature;
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
fn missing(f: &Function, names: &[std::rc::Rc<str>]) -> PyError {
    missing_kind(f, names, "positional")
}

#[cold]
fn missing_kind(f: &Function, names: &[std::rc::Rc<str>], kind: &str) -> PyError {
    let quoted: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        n => format!("{}, and {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    };
    let s = if names.len() == 1 { "" } else { "s" };
    PyError::type_error(format!(
        "{}() missing {} required {kind} argument{s}: {list}",
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
        Value::Function(f) if f.general.is_some() => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            let positional = args[..p].iter_mut().map(mem::take).collect();
            Ok(Invoke::Args(
                FuncRef(Rc::clone(f)),
                bind(f, positional, kw)?,
            ))
        }
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
        Value::Instance(i) => match object::special(callee, "__call__") {
            // An instance of a standard module's class (`partial`, an `lru_cache`
            // wrapper): its handler at once, the instance first.
            Some(Value::Builtin(b)) if i.class.builtin => {
                let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
                Ok(Invoke::Value(call_method(
                    vm,
                    b,
                    callee,
                    &mut args[..p],
                    &kw,
                )?))
            }
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

/// Calls builtin method `b` with `receiver` then `args` (moved out): with up to three
/// arguments they go in an array on the stack (an instance's `__call__`, such as an
/// `lru_cache` wrapper's, is called as often as the function it wraps).
pub fn call_method(
    vm: &mut dyn Vm,
    b: crate::value::Builtin,
    receiver: &Value,
    args: &mut [Value],
    kw: &crate::value::native::Kwargs,
) -> PyResult<Value> {
    if args.len() < 4 {
        let mut all: [Value; 4] = Default::default();
        all[0] = receiver.clone();
        for (slot, a) in all[1..].iter_mut().zip(args.iter_mut()) {
            *slot = mem::take(a);
        }
        return builtins::call(vm, b, &mut all[..args.len() + 1], kw);
    }
    let mut all = Vec::with_capacity(args.len() + 1);
    all.push(receiver.clone());
    all.extend(args.iter_mut().map(mem::take));
    builtins::call(vm, b, &mut all, kw)
}

/// Keyword arguments by name, in the order given.
pub type Keywords = Vec<(Rc<str>, Value)>;

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
        return Err(too_many(f, np, given, 0));
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
        Invoke::Args(f, computed) => Invoke::Args(f, computed),
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
        (Value::Function(f), kwargs) if f.general.is_some() && object::binds(func) => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            let mut positional = Vec::with_capacity(p + 1);
            positional.push(receiver.clone());
            positional.extend(args[..p].iter_mut().map(mem::take));
            Ok(Invoke::Args(
                FuncRef(Rc::clone(f)),
                bind(f, positional, kw)?,
            ))
        }
        (Value::Function(f), None) if object::binds(func) => {
            check_arity(vm, f, args.len() + 1)?;
            Ok(Invoke::Bound(FuncRef(Rc::clone(f)), receiver.clone()))
        }
        // A method of a class a standard module defines (`partial.__call__`): its
        // handler at once, the receiver first.
        (Value::Builtin(b), kwargs) if b.is_method() => {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            Ok(Invoke::Value(call_method(
                vm,
                *b,
                receiver,
                &mut args[..p],
                &kw,
            )?))
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

/// `callee(*positional, **kw)` (CPython's `CALL_FUNCTION_EX`): a Python function's
/// arguments are bound to its parameters here and its frame gets them as computed values
/// (`Invoke::Args`); anything else is called as `call` calls it.
pub fn call_ex<I: InstructionSet<Value = Value, Callee = FuncRef>>(
    vm: &mut dyn Vm,
    callee: &Value,
    positional: Vec<Value>,
    kw: Vec<(Rc<str>, Value)>,
) -> PyResult<Invoke<I>> {
    match callee {
        Value::Function(f) => Ok(Invoke::Args(
            FuncRef(Rc::clone(f)),
            bind(f, positional, kw)?,
        )),
        Value::BoundMethod(m)
            if matches!(&m.func, Value::Function(_)) && object::binds(&m.func) =>
        {
            let Value::Function(f) = &m.func else {
                unreachable!("matched above")
            };
            let mut all = Vec::with_capacity(positional.len() + 1);
            all.push(m.receiver.clone());
            all.extend(positional);
            Ok(Invoke::Args(FuncRef(Rc::clone(f)), bind(f, all, kw)?))
        }
        _ => {
            let mut args = positional;
            let kwnames = (!kw.is_empty())
                .then(|| Value::tuple(kw.iter().map(|(k, _)| Value::str(&**k)).collect()));
            args.extend(kw.into_iter().map(|(_, v)| v));
            // What `call` resolved the arguments to, as computed values: they are not
            // the op's operands.
            Ok(match call::<I>(vm, callee, &mut args, kwnames.as_ref())? {
                Invoke::Value(v) => Invoke::Value(v),
                Invoke::Frame(f) | Invoke::Operands(f) => Invoke::Args(f, args),
                Invoke::Bound(f, receiver) => {
                    args.insert(0, receiver);
                    Invoke::Args(f, args)
                }
                Invoke::Skipping(f, n) => {
                    Invoke::Args(f, args.split_off((n as usize).min(args.len())))
                }
                Invoke::Init(..) => {
                    return Err(PyError::new(
                        crate::error::ExcType::RuntimeError,
                        "internal error: an initializer call through CALL_FUNCTION_EX",
                    ));
                }
                Invoke::Args(f, computed) => Invoke::Args(f, computed),
            })
        }
    }
}

/// The locals a call of `f` with `positional` arguments and keyword arguments `kw` gives
/// its frame: each parameter bound (by position, by name, to its default; the extra
/// positional arguments in a `*args` tuple, the extra keywords in a `**kwargs` dict), or
/// CPython's `TypeError`.
pub fn bind(
    f: &Function,
    positional: Vec<Value>,
    kw: Vec<(Rc<str>, Value)>,
) -> PyResult<Vec<Value>> {
    let plain;
    let (sig, kwdefaults): (&Signature, &[Value]) = match &f.general {
        Some((sig, kwdefaults)) => (sig, kwdefaults),
        None => {
            plain = Signature {
                names: param_names(f).to_vec(),
                positional: f.nparams,
                ..Default::default()
            };
            (&plain, &[])
        }
    };
    let np = sig.positional as usize;
    let named = np + sig.kwonly as usize;
    let mut slots = vec![Value::Undefined; sig.slots()];
    let given = positional.len();
    let mut extra = Vec::new();
    for (i, v) in positional.into_iter().enumerate() {
        match slots.get_mut(i).filter(|_| i < np) {
            Some(slot) => *slot = v,
            None => extra.push(v),
        }
    }
    let mut kwdict = sig.varkw.then(crate::value::DictMap::default);
    let mut posonly_named = Vec::new();
    let mut kwonly_given = 0;
    for (name, v) in kw {
        match sig.names[..named.min(sig.names.len())]
            .iter()
            .position(|n| **n == *name)
        {
            Some(i) if i >= sig.posonly as usize => {
                if !matches!(slots[i], Value::Undefined) {
                    return Err(PyError::type_error(format!(
                        "{}() got multiple values for argument '{name}'",
                        f.qualname
                    )));
                }
                kwonly_given += (i >= np) as usize;
                slots[i] = v;
            }
            found => match &mut kwdict {
                Some(d) => {
                    let key = Value::str(&*name);
                    if d.get(&key).is_some() {
                        return Err(PyError::type_error(format!(
                            "{}() got multiple values for keyword argument '{name}'",
                            f.qualname
                        )));
                    }
                    d.insert(key, v);
                }
                None if found.is_some() => posonly_named.push(name),
                None => {
                    return Err(PyError::type_error(format!(
                        "{}() got an unexpected keyword argument '{name}'",
                        f.qualname
                    )));
                }
            },
        }
    }
    if !extra.is_empty() && !sig.varargs {
        return Err(too_many(f, np, given, kwonly_given));
    }
    if !posonly_named.is_empty() {
        let names: Vec<&str> = posonly_named.iter().map(|n| &**n).collect();
        return Err(PyError::type_error(format!(
            "{}() got some positional-only arguments passed as keyword arguments: '{}'",
            f.qualname,
            names.join(", ")
        )));
    }
    let first_default = np.saturating_sub(f.defaults.len());
    let absent: Vec<Rc<str>> = (0..first_default)
        .filter(|&i| matches!(slots[i], Value::Undefined))
        .map(|i| sig.names[i].clone())
        .collect();
    if !absent.is_empty() {
        return Err(missing(f, &absent));
    }
    for (slot, d) in slots[first_default..np].iter_mut().zip(f.defaults.iter()) {
        if matches!(slot, Value::Undefined) {
            *slot = d.clone();
        }
    }
    let mut absent_kw = Vec::new();
    for j in 0..sig.kwonly as usize {
        if matches!(slots[np + j], Value::Undefined) {
            match kwdefaults.get(j) {
                Some(d) if !matches!(d, Value::Undefined) => slots[np + j] = d.clone(),
                _ => absent_kw.push(sig.names[np + j].clone()),
            }
        }
    }
    if !absent_kw.is_empty() {
        return Err(missing_kind(f, &absent_kw, "keyword-only"));
    }
    if sig.varargs {
        slots[named] = Value::tuple(extra);
    }
    if let Some(d) = kwdict {
        let last = slots.len() - 1;
        slots[last] = Value::dict(d);
    }
    Ok(slots)
}

/// CPython's message for `given` positional arguments to `f`, which takes `np` (and was
/// given `kwonly_given` keyword-only arguments by name).
#[cold]
fn too_many(f: &Function, np: usize, given: usize, kwonly_given: usize) -> PyError {
    let nd = f.defaults.len();
    let takes = if nd > 0 {
        format!("from {} to {} positional arguments", np - nd, np)
    } else if np == 1 {
        "1 positional argument".to_string()
    } else {
        format!("{np} positional arguments")
    };
    let was = if given == 1 && kwonly_given == 0 {
        "was"
    } else {
        "were"
    };
    let given = match kwonly_given {
        0 => format!("{given}"),
        k => {
            let s = if given == 1 { "" } else { "s" };
            let ks = if k == 1 { "" } else { "s" };
            format!("{given} positional argument{s} (and {k} keyword-only argument{ks})")
        }
    };
    PyError::type_error(format!(
        "{}() takes {takes} but {given} {was} given",
        f.qualname
    ))
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
    let positional = args[..p].iter_mut().map(mem::take).collect();
    let mut full = bind(f, positional, kw)?;
    let np = full.len();
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

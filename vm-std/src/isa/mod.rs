//! The standard instruction set: CPython 3.13's instructions and families, each
//! specialization one annotated function. See `vm_core::adding_a_specialization`.
//!
//! The `isa` module below is the instruction set (the macro sees all its ops at once);
//! its ops' helpers are in `arith.rs` (the fast `BINARY_OP` arithmetic), `compare.rs`
//! and `outcome.rs` (compare-and-branch, branch bytes) and `steps.rs` (`for` loops).
//!
//! Two departures from CPython, both forced by ops having one fixed stack effect:
//! - `for` loops keep their iterator in [`Machine::iters`] rather than on the value stack:
//!   `FOR_ITER` jumps back to the loop body while there are items (leaving the item in
//!   [`Machine::item`] for `STORE_ITEM`), and falls through (popping the iterator) when
//!   exhausted. The loop is laid out bottom-tested, so an iteration costs two dispatches.
//! - A call with fewer arguments than parameters leaves the missing defaults in
//!   [`Machine::pending_defaults`]; the callee's prologue `FILL_DEFAULT`s put them in the
//!   parameters' slots.

use std::mem;
use std::rc::Rc;

use vm_core::{
    Flow, Interp, Invoke, Jump, Raise, Rerun, Resume, Return, Step, Suspended, VmError, Yield,
    YieldDiscard,
};

use crate::builtins;
use crate::call::{empty_kwargs, star_signature};
use crate::error::{ExcType, PyError};
use crate::methods;
use crate::object;
use crate::ops::{self, nb};
use crate::runtime::Machine;
use crate::value::array::Array;
use crate::value::iter::Iter;
use crate::value::{
    self, Builtin, CodeInfo, Dict, FloatLike, FuncRef, Function, GenHandle, List, Method, NoneVal,
    Number, PyStr, Set, Tuple, Value,
};

mod arith;
mod awaiting;
mod compare;
mod displays;
pub mod exceptions;
pub mod generators;
mod imports;
mod initializers;
mod matching;
mod operators;
pub mod outcome;
pub mod reenter;
mod shim;
mod steps;

use arith::*;
use compare::*;
use operators::*;
use steps::*;

/// The id of module `v`, if it is one.
#[inline(always)]
fn module_id(v: &Value) -> Option<u32> {
    match v {
        Value::Module(m) => Some(m.id),
        _ => None,
    }
}

/// The globals-table slot of attribute `name` (of the running code's names) of module
/// `module`, if bound.
fn module_slot(ctx: &Machine, module: &Value, code: &CodeInfo, name: u32) -> Option<u32> {
    let Value::Module(m) = module else {
        return None;
    };
    let name = code.names.get(name as usize)?;
    ctx.globals.slot(ctx.existing_symbol(m.id, name)?)
}

/// The function `MAKE_FUNCTION` / `MAKE_CLOSURE` makes of `proto`, with `defaults` (a
/// tuple: the positional parameters' defaults, then those of the keyword-only parameters
/// that have one) and its `closure`.
fn new_function(proto: &value::FunctionProto, defaults: &Value, closure: Rc<[Value]>) -> Value {
    let all: &[Value] = match defaults {
        Value::Tuple(t) => &t.0,
        _ => &[],
    };
    // why at most one default per parameter: the calls find the first defaulted
    // parameter as `nparams - defaults`; only code no compiler made (a corrupted `.vmc`
    // file) passes more, and the function keeps the last ones.
    let (defaults, general): (Rc<[Value]>, _) = match &proto.general {
        None => {
            let extra = all.len().saturating_sub(proto.nparams as usize);
            (all[extra..].iter().cloned().collect(), None)
        }
        Some((sig, has_default)) => {
            let nkw = has_default.iter().filter(|d| **d).count().min(all.len());
            let (positional, kw) = all.split_at(all.len() - nkw);
            let extra = positional.len().saturating_sub(sig.positional as usize);
            let positional = &positional[extra..];
            let mut kw = kw.iter();
            let kwdefaults: Rc<[Value]> = has_default
                .iter()
                .map(|d| match d {
                    true => kw.next().cloned().unwrap_or_default(),
                    false => Value::Undefined,
                })
                .collect();
            (
                positional.iter().cloned().collect(),
                Some((sig.clone(), value::Defaults::new(kwdefaults, usize::MAX))),
            )
        }
    };
    Value::function(Function {
        name: proto.name.clone(),
        qualname: proto.qualname.clone(),
        code: proto.code.clone(),
        // A plain function's prologue fills the parameters that have defaults now (the
        // compiler's `FILL_DEFAULT`s); a general one's calls bind every parameter.
        defaults: {
            let fillable = if general.is_some() {
                usize::MAX
            } else {
                defaults.len()
            };
            value::Defaults::new(defaults, fillable)
        },
        nparams: proto.nparams,
        owner: Default::default(),
        closure,
        general,
        attrs: Default::default(),
    })
}

/// How CPython names a callee in the messages about its arguments.
fn callee_name(callee: &Value) -> String {
    match callee {
        Value::Function(f) => format!("__main__.{}", f.shown_qualname()),
        Value::BoundMethod(m) => callee_name(&m.func),
        Value::Class(c) => c.qualified_name(),
        Value::Builtin(b) => b.name().to_string(),
        Value::Method(m) => methods::qualname(*m).to_string(),
        other => format!("{} object", other.type_name()),
    }
}

/// Whether `v` can be iterated (an instance or a generator is taken at its word).
fn is_iterable(v: &Value) -> bool {
    matches!(v, Value::Instance(_) | Value::Generator(_)) || value::iter::iterate(v).is_ok()
}

/// The arguments of `CALL_FUNCTION_EX`: its positional pieces (those whose bit is set in
/// `starred` unpacked) and its keyword mappings, merged; CPython's errors for what is not
/// iterable, not a mapping, not a string key, or a keyword given twice.
fn spread_arguments(
    interp: &mut Interp<isa::Isa>,
    callee: &Value,
    positional: &Value,
    keywords: &Value,
    starred: u32,
) -> Result<(Vec<Value>, crate::call::Keywords), PyError> {
    let mut args = Vec::new();
    let pieces: &[Value] = match positional {
        // `f(*args)` with a tuple (a wrapper passing its own `*args` on): its items at once.
        Value::Tuple(t) if starred & SPREAD_ONE_ITERABLE != 0 => {
            args = t.0.to_vec();
            &[]
        }
        _ if starred & SPREAD_ONE_ITERABLE != 0 => std::slice::from_ref(positional),
        Value::Tuple(t) => &t.0,
        _ => &[],
    };
    for (i, piece) in pieces.iter().enumerate() {
        if i < 32 && starred & (1 << i) != 0 {
            if !is_iterable(piece) {
                return Err(PyError::type_error(format!(
                    "{}() argument after * must be an iterable, not {}",
                    callee_name(callee),
                    piece.type_name()
                )));
            }
            args.extend(object::special::collect(interp, piece)?);
        } else {
            args.push(piece.clone());
        }
    }
    let mut kw: crate::call::Keywords = Vec::new();
    let maps: &[Value] = match keywords {
        _ if unmade_kwargs(keywords, starred) => &[],
        _ if starred & SPREAD_ONE_MAPPING != 0 => std::slice::from_ref(keywords),
        Value::Tuple(t) => &t.0,
        _ => &[],
    };
    // why: one dict cannot repeat a key, so a lone dict's keys are not checked for
    // repeats (a wrapper's `f(*args, **kwargs)` passes one; the check compared every
    // pair). Another mapping's `keys()` may repeat one.
    let repeats = maps.len() > 1;
    for map in maps {
        // A dict subclass's instance: its dict part.
        let native = match map {
            Value::Instance(_) => object::native_part(map).filter(|n| matches!(n, Value::Dict(_))),
            _ => None,
        };
        let map = native.as_ref().unwrap_or(map);
        let pairs: Vec<(Value, Value)> = match map {
            // A plain dict's keywords are taken straight from it (no Python code runs).
            Value::Dict(d) => {
                kw.reserve(d.0.borrow().len());
                for (k, v) in d.0.borrow().iter() {
                    add_keyword(&mut kw, callee, k, v.clone(), repeats)?;
                }
                continue;
            }
            Value::Instance(_) if object::special(map, "keys").is_some() => {
                let keys_method = object::getattr(interp, map, "keys")?;
                let keys = crate::runtime::Vm::call(interp, &keys_method, Vec::new(), &Vec::new())?;
                let mut pairs = Vec::new();
                for k in object::special::collect(interp, &keys)? {
                    let v = object::special::getitem(interp, map, &k)?;
                    pairs.push((k, v));
                }
                pairs
            }
            other => {
                return Err(PyError::type_error(format!(
                    "{}() argument after ** must be a mapping, not {}",
                    callee_name(callee),
                    other.type_name()
                )));
            }
        };
        for (k, v) in pairs {
            add_keyword(&mut kw, callee, &k, v, true)?;
        }
    }
    Ok((args, kw))
}

/// `CALL_FUNCTION_EX_PY`'s body, out of line (inlined, its code moved the dispatch
/// loop's register allocation: fib +3.9% instructions): `callee(*positional,
/// **keywords)` of a Python function. A plain function called with tuples and an empty
/// dict (or keywords that bind in place) gets the items as they are; one that binds by
/// name, [`bind_spread_general`]. `None` for anything else.
#[inline(never)]
fn spread_call(
    interp: &mut vm_core::Interp<isa::Isa>,
    callee: &Value,
    positional: &Value,
    keywords: &Value,
    starred: u32,
) -> Option<Invoke<isa::Isa>> {
    let Value::Function(f) = callee else {
        return None;
    };
    if f.general.is_some() {
        return bind_spread_general(callee, positional, keywords, starred, interp.arg_buffer());
    }
    let args = spread_tuples(positional, starred, interp.arg_buffer())?;
    let ctx = interp.ctx();
    match keywords {
        Value::Dict(d) if starred & SPREAD_ONE_MAPPING != 0 => {
            let d = d.0.borrow();
            if !d.is_empty() {
                let args = crate::call::place_dict_keywords(ctx, f, args, &d)?;
                return Some(Invoke::Args(FuncRef(Rc::clone(f)), args));
            }
        }
        _ if unmade_kwargs(keywords, starred) => {}
        _ if starred & SPREAD_ONE_MAPPING != 0 => return None,
        Value::Tuple(t) if !t.0.is_empty() => return None,
        _ => {}
    }
    let (n, np) = (args.len(), f.nparams as usize);
    if n > np || n + f.defaults.len() < np {
        return None;
    }
    if n < np {
        crate::call::push_defaults(ctx, f, n);
    }
    Some(Invoke::Args(FuncRef(Rc::clone(f)), args))
}

/// `CALL_FUNCTION_EX` of a Python function that binds by name (`*args`, `**kwargs`,
/// keyword-only parameters) with one tuple of positional arguments and one plain dict of
/// string-keyed keywords (or none): its frame's locals bound straight from them (what a
/// wrapper's `f(*args, **kwargs)` passes on), no argument or keyword list in between.
/// `None` for any other shape, and for arguments that do not bind (the generic path then
/// raises CPython's error). No Python code runs (string keys hash and compare natively),
/// so the dict stays borrowed. `buffer` is an empty vector to bind into (the thread's
/// spare one: no allocation).
#[inline(never)]
fn bind_spread_general(
    callee: &Value,
    positional: &Value,
    keywords: &Value,
    starred: u32,
    buffer: Vec<Value>,
) -> Option<Invoke<isa::Isa>> {
    let Value::Function(f) = callee else {
        return None;
    };
    let keywords = plain_keywords(keywords, starred)?;
    let owned;
    let items: &[Value] = match positional {
        Value::Tuple(t) if starred & SPREAD_ONE_ITERABLE != 0 => &t.0,
        // `f(*[g(x) for g in gs])`: a list's items, copied out (the binding below runs
        // no Python code, but the list must not stay borrowed into the frame).
        Value::List(l) if starred & SPREAD_ONE_ITERABLE != 0 => {
            owned = l.to_vec();
            &owned
        }
        Value::Tuple(_) => {
            owned = spread_tuples(positional, starred, Vec::new())?;
            &owned
        }
        _ => return None,
    };
    // (A function of positional parameters only has no `general` signature: it binds
    // below.)
    if let Some((sig, kwdefaults)) = &f.general {
        if passes_through(sig, starred) {
            if !string_keys(keywords.as_deref()) {
                return None;
            }
            let bound = pass_through(f, sig, items, keywords.as_deref(), buffer)?;
            return Some(Invoke::Args(FuncRef(Rc::clone(f)), bound));
        }
        if let Some(bound) = bind_by_name(f, sig, kwdefaults, items, keywords.as_deref(), buffer) {
            return Some(Invoke::Args(FuncRef(Rc::clone(f)), bound));
        }
    }
    if !string_keys(keywords.as_deref()) {
        return None;
    }
    let bound = match keywords {
        Some(d) => {
            let kw = d.iter().map(|(k, v)| (k.clone(), v.clone()));
            crate::call::bind(f, None, items.iter().cloned(), kw).ok()?
        }
        None => crate::call::bind(f, None, items.iter().cloned(), std::iter::empty()).ok()?,
    };
    Some(Invoke::Args(FuncRef(Rc::clone(f)), bound))
}

/// The locals of a call of `f` (signature `sig`, keyword-only defaults `kwdefaults`)
/// with positional arguments `items` and the string-keyed entries of one dict, bound in
/// `slots` (an empty vector) without the general binding's intermediate lists: each
/// keyword's value goes straight to its parameter's slot or into the `**kwargs` table
/// with the hash it has in the dict (a dict's keys are distinct: no lookup). `None` for
/// arguments that do not bind (a keyword given twice, too many, one missing): the
/// general path then raises CPython's error.
fn bind_by_name(
    f: &Function,
    sig: &value::function::Signature,
    kwdefaults: &value::function::Defaults,
    items: &[Value],
    keywords: Option<&value::DictMap>,
    mut slots: Vec<Value>,
) -> Option<Vec<Value>> {
    let np = sig.positional as usize;
    let named = np + sig.kwonly as usize;
    if items.len() > np && !sig.varargs {
        return None;
    }
    let given = items.len().min(np);
    slots.reserve(sig.slots());
    // why pushes rather than `extend` and `resize`: both went out of line (a call each,
    // and `resize` clones its filler for every slot), a sixth of this function for a
    // call of three keywords (cachegrind).
    for item in &items[..given] {
        slots.push(item.clone());
    }
    for _ in given..named {
        slots.push(Value::Undefined);
    }
    let mut kwdict: Option<value::DictMap> = None;
    if let Some(d) = keywords {
        let first = (sig.posonly as usize).min(named);
        let names = sig.names.get(first..named)?;
        // The parameter after the last one a keyword named: keywords mostly come in the
        // parameters' order (a wrapper passing on what its caller wrote), so the first
        // name compared is mostly the one (the names are distinct: where the search
        // starts changes no result).
        let mut next = 0;
        for (hash, key, v) in d.iter_hashed() {
            let Value::Str(s) = key else {
                return None;
            };
            let name: &str = &s.s;
            let found = match names.get(next) {
                Some(p) if value::string::text_equal(p.as_bytes(), name.as_bytes()) => Some(next),
                _ => names
                    .iter()
                    .position(|p| value::string::text_equal(p.as_bytes(), name.as_bytes())),
            };
            match found {
                Some(i) => {
                    next = i + 1;
                    let slot = &mut slots[first + i];
                    if !matches!(slot, Value::Undefined) {
                        return None;
                    }
                    *slot = v.clone();
                }
                // (A positional-only parameter's name too, as CPython binds it.)
                None if sig.varkw => kwdict
                    .get_or_insert_with(|| value::DictMap::with_capacity(d.len()))
                    .push_absent(hash, key.clone(), v.clone()),
                None => return None,
            }
        }
    }
    if slots[given..np]
        .iter()
        .any(|v| matches!(v, Value::Undefined))
    {
        let defaults = f.defaults.read_all();
        let first_default = np.saturating_sub(defaults.len());
        for (i, slot) in slots.iter_mut().enumerate().take(np).skip(given) {
            if matches!(slot, Value::Undefined) {
                *slot = defaults.get(i.checked_sub(first_default)?)?.clone();
            }
        }
    }
    if sig.kwonly > 0 {
        let kwdefaults = kwdefaults.read();
        for (j, slot) in slots[np..named].iter_mut().enumerate() {
            if matches!(slot, Value::Undefined) {
                match kwdefaults.get(j) {
                    Some(d) if !matches!(d, Value::Undefined) => *slot = d.clone(),
                    _ => return None,
                }
            }
        }
    }
    if sig.varargs {
        slots.push(Value::tuple(value::clone_slice(
            items.get(np..).unwrap_or(&[]),
        )));
    }
    if sig.varkw {
        slots.push(match kwdict {
            Some(d) => Value::dict(d),
            None => empty_kwargs(f),
        });
    }
    Some(slots)
}

/// Whether [`pass_through`] binds a call of a function with signature `sig`: `def
/// f(*args)` or `def f(*args, **kwargs)` called as `f(*t)` or `f(*t, **d)`.
fn passes_through(sig: &value::function::Signature, starred: u32) -> bool {
    sig.positional == 0 && sig.kwonly == 0 && sig.varargs && starred & SPREAD_ONE_ITERABLE != 0
}

/// The keywords of a `CALL_FUNCTION_EX` that binds without running Python code: `None`
/// inside for a call without any, the table of one plain dict (borrowed: the binding
/// runs no Python code); `None` for any other shape. Its keys are not checked here:
/// [`bind_by_name`] checks each one it takes, the other bindings [`string_keys`].
fn plain_keywords(
    keywords: &Value,
    starred: u32,
) -> Option<Option<std::cell::Ref<'_, value::DictMap>>> {
    match keywords {
        Value::Dict(d) if starred & SPREAD_ONE_MAPPING != 0 => Some(Some(d.0.borrow())),
        Value::Tuple(maps) if starred & SPREAD_ONE_MAPPING == 0 && maps.0.is_empty() => Some(None),
        _ if unmade_kwargs(keywords, starred) => Some(None),
        _ => None,
    }
}

/// Whether the keys of `keywords` (if any) are all strings: what a binding that takes
/// them without looking at each needs (the generic path raises CPython's error for
/// another key).
fn string_keys(keywords: Option<&value::DictMap>) -> bool {
    keywords.is_none_or(|d| d.iter().all(|(k, _)| matches!(k, Value::Str(_))))
}

/// The locals of a function with signature `sig`, `def f(*args)` or `def f(*args,
/// **kwargs)`, called as `f(*t)` or `f(*t, **d)` ([`passes_through`], [`plain_keywords`], [`string_keys`]):
/// `args` a new tuple of the spread `items` (a new object, as CPython's: `args is t` is
/// false) and `kwargs` a copy of `d`, without the general binding's work (a decorator's
/// wrapper passing its call on to the next wrapper). `None` for keywords given to a
/// function without `**kwargs` (the generic path raises CPython's error).
///
/// The locals are bound in `locals` (an empty vector: the thread's spare one, as
/// [`bind_by_name`]'s; a new vector here cost an allocation and the spare's freeing).
fn pass_through(
    f: &Function,
    sig: &value::function::Signature,
    items: &[Value],
    keywords: Option<&value::DictMap>,
    mut locals: Vec<Value>,
) -> Option<Vec<Value>> {
    let kwargs = match keywords {
        Some(d) if !d.is_empty() => match sig.varkw {
            true => Value::dict(d.clone()),
            false => return None,
        },
        _ if sig.varkw => empty_kwargs(f),
        _ => Value::None,
    };
    locals.reserve(sig.slots());
    locals.push(Value::tuple(value::clone_slice(items)));
    if sig.varkw {
        locals.push(kwargs);
    }
    Some(locals)
}

/// `CALL_FUNCTION_EX`'s positional arguments when every starred piece is a tuple (or the
/// one iterable an exact list): the items in order; `None` for any other iterable.
fn spread_tuples(positional: &Value, starred: u32, mut args: Vec<Value>) -> Option<Vec<Value>> {
    let t = match positional {
        // (`extend_cloned`: `extend_from_slice` cloned item by item, half of this
        // function's instructions for a wrapper's two arguments.)
        Value::Tuple(t) if starred & SPREAD_ONE_ITERABLE != 0 => {
            value::extend_cloned(&mut args, &t.0);
            return Some(args);
        }
        // why: `fn(*[arg(env) for arg in args])` spreads a list; an exact list's items
        // are copied without the iteration protocol (no Python code runs), as CPython
        // turns it into a tuple.
        Value::List(l) if starred & SPREAD_ONE_ITERABLE != 0 => {
            l.with_values(|items| value::extend_cloned(&mut args, items));
            return Some(args);
        }
        Value::Tuple(t) => t,
        _ => return None,
    };
    args.reserve(t.0.len());
    for (i, piece) in t.0.iter().enumerate() {
        if i < 32 && starred & (1 << i) != 0 {
            let Value::Tuple(items) = piece else {
                return None;
            };
            value::extend_cloned(&mut args, &items.0);
        } else {
            args.push(piece.clone());
        }
    }
    Some(args)
}

/// Whether `key` is a slice whose bounds are ints or None (no `__index__` to call).
#[inline]
fn int_slice(key: &Value) -> bool {
    matches!(key, Value::Slice(s) if s.iter().all(|p| matches!(p, Value::Int(_) | Value::None)))
}

/// How many values `CALL_BOUND_BUILTIN_METHOD` passes at most: the receiver and three
/// arguments.
const BOUND_BUILTIN_ARGS: usize = 4;

/// `CALL_FUNCTION_EX`'s oparg bit for a call whose positional arguments are one `*it`:
/// the operand is the iterable itself, not a tuple of pieces (bits 0-19 mark the starred
/// pieces of a tuple).
pub const SPREAD_ONE_ITERABLE: u32 = 1 << 20;

/// `CALL_FUNCTION_EX`'s oparg bit for a call whose keywords are one `**m`: the operand is
/// the mapping itself, not a tuple of mappings.
pub const SPREAD_ONE_MAPPING: u32 = 1 << 21;

/// `CALL_FUNCTION_EX`'s oparg bit (with [`SPREAD_ONE_MAPPING`]) for a call whose `**m` is
/// the function's own `**kwargs` that it only passes on (`CodeInfo::lazy_kwargs`): a
/// `None` operand is the empty dict a call without keywords left unmade.
pub const SPREAD_LAZY_KWARGS: u32 = 1 << 22;

/// Whether `keywords` is the unmade empty `**kwargs` of a lazy function
/// ([`SPREAD_LAZY_KWARGS`]): no keywords.
#[inline(always)]
fn unmade_kwargs(keywords: &Value, starred: u32) -> bool {
    starred & SPREAD_LAZY_KWARGS != 0 && matches!(keywords, Value::None)
}

/// Adds keyword `key` (which must be a string, not given before when `repeats` asks) to
/// `kw`.
fn add_keyword(
    kw: &mut crate::call::Keywords,
    callee: &Value,
    key: &Value,
    v: Value,
    repeats: bool,
) -> Result<(), PyError> {
    let Value::Str(name) = key else {
        return Err(PyError::type_error("keywords must be strings"));
    };
    if repeats
        && kw
            .iter()
            .any(|(n, _)| matches!(n, Value::Str(n) if n.s == name.s))
    {
        return Err(PyError::type_error(format!(
            "{}() got multiple values for keyword argument '{}'",
            callee_name(callee),
            name.s
        )));
    }
    kw.push((key.clone(), v));
    Ok(())
}

/// A cold path for `UnboundLocalError` (the traceback printer names the local).
#[cold]
fn unbound() -> PyError {
    PyError::new(ExcType::UnboundLocalError, "")
}

/// The decimal text of `i` as a str, its digits straight into the string value (short
/// ones inline): no buffer that grows.
#[inline(always)]
fn decimal(i: i64) -> Value {
    Value::str_with_ascii(itoa::Buffer::new().format(i).into(), true)
}

/// `format(v, '')` of what `FORMAT_SIMPLE`, `FORMAT_FAST` and the `FORMAT_PART` ops do not
/// do inline (neither a string nor an int), out of the dispatch loop's line.
#[inline(never)]
fn format_other(interp: &mut Interp<isa::Isa>, v: Value) -> Result<Value, Raise<isa::Isa>> {
    match v {
        Value::Float(_) | Value::Bool(_) | Value::None => {
            Ok(Value::str(crate::value::format::try_str(&v)?))
        }
        other @ Value::Instance(_) => match object::special::format(interp, &other, "")? {
            Some(s) => Ok(Value::str(s)),
            None => Ok(Value::str(object::str(interp, &other)?)),
        },
        other => Ok(Value::str(object::str(interp, &other)?)),
    }
}

/// A local's value, or `UnboundLocalError` (the message names no local: an op that reads
/// locals from oparg fields does not know which field's name to give).
#[inline(always)]
fn bound(v: &Value) -> Result<&Value, PyError> {
    match v {
        Value::Undefined => Err(PyError::new(
            ExcType::UnboundLocalError,
            "cannot access a local variable where it is not associated with a value",
        )),
        v => Ok(v),
    }
}

/// Constant `c` of the running code (an error, not a panic, for a hand-made oparg).
#[inline(always)]
fn constant(code: &CodeInfo, c: u32) -> Result<&Value, PyError> {
    code.consts
        .get(c as usize)
        .ok_or_else(|| PyError::new(ExcType::RuntimeError, "bad constant index"))
}

/// Name `i` of the running code's names (an error, not a panic, for a hand-made oparg).
#[inline(always)]
fn name(code: &CodeInfo, i: u32) -> Result<&str, PyError> {
    interned_name(code, i).map(|n| &**n)
}

/// [`name`] as the code's interned string (what a store keys an attribute with).
#[inline(always)]
fn interned_name(code: &CodeInfo, i: u32) -> Result<&Rc<str>, PyError> {
    code.names
        .get(i as usize)
        .ok_or_else(|| PyError::new(ExcType::RuntimeError, "bad name index"))
}

/// The method `name` (name index `i` of the running code) of `obj`: what the method
/// lookups and their cache fills share.
#[inline(always)]
fn method_of(obj: &Value, code: &CodeInfo, i: u32) -> Result<Method, PyError> {
    methods::lookup(obj, name(code, i)?)
}

/// `args[0].append(args[1])` with `args[0]` a list (as the caller's guard checked): the
/// item moves into the list.
#[inline(always)]
fn append_to_list(args: &mut [Value]) -> Result<(), PyError> {
    let item = Value::take(&mut args[1]);
    if let Value::List(l) = &args[0] {
        l.push(item)?;
    }
    Ok(())
}

/// `args[0].add(args[1])` with `args[0]` a set (as the caller's guard checked): the item
/// moves into the set.
#[inline(always)]
fn add_to_set(args: &mut [Value]) -> Result<(), PyError> {
    let item = Value::take(&mut args[1]);
    if let Value::Set(set) = &args[0] {
        set.0.borrow_mut().add(item)?;
    }
    Ok(())
}

/// `LOAD_METHOD_GLOBAL`'s generic lookup, out of line: it runs until the site
/// specializes, and inlined it made the loop's register allocation worse for every
/// instruction (fib +3%, sieve +5% executed instructions).
#[inline(never)]
fn global_method(
    interp: &mut Interp<isa::Isa>,
    code: &CodeInfo,
    global: u32,
    name: u32,
) -> Result<(Value, Value), Raise<isa::Isa>> {
    let obj = interp.ctx().load_global(global)?;
    Ok(object::load_method_interned(
        interp,
        &obj,
        interned_name(code, name)?,
    )?)
}

/// Runs what a call resolved to (`crate::call::call` on `args`, the op's operands from
/// its callee's slot up) to completion, for an op that has no output to return a frame's
/// result to: a statement's method call.
#[inline(never)]
fn run_invoke(
    interp: &mut Interp<isa::Isa>,
    invoke: Invoke<isa::Isa>,
    args: &mut [Value],
) -> Result<Value, Raise<isa::Isa>> {
    reenter::complete(invoke, args.iter_mut().map(Value::take), |f, args| {
        interp.call(f, args).map_err(Raise::from)
    })
}

/// A set display holding keys hashed and compared through special methods.
#[inline(never)]
fn user_keyed_set(interp: &mut Interp<isa::Isa>, items: &mut [Value]) -> Result<Value, PyError> {
    let set = value::Set::default();
    for v in items.iter_mut() {
        crate::runtime::keys::set_add(interp, &set, Value::take(v))?;
    }
    Ok(Value::set_object(set))
}

/// A dict display holding keys hashed and compared through special methods.
#[inline(never)]
fn user_keyed_map(interp: &mut Interp<isa::Isa>, items: &mut [Value]) -> Result<Value, PyError> {
    let dict = value::Dict::default();
    for pair in items.chunks_mut(2) {
        let (k, v) = (Value::take(&mut pair[0]), Value::take(&mut pair[1]));
        if k.is_user_key() {
            crate::runtime::keys::dict_set(interp, &dict, k, v)?;
        } else {
            k.check_hashable()?;
            dict.0.borrow_mut().insert(k, v);
        }
    }
    Ok(Value::dict_object(dict))
}

/// `bool(v)` of a condition: an instance's `__bool__`/`__len__` out of line.
#[inline(always)]
fn truth(interp: &mut Interp<isa::Isa>, v: &Value) -> Result<bool, Raise<isa::Isa>> {
    match v {
        Value::Bool(b) => Ok(*b),
        Value::Instance(_) => instance_truth(interp, v),
        other => Ok(value::truthy(other)),
    }
}

#[inline(never)]
fn instance_truth(interp: &mut Interp<isa::Isa>, v: &Value) -> Result<bool, Raise<isa::Isa>> {
    if let Value::Instance(i) = v
        && i.class.version() != 0
        && shim::true_always(&i.class, || {
            i.class.native == value::class::Native::Object
                && object::special(v, "__bool__").is_none()
                && object::special(v, "__len__").is_none()
        })
    {
        return Ok(true);
    }
    Ok(object::special::truthy(interp, v)?)
}

/// `local <op>= value` of an in-place op's generic form: the local's value moves into
/// the operation (a string it holds alone grows in place), unless an instance takes
/// part (its special method may fail, and the local must keep its value then).
#[inline(always)]
fn inplace(
    interp: &mut Interp<isa::Isa>,
    slot: &mut Value,
    op: u32,
    value: Value,
) -> Result<(), Raise<isa::Isa>> {
    if matches!(slot, Value::Instance(_)) || matches!(value, Value::Instance(_)) {
        let r = operator_call(interp, op, slot.clone(), value)?;
        *slot = r;
        return Ok(());
    }
    // why not take the value out: an error (`5 += "x"`) must leave the variable bound.
    if let (Value::Str(_), Value::Str(y)) = (&*slot, &value)
        && (op == nb::ADD || op == ADD_I)
    {
        return Ok(ops::str_append(slot, y)?);
    }
    *slot = ops::binary_op(op, slot.clone(), value)?;
    Ok(())
}

// ---------------------------------------------------------------- attribute caches
//
// What the attribute specializations cache: a class's version tag (process-unique, new
// whenever the class or a base changes), and a slot of the class's instance layout or an
// index into its table of attributes resolved for that version. Never a reference.

/// The version of `obj`'s class, when `obj` is an instance of a cacheable class.
/// `obj.name` for `LOAD_ATTR_FAST_ATTR`'s reads that no cache covers: a plain instance
/// value found in the layout (what `LOAD_ATTR_INSTANCE_VALUE` reads), else the generic
/// lookup. (`self.defaults.size`, a class attribute then an instance value: 579
/// instructions an access with the generic lookup for the second read, 407 with this.)
fn attr_of(
    interp: &mut Interp<isa::Isa>,
    obj: &Value,
    code: &CodeInfo,
    name: u32,
) -> Result<Value, Raise<isa::Isa>> {
    if class_version(obj).is_some()
        && let Some(slot) = name_rc(code, name).and_then(|n| plain_slot(obj, n))
        && let Some(v) = slot_value(obj, slot)
    {
        return Ok(v);
    }
    Ok(object::getattr(interp, obj, self::name(code, name)?)?)
}

/// The value in slot `slot` of instance `obj`, if set (a cache fill's look at a middle
/// object; the hot instance-value reads write it out: calling this there moved the
/// loop's code generation, constraints +0.15%, fib +0.32% instructions).
fn slot_value(obj: &Value, slot: u32) -> Option<Value> {
    match obj {
        Value::Instance(i) => i.get_slot(slot),
        _ => None,
    }
}

fn class_version(obj: &Value) -> Option<u32> {
    match obj {
        Value::Instance(i) => Some(i.class.version()).filter(|&v| v != 0),
        _ => None,
    }
}

/// The version of the class of `obj` if it is an instance of a `dict` subclass whose
/// classes do not define special method `name` (its subscripts work on its dict part).
fn dict_subclass_version(obj: &Value, name: &str) -> Option<u32> {
    let Value::Instance(i) = obj else {
        return None;
    };
    if !matches!(&*i.native.borrow(), Value::Dict(_)) || i.class.lookup(name).is_some() {
        return None;
    }
    class_version(obj)
}

/// Whether `key` hashes and compares without running Python code.
#[inline(always)]
fn plain_key(key: &Value) -> bool {
    !key.is_user_key() && key.check_hashable().is_ok()
}

/// Whether instance `obj`'s dict part holds no key compared through Python code.
#[inline(always)]
fn plain_dict_part(obj: &Value) -> bool {
    matches!(obj, Value::Instance(i) if matches!(&*i.native.borrow(), Value::Dict(d) if !d.0.borrow().has_user_keys()))
}

/// The identity of the code of function `callee` (`CALL_KW_PY`'s guard).
fn code_serial(callee: &Value) -> Option<u64> {
    match callee {
        Value::Function(f) => Some(f.code.extra.serial.get()),
        _ => None,
    }
}

/// The address of the object `v` refers to (0 for a value without one): compared by
/// `CALL_KW_PY` to know its names tuple, a constant of the code that holds the site and
/// so alive (at that address) as long as the site is.
#[inline(always)]
fn value_address(v: &Value) -> u64 {
    match v {
        Value::Tuple(t) => Rc::as_ptr(t) as usize as u64,
        _ => 0,
    }
}

/// How a keyword call of `callee` with `n` arguments and the keyword names in `names`
/// binds, when `CALL_KW_PY` can do it (`call::keyword_plan`).
fn keyword_plan(callee: &Value, names: &Value, n: usize) -> Option<crate::call::KeywordPlan> {
    any_keyword_plan(callee, names, n).filter(|p| p.shape & crate::call::PLAN_GENERAL == 0)
}

/// [`keyword_plan`] for `CALL_KW_PY_GENERAL`: a plan that binds by name.
fn general_keyword_plan(
    callee: &Value,
    names: &Value,
    n: usize,
) -> Option<crate::call::KeywordPlan> {
    any_keyword_plan(callee, names, n).filter(|p| p.shape & crate::call::PLAN_GENERAL != 0)
}

fn any_keyword_plan(callee: &Value, names: &Value, n: usize) -> Option<crate::call::KeywordPlan> {
    match (callee, names) {
        (Value::Function(f), Value::Tuple(t)) => crate::call::keyword_plan(f, n, &t.0),
        _ => None,
    }
}

/// Whether no finalizer waits to run (`value::finalize`): a guard of every call member
/// whose callee is not a Python function. Such a call is a safe point: its generic op
/// runs the waiting finalizers first ([`finalize_before`]), so a member must miss then.
#[inline(always)]
fn no_finalizers() -> bool {
    !crate::value::finalize::pending()
}

/// Whether a call enters a Python function's frame (a function, or a method of one bound
/// or looked up): the calls that are not safe points for finalizers. A finalizer can
/// change what the others give (a `len`, a `list.append`'s order, what `print` shows),
/// and none of those has a frame where the finalizer's effects could be seen first.
fn python_call(callee: &Value, args: &[Value]) -> bool {
    fn python(v: &Value) -> bool {
        match v {
            Value::Function(_) => true,
            Value::BoundMethod(m) => matches!(m.func, Value::Function(_)),
            _ => false,
        }
    }
    match callee {
        Value::Undefined => args.first().is_some_and(python),
        other => python(other),
    }
}

/// Closes the generators that died suspended in a `try` or `with` before a call that is
/// a safe point (see [`no_finalizers`]).
#[inline(always)]
fn finalize_before(interp: &mut Interp<isa::Isa>, callee: &Value, args: &[Value]) {
    if crate::value::finalize::pending() && !python_call(callee, args) {
        generators::run_finalizers(interp);
    }
}

/// `CALL_KW_PY_GENERAL`'s body, out of line (it builds a vector and perhaps a dict):
/// the frame's locals by `plan` (`call::bind_planned`), in the interpreter's argument
/// buffer.
#[inline(never)]
fn call_kw_planned(
    interp: &mut Interp<isa::Isa>,
    callee: &Value,
    names: &Value,
    args: &mut [Value],
    plan: crate::call::KeywordPlan,
) -> Option<Invoke<isa::Isa>> {
    let (Value::Function(f), Value::Tuple(names)) = (callee, names) else {
        return None;
    };
    let buffer = interp.arg_buffer();
    let locals = crate::call::bind_planned(f, &names.0, args, plan, buffer)?;
    Some(Invoke::Args(FuncRef(Rc::clone(f)), locals))
}

/// `CALL_METHOD_FAST_POP_CACHED`'s body, out of line (a call through the method table):
/// builtin method `method` of `obj` called with `arg`, its result dropped.
#[inline(never)]
fn call_method_by_index(
    vm: &mut dyn crate::runtime::Vm,
    obj: &Value,
    method: u32,
    arg: Value,
) -> Result<(), PyError> {
    let m = methods::from_index(method);
    // why: `merged.update(kwargs)` of two plain dicts (a `partial`'s or a wrapper's
    // merging of the keywords it was given) merges at once, without the method table's
    // checks, the receiver's match and the argument array (`update` does the same).
    if m == methods::DICT_UPDATE
        && let (Value::Dict(d), Value::Dict(src)) = (obj, &arg)
    {
        return crate::runtime::keys::dict_merge(vm, d, src);
    }
    methods::call(vm, m, &mut [obj.clone(), arg], &[]).map(drop)
}

/// The version of class `obj` itself.
fn own_version(obj: &Value) -> Option<u32> {
    match obj {
        Value::Class(c) => Some(c.version()).filter(|&v| v != 0),
        _ => None,
    }
}

/// How many names the layout of `obj`'s class has (a name absent from a layout of this
/// length is still absent while the length holds: layouts only grow).
fn layout_len(obj: &Value) -> Option<u32> {
    match obj {
        Value::Instance(i) => Some(i.class.layout().len() as u32),
        _ => None,
    }
}

/// The slot of `obj`'s attribute `name` in its class's layout, when reading and writing
/// it is plain slot access ([`value::class::Class::plain_attrs`]).
fn plain_slot(obj: &Value, name: &Rc<str>) -> Option<u32> {
    let Value::Instance(i) = obj else {
        return None;
    };
    if !i.class.plain_attrs() {
        return None;
    }
    i.class.layout().slot(name)
}

/// What the instance-attribute caches check: `obj` is an instance, its attributes are
/// plain slot access, and its class's layout keeps `name` at `slot`. The class that
/// filled the cache passes at once (its version is the cached one: its layout only grew
/// since). Otherwise the layout itself is checked, so the check holds for every class of
/// a hierarchy whose `__init__` chain sets the attributes in the same order (`self.x` in
/// a base method called on instances of five subclasses stays one specialization).
/// Whether `container[key]` is a dict lookup that calls no special method: a dict (not a
/// subclass's instance) that never held a key hashed through `__hash__`, and such a key.
/// The guard of the subscript members whose dict is a local.
#[inline(always)]
fn plain_dict_lookup(container: &Value, key: &Value) -> bool {
    matches!(container, Value::Dict(d) if !d.0.borrow().has_user_keys()) && !key.is_user_key()
}

/// The item of a [`plain_dict_lookup`]; `None` (a deopt: the generic op raises) for an
/// unhashable or missing key.
#[inline(always)]
fn plain_dict_item(container: &Value, key: &Value) -> Option<Value> {
    let Value::Dict(dict) = container else {
        return None;
    };
    key.check_hashable().ok()?;
    dict.0.borrow().get(key).cloned()
}

#[inline(always)]
fn slot_holds(obj: &Value, version: u32, slot: u32, code: &CodeInfo, name: u32) -> bool {
    match obj {
        Value::Instance(i) if i.class.version() == version => true,
        Value::Instance(i) => layout_keeps(i, slot, code, name),
        _ => false,
    }
}

/// [`slot_holds`] for an instance of another class than the cache's.
#[inline(never)]
fn layout_keeps(i: &value::class::Instance, slot: u32, code: &CodeInfo, name: u32) -> bool {
    name_rc(code, name).is_some_and(|name| i.class.layout_keeps(slot, name))
}

/// What `obj.name` finds on the class of instance `obj` when no instance attribute can
/// shadow it (no instance ever set that name: the layout has none), with the class.
fn unshadowed<'a>(obj: &'a Value, name: &Rc<str>) -> Option<(&'a value::class::Class, Value)> {
    let Value::Instance(i) = obj else {
        return None;
    };
    // (By scanning a small layout's names: a polymorphic method call, `con.propagate()`
    // over two subclasses, comes here at every call, and hashing the name cost ~60
    // instructions of it.)
    if i.class.layout().slot_scanned(name).is_some() || i.class.has_dict_instances() {
        return None;
    }
    Some((&i.class, i.class.lookup_name(name)?))
}

/// `v` when it is a Python function of exactly `n` parameters (what a shim's `CALL` or a
/// frame entered directly passes it).
fn python_function(v: Value, n: u32) -> Option<Value> {
    matches!(&v, Value::Function(f) if f.nparams == n).then_some(v)
}

/// The resolved index of `name` on `obj`'s class when it is a function no instance
/// attribute shadows: a method call pushes it and `obj`.
fn method_index(obj: &Value, name: &Rc<str>) -> Option<u32> {
    match unshadowed(obj, name)? {
        (class, Value::Function(_)) => class.resolve(name),
        _ => None,
    }
}

/// [`method_index`] for an instance of a class with `__slots__`, whose layout never
/// changes.
fn slotted_method_index(obj: &Value, name: &Rc<str>) -> Option<u32> {
    match obj {
        Value::Instance(i) if i.class.slots.is_some() => method_index(obj, name),
        _ => None,
    }
}

/// The slot `obj.name = v` writes when it is plain slot access; the name joins the
/// layout now when it is new (the store that follows would add it).
fn store_slot(obj: &Value, name: &Rc<str>) -> Option<u32> {
    let Value::Instance(i) = obj else {
        return None;
    };
    let found = i.class.lookup(name);
    if !i.class.plain_attrs()
        || matches!(found, Some(Value::Descr(_)))
        || found.as_ref().is_some_and(value::class::is_data_descriptor)
    {
        return None;
    }
    // An exception's `args` are its arguments, not an attribute (`generic_setattr`).
    if i.class.is_exception() && &**name == "args" {
        return None;
    }
    i.class.store_slot(name)
}

/// The resolved index of `name` on `obj`'s class when it is a plain value (no function,
/// no descriptor) no instance attribute shadows.
fn class_value_index(obj: &Value, name: &Rc<str>) -> Option<u32> {
    plain_class_value(obj, name)?.0.resolve(name)
}

/// What `obj.name` finds on `obj`'s class, with the class, when it is a plain value (no
/// function, no descriptor) no instance attribute shadows.
fn plain_class_value<'a>(
    obj: &'a Value,
    name: &Rc<str>,
) -> Option<(&'a value::class::Class, Value)> {
    match unshadowed(obj, name)? {
        (_, v) if !plain_value(&v) => None,
        found => Some(found),
    }
}

/// Whether class attribute `v` is a plain value (no function, no descriptor): what an
/// instance reads as it is.
fn plain_value(v: &Value) -> bool {
    !matches!(v, Value::Function(_) | Value::Descr(_) | Value::Builtin(_))
        && value::class::user_descriptor(v).is_none()
}

/// The resolved index of a property with a one-parameter Python getter named `name` on
/// `obj`'s class.
fn property_index(obj: &Value, name: &Rc<str>) -> Option<u32> {
    let Value::Instance(i) = obj else {
        return None;
    };
    property_getter(obj, name)?;
    i.class.resolve(name)
}

/// The item a `tuple` subclass instance `obj` gives for attribute `name` through its
/// class's `_tuplegetter` (a namedtuple's field).
fn tuple_item_index(obj: &Value, name: &Rc<str>) -> Option<u32> {
    let Value::Instance(i) = obj else {
        return None;
    };
    match &i.class.lookup(name)? {
        Value::Descr(d) => match ***d {
            value::class::Descr::TupleItem(n) => Some(n),
            _ => None,
        },
        _ => None,
    }
}

/// Item `item` of the tuple of instance `obj` (of a `tuple` subclass).
#[inline]
fn tuple_item(obj: &Value, item: u32) -> Option<Value> {
    let Value::Instance(i) = obj else { return None };
    match &*i.native.borrow() {
        Value::Tuple(t) => t.0.get(item as usize).cloned(),
        _ => None,
    }
}

/// The resolved index of attribute `name` of class `obj` itself, when reading it needs
/// no binding (a plain value or a function).
fn class_attr_index(obj: &Value, name: &Rc<str>) -> Option<u32> {
    let Value::Class(c) = obj else {
        return None;
    };
    // A metaclass may decide the read (a property of its own, `__getattr__`-like
    // fallbacks): such classes stay unspecialized.
    if c.meta().is_some() {
        return None;
    }
    match c.lookup(name)? {
        Value::Descr(_) => None,
        v if value::class::user_descriptor(&v).is_some_and(|d| d.get) => None,
        _ => c.resolve(name),
    }
}

/// Whether `b` is not an instance of a class other than `a`'s (an instance of a subclass
/// could have its reflected method called first).
#[inline(always)]
fn no_other_class(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Instance(x), Value::Instance(y)) => Rc::ptr_eq(&x.class, &y.class),
        _ => true,
    }
}

/// The iterator `GET_ITER_JUMP` starts for anything but a list: an iterator value
/// nothing else holds is unwrapped, for the loop to step its state directly rather than
/// through the shared cell.
#[inline(never)]
fn iterator_of(interp: &mut Interp<isa::Isa>, iterable: Value) -> Result<Iter, Raise<isa::Isa>> {
    Ok(match &iterable {
        Value::Iter(it) if Rc::strong_count(it) == 1 => match it.try_borrow_mut() {
            Ok(mut inner) => mem::replace(&mut *inner, Iter::Items(Vec::new())),
            Err(_) => object::special::iterate(interp, &iterable)?,
        },
        _ => object::special::iterate(interp, &iterable)?,
    })
}

/// What the `LOAD_METHOD*_WITH_VALUES` members push for instance `obj`: the method at
/// the cached `index` and `obj`, while its class keeps the cached version and its layout
/// the cached length; an instance of another class (a subclass at a polymorphic site)
/// looks the method up, out of line.
#[inline(always)]
fn method_with_values(
    obj: &Value,
    code: &CodeInfo,
    name: u32,
    version: u32,
    names: u32,
    index: u32,
) -> Option<(Value, Value)> {
    if class_version(obj) == Some(version) && layout_len(obj) == Some(names) {
        return Some((resolved_on(obj, version, index)?, obj.clone()));
    }
    Some((method_by_lookup(obj, code, name)?, obj.clone()))
}

/// The method `obj.name` finds on its class when no instance attribute can shadow it
/// (the layout has no such name): what the method caches do for a class other than the
/// one they were filled for.
#[inline(never)]
fn method_by_lookup(obj: &Value, code: &CodeInfo, name: u32) -> Option<Value> {
    let Value::Instance(i) = obj else {
        return None;
    };
    let name = name_rc(code, name)?;
    // The class's memo of the name first (a lookup fills it).
    if let Some(own) = i.class.peer_index_unshadowed(name) {
        return match i.class.resolved(i.class.version(), own)? {
            f @ Value::Function(_) => Some(f),
            _ => None,
        };
    }
    match unshadowed(obj, name)? {
        (class, f @ Value::Function(_)) => {
            class.remember_peer(name);
            Some(f)
        }
        _ => None,
    }
}

/// The plain class value `obj.name` finds when no instance attribute can shadow it: what
/// the class-value caches do for a class other than the one they were filled for
/// (`self.batch` read by a method that instances of two subclasses run).
#[inline(never)]
fn class_value_by_lookup(obj: &Value, code: &CodeInfo, name: u32) -> Option<Value> {
    let Value::Instance(i) = obj else {
        return None;
    };
    let name = name_rc(code, name)?;
    // The class's memo of the name first (a lookup fills it).
    if let Some(own) = i.class.peer_index_unshadowed(name) {
        let found = i.class.resolved(i.class.version(), own)?;
        return plain_value(&found).then_some(found);
    }
    let (class, found) = plain_class_value(obj, name)?;
    class.remember_peer(name);
    Some(found)
}

/// The getter the property caches call: the one resolved at `index` for the class that
/// filled the cache, or (another class: a subclass at a polymorphic site) the one that
/// class's memo of the name ([`value::class::Class::peer_index`]) or a lookup
/// finds. Out of line: a frame is entered after it anyway, and inlined into the
/// loop it moved the numeric examples by 2-4% (code layout).
#[inline(never)]
fn property_getter_cached(
    obj: &Value,
    version: u32,
    index: u32,
    code: &CodeInfo,
    name: u32,
) -> Option<Rc<Function>> {
    match obj {
        Value::Instance(i) if i.class.version() == version && version != 0 => {
            i.class.resolved_property_getter(version, index)
        }
        _ => getter_by_peer(obj, code, name),
    }
}

/// The Python getter of property `obj.name` on its class, for a class other than the one
/// a property cache was filled for (a subclass at a polymorphic site): the class's memo
/// of the name, else a lookup that fills the memo. Out of line: the cache's own class keeps a path without saved
/// registers.
#[inline(never)]
fn getter_by_peer(obj: &Value, code: &CodeInfo, name: u32) -> Option<Rc<Function>> {
    let Value::Instance(i) = obj else {
        return None;
    };
    let name_ref = name_rc(code, name)?;
    let own = match i.class.peer_index(name_ref) {
        Some(own) => own,
        // None for an unversioned class (its own `__getattribute__` decides the read:
        // the generic op calls it) or a name it lacks.
        None => i.class.remember_peer(name_ref)?,
    };
    let getter = i.class.resolved_property_getter(i.class.version(), own)?;
    // The cache's getter took one parameter; this class's may be another one.
    (getter.nparams == 1).then_some(getter)
}

/// The index under which the class of instance `v` resolves its `__len__`, when that is
/// a Python function of one parameter that `len(v)` can enter in a frame (not a
/// generator function, whose frame would suspend at once).
fn len_index(v: &Value) -> Option<u32> {
    let Value::Instance(i) = v else {
        return None;
    };
    match &python_function(object::special(v, "__len__")?, 1)? {
        Value::Function(f) if !f.code.extra.generator => i.class.resolve(&Rc::from("__len__")),
        _ => None,
    }
}

/// What `len()` makes of the value `__len__` returned (see
/// [`object::special::len_result`]).
fn len_of_result(v: Value) -> Result<Value, PyError> {
    // The usual answer first: a non-negative int is the length as it is.
    if matches!(v, Value::Int(n) if n >= 0) {
        return Ok(v);
    }
    Ok(Value::Int(object::special::len_result(&v)? as i64))
}

/// Whether calling class `callee` can enter its `__init__` through a shim frame: a user
/// class of plain instances whose `__init__` is a Python function, not a generator
/// function (whose frame suspends at once: the call's general path reports the generator
/// it returns, as CPython does).
fn python_init(callee: &Value) -> Option<u32> {
    let Value::Class(c) = callee else {
        return None;
    };
    if c.builtin
        || !plain_or_exception(c)
        || c.meta().is_some()
        || object::user_new(c).is_some()
        || object::is_abstract(c)
    {
        return None;
    }
    matches!(&object::init_of(c)?, Value::Function(f) if !f.code.extra.generator).then_some(1)
}

/// Whether instances of `c` are plain objects, or exceptions that only keep their
/// arguments (`object::new_instance_called`): not an `OSError`, whose arguments pick a
/// subclass and fill its fields.
fn plain_or_exception(c: &value::class::Class) -> bool {
    match c.native {
        value::class::Native::Object => true,
        value::class::Native::Exception => {
            !object::special::is_os_error(c) && !object::special::is_import_error(c)
        }
        _ => false,
    }
}

/// The index under which class `callee` resolves its `__init__`, when calling it can
/// enter that in a frame ([`python_init`]).
fn init_index(callee: &Value) -> Option<u32> {
    python_init(callee)?;
    let Value::Class(c) = callee else {
        return None;
    };
    c.resolve(&Rc::from("__init__"))
}

/// [`init_index`] when class `callee`'s `__init__` only stores (see `initializers`), takes
/// exactly `nargs` arguments after `self`, and its stores fill the class layout's first
/// slots in order.
fn storing_init_index(callee: &Value, nargs: usize) -> Option<u32> {
    let index = init_index(callee)?;
    let Value::Class(c) = callee else {
        return None;
    };
    if c.native != value::class::Native::Object {
        // (An exception's arguments are its `args`, which the stores would not keep.)
        return None;
    }
    let f = c.resolved_function(own_version(callee)?, index)?;
    // Only a function a class body defined: assigning its `__defaults__` then changes
    // that class's version (and its subclasses'), which empties this cache, whose arity
    // check holds for the defaults it saw.
    f.owner.get().and_then(std::rc::Weak::upgrade)?;
    let stores = initializers::init_stores(&f.code)?;
    (initializers::arity_fits(&f, nargs) && initializers::fills_in_order(c, stores))
        .then_some(index)
}

/// The index under which class `callee` resolves its `__new__`, when calling the class
/// only runs that: a Python function of its own and no `__init__` of its own (a
/// namedtuple's class).
fn new_index(callee: &Value) -> Option<u32> {
    let Value::Class(c) = callee else {
        return None;
    };
    if c.builtin || c.meta().is_some() || object::init_of(c).is_some() {
        return None;
    }
    match object::user_new(c)? {
        Value::Function(_) => c.resolve(&Rc::from("__new__")),
        _ => None,
    }
}

/// A call of `lru_cache` wrapper `wrapper`: the cached result, or the wrapped function
/// run in a frame of this loop through the wrapper's shim, which caches what it returns
/// (no nested run: a recursion through the cache grows no Rust stack, and takes two
/// frames a level, as CPython's C wrapper and the Python function take two levels of its
/// recursion limit).
/// What a call through the machine (`Vm::call_lru`: `map(fib, xs)`, an unspecialized
/// call) runs too, so that it takes the same frames.
#[inline(never)]
pub(crate) fn lru_call(
    interp: &mut Interp<isa::Isa>,
    wrapper: &Value,
    args: &mut [Value],
) -> Result<Invoke<isa::Isa>, PyError> {
    use crate::stdlib::functools::{Lookup, lru_lookup, lru_store};
    match lru_lookup(interp, wrapper, args, &[])? {
        Lookup::Hit(r) => Ok(Invoke::Value(r)),
        Lookup::Call(func) => crate::call::call(interp, &func, args, None),
        Lookup::Miss { key, func } => {
            let Value::Instance(i) = wrapper else {
                return Err(PyError::type_error("an lru_cache wrapper is an instance"));
            };
            match shim::cache_shim(&i.class, args.len() as u32) {
                // The shim's locals: the wrapper, then the one argument where it lies.
                Some(shim) if args.len() == 1 => Ok(Invoke::Bound(FuncRef(shim), wrapper.clone())),
                // The call's wrapper, key and function, then the arguments where they
                // lie. (An untracked tuple: it lives as long as the call, and holds
                // nothing that holds it.)
                Some(shim) => {
                    let pending = [wrapper.clone(), key, func];
                    let pending = Value::Tuple(value::obj(value::Tuple(Box::new(pending))));
                    Ok(Invoke::Bound(FuncRef(shim), pending))
                }
                // No shim (an arity past the code's limits): a nested run.
                None => {
                    let taken: Vec<Value> = args.iter_mut().map(Value::take).collect();
                    let r = crate::runtime::Vm::call(interp, &func, taken, &[])?;
                    lru_store(interp, wrapper, key, r.clone())?;
                    Ok(Invoke::Value(r))
                }
            }
        }
    }
}

/// The `__call__` of `callee`, an instance of a class a standard module defines (whose
/// namespace never changes), as the position of its handler.
fn native_call(callee: &Value) -> Option<u32> {
    let Value::Instance(i) = callee else {
        return None;
    };
    if !i.class.builtin {
        return None;
    }
    match object::special(callee, "__call__")? {
        Value::Builtin(b) if b.is_method() => Some(b.index() as u32),
        _ => None,
    }
}

/// What receives the return value of `__init__` entered by `CALL_ALLOC_AND_ENTER_INIT`:
/// it must be `None` (the call's value is the instance).
fn init_returned(v: Value) -> Result<(), PyError> {
    object::check_init_result(&v)
}

/// Whether calling class `callee` with `nargs` arguments only makes an instance
/// (`object::new_instance_called`): a class of the program's with no `__init__` or
/// `__new__` of its own, of plain instances called with none, or an exception class
/// ([`plain_or_exception`]) with any (its instance holds them, as `BaseException.__new__`
/// leaves them).
fn bare_class(callee: &Value, nargs: usize) -> Option<u32> {
    let Value::Class(c) = callee else {
        return None;
    };
    let takes_args = match c.native {
        value::class::Native::Object => nargs == 0,
        // A `list`, `dict` or `tuple` subclass called with nothing (deltablue's
        // `OrderedCollection()`): the builtin's `__new__` and `__init__` leave the new
        // empty part as `new_instance_called` makes it.
        value::class::Native::List | value::class::Native::Dict | value::class::Native::Tuple => {
            nargs == 0
        }
        _ => plain_or_exception(c),
    };
    (!c.builtin
        && takes_args
        && c.meta().is_none()
        && object::init_of(c).is_none()
        && object::user_new(c).is_none()
        && !object::is_abstract(c))
    .then_some(1)
}

/// `LOAD_NAME` in a class body whose namespace is no dict (a `__prepare__`'s mapping):
/// its item, else the globals and builtins.
#[inline(never)]
fn load_name_mapping(
    interp: &mut Interp<isa::Isa>,
    ns: &Value,
    sym: u32,
) -> Result<Value, PyError> {
    let Some(name) = interp.ctx().names.get(sym as usize).cloned() else {
        return interp.ctx().load_global(sym);
    };
    match object::special::getitem(interp, ns, &Value::str(&*name)) {
        Ok(v) => Ok(v),
        Err(e) if e.kind() == ExcType::KeyError => interp.ctx().load_global(sym),
        Err(e) => Err(e),
    }
}

/// Name `i` of the running code, as the `Rc` the caches resolve.
#[inline]
fn name_rc(code: &CodeInfo, i: u32) -> Option<&Rc<str>> {
    code.names.get(i as usize)
}

/// Cell `k` of the closure of `f`, the running function.
#[inline(always)]
fn free_cell(f: Option<&FuncRef>, k: u32) -> Option<&Value> {
    f?.0.closure.get(k as usize)
}

/// The error of a read of free variable `k` of `code` whose cell is empty (CPython's
/// message), or of code whose function has no such cell (only hand-made bytecode).
#[cold]
#[inline(never)]
fn unbound_free(code: &CodeInfo, k: u32) -> PyError {
    match code.free_names.get(k as usize) {
        Some(name) => PyError::new(
            ExcType::NameError,
            format!(
                "cannot access free variable '{name}' where it is not associated with a value in enclosing scope"
            ),
        ),
        None => no_free_cell(),
    }
}

#[cold]
fn no_free_cell() -> PyError {
    PyError::new(ExcType::RuntimeError, "no such closure cell")
}

/// Locals `first..first + n` of `locals` (`None` past the frame's locals: bytecode
/// made by hand).
#[inline(always)]
fn local_run(locals: &mut [Value], first: u32, n: u32) -> Option<&mut [Value]> {
    locals.get_mut(first as usize..)?.get_mut(..n as usize)
}

/// Stores a loop's pair into locals `first` and `second`, in that order, as CPython stores
/// them (`for x, x in ..` leaves the second); `None` for a slot the frame does not have.
#[inline(always)]
fn store_pair(locals: &mut [Value], first: u32, second: u32, (a, b): (Value, Value)) -> Option<()> {
    Value::assign(locals.get_mut(first as usize)?, a);
    Value::assign(locals.get_mut(second as usize)?, b);
    Some(())
}

/// An `UNPACK_TO_LOCALS` naming locals the frame does not have.
#[cold]
fn no_local_run() -> PyError {
    PyError::new(
        ExcType::SystemError,
        "unpacking into locals the frame does not have",
    )
}

/// The attribute resolved at `index` on `obj`'s class for `version` (the guard checked the
/// version).
#[inline(always)]
fn resolved_on(obj: &Value, version: u32, index: u32) -> Option<Value> {
    match obj {
        Value::Instance(i) => i.class.resolved(version, index),
        Value::Class(c) => c.resolved(version, index),
        _ => None,
    }
}

/// A property's getter that is a Python function of one parameter, when `obj.name` reads
/// one: `LOAD_ATTR` runs it in a frame (as CPython's `LOAD_ATTR_PROPERTY`).
#[inline]
fn property_getter(obj: &Value, name: &str) -> Option<Rc<Function>> {
    let Value::Instance(i) = obj else {
        return None;
    };
    property_fget(i.class.lookup(name)?)
}

/// The getter of `found` when it is a property whose getter is a Python function of one
/// parameter. (Inline: `property_getter` is inlined into the dispatch loop, whose code
/// should not change with this split.)
#[inline(always)]
fn property_fget(found: Value) -> Option<Rc<Function>> {
    property_fget_ref(&found)
}

/// [`property_fget`] of a value read in place.
#[inline(always)]
fn property_fget_ref(found: &Value) -> Option<Rc<Function>> {
    let Value::Descr(d) = found else {
        return None;
    };
    match &***d {
        value::class::Descr::Property {
            fget: Value::Function(f),
            ..
        } if f.nparams == 1 => Some(Rc::clone(f)),
        _ => None,
    }
}

#[vm_core::instruction_set(
    value = Value,
    context = Machine,
    error = PyError,
    code = CodeInfo,
    callee = FuncRef,
    generator = GenHandle
)]
pub mod isa {
    use super::*;

    // ------------------------------------------------------------ stack and locals

    /// Does nothing.
    #[op]
    fn nop() {}

    /// Pushes local `oparg`; an unbound local raises `UnboundLocalError`.
    #[op]
    fn load_fast(#[local] slot: &Value) -> Result<Value, PyError> {
        match slot {
            Value::Undefined => Err(unbound()),
            v => Ok(v.clone()),
        }
    }

    /// Pops into local `oparg`.
    #[op]
    fn store_fast(value: Value, #[local] slot: &mut Value) {
        Value::assign(slot, value);
    }

    /// Pushes constant `oparg`.
    #[op]
    fn load_const(#[code] code: &CodeInfo, #[oparg] i: u32) -> Value {
        code.consts[i as usize].clone()
    }

    #[op]
    fn pop_top(_value: Value) {}

    /// `COPY 1`.
    #[op]
    fn dup_top(v: Value) -> (Value, Value) {
        (v.clone(), v)
    }

    /// `COPY 2; COPY 2`: duplicates the top two items.
    #[op]
    fn dup_top_two(a: Value, b: Value) -> (Value, Value, Value, Value) {
        (a.clone(), b.clone(), a, b)
    }

    /// `SWAP 2`.
    #[op]
    fn rot_two(a: Value, b: Value) -> (Value, Value) {
        (b, a)
    }

    /// Moves the top item below the next two: `a b c -> c a b`.
    #[op]
    fn rot_three(a: Value, b: Value, c: Value) -> (Value, Value, Value) {
        (c, a, b)
    }

    // ------------------------------------------------------------ globals

    /// Pushes global `oparg` (a symbol), else the builtin of that name.
    #[op]
    fn load_global(ctx: &Machine, #[oparg] name: u32) -> Result<Value, PyError> {
        ctx.load_global(name)
    }

    /// A module global at a cached slot, valid while the slot is bound (`del` empties it).
    /// (The slot check costs what indexing would, and keeps code whose caches came from
    /// elsewhere, `vm_core::verify::from_units`, from panicking.)
    #[specialize(load_global)]
    #[guard(ctx.globals.owns(globals_id, slot))]
    fn load_global_module(
        ctx: &Machine,
        #[oparg] name: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = ctx.globals.slot(name)?)] slot: u32,
    ) -> Option<Value> {
        // why not `clone`: a global is most often a function about to be called, which
        // `clone` copies out of line.
        let v = &ctx.globals.values[slot as usize];
        match v {
            Value::Function(f) => Some(Value::Function(f.clone())),
            // Deleted: the generic op raises the `NameError`.
            Value::Undefined => None,
            _ => Some(v.clone()),
        }
    }

    /// A builtin at a cached slot, valid while it is bound and no global has become bound
    /// since (one might shadow it).
    #[specialize(load_global)]
    #[guard(ctx.globals.version == globals_version && ctx.builtins.holds(builtins_id, slot))]
    fn load_global_builtin(
        ctx: &Machine,
        #[oparg] name: u32,
        #[cache(fill = ctx.globals.version_without(name)?)] globals_version: u32,
        #[cache(fill = ctx.builtins.cacheable_id()?)] builtins_id: u32,
        #[cache(fill = ctx.builtins.slot(ctx.bare(name))?)] slot: u32,
    ) -> Value {
        ctx.builtins.values[slot as usize].clone()
    }

    /// Binds global `oparg`.
    #[op]
    fn store_global(ctx: &mut Machine, value: Value, #[oparg] name: u32) {
        ctx.globals.set(name, value);
    }

    /// Binds a global at a cached slot.
    #[specialize(store_global)]
    #[guard(ctx.globals.owns(globals_id, slot))]
    fn store_global_module(
        ctx: &mut Machine,
        value: Value,
        #[oparg] name: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = ctx.globals.slot(name)?)] slot: u32,
    ) {
        ctx.globals.store(slot, value);
    }

    // ------------------------------------------------------------ BINARY_OP

    /// `a <op> b`, `oparg` an `NB_*` operator.
    #[op]
    #[inline(never)]
    fn binary_op(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[oparg] op: u32,
    ) -> Result<Value, Raise<Isa>> {
        operator_call(interp, op, a, b)
    }

    #[specialize(binary_op)]
    #[guard(op == nb::ADD || op == ADD_I)]
    fn binary_op_add_int(a: i64, b: i64, #[oparg] op: u32) -> Value {
        ops::int_add(a, b)
    }

    #[specialize(binary_op)]
    #[guard(op == nb::SUBTRACT || op == SUB_I)]
    fn binary_op_subtract_int(a: i64, b: i64, #[oparg] op: u32) -> Value {
        ops::int_sub(a, b)
    }

    #[specialize(binary_op)]
    #[guard(op == nb::MULTIPLY || op == MUL_I)]
    fn binary_op_multiply_int(a: i64, b: i64, #[oparg] op: u32) -> Value {
        ops::int_mul(a, b)
    }

    /// `//` of ints; a zero divisor deopts so the generic op raises.
    #[specialize(binary_op)]
    #[guard(op == nb::FLOOR_DIVIDE || op == FDIV_I)]
    fn binary_op_floor_divide_int(a: i64, b: i64, #[oparg] op: u32) -> Option<Value> {
        ops::int_floordiv(a, b).ok()
    }

    /// `%` of ints; a zero divisor deopts so the generic op raises.
    #[specialize(binary_op)]
    #[guard(op == nb::REMAINDER || op == MOD_I)]
    fn binary_op_remainder_int(a: i64, b: i64, #[oparg] op: u32) -> Option<Value> {
        ops::int_mod(a, b).ok()
    }

    /// `a <op> b` with `a` an instance whose class defines the operator's method as a
    /// Python function and `b` not an instance of another class (whose reflected method
    /// could come first), or with `a` a number and `b` an instance whose class defines
    /// the reflected method (`2.0 * vec` running `Vec.__rmul__`: a number's own operator
    /// never takes an instance). The method runs in a frame; then this op runs again and
    /// finishes the operator with what it returned (`NotImplemented` goes on with the
    /// rest of the protocol). See `operators`.
    #[specialize(binary_op)]
    #[guard(operator_version(a, b) == Some(version))]
    fn binary_op_instance(
        interp: &mut Interp<Isa>,
        a: &Value,
        b: &Value,
        #[oparg] op: u32,
        #[cache(fill = operator_version(a, b)?)] version: u32,
        #[cache(fill = operator_index(a, b, op)?)] index: u32,
    ) -> Result<Option<Rerun<Isa, Value>>, Raise<Isa>> {
        operator_rerun(interp, op, a, b, version, index)
    }

    /// `&` of ints (bit sets: `domain & (1 << d)`), without the operator's dispatch of
    /// `BINARY_OP_BITWISE_INT`.
    #[specialize(binary_op)]
    #[guard(op == nb::AND || op == AND_I)]
    fn binary_op_and_int(a: i64, b: i64, #[oparg] op: u32) -> Value {
        Value::Int(a & b)
    }

    /// `|` of ints (`mask |= bit`).
    #[specialize(binary_op)]
    #[guard(op == nb::OR || op == OR_I)]
    fn binary_op_or_int(a: i64, b: i64, #[oparg] op: u32) -> Value {
        Value::Int(a | b)
    }

    /// `^`, `<<`, `>>` of ints; a shift that overflows or is negative deopts.
    #[specialize(binary_op)]
    #[guard(is_int_op(op))]
    fn binary_op_bitwise_int(a: i64, b: i64, #[oparg] op: u32) -> Option<Value> {
        int_arith_i64(op, a, b)
    }

    #[specialize(binary_op)]
    #[guard(op == nb::ADD || op == ADD_I)]
    fn binary_op_add_float(a: f64, b: f64, #[oparg] op: u32) -> Value {
        Value::Float(a + b)
    }

    #[specialize(binary_op)]
    #[guard(op == nb::SUBTRACT || op == SUB_I)]
    fn binary_op_subtract_float(a: f64, b: f64, #[oparg] op: u32) -> Value {
        Value::Float(a - b)
    }

    #[specialize(binary_op)]
    #[guard(op == nb::MULTIPLY || op == MUL_I)]
    fn binary_op_multiply_float(a: f64, b: f64, #[oparg] op: u32) -> Value {
        Value::Float(a * b)
    }

    /// `/` of floats; a zero divisor deopts so the generic op raises.
    #[specialize(binary_op)]
    #[guard(op == nb::TRUE_DIVIDE || op == TDIV_I)]
    fn binary_op_true_divide_float(a: f64, b: f64, #[oparg] op: u32) -> Option<Value> {
        if b == 0.0 {
            None
        } else {
            Some(Value::Float(a / b))
        }
    }

    /// `+`, `-`, `*` of a float and an int (or an int and a float).
    #[specialize(binary_op)]
    #[guard(a.is_float || b.is_float)]
    #[guard(matches!(op, nb::ADD | ADD_I | nb::SUBTRACT | SUB_I | nb::MULTIPLY | MUL_I))]
    fn binary_op_float_mixed(a: FloatLike, b: FloatLike, #[oparg] op: u32) -> Value {
        Value::Float(match op {
            nb::ADD | ADD_I => a.v + b.v,
            nb::SUBTRACT | SUB_I => a.v - b.v,
            _ => a.v * b.v,
        })
    }

    /// `/` of numbers (floats, or ints below 2**53: exact as floats); a zero divisor
    /// deopts so the generic op raises.
    #[specialize(binary_op)]
    #[guard(op == nb::TRUE_DIVIDE || op == TDIV_I)]
    fn binary_op_true_divide_num(a: FloatLike, b: FloatLike, #[oparg] op: u32) -> Option<Value> {
        if b.v == 0.0 {
            None
        } else {
            Some(Value::Float(a.v / b.v))
        }
    }

    /// `**` with a float operand and a positive base (other cases deopt: errors, complex
    /// results, overflow).
    #[specialize(binary_op)]
    #[guard(a.is_float || b.is_float)]
    #[guard(op == nb::POWER || op == nb::POWER + nb::INPLACE)]
    fn binary_op_power_float(a: FloatLike, b: FloatLike, #[oparg] op: u32) -> Option<Value> {
        if a.v > 0.0 && a.v.is_finite() {
            let r = a.v.powf(b.v);
            if r.is_finite() {
                return Some(Value::Float(r));
            }
        }
        None
    }

    /// `fmt % args` of a str format (the right operand no instance, whose class could
    /// define `__rmod__`): formatted at once, without the operator protocol.
    #[specialize(binary_op)]
    #[guard(op == nb::REMAINDER || op == MOD_I)]
    #[guard(matches!(a, Value::Str(_)) && !matches!(b, Value::Instance(_)))]
    fn binary_op_remainder_str(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[oparg] op: u32,
    ) -> Result<Value, PyError> {
        match &a {
            Value::Str(f) => object::special::str_percent(interp, f, &b),
            _ => unreachable!("guarded"),
        }
    }

    /// `tuple + tuple`.
    #[specialize(binary_op)]
    #[guard(op == nb::ADD || op == ADD_I)]
    #[guard(matches!((a, b), (Value::Tuple(_), Value::Tuple(_))))]
    fn binary_op_add_tuple(a: &Value, b: &Value, #[oparg] op: u32) -> Result<Value, PyError> {
        match (a, b) {
            (Value::Tuple(x), Value::Tuple(y)) => ops::tuple_concat(a, x, b, y),
            _ => unreachable!("guarded: two tuples"),
        }
    }

    /// `str + str`, appending in place when the left string is not shared.
    #[specialize(binary_op)]
    #[guard(op == nb::ADD || op == ADD_I)]
    #[guard(matches!((a, b), (Value::Str(_), Value::Str(_))))]
    fn binary_op_add_str(a: Value, b: Value, #[oparg] op: u32) -> Result<Value, PyError> {
        match &b {
            Value::Str(y) => ops::str_concat(a, y),
            _ => unreachable!("guarded"),
        }
    }

    // ------------------------------------------------------------ operate and store

    // `x = a + b` with a local `x`: the operation writes the local itself, so its result
    // is not pushed and popped (one dispatch, and no store-to-load stall on the value).

    /// `local = a + b` (`oparg`: the local).
    #[op]
    #[inline(never)]
    fn binary_add_store_fast(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[local] slot: &mut Value,
    ) -> Result<(), Raise<Isa>> {
        *slot = operator_call(interp, nb::ADD, a, b)?;
        Ok(())
    }

    /// An operator method of an instance (see `binary_op_instance`), its result stored.
    #[specialize(binary_add_store_fast)]
    #[guard(operator_version(a, b) == Some(version))]
    fn binary_add_store_fast_instance(
        interp: &mut Interp<Isa>,
        a: &Value,
        b: &Value,
        #[local] slot: &mut Value,
        #[cache(fill = operator_version(a, b)?)] version: u32,
        #[cache(fill = operator_index(a, b, nb::ADD)?)] index: u32,
    ) -> Result<Option<Rerun<Isa, ()>>, Raise<Isa>> {
        Ok(store_rerun(
            operator_rerun(interp, nb::ADD, a, b, version, index)?,
            slot,
        ))
    }

    /// `local = a + b` of strings (`route = route + "/" + part`): appends in place when
    /// `a` is not shared (a temporary, as `route + "/"` is there).
    #[specialize(binary_add_store_fast)]
    #[guard(matches!((a, b), (Value::Str(_), Value::Str(_))))]
    fn binary_add_store_fast_str(
        a: Value,
        b: Value,
        #[local] slot: &mut Value,
    ) -> Result<(), PyError> {
        let Value::Str(y) = &b else {
            unreachable!("guarded: a str")
        };
        *slot = ops::str_concat(a, y)?;
        Ok(())
    }

    // why `Value::assign` in the int stores here and in `inplace_fast_const_int`:
    // `*slot = ..` copied the result, built in a stack temporary as two words (the
    // overflow path's big int joins it), with one 16-byte load that missed store-to-load
    // forwarding (a loop of `s = s + i; i = i + 1` ran 1.5x faster in CPU time with
    // `assign`, for 10 more instructions an iteration). Not in the float ones: their
    // result has no second path to join (and `assign` there did not pay).
    #[specialize(binary_add_store_fast)]
    fn binary_add_store_fast_int(a: i64, b: i64, #[local] slot: &mut Value) {
        Value::assign(slot, ops::int_add(a, b));
    }

    #[specialize(binary_add_store_fast)]
    fn binary_add_store_fast_float(a: f64, b: f64, #[local] slot: &mut Value) {
        *slot = Value::Float(a + b);
    }

    /// A float and an int (or an int and a float).
    #[specialize(binary_add_store_fast)]
    #[guard(a.is_float || b.is_float)]
    fn binary_add_store_fast_float_mixed(a: FloatLike, b: FloatLike, #[local] slot: &mut Value) {
        *slot = Value::Float(a.v + b.v);
    }

    /// `local = a - b` (`oparg`: the local).
    #[op]
    #[inline(never)]
    fn binary_subtract_store_fast(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[local] slot: &mut Value,
    ) -> Result<(), Raise<Isa>> {
        *slot = operator_call(interp, nb::SUBTRACT, a, b)?;
        Ok(())
    }

    /// An operator method of an instance (see `binary_op_instance`), its result stored.
    #[specialize(binary_subtract_store_fast)]
    #[guard(operator_version(a, b) == Some(version))]
    fn binary_subtract_store_fast_instance(
        interp: &mut Interp<Isa>,
        a: &Value,
        b: &Value,
        #[local] slot: &mut Value,
        #[cache(fill = operator_version(a, b)?)] version: u32,
        #[cache(fill = operator_index(a, b, nb::SUBTRACT)?)] index: u32,
    ) -> Result<Option<Rerun<Isa, ()>>, Raise<Isa>> {
        Ok(store_rerun(
            operator_rerun(interp, nb::SUBTRACT, a, b, version, index)?,
            slot,
        ))
    }

    #[specialize(binary_subtract_store_fast)]
    fn binary_subtract_store_fast_int(a: i64, b: i64, #[local] slot: &mut Value) {
        Value::assign(slot, ops::int_sub(a, b));
    }

    #[specialize(binary_subtract_store_fast)]
    fn binary_subtract_store_fast_float(a: f64, b: f64, #[local] slot: &mut Value) {
        *slot = Value::Float(a - b);
    }

    /// A float and an int (or an int and a float).
    #[specialize(binary_subtract_store_fast)]
    #[guard(a.is_float || b.is_float)]
    fn binary_subtract_store_fast_float_mixed(
        a: FloatLike,
        b: FloatLike,
        #[local] slot: &mut Value,
    ) {
        *slot = Value::Float(a.v - b.v);
    }

    /// `local = a * b` (`oparg`: the local).
    #[op]
    #[inline(never)]
    fn binary_multiply_store_fast(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[local] slot: &mut Value,
    ) -> Result<(), Raise<Isa>> {
        *slot = operator_call(interp, nb::MULTIPLY, a, b)?;
        Ok(())
    }

    /// An operator method of an instance (see `binary_op_instance`), its result stored.
    #[specialize(binary_multiply_store_fast)]
    #[guard(operator_version(a, b) == Some(version))]
    fn binary_multiply_store_fast_instance(
        interp: &mut Interp<Isa>,
        a: &Value,
        b: &Value,
        #[local] slot: &mut Value,
        #[cache(fill = operator_version(a, b)?)] version: u32,
        #[cache(fill = operator_index(a, b, nb::MULTIPLY)?)] index: u32,
    ) -> Result<Option<Rerun<Isa, ()>>, Raise<Isa>> {
        Ok(store_rerun(
            operator_rerun(interp, nb::MULTIPLY, a, b, version, index)?,
            slot,
        ))
    }

    #[specialize(binary_multiply_store_fast)]
    fn binary_multiply_store_fast_int(a: i64, b: i64, #[local] slot: &mut Value) {
        Value::assign(slot, ops::int_mul(a, b));
    }

    #[specialize(binary_multiply_store_fast)]
    fn binary_multiply_store_fast_float(a: f64, b: f64, #[local] slot: &mut Value) {
        *slot = Value::Float(a * b);
    }

    /// A float and an int (or an int and a float).
    #[specialize(binary_multiply_store_fast)]
    #[guard(a.is_float || b.is_float)]
    fn binary_multiply_store_fast_float_mixed(
        a: FloatLike,
        b: FloatLike,
        #[local] slot: &mut Value,
    ) {
        *slot = Value::Float(a.v * b.v);
    }

    // ------------------------------------------------------------ augmented locals

    /// `local += value` for a local known to be bound (`oparg`: the local). The result goes
    /// straight into the local: no load, push and pop of it, one dispatch instead of three.
    #[op]
    #[inline(never)]
    fn inplace_add_fast(
        interp: &mut Interp<Isa>,
        value: Value,
        #[local] slot: &mut Value,
    ) -> Result<(), Raise<Isa>> {
        inplace(interp, slot, ADD_I, value)
    }

    /// Ints (`j += i` in a sieve's inner loop): no dispatch on the number kinds, which
    /// the member below needs for floats. Overflow deopts to the generic op, which
    /// promotes.
    #[specialize(inplace_add_fast)]
    #[guard(matches!(slot, Value::Int(_)))]
    fn inplace_add_fast_int(value: i64, #[local] slot: &mut Value) -> Option<()> {
        let Value::Int(x) = slot else { return None };
        *x = x.checked_add(value)?;
        Some(())
    }

    /// Numbers (int overflow deopts to the generic op, which promotes). The operand's
    /// and the local's types are the guards, so a site that adds strings (or adds to a
    /// list) does not specialize here.
    #[specialize(inplace_add_fast)]
    #[guard(matches!(slot, Value::Int(_) | Value::Float(_)))]
    fn inplace_add_fast_num(value: Number, #[local] slot: &mut Value) -> Option<()> {
        let r = match (&*slot, value) {
            (Value::Int(x), Number::Int(y)) => Value::Int(x.checked_add(y)?),
            (Value::Float(x), Number::Float(y)) => Value::Float(x + y),
            (Value::Float(x), Number::Int(y)) => Value::Float(x + y as f64),
            (Value::Int(x), Number::Float(y)) => Value::Float(*x as f64 + y),
            _ => return None,
        };
        *slot = r;
        Some(())
    }

    /// `s += t` on strings: appends in place when the local holds the only reference
    /// (CPython's trick that keeps string-building loops linear).
    #[specialize(inplace_add_fast)]
    #[guard(matches!(slot, Value::Str(_)))]
    fn inplace_add_fast_str(value: &PyStr, #[local] slot: &mut Value) -> Result<(), PyError> {
        ops::str_append(slot, value)
    }

    /// `local -= value` for a local known to be bound.
    #[op]
    #[inline(never)]
    fn inplace_subtract_fast(
        interp: &mut Interp<Isa>,
        value: Value,
        #[local] slot: &mut Value,
    ) -> Result<(), Raise<Isa>> {
        inplace(interp, slot, SUB_I, value)
    }

    #[specialize(inplace_subtract_fast)]
    #[guard(matches!(slot, Value::Int(_) | Value::Float(_)))]
    fn inplace_subtract_fast_num(value: Number, #[local] slot: &mut Value) -> Option<()> {
        let r = match (&*slot, value) {
            (Value::Int(x), Number::Int(y)) => Value::Int(x.checked_sub(y)?),
            (Value::Float(x), Number::Float(y)) => Value::Float(x - y),
            (Value::Float(x), Number::Int(y)) => Value::Float(x - y as f64),
            (Value::Int(x), Number::Float(y)) => Value::Float(*x as f64 - y),
            _ => return None,
        };
        *slot = r;
        Some(())
    }

    // ------------------------------------------------------------ operands in the oparg
    // `a <op> b` with `a` a bound local and `b` a bound local or a constant: the oparg's
    // fields name both operands and the operator, so the operation is one dispatch instead
    // of two or three (loads, then `BINARY_OP`) and nothing is pushed only to be popped.
    // The compiler emits these only for locals it knows are bound and indexes below 256.

    /// `local[a] <op> local[b]` (fields: the two locals, then an `NB_*` operator).
    #[op]
    #[inline(never)]
    fn binary_op_fast_fast(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] op: u32,
    ) -> Result<Value, Raise<Isa>> {
        let (a, b) = (bound(a)?.clone(), bound(b)?.clone());
        operator_call(interp, op, a, b)
    }

    /// `a + b` of two int locals (`p + p`): no dispatch on the operator (overflow deopts).
    #[specialize(binary_op_fast_fast)]
    #[guard(op == nb::ADD || op == ADD_I)]
    #[guard(matches!((a, b), (Value::Int(_), Value::Int(_))))]
    fn binary_op_fast_fast_add_int(
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] op: u32,
    ) -> Option<Value> {
        let (Value::Int(x), Value::Int(y)) = (a, b) else {
            return None;
        };
        Some(Value::Int(x.checked_add(*y)?))
    }

    /// `a - b` of two int locals (`n - p`), as the member above.
    #[specialize(binary_op_fast_fast)]
    #[guard(op == nb::SUBTRACT || op == SUB_I)]
    #[guard(matches!((a, b), (Value::Int(_), Value::Int(_))))]
    fn binary_op_fast_fast_subtract_int(
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] op: u32,
    ) -> Option<Value> {
        let (Value::Int(x), Value::Int(y)) = (a, b) else {
            return None;
        };
        Some(Value::Int(x.checked_sub(*y)?))
    }

    /// `+`, `-`, `*`, `//`, `%` of ints (overflow and zero divisors deopt to the generic
    /// op, which promotes or raises).
    #[specialize(binary_op_fast_fast)]
    #[guard(matches!((a, b), (Value::Int(_), Value::Int(_))) && is_int_op(op))]
    fn binary_op_fast_fast_int(
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] op: u32,
    ) -> Option<Value> {
        int_arith(op, a, b)
    }

    /// `+`, `-`, `*`, `/` of floats, or of a float and an int.
    #[specialize(binary_op_fast_fast)]
    #[guard(is_float_arith(op, a, b))]
    fn binary_op_fast_fast_float(
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] op: u32,
    ) -> Option<Value> {
        float_arith(op, a, b)
    }

    /// An operator method of an instance (see `binary_op_instance`) on two locals
    /// (`a + b` of two vectors in a method).
    #[specialize(binary_op_fast_fast)]
    #[guard(operator_version(a, b) == Some(version))]
    fn binary_op_fast_fast_instance(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] op: u32,
        #[cache(fill = operator_version(a, b)?)] version: u32,
        #[cache(fill = operator_index(a, b, op)?)] index: u32,
    ) -> Result<Option<Rerun<Isa, Value>>, Raise<Isa>> {
        operator_rerun(interp, op, a, b, version, index)
    }

    /// `local[a] <op> consts[c]` (fields: the local, the constant, an `NB_*` operator).
    #[op]
    #[inline(never)]
    fn binary_op_fast_const(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Result<Value, Raise<Isa>> {
        let (a, b) = (bound(a)?.clone(), constant(code, c)?.clone());
        operator_call(interp, op, a, b)
    }

    /// An operator method of an instance (see `binary_op_instance`) of a local with a
    /// constant right operand (`v * 0.5`).
    #[specialize(binary_op_fast_const)]
    #[guard(const_operator_version(a, code, c) == Some(version))]
    fn binary_op_fast_const_instance(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = const_operator_version(a, code, c)?)] version: u32,
        #[cache(fill = operator_index(a, code.consts.get(c as usize)?, op)?)] index: u32,
    ) -> Result<Option<Rerun<Isa, Value>>, Raise<Isa>> {
        let b = constant(code, c)?;
        operator_rerun(interp, op, a, b, version, index)
    }

    /// `i + 1`, `n - 2`: an int plus a constant the cache holds (negated for `-`), with
    /// no operator dispatch and no constant to load and check (overflow deopts).
    #[specialize(binary_op_fast_const)]
    #[guard(matches!(a, Value::Int(_)))]
    fn binary_op_fast_const_add_int(
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = int_addend(op, code, c)?)] addend: i64,
    ) -> Option<Value> {
        let Value::Int(x) = a else { return None };
        Some(Value::Int(x.checked_add(addend)?))
    }

    /// `*`, `//`, `%` (and the `+`, `-` the member above does not take) of ints, the
    /// constant in the cache (overflow and zero divisors deopt).
    #[specialize(binary_op_fast_const)]
    #[guard(matches!(a, Value::Int(_)))]
    #[guard(is_int_op(op))]
    fn binary_op_fast_const_int(
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = int_constant(code, c)?)] k: i64,
    ) -> Option<Value> {
        let Value::Int(x) = a else { return None };
        int_arith_i64(op, *x, k)
    }

    /// `+`, `-`, `*`, `/` of floats, or of a float and an int.
    #[specialize(binary_op_fast_const)]
    #[guard(code.consts.get(c as usize).is_some_and(|b| is_float_arith(op, a, b)))]
    fn binary_op_fast_const_float(
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Option<Value> {
        float_arith(op, a, code.consts.get(c as usize)?)
    }

    /// `local + "text"` of strings (`route + "/"`): a new string (the local keeps its
    /// own).
    #[specialize(binary_op_fast_const)]
    #[guard(op == nb::ADD || op == ADD_I)]
    #[guard(matches!((a, code.consts.get(c as usize)), (Value::Str(_), Some(Value::Str(_)))))]
    fn binary_op_fast_const_str(
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Result<Value, PyError> {
        match (a, code.consts.get(c as usize)) {
            (Value::Str(x), Some(Value::Str(y))) => value::string::concat_pair(x, y),
            _ => unreachable!("guarded: a str local and a str constant"),
        }
    }

    /// `a <op> consts[c]` with `a` on the stack (fields: the constant, an `NB_*`
    /// operator): `x // 2` in one dispatch instead of two.
    #[op]
    #[inline(never)]
    fn binary_op_const(
        interp: &mut Interp<Isa>,
        a: Value,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Result<Value, Raise<Isa>> {
        let b = constant(code, c)?.clone();
        operator_call(interp, op, a, b)
    }

    /// `+`, `-`, `*`, `//`, `%` of ints, the constant in the cache (overflow and zero
    /// divisors deopt).
    #[specialize(binary_op_const)]
    #[guard(is_int_op(op))]
    fn binary_op_const_int(
        a: i64,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = int_constant(code, c)?)] k: i64,
    ) -> Option<Value> {
        int_arith_i64(op, a, k)
    }

    /// `str + str` with the right string a constant (`s + "="`), appending in place when
    /// the left one is not shared.
    #[specialize(binary_op_const)]
    #[guard(op == nb::ADD || op == ADD_I)]
    #[guard(matches!((&a, code.consts.get(c as usize)), (Value::Str(_), Some(Value::Str(_)))))]
    fn binary_op_const_str(
        a: Value,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Result<Value, PyError> {
        match code.consts.get(c as usize) {
            Some(Value::Str(y)) => ops::str_concat(a, y),
            _ => unreachable!("guarded: the constant is a str"),
        }
    }

    /// An operator method of an instance (see `binary_op_instance`) with a constant right
    /// operand (`(a - b) * 0.5` with vectors `a` and `b`).
    #[specialize(binary_op_const)]
    #[guard(const_operator_version(a, code, c) == Some(version))]
    fn binary_op_const_instance(
        interp: &mut Interp<Isa>,
        a: &Value,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = const_operator_version(a, code, c)?)] version: u32,
        #[cache(fill = operator_index(a, code.consts.get(c as usize)?, op)?)] index: u32,
    ) -> Result<Option<Rerun<Isa, Value>>, Raise<Isa>> {
        let b = constant(code, c)?;
        operator_rerun(interp, op, a, b, version, index)
    }

    /// `+`, `-`, `*`, `/` of floats, or of a float and an int.
    #[specialize(binary_op_const)]
    #[guard(code.consts.get(c as usize).is_some_and(|b| is_float_arith(op, a, b)))]
    fn binary_op_const_float(
        a: &Value,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Option<Value> {
        float_arith(op, a, code.consts.get(c as usize)?)
    }

    /// `a <op> local[b]` with `a` on the stack and `b` a bound local (fields: the local,
    /// an `NB_*` operator): `x + i` in one dispatch instead of two.
    #[op]
    #[inline(never)]
    fn binary_op_fast(
        interp: &mut Interp<Isa>,
        a: Value,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] op: u32,
    ) -> Result<Value, Raise<Isa>> {
        let b = bound(b)?.clone();
        operator_call(interp, op, a, b)
    }

    /// `+`, `-`, `*`, `//`, `%` of ints (overflow and zero divisors deopt).
    #[specialize(binary_op_fast)]
    #[guard(matches!((a, b), (Value::Int(_), Value::Int(_))) && is_int_op(op))]
    fn binary_op_fast_int(
        a: &Value,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] op: u32,
    ) -> Option<Value> {
        int_arith(op, a, b)
    }

    /// `+`, `-`, `*`, `/` of floats, or of a float and an int.
    #[specialize(binary_op_fast)]
    #[guard(is_float_arith(op, a, b))]
    fn binary_op_fast_float(
        a: &Value,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] op: u32,
    ) -> Option<Value> {
        float_arith(op, a, b)
    }

    /// `str + str` with the right string a local (`str(n) + c`), appending in place when
    /// the left one is not shared.
    #[specialize(binary_op_fast)]
    #[guard(op == nb::ADD || op == ADD_I)]
    #[guard(matches!((&a, b), (Value::Str(_), Value::Str(_))))]
    fn binary_op_fast_str(
        a: Value,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] op: u32,
    ) -> Result<Value, PyError> {
        match b {
            Value::Str(y) => ops::str_concat(a, y),
            _ => unreachable!("guarded: the local is a str"),
        }
    }

    /// An operator method of an instance (see `binary_op_instance`) with a local right
    /// operand (`self.pos + v`, `d * 0.5` with a vector `d`).
    #[specialize(binary_op_fast)]
    #[guard(operator_version(a, b) == Some(version))]
    fn binary_op_fast_instance(
        interp: &mut Interp<Isa>,
        a: &Value,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] op: u32,
        #[cache(fill = operator_version(a, b)?)] version: u32,
        #[cache(fill = operator_index(a, b, op)?)] index: u32,
    ) -> Result<Option<Rerun<Isa, Value>>, Raise<Isa>> {
        operator_rerun(interp, op, a, b, version, index)
    }

    /// `a + local` of two tuples (`bound + args` of a hand-written `partial`).
    #[specialize(binary_op_fast)]
    #[guard(op == nb::ADD || op == ADD_I)]
    #[guard(matches!((a, b), (Value::Tuple(_), Value::Tuple(_))))]
    fn binary_op_fast_tuple(
        a: &Value,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] op: u32,
    ) -> Result<Value, PyError> {
        match (a, b) {
            (Value::Tuple(x), Value::Tuple(y)) => ops::tuple_concat(a, x, b, y),
            _ => unreachable!("guarded: two tuples"),
        }
    }

    /// `if a <op> local[b]:` (or `if not ...`) with `a` on the stack (fields: the local,
    /// an `NB_*` operator, 1 to jump when the result is true, 0 when false): the
    /// operation and the branch in one dispatch, no result pushed and popped. Mostly a
    /// bit test, `if c.domain & bit:`.
    #[op]
    #[inline(never)]
    fn binary_op_fast_jump(
        interp: &mut Interp<Isa>,
        a: Value,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] op: u32,
        #[oparg(field = 2)] when: u32,
        #[imm(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        let b = bound(b)?.clone();
        let r = operator_call(interp, op, a, b)?;
        Ok(jump_when(truth(interp, &r)?, when))
    }

    /// Two ints (overflow and zero divisors deopt): the result is tested, not made.
    #[specialize(binary_op_fast_jump)]
    #[guard(matches!(b, Value::Int(_)) && is_int_op(op))]
    fn binary_op_fast_jump_int(
        a: i64,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] op: u32,
        #[oparg(field = 2)] when: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Value::Int(b) = b else { return None };
        Some(jump_when(int_arith_nonzero(op, a, *b)?, when))
    }

    /// `if a <op> consts[c]:` (or `if not ...`) with `a` on the stack (fields: the
    /// constant, an `NB_*` operator, the branch bit as in `BINARY_OP_FAST_JUMP`):
    /// `if n & 1:`.
    #[op]
    #[inline(never)]
    fn binary_op_const_jump(
        interp: &mut Interp<Isa>,
        a: Value,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[oparg(field = 2)] when: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        let b = constant(code, c)?.clone();
        let r = operator_call(interp, op, a, b)?;
        Ok(jump_when(truth(interp, &r)?, when))
    }

    /// An int and an int constant, which the cache holds.
    #[specialize(binary_op_const_jump)]
    #[guard(is_int_op(op))]
    fn binary_op_const_jump_int(
        a: i64,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[oparg(field = 2)] when: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
        #[cache(fill = int_constant(code, c)?)] k: i64,
    ) -> Option<Flow> {
        Some(jump_when(int_arith_nonzero(op, a, k)?, when))
    }

    /// `local[a] <op>= consts[c]` for a bound local (fields: the local, the constant, an
    /// in-place `NB_*` operator): `i += 1` in one dispatch, written straight to the local.
    #[op]
    #[inline(never)]
    fn inplace_fast_const(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] slot: &mut Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Result<(), Raise<Isa>> {
        let b = constant(code, c)?.clone();
        inplace(interp, slot, op, b)
    }

    /// `i += 1`, `j -= 2`: an int local plus a constant the cache holds (negated for
    /// `-=`), written back in place (overflow deopts).
    #[specialize(inplace_fast_const)]
    #[guard(matches!(&*slot, Value::Int(_)))]
    fn inplace_fast_const_add_int(
        #[local(field = 0)] slot: &mut Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = int_addend(op, code, c)?)] addend: i64,
    ) -> Option<()> {
        let Value::Int(x) = slot else { return None };
        *x = x.checked_add(addend)?;
        Some(())
    }

    /// `*=`, `//=`, `%=` (and the `+=`, `-=` the member above does not take) of ints, the
    /// constant in the cache (overflow and zero divisors deopt).
    #[specialize(inplace_fast_const)]
    #[guard(matches!(&*slot, Value::Int(_)))]
    #[guard(is_int_op(op))]
    fn inplace_fast_const_int(
        #[local(field = 0)] slot: &mut Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = int_constant(code, c)?)] k: i64,
    ) -> Option<()> {
        let Value::Int(x) = slot else { return None };
        let r = int_arith_i64(op, *x, k)?;
        Value::assign(slot, r);
        Some(())
    }

    /// `+=`, `-=`, `*=`, `/=` of floats, or of a float and an int.
    #[specialize(inplace_fast_const)]
    #[guard(code.consts.get(c as usize).is_some_and(|b| is_float_arith(op, slot, b)))]
    fn inplace_fast_const_float(
        #[local(field = 0)] slot: &mut Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Option<()> {
        *slot = float_arith(op, slot, code.consts.get(c as usize)?)?;
        Some(())
    }

    /// `s += "text"` on a str local: appends in place when the local holds the only
    /// reference (CPython's trick that keeps string-building loops linear).
    #[specialize(inplace_fast_const)]
    #[guard(op == ADD_I || op == nb::ADD)]
    #[guard(matches!((&*slot, code.consts.get(c as usize)), (Value::Str(_), Some(Value::Str(_)))))]
    fn inplace_fast_const_str(
        #[local(field = 0)] slot: &mut Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Result<(), PyError> {
        let Some(Value::Str(y)) = code.consts.get(c as usize) else {
            unreachable!("guarded: a str constant")
        };
        ops::str_append(slot, y)
    }

    // ------------------------------------------------------------ comparisons

    /// `a <op> b`, `oparg` a comparison (`<`, `<=`, `==`, `!=`, `>`, `>=`).
    #[op]
    #[inline(never)]
    fn compare_op(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[oparg] op: u32,
    ) -> Result<Value, Raise<Isa>> {
        compare_call(interp, op, &a, &b)
    }

    #[specialize(compare_op)]
    fn compare_op_int(a: i64, b: i64, #[oparg] op: u32) -> Value {
        Value::Bool(cmp_i64(op, a, b))
    }

    #[specialize(compare_op)]
    fn compare_op_float(a: f64, b: f64, #[oparg] op: u32) -> Value {
        Value::Bool(cmp_f64(op, a, b))
    }

    #[specialize(compare_op)]
    fn compare_op_str(a: &PyStr, b: &PyStr, #[oparg] op: u32) -> Value {
        let o = a.s.as_str().cmp(b.s.as_str());
        Value::Bool(cmp_i64(op, o as i64, 0))
    }

    /// `a <cmp> consts[c]` with `a` on the stack (fields: the constant, the comparison):
    /// `return POPCOUNT[d] == 1` compares in one dispatch instead of two.
    #[op]
    #[inline(never)]
    fn compare_const(
        interp: &mut Interp<Isa>,
        a: Value,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Result<Value, Raise<Isa>> {
        compare_call(interp, op, &a, constant(code, c)?)
    }

    /// An int against an int constant, which the cache holds.
    #[specialize(compare_const)]
    fn compare_const_int(
        a: i64,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = int_constant(code, c)?)] k: i64,
    ) -> Value {
        Value::Bool(cmp_i64(op, a, k))
    }

    /// A float against a float constant, or an int constant a float represents exactly,
    /// which the cache holds as its bits.
    #[specialize(compare_const)]
    fn compare_const_float(
        a: f64,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = float_operand(code.consts.get(c as usize)?)?.to_bits() as i64)] k: i64,
    ) -> Value {
        Value::Bool(cmp_f64(op, a, f64::from_bits(k as u64)))
    }

    /// A str against a str constant (`kind == "call"`).
    #[specialize(compare_const)]
    #[guard(matches!(code.consts.get(c as usize), Some(Value::Str(_))))]
    fn compare_const_str(
        a: &PyStr,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Option<Value> {
        let Some(Value::Str(b)) = code.consts.get(c as usize) else {
            return None;
        };
        let o = a.s.as_str().cmp(b.s.as_str());
        Some(Value::Bool(cmp_i64(op, o as i64, 0)))
    }

    // ------------------------------------------------------------ compare and branch
    // `if a < b:` and `while a < b:` compile to one of these: a comparison fused with the
    // conditional jump that consumes it (one dispatch, no bool pushed and popped). The
    // last oparg field is a `branch` byte: which outcomes of the comparison (less, equal,
    // greater, unordered) make it true, and whether to jump when it is true or false; the
    // jump target is an immediate. Operands come from the stack, or from bound locals and
    // constants named in the other fields (`while j <= n`, `if n < 2`: one dispatch).

    /// `a <cmp> b` on the stack, then a jump (field 0: the branch byte).
    #[op]
    #[inline(never)]
    fn compare_jump(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[oparg(field = 0)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        compare_branch(interp, branch, &a, &b)
    }

    #[specialize(compare_jump)]
    fn compare_jump_int(
        a: i64,
        b: i64,
        #[oparg(field = 0)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Flow {
        take_branch(branch, outcome_ord(Some(a.cmp(&b))))
    }

    #[specialize(compare_jump)]
    fn compare_jump_float(
        a: f64,
        b: f64,
        #[oparg(field = 0)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Flow {
        take_branch(branch, outcome_ord(a.partial_cmp(&b)))
    }

    #[specialize(compare_jump)]
    fn compare_jump_str(
        a: &PyStr,
        b: &PyStr,
        #[oparg(field = 0)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Flow {
        take_branch(branch, outcome_ord(Some(str_order(a, b))))
    }

    /// `a <cmp> local[b]` with `a` on the stack (fields: the local, the branch byte).
    #[op]
    #[inline(never)]
    fn compare_fast_jump(
        interp: &mut Interp<Isa>,
        a: Value,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        compare_branch(interp, branch, &a, bound(b)?)
    }

    #[specialize(compare_fast_jump)]
    #[guard(matches!(b, Value::Int(_)))]
    fn compare_fast_jump_int(
        a: i64,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Value::Int(b) = b else { return None };
        Some(take_branch(branch, outcome_ord(Some(a.cmp(b)))))
    }

    #[specialize(compare_fast_jump)]
    #[guard(matches!(b, Value::Float(_)))]
    fn compare_fast_jump_float(
        a: f64,
        #[local(field = 0)] b: &Value,
        #[oparg(field = 1)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Value::Float(b) = b else { return None };
        Some(take_branch(branch, outcome_ord(a.partial_cmp(b))))
    }

    /// `a <cmp> consts[c]` with `a` on the stack (fields: the constant, the branch byte).
    #[op]
    #[inline(never)]
    fn compare_const_jump(
        interp: &mut Interp<Isa>,
        a: Value,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] branch: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        compare_branch(interp, branch, &a, constant(code, c)?)
    }

    #[specialize(compare_const_jump)]
    #[guard(matches!(code.consts.get(c as usize), Some(Value::Int(_))))]
    fn compare_const_jump_int(
        a: i64,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] branch: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Some(Value::Int(b)) = code.consts.get(c as usize) else {
            return None;
        };
        Some(take_branch(branch, outcome_ord(Some(a.cmp(b)))))
    }

    #[specialize(compare_const_jump)]
    #[guard(matches!(code.consts.get(c as usize), Some(Value::Str(_))))]
    fn compare_const_jump_str(
        a: &PyStr,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] branch: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Some(Value::Str(b)) = code.consts.get(c as usize) else {
            return None;
        };
        Some(take_branch(branch, outcome_ord(Some(str_order(a, b)))))
    }

    /// A float against a float constant, or an int constant a float represents exactly
    /// (`if b * b - c < 0:`), which the cache holds as its bits.
    #[specialize(compare_const_jump)]
    #[guard(matches!(a, Value::Float(_)))]
    fn compare_const_jump_float(
        a: &Value,
        #[oparg(field = 0)] c: u32,
        #[oparg(field = 1)] branch: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
        #[cache(fill = float_operand(code.consts.get(c as usize)?)?.to_bits() as i64)] k: i64,
    ) -> Option<Flow> {
        let Value::Float(x) = a else { return None };
        let k = f64::from_bits(k as u64);
        Some(take_branch(branch, outcome_ord(x.partial_cmp(&k))))
    }

    /// `local[a] <cmp> local[b]` (fields: the locals, the branch byte).
    #[op]
    #[inline(never)]
    fn compare_fast_fast_jump(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        compare_branch(interp, branch, bound(a)?, bound(b)?)
    }

    #[specialize(compare_fast_fast_jump)]
    #[guard(matches!((a, b), (Value::Int(_), Value::Int(_))))]
    fn compare_fast_fast_jump_int(
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        Some(take_branch(branch, outcome_of(a, b)?))
    }

    #[specialize(compare_fast_fast_jump)]
    #[guard(matches!((a, b), (Value::Float(_), Value::Float(_))))]
    fn compare_fast_fast_jump_float(
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        Some(take_branch(branch, outcome_of(a, b)?))
    }

    #[specialize(compare_fast_fast_jump)]
    #[guard(matches!((a, b), (Value::Str(_), Value::Str(_))))]
    fn compare_fast_fast_jump_str(
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] branch: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        Some(take_branch(branch, outcome_of(a, b)?))
    }

    /// `local[a] <cmp> consts[c]` (fields: the local, the constant, the branch byte).
    #[op]
    #[inline(never)]
    fn compare_fast_const_jump(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] branch: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        compare_branch(interp, branch, bound(a)?, constant(code, c)?)
    }

    /// An int local against an int constant, which the cache holds: the constant is not
    /// loaded and checked on every execution.
    #[specialize(compare_fast_const_jump)]
    #[guard(matches!(a, Value::Int(_)))]
    fn compare_fast_const_jump_int(
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] branch: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
        #[cache(fill = int_constant(code, c)?)] k: i64,
    ) -> Option<Flow> {
        let Value::Int(x) = a else { return None };
        Some(take_branch(branch, outcome_ord(Some(x.cmp(&k)))))
    }

    /// A float local against a float constant, or an int constant a float represents
    /// exactly (`if t < 0:`), which the cache holds as its bits.
    #[specialize(compare_fast_const_jump)]
    #[guard(matches!(a, Value::Float(_)))]
    fn compare_fast_const_jump_float(
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] branch: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
        #[cache(fill = float_operand(code.consts.get(c as usize)?)?.to_bits() as i64)] k: i64,
    ) -> Option<Flow> {
        let Value::Float(x) = a else { return None };
        let k = f64::from_bits(k as u64);
        Some(take_branch(branch, outcome_ord(x.partial_cmp(&k))))
    }

    #[specialize(compare_fast_const_jump)]
    #[guard(matches!((a, code.consts.get(c as usize)), (Value::Str(_), Some(Value::Str(_)))))]
    fn compare_fast_const_jump_str(
        #[local(field = 0)] a: &Value,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] branch: u32,
        #[code] code: &CodeInfo,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        Some(take_branch(
            branch,
            outcome_of(a, code.consts.get(c as usize)?)?,
        ))
    }

    /// `a in b` (`oparg` 1: `not in`).
    #[op]
    #[inline(never)]
    fn contains_op(
        interp: &mut Interp<Isa>,
        a: Value,
        b: Value,
        #[oparg] invert: u32,
    ) -> Result<Value, Raise<Isa>> {
        Ok(Value::Bool(
            object::special::contains(interp, &a, &b)? != (invert == 1),
        ))
    }

    #[specialize(contains_op)]
    #[guard(!a.is_user_key() && !b.0.borrow().has_user_keys())]
    fn contains_op_set(a: Value, b: &Set, #[oparg] invert: u32) -> Result<Value, PyError> {
        Ok(Value::Bool(
            b.0.borrow().contains_checked(&a)? != (invert == 1),
        ))
    }

    #[specialize(contains_op)]
    #[guard(!a.is_user_key() && !b.0.borrow().has_user_keys())]
    fn contains_op_dict(a: Value, b: &Dict, #[oparg] invert: u32) -> Result<Value, PyError> {
        a.check_hashable()?;
        Ok(Value::Bool(b.0.borrow().contains_key(&a) != (invert == 1)))
    }

    /// `key in g` / `key not in g` with `g` a global (fields: the global's symbol, 1 for
    /// `not in`): one dispatch instead of `LOAD_GLOBAL` and `CONTAINS_OP`, and the members
    /// read the container where it lies, with no reference-count round trip (`while m not
    /// in memo`). Out of line: it runs only until its site specializes.
    #[op]
    #[inline(never)]
    fn contains_global(
        interp: &mut Interp<Isa>,
        key: Value,
        #[oparg(field = 0)] global: u32,
        #[oparg(field = 1)] invert: u32,
    ) -> Result<Value, Raise<Isa>> {
        let container = interp.ctx().load_global(global)?;
        Ok(Value::Bool(
            object::special::contains(interp, &key, &container)? != (invert == 1),
        ))
    }

    /// A module global that holds a dict, at a cached slot: valid while the slot is bound
    /// and still holds a dict.
    #[specialize(contains_global)]
    #[guard(ctx.globals.owns(globals_id, slot) && matches!(ctx.globals.values[slot as usize], Value::Dict(_)))]
    #[guard(!key.is_user_key() && !matches!(&ctx.globals.values[slot as usize], Value::Dict(d) if d.0.borrow().has_user_keys()))]
    fn contains_global_dict(
        ctx: &Machine,
        key: Value,
        #[oparg(field = 0)] global: u32,
        #[oparg(field = 1)] invert: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = ctx.globals.slot(global)?)] slot: u32,
    ) -> Result<Value, PyError> {
        let Value::Dict(d) = &ctx.globals.values[slot as usize] else {
            unreachable!("guarded: a dict")
        };
        key.check_hashable()?;
        Ok(Value::Bool(
            d.0.borrow().contains_key(&key) != (invert == 1),
        ))
    }

    /// The same for a global that holds a set.
    #[specialize(contains_global)]
    #[guard(ctx.globals.owns(globals_id, slot) && matches!(ctx.globals.values[slot as usize], Value::Set(_)))]
    #[guard(!key.is_user_key() && !matches!(&ctx.globals.values[slot as usize], Value::Set(d) if d.0.borrow().has_user_keys()))]
    fn contains_global_set(
        ctx: &Machine,
        key: Value,
        #[oparg(field = 0)] global: u32,
        #[oparg(field = 1)] invert: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = ctx.globals.slot(global)?)] slot: u32,
    ) -> Result<Value, PyError> {
        let Value::Set(set) = &ctx.globals.values[slot as usize] else {
            unreachable!("guarded: a set")
        };
        Ok(Value::Bool(
            set.0.borrow().contains_checked(&key)? != (invert == 1),
        ))
    }

    /// `a is b` (`oparg` 1: `is not`).
    #[op]
    fn is_op(a: Value, b: Value, #[oparg] invert: u32) -> Value {
        Value::Bool(a.is(&b) != (invert == 1))
    }

    // ------------------------------------------------------------ unary

    #[op]
    #[inline(never)]
    fn unary_negative(interp: &mut Interp<Isa>, v: Value) -> Result<Value, Raise<Isa>> {
        unary_call(interp, 0, v)
    }

    /// `-x` of a float.
    #[specialize(unary_negative)]
    fn unary_negative_float(v: f64) -> Value {
        Value::Float(-v)
    }

    /// `-x` of an int (the most negative one deopts: its negation is a big int).
    #[specialize(unary_negative)]
    fn unary_negative_int(v: i64) -> Option<Value> {
        v.checked_neg().map(Value::Int)
    }

    /// `-x` of an instance whose class defines `__neg__` as a Python function: the method
    /// runs in a frame, then this op runs again and pushes what it returned.
    #[specialize(unary_negative)]
    #[guard(class_version(v) == Some(version))]
    fn unary_negative_instance(
        interp: &mut Interp<Isa>,
        v: &Value,
        #[cache(fill = class_version(v)?)] version: u32,
        #[cache(fill = unary_index(v, 0)?)] index: u32,
    ) -> Option<Rerun<Isa, Value>> {
        unary_rerun(interp, v, version, index)
    }

    #[op]
    fn unary_positive(interp: &mut Interp<Isa>, v: Value) -> Result<Value, Raise<Isa>> {
        Ok(object::special::unary(interp, 1, v)?)
    }

    #[op]
    fn unary_invert(interp: &mut Interp<Isa>, v: Value) -> Result<Value, Raise<Isa>> {
        // An int's inline (`~mask`): -(i + 1), which never overflows; the generic unary
        // path cost it about 50 instructions.
        if let Value::Int(i) = v {
            return Ok(Value::Int(!i));
        }
        Ok(object::special::unary(interp, 2, v)?)
    }

    /// `not v` (of a bool after `TO_BOOL`, or any value).
    #[op]
    fn unary_not(interp: &mut Interp<Isa>, v: Value) -> Result<Value, Raise<Isa>> {
        Ok(Value::Bool(!truth(interp, &v)?))
    }

    // ------------------------------------------------------------ TO_BOOL

    /// `bool(v)`, before a conditional jump or `not`.
    #[op]
    #[inline(never)]
    fn to_bool(interp: &mut Interp<Isa>, v: Value) -> Result<Value, Raise<Isa>> {
        Ok(Value::Bool(truth(interp, &v)?))
    }

    #[specialize(to_bool)]
    fn to_bool_bool(v: bool) -> Value {
        Value::Bool(v)
    }

    #[specialize(to_bool)]
    fn to_bool_int(v: i64) -> Value {
        Value::Bool(v != 0)
    }

    #[specialize(to_bool)]
    fn to_bool_none(_v: NoneVal) -> Value {
        Value::Bool(false)
    }

    #[specialize(to_bool)]
    fn to_bool_list(v: &List) -> Value {
        Value::Bool(!v.is_empty())
    }

    #[specialize(to_bool)]
    fn to_bool_str(v: &PyStr) -> Value {
        Value::Bool(!v.s.is_empty())
    }

    // ------------------------------------------------------------ jumps

    // The conditional jumps specialize on the condition's type, as CPython 3.13's
    // `TO_BOOL_*`: a bool (a call or property that returns a comparison), an int (`if
    // mask & bit`) or `None` tests its tag and its value inline, where the generic form
    // calls `truthy` through its jump table and readies the thread for a `__bool__`.
    // (Comparisons fused with their jump never come here.)

    #[op]
    fn pop_jump_if_false(
        interp: &mut Interp<Isa>,
        cond: Value,
        #[oparg(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        Ok(if truth(interp, &cond)? {
            Flow::Next
        } else {
            Flow::Jump
        })
    }

    #[specialize(pop_jump_if_false)]
    fn pop_jump_if_false_bool(cond: bool, #[oparg(jump)] _target: u32) -> Flow {
        if cond { Flow::Next } else { Flow::Jump }
    }

    #[specialize(pop_jump_if_false)]
    fn pop_jump_if_false_int(cond: i64, #[oparg(jump)] _target: u32) -> Flow {
        if cond != 0 { Flow::Next } else { Flow::Jump }
    }

    #[specialize(pop_jump_if_false)]
    fn pop_jump_if_false_none(_cond: NoneVal, #[oparg(jump)] _target: u32) -> Flow {
        Flow::Jump
    }

    #[op]
    fn pop_jump_if_true(
        interp: &mut Interp<Isa>,
        cond: Value,
        #[oparg(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        Ok(if truth(interp, &cond)? {
            Flow::Jump
        } else {
            Flow::Next
        })
    }

    #[specialize(pop_jump_if_true)]
    fn pop_jump_if_true_bool(cond: bool, #[oparg(jump)] _target: u32) -> Flow {
        if cond { Flow::Jump } else { Flow::Next }
    }

    #[specialize(pop_jump_if_true)]
    fn pop_jump_if_true_int(cond: i64, #[oparg(jump)] _target: u32) -> Flow {
        if cond != 0 { Flow::Jump } else { Flow::Next }
    }

    #[specialize(pop_jump_if_true)]
    fn pop_jump_if_true_none(_cond: NoneVal, #[oparg(jump)] _target: u32) -> Flow {
        Flow::Next
    }

    /// `if v is None:` and `if v is not None:` (CPython 3.11's `POP_JUMP_IF_NONE` and
    /// `POP_JUMP_IF_NOT_NONE`; field 0: 1 to jump when `v` is `None`, 0 when it is not).
    #[op]
    fn none_jump(v: Value, #[oparg(field = 0)] when: u32, #[imm(jump)] _target: u32) -> Flow {
        jump_when(matches!(v, Value::None), when)
    }

    #[op]
    fn jump_forward(#[oparg(jump)] _target: u32) -> Jump {
        Jump
    }

    #[op]
    fn jump_backward(#[oparg(jump)] _target: u32) -> Jump {
        Jump
    }

    // ------------------------------------------------------------ subscripts

    /// `container[key]`.
    #[op]
    #[inline(never)]
    fn binary_subscr(
        interp: &mut Interp<Isa>,
        container: Value,
        key: Value,
    ) -> Result<Value, Raise<Isa>> {
        // The second run of a `GETITEM` member whose guard failed while the method ran.
        if let Some(r) = resumed(interp) {
            return Ok(r);
        }
        Ok(object::special::getitem(interp, &container, &key)?)
    }

    /// `obj[key]` with `obj` an instance whose class defines `__getitem__(self, key)` in
    /// Python: the method runs in a frame, then this op runs again and pushes what it
    /// returned (CPython's `BINARY_SUBSCR_GETITEM`).
    #[specialize(binary_subscr)]
    #[guard(class_version(container) == Some(version))]
    fn binary_subscr_getitem(
        interp: &mut Interp<Isa>,
        container: &Value,
        key: &Value,
        #[cache(fill = class_version(container)?)] version: u32,
        #[cache(fill = getitem_index(container)?)] index: u32,
    ) -> Option<Rerun<Isa, Value>> {
        getitem_rerun(interp, container, key, version, index)
    }

    /// `list[int]` of a compact list of bools (declared before the list of values'
    /// member, whose guard such a list passes too); out of range deopts.
    #[specialize(binary_subscr)]
    #[guard(list.is_compact())]
    fn binary_subscr_bool_list_int(list: &List, i: i64) -> Option<Value> {
        list.bool_item(i).map(Value::Bool)
    }

    /// `list[int]`; an index out of range deopts so the generic op raises.
    #[specialize(binary_subscr)]
    fn binary_subscr_list_int(list: &List, i: i64) -> Option<Value> {
        list.value_item(i)
    }

    #[specialize(binary_subscr)]
    fn binary_subscr_tuple_int(tuple: &Tuple, i: i64) -> Option<Value> {
        value::norm_index(i, tuple.0.len()).map(|j| tuple.0[j].clone())
    }

    /// `array[int]`: the item read unboxed; out of range deopts so the generic op raises.
    #[specialize(binary_subscr)]
    fn binary_subscr_array_int(array: &Array, i: i64) -> Option<Value> {
        array.item(i)
    }

    /// `str[int]` of an ASCII string.
    #[specialize(binary_subscr)]
    #[guard(s.ascii)]
    fn binary_subscr_str_int(s: &PyStr, i: i64) -> Option<Value> {
        value::norm_index(i, s.s.len()).map(|j| value::char_value(s.s.as_bytes()[j] as char))
    }

    /// `bytes[int]`: the byte as an int; out of range deopts so the generic op raises.
    #[specialize(binary_subscr)]
    fn binary_subscr_bytes_int(b: &value::bytes::PyBytes, i: i64) -> Option<Value> {
        value::norm_index(i, b.b.len()).map(|j| Value::Int(i64::from(b.b[j])))
    }

    #[specialize(binary_subscr)]
    #[guard(!key.is_user_key() && !dict.0.borrow().has_user_keys())]
    fn binary_subscr_dict(dict: &Dict, key: Value) -> Result<Value, PyError> {
        key.check_hashable()?;
        match dict.0.borrow().get(&key) {
            Some(v) => Ok(v.clone()),
            None => Err(ops::key_error(&key)),
        }
    }

    /// `d[key]` of an instance of a `dict` subclass whose classes define no
    /// `__getitem__` (a `defaultdict`, a `Counter`): a lookup in its dict part, valid
    /// while the class keeps its version; a missing key deopts (the generic op calls
    /// `__missing__`).
    #[specialize(binary_subscr)]
    #[guard(class_version(obj) == Some(version) && plain_key(key))]
    fn binary_subscr_dict_subclass(
        obj: &Value,
        key: &Value,
        #[cache(fill = dict_subclass_version(obj, "__getitem__")?)] version: u32,
    ) -> Option<Value> {
        let Value::Instance(i) = obj else {
            return None;
        };
        let native = i.native.borrow();
        let Value::Dict(d) = &*native else {
            return None;
        };
        let map = d.0.borrow();
        if map.has_user_keys() {
            return None;
        }
        map.get(key).cloned()
    }

    /// `seq[a:b:c]` of a list, tuple or str with int or None bounds (`rest = s[2:]`,
    /// `copy = items[:]`): the piece at once, without the generic op's lookups of a
    /// `__getitem__`, a `__class_getitem__` and the bounds' `__index__`.
    #[specialize(binary_subscr)]
    #[guard(matches!(container, Value::List(_) | Value::Tuple(_) | Value::Str(_)) && int_slice(key))]
    fn binary_subscr_slice(container: &Value, key: &Value) -> Result<Value, PyError> {
        ops::getitem_slice(container, key)
    }

    /// `local[key]` with the container a bound local (`oparg`: the local): the subscript
    /// reads it in place, one dispatch instead of two (`flags[i]`, `s[k - 1]`).
    #[op]
    #[inline(never)]
    fn binary_subscr_fast(
        interp: &mut Interp<Isa>,
        #[local] container: &Value,
        key: Value,
    ) -> Result<Value, Raise<Isa>> {
        if let Some(r) = resumed(interp) {
            return Ok(r);
        }
        Ok(object::special::getitem(interp, bound(container)?, &key)?)
    }

    /// [`binary_subscr_getitem`] of a local container (`grid[k]`).
    #[specialize(binary_subscr_fast)]
    #[guard(class_version(container) == Some(version))]
    fn binary_subscr_fast_getitem(
        interp: &mut Interp<Isa>,
        #[local] container: &Value,
        key: &Value,
        #[cache(fill = class_version(container)?)] version: u32,
        #[cache(fill = getitem_index(container)?)] index: u32,
    ) -> Option<Rerun<Isa, Value>> {
        getitem_rerun(interp, container, key, version, index)
    }

    /// `list[int]` of a compact list of bools; out of range deopts.
    #[specialize(binary_subscr_fast)]
    #[guard(matches!(container, Value::List(l) if l.is_compact()))]
    fn binary_subscr_fast_bool_list_int(#[local] container: &Value, i: i64) -> Option<Value> {
        let Value::List(list) = container else {
            return None;
        };
        list.bool_item(i).map(Value::Bool)
    }

    /// `list[int]`; an index out of range deopts so the generic op raises.
    #[specialize(binary_subscr_fast)]
    #[guard(matches!(container, Value::List(_)))]
    fn binary_subscr_fast_list_int(#[local] container: &Value, i: i64) -> Option<Value> {
        let Value::List(list) = container else {
            return None;
        };
        list.value_item(i)
    }

    /// `array[int]`; out of range deopts.
    #[specialize(binary_subscr_fast)]
    #[guard(matches!(container, Value::Array(_)))]
    fn binary_subscr_fast_array_int(#[local] container: &Value, i: i64) -> Option<Value> {
        let Value::Array(array) = container else {
            return None;
        };
        array.item(i)
    }

    #[specialize(binary_subscr_fast)]
    #[guard(matches!(container, Value::Tuple(_)))]
    fn binary_subscr_fast_tuple_int(#[local] container: &Value, i: i64) -> Option<Value> {
        let Value::Tuple(tuple) = container else {
            return None;
        };
        value::norm_index(i, tuple.0.len()).map(|j| tuple.0[j].clone())
    }

    /// `str[int]` of an ASCII string.
    #[specialize(binary_subscr_fast)]
    #[guard(matches!(container, Value::Str(s) if s.ascii))]
    fn binary_subscr_fast_str_int(#[local] container: &Value, i: i64) -> Option<Value> {
        let Value::Str(s) = container else {
            return None;
        };
        value::norm_index(i, s.s.len()).map(|j| value::char_value(s.s.as_bytes()[j] as char))
    }

    /// `bytes[int]` of a local.
    #[specialize(binary_subscr_fast)]
    #[guard(matches!(container, Value::Bytes(_)))]
    fn binary_subscr_fast_bytes_int(#[local] container: &Value, i: i64) -> Option<Value> {
        let Value::Bytes(b) = container else {
            return None;
        };
        value::norm_index(i, b.b.len()).map(|j| Value::Int(i64::from(b.b[j])))
    }

    /// `dict[key]`; a missing key deopts so the generic op raises `KeyError`.
    #[specialize(binary_subscr_fast)]
    #[guard(plain_dict_lookup(container, key))]
    fn binary_subscr_fast_dict(#[local] container: &Value, key: &Value) -> Option<Value> {
        plain_dict_item(container, key)
    }

    /// `if local[key]:` (or `if not ...`): the subscript and the branch in one dispatch,
    /// with no item pushed and popped (fields: the container local, and 1 to jump when
    /// the item is true, 0 when false).
    #[op]
    #[inline(never)]
    fn subscr_fast_jump(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] container: &Value,
        key: Value,
        #[oparg(field = 1)] when: u32,
        #[imm(jump)] _target: u32,
    ) -> Result<Flow, Raise<Isa>> {
        let item = object::special::getitem(interp, bound(container)?, &key)?;
        Ok(jump_when(object::special::truthy(interp, &item)?, when))
    }

    /// `if flags[i]:` of a compact list of bools by an int: one byte read; an index out
    /// of range deopts so the generic op raises.
    #[specialize(subscr_fast_jump)]
    #[guard(matches!(container, Value::List(l) if l.is_compact()))]
    fn subscr_fast_jump_bool_list_int(
        #[local(field = 0)] container: &Value,
        i: i64,
        #[oparg(field = 1)] when: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Value::List(list) = container else {
            return None;
        };
        Some(jump_when(list.bool_item(i)?, when))
    }

    /// `if flags[i]:` of a list by an int: reads the item's truth in place (a bool item
    /// is not even cloned); an index out of range deopts so the generic op raises.
    #[specialize(subscr_fast_jump)]
    #[guard(matches!(container, Value::List(_)))]
    fn subscr_fast_jump_list_int(
        #[local(field = 0)] container: &Value,
        i: i64,
        #[oparg(field = 1)] when: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Value::List(list) = container else {
            return None;
        };
        Some(jump_when(list.value_truth(i)?, when))
    }

    /// `if flags[i]:` of an array by an int: the item's truth read unboxed; out of range
    /// deopts.
    #[specialize(subscr_fast_jump)]
    #[guard(matches!(container, Value::Array(_)))]
    fn subscr_fast_jump_array_int(
        #[local(field = 0)] container: &Value,
        i: i64,
        #[oparg(field = 1)] when: u32,
        #[imm(jump)] _target: u32,
    ) -> Option<Flow> {
        let Value::Array(array) = container else {
            return None;
        };
        Some(jump_when(array.truth(i)?, when))
    }

    /// `local[local]` with both bound locals (fields: the container, the key): `s[i]` in
    /// one dispatch.
    #[op]
    #[inline(never)]
    fn binary_subscr_fast_fast(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Result<Value, Raise<Isa>> {
        if let Some(r) = resumed(interp) {
            return Ok(r);
        }
        Ok(object::special::getitem(
            interp,
            bound(container)?,
            bound(key)?,
        )?)
    }

    /// [`binary_subscr_getitem`] of a local container and a local key (`grid[k]`).
    #[specialize(binary_subscr_fast_fast)]
    #[guard(class_version(container) == Some(version) && !matches!(key, Value::Undefined))]
    fn binary_subscr_fast_fast_getitem(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
        #[cache(fill = class_version(container)?)] version: u32,
        #[cache(fill = getitem_index(container)?)] index: u32,
    ) -> Option<Rerun<Isa, Value>> {
        getitem_rerun(interp, container, key, version, index)
    }

    /// `dict[key]` of two locals (`counts[word]`, `kwargs[name]`); a missing key deopts
    /// so the generic op raises `KeyError`.
    #[specialize(binary_subscr_fast_fast)]
    #[guard(plain_dict_lookup(container, key))]
    fn binary_subscr_fast_fast_dict(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Option<Value> {
        plain_dict_item(container, key)
    }

    /// `list[int]` of a compact list of bools; out of range deopts.
    #[specialize(binary_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::List(l), Value::Int(_)) if l.is_compact()))]
    fn binary_subscr_fast_fast_bool_list_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Option<Value> {
        let (Value::List(list), Value::Int(i)) = (container, key) else {
            return None;
        };
        list.bool_item(*i).map(Value::Bool)
    }

    /// `list[int]`; an index out of range deopts so the generic op raises.
    #[specialize(binary_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::List(_), Value::Int(_))))]
    fn binary_subscr_fast_fast_list_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Option<Value> {
        let (Value::List(list), Value::Int(i)) = (container, key) else {
            return None;
        };
        list.value_item(*i)
    }

    /// `array[int]`; out of range deopts.
    #[specialize(binary_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::Array(_), Value::Int(_))))]
    fn binary_subscr_fast_fast_array_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Option<Value> {
        let (Value::Array(array), Value::Int(i)) = (container, key) else {
            return None;
        };
        array.item(*i)
    }

    /// `str[int]` of an ASCII string.
    #[specialize(binary_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::Str(s), Value::Int(_)) if s.ascii))]
    fn binary_subscr_fast_fast_str_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Option<Value> {
        let (Value::Str(s), Value::Int(i)) = (container, key) else {
            return None;
        };
        value::norm_index(*i, s.s.len()).map(|j| value::char_value(s.s.as_bytes()[j] as char))
    }

    /// `bytes[int]` of two locals (`data[i]` in a loop).
    #[specialize(binary_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::Bytes(_), Value::Int(_))))]
    fn binary_subscr_fast_fast_bytes_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Option<Value> {
        let (Value::Bytes(b), Value::Int(i)) = (container, key) else {
            return None;
        };
        value::norm_index(*i, b.b.len()).map(|j| Value::Int(i64::from(b.b[j])))
    }

    #[specialize(binary_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::Tuple(_), Value::Int(_))))]
    fn binary_subscr_fast_fast_tuple_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Option<Value> {
        let (Value::Tuple(tuple), Value::Int(i)) = (container, key) else {
            return None;
        };
        value::norm_index(*i, tuple.0.len()).map(|j| tuple.0[j].clone())
    }

    /// `local[i]` for a bound local and a small non-negative constant `i` (fields: the
    /// local, the index): `b1[0]` in one dispatch.
    #[op]
    #[inline(never)]
    fn binary_subscr_index_fast(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Result<Value, Raise<Isa>> {
        Ok(object::special::getitem(
            interp,
            bound(container)?,
            &Value::Int(i as i64),
        )?)
    }

    /// Of a compact list of bools (before the list of values' member, whose guard such a
    /// list passes too); past the end deopts.
    #[specialize(binary_subscr_index_fast)]
    #[guard(matches!(container, Value::List(l) if l.is_compact()))]
    fn binary_subscr_index_fast_bool_list(
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Option<Value> {
        let Value::List(list) = container else {
            return None;
        };
        list.bool_item(i64::from(i)).map(Value::Bool)
    }

    /// Of a list of values; past the end (or a compact list) deopts.
    #[specialize(binary_subscr_index_fast)]
    #[guard(matches!(container, Value::List(_)))]
    fn binary_subscr_index_fast_list(
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Option<Value> {
        let Value::List(list) = container else {
            return None;
        };
        list.value(i as usize)
    }

    #[specialize(binary_subscr_index_fast)]
    #[guard(matches!(container, Value::Tuple(_)))]
    fn binary_subscr_index_fast_tuple(
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Option<Value> {
        let Value::Tuple(tuple) = container else {
            return None;
        };
        tuple.0.get(i as usize).cloned()
    }

    /// Of an array local (`counts[0]`); past the end deopts.
    #[specialize(binary_subscr_index_fast)]
    #[guard(matches!(container, Value::Array(_)))]
    fn binary_subscr_index_fast_array(
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Option<Value> {
        let Value::Array(array) = container else {
            return None;
        };
        array.get(i as usize)
    }

    /// `s[k]` of an ASCII string local and a constant `k` (`word[0]`).
    #[specialize(binary_subscr_index_fast)]
    #[guard(matches!(container, Value::Str(s) if s.ascii))]
    fn binary_subscr_index_fast_str(
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Option<Value> {
        let Value::Str(s) = container else {
            return None;
        };
        let b = *s.s.as_bytes().get(i as usize)?;
        Some(value::char_value(b as char))
    }

    /// `container[key] = value`.
    #[op]
    #[inline(never)]
    fn store_subscr(
        interp: &mut Interp<Isa>,
        value: Value,
        container: Value,
        key: Value,
    ) -> Result<(), Raise<Isa>> {
        Ok(object::special::setitem(interp, &container, key, value)?)
    }

    /// `items[a:b:c] = seq` with int or None bounds and a list or tuple on the right
    /// (`perm[:k + 1] = perm[k::-1]`): spliced at once (nothing of the program runs).
    #[specialize(store_subscr)]
    #[guard(matches!(container, Value::List(_)) && int_slice(key) && matches!(value, Value::List(_) | Value::Tuple(_)))]
    fn store_subscr_list_slice(
        value: &Value,
        container: &Value,
        key: &Value,
    ) -> Result<(), PyError> {
        // why copies into one plain call: taking the value by value, a `match` here, or
        // a call with the references changed the dispatch loop's code and cost fib (no
        // slices) 0.33%.
        ops::store_list_slice(container, key.clone(), value.clone())
    }

    #[specialize(store_subscr)]
    fn store_subscr_list_int(value: Value, list: &List, i: i64) -> Result<(), PyError> {
        list.store(i, value)
    }

    /// `array[int] = value`: converted and stored unboxed (the errors, of the index or
    /// the conversion, are CPython's and raised here).
    #[specialize(store_subscr)]
    fn store_subscr_array_int(value: Value, array: &Array, i: i64) -> Result<(), PyError> {
        ops::array::store(array, i, &value)
    }

    /// `bytearray[int] = int`; a byte out of range or an index out of range deopts so
    /// the generic op raises.
    #[specialize(store_subscr)]
    #[guard((0..256).contains(&byte))]
    fn store_subscr_bytearray_int(byte: i64, b: &value::bytes::ByteArray, i: i64) -> Option<()> {
        let mut data = b.borrow_mut();
        let j = value::norm_index(i, data.len())?;
        data[j] = byte as u8;
        Some(())
    }

    #[specialize(store_subscr)]
    #[guard(!key.is_user_key() && !dict.0.borrow().has_user_keys())]
    fn store_subscr_dict(value: Value, dict: &Dict, key: Value) -> Result<(), PyError> {
        key.check_hashable()?;
        dict.0.borrow_mut().insert(key, value);
        Ok(())
    }

    /// `d[key] = value` of an instance of a `dict` subclass whose classes define no
    /// `__setitem__`: a store into its dict part, valid while the class keeps its version.
    #[specialize(store_subscr)]
    #[guard(class_version(obj) == Some(version) && plain_key(&key) && plain_dict_part(obj))]
    fn store_subscr_dict_subclass(
        value: Value,
        obj: &Value,
        key: Value,
        #[cache(fill = dict_subclass_version(obj, "__setitem__")?)] version: u32,
    ) {
        let Value::Instance(i) = obj else {
            unreachable!("guarded: an instance")
        };
        let native = i.native.borrow();
        let Value::Dict(d) = &*native else {
            unreachable!("guarded: a dict part")
        };
        d.0.borrow_mut().insert(key, value);
    }

    /// `container[oparg]`: a subscript by a small non-negative constant (`p[0]`), which
    /// saves the `LOAD_CONST` and a push and pop of the index.
    #[op]
    #[inline(never)]
    fn binary_subscr_index(
        interp: &mut Interp<Isa>,
        container: Value,
        #[oparg] i: u32,
    ) -> Result<Value, Raise<Isa>> {
        Ok(object::special::getitem(
            interp,
            &container,
            &Value::Int(i as i64),
        )?)
    }

    /// Of a compact list of bools; past the end deopts.
    #[specialize(binary_subscr_index)]
    #[guard(list.is_compact())]
    fn binary_subscr_index_bool_list(list: &List, #[oparg] i: u32) -> Option<Value> {
        list.bool_item(i64::from(i)).map(Value::Bool)
    }

    /// Of a list of values; past the end (or a compact list) deopts.
    #[specialize(binary_subscr_index)]
    fn binary_subscr_index_list(list: &List, #[oparg] i: u32) -> Option<Value> {
        list.value(i as usize)
    }

    #[specialize(binary_subscr_index)]
    fn binary_subscr_index_tuple(tuple: &Tuple, #[oparg] i: u32) -> Option<Value> {
        tuple.0.get(i as usize).cloned()
    }

    /// Of an array; past the end deopts.
    #[specialize(binary_subscr_index)]
    fn binary_subscr_index_array(array: &Array, #[oparg] i: u32) -> Option<Value> {
        array.get(i as usize)
    }

    /// `container[oparg] = value` for a small non-negative constant index.
    #[op]
    #[inline(never)]
    fn store_subscr_index(
        interp: &mut Interp<Isa>,
        value: Value,
        container: Value,
        #[oparg] i: u32,
    ) -> Result<(), Raise<Isa>> {
        Ok(object::special::setitem(
            interp,
            &container,
            Value::Int(i as i64),
            value,
        )?)
    }

    #[specialize(store_subscr_index)]
    fn store_subscr_index_list(value: Value, list: &List, #[oparg] i: u32) -> Result<(), PyError> {
        list.store(i64::from(i), value)
    }

    #[specialize(store_subscr_index)]
    fn store_subscr_index_array(
        value: Value,
        array: &Array,
        #[oparg] i: u32,
    ) -> Result<(), PyError> {
        ops::array::store(array, i64::from(i), &value)
    }

    /// `local[i] = value` for a bound local and a small non-negative constant `i`
    /// (fields: the local, the index).
    #[op]
    #[inline(never)]
    fn store_subscr_index_fast(
        interp: &mut Interp<Isa>,
        value: Value,
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Result<(), Raise<Isa>> {
        Ok(object::special::setitem(
            interp,
            bound(container)?,
            Value::Int(i as i64),
            value,
        )?)
    }

    #[specialize(store_subscr_index_fast)]
    #[guard(matches!(container, Value::List(_)))]
    fn store_subscr_index_fast_list(
        value: Value,
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Result<(), PyError> {
        let Value::List(list) = container else {
            return ops::setitem(container, Value::Int(i as i64), value);
        };
        list.store(i64::from(i), value)
    }

    #[specialize(store_subscr_index_fast)]
    #[guard(matches!(container, Value::Array(_)))]
    fn store_subscr_index_fast_array(
        value: Value,
        #[local(field = 0)] container: &Value,
        #[oparg(field = 1)] i: u32,
    ) -> Result<(), PyError> {
        let Value::Array(array) = container else {
            return ops::setitem(container, Value::Int(i as i64), value);
        };
        ops::array::store(array, i64::from(i), &value)
    }

    /// `local[local] = value` with both bound locals (fields: the container, the key).
    #[op]
    #[inline(never)]
    fn store_subscr_fast_fast(
        interp: &mut Interp<Isa>,
        value: Value,
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Result<(), Raise<Isa>> {
        Ok(object::special::setitem(
            interp,
            bound(container)?,
            bound(key)?.clone(),
            value,
        )?)
    }

    #[specialize(store_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::List(_), Value::Int(_))))]
    fn store_subscr_fast_fast_list_int(
        value: Value,
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Result<(), PyError> {
        let (Value::List(list), Value::Int(i)) = (container, key) else {
            return ops::setitem(container, key.clone(), value);
        };
        list.store(*i, value)
    }

    /// `d[k] = value` of a dict local by a local key (`routes[route] = n`), when neither
    /// the key nor the dict's keys can run user code (`__eq__`, `__hash__`).
    #[specialize(store_subscr_fast_fast)]
    #[guard(matches!(container, Value::Dict(d) if !key.is_user_key() && !d.0.borrow().has_user_keys()))]
    fn store_subscr_fast_fast_dict(
        value: Value,
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Result<(), PyError> {
        let Value::Dict(d) = container else {
            unreachable!("guarded: a dict")
        };
        let key = bound(key)?;
        key.check_hashable()?;
        d.0.borrow_mut().insert(key.clone(), value);
        Ok(())
    }

    #[specialize(store_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::Array(_), Value::Int(_))))]
    fn store_subscr_fast_fast_array_int(
        value: Value,
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Result<(), PyError> {
        let (Value::Array(array), Value::Int(i)) = (container, key) else {
            return ops::setitem(container, key.clone(), value);
        };
        ops::array::store(array, *i, &value)
    }

    /// `buf[i] = byte` of a bytearray local by an int local; a byte or an index out of
    /// range deopts so the generic op raises.
    #[specialize(store_subscr_fast_fast)]
    #[guard(matches!((container, key), (Value::ByteArray(_), Value::Int(_))))]
    #[guard((0..256).contains(&byte))]
    fn store_subscr_fast_fast_bytearray_int(
        byte: i64,
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
    ) -> Option<()> {
        let (Value::ByteArray(b), Value::Int(i)) = (container, key) else {
            return None;
        };
        let mut data = b.borrow_mut();
        let j = value::norm_index(*i, data.len())?;
        data[j] = byte as u8;
        Some(())
    }

    /// `local[local] = constant` with both locals bound (fields: the container, the key,
    /// the constant): `flags[j] = False` in one dispatch, no value pushed.
    #[op]
    #[inline(never)]
    fn store_subscr_fast_fast_const(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
        #[oparg(field = 2)] c: u32,
        #[code] code: &CodeInfo,
    ) -> Result<(), Raise<Isa>> {
        let value = constant(code, c)?.clone();
        Ok(object::special::setitem(
            interp,
            bound(container)?,
            bound(key)?.clone(),
            value,
        )?)
    }

    /// A bool into a compact list of bools by an int (`flags[j] = False`): one byte
    /// written. Another constant, or an index out of range, deopts.
    #[specialize(store_subscr_fast_fast_const)]
    #[guard(matches!((container, key), (Value::List(l), Value::Int(_)) if l.is_compact()))]
    fn store_subscr_fast_fast_const_bool_list_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
        #[oparg(field = 2)] c: u32,
        #[code] code: &CodeInfo,
    ) -> Option<()> {
        let (Value::List(list), Value::Int(i), Some(Value::Bool(x))) =
            (container, key, code.consts.get(c as usize))
        else {
            return None;
        };
        list.store_bool(*i, *x)
    }

    /// Into an array by an int (`flags[j] = 0`); a constant the array cannot hold, or an
    /// index out of range, deopts so the generic op raises.
    #[specialize(store_subscr_fast_fast_const)]
    #[guard(matches!((container, key), (Value::Array(_), Value::Int(_))))]
    fn store_subscr_fast_fast_const_array_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
        #[oparg(field = 2)] c: u32,
        #[code] code: &CodeInfo,
    ) -> Option<()> {
        let (Value::Array(array), Value::Int(i)) = (container, key) else {
            return None;
        };
        array
            .store(*i, code.consts.get(c as usize)?)
            .ok()?
            .then_some(())
    }

    /// Into a list by an int; an index out of range deopts so the generic op raises.
    #[specialize(store_subscr_fast_fast_const)]
    #[guard(matches!((container, key), (Value::List(_), Value::Int(_))))]
    fn store_subscr_fast_fast_const_list_int(
        #[local(field = 0)] container: &Value,
        #[local(field = 1)] key: &Value,
        #[oparg(field = 2)] c: u32,
        #[code] code: &CodeInfo,
    ) -> Option<()> {
        let (Value::List(list), Value::Int(i)) = (container, key) else {
            return None;
        };
        let value = code.consts.get(c as usize)?.clone();
        list.set_item(*i, value).then_some(())
    }

    /// `slice(start, stop, step)`.
    #[op]
    fn build_slice(start: Value, stop: Value, step: Value) -> Value {
        Value::Slice(crate::value::obj([start, stop, step]))
    }

    // ------------------------------------------------------------ building

    #[op]
    fn build_list(#[variadic(oparg)] items: &mut [Value]) -> Value {
        Value::list(items.iter_mut().map(Value::take).collect())
    }

    #[op]
    fn build_tuple(#[variadic(oparg)] items: &mut [Value]) -> Value {
        Value::tuple_of_taken(items)
    }

    #[op]
    fn build_set(
        interp: &mut Interp<Isa>,
        #[variadic(oparg)] items: &mut [Value],
    ) -> Result<Value, Raise<Isa>> {
        if items.iter().any(Value::is_user_key) {
            return Ok(user_keyed_set(interp, items)?);
        }
        let mut t = crate::value::SetTable::new();
        for v in items.iter_mut() {
            t.add(Value::take(v))?;
        }
        Ok(Value::set(t))
    }

    /// A dict of `oparg` key/value pairs.
    #[op]
    fn build_map(
        interp: &mut Interp<Isa>,
        #[variadic(oparg * 2)] items: &mut [Value],
    ) -> Result<Value, Raise<Isa>> {
        if items.iter().step_by(2).any(Value::is_user_key) {
            return Ok(user_keyed_map(interp, items)?);
        }
        let mut m = crate::value::DictMap::with_capacity(items.len() / 2);
        for pair in items.chunks_mut(2) {
            let k = Value::take(&mut pair[0]);
            k.check_hashable()?;
            m.insert(k, Value::take(&mut pair[1]));
        }
        Ok(Value::dict(m))
    }

    /// Appends to the list below the item (list comprehensions): `list item -> list`.
    #[op]
    fn list_append(list: Value, item: Value) -> Result<Value, PyError> {
        if let Value::List(l) = &list {
            l.push(item)?;
        }
        Ok(list)
    }

    /// `dict key value -> dict` (dict comprehensions).
    #[op]
    fn map_add(
        interp: &mut Interp<Isa>,
        dict: Value,
        key: Value,
        value: Value,
    ) -> Result<Value, Raise<Isa>> {
        if let Value::Dict(d) = &dict {
            if key.is_user_key() {
                crate::runtime::keys::dict_set(interp, d, key, value)?;
            } else {
                key.check_hashable()?;
                d.0.borrow_mut().insert(key, value);
            }
        }
        Ok(dict)
    }

    /// `list iterable -> list`: a `*iterable` in a list or tuple display.
    #[op]
    #[cold]
    fn list_extend(
        interp: &mut Interp<Isa>,
        list: Value,
        iterable: Value,
    ) -> Result<Value, PyError> {
        displays::extend_list(interp, &list, &iterable)?;
        Ok(list)
    }

    /// `set iterable -> set`: a `*iterable` in a set display.
    #[op]
    #[cold]
    fn set_update(interp: &mut Interp<Isa>, set: Value, iterable: Value) -> Result<Value, PyError> {
        displays::update_set(interp, &set, &iterable)?;
        Ok(set)
    }

    /// `dict mapping -> dict`: a `**mapping` in a dict display.
    #[op]
    #[cold]
    fn dict_update(
        interp: &mut Interp<Isa>,
        dict: Value,
        mapping: Value,
    ) -> Result<Value, PyError> {
        displays::update_dict(interp, &dict, &mapping)?;
        Ok(dict)
    }

    /// `set item -> set` (set comprehensions).
    #[op]
    fn set_add(interp: &mut Interp<Isa>, set: Value, item: Value) -> Result<Value, Raise<Isa>> {
        if let Value::Set(s) = &set {
            if item.is_user_key() {
                crate::runtime::keys::set_add(interp, s, item)?;
            } else {
                s.0.borrow_mut().add(item)?;
            }
        }
        Ok(set)
    }

    // ------------------------------------------------------------ match statements

    // Errors go up as `Raise`, keeping the frames of the Python code they ran (a
    // property, `__len__`, a mapping's `get`).

    /// `subject -> bool`: a sequence pattern's test (`matching::sequence`); `oparg` is the
    /// number of its sub-patterns that are not starred, times two, plus one when one is.
    #[op]
    #[cold]
    fn match_sequence(
        interp: &mut Interp<Isa>,
        subject: Value,
        #[oparg] n: u32,
    ) -> Result<Value, Raise<Isa>> {
        let (n, star) = ((n >> 1) as usize, n & 1 != 0);
        Ok(Value::Bool(matching::sequence(interp, &subject, n, star)?))
    }

    /// `subject -> len(subject)`: the index of an item after a `*_` (CPython's `GET_LEN`,
    /// which keeps the subject).
    #[op]
    #[cold]
    fn match_len(interp: &mut Interp<Isa>, subject: Value) -> Result<Value, Raise<Isa>> {
        Ok(Value::Int(matching::len(interp, &subject)?))
    }

    /// `subject -> bool`: a mapping pattern's test, `oparg` its number of keys.
    #[op]
    #[cold]
    fn match_mapping(
        interp: &mut Interp<Isa>,
        subject: Value,
        #[oparg] n: u32,
    ) -> Result<Value, Raise<Isa>> {
        Ok(Value::Bool(matching::mapping(
            interp, &subject, n as usize,
        )?))
    }

    /// `subject keys -> values`: the values of a mapping pattern's keys (a tuple) in the
    /// subject, a tuple, or `None` when one is missing (CPython's `MATCH_KEYS`).
    #[op]
    #[cold]
    fn match_keys(
        interp: &mut Interp<Isa>,
        subject: Value,
        keys: Value,
    ) -> Result<Value, Raise<Isa>> {
        Ok(matching::keys(interp, &subject, &keys)?)
    }

    /// `subject keys -> rest`: the dict a mapping pattern's `**rest` binds.
    #[op]
    #[cold]
    fn match_rest(
        interp: &mut Interp<Isa>,
        subject: Value,
        keys: Value,
    ) -> Result<Value, Raise<Isa>> {
        Ok(matching::rest(interp, &subject, &keys)?)
    }

    /// `subject class names -> attributes`: a class pattern's test and the attributes its
    /// `oparg` positional and its keyword sub-patterns (`names`) match, a tuple, or `None`
    /// (CPython's `MATCH_CLASS`).
    #[op]
    #[cold]
    fn match_class(
        interp: &mut Interp<Isa>,
        subject: Value,
        class: Value,
        names: Value,
        #[oparg] npos: u32,
    ) -> Result<Value, Raise<Isa>> {
        Ok(matching::class(
            interp,
            &subject,
            &class,
            &names,
            npos as usize,
        )?)
    }

    // ------------------------------------------------------------ f-strings

    /// `str(v)` / `repr(v)` / `ascii(v)` for `!s`, `!r`, `!a` (`oparg` 1, 2, 3).
    #[op]
    fn convert_value(
        interp: &mut Interp<Isa>,
        v: Value,
        #[oparg] kind: u32,
    ) -> Result<Value, Raise<Isa>> {
        Ok(Value::str(match kind {
            1 => object::str(interp, &v)?,
            _ => object::repr(interp, &v)?,
        }))
    }

    /// `format(v, '')`.
    #[op]
    fn format_simple(interp: &mut Interp<Isa>, v: Value) -> Result<Value, Raise<Isa>> {
        match v {
            Value::Str(_) => Ok(v),
            Value::Int(i) => Ok(decimal(i)),
            other => format_other(interp, other),
        }
    }

    /// `f"{x}"` of a plain local `x` without a conversion or a spec: `LOAD_FAST` and
    /// `FORMAT_SIMPLE` in one (the compiler picks it). why: an f-string's parts are
    /// mostly locals (a log line of nine parts in `examples/pipeline.py`), and each paid
    /// a dispatch, a push and a pop between the two.
    #[op]
    fn format_fast(interp: &mut Interp<Isa>, #[local] slot: &Value) -> Result<Value, Raise<Isa>> {
        match slot {
            Value::Str(_) => Ok(slot.clone()),
            Value::Int(i) => Ok(decimal(*i)),
            Value::Undefined => Err(unbound().into()),
            v => format_other(interp, v.clone()),
        }
    }

    /// `FORMAT_SIMPLE` of a part a `BUILD_STRING` joins (the compiler picks it): an exact
    /// int stays as it is, for `BUILD_STRING` to write its digits into the result. why: a
    /// str of its own for each int (`f"{ts} {client}"`) was allocated, copied and freed.
    /// (A bool or an int subclass's instance is no `Value::Int`: its own `__format__`
    /// runs here; a big int is formatted here, where its digit limit is checked.)
    #[op]
    fn format_part(interp: &mut Interp<Isa>, v: Value) -> Result<Value, Raise<Isa>> {
        match v {
            Value::Str(_) | Value::Int(_) => Ok(v),
            other => format_other(interp, other),
        }
    }

    /// `FORMAT_FAST` of a part a `BUILD_STRING` joins: an exact int stays as it is (see
    /// `FORMAT_PART`).
    #[op]
    fn format_part_fast(
        interp: &mut Interp<Isa>,
        #[local] slot: &Value,
    ) -> Result<Value, Raise<Isa>> {
        match slot {
            Value::Str(_) | Value::Int(_) => Ok(slot.clone()),
            Value::Undefined => Err(unbound().into()),
            v => format_other(interp, v.clone()),
        }
    }

    /// `format(v, spec)`.
    #[op]
    fn format_with_spec(
        interp: &mut Interp<Isa>,
        v: Value,
        spec: Value,
    ) -> Result<Value, Raise<Isa>> {
        let spec = match &spec {
            Value::Str(s) => s.s.as_str(),
            _ => "",
        };
        let hook = &mut crate::runtime::VmHook(interp);
        Ok(Value::str(crate::strfmt::format_value(&v, spec, hook)?))
    }

    /// Concatenates `oparg` parts: strs, and the decimal text of exact ints
    /// (`FORMAT_PART` leaves them).
    #[op]
    fn build_string(#[variadic(oparg)] parts: &mut [Value]) -> Value {
        crate::value::string::concat(parts)
    }

    /// `seq -> item1 item0` for a two-item sequence.
    #[op]
    #[inline(never)]
    fn unpack_sequence(
        interp: &mut Interp<Isa>,
        seq: Value,
        #[oparg] _n: u32,
    ) -> Result<(Value, Value), Raise<Isa>> {
        let (a, b) = steps::split_pair(interp, seq)?;
        Ok((b, a))
    }

    #[specialize(unpack_sequence)]
    #[guard(seq.0.len() == 2)]
    fn unpack_sequence_two_tuple(seq: &Tuple, #[oparg] _n: u32) -> (Value, Value) {
        (seq.0[1].clone(), seq.0[0].clone())
    }

    #[specialize(unpack_sequence)]
    fn unpack_sequence_list(seq: &List, #[oparg] _n: u32) -> Option<(Value, Value)> {
        if seq.len() == 2 {
            Some((seq.get_cloned(1)?, seq.get_cloned(0)?))
        } else {
            None
        }
    }

    /// `a, *b, c = seq`: the items of `seq` as a tuple of `before + 1 + after` values
    /// (`oparg` = `before | after << 8`), the starred target's a list of the rest, which
    /// `UNPACK_SEQUENCE_N` then stores (CPython's `UNPACK_EX`, in two dispatches).
    #[op]
    #[cold]
    fn unpack_star(
        interp: &mut Interp<Isa>,
        seq: Value,
        #[oparg] counts: u32,
    ) -> Result<Value, Raise<Isa>> {
        let (before, after) = ((counts & 0xff) as usize, (counts >> 8) as usize);
        let mut items = object::special::unpack_items(interp, &seq)?;
        if items.len() < before + after {
            return Err(PyError::value_error(format!(
                "not enough values to unpack (expected at least {}, got {})",
                before + after,
                items.len()
            ))
            .into());
        }
        let tail = items.split_off(items.len() - after);
        let rest = items.split_off(before);
        items.push(Value::list(rest));
        items.extend(tail);
        Ok(Value::tuple(items))
    }

    /// `a, b, c = seq` for any number of targets but two (which `UNPACK_SEQUENCE` pushes
    /// as a pair): the `oparg` items, the last one deepest, so that the first target
    /// stores first. One dispatch, as CPython's `UNPACK_SEQUENCE n`.
    ///
    /// why `#[inline(never)]` here and on the members: their copy loops inlined into the
    /// dispatch loop moved the registers of every arm (cachegrind: fib +2.5%, spectral_norm
    /// +1.3%, none of which unpack); out of line every example is within 0.2% and
    /// `examples/ledger.py` runs 30% fewer instructions than with `UNPACK_ITEM`s.
    #[op]
    #[inline(never)]
    fn unpack_sequence_n(
        interp: &mut Interp<Isa>,
        seq: Value,
        #[oparg] n: u32,
        #[outputs(oparg)] items: &mut [Value],
    ) -> Result<(), Raise<Isa>> {
        let got = object::special::unpack(interp, &seq, n as usize)?;
        for (slot, v) in items.iter_mut().zip(got.into_iter().rev()) {
            Value::assign(slot, v);
        }
        Ok(())
    }

    #[specialize(unpack_sequence_n)]
    #[inline(never)]
    fn unpack_sequence_n_tuple(
        seq: &Tuple,
        #[oparg] n: u32,
        #[outputs(oparg)] items: &mut [Value],
    ) -> Option<()> {
        if seq.0.len() != n as usize {
            return None;
        }
        for (slot, v) in items.iter_mut().zip(seq.0.iter().rev()) {
            // why `assign`: a plain `*slot = ..` copied each clone through a 16-byte load
            // of two 8-byte stores, a store-forwarding stall per item (four fifths of the
            // op's time in `examples/ledger.py`).
            Value::assign(slot, v.clone());
        }
        Some(())
    }

    #[specialize(unpack_sequence_n)]
    #[inline(never)]
    fn unpack_sequence_n_list(
        seq: &List,
        #[oparg] n: u32,
        #[outputs(oparg)] items: &mut [Value],
    ) -> Option<()> {
        if seq.len() != n as usize {
            return None;
        }
        for (k, slot) in items.iter_mut().enumerate() {
            Value::assign(slot, seq.get_cloned(n as usize - 1 - k)?);
        }
        Some(())
    }

    /// `a, b, c = seq` whose targets are consecutive locals (fields: the first one, how
    /// many; `for ts, client, path in records` with names first bound there): the items
    /// go straight into the locals. why: through the stack each item cost a push, a pop
    /// and a store's dispatch (a ten-name unpacking of a tuple: 715 instructions a row,
    /// CPython 474; cachegrind).
    #[op]
    #[inline(never)]
    fn unpack_to_locals(
        interp: &mut Interp<Isa>,
        seq: Value,
        #[oparg(field = 0)] first: u32,
        #[oparg(field = 1)] n: u32,
    ) -> Result<(), Raise<Isa>> {
        let got = object::special::unpack(interp, &seq, n as usize)?;
        let slots = interp
            .frame_locals_mut()
            .and_then(|locals| local_run(locals, first, n))
            .ok_or_else(no_local_run)?;
        for (slot, v) in slots.iter_mut().zip(got) {
            *slot = v;
        }
        Ok(())
    }

    #[specialize(unpack_to_locals)]
    #[inline(never)]
    fn unpack_to_locals_tuple(
        seq: &Tuple,
        #[locals] locals: &mut [Value],
        #[oparg(field = 0)] first: u32,
        #[oparg(field = 1)] n: u32,
    ) -> Option<()> {
        if seq.0.len() != n as usize {
            return None;
        }
        for (slot, v) in local_run(locals, first, n)?.iter_mut().zip(seq.0.iter()) {
            Value::assign(slot, v.clone());
        }
        Some(())
    }

    #[specialize(unpack_to_locals)]
    #[inline(never)]
    fn unpack_to_locals_list(
        seq: &List,
        #[locals] locals: &mut [Value],
        #[oparg(field = 0)] first: u32,
        #[oparg(field = 1)] n: u32,
    ) -> Option<()> {
        if seq.len() != n as usize {
            return None;
        }
        for (k, slot) in local_run(locals, first, n)?.iter_mut().enumerate() {
            Value::assign(slot, seq.get_cloned(k)?);
        }
        Some(())
    }

    // ------------------------------------------------------------ iteration

    /// Starts a `for` loop over `iterable` and jumps to its step at the bottom of the loop
    /// (`FOR_ITER`): CPython's `GET_ITER` and the jump in one dispatch. An iterator value
    /// nothing else holds is unwrapped: the loop steps its state directly rather than
    /// through the shared cell.
    #[op]
    fn get_iter_jump(
        interp: &mut Interp<Isa>,
        iterable: Value,
        #[oparg(jump)] _step: u32,
    ) -> Result<Jump, Raise<Isa>> {
        // A list (most loops: `for c in self.cells`) moves into its iterator here; most
        // other iterables go out of line (two calls and an `Iter` returned through
        // memory cost a loop over a list about 60 instructions more).
        let it = match iterable.into_list() {
            Ok(list) => Iter::List { list, idx: 0 },
            Err(other) => match &other {
                // (And a `range`: out of line, its loops cost 40 instructions more.)
                Value::Range(r) => Iter::Range {
                    cur: r.start,
                    stop: r.stop,
                    step: r.step,
                },
                _ => iterator_of(interp, other)?,
            },
        };
        interp.ctx().iters.push(it);
        Ok(Jump)
    }

    /// Pushes local `oparg` and leaves it unbound (moves it: a generator expression's
    /// iterator, for the loop over it to own alone).
    #[op]
    #[cold]
    fn load_fast_and_clear(#[local] slot: &mut Value) -> Value {
        Value::take(slot)
    }

    /// Advances the innermost loop: jumps back to its body with the next item in
    /// `ctx.item`, or ends the loop (falls through). A generator's frame runs in this
    /// loop, and this op runs again to take what it yielded.
    #[op]
    #[inline(never)]
    fn for_iter(
        interp: &mut Interp<Isa>,
        #[oparg(jump)] _body: u32,
    ) -> Result<Step<Isa>, Raise<Isa>> {
        if matches!(interp.ctx().iters.last(), Some(Iter::Gen(_))) {
            return gen_to_item(interp);
        }
        let item = step(interp)?;
        Ok(to_item(interp.ctx(), item).into())
    }

    /// A loop over a generator (CPython's `FOR_ITER_GEN`): its frame runs in this loop,
    /// without a Rust call.
    #[specialize(for_iter)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Gen(_))))]
    fn for_iter_gen(
        interp: &mut Interp<Isa>,
        #[oparg(jump)] _body: u32,
    ) -> Result<Step<Isa>, Raise<Isa>> {
        gen_to_item(interp)
    }

    #[specialize(for_iter)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Range { .. })))]
    fn for_iter_range(ctx: &mut Machine, #[oparg(jump)] _body: u32) -> Flow {
        let item = step_range(ctx);
        to_item(ctx, item)
    }

    #[specialize(for_iter)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::List { .. })))]
    fn for_iter_list(ctx: &mut Machine, #[oparg(jump)] _body: u32) -> Flow {
        let item = step_list(ctx);
        to_item(ctx, item)
    }

    #[specialize(for_iter)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Tuple { .. })))]
    fn for_iter_tuple(ctx: &mut Machine, #[oparg(jump)] _body: u32) -> Flow {
        let item = step_tuple(ctx);
        to_item(ctx, item)
    }

    /// Items of an array, read unboxed.
    #[specialize(for_iter)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Array { .. })))]
    fn for_iter_array(ctx: &mut Machine, #[oparg(jump)] _body: u32) -> Flow {
        let item = step_array(ctx);
        to_item(ctx, item)
    }

    /// Characters of a string (ASCII ones by byte, without UTF-8 decoding).
    #[specialize(for_iter)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Str { .. })))]
    fn for_iter_str(ctx: &mut Machine, #[oparg(jump)] _body: u32) -> Flow {
        let item = step_str(ctx);
        to_item(ctx, item)
    }

    /// The bytes of a `bytes`, as ints.
    #[specialize(for_iter)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Bytes { .. })))]
    fn for_iter_bytes(ctx: &mut Machine, #[oparg(jump)] _body: u32) -> Flow {
        let item = step_bytes(ctx);
        to_item(ctx, item)
    }

    /// `FOR_ITER` for a loop whose target is a local (field 0): the item goes straight
    /// into the local, with no `STORE_ITEM` dispatch; the body is an immediate.
    #[op]
    #[inline(never)]
    fn for_iter_fast(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] slot: &mut Value,
        #[imm(jump)] _body: u32,
    ) -> Result<Step<Isa>, Raise<Isa>> {
        if matches!(interp.ctx().iters.last(), Some(Iter::Gen(_))) {
            // (Each item runs this op again: `FOR_ITER_FAST_GEN` stores them directly.)
            return gen_to_local(interp, slot, None);
        }
        Ok(to_local(slot, step(interp)?).into())
    }

    /// `FOR_ITER_FAST` over a generator: its frame runs in this loop.
    #[specialize(for_iter_fast)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Gen(_))))]
    fn for_iter_fast_gen(
        interp: &mut Interp<Isa>,
        #[local(field = 0)] slot: &mut Value,
        #[oparg(field = 0)] target: u32,
        #[imm(jump)] body: u32,
    ) -> Result<Step<Isa>, Raise<Isa>> {
        gen_to_local(interp, slot, Some((body as usize, target)))
    }

    #[specialize(for_iter_fast)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Range { .. })))]
    fn for_iter_fast_range(
        ctx: &mut Machine,
        #[local(field = 0)] slot: &mut Value,
        #[imm(jump)] _body: u32,
    ) -> Flow {
        to_local(slot, step_range(ctx))
    }

    #[specialize(for_iter_fast)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::List { .. })))]
    fn for_iter_fast_list(
        ctx: &mut Machine,
        #[local(field = 0)] slot: &mut Value,
        #[imm(jump)] _body: u32,
    ) -> Flow {
        // why the values read here and the rest (a compact list, the end) out of line:
        // the item then goes from the list to the local in registers, not through the
        // merge of the two reads' results in a stack temporary.
        if let Some(Iter::List { list, idx }) = ctx.iters.last_mut()
            && let Some(v) = list.value(*idx)
        {
            *idx += 1;
            Value::assign_over_instance(slot, v);
            return Flow::Jump;
        }
        list_step_to_local(ctx, slot)
    }

    #[specialize(for_iter_fast)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Tuple { .. })))]
    fn for_iter_fast_tuple(
        ctx: &mut Machine,
        #[local(field = 0)] slot: &mut Value,
        #[imm(jump)] _body: u32,
    ) -> Flow {
        to_local(slot, step_tuple(ctx))
    }

    #[specialize(for_iter_fast)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Array { .. })))]
    fn for_iter_fast_array(
        ctx: &mut Machine,
        #[local(field = 0)] slot: &mut Value,
        #[imm(jump)] _body: u32,
    ) -> Flow {
        to_local(slot, step_array(ctx))
    }

    #[specialize(for_iter_fast)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Str { .. })))]
    fn for_iter_fast_str(
        ctx: &mut Machine,
        #[local(field = 0)] slot: &mut Value,
        #[imm(jump)] _body: u32,
    ) -> Flow {
        to_local(slot, step_str(ctx))
    }

    #[specialize(for_iter_fast)]
    #[guard(matches!(ctx.iters.last(), Some(Iter::Bytes { .. })))]
    fn for_iter_fast_bytes(
        ctx: &mut Machine,
        #[local(field = 0)] slot: &mut Value,
        #[imm(jump)] _body: u32,
    ) -> Flow {
        to_local(slot, step_bytes(ctx))
    }

    /// `FOR_ITER` for a loop whose target is two locals (`for i, x in enumerate(items)`,
    /// `for k, v in d.items()`, `for a, b in pairs`; fields: their slots): the item's two
    /// halves go straight into them, with no pair tuple for `enumerate` and `zip` of
    /// lists, tuples and ranges, for a dict's items and for a list of pairs, and no
    /// unpacking or store dispatches for any item. why: through `FOR_ITER; PUSH_ITEM;
    /// UNPACK_SEQUENCE; STORE_FAST x2` an `enumerate` loop ran twice CPython's
    /// instructions per item (13962 against 6646 for 20 items; now 5286).
    ///
    /// why one op without specializations: a family (a member for the kinds
    /// `steps::pair_next` takes, on the frame's locals, without the interpreter) ran 5%
    /// fewer instructions on a loop over a list of pairs but moved the dispatch loop's
    /// registers: +1.7-4.7% instructions on every example (cachegrind), none of which
    /// loops over pairs much.
    #[op]
    #[inline(never)]
    fn for_iter_pair(
        interp: &mut Interp<Isa>,
        #[oparg(field = 0)] first: u32,
        #[oparg(field = 1)] second: u32,
        #[imm(jump)] _body: u32,
    ) -> Result<Step<Isa>, Raise<Isa>> {
        let pair = match steps::pair_next(interp.ctx()) {
            Some(pair) => pair,
            None => match steps::pair_slow(interp)? {
                steps::PairStep::Pair(pair) => pair,
                steps::PairStep::Entered => return Ok(Step::Entered),
            },
        };
        let Some(pair) = pair else {
            return Ok(Step::Next);
        };
        let locals = interp.frame_locals_mut().ok_or_else(no_local_run)?;
        store_pair(locals, first, second, pair).ok_or_else(no_local_run)?;
        Ok(Step::Jump)
    }

    /// Stores the loop item into local `oparg`.
    #[op]
    fn store_item(ctx: &mut Machine, #[local] slot: &mut Value) {
        Value::assign(slot, Value::take(&mut ctx.item));
    }

    /// Stores the loop item into global `oparg` (a loop at module level): one dispatch
    /// instead of `PUSH_ITEM` and `STORE_GLOBAL`.
    #[op]
    fn store_item_global(ctx: &mut Machine, #[oparg] name: u32) {
        bind_item_global(ctx, name);
    }

    /// Binds the global at a cached slot.
    #[specialize(store_item_global)]
    #[guard(ctx.globals.owns(globals_id, slot))]
    fn store_item_global_module(
        ctx: &mut Machine,
        #[oparg] name: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = ctx.globals.slot(name)?)] slot: u32,
    ) {
        let v = Value::take(&mut ctx.item);
        ctx.globals.store(slot, v);
    }

    /// Pushes the loop item (for targets other than a name).
    #[op]
    fn push_item(ctx: &mut Machine) -> Value {
        Value::take(&mut ctx.item)
    }

    /// Ends the innermost loop early (`break`, or `return` inside a loop). A generator
    /// the loop held last is closed (its `finally` blocks run), as CPython closes a
    /// generator when its last reference goes.
    #[op]
    fn pop_iter(interp: &mut Interp<Isa>) {
        match interp.ctx().iters.pop() {
            // (A list's reference dropped inline: `break` and `return` leave those most.)
            Some(Iter::List { list, .. }) => drop(list),
            Some(Iter::Gen(g)) => generators::close_abandoned(interp, g),
            _ => {}
        }
    }

    // ------------------------------------------------------------ generators

    /// The first instruction of a generator function's body (after its prologue): the
    /// frame suspends, and the call's value is a generator that owns it (CPython's
    /// `RETURN_GENERATOR`). The frame resumes at the next instruction, with the first
    /// value sent in (`None`) pushed.
    #[op]
    #[cold]
    fn return_generator(#[frame] frame: Suspended<Isa>) -> Return<Value> {
        let info = &frame.code().extra;
        let (name, qualname) = (info.name.clone(), info.qualname.clone());
        if info.async_generator {
            return Return(Value::async_generator(name, qualname, frame));
        }
        if info.coroutine {
            return Return(Value::coroutine(name, qualname, frame));
        }
        Return(Value::generator(name, qualname, frame))
    }

    /// `yield value` with `oparg` loops of this frame open (their iterators go into the
    /// generator until it resumes, see `generators.rs`): the frame suspends, and its
    /// resumer gets `value`. It resumes at the next instruction with the value sent in
    /// pushed.
    #[op]
    fn yield_value(interp: &mut Interp<Isa>, value: Value, #[oparg] loops: u32) -> Yield<Value> {
        Yield(generators::offer_or_file(interp, value, loops))
    }

    /// `yield value` as a statement: as `YIELD_VALUE`, but the frame resumes with nothing
    /// pushed (what is sent in is dropped), where `YIELD_VALUE` pushed it for a `POP_TOP`
    /// to drop. why: that push and the `POP_TOP`'s dispatch were a twentieth of a round
    /// trip through a generator (cachegrind, `for x in gen`).
    #[op]
    fn yield_discard(
        interp: &mut Interp<Isa>,
        value: Value,
        #[oparg] loops: u32,
    ) -> YieldDiscard<Value> {
        YieldDiscard(generators::offer_or_file(interp, value, loops))
    }

    /// An asynchronous generator's own `yield value` (CPython 3.12's `ASYNC_GEN_WRAP`
    /// and `YIELD_VALUE`): as `YIELD_VALUE`, but the value completes the `asend` that
    /// runs the frame. An awaiting frame's `SEND` continues at its target with it (as
    /// after a return); native drivers see the generator's yield count move (see
    /// `methods/asyncgen.rs`).
    #[op]
    #[cold]
    #[inline(never)]
    fn async_gen_yield(
        interp: &mut Interp<Isa>,
        value: Value,
        #[oparg] loops: u32,
    ) -> Yield<Value> {
        generators::file_loops(interp, loops);
        if let Some(g) = interp.generator() {
            let a = &g.0.agen;
            a.running_async.set(false);
            methods::asyncgen::next_epoch(a);
        }
        interp.yield_as_return();
        Yield(value)
    }

    /// An asynchronous generator's `return` (also falling off its end): it ends with
    /// `StopAsyncIteration` for whoever runs it (raised here, its frame's handler lets it
    /// through: the generator's `returned` mark says it is no user's).
    #[op]
    #[cold]
    #[inline(never)]
    fn async_gen_return(interp: &mut Interp<Isa>) -> Result<(), PyError> {
        if let Some(g) = interp.generator() {
            g.0.agen.returned.set(true);
        }
        Err(methods::asyncgen::stop_async())
    }

    /// The number of loops that ran below this generator's frame when it was last
    /// resumed: what its exception handlers keep (`MARK_LOOPS`' count, for code whose
    /// frame moves).
    #[op]
    #[cold]
    fn load_loops_base(interp: &mut Interp<Isa>) -> Value {
        let base = interp.generator().map_or(0, |g| g.0.loops_base.get());
        Value::Int(base as i64)
    }

    /// `yield from x`'s iterator (`oparg` 0): a generator itself, else `iter(x)`. With
    /// `oparg` 1, the iterator a comprehension's function is called with, made from its
    /// first iterable: there a coroutine is no iterable, as for CPython's `GET_ITER`.
    #[op]
    #[cold]
    fn get_yield_from_iter(
        interp: &mut Interp<Isa>,
        v: Value,
        #[oparg] comprehension: u32,
    ) -> Result<Value, PyError> {
        match v {
            Value::Generator(_) => return Ok(v),
            Value::Coroutine(_) if comprehension == 0 => {
                return Err(PyError::type_error(
                    "cannot 'yield from' a coroutine object in a non-coroutine generator",
                ));
            }
            _ => {}
        }
        Ok(match object::special::iterate(interp, &v)? {
            // An iterator object stays itself: `yield from` calls its `send`, and reads the
            // value of the `StopIteration` its `__next__` raises.
            Iter::Python(it) => it,
            Iter::Gen(g) => Value::Generator(value::obj_rc(g)),
            it => Value::Iter(value::obj(std::cell::RefCell::new(it))),
        })
    }

    /// `await x` (`oparg` 0), or the await of what `__aenter__` (1), `__aexit__` (2) or
    /// `__anext__` (3) returned: the iterator that the `SEND` rounds after it drive (see
    /// `awaiting.rs`).
    #[op]
    #[cold]
    #[inline(never)]
    fn get_awaitable(
        interp: &mut Interp<Isa>,
        v: Value,
        #[oparg] source: u32,
    ) -> Result<Value, PyError> {
        awaiting::awaitable(interp, v, awaiting::AwaitSource::from_oparg(source))
    }

    /// `async with mgr`: pushes its bound `__aexit__`, then its bound `__aenter__`, which
    /// an ordinary call calls next (its result is awaited).
    #[op]
    #[cold]
    #[inline(never)]
    fn before_async_with(interp: &mut Interp<Isa>, mgr: Value) -> Result<(Value, Value), PyError> {
        awaiting::enter(interp, &mgr)
    }

    /// `async for`'s iterator: `x.__aiter__()`.
    #[op]
    #[cold]
    #[inline(never)]
    fn get_aiter(interp: &mut Interp<Isa>, v: Value) -> Result<Value, PyError> {
        awaiting::aiter(interp, &v)
    }

    /// A step of `async for`: `it.__anext__()` (awaited by the `GET_AWAITABLE` after it).
    #[op]
    #[cold]
    #[inline(never)]
    fn get_anext(interp: &mut Interp<Isa>, it: Value) -> Result<Value, PyError> {
        awaiting::anext(interp, &it)
    }

    /// Whether exception `exc` ends an `async for` (`StopAsyncIteration`; `exc` stays).
    #[op]
    #[cold]
    fn check_stop_async(exc: Value) -> (Value, Value) {
        let stop = awaiting::is_stop_async(&exc);
        (exc, Value::Bool(stop))
    }

    /// One round of `yield from`, with its iterator in local `oparg`: resumes a
    /// generator with `value` sent in (its yield continues at the next instruction, which
    /// yields it on; its return at `done`, with its value the `yield from`'s), or takes
    /// the next item of another iterator.
    #[op]
    fn send(
        interp: &mut Interp<Isa>,
        #[local] sub: &Value,
        value: Value,
        #[imm(jump)] _done: u32,
    ) -> Result<Resume<Isa>, Raise<Isa>> {
        if let Some(returned) = generators::resume_delegation(interp) {
            return Ok(Resume::Returned(returned));
        }
        match sub {
            Value::Generator(g) | Value::Coroutine(g) => generators::send(interp, g, value),
            Value::AgenOp(op) => {
                let op = Rc::clone(op);
                awaiting::send_agen_op(interp, &op, value)
            }
            Value::Iter(it) => {
                if !matches!(value, Value::None) {
                    return Err(PyError::new(
                        ExcType::AttributeError,
                        format!(
                            "'{}' object has no attribute 'send'",
                            it.borrow().type_name()
                        ),
                    )
                    .into());
                }
                // Taken out while its `__next__` may run: nothing else reaches it.
                let it = Rc::clone(it);
                let mut taken = mem::replace(&mut *it.borrow_mut(), Iter::Items(Vec::new()));
                let next = object::special::next(interp, &mut taken);
                *it.borrow_mut() = taken;
                Ok(match next? {
                    Some(v) => Resume::Yielded(v),
                    None => Resume::Returned(Value::None),
                })
            }
            Value::Instance(_) => {
                let sub = sub.clone();
                let r = match value {
                    Value::None => object::call_special(interp, &sub, "__next__", Vec::new()),
                    value => object::getattr(interp, &sub, "send").and_then(|send| {
                        crate::runtime::Vm::call(interp, &send, vec![value], &Vec::new()).map(Some)
                    }),
                };
                match r {
                    Ok(Some(v)) => Ok(Resume::Yielded(v)),
                    Err(e) if e.kind() == ExcType::StopIteration => Ok(Resume::Returned(
                        exceptions::stop_iteration_value(interp.ctx(), &e),
                    )),
                    Err(e) => Err(e.into()),
                    Ok(None) => Err(PyError::type_error(format!(
                        "'{}' object is not an iterator",
                        sub.type_name()
                    ))
                    .into()),
                }
            }
            other => Err(PyError::type_error(format!(
                "'{}' object is not an iterator",
                other.type_name()
            ))
            .into()),
        }
    }

    /// `yield from`'s yield, with `loops` loops of this frame open: as `YIELD_VALUE`, but
    /// the frame resumes at `send`, the `SEND` of the next round. `delegate` is the local
    /// holding the iterator it delegates to (where `throw` and `close` look for it).
    #[op]
    fn yield_from(
        interp: &mut Interp<Isa>,
        value: Value,
        #[oparg(field = 0)] loops: u32,
        #[oparg(field = 1)] _delegate: u32,
        #[imm(jump)] _send: u32,
    ) -> Yield<Value> {
        match interp.offer_to_sink(value) {
            // Taken by a collecting consumer (as `YIELD_VALUE`): the frame goes on at the
            // `SEND` with None sent.
            Ok(()) => Yield(Value::None),
            Err(value) => {
                generators::file_loops(interp, loops);
                Yield(value)
            }
        }
    }

    // ------------------------------------------------------------ functions and calls

    /// Makes function `oparg` of this code with a tuple of defaults.
    #[op]
    fn make_function(#[code] code: &CodeInfo, defaults: Value, #[oparg] i: u32) -> Value {
        let proto = &code.functions[i as usize];
        new_function(proto, &defaults, Rc::from(Vec::new()))
    }

    /// Makes function `oparg` of this code with a tuple of defaults and a tuple of the cells
    /// it closes over (its free variables, in the order of its code's `free_names`).
    #[op]
    #[cold]
    fn make_closure(
        #[code] code: &CodeInfo,
        defaults: Value,
        closure: Value,
        #[oparg] i: u32,
    ) -> Result<Value, PyError> {
        let proto = code
            .functions
            .get(i as usize)
            .ok_or_else(|| PyError::new(ExcType::RuntimeError, "no such function"))?;
        let closure: Rc<[Value]> = match &closure {
            Value::Tuple(t) => t.0.iter().cloned().collect(),
            _ => Rc::from(Vec::new()),
        };
        Ok(new_function(proto, &defaults, closure))
    }

    /// In a prologue: puts local `oparg`'s value (a parameter's, or nothing) in a new cell,
    /// for the functions nested in this one.
    #[op]
    #[cold]
    fn make_cell(#[local] slot: &mut Value) {
        let v = Value::take(slot);
        *slot = Value::cell(v);
    }

    /// In a class body's prologue: copies the cells of its closure into its free-variable
    /// slots, locals `oparg` on (CPython's `COPY_FREE_VARS`). A function reads its free
    /// variables in its closure instead (`LOAD_FREE`). Not inlined: the loop keeps its
    /// registers for the hot arms.
    #[op]
    #[inline(never)]
    fn copy_free_vars(
        #[callee] f: Option<&FuncRef>,
        #[locals] locals: &mut [Value],
        #[oparg] first: u32,
    ) -> Result<(), PyError> {
        let cells = f.map(|f| &f.0.closure[..]).unwrap_or_default();
        let slots = locals
            .get_mut(first as usize..)
            .and_then(|rest| rest.get_mut(..cells.len()))
            .filter(|_| !cells.is_empty())
            .ok_or_else(no_free_cell)?;
        for (slot, cell) in slots.iter_mut().zip(cells) {
            // A closure holds cells: their count goes up here, not in `clone`'s
            // out-of-line arm.
            *slot = match cell {
                Value::Cell(c) => Value::Cell(c.clone()),
                other => other.clone(),
            };
        }
        Ok(())
    }

    /// The value of the cell in local `oparg` (a variable shared with nested functions).
    #[op]
    fn load_deref(#[local] slot: &Value) -> Result<Value, PyError> {
        if let Value::Cell(c) = slot {
            let v = c.0.borrow().clone();
            if !matches!(v, Value::Undefined) {
                return Ok(v);
            }
        }
        // Named from the instruction's oparg (`isa::exceptions::unbound_local`).
        Err(PyError::new(ExcType::UnboundLocalError, ""))
    }

    /// The value of free variable `oparg` of the running function: cell `oparg` of its
    /// closure, read where it is (CPython copies the cells into the frame first,
    /// `COPY_FREE_VARS`; reading through the callee saves that copy on every call and the
    /// cells' release on every return: a call of a closure that reads one free variable
    /// once, 540 -> 441 instructions, cachegrind).
    #[op]
    fn load_free(
        #[callee] f: Option<&FuncRef>,
        #[code] code: &CodeInfo,
        #[oparg] k: u32,
    ) -> Result<Value, PyError> {
        if let Some(Value::Cell(c)) = free_cell(f, k) {
            // why unguarded: a `Ref` raised and lowered the cell's borrow flag around the
            // clone (a read, an increment and a decrement stored back: 8 of the read's
            // instructions); the flag's test stays (no op keeps a cell mutably borrowed
            // past its own statement: the error is for hand-made states only). A cell
            // without a flag at all (an `UnsafeCell` read and written only by whole-value
            // clones and swaps) took the same 8 here, but its simpler writes moved the
            // loop's register allocation: the other examples +1.1% to +3.5%.
            // SAFETY: the reference lives for the clone below, which only takes a
            // reference count (no Python code runs, nothing drops), so no `borrow_mut`
            // of the cell can begin while it lives.
            let Ok(v) = (unsafe { c.0.try_borrow_unguarded() }) else {
                return Err(no_free_cell());
            };
            // why: a closure's free variable is most often a function (a decorator's
            // `fn`, the children of a tree of lambdas), whose reference `Value::clone`
            // takes out of line (`clone_heap`); here it is taken inline.
            // A memo's or a registry's dict (`cache` of a memoizing decorator) likewise.
            match v {
                Value::Function(func) => return Ok(Value::Function(func.clone())),
                Value::Dict(d) => return Ok(Value::Dict(d.clone())),
                _ => {}
            }
            let v = v.clone();
            if !matches!(v, Value::Undefined) {
                return Ok(v);
            }
        }
        Err(unbound_free(code, k))
    }

    /// Binds free variable `oparg` (cell `oparg` of the running function's closure) to
    /// `v`: a `nonlocal` assignment.
    #[op]
    fn store_free(v: Value, #[callee] f: Option<&FuncRef>, #[oparg] k: u32) -> Result<(), PyError> {
        match free_cell(f, k) {
            Some(Value::Cell(c)) => {
                let old = c.0.replace(v);
                drop(old);
                Ok(())
            }
            _ => Err(no_free_cell()),
        }
    }

    /// `name <op>= consts[c]` of free variable `k` (fields: the free variable, the
    /// constant, an in-place `NB_*` operator): a `nonlocal n; n += 1` counter in one
    /// dispatch instead of `LOAD_FREE`, `BINARY_OP_CONST`, `STORE_FREE`. The cell is read,
    /// the operator run (it may run Python code that rebinds the variable: the result
    /// still replaces it, as the three instructions do) and the result stored.
    #[op]
    #[inline(never)]
    fn inplace_free_const(
        interp: &mut Interp<Isa>,
        #[oparg(field = 0)] k: u32,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
    ) -> Result<(), Raise<Isa>> {
        let cell = match free_cell(interp.frame_callee(), k) {
            Some(Value::Cell(cell)) => cell.clone(),
            _ => return Err(no_free_cell().into()),
        };
        let v = cell.0.borrow().clone();
        if matches!(v, Value::Undefined) {
            return Err(unbound_free(code, k).into());
        }
        let r = operator_call(interp, op, v, constant(code, c)?.clone())?;
        let old = cell.0.replace(r);
        drop(old);
        Ok(())
    }

    /// `n += 1`, `n -= 2` of a free variable holding an int: added in its cell, in place,
    /// the constant in the cache (negated for `-=`; overflow and another value deopt).
    /// (Chosen for any int constant added: a guard cannot read the callee's cells, and a
    /// `nonlocal` counter updated by an int constant holds an int.)
    #[specialize(inplace_free_const)]
    fn inplace_free_const_add_int(
        #[callee] f: Option<&FuncRef>,
        #[oparg(field = 0)] k: u32,
        #[oparg(field = 1)] c: u32,
        #[oparg(field = 2)] op: u32,
        #[code] code: &CodeInfo,
        #[cache(fill = int_addend(op, code, c)?)] addend: i64,
    ) -> Option<()> {
        let Some(Value::Cell(cell)) = free_cell(f, k) else {
            return None;
        };
        let mut v = cell.0.try_borrow_mut().ok()?;
        let Value::Int(x) = &mut *v else { return None };
        *x = x.checked_add(addend)?;
        Some(())
    }

    /// `del name` of a free variable (`nonlocal name` declared).
    #[op]
    #[cold]
    fn delete_free(
        #[callee] f: Option<&FuncRef>,
        #[code] code: &CodeInfo,
        #[oparg] k: u32,
    ) -> Result<(), PyError> {
        if let Some(Value::Cell(c)) = free_cell(f, k) {
            let old = c.0.replace(Value::Undefined);
            if !matches!(old, Value::Undefined) {
                return Ok(());
            }
        }
        Err(unbound_free(code, k))
    }

    /// Pushes the cell of free variable `oparg` itself, for the closure of a function
    /// nested in this one that uses the variable too.
    #[op]
    fn load_free_cell(#[callee] f: Option<&FuncRef>, #[oparg] k: u32) -> Result<Value, PyError> {
        match free_cell(f, k) {
            Some(cell @ Value::Cell(_)) => Ok(cell.clone()),
            _ => Err(no_free_cell()),
        }
    }

    /// Binds the cell in local `oparg` to `v`.
    #[op]
    fn store_deref(v: Value, #[local] slot: &Value) {
        if let Value::Cell(c) = slot {
            let old = c.0.replace(v);
            drop(old);
        }
    }

    /// `del name` of a cell variable.
    #[op]
    #[cold]
    fn delete_deref(#[local] slot: &Value) -> Result<(), PyError> {
        if let Value::Cell(c) = slot {
            let old = c.0.replace(Value::Undefined);
            if !matches!(old, Value::Undefined) {
                return Ok(());
            }
        }
        Err(PyError::new(ExcType::UnboundLocalError, ""))
    }

    /// In a prologue: gives parameter `oparg` its default when the call did not pass it.
    #[op]
    fn fill_default(ctx: &mut Machine, #[local] slot: &mut Value) {
        if let Value::Undefined = slot {
            *slot = ctx.pending_defaults.pop().unwrap_or_default();
        }
    }

    /// Calls `callee` with `oparg` arguments (for a method, the first is `self`; an
    /// `Undefined` callee is a method lookup's empty slot: the first argument is the
    /// callee).
    #[op]
    #[inline(never)]
    fn call(
        interp: &mut Interp<Isa>,
        callee: Value,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        finalize_before(interp, &callee, args);
        // An `lru_cache` wrapper's miss runs in a frame of this loop, as its
        // specialization's does: unspecialized, a deep memoized recursion grows no Rust
        // stack either.
        if matches!(callee, Value::Instance(_))
            && native_call(&callee) == Some(crate::stdlib::functools::LRU_CALL.index() as u32)
        {
            return Ok(lru_call(interp, &callee, args)?);
        }
        Ok(crate::call::call(interp, &callee, args, None)?)
    }

    /// A Python function called with exactly its parameters: a new frame, no checks.
    /// The callee operand moves into the frame (no reference-count traffic per call).
    #[specialize(call)]
    #[guard(matches!(callee, Value::Function(f) if f.nparams as usize == args.len()))]
    fn call_py_exact_args(callee: Value, #[variadic(oparg)] args: &mut [Value]) -> Invoke<Isa> {
        match callee.into_function() {
            Ok(f) => Invoke::Frame(FuncRef(f)),
            Err(_) => unreachable!("guarded: the callee is a function"),
        }
    }

    /// A Python function called with fewer arguments than parameters: the defaults go to
    /// the callee's `FILL_DEFAULT`s.
    #[specialize(call)]
    #[guard(callee.nparams as usize > args.len() && callee.nparams as usize - callee.defaults.len() <= args.len())]
    fn call_py_with_defaults(
        ctx: &mut Machine,
        callee: &Rc<Function>,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Invoke<Isa> {
        crate::call::push_defaults(ctx, callee, args.len());
        Invoke::Frame(FuncRef(Rc::clone(callee)))
    }

    /// A bound method value called with exactly its function's parameters
    /// (`f = obj.method; f(x)`): the function's frame with the receiver first (CPython's
    /// `CALL_BOUND_METHOD_EXACT_ARGS`).
    #[specialize(call)]
    #[guard(matches!(callee, Value::BoundMethod(m) if matches!(&m.func, Value::Function(f) if f.nparams as usize == args.len() + 1)))]
    fn call_bound_method_exact_args(
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Option<Invoke<Isa>> {
        let Value::BoundMethod(m) = callee else {
            return None;
        };
        let Value::Function(f) = &m.func else {
            return None;
        };
        Some(Invoke::Bound(FuncRef(Rc::clone(f)), m.receiver.clone()))
    }

    /// A Python function whose signature is positional parameters then `*args` (and
    /// perhaps `**kwargs`), called with at least those positional arguments and no
    /// keywords: a decorator's `wrapper(*args, **kwargs)`. The rest of the arguments make
    /// the `*args` tuple and `**kwargs` a new empty dict, without binding by name.
    ///
    /// A function called with exactly its parameters is entered too (as
    /// `CALL_PY_EXACT_ARGS` does), checked only after the signature: a site whose callee
    /// is sometimes a `(*args, **kwargs)` wrapper and sometimes a plain function (a
    /// `lambda v: second(first(v))` shared by several compositions) stays here. Its
    /// misses of `CALL_PY_EXACT_ARGS` re-specialize it to this member (the callee of a
    /// miss is the other kind), which then misses neither.
    #[specialize(call)]
    #[guard(matches!(callee, Value::Function(f) if star_signature(f, args.len()) || f.nparams as usize == args.len()))]
    fn call_py_star_args(
        interp: &mut Interp<Isa>,
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Option<Invoke<Isa>> {
        let Value::Function(f) = callee else {
            return None;
        };
        if f.nparams as usize == args.len() {
            return Some(Invoke::Frame(FuncRef(Rc::clone(f))));
        }
        let (sig, _) = f.general.as_ref()?;
        let np = sig.positional as usize;
        let mut slots = interp.arg_buffer();
        slots.reserve(sig.slots());
        slots.extend(args[..np].iter_mut().map(Value::take));
        slots.push(Value::tuple(
            args[np..].iter_mut().map(Value::take).collect(),
        ));
        if sig.varkw {
            slots.push(empty_kwargs(f));
        }
        Some(Invoke::Args(FuncRef(Rc::clone(f)), slots))
    }

    /// An instance of a class a standard module defines, called (`p(x)` of a
    /// `functools.partial`, an `lru_cache` wrapper `fib(n - 1)`): its `__call__` handler,
    /// cached with the class's version, at once (no lookup of `__call__`, no argument
    /// vector).
    #[specialize(call)]
    #[guard(class_version(callee) == Some(version))]
    #[guard(no_finalizers())]
    fn call_native_instance(
        interp: &mut Interp<Isa>,
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
        #[cache(fill = class_version(callee)?)] version: u32,
        #[cache(fill = native_call(callee)?)] method: u32,
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        let b = Builtin::from_index(method as u16);
        if b == crate::stdlib::functools::LRU_CALL {
            return Ok(lru_call(interp, callee, args)?);
        }
        Ok(Invoke::Value(crate::call::call_method(
            interp,
            b,
            callee,
            args,
            &[],
        )?))
    }

    /// `C(args)` for a class whose `__init__` only stores its parameters or constants
    /// into attributes of `self` (`self.x = x`, ...), each into the next slot of the
    /// class layout, and returns `None`: the new instance is made with those slots
    /// filled (a parameter not passed from its default), and no frame runs (see
    /// `initializers`). A call that does not fit the parameters, or at the recursion
    /// limit (where entering `__init__` raises `RecursionError`), takes the general
    /// path.
    #[specialize(call)]
    #[guard(own_version(callee) == Some(version))]
    #[guard(no_finalizers())]
    fn call_alloc_and_store_init(
        interp: &mut Interp<Isa>,
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
        #[cache(fill = own_version(callee)?)] version: u32,
        #[cache(fill = storing_init_index(callee, args.len())?)] init: u32,
    ) -> Option<Invoke<Isa>> {
        let Value::Class(c) = callee else {
            return None;
        };
        if interp.at_recursion_limit() {
            return None;
        }
        let f = c.resolved_function(version, init)?;
        let stores = initializers::init_stores(&f.code)?;
        let values = initializers::stored_values(&f, stores, args);
        Some(Invoke::Value(object::new_instance_with(c, values)))
    }

    /// `C(args)` for a class whose `__init__` is a Python function (CPython's
    /// `CALL_ALLOC_AND_ENTER_INIT`): the new instance is the call's value, and `__init__`
    /// runs in a frame with it as `self` (`Invoke::Init`: its return value goes to
    /// `init_returned`, which wants `None`). Called with fewer arguments than it has
    /// parameters (defaults) or a wrong number, it runs through the class's shim frame,
    /// whose `CALL` handles them as any call's (see `shim`). No nested run of the loop.
    #[specialize(call)]
    #[guard(own_version(callee) == Some(version))]
    #[guard(no_finalizers())]
    fn call_alloc_and_enter_init(
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
        #[cache(fill = own_version(callee)?)] version: u32,
        #[cache(fill = init_index(callee)?)] init: u32,
    ) -> Option<Invoke<Isa>> {
        let Value::Class(c) = callee else {
            return None;
        };
        let f = c.resolved_function(version, init)?;
        if f.nparams as usize == args.len() + 1 {
            return Some(Invoke::Init(
                FuncRef(f),
                object::new_instance_called(c, args),
                init_returned,
            ));
        }
        let arity = args.len() as u32;
        let shim = shim::init_shim(c, arity, || Some(Value::Function(value::obj_rc(f))))?;
        Some(Invoke::Bound(
            FuncRef(shim),
            object::new_instance_called(c, args),
        ))
    }

    /// `C(args)` for a class whose `__new__` is a Python function taking the class and
    /// exactly the arguments, with no `__init__` of its own (a namedtuple's `Point(x,
    /// y)`): `__new__` runs in a frame with the class first, and what it returns is the
    /// call's value. No nested run of the loop.
    #[specialize(call)]
    #[guard(own_version(callee) == Some(version))]
    #[guard(no_finalizers())]
    fn call_class_new(
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
        #[cache(fill = own_version(callee)?)] version: u32,
        #[cache(fill = new_index(callee)?)] new: u32,
    ) -> Option<Invoke<Isa>> {
        let Value::Class(c) = callee else {
            return None;
        };
        let f = c.resolved_function(version, new)?;
        if f.nparams as usize != args.len() + 1 {
            return None;
        }
        Some(Invoke::Bound(FuncRef(f), callee.clone()))
    }

    /// `C()` for a class with no `__init__`, `E(args)` for an exception class without one
    /// (`class NotFound(LookupError): pass`): only a new instance ([`bare_class`]; the
    /// argument count is the site's oparg, so the fill's check of it holds for every
    /// call). The general path looked up `__new__`, `__init__` and the abstract methods
    /// on every call.
    #[specialize(call)]
    #[guard(own_version(callee) == Some(version))]
    #[guard(no_finalizers())]
    fn call_alloc(
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
        #[cache(fill = own_version(callee)?)] version: u32,
        #[cache(fill = bare_class(callee, args.len())?)] _bare: u32,
    ) -> Option<Invoke<Isa>> {
        let Value::Class(c) = callee else {
            return None;
        };
        Some(Invoke::Value(object::new_instance_called(c, args)))
    }

    /// `len(obj)` of an instance whose class defines `__len__` as a Python function: the
    /// method runs in a frame entered directly, and what it returns goes through the
    /// check `len()` makes (`Invoke::Convert`).
    #[specialize(call)]
    #[guard(callee == builtins::LEN && args.len() == 1 && class_version(&args[0]) == Some(version))]
    #[guard(no_finalizers())]
    fn call_len_instance(
        callee: Builtin,
        #[variadic(oparg)] args: &mut [Value],
        #[cache(fill = class_version(args.first()?)?)] version: u32,
        #[cache(fill = len_index(args.first()?)?)] index: u32,
    ) -> Option<Invoke<Isa>> {
        let Value::Instance(i) = &args[0] else {
            return None;
        };
        let method = i.class.resolved_function(version, index)?;
        Some(Invoke::Convert(FuncRef(method), len_of_result))
    }

    /// `len(x)`.
    #[specialize(call)]
    #[guard(callee == builtins::LEN && args.len() == 1)]
    #[guard(no_finalizers())]
    fn call_len(
        interp: &mut Interp<Isa>,
        callee: Builtin,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        // why a list first, inline: the usual argument (`len(self.items)`), whose length
        // the two calls of the general path cost more than reading.
        let n = match &args[0] {
            Value::List(l) => l.len(),
            v => object::special::len(interp, v)?,
        };
        Ok(Invoke::Value(Value::Int(n as i64)))
    }

    /// `isinstance(x, T)`.
    #[specialize(call)]
    #[guard(callee == builtins::ISINSTANCE && args.len() == 2 && builtins::no_meta_check(&args[1]))]
    #[guard(no_finalizers())]
    fn call_isinstance(
        callee: Builtin,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, PyError> {
        Ok(Invoke::Value(Value::Bool(builtins::isinstance(
            &args[0], &args[1],
        )?)))
    }

    /// `str(i)` of an int (`str(count) + c` in a loop).
    #[specialize(call)]
    #[guard(callee == builtins::STR && args.len() == 1 && matches!(args[0], Value::Int(_)))]
    #[guard(no_finalizers())]
    fn call_str_int(callee: Builtin, #[variadic(oparg)] args: &mut [Value]) -> Invoke<Isa> {
        let Value::Int(i) = args[0] else {
            unreachable!("guarded: an int")
        };
        Invoke::Value(ops::int_to_str(i))
    }

    /// A Python function a method lookup found as a plain attribute (`helper.step(s)`:
    /// a module's function), called with exactly its parameters: its frame from the
    /// operands past the function itself.
    #[specialize(call)]
    #[guard(matches!(callee, Value::Undefined) && matches!(args.first(), Some(Value::Function(f)) if f.nparams as usize + 1 == args.len()))]
    fn call_attr_py_exact_args(
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Invoke<Isa> {
        let _ = callee;
        match &args[0] {
            Value::Function(f) => Invoke::Skipping(FuncRef(Rc::clone(f)), 1),
            _ => unreachable!("guarded: a function"),
        }
    }

    /// A builtin function a method lookup found as a plain attribute (`math.sqrt(x)`).
    #[specialize(call)]
    #[guard(matches!(callee, Value::Undefined) && matches!(args.first(), Some(Value::Builtin(_))))]
    #[guard(no_finalizers())]
    fn call_attr_builtin(
        interp: &mut Interp<Isa>,
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        let _ = callee;
        let Value::Builtin(b) = args[0] else {
            unreachable!("guarded: a builtin")
        };
        Ok(Invoke::Value(builtins::call(
            interp,
            b,
            &mut args[1..],
            &[],
        )?))
    }

    /// `next(g)` and `next(g, default)` of a generator: its frame runs in this run of
    /// the loop, entered above the call's operands (`generators::resume_in_call`).
    #[specialize(call)]
    #[guard(callee == builtins::NEXT && matches!(args, [Value::Generator(_)] | [Value::Generator(_), _]))]
    #[guard(no_finalizers())]
    fn call_next_gen(
        interp: &mut Interp<Isa>,
        callee: Builtin,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        generators::resume_in_call(interp, args, Value::None, args.len() == 2)
    }

    /// `g.send(value)` of a generator: as `next(g)` (`CALL_NEXT_GEN`), with `value` sent.
    #[specialize(call)]
    #[guard(callee == methods::GENERATOR_SEND && matches!(args, [Value::Generator(_), _]))]
    #[guard(no_finalizers())]
    fn call_gen_send(
        interp: &mut Interp<Isa>,
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        generators::send_in_call(interp, args)
    }

    /// A builtin function of one argument.
    #[specialize(call)]
    #[guard(args.len() == 1)]
    #[guard(no_finalizers())]
    fn call_builtin_o(
        interp: &mut Interp<Isa>,
        callee: Builtin,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        Ok(Invoke::Value(builtins::call(interp, callee, args, &[])?))
    }

    /// Any other builtin function.
    #[specialize(call)]
    #[guard(no_finalizers())]
    fn call_builtin_fast(
        interp: &mut Interp<Isa>,
        callee: Builtin,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        Ok(Invoke::Value(builtins::call(interp, callee, args, &[])?))
    }

    /// `list.append(x)`.
    #[specialize(call)]
    #[guard(callee == methods::LIST_APPEND && args.len() == 2)]
    #[guard(matches!(args[0], Value::List(_)))]
    #[guard(no_finalizers())]
    fn call_list_append(
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, PyError> {
        append_to_list(args)?;
        Ok(Invoke::Value(Value::None))
    }

    /// `list.pop()`: the last item, with no trip through the method table (which cost a
    /// `queue.pop()` about 150 instructions).
    #[specialize(call)]
    #[guard(callee == methods::LIST_POP && args.len() == 1)]
    #[guard(matches!(args[0], Value::List(_)))]
    #[guard(no_finalizers())]
    fn call_list_pop(
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, PyError> {
        match &args[0] {
            Value::List(l) => match l.pop_last() {
                Some(v) => Ok(Invoke::Value(v)),
                None => Err(PyError::index_error("pop from empty list")),
            },
            _ => unreachable!("guarded: a list"),
        }
    }

    /// `s.add(x)` on a set: the item moves in (no reference-count round trip) and no
    /// trip through the method table.
    #[specialize(call)]
    #[guard(callee == methods::SET_ADD && args.len() == 2)]
    #[guard(matches!(&args[0], Value::Set(s) if !s.is_frozen()))]
    #[guard(!args[1].is_user_key() && !matches!(&args[0], Value::Set(d) if d.0.borrow().has_user_keys()))]
    #[guard(no_finalizers())]
    fn call_set_add(
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, PyError> {
        add_to_set(args)?;
        Ok(Invoke::Value(Value::None))
    }

    /// `d.get(key)` and `d.get(key, default)` on a dict.
    #[specialize(call)]
    #[guard(callee == methods::DICT_GET && (args.len() == 2 || args.len() == 3))]
    #[guard(matches!(args[0], Value::Dict(_)))]
    #[guard(!args[1].is_user_key() && !matches!(&args[0], Value::Dict(d) if d.0.borrow().has_user_keys()))]
    #[guard(no_finalizers())]
    fn call_dict_get(
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, PyError> {
        let Value::Dict(dict) = &args[0] else {
            unreachable!("guarded: a dict")
        };
        args[1].check_hashable()?;
        let found = dict.0.borrow().get(&args[1]).cloned();
        let v = match found {
            Some(v) => v,
            None => args.get_mut(2).map(Value::take).unwrap_or(Value::None),
        };
        Ok(Invoke::Value(v))
    }

    /// `s.find(sub)` of two strings (the Caesar loop's `LOWER.find(c)`): no trip through
    /// the method table, no argument list to check.
    #[specialize(call)]
    #[guard(callee == methods::STR_FIND && args.len() == 2)]
    #[guard(matches!((&args[0], &args[1]), (Value::Str(_), Value::Str(_))))]
    #[guard(no_finalizers())]
    fn call_str_find(callee: Method, #[variadic(oparg)] args: &mut [Value]) -> Invoke<Isa> {
        let (Value::Str(s), Value::Str(sub)) = (&args[0], &args[1]) else {
            unreachable!("guarded: two strings")
        };
        let found = methods::find_in(s, &sub.s, 0, s.s.len(), false);
        Invoke::Value(Value::Int(found.unwrap_or(-1)))
    }

    /// `sep.join(items)` of a string and a list or tuple, and `s.split(sep)`,
    /// `s.startswith(p)` and `s.endswith(p)` of two strings (`line.split(" ")`): no trip
    /// through the method table, no check of the argument list. One member for all of
    /// them, its work out of line: each member's code in the dispatch loop changed the
    /// loop's register use (two members cost fib 1.1%).
    #[specialize(call)]
    #[guard(args.len() == 2 && methods::str_fast_path(callee, &args[0], &args[1]))]
    #[guard(no_finalizers())]
    fn call_str_join_split(
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, PyError> {
        Ok(Invoke::Value(methods::call_str_fast(callee, args)?))
    }

    /// A method of a builtin type.
    #[specialize(call)]
    #[guard(no_finalizers())]
    fn call_method_fast(
        interp: &mut Interp<Isa>,
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        Ok(Invoke::Value(methods::call(interp, callee, args, &[])?))
    }

    /// A builtin type's method bound to its object and kept in a variable (`pop =
    /// items.pop` ... `pop(0)`, the idiom that saves the attribute lookup): its handler
    /// with the receiver first, the arguments moved into a small array instead of a new
    /// vector.
    #[specialize(call)]
    #[guard(args.len() < BOUND_BUILTIN_ARGS && matches!(callee, Value::BoundMethod(b) if matches!(b.func, Value::Method(_))))]
    #[guard(no_finalizers())]
    fn call_bound_builtin_method(
        interp: &mut Interp<Isa>,
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        let Value::BoundMethod(b) = callee else {
            unreachable!("guarded: a bound method")
        };
        let Value::Method(m) = b.func else {
            unreachable!("guarded: of a builtin type")
        };
        let mut all: [Value; BOUND_BUILTIN_ARGS] = Default::default();
        all[0] = b.receiver.clone();
        for (to, from) in all[1..].iter_mut().zip(args.iter_mut()) {
            *to = Value::take(from);
        }
        let n = args.len() + 1;
        Ok(Invoke::Value(methods::call(interp, m, &mut all[..n], &[])?))
    }

    /// `local.name(arg)` as a statement, its result dropped, for a bound local and an
    /// argument without effects already pushed (fields: the local, the name):
    /// `flags.append(True)` in one dispatch instead of four (`LOAD_FAST`, `LOAD_METHOD`,
    /// `CALL`, `POP_TOP`).
    #[op]
    #[inline(never)]
    fn call_method_fast_pop(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        arg: Value,
    ) -> Result<(), Raise<Isa>> {
        let obj = bound(obj)?.clone();
        let (callee, this) =
            object::load_method_interned(interp, &obj, super::interned_name(code, name)?)?;
        finalize_before(interp, &callee, &[]);
        if let Value::Method(m) = callee {
            methods::call(interp, m, &mut [this, arg], &[])?;
            return Ok(());
        }
        let mut args = [this, arg];
        let invoke = crate::call::call(interp, &callee, &mut args, None)?;
        run_invoke(interp, invoke, &mut args)?;
        Ok(())
    }

    /// `items.append(x)` as a statement: the item moves into the list. The name is
    /// checked once, when the site specializes (the cache fill fails for any other
    /// method); each run checks only that the local is a list.
    #[specialize(call_method_fast_pop)]
    #[guard(matches!(obj, Value::List(_)))]
    #[guard(no_finalizers())]
    fn call_method_fast_pop_list_append(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        arg: Value,
        #[cache(fill = (method_of(obj, code, name).ok()? == methods::LIST_APPEND).then_some(1)?)]
        _append: u32,
    ) -> Result<(), PyError> {
        if let Value::List(list) = obj {
            list.push(arg)?;
        }
        Ok(())
    }

    /// `local.name(arg)` as a statement on a value of a builtin type
    /// (`merged.update(kwargs)`): the method looked up once per type, as
    /// `LOAD_METHOD_FAST_CACHED` does (an unbound local never has the type), and its
    /// handler called at once, with no lookup by name.
    #[specialize(call_method_fast_pop)]
    #[guard(obj.tag() == tag)]
    #[guard(no_finalizers())]
    fn call_method_fast_pop_cached(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        arg: Value,
        #[cache(fill = obj.tag())] tag: u32,
        #[cache(fill = method_of(obj, code, name).ok()?.index())] method: u32,
    ) -> Result<(), PyError> {
        call_method_by_index(interp, obj, method, arg)
    }

    /// A method call as a statement (`out.append(x)`, `seen.add(x)`), its result dropped:
    /// one dispatch instead of `CALL` and `POP_TOP`. The callee is what a method lookup
    /// pushed, a method of a builtin type (the only methods there are).
    #[op]
    #[inline(never)]
    fn call_method_pop(
        interp: &mut Interp<Isa>,
        callee: Value,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<(), Raise<Isa>> {
        finalize_before(interp, &callee, args);
        match callee {
            Value::Method(m) => Ok(methods::call(interp, m, args, &[]).map(drop)?),
            // A Python method (the compiler uses this for the names of the builtin
            // types' methods, which a class may define too): run to completion.
            other => {
                let invoke = crate::call::call(interp, &other, args, None)?;
                run_invoke(interp, invoke, args).map(drop)
            }
        }
    }

    /// `items.append(x)` as a statement: the item moves into the list.
    #[specialize(call_method_pop)]
    #[guard(callee == methods::LIST_APPEND && args.len() == 2)]
    #[guard(matches!(args[0], Value::List(_)))]
    #[guard(no_finalizers())]
    fn call_method_pop_list_append(
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<(), PyError> {
        append_to_list(args)
    }

    /// `seen.add(x)` as a statement on a set: the item moves in.
    #[specialize(call_method_pop)]
    #[guard(callee == methods::SET_ADD && args.len() == 2)]
    #[guard(matches!(&args[0], Value::Set(s) if !s.is_frozen()))]
    #[guard(!args[1].is_user_key() && !matches!(&args[0], Value::Set(d) if d.0.borrow().has_user_keys()))]
    #[guard(no_finalizers())]
    fn call_method_pop_set_add(
        callee: Method,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<(), PyError> {
        add_to_set(args)
    }

    /// A call with keyword arguments (the last `len(names)` of the `oparg` arguments);
    /// the tuple of their names lies under the callee.
    #[op]
    #[inline(never)]
    fn call_kw(
        interp: &mut Interp<Isa>,
        names: Value,
        callee: Value,
        #[variadic(oparg)] args: &mut [Value],
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        finalize_before(interp, &callee, args);
        Ok(crate::call::call(interp, &callee, args, Some(&names))?)
    }

    /// A keyword call of a Python function (`line(price=p, qty=2)`) whose binding the
    /// site worked out once (`call::keyword_plan`, CPython 3.13's `CALL_KW_PY` without
    /// its binding by name on every call): the values move to their parameters' slots
    /// where they lie (none move when the keywords come in parameter order), and the
    /// frame takes them as a positional call's. Guarded by the callee's code (its
    /// parameters) and the names tuple (the site's constant); a function of that code
    /// whose `__defaults__` no longer has the defaults the call leaves to them misses.
    #[specialize(call_kw)]
    #[guard(matches!(callee, Value::Function(f) if f.code.extra.serial.get() == code && crate::call::plan_fits(f, shape)))]
    #[guard(value_address(names) == names_at)]
    fn call_kw_py(
        ctx: &mut Machine,
        names: &Value,
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
        #[cache(fill = code_serial(callee)?)] code: u64,
        #[cache(fill = value_address(names))] names_at: u64,
        #[cache(fill = keyword_plan(callee, names, args.len())?.targets)] targets: u64,
        #[cache(fill = keyword_plan(callee, names, args.len())?.shape)] shape: u32,
    ) -> Option<Invoke<Isa>> {
        let Value::Function(f) = callee else {
            return None;
        };
        let plan = crate::call::KeywordPlan { targets, shape };
        crate::call::place_planned(ctx, f, args, plan);
        Some(Invoke::Frame(FuncRef(Rc::clone(f))))
    }

    /// A keyword call of a Python function that binds by name (`*args`, `**kwargs`,
    /// keyword-only parameters, or parameters left to their defaults: `f(x, c=3)` of
    /// `def f(a, b=1, *, c=2)`, a decorator's `wrapper(*args, **kwargs)` called with
    /// keywords) by the plan the site worked out once (`call::keyword_plan`): the frame's
    /// locals made from the operands (`call::bind_planned`), no name looked up. Guarded
    /// as `CALL_KW_PY`; a function of that code that no longer has a default the call
    /// leaves to it misses.
    #[specialize(call_kw)]
    #[guard(matches!(callee, Value::Function(f) if f.code.extra.serial.get() == code))]
    #[guard(value_address(names) == names_at)]
    fn call_kw_py_general(
        interp: &mut Interp<Isa>,
        names: &Value,
        callee: &Value,
        #[variadic(oparg)] args: &mut [Value],
        #[cache(fill = code_serial(callee)?)] code: u64,
        #[cache(fill = value_address(names))] names_at: u64,
        #[cache(fill = general_keyword_plan(callee, names, args.len())?.targets)] targets: u64,
        #[cache(fill = general_keyword_plan(callee, names, args.len())?.shape)] shape: u32,
    ) -> Option<Invoke<Isa>> {
        let plan = crate::call::KeywordPlan { targets, shape };
        call_kw_planned(interp, callee, names, args, plan)
    }

    /// `callee(*args, **kwargs)` (CPython's `CALL_FUNCTION_EX`): `positional` is a tuple
    /// of pieces, those whose bit is set in `oparg` iterables to unpack (`*it`), the rest
    /// single arguments; `keywords` a tuple of mappings (explicit keywords make a dict
    /// piece, each `**m` one). A Python function's frame gets the bound arguments.
    #[op]
    #[cold]
    fn call_function_ex(
        interp: &mut Interp<Isa>,
        callee: Value,
        positional: Value,
        keywords: Value,
        #[oparg] starred: u32,
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        finalize_before(interp, &callee, &[]);
        let (args, kw) = spread_arguments(interp, &callee, &positional, &keywords, starred)?;
        Ok(crate::call::call_ex(interp, &callee, args, kw)?)
    }

    /// `f(*args, **kwargs)` of a Python function: what a decorator's wrapper does with
    /// its own `*args, **kwargs`. With only positional parameters, the starred pieces
    /// tuples and the keywords an empty dict or none, the frame gets the items as they
    /// are (no keyword binding, no iteration protocol); a function that binds by name
    /// (`*args`, `**kwargs`, keyword-only parameters) is bound straight from the tuple
    /// and the dict ([`bind_spread_general`]). Anything else deopts. One member for
    /// both: a wrapper that wraps both kinds (a decorator applied to `f(a, b)` and to
    /// `g(*a)`) missed half the time with a member for each.
    #[specialize(call_function_ex)]
    #[guard(matches!(callee, Value::Function(_)))]
    fn call_function_ex_py(
        interp: &mut Interp<Isa>,
        callee: &Value,
        positional: &Value,
        keywords: &Value,
        #[oparg] starred: u32,
    ) -> Option<Invoke<Isa>> {
        spread_call(interp, callee, positional, keywords, starred)
    }

    /// A `*iterable` among a call's several positional pieces, as a tuple of its items,
    /// taken when the argument is evaluated (a generator runs before the next argument).
    #[op]
    #[cold]
    fn spread_items(interp: &mut Interp<Isa>, iterable: Value) -> Result<Value, PyError> {
        if let Value::Tuple(_) = iterable {
            return Ok(iterable);
        }
        if !is_iterable(&iterable) {
            return Err(PyError::type_error(format!(
                "Value after * must be an iterable, not {}",
                iterable.type_name()
            )));
        }
        Ok(Value::tuple(object::special::collect(interp, &iterable)?))
    }

    /// `obj.name` for a call: `obj -> method obj` for a method (a builtin type's, or a
    /// function found on the class of an instance), `obj -> Undefined attribute` for any
    /// other attribute (the call then skips the empty slot).
    #[op]
    #[inline(never)]
    fn load_method(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        obj: Value,
        #[oparg] name: u32,
    ) -> Result<(Value, Value), Raise<Isa>> {
        Ok(object::load_method_interned(
            interp,
            &obj,
            super::interned_name(code, name)?,
        )?)
    }

    /// A global of a module, for a call (`math.hypot(x, y)` where the module's global does
    /// not fit `LOAD_METHOD_GLOBAL`'s fields): `-> Undefined function`, valid while the
    /// slot is bound.
    #[specialize(load_method)]
    #[guard(module_id(obj) == Some(module) && ctx.globals.holds(globals_id, slot))]
    fn load_method_module(
        ctx: &Machine,
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = module_id(obj)?)] module: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = module_slot(ctx, obj, code, name)?)] slot: u32,
    ) -> (Value, Value) {
        (Value::Undefined, ctx.globals.values[slot as usize].clone())
    }

    /// A method looked up once per type: valid while `obj` has the cached type.
    #[specialize(load_method)]
    #[guard(obj.tag() == tag)]
    fn load_method_cached(
        #[code] code: &CodeInfo,
        obj: Value,
        #[oparg] name: u32,
        #[cache(fill = obj.tag())] tag: u32,
        #[cache(fill = method_of(obj, code, name).ok()?.index())] method: u32,
    ) -> (Value, Value) {
        (Value::Method(methods::from_index(method)), obj)
    }

    /// A method of an instance's class that no instance attribute shadows (CPython's
    /// `LOAD_ATTR_METHOD_WITH_VALUES`): pushes the function and the instance, no bound
    /// method. The cached index holds while the class keeps its version and its layout
    /// its length; an instance of another class (a subclass at a polymorphic site) looks
    /// the method up instead of missing.
    #[specialize(load_method)]
    #[guard(matches!(obj, Value::Instance(_)))]
    fn load_method_with_values(
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = layout_len(obj)?)] names: u32,
        #[cache(fill = method_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<(Value, Value)> {
        method_with_values(obj, code, name, version, names, index)
    }

    /// The same for an instance with `__slots__`, whose layout is fixed (CPython's
    /// `LOAD_ATTR_METHOD_NO_DICT`).
    #[specialize(load_method)]
    #[guard(class_version(obj) == Some(version))]
    fn load_method_no_dict(
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = slotted_method_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<(Value, Value)> {
        Some((resolved_on(obj, version, index)?, obj.clone()))
    }

    /// `local.name` for a call, with a local receiver (fields: the local, the name):
    /// `-> method obj` in one dispatch instead of `LOAD_FAST` and `LOAD_METHOD`.
    #[op]
    #[inline(never)]
    fn load_method_fast(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
    ) -> Result<(Value, Value), Raise<Isa>> {
        let obj = bound(obj)?.clone();
        Ok(object::load_method_interned(
            interp,
            &obj,
            super::interned_name(code, name)?,
        )?)
    }

    /// A method of a local looked up once per type: valid while the local has the cached
    /// type (an unbound local never has it).
    #[specialize(load_method_fast)]
    #[guard(obj.tag() == tag)]
    fn load_method_fast_cached(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = obj.tag())] tag: u32,
        #[cache(fill = method_of(obj, code, name).ok()?.index())] method: u32,
    ) -> (Value, Value) {
        (Value::Method(methods::from_index(method)), obj.clone())
    }

    /// [`load_method_with_values`] for a local receiver (`self.step()`).
    #[specialize(load_method_fast)]
    #[guard(matches!(obj, Value::Instance(_)))]
    fn load_method_fast_with_values(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = layout_len(obj)?)] names: u32,
        #[cache(fill = method_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<(Value, Value)> {
        method_with_values(obj, code, name, version, names, index)
    }

    /// [`load_method_no_dict`] for a local receiver.
    #[specialize(load_method_fast)]
    #[guard(class_version(obj) == Some(version))]
    fn load_method_fast_no_dict(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = slotted_method_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<(Value, Value)> {
        Some((resolved_on(obj, version, index)?, obj.clone()))
    }

    /// `global.name` for a call, with a global (or builtin) receiver (fields: the global's
    /// symbol, the name): `-> method obj` in one dispatch instead of `LOAD_GLOBAL` and
    /// `LOAD_METHOD` (`words.append(w)`, `LOWER.find(c)`).
    #[op]
    #[inline(never)]
    fn load_method_global(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[oparg(field = 0)] global: u32,
        #[oparg(field = 1)] name: u32,
    ) -> Result<(Value, Value), Raise<Isa>> {
        global_method(interp, code, global, name)
    }

    /// A method of a module global at a cached slot: valid while the slot is bound and
    /// the global keeps the cached type.
    #[specialize(load_method_global)]
    #[guard(ctx.globals.owns(globals_id, slot) && ctx.globals.values[slot as usize].tag() == tag)]
    fn load_method_global_module(
        ctx: &Machine,
        #[code] code: &CodeInfo,
        #[oparg(field = 0)] global: u32,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = ctx.globals.slot(global)?)] slot: u32,
        #[cache(fill = ctx.globals.get(global)?.tag())] tag: u32,
        #[cache(fill = method_of(ctx.globals.get(global)?, code, name).ok()?.index())] method: u32,
    ) -> (Value, Value) {
        (
            Value::Method(methods::from_index(method)),
            ctx.globals.values[slot as usize].clone(),
        )
    }

    /// A global of a module held by a global, for a call (`math.sqrt(x)`,
    /// `helper.step(s)`): `-> Undefined function`, both slots cached, valid while both
    /// slots are bound and the global still holds the module.
    #[specialize(load_method_global)]
    #[guard(ctx.globals.owns(globals_id, slot) && module_id(&ctx.globals.values[slot as usize]) == Some(module))]
    #[guard(ctx.globals.holds(globals_id, attr))]
    fn load_method_global_module_attr(
        ctx: &Machine,
        #[code] code: &CodeInfo,
        #[oparg(field = 0)] global: u32,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = ctx.globals.slot(global)?)] slot: u32,
        #[cache(fill = module_id(ctx.globals.get(global)?)?)] module: u32,
        #[cache(fill = module_slot(ctx, ctx.globals.get(global)?, code, name)?)] attr: u32,
    ) -> (Value, Value) {
        (Value::Undefined, ctx.globals.values[attr as usize].clone())
    }

    /// [`load_method_with_values`] for an instance held by a module global (`game.step()`
    /// in a module-level loop): the global's slot and the method's index cached, valid
    /// while the slot is bound to an instance; another class's instance looks the method
    /// up instead of missing. Unspecialized, each call looked the global and then the
    /// method up by name: a module-level `c.one()` cost 723 instructions against
    /// CPython's 458.
    #[specialize(load_method_global)]
    #[guard(ctx.globals.owns(globals_id, slot) && matches!(ctx.globals.values[slot as usize], Value::Instance(_)))]
    fn load_method_global_with_values(
        ctx: &Machine,
        #[code] code: &CodeInfo,
        #[oparg(field = 0)] global: u32,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = ctx.globals.slot(global)?)] slot: u32,
        #[cache(fill = class_version(ctx.globals.get(global)?)?)] version: u32,
        #[cache(fill = layout_len(ctx.globals.get(global)?)?)] names: u32,
        #[cache(fill = method_index(ctx.globals.get(global)?, name_rc(code, name)?)?)] index: u32,
    ) -> Option<(Value, Value)> {
        let obj = &ctx.globals.values[slot as usize];
        method_with_values(obj, code, name, version, names, index)
    }

    // ------------------------------------------------------------ attributes and classes

    /// `obj.name`. A property whose getter is a Python function runs it in a frame.
    #[op]
    fn load_attr(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        obj: Value,
        #[oparg] name: u32,
    ) -> Result<Invoke<Isa>, Raise<Isa>> {
        let name = super::name(code, name)?;
        if let Some(getter) = property_getter(&obj, name) {
            return Ok(Invoke::Bound(FuncRef(getter), obj));
        }
        Ok(Invoke::Value(object::getattr(interp, &obj, name)?))
    }

    /// An instance attribute at a cached slot of the class layout (CPython's
    /// `LOAD_ATTR_INSTANCE_VALUE`); an unset slot deopts.
    #[specialize(load_attr)]
    #[guard(slot_holds(obj, version, slot, code, name))]
    fn load_attr_instance_value(
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = plain_slot(obj, name_rc(code, name)?)?)] slot: u32,
    ) -> Option<Invoke<Isa>> {
        let Value::Instance(i) = obj else { return None };
        i.get_slot(slot).map(Invoke::Value)
    }

    /// A property whose getter is a one-parameter Python function: it runs in a frame
    /// with the instance as its local (CPython's `LOAD_ATTR_PROPERTY`).
    #[specialize(load_attr)]
    #[guard(matches!(obj, Value::Instance(_)))]
    fn load_attr_property(
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = property_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<Invoke<Isa>> {
        let getter = property_getter_cached(obj, version, index, code, name)?;
        Some(Invoke::Bound(FuncRef(getter), obj.clone()))
    }

    /// A namedtuple's field (`p.x`: its class's `_tuplegetter`, a data descriptor, so
    /// no instance attribute can shadow it): the item of the instance's tuple, while the
    /// class keeps its version.
    #[specialize(load_attr)]
    #[guard(class_version(obj) == Some(version))]
    fn load_attr_tuple_item(
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = tuple_item_index(obj, name_rc(code, name)?)?)] item: u32,
    ) -> Option<Invoke<Isa>> {
        tuple_item(obj, item).map(Invoke::Value)
    }

    /// A class attribute read through an instance that has no attribute of that name
    /// (CPython's `LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES`): valid while the class keeps
    /// its version and no instance has set the name (the layout keeps its length); an
    /// instance of another class (a subclass at a polymorphic site) looks the value up
    /// instead of missing.
    #[specialize(load_attr)]
    #[guard(matches!(obj, Value::Instance(_)))]
    fn load_attr_nondescriptor_with_values(
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = layout_len(obj)?)] names: u32,
        #[cache(fill = class_value_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<Invoke<Isa>> {
        if class_version(obj) == Some(version) && layout_len(obj) == Some(names) {
            return resolved_on(obj, version, index).map(Invoke::Value);
        }
        // Another class (a subclass at a polymorphic site): one lookup, out of line.
        class_value_by_lookup(obj, code, name).map(Invoke::Value)
    }

    /// A module's global (CPython's `LOAD_ATTR_MODULE`): the module's globals are slots
    /// of the one globals table, valid while the slot is bound.
    #[specialize(load_attr)]
    #[guard(module_id(obj) == Some(module) && ctx.globals.holds(globals_id, slot))]
    fn load_attr_module(
        ctx: &Machine,
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = module_id(obj)?)] module: u32,
        #[cache(fill = ctx.globals.cacheable_id()?)] globals_id: u32,
        #[cache(fill = module_slot(ctx, obj, code, name)?)] slot: u32,
    ) -> Invoke<Isa> {
        Invoke::Value(ctx.globals.values[slot as usize].clone())
    }

    /// An attribute of a class itself (CPython's `LOAD_ATTR_CLASS`).
    #[specialize(load_attr)]
    #[guard(own_version(obj) == Some(version))]
    fn load_attr_class(
        #[code] code: &CodeInfo,
        obj: &Value,
        #[oparg] name: u32,
        #[cache(fill = own_version(obj)?)] version: u32,
        #[cache(fill = class_attr_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<Invoke<Isa>> {
        resolved_on(obj, version, index).map(Invoke::Value)
    }

    /// `local.name` (fields: the local, the name): one dispatch instead of `LOAD_FAST`
    /// and `LOAD_ATTR` (`self.x`).
    #[op]
    #[inline(never)]
    fn load_attr_fast(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
    ) -> Result<Value, Raise<Isa>> {
        let obj = bound(obj)?.clone();
        Ok(object::getattr(interp, &obj, super::name(code, name)?)?)
    }

    /// [`load_attr_instance_value`] of a local (`self.x`).
    #[specialize(load_attr_fast)]
    #[guard(slot_holds(obj, version, slot, code, name))]
    fn load_attr_fast_instance_value(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = plain_slot(obj, name_rc(code, name)?)?)] slot: u32,
    ) -> Option<Value> {
        let Value::Instance(i) = obj else { return None };
        i.get_slot(slot)
    }

    /// `local.a.b` (fields: the local, the names): one dispatch instead of
    /// `LOAD_ATTR_FAST` and `LOAD_ATTR` (`self.pos.x`), the middle object never pushed.
    #[op]
    #[inline(never)]
    fn load_attr_fast_attr(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] a: u32,
        #[oparg(field = 2)] b: u32,
    ) -> Result<Value, Raise<Isa>> {
        let middle = attr_of(interp, bound(obj)?, code, a)?;
        attr_of(interp, &middle, code, b)
    }

    /// Both attributes plain instance values, read in place: the middle object's class
    /// and slot are cached too.
    #[specialize(load_attr_fast_attr)]
    #[guard(slot_holds(obj, version, slot, code, a))]
    fn load_attr_fast_attr_instance_values(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] a: u32,
        #[oparg(field = 2)] b: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = plain_slot(obj, name_rc(code, a)?)?)] slot: u32,
        #[cache(fill = class_version(&slot_value(obj, slot)?)?)] inner_version: u32,
        #[cache(fill = plain_slot(&slot_value(obj, slot)?, name_rc(code, b)?)?)] inner_slot: u32,
    ) -> Option<Value> {
        let Value::Instance(i) = obj else { return None };
        i.read_slot(slot, |middle| {
            if !slot_holds(middle, inner_version, inner_slot, code, b) {
                return None;
            }
            let Value::Instance(m) = middle else {
                return None;
            };
            m.get_slot(inner_slot)
        })
    }

    /// A plain instance value's property (`self.vel.length`): its getter's frame is
    /// entered as `LOAD_ATTR_PROPERTY` enters it.
    #[specialize(load_attr_fast_attr)]
    #[guard(slot_holds(obj, version, slot, code, a))]
    fn load_attr_fast_attr_property(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] a: u32,
        #[oparg(field = 2)] b: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = plain_slot(obj, name_rc(code, a)?)?)] slot: u32,
        #[cache(fill = class_version(&slot_value(obj, slot)?)?)] inner_version: u32,
        #[cache(fill = property_index(&slot_value(obj, slot)?, name_rc(code, b)?)?)] index: u32,
    ) -> Option<Invoke<Isa>> {
        let middle = slot_value(obj, slot)?;
        let getter = property_getter_cached(&middle, inner_version, index, code, b)?;
        Some(Invoke::Bound(FuncRef(getter), middle))
    }

    /// A plain instance value's attribute of another kind (a `__slots__` member, a
    /// namedtuple field, a class attribute, a module's global): the first read cached,
    /// the second through [`attr_of`] (the layout, else the generic lookup).
    #[specialize(load_attr_fast_attr)]
    #[guard(slot_holds(obj, version, slot, code, a))]
    fn load_attr_fast_attr_instance_value_any(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] a: u32,
        #[oparg(field = 2)] b: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = plain_slot(obj, name_rc(code, a)?)?)] slot: u32,
    ) -> Result<Option<Value>, Raise<Isa>> {
        let Some(middle) = slot_value(obj, slot) else {
            return Ok(None);
        };
        attr_of(interp, &middle, code, b).map(Some)
    }

    /// A class attribute read through a local instance (`self.defaults.size`), as
    /// `LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES` reads it, then [`attr_of`].
    #[specialize(load_attr_fast_attr)]
    #[guard(matches!(obj, Value::Instance(_)))]
    fn load_attr_fast_attr_class_value_any(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] a: u32,
        #[oparg(field = 2)] b: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = layout_len(obj)?)] names: u32,
        #[cache(fill = class_value_index(obj, name_rc(code, a)?)?)] index: u32,
    ) -> Result<Option<Value>, Raise<Isa>> {
        let middle = if class_version(obj) == Some(version) && layout_len(obj) == Some(names) {
            resolved_on(obj, version, index)
        } else {
            class_value_by_lookup(obj, code, a)
        };
        let Some(middle) = middle else {
            return Ok(None);
        };
        attr_of(interp, &middle, code, b).map(Some)
    }

    /// [`load_attr_tuple_item`] of a local (`order.x`).
    #[specialize(load_attr_fast)]
    #[guard(class_version(obj) == Some(version))]
    fn load_attr_fast_tuple_item(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = tuple_item_index(obj, name_rc(code, name)?)?)] item: u32,
    ) -> Option<Value> {
        tuple_item(obj, item)
    }

    /// [`load_attr_property`] of a local (`task.runnable`).
    #[specialize(load_attr_fast)]
    #[guard(matches!(obj, Value::Instance(_)))]
    fn load_attr_fast_property(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = property_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<Invoke<Isa>> {
        let getter = property_getter_cached(obj, version, index, code, name)?;
        Some(Invoke::Bound(FuncRef(getter), obj.clone()))
    }

    #[specialize(load_attr_fast)]
    #[guard(matches!(obj, Value::Instance(_)))]
    fn load_attr_fast_nondescriptor_with_values(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = layout_len(obj)?)] names: u32,
        #[cache(fill = class_value_index(obj, name_rc(code, name)?)?)] index: u32,
    ) -> Option<Value> {
        if class_version(obj) == Some(version) && layout_len(obj) == Some(names) {
            return resolved_on(obj, version, index);
        }
        // Another class (a subclass at a polymorphic site): one lookup, out of line.
        class_value_by_lookup(obj, code, name)
    }

    /// `obj.name = value`.
    #[op]
    fn store_attr(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        value: Value,
        obj: Value,
        #[oparg] name: u32,
    ) -> Result<(), Raise<Isa>> {
        Ok(object::setattr(
            interp,
            &obj,
            interned_name(code, name)?,
            value,
        )?)
    }

    /// `obj.name = value` into the instance's slot (CPython's `STORE_ATTR_INSTANCE_VALUE`
    /// and `STORE_ATTR_SLOT`).
    #[specialize(store_attr)]
    #[guard(slot_holds(obj, version, slot, code, name))]
    fn store_attr_instance_value(
        #[code] code: &CodeInfo,
        value: Value,
        obj: Value,
        #[oparg] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = store_slot(obj, name_rc(code, name)?)?)] slot: u32,
    ) {
        if let Value::Instance(i) = &obj {
            i.set_slot(slot, value);
        }
    }

    /// `local.name = value` (fields: the local, the name): one dispatch instead of
    /// `LOAD_FAST` and `STORE_ATTR` (`self.x = x`).
    #[op]
    #[inline(never)]
    fn store_attr_fast(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        value: Value,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
    ) -> Result<(), Raise<Isa>> {
        let obj = bound(obj)?.clone();
        Ok(object::setattr(
            interp,
            &obj,
            interned_name(code, name)?,
            value,
        )?)
    }

    /// [`store_attr_instance_value`] of a local (`self.x = x`).
    #[specialize(store_attr_fast)]
    #[guard(slot_holds(obj, version, slot, code, name))]
    fn store_attr_fast_instance_value(
        #[code] code: &CodeInfo,
        value: Value,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = store_slot(obj, name_rc(code, name)?)?)] slot: u32,
    ) {
        if let Value::Instance(i) = obj {
            i.set_slot(slot, value);
        }
    }

    /// `local.name <op>= consts[c]` (fields: the local, the name, an in-place `NB_*`
    /// operator; immediate: the constant): `self.n += 1` in one dispatch instead of
    /// `LOAD_ATTR_FAST`, `BINARY_OP_CONST` and `STORE_ATTR_FAST`, in their order.
    #[op]
    #[inline(never)]
    fn inplace_attr_fast_const(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[oparg(field = 2)] op: u32,
        #[imm] c: u32,
    ) -> Result<(), Raise<Isa>> {
        let obj = bound(obj)?.clone();
        let old = object::getattr(interp, &obj, super::name(code, name)?)?;
        let new = operator_call(interp, op, old, constant(code, c)?.clone())?;
        Ok(object::setattr(
            interp,
            &obj,
            interned_name(code, name)?,
            new,
        )?)
    }

    /// An int instance attribute (in its slot, as `STORE_ATTR_FAST_INSTANCE_VALUE`
    /// finds it) and an int constant: updated in place (overflow deopts).
    #[specialize(inplace_attr_fast_const)]
    #[guard(slot_holds(obj, version, slot, code, name))]
    fn inplace_attr_fast_const_int(
        #[code] code: &CodeInfo,
        #[local(field = 0)] obj: &Value,
        #[oparg(field = 1)] name: u32,
        #[oparg(field = 2)] op: u32,
        #[imm] c: u32,
        #[cache(fill = class_version(obj)?)] version: u32,
        #[cache(fill = store_slot(obj, name_rc(code, name)?)?)] slot: u32,
        #[cache(fill = int_constant(code, c)?)] k: i64,
    ) -> Option<()> {
        let Value::Instance(i) = obj else { return None };
        i.update_slot(slot, |x| match x {
            Value::Int(x) => int_arith_i64(op, *x, k),
            _ => None,
        })
    }

    /// The end of a binary operator's shim: the left operand's method returned `r`;
    /// `NotImplemented` goes on with the rest of the protocol (fields: the operands'
    /// locals, the operator).
    #[op]
    #[inline(never)]
    fn binary_op_result(
        interp: &mut Interp<Isa>,
        r: Value,
        #[local(field = 0)] a: &Value,
        #[local(field = 1)] b: &Value,
        #[oparg(field = 2)] op: u32,
    ) -> Result<Value, Raise<Isa>> {
        if !matches!(r, Value::NotImplemented) {
            return Ok(r);
        }
        if let Some(op) = shim::reflected_op(op) {
            // The right operand's reflected method was the last to try.
            return Ok(object::special::binary_unsupported(interp, op, a, b)?);
        }
        after_left_not_implemented(interp, op, a, b)
    }

    /// In an `lru_cache` wrapper's shim: pushes the function of the call that missed.
    /// Local `oparg` is the wrapper (a call with one argument) or the call's `(wrapper,
    /// key, function)`.
    #[op]
    #[inline(never)]
    fn load_wrapped(#[local] pending: &Value) -> Result<Value, PyError> {
        match pending {
            Value::Tuple(t) => Ok(t.0.get(2).cloned().unwrap_or_default()),
            wrapper => crate::stdlib::functools::lru_function(wrapper),
        }
    }

    /// The end of an `lru_cache` wrapper's shim: the wrapped function returned `r`, which
    /// the wrapper caches under the call's key; `r` is the call's value. Local field 0 is
    /// the wrapper (a call with one argument, local field 1, whose key is made again:
    /// no tuple to carry it) or the call's `(wrapper, key, function)`.
    #[op]
    #[inline(never)]
    fn cache_result(
        interp: &mut Interp<Isa>,
        r: Value,
        #[local(field = 0)] pending: &Value,
        #[local(field = 1)] arg: &Value,
    ) -> Result<Value, Raise<Isa>> {
        use crate::stdlib::functools::{lru_store, lru_store_args};
        match pending {
            Value::Tuple(t) => {
                if let [wrapper, key, _] = &*t.0 {
                    lru_store(interp, wrapper, key.clone(), r.clone())?;
                }
            }
            wrapper => lru_store_args(interp, wrapper, std::slice::from_ref(arg), r.clone())?,
        }
        Ok(r)
    }

    /// The end of a constructor's shim: `__init__` returned `v`, which must be `None`.
    #[op]
    fn exit_init_check(v: Value) -> Result<(), PyError> {
        object::check_init_result(&v)
    }

    /// `del obj.name`.
    #[op]
    fn delete_attr(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        obj: Value,
        #[oparg] name: u32,
    ) -> Result<(), Raise<Isa>> {
        Ok(object::delattr(interp, &obj, super::name(code, name)?)?)
    }

    /// `del local`: unbinds it (`UnboundLocalError` if it was not bound).
    #[op]
    fn delete_fast(#[local] slot: &mut Value) -> Result<(), PyError> {
        bound(slot)?;
        let old = Value::take(slot);
        drop(old);
        Ok(())
    }

    // ------------------------------------------------------------ imports

    /// `import a.b` (fields: the module's name, 1 to push the leaf module `a.b` rather
    /// than the top package `a`).
    #[op]
    #[cold]
    fn import_name(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        #[oparg(field = 0)] name: u32,
        #[oparg(field = 1)] leaf: u32,
    ) -> Result<Value, Raise<Isa>> {
        let name = super::name(code, name)?;
        Ok(imports::import(interp, name, leaf != 0)?)
    }

    /// `from module import name`: `module -> module value` (the module stays for the
    /// next name).
    #[op]
    #[cold]
    fn import_from(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        module: Value,
        #[oparg] name: u32,
    ) -> Result<(Value, Value), Raise<Isa>> {
        let name = super::name(code, name)?;
        let v = imports::import_from(interp, &module, name)?;
        Ok((module, v))
    }

    /// `from module import *` into the globals of module `oparg` (an id).
    #[op]
    #[cold]
    fn import_star(
        interp: &mut Interp<Isa>,
        module: Value,
        #[oparg] into: u32,
    ) -> Result<(), Raise<Isa>> {
        Ok(imports::import_star(interp, &module, into)?)
    }

    /// `del name` of a global.
    #[op]
    #[cold]
    fn delete_global(ctx: &mut Machine, #[oparg] name: u32) -> Result<(), PyError> {
        if ctx.globals.remove(name) {
            return Ok(());
        }
        Err(PyError::new(
            ExcType::NameError,
            format!("name '{}' is not defined", ctx.names[name as usize]),
        ))
    }

    /// `del container[key]`.
    #[op]
    fn delete_subscr(
        interp: &mut Interp<Isa>,
        container: Value,
        key: Value,
    ) -> Result<(), Raise<Isa>> {
        Ok(object::special::delitem(interp, &container, &key)?)
    }

    /// A name read in a class body (`oparg`: its symbol): the namespace being filled,
    /// then the globals and builtins.
    #[op]
    #[cold]
    fn load_name(interp: &mut Interp<Isa>, ns: Value, #[oparg] sym: u32) -> Result<Value, PyError> {
        let ctx = interp.ctx();
        if let Value::Dict(d) = &ns
            && let Some(name) = ctx.names.get(sym as usize)
        {
            let key = Value::str(&**name);
            if let Some(v) = d.0.borrow().get(&key) {
                return Ok(v.clone());
            }
        }
        if !matches!(ns, Value::Dict(_)) {
            return load_name_mapping(interp, &ns, sym);
        }
        interp.ctx().load_global(sym)
    }

    /// A name bound in a class body: into the namespace being filled.
    #[op]
    #[cold]
    fn store_name(
        interp: &mut Interp<Isa>,
        value: Value,
        ns: Value,
        #[oparg] sym: u32,
    ) -> Result<(), PyError> {
        let Some(name) = interp.ctx().names.get(sym as usize).cloned() else {
            return Ok(());
        };
        match &ns {
            Value::Dict(d) => {
                d.0.borrow_mut().insert(Value::str(&*name), value);
                Ok(())
            }
            // The namespace a metaclass's `__prepare__` made (a `dict` subclass's
            // instance): its `__setitem__`.
            _ => object::special::setitem(interp, &ns, Value::str(&*name), value),
        }
    }

    /// `del name` in a class body: out of the namespace being filled.
    #[op]
    #[cold]
    fn delete_name(interp: &mut Interp<Isa>, ns: Value, #[oparg] sym: u32) -> Result<(), PyError> {
        let Some(name) = interp.ctx().names.get(sym as usize).cloned() else {
            return Ok(());
        };
        let removed = match &ns {
            Value::Dict(d) => d.0.borrow_mut().remove(&Value::str(&*name)).is_some(),
            // A `__prepare__`'s mapping: its `__delitem__`.
            _ => match object::special::delitem(interp, &ns, &Value::str(&*name)) {
                Ok(()) => true,
                Err(e) if e.kind() == ExcType::KeyError => false,
                Err(e) => return Err(e),
            },
        };
        if !removed {
            return Err(PyError::new(
                ExcType::NameError,
                format!("name '{name}' is not defined"),
            ));
        }
        Ok(())
    }

    /// The `class` statement: `name bases keywords body -> class`, `body` the function
    /// that runs the class body on the namespace the metaclass prepares (CPython's
    /// `__build_class__`).
    #[op]
    #[cold]
    #[inline(never)]
    fn build_class(
        interp: &mut Interp<Isa>,
        name: Value,
        bases: Value,
        keywords: Value,
        body: Value,
    ) -> Result<Value, Raise<Isa>> {
        Ok(object::meta::class_statement(
            interp, &name, &bases, &keywords, &body,
        )?)
    }

    /// Zero-argument `super()` in a method (the local is its first parameter).
    #[op]
    fn load_super(#[callee] f: Option<&FuncRef>, #[local] first: &Value) -> Result<Value, PyError> {
        let owner = f
            .and_then(|f| f.0.owner.get())
            .and_then(std::rc::Weak::upgrade);
        object::zero_arg_super(owner, first)
    }

    #[op]
    fn return_value(v: Value) -> Return<Value> {
        Return(v)
    }

    /// `LOAD_CONST` then `RETURN_VALUE` in one op.
    ///
    /// why not `macro_inst!(load_const + return_value)`: a macro's uops pass the value
    /// through its stack slot, and the slot's stores are volatile (`vm_core::words`), so
    /// the return stored the constant and loaded it back.
    #[op]
    fn return_const(#[code] code: &CodeInfo, #[oparg] i: u32) -> Return<Value> {
        Return(code.consts[i as usize].clone())
    }

    /// `LOAD_FAST` then `RETURN_VALUE` in one op (an unbound local raises
    /// `UnboundLocalError`); one op for the reason `return_const` is.
    #[op]
    fn return_fast(#[local] slot: &Value) -> Result<Return<Value>, PyError> {
        match slot {
            Value::Undefined => Err(unbound()),
            v => Ok(Return(v.clone())),
        }
    }

    /// `raise exc` (`oparg` 1), or a bare `raise` (0: the exception being handled, again;
    /// `exc` is `None`).
    #[op]
    #[inline(never)]
    fn raise_varargs(
        interp: &mut Interp<Isa>,
        exc: Value,
        #[oparg] n: u32,
    ) -> Result<(), Raise<Isa>> {
        if n == 0 {
            let handled = interp.ctx().exc_info.clone();
            if matches!(handled, Value::None) {
                return Err(
                    PyError::new(ExcType::RuntimeError, "No active exception to reraise").into(),
                );
            }
            return Err(exceptions::reraise(interp, &handled));
        }
        let err = object::special::raise_error(interp, exc)?;
        Err(exceptions::raise(err))
    }

    /// `raise exc from cause`.
    ///
    /// why `#[cold]` here and on the exception and `with` ops below: ops that run
    /// rarely, kept out of the dispatch loop's hot layout. Added without it, these ops
    /// cost 1-3.5% more instructions on every example (sieve, fib) through the loop's
    /// register allocation; with it, none (cachegrind, all examples within 0.1%).
    #[op]
    #[cold]
    #[inline(never)]
    fn raise_from(interp: &mut Interp<Isa>, exc: Value, cause: Value) -> Result<(), Raise<Isa>> {
        let err = object::special::raise_error(interp, exc)?;
        let Some(inst) = err.exception().and_then(|e| e.downcast_ref::<Value>()) else {
            return Err(err.into());
        };
        exceptions::set_cause(interp, inst, cause)?;
        Err(exceptions::raise(err))
    }

    /// The handler around a generator's body (CPython 3.12's `STOPITERATION_ERROR`): a
    /// `StopIteration` leaving the frame becomes `RuntimeError: generator raised
    /// StopIteration` with it as cause (PEP 479), anything else goes on unchanged.
    #[op]
    #[cold]
    #[inline(never)]
    fn generator_error(
        interp: &mut Interp<Isa>,
        #[code] code: &CodeInfo,
        exc: Value,
    ) -> Raise<Isa> {
        if code.async_generator {
            return generators::async_gen_error(interp, exc);
        }
        match exceptions::stop_iteration_error(interp, &exc, code.coroutine) {
            Ok(Some(err)) => exceptions::raise(err),
            Ok(None) => exceptions::reraise(interp, &exc),
            Err(e) => Raise::new(e),
        }
    }

    /// In the prologue of code with a `try` statement: records in local `oparg` how many
    /// loops run below the frame (what its handlers start from).
    #[op]
    #[cold]
    fn mark_loops(ctx: &mut Machine, #[local] base: &mut Value) {
        Value::assign(base, Value::Int(ctx.iters.len() as i64));
    }

    /// Starts an exception handler, the exception on the stack, and above it the number of
    /// loops below the frame (recorded by `MARK_LOOPS`): the exception being handled
    /// before goes below it and this one is handled now (CPython's `PUSH_EXC_INFO`). The
    /// loops the exception ended are dropped: those of the frames it unwound, and the
    /// frame's own past the `oparg` that enclose the `try`.
    #[op]
    #[cold]
    fn push_exc_info(
        ctx: &mut Machine,
        exc: Value,
        base: Value,
        #[oparg] loops: u32,
    ) -> (Value, Value) {
        let below = match base {
            Value::Int(n) => n as usize,
            _ => 0,
        };
        ctx.unwind_loops(below + loops as usize);
        let prev = mem::replace(&mut ctx.exc_info, exc.clone());
        (prev, exc)
    }

    /// Ends an exception handler: the exception handled before it is handled again.
    #[op]
    #[cold]
    fn pop_except(ctx: &mut Machine, prev: Value) {
        let done = mem::replace(&mut ctx.exc_info, prev);
        drop(done);
    }

    /// `except spec:` of exception `exc`: whether it matches (`exc` stays).
    #[op]
    #[cold]
    #[inline(never)]
    fn check_exc_match(exc: Value, spec: Value) -> Result<(Value, Value), PyError> {
        let m = exceptions::matches(&exc, &spec)?;
        Ok((exc, Value::Bool(m)))
    }

    /// Raises exception `exc` again, its traceback unchanged (an `except` clause that did
    /// not match, the end of a `finally` block that an exception entered).
    #[op]
    #[cold]
    #[inline(never)]
    fn reraise(interp: &mut Interp<Isa>, exc: Value) -> Raise<Isa> {
        exceptions::reraise(interp, &exc)
    }

    /// The cleanup of a handler that raised: the exception handled before it is handled
    /// again, and `exc` goes on.
    #[op]
    #[cold]
    #[inline(never)]
    fn pop_except_reraise(interp: &mut Interp<Isa>, prev: Value, exc: Value) -> Raise<Isa> {
        let done = mem::replace(&mut interp.ctx().exc_info, prev);
        drop(done);
        exceptions::reraise(interp, &exc)
    }

    /// `with mgr:` starts: `mgr.__exit__` and `mgr.__enter__`, both bound, the exit to
    /// stay on the stack through the body and the enter for the `CALL 0` that follows
    /// (CPython 3.11's `BEFORE_WITH` calls `__enter__` itself; here its call is an
    /// ordinary call, which runs a Python `__enter__` in the loop, not a nested run).
    #[op]
    #[cold]
    #[inline(never)]
    fn before_with(interp: &mut Interp<Isa>, mgr: Value) -> Result<(Value, Value), Raise<Isa>> {
        Ok(exceptions::enter(interp, &mgr)?)
    }

    /// A `with` body raised `exc` (handled now; `prev` the exception handled before):
    /// copies of `__exit__` and the exception for `WITH_EXCEPT_START`, which consumes them
    /// (if it fails, the handler's values are still there for its cleanup).
    #[op]
    #[cold]
    fn with_exit_args(exit: Value, prev: Value, exc: Value) -> (Value, Value, Value, Value, Value) {
        (exit.clone(), prev, exc.clone(), exit, exc)
    }

    /// `exit(type(exc), exc, exc.__traceback__)` for a `with` body that raised `exc`: the
    /// result's truth says whether the exception is suppressed (CPython's
    /// `WITH_EXCEPT_START`).
    #[op]
    #[cold]
    #[inline(never)]
    fn with_except_start(
        interp: &mut Interp<Isa>,
        exit: Value,
        exc: Value,
    ) -> Result<Value, Raise<Isa>> {
        Ok(exceptions::exit_with(interp, &exit, &exc)?)
    }

    /// What a handler receives for an error: its exception object (see
    /// [`exceptions::catch`]).
    #[catch]
    fn catch(ctx: &mut Machine, error: VmError<Isa>) -> Result<Value, VmError<Isa>> {
        exceptions::catch(ctx, error)
    }

    /// `assert` failed: raises `AssertionError` (with the message on the stack).
    #[op]
    fn raise_assertion(msg: Value, #[oparg] has_msg: u32) -> Result<(), PyError> {
        let text = if has_msg == 1 {
            crate::value::format::str(&msg)
        } else {
            String::new()
        };
        Err(PyError::new(ExcType::AssertionError, text))
    }

    // Superinstructions, from the pair counts of the examples (`--stats`). The builder
    // fuses the first that matches in this order, so the three-load one comes first.
    macro_inst!(super LOAD_FAST_LOAD_FAST_LOAD_FAST = load_fast + load_fast + load_fast);
    macro_inst!(super LOAD_FAST_LOAD_FAST = load_fast + load_fast);
    macro_inst!(super STORE_ITEM_LOAD_FAST = store_item + load_fast);
    macro_inst!(super LOAD_CONST_LOAD_FAST = load_const + load_fast);
    macro_inst!(super STORE_FAST_LOAD_FAST = store_fast + load_fast);
    macro_inst!(super STORE_FAST_STORE_FAST = store_fast + store_fast);
    macro_inst!(super LOAD_FAST_LOAD_CONST = load_fast + load_const);
    // A closure's free variable and then a local (`left(env)` in a tree of lambdas).
    macro_inst!(super LOAD_FREE_LOAD_FAST = load_free + load_fast);
}

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
    let defaults = f.defaults.read();
    let first_default = np.saturating_sub(defaults.len());
    ctx.pending_defaults.clear();
    for i in (given.max(first_default)..np).rev() {
        ctx.pending_defaults
            .push(defaults[i - first_default].clone());
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
        f.shown_qualname(),
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
    let names = match kwnames {
        Some(Value::Tuple(names)) => Some(&names.0[..]),
        _ => None,
    };
    // A plain function called with keywords that name its parameters: the arguments are
    // put in parameter order where they lie (no allocation).
    if let (Value::Function(f), Some(names)) = (callee, names)
        && let Some(targets) = keyword_targets(f, args.len(), names.iter())
    {
        place_keywords(vm.machine(), f, args, &targets);
        return Ok(Invoke::Frame(FuncRef(Rc::clone(f))));
    }
    let k = names.map_or(0, <[Value]>::len);
    let p = args
        .len()
        .checked_sub(k)
        .ok_or_else(|| PyError::type_error("a call has more keyword names than arguments"))?;
    // A function with `*args`, `**kwargs` or keyword-only parameters, or called with
    // keywords the in-place path does not take (out of order, naming no parameter):
    // its arguments are bound by name, straight from the operands.
    if let Value::Function(f) = callee
        && (f.general.is_some() || k > 0)
    {
        let (positional, values) = args.split_at_mut(p);
        let kw = names
            .unwrap_or_default()
            .iter()
            .cloned()
            .zip(values.iter_mut().map(mem::take));
        let bound = bind(f, None, positional.iter_mut().map(mem::take), kw)?;
        return Ok(Invoke::Args(FuncRef(Rc::clone(f)), bound));
    }
    let kwargs = match names {
        Some(names) => {
            let kw: Keywords = names
                .iter()
                .cloned()
                .zip(args[p..].iter_mut().map(mem::take))
                .collect();
            Some((p, kw))
        }
        None => None,
    };
    match callee {
        // Without keywords (those took the paths above).
        Value::Function(f) => {
            if !check_arity(vm, f, args.len())? {
                let bound = bind(f, None, args.iter_mut().map(mem::take), [])?;
                return Ok(Invoke::Args(FuncRef(Rc::clone(f)), bound));
            }
            Ok(Invoke::Frame(FuncRef(Rc::clone(f))))
        }
        Value::Builtin(b) => {
            let (p, kw) = native(kwargs, args.len());
            Ok(Invoke::Value(builtins::call(vm, *b, &mut args[..p], &kw)?))
        }
        Value::Method(m) => {
            let (p, kw) = native(kwargs, args.len());
            Ok(Invoke::Value(methods::call(vm, *m, &mut args[..p], &kw)?))
        }
        Value::Class(c) => {
            let (p, kw) = native(kwargs, args.len());
            let args: Vec<Value> = args[..p].iter_mut().map(mem::take).collect();
            Ok(Invoke::Value(object::construct(vm, c, args, &kw)?))
        }
        Value::BoundMethod(m) => call_bound(vm, &m.func, &m.receiver, args, kwargs),
        Value::Instance(i) => match object::special(callee, "__call__") {
            // An instance of a standard module's class (`partial`, an `lru_cache`
            // wrapper): its handler at once, the instance first.
            Some(Value::Builtin(b)) if i.class.builtin => {
                let (p, kw) = native(kwargs, args.len());
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

/// Keyword arguments of a call to Python code, in the order given: each name (a `str`
/// value) and its value. The names stay values, so passing them on or binding them into
/// a `**kwargs` dict allocates no string.
pub type Keywords = Vec<(Value, Value)>;

/// A call's keyword arguments taken out of its arguments: how many positional ones
/// there are, and the (name, value) pairs.
type SplitKwargs = (usize, Keywords);

/// The text of keyword name `k` (a name that is no string, which only hand-made bytecode
/// could give, names no parameter).
fn key_str(k: &Value) -> &str {
    match k {
        Value::Str(s) => &s.s,
        _ => "",
    }
}

/// Keyword arguments as the builtins and methods take them (their names as strings),
/// with how many positional arguments come first (`n` when there are no keywords).
fn native(kwargs: Option<SplitKwargs>, n: usize) -> (usize, Vec<(Rc<str>, Value)>) {
    match kwargs {
        Some((p, kw)) => (
            p,
            kw.into_iter()
                .map(|(k, v)| (Rc::from(key_str(&k)), v))
                .collect(),
        ),
        None => (n, Vec::new()),
    }
}

/// At most this many keywords take the in-place path (more go through `bind`).
const IN_PLACE_KEYWORDS: usize = 8;

/// Where each keyword of a call of plain function `f` goes: for `n` arguments whose last
/// `names.len()` are the keywords' values, the parameter index of each. `None` (and the
/// general path, `bind`, with its errors) unless the keywords name parameters after the
/// positional ones in parameter order (the usual way, some left to their defaults),
/// every parameter neither passes has a default, and the call has at most
/// `IN_PLACE_KEYWORDS` keywords and `f` at most 64 parameters.
fn keyword_targets<'a>(
    f: &Function,
    n: usize,
    names: impl ExactSizeIterator<Item = &'a Value>,
) -> Option<KeywordTargets> {
    let np = f.nparams as usize;
    let k = names.len();
    if f.general.is_some() || k > IN_PLACE_KEYWORDS || n > np || k > n || np > 64 {
        return None;
    }
    let p = n - k;
    let params = param_names(f);
    if params.len() < np {
        return None;
    }
    let mut to = [0u8; IN_PLACE_KEYWORDS];
    let mut given: u64 = if p == 64 { u64::MAX } else { (1 << p) - 1 };
    let mut after = p;
    for (j, name) in names.enumerate() {
        let Value::Str(s) = name else { return None };
        let i = after + params[after..np].iter().position(|q| **q == *s.s)?;
        after = i + 1;
        given |= 1 << i;
        to[j] = i as u8;
    }
    let first_default = np.saturating_sub(f.defaults.len());
    if (p..first_default).any(|i| given & (1 << i) == 0) {
        return None;
    }
    Some(KeywordTargets { to, k })
}

/// Where a call's keywords go (`keyword_targets`).
struct KeywordTargets {
    /// The parameter index of each keyword, in call order (increasing).
    to: [u8; IN_PLACE_KEYWORDS],
    /// How many keywords there are.
    k: usize,
}

/// Puts the arguments of a call of plain function `f` in parameter order where they lie
/// (`args`: the positional ones, then the keywords' values): a keyword's value moves to
/// its parameter's slot, a parameter the call does not pass gets its default, and the
/// values of parameters past `args` go to the callee's `FILL_DEFAULT`s.
/// `args` followed by the string-keyed entries of `keywords`, put in parameter order for
/// plain function `f` as a call's keywords would be; `None` when they do not bind in place
/// (a key that is no parameter's name, or beyond the in-place limits), for the general
/// path to bind or refuse.
pub fn place_dict_keywords(
    ctx: &mut Machine,
    f: &Function,
    mut args: Vec<Value>,
    keywords: &crate::value::DictMap,
) -> Option<Vec<Value>> {
    if keywords.iter().any(|(k, _)| !matches!(k, Value::Str(_))) {
        return None;
    }
    let targets = keyword_targets(
        f,
        args.len() + keywords.len(),
        keywords
            .iter()
            .map(|(k, _)| k)
            .collect::<Vec<_>>()
            .into_iter(),
    )?;
    args.extend(keywords.iter().map(|(_, v)| v.clone()));
    place_keywords(ctx, f, &mut args, &targets);
    Some(args)
}

/// A keyword call's binding, worked out once for a call site's inline cache
/// (`CALL_KW_PY`): where each keyword's value goes, and what else the call needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeywordPlan {
    /// The parameter slot of each keyword, one byte each in call order.
    pub targets: u64,
    /// [`PLAN_KEYWORDS`]: how many keywords; [`PLAN_IN_PLACE`]: every value already
    /// lies in its slot and no default is needed; [`PLAN_PERMUTE`]: a signature with
    /// keyword-only parameters whose every slot the call fills (the values only move);
    /// [`PLAN_GENERAL`]: the call binds by name, by targets that may be [`TO_KWARGS`];
    /// from bit [`PLAN_DEFAULTS_SHIFT`] on: how many defaults the plain function must
    /// have (the ones the call leaves to them).
    pub shape: u32,
}

/// The bits of [`KeywordPlan::shape`] that count the keywords.
pub const PLAN_KEYWORDS: u32 = 0xf;
/// See [`KeywordPlan::shape`].
pub const PLAN_IN_PLACE: u32 = 1 << 4;
/// See [`KeywordPlan::shape`].
pub const PLAN_PERMUTE: u32 = 1 << 5;
/// See [`KeywordPlan::shape`].
pub const PLAN_DEFAULTS_SHIFT: u32 = 8;
/// [`KeywordPlan::shape`]'s flag for a signature that binds by name (`*args`,
/// `**kwargs`, parameters left to their defaults): [`bind_planned`] makes the locals.
pub const PLAN_GENERAL: u32 = 1 << 6;
/// A keyword's target in a general plan that is the `**kwargs` dict (no slot: at most
/// 64 named parameters).
const TO_KWARGS: u8 = 0xff;

/// The plan of a call of `f` with `n` arguments, the last `names.len()` of them keywords
/// with these names, when it binds without the general path: a plain function whose
/// parameters the keywords name in order (`keyword_targets`), a signature without
/// `*args` and `**kwargs` whose every parameter the call passes (keywords in any order,
/// none naming a positional-only parameter), or any other signature the call binds to
/// without error ([`PLAN_GENERAL`]). `None` for a call that raises, and past the limits
/// (8 keywords, 64 parameters).
pub fn keyword_plan(f: &Function, n: usize, names: &[Value]) -> Option<KeywordPlan> {
    let k = names.len();
    if k == 0 || k > IN_PLACE_KEYWORDS || k > n {
        return None;
    }
    let p = n - k;
    let pack = |to: &[u8]| {
        to.iter()
            .rev()
            .fold(0u64, |acc, &t| acc << 8 | u64::from(t))
    };
    let in_order = |to: &[u8]| to.iter().enumerate().all(|(j, &t)| t as usize == p + j);
    let Some((sig, _)) = &f.general else {
        let t = keyword_targets(f, n, names.iter())?;
        let to = &t.to[..k];
        let np = f.nparams as usize;
        // The first parameter the call leaves to its default, if any.
        let given = |i: usize| i < p || to.contains(&(i as u8));
        let needed = (p..np).find(|&i| !given(i)).map_or(0, |i| np - i);
        let mut shape = k as u32 | (needed as u32) << PLAN_DEFAULTS_SHIFT;
        if needed == 0 && n == np && in_order(to) {
            shape |= PLAN_IN_PLACE;
        }
        return Some(KeywordPlan {
            targets: pack(to),
            shape,
        });
    };
    let slots = sig.positional as usize + sig.kwonly as usize;
    if !sig.varargs && !sig.varkw && n == slots && p >= sig.posonly as usize {
        let mut to = [0u8; IN_PLACE_KEYWORDS];
        let mut seen = 0u64;
        for (j, name) in names.iter().enumerate() {
            let Value::Str(s) = name else { return None };
            let i = p + sig.names.get(p..slots)?.iter().position(|q| **q == *s.s)?;
            if i >= 64 || seen & 1 << i != 0 {
                return None;
            }
            seen |= 1 << i;
            to[j] = i as u8;
        }
        let to = &to[..k];
        let flag = if in_order(to) {
            PLAN_IN_PLACE
        } else {
            PLAN_PERMUTE
        };
        return Some(KeywordPlan {
            targets: pack(to),
            shape: k as u32 | flag,
        });
    }
    general_plan(f, sig, p, names).map(|to| KeywordPlan {
        targets: pack(&to.to[..k]),
        shape: k as u32 | PLAN_GENERAL | (to.needed as u32) << PLAN_DEFAULTS_SHIFT,
    })
}

/// A general plan's keyword targets, and how many positional defaults it needs.
struct GeneralTargets {
    /// Each keyword's slot, or [`TO_KWARGS`].
    to: [u8; IN_PLACE_KEYWORDS],
    /// How many of the last positional parameters the call leaves to their defaults
    /// (counted from the first it leaves).
    needed: usize,
}

/// The targets of a call of `f` (signature `sig`) with `p` positional arguments and
/// keywords `names` that binds without error now: each keyword a named parameter after
/// the positional ones, or the `**kwargs` dict; every parameter the call leaves out has
/// a default. `None` for a call the general binding must refuse (its errors), and past
/// the plan's limits (64 named parameters).
fn general_plan(
    f: &Function,
    sig: &Signature,
    p: usize,
    names: &[Value],
) -> Option<GeneralTargets> {
    let np = sig.positional as usize;
    let named = np + sig.kwonly as usize;
    if named > 64 || (p > np && !sig.varargs) || names.len() > IN_PLACE_KEYWORDS {
        return None;
    }
    let mut given = low_bits(p.min(np));
    let mut to = [0u8; IN_PLACE_KEYWORDS];
    for (j, name) in names.iter().enumerate() {
        let Value::Str(s) = name else { return None };
        let posonly = sig.posonly as usize;
        let found = sig
            .names
            .get(posonly..named)?
            .iter()
            .position(|q| **q == *s.s)
            .map(|i| i + posonly);
        to[j] = match found {
            Some(i) if given & 1 << i == 0 => {
                given |= 1 << i;
                i as u8
            }
            // A parameter given twice: the general binding's error.
            Some(_) => return None,
            None if sig.varkw && !names[..j].iter().any(|m| key_str(m) == &*s.s) => TO_KWARGS,
            None => return None,
        };
    }
    let first_default = np.saturating_sub(f.defaults.all_len());
    if (0..first_default).any(|i| given & 1 << i == 0) {
        return None;
    }
    let kwdefaults = f.general.as_ref()?.1.read();
    let kwonly_left = (np..named).any(|i| {
        given & 1 << i == 0 && matches!(kwdefaults.get(i - np), None | Some(Value::Undefined))
    });
    if kwonly_left {
        return None;
    }
    let needed = (0..np).find(|&i| given & 1 << i == 0).map_or(0, |i| np - i);
    Some(GeneralTargets { to, needed })
}

/// A mask of the `n` lowest bits (`n` at most 64).
fn low_bits(n: usize) -> u64 {
    if n >= 64 { u64::MAX } else { (1 << n) - 1 }
}

/// The locals of a keyword call of `f` (`args`: the positional arguments, then the
/// values of the keywords named in `names`) by a plan with [`PLAN_GENERAL`] that
/// [`keyword_plan`] made for `f`'s code and these names, built in `slots` (an empty
/// buffer): the positional arguments in their slots, each keyword's value in its
/// parameter's slot or the new `**kwargs` dict, the extra positional arguments in the
/// `*args` tuple, defaults for the rest. `None`, with every argument where it lies, when
/// `f` no longer has a default the call leaves to it (an assigned `__defaults__` or
/// `__kwdefaults__`).
#[inline]
pub fn bind_planned(
    f: &Function,
    names: &[Value],
    args: &mut [Value],
    plan: KeywordPlan,
    mut slots: Vec<Value>,
) -> Option<Vec<Value>> {
    let (sig, kwdefaults) = f.general.as_ref()?;
    let k = (plan.shape & PLAN_KEYWORDS) as usize;
    let p = args.len().checked_sub(k)?;
    if names.len() != k {
        return None;
    }
    let np = sig.positional as usize;
    let named = np + sig.kwonly as usize;
    let target = |j: usize| (plan.targets >> (8 * j)) as u8;
    let mut given = low_bits(p.min(np));
    let mut to_kwargs = 0;
    for j in 0..k {
        match target(j) {
            TO_KWARGS => to_kwargs += 1,
            t => given |= 1 << t,
        }
    }
    let defaults = f.defaults.read_all();
    let kwdefaults = kwdefaults.read();
    let first_default = np.saturating_sub(defaults.len());
    // Checked before anything moves: a miss leaves the call to the general path.
    for i in p.min(np)..named {
        let left = given & 1 << i == 0;
        if left
            && (i < first_default
                || (i >= np && matches!(kwdefaults.get(i - np), None | Some(Value::Undefined))))
        {
            return None;
        }
    }
    slots.clear();
    slots.reserve(sig.slots());
    slots.extend(args[..p.min(np)].iter_mut().map(mem::take));
    for i in p.min(np)..named {
        slots.push(if given & 1 << i != 0 {
            Value::Undefined
        } else if i < np {
            defaults[i - first_default].clone()
        } else {
            kwdefaults[i - np].clone()
        });
    }
    let mut kwargs = sig
        .varkw
        .then(|| crate::value::DictMap::with_capacity(to_kwargs));
    for (j, name) in names.iter().enumerate() {
        let v = mem::take(&mut args[p + j]);
        match target(j) {
            TO_KWARGS => match (&mut kwargs, name) {
                // why not `insert`: the plan checked that each name it sends here is a
                // string no earlier keyword of the call has (`general_plan`), so the
                // lookup `insert` makes first would find nothing.
                (Some(d), Value::Str(s)) => d.push_absent(s.hash(), name.clone(), v),
                (Some(d), _) => d.insert(name.clone(), v),
                (None, _) => {}
            },
            t => slots[t as usize] = v,
        }
    }
    if sig.varargs {
        let extra = args[p.min(np)..p].iter_mut().map(mem::take).collect();
        slots.push(Value::tuple(extra));
    }
    if let Some(d) = kwargs {
        slots.push(Value::dict(d));
    }
    Some(slots)
}

/// Whether [`place_planned`] can bind a call of `f` by `plan`: the defaults it needs are
/// there (a program may have assigned shorter `__defaults__` since the plan was made).
#[inline(always)]
pub fn plan_fits(f: &Function, shape: u32) -> bool {
    f.defaults.len() >= (shape >> PLAN_DEFAULTS_SHIFT) as usize
}

/// Puts the arguments of a call in parameter order where they lie, by a plan
/// [`keyword_plan`] made for the callee's code and these keyword names ([`plan_fits`]
/// checked): afterwards the callee's frame takes them as they are (`Invoke::Frame`).
#[inline]
pub fn place_planned(ctx: &mut Machine, f: &Function, args: &mut [Value], plan: KeywordPlan) {
    if plan.shape & PLAN_IN_PLACE != 0 {
        return;
    }
    let k = (plan.shape & PLAN_KEYWORDS) as usize;
    let mut to = [0u8; IN_PLACE_KEYWORDS];
    for (j, t) in to.iter_mut().enumerate().take(k) {
        *t = (plan.targets >> (8 * j)) as u8;
    }
    let p = args.len() - k;
    if plan.shape & PLAN_PERMUTE != 0 {
        let mut moving: [Value; IN_PLACE_KEYWORDS] = Default::default();
        for (j, v) in moving.iter_mut().enumerate().take(k) {
            *v = mem::take(&mut args[p + j]);
        }
        for (j, v) in moving.iter_mut().enumerate().take(k) {
            args[to[j] as usize] = mem::take(v);
        }
        return;
    }
    place_keywords(ctx, f, args, &KeywordTargets { to, k });
}

fn place_keywords(ctx: &mut Machine, f: &Function, args: &mut [Value], t: &KeywordTargets) {
    let (n, np) = (args.len(), f.nparams as usize);
    let p = n - t.k;
    let defaults = f.defaults.read();
    let first_default = np.saturating_sub(defaults.len());
    let to = &t.to[..t.k];
    ctx.pending_defaults.clear();
    for i in (n..np).rev() {
        let v = match to.iter().position(|&to| to as usize == i) {
            Some(j) => mem::take(&mut args[p + j]),
            None => defaults[i - first_default].clone(),
        };
        ctx.pending_defaults.push(v);
    }
    // Each value moves up to its parameter's slot (targets increase, and each is at or
    // past its value's slot), the last first, so none is overwritten before it moves.
    for (j, &to) in to.iter().enumerate().rev() {
        let to = to as usize;
        if to < n && to != p + j {
            args[to] = mem::take(&mut args[p + j]);
        }
    }
    let mut next = to.iter().map(|&to| to as usize).peekable();
    for (i, slot) in args.iter_mut().enumerate().skip(p) {
        if next.peek() == Some(&i) {
            next.next();
        } else {
            *slot = defaults[i - first_default].clone();
        }
    }
}

#[cold]
fn not_callable(v: &Value) -> PyError {
    PyError::type_error(format!("'{}' object is not callable", v.type_name()))
}

/// Checks a positional call of `f` with `given` arguments, and leaves the defaults of the
/// parameters it does not pass for the callee's prologue: `true`. `false` when the call
/// needs defaults that the prologue does not fill (assigned to `__defaults__` after the
/// function was made, see `Defaults`): it must bind its arguments (`bind`).
#[inline]
fn check_arity(vm: &mut dyn Vm, f: &Function, given: usize) -> PyResult<bool> {
    let np = f.nparams as usize;
    if given > np {
        return Err(too_many(f, np, given, 0));
    }
    let required = np.saturating_sub(f.defaults.len());
    if given < required {
        let required = np.saturating_sub(f.defaults.all_len());
        if given >= required {
            return Ok(false);
        }
        return Err(missing(f, &param_names(f)[given..required]));
    }
    if given < np {
        push_defaults(vm.machine(), f, given);
    }
    Ok(true)
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
        // Only `CALL_ALLOC_AND_ENTER_INIT` and `CALL_LEN_INSTANCE` make these, from
        // their own operands.
        Invoke::Init(..) | Invoke::Convert(..) | Invoke::Entered => {
            return Err(PyError::new(
                crate::error::ExcType::RuntimeError,
                "internal error: a checked call through a method slot",
            ));
        }
    })
}

/// Whether `f`'s signature is positional parameters, `*args` and perhaps `**kwargs` (no
/// keyword-only ones), and `given` positional arguments fill the positional parameters:
/// a call of it without keywords binds by position alone.
#[inline]
pub fn star_signature(f: &Function, given: usize) -> bool {
    matches!(&f.general, Some((sig, _)) if sig.varargs && sig.kwonly == 0 && sig.positional as usize <= given)
}

/// What a call leaves in the `**kwargs` slot of `f` for no keywords: `None` when its
/// code only passes the dict on (the `SPREAD_LAZY_KWARGS` calls of `isa`), else a new
/// empty dict.
#[inline(always)]
pub fn empty_kwargs(f: &Function) -> Value {
    if f.code.extra.lazy_kwargs {
        Value::None
    } else {
        Value::dict(crate::value::DictMap::new())
    }
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
        // Positional parameters then `*args`, no keywords (a `with` statement's
        // `__exit__(self, *exc)`): bound by position, without the general binder, which
        // made such a `with` block dearer than CPython's (2775 -> 2496 instructions,
        // CPython 2598). why not a specialization of CALL: a new member of that family
        // cost every example 0.1-0.6% more instructions (register pressure in the loop).
        (Value::Function(f), None) if star_signature(f, args.len() + 1) && object::binds(func) => {
            let (sig, _) = f.general.as_ref().expect("a star signature is general");
            let np = sig.positional as usize;
            let mut slots = Vec::with_capacity(sig.slots());
            let mut given = std::iter::once(receiver.clone()).chain(args.iter_mut().map(mem::take));
            slots.extend(given.by_ref().take(np));
            slots.push(Value::tuple(given.collect()));
            if sig.varkw {
                slots.push(empty_kwargs(f));
            }
            Ok(Invoke::Args(FuncRef(Rc::clone(f)), slots))
        }
        (Value::Function(f), kwargs)
            if (f.general.is_some() || kwargs.is_some()) && object::binds(func) =>
        {
            let (p, kw) = kwargs.unwrap_or((args.len(), Vec::new()));
            Ok(Invoke::Args(
                FuncRef(Rc::clone(f)),
                bind(
                    f,
                    Some(receiver.clone()),
                    args[..p].iter_mut().map(mem::take),
                    kw,
                )?,
            ))
        }
        (Value::Function(f), None) if object::binds(func) => {
            if !check_arity(vm, f, args.len() + 1)? {
                let args = args.iter_mut().map(mem::take);
                let bound = bind(f, Some(receiver.clone()), args, [])?;
                return Ok(Invoke::Args(FuncRef(Rc::clone(f)), bound));
            }
            Ok(Invoke::Bound(FuncRef(Rc::clone(f)), receiver.clone()))
        }
        // A method of a class a standard module defines (`partial.__call__`): its
        // handler at once, the receiver first.
        (Value::Builtin(b), kwargs) if b.is_method() => {
            let (p, kw) = native(kwargs, args.len());
            Ok(Invoke::Value(call_method(
                vm,
                *b,
                receiver,
                &mut args[..p],
                &kw,
            )?))
        }
        (f, kwargs) => {
            let (p, kw) = native(kwargs, args.len());
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
    mut positional: Vec<Value>,
    kw: Keywords,
) -> PyResult<Invoke<I>> {
    match callee {
        // A plain function: the arguments as they are when they need no binding by
        // name (`f(*args)`), or put in parameter order in place.
        Value::Function(f) if f.general.is_none() && kw.is_empty() => {
            if !check_arity(vm, f, positional.len())? {
                let bound = bind(f, None, positional.into_iter(), [])?;
                return Ok(Invoke::Args(FuncRef(Rc::clone(f)), bound));
            }
            Ok(Invoke::Args(FuncRef(Rc::clone(f)), positional))
        }
        Value::Function(f)
            if let Some(targets) =
                keyword_targets(f, positional.len() + kw.len(), kw.iter().map(|(k, _)| k)) =>
        {
            positional.extend(kw.into_iter().map(|(_, v)| v));
            place_keywords(vm.machine(), f, &mut positional, &targets);
            Ok(Invoke::Args(FuncRef(Rc::clone(f)), positional))
        }
        Value::Function(f) => Ok(Invoke::Args(
            FuncRef(Rc::clone(f)),
            bind(f, None, positional.into_iter(), kw)?,
        )),
        Value::BoundMethod(m)
            if matches!(&m.func, Value::Function(_)) && object::binds(&m.func) =>
        {
            let Value::Function(f) = &m.func else {
                unreachable!("matched above")
            };
            let receiver = Some(m.receiver.clone());
            Ok(Invoke::Args(
                FuncRef(Rc::clone(f)),
                bind(f, receiver, positional.into_iter(), kw)?,
            ))
        }
        _ => {
            let mut args = positional;
            let kwnames =
                (!kw.is_empty()).then(|| Value::tuple(kw.iter().map(|(k, _)| k.clone()).collect()));
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
                Invoke::Init(..) | Invoke::Convert(..) | Invoke::Entered => {
                    return Err(PyError::new(
                        crate::error::ExcType::RuntimeError,
                        "internal error: a checked call through CALL_FUNCTION_EX",
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
///
/// `receiver` (a method's `self`) comes before `positional`.
pub fn bind(
    f: &Function,
    receiver: Option<Value>,
    positional: impl ExactSizeIterator<Item = Value>,
    kw: impl IntoIterator<Item = (Value, Value)>,
) -> PyResult<Vec<Value>> {
    let plain;
    let sig: &Signature = match &f.general {
        Some((sig, _)) => sig,
        None => {
            plain = Signature {
                names: param_names(f).to_vec(),
                positional: f.nparams,
                ..Default::default()
            };
            &plain
        }
    };
    // (Borrowed while binding, which runs no Python code that could assign new ones.)
    let kwdefaults = f.general.as_ref().map(|(_, k)| k.read());
    let kwdefaults: &[Value] = kwdefaults.as_deref().unwrap_or(&[]);
    let np = sig.positional as usize;
    let named = np + sig.kwonly as usize;
    // (A trusted-length collect: `resize_with` wrote the empty slots one checked push at
    // a time.)
    let mut slots: Vec<Value> = (0..sig.slots()).map(|_| Value::Undefined).collect();
    let given = positional.len() + usize::from(receiver.is_some());
    let mut extra = Vec::with_capacity(given.saturating_sub(np));
    let all = receiver.into_iter().chain(positional);
    for (i, v) in all.enumerate() {
        match slots.get_mut(i).filter(|_| i < np) {
            Some(slot) => *slot = v,
            None => extra.push(v),
        }
    }
    let kw = kw.into_iter();
    // At most this many keywords (a dict's entries are counted from above).
    let given_kw = match kw.size_hint() {
        (_, Some(most)) => most,
        (least, None) => least,
    };
    // The `**kwargs` dict, made at the first keyword it takes (with room for the rest).
    let mut kwdict: Option<crate::value::DictMap> = None;
    let mut posonly_named = Vec::new();
    let mut kwonly_given = 0;
    for (j, (key, v)) in kw.enumerate() {
        let name = key_str(&key);
        match sig.names[..named.min(sig.names.len())]
            .iter()
            .position(|n| **n == *name)
        {
            Some(i) if i >= sig.posonly as usize => {
                if !matches!(slots[i], Value::Undefined) {
                    return Err(PyError::type_error(format!(
                        "{}() got multiple values for argument '{name}'",
                        f.shown_qualname()
                    )));
                }
                kwonly_given += (i >= np) as usize;
                slots[i] = v;
            }
            _ if sig.varkw => {
                let d = kwdict.get_or_insert_with(|| {
                    crate::value::DictMap::with_capacity(given_kw.saturating_sub(j))
                });
                // why after the insert (a key already there leaves the count): the
                // error drops the dict anyway, and a lookup first cost every keyword a
                // second probe.
                let before = d.len();
                d.insert(key.clone(), v);
                if d.len() == before {
                    return Err(PyError::type_error(format!(
                        "{}() got multiple values for keyword argument '{name}'",
                        f.shown_qualname()
                    )));
                }
            }
            Some(_) => posonly_named.push(Rc::from(name)),
            None => {
                return Err(PyError::type_error(format!(
                    "{}() got an unexpected keyword argument '{name}'",
                    f.shown_qualname()
                )));
            }
        }
    }
    if !extra.is_empty() && !sig.varargs {
        return Err(too_many(f, np, given, kwonly_given));
    }
    if !posonly_named.is_empty() {
        let names: Vec<&str> = posonly_named.iter().map(|n| &**n).collect();
        return Err(PyError::type_error(format!(
            "{}() got some positional-only arguments passed as keyword arguments: '{}'",
            f.shown_qualname(),
            names.join(", ")
        )));
    }
    let defaults = f.defaults.read_all();
    let first_default = np.saturating_sub(defaults.len());
    let absent: Vec<Rc<str>> = (0..first_default)
        .filter(|&i| matches!(slots[i], Value::Undefined))
        .map(|i| sig.names[i].clone())
        .collect();
    if !absent.is_empty() {
        return Err(missing(f, &absent));
    }
    for (slot, d) in slots[first_default..np].iter_mut().zip(defaults.iter()) {
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
    if sig.varkw {
        let last = slots.len() - 1;
        slots[last] = Value::dict(kwdict.unwrap_or_default());
    }
    Ok(slots)
}

/// CPython's message for `given` positional arguments to `f`, which takes `np` (and was
/// given `kwonly_given` keyword-only arguments by name).
#[cold]
fn too_many(f: &Function, np: usize, given: usize, kwonly_given: usize) -> PyError {
    let nd = f.defaults.all_len();
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
        f.shown_qualname()
    ))
}

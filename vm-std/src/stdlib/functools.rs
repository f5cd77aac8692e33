//! `functools`: `reduce`, `partial`, `lru_cache`/`cache`, `wraps`/`update_wrapper`,
//! `cmp_to_key` and `total_ordering`, as CPython 3.11's.
//!
//! `partial`, the `lru_cache` wrapper, `cmp_to_key`'s key and `cache_info()`'s result are
//! builtin classes (see [`super::native_class`]): their instances are ordinary instances
//! (attributes, `__dict__`, subclasses and special methods work as for any class) whose
//! methods are this table's `type.method` entries and whose Rust state (a partial's
//! function and arguments, a cache's table) is the instance's builtin part. Calling one
//! goes from `call.rs` straight to its `__call__` handler.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::object::{self, special};
use crate::ops::{self, cmp};
use crate::runtime::{Vm, keys};
use crate::value::class::Class;
use crate::value::iter::iterate;
use crate::value::native::Kwargs;
use crate::value::{Builtin, Dict, DictMap, NativeState, Value, obj, visit_values};

use super::{ClassCell, NativeModule, bind_args, call2, native_class, positional, state};

crate::runtime::table::natives! {
    table = 7;
    CACHE = "cache" (1) => cache;
    CMP_TO_KEY = "cmp_to_key" (0..) keywords(*) => cmp_to_key;
    LRU_CACHE = "lru_cache" (0..) keywords(*) => lru_cache;
    REDUCE = "reduce" (0..) keywords(*) => reduce;
    TOTAL_ORDERING = "total_ordering" (1) => total_ordering;
    UPDATE_WRAPPER = "update_wrapper" (0..) keywords(*) => update_wrapper;
    WRAPS = "wraps" (0..) keywords(*) => wraps;
    // What `lru_cache(maxsize)` returns calls this (as a partial) on the function.
    #[hidden]
    LRU_DECORATE = "decorating_function" (1..) keywords(*) => lru_decorate;

    PARTIAL_INIT = "functools.partial.__init__" (0..) keywords(*) => partial_init;
    PARTIAL_CALL = "functools.partial.__call__" (1..) keywords(*) => partial_call;
    PARTIAL_REPR = "functools.partial.__repr__" (1) => partial_repr;
    PARTIAL_FUNC = "functools.partial.func" (1) => partial_func;
    PARTIAL_ARGS = "functools.partial.args" (1) => partial_args;
    PARTIAL_KEYWORDS = "functools.partial.keywords" (1) => partial_keywords;

    LRU_CALL = "functools._lru_cache_wrapper.__call__" (1..) keywords(*) => lru_call;
    LRU_GET = "functools._lru_cache_wrapper.__get__" (2..=3) => lru_get;
    LRU_CACHE_INFO = "functools._lru_cache_wrapper.cache_info" (1) => cache_info;
    LRU_CACHE_CLEAR = "functools._lru_cache_wrapper.cache_clear" (1) => cache_clear;
    LRU_CACHE_PARAMETERS = "functools._lru_cache_wrapper.cache_parameters" (1)
        => cache_parameters;

    INFO_REPR = "functools.CacheInfo.__repr__" (1) => info_repr;
    INFO_EQ = "functools.CacheInfo.__eq__" (2) => info_eq;
    INFO_HASH = "functools.CacheInfo.__hash__" (1) => info_hash;
    INFO_ITER = "functools.CacheInfo.__iter__" (1) => info_iter;
    INFO_LEN = "functools.CacheInfo.__len__" (1) => info_len;
    INFO_GETITEM = "functools.CacheInfo.__getitem__" (2) => info_getitem;
    INFO_HITS = "functools.CacheInfo.hits" (1) => info_hits;
    INFO_MISSES = "functools.CacheInfo.misses" (1) => info_misses;
    INFO_MAXSIZE = "functools.CacheInfo.maxsize" (1) => info_maxsize;
    INFO_CURRSIZE = "functools.CacheInfo.currsize" (1) => info_currsize;

    CACHED_INIT = "functools.cached_property.__init__" (2) => cached_init;
    CACHED_SET_NAME = "functools.cached_property.__set_name__" (3) => cached_set_name;
    CACHED_GET = "functools.cached_property.__get__" (2..=3) => cached_get;

    KEY_CALL = "functools.KeyWrapper.__call__" (2) => key_call;
    KEY_LT = "functools.KeyWrapper.__lt__" (2) => key_lt;
    KEY_LE = "functools.KeyWrapper.__le__" (2) => key_le;
    KEY_EQ = "functools.KeyWrapper.__eq__" (2) => key_eq;
    KEY_NE = "functools.KeyWrapper.__ne__" (2) => key_ne;
    KEY_GT = "functools.KeyWrapper.__gt__" (2) => key_gt;
    KEY_GE = "functools.KeyWrapper.__ge__" (2) => key_ge;
    KEY_OBJ = "functools.KeyWrapper.obj" (1) => key_obj;

    // The comparisons `total_ordering` adds, from the one a class defines (and `==`).
    GT_FROM_LT = "functools._gt_from_lt" (2) => gt_from_lt;
    LE_FROM_LT = "functools._le_from_lt" (2) => le_from_lt;
    GE_FROM_LT = "functools._ge_from_lt" (2) => ge_from_lt;
    GE_FROM_LE = "functools._ge_from_le" (2) => ge_from_le;
    LT_FROM_LE = "functools._lt_from_le" (2) => lt_from_le;
    GT_FROM_LE = "functools._gt_from_le" (2) => gt_from_le;
    LT_FROM_GT = "functools._lt_from_gt" (2) => lt_from_gt;
    GE_FROM_GT = "functools._ge_from_gt" (2) => ge_from_gt;
    LE_FROM_GT = "functools._le_from_gt" (2) => le_from_gt;
    LE_FROM_GE = "functools._le_from_ge" (2) => le_from_ge;
    GT_FROM_GE = "functools._gt_from_ge" (2) => gt_from_ge;
    LT_FROM_GE = "functools._lt_from_ge" (2) => lt_from_ge;
}

pub const MODULE: NativeModule = NativeModule {
    name: "functools",
    functions: &TABLE,
    values,
};

/// What `update_wrapper` copies (`WRAPPER_ASSIGNMENTS`) and merges (`WRAPPER_UPDATES`).
const ASSIGNED: [&str; 5] = [
    "__module__",
    "__name__",
    "__qualname__",
    "__doc__",
    "__annotations__",
];
const UPDATED: [&str; 1] = ["__dict__"];

fn values(vm: &mut dyn Vm) -> Vec<(&'static str, Value)> {
    let strings = |names: &[&str]| Value::tuple(names.iter().map(|n| Value::str(*n)).collect());
    vec![
        ("partial", Value::class(PARTIAL.get(vm, partial_class))),
        (
            "_lru_cache_wrapper",
            Value::class(LRU_WRAPPER.get(vm, lru_class)),
        ),
        ("_CacheInfo", Value::class(CACHE_INFO.get(vm, info_class))),
        (
            "cached_property",
            Value::class(CACHED_PROPERTY.get(vm, cached_class)),
        ),
        ("WRAPPER_ASSIGNMENTS", strings(&ASSIGNED)),
        ("WRAPPER_UPDATES", strings(&UPDATED)),
    ]
}

thread_local! {
    static PARTIAL_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
    static LRU_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
    static INFO_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
    static KEY_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
    static CACHED_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
}

static PARTIAL: ClassCell = ClassCell::new(&PARTIAL_CELL);
static LRU_WRAPPER: ClassCell = ClassCell::new(&LRU_CELL);
static CACHE_INFO: ClassCell = ClassCell::new(&INFO_CELL);
static KEY_WRAPPER: ClassCell = ClassCell::new(&KEY_CELL);
static CACHED_PROPERTY: ClassCell = ClassCell::new(&CACHED_CELL);

fn cached_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "functools.cached_property",
        &[CACHED_INIT, CACHED_SET_NAME, CACHED_GET],
        &[],
        &[],
    )
}

fn partial_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "functools.partial",
        &[PARTIAL_INIT, PARTIAL_CALL, PARTIAL_REPR],
        &[PARTIAL_FUNC, PARTIAL_ARGS, PARTIAL_KEYWORDS],
        &[],
    )
}

fn lru_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "functools._lru_cache_wrapper",
        &[
            LRU_CALL,
            LRU_GET,
            LRU_CACHE_INFO,
            LRU_CACHE_CLEAR,
            LRU_CACHE_PARAMETERS,
        ],
        &[],
        &[],
    )
}

fn info_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "functools.CacheInfo",
        &[
            INFO_REPR,
            INFO_EQ,
            INFO_HASH,
            INFO_ITER,
            INFO_LEN,
            INFO_GETITEM,
        ],
        &[INFO_HITS, INFO_MISSES, INFO_MAXSIZE, INFO_CURRSIZE],
        &[],
    )
}

fn key_class(object: &Value) -> Rc<Class> {
    native_class(
        object,
        "functools.KeyWrapper",
        &[KEY_CALL, KEY_LT, KEY_LE, KEY_EQ, KEY_NE, KEY_GT, KEY_GE],
        &[KEY_OBJ],
        &["__hash__"],
    )
}

/// A new instance of `class` whose builtin part is `st`.
fn instance_with(class: &Rc<Class>, st: impl NativeState) -> Value {
    let v = object::new_instance(class);
    if let Value::Instance(i) = &v {
        *i.native.borrow_mut() = Value::opaque(st);
    }
    v
}

/// Runs `f` on the state of type `T` of `v` (an instance of `class`), or CPython's
/// error for a method called on something else.
fn with<T: NativeState, R>(v: &Value, class: &str, f: impl FnOnce(&T) -> R) -> PyResult<R> {
    let st = state(v).ok_or_else(|| super::not_initialized(class, v))?;
    let t = st
        .get::<T>()
        .ok_or_else(|| super::not_initialized(class, v))?;
    Ok(f(t))
}

/// Visits the values of `values` for the cycle collector.
fn visit(values: &[&Value], f: &mut dyn FnMut(usize)) -> Option<usize> {
    Some(visit_values(values.iter().copied(), f))
}

// ------------------------------------------------------------ reduce

/// `reduce(function, iterable[, initial])`.
fn reduce(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("reduce", args, kw, 2, 3)?;
    let f = args[0].clone();
    let mut it = match special::iterate(vm, &args[1]) {
        Ok(it) => it,
        Err(e) if e.kind() == ExcType::TypeError => {
            return Err(PyError::type_error("reduce() arg 2 must support iteration"));
        }
        Err(e) => return Err(e),
    };
    let mut acc = args.get_mut(2).map(std::mem::take);
    while let Some(item) = special::next(vm, &mut it)? {
        acc = Some(match acc {
            None => item,
            Some(a) => call2(vm, &f, a, item)?,
        });
    }
    acc.ok_or_else(|| PyError::type_error("reduce() of empty iterable with no initial value"))
}

// ------------------------------------------------------------ cached_property

/// `cached_property(func)`: keeps `func`, its `__doc__`, and `attrname` (set by
/// `__set_name__`), as instance attributes (`Class.prop.attrname` reads them).
fn cached_init(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Instance(this) = &args[0] else {
        return Err(PyError::type_error(
            "cached_property.__init__ needs an instance",
        ));
    };
    let func = args[1].clone();
    let doc = object::getattr_opt(vm, &func, "__doc__")?.unwrap_or(Value::None);
    this.set(&Rc::from("func"), func)?;
    this.set(&Rc::from("attrname"), Value::None)?;
    this.set(&Rc::from("__doc__"), doc)?;
    Ok(Value::None)
}

/// `__set_name__(owner, name)`: the attribute the value is cached under; one property
/// may not be given two names.
fn cached_set_name(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Instance(this) = &args[0] else {
        return Ok(Value::None);
    };
    let name = args[2].clone();
    match &this.get("attrname") {
        None | Some(Value::None) => this.set(&Rc::from("attrname"), name)?,
        Some(Value::Str(old)) if matches!(&name, Value::Str(n) if n.s == old.s) => {}
        Some(old) => {
            return Err(PyError::type_error(format!(
                "Cannot assign the same cached_property to two different names ({} and {}).",
                crate::value::format::repr(old),
                crate::value::format::repr(&name)
            )));
        }
    }
    Ok(Value::None)
}

/// `__get__(instance, owner)`: itself through the class; else the instance's own
/// attribute `attrname`, computed by `func(instance)` and stored there on the first read
/// (CPython stores it in the instance's `__dict__`, past any `__setattr__`: so does this,
/// in the instance's attribute slots, which a later read finds before the descriptor).
fn cached_get(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Instance(this) = &args[0] else {
        return Ok(args[0].clone());
    };
    let instance = match &args[1] {
        Value::None => return Ok(args[0].clone()),
        Value::Instance(i) => Rc::clone(i),
        other => {
            return Err(PyError::type_error(format!(
                "No '__dict__' attribute on '{}' instance to cache {} property.",
                other.type_name(),
                crate::value::format::repr(&this.get("attrname").unwrap_or(Value::None))
            )));
        }
    };
    let name = match &this.get("attrname") {
        Some(Value::Str(s)) => Rc::<str>::from(&*s.s),
        _ => {
            return Err(PyError::type_error(
                "Cannot use cached_property instance without calling __set_name__ on it.",
            ));
        }
    };
    if instance.class.slots.is_some() {
        return Err(PyError::type_error(format!(
            "No '__dict__' attribute on '{}' instance to cache '{name}' property.",
            instance.class.name
        )));
    }
    if let Some(v) = instance.get(&name) {
        return Ok(v);
    }
    let func = this.get("func").unwrap_or(Value::None);
    let v = vm.call(&func, vec![args[1].clone()], &[])?;
    instance.set(&name, v.clone())?;
    Ok(v)
}

// ------------------------------------------------------------ partial

/// A partial's function and the arguments it adds.
struct Partial {
    func: Value,
    /// A tuple.
    args: Value,
    /// A dict (the one `p.keywords` gives: changing it changes the calls).
    keywords: Value,
}

impl NativeState for Partial {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        visit(&[&self.func, &self.args, &self.keywords], f)
    }

    fn clear(&self) {}
}

/// `partial(func, *args, **keywords)` (its `__init__`): a partial of a partial (without
/// attributes of its own) takes that one's function and arguments first.
fn partial_init(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let Some(Value::Instance(this)) = args.first() else {
        return Err(PyError::type_error("partial.__init__ needs an instance"));
    };
    let this = Rc::clone(this);
    let Some(func) = args.get(1).cloned() else {
        return Err(PyError::type_error(
            "type 'partial' takes at least one argument",
        ));
    };
    if !object::callable(&func) {
        return Err(PyError::type_error("the first argument must be callable"));
    }
    let mut positional = Vec::new();
    let mut keywords = DictMap::new();
    let mut func = func;
    let inner = match &func {
        Value::Instance(i)
            if i.items().is_empty()
                && matches!(i.class.lookup("__call__"), Some(Value::Builtin(b)) if b == PARTIAL_CALL) =>
        {
            state(&func).and_then(|st| {
                st.get::<Partial>()
                    .map(|p| (p.func.clone(), p.args.clone(), p.keywords.clone()))
            })
        }
        _ => None,
    };
    if let Some((f, a, k)) = inner {
        func = f;
        if let Value::Tuple(t) = &a {
            positional.extend(t.0.iter().cloned());
        }
        if let Value::Dict(d) = &k {
            keywords = d.0.borrow().clone();
        }
    }
    positional.extend(args[2..].iter_mut().map(std::mem::take));
    for (k, v) in kw {
        keywords.insert(Value::str(&**k), v.clone());
    }
    *this.native.borrow_mut() = Value::opaque(Partial {
        func,
        args: Value::tuple(positional),
        keywords: Value::dict(keywords),
    });
    Ok(Value::None)
}

/// The function, arguments and keywords of partial `v`.
fn partial_parts(v: &Value) -> PyResult<(Value, Value, Value)> {
    with::<Partial, _>(v, "functools.partial", |p| {
        (p.func.clone(), p.args.clone(), p.keywords.clone())
    })
}

/// `p(*args, **kw)`: its function with its arguments then these, its keywords updated
/// by these.
fn partial_call(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let st =
        state(&args[0]).ok_or_else(|| super::not_initialized("functools.partial", &args[0]))?;
    let p = st
        .get::<Partial>()
        .ok_or_else(|| super::not_initialized("functools.partial", &args[0]))?;
    let bound: &[Value] = match &p.args {
        Value::Tuple(t) => &t.0,
        _ => &[],
    };
    let given = &mut args[1..];
    let no_keywords = matches!(&p.keywords, Value::Dict(d) if d.0.borrow().is_empty());
    if no_keywords && kw.is_empty() && bound.len() + given.len() <= 4 {
        // The common call: a few positional arguments, on the stack.
        let mut all: [Value; 4] = Default::default();
        let n = bound.len() + given.len();
        for (slot, v) in all.iter_mut().zip(
            bound
                .iter()
                .cloned()
                .chain(given.iter_mut().map(std::mem::take)),
        ) {
            *slot = v;
        }
        return vm.call_slice(&p.func, &mut all[..n]);
    }
    let mut positional = Vec::with_capacity(bound.len() + given.len());
    positional.extend(bound.iter().cloned());
    positional.extend(given.iter_mut().map(std::mem::take));
    let merged;
    let kw: &Kwargs = match &p.keywords {
        Value::Dict(d) if !no_keywords => {
            let mut all: Vec<(Rc<str>, Value)> = Vec::new();
            for (k, v) in d.0.borrow().iter() {
                let Value::Str(k) = k else {
                    return Err(PyError::type_error("keywords must be strings"));
                };
                all.push((Rc::from(k.s.as_str()), v.clone()));
            }
            for (k, v) in kw {
                match all.iter_mut().find(|(n, _)| n == k) {
                    Some(slot) => slot.1 = v.clone(),
                    None => all.push((k.clone(), v.clone())),
                }
            }
            merged = all;
            &merged
        }
        _ => kw,
    };
    vm.call(&p.func, positional, kw)
}

/// `repr(p)`: `functools.partial(<func>, 1, k=2)` (a subclass's own name first).
fn partial_repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (func, pargs, pkw) = partial_parts(&args[0])?;
    let name = match &args[0] {
        Value::Instance(i) => i.class.name.to_string(),
        other => other.type_name().to_string(),
    };
    let mut out = format!("{name}({}", object::repr(vm, &func)?);
    if let Value::Tuple(t) = &pargs {
        for a in t.0.iter() {
            out.push_str(", ");
            out.push_str(&object::repr(vm, a)?);
        }
    }
    if let Value::Dict(d) = &pkw {
        let entries: Vec<(Value, Value)> =
            d.0.borrow()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
        for (k, v) in entries {
            out.push_str(", ");
            out.push_str(&object::str(vm, &k)?);
            out.push('=');
            out.push_str(&object::repr(vm, &v)?);
        }
    }
    out.push(')');
    Ok(Value::str(out))
}

fn partial_func(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(partial_parts(&args[0])?.0)
}

fn partial_args(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(partial_parts(&args[0])?.1)
}

fn partial_keywords(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(partial_parts(&args[0])?.2)
}

/// A new `partial(func, *args, **kw)`.
fn new_partial(vm: &mut dyn Vm, func: Value, args: Vec<Value>, kw: &[(&str, Value)]) -> Value {
    let class = PARTIAL.get(vm, partial_class);
    let mut keywords = DictMap::new();
    for (k, v) in kw {
        keywords.insert(Value::str(*k), v.clone());
    }
    instance_with(
        &class,
        Partial {
            func,
            args: Value::tuple(args),
            keywords: Value::dict(keywords),
        },
    )
}

// ------------------------------------------------------------ wraps

/// The checks of a call of a function CPython writes in Python (`update_wrapper`,
/// `wraps`): its `TypeError`s for too many positional arguments, an unknown or repeated
/// keyword and missing required arguments, as a Python function's call raises them.
fn python_signature(
    name: &str,
    params: &[&str],
    required: usize,
    args: &[Value],
    kw: &Kwargs,
) -> PyResult<()> {
    if args.len() > params.len() {
        return Err(PyError::type_error(format!(
            "{name}() takes from {required} to {} positional arguments but {} were given",
            params.len(),
            args.len()
        )));
    }
    for (k, _) in kw {
        match params.iter().position(|p| **p == **k) {
            None => {
                return Err(PyError::type_error(format!(
                    "{name}() got an unexpected keyword argument '{k}'"
                )));
            }
            Some(i) if i < args.len() => {
                return Err(PyError::type_error(format!(
                    "{name}() got multiple values for argument '{k}'"
                )));
            }
            Some(_) => {}
        }
    }
    let missing: Vec<String> = params[..required]
        .iter()
        .enumerate()
        .filter(|(i, p)| *i >= args.len() && !kw.iter().any(|(k, _)| &**k == **p))
        .map(|(_, p)| format!("'{p}'"))
        .collect();
    if !missing.is_empty() {
        let list = match missing.as_slice() {
            [one] => one.clone(),
            [a, b] => format!("{a} and {b}"),
            [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
            [] => String::new(),
        };
        return Err(PyError::type_error(format!(
            "{name}() missing {} required positional argument{}: {list}",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" }
        )));
    }
    Ok(())
}

/// `update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS,
/// updated=WRAPPER_UPDATES)`: copies `wrapped`'s attributes named in `assigned` (those it
/// has), merges its `__dict__` in, and sets `__wrapped__`.
fn update_wrapper(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    python_signature(
        "update_wrapper",
        &["wrapper", "wrapped", "assigned", "updated"],
        2,
        args,
        kw,
    )?;
    let [wrapper, wrapped, assigned, updated] = bind_args(
        "update_wrapper",
        ["wrapper", "wrapped", "assigned", "updated"],
        2,
        4,
        args,
        kw,
    )?;
    let (wrapper, wrapped) = (wrapper.unwrap_or_default(), wrapped.unwrap_or_default());
    let names = |vm: &mut dyn Vm, v: Option<Value>, default: &[&str]| -> PyResult<Vec<Rc<str>>> {
        match v {
            None => Ok(default.iter().map(|n| Rc::from(*n)).collect()),
            Some(v) => special::collect(vm, &v)?
                .iter()
                .map(|n| match n {
                    Value::Str(s) => Ok(Rc::from(s.s.as_str())),
                    other => Err(PyError::type_error(format!(
                        "attribute name must be string, not '{}'",
                        other.type_name()
                    ))),
                })
                .collect(),
        }
    };
    let assigned = names(vm, assigned, &ASSIGNED)?;
    let updated = names(vm, updated, &UPDATED)?;
    for name in &assigned {
        if let Some(v) = object::getattr_opt(vm, &wrapped, name)? {
            object::setattr(vm, &wrapper, name, v)?;
        }
    }
    for name in &updated {
        let from = object::getattr_opt(vm, &wrapped, name)?;
        let Some(Value::Dict(ref from)) = from else {
            continue;
        };
        let entries: Vec<(Value, Value)> = from
            .0
            .borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        if &**name == "__dict__" {
            // An instance's `__dict__` is a copy: its attributes are set one by one.
            for (k, v) in entries {
                if let Value::Str(k) = &k {
                    object::setattr(vm, &wrapper, &Rc::from(k.s.as_str()), v)?;
                }
            }
        } else if let Value::Dict(ref to) = object::getattr(vm, &wrapper, name)? {
            for (k, v) in entries {
                keys::dict_set(vm, to, k, v)?;
            }
        }
    }
    object::setattr(vm, &wrapper, &Rc::from("__wrapped__"), wrapped)?;
    Ok(wrapper)
}

/// `wraps(wrapped, assigned=..., updated=...)`: `partial(update_wrapper, wrapped=wrapped,
/// assigned=assigned, updated=updated)`.
fn wraps(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    python_signature("wraps", &["wrapped", "assigned", "updated"], 1, args, kw)?;
    let [wrapped, assigned, updated] =
        bind_args("wraps", ["wrapped", "assigned", "updated"], 1, 3, args, kw)?;
    let strings = |names: &[&str]| Value::tuple(names.iter().map(|n| Value::str(*n)).collect());
    let kw = [
        ("wrapped", wrapped.unwrap_or_default()),
        ("assigned", assigned.unwrap_or_else(|| strings(&ASSIGNED))),
        ("updated", updated.unwrap_or_else(|| strings(&UPDATED))),
    ];
    Ok(new_partial(
        vm,
        Value::Builtin(UPDATE_WRAPPER),
        Vec::new(),
        &kw,
    ))
}

// ------------------------------------------------------------ lru_cache

/// An `lru_cache` wrapper's state: the function, the table and the counts.
struct Lru {
    func: Value,
    /// `None`: unbounded.
    maxsize: Option<usize>,
    typed: bool,
    hits: Cell<u64>,
    misses: Cell<u64>,
    /// Keys to results (unbounded), or to positions in `order` (bounded).
    table: Table,
    /// The bounded cache's entries, least recently used first.
    order: RefCell<Order>,
}

/// A cache's keys. Most memoized functions take ints: a key that is an int (the call's
/// one argument) has a table of its own, and so has a key that is a tuple of up to eight
/// ints (or of numbers equal to ints, `1.0` and `True`, which are the same key to a dict:
/// they are equal and hash alike), both hashed as machine integers with no tuple made to
/// look them up. Any other key is in a dict, keyed by Python equality (a lookup through a
/// key's `__eq__` goes through `runtime::keys`, with no borrow held). No key of one table
/// equals a key of another.
#[derive(Default)]
struct Table {
    ints: RefCell<rustc_hash::FxHashMap<i64, Value>>,
    tuples: RefCell<rustc_hash::FxHashMap<Box<[i64]>, Value>>,
    dict: Rc<Dict>,
}

/// A key as [`Table`] looks it up.
enum KeyRef<'a> {
    Int(i64),
    Ints(&'a [i64]),
    Other(&'a Value),
}

/// The int that number `v` is equal to, if it is one (`3`, `3.0`, `True`).
fn int_item(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(i64::from(*b)),
        Value::Float(f) if f.fract() == 0.0 && (-9.2e18..=9.2e18).contains(f) => Some(*f as i64),
        _ => None,
    }
}

/// `items` as ints in `buf`, if each is one and they fit.
fn int_items<'a>(items: &[Value], buf: &'a mut [i64; 8]) -> Option<&'a [i64]> {
    if items.len() > buf.len() {
        return None;
    }
    for (slot, item) in buf.iter_mut().zip(items) {
        *slot = int_item(item)?;
    }
    Some(&buf[..items.len()])
}

/// Key `key` (made by [`make_key`]) as the table looks it up.
fn key_ref<'a>(key: &'a Value, buf: &'a mut [i64; 8]) -> KeyRef<'a> {
    match key {
        Value::Int(i) => KeyRef::Int(*i),
        Value::Tuple(t) => match int_items(&t.0, buf) {
            Some(ints) => KeyRef::Ints(ints),
            None => KeyRef::Other(key),
        },
        other => KeyRef::Other(other),
    }
}

/// The key of a call with positional arguments `args` only (not typed), as the table
/// looks it up, when it needs no tuple (`None`: make it with [`make_key`]).
fn args_key_ref<'a>(args: &[Value], buf: &'a mut [i64; 8]) -> Option<KeyRef<'a>> {
    match args {
        [Value::Int(i)] => Some(KeyRef::Int(*i)),
        _ => int_items(args, buf).map(KeyRef::Ints),
    }
}

impl Table {
    fn get_ref(&self, vm: &mut dyn Vm, key: &KeyRef) -> PyResult<Option<Value>> {
        match key {
            KeyRef::Int(i) => Ok(self.ints.borrow().get(i).cloned()),
            KeyRef::Ints(k) => Ok(self.tuples.borrow().get(*k).cloned()),
            KeyRef::Other(v) => keys::dict_get(vm, &self.dict, v),
        }
    }

    fn get(&self, vm: &mut dyn Vm, key: &Value) -> PyResult<Option<Value>> {
        let mut buf = [0; 8];
        self.get_ref(vm, &key_ref(key, &mut buf))
    }

    fn set(&self, vm: &mut dyn Vm, key: Value, v: Value) -> PyResult<()> {
        let mut buf = [0; 8];
        let old = match key_ref(&key, &mut buf) {
            KeyRef::Int(i) => self.ints.borrow_mut().insert(i, v),
            KeyRef::Ints(k) => self.tuples.borrow_mut().insert(Box::from(k), v),
            KeyRef::Other(_) => return keys::dict_set(vm, &self.dict, key, v),
        };
        drop(old);
        Ok(())
    }

    fn remove(&self, vm: &mut dyn Vm, key: &Value) -> PyResult<()> {
        let mut buf = [0; 8];
        let old = match key_ref(key, &mut buf) {
            KeyRef::Int(i) => self.ints.borrow_mut().remove(&i),
            KeyRef::Ints(k) => self.tuples.borrow_mut().remove(k),
            KeyRef::Other(v) => keys::dict_remove(vm, &self.dict, v)?,
        };
        drop(old);
        Ok(())
    }

    fn len(&self) -> usize {
        self.ints.borrow().len() + self.tuples.borrow().len() + self.dict.0.borrow().len()
    }

    /// Empties it.
    fn clear(&self) {
        let ints = std::mem::take(&mut *self.ints.borrow_mut());
        let tuples = std::mem::take(&mut *self.tuples.borrow_mut());
        let dict = std::mem::take(&mut *self.dict.0.borrow_mut());
        drop((ints, tuples, dict));
    }
}

/// The entries of a bounded cache: a doubly linked list in a vector (CPython's is of
/// nodes), so that a hit moves its entry to the end in constant time.
#[derive(Default)]
struct Order {
    nodes: Vec<Node>,
    /// The least recently used entry, and the most (`usize::MAX`: none).
    head: usize,
    tail: usize,
    /// Positions of nodes no entry uses.
    free: Vec<usize>,
}

struct Node {
    key: Value,
    result: Value,
    prev: usize,
    next: usize,
}

const NIL: usize = usize::MAX;

impl Order {
    fn new() -> Order {
        Order {
            nodes: Vec::new(),
            head: NIL,
            tail: NIL,
            free: Vec::new(),
        }
    }

    fn unlink(&mut self, i: usize) {
        let (prev, next) = (self.nodes[i].prev, self.nodes[i].next);
        match prev {
            NIL => self.head = next,
            p => self.nodes[p].next = next,
        }
        match next {
            NIL => self.tail = prev,
            n => self.nodes[n].prev = prev,
        }
    }

    fn push_back(&mut self, i: usize) {
        self.nodes[i].prev = self.tail;
        self.nodes[i].next = NIL;
        match self.tail {
            NIL => self.head = i,
            t => self.nodes[t].next = i,
        }
        self.tail = i;
    }

    /// The result of entry `i`, made the most recently used (`None`: no such entry).
    fn hit(&mut self, i: usize) -> Option<Value> {
        let live = self
            .nodes
            .get(i)
            .is_some_and(|n| !matches!(n.key, Value::Undefined));
        if !live {
            return None;
        }
        if self.tail != i {
            self.unlink(i);
            self.push_back(i);
        }
        Some(self.nodes[i].result.clone())
    }

    /// A new most recently used entry.
    fn add(&mut self, key: Value, result: Value) -> usize {
        let node = Node {
            key,
            result,
            prev: NIL,
            next: NIL,
        };
        let i = match self.free.pop() {
            Some(i) => {
                self.nodes[i] = node;
                i
            }
            None => {
                self.nodes.push(node);
                self.nodes.len() - 1
            }
        };
        self.push_back(i);
        i
    }

    /// Takes out the least recently used entry: its key and result.
    fn pop_front(&mut self) -> Option<(Value, Value)> {
        let i = self.head;
        if i == NIL {
            return None;
        }
        self.unlink(i);
        self.free.push(i);
        let n = &mut self.nodes[i];
        Some((std::mem::take(&mut n.key), std::mem::take(&mut n.result)))
    }
}

impl NativeState for Lru {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let ints = self.table.ints.try_borrow().ok()?;
        let tuples = self.table.tuples.try_borrow().ok()?;
        let dict = self.table.dict.0.try_borrow().ok()?;
        let order = self.order.try_borrow().ok()?;
        let mut n = visit_values([&self.func], f);
        n += visit_values(ints.values().chain(tuples.values()), f);
        n += visit_values(dict.iter().flat_map(|(k, v)| [k, v]), f);
        n += visit_values(order.nodes.iter().flat_map(|e| [&e.key, &e.result]), f);
        Some(n)
    }

    /// A cache may hold what holds its wrapper: a collection empties it.
    fn clear(&self) {
        let (Ok(mut ints), Ok(mut tuples), Ok(mut dict), Ok(mut order)) = (
            self.table.ints.try_borrow_mut(),
            self.table.tuples.try_borrow_mut(),
            self.table.dict.0.try_borrow_mut(),
            self.order.try_borrow_mut(),
        ) else {
            return;
        };
        let taken = (
            std::mem::take(&mut *ints),
            std::mem::take(&mut *tuples),
            std::mem::take(&mut *dict),
            std::mem::replace(&mut *order, Order::new()),
        );
        drop((ints, tuples, dict, order));
        drop(taken);
    }
}

/// The marker between the positional and the keyword arguments of a key (CPython's
/// `kwd_mark`): a value no argument can be.
fn kwd_mark() -> Value {
    Value::Builtin(LRU_DECORATE)
}

/// The cache key of a call (CPython's `_make_key`): one int or str argument is its own
/// key; otherwise a tuple of the arguments, the marker and the keywords' names and
/// values, and with `typed` the arguments' types.
fn make_key(vm: &mut dyn Vm, args: &[Value], kw: &Kwargs, typed: bool) -> PyResult<Value> {
    if !typed && kw.is_empty() {
        if let [one @ (Value::Int(_) | Value::BigInt(_) | Value::Str(_))] = args {
            return Ok(one.clone());
        }
        return Ok(Value::tuple(args.to_vec()));
    }
    let mut key = args.to_vec();
    if !kw.is_empty() {
        key.push(kwd_mark());
        for (k, v) in kw {
            key.push(Value::str(&**k));
            key.push(v.clone());
        }
    }
    if typed {
        let ty = vm.machine().builtin("type").cloned().unwrap_or_default();
        for v in args.iter().chain(kw.iter().map(|(_, v)| v)) {
            key.push(vm.call_slice(&ty, &mut [v.clone()])?);
        }
    }
    Ok(Value::tuple(key))
}

/// `lru_cache(maxsize=128, typed=False)`, or `lru_cache(user_function)`.
fn lru_cache(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [maxsize, typed] = bind_args("lru_cache", ["maxsize", "typed"], 0, 2, args, kw)?;
    let typed = typed.unwrap_or(Value::Bool(false));
    let maxsize = maxsize.unwrap_or(Value::Int(128));
    let maxsize = match &maxsize {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => maxsize,
        Value::None => Value::None,
        f if object::callable(f) => {
            // `@lru_cache` without arguments: the function itself.
            let typed = special::truthy(vm, &typed)?;
            return new_wrapper(vm, f.clone(), Value::Int(128), typed);
        }
        _ => {
            return Err(PyError::type_error(
                "Expected first argument to be an integer, a callable, or None",
            ));
        }
    };
    Ok(new_partial(
        vm,
        Value::Builtin(LRU_DECORATE),
        Vec::new(),
        &[("maxsize", maxsize), ("typed", typed)],
    ))
}

/// What `lru_cache(maxsize, typed)` returns calls: the wrapper of `user_function`.
fn lru_decorate(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [user_function, maxsize, typed] = bind_args(
        "decorating_function",
        ["user_function", "maxsize", "typed"],
        1,
        1,
        args,
        kw,
    )?;
    let typed = special::truthy(vm, &typed.unwrap_or(Value::Bool(false)))?;
    new_wrapper(
        vm,
        user_function.unwrap_or_default(),
        maxsize.unwrap_or(Value::None),
        typed,
    )
}

/// `cache(user_function)`: `lru_cache(maxsize=None)(user_function)`.
fn cache(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let f = std::mem::take(&mut args[0]);
    new_wrapper(vm, f, Value::None, false)
}

/// The `lru_cache` wrapper of `func` (with `func`'s attributes, as `update_wrapper`
/// copies them).
fn new_wrapper(vm: &mut dyn Vm, func: Value, maxsize: Value, typed: bool) -> PyResult<Value> {
    if !object::callable(&func) {
        return Err(PyError::type_error("the first argument must be callable"));
    }
    let maxsize = match &maxsize {
        Value::None => None,
        Value::Int(n) => Some((*n).max(0) as usize),
        Value::Bool(b) => Some(usize::from(*b)),
        Value::BigInt(b) if num_traits::Signed::is_negative(&***b) => Some(0),
        Value::BigInt(_) => Some(usize::MAX),
        _ => None,
    };
    let class = LRU_WRAPPER.get(vm, lru_class);
    let wrapper = instance_with(
        &class,
        Lru {
            func: func.clone(),
            maxsize,
            typed,
            hits: Cell::new(0),
            misses: Cell::new(0),
            table: Table::default(),
            order: RefCell::new(Order::new()),
        },
    );
    let mut args = [wrapper.clone(), func];
    update_wrapper(vm, &mut args, &[])?;
    Ok(wrapper)
}

/// The state of wrapper `v`.
fn lru_state(v: &Value) -> PyResult<Rc<crate::value::Opaque>> {
    let st = state(v).ok_or_else(|| super::not_initialized("functools._lru_cache_wrapper", v))?;
    if st.get::<Lru>().is_none() {
        return Err(super::not_initialized("functools._lru_cache_wrapper", v));
    }
    Ok(st)
}

/// What a call of an `lru_cache` wrapper finds: the cached result, or what to call.
pub enum Lookup {
    Hit(Value),
    /// Not cached: call `func` with the arguments, then [`lru_store`] its result under
    /// `key`.
    Miss {
        key: Value,
        func: Value,
    },
    /// A cache of size 0: call `func`, nothing to store.
    Call(Value),
}

/// The first half of a call of wrapper `wrapper` with `args` and `kw`: the cached result,
/// or the function to call (the miss counted). The instruction set runs the function in
/// a frame of its loop and the store after it (`isa::shim`), so that a recursion through
/// the cache (`fib(n - 1)`) grows no Rust stack; [`lru_call`] does both at once.
pub fn lru_lookup(
    vm: &mut dyn Vm,
    wrapper: &Value,
    args: &[Value],
    kw: &Kwargs,
) -> PyResult<Lookup> {
    let st = lru_state(wrapper)?;
    let Some(lru) = st.get::<Lru>() else {
        unreachable!("checked by lru_state")
    };
    if lru.maxsize == Some(0) {
        lru.misses.set(lru.misses.get() + 1);
        return Ok(Lookup::Call(lru.func.clone()));
    }
    // A key of ints is looked up without a tuple; any other is made first.
    let mut buf = [0; 8];
    let plain = !lru.typed && kw.is_empty();
    let (found, key) = match plain.then(|| args_key_ref(args, &mut buf)).flatten() {
        Some(k) => (lru.table.get_ref(vm, &k)?, None),
        None => {
            let key = make_key(vm, args, kw, lru.typed)?;
            (lru.table.get(vm, &key)?, Some(key))
        }
    };
    let hit = match (found, lru.maxsize) {
        (Some(r), None) => Some(r),
        // (A node the table names is live, unless an `__eq__` cleared the cache while
        // an entry was being stored: then it is a miss.)
        (Some(Value::Int(i)), Some(_)) => lru.order.borrow_mut().hit(i as usize),
        _ => None,
    };
    if let Some(r) = hit {
        lru.hits.set(lru.hits.get() + 1);
        return Ok(Lookup::Hit(r));
    }
    lru.misses.set(lru.misses.get() + 1);
    let key = match key {
        Some(key) => key,
        None => make_key(vm, args, kw, false)?,
    };
    Ok(Lookup::Miss {
        key,
        func: lru.func.clone(),
    })
}

/// The second half of a call of wrapper `wrapper` that missed: caches `result` under
/// `key`. A bounded cache keeps what a call it made meanwhile cached under the key (a
/// recursive call), and makes room by dropping its least recently used entry.
pub fn lru_store(vm: &mut dyn Vm, wrapper: &Value, key: Value, result: Value) -> PyResult<()> {
    let st = lru_state(wrapper)?;
    let Some(lru) = st.get::<Lru>() else {
        unreachable!("checked by lru_state")
    };
    store(vm, lru, key, result)
}

/// [`lru_store`] of the result of a call with the positional arguments `args` (its key
/// made again).
pub fn lru_store_args(
    vm: &mut dyn Vm,
    wrapper: &Value,
    args: &[Value],
    result: Value,
) -> PyResult<()> {
    let st = lru_state(wrapper)?;
    let Some(lru) = st.get::<Lru>() else {
        unreachable!("checked by lru_state")
    };
    let key = make_key(vm, args, &[], lru.typed)?;
    store(vm, lru, key, result)
}

fn store(vm: &mut dyn Vm, lru: &Lru, key: Value, result: Value) -> PyResult<()> {
    let Some(maxsize) = lru.maxsize else {
        return lru.table.set(vm, key, result);
    };
    if maxsize == 0 || lru.table.get(vm, &key)?.is_some() {
        // A call the function made meanwhile cached it (a recursive call).
        return Ok(());
    }
    if lru.table.len() >= maxsize {
        let oldest = lru.order.borrow_mut().pop_front();
        if let Some((old_key, old_result)) = oldest {
            lru.table.remove(vm, &old_key)?;
            drop((old_key, old_result));
        }
    }
    let i = lru.order.borrow_mut().add(key.clone(), result);
    lru.table.set(vm, key.clone(), Value::Int(i as i64))?;
    // A key's `__eq__` or `__hash__` that cleared the cache while it was stored left the
    // table naming an entry that is gone (or another key's): the table forgets it.
    let gone = !lru
        .order
        .borrow()
        .nodes
        .get(i)
        .is_some_and(|n| n.key.is(&key));
    if gone {
        lru.table.remove(vm, &key)?;
    }
    Ok(())
}

/// The function wrapper `wrapper` wraps (what its shim calls).
pub fn lru_function(wrapper: &Value) -> PyResult<Value> {
    let st = lru_state(wrapper)?;
    Ok(st.get::<Lru>().map(|l| l.func.clone()).unwrap_or_default())
}

/// A call of the wrapper (through the machine, or not specialized): the cached result,
/// or the function's, cached.
fn lru_call(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (wrapper, args) = args.split_first_mut().expect("the table gives self");
    if kw.is_empty()
        && let Some(r) = vm.call_lru(wrapper, args)
    {
        return r;
    }
    match lru_lookup(vm, wrapper, args, kw)? {
        Lookup::Hit(r) => Ok(r),
        Lookup::Call(func) => vm.call(&func, args.iter_mut().map(std::mem::take).collect(), kw),
        Lookup::Miss { key, func } => {
            let r = vm.call(&func, args.iter_mut().map(std::mem::take).collect(), kw)?;
            lru_store(vm, wrapper, key, r.clone())?;
            Ok(r)
        }
    }
}

/// `wrapper.__get__(obj, type=None)`: bound to `obj`, as a function is.
fn lru_get(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(match &args[1] {
        Value::None => args[0].clone(),
        obj => Value::bound_method(args[0].clone(), obj.clone()),
    })
}

/// `wrapper.cache_info()`: `CacheInfo(hits, misses, maxsize, currsize)`.
fn cache_info(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let st = lru_state(&args[0])?;
    let Some(lru) = st.get::<Lru>() else {
        unreachable!("checked by lru_state")
    };
    let info = Info([
        Value::Int(lru.hits.get() as i64),
        Value::Int(lru.misses.get() as i64),
        match lru.maxsize {
            None => Value::None,
            Some(n) => Value::Int(n.min(i64::MAX as usize) as i64),
        },
        Value::Int(lru.table.len() as i64),
    ]);
    let class = CACHE_INFO.get(vm, info_class);
    Ok(instance_with(&class, info))
}

/// `wrapper.cache_clear()`.
fn cache_clear(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let st = lru_state(&args[0])?;
    let Some(lru) = st.get::<Lru>() else {
        unreachable!("checked by lru_state")
    };
    lru.hits.set(0);
    lru.misses.set(0);
    lru.table.clear();
    let order = std::mem::replace(&mut *lru.order.borrow_mut(), Order::new());
    drop(order);
    Ok(Value::None)
}

/// `wrapper.cache_parameters()`: `{'maxsize': ..., 'typed': ...}`.
fn cache_parameters(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let st = lru_state(&args[0])?;
    let Some(lru) = st.get::<Lru>() else {
        unreachable!("checked by lru_state")
    };
    let mut d = DictMap::new();
    d.insert(
        Value::str("maxsize"),
        match lru.maxsize {
            None => Value::None,
            Some(n) => Value::Int(n.min(i64::MAX as usize) as i64),
        },
    );
    d.insert(Value::str("typed"), Value::Bool(lru.typed));
    Ok(Value::dict(d))
}

// ------------------------------------------------------------ CacheInfo

/// `CacheInfo(hits, misses, maxsize, currsize)`: a named tuple's fields.
struct Info([Value; 4]);

impl NativeState for Info {
    fn visit(&self, _: &mut dyn FnMut(usize)) -> Option<usize> {
        Some(0)
    }

    fn clear(&self) {}
}

/// The fields of `v`, a `CacheInfo`.
fn info_fields(v: &Value) -> PyResult<[Value; 4]> {
    with::<Info, _>(v, "functools.CacheInfo", |i| i.0.clone())
}

fn info_tuple(v: &Value) -> PyResult<Value> {
    Ok(Value::tuple(info_fields(v)?.to_vec()))
}

fn info_repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let [h, m, s, c] = info_fields(&args[0])?;
    Ok(Value::str(format!(
        "CacheInfo(hits={}, misses={}, maxsize={}, currsize={})",
        object::repr(vm, &h)?,
        object::repr(vm, &m)?,
        object::repr(vm, &s)?,
        object::repr(vm, &c)?
    )))
}

/// `==` as the tuple it is (with a tuple or another `CacheInfo`).
fn info_eq(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let this = info_tuple(&args[0])?;
    let other = match &args[1] {
        t @ Value::Tuple(_) => t.clone(),
        other if state(other).is_some_and(|s| s.get::<Info>().is_some()) => info_tuple(other)?,
        _ => return Ok(Value::NotImplemented),
    };
    special::compare(vm, cmp::EQ, &this, &other)
}

fn info_hash(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(special::hash(vm, &info_tuple(&args[0])?)?))
}

fn info_iter(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let t = info_tuple(&args[0])?;
    Ok(Value::Iter(obj(RefCell::new(iterate(&t)?))))
}

fn info_len(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(4))
}

fn info_getitem(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    ops::getitem(&info_tuple(&args[0])?, &args[1])
}

fn info_field(v: &Value, i: usize) -> PyResult<Value> {
    Ok(info_fields(v)?[i].clone())
}

fn info_hits(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    info_field(&args[0], 0)
}

fn info_misses(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    info_field(&args[0], 1)
}

fn info_maxsize(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    info_field(&args[0], 2)
}

fn info_currsize(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    info_field(&args[0], 3)
}

// ------------------------------------------------------------ cmp_to_key

/// `cmp_to_key(mycmp)`'s key function, and each key it makes (with `obj`).
struct Key {
    cmp: Value,
    obj: Option<Value>,
}

impl NativeState for Key {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let obj = self.obj.clone().unwrap_or_default();
        visit(&[&self.cmp, &obj], f)
    }

    fn clear(&self) {}
}

fn cmp_to_key(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [mycmp] = bind_args("cmp_to_key", ["mycmp"], 1, 1, args, kw)?;
    let class = KEY_WRAPPER.get(vm, key_class);
    Ok(instance_with(
        &class,
        Key {
            cmp: mycmp.unwrap_or_default(),
            obj: None,
        },
    ))
}

/// The comparison function and the object of key `v`.
fn key_parts(v: &Value) -> PyResult<(Value, Option<Value>)> {
    with::<Key, _>(v, "functools.KeyWrapper", |k| {
        (k.cmp.clone(), k.obj.clone())
    })
}

/// `key(obj)`: a key of `obj` that compares by the function.
fn key_call(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (cmp, _) = key_parts(&args[0])?;
    let Value::Instance(i) = &args[0] else {
        return Err(super::not_initialized("functools.KeyWrapper", &args[0]));
    };
    let class = i.class.clone();
    Ok(instance_with(
        &class,
        Key {
            cmp,
            obj: Some(std::mem::take(&mut args[1])),
        },
    ))
}

/// `a <op> b` of two keys: `mycmp(a.obj, b.obj) <op> 0`.
fn key_compare(vm: &mut dyn Vm, args: &[Value], op: u32) -> PyResult<Value> {
    let (cmp_fn, a) = key_parts(&args[0])?;
    let b = state(&args[1])
        .and_then(|s| s.get::<Key>().map(|k| k.obj.clone()))
        .ok_or_else(|| PyError::type_error("other argument must be K instance"))?;
    let (Some(a), Some(b)) = (a, b) else {
        return Err(PyError::new(ExcType::AttributeError, "object"));
    };
    let r = vm.call_slice(&cmp_fn, &mut [a, b])?;
    special::compare(vm, op, &r, &Value::Int(0))
}

fn key_lt(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    key_compare(vm, args, cmp::LT)
}

fn key_le(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    key_compare(vm, args, cmp::LE)
}

fn key_eq(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    key_compare(vm, args, cmp::EQ)
}

fn key_ne(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    key_compare(vm, args, cmp::NE)
}

fn key_gt(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    key_compare(vm, args, cmp::GT)
}

fn key_ge(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    key_compare(vm, args, cmp::GE)
}

fn key_obj(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match key_parts(&args[0])?.1 {
        Some(v) => Ok(v),
        None => Err(PyError::new(ExcType::AttributeError, "obj")),
    }
}

// ------------------------------------------------------------ total_ordering

/// `total_ordering(cls)`: the comparisons `cls` lacks, from the one it defines (`<`
/// preferred, then `<=`, `>`, `>=`) and `==`.
fn total_ordering(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Class(c) = &args[0] else {
        // Anything else has its own comparisons already (or none to derive from).
        return Ok(args[0].clone());
    };
    let defines = |name: &str| matches!(c.lookup(name), Some(f) if !matches!(f, Value::Builtin(b) if b.is_slot_wrapper()));
    // Ordered as `max(roots)` picks: by name.
    let root = ["__lt__", "__le__", "__gt__", "__ge__"]
        .into_iter()
        .find(|n| defines(n))
        .ok_or_else(|| {
            PyError::value_error("must define at least one ordering operation: < > <= >=")
        })?;
    let derived: [(&str, Builtin); 3] = match root {
        "__lt__" => [
            ("__gt__", GT_FROM_LT),
            ("__le__", LE_FROM_LT),
            ("__ge__", GE_FROM_LT),
        ],
        "__le__" => [
            ("__ge__", GE_FROM_LE),
            ("__lt__", LT_FROM_LE),
            ("__gt__", GT_FROM_LE),
        ],
        "__gt__" => [
            ("__lt__", LT_FROM_GT),
            ("__ge__", GE_FROM_GT),
            ("__le__", LE_FROM_GT),
        ],
        _ => [
            ("__le__", LE_FROM_GE),
            ("__gt__", GT_FROM_GE),
            ("__lt__", LT_FROM_GE),
        ],
    };
    for (name, f) in derived {
        if !defines(name) {
            c.set_attr(Rc::from(name), Value::Builtin(f));
        }
    }
    Ok(args[0].clone())
}

/// `type(self).<root>(self, other)`, or `None` when it returned `NotImplemented`.
fn root_op(vm: &mut dyn Vm, args: &[Value], root: &str) -> PyResult<Option<Value>> {
    let r = match object::special(&args[0], root) {
        Some(f) => object::call_bound(vm, &f, &args[0], vec![args[1].clone()], &[])?,
        None => Value::NotImplemented,
    };
    Ok((!matches!(r, Value::NotImplemented)).then_some(r))
}

/// `self == other` (`eq`) or `self != other`, as a value.
fn self_eq(vm: &mut dyn Vm, args: &[Value], eq: bool) -> PyResult<Value> {
    special::compare(vm, if eq { cmp::EQ } else { cmp::NE }, &args[0], &args[1])
}

/// The three ways the derived comparisons combine the root's result `r` with `==`.
enum Derive {
    /// `not r and self != other`
    NotAndNe,
    /// `r or self == other`
    OrEq,
    /// `not r`
    Not,
    /// `not r or self == other`
    NotOrEq,
    /// `r and self != other`
    AndNe,
}

fn derive(vm: &mut dyn Vm, args: &[Value], root: &str, how: Derive) -> PyResult<Value> {
    let Some(r) = root_op(vm, args, root)? else {
        return Ok(Value::NotImplemented);
    };
    let t = special::truthy(vm, &r)?;
    Ok(match how {
        Derive::NotAndNe if t => Value::Bool(false),
        Derive::NotAndNe => self_eq(vm, args, false)?,
        Derive::OrEq if t => r,
        Derive::OrEq => self_eq(vm, args, true)?,
        Derive::Not => Value::Bool(!t),
        Derive::NotOrEq if !t => Value::Bool(true),
        Derive::NotOrEq => self_eq(vm, args, true)?,
        Derive::AndNe if !t => r,
        Derive::AndNe => self_eq(vm, args, false)?,
    })
}

fn gt_from_lt(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__lt__", Derive::NotAndNe)
}

fn le_from_lt(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__lt__", Derive::OrEq)
}

fn ge_from_lt(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__lt__", Derive::Not)
}

fn ge_from_le(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__le__", Derive::NotOrEq)
}

fn lt_from_le(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__le__", Derive::AndNe)
}

fn gt_from_le(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__le__", Derive::Not)
}

fn lt_from_gt(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__gt__", Derive::NotAndNe)
}

fn ge_from_gt(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__gt__", Derive::OrEq)
}

fn le_from_gt(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__gt__", Derive::Not)
}

fn le_from_ge(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__ge__", Derive::NotOrEq)
}

fn gt_from_ge(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__ge__", Derive::AndNe)
}

fn lt_from_ge(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    derive(vm, args, "__ge__", Derive::Not)
}

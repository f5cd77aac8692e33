//! Metaclasses: the `class` statement's steps around the body (CPython's
//! `__build_class__`: `__mro_entries__`, the metaclass and its `__prepare__`), making a
//! class (`type.__new__`, with `__set_name__` and `__init_subclass__`), calling a
//! metaclass (`type.__call__` of a `type` subclass) and reading an attribute of a class
//! whose metaclass is not `type`.
//!
//! A class made by a metaclass keeps it ([`Class::meta`]); `type` is no metaclass there
//! (`None`), so classes of `type` take the paths they took before metaclasses existed.

use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::class::{Class, Descr};
use crate::value::native::Kwargs;

use super::{
    attribute_error, bind, build_class, call_bound, check_init_result, getattr_opt, init_of,
    user_new,
};

/// The metaclass of class `v` (`None`: `type`, or `v` is no class).
fn meta_of(v: &Value) -> Option<Rc<Class>> {
    match v {
        Value::Class(c) => c.meta().cloned(),
        _ => None,
    }
}

/// Whether metaclass `a` is a (non-strict) subclass of `b` (`None` is `type`).
fn meta_sub(a: Option<&Rc<Class>>, b: Option<&Rc<Class>>) -> bool {
    match (a, b) {
        (_, None) => true,
        (None, Some(_)) => false,
        (Some(a), Some(b)) => a.is_subclass_of(&Value::class(Rc::clone(b))),
    }
}

/// The most derived of metaclass `meta` and the metaclasses of `bases` (CPython's
/// `_PyType_CalculateMetaclass`), or the conflict error.
pub fn calculate_meta(meta: Option<Rc<Class>>, bases: &[Value]) -> PyResult<Option<Rc<Class>>> {
    let mut winner = meta;
    for b in bases {
        let bm = meta_of(b);
        if meta_sub(winner.as_ref(), bm.as_ref()) {
            continue;
        }
        if meta_sub(bm.as_ref(), winner.as_ref()) {
            winner = bm;
            continue;
        }
        return Err(PyError::type_error(
            "metaclass conflict: the metaclass of a derived class must be a (non-strict) \
             subclass of the metaclasses of all its bases",
        ));
    }
    Ok(winner)
}

/// Whether `v` is the builtin `type`.
fn is_type(vm: &mut dyn Vm, v: &Value) -> bool {
    vm.machine().builtin("type").is_some_and(|t| t.is(v))
}

/// A special method `name` of class `v`'s metaclass, when it has one of its own (not
/// `object`'s slot wrappers): what an operator on a class calls.
pub fn meta_special(v: &Value, name: &str) -> Option<Value> {
    let Value::Class(c) = v else {
        return None;
    };
    match c.meta()?.lookup(name)? {
        Value::Builtin(b) if b.is_slot_wrapper() => None,
        found => Some(found),
    }
}

/// The `class` statement after its bases and keywords are evaluated: `body` is the
/// function that runs the class body on a namespace and returns it.
pub fn class_statement(
    vm: &mut dyn Vm,
    name: &Value,
    bases: &Value,
    keywords: &Value,
    body: &Value,
) -> PyResult<Value> {
    let original: Vec<Value> = match bases {
        Value::Tuple(t) => t.0.to_vec(),
        _ => Vec::new(),
    };
    let (resolved, changed) = mro_entries(vm, &original, bases)?;
    let mut kw: Vec<(Rc<str>, Value)> = Vec::new();
    if let Value::Dict(d) = keywords {
        for (k, v) in d.0.borrow().iter() {
            match k {
                Value::Str(s) => kw.push((Rc::from(s.s.as_str()), v.clone())),
                _ => return Err(PyError::type_error("keywords must be strings")),
            }
        }
    }
    let explicit = kw
        .iter()
        .position(|(k, _)| &**k == "metaclass")
        .map(|i| kw.remove(i).1);
    let type_value = vm.machine().builtin("type").cloned().unwrap_or(Value::None);
    let meta = match explicit {
        Some(m) => m,
        None => match resolved.first().and_then(meta_of) {
            Some(m) => Value::class(m),
            None => type_value.clone(),
        },
    };
    // A class for metaclass (`type` or a subclass): the most derived of it and the
    // bases' metaclasses; anything else (a function) is called as it is.
    let meta = match &meta {
        Value::Class(m) if m.is_metaclass() => {
            calculate_meta(Some(Rc::clone(m)), &resolved)?.map_or(type_value, Value::class)
        }
        v if is_type(vm, v) => calculate_meta(None, &resolved)?.map_or(type_value, Value::class),
        other => other.clone(),
    };
    let bases_value = if changed {
        Value::tuple(resolved)
    } else {
        bases.clone()
    };
    let ns = prepare(vm, &meta, name, &bases_value, &kw)?;
    let ns = vm.call_slice(body, &mut [ns])?;
    if changed {
        super::special::setitem(vm, &ns, Value::str("__orig_bases__"), bases.clone())?;
    }
    if is_type(vm, &meta) {
        return type_new(vm, None, name, &bases_value, &ns, &kw);
    }
    vm.call(&meta, vec![name.clone(), bases_value, ns], &kw)
}

/// Bases that are no classes replaced by what their `__mro_entries__` returns (`class
/// Stack(Generic[T])`); whether any was.
fn mro_entries(vm: &mut dyn Vm, original: &[Value], bases: &Value) -> PyResult<(Vec<Value>, bool)> {
    let mut resolved = Vec::with_capacity(original.len());
    let mut changed = false;
    for b in original {
        if matches!(b, Value::Class(_) | Value::Builtin(_)) {
            resolved.push(b.clone());
            continue;
        }
        match getattr_opt(vm, b, "__mro_entries__")? {
            Some(f) => {
                let r = vm.call_slice(&f, &mut [bases.clone()])?;
                let Value::Tuple(t) = &r else {
                    return Err(PyError::type_error("__mro_entries__ must return a tuple"));
                };
                resolved.extend(t.0.iter().cloned());
                changed = true;
            }
            None => resolved.push(b.clone()),
        }
    }
    Ok((resolved, changed))
}

/// The namespace the class body fills: what the metaclass's `__prepare__` returns, else
/// a new dict.
fn prepare(
    vm: &mut dyn Vm,
    meta: &Value,
    name: &Value,
    bases: &Value,
    kw: &Kwargs,
) -> PyResult<Value> {
    if let Value::Class(m) = meta
        && m.lookup("__prepare__").is_some()
        && let Some(f) = getattr_opt(vm, meta, "__prepare__")?
    {
        let ns = vm.call(&f, vec![name.clone(), bases.clone()], kw)?;
        let mapping = match &ns {
            Value::Dict(_) => true,
            Value::Instance(i) => {
                i.class.lookup("__getitem__").is_some() || super::native_part(&ns).is_some()
            }
            _ => false,
        };
        if !mapping {
            return Err(PyError::type_error(format!(
                "{}.__prepare__() must return a mapping, not {}",
                m.name,
                ns.type_name()
            )));
        }
        return Ok(ns);
    }
    Ok(Value::dict(crate::value::DictMap::new()))
}

/// `type.__new__(mcls, name, bases, ns, **kw)` (`mcls` `None`: `type` itself): the class,
/// its metaclass the most derived of `mcls` and its bases', then `__set_name__` on the
/// namespace's values and the first base's `__init_subclass__(**kw)`.
pub fn type_new(
    vm: &mut dyn Vm,
    mcls: Option<Rc<Class>>,
    name: &Value,
    bases: &Value,
    ns: &Value,
    kw: &Kwargs,
) -> PyResult<Value> {
    if !matches!(name, Value::Str(_)) {
        return Err(PyError::type_error(format!(
            "type.__new__() argument 1 must be str, not {}",
            name.type_name()
        )));
    }
    let Value::Tuple(t) = bases else {
        return Err(PyError::type_error(format!(
            "type.__new__() argument 2 must be tuple, not {}",
            bases.type_name()
        )));
    };
    let dict = match ns {
        Value::Dict(_) => ns.clone(),
        Value::Instance(_) => match super::native_part(ns) {
            Some(d @ Value::Dict(_)) => d,
            _ => {
                return Err(PyError::type_error(format!(
                    "type.__new__() argument 3 must be dict, not {}",
                    ns.type_name()
                )));
            }
        },
        other => {
            return Err(PyError::type_error(format!(
                "type.__new__() argument 3 must be dict, not {}",
                other.type_name()
            )));
        }
    };
    let winner = calculate_meta(mcls.clone(), &t.0)?;
    // A base's metaclass more derived than the one called, with a `__new__` of its own,
    // makes the class (as CPython's `type_new` defers to it).
    if let Some(w) = &winner
        && !mcls.as_ref().is_some_and(|m| Rc::ptr_eq(m, w))
        && user_new(w).is_some()
    {
        let w = Value::class(Rc::clone(w));
        return vm.call(&w, vec![name.clone(), bases.clone(), dict], kw);
    }
    let object = vm.machine().object.clone();
    let class = build_class(&object, name, bases, &dict)?;
    if let (Value::Class(c), Some(w)) = (&class, winner) {
        c.set_meta(w);
    }
    class_hooks(vm, &class, kw)?;
    Ok(class)
}

/// `__set_name__` of the new class's attributes that have one, then the first base's
/// `__init_subclass__` with the class statement's keywords.
fn class_hooks(vm: &mut dyn Vm, class: &Value, kw: &Kwargs) -> PyResult<()> {
    let Value::Class(c) = class else {
        return Ok(());
    };
    let entries: Vec<(Rc<str>, Value)> = c.dict().entries().to_vec();
    for (k, v) in entries {
        if let Value::Instance(_) = &v
            && let Some(f) = super::special(&v, "__set_name__")
        {
            call_bound(vm, &f, &v, vec![class.clone(), Value::str(&*k)], &[])?;
        }
    }
    for base in &c.mro {
        let Value::Class(b) = base else {
            continue;
        };
        let Some(found) = b.own("__init_subclass__") else {
            continue;
        };
        let f = match &found {
            Value::Descr(d) => match &***d {
                Descr::ClassMethod(f) => f.clone(),
                _ => break,
            },
            Value::Function(_) => found.clone(),
            _ => break,
        };
        // `object.__init_subclass__` takes no keywords.
        if !kw.is_empty() && matches!(f, Value::Builtin(_)) {
            return Err(PyError::type_error(format!(
                "{}.__init_subclass__() takes no keyword arguments",
                c.name
            )));
        }
        vm.call(&f, vec![class.clone()], kw)?;
        break;
    }
    Ok(())
}

/// Calling metaclass `meta` (a `type` subclass): its `__new__` (else `type.__new__`)
/// makes the class, and its `__init__` runs on what that returns when that is one of its
/// instances (CPython's `type_call`).
pub fn call_metaclass(
    vm: &mut dyn Vm,
    meta: &Rc<Class>,
    args: Vec<Value>,
    kw: &Kwargs,
) -> PyResult<Value> {
    let meta_value = Value::class(Rc::clone(meta));
    let made = match user_new(meta) {
        Some(new) => {
            let mut all = Vec::with_capacity(args.len() + 1);
            all.push(meta_value.clone());
            all.extend(args.iter().cloned());
            vm.call(&new, all, kw)?
        }
        None => match &args[..] {
            [name, bases, ns] => type_new(vm, Some(Rc::clone(meta)), name, bases, ns, kw)?,
            _ => {
                return Err(PyError::type_error(format!(
                    "type.__new__() takes exactly 3 arguments ({} given)",
                    args.len()
                )));
            }
        },
    };
    if let Value::Class(c) = &made
        && c.meta().is_some_and(|m| m.is_subclass_of(&meta_value))
        && let Some(init) = init_of(meta)
    {
        let r = call_bound(vm, &init, &made, args, kw)?;
        check_init_result(&r)?;
    }
    Ok(made)
}

/// The `__call__` of class `c`'s metaclass, when it defines one: calling the class calls
/// that (a singleton's metaclass).
pub fn meta_call(c: &Class) -> Option<Value> {
    match c.meta()?.lookup("__call__")? {
        f @ (Value::Function(_) | Value::Descr(_) | Value::Instance(_)) => Some(f),
        _ => None,
    }
}

/// `C.name` for class `c` of metaclass `meta`: a data descriptor of the metaclass (a
/// property) first, then the class's own attributes through its MRO, then the
/// metaclass's, bound to the class (CPython's `type_getattro`).
pub fn meta_class_getattr(
    vm: &mut dyn Vm,
    c: &Rc<Class>,
    meta: &Rc<Class>,
    name: &str,
) -> PyResult<Value> {
    let cv = Value::class(Rc::clone(c));
    let from_meta = meta.lookup(name);
    if let Some(f @ Value::Descr(d)) = &from_meta
        && d.is_data()
    {
        return bind(vm, f.clone(), &cv);
    }
    match super::class_getattr(c, name) {
        Ok(v) => return Ok(v),
        Err(e) if e.kind() != ExcType::AttributeError => return Err(e),
        Err(_) => {}
    }
    if let Some(f) = from_meta {
        // A classmethod of the metaclass binds to the metaclass.
        if let Value::Descr(d) = &f
            && let Descr::ClassMethod(func) = &***d
        {
            return Ok(Value::bound_method(
                func.clone(),
                Value::class(Rc::clone(meta)),
            ));
        }
        return bind(vm, f, &cv);
    }
    if name == "__class__" {
        return Ok(Value::class(Rc::clone(meta)));
    }
    Err(attribute_error(format!(
        "type object '{}' has no attribute '{name}'",
        c.name
    )))
}

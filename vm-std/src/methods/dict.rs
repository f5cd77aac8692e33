//! Methods of `dict`.

use std::mem;
use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::ops;
use crate::runtime::{Vm, keys};
use crate::value::iter::update_pair;
use crate::value::native::Kwargs;
use crate::value::{Dict, DictView, Value, ViewKind, obj};

pub(super) fn get(vm: &mut dyn Vm, d: &Rc<Dict>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if d.keyed_by_user(&a[0]) {
        let found = keys::dict_get(vm, d, &a[0])?;
        return Ok(found.unwrap_or_else(|| a.get(1).cloned().unwrap_or(Value::None)));
    }
    a[0].check_hashable()?;
    Ok(d.0
        .borrow()
        .get(&a[0])
        .cloned()
        .unwrap_or_else(|| a.get(1).cloned().unwrap_or(Value::None)))
}

pub(super) fn keys(_vm: &mut dyn Vm, d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(view(d, ViewKind::Keys))
}

pub(super) fn values(
    _vm: &mut dyn Vm,
    d: &Rc<Dict>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(view(d, ViewKind::Values))
}

pub(super) fn items(
    _vm: &mut dyn Vm,
    d: &Rc<Dict>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(view(d, ViewKind::Items))
}

/// A live view of `d`.
fn view(d: &Rc<Dict>, kind: ViewKind) -> Value {
    Value::View(obj(DictView {
        dict: Rc::clone(d),
        kind,
    }))
}

pub(super) fn pop(vm: &mut dyn Vm, d: &Rc<Dict>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let r = if d.keyed_by_user(&a[0]) {
        keys::dict_remove(vm, d, &a[0])?
    } else {
        a[0].check_hashable()?;
        d.0.borrow_mut().remove(&a[0])
    };
    match (r, a.get(1)) {
        (Some(v), _) => Ok(v),
        (None, Some(dflt)) => Ok(dflt.clone()),
        (None, None) => Err(ops::key_error(&a[0])),
    }
}

pub(super) fn popitem(
    _vm: &mut dyn Vm,
    d: &Rc<Dict>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    match d.0.borrow_mut().pop() {
        Some((k, v)) => Ok(Value::tuple(vec![k, v])),
        None => Err(ops::key_error(&Value::str(
            "popitem(): dictionary is empty",
        ))),
    }
}

pub(super) fn setdefault(
    vm: &mut dyn Vm,
    d: &Rc<Dict>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let dflt = a.get(1).cloned().unwrap_or(Value::None);
    if d.keyed_by_user(&a[0]) {
        if let Some(v) = keys::dict_get(vm, d, &a[0])? {
            return Ok(v);
        }
        keys::dict_set(vm, d, a[0].clone(), dflt.clone())?;
        return Ok(dflt);
    }
    a[0].check_hashable()?;
    let mut map = d.0.borrow_mut();
    Ok(map.setdefault(a[0].clone(), dflt))
}

pub(super) fn update(
    vm: &mut dyn Vm,
    d: &Rc<Dict>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if let Some(src) = a.first() {
        update_from(vm, d, src)?;
    }
    if !kw.is_empty() {
        let pairs = kw.iter().map(|(k, v)| (Value::str(&**k), v.clone()));
        d.0.borrow_mut().extend(pairs);
    }
    Ok(Value::None)
}

/// Adds to `d` what `dict.update(src)` adds (CPython's `dict_update_arg`, which `dict()`,
/// `dict.__init__` and `d |= src` share): a dict's pairs; those of a mapping, any object
/// with `keys` (its `keys()`, each read through `src[key]`); else the pairs `src` iterates.
pub fn update_from(vm: &mut dyn Vm, d: &Dict, src: &Value) -> PyResult<()> {
    let keys_method = match src {
        Value::Dict(s) => return keys::dict_merge(vm, d, s),
        Value::Instance(i) => {
            // A dict subclass that iterates as a dict gives its own pairs (neither its
            // `keys()` nor its `__getitem__` runs), as CPython's `dict_merge`.
            let native = i.native.borrow().clone();
            if let Value::Dict(s) = &native
                && i.class.lookup("__iter__").is_none()
            {
                return keys::dict_merge(vm, d, s);
            }
            match vm.getattr(src, "keys") {
                Ok(f) => Some(f),
                Err(e) if e.kind() == ExcType::AttributeError => None,
                Err(e) => return Err(e),
            }
        }
        _ => None,
    };
    if let Some(keys_method) = keys_method {
        let names = vm.call(&keys_method, Vec::new(), &Vec::new())?;
        let names = vm
            .collect(&names)
            .map_err(|e| keys_not_iterable(e, src, &names))?;
        for k in names {
            let v = vm.getitem(src, &k)?;
            keys::dict_set(vm, d, k, v)?;
        }
        return Ok(());
    }
    // Each pair is added before the next is read, as CPython does: an element that is no
    // pair leaves the ones before it added.
    for (i, item) in vm.collect(src)?.iter().enumerate() {
        let (k, v) = update_pair(i, item)?;
        keys::dict_set(vm, d, k, v)?;
    }
    Ok(())
}

/// CPython's message for a `keys()` that returned something not iterable, in place of
/// the `TypeError` iterating it raised (an error of the iteration itself stays).
fn keys_not_iterable(e: PyError, src: &Value, names: &Value) -> PyError {
    let not_iterable = format!("'{}' object is not iterable", names.type_name());
    if e.kind() != ExcType::TypeError || e.message() != not_iterable {
        return e;
    }
    PyError::type_error(format!(
        "{}.keys() returned a non-iterable (type {})",
        src.type_name(),
        names.type_name()
    ))
}

pub(super) fn copy(_vm: &mut dyn Vm, d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::dict(d.0.borrow().clone()))
}

pub(super) fn clear(
    _vm: &mut dyn Vm,
    d: &Rc<Dict>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let old = mem::take(&mut *d.0.borrow_mut());
    drop(old);
    Ok(Value::None)
}

/// The dict as a value (for the operators, which take one).
fn as_value(d: &Rc<Dict>) -> Value {
    Value::Dict(crate::value::obj_rc(Rc::clone(d)))
}

pub(super) fn getitem(
    vm: &mut dyn Vm,
    d: &Rc<Dict>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if d.keyed_by_user(&a[0]) {
        return match keys::dict_get(vm, d, &a[0])? {
            Some(v) => Ok(v),
            None => Err(keys::missing_key(vm, &a[0])?),
        };
    }
    ops::getitem(&as_value(d), &a[0])
}

pub(super) fn setitem(
    vm: &mut dyn Vm,
    d: &Rc<Dict>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let (k, v) = (mem::take(&mut a[0]), mem::take(&mut a[1]));
    keys::dict_set(vm, d, k, v).map(|()| Value::None)
}

pub(super) fn delitem(
    vm: &mut dyn Vm,
    d: &Rc<Dict>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if d.keyed_by_user(&a[0]) {
        return match keys::dict_remove(vm, d, &a[0])? {
            Some(_) => Ok(Value::None),
            None => Err(keys::missing_key(vm, &a[0])?),
        };
    }
    ops::delitem(&as_value(d), &a[0]).map(|()| Value::None)
}

pub(super) fn len(_vm: &mut dyn Vm, d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(d.0.borrow().len() as i64))
}

pub(super) fn contains(
    vm: &mut dyn Vm,
    d: &Rc<Dict>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Bool(keys::dict_get(vm, d, &a[0])?.is_some()))
}

pub(super) fn iter(_vm: &mut dyn Vm, d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let it = crate::value::iter::iterate(&as_value(d))?;
    Ok(Value::Iter(obj(std::cell::RefCell::new(it))))
}

/// `dict.__init__(self, other=(), **kw)`: as `update`.
pub(super) fn init(
    _vm: &mut dyn Vm,
    d: &Rc<Dict>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    update(_vm, d, a, kw)
}

/// `dict.__repr__(d)`: the builtin repr, also of a subclass's instance (its dict part).
pub(super) fn repr(vm: &mut dyn Vm, d: &Rc<Dict>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::str(vm.repr(&as_value(d))?))
}

//! The pieces of a display with `*` and `**` in it (`[*a, b]`, `(*a,)`, `{*s, x}`,
//! `{**m, k: v}`): CPython's `LIST_EXTEND`, `SET_UPDATE` and `DICT_UPDATE`, which add
//! one unpacked piece to the container being built.

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::{Vm, keys};
use crate::value::Value;

use super::is_iterable;

/// Appends the items of `iterable` to `list` (a display's list, which no code can reach
/// yet: no borrow of it is held while the iterable runs).
pub(super) fn extend_list(vm: &mut dyn Vm, list: &Value, iterable: &Value) -> PyResult<()> {
    let Value::List(list) = list else {
        return Ok(());
    };
    let items = match iterable {
        Value::List(src) => src.to_vec(),
        Value::Tuple(t) => crate::value::clone_slice(&t.0),
        _ if !is_iterable(iterable) => {
            return Err(PyError::type_error(format!(
                "Value after * must be an iterable, not {}",
                iterable.type_name()
            )));
        }
        _ => object::special::collect(vm, iterable)?,
    };
    list.extend(items)
}

/// Adds the items of `iterable` to `set` (a key of a class with `__hash__`/`__eq__`
/// hashed by it).
pub(super) fn update_set(vm: &mut dyn Vm, set: &Value, iterable: &Value) -> PyResult<()> {
    let Value::Set(set) = set else {
        return Ok(());
    };
    // A set's items go in as CPython's `set_merge` puts them (its table's order, into a
    // table sized once), so that `{*s}` and a display of constants order as CPython's.
    if let Value::Set(src) = iterable
        && !std::rc::Rc::ptr_eq(src, set)
    {
        let src = src.0.borrow();
        let mut me = set.0.borrow_mut();
        if !src.has_user_keys() && !me.has_user_keys() {
            me.merge(&src);
            return Ok(());
        }
    }
    for item in object::special::collect(vm, iterable)? {
        keys::set_add(vm, set, item)?;
    }
    Ok(())
}

/// Adds the pairs of `mapping` to `dict`: a dict's (a dict subclass's own part
/// included), or those of any object with `keys()`, read through its `__getitem__`.
pub(super) fn update_dict(vm: &mut dyn Vm, dict: &Value, mapping: &Value) -> PyResult<()> {
    let Value::Dict(dict) = dict else {
        return Ok(());
    };
    let native = match mapping {
        Value::Instance(_) if object::special(mapping, "keys").is_none() => {
            object::native_part(mapping).filter(|n| matches!(n, Value::Dict(_)))
        }
        _ => None,
    };
    let pairs: Vec<(Value, Value)> = match native.as_ref().unwrap_or(mapping) {
        Value::Dict(src) => return keys::dict_merge(vm, dict, src),
        Value::Instance(_) if object::special(mapping, "keys").is_some() => {
            let keys_method = object::getattr(vm, mapping, "keys")?;
            let names = vm.call(&keys_method, Vec::new(), &Vec::new())?;
            let mut pairs = Vec::new();
            for k in object::special::collect(vm, &names)? {
                let v = object::special::getitem(vm, mapping, &k)?;
                pairs.push((k, v));
            }
            pairs
        }
        other => {
            return Err(PyError::type_error(format!(
                "'{}' object is not a mapping",
                other.type_name()
            )));
        }
    };
    for (k, v) in pairs {
        keys::dict_set(vm, dict, k, v)?;
    }
    Ok(())
}

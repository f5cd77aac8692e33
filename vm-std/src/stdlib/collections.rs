//! `_collections`: the native half of `collections` (`deque`); the rest of the module
//! is Python (`py/collections.py`, a frozen module).

use crate::error::{ExcType, PyError, PyResult};
use std::rc::Rc;

use crate::object::special;
use crate::ops;
use crate::runtime::{Vm, keys};
use crate::value::class::Descr;
use crate::value::deque::Deque;
use crate::value::iter::Iter;
use crate::value::native::Kwargs;
use crate::value::{Value, num, obj};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 11;
    DEQUE = "deque" type(|v| matches!(v, Value::Deque(_))) (0..=2) keywords["iterable", "maxlen"]
        => deque;
    COUNT_ELEMENTS = "_count_elements" (2) => count_elements;
    TUPLEGETTER = "_tuplegetter"
        type(|v| matches!(v, Value::Descr(d) if matches!(***d, Descr::TupleItem(_)))) (2)
        => tuplegetter;
    #[hidden]
    DEQUE_ITERATOR = "_collections._deque_iterator"
        type(|v| matches!(v, Value::Iter(it) if matches!(&*it.borrow(), Iter::Deque { .. })))
        (0..) keywords(*) => no_iterator;
}

/// `_count_elements(mapping, iterable)`: `mapping[x] = mapping.get(x, 0) + 1` for each
/// item `x` (what `Counter.update` counts with). On a dict, or an instance of a dict
/// subclass whose class leaves `get` and `__setitem__` to `dict` (a `Counter`), it works
/// on the dict itself, as CPython's C helper does; otherwise through the methods.
fn count_elements(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let mapping = args[0].clone();
    let own = |name: &str| match &mapping {
        Value::Instance(i) => i.class.lookup(name).is_some(),
        _ => false,
    };
    let native = crate::object::native_part(&mapping);
    let dict = match (&mapping, &native) {
        (Value::Dict(d), _) => Some(Rc::clone(d)),
        (Value::Instance(_), Some(Value::Dict(d))) if !own("get") && !own("__setitem__") => {
            Some(Rc::clone(d))
        }
        _ => None,
    };
    let one = Value::Int(1);
    let mut it = special::iterate(vm, &args[1])?;
    while let Some(item) = special::next(vm, &mut it)? {
        match &dict {
            Some(d) => {
                let count = match keys::dict_get(vm, d, &item)? {
                    None => one.clone(),
                    Some(Value::Int(n)) if n < i64::MAX => Value::Int(n + 1),
                    Some(n) => special::binary(vm, ops::nb::ADD, n, one.clone())?,
                };
                keys::dict_set(vm, d, item, count)?;
            }
            None => {
                let get = crate::object::getattr(vm, &mapping, "get")?;
                let n = vm.call_slice(&get, &mut [item.clone(), Value::Int(0)])?;
                let count = special::binary(vm, ops::nb::ADD, n, one.clone())?;
                special::setitem(vm, &mapping, item, count)?;
            }
        }
    }
    Ok(Value::None)
}

/// `_tuplegetter(index, doc)`: the descriptor of a namedtuple's field `index` (the doc is
/// not kept: vm-std has no docstrings).
fn tuplegetter(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let index = num::to_index(&args[0])?;
    let index = u32::try_from(index)
        .map_err(|_| PyError::new(ExcType::IndexError, "tuple index out of range"))?;
    Ok(Value::Descr(obj(Descr::TupleItem(index))))
}

pub const MODULE: NativeModule = NativeModule {
    name: "_collections",
    functions: &TABLE,
    values: |_| Vec::new(),
};

/// `type(iter(d))(...)`: CPython's TypeError.
fn no_iterator(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(
        "cannot create '_collections._deque_iterator' instances",
    ))
}

/// `deque(iterable=(), maxlen=None)`.
fn deque(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut iterable = args.first().cloned();
    let mut maxlen = args.get(1).cloned();
    for (k, v) in kw {
        let slot = if &**k == "iterable" {
            &mut iterable
        } else {
            &mut maxlen
        };
        if slot.is_some() {
            return Err(PyError::type_error(format!(
                "argument for deque() given by name ('{k}') and position"
            )));
        }
        *slot = Some(v.clone());
    }
    let maxlen = match maxlen {
        None | Some(Value::None) => None,
        Some(v) => {
            let m = num::to_index(&v)?;
            if m < 0 {
                return Err(PyError::value_error("maxlen must be non-negative"));
            }
            Some(m as usize)
        }
    };
    let d = Deque::new(maxlen);
    if let Some(it) = iterable {
        for v in vm.collect(&it)? {
            drop(d.push_back(v));
        }
    }
    Ok(Value::deque(d))
}

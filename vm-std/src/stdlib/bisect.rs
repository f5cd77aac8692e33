//! `bisect`: binary search of a sorted sequence, and insertion keeping it sorted, with
//! CPython's `lo`, `hi` and `key` (applied to the sequence's items, as `_bisectmodule.c`).

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::object::{self, special};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{List, Value, num};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 9;
    BISECT_RIGHT = "bisect_right" (2..=4) keywords["lo", "hi", "key"] => bisect_right;
    BISECT_LEFT = "bisect_left" (2..=4) keywords["lo", "hi", "key"] => bisect_left;
    INSORT_RIGHT = "insort_right" (2..=4) keywords["lo", "hi", "key"] => insort_right;
    INSORT_LEFT = "insort_left" (2..=4) keywords["lo", "hi", "key"] => insort_left;
}

/// `bisect` and `insort` are the `_right` functions themselves, as CPython's
/// (`bisect.insort is bisect.insort_right`; they print under that name).
pub const MODULE: NativeModule = NativeModule {
    name: "bisect",
    functions: &TABLE,
    values: |_| {
        vec![
            ("bisect", Value::Builtin(BISECT_RIGHT)),
            ("insort", Value::Builtin(INSORT_RIGHT)),
        ]
    },
};

/// The arguments after the sequence and the item: `lo`, `hi` (`None`: the length) and
/// `key`, positional or by keyword.
struct Bounds {
    lo: usize,
    hi: Option<usize>,
    key: Value,
}

fn bounds(name: &str, args: &[Value], kw: &Kwargs) -> PyResult<Bounds> {
    let mut lo = args.get(2).cloned();
    let mut hi = args.get(3).cloned();
    let mut key = Value::None;
    for (k, v) in kw {
        let slot = match &**k {
            "lo" => &mut lo,
            "hi" => &mut hi,
            _ => {
                key = v.clone();
                continue;
            }
        };
        if slot.is_some() {
            return Err(PyError::type_error(format!(
                "argument for {name}() given by name ('{k}') and position"
            )));
        }
        *slot = Some(v.clone());
    }
    let lo = match lo {
        None => 0,
        Some(v) => num::to_index(&v)?,
    };
    if lo < 0 {
        return Err(PyError::value_error("lo must be non-negative"));
    }
    let hi = match hi {
        None | Some(Value::None) => None,
        Some(v) => Some(num::to_index(&v)?.max(0) as usize),
    };
    Ok(Bounds {
        lo: lo as usize,
        hi,
        key,
    })
}

/// Item `i` of `seq` (a list read directly, anything else through `__getitem__`).
fn item(vm: &mut dyn Vm, seq: &Value, i: usize) -> PyResult<Value> {
    if let Value::List(l) = seq
        && let Some(v) = l.get_cloned(i)
    {
        return Ok(v);
    }
    special::getitem(vm, seq, &Value::Int(i as i64))
}

/// The insertion point of `x` in `seq[lo:hi]`: after the items equal to it (`right`) or
/// before them.
fn search(vm: &mut dyn Vm, seq: &Value, x: &Value, b: &Bounds, right: bool) -> PyResult<usize> {
    let mut lo = b.lo;
    let mut hi = match b.hi {
        Some(h) => h,
        None => special::len(vm, seq)?,
    };
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let mut v = item(vm, seq, mid)?;
        if !matches!(b.key, Value::None) {
            v = vm.call_slice(&b.key, &mut [v])?;
        }
        let go_left = if right {
            vm.less(x, &v)?
        } else {
            !vm.less(&v, x)?
        };
        if go_left {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

fn bisect_right(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let b = bounds("bisect_right", args, kw)?;
    Ok(Value::Int(search(vm, &args[0], &args[1], &b, true)? as i64))
}

fn bisect_left(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let b = bounds("bisect_left", args, kw)?;
    Ok(Value::Int(search(vm, &args[0], &args[1], &b, false)? as i64))
}

/// `insort_*`: the key of the item is computed once, then the item is inserted where
/// the search says (a list directly, anything else through its `insert` method).
fn insort(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs, right: bool) -> PyResult<Value> {
    let name = if right { "insort_right" } else { "insort_left" };
    let b = bounds(name, args, kw)?;
    let x = args[1].clone();
    let probe = match &b.key {
        Value::None => x.clone(),
        key => vm.call_slice(key, &mut [x.clone()])?,
    };
    let at = search(vm, &args[0], &probe, &b, right)?;
    match &args[0] {
        Value::List(l) => insert(l, at, x),
        seq => {
            let (f, recv) = object::load_method(vm, seq, "insert")?;
            let at = Value::Int(at as i64);
            match f {
                // A plain attribute: `recv` is the callable.
                Value::Undefined => vm.call_slice(&recv, &mut [at, x])?,
                f => vm.call_slice(&f, &mut [recv, at, x])?,
            };
        }
    }
    Ok(Value::None)
}

fn insert(l: &Rc<List>, at: usize, x: Value) {
    let mut v = l.values_mut();
    let at = at.min(v.len());
    v.insert(at, x);
}

fn insort_right(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    insort(vm, args, kw, true)
}

fn insort_left(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    insort(vm, args, kw, false)
}

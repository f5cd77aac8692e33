//! The methods of `array.array`, with CPython's messages. Items are converted before
//! the array is borrowed to change, and comparisons with an instance (whose `__eq__`
//! may change the array) read the items by position with no borrow held.

use std::rc::Rc;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::array::{Array, Items, Wchar};
use crate::value::native::Kwargs;
use crate::value::{Value, norm_index, num, py_eq};

type A = Rc<Array>;

pub(super) fn append(_: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let x = a.convert(&args[0])?;
    a.items_mut().push(x);
    Ok(Value::None)
}

/// Appends the items of `v` (an array of the same typecode, or any iterable: its items
/// are appended one by one, so those before a bad one stay, as CPython's).
fn extend_from(vm: &mut dyn Vm, a: &A, v: &Value) -> PyResult<()> {
    if let Value::Array(other) = v {
        if other.code != a.code {
            return Err(PyError::type_error(
                "can only extend with array of same kind",
            ));
        }
        let extra = other.snapshot();
        a.items_mut().extend_from(&extra);
        return Ok(());
    }
    for item in vm.collect(v)? {
        let x = a.convert(&item)?;
        a.items_mut().push(x);
    }
    Ok(())
}

pub(super) fn extend(vm: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    extend_from(vm, a, &args[0])?;
    Ok(Value::None)
}

pub(super) fn fromlist(_: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::List(l) = &args[0] else {
        return Err(PyError::type_error("arg must be list"));
    };
    let items = l.with_values(|v| a.convert_all(v))?;
    a.items_mut().extend_from(&items);
    Ok(Value::None)
}

pub(super) fn insert(_: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let i = num::to_index(&args[0])?;
    let x = a.convert(&args[1])?;
    let mut items = a.items_mut();
    let n = items.len() as i64;
    let at = if i < 0 { (i + n).max(0) } else { i.min(n) };
    items.insert(at as usize, x);
    Ok(Value::None)
}

pub(super) fn pop(_: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let i = match args.first() {
        Some(v) => num::to_index(v)?,
        None => -1,
    };
    let n = a.len();
    if n == 0 {
        return Err(PyError::index_error("pop from empty array"));
    }
    let Some(j) = norm_index(i, n) else {
        return Err(PyError::index_error("pop index out of range"));
    };
    Ok(a.items_mut().remove(j))
}

/// `item == x` as the search methods compare: an instance's `__eq__` through `vm`.
fn equal(vm: &mut dyn Vm, item: &Value, x: &Value) -> PyResult<bool> {
    if matches!(x, Value::Instance(_)) {
        return vm.eq(item, x);
    }
    Ok(py_eq(item, x))
}

/// The first position in `start..stop` whose item equals `x` (the length read at each
/// step: an `__eq__` may change the array).
fn find(vm: &mut dyn Vm, a: &A, x: &Value, start: usize, stop: usize) -> PyResult<Option<usize>> {
    let mut i = start;
    while i < stop {
        let Some(item) = a.get(i) else { break };
        if equal(vm, &item, x)? {
            return Ok(Some(i));
        }
        i += 1;
    }
    Ok(None)
}

pub(super) fn remove(vm: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match find(vm, a, &args[0], 0, usize::MAX)? {
        Some(i) if i < a.len() => {
            a.items_mut().remove(i);
            Ok(Value::None)
        }
        _ => Err(PyError::value_error("array.remove(x): x not in array")),
    }
}

pub(super) fn index(vm: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let len = a.len() as i64;
    let bound = |v: Option<&Value>, default: i64| -> PyResult<usize> {
        let i = match v {
            Some(v) => num::to_i64(v).ok_or_else(|| {
                PyError::type_error("slice indices must be integers or have an __index__ method")
            })?,
            None => default,
        };
        Ok((if i < 0 { (i + len).max(0) } else { i.min(len) }) as usize)
    };
    let start = bound(args.get(1), 0)?;
    let stop = bound(args.get(2), len)?;
    match find(vm, a, &args[0], start, stop)? {
        Some(i) => Ok(Value::Int(i as i64)),
        None => Err(PyError::value_error("array.index(x): x not in array")),
    }
}

pub(super) fn count(vm: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let x = &args[0];
    if !matches!(x, Value::Instance(_)) {
        let n = a.read(|items| {
            (0..items.len())
                .filter(|&i| items.get(i).is_some_and(|v| py_eq(&v, x)))
                .count()
        });
        return Ok(Value::Int(n as i64));
    }
    let mut n = 0;
    let mut i = 0;
    while let Some(item) = a.get(i) {
        if vm.eq(&item, x)? {
            n += 1;
        }
        i += 1;
    }
    Ok(Value::Int(n))
}

pub(super) fn reverse(_: &mut dyn Vm, a: &A, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    a.items_mut().reverse();
    Ok(Value::None)
}

pub(super) fn byteswap(_: &mut dyn Vm, a: &A, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    a.items_mut().byteswap();
    Ok(Value::None)
}

/// `a.tobytes()`: the items' machine representation.
pub(super) fn tobytes(_: &mut dyn Vm, a: &A, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::bytes(a.read(Items::to_bytes)))
}

/// `a.frombytes(b)`: appends the items a bytes-like object holds in machine
/// representation.
pub(super) fn frombytes(_: &mut dyn Vm, a: &A, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let data = crate::value::bytes::want_bytes(&args[0])?.to_vec();
    let size = crate::value::array::itemsize(a.code);
    if data.len() % size != 0 {
        return Err(PyError::value_error(
            "bytes length not a multiple of item size",
        ));
    }
    a.items_mut().extend_from_bytes(&data);
    Ok(Value::None)
}

/// The checks of a method Argument Clinic parses with `min` positional-only parameters
/// and no more (`tofile() takes exactly 1 positional argument (0 given)`).
fn exactly(name: &str, args: &[Value], kw: &Kwargs, n: usize) -> PyResult<()> {
    let s = if n == 1 { "" } else { "s" };
    let given = args.len() + kw.len();
    if given > n {
        return Err(PyError::type_error(format!(
            "{name}() takes at most {n} argument{s} ({given} given)"
        )));
    }
    if args.len() < n {
        return Err(PyError::type_error(format!(
            "{name}() takes exactly {n} positional argument{s} ({} given)",
            args.len()
        )));
    }
    Ok(())
}

/// `obj.name(arg)`, the attribute found as `getattr` finds it (this layer has no
/// attribute lookup of its own: the builtin does it).
fn call_method(vm: &mut dyn Vm, obj: &Value, name: &str, arg: Value) -> PyResult<Value> {
    let getattr = vm
        .machine()
        .builtin("getattr")
        .cloned()
        .ok_or_else(|| PyError::type_error("getattr is not a builtin"))?;
    let method = vm.call_slice(&getattr, &mut [obj.clone(), Value::str(name)])?;
    vm.call_slice(&method, &mut [arg])
}

/// `tofile(f)`: the items' bytes written to `f` in blocks of 64 KiB (`f.write(block)`,
/// as CPython's; an empty array writes nothing and asks `f` for nothing).
pub(super) fn tofile(vm: &mut dyn Vm, a: &A, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    exactly("tofile", args, kw, 1)?;
    const BLOCK: usize = 64 * 1024;
    let data = a.read(Items::to_bytes);
    for block in data.chunks(BLOCK) {
        call_method(vm, &args[0], "write", Value::bytes(block))?;
    }
    Ok(Value::None)
}

/// `fromfile(f, n)`: `n` items read from `f` (`f.read(n * itemsize)`, which must return
/// `bytes`); fewer bytes than asked are appended (whole items) and then an `EOFError`.
pub(super) fn fromfile(vm: &mut dyn Vm, a: &A, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    exactly("fromfile", args, kw, 2)?;
    let n = num::to_index(&args[1])?;
    if n < 0 {
        return Err(PyError::value_error("negative count"));
    }
    let size = crate::value::array::itemsize(a.code);
    let Some(nbytes) = (n as usize)
        .checked_mul(size)
        .filter(|&b| b <= isize::MAX as usize)
    else {
        return Err(PyError::memory());
    };
    let data = call_method(vm, &args[0], "read", Value::Int(nbytes as i64))?;
    if !matches!(data, Value::Bytes(_)) {
        return Err(PyError::type_error("read() didn't return bytes"));
    }
    let short = crate::value::bytes::bytes_like(&data).map_or(0, |b| b.len()) != nbytes;
    frombytes(vm, a, &mut [data], &[])?;
    if short {
        return Err(PyError::new(
            crate::error::ExcType::EOFError,
            "read() didn't return enough bytes",
        ));
    }
    Ok(Value::None)
}

/// `tounicode()` of a `u` array: its characters as a string.
pub(super) fn tounicode(_: &mut dyn Vm, a: &A, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match a.read(Items::to_text) {
        Some(text) => Ok(Value::str(text)),
        None => Err(PyError::value_error(
            "tounicode() may only be called on unicode type arrays",
        )),
    }
}

/// `fromunicode(s)` of a `u` array: the characters of `s` appended.
pub(super) fn fromunicode(
    _: &mut dyn Vm,
    a: &A,
    args: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let Value::Str(text) = &args[0] else {
        return Err(PyError::type_error(format!(
            "fromunicode() argument must be str, not {}",
            args[0].type_name()
        )));
    };
    if a.code != b'u' {
        return Err(PyError::value_error(
            "fromunicode() may only be called on unicode type arrays",
        ));
    }
    if let Items::U(items) = &mut *a.items_mut() {
        items.extend(text.s.chars().map(|c| Wchar(u32::from(c))));
    }
    Ok(Value::None)
}

pub(super) fn tolist(_: &mut dyn Vm, a: &A, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::list(a.read(Items::to_values)))
}

/// `(address, length)`: the address of the items' memory (no program can rely on it).
pub(super) fn buffer_info(_: &mut dyn Vm, a: &A, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (address, n) = a.read(|items| {
        let p: *const u8 = crate::value::array::each!(items, v => v.as_ptr().cast());
        (p as usize as i64, items.len() as i64)
    });
    Ok(Value::tuple(vec![Value::Int(address), Value::Int(n)]))
}

/// `copy.copy(a)`'s and `a.__copy__()`: a new array of the same items.
pub(super) fn copy(_: &mut dyn Vm, a: &A, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(crate::ops::array::new(a.code, a.snapshot()))
}

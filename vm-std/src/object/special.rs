//! Special methods, called as CPython's operators and builtins call them: `repr` and
//! `str` here (`__repr__`, `__str__`).

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::format::{self, ReprHook};

use super::{call_bound, call_special, special};
use crate::ops;

/// `len(v)`: an instance's `__len__` (an int, at least 0), or the builtin part of an
/// instance of a `list` or `dict` subclass.
pub fn len(vm: &mut dyn Vm, v: &Value) -> PyResult<usize> {
    let Value::Instance(i) = v else {
        return ops::len(v);
    };
    if let Some(r) = call_special(vm, v, "__len__", Vec::new())? {
        return match r {
            Value::Int(n) if n >= 0 => Ok(n as usize),
            Value::Bool(b) => Ok(b as usize),
            Value::Int(_) => Err(PyError::value_error("__len__() should return >= 0")),
            Value::BigInt(_) => Err(PyError::overflow(
                "cannot fit 'int' into an index-sized integer",
            )),
            other => Err(PyError::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            ))),
        };
    }
    let native = i.native.borrow().clone();
    match native {
        Value::List(_) | Value::Dict(_) => ops::len(&native),
        _ => Err(PyError::type_error(format!(
            "object of type '{}' has no len()",
            v.type_name()
        ))),
    }
}

/// Prints the instances inside containers through their `__repr__`.
struct Printer<'a>(&'a mut dyn Vm);

impl ReprHook for Printer<'_> {
    fn instance_repr(&mut self, v: &Value) -> PyResult<String> {
        instance_repr(self.0, v)
    }
}

/// `repr(v)`.
pub fn repr(vm: &mut dyn Vm, v: &Value) -> PyResult<String> {
    match v {
        Value::Instance(_) => instance_repr(vm, v),
        _ => format::try_repr_with(v, &mut Printer(vm)),
    }
}

/// `str(v)`.
pub fn str(vm: &mut dyn Vm, v: &Value) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.to_string()),
        Value::Instance(i) => {
            if let Some(f) = special(v, "__str__") {
                let r = call_bound(vm, &f, v, Vec::new(), &[])?;
                return string_result(r, "__str__");
            }
            if i.class.is_exception() && special(v, "__repr__").is_none() {
                let args = i.native.borrow().clone();
                return exception_str(vm, &args);
            }
            instance_repr(vm, v)
        }
        _ => repr(vm, v),
    }
}

/// `str(e)` of an exception with arguments `args` (a tuple): the one argument's `str`,
/// nothing for none, the tuple's `repr` for more.
fn exception_str(vm: &mut dyn Vm, args: &Value) -> PyResult<String> {
    match args {
        Value::Tuple(t) if t.0.is_empty() => Ok(String::new()),
        Value::Tuple(t) if t.0.len() == 1 => {
            let a = t.0[0].clone();
            str(vm, &a)
        }
        other => repr(vm, other),
    }
}

/// `repr` of an instance: its class's `__repr__`, or `object`'s (an exception's prints
/// its class and arguments).
fn instance_repr(vm: &mut dyn Vm, v: &Value) -> PyResult<String> {
    if let Some(f) = special(v, "__repr__") {
        let r = call_bound(vm, &f, v, Vec::new(), &[])?;
        return string_result(r, "__repr__");
    }
    if let Value::Instance(i) = v
        && i.class.is_exception()
    {
        let args = i.native.borrow().clone();
        let inner = match &args {
            Value::Tuple(t) if t.0.len() == 1 => {
                let a = t.0[0].clone();
                repr(vm, &a)?
            }
            Value::Tuple(t) if t.0.is_empty() => String::new(),
            other => {
                let r = repr(vm, other)?;
                r[1..r.len() - 1].to_string()
            }
        };
        return Ok(format!("{}({inner})", i.class.name));
    }
    Ok(format::default_repr(v))
}

/// The string a `__repr__` or `__str__` returned, or CPython's `TypeError`.
fn string_result(r: Value, which: &str) -> PyResult<String> {
    match &r {
        Value::Str(s) => Ok(s.s.to_string()),
        other => Err(PyError::type_error(format!(
            "{which} returned non-string (type {})",
            other.type_name()
        ))),
    }
}

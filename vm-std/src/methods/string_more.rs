//! The rest of `str`'s methods: the reverse searches (`rindex`, `rpartition`), tab
//! expansion, case folding and the character-class predicates that need Unicode tables
//! (`isdecimal`, `isnumeric`, `isprintable`) or none (`isascii`).

use std::rc::Rc;

use super::string::{search, want_str};
use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{PyStr, Value, num, unicode};

/// `s.rindex(sub[, start[, end]])`: `rfind`, or `ValueError` when `sub` is not there.
pub(super) fn rindex(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    match search(s, a, true)? {
        Some(i) => Ok(Value::Int(i)),
        None => Err(PyError::value_error("substring not found")),
    }
}

/// `s.rpartition(sep)`: split at the last `sep`; `('', '', s)` when there is none.
pub(super) fn rpartition(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let sep = &want_str(&a[0], "must be str")?.s;
    if sep.is_empty() {
        return Err(PyError::value_error("empty separator"));
    }
    Ok(match s.s.rsplit_once(sep.as_str()) {
        Some((x, y)) => Value::tuple(vec![Value::str(x), a[0].clone(), Value::str(y)]),
        None => Value::tuple(vec![
            Value::str(""),
            Value::str(""),
            Value::Str(crate::value::obj_rc(s.clone())),
        ]),
    })
}

/// `s.expandtabs(tabsize=8)`: each tab replaced by the spaces up to the next multiple of
/// `tabsize` columns (a column counts characters since the last `\n` or `\r`); a
/// `tabsize` of 0 or less drops the tabs.
pub(super) fn expandtabs(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let mut size = a.first().cloned();
    for (k, v) in kw.iter() {
        match &**k {
            "tabsize" if size.is_none() => size = Some(v.clone()),
            "tabsize" => {
                return Err(PyError::type_error(
                    "expandtabs() takes at most 1 argument (2 given)",
                ));
            }
            other => {
                return Err(PyError::type_error(format!(
                    "'{other}' is an invalid keyword argument for expandtabs()"
                )));
            }
        }
    }
    let size = match &size {
        Some(v) => num::to_index(v)?,
        None => 8,
    };
    Ok(Value::str(expand(&s.s, size)))
}

/// [`expandtabs`]'s text.
pub(super) fn expand(text: &str, size: i64) -> String {
    let mut out = String::with_capacity(text.len());
    let mut column = 0i64;
    for c in text.chars() {
        match c {
            '\t' if size > 0 => {
                let n = size - column % size;
                out.extend(std::iter::repeat_n(' ', n as usize));
                column += n;
            }
            '\t' => {}
            '\n' | '\r' => {
                out.push(c);
                column = 0;
            }
            _ => {
                out.push(c);
                column += 1;
            }
        }
    }
    out
}

/// `s.casefold()`: the text for caseless comparison. Unicode's full case folding is
/// lowercasing after uppercasing (`ß` -> `SS` -> `ss`, `ς` -> `Σ` -> `σ`, ligatures
/// spelled out) but for three cases: Cherokee folds to its capitals, `ẞ` to `ss`, and
/// the dotless `ı` stays.
pub(super) fn casefold(
    vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if s.ascii {
        // ASCII folds as it lowercases.
        return super::string::lower(vm, s, a, kw);
    }
    let mut out = String::with_capacity(s.s.len());
    for c in s.s.chars() {
        match c {
            '\u{131}' => out.push(c),
            '\u{1e9e}' => out.push_str("ss"),
            '\u{13a0}'..='\u{13fd}' | '\u{ab70}'..='\u{abbf}' => out.extend(c.to_uppercase()),
            _ => out.extend(c.to_uppercase().flat_map(char::to_lowercase)),
        }
    }
    Ok(Value::str(out))
}

/// Whether `s` is not empty and every character passes `test`.
fn all_chars(s: &PyStr, test: fn(char) -> bool) -> Value {
    Value::Bool(!s.s.is_empty() && s.s.chars().all(test))
}

pub(super) fn isdecimal(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(all_chars(s, unicode::is_decimal))
}

pub(super) fn isnumeric(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(all_chars(s, unicode::is_numeric))
}

/// `s.isascii()`: true of the empty string too.
pub(super) fn isascii(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Bool(s.ascii))
}

/// `s.isprintable()`: true of the empty string too.
pub(super) fn isprintable(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Bool(s.s.chars().all(unicode::is_printable)))
}

/// `str.__repr__(s)`: the quoted literal, also of a str subclass's instance (its string).
pub(super) fn repr(vm: &mut dyn Vm, s: &Rc<PyStr>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let s = Value::Str(crate::value::obj_rc(Rc::clone(s)));
    Ok(Value::str(vm.repr(&s)?))
}

/// `str.__str__(s)`: the string itself (an exact `str` for a subclass's instance, whose
/// string part the call was given).
pub(super) fn str(_: &mut dyn Vm, s: &Rc<PyStr>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Str(crate::value::obj_rc(Rc::clone(s))))
}

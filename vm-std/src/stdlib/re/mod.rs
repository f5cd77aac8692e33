//! `_re`: the native half of `re`, its engine. The module users import is Python
//! (`py/re.py`, a frozen module, as CPython's `re` package is Python over the `_sre`
//! extension): it makes the `Pattern` and `Match` objects, caches compiled patterns,
//! expands replacement templates and splits; this half compiles a pattern (Python's
//! syntax translated for fancy-regex: `translate.rs`) and searches with it
//! (`engine.rs`), speaking in character indexes.

mod engine;
pub mod translate;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{Value, num};

use super::NativeModule;
use engine::{Code, Mode, Positions};

crate::runtime::table::natives! {
    table = 16;
    COMPILE = "compile" (2) => compile;
    SEARCH = "search" (5) => search;
    SCAN = "scan" (5) => scan;
}

pub const MODULE: NativeModule = NativeModule {
    name: "_re",
    functions: &TABLE,
    values: |_| Vec::new(),
};

/// `_re.compile(pattern, flags)`: `(code, groups, ((name, number), ...), flags,
/// close_rank)`, or `(None, message, position, kind)` for a pattern CPython refuses
/// (`re.py` raises it: `re.error`, a Python class, for kind 0, `ValueError` for 1,
/// `OverflowError` for 2).
fn compile(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Str(pattern) = &args[0] else {
        return Err(PyError::type_error("_re.compile() wants a str pattern"));
    };
    let flags = num::to_index(&args[1])?;
    let flags = u32::try_from(flags).unwrap_or(u32::MAX);
    Ok(match engine::compile(&pattern.s, flags) {
        Ok((code, t)) => {
            let names = t
                .names
                .into_iter()
                .map(|(name, n)| Value::tuple(vec![Value::str(name), Value::Int(n as i64)]))
                .collect();
            Value::tuple(vec![
                Value::opaque(code),
                Value::Int(t.groups as i64),
                Value::tuple(names),
                Value::Int(i64::from(t.flags)),
                Value::tuple(t.close_rank.iter().map(|&r| Value::Int(r as i64)).collect()),
            ])
        }
        Err(e) => Value::tuple(vec![
            Value::None,
            Value::str(e.msg),
            e.pos.map_or(Value::None, |p| Value::Int(p as i64)),
            Value::Int(e.kind as i64),
        ]),
    })
}

/// The code, the text and its bounds (character indexes `re.py` clamped to the text)
/// of a search's arguments.
fn operands(args: &[Value]) -> PyResult<(&Code, &crate::value::PyStr, usize, usize)> {
    let code = match &args[0] {
        Value::Opaque(o) => o.get::<Code>(),
        _ => None,
    };
    let Some(code) = code else {
        return Err(PyError::type_error("_re: not a compiled pattern"));
    };
    let Value::Str(text) = &args[1] else {
        return Err(PyError::type_error(format!(
            "expected string or bytes-like object, got '{}'",
            args[1].type_name()
        )));
    };
    let pos = usize::try_from(num::to_index(&args[2])?).unwrap_or(0);
    let endpos = usize::try_from(num::to_index(&args[3])?).unwrap_or(0);
    Ok((code, text, pos, endpos))
}

/// The engine gave up (the backtracking limit): CPython would search on, for as long as
/// it takes.
#[cold]
fn exhausted(e: engine::Exhausted) -> PyError {
    PyError::new(
        crate::error::ExcType::RuntimeError,
        format!("re: the regular expression engine gave up: {}", e.0),
    )
}

/// A match's spans as `(start0, end0, start1, end1, ...)` in characters, `-1` for a
/// group that did not match.
fn spans_value(spans: &[Option<(usize, usize)>], at: &mut Positions) -> Value {
    let mut out = Vec::with_capacity(spans.len() * 2);
    for s in spans {
        match s {
            Some((a, b)) => {
                out.push(Value::Int(at.to_char(*a) as i64));
                out.push(Value::Int(at.to_char(*b) as i64));
            }
            None => {
                out.push(Value::Int(-1));
                out.push(Value::Int(-1));
            }
        }
    }
    Value::tuple(out)
}

/// `_re.search(code, string, pos, endpos, mode)`: the spans of the match (`mode` 0
/// `search`, 1 `match`, 2 `fullmatch`), or `None`.
fn search(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (code, text, pos, endpos) = operands(args)?;
    let mode = match num::to_index(&args[4])? {
        0 => Mode::Search,
        1 => Mode::Match,
        _ => Mode::Full,
    };
    let mut at = Positions::new(&text.s, text.ascii);
    let start = at.to_byte(pos);
    let end = at.to_byte(endpos);
    let hay = &text.s[..end];
    Ok(match code.search(hay, start, mode).map_err(exhausted)? {
        Some(spans) => spans_value(&spans, &mut at),
        None => Value::None,
    })
}

/// `_re.scan(code, string, pos, endpos, limit)`: the spans of every match, at most
/// `limit` of them (0: all), as `findall`, `finditer`, `sub` and `split` see them.
fn scan(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (code, text, pos, endpos) = operands(args)?;
    let limit = usize::try_from(num::to_index(&args[4])?).unwrap_or(0);
    let mut at = Positions::new(&text.s, text.ascii);
    let start = at.to_byte(pos);
    let end = at.to_byte(endpos);
    let hay = &text.s[..end];
    let all = code.scan(hay, start, limit).map_err(exhausted)?;
    let out = all.iter().map(|s| spans_value(s, &mut at)).collect();
    Ok(Value::list(out))
}

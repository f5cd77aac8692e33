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
    FINDALL = "findall" (4) => findall;
    SUB = "sub" (4) => sub;
    SPLIT = "split" (3) => split;
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

/// The compiled pattern `v` holds.
fn code_of(v: &Value) -> PyResult<&Code> {
    let code = match v {
        Value::Opaque(o) => o.get::<Code>(),
        _ => None,
    };
    code.ok_or_else(|| PyError::type_error("_re: not a compiled pattern"))
}

/// The text to search (`re.py` checked its type).
fn text_of(v: &Value) -> PyResult<&crate::value::PyStr> {
    match v {
        Value::Str(text) => Ok(text),
        other => Err(PyError::type_error(format!(
            "expected string or bytes-like object, got '{}'",
            other.type_name()
        ))),
    }
}

/// The code, the text and its bounds (character indexes `re.py` clamped to the text)
/// of a search's arguments.
fn operands(args: &[Value]) -> PyResult<(&Code, &crate::value::PyStr, usize, usize)> {
    let code = code_of(&args[0])?;
    let text = text_of(&args[1])?;
    let pos = usize::try_from(num::to_index(&args[2])?).unwrap_or(0);
    let endpos = usize::try_from(num::to_index(&args[3])?).unwrap_or(usize::MAX);
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
                out.push(Value::Int(at.char_of(*a) as i64));
                out.push(Value::Int(at.char_of(*b) as i64));
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
    let start = at.byte_of(pos);
    let end = at.byte_of(endpos);
    if start > end {
        return Ok(Value::None);
    }
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
    let limit = num::to_index(&args[4])?;
    let all = scan_bytes(code, text, pos, endpos, limit)?;
    let mut at = Positions::new(&text.s, text.ascii);
    let out = all.iter().map(|s| spans_value(s, &mut at)).collect();
    Ok(Value::list(out))
}

/// The matches of `text` from `pos` to `endpos` (characters), at most `limit` (0: all),
/// as byte spans: the scan behind `finditer`, `findall`, `sub` and `split`. None when
/// `endpos < pos` or the limit is negative (as CPython's `split` and `sub`).
fn scan_bytes(
    code: &Code,
    text: &crate::value::PyStr,
    pos: usize,
    endpos: usize,
    limit: i64,
) -> PyResult<Vec<engine::Spans>> {
    let mut at = Positions::new(&text.s, text.ascii);
    let start = at.byte_of(pos);
    let end = at.byte_of(endpos);
    if end < start || limit < 0 {
        return Ok(Vec::new());
    }
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    code.scan(&text.s[..end], start, limit).map_err(exhausted)
}

/// `_re.findall(code, string, pos, endpos)`: `Pattern.findall`'s list (each match's
/// text, its one group's, or the tuple of its groups'; `''` for a group that did not
/// take part).
fn findall(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (code, text, pos, endpos) = operands(args)?;
    let all = scan_bytes(code, text, pos, endpos, 0)?;
    let piece = |s: Option<(usize, usize)>| match s {
        Some((a, b)) => text.piece(&text.s[a..b]),
        None => Value::str(""),
    };
    let out = all
        .into_iter()
        .map(|spans| match code.groups {
            0 => piece(spans[0]),
            1 => piece(spans[1]),
            _ => Value::tuple(spans[1..].iter().map(|s| piece(*s)).collect()),
        })
        .collect();
    Ok(Value::list(out))
}

/// `_re.sub(code, string, count, template)`: `(text, n)` with the first `count`
/// matches (0: all) replaced by `template`, a tuple of literal texts and group numbers
/// (`re.py` reads templates; a group that did not take part adds nothing).
fn sub(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let (code, text) = (code_of(&args[0])?, text_of(&args[1])?);
    let count = num::to_index(&args[2])?;
    let Value::Tuple(template) = &args[3] else {
        return Err(PyError::type_error("_re.sub: the template must be a tuple"));
    };
    let len = text.char_len();
    let all = scan_bytes(code, text, 0, len, count)?;
    let hay = &text.s;
    let mut out = String::with_capacity(hay.len());
    let mut last = 0;
    for spans in &all {
        let (a, b) = spans[0].unwrap_or((last, last));
        out.push_str(&hay[last..a]);
        for piece in template.0.iter() {
            match piece {
                Value::Str(s) => out.push_str(&s.s),
                Value::Int(g) => {
                    if let Some(Some((x, y))) = usize::try_from(*g).ok().and_then(|g| spans.get(g))
                    {
                        out.push_str(&hay[*x..*y]);
                    }
                }
                _ => return Err(PyError::type_error("_re.sub: bad template piece")),
            }
        }
        last = b;
    }
    out.push_str(&hay[last..]);
    let n = all.len() as i64;
    Ok(Value::tuple(vec![Value::str(out), Value::Int(n)]))
}

/// `_re.split(code, string, maxsplit)`: `Pattern.split`'s list (the pieces between the
/// matches, and after each match the texts of its groups, `None` for those that did not
/// take part).
fn split(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let maxsplit = num::to_index(&args[2])?;
    let (code, text) = (code_of(&args[0])?, text_of(&args[1])?);
    let all = scan_bytes(code, text, 0, text.char_len(), maxsplit)?;
    let hay = &text.s;
    let mut out = Vec::with_capacity(all.len() * (code.groups + 1) + 1);
    let mut last = 0;
    for spans in &all {
        let (a, b) = spans[0].unwrap_or((last, last));
        out.push(text.piece(&hay[last..a]));
        for g in &spans[1..] {
            out.push(match g {
                Some((x, y)) => text.piece(&hay[*x..*y]),
                None => Value::None,
            });
        }
        last = b;
    }
    out.push(text.piece(&hay[last..]));
    Ok(Value::list(out))
}

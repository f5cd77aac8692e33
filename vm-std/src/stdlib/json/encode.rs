//! `json.dumps`' encoder: a value written as JSON text into one `String`, with the
//! options of CPython's `JSONEncoder` (`indent`, separators, `sort_keys`, `default`,
//! `skipkeys`, `allow_nan`, `check_circular`, `ensure_ascii`) and its errors.

use std::collections::HashSet;
use std::fmt::Write;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::class::Native;
use crate::value::format::float_repr;

/// How to encode: `JSONEncoder`'s options.
pub struct Options {
    pub skipkeys: bool,
    pub ensure_ascii: bool,
    pub check_circular: bool,
    pub allow_nan: bool,
    pub sort_keys: bool,
    /// The text one level of nesting indents by; `None`: everything on one line.
    pub indent: Option<String>,
    pub item_separator: String,
    pub key_separator: String,
    /// Called for an object of no JSON type (`None`: CPython's `TypeError`).
    pub default: Option<Value>,
}

/// The most nested containers the encoder enters whatever the recursion limit says: a
/// level costs a few hundred bytes of the Rust stack, which holds far more than this.
const HARD_DEPTH: usize = 100_000;

/// Writes `v` as JSON.
pub fn encode(vm: &mut dyn Vm, v: &Value, opts: &Options) -> PyResult<String> {
    let limit = vm
        .recursion_limit()
        .saturating_sub(vm.depth())
        .min(HARD_DEPTH);
    let mut e = Encoder {
        vm,
        opts,
        out: String::new(),
        markers: HashSet::new(),
        depth: 0,
        limit,
        level: 0,
    };
    e.value(v)?;
    Ok(e.out)
}

struct Encoder<'a> {
    vm: &'a mut dyn Vm,
    opts: &'a Options,
    out: String,
    /// The containers being encoded (their addresses), for "Circular reference detected".
    markers: HashSet<i64>,
    /// How many containers (and `default` calls) are open.
    depth: usize,
    limit: usize,
    /// How many lists and dicts are open (the indentation; `default` calls are not).
    level: usize,
}

/// What a value encodes as: its builtin part for an instance of a `list`, `tuple` or
/// `dict` subclass (CPython encodes those as their base).
fn builtin_part(v: &Value) -> Option<Value> {
    match v {
        // An `int`, `float` or `str` subclass's instance encodes as its value (CPython's
        // `int.__repr__`, `float.__repr__`, the string).
        Value::Instance(i)
            if matches!(
                i.class.native,
                Native::List
                    | Native::Dict
                    | Native::Tuple
                    | Native::Int
                    | Native::Float
                    | Native::Str
            ) =>
        {
            Some(i.native.borrow().clone())
        }
        _ => None,
    }
}

/// The identity of container `v` while it is being encoded (its `id()`).
fn address(v: &Value) -> i64 {
    crate::value::hash::identity(v)
}

impl Encoder<'_> {
    fn value(&mut self, v: &Value) -> PyResult<()> {
        match v {
            Value::None => self.out.push_str("null"),
            Value::Bool(true) => self.out.push_str("true"),
            Value::Bool(false) => self.out.push_str("false"),
            Value::Int(i) => {
                let _ = write!(self.out, "{i}");
            }
            Value::BigInt(b) => self.out.push_str(&crate::value::str_digits::to_decimal(b)?),
            Value::Float(f) => self.float(*f)?,
            Value::Str(s) => string(&mut self.out, &s.s, self.opts.ensure_ascii),
            Value::List(l) => {
                let items = l.to_vec();
                self.list(v, &items)?;
            }
            Value::Tuple(t) => {
                let items = t.0.to_vec();
                self.list(v, &items)?;
            }
            Value::Dict(d) => {
                let items: Vec<(Value, Value)> =
                    d.0.borrow()
                        .iter()
                        .map(|(k, x)| (k.clone(), x.clone()))
                        .collect();
                self.dict(v, items)?;
            }
            Value::Instance(i) if i.class.native == Native::Dict => {
                // CPython reads a dict subclass's items through its `items()` when the
                // subclass defines one (`PyMapping_Items`).
                match crate::object::call_special(self.vm, v, "items", Vec::new())? {
                    Some(items) => {
                        let mut pairs = Vec::new();
                        for pair in self.vm.collect(&items)? {
                            let kv = crate::value::iter::unpacked(self.vm.collect(&pair)?, 2)?;
                            let mut kv = kv.into_iter();
                            if let (Some(k), Some(x)) = (kv.next(), kv.next()) {
                                pairs.push((k, x));
                            }
                        }
                        self.dict(v, pairs)?;
                    }
                    None => {
                        let inner = i.native.borrow().clone();
                        self.value(&inner)?;
                    }
                }
            }
            _ => match builtin_part(v) {
                Some(inner) => self.value(&inner)?,
                None => self.other(v)?,
            },
        }
        Ok(())
    }

    fn float(&mut self, f: f64) -> PyResult<()> {
        let text = float_text(f, self.opts.allow_nan)?;
        self.out.push_str(&text);
        Ok(())
    }

    /// Enters a container (or a `default` call): the recursion check and the circular
    /// reference check.
    fn enter(&mut self, v: &Value) -> PyResult<()> {
        if self.depth >= self.limit {
            let what = if self.opts.indent.is_some() {
                // CPython encodes with indentation in Python (`json.encoder`'s
                // `_make_iterencode`), whose calls meet the limit.
                " while calling a Python object"
            } else {
                " while encoding a JSON object"
            };
            return Err(crate::value::recursion_error(what));
        }
        if self.opts.check_circular && !self.markers.insert(address(v)) {
            return Err(PyError::value_error("Circular reference detected"));
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self, v: &Value) {
        self.depth -= 1;
        if self.opts.check_circular {
            self.markers.remove(&address(v));
        }
    }

    /// A newline and the indentation of the current depth, when indenting.
    fn newline(&mut self, depth: usize) {
        if let Some(ind) = &self.opts.indent {
            self.out.push('\n');
            for _ in 0..depth {
                self.out.push_str(ind);
            }
        }
    }

    fn list(&mut self, v: &Value, items: &[Value]) -> PyResult<()> {
        if items.is_empty() {
            self.out.push_str("[]");
            return Ok(());
        }
        self.enter(v)?;
        self.out.push('[');
        self.level += 1;
        let depth = self.level;
        self.newline(depth);
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.out.push_str(&self.opts.item_separator);
                self.newline(depth);
            }
            self.value(x)?;
        }
        self.level -= 1;
        self.newline(depth - 1);
        self.out.push(']');
        self.leave(v);
        Ok(())
    }

    fn dict(&mut self, v: &Value, mut items: Vec<(Value, Value)>) -> PyResult<()> {
        if items.is_empty() {
            self.out.push_str("{}");
            return Ok(());
        }
        self.enter(v)?;
        if self.opts.sort_keys {
            // CPython sorts the (key, value) pairs before it converts the keys: keys of
            // types that do not compare are a `TypeError`.
            let keys: Vec<Value> = items.iter().map(|(k, _)| k.clone()).collect();
            let vm = &mut *self.vm;
            let order = crate::ops::sort::sort_order(&keys, false, &mut |a, b| vm.less(a, b))?;
            let mut taken: Vec<Option<(Value, Value)>> = items.into_iter().map(Some).collect();
            items = order.iter().filter_map(|&i| taken[i].take()).collect();
        }
        self.out.push('{');
        self.level += 1;
        let depth = self.level;
        self.newline(depth);
        let mut first = true;
        for (k, x) in &items {
            let native;
            let k = match k {
                Value::Instance(i)
                    if matches!(i.class.native, Native::Int | Native::Float | Native::Str) =>
                {
                    native = i.native.borrow().clone();
                    &native
                }
                k => k,
            };
            let key: std::borrow::Cow<str> = match k {
                Value::Str(s) => std::borrow::Cow::Owned(s.s.to_string()),
                Value::Float(f) => float_text(*f, self.opts.allow_nan)?.into(),
                Value::Bool(true) => "true".into(),
                Value::Bool(false) => "false".into(),
                Value::None => "null".into(),
                Value::Int(i) => i.to_string().into(),
                Value::BigInt(b) => crate::value::str_digits::to_decimal(b)?.into(),
                _ if self.opts.skipkeys => continue,
                _ => {
                    return Err(PyError::type_error(format!(
                        "keys must be str, int, float, bool or None, not {}",
                        k.type_name()
                    )));
                }
            };
            if !first {
                self.out.push_str(&self.opts.item_separator);
                self.newline(depth);
            }
            first = false;
            string(&mut self.out, &key, self.opts.ensure_ascii);
            self.out.push_str(&self.opts.key_separator);
            self.value(x)?;
        }
        self.level -= 1;
        self.newline(depth - 1);
        self.out.push('}');
        self.leave(v);
        Ok(())
    }

    /// An object of no JSON type: what `default` makes of it, encoded in its place.
    fn other(&mut self, v: &Value) -> PyResult<()> {
        let Some(default) = self.opts.default.clone() else {
            return Err(PyError::new(
                ExcType::TypeError,
                format!("Object of type {} is not JSON serializable", v.type_name()),
            ));
        };
        self.enter(v)?;
        let made = self.vm.call_slice(&default, &mut [v.clone()])?;
        self.value(&made)?;
        self.leave(v);
        Ok(())
    }
}

/// A float as JSON writes it: its `repr`, or `NaN`, `Infinity`, `-Infinity` (a
/// `ValueError` when those are not allowed).
fn float_text(f: f64, allow_nan: bool) -> PyResult<String> {
    if f.is_finite() {
        return Ok(float_repr(f));
    }
    if !allow_nan {
        return Err(PyError::value_error(
            "Out of range float values are not JSON compliant",
        ));
    }
    Ok(if f.is_nan() {
        "NaN"
    } else if f > 0.0 {
        "Infinity"
    } else {
        "-Infinity"
    }
    .to_string())
}

/// Writes `s` as a JSON string: quoted, with `"`, `\` and the control characters escaped
/// (and, with `ensure_ascii`, every character past ASCII as `\uXXXX`, astral ones as a
/// surrogate pair), as CPython's `encode_basestring(_ascii)`.
pub fn string(out: &mut String, s: &str, ensure_ascii: bool) {
    out.reserve(s.len() + 2);
    out.push('"');
    let bytes = s.as_bytes();
    // The start of the run of characters copied as they are.
    let mut run = 0;
    for (i, c) in s.char_indices() {
        let b = bytes[i];
        let plain = if b < 0x80 {
            b >= 0x20 && b != b'"' && b != b'\\' && (b != 0x7f || !ensure_ascii)
        } else {
            !ensure_ascii
        };
        if plain {
            continue;
        }
        out.push_str(&s[run..i]);
        run = i + c.len_utf8();
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            _ => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    let _ = write!(out, "\\u{u:04x}");
                }
            }
        }
    }
    out.push_str(&s[run..]);
    out.push('"');
}

//! `repr()` and `str()` exactly as CPython prints them.

use std::fmt::Write as _;
use std::rc::Rc;

use super::{Value, ViewKind, class};
use crate::error::PyResult;

/// `repr(v)`, for messages: past the recursion limit a container prints as `...` (the
/// builtins use [`try_repr`]).
pub fn repr(v: &Value) -> String {
    let mut out = String::new();
    write_repr(v, &mut out, &mut Seen::default());
    out
}

/// `repr(v)`, or CPython's `RecursionError` for containers nested deeper than the
/// recursion limit.
pub fn try_repr(v: &Value) -> PyResult<String> {
    let mut out = String::new();
    try_write_repr(v, &mut out)?;
    Ok(out)
}

/// `str(v)`, for messages (see [`repr`]).
pub fn str(v: &Value) -> String {
    match v {
        Value::Str(s) => s.s.to_string(),
        _ => repr(v),
    }
}

/// `str(v)`, or CPython's `RecursionError` (see [`try_repr`]).
pub fn try_str(v: &Value) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.to_string()),
        _ => try_repr(v),
    }
}

/// Appends `str(v)` to `out`, or fails as [`try_repr`].
pub fn try_write_str(v: &Value, out: &mut String) -> PyResult<()> {
    match v {
        Value::Str(s) => out.push_str(&s.s),
        Value::Int(i) => push_int(out, *i),
        _ => try_write_repr(v, out)?,
    }
    Ok(())
}

/// Appends the decimal digits of `i`. why not `write!`: `core::fmt` took about 200
/// instructions an int (`"%d,%d,%d" % t`, f-strings, `str(n)`), `itoa` a few dozen.
#[inline]
pub fn push_int(out: &mut String, i: i64) {
    out.push_str(itoa::Buffer::new().format(i));
}

fn try_write_repr(v: &Value, out: &mut String) -> PyResult<()> {
    write_repr_checked(v, out, Seen::default())
}

/// How `repr` reaches the `__repr__` of instances: the layer that runs Python code
/// implements it.
pub trait ReprHook {
    /// `repr(v)` of an instance of a class.
    fn instance_repr(&mut self, v: &Value) -> PyResult<String>;

    /// `str(v)` of an instance of a class.
    fn instance_str(&mut self, v: &Value) -> PyResult<String> {
        self.instance_repr(v)
    }

    /// `bytes(v)` of an instance through its `__bytes__`, if it has one (what a bytes
    /// format's `%b` takes); `None` where no Python code can run.
    fn instance_bytes(&mut self, v: &Value) -> PyResult<Option<Vec<u8>>> {
        let _ = v;
        Ok(None)
    }

    /// `format(v, spec)` of an instance through its class's `__format__`, if it has one
    /// (`object`'s is the builtin formatting); `None` where no Python code can run.
    fn instance_format(&mut self, v: &Value, spec: &str) -> PyResult<Option<String>> {
        let _ = (v, spec);
        Ok(None)
    }

    /// The number an instance gives a `%` conversion (`conv`: `d`, `i`, `u`, `x`, `X`,
    /// `o` an int, the others a float) through its special methods, as CPython's
    /// formatting asks `__int__`/`__index__` or `__float__`; `None` when it has none of
    /// them or where no Python code can run.
    fn instance_number(&mut self, v: &Value, conv: char) -> PyResult<Option<Value>> {
        let _ = (v, conv);
        Ok(None)
    }

    /// `v.name`, for a `str.format` field (`{0.real}`); an `AttributeError` where no
    /// Python code can run.
    fn field_attr(&mut self, v: &Value, name: &str) -> PyResult<Value> {
        Err(crate::error::PyError::new(
            crate::error::ExcType::AttributeError,
            format!("'{}' object has no attribute '{name}'", v.type_name()),
        ))
    }

    /// `v[key]`, for a `str.format` field (`{0[1]}`, `{d[name]}`); a `TypeError` where
    /// no Python code can run.
    fn field_item(&mut self, v: &Value, key: &Value) -> PyResult<Value> {
        let _ = key;
        Err(crate::error::PyError::type_error(format!(
            "'{}' object is not subscriptable",
            v.type_name()
        )))
    }
}

/// `ascii()` of an object whose `repr` is `repr`: its non-ASCII characters escaped
/// (`\xe9`, `\u20ac`, `\U0001f600`), as CPython's `ascii()`, `%a` and `!a`.
pub fn ascii(repr: &str) -> String {
    let mut out = String::with_capacity(repr.len());
    for c in repr.chars() {
        let n = u32::from(c);
        match n {
            0..=0x7f => out.push(c),
            0x80..=0xff => {
                let _ = write!(out, "\\x{n:02x}");
            }
            0x100..=0xffff => {
                let _ = write!(out, "\\u{n:04x}");
            }
            _ => {
                let _ = write!(out, "\\U{n:08x}");
            }
        }
    }
    out
}

/// Prints instances with `object.__repr__` (for work that runs no Python code).
pub struct PlainRepr;

impl ReprHook for PlainRepr {
    fn instance_repr(&mut self, v: &Value) -> PyResult<String> {
        Ok(default_repr(v))
    }
}

/// `str(v)`, instances printed by `hook` (their `__str__`).
pub fn try_str_with(v: &Value, hook: &mut dyn ReprHook) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.to_string()),
        Value::Instance(_) => hook.instance_str(v),
        Value::Class(c) if c.meta().is_some() => hook.instance_str(v),
        _ => try_repr_with(v, hook),
    }
}

/// `repr(v)`, instances printed by `hook` (their `__repr__`). Containers are copied
/// before their items print, since a `__repr__` may change them.
pub fn try_repr_with(v: &Value, hook: &mut dyn ReprHook) -> PyResult<String> {
    let mut out = String::new();
    let mut seen = Seen {
        hook: Some(hook),
        ..Seen::default()
    };
    // A `__repr__` running inside an enclosing printing (a subclass's, through
    // `super().__repr__()`, of a list that holds itself) sees its containers as being
    // printed, as CPython's `Py_ReprEnter` does, instead of recursing for good.
    PRINTING.with_borrow(|outer| outer.iter().for_each(|&id| seen.push(id)));
    write_repr_checked(v, &mut out, seen)?;
    Ok(out)
}

thread_local! {
    /// The containers the printings that called the running `__repr__` hooks are in
    /// (empty unless a hook runs): what [`try_repr_with`] starts its own path from.
    static PRINTING: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// `hook.instance_repr(v)` with the containers `seen` is inside published for the
/// printings the hook starts (see [`PRINTING`]).
fn hooked_repr(hook: &mut dyn ReprHook, v: &Value, path: &[usize]) -> PyResult<String> {
    if path.is_empty() {
        return hook.instance_repr(v);
    }
    let outer = PRINTING.replace(path.to_vec());
    let r = hook.instance_repr(v);
    PRINTING.set(outer);
    r
}

fn write_repr_checked(v: &Value, out: &mut String, mut seen: Seen) -> PyResult<()> {
    seen.checked = true;
    write_repr(v, out, &mut seen);
    if let Some(e) = seen.error {
        return Err(e);
    }
    if seen.too_deep {
        return Err(super::recursion_error(
            " while getting the repr of an object",
        ));
    }
    Ok(())
}

/// `<__main__.C object at 0x...>`: `object.__repr__`.
pub fn default_repr(v: &Value) -> String {
    match v {
        Value::Instance(i) => format!(
            "<{} object at {:#x}>",
            i.class.qualified_name(),
            Rc::as_ptr(i) as usize
        ),
        other => repr(other),
    }
}

/// The containers being printed, innermost last (a container inside itself prints as
/// `[...]`), and how deep the printing is.
///
/// why a set besides the path: looking a container up in the path is linear in its
/// depth, which made printing a deeply nested list quadratic; past a few levels the
/// lookups go to a hash set.
#[derive(Default)]
struct Seen<'h> {
    /// What prints instances (none: their default `repr`).
    hook: Option<&'h mut dyn ReprHook>,
    /// The first error a `__repr__` raised (the rest of the printing is discarded).
    error: Option<crate::error::PyError>,
    path: Vec<usize>,
    set: Option<rustc_hash::FxHashSet<usize>>,
    /// Containers being printed, tuples included (they cannot contain themselves, so
    /// they are not in `path`).
    depth: u32,
    /// Whether a container was deeper than the recursion limit (printed as `...`).
    too_deep: bool,
    /// Whether this printing can fail: then an int of more digits than
    /// `sys.set_int_max_str_digits` allows is its error, as in CPython; a message's
    /// printing shows all the digits.
    checked: bool,
}

impl Seen<'_> {
    /// Paths this long are scanned; longer ones use the set.
    const SCAN: usize = 16;

    /// Enters a container, unless it is too deep (then marks it and says `false`).
    fn enter(&mut self) -> bool {
        if self.depth >= super::RECURSION_LIMIT {
            self.too_deep = true;
            return false;
        }
        self.depth += 1;
        true
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn contains(&self, id: usize) -> bool {
        match &self.set {
            Some(set) => set.contains(&id),
            None => self.path.contains(&id),
        }
    }

    fn push(&mut self, id: usize) {
        self.path.push(id);
        if let Some(set) = &mut self.set {
            set.insert(id);
        } else if self.path.len() > Self::SCAN {
            self.set = Some(self.path.iter().copied().collect());
        }
    }

    fn pop(&mut self) {
        if let (Some(id), Some(set)) = (self.path.pop(), &mut self.set) {
            set.remove(&id);
        }
    }
}

/// `repr(x)` of a float: the shortest string that round-trips, in CPython's layout
/// (`1.0`, `0.1`, `1e+16`, `1e-05`, `inf`, `nan`).
pub fn float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() {
            "-0.0".into()
        } else {
            "0.0".into()
        };
    }
    // why ryu, not Rust's `{:e}`: both print the shortest digits that round-trip, but
    // when two such strings are equally close to the exact value (`2**31 + 0.01953125`
    // is 2147483648.01953125 exactly: ...5312 or ...5313), CPython's dtoa and ryu round
    // half to even, while `{:e}` rounded up (7 in 5000 random doubles printed otherwise).
    let mut buf = ryu::Buffer::new();
    let (digits, decpt) = decimal_digits(buf.format_finite(x.abs()));
    let neg = x < 0.0;
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if -4 < decpt && decpt <= 16 {
        let n = digits.len() as i32;
        if decpt <= 0 {
            out.push_str("0.");
            for _ in 0..-decpt {
                out.push('0');
            }
            out.push_str(&digits);
        } else if decpt >= n {
            out.push_str(&digits);
            for _ in 0..decpt - n {
                out.push('0');
            }
            out.push_str(".0");
        } else {
            out.push_str(&digits[..decpt as usize]);
            out.push('.');
            out.push_str(&digits[decpt as usize..]);
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        let e = decpt - 1;
        let _ = write!(out, "e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
    }
    out
}

/// The significant digits of a finite positive decimal number in ryu's notation (`123.45`,
/// `0.001`, `1e16`, `1.5e-7`) and the position of the decimal point relative to them
/// (`decpt`: the value is `0.DIGITS * 10**decpt`).
fn decimal_digits(s: &str) -> (String, i32) {
    let (mantissa, exp) = match s.split_once('e') {
        Some((m, e)) => (m, e.parse::<i32>().expect("ryu prints an integer exponent")),
        None => (s, 0),
    };
    let (int_part, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all: String = int_part.chars().chain(frac.chars()).collect();
    let leading = all.len() - all.trim_start_matches('0').len();
    let digits = all.trim_matches('0').to_string();
    (digits, int_part.len() as i32 - leading as i32 + exp)
}

/// Whether CPython's `str.isprintable()` holds for `c`: what `repr` shows as itself.
pub fn is_printable(c: char) -> bool {
    super::unicode::is_printable(c)
}

/// `repr(s)` of a str: single quotes unless the text has `'` and no `"`.
pub fn str_repr(s: &str, out: &mut String) {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if is_printable(c) => out.push(c),
            c => {
                let u = c as u32;
                if u <= 0xff {
                    let _ = write!(out, "\\x{u:02x}");
                } else if u <= 0xffff {
                    let _ = write!(out, "\\u{u:04x}");
                } else {
                    let _ = write!(out, "\\U{u:08x}");
                }
            }
        }
    }
    out.push(quote);
}

/// Writes the items of a sequence separated by `, `.
fn write_items<'a>(items: impl Iterator<Item = &'a Value>, out: &mut String, seen: &mut Seen) {
    for (i, item) in items.enumerate() {
        if seen.error.is_some() {
            return;
        }
        if i > 0 {
            out.push_str(", ");
        }
        write_repr(item, out, seen);
    }
}

/// Appends `repr(v)`; `seen` holds the containers being printed. A container deeper than
/// the recursion limit prints as `...` and marks `seen`.
fn write_repr(v: &Value, out: &mut String, seen: &mut Seen) {
    let container = matches!(
        v,
        Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_) | Value::View(_)
    );
    if !container {
        return write_value(v, out, seen);
    }
    if !seen.enter() {
        out.push_str("...");
        return;
    }
    write_value(v, out, seen);
    seen.leave();
}

/// [`write_repr`] of any value (containers are entered by the caller).
fn write_value(v: &Value, out: &mut String, seen: &mut Seen) {
    match v {
        Value::Undefined => out.push_str("<undefined>"),
        Value::None => out.push_str("None"),
        Value::Bool(true) => out.push_str("True"),
        Value::Bool(false) => out.push_str("False"),
        Value::Int(i) => push_int(out, *i),
        Value::BigInt(b) if seen.checked => match super::str_digits::to_decimal(b) {
            Ok(s) => out.push_str(&s),
            Err(e) => {
                seen.error.get_or_insert(e);
            }
        },
        Value::BigInt(b) => {
            let _ = write!(out, "{}", b.as_ref());
        }
        Value::Float(f) => out.push_str(&float_repr(*f)),
        Value::Str(s) => str_repr(&s.s, out),
        Value::Bytes(b) => super::bytes::bytes_repr(&b.b, out),
        Value::ByteArray(b) => {
            out.push_str("bytearray(");
            super::bytes::bytearray_repr(&b.borrow(), out);
            out.push(')');
        }
        Value::List(l) => {
            let id = Rc::as_ptr(l) as usize;
            if seen.contains(id) {
                out.push_str("[...]");
                return;
            }
            seen.push(id);
            out.push('[');
            if seen.hook.is_some() {
                let items = l.to_vec();
                write_items(items.iter(), out, seen);
            } else {
                l.with_values(|v| write_items(v.iter(), out, seen));
            }
            out.push(']');
            seen.pop();
        }
        Value::Array(a) => {
            out.push_str("array('");
            out.push(a.code as char);
            out.push('\'');
            if let Some(text) = a.read(super::array::Items::to_text)
                && !text.is_empty()
            {
                // A `u` array shows its characters as one string.
                out.push_str(", ");
                out.push_str(&repr(&Value::str(text)));
            } else if !a.is_empty() {
                out.push_str(", [");
                let items = a.read(super::array::Items::to_values);
                write_items(items.iter(), out, seen);
                out.push(']');
            }
            out.push(')');
        }
        Value::Deque(d) => {
            let id = Rc::as_ptr(d) as usize;
            if seen.contains(id) {
                out.push_str("[...]");
                return;
            }
            seen.push(id);
            out.push_str("deque([");
            let items: Vec<Value> = d.items().iter().cloned().collect();
            write_items(items.iter(), out, seen);
            out.push(']');
            if let Some(m) = d.maxlen {
                let _ = write!(out, ", maxlen={m}");
            }
            out.push(')');
            seen.pop();
        }
        Value::Tuple(t) => {
            out.push('(');
            write_items(t.0.iter(), out, seen);
            if t.0.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        Value::Dict(d) => {
            let id = Rc::as_ptr(d) as usize;
            if seen.contains(id) {
                out.push_str("{...}");
                return;
            }
            seen.push(id);
            out.push('{');
            let entries: Vec<(Value, Value)> =
                d.0.borrow()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
            for (i, (k, v)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(k, out, seen);
                out.push_str(": ");
                write_repr(v, out, seen);
            }
            out.push('}');
            seen.pop();
        }
        Value::Set(s) => {
            let items: Vec<Value> = s.0.borrow().iter().cloned().collect();
            let name = if s.is_frozen() { "frozenset" } else { "set" };
            if items.is_empty() {
                out.push_str(name);
                out.push_str("()");
                return;
            }
            let id = Rc::as_ptr(s) as usize;
            if seen.contains(id) {
                out.push_str(name);
                out.push_str("(...)");
                return;
            }
            seen.push(id);
            if s.is_frozen() {
                out.push_str("frozenset(");
            }
            out.push('{');
            write_items(items.iter(), out, seen);
            out.push('}');
            if s.is_frozen() {
                out.push(')');
            }
            seen.pop();
        }
        Value::Range(r) => {
            if r.step == 1 {
                let _ = write!(out, "range({}, {})", r.start, r.stop);
            } else {
                let _ = write!(out, "range({}, {}, {})", r.start, r.stop, r.step);
            }
        }
        Value::Function(f) => {
            let _ = write!(
                out,
                "<function {} at {:#x}>",
                f.shown_qualname(),
                Rc::as_ptr(f) as usize
            );
        }
        Value::Builtin(b) => {
            if b.is_type() {
                let _ = write!(out, "<class '{}'>", b.name());
            } else if b.is_slot_wrapper() {
                let _ = write!(out, "<slot wrapper '{}' of 'object' objects>", b.name());
            } else {
                let _ = write!(out, "<built-in function {}>", b.short_name());
            }
        }
        Value::Method(m) => {
            let (ty, name) = m.qualname().split_once('.').unwrap_or(("?", m.qualname()));
            let kind = if m.is_slot_wrapper() {
                "slot wrapper"
            } else {
                "method"
            };
            let _ = write!(out, "<{kind} '{name}' of '{ty}' objects>");
        }
        Value::NotImplemented => out.push_str("NotImplemented"),
        Value::Ellipsis => out.push_str("Ellipsis"),
        Value::Class(c) if c.meta().is_none() || seen.hook.is_none() => {
            let _ = write!(out, "<class '{}'>", c.qualified_name());
        }
        // A class whose metaclass may print it (`<enum 'Color'>`): through the hook.
        Value::Class(_) | Value::Instance(_) => match seen.hook.as_deref_mut() {
            Some(hook) => match hooked_repr(hook, v, &seen.path) {
                Ok(s) => out.push_str(&s),
                Err(e) => {
                    seen.error.get_or_insert(e);
                }
            },
            None => out.push_str(&default_repr(v)),
        },
        Value::BoundMethod(b) if matches!(b.func, Value::Method(_)) => {
            let Value::Method(m) = &b.func else {
                unreachable!("matched above")
            };
            let name = m.qualname().rsplit('.').next().unwrap_or_default();
            let (ty, at) = (b.receiver.type_name(), super::hash::identity(&b.receiver));
            let _ = match m.is_slot_wrapper() {
                true => write!(out, "<method-wrapper '{name}' of {ty} object at {at:#x}>"),
                false => write!(out, "<built-in method {name} of {ty} object at {at:#x}>"),
            };
        }
        // A builtin bound to an instance (`BaseException.add_note`).
        Value::BoundMethod(b) if matches!(b.func, Value::Builtin(f) if !f.is_type()) => {
            let Value::Builtin(f) = &b.func else {
                unreachable!("matched above")
            };
            let (name, ty) = (f.short_name(), b.receiver.type_name());
            let at = super::hash::identity(&b.receiver);
            let _ = match f.is_slot_wrapper() {
                true => write!(out, "<method-wrapper '{name}' of {ty} object at {at:#x}>"),
                false => write!(out, "<built-in method {name} of {ty} object at {at:#x}>"),
            };
        }
        Value::BoundMethod(b) => {
            // The function's `__qualname__` alone (`P.m`, whatever it is bound to), as
            // CPython's `method_repr`.
            let name = match &b.func {
                Value::Function(f) => f.shown_qualname().to_string(),
                other => format!("{}.{}", owner_name(&b.receiver), other.type_name()),
            };
            let _ = write!(out, "<bound method {name} of ");
            write_repr(&b.receiver, out, seen);
            out.push('>');
        }
        Value::Descr(d) => {
            if let class::Descr::ExcField(f) = &***d {
                let kind = if f.is_member() { "member" } else { "attribute" };
                let _ = write!(out, "<{kind} '{}' of 'BaseException' objects>", f.name());
                return;
            }
            let _ = write!(
                out,
                "<{} object at {:#x}>",
                d.type_name(),
                Rc::as_ptr(d) as usize
            );
        }
        Value::Cell(c) => {
            let _ = write!(out, "<cell at {:#x}>", Rc::as_ptr(c) as usize);
        }
        Value::Module(m) => out.push_str(&m.repr()),
        Value::Stream(s) => {
            let ty = s.type_name();
            if matches!(ty, "StringIO" | "BytesIO") {
                let _ = write!(out, "<_io.{ty} object at {:#x}>", Rc::as_ptr(s) as usize);
            } else if s.binary {
                let _ = write!(out, "<_io.{ty} name='{}'>", s.name);
            } else {
                let _ = write!(
                    out,
                    "<_io.TextIOWrapper name='{}' mode='{}' encoding='utf-8'>",
                    s.name, s.mode
                );
            }
        }
        Value::AgenOp(o) => {
            let _ = write!(
                out,
                "<{} object at {:#x}>",
                o.type_name(),
                Rc::as_ptr(o) as usize
            );
        }
        Value::Generator(g) | Value::Coroutine(g) | Value::AsyncGenerator(g) => {
            let _ = write!(
                out,
                "<{} object {} at {:#x}>",
                v.type_name(),
                g.qualname,
                Rc::as_ptr(g) as usize
            );
        }
        Value::Traceback(t) => {
            let _ = write!(out, "<traceback object at {:#x}>", Rc::as_ptr(t) as usize);
        }
        Value::Super(s) => {
            let _ = write!(
                out,
                "<super: <class '{}'>, <{} object>>",
                super::class::type_name_of(&s.class),
                s.receiver.type_name()
            );
        }
        Value::Iter(it) => {
            // `count(5)`, `repeat('a', 3)`: a standard module's iterator that shows its
            // state.
            let shown = match it.try_borrow().as_deref() {
                Ok(super::Iter::Native(n)) => n.repr_args().map(|args| (n.type_handle(), args)),
                _ => None,
            };
            if let Some((ty, args)) = shown {
                out.push_str(ty.short_name());
                out.push('(');
                write_items(args.iter(), out, seen);
                out.push(')');
                return;
            }
            let _ = write!(
                out,
                "<{} object at {:#x}>",
                v.type_name(),
                Rc::as_ptr(it) as *const u8 as usize
            );
        }
        Value::Opaque(o) => {
            let _ = write!(out, "<object at {:#x}>", Rc::as_ptr(o) as usize);
        }
        Value::Slice(s) => {
            out.push_str("slice(");
            write_items(s.iter(), out, seen);
            out.push(')');
        }
        Value::View(view) => {
            let d: Vec<(Value, Value)> = view
                .dict
                .0
                .borrow()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            let name = match view.kind {
                ViewKind::Keys => "dict_keys",
                ViewKind::Values => "dict_values",
                ViewKind::Items => "dict_items",
            };
            out.push_str(name);
            out.push_str("([");
            for (i, (k, v)) in d.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match view.kind {
                    ViewKind::Keys => write_repr(k, out, seen),
                    ViewKind::Values => write_repr(v, out, seen),
                    ViewKind::Items => {
                        out.push('(');
                        write_repr(k, out, seen);
                        out.push_str(", ");
                        write_repr(v, out, seen);
                        out.push(')');
                    }
                }
            }
            out.push_str("])");
        }
    }
}

/// The class name a bound method prints as its owner (`C.f`).
fn owner_name(receiver: &Value) -> String {
    match receiver {
        Value::Instance(i) => i.class.name.to_string(),
        Value::Class(c) => c.name.to_string(),
        other => other.type_name().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_print_like_python() {
        let cases = [
            (1.0, "1.0"),
            (0.1, "0.1"),
            (1e16, "1e+16"),
            (1e15, "1000000000000000.0"),
            (1234567890123456.0, "1234567890123456.0"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (-2.5e-10, "-2.5e-10"),
            (1.5e300, "1.5e+300"),
            (f64::INFINITY, "inf"),
            (-0.0, "-0.0"),
            (0.1 + 0.2, "0.30000000000000004"),
            (123.456, "123.456"),
            (1e22, "1e+22"),
            (5e-324, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
            (12345678901234567.0, "1.2345678901234568e+16"),
            (-0.001, "-0.001"),
            // Exact ties between two shortest strings round half to even, as CPython.
            (2147483648.0 + 5.0 / 256.0, "2147483648.0195312"),
            (1020.0 + 2029.0 / 16384.0, "1020.1238403320312"),
        ];
        for (x, s) in cases {
            assert_eq!(float_repr(x), s, "{x}");
        }
    }

    /// The containers being printed are found whether the path is scanned or, past
    /// `Seen::SCAN` levels, looked up in the set, and leave both when popped.
    #[test]
    fn seen_tracks_the_path_across_the_set_threshold() {
        let mut seen = Seen::default();
        let n = Seen::SCAN * 3;
        for id in 0..n {
            assert!(!seen.contains(id));
            seen.push(id);
            assert!((0..=id).all(|k| seen.contains(k)));
        }
        assert!(seen.set.is_some());
        for id in (0..n).rev() {
            seen.pop();
            assert!(!seen.contains(id) && (id == 0 || seen.contains(id - 1)));
        }
        // A list nested past the threshold and containing itself prints as CPython.
        let inner = Value::list(vec![]);
        let mut v = inner.clone();
        for _ in 0..40 {
            v = Value::list(vec![v]);
        }
        if let Value::List(l) = &inner {
            l.push(v.clone()).unwrap();
        }
        let text = repr(&v);
        assert_eq!(text.matches("[...]").count(), 1, "{text}");
        assert_eq!(text.len(), 2 * 41 + "[...]".len());
        if let Value::List(l) = &inner {
            l.take();
        }
    }

    #[test]
    fn strings_quote_like_python() {
        let r = |s: &str| {
            let mut o = String::new();
            str_repr(s, &mut o);
            o
        };
        assert_eq!(r("a'b"), "\"a'b\"");
        assert_eq!(r("a'b\""), "'a\\'b\"'");
        assert_eq!(r("tab\there\n"), "'tab\\there\\n'");
        assert_eq!(r("é\u{1}"), "'é\\x01'");
    }
}

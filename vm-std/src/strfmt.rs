//! String formatting: the format-spec mini-language (`format()`, f-strings,
//! `str.format`) and printf-style `%` formatting.

use std::rc::Rc;

use compact_str::CompactString;

use crate::error::{PyError, PyResult};
use crate::value::format::ReprHook;
use crate::value::string::repeated_char;
use crate::value::{Value, format, num};

mod spec;

/// `format(v, spec)`.
pub fn format_value(v: &Value, spec: &str, hook: &mut dyn ReprHook) -> PyResult<String> {
    if let Value::Instance(_) = v
        && let Some(s) = hook.instance_format(v, spec)?
    {
        return Ok(s);
    }
    if spec.is_empty() {
        return format::try_str_with(v, hook);
    }
    let subject = |type_name, default_type, default_align| spec::Subject {
        type_name,
        default_type,
        default_align,
    };
    match v {
        Value::Float(f) => {
            let s = spec::parse(spec, subject("float", None, '>'))?;
            spec::format_float(*f, &s, "float")
        }
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
            // A bool formats as the int it is under any non-empty spec (`bool` inherits
            // `int.__format__`; only the empty spec gives `str`, above), named `bool`
            // in errors.
            let name = if let Value::Bool(_) = v {
                "bool"
            } else {
                "int"
            };
            let s = spec::parse(spec, subject(name, Some('d'), '>'))?;
            if s.takes_float() {
                let f = num::to_f64(v).expect("int")?;
                return spec::format_float(f, &s, name);
            }
            spec::format_int(&num::to_bigint(v).expect("int"), &s, name)
        }
        Value::Str(st) => {
            let s = spec::parse(spec, subject("str", Some('s'), '<'))?;
            spec::format_str(&st.s, &s, "str")
        }
        // An `int` or `str` subclass's instance (no `__format__` of its own): its builtin
        // part's format.
        Value::Instance(i)
            if matches!(
                i.class.native,
                crate::value::class::Native::Int
                    | crate::value::class::Native::Str
                    | crate::value::class::Native::Float
            ) =>
        {
            let native = i.native.borrow().clone();
            format_value(&native, spec, hook)
        }
        // `object.__format__` refuses any non-empty spec, and it is what `None`,
        // containers, the other builtins and instances without a `__format__` use.
        other => Err(PyError::type_error(format!(
            "unsupported format string passed to {}.__format__",
            other.type_name()
        ))),
    }
}

/// `fmt.format(*args, **kwargs)`.
pub fn str_format(
    fmt: &str,
    args: &[Value],
    kw: &[(Rc<str>, Value)],
    hook: &mut dyn ReprHook,
) -> PyResult<String> {
    format_numbered(
        fmt,
        args,
        Keywords::Pairs(kw),
        hook,
        &mut Numbering::Unknown,
    )
}

/// `fmt.format_map(mapping)`: named fields are `mapping[name]` (so a dict subclass's
/// `__missing__` answers), and positional fields are a `ValueError`.
pub fn str_format_map(fmt: &str, mapping: &Value, hook: &mut dyn ReprHook) -> PyResult<String> {
    format_numbered(
        fmt,
        &[],
        Keywords::Mapping(mapping),
        hook,
        &mut Numbering::Unknown,
    )
}

/// Where a `str.format` string's named fields come from.
#[derive(Clone, Copy)]
enum Keywords<'a> {
    /// `format(**kw)`'s keyword arguments.
    Pairs(&'a [(Rc<str>, Value)]),
    /// `format_map(mapping)`: items of the mapping.
    Mapping(&'a Value),
}

/// How a `str.format` string numbers its positional fields: all automatically (`{}`,
/// with the next number) or all by hand (`{0}`); mixing them is a `ValueError`.
#[derive(Clone, Copy)]
enum Numbering {
    Unknown,
    Auto(usize),
    Manual,
}

impl Numbering {
    /// The next automatic field number.
    fn next_auto(&mut self) -> PyResult<usize> {
        let n = match *self {
            Numbering::Unknown => 0,
            Numbering::Auto(n) => n,
            Numbering::Manual => {
                return Err(PyError::value_error(
                    "cannot switch from manual field specification to automatic field numbering",
                ));
            }
        };
        *self = Numbering::Auto(n + 1);
        Ok(n)
    }

    /// A field numbered by hand.
    fn manual(&mut self) -> PyResult<()> {
        if let Numbering::Auto(_) = self {
            return Err(PyError::value_error(
                "cannot switch from automatic field numbering to manual field specification",
            ));
        }
        *self = Numbering::Manual;
        Ok(())
    }
}

/// The value a `str.format` field name names: an argument (`{}`, `{0}`, `{name}`), then
/// its attributes and items (`{0.real}`, `{p[0]}`, `{d[key].x}`), as CPython's
/// `field_name` grammar (an item key of digits is an int, else a str).
fn field_value(
    name: &str,
    args: &[Value],
    kw: Keywords<'_>,
    hook: &mut dyn ReprHook,
    numbering: &mut Numbering,
) -> PyResult<Value> {
    let first_end = name.find(['.', '[']).unwrap_or(name.len());
    let (first, mut rest) = name.split_at(first_end);
    let mut v = if first.bytes().all(|b| b.is_ascii_digit()) {
        // Positional: `{}` numbered automatically, `{0}` by hand.
        if let Keywords::Mapping(_) = kw {
            return Err(PyError::value_error(
                "Format string contains positional fields",
            ));
        }
        let i = if first.is_empty() {
            numbering.next_auto()?
        } else {
            numbering.manual()?;
            first
                .parse::<usize>()
                .map_err(|_| PyError::value_error("Too many decimal digits in format string"))?
        };
        args.get(i).cloned().ok_or_else(|| {
            PyError::index_error(format!(
                "Replacement index {i} out of range for positional args tuple"
            ))
        })?
    } else {
        match kw {
            Keywords::Pairs(kw) => kw
                .iter()
                .find(|(k, _)| **k == *first)
                .map(|(_, v)| v.clone())
                .ok_or_else(|| {
                    PyError::with_args(
                        crate::error::ExcType::KeyError,
                        format!("'{first}'"),
                        Rc::new(Value::tuple(vec![Value::str(first)])),
                    )
                })?,
            Keywords::Mapping(m) => hook.field_item(m, &Value::str(first))?,
        }
    };
    while let Some(c) = rest.chars().next() {
        if c == '.' {
            let part = &rest[1..];
            let end = part.find(['.', '[']).unwrap_or(part.len());
            let attr = &part[..end];
            if attr.is_empty() {
                return Err(PyError::value_error("Empty attribute in format string"));
            }
            v = hook.field_attr(&v, attr)?;
            rest = &part[end..];
        } else if c == '[' {
            let part = &rest[1..];
            let Some(end) = part.find(']') else {
                return Err(PyError::value_error("Missing ']' in format string"));
            };
            let key = &part[..end];
            if key.is_empty() {
                return Err(PyError::value_error("Empty attribute in format string"));
            }
            let key = match key.parse::<i64>() {
                Ok(i) if key.bytes().all(|b| b.is_ascii_digit()) => Value::Int(i),
                _ => Value::str(key),
            };
            v = hook.field_item(&v, &key)?;
            rest = &part[end + 1..];
            if !rest.is_empty() && !rest.starts_with(['.', '[']) {
                return Err(PyError::value_error(
                    "Only '.' or '[' may follow ']' in format field specifier",
                ));
            }
        } else {
            break;
        }
    }
    Ok(v)
}

/// Splits a replacement field (what lies between its braces) into its field name (its
/// first `name_len` bytes, as the scan for the closing brace found them: up to the first
/// `!` or `:` outside an item key), its conversion and its spec.
fn split_field(field: &str, name_len: usize) -> PyResult<(&str, Option<char>, &str)> {
    let (name, tail) = field.split_at(name_len);
    match tail.strip_prefix('!') {
        Some(conv) => {
            let mut cs = conv.chars();
            let Some(c) = cs.next() else {
                // CPython's message for `{0!}`.
                return Err(PyError::value_error("unmatched '{' in format spec"));
            };
            let after = cs.as_str();
            match after.strip_prefix(':') {
                Some(spec) => Ok((name, Some(c), spec)),
                None if after.is_empty() => Ok((name, Some(c), "")),
                None => Err(PyError::value_error(
                    "expected ':' after conversion specifier",
                )),
            }
        }
        None => Ok((name, None, tail.strip_prefix(':').unwrap_or(""))),
    }
}

/// [`str_format`] with the numbering so far, which the fields nested in a spec
/// (`{:>{}}`) continue after their own field's.
fn format_numbered(
    fmt: &str,
    args: &[Value],
    kw: Keywords<'_>,
    hook: &mut dyn ReprHook,
    numbering: &mut Numbering,
) -> PyResult<String> {
    let mut out = String::new();
    let mut chars = fmt.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                out.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                out.push('}');
            }
            '{' => {
                let mut field = String::new();
                let mut depth = 1;
                // In the field name, braces, `!` and `:` inside brackets are part of an
                // item key (`{d[}]}`, `{d[a:b]}`); once `!` or `:` ends the name, braces
                // nest again (a spec's own fields).
                let (mut name_len, mut in_key) = (None, false);
                for c in chars.by_ref() {
                    match c {
                        _ if in_key => in_key = c != ']',
                        '[' if name_len.is_none() => in_key = true,
                        '!' | ':' if name_len.is_none() => name_len = Some(field.len()),
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    field.push(c);
                }
                if depth != 0 {
                    return Err(PyError::value_error("expected '}' before end of string"));
                }
                let (name, conv, spec) = split_field(&field, name_len.unwrap_or(field.len()))?;
                let v = field_value(name, args, kw, hook, numbering)?;
                let v = match conv {
                    Some('r') => Value::str(format::try_repr_with(&v, hook)?),
                    Some('a') => Value::str(format::ascii(&format::try_repr_with(&v, hook)?)),
                    Some('s') => Value::str(format::try_str_with(&v, hook)?),
                    None => v,
                    Some(c) => {
                        return Err(PyError::value_error(format!(
                            "Unknown conversion specifier {c}"
                        )));
                    }
                };
                let spec = if spec.contains('{') {
                    format_numbered(spec, args, kw, hook, numbering)?
                } else {
                    spec.to_string()
                };
                out.push_str(&format_value(&v, &spec, hook)?);
            }
            '}' => {
                return Err(PyError::value_error(
                    "Single '}' encountered in format string",
                ));
            }
            c => out.push(c),
        }
    }
    Ok(out)
}

/// What a `%` format formats into: a `str`, or a `bytes` (whose format and output are
/// handled as Latin-1 text, one char a byte, so that widths and precisions count bytes).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    Str,
    Bytes,
}

impl Target {
    /// What the unused-arguments error says is being formatted.
    fn noun(self) -> &'static str {
        match self {
            Target::Str => "string",
            Target::Bytes => "bytes",
        }
    }
}

/// The Latin-1 text of `data` (one char a byte).
fn latin1(data: &[u8]) -> String {
    data.iter().map(|&b| char::from(b)).collect()
}

/// `args[key]` for a `%(key)` conversion (a `bytes` format's keys are `bytes`).
fn mapping_item(
    args: &Value,
    key: &str,
    target: Target,
    hook: &mut dyn ReprHook,
) -> PyResult<Value> {
    let k = match target {
        Target::Str => Value::str(key),
        Target::Bytes => Value::bytes(key.chars().map(|c| c as u8).collect::<Vec<u8>>()),
    };
    match args {
        Value::Dict(d) => {
            let found = d.0.borrow().get(&k).cloned();
            match found {
                Some(v) => Ok(v),
                // A key that equals `k` without being a plain string (an instance of a
                // `str` subclass) is compared by Python code, which runs through the
                // machine's own subscript, with no borrow held (the caller passed the
                // machine's hook: such a dict "holds an instance").
                None if args.holds_instance() => hook.field_item(args, &k),
                None => Err(PyError::with_args(
                    crate::error::ExcType::KeyError,
                    format::repr(&k),
                    Rc::new(Value::tuple(vec![k])),
                )),
            }
        }
        // A mapping class (a dict subclass with `__missing__`, a user mapping); a tuple
        // or str subclass's instance is the arguments themselves, as in CPython.
        Value::Instance(i)
            if !matches!(
                i.class.native,
                crate::value::class::Native::Tuple | crate::value::class::Native::Str
            ) =>
        {
            hook.field_item(args, &k)
        }
        _ => Err(PyError::type_error("format requires a mapping")),
    }
}

/// `fmt % args` for a `str` format.
pub fn percent(fmt: &str, args: &Value, hook: &mut dyn ReprHook) -> PyResult<String> {
    percent_into(fmt, args, hook, Target::Str)
}

/// Bytes of output [`percent_plain`] formats on the stack; longer results take the
/// general path.
const PLAIN_ROOM: usize = 128;

/// `fmt % args` when every conversion is a bare `%d`/`%i`/`%u` of an int, `%s` of a
/// str or `%%` (no key, flags, width or precision), the arguments fill them exactly and
/// the text fits [`PLAIN_ROOM`] bytes: the text and whether it is ASCII (`fmt_ascii`
/// says whether `fmt` is). `None` leaves everything else, errors included, to
/// [`percent`].
///
/// why: `"%d,%d,%d" % t` spent 820 instructions in the general path (the spec parser,
/// a growing `String`, `itoa` and `memcpy` calls for one-byte pieces, the copy into the
/// string object; callgrind), about as much as all the rest of building the string.
pub fn percent_plain(fmt: &str, fmt_ascii: bool, args: &Value) -> Option<(CompactString, bool)> {
    let items: &[Value] = match args {
        Value::Tuple(t) => &t.0,
        other => std::slice::from_ref(other),
    };
    let mut buf = [0u8; PLAIN_ROOM];
    let (mut len, mut next, mut ascii) = (0, 0, fmt_ascii);
    let bytes = fmt.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        i += 1;
        // why byte by byte: the literal pieces between conversions are a few bytes,
        // shorter than a `memcpy` call's set-up.
        if c != b'%' {
            *buf.get_mut(len)? = c;
            len += 1;
            continue;
        }
        let conv = *bytes.get(i)?;
        i += 1;
        match conv {
            b'%' => {
                *buf.get_mut(len)? = b'%';
                len += 1;
            }
            b'd' | b'i' | b'u' => {
                let Value::Int(n) = items.get(next)? else {
                    return None;
                };
                next += 1;
                let mut u = n.unsigned_abs();
                if *n < 0 {
                    *buf.get_mut(len)? = b'-';
                    len += 1;
                }
                // why last digit first, then reversed: counting the digits first
                // (`ilog10`) cost more than the swaps.
                let start = len;
                loop {
                    *buf.get_mut(len)? = b'0' + (u % 10) as u8;
                    len += 1;
                    u /= 10;
                    if u == 0 {
                        break;
                    }
                }
                let (mut a, mut z) = (start, len - 1);
                while a < z {
                    buf.swap(a, z);
                    a += 1;
                    z -= 1;
                }
            }
            b's' => {
                let Value::Str(s) = items.get(next)? else {
                    return None;
                };
                next += 1;
                let t = s.s.as_bytes();
                buf.get_mut(len..len + t.len())?.copy_from_slice(t);
                len += t.len();
                ascii &= s.ascii;
            }
            _ => return None,
        }
    }
    if next != items.len() {
        return None;
    }
    // why unchecked: validating the text again took 90 instructions of `"%d,%d,%d" % t`.
    // SAFETY: the buffer holds pieces of `fmt` cut at ASCII `%` bytes (so whole
    // characters), whole strings, `%` and ASCII digits and signs: valid UTF-8.
    let text = unsafe { std::str::from_utf8_unchecked(&buf[..len]) };
    Some((CompactString::from(text), ascii))
}

/// `fmt % args` for a `bytes` or `bytearray` format (PEP 461): `%b`/`%s` take bytes-like
/// objects (or an instance's `__bytes__`), `%r`/`%a` the `ascii()` of any object, `%c` an
/// int below 256 or a single byte, the numbers as for `str`.
pub fn percent_bytes(fmt: &[u8], args: &Value, hook: &mut dyn ReprHook) -> PyResult<Vec<u8>> {
    let out = percent_into(&latin1(fmt), args, hook, Target::Bytes)?;
    // Every piece of a bytes format is Latin-1 text: each char is one byte.
    debug_assert!(out.chars().all(|c| u32::from(c) < 256));
    Ok(out.chars().map(|c| c as u8).collect())
}

/// A `*` width or precision: the next argument, an int that fits.
fn star(v: PyResult<Value>) -> PyResult<i64> {
    match v? {
        Value::Int(i) => Ok(i),
        Value::Bool(b) => Ok(i64::from(b)),
        Value::BigInt(_) => Err(PyError::overflow(
            "Python int too large to convert to C ssize_t",
        )),
        _ => Err(PyError::type_error("* wants int")),
    }
}

/// The data of `v` for a bytes format's `%b`/`%s`: a bytes-like object's (an array's
/// items too, as CPython's buffer protocol gives them), or an instance's `__bytes__`.
fn bytes_argument(v: &Value, hook: &mut dyn ReprHook) -> PyResult<String> {
    if let Some(data) = crate::value::bytes::bytes_like(v) {
        return Ok(latin1(&data));
    }
    if let Value::Array(a) = v {
        return Ok(latin1(&a.read(crate::value::array::Items::to_bytes)));
    }
    if let Value::Instance(_) = v
        && let Some(data) = hook.instance_bytes(v)?
    {
        return Ok(latin1(&data));
    }
    Err(PyError::type_error(format!(
        "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
        v.type_name()
    )))
}

/// `%c` of a bytes format: an int in `range(256)` or a single byte.
fn byte_argument(v: &Value) -> PyResult<char> {
    let wrong = || PyError::type_error("%c requires an integer in range(256) or a single byte");
    if let Some(data) = crate::value::bytes::bytes_like(v) {
        return match *data {
            [b] => Ok(char::from(b)),
            _ => Err(wrong()),
        };
    }
    let n = match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(i64::from(*b)),
        Value::BigInt(_) => None,
        _ => return Err(wrong()),
    };
    match n.and_then(|n| u8::try_from(n).ok()) {
        Some(b) => Ok(char::from(b)),
        None => Err(PyError::overflow("%c arg not in range(256)")),
    }
}

/// The decimal number of the ASCII digits at `bytes[*i..]` (0 when there are none),
/// stepping `i` over them; `None` when it overflows (CPython's "width too big").
fn decimal(bytes: &[u8], i: &mut usize) -> Option<usize> {
    let mut n: usize = 0;
    while let Some(d) = bytes.get(*i).filter(|d| d.is_ascii_digit()) {
        n = n.checked_mul(10)?.checked_add(usize::from(d - b'0'))?;
        *i += 1;
    }
    Some(n)
}

/// `fmt % args`, formatting into `target`'s text.
fn percent_into(
    fmt: &str,
    args: &Value,
    hook: &mut dyn ReprHook,
    target: Target,
) -> PyResult<String> {
    let items: &[Value] = match args {
        Value::Tuple(t) => &t.0,
        other => std::slice::from_ref(other),
    };
    let mut next = 0usize;
    let mut take = || -> PyResult<Value> {
        let v = items
            .get(next)
            .cloned()
            .ok_or_else(|| PyError::type_error("not enough arguments for format string"))?;
        next += 1;
        Ok(v)
    };
    let mut out = String::with_capacity(fmt.len() + 8 * items.len());
    // Whether a `%(name)` read the arguments as a mapping.
    let mut mapped = false;
    // why bytes: every piece of a conversion is ASCII, so the scan steps over bytes and
    // copies the literal text between conversions whole (slicing at an ASCII byte always
    // lands on a char boundary).
    let bytes = fmt.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        // why not memchr: formats are short, and a plain scan beats its set-up there.
        let Some(offset) = bytes[i..].iter().position(|&b| b == b'%') else {
            out.push_str(&fmt[i..]);
            break;
        };
        out.push_str(&fmt[i..i + offset]);
        i += offset + 1;
        // `%(name)s`: the value is `args[name]` (parentheses may nest inside the name).
        let mut keyed = None;
        if bytes.get(i) == Some(&b'(') {
            i += 1;
            let (start, mut depth) = (i, 1usize);
            loop {
                let ch = *bytes
                    .get(i)
                    .ok_or_else(|| PyError::value_error("incomplete format key"))?;
                i += 1;
                match ch {
                    b'(' => depth += 1,
                    b')' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    break;
                }
            }
            keyed = Some(&fmt[start..i - 1]);
        }
        let mut flags = String::new();
        while let Some(&f) = bytes.get(i) {
            if b"-+ #0".contains(&f) {
                flags.push(char::from(f));
                i += 1;
            } else {
                break;
            }
        }
        let w: usize = if bytes.get(i) == Some(&b'*') {
            i += 1;
            let n = star(take())?;
            if n < 0 {
                flags.push('-');
            }
            n.unsigned_abs() as usize
        } else {
            decimal(bytes, &mut i).ok_or_else(|| PyError::value_error("width too big"))?
        };
        let mut precision = None;
        if bytes.get(i) == Some(&b'.') {
            i += 1;
            if bytes.get(i) == Some(&b'*') {
                i += 1;
                precision = Some(star(take())?.max(0) as usize);
            } else {
                let p = decimal(bytes, &mut i)
                    .ok_or_else(|| PyError::value_error("precision too big"))?;
                precision = Some(p);
            }
        }
        let Some(conv) = fmt[i..].chars().next() else {
            return Err(PyError::value_error("incomplete format"));
        };
        let at = i;
        i += conv.len_utf8();
        if conv == '%' {
            out.push('%');
            continue;
        }
        let v = match keyed {
            Some(key) => {
                mapped = true;
                mapping_item(args, key, target, hook)?
            }
            None => take()?,
        };
        // The common conversions without flags, width or precision (`"%d,%d" % t`,
        // `"%s" % name`) go straight into the output.
        if flags.is_empty() && w == 0 && precision.is_none() {
            match (conv, &v, target) {
                ('d' | 'i' | 'u', Value::Int(i), _) => {
                    format::push_int(&mut out, *i);
                    continue;
                }
                ('s', Value::Str(s), Target::Str) => {
                    out.push_str(&s.s);
                    continue;
                }
                _ => {}
            }
        }
        let spec_sign = if flags.contains('+') {
            "+"
        } else if flags.contains(' ') {
            " "
        } else {
            ""
        };
        let body = match (conv, target) {
            ('s', Target::Str) => format::try_str_with(&v, hook)?,
            ('s' | 'b', Target::Bytes) => bytes_argument(&v, hook)?,
            ('r', Target::Str) => format::try_repr_with(&v, hook)?,
            ('r', Target::Bytes) | ('a', _) => format::ascii(&format::try_repr_with(&v, hook)?),
            ('d' | 'i' | 'u', _) => {
                let iv = match &v {
                    Value::Float(f) => num::to_int(&Value::Float(*f))?,
                    // `'%d' % True` is `1`: the int, not the bool's name.
                    Value::Bool(b) => Value::Int(i64::from(*b)),
                    other if other.is_int_like() => other.clone(),
                    // An `int` subclass's instance: its int.
                    Value::Instance(i) if i.class.native == crate::value::class::Native::Int => {
                        i.native.borrow().clone()
                    }
                    other => match hook.instance_number(other, conv)? {
                        Some(n) => n,
                        None => {
                            return Err(PyError::type_error(format!(
                                "%{conv} format: a real number is required, not {}",
                                other.type_name()
                            )));
                        }
                    },
                };
                format_value(&iv, spec_sign, hook)?
            }
            ('x' | 'X' | 'o', _) => {
                // An instance's index (`__index__`, an `int` subclass's value).
                let number = match &v {
                    Value::Instance(_) => hook.instance_number(&v, conv)?,
                    _ => Some(v.clone()),
                };
                let Some(v) = number.filter(Value::is_int_like) else {
                    return Err(PyError::type_error(format!(
                        "%{conv} format: an integer is required, not {}",
                        v.type_name()
                    )));
                };
                let alt = if flags.contains('#') { "#" } else { "" };
                format_value(&v, &format!("{spec_sign}{alt}{conv}"), hook)?
            }
            ('f' | 'F' | 'e' | 'E' | 'g' | 'G', _) => {
                let number = match &v {
                    Value::Instance(_) => match hook.instance_number(&v, conv)? {
                        Some(Value::Float(f)) => Some(Ok(f)),
                        _ => None,
                    },
                    _ => num::to_f64(&v),
                };
                let f = match number {
                    Some(f) => f?,
                    None => {
                        return Err(PyError::type_error(match target {
                            Target::Str => format!("must be real number, not {}", v.type_name()),
                            Target::Bytes => {
                                format!("float argument required, not {}", v.type_name())
                            }
                        }));
                    }
                };
                let p = precision.unwrap_or(6);
                format_value(&Value::Float(f), &format!("{spec_sign}.{p}{conv}"), hook)?
            }
            ('c', Target::Bytes) => byte_argument(&v)?.to_string(),
            ('c', Target::Str) => match &v {
                Value::Str(s) => s.s.to_string(),
                other => format_value(other, "c", hook)?,
            },
            (other, Target::Bytes) if u32::from(other) >= 0x80 => {
                // CPython formats its message's character from a signed C `char`: a
                // byte from 0x80 up is negative there, and the message fails.
                return Err(PyError::overflow(
                    "character argument not in range(0x110000)",
                ));
            }
            (other, _) => {
                // CPython shows the character itself only when it is printable ASCII.
                let shown = if (' '..='~').contains(&other) {
                    other
                } else {
                    '?'
                };
                return Err(PyError::value_error(format!(
                    "unsupported format character '{shown}' (0x{:x}) at index {}",
                    other as u32,
                    fmt[..at].chars().count()
                )));
            }
        };
        let body = match (conv, precision) {
            ('s' | 'r' | 'a' | 'b', Some(p)) => body.chars().take(p).collect(),
            _ => body,
        };
        let n = body.chars().count();
        if n >= w {
            out.push_str(&body);
        } else if flags.contains('-') {
            out.push_str(&body);
            out.push_str(&repeated_char(' ', w - n)?);
        } else if flags.contains('0') && !matches!(conv, 's' | 'r' | 'a' | 'c' | 'b') {
            let (sign, digits) = match body.chars().next() {
                Some(c @ ('-' | '+' | ' ')) => (c.to_string(), body[1..].to_string()),
                _ => (String::new(), body.clone()),
            };
            out.push_str(&sign);
            out.push_str(&repeated_char('0', w - n)?);
            out.push_str(&digits);
        } else {
            out.push_str(&repeated_char(' ', w - n)?);
            out.push_str(&body);
        }
    }
    // why not only tuples: CPython refuses any unused argument but a mapping's (a type
    // with `__getitem__`, which `%(name)s` may read), so `'a' % None` is an error and
    // `'a' % []` is not. A bytes format does not count bytes-like arguments as mappings.
    let mapping = match args {
        Value::List(_)
        | Value::Dict(_)
        | Value::Range(_)
        | Value::Deque(_)
        | Value::Array(_)
        | Value::Instance(_) => true,
        Value::Bytes(_) | Value::ByteArray(_) => target == Target::Str,
        _ => false,
    };
    if next < items.len() && !mapped && (matches!(args, Value::Tuple(_)) || !mapping) {
        return Err(PyError::type_error(format!(
            "not all arguments converted during {} formatting",
            target.noun()
        )));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::format::PlainRepr;

    #[test]
    fn specs() {
        let f = |v: Value, s: &str| format_value(&v, s, &mut PlainRepr).unwrap();
        assert_eq!(f(Value::Float(1.23456), ".2f"), "1.23");
        assert_eq!(f(Value::Float(1234567.891), ",.2f"), "1,234,567.89");
        assert_eq!(f(Value::Int(42), "05d"), "00042");
        assert_eq!(f(Value::Int(-42), ">6"), "   -42");
        assert_eq!(f(Value::Int(255), "#x"), "0xff");
        assert_eq!(f(Value::str("ab"), "^6"), "  ab  ");
        assert_eq!(f(Value::Float(1e-7), "g"), "1e-07");
        assert_eq!(f(Value::Float(123456789.0), "g"), "1.23457e+08");
        assert_eq!(f(Value::Float(0.5), ".1%"), "50.0%");
        assert_eq!(f(Value::Float(2.5), ".0f"), "2");
        assert_eq!(f(Value::Float(1.0), ".3e"), "1.000e+00");
        assert_eq!(f(Value::Int(1234567), ","), "1,234,567");
    }

    #[test]
    fn percent_formats() {
        let t = Value::tuple(vec![Value::Int(5), Value::Float(2.5), Value::str("x")]);
        assert_eq!(
            percent("%d|%.2f|%s|%%", &t, &mut PlainRepr).unwrap(),
            "5|2.50|x|%"
        );
        assert_eq!(
            percent(
                "%5d|%-4s|",
                &Value::tuple(vec![Value::Int(3), Value::str("a")]),
                &mut PlainRepr
            )
            .unwrap(),
            "    3|a   |"
        );
    }
}

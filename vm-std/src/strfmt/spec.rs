//! The format-spec mini-language of `format()`, f-strings and `str.format` for the builtin
//! numbers and strings: `[[fill]align][sign][z][#][0][width][,|_][.precision][type]`,
//! with CPython 3.11's rendering and its error messages.

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive};

use crate::error::{ExcType, PyError, PyResult};
use crate::value::format;
use crate::value::string::repeated_char;

/// A parsed format spec.
#[derive(Debug, Default)]
pub(super) struct Spec {
    /// The fill character: given, `'0'` from the `0` flag, else none (a space).
    fill: Option<char>,
    /// The alignment: given, or `=` that the `0` flag implies for numbers.
    align: Option<char>,
    sign: Option<char>,
    /// `z`: a negative zero (after rounding) prints without its sign.
    no_neg_0: bool,
    alt: bool,
    width: usize,
    grouping: Option<char>,
    precision: Option<usize>,
    ty: Option<char>,
}

impl Spec {
    /// Whether an int formats under this spec as the float it equals (a float's type
    /// letter).
    pub(super) fn takes_float(&self) -> bool {
        matches!(self.ty, Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%'))
    }
}

/// What the object being formatted decides about its spec: its type's name (for
/// messages), its default type letter (`'d'` for ints, `'s'` for strings, none for
/// floats) and its default alignment.
#[derive(Clone, Copy)]
pub(super) struct Subject<'a> {
    pub type_name: &'a str,
    pub default_type: Option<char>,
    pub default_align: char,
}

/// Parses `spec` for `subject`, with CPython's errors for a malformed spec and for a
/// grouping separator its type does not take.
pub(super) fn parse(spec: &str, subject: Subject) -> PyResult<Spec> {
    let cs: Vec<char> = spec.chars().collect();
    let mut s = Spec::default();
    let mut i = 0;
    let is_align = |c: char| matches!(c, '<' | '>' | '^' | '=');
    if cs.len() >= 2 && is_align(cs[1]) {
        s.fill = Some(cs[0]);
        s.align = Some(cs[1]);
        i = 2;
    } else if !cs.is_empty() && is_align(cs[0]) {
        s.align = Some(cs[0]);
        i = 1;
    }
    if i < cs.len() && matches!(cs[i], '+' | '-' | ' ') {
        s.sign = Some(cs[i]);
        i += 1;
    }
    if i < cs.len() && cs[i] == 'z' {
        s.no_neg_0 = true;
        i += 1;
    }
    if i < cs.len() && cs[i] == '#' {
        s.alt = true;
        i += 1;
    }
    // The `0` flag pads with zeros unless a fill was given; numbers then pad between
    // the sign and the digits (strings keep their own alignment, as since 3.10).
    if i < cs.len() && cs[i] == '0' {
        if s.fill.is_none() {
            s.fill = Some('0');
            if s.align.is_none() && subject.default_align == '>' {
                s.align = Some('=');
            }
        }
        i += 1;
    }
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < cs.len() && cs[*i].is_ascii_digit() {
            *i += 1;
        }
        (start < *i).then(|| cs[start..*i].iter().collect::<String>())
    };
    if let Some(w) = digits(&mut i) {
        s.width = w.parse().map_err(|_| too_many_digits())?;
    }
    if i < cs.len() && cs[i] == ',' {
        s.grouping = Some(',');
        i += 1;
    }
    if i < cs.len() && cs[i] == '_' {
        if s.grouping.is_some() {
            return Err(comma_and_underscore());
        }
        s.grouping = Some('_');
        i += 1;
    }
    if i < cs.len() && cs[i] == ',' && s.grouping == Some('_') {
        return Err(comma_and_underscore());
    }
    if i < cs.len() && cs[i] == '.' {
        i += 1;
        let p = digits(&mut i)
            .ok_or_else(|| PyError::value_error("Format specifier missing precision"))?;
        s.precision = Some(p.parse().map_err(|_| too_many_digits())?);
    }
    if cs.len() - i > 1 {
        return Err(PyError::value_error(format!(
            "Invalid format specifier '{spec}' for object of type '{}'",
            subject.type_name
        )));
    }
    s.ty = cs.get(i).copied();
    if let Some(sep) = s.grouping {
        let ty = s.ty.or(subject.default_type);
        let allowed = match ty {
            None | Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F') => true,
            Some('b' | 'o' | 'x' | 'X') => sep == '_',
            _ => false,
        };
        if !allowed {
            let ty = ty.unwrap_or('?');
            let shown = if ty.is_ascii_graphic() || ty == ' ' {
                ty.to_string()
            } else {
                format!("\\x{:x}", ty as u32)
            };
            return Err(PyError::value_error(format!(
                "Cannot specify '{sep}' with '{shown}'."
            )));
        }
    }
    Ok(s)
}

#[cold]
fn comma_and_underscore() -> PyError {
    PyError::value_error("Cannot specify both ',' and '_'.")
}

#[cold]
fn too_many_digits() -> PyError {
    PyError::value_error("Too many decimal digits in format string")
}

#[cold]
fn unknown_code(ty: char, type_name: &str) -> PyError {
    PyError::value_error(format!(
        "Unknown format code '{ty}' for object of type '{type_name}'"
    ))
}

/// Pads `body` (after its sign and prefix `head`) to the spec's width.
/// A `MemoryError` when the padding cannot be had (`'{:2000000000000}'.format(1)`).
fn align(spec: &Spec, head: &str, body: &str, default_align: char) -> PyResult<String> {
    let fill = spec.fill.unwrap_or(' ');
    let len = head.chars().count() + body.chars().count();
    if len >= spec.width {
        return Ok(format!("{head}{body}"));
    }
    let pad = spec.width - len;
    let fills = |n: usize| repeated_char(fill, n);
    Ok(match spec.align.unwrap_or(default_align) {
        '<' => format!("{head}{body}{}", fills(pad)?),
        '>' => format!("{}{head}{body}", fills(pad)?),
        '^' => format!("{}{head}{body}{}", fills(pad / 2)?, fills(pad - pad / 2)?),
        _ => format!("{head}{}{body}", fills(pad)?),
    })
}

fn sign_of(spec: &Spec, negative: bool) -> &'static str {
    match (negative, spec.sign) {
        (true, _) => "-",
        (false, Some('+')) => "+",
        (false, Some(' ')) => " ",
        _ => "",
    }
}

/// A number's text laid out: `head` (sign and prefix), the integer digits `int` (to be
/// grouped) and what follows them (`rest`: fraction, exponent, `%`), padded to the
/// spec's width. Zero padding (fill `0`, align `=`) grows the digits themselves, so a
/// separator falls among the padding zeros too (`format(1234, '010,')` is
/// `00,001,234`), as CPython's.
fn layout_number(spec: &Spec, head: &str, int: &str, rest: &str, every: usize) -> PyResult<String> {
    let Some(sep) = spec.grouping.filter(|_| !int.is_empty()) else {
        return align(spec, head, &format!("{int}{rest}"), '>');
    };
    let grouped_len = |n: usize| n + n.saturating_sub(1) / every;
    let mut n = int.len();
    if spec.fill == Some('0') && spec.align == Some('=') {
        let want = spec
            .width
            .saturating_sub(head.chars().count() + rest.chars().count());
        while grouped_len(n) < want {
            n += 1;
        }
    }
    let digits = format!("{}{int}", repeated_char('0', n - int.len())?);
    let mut out = String::with_capacity(grouped_len(n) + rest.len());
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (n - i).is_multiple_of(every) {
            out.push(sep);
        }
        out.push(c);
    }
    out.push_str(rest);
    align(spec, head, &out, '>')
}

/// `format(n, spec)` of an int (`type_name`: `int` or `bool`, for messages).
pub(super) fn format_int(v: &BigInt, spec: &Spec, type_name: &str) -> PyResult<String> {
    // An unknown type letter is refused before the flags are checked.
    if let Some(t) = spec.ty.filter(|t| !"dnxXobc".contains(*t)) {
        return Err(unknown_code(t, type_name));
    }
    if spec.precision.is_some() {
        return Err(PyError::value_error(
            "Precision not allowed in integer format specifier",
        ));
    }
    if spec.no_neg_0 {
        return Err(PyError::value_error(
            "Negative zero coercion (z) not allowed in integer format specifier",
        ));
    }
    let m = v.abs();
    let (prefix, digits, every) = match spec.ty {
        // `n` groups by the locale's rules: none in the C locale.
        None | Some('d' | 'n') => ("", crate::value::str_digits::to_decimal(&m)?, 3),
        Some('x') => ("0x", m.to_str_radix(16), 4),
        Some('X') => ("0X", m.to_str_radix(16).to_uppercase(), 4),
        Some('o') => ("0o", m.to_str_radix(8), 4),
        Some('b') => ("0b", m.to_str_radix(2), 4),
        _ => return format_char(v, spec),
    };
    let head = format!(
        "{}{}",
        sign_of(spec, v.is_negative()),
        if spec.alt { prefix } else { "" }
    );
    layout_number(spec, &head, &digits, "", every)
}

/// `format(n, 'c')`: the character of code point `n`.
fn format_char(v: &BigInt, spec: &Spec) -> PyResult<String> {
    if spec.sign.is_some() {
        return Err(PyError::value_error(
            "Sign not allowed with integer format specifier 'c'",
        ));
    }
    if spec.alt {
        return Err(PyError::value_error(
            "Alternate form (#) not allowed with integer format specifier 'c'",
        ));
    }
    let code = v
        .to_i64()
        .ok_or_else(|| PyError::overflow("Python int too large to convert to C long"))?;
    let c = u32::try_from(code)
        .ok()
        .filter(|&c| c < 0x110000)
        .and_then(char::from_u32)
        .ok_or_else(|| PyError::new(ExcType::OverflowError, "%c arg not in range(0x110000)"))?;
    align(spec, "", &c.to_string(), '<')
}

/// `format(s, spec)` of a string, with CPython's refusals of the numeric flags.
pub(super) fn format_str(s: &str, spec: &Spec, type_name: &str) -> PyResult<String> {
    if let Some(t) = spec.ty.filter(|&t| t != 's') {
        return Err(unknown_code(t, type_name));
    }
    let refuse = |what: &str| {
        Err(PyError::value_error(format!(
            "{what} in string format specifier"
        )))
    };
    match spec.sign {
        Some(' ') => return refuse("Space not allowed"),
        Some(_) => return refuse("Sign not allowed"),
        None => {}
    }
    if spec.no_neg_0 {
        return refuse("Negative zero coercion (z) not allowed");
    }
    if spec.alt {
        return refuse("Alternate form (#) not allowed");
    }
    if spec.align == Some('=') {
        return refuse("'=' alignment not allowed");
    }
    let body: String = match spec.precision {
        Some(p) => s.chars().take(p).collect(),
        None => s.to_string(),
    };
    align(spec, "", &body, '<')
}

/// How a float's digits are placed (CPython's `format_float_short` modes).
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// `e`: always an exponent, `precision` digits after the point.
    Exp,
    /// `g`: `precision` significant digits, an exponent only outside the fixed range.
    General,
    /// No type and no precision: the shortest digits that round-trip (`repr`).
    Repr,
}

/// The decimal digits of finite `a >= 0` (`sig` significant ones, or the shortest that
/// round-trip), trailing zeros dropped, and the position of the decimal point relative
/// to them (`1234.5` is `12345`, 4).
fn digits(a: f64, sig: Option<usize>) -> (Vec<u8>, i64) {
    let sci = match sig {
        Some(n) => format!("{:.*e}", n.max(1) - 1, a),
        None => format!("{a:e}"),
    };
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i64 = exp.parse().unwrap_or(0);
    let mut ds: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
    while ds.len() > 1 && ds.last() == Some(&b'0') {
        ds.pop();
    }
    (ds, exp + 1)
}

/// Finite `a >= 0` in `mode` with `precision`; `alt` keeps the point and trailing zeros
/// (`#`); `dot_0` (no type letter) ends an integral result in `.0` and so takes an
/// exponent one digit sooner in `General` mode (`format(12.0, '.2')` is `1.2e+01`).
fn place(a: f64, mode: Mode, precision: usize, alt: bool, dot_0: bool) -> String {
    let (ds, mut point) = match mode {
        Mode::Exp => digits(a, Some(precision + 1)),
        Mode::General => digits(a, Some(precision)),
        Mode::Repr => digits(a, None),
    };
    let len = ds.len() as i64;
    let p = precision as i64;
    let (use_exp, mut end) = match mode {
        Mode::Exp => (true, p + 1),
        Mode::General => (
            point <= -4 || point > if dot_0 { p - 1 } else { p },
            if alt { p } else { len },
        ),
        Mode::Repr => (point <= -4 || point > 16, len),
    };
    let exp = point - 1;
    if use_exp {
        point = 1;
    }
    // The digits shown run from `start` to `end` of the digit string extended with zeros
    // both ways: at least one digit before the point, and one after it for `.0`.
    let start = (point - 1).min(0);
    end = end.max(point + i64::from(dot_0 && !use_exp));
    let mut out = String::new();
    for at in start..end {
        if at == point {
            out.push('.');
        }
        let d = usize::try_from(at).ok().and_then(|i| ds.get(i)).copied();
        out.push(char::from(d.unwrap_or(b'0')));
    }
    if end == point {
        out.push('.');
    }
    if !alt && out.ends_with('.') {
        out.pop();
    }
    if use_exp {
        let sign = if exp < 0 { '-' } else { '+' };
        out.push_str(&format!("e{sign}{:02}", exp.abs()));
    }
    out
}

/// `format(x, spec)` of a float (ints given a float type letter come here converted).
pub(super) fn format_float(x: f64, spec: &Spec, type_name: &str) -> PyResult<String> {
    let upper = matches!(spec.ty, Some('F' | 'E' | 'G'));
    let a = x.abs();
    let mut suffix = "";
    let mut body = if !a.is_finite() {
        if !matches!(
            spec.ty,
            None | Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%')
        ) {
            return Err(unknown_code(spec.ty.unwrap_or('?'), type_name));
        }
        if spec.ty == Some('%') {
            suffix = "%";
        }
        if a.is_nan() { "nan" } else { "inf" }.to_string()
    } else {
        let p = spec.precision;
        match spec.ty {
            Some('f' | 'F') => fixed(a, p.unwrap_or(6), spec.alt),
            Some('%') => {
                suffix = "%";
                fixed(a * 100.0, p.unwrap_or(6), spec.alt)
            }
            Some('e' | 'E') => place(a, Mode::Exp, p.unwrap_or(6), spec.alt, false),
            // `n` is `g` with the locale's separators: none in the C locale.
            Some('g' | 'G' | 'n') => {
                place(a, Mode::General, p.unwrap_or(6).max(1), spec.alt, false)
            }
            None => match p {
                None => {
                    if spec.alt {
                        place(a, Mode::Repr, 0, true, true)
                    } else {
                        format::float_repr(a)
                    }
                }
                Some(p) => place(a, Mode::General, p.max(1), spec.alt, true),
            },
            Some(t) => return Err(unknown_code(t, type_name)),
        }
    };
    if upper {
        body = body.to_uppercase();
    }
    let mut negative = x.is_sign_negative() && !x.is_nan();
    // `z`: a value that rounded to zero prints without its sign.
    if spec.no_neg_0
        && body
            .bytes()
            .take_while(|b| *b != b'e' && *b != b'E')
            .all(|b| b == b'0' || b == b'.')
    {
        negative = false;
    }
    let int_end = body
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(body.len());
    let (int, rest) = body.split_at(int_end);
    let rest = format!("{rest}{suffix}");
    layout_number(spec, sign_of(spec, negative), int, &rest, 3)
}

/// `a` with `p` digits after the point (correctly rounded, as C's `%.*f`); `alt` keeps
/// the point when `p` is 0.
fn fixed(a: f64, p: usize, alt: bool) -> String {
    let mut s = format!("{a:.p$}");
    if alt && p == 0 {
        s.push('.');
    }
    s
}

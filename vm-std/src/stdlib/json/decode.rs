//! `json.loads`' scanner: JSON text into values, with the hooks of CPython's
//! `JSONDecoder` (`object_hook`, `object_pairs_hook`, `parse_float`, `parse_int`,
//! `parse_constant`, `strict`) and its error messages at its positions. It reads the
//! text's bytes (every character JSON gives meaning to is ASCII) and counts positions
//! in characters only for an error.

use crate::error::PyError;
use crate::runtime::Vm;
use crate::value::{DictMap, Value, num};

/// How to decode: `JSONDecoder`'s options (`None`: the default behaviour).
#[derive(Default)]
pub struct Options {
    pub object_hook: Option<Value>,
    pub object_pairs_hook: Option<Value>,
    pub parse_float: Option<Value>,
    pub parse_int: Option<Value>,
    pub parse_constant: Option<Value>,
    /// Whether control characters inside strings are errors.
    pub strict: bool,
}

/// Why scanning stopped: malformed text (CPython's message and the byte position it
/// names) or an error of Python code a hook ran.
pub enum Fail {
    At(&'static str, usize),
    Py(PyError),
}

impl From<PyError> for Fail {
    fn from(e: PyError) -> Self {
        Fail::Py(e)
    }
}

type Scan<T> = Result<T, Fail>;

/// The most nested containers the scanner enters whatever the recursion limit says (see
/// the encoder's).
const HARD_DEPTH: usize = 100_000;

/// A decoder of `s` whose nesting may go as deep as the recursion limit leaves room for
/// (at most [`HARD_DEPTH`]).
fn new_decoder<'a>(vm: &'a mut dyn Vm, s: &'a str, opts: &'a Options) -> Decoder<'a> {
    let limit = vm
        .recursion_limit()
        .saturating_sub(vm.depth())
        .min(HARD_DEPTH);
    Decoder {
        vm,
        b: s.as_bytes(),
        s,
        opts,
        depth: 0,
        limit,
    }
}

/// Decodes document `s`: one value, with only whitespace around it.
pub fn decode(vm: &mut dyn Vm, s: &str, opts: &Options) -> Scan<Value> {
    let mut d = new_decoder(vm, s, opts);
    let start = d.skip_ws(0);
    let (v, end) = d.value(start)?;
    let end = d.skip_ws(end);
    if end != d.b.len() {
        return Err(Fail::At("Extra data", end));
    }
    Ok(v)
}

/// The value starting exactly at byte `start` of `s` and the byte position after it
/// (`JSONDecoder.raw_decode`: no whitespace skipped, anything may follow).
pub fn raw(vm: &mut dyn Vm, s: &str, start: usize, opts: &Options) -> Scan<(Value, usize)> {
    let mut d = new_decoder(vm, s, opts);
    d.value(start)
}

struct Decoder<'a> {
    vm: &'a mut dyn Vm,
    b: &'a [u8],
    s: &'a str,
    opts: &'a Options,
    depth: usize,
    limit: usize,
}

impl Decoder<'_> {
    fn skip_ws(&self, mut i: usize) -> usize {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.b.get(i) {
            i += 1;
        }
        i
    }

    /// Whether the text at `i` starts with `word`.
    fn at(&self, i: usize, word: &str) -> bool {
        self.b.get(i..i + word.len()) == Some(word.as_bytes())
    }

    /// The value starting at `i` and the position after it.
    fn value(&mut self, i: usize) -> Scan<(Value, usize)> {
        let Some(&c) = self.b.get(i) else {
            return Err(Fail::At("Expecting value", i));
        };
        match c {
            b'"' => {
                let (s, end) = self.string(i)?;
                Ok((Value::str(s), end))
            }
            b'{' => self.nested(i, true),
            b'[' => self.nested(i, false),
            b'n' if self.at(i, "null") => Ok((Value::None, i + 4)),
            b't' if self.at(i, "true") => Ok((Value::Bool(true), i + 4)),
            b'f' if self.at(i, "false") => Ok((Value::Bool(false), i + 5)),
            b'N' if self.at(i, "NaN") => Ok((self.constant("NaN", f64::NAN)?, i + 3)),
            b'I' if self.at(i, "Infinity") => {
                Ok((self.constant("Infinity", f64::INFINITY)?, i + 8))
            }
            b'-' if self.at(i, "-Infinity") => {
                Ok((self.constant("-Infinity", f64::NEG_INFINITY)?, i + 9))
            }
            b'-' | b'0'..=b'9' => self.number(i),
            _ => Err(Fail::At("Expecting value", i)),
        }
    }

    fn constant(&mut self, name: &str, x: f64) -> Scan<Value> {
        match &self.opts.parse_constant {
            Some(f) => Ok(self.vm.call_slice(f, &mut [Value::str(name)])?),
            None => Ok(Value::Float(x)),
        }
    }

    /// A number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`, an int without a
    /// fraction or exponent.
    fn number(&mut self, start: usize) -> Scan<(Value, usize)> {
        let b = self.b;
        let digits = |mut i: usize| {
            while b.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            i
        };
        let mut i = start;
        if b[i] == b'-' {
            i += 1;
        }
        match b.get(i) {
            Some(b'1'..=b'9') => i = digits(i + 1),
            Some(b'0') => i += 1,
            _ => return Err(Fail::At("Expecting value", start)),
        }
        let mut is_float = false;
        if b.get(i) == Some(&b'.') && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
            i = digits(i + 1);
            is_float = true;
        }
        if let Some(b'e' | b'E') = b.get(i) {
            let mut j = i + 1;
            if let Some(b'-' | b'+') = b.get(j) {
                j += 1;
            }
            let end = digits(j);
            if end > j {
                i = end;
                is_float = true;
            }
        }
        let text = &self.s[start..i];
        let v = if is_float {
            match &self.opts.parse_float {
                Some(f) => self.vm.call_slice(f, &mut [Value::str(text)])?,
                None => Value::Float(text.parse::<f64>().unwrap_or(f64::NAN)),
            }
        } else {
            match &self.opts.parse_int {
                Some(f) => self.vm.call_slice(f, &mut [Value::str(text)])?,
                None => match text.parse::<i64>() {
                    Ok(n) => Value::Int(n),
                    Err(_) => num::parse_int(text, 10)?,
                },
            }
        };
        Ok((v, i))
    }

    /// An array (`[`) or an object (`{`) at `i`, with the recursion check CPython makes.
    fn nested(&mut self, i: usize, object: bool) -> Scan<(Value, usize)> {
        if self.depth >= self.limit {
            let what = if object {
                " while decoding a JSON object from a unicode string"
            } else {
                " while decoding a JSON array from a unicode string"
            };
            return Err(Fail::Py(crate::value::recursion_error(what)));
        }
        self.depth += 1;
        let r = if object {
            self.object(i + 1)
        } else {
            self.array(i + 1)
        };
        self.depth -= 1;
        r
    }

    fn array(&mut self, mut i: usize) -> Scan<(Value, usize)> {
        let mut items = Vec::new();
        i = self.skip_ws(i);
        if self.b.get(i) == Some(&b']') {
            return Ok((Value::list(items), i + 1));
        }
        loop {
            let (v, end) = self.value(i)?;
            items.push(v);
            i = self.skip_ws(end);
            match self.b.get(i) {
                Some(b']') => return Ok((Value::list(items), i + 1)),
                Some(b',') => i = self.skip_ws(i + 1),
                _ => return Err(Fail::At("Expecting ',' delimiter", i)),
            }
        }
    }

    fn object(&mut self, mut i: usize) -> Scan<(Value, usize)> {
        let mut pairs: Vec<(Value, Value)> = Vec::new();
        i = self.skip_ws(i);
        let end = if self.b.get(i) == Some(&b'}') {
            i + 1
        } else {
            loop {
                if self.b.get(i) != Some(&b'"') {
                    return Err(Fail::At(
                        "Expecting property name enclosed in double quotes",
                        i,
                    ));
                }
                let (key, end) = self.string(i)?;
                let key = Value::str(key);
                i = self.skip_ws(end);
                if self.b.get(i) != Some(&b':') {
                    return Err(Fail::At("Expecting ':' delimiter", i));
                }
                i = self.skip_ws(i + 1);
                let (v, end) = self.value(i)?;
                pairs.push((key, v));
                i = self.skip_ws(end);
                match self.b.get(i) {
                    Some(b'}') => break i + 1,
                    Some(b',') => i = self.skip_ws(i + 1),
                    _ => return Err(Fail::At("Expecting ',' delimiter", i)),
                }
            }
        };
        if let Some(hook) = self.opts.object_pairs_hook.clone() {
            let list = pairs
                .into_iter()
                .map(|(k, v)| Value::tuple(vec![k, v]))
                .collect();
            return Ok((self.vm.call_slice(&hook, &mut [Value::list(list)])?, end));
        }
        let mut map = DictMap::with_capacity(pairs.len());
        for (k, v) in pairs {
            map.insert(k, v);
        }
        let dict = Value::dict(map);
        if let Some(hook) = self.opts.object_hook.clone() {
            return Ok((self.vm.call_slice(&hook, &mut [dict])?, end));
        }
        Ok((dict, end))
    }

    /// The string whose opening quote is at `start`, unescaped, and the position after
    /// its closing quote. Borrowed from the text when it has no escapes.
    fn string(&self, start: usize) -> Scan<(std::borrow::Cow<'_, str>, usize)> {
        let b = self.b;
        let unterminated = Fail::At("Unterminated string starting at", start);
        let mut owned: Option<String> = None;
        // The start of the run of characters taken as they are.
        let mut run = start + 1;
        let mut i = run;
        loop {
            let Some(&c) = b.get(i) else {
                return Err(unterminated);
            };
            match c {
                b'"' => {
                    let tail = &self.s[run..i];
                    let s = match owned {
                        Some(mut o) => {
                            o.push_str(tail);
                            std::borrow::Cow::Owned(o)
                        }
                        None => std::borrow::Cow::Borrowed(tail),
                    };
                    return Ok((s, i + 1));
                }
                b'\\' => {
                    let out = owned.get_or_insert_with(String::new);
                    out.push_str(&self.s[run..i]);
                    let Some(&e) = b.get(i + 1) else {
                        return Err(unterminated);
                    };
                    i = if e == b'u' {
                        self.unicode_escape(i, out)?
                    } else {
                        out.push(match e {
                            b'"' => '"',
                            b'\\' => '\\',
                            b'/' => '/',
                            b'b' => '\u{8}',
                            b'f' => '\u{c}',
                            b'n' => '\n',
                            b'r' => '\r',
                            b't' => '\t',
                            _ => return Err(Fail::At("Invalid \\escape", i)),
                        });
                        i + 2
                    };
                    run = i;
                }
                0..=0x1f if self.opts.strict => {
                    return Err(Fail::At("Invalid control character at", i));
                }
                _ => i += 1,
            }
        }
    }

    /// The four hex digits after `\u` at `i + 2`, or CPython's error at the `u`.
    fn hex4(&self, i: usize) -> Scan<u32> {
        let digits = self
            .b
            .get(i + 2..i + 6)
            .ok_or(Fail::At("Invalid \\uXXXX escape", i + 1))?;
        let mut n = 0;
        for &d in digits {
            let v = (d as char)
                .to_digit(16)
                .ok_or(Fail::At("Invalid \\uXXXX escape", i + 1))?;
            n = n * 16 + v;
        }
        Ok(n)
    }

    /// A `\uXXXX` escape at `i` (a surrogate pair when a high surrogate is followed by a
    /// `\u` escape, as CPython joins them), pushed to `out`; the position after it.
    /// A surrogate left alone reads as U+FFFD: a Rust string cannot hold one.
    fn unicode_escape(&self, i: usize, out: &mut String) -> Scan<usize> {
        let first = self.hex4(i)?;
        let mut end = i + 6;
        let mut code = first;
        if (0xd800..0xdc00).contains(&first) && end + 6 < self.b.len() && self.at(end, "\\u") {
            let second = self.hex4(end)?;
            end += 6;
            if (0xdc00..0xe000).contains(&second) {
                code = 0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00);
            } else {
                out.push('\u{fffd}');
                code = second;
            }
        }
        out.push(char::from_u32(code).unwrap_or('\u{fffd}'));
        Ok(end)
    }
}

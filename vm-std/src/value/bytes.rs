//! `bytes` (immutable) and `bytearray` (mutable): their objects, `repr`, and the codecs
//! that turn them into text and back (`utf-8`, `ascii`, `latin-1`, with CPython's error
//! messages and its `strict`, `replace` and `ignore` handlers).

use std::cell::{Cell, Ref, RefCell, RefMut};
use std::fmt::Write;

use super::{Value, hash, obj};
use crate::error::{ExcType, PyError, PyResult};

/// A `bytes`. The data is never changed after it is made.
pub struct PyBytes {
    pub b: Box<[u8]>,
    /// `hash(self)` once computed, else -1 (as [`super::PyStr`]'s).
    hash: Cell<i64>,
}

impl PyBytes {
    pub fn new(b: impl Into<Box<[u8]>>) -> Self {
        PyBytes {
            b: b.into(),
            hash: Cell::new(-1),
        }
    }

    /// Python's `hash()`, computed once: equal to the hash of the `str` of the same
    /// ASCII text, as CPython's.
    #[inline]
    pub fn hash(&self) -> i64 {
        match self.hash.get() {
            -1 => {
                let h = hash::hash_bytes(&self.b);
                self.hash.set(h);
                h
            }
            h => h,
        }
    }
}

/// A `bytearray`. No borrow of it is held across a call that can run Python code.
#[derive(Default)]
pub struct ByteArray(RefCell<Vec<u8>>);

impl ByteArray {
    pub fn new(b: Vec<u8>) -> Self {
        ByteArray(RefCell::new(b))
    }

    pub fn borrow(&self) -> Ref<'_, Vec<u8>> {
        self.0.borrow()
    }

    pub fn borrow_mut(&self) -> RefMut<'_, Vec<u8>> {
        self.0.borrow_mut()
    }

    pub fn len(&self) -> usize {
        self.0.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Byte `i` (normalized), if there is one.
    #[inline]
    pub fn get(&self, i: usize) -> Option<u8> {
        self.0.borrow().get(i).copied()
    }
}

impl Value {
    /// A new `bytes` value.
    pub fn bytes(b: impl Into<Box<[u8]>>) -> Value {
        Value::Bytes(obj(PyBytes::new(b)))
    }

    /// A new `bytearray` value.
    pub fn bytearray(b: Vec<u8>) -> Value {
        Value::ByteArray(obj(ByteArray::new(b)))
    }
}

/// The data of a bytes-like value (`bytes` or `bytearray`), borrowed.
pub enum BytesRef<'a> {
    Bytes(&'a [u8]),
    Array(Ref<'a, Vec<u8>>),
}

impl std::ops::Deref for BytesRef<'_> {
    type Target = [u8];
    #[inline]
    fn deref(&self) -> &[u8] {
        match self {
            BytesRef::Bytes(b) => b,
            BytesRef::Array(b) => b,
        }
    }
}

/// The data of `v` if it is bytes-like (`bytes`, `bytearray`).
#[inline]
pub fn bytes_like(v: &Value) -> Option<BytesRef<'_>> {
    match v {
        Value::Bytes(b) => Some(BytesRef::Bytes(&b.b)),
        Value::ByteArray(b) => Some(BytesRef::Array(b.borrow())),
        _ => None,
    }
}

/// The data of `v` if it is bytes-like, else CPython's "a bytes-like object is required,
/// not 'str'".
pub fn want_bytes(v: &Value) -> PyResult<BytesRef<'_>> {
    bytes_like(v).ok_or_else(|| {
        PyError::type_error(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

/// Appends `repr(b)` of bytes: `b'...'`, in double quotes when the data has `'` and no
/// `"`; `\t`, `\n`, `\r`, `\\`, the quote and bytes outside `0x20..0x7f` escaped.
pub fn bytes_repr(b: &[u8], out: &mut String) {
    write_repr(b, out, false)
}

/// Appends the `b'...'` part of `repr(b)` of a bytearray, which (as CPython's) escapes
/// `'` even inside double quotes.
pub fn bytearray_repr(b: &[u8], out: &mut String) {
    write_repr(b, out, true)
}

fn write_repr(b: &[u8], out: &mut String, escape_single: bool) {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    out.reserve(b.len() + 3);
    out.push('b');
    out.push(quote as char);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            c if c == quote || (escape_single && c == b'\'') => {
                out.push('\\');
                out.push(c as char);
            }
            0x20..0x7f => out.push(c as char),
            c => {
                let _ = write!(out, "\\x{c:02x}");
            }
        }
    }
    out.push(quote as char);
}

/// A text codec vm-std knows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Codec {
    Utf8,
    Ascii,
    Latin1,
}

impl Codec {
    /// The codec's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
        }
    }

    /// The codec named `name` (CPython's spellings: case, `-`, `_` and spaces do not
    /// matter), or `LookupError: unknown encoding: NAME`.
    pub fn lookup(name: &str) -> PyResult<Codec> {
        let norm: String = name
            .trim()
            .chars()
            .map(|c| match c {
                '-' | ' ' => '_',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        Ok(match norm.as_str() {
            "utf_8" | "utf8" | "u8" | "utf" | "cp65001" | "utf8_ucs2" | "utf8_ucs4" => Codec::Utf8,
            "ascii" | "us_ascii" | "646" | "ansi_x3.4_1968" | "us" | "iso646_us" => Codec::Ascii,
            "latin_1" | "latin1" | "latin" | "l1" | "iso8859_1" | "iso_8859_1" | "8859"
            | "cp819" | "iso_ir_100" | "iso8859" | "iso_8859_1:1987" => Codec::Latin1,
            _ => {
                return Err(PyError::new(
                    ExcType::LookupError,
                    format!("unknown encoding: {name}"),
                ));
            }
        })
    }
}

/// An error handler (`errors=`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Errors {
    Strict,
    Replace,
    Ignore,
    /// A name vm-std does not know: CPython's `LookupError` when an error needs it.
    Unknown,
}

impl Errors {
    pub fn lookup(name: &str) -> Errors {
        match name {
            "strict" => Errors::Strict,
            "replace" => Errors::Replace,
            "ignore" => Errors::Ignore,
            _ => Errors::Unknown,
        }
    }
}

#[cold]
fn unknown_handler(name: &str) -> PyError {
    PyError::new(
        ExcType::LookupError,
        format!("unknown error handler name '{name}'"),
    )
}

/// CPython's `UnicodeDecodeError` for bytes `start..end` of `b`.
#[cold]
fn decode_error(codec: Codec, b: &[u8], start: usize, end: usize, reason: &str) -> PyError {
    let name = codec.name();
    PyError::new(
        ExcType::UnicodeDecodeError,
        if end == start + 1 {
            format!(
                "'{name}' codec can't decode byte 0x{:02x} in position {start}: {reason}",
                b[start]
            )
        } else {
            format!(
                "'{name}' codec can't decode bytes in position {start}-{}: {reason}",
                end - 1
            )
        },
    )
}

/// `b.decode(codec, errors)` (`errors_name` is the handler's name, for its message).
pub fn decode(b: &[u8], codec: Codec, errors: &str) -> PyResult<String> {
    match codec {
        Codec::Utf8 => {
            // The common case: valid text, one scan and one copy.
            if let Ok(s) = std::str::from_utf8(b) {
                return Ok(s.to_string());
            }
            decode_utf8_slow(b, errors)
        }
        Codec::Latin1 => Ok(b.iter().map(|&c| c as char).collect()),
        Codec::Ascii => {
            if b.is_ascii() {
                // SAFETY: ASCII is UTF-8.
                return Ok(unsafe { std::str::from_utf8_unchecked(b) }.to_string());
            }
            let handler = Errors::lookup(errors);
            let mut out = String::with_capacity(b.len());
            for (i, &c) in b.iter().enumerate() {
                if c < 0x80 {
                    out.push(c as char);
                    continue;
                }
                match handler {
                    Errors::Replace => out.push('\u{fffd}'),
                    Errors::Ignore => {}
                    Errors::Strict => {
                        return Err(decode_error(
                            codec,
                            b,
                            i,
                            i + 1,
                            "ordinal not in range(128)",
                        ));
                    }
                    Errors::Unknown => return Err(unknown_handler(errors)),
                }
            }
            Ok(out)
        }
    }
}

/// UTF-8 decoding of data with an invalid sequence: the error of the first one, or the
/// text with each maximal invalid subpart replaced (or dropped).
#[inline(never)]
fn decode_utf8_slow(b: &[u8], errors: &str) -> PyResult<String> {
    let handler = Errors::lookup(errors);
    let mut out = String::with_capacity(b.len());
    let mut at = 0;
    while at < b.len() {
        match std::str::from_utf8(&b[at..]) {
            Ok(s) => {
                out.push_str(s);
                break;
            }
            Err(e) => {
                let good = e.valid_up_to();
                // SAFETY: `from_utf8` checked the first `good` bytes.
                out.push_str(unsafe { std::str::from_utf8_unchecked(&b[at..at + good]) });
                let start = at + good;
                let (end, reason) = match e.error_len() {
                    None => (b.len(), "unexpected end of data"),
                    Some(n) => {
                        let first = b[start];
                        let valid_start = matches!(first, 0xc2..=0xf4);
                        let reason = if n == 1 && !valid_start {
                            "invalid start byte"
                        } else {
                            "invalid continuation byte"
                        };
                        (start + n, reason)
                    }
                };
                match handler {
                    Errors::Replace => out.push('\u{fffd}'),
                    Errors::Ignore => {}
                    Errors::Strict => {
                        return Err(decode_error(Codec::Utf8, b, start, end, reason));
                    }
                    Errors::Unknown => return Err(unknown_handler(errors)),
                }
                at = end;
            }
        }
    }
    Ok(out)
}

/// `s.encode(codec, errors)`.
pub fn encode(s: &str, codec: Codec, errors: &str) -> PyResult<Vec<u8>> {
    let limit: u32 = match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::Ascii => 0x80,
        Codec::Latin1 => 0x100,
    };
    if s.is_ascii() {
        return Ok(s.as_bytes().to_vec());
    }
    let handler = Errors::lookup(errors);
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i] as u32;
        if c < limit {
            out.push(c as u8);
            i += 1;
            continue;
        }
        // A run of characters the codec cannot encode is one error, as CPython's.
        let mut end = i + 1;
        while end < chars.len() && chars[end] as u32 >= limit {
            end += 1;
        }
        match handler {
            Errors::Replace => out.extend(std::iter::repeat_n(b'?', end - i)),
            Errors::Ignore => {}
            Errors::Strict => {
                let reason = format!("ordinal not in range({limit})");
                let name = codec.name();
                let msg = if end == i + 1 {
                    let shown = if c <= 0xff {
                        format!("\\x{c:02x}")
                    } else if c <= 0xffff {
                        format!("\\u{c:04x}")
                    } else {
                        format!("\\U{c:08x}")
                    };
                    format!(
                        "'{name}' codec can't encode character '{shown}' in position {i}: {reason}"
                    )
                } else {
                    format!(
                        "'{name}' codec can't encode characters in position {i}-{}: {reason}",
                        end - 1
                    )
                };
                return Err(PyError::new(ExcType::UnicodeEncodeError, msg));
            }
            Errors::Unknown => return Err(unknown_handler(errors)),
        }
        i = end;
    }
    Ok(out)
}

/// `b.hex()`: two lowercase hex digits a byte.
pub fn hex(b: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(b.len() * 2);
    for &c in b {
        out.push(DIGITS[(c >> 4) as usize] as char);
        out.push(DIGITS[(c & 15) as usize] as char);
    }
    out
}

/// `bytes.fromhex(s)`: pairs of hex digits, with ASCII whitespace allowed between pairs;
/// CPython's `ValueError` naming the position of the first bad character.
pub fn fromhex(s: &str) -> PyResult<Vec<u8>> {
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len() / 2);
    let mut i = 0;
    let bad = |i: usize| {
        PyError::value_error(format!(
            "non-hexadecimal number found in fromhex() arg at position {i}"
        ))
    };
    while i < chars.len() {
        if chars[i].is_ascii_whitespace() || chars[i] == '\x0b' {
            i += 1;
            continue;
        }
        let hi = chars[i].to_digit(16).filter(|_| chars[i].is_ascii());
        let Some(hi) = hi else {
            return Err(bad(i));
        };
        let lo = chars
            .get(i + 1)
            .and_then(|c| c.to_digit(16).filter(|_| c.is_ascii()));
        let Some(lo) = lo else {
            return Err(bad(i + 1));
        };
        out.push((hi * 16 + lo) as u8);
        i += 2;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repr(b: &[u8]) -> String {
        let mut s = String::new();
        bytes_repr(b, &mut s);
        s
    }

    #[test]
    fn repr_quotes_like_cpython() {
        assert_eq!(repr(b""), "b''");
        assert_eq!(repr(b"a'b"), "b\"a'b\"");
        assert_eq!(repr(b"a'\"b"), "b'a\\'\"b'");
        assert_eq!(
            repr(b"\x00\t\n\r\\\x7f\x80\xff"),
            "b'\\x00\\t\\n\\r\\\\\\x7f\\x80\\xff'"
        );
        assert_eq!(repr(b"\""), "b'\"'");
    }

    #[test]
    fn utf8_errors_name_the_bad_bytes() {
        let err = |b: &[u8]| {
            decode(b, Codec::Utf8, "strict")
                .unwrap_err()
                .message()
                .to_string()
        };
        assert_eq!(
            err(b"a\xff"),
            "'utf-8' codec can't decode byte 0xff in position 1: invalid start byte"
        );
        assert_eq!(
            err(b"\xe2\x82"),
            "'utf-8' codec can't decode bytes in position 0-1: unexpected end of data"
        );
        assert_eq!(
            err(b"\xe2\x28\xa1"),
            "'utf-8' codec can't decode byte 0xe2 in position 0: invalid continuation byte"
        );
        assert_eq!(
            decode(b"a\xffb\xe2\x82", Codec::Utf8, "replace").unwrap(),
            "a\u{fffd}b\u{fffd}"
        );
        assert_eq!(decode(b"a\xffb", Codec::Utf8, "ignore").unwrap(), "ab");
    }

    #[test]
    fn encode_errors_group_runs() {
        let e = encode("a\u{e9}\u{e8}b", Codec::Ascii, "strict").unwrap_err();
        assert_eq!(
            e.message(),
            "'ascii' codec can't encode characters in position 1-2: ordinal not in range(128)"
        );
        assert_eq!(
            encode("a\u{20ac}", Codec::Latin1, "replace").unwrap(),
            b"a?"
        );
    }

    #[test]
    fn fromhex_skips_spaces_between_pairs() {
        assert_eq!(
            fromhex("de ad BE\tef").unwrap(),
            vec![0xde, 0xad, 0xbe, 0xef]
        );
        assert_eq!(
            fromhex("d e").unwrap_err().message(),
            "non-hexadecimal number found in fromhex() arg at position 1"
        );
        assert_eq!(hex(&[0, 0xab, 0x10]), "00ab10");
    }
}

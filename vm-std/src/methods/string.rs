//! Methods of `str`.

use std::borrow::Cow;
use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult, try_vec};
use crate::runtime::Vm;
use crate::strfmt;
use crate::value::iter::with_items;
use crate::value::native::Kwargs;
use crate::value::string::repeated_char;

use super::titlecase;
use compact_str::CompactString;

use crate::value::{PyStr, Value, num};

/// `v`'s text (a str or an instance of a str subclass), else the `TypeError` "`what`,
/// not `<type>`" (`what` is CPython's wording up to the comma).
pub(super) fn want_str<'a>(v: &'a Value, what: &str) -> PyResult<Cow<'a, Rc<PyStr>>> {
    match v.str_like() {
        Some(s) => Ok(s),
        None => Err(PyError::type_error(format!(
            "{what}, not {}",
            v.type_name()
        ))),
    }
}

/// Converts a byte index of `s` into a char index.
fn char_index(s: &PyStr, byte: usize) -> i64 {
    if s.ascii {
        byte as i64
    } else {
        s.s[..byte].chars().count() as i64
    }
}

/// The char index of the first (or with `rev` the last) `sub` in bytes `lo..hi` of `s`
/// (`lo <= hi`, both char boundaries): `str.find` and `str.rfind`.
#[inline]
pub fn find_in(s: &PyStr, sub: &str, lo: usize, hi: usize, rev: bool) -> Option<i64> {
    let hay = &s.s.as_bytes()[lo..hi];
    let needle = sub.as_bytes();
    let found = match (rev, needle) {
        (false, [byte]) => memchr::memchr(*byte, hay),
        (true, [byte]) => memchr::memrchr(*byte, hay),
        (false, _) => memchr::memmem::find(hay, needle),
        (true, _) => memchr::memmem::rfind(hay, needle),
    };
    found.map(|b| char_index(s, b + lo))
}

/// Appends `piece` to `out`: byte by byte when it is short, where a `memcpy` call costs
/// more than the copy (`"".join(chars)` copies one byte per item).
#[inline(always)]
fn push_piece(out: &mut Vec<u8>, piece: &[u8]) {
    if piece.len() <= 4 {
        for &b in piece {
            out.push(b);
        }
    } else {
        out.extend_from_slice(piece);
    }
}

/// The byte range a search method (`find`, `count`, `startswith`, ...) looks in:
/// `args[1..]` are its optional `start` and `end` char indices. An empty range comes back
/// as `(1, 0)` (`lo > hi`).
#[inline]
fn search_range(s: &PyStr, args: &[Value]) -> PyResult<(usize, usize)> {
    if args.len() < 2 {
        return Ok((0, s.s.len()));
    }
    let n = s.char_len() as i64;
    // As CPython's `ADJUST_INDICES`: a start past the end stays there (so `"abc".find("",
    // 4)` is -1, not 3); only the end is cut to the length.
    let clamp = |v: Option<&Value>, default: i64| -> PyResult<i64> {
        match v {
            None | Some(Value::None) => Ok(default),
            Some(v) => {
                // As CPython's `_PyEval_SliceIndex`: an int too large for an index is
                // clamped, as any past the ends.
                let i = match v {
                    Value::BigInt(b) if b.sign() == num_bigint::Sign::Minus => i64::MIN,
                    Value::BigInt(_) => i64::MAX,
                    _ => num::to_i64(v).ok_or_else(|| {
                        PyError::type_error(
                            "slice indices must be integers or None or have an __index__ method",
                        )
                    })?,
                };
                Ok(if i < 0 { (i + n).max(0) } else { i })
            }
        }
    };
    let (a, b) = (clamp(args.get(1), 0)?, clamp(args.get(2), n)?.min(n));
    let to_byte = |c: i64| -> usize {
        if s.ascii {
            c as usize
        } else {
            s.s.char_indices()
                .nth(c as usize)
                .map_or(s.s.len(), |(i, _)| i)
        }
    };
    if a > b {
        return Ok((1, 0));
    }
    Ok((to_byte(a), to_byte(b)))
}

/// Whether an ASCII byte is whitespace to `str.split()` (`is_py_space` of its char).
#[inline]
fn is_ascii_py_space(b: u8) -> bool {
    matches!(b, b'\t'..=b'\r' | 0x1c..=b' ')
}

/// Whether `str.isspace` counts `c` as whitespace (and so what `split()` and `strip()`
/// skip): Unicode's White_Space plus the ASCII separators `\x1c`-`\x1f`, which Rust's
/// `char::is_whitespace` leaves out. (`int()` and `float()` do not skip those four:
/// they keep `str::trim`.)
fn is_py_space(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\x1c'..='\x1f')
}

fn strip_chars<'a>(
    s: &'a str,
    chars: Option<&Value>,
    left: bool,
    right: bool,
) -> PyResult<&'a str> {
    match chars {
        None | Some(Value::None) => Ok(match (left, right) {
            (true, true) => s.trim_matches(is_py_space),
            (true, false) => s.trim_start_matches(is_py_space),
            _ => s.trim_end_matches(is_py_space),
        }),
        Some(v) => {
            let Some(chars) = v.str_like() else {
                let name = match (left, right) {
                    (true, true) => "strip",
                    (true, false) => "lstrip",
                    _ => "rstrip",
                };
                return Err(PyError::type_error(format!(
                    "{name} arg must be None or str"
                )));
            };
            let set: Vec<char> = chars.s.chars().collect();
            let f = |c: char| set.contains(&c);
            Ok(match (left, right) {
                (true, true) => s.trim_matches(f),
                (true, false) => s.trim_start_matches(f),
                _ => s.trim_end_matches(f),
            })
        }
    }
}

/// The at most `n` pieces of `s` between occurrences of the ASCII byte `sep` (which is
/// never inside a multi-byte character, so every cut is a char boundary), from the left
/// or, with `right`, from the right (then last piece first).
fn split_at_byte(
    s: &str,
    sep: u8,
    n: usize,
    right: bool,
    piece: impl Fn(&str) -> Value,
) -> Vec<Value> {
    let b = s.as_bytes();
    // why a plain scan of a short string: memchr's setup for each search was 340 of the
    // 1700 instructions of `"12,7,123".split(",")` (cachegrind), more than the scan.
    // why one branch-free pass into a bit mask: counting the separators and then
    // filtering the positions again (with a bounds check per byte) took ~19 instructions
    // a byte, 850 of the 1380 of splitting a 45-byte log line into 7 fields (callgrind).
    if b.len() <= SHORT_SCAN {
        let mask = byte_mask(b, sep);
        let pieces = mask.count_ones() as usize + 1;
        return cut_at(s, pieces, n, right, Bits(mask), BitsBack(mask), piece);
    }
    // why count first: growing the list piece by piece reallocated it two or three
    // times for a log line's fields, which cost more than a second (vectorized) scan.
    let pieces = memchr::memchr_iter(sep, b).count() + 1;
    let (cuts, cuts_back) = (memchr::memchr_iter(sep, b), memchr::memrchr_iter(sep, b));
    cut_at(s, pieces, n, right, cuts, cuts_back, piece)
}

/// Strings up to this long are split by a plain byte scan (see `split_at_byte`): one
/// bit of a `u64` per byte.
const SHORT_SCAN: usize = 64;

/// One bit per byte of `b` (at most 64 bytes), set where the byte is `sep`.
///
/// why eight bytes at a time: a loop over the bytes (which the compiler vectorized four
/// bytes to a round) took ~9 instructions a byte, 413 of the 2260 of splitting a 45-byte
/// log line into 7 fields (callgrind); a word at a time takes about 2.
#[inline]
fn byte_mask(b: &[u8], sep: u8) -> u64 {
    debug_assert!(b.len() <= SHORT_SCAN);
    let n = b.len();
    let mut mask = 0u64;
    let mut at = 0;
    // why a bounded loop with an exit: a plain loop over the words was vectorized, its
    // setup and 64-bit multiplies in vector registers costing more than the scalar
    // rounds (a 43-byte line, measured in a stand-alone copy of this function: 187
    // against 108 instructions).
    for _ in 0..SHORT_SCAN / 8 {
        let Some(chunk) = b.get(at..at + 8) else {
            break;
        };
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        mask |= word_mask(u64::from_le_bytes(word), sep) << at;
        at += 8;
    }
    let rest = n - at;
    if rest == 0 {
        return mask;
    }
    if n >= 8 {
        // The last eight bytes, of which the first `8 - rest` were counted above.
        // (Copying only the rest into a zeroed word called `memcpy`.)
        let mut word = [0u8; 8];
        word.copy_from_slice(&b[n - 8..]);
        mask | (word_mask(u64::from_le_bytes(word), sep) >> (8 - rest)) << at
    } else {
        b.iter()
            .enumerate()
            .fold(0, |m, (i, &c)| m | (u64::from(c == sep) << i))
    }
}

/// Bit `i` (of the low eight) set where byte `i` of the little-endian `word` is `sep`.
#[inline(always)]
fn word_mask(word: u64, sep: u8) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // A byte of `x` is zero exactly where `word`'s is `sep`.
    let x = word ^ (u64::from(sep) * 0x0101_0101_0101_0101);
    // High bit of each byte: set where its low seven bits are not all zero (the sum of
    // two 7-bit values carries into no other byte), then where any bit is; inverted,
    // where the byte is zero.
    let zero = !(((x & LOW7) + LOW7) | x) & HIGH;
    // Gathers the eight high bits (at 8k + 7) into bits 56..64, bit 56 + k from byte k:
    // the multiplier's bits 56 - 7k put each at a distinct position, so nothing carries.
    (zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The positions of the set bits of a mask, lowest first.
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// The positions of the set bits of a mask, highest first.
struct BitsBack(u64);

impl Iterator for BitsBack {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = 63 - self.0.leading_zeros() as usize;
        self.0 &= !(1u64 << i);
        Some(i)
    }
}

/// The at most `n` pieces of `s` (which has `pieces` of them) between the separator
/// bytes at `cuts` (increasing) or, with `right`, at `cuts_back` (decreasing, then last
/// piece first).
fn cut_at(
    s: &str,
    pieces: usize,
    n: usize,
    right: bool,
    cuts: impl Iterator<Item = usize>,
    cuts_back: impl Iterator<Item = usize>,
    piece: impl Fn(&str) -> Value,
) -> Vec<Value> {
    let mut out = Vec::with_capacity(pieces.min(n));
    if right {
        let mut end = s.len();
        for i in cuts_back {
            if out.len() + 1 >= n {
                break;
            }
            out.push(piece(&s[i + 1..end]));
            end = i;
        }
        out.push(piece(&s[..end]));
    } else {
        let mut start = 0;
        for i in cuts {
            if out.len() + 1 >= n {
                break;
            }
            out.push(piece(&s[start..i]));
            start = i + 1;
        }
        out.push(piece(&s[start..]));
    }
    out
}

/// `source.split(sep, maxsplit)` (`rsplit` with `right`).
pub fn split_text(
    source: &PyStr,
    sep: Option<&Value>,
    maxsplit: i64,
    right: bool,
) -> PyResult<Value> {
    let s = source.s.as_str();
    let piece = |p: &str| source.piece(p);
    let max = if maxsplit < 0 {
        usize::MAX
    } else {
        maxsplit as usize
    };
    let parts: Vec<Value> = match sep {
        None | Some(Value::None) => {
            let mut out: Vec<&str> = Vec::new();
            if right {
                let mut rest = s.trim_end_matches(is_py_space);
                while !rest.is_empty() {
                    if out.len() == max {
                        out.push(rest.trim_end_matches(is_py_space));
                        break;
                    }
                    match rest.rfind(is_py_space) {
                        Some(i) => {
                            let ws = rest[i..].chars().next().map_or(1, char::len_utf8);
                            out.push(&rest[i + ws..]);
                            rest = rest[..i].trim_end_matches(is_py_space);
                        }
                        None => {
                            out.push(rest);
                            rest = "";
                        }
                    }
                }
                out.reverse();
            } else if source.ascii {
                // why a byte scan: decoding chars and testing Unicode whitespace through a
                // closure took 2.4x CPython's time on a 700 kB text (`examples/strings.py`).
                let b = s.as_bytes();
                let mut i = 0;
                loop {
                    while i < b.len() && is_ascii_py_space(b[i]) {
                        i += 1;
                    }
                    if i == b.len() {
                        break;
                    }
                    if out.len() == max {
                        out.push(&s[i..]);
                        break;
                    }
                    let start = i;
                    while i < b.len() && !is_ascii_py_space(b[i]) {
                        i += 1;
                    }
                    out.push(&s[start..i]);
                }
            } else {
                let mut rest = s.trim_start_matches(is_py_space);
                while !rest.is_empty() {
                    if out.len() == max {
                        out.push(rest.trim_start_matches(is_py_space));
                        break;
                    }
                    match rest.find(is_py_space) {
                        Some(i) => {
                            out.push(&rest[..i]);
                            rest = rest[i..].trim_start_matches(is_py_space);
                        }
                        None => {
                            out.push(rest);
                            rest = "";
                        }
                    }
                }
            }
            out.into_iter().map(piece).collect()
        }
        Some(v) => {
            // An instance of a `str` subclass separates by its text, as in CPython.
            let sep = &want_str(v, "must be str or None")?.s;
            if sep.is_empty() {
                return Err(PyError::value_error("empty separator"));
            }
            let n = max.saturating_add(1);
            // why: a one-byte separator (`" "`, `","`) splits with a byte scan; a `&str`
            // pattern sets up a two-way substring searcher per call.
            let byte = match sep.as_bytes() {
                [b] if b.is_ascii() => Some(*b),
                _ => None,
            };
            if right {
                let mut v: Vec<Value> = match byte {
                    Some(c) => split_at_byte(s, c, n, true, piece),
                    None => s.rsplitn(n, sep.as_str()).map(piece).collect(),
                };
                v.reverse();
                v
            } else {
                match byte {
                    // why memchr rather than `str::splitn(char)`: its char searcher cost
                    // 2.5% of examples/pipeline.py's instructions, splitting short lines.
                    Some(c) => split_at_byte(s, c, n, false, piece),
                    None => s.splitn(n, sep.as_str()).map(piece).collect(),
                }
            }
        }
    };
    Ok(Value::list(parts))
}

fn pad(s: &PyStr, width: &Value, fill: Option<&Value>, align: char) -> PyResult<Value> {
    let w = num::to_index(width)?;
    let fill = match fill {
        Some(v) => {
            let f = want_str(v, "The fill character must be a unicode character")?;
            let mut cs = f.s.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => c,
                _ => {
                    return Err(PyError::type_error(
                        "The fill character must be exactly one character long",
                    ));
                }
            }
        }
        None => ' ',
    };
    let n = s.char_len() as i64;
    if w <= n {
        return Ok(Value::str(s.s.clone()));
    }
    let total = (w - n) as usize;
    let (left, right) = match align {
        '<' => (0, total),
        '>' => (total, 0),
        // CPython's str.center puts the extra pad on the right unless the width is odd.
        _ => {
            let left = total / 2 + (total & w as usize & 1);
            (left, total - left)
        }
    };
    let mut out = repeated_char(fill, left)?;
    out.try_reserve(s.s.len() + right * fill.len_utf8())
        .map_err(|_| PyError::memory())?;
    out.push_str(&s.s);
    out.extend(std::iter::repeat_n(fill, right));
    Ok(Value::str(out))
}

// ---------------------------------------------------------------- handlers

pub(super) fn split(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    split_method(s, &split_arguments("split", a, kw)?, false)
}

/// `split`'s and `rsplit`'s arguments with their keywords (`sep`, `maxsplit`) in place.
///
/// why borrowed without keywords: copying the arguments into a vector was 83 of the
/// 1700 instructions of a `line.split(",")` (cachegrind).
pub(super) fn split_arguments<'a>(
    name: &str,
    a: &'a [Value],
    kw: &Kwargs,
) -> PyResult<std::borrow::Cow<'a, [Value]>> {
    if kw.is_empty() {
        return Ok(std::borrow::Cow::Borrowed(a));
    }
    let mut args = a.to_vec();
    for (k, v) in kw.iter() {
        let at = match &**k {
            "sep" => 0,
            "maxsplit" => 1,
            other => {
                return Err(PyError::type_error(format!(
                    "'{other}' is an invalid keyword argument for {name}()"
                )));
            }
        };
        if at < a.len() {
            return Err(PyError::type_error(format!(
                "argument for {name}() given by name ('{k}') and position ({})",
                at + 1
            )));
        }
        while args.len() <= at {
            args.push(match args.len() {
                0 => Value::None,
                _ => Value::Int(-1),
            });
        }
        args[at] = v.clone();
    }
    Ok(std::borrow::Cow::Owned(args))
}

pub(super) fn rsplit(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    split_method(s, &split_arguments("rsplit", a, kw)?, true)
}

/// `split(sep=None, maxsplit=-1)`, from the right with `right`.
fn split_method(s: &PyStr, a: &[Value], right: bool) -> PyResult<Value> {
    let max = match a.get(1) {
        Some(v) => num::to_index(v)?,
        None => -1,
    };
    split_text(s, a.first(), max, right)
}

pub(super) fn join(vm: &mut dyn Vm, s: &Rc<PyStr>, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    super::materialize(vm, &mut a[0])?;
    // why borrow and pre-size: joining a big list of pieces copied the list and
    // grew the result by doubling, the peak memory of string-building programs.
    with_items(&a[0], |items| join_strs(s, items))
}

/// Results up to this many bytes are built on the stack and stored inline
/// (`CompactString`'s inline capacity).
const JOIN_INLINE: usize = 24;

/// `sep.join(seq)` of a list or tuple (or another iterable that runs no code).
pub fn join_sequence(sep: &PyStr, seq: &Value) -> PyResult<Value> {
    with_items(seq, |items| join_strs(sep, items))
}

/// `sep.join(items)` of a list's or tuple's items (each must be a `str`).
fn join_strs(sep: &PyStr, items: &[Value]) -> PyResult<Value> {
    let text = sep.s.as_bytes();
    let mut len = text.len() * items.len().saturating_sub(1);
    let mut ascii = sep.ascii;
    for (i, item) in items.iter().enumerate() {
        match item {
            Value::Str(x) => {
                len += x.s.len();
                ascii &= x.ascii;
            }
            other => {
                if let Some(items) = str_parts(items) {
                    return join_strs(sep, &items);
                }
                return Err(PyError::type_error(format!(
                    "sequence item {i}: expected str instance, {} found",
                    other.type_name()
                )));
            }
        }
    }
    // why a stack buffer for a short result: built in a `Vec`, it was a heap block that
    // the conversion to a `CompactString` copied inline and freed again.
    if len <= JOIN_INLINE {
        let mut buf = [0u8; JOIN_INLINE];
        let mut n = 0;
        join_pieces(text, items, |piece| {
            for &b in piece {
                buf[n] = b;
                n += 1;
            }
        });
        // SAFETY: `buf[..n]` is the concatenation of whole `str`s (the separator and the
        // items), so it is UTF-8. why unchecked: validating it again was 5% of a short
        // `";".join(items)` (cachegrind).
        let out = unsafe { CompactString::from_utf8_unchecked(&buf[..n]) };
        return Ok(Value::str_with_ascii(out, ascii));
    }
    // why bytes (a `CompactString` checks inline-or-heap on every push, 3% more
    // instructions on examples/strings.py) and the parts' ASCII flags: the result is not
    // scanned again for ASCII. why `with_capacity` below a megabyte: `try_vec`'s
    // fallible reservation went through the out-of-line `finish_grow` (37 instructions of
    // a short join); a block that size cannot fail short of the system's memory.
    let mut out: Vec<u8> = match len < 1 << 20 {
        true => Vec::with_capacity(len),
        false => try_vec(len)?,
    };
    join_pieces(text, items, |piece| push_piece(&mut out, piece));
    // SAFETY: as above, a concatenation of whole `str`s is UTF-8 (validating it was 56
    // of a short join's 1137 instructions).
    let out = unsafe { String::from_utf8_unchecked(out) };
    Ok(Value::str_with_ascii(out.into(), ascii))
}

/// The items with each instance of a `str` subclass replaced by its text (`join` takes
/// them as CPython does), if there is one; else `None`.
fn str_parts(items: &[Value]) -> Option<Vec<Value>> {
    let text = |v: &Value| match v {
        Value::Instance(_) => v
            .str_like()
            .map(|s| Value::Str(crate::value::obj_rc(s.into_owned()))),
        _ => None,
    };
    items.iter().any(|v| text(v).is_some()).then(|| {
        items
            .iter()
            .map(|v| text(v).unwrap_or_else(|| v.clone()))
            .collect()
    })
}

/// Hands `put` the items' texts (all `str`s) with `sep` between them, in order.
#[inline(always)]
fn join_pieces(sep: &[u8], items: &[Value], mut put: impl FnMut(&[u8])) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            put(sep);
        }
        if let Value::Str(x) = item {
            put(x.s.as_bytes());
        }
    }
}

pub(super) fn strip(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(s.piece(strip_chars(&s.s, a.first(), true, true)?))
}

pub(super) fn lstrip(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(s.piece(strip_chars(&s.s, a.first(), true, false)?))
}

pub(super) fn rstrip(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(s.piece(strip_chars(&s.s, a.first(), false, true)?))
}

pub(super) fn replace(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let text = s.s.as_str();
    let old = &want_str(&a[0], "replace() argument 1 must be str")?.s;
    let new = &want_str(&a[1], "replace() argument 2 must be str")?.s;
    let count = match a.get(2) {
        Some(v) => num::to_index(v)?,
        None => -1,
    };
    if count < 0 {
        Ok(Value::str(text.replace(old.as_str(), new)))
    } else {
        Ok(Value::str(text.replacen(old.as_str(), new, count as usize)))
    }
}

pub(super) fn startswith(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    affix(s, a, true)
}

pub(super) fn endswith(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    affix(s, a, false)
}

/// `startswith` (`start`) or `endswith`: `a[0]` a string or a tuple of strings.
///
/// why one string tested here, with the general forms out of line: `path.startswith(
/// "/api/")` is the usual call, and the general path (the range's arguments, the
/// argument's type check through a closure, `memcmp`) took 148 instructions for it
/// (callgrind on `examples/pipeline.py`); its frame alone cost more than this test.
#[inline]
fn affix(s: &PyStr, a: &[Value], start: bool) -> PyResult<Value> {
    if let [Value::Str(p)] = a {
        return Ok(Value::Bool(has_affix(s, p, start)));
    }
    affix_general(s, a, start)
}

/// Whether `s` starts (`start`) or else ends with `p`.
#[inline]
pub(super) fn has_affix(s: &PyStr, p: &PyStr, start: bool) -> bool {
    let (hay, p) = (s.s.as_bytes(), p.s.as_bytes());
    let Some(at) = hay.len().checked_sub(p.len()) else {
        return false;
    };
    let part = if start { &hay[..p.len()] } else { &hay[at..] };
    crate::value::string::text_equal(part, p)
}

/// [`affix`] with a range or a tuple of affixes.
#[inline(never)]
fn affix_general(s: &PyStr, a: &[Value], start: bool) -> PyResult<Value> {
    let (lo, hi) = search_range(s, a)?;
    let hay = if lo > hi {
        return Ok(Value::Bool(false));
    } else {
        &s.s[lo..hi]
    };
    let found = |p: &str| {
        if start {
            hay.starts_with(p)
        } else {
            hay.ends_with(p)
        }
    };
    let method = if start { "startswith" } else { "endswith" };
    match &a[0] {
        Value::Tuple(t) => {
            for p in t.0.iter() {
                let Some(p) = p.str_like() else {
                    return Err(PyError::type_error(format!(
                        "tuple for {method} must only contain str, not {}",
                        p.type_name()
                    )));
                };
                if found(&p.s) {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        }
        p => match p.str_like() {
            Some(p) => Ok(Value::Bool(found(&p.s))),
            None => Err(PyError::type_error(format!(
                "{method} first arg must be str or a tuple of str, not {}",
                p.type_name()
            ))),
        },
    }
}

pub(super) fn find(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(search(s, a, false)?.map_or(Value::Int(-1), Value::Int))
}

pub(super) fn rfind(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(search(s, a, true)?.map_or(Value::Int(-1), Value::Int))
}

pub(super) fn index(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    match search(s, a, false)? {
        Some(i) => Ok(Value::Int(i)),
        None => Err(PyError::value_error("substring not found")),
    }
}

/// Where `find` (or with `rev` `rfind`) finds `a[0]` in the range `a[1..]` gives.
pub(super) fn search(s: &PyStr, a: &[Value], rev: bool) -> PyResult<Option<i64>> {
    let sub = &want_str(&a[0], "must be str")?.s;
    let (lo, hi) = search_range(s, a)?;
    if lo > hi {
        return Ok(None);
    }
    Ok(find_in(s, sub, lo, hi, rev))
}

pub(super) fn count(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let text = s.s.as_str();
    let sub = &want_str(&a[0], "must be str")?.s;
    let (lo, hi) = search_range(s, a)?;
    if lo > hi {
        return Ok(Value::Int(0));
    }
    let hay = &text.as_bytes()[lo..hi];
    let n = match sub.as_bytes() {
        [] => text[lo..hi].chars().count() + 1,
        [byte] => memchr::memchr_iter(*byte, hay).count(),
        needle => memchr::memmem::find_iter(hay, needle).count(),
    };
    Ok(Value::Int(n as i64))
}

pub(super) fn upper(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if s.ascii {
        return Ok(Value::str(ascii_mapped(s, str::make_ascii_uppercase)));
    }
    Ok(Value::str(s.s.to_uppercase()))
}

/// An ASCII string's copy with its letters changed by `f` in place: no Unicode case
/// tables (through them `"abc".upper()` cost about 700 instructions).
fn ascii_mapped(s: &PyStr, f: fn(&mut str)) -> compact_str::CompactString {
    let mut out = s.s.clone();
    f(&mut out);
    out
}

pub(super) fn lower(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if s.ascii {
        return Ok(Value::str(ascii_mapped(s, str::make_ascii_lowercase)));
    }
    Ok(Value::str(s.s.to_lowercase()))
}

pub(super) fn swapcase(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    if s.ascii {
        let swap = |c: char| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        };
        return Ok(Value::str(
            s.s.chars()
                .map(swap)
                .collect::<compact_str::CompactString>(),
        ));
    }
    Ok(Value::str(
        s.s.chars()
            .flat_map(|c| {
                // A titlecase letter (`ǅ`) is neither: it stays.
                if c.is_uppercase() {
                    c.to_lowercase().collect::<Vec<_>>()
                } else if c.is_lowercase() && !titlecase::is_titlecase(c) {
                    c.to_uppercase().collect::<Vec<_>>()
                } else {
                    vec![c]
                }
            })
            .collect::<String>(),
    ))
}

pub(super) fn isdigit(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let text = s.s.as_str();
    Ok(Value::Bool(
        !text.is_empty() && text.chars().all(crate::value::unicode::is_digit),
    ))
}

pub(super) fn isalpha(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Bool(
        !s.s.is_empty() && s.s.chars().all(char::is_alphabetic),
    ))
}

/// `str.isidentifier()`: a letter or `_`, then letters, digits or `_` (Unicode's
/// alphabetic and numeric classes standing in for XID_Start and XID_Continue).
pub(super) fn isidentifier(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let mut chars = s.s.chars();
    let ok = chars.next().is_some_and(|c| c == '_' || c.is_alphabetic())
        && chars.all(|c| c == '_' || c.is_alphanumeric());
    Ok(Value::Bool(ok))
}

pub(super) fn isalnum(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Bool(
        !s.s.is_empty() && s.s.chars().all(char::is_alphanumeric),
    ))
}

pub(super) fn isspace(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::Bool(!s.s.is_empty() && s.s.chars().all(is_py_space)))
}

pub(super) fn isupper(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    // A titlecase letter counts as neither upper nor lower, and makes both false.
    let text = s.s.as_str();
    let (upper, lower, title) = case_census(text);
    Ok(Value::Bool(upper && !lower && !title))
}

/// Whether `text` has an uppercase, a lowercase and a titlecase letter.
fn case_census(text: &str) -> (bool, bool, bool) {
    let (mut upper, mut lower, mut title) = (false, false, false);
    for c in text.chars() {
        if titlecase::is_titlecase(c) {
            title = true;
        } else {
            upper |= c.is_uppercase();
            lower |= c.is_lowercase();
        }
    }
    (upper, lower, title)
}

/// `s.istitle()`: cased, each uppercase or titlecase letter after an uncased character
/// and each lowercase letter after a cased one.
pub(super) fn istitle(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let (mut cased, mut after_cased) = (false, false);
    for c in s.s.chars() {
        let starts_word = c.is_uppercase() || titlecase::is_titlecase(c);
        if starts_word || c.is_lowercase() {
            if starts_word == after_cased {
                return Ok(Value::Bool(false));
            }
            (cased, after_cased) = (true, true);
        } else {
            after_cased = false;
        }
    }
    Ok(Value::Bool(cased))
}

pub(super) fn islower(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let text = s.s.as_str();
    let (upper, lower, title) = case_census(text);
    Ok(Value::Bool(lower && !upper && !title))
}

pub(super) fn format(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::str(strfmt::str_format(
        &s.s,
        a,
        kw,
        &mut crate::runtime::VmHook(_vm),
    )?))
}

pub(super) fn format_map(
    vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    Ok(Value::str(strfmt::str_format_map(
        &s.s,
        &a[0],
        &mut crate::runtime::VmHook(vm),
    )?))
}

pub(super) fn zfill(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let text = s.s.as_str();
    let w = num::to_index(&a[0])?;
    let n = s.char_len() as i64;
    if w <= n {
        return Ok(Value::str(text));
    }
    let (sign, digits) = match text.chars().next() {
        Some(c @ ('+' | '-')) => (c.to_string(), &text[1..]),
        _ => (String::new(), text),
    };
    Ok(Value::str(format!(
        "{sign}{}{digits}",
        repeated_char('0', (w - n) as usize)?
    )))
}

pub(super) fn ljust(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    pad(s, &a[0], a.get(1), '<')
}

pub(super) fn rjust(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    pad(s, &a[0], a.get(1), '>')
}

pub(super) fn center(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    pad(s, &a[0], a.get(1), '^')
}

pub(super) fn title(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let mut out = String::with_capacity(s.s.len());
    let mut prev_cased = false;
    for c in s.s.chars() {
        if prev_cased {
            out.extend(c.to_lowercase());
        } else {
            titlecase::push_title_case(&mut out, c);
        }
        prev_cased = titlecase::is_cased(c);
    }
    Ok(Value::str(out))
}

pub(super) fn capitalize(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    _: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let mut cs = s.s.chars();
    let mut out = String::with_capacity(s.s.len());
    if let Some(c) = cs.next() {
        titlecase::push_title_case(&mut out, c);
        out.extend(cs.flat_map(char::to_lowercase));
    }
    Ok(Value::str(out))
}

/// `s.splitlines(keepends=False)`: the lines of `s`, broken at every line boundary
/// CPython's `str` knows (`\n`, `\r`, `\r\n`, `\v`, `\f`, `\x1c`-`\x1e`, `\x85`,
/// `\u2028`, `\u2029`), with their ends when `keepends` is true.
pub(super) fn splitlines(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let given = a.len() + kw.len();
    if kw.len() > 1 {
        return Err(PyError::type_error(format!(
            "splitlines() takes at most 1 keyword argument ({} given)",
            kw.len()
        )));
    } else if given > 1 {
        return Err(PyError::type_error(format!(
            "splitlines() takes at most 1 argument ({given} given)"
        )));
    }
    for (k, _) in kw.iter() {
        if &**k != "keepends" {
            return Err(PyError::type_error(format!(
                "splitlines() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    let keep = match (a.first(), kw.iter().find(|(k, _)| &**k == "keepends")) {
        (Some(v), _) | (None, Some((_, v))) => num::to_i64(v).map(|n| n != 0).ok_or_else(|| {
            PyError::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            ))
        })?,
        (None, None) => false,
    };
    let text = s.s.as_str();
    let mut lines = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let end = match c {
            '\r' if chars.peek().is_some_and(|&(_, n)| n == '\n') => {
                chars.next();
                i + 2
            }
            '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}'
            | '\u{2029}' => i + c.len_utf8(),
            _ => continue,
        };
        lines.push(Value::str(if keep {
            &text[start..end]
        } else {
            &text[start..i]
        }));
        start = end;
    }
    if start < text.len() {
        lines.push(Value::str(&text[start..]));
    }
    Ok(Value::list(lines))
}

pub(super) fn partition(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let text = s.s.as_str();
    let sep = &want_str(&a[0], "must be str")?.s;
    if sep.is_empty() {
        return Err(PyError::value_error("empty separator"));
    }
    Ok(match text.split_once(sep.as_str()) {
        Some((x, y)) => Value::tuple(vec![Value::str(x), a[0].clone(), Value::str(y)]),
        None => Value::tuple(vec![Value::str(text), Value::str(""), Value::str("")]),
    })
}

/// The str argument of a method CPython parses with Argument Clinic, whose error names
/// `None` as such (older methods say `NoneType`).
fn clinic_str<'a>(v: &'a Value, method: &str) -> PyResult<Cow<'a, Rc<PyStr>>> {
    if let Some(s) = v.str_like() {
        return Ok(s);
    }
    match v {
        Value::None => Err(PyError::type_error(format!(
            "{method}() argument must be str, not None"
        ))),
        other => Err(PyError::type_error(format!(
            "{method}() argument must be str, not {}",
            other.type_name()
        ))),
    }
}

/// `s.removeprefix(prefix)`: `s` without `prefix` at its start (itself otherwise).
pub(super) fn removeprefix(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let prefix = clinic_str(&a[0], "removeprefix")?;
    Ok(strip_affix(s, s.s.strip_prefix(prefix.s.as_str()), &prefix))
}

/// `s.removesuffix(suffix)`: `s` without `suffix` at its end (itself otherwise).
pub(super) fn removesuffix(
    _vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let suffix = clinic_str(&a[0], "removesuffix")?;
    Ok(strip_affix(s, s.s.strip_suffix(suffix.s.as_str()), &suffix))
}

/// What is left of `s` once `affix` is stripped (`rest`), or `s` itself when it was not
/// there or is empty.
fn strip_affix(s: &Rc<PyStr>, rest: Option<&str>, affix: &PyStr) -> Value {
    match rest {
        Some(rest) if !affix.s.is_empty() => Value::str(rest),
        _ => Value::Str(crate::value::obj_rc(s.clone())),
    }
}

/// `s.translate(table)`: each character's code point looked up in `table` (any
/// mapping, through its `__getitem__`): a `LookupError` keeps the character, `None`
/// deletes it, an int or a str replaces it.
pub(super) fn translate(
    vm: &mut dyn Vm,
    s: &Rc<PyStr>,
    a: &mut [Value],
    _: &Kwargs,
) -> PyResult<Value> {
    let table = a[0].clone();
    let mut out = String::with_capacity(s.s.len());
    for c in s.s.chars() {
        let mapped = match vm.getitem(&table, &Value::Int(i64::from(u32::from(c)))) {
            Ok(v) => v,
            Err(e) if e.kind().derives_from(ExcType::LookupError) => {
                out.push(c);
                continue;
            }
            Err(e) => return Err(e),
        };
        if let Some(r) = mapped.str_like() {
            out.push_str(&r.s);
            continue;
        }
        match &mapped {
            Value::None => {}
            Value::Int(n) => match u32::try_from(*n).ok().and_then(char::from_u32) {
                Some(r) => out.push(r),
                None => {
                    return Err(PyError::value_error(
                        "character mapping must be in range(0x110000)",
                    ));
                }
            },
            _ => {
                return Err(PyError::type_error(
                    "character mapping must return integer, None or str",
                ));
            }
        }
    }
    Ok(Value::str(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `split()`'s byte scan of ASCII text and its char scan of other text must agree on
    /// what whitespace is.
    #[test]
    fn ascii_whitespace_bytes_are_the_whitespace_chars() {
        for b in 0..=0x7f_u8 {
            assert_eq!(
                is_ascii_py_space(b),
                is_py_space(b as char),
                "byte {b:#04x}"
            );
        }
    }

    /// The word-at-a-time separator mask is the byte-at-a-time one, for every length up
    /// to 64, separators next to each other and at the ends, and every byte value
    /// (zero, the high ones) as separator and as text.
    #[test]
    fn byte_mask_matches_a_byte_scan() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for len in 0..=SHORT_SCAN {
            for round in 0..40 {
                let sep = match round % 4 {
                    0 => 0,
                    1 => 0xff,
                    2 => b',',
                    _ => (seed >> 24) as u8,
                };
                let text: Vec<u8> = (0..len)
                    .map(|_| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        // Often the separator itself, else any byte.
                        if seed.is_multiple_of(3) {
                            sep
                        } else {
                            (seed >> 32) as u8
                        }
                    })
                    .collect();
                let want = text
                    .iter()
                    .enumerate()
                    .fold(0u64, |m, (i, &c)| m | (u64::from(c == sep) << i));
                assert_eq!(byte_mask(&text, sep), want, "{text:?} split at {sep}");
            }
        }
    }
}

//! `str`: the string object, and the one-character strings that indexing and iteration
//! produce.

use std::cell::Cell;
use std::rc::Rc;

use compact_str::CompactString;

use super::{Value, hash};
use crate::error::{PyError, PyResult};

/// Whether two texts are equal, comparing short ones in place: a slice comparison calls
/// `memcmp` (about twenty instructions for a word), and the texts compared where this
/// is used are mostly short names (a dict key found by text, a keyword matched to its
/// parameter). Up to 16 bytes, two overlapping loads from each end cover the text.
#[inline]
pub fn text_equal(a: &[u8], b: &[u8]) -> bool {
    let n = a.len();
    if n != b.len() {
        return false;
    }
    match n {
        0..=3 => a.iter().zip(b).all(|(x, y)| x == y),
        4..=7 => {
            let word = |s: &[u8], at: usize| {
                u32::from_ne_bytes(s[at..at + 4].try_into().unwrap_or([0; 4]))
            };
            word(a, 0) == word(b, 0) && word(a, n - 4) == word(b, n - 4)
        }
        8..=16 => {
            let word = |s: &[u8], at: usize| {
                u64::from_ne_bytes(s[at..at + 8].try_into().unwrap_or([0; 8]))
            };
            word(a, 0) == word(b, 0) && word(a, n - 8) == word(b, n - 8)
        }
        _ => a == b,
    }
}

/// A `str`: UTF-8 text, with a flag that makes indexing of ASCII text O(1).
///
/// why `CompactString`: words of up to 24 bytes live inside the object, so a short string
/// is one allocation (a program's strings are mostly short; this keeps memory below
/// CPython's, whose strings are one allocation too).
///
/// The text is only changed through [`PyStr::push_str`], which keeps the cached hash
/// right: treat `s` as read-only.
pub struct PyStr {
    pub s: CompactString,
    pub ascii: bool,
    /// `hash(self)` once computed, else -1 (never a hash value, as in CPython). Dict and
    /// set lookups hash their string keys every time; caching costs no memory (the
    /// allocation's size class is the same).
    hash: Cell<i64>,
}

impl PyStr {
    pub fn new(s: impl Into<CompactString>) -> Self {
        let s = s.into();
        let ascii = s.is_ascii();
        PyStr::from_parts(s, ascii)
    }

    /// A string whose ASCII flag the caller already knows.
    pub fn from_parts(s: CompactString, ascii: bool) -> Self {
        PyStr {
            s,
            ascii,
            hash: Cell::new(-1),
        }
    }

    /// [`Self::hash`] if it was computed already.
    #[inline(always)]
    pub fn known_hash(&self) -> Option<i64> {
        match self.hash.get() {
            -1 => None,
            h => Some(h),
        }
    }

    /// Python's `hash()` of the text, computed once.
    #[inline]
    pub fn hash(&self) -> i64 {
        match self.hash.get() {
            -1 => {
                let h = hash::hash_str(&self.s);
                self.hash.set(h);
                h
            }
            h => h,
        }
    }

    /// A new string holding `part`, a piece of this one: ASCII when this one is, without
    /// scanning it again.
    pub fn piece(&self, part: &str) -> Value {
        // A one-character piece (a split letter, a stripped digit) is the shared one, as
        // CPython shares its one-character strings: no allocation.
        if let &[b] = part.as_bytes() {
            return char_value(b as char);
        }
        if self.ascii {
            Value::str_with_ascii(part.into(), true)
        } else {
            Value::str(part)
        }
    }

    /// Appends `t` (for an unshared string: `s += t` in place).
    ///
    /// why inline, with the general append out of line: `out += s[i]` builds strings a
    /// character at a time, and the calls' register saves and restores cost about as
    /// much as the one-byte append itself.
    /// A `MemoryError` (and the text unchanged) when the room cannot be had.
    #[inline]
    pub fn push_str(&mut self, t: &PyStr) -> PyResult<()> {
        match t.s.as_bytes() {
            // why: the general append decodes the representation three times and calls
            // `memcpy` for one byte.
            &[b] if self.s.len() < self.s.capacity() => {
                let len = self.s.len();
                // SAFETY: one byte of spare capacity is written, then taken into the
                // string. A one-byte UTF-8 string is ASCII, so the result is valid UTF-8;
                // when it fills an inline string's capacity, that byte is the final byte
                // of a complete string, the one case where the inline tag byte may be
                // overwritten (`CompactString::spare_capacity_mut`).
                unsafe {
                    self.s.spare_capacity_mut()[0].write(b);
                    self.s.set_len(len + 1);
                }
            }
            _ => self.append(t)?,
        }
        self.ascii &= t.ascii;
        self.hash.set(-1);
        Ok(())
    }

    /// Appends the text of `t` (the general case of [`PyStr::push_str`]).
    #[inline(never)]
    fn append(&mut self, t: &PyStr) -> PyResult<()> {
        let (len, add) = (self.s.len(), t.s.as_bytes());
        if add.is_empty() {
            return Ok(());
        }
        // why written in place when it fits: `push_str` decoded the representation
        // several times and called `memcpy` (158 instructions an append, callgrind on
        // `path + "/" + str(n)` in `examples/pipeline.py`).
        if self.s.capacity() - len >= add.len() {
            // SAFETY: `add` fits in the spare capacity and is valid UTF-8 that ends a
            // complete string, so the new length covers initialized, valid text (when it
            // fills an inline string, its last byte may take the tag byte's place:
            // `CompactString::spare_capacity_mut`).
            unsafe {
                copy_text(add, self.s.spare_capacity_mut().as_mut_ptr().cast());
                self.s.set_len(len + add.len());
            }
            return Ok(());
        }
        // why reserve first: `push_str` aborts the process when the allocation fails.
        self.s
            .try_reserve(t.s.len())
            .map_err(|_| PyError::memory())?;
        self.s.push_str(&t.s);
        Ok(())
    }

    /// Length in code points.
    pub fn char_len(&self) -> usize {
        if self.ascii {
            self.s.len()
        } else {
            self.s.chars().count()
        }
    }

    /// The code point at index `i` (already normalized to `0..len`).
    pub fn char_at(&self, i: usize) -> Option<char> {
        if self.ascii {
            self.s.as_bytes().get(i).map(|&b| b as char)
        } else {
            self.s.chars().nth(i)
        }
    }
}

/// The concatenation of the strs among `parts`, with the decimal text of each exact int
/// among them in its place (other values add nothing): what an f-string's `BUILD_STRING`
/// makes.
///
/// why not a `String` that then becomes the string's text: a short result (the usual
/// `f"{a}.{b}"`) needed a heap buffer only to copy it into the object and free it, and
/// its ASCII flag came from scanning it again, when the parts' flags already say.
/// why ints: an int part (`FORMAT_PART` leaves it) was a str object of its own, made,
/// copied here and freed; its digits now go straight into the result.
pub fn concat(parts: &[Value]) -> Value {
    let (mut len, mut ascii) = (0, true);
    for p in parts {
        match p {
            Value::Str(s) => {
                len += s.s.len();
                ascii &= s.ascii;
            }
            Value::Int(i) => len += decimal_len(*i),
            _ => {}
        }
    }
    // A text that cannot be allocated aborts, as a `String`'s does (the op has no error
    // path; the parts already hold that many bytes).
    match build_text(len, Parts(parts, len)) {
        Ok(text) => Value::str_with_ascii(text, ascii),
        Err(_) => std::alloc::handle_alloc_error(
            std::alloc::Layout::from_size_align(len, 1).unwrap_or(std::alloc::Layout::new::<u8>()),
        ),
    }
}

/// Writes the text of the strs and exact ints among `parts` to `dst`, one after another,
/// `len` bytes in all.
///
/// why from the end: an int's digits come last first, so each is written where it goes
/// without its length (`decimal_len`) computed a second time.
///
/// # Safety
/// `dst` is valid for writes of `len` bytes, the length of those texts (as `concat` adds
/// them up).
#[inline(always)]
unsafe fn fill_parts(parts: &[Value], dst: *mut u8, len: usize) {
    let mut at = len;
    for p in parts.iter().rev() {
        match p {
            Value::Str(s) => {
                let t = s.s.as_bytes();
                at -= t.len();
                // SAFETY: the texts' lengths add up to `len` (the caller's promise), so
                // the texts after this one took `len - at - t.len()` of them: `dst[at..]`
                // has room for this one.
                unsafe { copy_text(t, dst.add(at)) };
            }
            Value::Int(i) => {
                // SAFETY: as for a str: the `decimal_len(i)` bytes before `dst[at]` are
                // this int's room.
                at -= unsafe { write_decimal_before(*i, dst.add(at)) };
            }
            _ => {}
        }
    }
    debug_assert_eq!(at, 0);
}

/// The length of `i`'s decimal text (its sign included).
#[inline(always)]
fn decimal_len(i: i64) -> usize {
    /// `10^k` for each `k` that `t` below takes.
    const POW10: [u64; 20] = {
        let mut p = [1u64; 20];
        let mut k = 1;
        while k < 20 {
            p[k] = p[k - 1] * 10;
            k += 1;
        }
        p
    };
    // why `| 1`: 0 has one digit, and no other number changes its digit count.
    let n = i.unsigned_abs() | 1;
    let bits = 64 - n.leading_zeros();
    // `bits * log10(2)`, rounded down: `n` has `t` digits, or `t + 1` from `10^t` on.
    let t = ((bits * 1233) >> 12) as usize;
    let digits = t + usize::from(n >= POW10[t]);
    digits + usize::from(i < 0)
}

/// Writes `i`'s decimal text so that it ends just before `end`, last digit first, and
/// says how long it is.
///
/// # Safety
/// The `decimal_len(i)` bytes before `end` are valid for writes.
#[inline(always)]
unsafe fn write_decimal_before(i: i64, end: *mut u8) -> usize {
    /// The two digits of each number below 100.
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let (mut n, mut at) = (i.unsigned_abs(), end);
    // SAFETY: `at` moves back one byte for each digit and the sign, `decimal_len(i)` in
    // all: every write is inside the caller's room.
    unsafe {
        while n >= 100 {
            let r = (n % 100) as usize * 2;
            n /= 100;
            at = at.sub(2);
            std::ptr::copy_nonoverlapping(PAIRS.as_ptr().add(r), at, 2);
        }
        if n >= 10 {
            at = at.sub(2);
            std::ptr::copy_nonoverlapping(PAIRS.as_ptr().add(n as usize * 2), at, 2);
        } else {
            at = at.sub(1);
            *at = b'0' + n as u8;
        }
        if i < 0 {
            at = at.sub(1);
            *at = b'-';
        }
        end.offset_from(at) as usize
    }
}

/// `x + y` as a new string (neither is changed), or a `MemoryError` when the room
/// cannot be had.
///
/// why not `CompactString::with_capacity` and two `push_str`s: each append decoded the
/// representation again and called `memcpy`, about 200 instructions for `"/" + part`
/// (callgrind on `examples/pipeline.py`). Out of line: the dispatch loop calls it.
#[inline(never)]
pub fn concat_pair(x: &PyStr, y: &PyStr) -> PyResult<Value> {
    let (a, b) = (x.s.as_bytes(), y.s.as_bytes());
    let fill = |dst: *mut u8| {
        // SAFETY: `build_text` gives room for `a.len() + b.len()` bytes.
        unsafe {
            copy_text(a, dst);
            copy_text(b, dst.add(a.len()));
        }
    };
    let text = build_text(a.len() + b.len(), fill).map_err(|_| PyError::memory())?;
    Ok(Value::str_with_ascii(text, x.ascii && y.ascii))
}

/// A text of `len` bytes that `fill` writes (all of them, valid UTF-8) to the pointer
/// it is given: inline when it fits, else in a heap buffer the string takes over.
#[inline(always)]
fn build_text(
    len: usize,
    fill: impl Fill,
) -> Result<CompactString, std::collections::TryReserveError> {
    /// The longest text a `CompactString` holds inline.
    const INLINE: usize = std::mem::size_of::<CompactString>();
    let mut buf = [0u8; INLINE];
    let mut out = Vec::<u8>::new();
    // why one call of `fill` for both cases: called in two places, it was made a
    // function of its own (`FnOnce::call_once`), its captures passed through memory.
    let dst = if len <= INLINE {
        buf.as_mut_ptr()
    } else {
        out.try_reserve_exact(len)?;
        out.as_mut_ptr()
    };
    // SAFETY: `dst` is valid for writes of `len` bytes, the buffer's or the vector's
    // reserved room.
    unsafe { fill.fill(dst) };
    if len <= INLINE {
        // why unchecked: the text was valid piece by piece; validating it again cost
        // more than the copies.
        // SAFETY: `fill` wrote `len` bytes of valid UTF-8 (its promise).
        return Ok(CompactString::from(unsafe {
            std::str::from_utf8_unchecked(&buf[..len])
        }));
    }
    // SAFETY: `fill` wrote exactly `len` bytes to the buffer, its capacity.
    unsafe { out.set_len(len) };
    // A heap `CompactString` takes the buffer over: no copy.
    // SAFETY: `fill` wrote valid UTF-8.
    Ok(CompactString::from(unsafe {
        String::from_utf8_unchecked(out)
    }))
}

/// What writes a text for [`build_text`]: a closure, or the parts of `concat`.
///
/// why not only closures: `concat`'s, with the ints' digits in it, was made a function of
/// its own (`FnOnce::call_once`, 10M instructions in `examples/pipeline.py`); a trait
/// method can be inlined always.
trait Fill {
    /// Writes the text, all of it, to `dst`.
    ///
    /// # Safety
    /// `dst` is valid for writes of the text's length (the `len` of `build_text`).
    unsafe fn fill(self, dst: *mut u8);
}

impl<F: FnOnce(*mut u8)> Fill for F {
    #[inline(always)]
    unsafe fn fill(self, dst: *mut u8) {
        self(dst)
    }
}

/// The parts `concat` joins, and the length of their texts that it added up (the room
/// it asks for).
struct Parts<'a>(&'a [Value], usize);

impl Fill for Parts<'_> {
    #[inline(always)]
    unsafe fn fill(self, dst: *mut u8) {
        // SAFETY: `dst` has room for the length `concat` added up, the length of these
        // parts' texts as `fill_parts` writes them (the caller's promise).
        unsafe { fill_parts(self.0, dst, self.1) }
    }
}

/// Copies `t` to `dst`.
///
/// why not `copy_nonoverlapping` (or a byte loop, which the compiler turns into one):
/// each was a `memcpy` call, about 20 instructions for a one-byte separator or a status
/// code, several per f-string (184k calls from `concat` in `examples/pipeline.py`);
/// texts up to 32 bytes are copied here as two overlapping loads and stores.
///
/// # Safety
/// `dst` is valid for writes of `t.len()` bytes and does not overlap `t`.
#[inline(always)]
pub(crate) unsafe fn copy_text(t: &[u8], dst: *mut u8) {
    use std::ptr::{read_unaligned as load, write_unaligned as store};
    let (n, src) = (t.len(), t.as_ptr());
    // SAFETY: every load reads inside `t` (each starts at 0 or at `n` less its width,
    // which is at most `n`) and every store writes inside `dst[..n]`, the caller's room.
    unsafe {
        if n >= 8 {
            if n > 32 {
                std::ptr::copy_nonoverlapping(src, dst, n);
            } else if n >= 16 {
                let (head, tail) = (
                    load(src as *const u128),
                    load(src.add(n - 16) as *const u128),
                );
                store(dst as *mut u128, head);
                store(dst.add(n - 16) as *mut u128, tail);
            } else {
                let (head, tail) = (load(src as *const u64), load(src.add(n - 8) as *const u64));
                store(dst as *mut u64, head);
                store(dst.add(n - 8) as *mut u64, tail);
            }
        } else if n >= 4 {
            let (head, tail) = (load(src as *const u32), load(src.add(n - 4) as *const u32));
            store(dst as *mut u32, head);
            store(dst.add(n - 4) as *mut u32, tail);
        } else if n >= 2 {
            let (head, tail) = (load(src as *const u16), load(src.add(n - 2) as *const u16));
            store(dst as *mut u16, head);
            store(dst.add(n - 2) as *mut u16, tail);
        } else if n == 1 {
            *dst = *src;
        }
    }
}

/// `c` repeated `n` times (padding to a width a program gave), or a `MemoryError` where
/// building it would abort the process.
pub fn repeated_char(c: char, n: usize) -> PyResult<String> {
    let bytes = n.checked_mul(c.len_utf8()).ok_or_else(PyError::memory)?;
    let mut out = String::new();
    out.try_reserve_exact(bytes)
        .map_err(|_| PyError::memory())?;
    out.extend(std::iter::repeat_n(c, n));
    Ok(out)
}

thread_local! {
    static ASCII_CHARS: [Rc<PyStr>; 128] = std::array::from_fn(|b| {
        let text = compact_str::CompactString::new((b as u8 as char).encode_utf8(&mut [0; 4]));
        Rc::new(PyStr::from_parts(text, true))
    });
}

/// A one-character string (ASCII ones are shared, as in CPython).
///
/// why inline, with an array of `Rc`s: `s[i]` and `for c in s` of ASCII text made an
/// out-of-line call that checked the table's length and the value's kind (34
/// instructions); this is a reference-count increment.
#[inline(always)]
pub fn char_value(c: char) -> Value {
    if c.is_ascii() {
        ASCII_CHARS.with(|t| Value::Str(super::obj_rc(Rc::clone(&t[c as usize & 127]))))
    } else {
        non_ascii_char(c)
    }
}

/// A one-character string of a non-ASCII character (not shared).
#[inline(never)]
fn non_ascii_char(c: char) -> Value {
    Value::str(c.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `concat`'s text of int `i` (between two strs) is `i`'s decimal text.
    #[test]
    fn ints_are_joined_as_their_decimal_text() {
        let mut ints = vec![0, 1, -1, i64::MAX, i64::MIN, i64::MIN + 1];
        let mut p = 1i64;
        for _ in 0..19 {
            ints.extend([p - 1, p, p + 1, -(p - 1), -p, -(p + 1)]);
            p = p.saturating_mul(10);
        }
        for i in ints {
            let joined = concat(&[Value::str("<"), Value::Int(i), Value::str(">")]);
            let Value::Str(s) = &joined else {
                panic!("not a str")
            };
            assert_eq!(&*s.s, format!("<{i}>"));
            let joined = concat(&[Value::Int(i), Value::Int(i), Value::str("é"), Value::Int(i)]);
            let Value::Str(s) = &joined else {
                panic!("not a str")
            };
            assert_eq!(&*s.s, format!("{i}{i}é{i}"));
            assert_eq!(decimal_len(i), i.to_string().len());
        }
    }
}

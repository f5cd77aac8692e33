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

/// The concatenation of the strings among `parts` (other values add nothing): what an
/// f-string's `BUILD_STRING` makes.
///
/// why not a `String` that then becomes the string's text: a short result (the usual
/// `f"{a}.{b}"`) needed a heap buffer only to copy it into the object and free it, and
/// its ASCII flag came from scanning it again, when the parts' flags already say.
pub fn concat(parts: &[Value]) -> Value {
    let (mut len, mut ascii) = (0, true);
    for p in parts {
        if let Value::Str(s) = p {
            len += s.s.len();
            ascii &= s.ascii;
        }
    }
    let fill = |dst: *mut u8| {
        let mut at = 0;
        for p in parts {
            if let Value::Str(s) = p {
                let t = s.s.as_bytes();
                // SAFETY: the parts' lengths add up to `len`, the room `build_text`
                // gives; `at + t.len()` is at most that.
                unsafe { copy_text(t, dst.add(at)) };
                at += t.len();
            }
        }
    };
    // A text that cannot be allocated aborts, as a `String`'s does (the op has no error
    // path; the parts already hold that many bytes).
    match build_text(len, fill) {
        Ok(text) => Value::str_with_ascii(text, ascii),
        Err(_) => std::alloc::handle_alloc_error(
            std::alloc::Layout::from_size_align(len, 1).unwrap_or(std::alloc::Layout::new::<u8>()),
        ),
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
    fill: impl FnOnce(*mut u8),
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
    fill(dst);
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

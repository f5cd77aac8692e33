//! `array.array`: a sequence of machine numbers of one C type, stored unboxed (or, for
//! typecode `u`, of characters: C's `wchar_t`, 4 bytes here).
//!
//! why a `Value` variant rather than an instance of a module class with `Opaque` state
//! (as `functools.partial`): the point of an array is to be indexed in a hot loop. A
//! variant is matched by the subscript and `for` specializations directly (one tag test,
//! as a list), where an instance would need its class checked and its builtin part
//! borrowed and downcast on every `a[i]`. An array holds no references, so it is not
//! tracked by the cycle collector, and its items are plain numbers that no Python code
//! runs on while they are borrowed.

use std::cell::RefCell;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive};

use super::Value;
use crate::error::{PyError, PyResult};

/// The typecodes, as `array.typecodes` lists them.
pub const TYPECODES: &str = "bBuhHiIlLqQfd";

/// An item of a `u` array: a `wchar_t`, which may hold any 32-bit value (`frombytes` and
/// `byteswap` make any), read as the character of that code point. A value that is no
/// character of a Rust string (a surrogate, or past U+10FFFF, where CPython raises
/// `ValueError` on reading it) reads as U+FFFD; its bytes stay as they are.
#[derive(Clone, Copy, PartialEq, PartialOrd, Debug)]
pub struct Wchar(pub u32);

/// An `array.array`.
pub struct Array {
    /// Its typecode (`b'd'`): the item type, and which C type the range errors name
    /// (`l` and `q` both hold `i64`, with different messages).
    pub code: u8,
    items: RefCell<Items>,
}

/// The items, in a vector of their C type.
#[derive(Clone)]
pub enum Items {
    I8(Vec<i8>),
    U8(Vec<u8>),
    I16(Vec<i16>),
    U16(Vec<u16>),
    I32(Vec<i32>),
    U32(Vec<u32>),
    I64(Vec<i64>),
    U64(Vec<u64>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    U(Vec<Wchar>),
}

/// Runs `$body` with `$v` bound to the vector inside `$items`, whatever its type.
macro_rules! each {
    ($items:expr, $v:ident => $body:expr) => {
        match $items {
            Items::I8($v) => $body,
            Items::U8($v) => $body,
            Items::I16($v) => $body,
            Items::U16($v) => $body,
            Items::I32($v) => $body,
            Items::U32($v) => $body,
            Items::I64($v) => $body,
            Items::U64($v) => $body,
            Items::F32($v) => $body,
            Items::F64($v) => $body,
            Items::U($v) => $body,
        }
    };
}

/// Runs `$body` with `$a` and `$b` the vectors of two item sets of the same type; `$else`
/// when their types differ.
macro_rules! pair {
    ($x:expr, $y:expr, $a:ident, $b:ident => $body:expr, $else:expr) => {
        match ($x, $y) {
            (Items::I8($a), Items::I8($b)) => $body,
            (Items::U8($a), Items::U8($b)) => $body,
            (Items::I16($a), Items::I16($b)) => $body,
            (Items::U16($a), Items::U16($b)) => $body,
            (Items::I32($a), Items::I32($b)) => $body,
            (Items::U32($a), Items::U32($b)) => $body,
            (Items::I64($a), Items::I64($b)) => $body,
            (Items::U64($a), Items::U64($b)) => $body,
            (Items::F32($a), Items::F32($b)) => $body,
            (Items::F64($a), Items::F64($b)) => $body,
            (Items::U($a), Items::U($b)) => $body,
            _ => $else,
        }
    };
}

pub(crate) use each;

/// An item type: how it becomes a value and how a value (already checked against the
/// typecode's range) becomes one.
pub trait Elem: Copy + PartialEq + PartialOrd + 'static {
    fn value(self) -> Value;
    /// From an int in range (checked by [`convert`]).
    fn from_int(i: i64) -> Self;
    /// From an unsigned int beyond `i64` (only for the unsigned 64-bit type).
    fn from_u64(u: u64) -> Self;
    fn from_float(f: f64) -> Self;
    fn swap(self) -> Self;
    /// `bool(item)`.
    fn truth(self) -> bool;
}

/// An item type as raw bytes in the machine's order.
trait NativeBytes: Copy {
    fn put(self, out: &mut Vec<u8>);
    /// From exactly `size_of::<Self>()` bytes.
    fn take(chunk: &[u8]) -> Self;
}

macro_rules! native_bytes {
    ($($t:ty),*) => {$(
        impl NativeBytes for $t {
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_ne_bytes());
            }
            fn take(chunk: &[u8]) -> Self {
                let mut raw = [0u8; size_of::<$t>()];
                raw.copy_from_slice(chunk);
                <$t>::from_ne_bytes(raw)
            }
        }
    )*};
}

native_bytes!(i8, u8, i16, u16, i32, u32, i64, u64, f32, f64);

impl NativeBytes for Wchar {
    fn put(self, out: &mut Vec<u8>) {
        self.0.put(out);
    }
    fn take(chunk: &[u8]) -> Self {
        Wchar(u32::take(chunk))
    }
}

fn bytes_of<T: NativeBytes>(items: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(std::mem::size_of_val(items));
    for &x in items {
        x.put(&mut out);
    }
    out
}

fn extend_from_bytes<T: NativeBytes>(items: &mut Vec<T>, data: &[u8]) {
    items.extend(data.chunks_exact(size_of::<T>()).map(T::take));
}

macro_rules! int_elem {
    ($($t:ty),*) => {$(
        impl Elem for $t {
            #[inline(always)]
            fn value(self) -> Value {
                Value::Int(self as i64)
            }
            #[inline(always)]
            fn from_int(i: i64) -> Self {
                i as $t
            }
            fn from_u64(u: u64) -> Self {
                u as $t
            }
            fn from_float(f: f64) -> Self {
                f as $t
            }
            fn swap(self) -> Self {
                self.swap_bytes()
            }
            #[inline(always)]
            fn truth(self) -> bool {
                self != 0
            }
        }
    )*};
}

int_elem!(i8, u8, i16, u16, i32, u32, i64);

impl Elem for u64 {
    #[inline(always)]
    fn value(self) -> Value {
        match i64::try_from(self) {
            Ok(i) => Value::Int(i),
            Err(_) => Value::from_bigint(BigInt::from(self)),
        }
    }
    #[inline(always)]
    fn from_int(i: i64) -> Self {
        i as u64
    }
    #[inline(always)]
    fn from_u64(u: u64) -> Self {
        u
    }
    fn from_float(f: f64) -> Self {
        f as u64
    }
    fn swap(self) -> Self {
        self.swap_bytes()
    }
    #[inline(always)]
    fn truth(self) -> bool {
        self != 0
    }
}

impl Elem for f32 {
    #[inline(always)]
    fn value(self) -> Value {
        Value::Float(self as f64)
    }
    fn from_int(i: i64) -> Self {
        i as f32
    }
    fn from_u64(u: u64) -> Self {
        u as f32
    }
    #[inline(always)]
    fn from_float(f: f64) -> Self {
        super::num::canonical_nan(f) as f32
    }
    fn swap(self) -> Self {
        f32::from_bits(self.to_bits().swap_bytes())
    }
    #[inline(always)]
    fn truth(self) -> bool {
        self != 0.0
    }
}

impl Elem for f64 {
    #[inline(always)]
    fn value(self) -> Value {
        Value::Float(self)
    }
    fn from_int(i: i64) -> Self {
        i as f64
    }
    fn from_u64(u: u64) -> Self {
        u as f64
    }
    #[inline(always)]
    fn from_float(f: f64) -> Self {
        // The bytes CPython's arrays hold for a NaN (see `num::fresh_nan`).
        super::num::canonical_nan(f)
    }
    fn swap(self) -> Self {
        f64::from_bits(self.to_bits().swap_bytes())
    }
    #[inline(always)]
    fn truth(self) -> bool {
        self != 0.0
    }
}

impl Wchar {
    /// The character it reads as (see [`Wchar`]).
    pub fn char(self) -> char {
        char::from_u32(self.0).unwrap_or(char::REPLACEMENT_CHARACTER)
    }
}

impl Elem for Wchar {
    fn value(self) -> Value {
        Value::str(self.char().to_string())
    }
    /// From a code point ([`convert`] gives characters as their code points).
    fn from_int(i: i64) -> Self {
        Wchar(i as u32)
    }
    fn from_u64(u: u64) -> Self {
        Wchar(u as u32)
    }
    fn from_float(f: f64) -> Self {
        Wchar(f as u32)
    }
    fn swap(self) -> Self {
        Wchar(self.0.swap_bytes())
    }
    /// A one-character string is true.
    fn truth(self) -> bool {
        true
    }
}

/// An item converted for an array: an int in the typecode's range, or a float (or a
/// character's code point, for a `u` array).
///
/// why not one `i128` for the ints: LLVM computed the `i128`-to-float conversion (a
/// libcall, 45 instructions) on every store of a float, selecting between the arms.
#[derive(Clone, Copy, Debug)]
pub enum Scalar {
    Int(i64),
    /// An unsigned 64-bit item beyond `i64::MAX`.
    Big(u64),
    Float(f64),
}

impl Scalar {
    #[inline(always)]
    pub fn to<T: Elem>(self) -> T {
        match self {
            Scalar::Int(i) => T::from_int(i),
            Scalar::Big(u) => T::from_u64(u),
            Scalar::Float(f) => T::from_float(f),
        }
    }
}

#[cold]
fn overflow(msg: &'static str) -> PyError {
    PyError::overflow(msg)
}

/// The int `v` as an `i128` (`None`: beyond even that), or CPython's `TypeError`.
fn int_of(v: &Value) -> PyResult<Option<i128>> {
    match v {
        Value::Int(i) => Ok(Some(*i as i128)),
        Value::Bool(b) => Ok(Some(*b as i128)),
        Value::BigInt(b) => Ok(b.to_i128()),
        other => Err(PyError::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// Whether `v` is a big int below zero (for the messages of an int beyond `i128`).
fn negative(v: &Value) -> bool {
    matches!(v, Value::BigInt(b) if b.is_negative())
}

/// `v` as an item of typecode `code`, with CPython's range checks and messages (each
/// typecode's `setitem` in `arraymodule.c`: a C `long` first for the small signed and
/// unsigned types, then the type's own bounds; `PyLong_AsUnsignedLong` for `I` and `L`,
/// `PyLong_AsLongLong` / `PyLong_AsUnsignedLongLong` for `q` and `Q`).
pub fn convert(code: u8, v: &Value) -> PyResult<Scalar> {
    if code == b'u' {
        let mut chars = match v {
            Value::Str(s) => s.s.chars(),
            _ => "".chars(),
        };
        return match (chars.next(), chars.next()) {
            (Some(c), None) => Ok(Scalar::Int(i64::from(u32::from(c)))),
            _ => Err(PyError::type_error("array item must be unicode character")),
        };
    }
    if matches!(code, b'd' | b'f') {
        return match v {
            Value::Float(f) => Ok(Scalar::Float(*f)),
            Value::Int(i) => Ok(Scalar::Float(*i as f64)),
            Value::Bool(b) => Ok(Scalar::Float(*b as i64 as f64)),
            Value::BigInt(b) => Ok(Scalar::Float(super::num::bigint_to_f64(b)?)),
            other => Err(PyError::type_error(format!(
                "must be real number, not {}",
                other.type_name()
            ))),
        };
    }
    if let (b'l', Value::Int(i)) | (b'q', Value::Int(i)) = (code, v) {
        return Ok(Scalar::Int(*i));
    }
    let i = int_of(v)?;
    const LONG: &str = "Python int too large to convert to C long";
    const ULONG: &str = "Python int too large to convert to C unsigned long";
    let long = |i: Option<i128>| i.filter(|i| i64::try_from(*i).is_ok()).ok_or(LONG);
    let checked = (|| -> Result<i128, &'static str> {
        Ok(match code {
            b'b' => {
                let x = long(i)?;
                if x < i16::MIN as i128 {
                    return Err("signed short integer is less than minimum");
                }
                if x > i16::MAX as i128 {
                    return Err("signed short integer is greater than maximum");
                }
                if x < -128 {
                    return Err("signed char is less than minimum");
                }
                if x > 127 {
                    return Err("signed char is greater than maximum");
                }
                x
            }
            b'B' => {
                let x = long(i)?;
                if x < 0 {
                    return Err("unsigned byte integer is less than minimum");
                }
                if x > 255 {
                    return Err("unsigned byte integer is greater than maximum");
                }
                x
            }
            b'h' => {
                let x = long(i)?;
                if x < i16::MIN as i128 {
                    return Err("signed short integer is less than minimum");
                }
                if x > i16::MAX as i128 {
                    return Err("signed short integer is greater than maximum");
                }
                x
            }
            b'H' | b'i' => {
                let x = long(i)?;
                if x < i32::MIN as i128 {
                    return Err("signed integer is less than minimum");
                }
                if x > i32::MAX as i128 {
                    return Err("signed integer is greater than maximum");
                }
                if code == b'H' {
                    if x < 0 {
                        return Err("unsigned short is less than minimum");
                    }
                    if x > u16::MAX as i128 {
                        return Err("unsigned short is greater than maximum");
                    }
                }
                x
            }
            b'I' | b'L' => {
                if negative(v) || i.is_some_and(|x| x < 0) {
                    return Err("can't convert negative value to unsigned int");
                }
                let x = i.filter(|x| *x <= u64::MAX as i128).ok_or(ULONG)?;
                if code == b'I' && x > u32::MAX as i128 {
                    return Err("unsigned int is greater than maximum");
                }
                x
            }
            b'l' => long(i)?,
            b'q' => i
                .filter(|i| i64::try_from(*i).is_ok())
                .ok_or("int too big to convert")?,
            _ => {
                if negative(v) || i.is_some_and(|x| x < 0) {
                    return Err("can't convert negative int to unsigned");
                }
                i.filter(|x| *x <= u64::MAX as i128)
                    .ok_or("int too big to convert")?
            }
        })
    })();
    match checked {
        Ok(x) => Ok(match i64::try_from(x) {
            Ok(i) => Scalar::Int(i),
            Err(_) => Scalar::Big(x as u64),
        }),
        Err(msg) => Err(overflow(msg)),
    }
}

/// The size in bytes of an item of typecode `code`.
pub fn itemsize(code: u8) -> usize {
    match code {
        b'b' | b'B' => 1,
        b'h' | b'H' => 2,
        b'i' | b'I' | b'f' | b'u' => 4,
        _ => 8,
    }
}

impl Items {
    /// No items, of typecode `code` (one of [`TYPECODES`]).
    pub fn empty(code: u8) -> Items {
        match code {
            b'b' => Items::I8(Vec::new()),
            b'B' => Items::U8(Vec::new()),
            b'h' => Items::I16(Vec::new()),
            b'H' => Items::U16(Vec::new()),
            b'i' => Items::I32(Vec::new()),
            b'I' => Items::U32(Vec::new()),
            b'l' | b'q' => Items::I64(Vec::new()),
            b'L' | b'Q' => Items::U64(Vec::new()),
            b'f' => Items::F32(Vec::new()),
            b'u' => Items::U(Vec::new()),
            _ => Items::F64(Vec::new()),
        }
    }

    #[inline(always)]
    pub fn len(&self) -> usize {
        each!(self, v => v.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Item `i` as a value.
    #[inline(always)]
    pub fn get(&self, i: usize) -> Option<Value> {
        each!(self, v => v.get(i).map(|x| x.value()))
    }

    /// Item `i` by Python's index rule (negative from the end).
    #[inline(always)]
    pub fn item(&self, i: i64) -> Option<Value> {
        let j = super::norm_index(i, self.len())?;
        each!(self, v => Some(v[j].value()))
    }

    /// Stores a converted item at `i` (in range).
    #[inline(always)]
    pub fn set(&mut self, i: usize, x: Scalar) {
        each!(self, v => v[i] = x.to())
    }

    pub fn push(&mut self, x: Scalar) {
        each!(self, v => v.push(x.to()))
    }

    pub fn insert(&mut self, i: usize, x: Scalar) {
        each!(self, v => v.insert(i, x.to()))
    }

    pub fn remove(&mut self, i: usize) -> Value {
        each!(self, v => v.remove(i).value())
    }

    pub fn truncate(&mut self, n: usize) {
        each!(self, v => v.truncate(n))
    }

    pub fn reverse(&mut self) {
        each!(self, v => v.reverse())
    }

    pub fn byteswap(&mut self) {
        each!(self, v => v.iter_mut().for_each(|x| *x = x.swap()))
    }

    /// The items' bytes, in the machine's order (`tobytes`).
    pub fn to_bytes(&self) -> Vec<u8> {
        each!(self, v => bytes_of(v))
    }

    /// Appends the items whose bytes `data` holds, in the machine's order (`frombytes`;
    /// its length is a multiple of the item size).
    pub fn extend_from_bytes(&mut self, data: &[u8]) {
        each!(self, v => extend_from_bytes(v, data))
    }

    /// The text of a `u` array's items (`None` for another typecode).
    pub fn to_text(&self) -> Option<String> {
        match self {
            Items::U(v) => Some(v.iter().map(|c| c.char()).collect()),
            _ => None,
        }
    }

    /// The items as values.
    pub fn to_values(&self) -> Vec<Value> {
        each!(self, v => v.iter().map(|x| x.value()).collect())
    }

    /// The items at `idx`, in that order.
    pub fn select(&self, idx: &[usize]) -> Items {
        let mut out = self.clone();
        each!(&mut out, o => {
            let src = o.clone();
            o.clear();
            o.extend(idx.iter().map(|&i| src[i]));
        });
        out
    }

    /// The items `start..end`.
    pub fn slice(&self, start: usize, end: usize) -> Items {
        match self {
            Items::I8(v) => Items::I8(v[start..end].to_vec()),
            Items::U8(v) => Items::U8(v[start..end].to_vec()),
            Items::I16(v) => Items::I16(v[start..end].to_vec()),
            Items::U16(v) => Items::U16(v[start..end].to_vec()),
            Items::I32(v) => Items::I32(v[start..end].to_vec()),
            Items::U32(v) => Items::U32(v[start..end].to_vec()),
            Items::I64(v) => Items::I64(v[start..end].to_vec()),
            Items::U64(v) => Items::U64(v[start..end].to_vec()),
            Items::F32(v) => Items::F32(v[start..end].to_vec()),
            Items::F64(v) => Items::F64(v[start..end].to_vec()),
            Items::U(v) => Items::U(v[start..end].to_vec()),
        }
    }

    /// Appends the items of `other` (of the same type; checked by the caller).
    pub fn extend_from(&mut self, other: &Items) {
        pair!(self, other, a, b => a.extend_from_slice(b), unreachable!("same typecode"))
    }

    /// Replaces `start..end` by the items of `other` (of the same type).
    pub fn splice(&mut self, start: usize, end: usize, other: &Items) {
        pair!(self, other, a, b => {
            a.splice(start..end, b.iter().copied());
        }, unreachable!("same typecode"))
    }

    /// Stores the items of `other` (of the same type) at the positions `idx`.
    pub fn scatter(&mut self, idx: &[usize], other: &Items) {
        pair!(self, other, a, b => {
            for (&i, &x) in idx.iter().zip(b.iter()) {
                a[i] = x;
            }
        }, unreachable!("same typecode"))
    }

    /// Removes the items at the positions `idx` (sorted, distinct).
    pub fn remove_all(&mut self, idx: &[usize]) {
        each!(self, v => {
            let mut k = 0;
            let mut i = 0;
            v.retain(|_| {
                let drop = idx.get(k) == Some(&i);
                if drop {
                    k += 1;
                }
                i += 1;
                !drop
            });
        })
    }

    /// `self * n` (`n` > 0, the total checked by the caller): the copy doubled, a few
    /// large copies rather than `n` small ones (`array('B', [1]) * 10**6`).
    /// A `MemoryError` when the room cannot be had (where `Vec::reserve` aborts).
    pub fn repeated(&self, n: usize) -> PyResult<Items> {
        let mut out = self.clone();
        each!(&mut out, o => {
            let total = o.len().checked_mul(n).ok_or_else(PyError::memory)?;
            o.try_reserve_exact(total - o.len()).map_err(|_| PyError::memory())?;
            while o.len() < total {
                let more = o.len().min(total - o.len());
                o.extend_from_within(..more);
            }
        });
        Ok(out)
    }

    /// `a[i] = v` for the common cases, in one match: an int in range of an int type, a
    /// float or an int into a float type; `None` for anything else (an index out of
    /// range, a value to convert or refuse), which the caller does the slow way.
    #[inline(always)]
    fn store_fast(&mut self, i: i64, v: &Value) -> Option<()> {
        macro_rules! int {
            ($x:ident, $t:ty) => {{
                let Value::Int(n) = v else { return None };
                let n = <$t>::try_from(*n).ok()?;
                let j = super::norm_index(i, $x.len())?;
                $x[j] = n;
            }};
        }
        match self {
            Items::F64(x) => {
                let f = match v {
                    Value::Float(f) => *f,
                    Value::Int(n) => *n as f64,
                    _ => return None,
                };
                let j = super::norm_index(i, x.len())?;
                x[j] = f;
            }
            Items::F32(x) => {
                let Value::Float(f) = v else { return None };
                let j = super::norm_index(i, x.len())?;
                x[j] = *f as f32;
            }
            Items::I8(x) => int!(x, i8),
            Items::U8(x) => int!(x, u8),
            Items::I16(x) => int!(x, i16),
            Items::U16(x) => int!(x, u16),
            Items::I32(x) => int!(x, i32),
            Items::U32(x) => int!(x, u32),
            Items::I64(x) => int!(x, i64),
            Items::U64(x) => int!(x, u64),
            // A character: converted the slow way.
            Items::U(_) => return None,
        }
        Some(())
    }

    /// Whether two item sets of the same type hold equal items (`None`: different
    /// types, compared as values by the caller).
    pub fn same_type_eq(&self, other: &Items) -> Option<bool> {
        pair!(self, other, a, b => Some(a == b), None)
    }
}

impl Array {
    pub fn new(code: u8, items: Items) -> Array {
        Array {
            code,
            items: RefCell::new(items),
        }
    }

    /// Runs `read` on the items without taking a `RefCell` borrow: the reads of the
    /// specialized subscripts and loops.
    ///
    /// why: as [`super::List`]'s reads, the borrow flag's updates around every `a[i]`
    /// are work that no read needs.
    #[inline(always)]
    pub fn read<R>(&self, read: impl FnOnce(&Items) -> R) -> R {
        // SAFETY: the reference lives only inside `read`. The items are plain numbers:
        // no Python code runs while they are borrowed (mutably by `items_mut`, whose
        // borrows end before any call), so no mutable borrow is live during `read`.
        read(unsafe { &*self.items.as_ptr() })
    }

    /// The items, to change (never held across a call that can run Python code).
    pub fn items_mut(&self) -> std::cell::RefMut<'_, Items> {
        self.items.borrow_mut()
    }

    pub fn len(&self) -> usize {
        self.read(Items::len)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Item `i`, if there is one.
    #[inline(always)]
    pub fn get(&self, i: usize) -> Option<Value> {
        self.read(|it| it.get(i))
    }

    /// Item `i` by Python's index rule; `None` out of range.
    #[inline(always)]
    pub fn item(&self, i: i64) -> Option<Value> {
        self.read(|it| it.item(i))
    }

    /// `bool(a[i])` by Python's index rule; `None` out of range.
    #[inline(always)]
    pub fn truth(&self, i: i64) -> Option<bool> {
        self.read(|it| {
            let j = super::norm_index(i, it.len())?;
            each!(it, v => Some(v[j].truth()))
        })
    }

    /// `a[i] = v` by Python's index rule: the conversion's error, or `Ok(false)` out of
    /// range.
    #[inline(always)]
    pub fn store(&self, i: i64, v: &Value) -> PyResult<bool> {
        if self.items.borrow_mut().store_fast(i, v).is_some() {
            return Ok(true);
        }
        self.store_slow(i, v)
    }

    /// [`Array::store`] of what `store_fast` leaves: the index checked first, then the
    /// value converted (CPython's order of errors).
    #[inline(never)]
    fn store_slow(&self, i: i64, v: &Value) -> PyResult<bool> {
        let Some(j) = super::norm_index(i, self.len()) else {
            return Ok(false);
        };
        let x = self.convert(v)?;
        self.items.borrow_mut().set(j, x);
        Ok(true)
    }

    /// A copy of the items.
    pub fn snapshot(&self) -> Items {
        self.read(Items::clone)
    }

    /// [`convert`] for this array's typecode, with the common cases inline: a float or
    /// an int for a float type, an int in range for an int type.
    #[inline(always)]
    pub fn convert(&self, v: &Value) -> PyResult<Scalar> {
        match v {
            Value::Float(f) if matches!(self.code, b'd' | b'f') => return Ok(Scalar::Float(*f)),
            Value::Int(n) => {
                let n = *n;
                let fits = match self.code {
                    b'b' => i8::try_from(n).is_ok(),
                    b'B' => u8::try_from(n).is_ok(),
                    b'h' => i16::try_from(n).is_ok(),
                    b'H' => u16::try_from(n).is_ok(),
                    b'i' => i32::try_from(n).is_ok(),
                    b'I' => u32::try_from(n).is_ok(),
                    b'l' | b'q' => true,
                    b'L' | b'Q' => n >= 0,
                    b'u' => false,
                    _ => return Ok(Scalar::Float(n as f64)),
                };
                if fits {
                    return Ok(Scalar::Int(n));
                }
            }
            _ => {}
        }
        convert(self.code, v)
    }

    /// The values of `items`, converted for this array (all or nothing).
    pub fn convert_all(&self, items: &[Value]) -> PyResult<Items> {
        let mut out = Items::empty(self.code);
        each!(&mut out, o => {
            o.reserve(items.len());
            for v in items {
                o.push(self.convert(v)?.to());
            }
        });
        Ok(out)
    }
}

//! Python's `hash()`: numbers hash by value modulo the Mersenne prime 2**61 - 1 (so equal
//! ints, floats and bools hash alike, and sets of numbers iterate in CPython's order);
//! tuples combine their items as CPython 3.8+ does.

use std::hash::Hasher;

use num_bigint::{BigInt, Sign};
use num_traits::{ToPrimitive, Zero};

use super::Value;
use crate::error::{PyError, PyResult};

/// The modulus of numeric hashes.
pub const MODULUS: u64 = (1 << 61) - 1;
const INF: i64 = 314159;

/// hash(i) for a machine int.
#[inline]
pub fn hash_int(i: i64) -> i64 {
    let a = i.unsigned_abs();
    // why the test: almost every int is below the modulus, and skipping the 64-bit
    // division shortens every dict and set probe with an int key.
    let h = if a < MODULUS { a } else { a % MODULUS } as i64;
    let h = if i < 0 { -h } else { h };
    if h == -1 { -2 } else { h }
}

/// hash(b) for a big int.
pub fn hash_bigint(b: &BigInt) -> i64 {
    let m = BigInt::from(MODULUS);
    let r = (b.magnitude() % m.magnitude()).to_u64().unwrap_or(0) as i64;
    let h = if b.sign() == Sign::Minus { -r } else { r };
    if h == -1 { -2 } else { h }
}

/// hash(x) for a float, as CPython's `_Py_HashDouble`.
pub fn hash_float(v: f64) -> i64 {
    if v.is_nan() {
        return 0;
    }
    if v.is_infinite() {
        return if v > 0.0 { INF } else { -INF };
    }
    if v == 0.0 {
        return 0;
    }
    let (mut m, mut e) = frexp(v.abs());
    let sign: i64 = if v < 0.0 { -1 } else { 1 };
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & MODULUS) | (x >> (61 - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= MODULUS {
            x -= MODULUS;
        }
    }
    let e = if e >= 0 {
        e % 61
    } else {
        61 - 1 - ((-1 - e) % 61)
    };
    let e = e as u32;
    x = ((x << e) & MODULUS) | (x >> (61 - e));
    let h = x as i64 * sign;
    if h == -1 { -2 } else { h }
}

/// `(m, e)` with `v = m * 2**e` and `0.5 <= m < 1` (for finite nonzero `v >= 0`).
fn frexp(v: f64) -> (f64, i32) {
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale up first.
        let (m, e) = frexp(v * 2f64.powi(64));
        return (m, e - 64);
    }
    let e = exp - 1022;
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022u64 << 52));
    (m, e)
}

/// hash(s) for a str: any good hash will do (CPython randomizes it per process).
pub fn hash_str(s: &str) -> i64 {
    hash_bytes(s.as_bytes())
}

/// hash(b) for bytes: the hash of the str of the same ASCII text, as in CPython.
pub fn hash_bytes(b: &[u8]) -> i64 {
    let mut h = rustc_hash::FxHasher::default();
    h.write(b);
    let v = h.finish() as i64;
    if v == -1 { -2 } else { v }
}

const XXPRIME_1: u64 = 11400714785074694791;
const XXPRIME_2: u64 = 14029467366897019727;
const XXPRIME_5: u64 = 2870177450012600261;

/// hash(t) for a tuple, as CPython 3.8+.
pub fn hash_tuple(items: &[Value]) -> PyResult<i64> {
    hash_tuple_at(items, 0)
}

/// [`hash_tuple`] of a tuple `depth` tuples deep: past the recursion limit a
/// `RecursionError` (CPython 3.11 has no limit here, and a tuple nested a few million deep
/// crashes it).
fn hash_tuple_at(items: &[Value], depth: u32) -> PyResult<i64> {
    if depth >= super::RECURSION_LIMIT {
        return Err(super::recursion_error(""));
    }
    let mut acc = XXPRIME_5;
    for item in items {
        let lane = match item {
            Value::Int(i) => hash_int(*i),
            Value::Str(s) => s.hash(),
            Value::Tuple(t) => hash_tuple_at(&t.0, depth + 1)?,
            _ => py_hash_other(item)?,
        };
        acc = tuple_lane(acc, lane);
    }
    Ok(tuple_finish(acc, items.len()))
}

/// Folds an item's hash `lane` into a tuple hash's accumulator (CPython's xxHash round).
#[inline(always)]
fn tuple_lane(acc: u64, lane: i64) -> u64 {
    let acc = acc.wrapping_add((lane as u64).wrapping_mul(XXPRIME_2));
    acc.rotate_left(31).wrapping_mul(XXPRIME_1)
}

/// A tuple hash from its accumulator after `len` items.
#[inline(always)]
fn tuple_finish(acc: u64, len: usize) -> i64 {
    let acc = acc.wrapping_add(len as u64 ^ (XXPRIME_5 ^ 3527539));
    if acc == u64::MAX {
        return 1546275796;
    }
    acc as i64
}

/// [`hash_tuple`] of a tuple of ints and strings whose hashes are cached, computed where
/// it is called; `None` for a tuple holding anything else (its caller hashes it the
/// general way).
///
/// why: a dict lookup with a memo key (`cache[args]`, `(x, y) in seen`) went through
/// `py_hash`, `py_hash_other` and `hash_tuple_at`, about 95 instructions for a pair of
/// ints, mostly calls and register saves.
#[inline(always)]
pub fn hash_plain_tuple(items: &[Value]) -> Option<i64> {
    let mut acc = XXPRIME_5;
    for item in items {
        let lane = match item {
            Value::Int(i) => hash_int(*i),
            Value::Str(s) => s.known_hash()?,
            _ => return None,
        };
        acc = tuple_lane(acc, lane);
    }
    Some(tuple_finish(acc, items.len()))
}

/// `hash(frozenset)` as CPython's `frozenset_hash`: the elements' stored hashes, each
/// with its bits shuffled, combined by xor (so the order of the table does not matter),
/// then the count and a final dispersal (nested frozensets would otherwise cancel out).
/// CPython xors over every slot and then cancels the empty and deleted ones; xoring over
/// the elements alone gives the same number.
fn hash_frozenset(t: &super::SetTable) -> i64 {
    let shuffle = |h: u64| ((h ^ 89869747) ^ (h << 16)).wrapping_mul(3644798167);
    let mut acc = t
        .entries()
        .fold(0u64, |acc, (h, _)| acc ^ shuffle(h as u64));
    acc ^= (t.len() as u64 + 1).wrapping_mul(1927868237);
    acc ^= (acc >> 11) ^ (acc >> 25);
    acc = acc.wrapping_mul(69069).wrapping_add(907133923);
    if acc == u64::MAX {
        return 590923713;
    }
    acc as i64
}

/// `id(v)`: the address of a heap value's payload; an unboxed value gets a number made
/// from its bits (equal scalars are identical here, see `Value::is`).
pub fn identity(v: &Value) -> i64 {
    let addr = |p: *const u8| p as usize as i64;
    match v {
        Value::BigInt(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Str(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::List(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Tuple(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Dict(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Set(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Range(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Function(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Iter(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::View(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Slice(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Class(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Instance(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::BoundMethod(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Descr(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Super(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Traceback(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Cell(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Generator(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Coroutine(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::AsyncGenerator(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::AgenOp(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Module(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Deque(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Array(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Bytes(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::ByteArray(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Stream(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Opaque(x) => addr(std::rc::Rc::as_ptr(x).cast()),
        Value::Undefined => 0,
        Value::None => 0x10,
        Value::NotImplemented => 0x20,
        Value::Ellipsis => 0x28,
        Value::Bool(b) => 0x30 + *b as i64,
        Value::Builtin(b) => 0x1000 + b.index() as i64 * 16,
        Value::Method(m) => 0x10_0000 + m.index() as i64 * 16,
        Value::Int(i) => (*i).wrapping_mul(16) | 1,
        Value::Float(f) => (f.to_bits() as i64) | 3,
    }
}

/// Python's `hash(v)`.
///
/// why a small inline function over an out-of-line one: ints and strings are most dict
/// and set keys, and the general function's register saves and restores (for its tuple,
/// big-int and error paths) cost more than hashing them (about 20 instructions a call).
#[inline]
pub fn py_hash(v: &Value) -> PyResult<i64> {
    match v {
        Value::Int(i) => Ok(hash_int(*i)),
        Value::Str(s) => Ok(s.hash()),
        _ => py_hash_other(v),
    }
}

/// `hash(v)` of any value, out of line (`py_hash` hashes ints and strings itself).
#[inline(never)]
fn py_hash_other(v: &Value) -> PyResult<i64> {
    Ok(match v {
        Value::Int(i) => hash_int(*i),
        Value::Bool(b) => *b as i64,
        Value::Float(f) => {
            if f.fract() == 0.0 && f.abs() < 9.2e18 {
                hash_int(*f as i64)
            } else if f.is_finite() && f.fract() == 0.0 {
                hash_bigint(&super::num::float_to_bigint(*f).unwrap_or_else(BigInt::zero))
            } else {
                hash_float(*f)
            }
        }
        Value::BigInt(b) => hash_bigint(b),
        Value::Str(s) => s.hash(),
        Value::Bytes(b) => b.hash(),
        Value::None => 0x5f5f_4e6f_6e65,
        Value::Tuple(t) => hash_tuple(&t.0)?,
        Value::Set(s) if s.is_frozen() => hash_frozenset(&s.0.borrow()),
        Value::Range(r) => {
            hash_tuple(&[Value::Int(r.len()), Value::Int(r.start), Value::Int(r.step)])?
        }
        Value::Builtin(b) => 0x1000 + b.index() as i64,
        Value::Method(m) => 0x2000 + m.index() as i64,
        Value::Function(f) => std::rc::Rc::as_ptr(f) as i64 >> 4,
        Value::Iter(it) => std::rc::Rc::as_ptr(it) as *const u8 as i64 >> 4,
        // Identity hashes, as CPython's default `object.__hash__` (a class with its own
        // `__hash__` is hashed one layer up, by calling it).
        Value::Class(c) => std::rc::Rc::as_ptr(c) as i64 >> 4,
        // A hash its class's `__hash__` computed (a layer up) for a key, else identity.
        Value::Instance(i) => i
            .recorded_hash()
            .unwrap_or(std::rc::Rc::as_ptr(i) as i64 >> 4),
        Value::Descr(d) => std::rc::Rc::as_ptr(d) as i64 >> 4,
        Value::Super(s) => std::rc::Rc::as_ptr(s) as i64 >> 4,
        Value::Traceback(t) => std::rc::Rc::as_ptr(t) as i64 >> 4,
        Value::Cell(c) => std::rc::Rc::as_ptr(c) as i64 >> 4,
        Value::Generator(g) | Value::Coroutine(g) | Value::AsyncGenerator(g) => {
            std::rc::Rc::as_ptr(g) as i64 >> 4
        }
        Value::AgenOp(o) => std::rc::Rc::as_ptr(o) as i64 >> 4,
        Value::Module(m) => std::rc::Rc::as_ptr(m) as i64 >> 4,
        Value::Stream(m) => std::rc::Rc::as_ptr(m) as i64 >> 4,
        Value::Opaque(o) => std::rc::Rc::as_ptr(o) as i64 >> 4,
        Value::NotImplemented => 0x3000,
        Value::Ellipsis => 0x3800,
        Value::BoundMethod(b) => (py_hash(&b.func)? ^ py_hash(&b.receiver)?) & i64::MAX,
        Value::List(_)
        | Value::Deque(_)
        | Value::Array(_)
        | Value::ByteArray(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::View(_)
        | Value::Slice(_)
        | Value::Undefined => {
            return Err(PyError::type_error(format!(
                "unhashable type: '{}'",
                v.type_name()
            )));
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_hashes_match_cpython() {
        assert_eq!(hash_int(-1), -2);
        assert_eq!(hash_int(5), 5);
        assert_eq!(hash_int(-5), -5);
        assert_eq!(hash_int(1 << 61), 1);
        // Around the modulus, where the division starts to matter (CPython's values).
        assert_eq!(hash_int((1 << 61) - 2), (1 << 61) - 2);
        assert_eq!(hash_int((1 << 61) - 1), 0);
        assert_eq!(hash_int(-(1 << 61)), -2);
        assert_eq!(hash_int(i64::MIN), -4);
        assert_eq!(hash_int(i64::MAX), 3);
        assert_eq!(hash_float(0.5), 1152921504606846976);
        assert_eq!(hash_float(1.5), 1152921504606846977);
        assert_eq!(hash_float(-0.5), -1152921504606846976);
        assert_eq!(hash_float(2.5), 1152921504606846978);
        assert_eq!(
            hash_tuple(&[Value::Int(1), Value::Int(2)]).unwrap(),
            -3550055125485641917
        );
    }
}

//! Serializing the per-code data of an instruction set (`code = T`, what `#[code]`
//! parameters read: constants, names, line tables) with its code, so that
//! [`Code::from_bytes`](crate::Code::from_bytes) alone gives back runnable code.
//!
//! A per-code type implements [`CodeData`]: it writes its fields to a [`Writer`] and reads
//! them back from a [`Reader`], whose primitive reads fail with a [`DecodeError`] (never a
//! panic) on bytes that end early or make no sense. Lengths are checked against the bytes
//! that remain before anything is allocated, and nesting (a code inside a code's
//! constants, a tuple inside a tuple) is capped, so hostile bytes cannot exhaust memory or
//! the native stack.
//!
//! Data that only means something in the process that made it (a symbol number of an
//! interner, the id of a module) is written in a context-free form and bound again on
//! load: the type parameter `C` of `CodeData<C>` is that context (an interner, a module
//! table), reachable from both ends ([`Writer::context`], [`Reader::context`]). Opargs
//! that name such things can be rewritten too: [`Writer::units`] are the units about to
//! be written, [`Reader::units`] the units just read, before they are verified.
//!
//! ```
//! use vm_core::code_data::{CodeData, Reader, Writer};
//! use vm_core::{DecodeError, EncodeError};
//!
//! /// A toy per-code type: constants and a name.
//! #[derive(Debug, PartialEq)]
//! struct Consts {
//!     values: Vec<i64>,
//!     name: String,
//! }
//!
//! impl CodeData for Consts {
//!     fn encode(&self, w: &mut Writer<'_>) -> Result<(), EncodeError> {
//!         w.value(&self.values)?;
//!         w.str(&self.name)
//!     }
//!     fn decode(r: &mut Reader<'_, '_>) -> Result<Self, DecodeError> {
//!         Ok(Consts { values: r.value()?, name: r.str()?.to_string() })
//!     }
//! }
//!
//! let c = Consts { values: vec![1, -2], name: "f".into() };
//! let bytes = vm_core::code_data::to_bytes(&c).unwrap();
//! assert_eq!(vm_core::code_data::from_bytes::<Consts>(&bytes).unwrap(), c);
//! assert!(vm_core::code_data::from_bytes::<Consts>(&bytes[..5]).is_err());
//! ```

use std::fmt;
use std::rc::Rc;
use std::sync::Arc;

use crate::code::{Code, decode_opcode};
use crate::isa::{InstructionSet, OpInfo};
use crate::serialize::DecodeError;
use crate::verify::{effective, lookup, step};

/// Most levels of nesting a [`Reader`] accepts by default (codes inside codes, values
/// inside values, each level a [`Reader::nested`] call): enough for any hand-written
/// program, few enough that decoding stays well within a thread's default stack.
pub const DEFAULT_MAX_DEPTH: u32 = 200;

/// Per-code data that can be written with its code and read back.
///
/// `C` is the context the data is bound to (default `()`: self-contained data). See the
/// [module docs](self).
pub trait CodeData<C = ()>: Sized {
    /// Appends the data to `w`. [`Writer::units`] are the units written with it (every
    /// instruction at its base opcode, caches cleared), which it may rewrite: opargs that
    /// only mean something in the context into a form that does not.
    fn encode(&self, w: &mut Writer<'_, C>) -> Result<(), EncodeError>;

    /// Reads data written by [`CodeData::encode`]. [`Reader::units`] are the units read
    /// with it, which it may rewrite back into its context's form; it should also check
    /// what the instruction set's ops trust about the units and the data together (a
    /// constant index within the constants). They are verified after this returns.
    fn decode(r: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError>;
}

/// Why data could not be serialized.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum EncodeError {
    /// A value the format has no encoding for (a per-code type says which).
    Unsupported(String),
    /// A length beyond the format's 32-bit counts.
    TooLong {
        /// The length.
        len: usize,
    },
    /// Nesting deeper than a reader would accept.
    TooDeep {
        /// The limit.
        limit: u32,
    },
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodeError::Unsupported(what) => write!(f, "cannot serialize {what}"),
            EncodeError::TooLong { len } => {
                write!(f, "cannot serialize a length of {len} (more than 32 bits)")
            }
            EncodeError::TooDeep { limit } => {
                write!(f, "cannot serialize data nested deeper than {limit} levels")
            }
        }
    }
}

impl std::error::Error for EncodeError {}

/// Where [`CodeData::encode`] writes: a byte buffer (integers little-endian), the
/// context, and the nesting depth.
pub struct Writer<'a, C = ()> {
    out: Vec<u8>,
    cx: &'a mut C,
    depth: u32,
    max_depth: u32,
    /// The units of the code whose data is being written.
    pub(crate) units: Vec<u32>,
}

impl<'a, C> Writer<'a, C> {
    /// A writer for context `cx` whose nesting may go `max_depth` levels deep (what the
    /// reader will accept).
    pub fn new(cx: &'a mut C, max_depth: u32) -> Self {
        Writer {
            out: Vec::new(),
            cx,
            depth: 0,
            max_depth,
            units: Vec::new(),
        }
    }

    /// The bytes written.
    pub fn into_bytes(self) -> Vec<u8> {
        self.out
    }

    /// The context.
    pub fn context(&mut self) -> &mut C {
        self.cx
    }

    /// How many [`Writer::nested`] levels enclose the current one (0 at the top).
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The units of the code whose data is being written, as they will be written: every
    /// instruction at its base opcode, caches cleared. Empty outside a code.
    pub fn units(&mut self) -> &mut [u32] {
        &mut self.units
    }

    /// Bytes written so far.
    pub fn position(&self) -> usize {
        self.out.len()
    }

    /// Writes a byte.
    pub fn u8(&mut self, v: u8) {
        self.out.push(v);
    }

    /// Writes a `bool` as one byte, 0 or 1.
    pub fn bool(&mut self, v: bool) {
        self.out.push(v as u8);
    }

    /// Writes a `u32`.
    pub fn u32(&mut self, v: u32) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }

    /// Writes a `u64`.
    pub fn u64(&mut self, v: u64) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }

    /// Writes an `i64`.
    pub fn i64(&mut self, v: i64) {
        self.out.extend_from_slice(&v.to_le_bytes());
    }

    /// Writes an `f64` (its bits: NaN payloads and signed zeros survive).
    pub fn f64(&mut self, v: f64) {
        self.u64(v.to_bits());
    }

    /// Writes a length or count (32 bits).
    pub fn len(&mut self, n: usize) -> Result<(), EncodeError> {
        let n = u32::try_from(n).map_err(|_| EncodeError::TooLong { len: n })?;
        self.u32(n);
        Ok(())
    }

    /// Writes bytes, length first.
    pub fn bytes(&mut self, b: &[u8]) -> Result<(), EncodeError> {
        self.len(b.len())?;
        self.out.extend_from_slice(b);
        Ok(())
    }

    /// Writes a string, length first.
    pub fn str(&mut self, s: &str) -> Result<(), EncodeError> {
        self.bytes(s.as_bytes())
    }

    /// Writes bytes as they are, with no length (the reader must know how many).
    pub fn raw(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    /// Overwrites the `u32` written at byte `at` (a length written before what it
    /// measures).
    pub(crate) fn patch_u32(&mut self, at: usize, v: u32) {
        self.out[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }

    /// Writes any [`CodeData`].
    pub fn value<T: CodeData<C>>(&mut self, v: &T) -> Result<(), EncodeError> {
        v.encode(self)
    }

    /// Runs `f` one nesting level deeper, or fails past the limit.
    pub fn nested<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, EncodeError>,
    ) -> Result<T, EncodeError> {
        if self.depth >= self.max_depth {
            return Err(EncodeError::TooDeep {
                limit: self.max_depth,
            });
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// Writes a nested code (a function's, in its enclosing code's constants) with its
    /// own data, one level deeper. [`Reader::code`] reads it back.
    pub fn code<I: InstructionSet>(&mut self, code: &Code<I>) -> Result<(), EncodeError>
    where
        I::Extra: CodeData<C>,
    {
        self.nested(|w| crate::serialize::write_body(code, w))
    }
}

/// Where [`CodeData::decode`] reads from: the bytes, the context and the nesting depth.
/// Every read checks the bytes that remain.
pub struct Reader<'b, 'c, C = ()> {
    bytes: &'b [u8],
    pos: usize,
    cx: &'c mut C,
    depth: u32,
    max_depth: u32,
    /// The units of the code whose data is being read.
    pub(crate) units: Vec<u32>,
}

impl<'b, 'c, C> Reader<'b, 'c, C> {
    /// A reader of `bytes` for context `cx` that accepts nesting `max_depth` levels deep.
    pub fn new(bytes: &'b [u8], cx: &'c mut C, max_depth: u32) -> Self {
        Reader {
            bytes,
            pos: 0,
            cx,
            depth: 0,
            max_depth,
            units: Vec::new(),
        }
    }

    /// The context.
    pub fn context(&mut self) -> &mut C {
        self.cx
    }

    /// How many [`Reader::nested`] levels enclose the current one (0 at the top).
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The units of the code whose data is being read: every instruction at its base
    /// opcode, caches cleared, but NOT verified yet (the verifier runs on what
    /// [`CodeData::decode`] leaves here): walk them with [`instructions`], which stops at
    /// anything malformed. Empty outside a code.
    pub fn units(&mut self) -> &mut [u32] {
        &mut self.units
    }

    /// Bytes read so far.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Bytes not read yet.
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    /// The next `n` bytes, consumed.
    pub fn raw(&mut self, n: usize) -> Result<&'b [u8], DecodeError> {
        if n > self.remaining() {
            return Err(DecodeError::Truncated {
                needed: self.pos.saturating_add(n),
                found: self.bytes.len(),
            });
        }
        let s = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], DecodeError> {
        let mut a = [0; N];
        a.copy_from_slice(self.raw(N)?);
        Ok(a)
    }

    /// Reads a byte.
    pub fn u8(&mut self) -> Result<u8, DecodeError> {
        Ok(self.array::<1>()?[0])
    }

    /// Reads a `bool` (a byte that must be 0 or 1).
    pub fn bool(&mut self) -> Result<bool, DecodeError> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            b => Err(self.invalid(format!("a boolean byte of {b}"))),
        }
    }

    /// Reads a `u32`.
    pub fn u32(&mut self) -> Result<u32, DecodeError> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    /// Reads a `u64`.
    pub fn u64(&mut self) -> Result<u64, DecodeError> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    /// Reads an `i64`.
    pub fn i64(&mut self) -> Result<i64, DecodeError> {
        Ok(i64::from_le_bytes(self.array()?))
    }

    /// Reads an `f64`.
    pub fn f64(&mut self) -> Result<f64, DecodeError> {
        Ok(f64::from_bits(self.u64()?))
    }

    /// Reads a count of items that take at least `min_item_bytes` bytes each (at least
    /// one): a count the remaining bytes cannot hold is an error, so a caller may
    /// allocate room for it.
    pub fn len(&mut self, min_item_bytes: usize) -> Result<usize, DecodeError> {
        let n = self.u32()? as usize;
        let needed = n.saturating_mul(min_item_bytes.max(1));
        if needed > self.remaining() {
            return Err(DecodeError::Truncated {
                needed: self.pos.saturating_add(needed),
                found: self.bytes.len(),
            });
        }
        Ok(n)
    }

    /// Reads bytes written by [`Writer::bytes`].
    pub fn bytes(&mut self) -> Result<&'b [u8], DecodeError> {
        let n = self.len(1)?;
        self.raw(n)
    }

    /// Reads a string written by [`Writer::str`] (it must be UTF-8).
    pub fn str(&mut self) -> Result<&'b str, DecodeError> {
        let b = self.bytes()?;
        std::str::from_utf8(b).map_err(|_| self.invalid("a string that is not UTF-8"))
    }

    /// Reads any [`CodeData`].
    pub fn value<T: CodeData<C>>(&mut self) -> Result<T, DecodeError> {
        T::decode(self)
    }

    /// Runs `f` one nesting level deeper, or fails past the limit.
    pub fn nested<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, DecodeError>,
    ) -> Result<T, DecodeError> {
        if self.depth >= self.max_depth {
            return Err(DecodeError::TooDeep {
                limit: self.max_depth,
            });
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// Reads a code written by [`Writer::code`]: decoded, linked and verified as the
    /// outermost one is.
    pub fn code<I: InstructionSet>(&mut self) -> Result<Code<I>, DecodeError>
    where
        I::Extra: CodeData<C>,
    {
        self.nested(|r| crate::serialize::read_body(r))
    }

    /// A [`DecodeError::Invalid`] at the current position.
    pub fn invalid(&self, what: impl Into<String>) -> DecodeError {
        DecodeError::Invalid {
            at: self.pos,
            what: what.into(),
        }
    }
}

/// The instructions of `units` (a [`Writer::units`] or [`Reader::units`]):
/// each instruction's offset and the entry that describes it at its unit (the family's
/// generic for a specialization, the first component for a superinstruction, whose other
/// components follow as instructions of their own), as the verifier walks them. The walk
/// ends at an unknown opcode or an instruction that runs past the end (which the verifier
/// then rejects).
pub fn instructions<I: InstructionSet>(
    units: &[u32],
) -> impl Iterator<Item = (usize, &'static OpInfo)> + '_ {
    let mut ip = 0;
    std::iter::from_fn(move || {
        let info = lookup::<I>(decode_opcode::<I>(*units.get(ip)?))?;
        let eff = effective::<I>(info);
        let size = step(eff);
        if size > units.len() - ip {
            return None;
        }
        let at = ip;
        ip += size;
        Some((at, eff))
    })
}

/// Serializes plain data on its own (no code, no header): for tests and for data a
/// caller frames itself.
pub fn to_bytes<T: CodeData>(v: &T) -> Result<Vec<u8>, EncodeError> {
    let mut cx = ();
    let mut w = Writer::new(&mut cx, DEFAULT_MAX_DEPTH);
    v.encode(&mut w)?;
    Ok(w.into_bytes())
}

/// Reads what [`to_bytes`] wrote, all of it.
pub fn from_bytes<T: CodeData>(bytes: &[u8]) -> Result<T, DecodeError> {
    let mut cx = ();
    let mut r = Reader::new(bytes, &mut cx, DEFAULT_MAX_DEPTH);
    let v = T::decode(&mut r)?;
    match r.remaining() {
        0 => Ok(v),
        extra => Err(DecodeError::TrailingBytes { extra }),
    }
}

// ------------------------------------------------------------------ implementations

impl<C> CodeData<C> for () {
    fn encode(&self, _: &mut Writer<'_, C>) -> Result<(), EncodeError> {
        Ok(())
    }
    fn decode(_: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError> {
        Ok(())
    }
}

macro_rules! primitive {
    ($($t:ty => $w:ident;)*) => {$(
        impl<C> CodeData<C> for $t {
            fn encode(&self, w: &mut Writer<'_, C>) -> Result<(), EncodeError> {
                w.$w(*self);
                Ok(())
            }
            fn decode(r: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError> {
                r.$w()
            }
        }
    )*};
}

primitive! {
    bool => bool;
    u8 => u8;
    u32 => u32;
    u64 => u64;
    i64 => i64;
    f64 => f64;
}

impl<C> CodeData<C> for String {
    fn encode(&self, w: &mut Writer<'_, C>) -> Result<(), EncodeError> {
        w.str(self)
    }
    fn decode(r: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError> {
        Ok(r.str()?.to_string())
    }
}

impl<C> CodeData<C> for Rc<str> {
    fn encode(&self, w: &mut Writer<'_, C>) -> Result<(), EncodeError> {
        w.str(self)
    }
    fn decode(r: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError> {
        Ok(Rc::from(r.str()?))
    }
}

impl<C> CodeData<C> for Arc<str> {
    fn encode(&self, w: &mut Writer<'_, C>) -> Result<(), EncodeError> {
        w.str(self)
    }
    fn decode(r: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError> {
        Ok(Arc::from(r.str()?))
    }
}

impl<C, T: CodeData<C>> CodeData<C> for Vec<T> {
    fn encode(&self, w: &mut Writer<'_, C>) -> Result<(), EncodeError> {
        w.len(self.len())?;
        self.iter().try_for_each(|v| v.encode(w))
    }
    fn decode(r: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError> {
        // why at least a byte per item: a count the bytes cannot back is refused before
        // anything is allocated. (A vector of `()`, whose items take no bytes, is the one
        // type this refuses beyond the bytes that follow it; nothing stores one.)
        let n = r.len(1)?;
        let mut v = Vec::with_capacity(n);
        for _ in 0..n {
            v.push(T::decode(r)?);
        }
        Ok(v)
    }
}

impl<C, T: CodeData<C>> CodeData<C> for Option<T> {
    fn encode(&self, w: &mut Writer<'_, C>) -> Result<(), EncodeError> {
        w.bool(self.is_some());
        match self {
            Some(v) => v.encode(w),
            None => Ok(()),
        }
    }
    fn decode(r: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError> {
        match r.bool()? {
            true => Ok(Some(T::decode(r)?)),
            false => Ok(None),
        }
    }
}

impl<C, A: CodeData<C>, B: CodeData<C>> CodeData<C> for (A, B) {
    fn encode(&self, w: &mut Writer<'_, C>) -> Result<(), EncodeError> {
        self.0.encode(w)?;
        self.1.encode(w)
    }
    fn decode(r: &mut Reader<'_, '_, C>) -> Result<Self, DecodeError> {
        Ok((A::decode(r)?, B::decode(r)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primitives_round_trip() {
        let v: Vec<(i64, Option<String>)> = vec![(-1, None), (i64::MAX, Some("é".into()))];
        let bytes = to_bytes(&v).unwrap();
        assert_eq!(from_bytes::<Vec<(i64, Option<String>)>>(&bytes).unwrap(), v);
        let f = to_bytes(&vec![f64::NAN, -0.0]).unwrap();
        let back = from_bytes::<Vec<f64>>(&f).unwrap();
        assert!(back[0].is_nan() && back[1].to_bits() == (-0.0f64).to_bits());
    }

    #[test]
    fn every_truncation_and_flip_is_an_error_or_a_value() {
        let v: Vec<(u32, String)> = vec![(7, "abc".into()), (8, String::new())];
        let bytes = to_bytes(&v).unwrap();
        for n in 0..bytes.len() {
            assert!(
                from_bytes::<Vec<(u32, String)>>(&bytes[..n]).is_err(),
                "{n}"
            );
        }
        for i in 0..bytes.len() {
            for bit in 0..8 {
                let mut b = bytes.clone();
                b[i] ^= 1 << bit;
                let _ = from_bytes::<Vec<(u32, String)>>(&b);
            }
        }
    }

    #[test]
    fn a_huge_count_allocates_nothing() {
        // u32::MAX items announced, four bytes present.
        let mut bytes = u32::MAX.to_le_bytes().to_vec();
        bytes.extend_from_slice(&[0; 4]);
        assert!(matches!(
            from_bytes::<Vec<u64>>(&bytes),
            Err(DecodeError::Truncated { .. })
        ));
        assert!(matches!(
            from_bytes::<Vec<()>>(&bytes),
            Err(DecodeError::Truncated { .. })
        ));
    }

    #[test]
    fn bad_booleans_and_strings_are_invalid() {
        assert!(matches!(
            from_bytes::<bool>(&[2]),
            Err(DecodeError::Invalid { .. })
        ));
        let mut s = 2u32.to_le_bytes().to_vec();
        s.extend_from_slice(&[0xff, 0xfe]);
        assert!(matches!(
            from_bytes::<String>(&s),
            Err(DecodeError::Invalid { .. })
        ));
    }

    /// A value that nests: the reader's depth cap stops a hostile chain.
    #[derive(Debug, PartialEq)]
    enum Tree {
        Leaf,
        Node(Box<Tree>),
    }

    impl CodeData for Tree {
        fn encode(&self, w: &mut Writer<'_>) -> Result<(), EncodeError> {
            match self {
                Tree::Leaf => {
                    w.u8(0);
                    Ok(())
                }
                Tree::Node(t) => {
                    w.u8(1);
                    w.nested(|w| t.encode(w))
                }
            }
        }
        fn decode(r: &mut Reader<'_, '_>) -> Result<Self, DecodeError> {
            match r.u8()? {
                0 => Ok(Tree::Leaf),
                1 => Ok(Tree::Node(Box::new(r.nested(Tree::decode)?))),
                _ => Err(r.invalid("a tree tag")),
            }
        }
    }

    #[test]
    fn nesting_is_capped_both_ways() {
        let mut bytes = vec![1u8; 100_000];
        bytes.push(0);
        assert_eq!(
            from_bytes::<Tree>(&bytes).unwrap_err(),
            DecodeError::TooDeep {
                limit: DEFAULT_MAX_DEPTH
            }
        );
        let mut t = Tree::Leaf;
        for _ in 0..DEFAULT_MAX_DEPTH {
            t = Tree::Node(Box::new(t));
        }
        assert_eq!(from_bytes::<Tree>(&to_bytes(&t).unwrap()).unwrap(), t);
        let t = Tree::Node(Box::new(t));
        assert_eq!(
            to_bytes(&t).unwrap_err(),
            EncodeError::TooDeep {
                limit: DEFAULT_MAX_DEPTH
            }
        );
    }
}

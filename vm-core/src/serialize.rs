//! Serialized code: a small header naming the instruction-set layout, then the code: its
//! units, its exception table and its per-code data ([`CodeData`]), whose constants may
//! hold further codes (a module's functions) in the same form.
//!
//! Layout (all integers little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `b"VMBC"` |
//! | 4 | format version, `3` |
//! | 8 | the instruction set's [`InstructionSet::FORMAT_HASH`] |
//! | … | the code's body |
//!
//! and a body (the outermost code's, and each nested one's, [`Writer::code`]):
//!
//! | bytes | field |
//! |---|---|
//! | 4 | local slots |
//! | 4 | unit count `n` |
//! | 4 | exception-table entry count `h` |
//! | 4·n | the units, every instruction at its base opcode with a clear cache |
//! | 16·h | the entries: start, end, target, and `depth << 1 \| lasti` |
//! | 4 | data length `d` |
//! | d | the per-code data, as its [`CodeData::encode`] wrote it |
//!
//! The format hash replaces CPython's hand-bumped magic number: bytecode built for another
//! opcode numbering, cache layout or stack effect is refused instead of misread. The
//! container version covers the layout of the header, the body and the table; the data's
//! own layout is its type's business (a type that changes it should say so in its bytes,
//! e.g. with a version of its own).

use std::fmt;

use crate::builder::fuse;
use crate::code::{Code, decode_opcode, opcode_mask};
use crate::code_data::{CodeData, DEFAULT_MAX_DEPTH, EncodeError, Reader, Writer};
use crate::exception::Handler;
use crate::isa::{InstructionSet, OpKind};
use crate::verify::{VerifyError, effective, lookup, step, verify_with_handlers};

/// First bytes of every serialized code object.
pub const MAGIC: [u8; 4] = *b"VMBC";
/// Version of the container format (not of the instruction set, which the hash covers).
/// Version 2 added the exception table, version 3 the per-code data and nested codes.
pub const FORMAT_VERSION: u32 = 3;
/// Bytes before the outermost code's body.
pub const HEADER_LEN: usize = 16;
/// Bytes of a body before its first unit.
pub const BODY_HEADER_LEN: usize = 12;
/// Bytes of one exception-table entry.
pub const HANDLER_LEN: usize = 16;

/// Why bytes could not be decoded as code.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DecodeError {
    /// The bytes do not start with [`MAGIC`]: not serialized code at all.
    BadMagic,
    /// A container format version this build does not read.
    UnsupportedVersion {
        /// The version found.
        found: u32,
    },
    /// The code was built for a different instruction-set layout.
    HashMismatch {
        /// This build's [`InstructionSet::FORMAT_HASH`].
        expected: u64,
        /// The hash in the header.
        found: u64,
    },
    /// The bytes end before the header, the units or the data they announce.
    Truncated {
        /// Bytes needed (saturated at `usize::MAX`).
        needed: usize,
        /// Bytes present.
        found: usize,
    },
    /// Bytes follow the outermost code.
    TrailingBytes {
        /// How many.
        extra: usize,
    },
    /// Nesting (codes in codes, values in values) deeper than the reader accepts.
    TooDeep {
        /// The limit.
        limit: u32,
    },
    /// Bytes that decode to nothing valid: a tag no value has, a string that is not
    /// UTF-8, data whose length disagrees with its frame, or data that does not fit its
    /// code (what a [`CodeData`] implementation checks).
    Invalid {
        /// The byte offset where it was found.
        at: usize,
        /// What was wrong.
        what: String,
    },
    /// The units failed verification.
    Verify(VerifyError),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::BadMagic => write!(f, "not serialized bytecode (bad magic number)"),
            DecodeError::UnsupportedVersion { found } => write!(
                f,
                "unsupported bytecode container version {found} (this build reads version {FORMAT_VERSION})"
            ),
            DecodeError::HashMismatch { expected, found } => write!(
                f,
                "the bytecode was built for a different instruction-set layout \
                 (format hash {found:#018x}, expected {expected:#018x}); recompile it"
            ),
            DecodeError::Truncated { needed, found } => write!(
                f,
                "truncated bytecode: {found} bytes where {needed} are needed"
            ),
            DecodeError::TrailingBytes { extra } => {
                write!(f, "{extra} unexpected bytes after the bytecode")
            }
            DecodeError::TooDeep { limit } => {
                write!(f, "bytecode nested deeper than {limit} levels")
            }
            DecodeError::Invalid { at, what } => {
                write!(f, "corrupt bytecode at byte {at}: {what}")
            }
            // why: transparent, so the message is not repeated by `source()` chains.
            DecodeError::Verify(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for DecodeError {}

impl From<VerifyError> for DecodeError {
    fn from(e: VerifyError) -> Self {
        DecodeError::Verify(e)
    }
}

/// Undoes all specialization and fusion in `units`, walking them as the verifier does:
/// every instruction gets its base opcode back, every adaptive counter its warmup value,
/// every other cache unit zero. Stops at an unknown opcode or an instruction that runs
/// past the end (the verifier rejects those), so it never panics, whatever the units.
pub fn deoptimize_units<I: InstructionSet>(units: &mut [u32]) {
    let mut ip = 0;
    while ip < units.len() {
        let Some(info) = lookup::<I>(decode_opcode::<I>(units[ip])) else {
            return;
        };
        let base = effective::<I>(info);
        let size = step(base);
        if size > units.len() - ip {
            return;
        }
        if info.opcode != base.opcode {
            units[ip] = (units[ip] & !opcode_mask::<I>()) | base.opcode as u32;
        }
        if matches!(base.kind, OpKind::Generic { .. }) && base.cache_units > 0 {
            units[ip + 1] = I::BACKOFF.warmup.bits() as u32;
            units[ip + 2..ip + 1 + base.cache_units as usize].fill(0);
        }
        ip += size;
    }
}

/// Writes the body of `code` (see the module docs).
pub(crate) fn write_body<I: InstructionSet, C>(
    code: &Code<I>,
    w: &mut Writer<'_, C>,
) -> Result<(), EncodeError>
where
    I::Extra: CodeData<C>,
{
    let mut units = code.words();
    deoptimize_units::<I>(&mut units);
    let handlers = code.handlers();
    w.u32(code.nlocals());
    w.len(units.len())?;
    w.len(handlers.len())?;
    // The units go in after the data, which may rewrite their opargs: room for them now.
    let units_at = w.position();
    w.raw(&vec![0; 4 * units.len()]);
    for h in handlers {
        // why the shift cannot lose a bit: a verified depth is at most MAX_STACK_DEPTH.
        w.u32(h.start);
        w.u32(h.end);
        w.u32(h.target);
        w.u32(h.depth << 1 | h.lasti as u32);
    }
    let len_at = w.position();
    w.u32(0);
    let outer = std::mem::replace(&mut w.units, units);
    let encoded = code.extra.encode(w);
    let units = std::mem::replace(&mut w.units, outer);
    encoded?;
    let len = w.position() - len_at - 4;
    let len = u32::try_from(len).map_err(|_| EncodeError::TooLong { len })?;
    w.patch_u32(len_at, len);
    for (k, u) in units.iter().enumerate() {
        w.patch_u32(units_at + 4 * k, *u);
    }
    Ok(())
}

/// Reads a body written by [`write_body`]: units, table and data, linked and verified.
pub(crate) fn read_body<I: InstructionSet, C>(
    r: &mut Reader<'_, '_, C>,
) -> Result<Code<I>, DecodeError>
where
    I::Extra: CodeData<C>,
{
    let nlocals = r.u32()?;
    let count = r.len(4)?;
    let nhandlers = r.len(HANDLER_LEN)?;
    let mut units: Vec<u32> = r
        .raw(4 * count)?
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let handlers: Vec<Handler> = r
        .raw(HANDLER_LEN * nhandlers)?
        .chunks_exact(HANDLER_LEN)
        .map(|e| {
            let field = |k: usize| u32::from_le_bytes([e[k], e[k + 1], e[k + 2], e[k + 3]]);
            let depth_lasti = field(12);
            Handler {
                start: field(0),
                end: field(4),
                target: field(8),
                depth: depth_lasti >> 1,
                lasti: depth_lasti & 1 == 1,
            }
        })
        .collect();
    let len = r.len(1)?;
    let start = r.position();
    // Specialization state read from a file is never trusted.
    deoptimize_units::<I>(&mut units);
    let outer = std::mem::replace(&mut r.units, units);
    let decoded = I::Extra::decode(r);
    let mut units = std::mem::replace(&mut r.units, outer);
    let extra = decoded?;
    if r.position() - start != len {
        return Err(r.invalid(format!(
            "per-code data of {} bytes where its frame says {len}",
            r.position() - start
        )));
    }
    let mut max_stack = verify_with_handlers::<I>(&units, nlocals, &handlers)?;
    // Fused again as the builder fuses (the file never holds superinstructions): loaded
    // code runs as fast as freshly built code. Verified again, as the builder does.
    if fuse::<I>(&mut units) {
        max_stack = verify_with_handlers::<I>(&units, nlocals, &handlers)?;
    }
    Ok(Code::from_verified(
        units, nlocals, max_stack, handlers, extra,
    ))
}

impl<I: InstructionSet> Code<I> {
    /// Serializes the code with its per-code data: header, units (deoptimized: whatever
    /// specialization state they hold now is left out), exception table and data, and so
    /// on for the codes its data holds.
    pub fn to_bytes(&self) -> Result<Vec<u8>, EncodeError>
    where
        I::Extra: CodeData,
    {
        self.to_bytes_in(&mut ())
    }

    /// [`Code::to_bytes`] for data bound to context `cx` (see [`CodeData`]).
    pub fn to_bytes_in<C>(&self, cx: &mut C) -> Result<Vec<u8>, EncodeError>
    where
        I::Extra: CodeData<C>,
    {
        self.to_bytes_limited(cx, DEFAULT_MAX_DEPTH)
    }

    /// [`Code::to_bytes_in`] for a reader that accepts nesting `max_depth` levels deep:
    /// deeper data is an error here rather than in the reader.
    pub fn to_bytes_limited<C>(&self, cx: &mut C, max_depth: u32) -> Result<Vec<u8>, EncodeError>
    where
        I::Extra: CodeData<C>,
    {
        let mut w = Writer::new(cx, max_depth);
        w.raw(&MAGIC);
        w.u32(FORMAT_VERSION);
        w.u64(I::FORMAT_HASH);
        write_body(self, &mut w)?;
        Ok(w.into_bytes())
    }

    /// Decodes, links and verifies code serialized by [`Code::to_bytes`], per-code data
    /// and nested codes included.
    ///
    /// The result is deoptimized (every instruction back to its base opcode, counters at
    /// warmup, caches cleared): specialization state read from a file is never trusted.
    /// Superinstructions are fused as [`crate::Builder`] fuses them. The exception table
    /// is verified with the units.
    pub fn from_bytes(bytes: &[u8]) -> Result<Code<I>, DecodeError>
    where
        I::Extra: CodeData,
    {
        Self::from_bytes_in(bytes, &mut ())
    }

    /// [`Code::from_bytes`] for data bound to context `cx` (see [`CodeData`]).
    pub fn from_bytes_in<C>(bytes: &[u8], cx: &mut C) -> Result<Code<I>, DecodeError>
    where
        I::Extra: CodeData<C>,
    {
        Self::from_bytes_limited(bytes, cx, DEFAULT_MAX_DEPTH)
    }

    /// [`Code::from_bytes_in`], accepting nesting `max_depth` levels deep (the default,
    /// [`DEFAULT_MAX_DEPTH`], suits a thread with a default-sized stack; a deeper limit
    /// needs a thread with a deeper stack).
    pub fn from_bytes_limited<C>(
        bytes: &[u8],
        cx: &mut C,
        max_depth: u32,
    ) -> Result<Code<I>, DecodeError>
    where
        I::Extra: CodeData<C>,
    {
        check_header::<I>(bytes)?;
        let mut r = Reader::new(bytes, cx, max_depth);
        r.raw(HEADER_LEN)?;
        let code = read_body(&mut r)?;
        match r.remaining() {
            0 => Ok(code),
            extra => Err(DecodeError::TrailingBytes { extra }),
        }
    }
}

/// Checks the header of serialized code for instruction set `I`: magic, container
/// version, format hash, in that order (each decides whether the next is meaningful).
pub fn check_header<I: InstructionSet>(bytes: &[u8]) -> Result<(), DecodeError> {
    // why: a short input that is still a prefix of the magic is "truncated", anything
    // else that does not start with it is not ours at all.
    let head = &bytes[..bytes.len().min(MAGIC.len())];
    if !MAGIC.starts_with(head) {
        return Err(DecodeError::BadMagic);
    }
    // why: the version decides the header's length, so it is read first.
    if let Some(v) = bytes.get(4..8) {
        let version = u32::from_le_bytes([v[0], v[1], v[2], v[3]]);
        if version != FORMAT_VERSION {
            return Err(DecodeError::UnsupportedVersion { found: version });
        }
    }
    let Some(h) = bytes.get(8..HEADER_LEN) else {
        return Err(DecodeError::Truncated {
            needed: HEADER_LEN,
            found: bytes.len(),
        });
    };
    let mut hash = [0; 8];
    hash.copy_from_slice(h);
    let hash = u64::from_le_bytes(hash);
    if hash != I::FORMAT_HASH {
        return Err(DecodeError::HashMismatch {
            expected: I::FORMAT_HASH,
            found: hash,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::Builder;
    use crate::code::{CacheValue, rewrite_opcode};
    use crate::counter::BackoffConfig;
    use crate::verify::test_isa::*;

    fn sample() -> Code<T> {
        let mut b = Builder::<T>::new();
        b.emit(LOAD_FAST, 1).unwrap();
        b.emit(LOAD_CONST, 2).unwrap();
        b.emit(BINARY_ADD, 0).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        b.finish(3, ()).unwrap()
    }

    #[test]
    fn round_trip() {
        let code = sample();
        let bytes = code.to_bytes().unwrap();
        assert_eq!(&bytes[..4], b"VMBC");
        assert_eq!(
            bytes.len(),
            HEADER_LEN + BODY_HEADER_LEN + 4 * code.len() + 4
        );
        assert!(code.handlers().is_empty());
        let back = Code::<T>::from_bytes(&bytes).expect("decodes");
        // The sample fused LOAD_FAST + LOAD_CONST; the bytes hold it unfused, and decoding
        // fuses it again.
        assert_eq!(code.opcode(0), LOAD_FAST__LOAD_CONST);
        assert_eq!(
            u32::from_le_bytes(bytes[28..32].try_into().unwrap()) & 0xff,
            LOAD_FAST as u32
        );
        assert_eq!(back.words(), code.words());
        assert_eq!(back.nlocals(), 3);
        assert_eq!(back.max_stack(), code.max_stack());
        // The bytes are the same whatever state the code was in.
        assert_eq!(back.to_bytes().unwrap(), bytes);
    }

    #[test]
    fn the_data_frame_must_match_the_data() {
        let mut bytes = sample().to_bytes().unwrap();
        // `()` data is empty: a frame announcing one byte, with that byte present.
        let at = bytes.len() - 4;
        bytes[at..].copy_from_slice(&1u32.to_le_bytes());
        bytes.push(0);
        assert!(matches!(
            Code::<T>::from_bytes(&bytes).unwrap_err(),
            DecodeError::Invalid { .. }
        ));
    }

    #[test]
    fn deoptimizing_garbage_never_panics() {
        // A xorshift walk over opcodes, opargs and cache words of every kind.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for len in 0..64 {
            for _ in 0..64 {
                let mut units: Vec<u32> = (0..len)
                    .map(|_| {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        (x as u32 & 0xffff_ff0f) | (x as u32 % 16)
                    })
                    .collect();
                deoptimize_units::<T>(&mut units);
            }
        }
    }

    #[test]
    fn specialization_state_is_discarded() {
        let code = sample();
        // SAFETY: offset 2 is an instruction start (BINARY_ADD), not an immediate.
        assert!(unsafe { rewrite_opcode::<T>(code.units(), 2, BINARY_ADD_FLOAT) });
        // SAFETY: units 3..6 are BINARY_ADD's counter and cache fields.
        unsafe {
            1.5f64.store(code.units(), 4);
            code.units().store(3, 0);
        }
        let back = Code::<T>::from_bytes(&code.to_bytes().unwrap()).unwrap();
        assert_eq!(back.opcode(2), BINARY_ADD);
        assert_eq!(back.counter(2), BackoffConfig::CPYTHON.warmup);
        assert_eq!(back.word(4), 0);
        assert_eq!(back.word(5), 0);
    }

    #[test]
    fn every_truncation_is_rejected() {
        let bytes = sample().to_bytes().unwrap();
        for n in 0..bytes.len() {
            let err = Code::<T>::from_bytes(&bytes[..n]).unwrap_err();
            assert!(
                matches!(err, DecodeError::Truncated { .. }),
                "{n} bytes: {err}"
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            Code::<T>::from_bytes(&longer).unwrap_err(),
            DecodeError::TrailingBytes { extra: 1 }
        );
    }

    #[test]
    fn a_different_layout_is_rejected() {
        let mut bytes = sample().to_bytes().unwrap();
        bytes[8] ^= 1;
        let err = Code::<T>::from_bytes(&bytes).unwrap_err();
        assert_eq!(
            err,
            DecodeError::HashMismatch {
                expected: T::FORMAT_HASH,
                found: T::FORMAT_HASH ^ 1
            }
        );
        assert!(err.to_string().contains("different instruction-set layout"));
    }

    #[test]
    fn header_errors() {
        let bytes = sample().to_bytes().unwrap();
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert_eq!(
            Code::<T>::from_bytes(&bad).unwrap_err(),
            DecodeError::BadMagic
        );
        assert_eq!(
            Code::<T>::from_bytes(b"ELF").unwrap_err(),
            DecodeError::BadMagic
        );
        let mut bad = bytes.clone();
        bad[4] = 1;
        assert_eq!(
            Code::<T>::from_bytes(&bad).unwrap_err(),
            DecodeError::UnsupportedVersion { found: 1 }
        );
        // A count of u32::MAX units must not allocate or overflow.
        let mut bad = bytes.clone();
        bad[20..24].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bad).unwrap_err(),
            DecodeError::Truncated { .. }
        ));
    }

    #[test]
    fn unverifiable_units_are_rejected() {
        let mut bytes = sample().to_bytes().unwrap();
        // Local slot 1 of code with 3 slots -> 0 slots.
        bytes[16..20].copy_from_slice(&0u32.to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bytes).unwrap_err(),
            DecodeError::Verify(VerifyError::LocalOutOfRange { .. })
        ));
    }

    #[test]
    fn no_panic_on_corrupted_bytes() {
        let bytes = sample().to_bytes().unwrap();
        for i in 0..bytes.len() {
            for bit in 0..8 {
                let mut b = bytes.clone();
                b[i] ^= 1 << bit;
                let _ = Code::<T>::from_bytes(&b);
            }
        }
    }

    /// `sample` with its ADD protected by a handler that keeps one operand.
    fn protected() -> Code<T> {
        let mut b = Builder::<T>::new();
        let handler = b.label();
        b.emit(LOAD_FAST, 1).unwrap();
        b.begin_protected(handler, 1, true).unwrap();
        b.emit(LOAD_CONST, 2).unwrap();
        b.emit(LOAD_CONST, 2).unwrap();
        b.emit(BINARY_ADD, 0).unwrap();
        b.end_protected().unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        b.bind(handler).unwrap();
        b.emit(POP_TOP, 0).unwrap();
        b.emit(POP_TOP, 0).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        b.finish(3, ()).unwrap()
    }

    #[test]
    fn the_exception_table_round_trips() {
        let code = protected();
        assert_eq!(code.handlers().len(), 1);
        let bytes = code.to_bytes().unwrap();
        assert_eq!(
            bytes.len(),
            HEADER_LEN + BODY_HEADER_LEN + 4 * code.len() + HANDLER_LEN * code.handlers().len() + 4
        );
        let back = Code::<T>::from_bytes(&bytes).expect("decodes");
        assert_eq!(back.handlers(), code.handlers());
        assert!(back.handlers()[0].lasti);
        assert_eq!(back.max_stack(), code.max_stack());
    }

    #[test]
    fn a_truncated_or_corrupted_table_is_an_error() {
        let bytes = protected().to_bytes().unwrap();
        for n in 0..bytes.len() {
            assert!(
                matches!(
                    Code::<T>::from_bytes(&bytes[..n]),
                    Err(DecodeError::Truncated { .. })
                ),
                "{n} bytes"
            );
        }
        let table_at = bytes.len() - 4 - HANDLER_LEN;
        // A target inside the ADD's cache.
        let mut bad = bytes.clone();
        bad[table_at + 8..table_at + 12].copy_from_slice(&4u32.to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bad),
            Err(DecodeError::Verify(VerifyError::HandlerTarget { .. }))
        ));
        // A depth deeper than the protected instructions leave.
        let mut bad = bytes.clone();
        bad[table_at + 12..table_at + 16].copy_from_slice(&(5u32 << 1).to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bad),
            Err(DecodeError::Verify(VerifyError::HandlerDepth { .. }))
        ));
        // A second entry announced but missing.
        let mut bad = bytes.clone();
        bad[24..28].copy_from_slice(&2u32.to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bad),
            Err(DecodeError::Truncated { .. })
        ));
        // Every single-bit corruption decodes or fails cleanly.
        for i in 0..bytes.len() {
            for bit in 0..8 {
                let mut b = bytes.clone();
                b[i] ^= 1 << bit;
                let _ = Code::<T>::from_bytes(&b);
            }
        }
    }
}

//! Serialized code: a small header naming the instruction-set layout, then the units and
//! the exception table.
//!
//! Layout (all integers little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `b"VMBC"` |
//! | 4 | format version, `2` |
//! | 8 | the instruction set's [`InstructionSet::FORMAT_HASH`] |
//! | 4 | local slots |
//! | 4 | unit count `n` |
//! | 4 | exception-table entry count `h` |
//! | 4·n | the units |
//! | 16·h | the entries: start, end, target, and `depth << 1 \| lasti` |
//!
//! The format hash replaces CPython's hand-bumped magic number: bytecode built for another
//! opcode numbering, cache layout or stack effect is refused instead of misread. The
//! container version covers the layout of this header and of the table.

use std::fmt;

use crate::code::Code;
use crate::exception::Handler;
use crate::isa::InstructionSet;
use crate::verify::{VerifyError, verify_with_handlers};

/// First bytes of every serialized code object.
pub const MAGIC: [u8; 4] = *b"VMBC";
/// Version of the container format (not of the instruction set, which the hash covers).
/// Version 2 added the exception table.
pub const FORMAT_VERSION: u32 = 2;
/// Bytes before the first unit.
pub const HEADER_LEN: usize = 28;
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
    /// The bytes end before the header or the units they announce.
    Truncated {
        /// Bytes needed (saturated at `usize::MAX`).
        needed: usize,
        /// Bytes present.
        found: usize,
    },
    /// Bytes follow the last unit.
    TrailingBytes {
        /// How many.
        extra: usize,
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

/// Reads a little-endian `u32` at `at` (the caller has checked the length).
fn u32_at(bytes: &[u8], at: usize) -> u32 {
    let mut b = [0; 4];
    if let Some(s) = bytes.get(at..at + 4) {
        b.copy_from_slice(s);
    }
    u32::from_le_bytes(b)
}

/// Reads a little-endian `u64` at `at` (the caller has checked the length).
fn u64_at(bytes: &[u8], at: usize) -> u64 {
    u32_at(bytes, at) as u64 | (u32_at(bytes, at + 4) as u64) << 32
}

impl<I: InstructionSet> Code<I> {
    /// Serializes the code: header, a snapshot of its units (with whatever specialization
    /// state they hold now; [`Code::from_bytes`] discards it) and its exception table.
    pub fn to_bytes(&self) -> Vec<u8> {
        let words = self.words();
        let handlers = self.handlers();
        let mut out =
            Vec::with_capacity(HEADER_LEN + 4 * words.len() + HANDLER_LEN * handlers.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&I::FORMAT_HASH.to_le_bytes());
        out.extend_from_slice(&self.nlocals().to_le_bytes());
        // why: verified code never has more than u32::MAX units (the verifier rejects it),
        // so the count is exact; a table has at most one entry per unit.
        out.extend_from_slice(&(words.len() as u32).to_le_bytes());
        out.extend_from_slice(&(handlers.len() as u32).to_le_bytes());
        for w in words {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for h in handlers {
            // why the shift cannot lose a bit: a verified depth is at most MAX_STACK_DEPTH.
            let depth_lasti = h.depth << 1 | h.lasti as u32;
            for field in [h.start, h.end, h.target, depth_lasti] {
                out.extend_from_slice(&field.to_le_bytes());
            }
        }
        out
    }

    /// Decodes and verifies code serialized by [`Code::to_bytes`], attaching `extra`.
    ///
    /// The result is deoptimized (every instruction back to its base opcode, counters at
    /// warmup, caches cleared, superinstructions unfused): specialization state read from a
    /// file is never trusted. The exception table is verified with the units.
    pub fn from_bytes(bytes: &[u8], extra: I::Extra) -> Result<Code<I>, DecodeError> {
        // why: a short input that is still a prefix of the magic is "truncated", anything
        // else that does not start with it is not ours at all.
        let head = &bytes[..bytes.len().min(MAGIC.len())];
        if !MAGIC.starts_with(head) {
            return Err(DecodeError::BadMagic);
        }
        // why: the version decides the header's length, so it is read first.
        if bytes.len() >= 8 {
            let version = u32_at(bytes, 4);
            if version != FORMAT_VERSION {
                return Err(DecodeError::UnsupportedVersion { found: version });
            }
        }
        if bytes.len() < HEADER_LEN {
            return Err(DecodeError::Truncated {
                needed: HEADER_LEN,
                found: bytes.len(),
            });
        }
        let hash = u64_at(bytes, 8);
        if hash != I::FORMAT_HASH {
            return Err(DecodeError::HashMismatch {
                expected: I::FORMAT_HASH,
                found: hash,
            });
        }
        let nlocals = u32_at(bytes, 16);
        let count = u32_at(bytes, 20) as usize;
        let nhandlers = u32_at(bytes, 24) as usize;
        let needed = count
            .saturating_mul(4)
            .saturating_add(nhandlers.saturating_mul(HANDLER_LEN))
            .saturating_add(HEADER_LEN);
        if bytes.len() < needed {
            return Err(DecodeError::Truncated {
                needed,
                found: bytes.len(),
            });
        }
        if bytes.len() > needed {
            return Err(DecodeError::TrailingBytes {
                extra: bytes.len() - needed,
            });
        }
        let table_at = HEADER_LEN + 4 * count;
        let units: Vec<u32> = bytes[HEADER_LEN..table_at]
            .chunks_exact(4)
            .map(|c| u32_at(c, 0))
            .collect();
        let handlers: Vec<Handler> = bytes[table_at..]
            .chunks_exact(HANDLER_LEN)
            .map(|e| {
                let depth_lasti = u32_at(e, 12);
                Handler {
                    start: u32_at(e, 0),
                    end: u32_at(e, 4),
                    target: u32_at(e, 8),
                    depth: depth_lasti >> 1,
                    lasti: depth_lasti & 1 == 1,
                }
            })
            .collect();
        let max_stack = verify_with_handlers::<I>(&units, nlocals, &handlers)?;
        let code = Code::from_verified(units, nlocals, max_stack, handlers, extra);
        code.deoptimize();
        Ok(code)
    }
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
        let bytes = code.to_bytes();
        assert_eq!(&bytes[..4], b"VMBC");
        assert_eq!(bytes.len(), HEADER_LEN + 4 * code.len());
        assert!(code.handlers().is_empty());
        let back = Code::<T>::from_bytes(&bytes, ()).expect("decodes");
        // The sample fused LOAD_FAST + LOAD_CONST; decoding unfuses it.
        assert_eq!(code.opcode(0), LOAD_FAST__LOAD_CONST);
        assert_eq!(back.opcode(0), LOAD_FAST);
        assert_eq!(back.words()[1..], code.words()[1..]);
        assert_eq!(back.nlocals(), 3);
        assert_eq!(back.max_stack(), code.max_stack());
        // Unfused code round-trips exactly.
        assert_eq!(
            back.to_bytes(),
            Code::<T>::from_bytes(&back.to_bytes(), ())
                .unwrap()
                .to_bytes()
        );
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
        let back = Code::<T>::from_bytes(&code.to_bytes(), ()).unwrap();
        assert_eq!(back.opcode(2), BINARY_ADD);
        assert_eq!(back.counter(2), BackoffConfig::CPYTHON.warmup);
        assert_eq!(back.word(4), 0);
        assert_eq!(back.word(5), 0);
    }

    #[test]
    fn every_truncation_is_rejected() {
        let bytes = sample().to_bytes();
        for n in 0..bytes.len() {
            let err = Code::<T>::from_bytes(&bytes[..n], ()).unwrap_err();
            assert!(
                matches!(err, DecodeError::Truncated { .. }),
                "{n} bytes: {err}"
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            Code::<T>::from_bytes(&longer, ()).unwrap_err(),
            DecodeError::TrailingBytes { extra: 1 }
        );
    }

    #[test]
    fn a_different_layout_is_rejected() {
        let mut bytes = sample().to_bytes();
        bytes[8] ^= 1;
        let err = Code::<T>::from_bytes(&bytes, ()).unwrap_err();
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
        let bytes = sample().to_bytes();
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert_eq!(
            Code::<T>::from_bytes(&bad, ()).unwrap_err(),
            DecodeError::BadMagic
        );
        assert_eq!(
            Code::<T>::from_bytes(b"ELF", ()).unwrap_err(),
            DecodeError::BadMagic
        );
        let mut bad = bytes.clone();
        bad[4] = 1;
        assert_eq!(
            Code::<T>::from_bytes(&bad, ()).unwrap_err(),
            DecodeError::UnsupportedVersion { found: 1 }
        );
        // A count of u32::MAX units must not allocate or overflow.
        let mut bad = bytes.clone();
        bad[20..24].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bad, ()).unwrap_err(),
            DecodeError::Truncated { .. }
        ));
    }

    #[test]
    fn unverifiable_units_are_rejected() {
        let mut bytes = sample().to_bytes();
        // Local slot 1 of code with 3 slots -> 0 slots.
        bytes[16..20].copy_from_slice(&0u32.to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bytes, ()).unwrap_err(),
            DecodeError::Verify(VerifyError::LocalOutOfRange { .. })
        ));
    }

    #[test]
    fn no_panic_on_corrupted_bytes() {
        let bytes = sample().to_bytes();
        for i in 0..bytes.len() {
            for bit in 0..8 {
                let mut b = bytes.clone();
                b[i] ^= 1 << bit;
                let _ = Code::<T>::from_bytes(&b, ());
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
        let bytes = code.to_bytes();
        assert_eq!(
            bytes.len(),
            HEADER_LEN + 4 * code.len() + HANDLER_LEN * code.handlers().len()
        );
        let back = Code::<T>::from_bytes(&bytes, ()).expect("decodes");
        assert_eq!(back.handlers(), code.handlers());
        assert!(back.handlers()[0].lasti);
        assert_eq!(back.max_stack(), code.max_stack());
    }

    #[test]
    fn a_truncated_or_corrupted_table_is_an_error() {
        let bytes = protected().to_bytes();
        for n in 0..bytes.len() {
            assert!(
                matches!(
                    Code::<T>::from_bytes(&bytes[..n], ()),
                    Err(DecodeError::Truncated { .. })
                ),
                "{n} bytes"
            );
        }
        let table_at = bytes.len() - HANDLER_LEN;
        // A target inside the ADD's cache.
        let mut bad = bytes.clone();
        bad[table_at + 8..table_at + 12].copy_from_slice(&4u32.to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bad, ()),
            Err(DecodeError::Verify(VerifyError::HandlerTarget { .. }))
        ));
        // A depth deeper than the protected instructions leave.
        let mut bad = bytes.clone();
        bad[table_at + 12..table_at + 16].copy_from_slice(&(5u32 << 1).to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bad, ()),
            Err(DecodeError::Verify(VerifyError::HandlerDepth { .. }))
        ));
        // A second entry announced but missing.
        let mut bad = bytes.clone();
        bad[24..28].copy_from_slice(&2u32.to_le_bytes());
        assert!(matches!(
            Code::<T>::from_bytes(&bad, ()),
            Err(DecodeError::Truncated { .. })
        ));
        // Every single-bit corruption decodes or fails cleanly.
        for i in 0..bytes.len() {
            for bit in 0..8 {
                let mut b = bytes.clone();
                b[i] ^= 1 << bit;
                let _ = Code::<T>::from_bytes(&b, ());
            }
        }
    }
}

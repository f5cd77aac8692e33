//! Code: instruction units with their inline caches, shared by every frame that runs it.
//!
//! Specialization rewrites opcodes and caches in place while other frames (a recursive
//! function) run the same code, and a `Code` may be shared across threads. Every unit is an
//! `AtomicU32` accessed with `Relaxed` ordering: on the hot path that is a plain load, and
//! concurrent rewrites stay free of data races (at worst a reader sees a cache that an
//! instant later gets replaced, which the guards then reject or accept soundly).

use std::fmt;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

use crate::counter::Backoff;
use crate::isa::{InstructionSet, OpKind};

/// Verified bytecode of one function (or module body) for instruction set `I`.
///
/// Built by [`crate::Builder`] or decoded by [`Code::from_bytes`]; both verify it, so the
/// dispatch loop can rely on its invariants (see [`crate::verify()`]).
pub struct Code<I: InstructionSet> {
    units: Box<[AtomicU32]>,
    nlocals: u32,
    max_stack: u32,
    /// Per-code data for the ops (`#[code]` parameters): constants, names, line tables.
    pub extra: I::Extra,
    _isa: PhantomData<fn() -> I>,
}

impl<I: InstructionSet> Code<I> {
    /// Wraps units that the verifier accepted.
    pub(crate) fn from_verified(
        units: Vec<u32>,
        nlocals: u32,
        max_stack: u32,
        extra: I::Extra,
    ) -> Self {
        Code {
            units: units.into_iter().map(AtomicU32::new).collect(),
            nlocals,
            max_stack,
            extra,
            _isa: PhantomData,
        }
    }

    /// The units (instructions and inline caches).
    #[inline(always)]
    pub fn units(&self) -> &[AtomicU32] {
        &self.units
    }

    /// Number of units.
    pub fn len(&self) -> usize {
        self.units.len()
    }

    /// Whether there are no units (never true of verified code).
    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }

    /// Local slots a frame running this code has (arguments first).
    pub fn nlocals(&self) -> u32 {
        self.nlocals
    }

    /// Deepest the operand stack gets above the locals (computed by the verifier).
    pub fn max_stack(&self) -> u32 {
        self.max_stack
    }

    /// The raw word at unit `index`.
    #[inline(always)]
    pub fn word(&self, index: usize) -> u32 {
        self.units[index].load(Relaxed)
    }

    /// A snapshot of all units.
    pub fn words(&self) -> Vec<u32> {
        self.units.iter().map(|u| u.load(Relaxed)).collect()
    }

    /// The opcode of the instruction at `index`.
    pub fn opcode(&self, index: usize) -> u8 {
        decode_opcode(self.word(index))
    }

    /// The oparg of the instruction at `index`.
    pub fn oparg(&self, index: usize) -> u32 {
        decode_oparg(self.word(index))
    }

    /// The adaptive counter of the instruction at `index` (its first cache unit).
    pub fn counter(&self, index: usize) -> Backoff {
        Backoff::from_bits(self.word(index + 1) as u16)
    }

    /// Undoes all specialization and fusion: every instruction gets its base opcode back
    /// and every adaptive counter its warmup value.
    pub fn deoptimize(&self) {
        let mut ip = 0;
        while ip < self.units.len() {
            let op = self.opcode(ip);
            let Some(info) = I::op(op) else { return };
            let base = I::op(info.base()).expect("base opcode exists");
            let size = base.size();
            if info.opcode != base.opcode {
                rewrite_opcode(&self.units, ip, base.opcode);
            }
            if matches!(base.kind, OpKind::Generic { .. }) {
                set_counter(&self.units, ip, I::BACKOFF.warmup);
                for unit in &self.units[ip + 2..ip + 1 + base.cache_units as usize] {
                    unit.store(0, Relaxed);
                }
            }
            ip += size;
        }
    }
}

impl<I: InstructionSet> fmt::Debug for Code<I>
where
    I::Extra: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Code")
            .field("units", &self.words())
            .field("nlocals", &self.nlocals)
            .field("max_stack", &self.max_stack)
            .field("extra", &self.extra)
            .finish()
    }
}

/// Packs an opcode and oparg into an instruction unit.
#[inline(always)]
pub const fn encode(opcode: u8, oparg: u32) -> u32 {
    opcode as u32 | (oparg << 8)
}

/// The opcode of an instruction unit.
#[inline(always)]
pub const fn decode_opcode(word: u32) -> u8 {
    word as u8
}

/// The oparg of an instruction unit.
#[inline(always)]
pub const fn decode_oparg(word: u32) -> u32 {
    word >> 8
}

/// Replaces the opcode at `ip`, keeping its oparg.
#[inline]
pub fn rewrite_opcode(units: &[AtomicU32], ip: usize, opcode: u8) {
    let word = units[ip].load(Relaxed);
    units[ip].store((word & !0xff) | opcode as u32, Relaxed);
}

/// Reads the adaptive counter of the instruction at `ip`.
#[inline(always)]
pub fn counter(units: &[AtomicU32], ip: usize) -> Backoff {
    Backoff::from_bits(units[ip + 1].load(Relaxed) as u16)
}

/// Stores the adaptive counter of the instruction at `ip`.
#[inline(always)]
pub fn set_counter(units: &[AtomicU32], ip: usize, counter: Backoff) {
    units[ip + 1].store(counter.bits() as u32, Relaxed);
}

/// Counts one execution of the adaptive instruction at `ip`: returns `true` when its
/// counter triggers (the specializer should run), otherwise advances the counter.
#[inline(always)]
pub fn tick(units: &[AtomicU32], ip: usize) -> bool {
    let c = counter(units, ip);
    if c.triggers() {
        true
    } else {
        set_counter(units, ip, c.advance());
        false
    }
}

/// A type that can live in an inline cache: plain bits, one or two units.
pub trait CacheValue: Copy {
    /// Units it occupies.
    const UNITS: usize;
    /// Reads it from the units starting at `at`.
    fn load(units: &[AtomicU32], at: usize) -> Self;
    /// Writes it to the units starting at `at`.
    fn store(self, units: &[AtomicU32], at: usize);
}

macro_rules! cache_value_32 {
    ($($t:ty => |$v:ident| $to:expr, |$w:ident| $from:expr;)*) => {$(
        impl CacheValue for $t {
            const UNITS: usize = 1;
            #[inline(always)]
            fn load(units: &[AtomicU32], at: usize) -> Self {
                let $w = units[at].load(Relaxed);
                $from
            }
            #[inline(always)]
            fn store(self, units: &[AtomicU32], at: usize) {
                let $v = self;
                units[at].store($to, Relaxed);
            }
        }
    )*};
}

cache_value_32! {
    u8 => |v| v as u32, |w| w as u8;
    u16 => |v| v as u32, |w| w as u16;
    u32 => |v| v, |w| w;
    i8 => |v| v as u8 as u32, |w| w as u8 as i8;
    i16 => |v| v as u16 as u32, |w| w as u16 as i16;
    i32 => |v| v as u32, |w| w as i32;
    f32 => |v| v.to_bits(), |w| f32::from_bits(w);
    bool => |v| v as u32, |w| w != 0;
}

macro_rules! cache_value_64 {
    ($($t:ty => |$v:ident| $to:expr, |$w:ident| $from:expr;)*) => {$(
        impl CacheValue for $t {
            const UNITS: usize = 2;
            #[inline(always)]
            fn load(units: &[AtomicU32], at: usize) -> Self {
                let $w = units[at].load(Relaxed) as u64 | (units[at + 1].load(Relaxed) as u64) << 32;
                $from
            }
            #[inline(always)]
            fn store(self, units: &[AtomicU32], at: usize) {
                let $v = self;
                let bits: u64 = $to;
                units[at].store(bits as u32, Relaxed);
                units[at + 1].store((bits >> 32) as u32, Relaxed);
            }
        }
    )*};
}

cache_value_64! {
    u64 => |v| v, |w| w;
    i64 => |v| v as u64, |w| w as i64;
    f64 => |v| v.to_bits(), |w| f64::from_bits(w);
}

//! Code: instruction units with their inline caches, shared by every frame that runs it.
//!
//! Specialization rewrites opcodes and caches in place while other frames (a recursive
//! function) run the same code, and a `Code` may be shared across threads. Every unit is an
//! `AtomicU32` accessed with `Relaxed` ordering: on the hot path that is a plain load, and
//! concurrent rewrites stay free of data races (at worst a reader sees a cache that an
//! instant later gets replaced, which the guards then reject or accept soundly).
//!
//! The dispatch loop trusts the verifier's proofs (stack depths, local slots) without
//! checking them again, so the units are read-only to safe code: [`Units`] only loads. The
//! writes specialization needs are `unsafe`: [`rewrite_opcode`], which also refuses to
//! leave an instruction's family (so every stack effect the verifier saw stays true), and
//! the cache writes ([`set_counter`], [`tick`], [`CacheValue::store`]). Their callers
//! promise to write only instruction starts (the opcode byte) and cache units, never an
//! immediate (`#[imm]`), which the verifier checked and the loop trusts.

use std::fmt;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

use crate::counter::Backoff;
use crate::exception::Handler;
use crate::isa::{InstructionSet, OpKind};

/// Verified bytecode of one function (or module body) for instruction set `I`.
///
/// Built by [`crate::Builder`] or decoded by [`Code::from_bytes`]; both verify it, so the
/// dispatch loop can rely on its invariants (see [`crate::verify()`]).
pub struct Code<I: InstructionSet> {
    units: Box<[AtomicU32]>,
    nlocals: u32,
    max_stack: u32,
    /// The exception table: sorted, non-overlapping, verified.
    handlers: Box<[Handler]>,
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
        handlers: Vec<Handler>,
        extra: I::Extra,
    ) -> Self {
        Code {
            units: units.into_iter().map(AtomicU32::new).collect(),
            nlocals,
            max_stack,
            handlers: handlers.into_boxed_slice(),
            extra,
            _isa: PhantomData,
        }
    }

    /// The units (instructions and inline caches).
    #[inline(always)]
    pub fn units(&self) -> &Units {
        Units::new(&self.units)
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

    /// The exception table: which instructions are protected by which handler, sorted by
    /// offset and non-overlapping (see [`crate::exception`]).
    pub fn handlers(&self) -> &[Handler] {
        &self.handlers
    }

    /// The exception-table entry covering the instruction at `offset`, if any.
    pub fn handler_at(&self, offset: usize) -> Option<&Handler> {
        crate::exception::handler_at(&self.handlers, offset)
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
    pub fn opcode(&self, index: usize) -> u16 {
        decode_opcode::<I>(self.word(index))
    }

    /// The oparg of the instruction at `index`.
    pub fn oparg(&self, index: usize) -> u32 {
        decode_oparg::<I>(self.word(index))
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
                let word = self.units().load(ip);
                // SAFETY: `ip` starts an instruction (this walk steps by instruction
                // sizes) and gets its base: the generic of its family, or the first
                // component of a superinstruction, which the verifier checked in its own
                // right (it treats a superinstruction as its first component followed by
                // the others in their own units).
                unsafe {
                    self.units()
                        .store(ip, (word & !opcode_mask::<I>()) | base.opcode as u32)
                };
            }
            if matches!(base.kind, OpKind::Generic { .. }) {
                // SAFETY: `ip` starts an adaptive instruction (this walk goes from
                // instruction to instruction by size), whose cache units follow it.
                unsafe { set_counter(self.units(), ip, I::BACKOFF.warmup) };
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
            .field("handlers", &self.handlers)
            .field("extra", &self.extra)
            .finish()
    }
}

/// Packs an opcode and oparg into an instruction unit of instruction set `I` (whose
/// opcode field is [`InstructionSet::OPCODE_BITS`] wide).
#[inline(always)]
pub const fn encode<I: InstructionSet>(opcode: u16, oparg: u32) -> u32 {
    opcode as u32 | (oparg << I::OPCODE_BITS)
}

/// The opcode of an instruction unit of instruction set `I`.
#[inline(always)]
pub const fn decode_opcode<I: InstructionSet>(word: u32) -> u16 {
    (word & opcode_mask::<I>()) as u16
}

/// The oparg of an instruction unit of instruction set `I`.
#[inline(always)]
pub const fn decode_oparg<I: InstructionSet>(word: u32) -> u32 {
    word >> I::OPCODE_BITS
}

/// The bits of a unit that hold the opcode, in instruction set `I`.
#[inline(always)]
pub const fn opcode_mask<I: InstructionSet>() -> u32 {
    (1 << I::OPCODE_BITS) - 1
}

/// Fields an oparg splits into for instructions that read it in parts
/// (`#[oparg(field = N)]`, `#[local(field = N)]`): one instruction can then name, say, two
/// local slots and an operator.
pub const OPARG_FIELDS: u32 = 3;

/// Bits of each oparg field: field `k` is bits `8k..8k + 8` of the oparg. A set with more
/// than 256 opcodes has a narrower oparg, so its last field has fewer bits (7 for a set
/// of up to 512 opcodes): [`encode_fields_for`] checks that.
pub const OPARG_FIELD_BITS: u32 = 8;

/// Field `k` of `oparg` (`k` below [`OPARG_FIELDS`]).
#[inline(always)]
pub const fn oparg_field(oparg: u32, k: u32) -> u32 {
    (oparg >> (k * OPARG_FIELD_BITS)) & ((1 << OPARG_FIELD_BITS) - 1)
}

/// The oparg of an instruction set `I` whose fields are `fields` (field 0 first; missing
/// fields are 0), or `None` when a field does not fit (in [`OPARG_FIELD_BITS`] bits, and
/// the whole in `I`'s oparg): a compiler then emits the unfused instructions instead.
pub fn encode_fields_for<I: InstructionSet>(fields: &[u32]) -> Option<u32> {
    encode_fields(fields).filter(|&oparg| oparg <= I::MAX_OPARG)
}

/// The 24-bit oparg (of a set with at most 256 opcodes) whose fields are `fields` (field
/// 0 first; missing fields are 0), or `None` when a field does not fit in
/// [`OPARG_FIELD_BITS`] bits. See [`encode_fields_for`] for any set.
pub fn encode_fields(fields: &[u32]) -> Option<u32> {
    if fields.len() > OPARG_FIELDS as usize {
        return None;
    }
    let mut oparg = 0;
    for (k, &f) in fields.iter().enumerate() {
        if f >= 1 << OPARG_FIELD_BITS {
            return None;
        }
        oparg |= f << (k as u32 * OPARG_FIELD_BITS);
    }
    Some(oparg)
}

/// The units of a [`Code`]: loads for everyone, writes only through the functions of
/// this module that keep the code verified.
#[repr(transparent)]
pub struct Units([AtomicU32]);

impl Units {
    #[inline(always)]
    pub(crate) fn new(units: &[AtomicU32]) -> &Units {
        // SAFETY: `Units` is a `repr(transparent)` wrapper of `[AtomicU32]`.
        unsafe { &*(units as *const [AtomicU32] as *const Units) }
    }

    /// Number of units.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The word at `index`.
    #[inline(always)]
    pub fn load(&self, index: usize) -> u32 {
        self.0[index].load(Relaxed)
    }

    /// A pointer to the first unit: the dispatch loop's instruction pointer points into
    /// what it starts (see `__private::load_pc`).
    #[inline(always)]
    pub fn as_ptr(&self) -> *const AtomicU32 {
        self.0.as_ptr()
    }

    /// The word at `index`, without a bounds check.
    ///
    /// # Safety
    /// `index < self.len()`.
    #[inline(always)]
    pub unsafe fn load_unchecked(&self, index: usize) -> u32 {
        debug_assert!(index < self.0.len(), "unit index out of bounds");
        // SAFETY: the caller's promise.
        unsafe { self.0.get_unchecked(index) }.load(Relaxed)
    }

    /// The immediate at `index`, read as plain memory rather than atomically.
    ///
    /// why: nothing writes an immediate after the code is built, so a plain read races
    /// with nothing, and unlike an atomic load the compiler may drop it when the
    /// instruction's function ignores the value, or merge it with another read.
    ///
    /// # Safety
    /// `index` is an immediate of verified code: in bounds, and never written after the
    /// code was built ([`Units::store`] and [`rewrite_opcode`] exclude immediates).
    #[inline(always)]
    pub unsafe fn immediate_unchecked(&self, index: usize) -> u32 {
        debug_assert!(index < self.0.len(), "unit index out of bounds");
        // SAFETY: the caller's promise: in bounds and never written concurrently.
        unsafe { *self.0.get_unchecked(index).as_ptr() }
    }

    /// Writes the word at `index`.
    ///
    /// # Safety
    /// `index` must be a cache unit (one of the units that follow an instruction as its
    /// inline cache, not an immediate after them), or the write must give an instruction
    /// unit an opcode of the same family as the one it holds (same stack effect, cache
    /// size, immediates and flags). Anything else can invalidate what the verifier proved
    /// and that the dispatch loop relies on.
    #[inline(always)]
    pub unsafe fn store(&self, index: usize, word: u32) {
        self.0[index].store(word, Relaxed);
    }
}

/// Replaces the opcode of the instruction at `ip` with `opcode`, keeping its oparg, when
/// both are adaptive members of one family (a generic and its specializations); returns
/// whether it did. Members of a family have one stack effect, cache layout and
/// immediates, so the verifier's proof still holds.
///
/// # Safety
/// `ip` is an instruction start (or a cache unit, whose contents nothing trusts). It must
/// not be an immediate: the low byte of a verified jump target can look like an opcode,
/// and rewriting it would send the loop into the middle of an instruction.
#[inline]
pub unsafe fn rewrite_opcode<I: InstructionSet>(units: &Units, ip: usize, opcode: u16) -> bool {
    let word = units.load(ip);
    let same_family = match (I::op(decode_opcode::<I>(word)), I::op(opcode)) {
        (Some(old), Some(new)) => {
            old.is_adaptive() && new.is_adaptive() && old.base() == new.base()
        }
        _ => false,
    };
    if same_family {
        // SAFETY: checked just above: the new opcode is of the old one's family.
        unsafe { units.store(ip, (word & !opcode_mask::<I>()) | opcode as u32) };
    }
    same_family
}

/// Reads the adaptive counter of the instruction at `ip`.
#[inline(always)]
pub fn counter(units: &Units, ip: usize) -> Backoff {
    Backoff::from_bits(units.load(ip + 1) as u16)
}

/// Stores the adaptive counter of the instruction at `ip`.
///
/// # Safety
/// `ip` must be the start of an instruction with an inline cache (an adaptive one), so
/// that `ip + 1` is its counter and not an instruction.
#[inline(always)]
pub unsafe fn set_counter(units: &Units, ip: usize, counter: Backoff) {
    // SAFETY: the caller's promise: `ip + 1` is a cache unit.
    unsafe { units.store(ip + 1, counter.bits() as u32) };
}

/// Counts one execution of the adaptive instruction at `ip`: returns `true` when its
/// counter triggers (the specializer should run), otherwise advances the counter.
///
/// # Safety
/// As for [`set_counter`]: `ip` starts an adaptive instruction.
#[inline(always)]
pub unsafe fn tick(units: &Units, ip: usize) -> bool {
    let c = counter(units, ip);
    if c.triggers() {
        true
    } else {
        // SAFETY: the caller's promise.
        unsafe { set_counter(units, ip, c.advance()) };
        false
    }
}

/// A type that can live in an inline cache: plain bits, one or two units.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot live in an inline cache: it does not implement `vm_core::CacheValue`",
    label = "not a cache field type",
    note = "cache fields are plain bits: u8, u16, u32, u64, i8, i16, i32, i64, f32, f64 or bool; store an index or a version, not a value"
)]
pub trait CacheValue: Copy {
    /// Units it occupies.
    const UNITS: usize;
    /// Reads it from the units starting at `at`.
    fn load(units: &Units, at: usize) -> Self;
    /// Reads it from the units starting at `at`, without bounds checks: the dispatch
    /// loop's read of a verified instruction's cache.
    ///
    /// # Safety
    /// The `UNITS` units from `at` are in bounds.
    #[inline(always)]
    unsafe fn load_unchecked(units: &Units, at: usize) -> Self {
        Self::load(units, at)
    }
    /// Writes it to the units starting at `at`.
    ///
    /// # Safety
    /// The `UNITS` units from `at` must be cache units (see [`Units::store`]).
    unsafe fn store(self, units: &Units, at: usize);
}

macro_rules! cache_value_32 {
    ($($t:ty => |$v:ident| $to:expr, |$w:ident| $from:expr;)*) => {$(
        impl CacheValue for $t {
            const UNITS: usize = 1;
            #[inline(always)]
            fn load(units: &Units, at: usize) -> Self {
                let $w = units.load(at);
                $from
            }
            #[inline(always)]
            unsafe fn load_unchecked(units: &Units, at: usize) -> Self {
                // SAFETY: the caller's promise: `at` is in bounds.
                let $w = unsafe { units.load_unchecked(at) };
                $from
            }
            #[inline(always)]
            unsafe fn store(self, units: &Units, at: usize) {
                let $v = self;
                // SAFETY: the caller's promise: `at` is a cache unit.
                unsafe { units.store(at, $to) };
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
            fn load(units: &Units, at: usize) -> Self {
                let $w = units.load(at) as u64 | (units.load(at + 1) as u64) << 32;
                $from
            }
            #[inline(always)]
            unsafe fn load_unchecked(units: &Units, at: usize) -> Self {
                // SAFETY: the caller's promise: `at` and `at + 1` are in bounds.
                let $w = unsafe {
                    units.load_unchecked(at) as u64 | (units.load_unchecked(at + 1) as u64) << 32
                };
                $from
            }
            #[inline(always)]
            unsafe fn store(self, units: &Units, at: usize) {
                let $v = self;
                let bits: u64 = $to;
                // SAFETY: the caller's promise: `at` and `at + 1` are cache units.
                unsafe {
                    units.store(at, bits as u32);
                    units.store(at + 1, (bits >> 32) as u32);
                }
            }
        }
    )*};
}

cache_value_64! {
    u64 => |v| v, |w| w;
    i64 => |v| v as u64, |w| w as i64;
    f64 => |v| v.to_bits(), |w| f64::from_bits(w);
}

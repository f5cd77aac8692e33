//! The description of an instruction set that the macros generate and the runtime reads:
//! one [`OpInfo`] per opcode plus the [`InstructionSet`] trait tying the types together.

use crate::counter::BackoffConfig;
use crate::error::VmError;
use crate::thread::Thread;
use crate::value::VmValue;

/// Width of one code unit in bits. An instruction is one unit (`opcode | oparg << bits`,
/// where `bits` is the set's [`InstructionSet::OPCODE_BITS`]); each inline-cache entry is
/// one more unit.
pub const UNIT_BITS: u32 = 32;
/// Bits of the opcode of a set with at most 256 opcodes: the oparg keeps 24 bits.
pub const NARROW_OPCODE_BITS: u32 = 8;
/// Largest oparg of a set with at most 256 opcodes (24 bits); a wider set's is
/// [`InstructionSet::MAX_OPARG`].
pub const MAX_OPARG: u32 = (1 << (UNIT_BITS - NARROW_OPCODE_BITS)) - 1;
/// Most opcodes an instruction set can have: a 16-bit opcode field.
pub const MAX_OPCODES: usize = 1 << 16;

/// The opcode field width of a set of `n` opcodes: 8 bits up to 256 opcodes, else just
/// enough bits for `n` (9 for 512, 10 for 1024, ...), so a wide set's oparg keeps as many
/// bits as it can (23 for a set of 300).
pub const fn opcode_bits(n: usize) -> u32 {
    let mut bits = NARROW_OPCODE_BITS;
    while (1usize << bits) < n {
        bits += 1;
    }
    bits
}
/// Most inline-cache units an instruction can have, counter included.
pub const MAX_CACHE_UNITS: u16 = 16;

/// A stack-item count that may depend on the oparg: `per_oparg * oparg + fixed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Count {
    /// Items per unit of oparg.
    pub per_oparg: u32,
    /// Items regardless of the oparg.
    pub fixed: u32,
}

impl Count {
    /// The count for a given oparg (saturating, so a hostile oparg cannot overflow).
    pub const fn eval(self, oparg: u32) -> u64 {
        self.per_oparg as u64 * oparg as u64 + self.fixed as u64
    }
}

/// How an opcode relates to the adaptive machinery.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// An ordinary instruction.
    Plain,
    /// The generic member of a family: adaptive, with a counter in its first cache unit.
    Generic {
        /// Opcodes of its specializations, in the order their guards are tried.
        members: &'static [u16],
    },
    /// A specialization: its guards failing runs `generic` (a deopt).
    Specialized {
        /// Opcode of the family's generic instruction.
        generic: u16,
    },
    /// A superinstruction: executes `components` in turn, each reading its own unit's
    /// oparg. The builder fuses adjacent component instructions into it in place, so the
    /// units after the first remain valid instructions (jump targets stay intact).
    Super {
        /// Opcodes of the component instructions, in execution order.
        components: &'static [u16],
    },
}

/// Flags of an opcode (bit set).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct OpFlags(pub u16);

impl OpFlags {
    /// May jump to the unit named by its oparg (`#[oparg(jump)]`).
    pub const JUMP: OpFlags = OpFlags(1);
    /// Jumps unconditionally: the next unit is not reached by falling through.
    pub const NO_FALLTHROUGH: OpFlags = OpFlags(1 << 1);
    /// Its oparg indexes a local slot (`#[local]`).
    pub const LOCAL: OpFlags = OpFlags(1 << 2);
    /// Suspends its frame (a `Yield` op, or one that makes the frame a generator's): the
    /// frame resumes at the next instruction, or at its jump target when it has one, with
    /// one value (the one sent in) pushed. Nothing else follows it.
    pub const SUSPEND: OpFlags = OpFlags(1 << 14);
    /// With [`OpFlags::SUSPEND`] (a `YieldDiscard` op): the frame resumes with nothing
    /// pushed, the value sent in dropped.
    pub const DISCARDS_SENT: OpFlags = OpFlags(1 << 15);
    /// May push a frame (returns `Invoke`).
    pub const CALL: OpFlags = OpFlags(1 << 3);
    /// Ends the frame (returns `Return`).
    pub const RETURN: OpFlags = OpFlags(1 << 4);
    /// Can fail with the instruction set's error type.
    pub const FALLIBLE: OpFlags = OpFlags(1 << 5);
    /// Reads the oparg.
    pub const OPARG: OpFlags = OpFlags(1 << 6);
    /// Reads field 0 of the oparg (`#[oparg(field = 0)]` or `#[local(field = 0)]`; see
    /// [`crate::code::oparg_field`]).
    pub const FIELD0: OpFlags = OpFlags(1 << 7);
    /// Reads field 1 of the oparg.
    pub const FIELD1: OpFlags = OpFlags(1 << 8);
    /// Reads field 2 of the oparg.
    pub const FIELD2: OpFlags = OpFlags(1 << 9);
    /// Its jump target is its first immediate (`#[imm(jump)]`), not its oparg.
    pub const JUMP_IMM: OpFlags = OpFlags(1 << 13);
    /// Field 0 of its oparg indexes a local slot (`#[local(field = 0)]`).
    pub const LOCAL_FIELD0: OpFlags = OpFlags(1 << 10);
    /// Field 1 of its oparg indexes a local slot.
    pub const LOCAL_FIELD1: OpFlags = OpFlags(1 << 11);
    /// Field 2 of its oparg indexes a local slot.
    pub const LOCAL_FIELD2: OpFlags = OpFlags(1 << 12);

    /// The flag of reading oparg field `k` (below [`crate::code::OPARG_FIELDS`]).
    pub const fn field(k: u32) -> OpFlags {
        OpFlags(Self::FIELD0.0 << k)
    }

    /// The flag of oparg field `k` indexing a local slot.
    pub const fn local_field(k: u32) -> OpFlags {
        OpFlags(Self::LOCAL_FIELD0.0 << k)
    }

    /// Whether every flag of `other` is set.
    pub const fn contains(self, other: OpFlags) -> bool {
        self.0 & other.0 == other.0
    }

    /// Both flag sets.
    pub const fn union(self, other: OpFlags) -> OpFlags {
        OpFlags(self.0 | other.0)
    }
}

/// One field of a specialization's inline cache.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CacheFieldInfo {
    /// The parameter name.
    pub name: &'static str,
    /// The Rust type, e.g. `"u32"`.
    pub ty: &'static str,
    /// Unit offset from the first cache unit (the counter is at offset 0).
    pub offset: u16,
    /// Units it occupies (1 for 32-bit types and smaller, 2 for 64-bit ones).
    pub units: u16,
}

/// Everything the runtime knows about one opcode.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    /// Instruction name, `SCREAMING_CASE` (e.g. `BINARY_ADD_INT`).
    pub name: &'static str,
    /// The opcode.
    pub opcode: u16,
    /// Fixed stack inputs (popped).
    pub inputs: u32,
    /// Extra inputs sized by the oparg (`#[variadic(..)]`), on top of the fixed ones.
    pub variadic: Option<Count>,
    /// Stack outputs (pushed).
    pub outputs: u32,
    /// Extra outputs sized by the oparg (`#[outputs(..)]`, CPython's `UNPACK_SEQUENCE n`),
    /// on top of the fixed ones.
    pub variadic_outputs: Option<Count>,
    /// Most operands it has on the stack at once, counted from below its inputs:
    /// at least `inputs` and `outputs`, more for a macro instruction whose uops push
    /// before they pop. The verifier's `max_stack` includes it, and the dispatch loop
    /// pushes without bounds checks within that room.
    pub peak: u32,
    /// Inline-cache units that follow the instruction unit (counter included).
    pub cache_units: u16,
    /// Immediate units that follow the inline cache (`#[imm]` parameters): operands the
    /// compiler writes and nothing rewrites, e.g. a jump target beside an oparg split
    /// into fields.
    pub imms: u16,
    /// Its role in a family or superinstruction.
    pub kind: OpKind,
    /// Flags.
    pub flags: OpFlags,
    /// Cache fields of a specialization (empty otherwise); offsets count from the counter.
    pub cache_fields: &'static [CacheFieldInfo],
    /// Names of the uops it runs, in order (`unused(N)` entries are omitted).
    pub uops: &'static [&'static str],
}

impl OpInfo {
    /// Units the instruction occupies: itself, its inline cache and its immediates. A
    /// superinstruction spans its components' units.
    pub const fn size(&self) -> usize {
        match self.kind {
            OpKind::Super { components } => components.len(),
            _ => 1 + self.cache_units as usize + self.imms as usize,
        }
    }

    /// Offset of immediate `k` from the instruction's unit.
    pub const fn imm_offset(&self, k: usize) -> usize {
        1 + self.cache_units as usize + k
    }

    /// Stack items popped for a given oparg.
    pub const fn pops(&self, oparg: u32) -> u64 {
        self.inputs as u64
            + match self.variadic {
                Some(c) => c.eval(oparg),
                None => 0,
            }
    }

    /// Stack items pushed for a given oparg.
    pub const fn pushes(&self, oparg: u32) -> u64 {
        self.outputs as u64
            + match self.variadic_outputs {
                Some(c) => c.eval(oparg),
                None => 0,
            }
    }

    /// The net change of the stack depth for a given oparg (CPython's
    /// `dis.stack_effect`): what it pushes minus what it pops.
    pub const fn stack_effect(&self, oparg: u32) -> i64 {
        self.pushes(oparg) as i64 - self.pops(oparg) as i64
    }

    /// Whether the counter protocol applies (generic or specialized family member).
    pub const fn is_adaptive(&self) -> bool {
        matches!(
            self.kind,
            OpKind::Generic { .. } | OpKind::Specialized { .. }
        )
    }

    /// The opcode this one shows as in a non-adaptive disassembly: the family's generic
    /// for a specialization, the first component for a superinstruction, else itself.
    pub const fn base(&self) -> u16 {
        match self.kind {
            OpKind::Specialized { generic } => generic,
            OpKind::Super { components } => components[0],
            _ => self.opcode,
        }
    }
}

/// An instruction set: implemented by the marker type `Isa` that
/// `#[instruction_set]` generates inside the annotated module.
pub trait InstructionSet: Sized + 'static {
    /// The stack value type (`value = ...`).
    type Value: VmValue;
    /// The context ops receive (`context = ...`).
    type Context;
    /// The error ops return (`error = ...`).
    type Error;
    /// Per-code data ops can read with a `#[code]` parameter (`code = ...`, default `()`).
    type Extra: 'static;
    /// What a call hands the loop to run in a new frame (`callee = ...`, default
    /// `Arc<Code<Self>>`). A language whose function objects already own their code can
    /// name its function handle here (anything that borrows as the `Arc<Code>`): a call
    /// then moves the handle into the frame instead of touching the code's atomic count.
    type Callee: core::borrow::Borrow<std::sync::Arc<crate::code::Code<Self>>> + 'static;
    /// What a generator value holds to get its frame back when the frame yields
    /// (`generator = ...`, default `()`: no generators). See [`crate::generator`].
    type Generator: crate::generator::GeneratorHandle<Self>;

    /// The module's name.
    const NAME: &'static str;
    /// Hash of the bytecode format (numbering, cache layouts, stack effects, unit width).
    /// Serialized code carries it; code built for another layout is rejected.
    const FORMAT_HASH: u64;
    /// One entry per opcode, indexed by opcode.
    const OPS: &'static [OpInfo];
    /// Counter constants.
    const BACKOFF: BackoffConfig;
    /// Bits of the opcode field of an instruction unit ([`opcode_bits`] of the number of
    /// opcodes: 8 for up to 256); the oparg has the rest.
    const OPCODE_BITS: u32 = NARROW_OPCODE_BITS;
    /// Largest oparg an instruction unit of this set can hold.
    const MAX_OPARG: u32 = (1 << (UNIT_BITS - Self::OPCODE_BITS)) - 1;

    /// Runs the thread's frames from the innermost one until the frame at depth `floor`
    /// returns. Generated: this is the dispatch loop. Run code with [`Thread::run`],
    /// [`Thread::call`] or [`Thread::resume`], which call it.
    ///
    /// # Safety
    /// The loop trusts the thread: its stack pointer is current (the slots below it hold
    /// values, none above does) and the frames above `floor` were pushed by the thread's
    /// own API for verified code. A thread a panic unwound out of is marked running and
    /// must not be passed here before [`Thread::run`] or [`Thread::call`] resets it.
    unsafe fn execute(
        thread: &mut Thread<Self>,
        ctx: &mut Self::Context,
        floor: usize,
    ) -> Result<Self::Value, VmError<Self>>;

    /// The value an exception handler receives for `error`, or the error back when it may
    /// not be caught (the run then ends with it, whatever handlers there are). Generated
    /// from the module's `#[catch]` function; without one nothing is catchable.
    ///
    /// `error.traceback` holds the frames unwound so far, outermost first: the handler's
    /// own frame (at the instruction that failed in it) down to the one that raised. An
    /// instruction set keeps it with the value when the handler should be able to read it
    /// or re-raise the error with it ([`crate::Raise::reraise`]).
    fn catch(ctx: &mut Self::Context, error: VmError<Self>) -> Result<Self::Value, VmError<Self>> {
        let _ = ctx;
        Err(error)
    }

    /// The entry of an opcode, or `None` for a number that is no opcode.
    fn op(opcode: u16) -> Option<&'static OpInfo> {
        Self::OPS.get(opcode as usize)
    }

    /// The entry of an instruction name such as `"BINARY_ADD"`.
    fn op_named(name: &str) -> Option<&'static OpInfo> {
        Self::OPS.iter().find(|op| op.name == name)
    }
}

//! The validated instruction model: what `generate` emits, indexed by opcode.

use super::parse::Count;

/// The whole instruction set.
pub struct Model {
    /// Instructions, indexed by opcode.
    pub instrs: Vec<Instr>,
    /// Families, in order of their generic instruction.
    pub families: Vec<Family>,
    /// Hash of the layout.
    pub format_hash: u64,
    /// Width of the opcode field of a unit: 8 up to 256 opcodes, else just enough.
    pub opcode_bits: u32,
}

/// One opcode.
pub struct Instr {
    /// `SCREAMING_CASE` name.
    pub name: String,
    /// `CamelCase` enum variant.
    pub variant: String,
    pub kind: InstrKind,
    /// Fixed stack inputs.
    pub inputs: u32,
    /// Oparg-sized stack inputs.
    pub variadic: Option<Count>,
    pub outputs: u32,
    /// Oparg-sized stack outputs (`#[outputs]`), on top of `outputs`.
    pub variadic_outputs: Option<Count>,
    /// Most operands on the stack at once while it runs, counted from below its
    /// inputs (more than inputs and outputs for a macro whose uops push before popping).
    pub peak: u32,
    /// Cache units after the instruction unit.
    pub cache_units: u16,
    /// Immediate units after the cache.
    pub imms: u16,
    /// Names of `vm_core::OpFlags` constants that apply.
    pub flags: Vec<&'static str>,
    /// Cache fields (specializations).
    pub cache_fields: Vec<CacheField>,
    /// Uop names.
    pub uops: Vec<String>,
    pub doc: String,
}

/// How an instruction executes.
pub enum InstrKind {
    /// One `#[op]` (index into `Parsed::ops`).
    Plain { op: usize },
    /// A family's generic `#[op]`.
    Generic { op: usize, family: usize },
    /// A `#[specialize]` function.
    Specialized { op: usize, family: usize },
    /// A `macro_inst!` of plain uops sharing one oparg.
    Macro { parts: Vec<MacroPart> },
    /// A `macro_inst!(super ..)`: component opcodes, each with its own unit.
    Super { components: Vec<usize> },
}

/// A piece of a shared-oparg macro instruction.
pub enum MacroPart {
    Uop(usize),
    Unused(u16),
}

/// A cache field of a specialization.
pub struct CacheField {
    pub name: String,
    pub ty: String,
    /// Unit offset from the counter unit.
    pub offset: u16,
    pub units: u16,
}

/// A generic instruction and its specializations.
pub struct Family {
    /// Opcode of the generic instruction.
    pub generic: usize,
    /// Opcodes of the specializations, in declaration order.
    pub members: Vec<usize>,
    /// The `#[specializer]` hook, if any (index into `Parsed::ops`).
    pub hook: Option<usize>,
    /// Cache units (counter included).
    pub cache_units: u16,
}

//! Compiled code as bytes (CPython's `marshal`): what `vm-std compile` writes to a `.vmc`
//! file, what the `__pycache__` of an imported module holds, and what `vm-std run` reads
//! back. The container (header, format hash, units, exception tables, nesting) is
//! `vm_core::serialize`'s; this file is [`CodeInfo`]'s [`CodeData`]: its constants, names,
//! line table, nested functions, and what binds a code to the run that loads it.
//!
//! Two things in compiled code only mean something in the process that compiled it, and
//! are written in a form that does not, then bound again on load ([`Linker`]):
//!
//! - global symbols (`Machine::global_symbol`), which the global-name ops carry in their
//!   oparg (or in oparg field 0: `CONTAINS_GLOBAL`, `LOAD_METHOD_GLOBAL`). A file has one
//!   table of the names its codes use, in the order of their symbols when compiled; an
//!   oparg holds an index into it. Loading interns the names in that order, so a program
//!   loaded into a run set up as the one that compiled it gets the same or lower symbols,
//!   and a symbol that fit in an 8-bit oparg field still does;
//! - the module id (`CodeInfo::module`, `IMPORT_STAR`'s oparg): the loading module's.
//!
//! Every op whose oparg is a symbol or a module id must be listed in [`site`]: the
//! conformance corpus run through `.vmc` files compiled in a run whose symbols are
//! shifted (`conformance_through_vmc` in `tests/python.rs`) fails for one that is not.
//!
//! Loading also checks what the ops trust the compiler for (a constant or function index
//! within its table, a signature that matches its names), so corrupted bytes are a
//! [`DecodeError`], never a panic.

use std::rc::Rc;
use std::sync::Arc;

use num_bigint::BigInt;
use rustc_hash::FxHashMap;
use vm_core::InstructionSet;
use vm_core::code::encode as encode_unit;
use vm_core::code::{OPARG_FIELD_BITS, decode_oparg, decode_opcode, oparg_field};
use vm_core::code_data::{Reader, Writer, instructions};
use vm_core::{CodeData, DecodeError, EncodeError};

use crate::isa::isa::{Isa, Opcode};
use crate::runtime::Machine;
use crate::value::function::{Code, CodeInfo, FunctionProto, Signature};
use crate::value::{Builtin, Function, Value};

/// Version of the per-code data's layout (the container's is vm-core's, the instruction
/// set's its format hash). Bump it with any change to what this file writes.
pub const MARSHAL_VERSION: u32 = 8;

/// Nesting the compiler can produce (functions in functions, tuples in tuples: each level
/// at least one level of source nesting), which a reader must accept. Decoding this deep
/// needs the interpreter thread's stack, not a default one.
pub const MAX_DEPTH: u32 = crate::compiler::MAX_NESTING + 8;

/// What a compiled file records of the source it was compiled from: CPython's `.pyc`
/// stamp, which a cache compares with the source before it trusts the code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stamp {
    /// The source's modification time, in nanoseconds since the epoch (0: unknown).
    pub mtime_ns: u64,
    /// The source's size in bytes.
    pub size: u64,
}

/// The [`Stamp`] of a source file with metadata `meta`.
pub fn source_stamp(meta: &std::fs::Metadata) -> Stamp {
    let mtime_ns = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
    Stamp {
        mtime_ns,
        size: meta.len(),
    }
}

/// What a compiled file says about itself, besides its code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// The source it was compiled from.
    pub stamp: Stamp,
    /// The package its relative imports were resolved in (`ModuleContext::package`).
    pub package: Option<String>,
}

/// The context compiled code is written in or bound to: the machine (its symbols, its
/// attribute names), the module, and the file's table of global names.
pub struct Linker<'m> {
    machine: &'m mut Machine,
    /// The module the codes belong to.
    module: u32,
    /// Writing: the file's header.
    header: Header,
    /// Writing: the index in the file's table of each symbol the codes use.
    index_of: FxHashMap<u32, u32>,
    /// Writing: the file's table (the names of those symbols, by index).
    table: Vec<Rc<str>>,
    /// Reading: the loading run's symbol for each index of the file's table.
    syms: Vec<u32>,
    /// Reading: the header the file must have (a cache's check), if any.
    expect: Option<Header>,
    /// Reading: the file name every code gets (a cache's: the source as found now),
    /// else the one the file records.
    filename: Option<Rc<str>>,
    /// Reading: what the file's header said.
    found: Option<Header>,
}

/// What an oparg of an instruction (at its base opcode) names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Site {
    /// A global symbol: the whole oparg.
    Symbol,
    /// A global symbol: oparg field 0.
    SymbolField,
    /// A module id (`IMPORT_STAR`).
    Module,
    /// A constant index (`LOAD_CONST`, `RETURN_CONST`): the op indexes without a check.
    Constant,
    /// A function index (`MAKE_FUNCTION`, `MAKE_CLOSURE`): likewise.
    Function,
}

/// What the oparg of `info`'s instruction names, if anything this file rebinds or checks.
fn site(info: &vm_core::OpInfo) -> Option<Site> {
    const SYMBOL: [Opcode; 7] = [
        Opcode::LoadGlobal,
        Opcode::StoreGlobal,
        Opcode::DeleteGlobal,
        Opcode::LoadName,
        Opcode::StoreName,
        Opcode::DeleteName,
        Opcode::StoreItemGlobal,
    ];
    const SYMBOL_FIELD: [Opcode; 2] = [Opcode::ContainsGlobal, Opcode::LoadMethodGlobal];
    let op = info.opcode;
    if SYMBOL.iter().any(|&o| o as u16 == op) {
        Some(Site::Symbol)
    } else if SYMBOL_FIELD.iter().any(|&o| o as u16 == op) {
        Some(Site::SymbolField)
    } else if op == Opcode::ImportStar as u16 {
        Some(Site::Module)
    } else if info
        .uops
        .iter()
        .any(|u| *u == "load_const" || *u == "return_const")
    {
        Some(Site::Constant)
    } else if info
        .uops
        .iter()
        .any(|u| *u == "make_function" || *u == "make_closure")
    {
        Some(Site::Function)
    } else {
        None
    }
}

/// The symbol an oparg of `kind` holds.
fn symbol_of(word: u32, kind: Site) -> u32 {
    let oparg = decode_oparg::<Isa>(word);
    match kind {
        Site::SymbolField => oparg_field(oparg, 0),
        _ => oparg,
    }
}

/// `word` with the symbol of its oparg (of `kind`) replaced by `sym`, if it fits.
fn with_symbol(word: u32, kind: Site, sym: u32) -> Option<u32> {
    let oparg = match kind {
        Site::SymbolField => {
            if sym >= 1 << OPARG_FIELD_BITS {
                return None;
            }
            (decode_oparg::<Isa>(word) & !((1 << OPARG_FIELD_BITS) - 1)) | sym
        }
        _ => sym,
    };
    (oparg <= Isa::MAX_OPARG).then(|| encode_unit::<Isa>(decode_opcode::<Isa>(word), oparg))
}

/// The instructions of `units` whose oparg names something, with what.
fn sites(units: &[u32]) -> Vec<(usize, Site)> {
    instructions::<Isa>(units)
        .filter_map(|(at, info)| Some((at, site(info)?)))
        .collect()
}

/// Adds the symbols `code` and its functions use to `out`.
fn collect_symbols(code: &Code, out: &mut Vec<u32>) {
    let mut units = code.words();
    vm_core::serialize::deoptimize_units::<Isa>(&mut units);
    for (at, kind) in sites(&units) {
        if matches!(kind, Site::Symbol | Site::SymbolField) {
            out.push(symbol_of(units[at], kind));
        }
    }
    for f in &code.extra.functions {
        collect_symbols(&f.code, out);
    }
}

/// Serializes `code` (a module's, compiled into module `module` of `machine`) as a
/// `.vmc` file's bytes.
pub fn encode(
    machine: &mut Machine,
    code: &Code,
    module: u32,
    header: Header,
) -> Result<Vec<u8>, EncodeError> {
    let mut syms = Vec::new();
    collect_symbols(code, &mut syms);
    syms.sort_unstable();
    syms.dedup();
    let mut table = Vec::with_capacity(syms.len());
    for &sym in &syms {
        let name = machine
            .names
            .get(sym as usize)
            .cloned()
            .ok_or_else(|| EncodeError::Unsupported(format!("global symbol {sym}")))?;
        // A code reads the globals of its own module only.
        if machine.existing_symbol(module, &name) != Some(sym) {
            return Err(EncodeError::Unsupported(format!(
                "global '{name}' of another module"
            )));
        }
        table.push(name);
    }
    let index_of = syms
        .iter()
        .enumerate()
        .map(|(i, &s)| (s, i as u32))
        .collect();
    let mut linker = Linker {
        machine,
        module,
        header,
        index_of,
        table,
        syms: Vec::new(),
        expect: None,
        filename: None,
        found: None,
    };
    code.to_bytes_limited(&mut linker, MAX_DEPTH)
}

/// How a file is loaded.
#[derive(Clone, Debug, Default)]
pub struct Load {
    /// The module its code runs as (its globals, its `import *`).
    pub module: u32,
    /// The header it must have (else it is stale: [`DecodeError::Invalid`]), if any.
    pub expect: Option<Header>,
    /// The file name its codes get, instead of the one it records.
    pub filename: Option<Rc<str>>,
}

/// Decodes, links and verifies a `.vmc` file's bytes into `machine`: the module's code
/// and the file's header.
pub fn decode(
    machine: &mut Machine,
    bytes: &[u8],
    load: &Load,
) -> Result<(Code, Header), DecodeError> {
    let mut linker = Linker {
        machine,
        module: load.module,
        header: Header::default(),
        index_of: FxHashMap::default(),
        table: Vec::new(),
        syms: Vec::new(),
        expect: load.expect.clone(),
        filename: load.filename.clone(),
        found: None,
    };
    let code = Code::from_bytes_limited(bytes, &mut linker, MAX_DEPTH)?;
    let header = linker.found.take().unwrap_or_default();
    Ok((code, header))
}

/// Whether `bytes` are serialized code (of any build, maybe damaged) rather than source:
/// what `vm-std run` checks to tell a `.vmc` file from a program, whatever its name.
///
/// why more than the magic: `VMBC = 1` is a Python program too. A container's version
/// field has NUL bytes, which no source has (CPython refuses them).
pub fn is_compiled(bytes: &[u8]) -> bool {
    bytes.starts_with(&vm_core::serialize::MAGIC)
        && (bytes[..bytes.len().min(16)].contains(&0) || std::str::from_utf8(bytes).is_err())
}

/// A hash of this build's format ([`Isa::FORMAT_HASH`], [`MARSHAL_VERSION`]) and of
/// vm-std's sources: what names a cache file, so that no build reads another's.
pub fn build_tag() -> u64 {
    let mut h = Isa::FORMAT_HASH ^ (MARSHAL_VERSION as u64).rotate_left(32);
    for b in env!("VM_STD_SOURCE_HASH").bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

// ------------------------------------------------------------------ the file's header

/// Writes the file's header and table (before the outermost code's data).
fn write_header(w: &mut Writer<'_, Linker<'_>>) -> Result<(), EncodeError> {
    let header = w.context().header.clone();
    let table = std::mem::take(&mut w.context().table);
    w.u32(MARSHAL_VERSION);
    w.u64(header.stamp.mtime_ns);
    w.u64(header.stamp.size);
    w.value(&header.package)?;
    w.value(&table)
}

/// Reads the file's header and table, checks them and binds the table's names.
fn read_header(r: &mut Reader<'_, '_, Linker<'_>>) -> Result<(), DecodeError> {
    let version = r.u32()?;
    if version != MARSHAL_VERSION {
        return Err(r.invalid(format!(
            "vm-std data version {version} (this build reads version {MARSHAL_VERSION}); \
             recompile it"
        )));
    }
    let stamp = Stamp {
        mtime_ns: r.u64()?,
        size: r.u64()?,
    };
    let package: Option<String> = r.value()?;
    let header = Header { stamp, package };
    if let Some(expect) = &r.context().expect
        && *expect != header
    {
        return Err(r.invalid("compiled from another version of the source"));
    }
    r.context().found = Some(header);
    let n = r.len(4)?;
    let mut syms = Vec::with_capacity(n);
    for _ in 0..n {
        let name = r.str()?;
        let cx = r.context();
        syms.push(cx.machine.global_symbol(cx.module, name));
    }
    r.context().syms = syms;
    Ok(())
}

// ------------------------------------------------------------------ codes

impl<'m> CodeData<Linker<'m>> for CodeInfo {
    fn encode(&self, w: &mut Writer<'_, Linker<'m>>) -> Result<(), EncodeError> {
        if w.depth() == 0 {
            write_header(w)?;
        }
        unlink(w, self.module)?;
        w.str(&self.name)?;
        w.str(&self.qualname)?;
        w.str(&self.filename)?;
        w.len(self.consts.len())?;
        for c in &self.consts {
            write_const(w, c)?;
        }
        w.value(&self.names)?;
        w.len(self.functions.len())?;
        for f in &self.functions {
            write_function(w, f)?;
        }
        w.value(&self.local_names)?;
        w.value(&self.free_names)?;
        w.u32(self.nparams);
        w.value(&self.lines)?;
        let spans: Vec<((u32, u32), (u32, u32))> = self
            .comprehensions
            .iter()
            .map(|c| ((c.start, c.end), (u32::from(c.kind), c.line)))
            .collect();
        w.value(&spans)?;
        let flags = [
            self.method,
            self.class_body,
            self.generator,
            self.shim,
            self.coroutine,
            self.async_generator,
            self.lazy_kwargs,
        ];
        w.u8(flags
            .iter()
            .enumerate()
            .fold(0, |acc, (i, &f)| acc | (f as u8) << i));
        w.u8(u8::from(self.doc.is_some()));
        if let Some(doc) = &self.doc {
            w.str(doc)?;
        }
        Ok(())
    }

    fn decode(r: &mut Reader<'_, '_, Linker<'m>>) -> Result<Self, DecodeError> {
        if r.depth() == 0 {
            read_header(r)?;
        }
        let name = Rc::from(r.str()?);
        let qualname = Rc::from(r.str()?);
        let filename = r.str()?;
        let filename = match &r.context().filename {
            Some(f) => f.clone(),
            None => Rc::from(filename),
        };
        let n = r.len(1)?;
        let mut consts = Vec::with_capacity(n);
        for _ in 0..n {
            consts.push(read_const(r)?);
        }
        let n = r.len(4)?;
        let mut names = Vec::with_capacity(n);
        for _ in 0..n {
            let s = r.str()?;
            names.push(r.context().machine.attribute_name(s));
        }
        let n = r.len(1)?;
        let mut functions = Vec::with_capacity(n);
        for _ in 0..n {
            functions.push(read_function(r)?);
        }
        let local_names: Vec<Rc<str>> = r.value()?;
        let free_names: Vec<Rc<str>> = r.value()?;
        let nparams = r.u32()?;
        let lines: Vec<(u32, u32)> = r.value()?;
        let spans: Vec<((u32, u32), (u32, u32))> = r.value()?;
        let mut comprehensions = Vec::with_capacity(spans.len());
        for ((start, end), (kind, line)) in spans {
            let kind = match u8::try_from(kind) {
                Ok(k @ (b'l' | b's' | b'd')) if start <= end => k,
                _ => return Err(r.invalid(format!("a comprehension span {start}..{end}"))),
            };
            comprehensions.push(crate::value::InlineComprehension {
                start,
                end,
                kind,
                line,
            });
        }
        let flags = r.u8()?;
        // A coroutine's code is a generator's too (its frame suspends at once), and an
        // asynchronous generator's a coroutine's.
        if flags >> 7 != 0
            || (flags & 16 != 0 && flags & 4 == 0)
            || (flags & 32 != 0 && flags & 16 == 0)
        {
            return Err(r.invalid(format!("code flags {flags:#x}")));
        }
        let doc = match r.u8()? {
            0 => None,
            1 => Some(Rc::from(r.str()?)),
            other => return Err(r.invalid(format!("docstring flag {other}"))),
        };
        let info = CodeInfo {
            serial: Default::default(),
            name,
            qualname,
            filename,
            module: r.context().module,
            consts,
            names,
            functions,
            local_names,
            free_names,
            nparams,
            lines,
            comprehensions,
            method: flags & 1 != 0,
            class_body: flags & 2 != 0,
            generator: flags & 4 != 0,
            coroutine: flags & 16 != 0,
            async_generator: flags & 32 != 0,
            lazy_kwargs: flags & 64 != 0,
            shim: flags & 8 != 0,
            doc,
            init_stores: Default::default(),
        };
        link(r, &info)?;
        Ok(info)
    }
}

/// Rewrites the units being written (of a code of module `module`) into the file's
/// form: symbols as indexes into its table, the module id as 0.
fn unlink(w: &mut Writer<'_, Linker<'_>>, module: u32) -> Result<(), EncodeError> {
    for (at, kind) in sites(w.units()) {
        let word = w.units()[at];
        let word = match kind {
            Site::Symbol | Site::SymbolField => {
                let sym = symbol_of(word, kind);
                let index = *w.context().index_of.get(&sym).ok_or_else(|| {
                    EncodeError::Unsupported(format!("global symbol {sym} outside the table"))
                })?;
                // why it fits: the table is in symbol order, so an index is at most its
                // symbol, which fitted.
                with_symbol(word, kind, index).ok_or_else(|| {
                    EncodeError::Unsupported(format!("global index {index} in an oparg field"))
                })?
            }
            Site::Module if decode_oparg::<Isa>(word) == module => {
                encode_unit::<Isa>(decode_opcode::<Isa>(word), 0)
            }
            Site::Module => {
                return Err(EncodeError::Unsupported(
                    "`import *` into another module".to_string(),
                ));
            }
            Site::Constant | Site::Function => continue,
        };
        w.units()[at] = word;
    }
    Ok(())
}

/// Binds the units just read to the loading run (the reverse of [`unlink`]) and checks
/// the indexes the ops do not check against `info`'s tables.
fn link(r: &mut Reader<'_, '_, Linker<'_>>, info: &CodeInfo) -> Result<(), DecodeError> {
    for (at, kind) in sites(r.units()) {
        let word = r.units()[at];
        let oparg = decode_oparg::<Isa>(word);
        let word = match kind {
            Site::Symbol | Site::SymbolField => {
                let index = symbol_of(word, kind);
                let syms = &r.context().syms;
                let (sym, len) = (syms.get(index as usize).copied(), syms.len());
                let Some(sym) = sym else {
                    return Err(r.invalid(format!("global name {index} of a table of {len}")));
                };
                // A run whose symbols grew beyond what the instruction holds (a module
                // cached by another program): its source compiles again.
                with_symbol(word, kind, sym).ok_or_else(|| {
                    r.invalid(format!(
                        "global symbol {sym} beyond its instruction's oparg"
                    ))
                })?
            }
            Site::Module if oparg == 0 => {
                encode_unit::<Isa>(decode_opcode::<Isa>(word), r.context().module)
            }
            Site::Module => return Err(r.invalid(format!("module {oparg} in `import *`"))),
            Site::Constant if (oparg as usize) < info.consts.len() => continue,
            Site::Function if (oparg as usize) < info.functions.len() => continue,
            Site::Constant | Site::Function => {
                return Err(r.invalid(format!(
                    "{kind:?} {oparg} beyond its table (instruction at {at})"
                )));
            }
        };
        r.units()[at] = word;
    }
    Ok(())
}

// ------------------------------------------------------------------ functions

/// A function's signature flags: `varargs`, `varkw`.
fn write_function(w: &mut Writer<'_, Linker<'_>>, f: &FunctionProto) -> Result<(), EncodeError> {
    w.str(&f.name)?;
    w.str(&f.qualname)?;
    w.u32(f.nparams);
    w.value(&f.params)?;
    match &f.general {
        None => w.bool(false),
        Some((sig, kwdefaults)) => {
            w.bool(true);
            w.value(&sig.names)?;
            w.u32(sig.positional);
            w.u32(sig.posonly);
            w.u32(sig.kwonly);
            w.bool(sig.varargs);
            w.bool(sig.varkw);
            w.value(kwdefaults)?;
        }
    }
    w.code(&*f.code)
}

fn read_function(r: &mut Reader<'_, '_, Linker<'_>>) -> Result<FunctionProto, DecodeError> {
    let name = Rc::from(r.str()?);
    let qualname = Rc::from(r.str()?);
    let nparams = r.u32()?;
    let params: Vec<Rc<str>> = r.value()?;
    let general = match r.bool()? {
        false => None,
        true => {
            let sig = Signature {
                names: r.value()?,
                positional: r.u32()?,
                posonly: r.u32()?,
                kwonly: r.u32()?,
                varargs: r.bool()?,
                varkw: r.bool()?,
            };
            let kwdefaults: Vec<bool> = r.value()?;
            Some((Rc::new(sig), kwdefaults))
        }
    };
    let code: Code = r.code()?;
    check_function(r, nparams, &params, general.as_ref(), &code)?;
    Ok(FunctionProto {
        name,
        qualname,
        code: Arc::new(code),
        nparams,
        params,
        general,
    })
}

/// Checks what calls trust about a function: its parameters fit its locals and match
/// its signature.
fn check_function(
    r: &Reader<'_, '_, Linker<'_>>,
    nparams: u32,
    params: &[Rc<str>],
    general: Option<&(Rc<Signature>, Vec<bool>)>,
    code: &Code,
) -> Result<(), DecodeError> {
    let nlocals = code.nlocals() as usize;
    let info = &code.extra;
    let ok = match general {
        None => nparams as usize == params.len() && params.len() <= nlocals,
        Some((sig, kwdefaults)) => {
            nparams == Function::GENERAL
                && sig.names.len() == sig.slots()
                && sig.slots() <= nlocals
                && sig.posonly <= sig.positional
                && kwdefaults.len() == sig.kwonly as usize
        }
    } && info.local_names.len() >= nlocals
        && info.nparams as usize <= nlocals;
    match ok {
        true => Ok(()),
        false => Err(r.invalid(format!(
            "function '{}' whose parameters do not fit its code",
            info.qualname
        ))),
    }
}

// ------------------------------------------------------------------ constants

/// Tags of the constants (what the compiler puts in a code's constants).
mod tag {
    pub const NONE: u8 = 0;
    pub const FALSE: u8 = 1;
    pub const TRUE: u8 = 2;
    pub const INT: u8 = 3;
    pub const FLOAT: u8 = 4;
    pub const BIGINT: u8 = 5;
    pub const STR: u8 = 6;
    pub const BYTES: u8 = 7;
    pub const TUPLE: u8 = 8;
    pub const BUILTIN: u8 = 9;
    pub const ELLIPSIS: u8 = 10;
    pub const FROZENSET: u8 = 11;
    pub const SLICE: u8 = 12;
}

fn write_const(w: &mut Writer<'_, Linker<'_>>, v: &Value) -> Result<(), EncodeError> {
    match v {
        Value::None => w.u8(tag::NONE),
        Value::Ellipsis => w.u8(tag::ELLIPSIS),
        Value::Bool(false) => w.u8(tag::FALSE),
        Value::Bool(true) => w.u8(tag::TRUE),
        Value::Int(i) => {
            w.u8(tag::INT);
            w.i64(*i);
        }
        Value::Float(f) => {
            w.u8(tag::FLOAT);
            w.f64(*f);
        }
        Value::BigInt(b) => {
            w.u8(tag::BIGINT);
            w.bytes(&b.to_signed_bytes_le())?;
        }
        Value::Str(s) => {
            w.u8(tag::STR);
            w.str(&s.s)?;
        }
        Value::Bytes(b) => {
            w.u8(tag::BYTES);
            w.bytes(&b.b)?;
        }
        Value::Tuple(t) => {
            w.u8(tag::TUPLE);
            w.len(t.0.len())?;
            w.nested(|w| t.0.iter().try_for_each(|v| write_const(w, v)))?;
        }
        // A slice of constant bounds (`x[2:]`): its three parts.
        Value::Slice(parts) => {
            w.u8(tag::SLICE);
            w.nested(|w| parts.iter().try_for_each(|v| write_const(w, v)))?;
        }
        // Its table as it is (size, then each item's position): a display of constants
        // merges it, so its order shows, and must be the compiler's.
        Value::Set(s) if s.is_frozen() => {
            let t = s.0.borrow();
            let (size, items) = t.positions();
            w.u8(tag::FROZENSET);
            w.len(size)?;
            w.len(t.len())?;
            w.nested(|w| {
                items.into_iter().try_for_each(|(at, v)| {
                    w.len(at)?;
                    write_const(w, v)
                })
            })?;
        }
        // By name: a table position means nothing to another build.
        Value::Builtin(b) if builtin_named(builtin_name(*b)) == Some(*b) => {
            w.u8(tag::BUILTIN);
            w.str(builtin_name(*b))?;
        }
        other => {
            return Err(EncodeError::Unsupported(format!(
                "a constant of type '{}'",
                other.type_name()
            )));
        }
    }
    Ok(())
}

fn read_const(r: &mut Reader<'_, '_, Linker<'_>>) -> Result<Value, DecodeError> {
    Ok(match r.u8()? {
        tag::NONE => Value::None,
        tag::ELLIPSIS => Value::Ellipsis,
        tag::FALSE => Value::Bool(false),
        tag::TRUE => Value::Bool(true),
        tag::INT => Value::Int(r.i64()?),
        tag::FLOAT => Value::Float(r.f64()?),
        tag::BIGINT => {
            let b = BigInt::from_signed_bytes_le(r.bytes()?);
            Value::from_bigint(b)
        }
        tag::STR => {
            let s = r.str()?;
            r.context().machine.constant_str(s)
        }
        tag::BYTES => Value::bytes(r.bytes()?),
        tag::TUPLE => {
            let n = r.len(1)?;
            let items = r.nested(|r| (0..n).map(|_| read_const(r)).collect())?;
            Value::tuple(items)
        }
        tag::SLICE => {
            let (a, b, c) = r.nested(|r| Ok((read_const(r)?, read_const(r)?, read_const(r)?)))?;
            Value::Slice(crate::value::obj([a, b, c]))
        }
        tag::FROZENSET => {
            // (The size is checked against the count in `from_positions` before any
            // allocation; each item takes a position and a tag at least.)
            let size = r.u32()? as usize;
            let n = r.len(5)?;
            let items: Vec<(usize, Value)> = r.nested(|r| {
                (0..n)
                    .map(|_| Ok((r.u32()? as usize, read_const(r)?)))
                    .collect()
            })?;
            match crate::value::SetTable::from_positions(size, items) {
                Some(table) => Value::frozenset(table),
                None => return Err(r.invalid("a frozenset constant's table".to_string())),
            }
        }
        tag::BUILTIN => {
            let name = r.str()?;
            match builtin_named(name) {
                Some(b) => Value::Builtin(b),
                None => return Err(r.invalid(format!("no builtin named '{name}'"))),
            }
        }
        t => return Err(r.invalid(format!("a constant tagged {t}"))),
    })
}

/// The name of builtin `b` in its table.
fn builtin_name(b: Builtin) -> &'static str {
    crate::builtins::describe(b).0
}

/// The builtin (of the builtins' own table) named `name`.
fn builtin_named(name: &str) -> Option<Builtin> {
    (0..crate::runtime::table::TABLE_SPAN)
        .map(Builtin::from_index)
        .find(|b| builtin_name(*b) == name)
}

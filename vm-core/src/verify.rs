//! The bytecode verifier: proves the invariants the dispatch loop relies on.
//!
//! [`verify`] checks that every instruction is a known opcode whose inline cache fits,
//! that superinstructions are followed by their components, that locals and jump targets
//! are in range, and — by a dataflow over every reachable instruction — that the operand
//! stack never underflows, has one depth wherever paths join, and never runs off the end
//! of the code. It returns the deepest the operand stack gets, which frames reserve up
//! front so the loop's pushes need no capacity checks.
//!
//! It also checks the parts of the instruction-set table the loop trusts (a family's
//! members share their generic's stack effect and cache size, cache fields lie inside the
//! cache, a superinstruction's components are plain one-unit instructions): the macros
//! generate tables that pass, but a hand-written table should not be able to make the
//! verifier accept code that the loop then misreads.

use std::fmt;

use crate::code::{Code, OPARG_FIELDS, decode_oparg, decode_opcode, oparg_field};
use crate::exception::Handler;
use crate::isa::{InstructionSet, OpFlags, OpInfo, OpKind};

/// Deepest operand stack the verifier accepts. A variadic op with a huge oparg could
/// otherwise ask a frame to reserve gigabytes; real code stays far below this.
pub const MAX_STACK_DEPTH: u32 = 1 << 24;

/// Most local slots a code may declare. A frame reserves and fills its locals when it is
/// pushed, so a count taken from decoded bytes must be bounded before the first call
/// (2^32 slots would be 64 GiB); real code stays far below this.
pub const MAX_LOCALS: u32 = 1 << 20;

/// Why bytecode was rejected. Offsets are unit offsets of the offending instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum VerifyError {
    /// There are no units at all: a frame would have nothing to execute.
    Empty,
    /// The code declares more than [`MAX_LOCALS`] local slots.
    TooManyLocals {
        /// The number declared.
        nlocals: u32,
    },
    /// The code has more units than a `u32` can count (the serialized format's limit).
    TooLong {
        /// Number of units.
        len: usize,
    },
    /// An instruction unit names an opcode the instruction set does not have.
    UnknownOpcode {
        /// Offset of the instruction.
        offset: usize,
        /// The opcode.
        opcode: u16,
    },
    /// The instruction set's own table entry for this opcode breaks an invariant the
    /// dispatch loop relies on (a bug in the table, not in the code).
    MalformedOp {
        /// Offset of the instruction that uses the opcode.
        offset: usize,
        /// The opcode.
        opcode: u16,
        /// What is wrong with the entry.
        reason: &'static str,
    },
    /// The instruction or its inline cache runs past the end of the code.
    TruncatedInstruction {
        /// Offset of the instruction.
        offset: usize,
    },
    /// A superinstruction is not followed by its component instructions.
    BadSuperinstruction {
        /// Offset of the superinstruction.
        offset: usize,
    },
    /// An instruction addresses a local slot the code does not have.
    LocalOutOfRange {
        /// Offset of the instruction.
        offset: usize,
        /// The slot it names.
        local: u32,
        /// Local slots of the code.
        nlocals: u32,
    },
    /// A jump whose target is not the start of an instruction.
    BadJumpTarget {
        /// Offset of the jump.
        offset: usize,
        /// Its target.
        target: u32,
    },
    /// An instruction pops more items than the operand stack holds.
    StackUnderflow {
        /// Offset of the instruction.
        offset: usize,
        /// Stack depth on entry.
        depth: u32,
        /// Items it pops.
        needs: u32,
    },
    /// Two paths reach an instruction with different stack depths.
    StackMismatch {
        /// Offset of the instruction where the paths join.
        offset: usize,
        /// The depth first recorded there.
        a: u32,
        /// The conflicting depth.
        b: u32,
    },
    /// Execution can fall through past the last unit.
    FallsOffEnd {
        /// Offset of the last instruction executed.
        offset: usize,
    },
    /// An instruction pops an absurd number of items or grows the stack beyond
    /// [`MAX_STACK_DEPTH`].
    StackOverflow {
        /// Offset of the instruction.
        offset: usize,
    },
    /// An exception-table entry's range is empty, runs past the end of the code, or does
    /// not start or end at an instruction start.
    HandlerRange {
        /// Index of the entry in the table.
        index: usize,
        /// Its start.
        start: u32,
        /// Its end.
        end: u32,
    },
    /// An exception-table entry starts before the previous one ends: the table must be
    /// sorted by offset, its ranges disjoint.
    HandlerOrder {
        /// Index of the entry in the table.
        index: usize,
    },
    /// An exception-table entry's handler is not the start of an instruction.
    HandlerTarget {
        /// Index of the entry in the table.
        index: usize,
        /// The handler offset it names.
        target: u32,
    },
    /// An instruction the entry covers may fail with fewer operands on the stack than the
    /// handler's depth, which unwinding could then not restore.
    HandlerDepth {
        /// Index of the entry in the table.
        index: usize,
        /// Offset of the covered instruction.
        offset: usize,
        /// The handler's depth.
        depth: u32,
        /// The fewest operands the instruction leaves while it runs.
        stack: u32,
    },
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Empty => write!(f, "code is empty: it needs at least one instruction"),
            VerifyError::TooLong { len } => {
                write!(
                    f,
                    "code has {len} units, more than the {} allowed",
                    u32::MAX
                )
            }
            VerifyError::UnknownOpcode { offset, opcode } => {
                write!(f, "offset {offset}: unknown opcode {opcode}")
            }
            VerifyError::MalformedOp {
                offset,
                opcode,
                reason,
            } => write!(
                f,
                "offset {offset}: the instruction-set table entry of opcode {opcode} is malformed: {reason}"
            ),
            VerifyError::TruncatedInstruction { offset } => write!(
                f,
                "offset {offset}: instruction or its inline cache runs past the end of the code"
            ),
            VerifyError::BadSuperinstruction { offset } => write!(
                f,
                "offset {offset}: superinstruction is not followed by its component instructions"
            ),
            VerifyError::LocalOutOfRange {
                offset,
                local,
                nlocals,
            } => write!(
                f,
                "offset {offset}: local {local} is out of range (the code has {nlocals} local slots)"
            ),
            VerifyError::BadJumpTarget { offset, target } => write!(
                f,
                "offset {offset}: jump to {target}, which is not the start of an instruction"
            ),
            VerifyError::StackUnderflow {
                offset,
                depth,
                needs,
            } => write!(
                f,
                "offset {offset}: stack underflow: the instruction pops {needs} items but the stack holds {depth}"
            ),
            VerifyError::StackMismatch { offset, a, b } => write!(
                f,
                "offset {offset}: paths join with different stack depths ({a} and {b})"
            ),
            VerifyError::FallsOffEnd { offset } => write!(
                f,
                "offset {offset}: execution falls through past the end of the code"
            ),
            VerifyError::TooManyLocals { nlocals } => write!(
                f,
                "the code declares {nlocals} local slots (at most {MAX_LOCALS} are allowed)"
            ),
            VerifyError::StackOverflow { offset } => write!(
                f,
                "offset {offset}: the operand stack would exceed {MAX_STACK_DEPTH} items"
            ),
            VerifyError::HandlerRange { index, start, end } => write!(
                f,
                "exception-table entry {index}: the range {start}..{end} is empty, runs past the end of the code, or does not start and end at instruction starts"
            ),
            VerifyError::HandlerOrder { index } => write!(
                f,
                "exception-table entry {index} starts before the previous entry ends (entries must be sorted and disjoint)"
            ),
            VerifyError::HandlerTarget { index, target } => write!(
                f,
                "exception-table entry {index}: the handler at {target} is not the start of an instruction"
            ),
            VerifyError::HandlerDepth {
                index,
                offset,
                depth,
                stack,
            } => write!(
                f,
                "exception-table entry {index}: the instruction at {offset} may fail with {stack} operands on the stack, fewer than the handler's depth {depth}"
            ),
        }
    }
}

impl std::error::Error for VerifyError {}

/// The table entry of `opcode`, if the instruction set has one that really is that
/// opcode. Why the second condition: `I::op` indexes `I::OPS`, and a table whose entries
/// are out of order would otherwise make one opcode be verified as another.
pub(crate) fn lookup<I: InstructionSet>(opcode: u16) -> Option<&'static OpInfo> {
    I::op(opcode).filter(|info| info.opcode == opcode)
}

/// Flags whose presence on a specialization but not on its generic would let the
/// specialization act on an oparg the verifier did not check.
const OPARG_CHECKED: OpFlags = OpFlags(
    OpFlags::SUSPEND.0
        | OpFlags::JUMP.0
        | OpFlags::LOCAL.0
        | OpFlags::LOCAL_FIELD0.0
        | OpFlags::LOCAL_FIELD1.0
        | OpFlags::LOCAL_FIELD2.0,
);
/// Flags whose presence on a generic but not on its specialization would let the
/// specialization reach an instruction the dataflow did not.
const ENDS_FLOW: OpFlags =
    OpFlags(OpFlags::NO_FALLTHROUGH.0 | OpFlags::RETURN.0 | OpFlags::SUSPEND.0);
/// Flags that end a component's execution early; only a superinstruction's last
/// component may have them (the loop runs the components back to back).
const BRANCHES: OpFlags =
    OpFlags(OpFlags::JUMP.0 | OpFlags::NO_FALLTHROUGH.0 | OpFlags::RETURN.0 | OpFlags::SUSPEND.0);

/// Checks that every cache field of `info` lies inside its cache, after the counter.
fn check_fields(info: &OpInfo) -> Result<(), &'static str> {
    for field in info.cache_fields {
        let end = field.offset as u32 + field.units as u32;
        if field.offset == 0 || field.units == 0 || end > info.cache_units as u32 {
            return Err("a cache field lies outside the inline cache or on the counter");
        }
    }
    Ok(())
}

/// Checks that specialization `s` can stand in for generic `g` wherever `g` was verified.
fn check_member(g: &OpInfo, s: &OpInfo) -> Result<(), &'static str> {
    // why: the verifier analyses a specialized instruction as its generic (deopts run
    // the generic path at the same ip), so everything it derived from the generic must
    // hold for the specialization too.
    let same_shape = g.inputs == s.inputs
        && g.variadic == s.variadic
        && g.outputs == s.outputs
        && g.variadic_outputs == s.variadic_outputs
        && g.cache_units == s.cache_units
        && g.imms == s.imms
        && g.flags.contains(OpFlags::JUMP_IMM) == s.flags.contains(OpFlags::JUMP_IMM)
        && g.flags.contains(OpFlags::DISCARDS_SENT) == s.flags.contains(OpFlags::DISCARDS_SENT);
    let oparg_ok = g.flags.contains(OpFlags(s.flags.0 & OPARG_CHECKED.0));
    let flow_ok = s.flags.contains(OpFlags(g.flags.0 & ENDS_FLOW.0));
    if !(same_shape && oparg_ok && flow_ok) {
        return Err(
            "a specialization's stack effect, cache size or control flow differs from its generic's",
        );
    }
    check_fields(s)
}

/// Checks the invariants of one table entry that the verifier and the loop rely on.
pub(crate) fn check_op<I: InstructionSet>(info: &OpInfo) -> Result<(), &'static str> {
    if info.flags.contains(OpFlags::JUMP_IMM)
        && (info.imms == 0 || !info.flags.contains(OpFlags::JUMP))
    {
        return Err(
            "an instruction whose jump target is an immediate has no immediate or does not jump",
        );
    }
    match info.kind {
        OpKind::Plain => check_fields(info),
        OpKind::Generic { members } => {
            if info.cache_units == 0 {
                return Err("an adaptive instruction has no cache unit for its counter");
            }
            check_fields(info)?;
            // why: the loop may rewrite this instruction into any member at run time,
            // so the members must be sound here even though the code does not name them.
            for &m in members {
                let member = lookup::<I>(m).ok_or("a family member is not in the table")?;
                if member.kind
                    != (OpKind::Specialized {
                        generic: info.opcode,
                    })
                {
                    return Err("a family member is not a specialization of its generic");
                }
                check_member(info, member)?;
            }
            Ok(())
        }
        OpKind::Specialized { generic } => {
            let g = lookup::<I>(generic).ok_or("a specialization's generic is not in the table")?;
            if !matches!(g.kind, OpKind::Generic { .. }) || g.cache_units == 0 {
                return Err("a specialization's generic is not an adaptive generic instruction");
            }
            check_member(g, info)
        }
        OpKind::Super { components } => {
            if components.is_empty() {
                return Err("a superinstruction has no components");
            }
            for (j, &c) in components.iter().enumerate() {
                let comp =
                    lookup::<I>(c).ok_or("a superinstruction's component is not in the table")?;
                if comp.kind != OpKind::Plain || comp.cache_units != 0 || comp.imms != 0 {
                    return Err(
                        "a superinstruction's component is not a plain, cache-free instruction",
                    );
                }
                if j + 1 < components.len() && comp.flags.0 & BRANCHES.0 != 0 {
                    return Err(
                        "only the last component of a superinstruction may branch or return",
                    );
                }
            }
            Ok(())
        }
    }
}

/// The entry whose stack effect, flags and size describe `info` at its own unit: the
/// family's generic for a specialization, the first component for a superinstruction
/// (its other components are verified as the instructions they still are), else itself.
/// Call only after [`check_op`] accepted `info`.
pub(crate) fn effective<I: InstructionSet>(info: &'static OpInfo) -> &'static OpInfo {
    match info.kind {
        OpKind::Specialized { generic } => lookup::<I>(generic).unwrap_or(info),
        OpKind::Super { components } => components
            .first()
            .and_then(|&c| lookup::<I>(c))
            .unwrap_or(info),
        _ => info,
    }
}

/// Units from this instruction's start to the next instruction's start.
pub(crate) fn step(effective: &OpInfo) -> usize {
    1 + effective.cache_units as usize + effective.imms as usize
}

/// The jump target of the jump instruction `eff` at `ip`: its oparg, or its first
/// immediate. Call only once `ip`'s instruction is known to fit in `units`.
pub(crate) fn jump_target<I: InstructionSet>(units: &[u32], ip: usize, eff: &OpInfo) -> u32 {
    if eff.flags.contains(OpFlags::JUMP_IMM) {
        units[ip + eff.imm_offset(0)]
    } else {
        decode_oparg::<I>(units[ip])
    }
}

/// Verifies `units` as code with `nlocals` local slots and no exception table for
/// instruction set `I` and returns the deepest the operand stack gets (see
/// [`verify_with_handlers`]).
pub fn verify<I: InstructionSet>(units: &[u32], nlocals: u32) -> Result<u32, VerifyError> {
    verify_with_handlers::<I>(units, nlocals, &[])
}

/// Verifies `units` as code with `nlocals` local slots and the exception table
/// `handlers` for instruction set `I` and returns the deepest the operand stack gets.
///
/// Unreachable instructions are checked for everything but stack depth (there is no
/// depth to check them against). Inline-cache units are never decoded as instructions;
/// their contents are not checked (the loop treats cached values as hints guarded at use).
///
/// The table must be sorted and disjoint, its ranges and handlers at instruction starts.
/// A handler is reached from every reachable instruction its entry covers, with the
/// entry's depth plus what it pushes (the offset, the error) on the stack; that depth
/// must agree with every other path into the handler, and no covered instruction may
/// leave fewer operands than the entry's depth while it runs (its inputs taken), since
/// unwinding drops down to that depth.
pub fn verify_with_handlers<I: InstructionSet>(
    units: &[u32],
    nlocals: u32,
    handlers: &[Handler],
) -> Result<u32, VerifyError> {
    if units.is_empty() {
        return Err(VerifyError::Empty);
    }
    if nlocals > MAX_LOCALS {
        return Err(VerifyError::TooManyLocals { nlocals });
    }
    if u32::try_from(units.len()).is_err() {
        return Err(VerifyError::TooLong { len: units.len() });
    }
    let len = units.len();

    // Pass 1: find instruction starts and check each instruction on its own.
    let mut starts = vec![false; len];
    // why: checking a table entry walks its family; do it once per opcode, not per use.
    let mut checked = vec![false; I::OPS.len()];
    let mut ip = 0;
    while ip < len {
        let word = units[ip];
        let opcode = decode_opcode::<I>(word);
        let oparg = decode_oparg::<I>(word);
        let info = lookup::<I>(opcode).ok_or(VerifyError::UnknownOpcode { offset: ip, opcode })?;
        if !checked[opcode as usize] {
            check_op::<I>(info).map_err(|reason| VerifyError::MalformedOp {
                offset: ip,
                opcode,
                reason,
            })?;
            checked[opcode as usize] = true;
        }
        let eff = effective::<I>(info);
        let size = step(eff);
        if size > len - ip {
            return Err(VerifyError::TruncatedInstruction { offset: ip });
        }
        if let OpKind::Super { components } = info.kind {
            // why: the loop runs the components from their own units, reading their own
            // opargs; each unit must still be that component (or a fusion starting with
            // it, when superinstructions chain).
            for (j, &c) in components.iter().enumerate().skip(1) {
                let ok = units
                    .get(ip + j)
                    .and_then(|&w| lookup::<I>(decode_opcode::<I>(w)))
                    .is_some_and(|comp| check_op::<I>(comp).is_ok() && comp.base() == c);
                if !ok {
                    return Err(VerifyError::BadSuperinstruction { offset: ip });
                }
            }
        }
        if eff.flags.contains(OpFlags::LOCAL) && oparg >= nlocals {
            return Err(VerifyError::LocalOutOfRange {
                offset: ip,
                local: oparg,
                nlocals,
            });
        }
        for k in 0..OPARG_FIELDS {
            let local = oparg_field(oparg, k);
            if eff.flags.contains(OpFlags::local_field(k)) && local >= nlocals {
                return Err(VerifyError::LocalOutOfRange {
                    offset: ip,
                    local,
                    nlocals,
                });
            }
        }
        starts[ip] = true;
        ip += size;
    }

    // Pass 2: jump targets, now that every start is known.
    let mut ip = 0;
    while ip < len {
        let word = units[ip];
        let eff = effective::<I>(instruction_at::<I>(word));
        if eff.flags.contains(OpFlags::JUMP) {
            let target = jump_target::<I>(units, ip, eff);
            if !starts.get(target as usize).copied().unwrap_or(false) {
                return Err(VerifyError::BadJumpTarget { offset: ip, target });
            }
        }
        ip += step(eff);
    }

    // Pass 2b: the exception table's shape, now that every start is known.
    let is_start = |at: u32| starts.get(at as usize).copied().unwrap_or(false);
    let mut covering: Vec<Option<usize>> = vec![None; len];
    for (index, h) in handlers.iter().enumerate() {
        let end_ok = h.end as usize == len || is_start(h.end);
        if h.start >= h.end || h.end as usize > len || !is_start(h.start) || !end_ok {
            return Err(VerifyError::HandlerRange {
                index,
                start: h.start,
                end: h.end,
            });
        }
        if index > 0 && handlers[index - 1].end > h.start {
            return Err(VerifyError::HandlerOrder { index });
        }
        if !is_start(h.target) {
            return Err(VerifyError::HandlerTarget {
                index,
                target: h.target,
            });
        }
        if h.entry_depth() > MAX_STACK_DEPTH as u64 {
            return Err(VerifyError::StackOverflow {
                offset: h.target as usize,
            });
        }
        for slot in &mut covering[h.start as usize..h.end as usize] {
            *slot = Some(index);
        }
    }

    // Pass 3: stack depths over every path from offset 0.
    let mut depth: Vec<Option<u32>> = vec![None; len];
    depth[0] = Some(0);
    let mut work = vec![0usize];
    let mut max = 0u32;
    while let Some(ip) = work.pop() {
        let word = units[ip];
        let oparg = decode_oparg::<I>(word);
        let eff = effective::<I>(instruction_at::<I>(word));
        let here = depth[ip].unwrap_or(0);
        let pops = eff.pops(oparg);
        let Ok(needs) = u32::try_from(pops) else {
            return Err(VerifyError::StackOverflow { offset: ip });
        };
        if needs > here {
            return Err(VerifyError::StackUnderflow {
                offset: ip,
                depth: here,
                needs,
            });
        }
        let after = (here - needs) as u64 + eff.pushes(oparg);
        if after > MAX_STACK_DEPTH as u64 {
            return Err(VerifyError::StackOverflow { offset: ip });
        }
        let after = after as u32;
        // A macro instruction's uops may push before they pop: its peak counts.
        let peak = (here - needs) as u64 + eff.peak as u64;
        if peak > MAX_STACK_DEPTH as u64 {
            return Err(VerifyError::StackOverflow { offset: ip });
        }
        max = max.max(here).max(after).max(peak as u32);

        let mut successors = [None, None, None];
        if eff.flags.contains(OpFlags::SUSPEND) {
            // The frame stops here and, when resumed, continues at the next instruction or
            // at the jump target with the value sent in pushed (dropped instead for an op
            // that discards it).
            let resume = if eff.flags.contains(OpFlags::JUMP) {
                jump_target::<I>(units, ip, eff) as usize
            } else {
                ip + step(eff)
            };
            if resume >= len {
                return Err(VerifyError::FallsOffEnd { offset: ip });
            }
            let sent = u32::from(!eff.flags.contains(OpFlags::DISCARDS_SENT));
            if after as u64 + 1 > MAX_STACK_DEPTH as u64 {
                return Err(VerifyError::StackOverflow { offset: ip });
            }
            max = max.max(after + 1);
            successors[0] = Some((resume, after + sent));
        } else {
            if !eff.flags.contains(OpFlags::NO_FALLTHROUGH) && !eff.flags.contains(OpFlags::RETURN)
            {
                let next = ip + step(eff);
                if next >= len {
                    return Err(VerifyError::FallsOffEnd { offset: ip });
                }
                successors[0] = Some((next, after));
            }
            if eff.flags.contains(OpFlags::JUMP) {
                successors[1] = Some((jump_target::<I>(units, ip, eff) as usize, after));
            }
        }
        if let Some(index) = covering[ip] {
            // why `here - needs`: an op fails after taking its inputs (the low-water mark
            // of a macro instruction, too), and unwinding drops down to the handler's
            // depth, which must not lie above the stack pointer.
            let h = &handlers[index];
            let low = here - needs;
            if h.depth > low {
                return Err(VerifyError::HandlerDepth {
                    index,
                    offset: ip,
                    depth: h.depth,
                    stack: low,
                });
            }
            let entry = h.entry_depth() as u32;
            max = max.max(entry);
            successors[2] = Some((h.target as usize, entry));
        }
        for (next, after) in successors.into_iter().flatten() {
            match depth[next] {
                None => {
                    depth[next] = Some(after);
                    work.push(next);
                }
                Some(seen) if seen != after => {
                    return Err(VerifyError::StackMismatch {
                        offset: next,
                        a: seen,
                        b: after,
                    });
                }
                Some(_) => {}
            }
        }
    }
    Ok(max)
}

/// The table entry of an instruction unit that pass 1 accepted.
fn instruction_at<I: InstructionSet>(word: u32) -> &'static OpInfo {
    // why: pass 1 proved every start decodes; the fallback keeps this panic-free anyway
    // (entry 0 is never reached because pass 1 would have returned an error).
    lookup::<I>(decode_opcode::<I>(word))
        .or_else(|| I::OPS.first())
        .unwrap_or(&FALLBACK)
}

/// A do-nothing entry used only if the table is empty (which pass 1 already rejects).
const FALLBACK: OpInfo = OpInfo {
    name: "",
    opcode: 0,
    inputs: 0,
    variadic: None,
    outputs: 0,
    variadic_outputs: None,
    peak: 0,
    cache_units: 0,
    imms: 0,
    kind: OpKind::Plain,
    flags: OpFlags(OpFlags::RETURN.0),
    cache_fields: &[],
    uops: &[],
};

/// Verifies raw units (hand-written, loaded from elsewhere, possibly hostile) and wraps
/// them as [`Code`], without fusing superinstructions.
///
/// Opcodes and inline caches are taken as given: specialized opcodes and their cached
/// values stay. Call [`Code::deoptimize`] on the result to start from a clean slate (as
/// [`Code::from_bytes`] does).
pub fn from_units<I: InstructionSet>(
    units: Vec<u32>,
    nlocals: u32,
    extra: I::Extra,
) -> Result<Code<I>, VerifyError> {
    from_parts(units, nlocals, Vec::new(), extra)
}

/// Like [`from_units`], with an exception table (see [`verify_with_handlers`]).
pub fn from_parts<I: InstructionSet>(
    units: Vec<u32>,
    nlocals: u32,
    handlers: Vec<Handler>,
    extra: I::Extra,
) -> Result<Code<I>, VerifyError> {
    let max_stack = verify_with_handlers::<I>(&units, nlocals, &handlers)?;
    Ok(Code::from_verified(
        units, nlocals, max_stack, handlers, extra,
    ))
}

/// A small hand-written instruction set shared by the unit tests of this crate.
#[cfg(test)]
pub(crate) mod test_isa {
    use crate::counter::BackoffConfig;
    use crate::error::{ErrorKind, VmError};
    use crate::isa::{CacheFieldInfo, Count, InstructionSet, OpFlags, OpInfo, OpKind};
    use crate::thread::Thread;
    use crate::value::VmValue;

    /// A tiny value type.
    #[derive(Clone, Debug, Default, PartialEq)]
    pub enum Value {
        #[default]
        None,
    }

    impl VmValue for Value {
        fn type_name(&self) -> &'static str {
            match self {
                Value::None => "NoneType",
            }
        }
    }

    /// The test instruction set.
    pub struct T;

    pub const NOP: u16 = 0;
    pub const LOAD_CONST: u16 = 1;
    pub const LOAD_FAST: u16 = 2;
    pub const STORE_FAST: u16 = 3;
    pub const BINARY_ADD: u16 = 4;
    pub const BINARY_ADD_INT: u16 = 5;
    pub const BINARY_ADD_FLOAT: u16 = 6;
    pub const POP_JUMP_IF_FALSE: u16 = 7;
    pub const JUMP: u16 = 8;
    pub const RETURN_VALUE: u16 = 9;
    pub const BUILD_LIST: u16 = 10;
    pub const LOAD_CONST__LOAD_CONST: u16 = 11;
    pub const LOAD_FAST__LOAD_CONST: u16 = 12;
    pub const POP_TOP: u16 = 13;
    /// Malformed on purpose: adaptive without a counter unit.
    pub const BAD_GENERIC: u16 = 14;
    /// Malformed on purpose: a superinstruction without components.
    pub const BAD_SUPER: u16 = 15;
    /// Malformed on purpose: its entry claims to be opcode 99.
    pub const MISPLACED: u16 = 16;
    /// Pops `u32::MAX` items per unit of oparg.
    pub const EXPLODE: u16 = 17;
    /// Pushes `MAX_STACK_DEPTH` items.
    pub const PUSH_MANY: u16 = 18;

    const fn op(name: &'static str, opcode: u16, inputs: u32, outputs: u32, flags: u16) -> OpInfo {
        OpInfo {
            name,
            opcode,
            inputs,
            variadic: None,
            outputs,
            variadic_outputs: None,
            peak: if inputs > outputs { inputs } else { outputs },
            cache_units: 0,
            imms: 0,
            kind: OpKind::Plain,
            flags: OpFlags(flags),
            cache_fields: &[],
            uops: &[],
        }
    }

    const J: u16 = OpFlags::JUMP.0;
    const NF: u16 = OpFlags::NO_FALLTHROUGH.0;
    const L: u16 = OpFlags::LOCAL.0;
    const R: u16 = OpFlags::RETURN.0;
    const F: u16 = OpFlags::FALLIBLE.0;
    const A: u16 = OpFlags::OPARG.0;

    const OPS: &[OpInfo] = &[
        op("NOP", NOP, 0, 0, 0),
        op("LOAD_CONST", LOAD_CONST, 0, 1, A),
        op("LOAD_FAST", LOAD_FAST, 0, 1, A | L),
        op("STORE_FAST", STORE_FAST, 1, 0, A | L),
        OpInfo {
            kind: OpKind::Generic {
                members: &[BINARY_ADD_INT, BINARY_ADD_FLOAT],
            },
            cache_units: 3,
            imms: 0,
            ..op("BINARY_ADD", BINARY_ADD, 2, 1, F)
        },
        OpInfo {
            kind: OpKind::Specialized {
                generic: BINARY_ADD,
            },
            cache_units: 3,
            imms: 0,
            cache_fields: &[
                CacheFieldInfo {
                    name: "version",
                    ty: "u32",
                    offset: 1,
                    units: 1,
                },
                CacheFieldInfo {
                    name: "delta",
                    ty: "i16",
                    offset: 2,
                    units: 1,
                },
            ],
            ..op("BINARY_ADD_INT", BINARY_ADD_INT, 2, 1, F)
        },
        OpInfo {
            kind: OpKind::Specialized {
                generic: BINARY_ADD,
            },
            cache_units: 3,
            imms: 0,
            cache_fields: &[CacheFieldInfo {
                name: "scale",
                ty: "f64",
                offset: 1,
                units: 2,
            }],
            ..op("BINARY_ADD_FLOAT", BINARY_ADD_FLOAT, 2, 1, F)
        },
        op("POP_JUMP_IF_FALSE", POP_JUMP_IF_FALSE, 1, 0, A | J),
        op("JUMP", JUMP, 0, 0, A | J | NF),
        op("RETURN_VALUE", RETURN_VALUE, 1, 0, R),
        OpInfo {
            variadic: Some(Count {
                per_oparg: 1,
                fixed: 0,
            }),
            ..op("BUILD_LIST", BUILD_LIST, 0, 1, A)
        },
        OpInfo {
            kind: OpKind::Super {
                components: &[LOAD_CONST, LOAD_CONST],
            },
            ..op("LOAD_CONST__LOAD_CONST", LOAD_CONST__LOAD_CONST, 0, 2, A)
        },
        OpInfo {
            kind: OpKind::Super {
                components: &[LOAD_FAST, LOAD_CONST],
            },
            ..op("LOAD_FAST__LOAD_CONST", LOAD_FAST__LOAD_CONST, 0, 2, A | L)
        },
        op("POP_TOP", POP_TOP, 1, 0, 0),
        OpInfo {
            kind: OpKind::Generic { members: &[] },
            ..op("BAD_GENERIC", BAD_GENERIC, 0, 0, 0)
        },
        OpInfo {
            kind: OpKind::Super { components: &[] },
            ..op("BAD_SUPER", BAD_SUPER, 0, 0, 0)
        },
        op("MISPLACED", 99, 0, 0, 0),
        OpInfo {
            variadic: Some(Count {
                per_oparg: u32::MAX,
                fixed: 0,
            }),
            ..op("EXPLODE", EXPLODE, 0, 0, A)
        },
        op("PUSH_MANY", PUSH_MANY, 0, super::MAX_STACK_DEPTH, 0),
    ];

    impl InstructionSet for T {
        type Value = Value;
        type Context = ();
        type Error = String;
        type Extra = ();
        type Callee = std::sync::Arc<crate::Code<Self>>;
        type Generator = ();

        const NAME: &'static str = "test";
        const FORMAT_HASH: u64 = 0x0123_4567_89ab_cdef;
        const OPS: &'static [OpInfo] = OPS;
        const BACKOFF: BackoffConfig = BackoffConfig::CPYTHON;

        unsafe fn execute(
            thread: &mut Thread<Self>,
            _ctx: &mut (),
            floor: usize,
        ) -> Result<Value, VmError<Self>> {
            Err(thread.error(ErrorKind::RecursionLimit { limit: 0 }, 0, floor))
        }
    }

    /// An instruction unit.
    pub fn ins(opcode: u16, oparg: u32) -> u32 {
        crate::code::encode::<T>(opcode, oparg)
    }
}

#[cfg(test)]
mod tests {
    use super::test_isa::*;
    use super::*;

    fn v(units: &[u32], nlocals: u32) -> Result<u32, VerifyError> {
        verify::<T>(units, nlocals)
    }

    /// `BINARY_ADD` with its three cache units.
    fn add() -> [u32; 4] {
        [ins(BINARY_ADD, 0), 17, 0, 0]
    }

    #[test]
    fn straight_line_code_reports_its_max_depth() {
        let mut code = vec![ins(LOAD_CONST, 0), ins(LOAD_FAST, 0)];
        code.extend(add());
        code.push(ins(RETURN_VALUE, 0));
        assert_eq!(v(&code, 1), Ok(2));
    }

    #[test]
    fn empty_code_is_rejected() {
        assert_eq!(v(&[], 0), Err(VerifyError::Empty));
    }

    #[test]
    fn unknown_and_misplaced_opcodes_are_rejected() {
        assert_eq!(
            v(&[ins(200, 0)], 0),
            Err(VerifyError::UnknownOpcode {
                offset: 0,
                opcode: 200
            })
        );
        assert_eq!(
            v(&[ins(NOP, 0), ins(MISPLACED, 0)], 0),
            Err(VerifyError::UnknownOpcode {
                offset: 1,
                opcode: MISPLACED
            })
        );
    }

    #[test]
    fn malformed_table_entries_are_rejected() {
        for opcode in [BAD_GENERIC, BAD_SUPER] {
            let err = v(&[ins(opcode, 0), ins(RETURN_VALUE, 0)], 0).unwrap_err();
            assert!(
                matches!(err, VerifyError::MalformedOp { offset: 0, opcode: o, .. } if o == opcode),
                "{err}"
            );
        }
    }

    #[test]
    fn truncated_cache_is_rejected() {
        let code = [
            ins(LOAD_CONST, 0),
            ins(LOAD_CONST, 0),
            ins(BINARY_ADD, 0),
            17,
            0,
        ];
        assert_eq!(
            v(&code, 0),
            Err(VerifyError::TruncatedInstruction { offset: 2 })
        );
    }

    #[test]
    fn cache_units_are_never_decoded() {
        // The cache units hold words that would be unknown opcodes (or a jump to
        // nowhere) if decoded as instructions.
        let code = [
            ins(LOAD_CONST, 0),
            ins(LOAD_CONST, 0),
            ins(BINARY_ADD, 0),
            0xffff_ffff,
            ins(JUMP, 9999),
            ins(200, 0),
            ins(RETURN_VALUE, 0),
        ];
        assert_eq!(v(&code, 0), Ok(2));
    }

    #[test]
    fn locals_are_bounds_checked() {
        let code = [ins(LOAD_FAST, 3), ins(RETURN_VALUE, 0)];
        assert_eq!(
            v(&code, 3),
            Err(VerifyError::LocalOutOfRange {
                offset: 0,
                local: 3,
                nlocals: 3
            })
        );
        assert_eq!(v(&code, 4), Ok(1));
    }

    #[test]
    fn jumps_must_land_on_instruction_starts() {
        // Offset 3 is BINARY_ADD's counter unit.
        let mut code = vec![ins(LOAD_CONST, 0), ins(LOAD_CONST, 0)];
        code.extend(add());
        code.extend([
            ins(POP_JUMP_IF_FALSE, 3),
            ins(LOAD_CONST, 0),
            ins(RETURN_VALUE, 0),
        ]);
        let err = v(&code, 0).unwrap_err();
        assert_eq!(
            err,
            VerifyError::BadJumpTarget {
                offset: 6,
                target: 3
            }
        );
        assert_eq!(
            err.to_string(),
            "offset 6: jump to 3, which is not the start of an instruction"
        );
        code[6] = ins(POP_JUMP_IF_FALSE, 100);
        assert!(matches!(
            v(&code, 0),
            Err(VerifyError::BadJumpTarget { target: 100, .. })
        ));
        code[6] = ins(POP_JUMP_IF_FALSE, 7);
        assert_eq!(v(&code, 0), Ok(2));
    }

    #[test]
    fn underflow_is_rejected() {
        let mut code = vec![ins(LOAD_CONST, 0)];
        code.extend(add());
        code.push(ins(RETURN_VALUE, 0));
        assert_eq!(
            v(&code, 0),
            Err(VerifyError::StackUnderflow {
                offset: 1,
                depth: 1,
                needs: 2
            })
        );
    }

    #[test]
    fn variadic_pops_are_checked() {
        let code = [
            ins(LOAD_CONST, 0),
            ins(LOAD_CONST, 0),
            ins(BUILD_LIST, 3),
            ins(RETURN_VALUE, 0),
        ];
        assert_eq!(
            v(&code, 0),
            Err(VerifyError::StackUnderflow {
                offset: 2,
                depth: 2,
                needs: 3
            })
        );
        let code = [
            ins(LOAD_CONST, 0),
            ins(LOAD_CONST, 0),
            ins(BUILD_LIST, 2),
            ins(RETURN_VALUE, 0),
        ];
        assert_eq!(v(&code, 0), Ok(2));
    }

    #[test]
    fn join_depths_must_agree() {
        // if x: push one more; then both paths meet at offset 5.
        let code = [
            ins(LOAD_CONST, 0),        // 0: [c]
            ins(POP_JUMP_IF_FALSE, 4), // 1: []
            ins(LOAD_CONST, 0),        // 2: [c]
            ins(LOAD_CONST, 0),        // 3: [c c]
            ins(LOAD_CONST, 0),        // 4: joins with depth 2 and 0
            ins(RETURN_VALUE, 0),
        ];
        let err = v(&code, 0).unwrap_err();
        assert!(
            matches!(err, VerifyError::StackMismatch { offset: 4, .. }),
            "{err}"
        );
    }

    #[test]
    fn falling_off_the_end_is_rejected() {
        assert_eq!(
            v(&[ins(LOAD_CONST, 0)], 0),
            Err(VerifyError::FallsOffEnd { offset: 0 })
        );
        // A loop back to the start never falls off.
        assert_eq!(v(&[ins(NOP, 0), ins(JUMP, 0)], 0), Ok(0));
    }

    #[test]
    fn unreachable_code_is_checked_structurally_only() {
        // Offset 1 would underflow if it were reachable; its local must still exist.
        let code = [ins(JUMP, 0), ins(POP_TOP, 0), ins(LOAD_FAST, 0)];
        assert_eq!(v(&code, 1), Ok(0));
        assert!(matches!(
            v(&code, 0),
            Err(VerifyError::LocalOutOfRange { offset: 2, .. })
        ));
    }

    #[test]
    fn absurd_stack_effects_overflow() {
        // A pop count beyond u32 is absurd even with a deep stack.
        let code = [ins(EXPLODE, 2), ins(RETURN_VALUE, 0)];
        assert_eq!(v(&code, 0), Err(VerifyError::StackOverflow { offset: 0 }));
        // One that fits in u32 but exceeds the depth is an underflow.
        let code = [ins(EXPLODE, 1), ins(NOP, 0), ins(JUMP, 0)];
        assert!(matches!(
            v(&code, 0),
            Err(VerifyError::StackUnderflow {
                offset: 0,
                depth: 0,
                needs: u32::MAX
            })
        ));
        // Growing past the limit overflows; reaching it exactly does not.
        let code = [ins(PUSH_MANY, 0), ins(RETURN_VALUE, 0)];
        assert_eq!(v(&code, 0), Ok(MAX_STACK_DEPTH));
        let code = [ins(LOAD_CONST, 0), ins(PUSH_MANY, 0), ins(RETURN_VALUE, 0)];
        assert_eq!(v(&code, 0), Err(VerifyError::StackOverflow { offset: 1 }));
    }

    #[test]
    fn superinstructions_need_their_components() {
        let good = [
            ins(LOAD_CONST__LOAD_CONST, 0),
            ins(LOAD_CONST, 1),
            ins(BUILD_LIST, 2),
            ins(RETURN_VALUE, 0),
        ];
        assert_eq!(v(&good, 0), Ok(2));
        let bad = [
            ins(LOAD_CONST__LOAD_CONST, 0),
            ins(LOAD_FAST, 0),
            ins(BUILD_LIST, 2),
            ins(RETURN_VALUE, 0),
        ];
        assert_eq!(
            v(&bad, 1),
            Err(VerifyError::BadSuperinstruction { offset: 0 })
        );
        assert_eq!(
            v(&[ins(LOAD_CONST__LOAD_CONST, 0)], 0),
            Err(VerifyError::BadSuperinstruction { offset: 0 })
        );
        // Chained fusion: the second unit is itself a superinstruction whose first
        // component is the first one's second component.
        let chained = [
            ins(LOAD_FAST__LOAD_CONST, 0),
            ins(LOAD_CONST__LOAD_CONST, 1),
            ins(LOAD_CONST, 2),
            ins(BUILD_LIST, 3),
            ins(RETURN_VALUE, 0),
        ];
        assert_eq!(v(&chained, 1), Ok(3));
        // The super's first component reads a local: its oparg is bounds-checked.
        assert!(matches!(
            v(&chained, 0),
            Err(VerifyError::LocalOutOfRange { offset: 0, .. })
        ));
    }

    #[test]
    fn specializations_verify_as_their_generic() {
        let code = [
            ins(LOAD_CONST, 0),
            ins(LOAD_CONST, 0),
            ins(BINARY_ADD_FLOAT, 0),
            0xdead_beef,
            0xffff_ffff,
            0x1234_5678,
            ins(RETURN_VALUE, 0),
        ];
        assert_eq!(v(&code, 0), Ok(2));
    }

    #[test]
    fn from_units_builds_verified_code() {
        let code =
            from_units::<T>(vec![ins(LOAD_CONST, 7), ins(RETURN_VALUE, 0)], 2, ()).expect("valid");
        assert_eq!(code.len(), 2);
        assert_eq!(code.nlocals(), 2);
        assert_eq!(code.max_stack(), 1);
        assert_eq!(code.oparg(0), 7);
        assert!(from_units::<T>(vec![ins(LOAD_CONST, 7)], 0, ()).is_err());
    }

    #[test]
    fn no_panic_on_arbitrary_words() {
        // A cheap deterministic fuzz: every failure must be an error, never a panic.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            let n = (x % 9) as usize + 1;
            let mut units = Vec::with_capacity(n);
            for _ in 0..n {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let opcode = (x % 20) as u16;
                let oparg = ((x >> 8) % 12) as u32;
                units.push(if x & 0x100_0000 == 0 {
                    ins(opcode, oparg)
                } else {
                    x as u32
                });
            }
            let _ = v(&units, (x % 3) as u32);
        }
    }

    fn handler(start: u32, end: u32, target: u32, depth: u32) -> Handler {
        Handler {
            start,
            end,
            target,
            depth,
            lasti: false,
        }
    }

    fn vh(units: &[u32], handlers: &[Handler]) -> Result<u32, VerifyError> {
        verify_with_handlers::<T>(units, 1, handlers)
    }

    /// 0 LOAD_CONST, 1 LOAD_CONST, 2 BINARY_ADD (+3 cache), 6 RETURN_VALUE,
    /// 7 POP_TOP (a handler at depth 0: it pops the error), 8 LOAD_CONST, 9 RETURN_VALUE.
    fn protected() -> Vec<u32> {
        let mut code = vec![ins(LOAD_CONST, 0), ins(LOAD_CONST, 0)];
        code.extend(add());
        code.extend([
            ins(RETURN_VALUE, 0),
            ins(POP_TOP, 0),
            ins(LOAD_CONST, 0),
            ins(RETURN_VALUE, 0),
        ]);
        code
    }

    #[test]
    fn a_handler_is_reached_with_its_entry_depth() {
        assert_eq!(vh(&protected(), &[handler(0, 7, 7, 0)]), Ok(2));
        // Covering only the second LOAD_CONST, the handler may keep the first one's
        // operand under the error (depth 1).
        let table = [handler(1, 2, 7, 1)];
        assert_eq!(vh(&protected(), &table), Ok(2));
        // With `lasti`, the handler starts one deeper: its path disagrees with nothing
        // here, so the code still verifies, with a deeper maximum.
        let lasti = [Handler {
            lasti: true,
            ..handler(1, 2, 7, 1)
        }];
        assert_eq!(vh(&protected(), &lasti), Ok(3));
    }

    #[test]
    fn malformed_ranges_are_rejected() {
        let code = protected();
        for (start, end) in [(3, 3), (6, 2), (0, 11), (0, 3), (3, 6), (0, 4)] {
            assert_eq!(
                vh(&code, &[handler(start, end, 7, 0)]),
                Err(VerifyError::HandlerRange {
                    index: 0,
                    start,
                    end
                }),
                "{start}..{end}"
            );
        }
        // The end may be the code's end.
        assert_eq!(vh(&code, &[handler(7, 10, 0, 0)]), Ok(2));
    }

    #[test]
    fn overlapping_or_unsorted_entries_are_rejected() {
        let code = protected();
        assert_eq!(
            vh(&code, &[handler(0, 6, 7, 0), handler(1, 2, 7, 0)]),
            Err(VerifyError::HandlerOrder { index: 1 })
        );
        assert_eq!(
            vh(&code, &[handler(1, 2, 7, 0), handler(0, 1, 7, 0)]),
            Err(VerifyError::HandlerOrder { index: 1 })
        );
        assert_eq!(
            vh(&code, &[handler(0, 1, 7, 0), handler(1, 2, 7, 0)]),
            Ok(2),
            "adjacent entries are fine"
        );
    }

    #[test]
    fn a_handler_inside_an_instruction_is_rejected() {
        for target in [3, 11, u32::MAX] {
            assert_eq!(
                vh(&protected(), &[handler(0, 2, target, 0)]),
                Err(VerifyError::HandlerTarget { index: 0, target })
            );
        }
    }

    #[test]
    fn a_handler_deeper_than_the_stack_is_rejected() {
        // ADD leaves 0 operands once it took its inputs: depth 1 cannot be restored.
        assert_eq!(
            vh(&protected(), &[handler(0, 6, 7, 1)]),
            Err(VerifyError::HandlerDepth {
                index: 0,
                offset: 0,
                depth: 1,
                stack: 0
            })
        );
        assert_eq!(
            vh(&protected(), &[handler(2, 6, 7, 1)]),
            Err(VerifyError::HandlerDepth {
                index: 0,
                offset: 2,
                depth: 1,
                stack: 0
            })
        );
    }

    #[test]
    fn a_handler_entry_depth_must_agree_with_its_other_paths() {
        // The handler at 7 is also reached by falling through from... nothing here, so
        // make two entries with different depths share it.
        let table = [handler(0, 1, 7, 0), handler(1, 2, 7, 1)];
        assert_eq!(
            vh(&protected(), &table),
            Err(VerifyError::StackMismatch {
                offset: 7,
                a: 1,
                b: 2
            })
        );
    }

    #[test]
    fn an_unreachable_covered_instruction_adds_no_path() {
        // Only the unreachable handler code (7..10) is covered, by a handler at 0 whose
        // depth no path checks: nothing is reachable that it covers.
        assert_eq!(vh(&protected(), &[handler(7, 10, 0, 5)]), Ok(2));
    }

    #[test]
    fn no_panic_on_arbitrary_tables() {
        let code = protected();
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20_000 {
            let n = (x % 4) as usize;
            let mut table = Vec::new();
            for _ in 0..n {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                table.push(Handler {
                    start: (x % 12) as u32,
                    end: ((x >> 8) % 12) as u32,
                    target: ((x >> 16) % 12) as u32,
                    depth: ((x >> 24) % 4) as u32,
                    lasti: x & 1 == 1,
                });
            }
            let _ = vh(&code, &table);
        }
    }
}

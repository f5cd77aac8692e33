//! The builder (assembler): lays out instructions with their inline caches, initializes
//! adaptive counters (CPython's quickening), resolves jump labels, verifies the result
//! and fuses superinstructions.

use std::fmt;
use std::marker::PhantomData;

use crate::code::{Code, decode_opcode, encode};
use crate::exception::{Handler, flatten};
use crate::isa::{InstructionSet, OpFlags, OpInfo, OpKind};
use crate::verify::{VerifyError, check_op, effective, lookup, step, verify_with_handlers};

/// A jump target that may be bound after the jumps to it are emitted.
///
/// A label belongs to the [`Builder`] that made it; using it with another builder is an
/// error (or, if the index happens to exist there, a jump to that builder's label).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label(usize);

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "label {}", self.0)
    }
}

/// Why building code failed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BuildError {
    /// The opcode is not in the instruction set.
    UnknownOpcode {
        /// Offset the instruction would have had.
        offset: usize,
        /// The opcode.
        opcode: u16,
    },
    /// The oparg does not fit in an instruction unit (more than the set's
    /// [`InstructionSet::MAX_OPARG`]), or a jump's resolved target does not.
    OpargTooLarge {
        /// Offset of the instruction.
        offset: usize,
        /// Its name.
        name: &'static str,
        /// The oparg (saturated at `u32::MAX` for a target beyond that).
        oparg: u32,
    },
    /// A specialization or superinstruction was emitted directly. Code is built from base
    /// opcodes; specializations appear at run time and superinstructions by fusion.
    NotABaseOpcode {
        /// Its name.
        name: &'static str,
    },
    /// [`Builder::emit_jump`] was given an instruction without the `JUMP` flag.
    NotAJump {
        /// Its name.
        name: &'static str,
    },
    /// An instruction was given another number of immediates than it has (`emit` gives
    /// none; `emit_with` and `emit_jump_with` give them).
    ImmediateCount {
        /// Its name.
        name: &'static str,
        /// Immediates it has (including a jump target).
        expected: u16,
        /// Immediates given (including a jump target).
        given: usize,
    },
    /// A label was bound a second time.
    LabelBoundTwice {
        /// The label.
        label: Label,
    },
    /// A label from another builder was used.
    ForeignLabel {
        /// The label.
        label: Label,
    },
    /// A jump's label was never bound.
    UnboundLabel {
        /// The label.
        label: Label,
    },
    /// [`Builder::end_protected`] was called with no protected range open.
    NoProtectedRange,
    /// [`Builder::finish`] was called with protected ranges still open.
    UnclosedProtectedRange {
        /// How many.
        open: usize,
    },
    /// The assembled code failed verification.
    Verify(VerifyError),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::UnknownOpcode { offset, opcode } => {
                write!(f, "offset {offset}: unknown opcode {opcode}")
            }
            BuildError::OpargTooLarge {
                offset,
                name,
                oparg,
            } => write!(
                f,
                "offset {offset}: {name} oparg {oparg} does not fit in the instruction"
            ),
            BuildError::NotABaseOpcode { name } => write!(
                f,
                "{name} is a specialization or superinstruction; emit its base instruction instead"
            ),
            BuildError::NotAJump { name } => write!(f, "{name} is not a jump instruction"),
            BuildError::ImmediateCount {
                name,
                expected,
                given,
            } => write!(
                f,
                "{name} has {expected} immediate unit(s) but was given {given}"
            ),
            BuildError::LabelBoundTwice { label } => write!(f, "{label} is bound twice"),
            BuildError::ForeignLabel { label } => {
                write!(f, "{label} was not made by this builder")
            }
            BuildError::UnboundLabel { label } => {
                write!(f, "{label} is jumped to but never bound")
            }
            BuildError::NoProtectedRange => {
                write!(f, "end_protected without a protected range open")
            }
            BuildError::UnclosedProtectedRange { open } => {
                write!(f, "{open} protected range(s) still open at finish")
            }
            // why: transparent, so the message is not repeated by `source()` chains.
            BuildError::Verify(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for BuildError {}

impl From<VerifyError> for BuildError {
    fn from(e: VerifyError) -> Self {
        BuildError::Verify(e)
    }
}

/// Assembles code for instruction set `I`.
///
/// Compiling examples: [`crate::adding_a_specialization`] and the README's quick start
/// (`emit`, `emit_jump` with a [`Label`], `bind`, `finish`).
pub struct Builder<I: InstructionSet> {
    units: Vec<u32>,
    /// Bound offset of each label, by label index.
    labels: Vec<Option<usize>>,
    /// Jumps to patch in `finish`: (instruction offset, label, the unit of the target when
    /// it is an immediate rather than the oparg).
    fixups: Vec<(usize, Label, Option<usize>)>,
    /// Open protected ranges, innermost last.
    protected: Vec<Protect>,
    /// Every instruction start with the innermost protected range open when it was
    /// emitted (`None`: unprotected), for the exception table `finish` builds.
    covered: Vec<(usize, Option<Protect>)>,
    superinstructions: bool,
    _isa: PhantomData<fn() -> I>,
}

/// A protected range's handler, as given to [`Builder::begin_protected`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Protect {
    handler: Label,
    depth: u32,
    lasti: bool,
}

impl<I: InstructionSet> Default for Builder<I> {
    fn default() -> Self {
        Self::new()
    }
}

impl<I: InstructionSet> fmt::Debug for Builder<I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Builder")
            .field("units", &self.units)
            .field("labels", &self.labels)
            .field("fixups", &self.fixups)
            .field("protected", &self.protected)
            .field("superinstructions", &self.superinstructions)
            .finish()
    }
}

impl<I: InstructionSet> Builder<I> {
    /// An empty builder that fuses superinstructions.
    pub fn new() -> Self {
        Builder {
            units: Vec::new(),
            labels: Vec::new(),
            fixups: Vec::new(),
            protected: Vec::new(),
            covered: Vec::new(),
            superinstructions: true,
            _isa: PhantomData,
        }
    }

    /// Whether [`Builder::finish`] fuses superinstructions (default `true`).
    pub fn with_superinstructions(mut self, on: bool) -> Self {
        self.superinstructions = on;
        self
    }

    /// Offset the next instruction will have.
    pub fn offset(&self) -> usize {
        self.units.len()
    }

    /// Appends an instruction and its inline cache; returns the instruction's offset.
    ///
    /// For a jump instruction `oparg` is its absolute target offset (checked by
    /// [`Builder::finish`]); prefer [`Builder::emit_jump`] with a [`Label`]. An
    /// instruction with immediates (`#[imm]`) is emitted with [`Builder::emit_with`].
    pub fn emit(&mut self, opcode: impl Into<u16>, oparg: u32) -> Result<usize, BuildError> {
        self.emit_with(opcode, oparg, &[])
    }

    /// Appends an instruction, its inline cache and its immediates `imms` (all of them,
    /// in declaration order; a `#[imm(jump)]` target is an absolute offset, checked by
    /// [`Builder::finish`]); returns the instruction's offset.
    pub fn emit_with(
        &mut self,
        opcode: impl Into<u16>,
        oparg: u32,
        imms: &[u32],
    ) -> Result<usize, BuildError> {
        let info = self.base_op(opcode.into())?;
        if imms.len() != info.imms as usize {
            return Err(BuildError::ImmediateCount {
                name: info.name,
                expected: info.imms,
                given: imms.len(),
            });
        }
        let offset = self.offset();
        if oparg > I::MAX_OPARG {
            return Err(BuildError::OpargTooLarge {
                offset,
                name: info.name,
                oparg,
            });
        }
        self.covered.push((offset, self.protected.last().copied()));
        self.units.push(encode::<I>(info.opcode, oparg));
        // why: CPython's quickening. A generic instruction starts with the warmup counter
        // so it specializes after a few executions; every other cache unit starts zeroed.
        for k in 0..info.cache_units {
            let unit = match info.kind {
                OpKind::Generic { .. } if k == 0 => I::BACKOFF.warmup.bits() as u32,
                _ => 0,
            };
            self.units.push(unit);
        }
        self.units.extend_from_slice(imms);
        Ok(offset)
    }

    /// Opens a protected range: the instructions emitted until the matching
    /// [`Builder::end_protected`] are covered by the handler at `handler` (a label bound
    /// before or after). If one of them fails, the loop drops the operands above `depth`
    /// (counted from the frame's locals), pushes the failing instruction's offset when
    /// `lasti` is set, then the error as a value (see the `#[catch]` function of the
    /// instruction set), and continues at `handler`.
    ///
    /// Ranges nest: an instruction is covered by the innermost range open when it is
    /// emitted. Nothing is emitted for the range itself (zero-cost: entering a `try`
    /// executes nothing); `finish` turns the ranges into the code's exception table.
    pub fn begin_protected(
        &mut self,
        handler: Label,
        depth: u32,
        lasti: bool,
    ) -> Result<(), BuildError> {
        if handler.0 >= self.labels.len() {
            return Err(BuildError::ForeignLabel { label: handler });
        }
        self.protected.push(Protect {
            handler,
            depth,
            lasti,
        });
        Ok(())
    }

    /// Closes the innermost protected range (see [`Builder::begin_protected`]).
    pub fn end_protected(&mut self) -> Result<(), BuildError> {
        self.protected
            .pop()
            .map(|_| ())
            .ok_or(BuildError::NoProtectedRange)
    }

    /// A new, unbound label.
    pub fn label(&mut self) -> Label {
        self.labels.push(None);
        Label(self.labels.len() - 1)
    }

    /// Binds `label` to the current offset (the next instruction emitted).
    pub fn bind(&mut self, label: Label) -> Result<(), BuildError> {
        let offset = self.offset();
        match self.labels.get_mut(label.0) {
            None => Err(BuildError::ForeignLabel { label }),
            Some(Some(_)) => Err(BuildError::LabelBoundTwice { label }),
            Some(slot) => {
                *slot = Some(offset);
                Ok(())
            }
        }
    }

    /// Appends a jump to `label` (bound before or after); returns its offset.
    pub fn emit_jump(&mut self, opcode: impl Into<u16>, label: Label) -> Result<usize, BuildError> {
        let info = self.base_op(opcode.into())?;
        if !info.flags.contains(OpFlags::JUMP) {
            return Err(BuildError::NotAJump { name: info.name });
        }
        if info.flags.contains(OpFlags::JUMP_IMM) {
            // why: its target is an immediate; the oparg and other immediates are the
            // caller's to give.
            return self.emit_jump_with(info.opcode, 0, label, &[]);
        }
        if label.0 >= self.labels.len() {
            return Err(BuildError::ForeignLabel { label });
        }
        // why: the target is patched in `finish`, when every label is bound.
        let offset = self.emit(info.opcode, 0)?;
        self.fixups.push((offset, label, None));
        Ok(offset)
    }

    /// Appends a jump to `label` whose target is its first immediate (`#[imm(jump)]`),
    /// with `oparg` and the immediates after the target; returns its offset.
    pub fn emit_jump_with(
        &mut self,
        opcode: impl Into<u16>,
        oparg: u32,
        label: Label,
        rest: &[u32],
    ) -> Result<usize, BuildError> {
        let info = self.base_op(opcode.into())?;
        if !info.flags.contains(OpFlags::JUMP_IMM) {
            return Err(BuildError::NotAJump { name: info.name });
        }
        if label.0 >= self.labels.len() {
            return Err(BuildError::ForeignLabel { label });
        }
        let mut imms = Vec::with_capacity(rest.len() + 1);
        imms.push(0);
        imms.extend_from_slice(rest);
        let offset = self.emit_with(info.opcode, oparg, &imms)?;
        self.fixups
            .push((offset, label, Some(offset + info.imm_offset(0))));
        Ok(offset)
    }

    /// Resolves jumps, verifies, fuses superinstructions (unless turned off) and returns
    /// the code with `nlocals` local slots and per-code data `extra`.
    pub fn finish(self, nlocals: u32, extra: I::Extra) -> Result<Code<I>, BuildError> {
        let Builder {
            mut units,
            labels,
            fixups,
            protected,
            covered,
            superinstructions,
            ..
        } = self;
        if !protected.is_empty() {
            return Err(BuildError::UnclosedProtectedRange {
                open: protected.len(),
            });
        }
        let resolve = |label: Label| {
            labels
                .get(label.0)
                .copied()
                .flatten()
                .ok_or(BuildError::UnboundLabel { label })
        };
        let mut covered_at = Vec::with_capacity(covered.len());
        for (offset, p) in covered {
            let handler = match p {
                None => None,
                Some(p) => Some(Handler {
                    start: 0,
                    end: 0,
                    // why no range check: the verifier rejects code longer than
                    // `u32::MAX` units, and a bound label is an offset of the code.
                    target: resolve(p.handler)? as u32,
                    depth: p.depth,
                    lasti: p.lasti,
                }),
            };
            covered_at.push((offset, handler));
        }
        let handlers = flatten(&covered_at, units.len());
        for (offset, label, imm_at) in fixups {
            let target = labels
                .get(label.0)
                .copied()
                .flatten()
                .ok_or(BuildError::UnboundLabel { label })?;
            let word = units[offset];
            if let Some(at) = imm_at {
                // why no range check: a code offset that fits the units fits a unit (the
                // verifier rejects code longer than `u32::MAX` units).
                units[at] = target as u32;
                continue;
            }
            let target = match u32::try_from(target) {
                Ok(t) if t <= I::MAX_OPARG => t,
                _ => {
                    let name = lookup::<I>(decode_opcode::<I>(word)).map_or("?", |i| i.name);
                    return Err(BuildError::OpargTooLarge {
                        offset,
                        name,
                        oparg: u32::try_from(target).unwrap_or(u32::MAX),
                    });
                }
            };
            units[offset] = encode::<I>(decode_opcode::<I>(word), target);
        }
        let mut max_stack = verify_with_handlers::<I>(&units, nlocals, &handlers)?;
        if superinstructions && fuse::<I>(&mut units) {
            // why: fusion keeps every instruction and its stack effect, so this cannot
            // fail for a table `check_op` accepts; verifying again makes that a checked
            // fact rather than an argument.
            max_stack = verify_with_handlers::<I>(&units, nlocals, &handlers)?;
        }
        Ok(Code::from_verified(
            units, nlocals, max_stack, handlers, extra,
        ))
    }

    /// The table entry of an opcode the builder may emit.
    fn base_op(&self, opcode: u16) -> Result<&'static OpInfo, BuildError> {
        let info = lookup::<I>(opcode).ok_or(BuildError::UnknownOpcode {
            offset: self.offset(),
            opcode,
        })?;
        match info.kind {
            OpKind::Specialized { .. } | OpKind::Super { .. } => {
                Err(BuildError::NotABaseOpcode { name: info.name })
            }
            _ => Ok(info),
        }
    }
}

/// Fuses superinstructions into verified `units` in place; returns whether any were.
///
/// At each instruction start, in order, the first superinstruction of `I::OPS` (in table
/// order) whose components are the plain instructions at `ip, ip + 1, ...` takes over
/// unit `ip`'s opcode, keeping its oparg. The component units stay as they are, so jumps
/// into them still work, and a fusion at `ip + 1` may follow one at `ip` (chains, as in
/// CPython 3.11).
pub(crate) fn fuse<I: InstructionSet>(units: &mut [u32]) -> bool {
    // why the kind first: checking every entry of the table (each generic walks its
    // family) for every code object built was half of what importing a cached standard
    // module cost (`collections`: 2.5M of 4.5M instructions, cachegrind); only the
    // superinstructions' entries matter here.
    let supers: Vec<(u16, &[u16])> = I::OPS
        .iter()
        .filter_map(|info| match info.kind {
            OpKind::Super { components } => Some((info, components)),
            _ => None,
        })
        .filter(|(info, _)| check_op::<I>(info).is_ok())
        .map(|(info, components)| (info.opcode, components))
        .collect();
    if supers.is_empty() {
        return false;
    }
    let mut fused = false;
    let mut ip = 0;
    while ip < units.len() {
        let Some(info) = lookup::<I>(decode_opcode::<I>(units[ip])) else {
            // why: unreachable for verified units; stop rather than guess.
            return fused;
        };
        let size = step(effective::<I>(info));
        // why: a component is plain and one unit long (check_op), so when the units at
        // ip..ip+j are components, ip+j is the next instruction start. Units after ip
        // have not been visited yet, so they still hold their emitted opcodes.
        let matches = |components: &[u16]| {
            components.iter().enumerate().all(|(j, &c)| {
                units
                    .get(ip + j)
                    .is_some_and(|&w| decode_opcode::<I>(w) == c)
            })
        };
        if let Some(&(op, _)) = supers.iter().find(|(_, c)| matches(c)) {
            units[ip] = (units[ip] & !crate::code::opcode_mask::<I>()) | op as u32;
            fused = true;
        }
        ip += size;
    }
    fused
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::counter::BackoffConfig;
    use crate::verify::test_isa::*;

    #[test]
    fn lays_out_caches_and_warmup_counters() {
        let mut b = Builder::<T>::new();
        assert_eq!(b.emit(LOAD_CONST, 0), Ok(0));
        assert_eq!(b.emit(LOAD_FAST, 1), Ok(1));
        assert_eq!(b.emit(BINARY_ADD, 0), Ok(2));
        assert_eq!(b.offset(), 6);
        assert_eq!(b.emit(RETURN_VALUE, 0), Ok(6));
        let code = b.finish(2, ()).expect("valid");
        assert_eq!(
            code.words(),
            [
                ins(LOAD_CONST, 0),
                ins(LOAD_FAST, 1),
                ins(BINARY_ADD, 0),
                BackoffConfig::CPYTHON.warmup.bits() as u32,
                0,
                0,
                ins(RETURN_VALUE, 0),
            ]
        );
        assert_eq!(code.max_stack(), 2);
        assert_eq!(code.nlocals(), 2);
        assert_eq!(code.counter(2), BackoffConfig::CPYTHON.warmup);
    }

    #[test]
    fn emit_rejects_bad_instructions() {
        let mut b = Builder::<T>::new();
        b.emit(NOP, 0).unwrap();
        assert_eq!(
            b.emit(250u16, 0),
            Err(BuildError::UnknownOpcode {
                offset: 1,
                opcode: 250
            })
        );
        assert_eq!(
            b.emit(MISPLACED, 0),
            Err(BuildError::UnknownOpcode {
                offset: 1,
                opcode: MISPLACED
            })
        );
        assert_eq!(
            b.emit(LOAD_CONST, T::MAX_OPARG + 1),
            Err(BuildError::OpargTooLarge {
                offset: 1,
                name: "LOAD_CONST",
                oparg: T::MAX_OPARG + 1
            })
        );
        assert_eq!(
            b.emit(BINARY_ADD_INT, 0),
            Err(BuildError::NotABaseOpcode {
                name: "BINARY_ADD_INT"
            })
        );
        assert_eq!(
            b.emit(LOAD_CONST__LOAD_CONST, 0),
            Err(BuildError::NotABaseOpcode {
                name: "LOAD_CONST__LOAD_CONST"
            })
        );
        // Nothing was appended by the failures.
        assert_eq!(b.offset(), 1);
        assert_eq!(b.emit(LOAD_CONST, T::MAX_OPARG), Ok(1));
    }

    #[test]
    fn labels_resolve_forward_and_backward() {
        let mut b = Builder::<T>::new();
        let top = b.label();
        let end = b.label();
        b.bind(top).unwrap();
        b.emit(LOAD_FAST, 0).unwrap();
        let j = b.emit_jump(POP_JUMP_IF_FALSE, end).unwrap();
        b.emit_jump(JUMP, top).unwrap();
        b.bind(end).unwrap();
        b.emit(LOAD_CONST, 0).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        let code = b.finish(1, ()).expect("valid");
        assert_eq!(j, 1);
        assert_eq!(code.oparg(1), 3);
        assert_eq!(code.oparg(2), 0);
    }

    #[test]
    fn label_misuse_is_an_error() {
        let mut b = Builder::<T>::new();
        let l = b.label();
        b.bind(l).unwrap();
        assert_eq!(b.bind(l), Err(BuildError::LabelBoundTwice { label: l }));
        assert_eq!(
            b.emit_jump(LOAD_CONST, l),
            Err(BuildError::NotAJump { name: "LOAD_CONST" })
        );
        let mut other = Builder::<T>::new();
        assert_eq!(other.bind(l), Err(BuildError::ForeignLabel { label: l }));
        assert_eq!(
            other.emit_jump(JUMP, l),
            Err(BuildError::ForeignLabel { label: l })
        );

        let mut b = Builder::<T>::new();
        let never = b.label();
        b.emit_jump(JUMP, never).unwrap();
        assert_eq!(
            b.finish(0, ()).unwrap_err(),
            BuildError::UnboundLabel { label: never }
        );
    }

    #[test]
    fn finish_verifies() {
        let mut b = Builder::<T>::new();
        b.emit(LOAD_CONST, 0).unwrap();
        let err = b.finish(0, ()).unwrap_err();
        assert_eq!(
            err,
            BuildError::Verify(VerifyError::FallsOffEnd { offset: 0 })
        );
        assert_eq!(
            err.to_string(),
            "offset 0: execution falls through past the end of the code"
        );
        assert_eq!(
            Builder::<T>::new().finish(0, ()).unwrap_err(),
            BuildError::Verify(VerifyError::Empty)
        );
    }

    fn build(superinstructions: bool, ops: &[(u16, u32)]) -> Vec<u32> {
        let mut b = Builder::<T>::new().with_superinstructions(superinstructions);
        for &(op, arg) in ops {
            b.emit(op, arg).unwrap();
        }
        b.finish(2, ()).expect("valid").words()
    }

    #[test]
    fn fuses_superinstructions_in_place_and_in_chains() {
        let ops = [
            (LOAD_FAST, 1),
            (LOAD_CONST, 2),
            (LOAD_CONST, 3),
            (LOAD_CONST, 4),
            (BUILD_LIST, 4),
            (RETURN_VALUE, 0),
        ];
        assert_eq!(
            build(true, &ops),
            [
                ins(LOAD_FAST__LOAD_CONST, 1),
                ins(LOAD_CONST__LOAD_CONST, 2),
                ins(LOAD_CONST__LOAD_CONST, 3),
                ins(LOAD_CONST, 4),
                ins(BUILD_LIST, 4),
                ins(RETURN_VALUE, 0),
            ]
        );
        assert_eq!(
            build(false, &ops),
            [
                ins(LOAD_FAST, 1),
                ins(LOAD_CONST, 2),
                ins(LOAD_CONST, 3),
                ins(LOAD_CONST, 4),
                ins(BUILD_LIST, 4),
                ins(RETURN_VALUE, 0),
            ]
        );
    }

    #[test]
    fn fusion_needs_every_component_in_sequence() {
        // Offset 1 is followed by BINARY_ADD and offset 6 by POP_TOP: neither fuses.
        let mut b = Builder::<T>::new();
        b.emit(LOAD_CONST, 0).unwrap();
        b.emit(LOAD_CONST, 0).unwrap();
        b.emit(BINARY_ADD, 0).unwrap();
        b.emit(LOAD_CONST, 0).unwrap();
        b.emit(POP_TOP, 0).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        let code = b.finish(0, ()).unwrap();
        assert_eq!(code.opcode(0), LOAD_CONST__LOAD_CONST);
        assert_eq!(code.opcode(1), LOAD_CONST);
        assert_eq!(code.opcode(2), BINARY_ADD);
        assert_eq!(code.opcode(6), LOAD_CONST);
    }

    #[test]
    fn protected_ranges_nest_and_must_be_closed() {
        let mut b = Builder::<T>::new();
        assert_eq!(b.end_protected(), Err(BuildError::NoProtectedRange));
        let outer = b.label();
        let inner = b.label();
        b.begin_protected(outer, 0, false).unwrap();
        b.emit(LOAD_CONST, 0).unwrap();
        b.begin_protected(inner, 1, false).unwrap();
        b.emit(LOAD_CONST, 0).unwrap();
        b.emit(POP_TOP, 0).unwrap();
        b.end_protected().unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        b.end_protected().unwrap();
        b.bind(outer).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        b.bind(inner).unwrap();
        b.emit(POP_TOP, 0).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        let code = b.finish(0, ()).expect("valid");
        let h = |start, end, target, depth| Handler {
            start,
            end,
            target,
            depth,
            lasti: false,
        };
        assert_eq!(
            code.handlers(),
            [h(0, 1, 4, 0), h(1, 3, 5, 1), h(3, 4, 4, 0)]
        );

        let mut b = Builder::<T>::new();
        let l = b.label();
        b.begin_protected(l, 0, false).unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        assert_eq!(
            b.finish(0, ()).unwrap_err(),
            BuildError::UnclosedProtectedRange { open: 1 }
        );
        let mut b = Builder::<T>::new();
        let l = b.label();
        b.begin_protected(l, 0, false).unwrap();
        b.emit(LOAD_CONST, 0).unwrap();
        b.end_protected().unwrap();
        b.emit(RETURN_VALUE, 0).unwrap();
        assert_eq!(
            b.finish(0, ()).unwrap_err(),
            BuildError::UnboundLabel { label: l }
        );
        let mut other = Builder::<T>::new();
        assert_eq!(
            other.begin_protected(l, 0, false),
            Err(BuildError::ForeignLabel { label: l })
        );
    }
}

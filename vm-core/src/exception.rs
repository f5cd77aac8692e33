//! Catchable errors: a code's exception table, and what an op raises.
//!
//! Zero-cost, as in CPython 3.11+ (`InternalDocs/exception_handling.md`): nothing executes
//! when a protected range is entered. The [`Builder`](crate::Builder) records, for every
//! instruction, the innermost handler covering it and turns that into a flat table of
//! [`Handler`] entries, sorted by offset and non-overlapping. Only when an op fails does the
//! dispatch loop look at the table (a binary search of the failing frame's entries, then of
//! each caller's): it drops the operands above the handler's depth, pushes the error as a
//! value (made by the instruction set's `#[catch]` function) and continues at the handler.
//!
//! An op raises by returning `Err(error)` (a new error: its traceback starts at the failing
//! instruction) or, with the `Raise` return shape, a [`Raise`] that also says which
//! traceback the error already has: re-raising the error a handler is handling keeps its
//! original traceback.

use crate::error::{ErrorKind, Traceback, VmError};
use crate::isa::InstructionSet;

/// One entry of an exception table: the instructions whose unit offsets lie in
/// `start..end` are protected by the handler at `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Handler {
    /// Offset of the first protected instruction.
    pub start: u32,
    /// Offset one past the last protected unit (an instruction start, or the code's end).
    pub end: u32,
    /// Offset of the handler's first instruction.
    pub target: u32,
    /// Operand-stack depth (above the locals) the handler starts from: the operands above
    /// it are dropped before the error is pushed.
    pub depth: u32,
    /// Whether the handler also receives the failing instruction's offset, pushed under
    /// the error (CPython's `lasti`; see `VmValue::from_offset`).
    pub lasti: bool,
}

impl Handler {
    /// The operand depth at the handler's first instruction: its `depth`, the offset when
    /// `lasti` is set, and the error.
    pub const fn entry_depth(&self) -> u64 {
        self.depth as u64 + self.lasti as u64 + 1
    }

    /// Whether the entry covers the instruction at `offset`.
    pub const fn covers(&self, offset: usize) -> bool {
        self.start as usize <= offset && offset < self.end as usize
    }
}

/// The entry of a verified table (sorted, non-overlapping) covering the instruction at
/// `offset`, if any.
pub fn handler_at(table: &[Handler], offset: usize) -> Option<&Handler> {
    // why a binary search: the table is searched only when an error is raised, but a
    // large function (a module body) may have hundreds of entries.
    let i = table.partition_point(|h| (h.end as usize) <= offset);
    table.get(i).filter(|h| h.covers(offset))
}

/// What an op raises: an error, with the traceback it already has, if any.
///
/// - [`Raise::new`]: a new error; its traceback starts at the raising instruction (what
///   `Err(error)` from any fallible op means).
/// - [`Raise::with_traceback`]: an error raised again by a new `raise` statement (Python's
///   `raise e` of a caught exception): the raising instruction goes in front of the
///   traceback it had.
/// - [`Raise::reraise`]: the error a handler is handling, continued as it was (Python's bare
///   `raise`): its traceback already names this frame, at the instruction that first
///   failed in it, so nothing is added for this frame.
pub struct Raise<I: InstructionSet> {
    pub(crate) kind: ErrorKind<I::Error>,
    /// The traceback it already has, outermost frame first (`None`: empty).
    ///
    /// why boxed: every op's `Result` carries a `Raise`, and the dispatch loop's register
    /// allocation follows its size: the deque inline (a word more than the `Vec` before
    /// it) cost call-heavy examples 1-5% more instructions (fib +5.2%, nbody +4.8%).
    pub(crate) traceback: Option<Box<Traceback<I>>>,
    /// Whether the raising frame gets an entry (all but a re-raise).
    pub(crate) here: bool,
}

impl<I: InstructionSet> Raise<I> {
    /// A new error raised by the instruction that returns it.
    #[cold]
    pub fn new(error: I::Error) -> Self {
        Self::kind(ErrorKind::Op(error))
    }

    /// An error of any kind raised by the instruction that returns it (the dispatch loop's
    /// own errors, such as a recursion limit, go through this too).
    #[cold]
    pub fn kind(kind: ErrorKind<I::Error>) -> Self {
        Raise {
            kind,
            traceback: None,
            here: true,
        }
    }

    /// An error that already has `traceback` (outermost first), raised again by this
    /// instruction: the instruction's frame goes in front, as CPython's `raise e` does.
    #[cold]
    pub fn with_traceback(error: I::Error, traceback: impl Into<Traceback<I>>) -> Self {
        Raise {
            kind: ErrorKind::Op(error),
            traceback: boxed(traceback.into()),
            here: true,
        }
    }

    /// The error a handler caught, raised on unchanged: its traceback (which the handler
    /// got with it from `#[catch]`) continues as it was.
    #[cold]
    pub fn reraise(error: VmError<I>) -> Self {
        Raise {
            kind: error.kind,
            traceback: boxed(error.traceback),
            here: false,
        }
    }

    /// What was raised.
    pub fn error_kind(&self) -> &ErrorKind<I::Error> {
        &self.kind
    }
}

/// `traceback` as [`Raise`] keeps it.
fn boxed<I: InstructionSet>(traceback: Traceback<I>) -> Option<Box<Traceback<I>>> {
    (!traceback.is_empty()).then(|| Box::new(traceback))
}

impl<I: InstructionSet> From<VmError<I>> for Raise<I> {
    /// An error that already carries a traceback, e.g. from a nested run of the loop (an
    /// op that called back into the interpreter): the calling frame goes in front.
    fn from(error: VmError<I>) -> Self {
        Raise {
            kind: error.kind,
            traceback: boxed(error.traceback),
            here: true,
        }
    }
}

impl<I: InstructionSet> std::fmt::Debug for Raise<I>
where
    I::Error: std::fmt::Debug,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Raise")
            .field("kind", &self.kind)
            .field("traceback", &self.traceback)
            .field("here", &self.here)
            .finish()
    }
}

/// Builds a flat exception table from the innermost handler of each instruction.
///
/// `covered` lists instruction starts in order with the handler covering each (`None`:
/// unprotected); `len` is the code's length. Adjacent instructions with equal handlers
/// merge into one entry.
pub(crate) fn flatten(covered: &[(usize, Option<Handler>)], len: usize) -> Vec<Handler> {
    let mut table: Vec<Handler> = Vec::new();
    for (k, &(start, handler)) in covered.iter().enumerate() {
        let end = covered.get(k + 1).map_or(len, |&(next, _)| next);
        let Some(h) = handler else { continue };
        match table.last_mut() {
            Some(last)
                if last.end as usize == start
                    && (last.target, last.depth, last.lasti) == (h.target, h.depth, h.lasti) =>
            {
                last.end = end as u32;
            }
            _ => table.push(Handler {
                start: start as u32,
                end: end as u32,
                ..h
            }),
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(start: u32, end: u32, target: u32) -> Handler {
        Handler {
            start,
            end,
            target,
            depth: 0,
            lasti: false,
        }
    }

    #[test]
    fn lookup_finds_the_covering_entry() {
        let table = [h(2, 5, 20), h(5, 9, 30), h(12, 13, 40)];
        let found: Vec<Option<u32>> = (0..15)
            .map(|ip| handler_at(&table, ip).map(|h| h.target))
            .collect();
        assert_eq!(
            found,
            [
                None,
                None,
                Some(20),
                Some(20),
                Some(20),
                Some(30),
                Some(30),
                Some(30),
                Some(30),
                None,
                None,
                None,
                Some(40),
                None,
                None
            ]
        );
        assert_eq!(handler_at(&[], 0), None);
    }

    #[test]
    fn flatten_merges_runs_and_splits_nesting() {
        let outer = Some(h(0, 0, 50));
        let inner = Some(Handler {
            depth: 1,
            ..h(0, 0, 60)
        });
        // 0 unprotected, 1-2 outer, 3-4 inner (nested inside outer), 5 outer again.
        let covered = [
            (0, None),
            (1, outer),
            (3, outer),
            (4, inner),
            (6, inner),
            (8, outer),
        ];
        assert_eq!(
            flatten(&covered, 10),
            [
                h(1, 4, 50),
                Handler {
                    depth: 1,
                    ..h(4, 8, 60)
                },
                h(8, 10, 50)
            ]
        );
    }
}

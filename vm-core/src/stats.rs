//! Per-opcode statistics, recorded by the generated loop when the `stats` feature is on.
//!
//! With the feature off, [`Stats`] is a zero-sized type whose methods are empty and
//! `#[inline(always)]`: the loop compiles to the same code as if they were not there.

/// Whether this build records statistics.
pub const ENABLED: bool = cfg!(feature = "stats");

#[cfg(feature = "stats")]
pub use enabled::Stats;

#[cfg(not(feature = "stats"))]
pub use disabled::Stats;

#[cfg(feature = "stats")]
mod enabled {
    use std::collections::BTreeMap;

    /// Counts per opcode, indexed by opcode byte.
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    pub struct Stats {
        /// Times each opcode was dispatched.
        pub executions: Vec<u64>,
        /// Specialized executions whose guards held.
        pub hits: Vec<u64>,
        /// Specialized executions whose guards failed (the generic path ran).
        pub misses: Vec<u64>,
        /// Times a specialized instruction was rewritten away after its misses.
        pub deopts: Vec<u64>,
        /// Generic executions whose counter did not trigger.
        pub deferred: Vec<u64>,
        /// Successful specializations, by the generic opcode.
        pub spec_success: Vec<u64>,
        /// Failed specializations, by the generic opcode.
        pub spec_failure: Vec<u64>,
        /// Failed specializations by (generic opcode, reason).
        pub failure_reasons: BTreeMap<(u16, String), u64>,
        /// Consecutive opcode pairs: `pairs[prev * n + next]` (empty for a set of more
        /// than [`MAX_PAIR_OPCODES`] opcodes, whose table would be too large).
        pub pairs: Vec<u64>,
        /// Number of opcodes.
        pub n: usize,
        prev: Option<u16>,
    }

    /// Most opcodes a set may have for its pairs to be counted (a dense `n * n` table: 8
    /// MiB at this size).
    pub const MAX_PAIR_OPCODES: usize = 1024;

    impl Stats {
        /// Empty counts for `n` opcodes.
        pub fn new(n: usize) -> Self {
            let pairs = if n <= MAX_PAIR_OPCODES { n * n } else { 0 };
            Stats {
                executions: vec![0; n],
                hits: vec![0; n],
                misses: vec![0; n],
                deopts: vec![0; n],
                deferred: vec![0; n],
                spec_success: vec![0; n],
                spec_failure: vec![0; n],
                failure_reasons: BTreeMap::new(),
                pairs: vec![0; pairs],
                n,
                prev: None,
            }
        }

        /// Clears every count.
        pub fn reset(&mut self) {
            *self = Stats::new(self.n);
        }

        /// One dispatch of `op` (also counts the pair with the previous dispatch).
        #[inline]
        pub fn execution(&mut self, op: u16) {
            self.executions[op as usize] += 1;
            if let Some(prev) = self.prev
                && let Some(pair) = self.pairs.get_mut(prev as usize * self.n + op as usize)
            {
                *pair += 1;
            }
            self.prev = Some(op);
        }

        /// Ends a pair chain (a frame switch), so pairs only count straight-line sequences.
        #[inline]
        pub fn break_pair(&mut self) {
            self.prev = None;
        }

        /// A specialized execution whose guards held.
        #[inline]
        pub fn hit(&mut self, op: u16) {
            self.hits[op as usize] += 1;
        }

        /// A specialized execution whose guards failed.
        #[inline]
        pub fn miss(&mut self, op: u16) {
            self.misses[op as usize] += 1;
        }

        /// A specialized instruction rewritten away.
        #[inline]
        pub fn deopt(&mut self, op: u16) {
            self.deopts[op as usize] += 1;
        }

        /// A generic execution whose counter did not trigger.
        #[inline]
        pub fn deferred(&mut self, op: u16) {
            self.deferred[op as usize] += 1;
        }

        /// A successful specialization of the family of `generic`.
        #[inline]
        pub fn spec_success(&mut self, generic: u16) {
            self.spec_success[generic as usize] += 1;
        }

        /// A failed specialization of the family of `generic`, with its reason.
        #[inline]
        pub fn spec_failure(&mut self, generic: u16, reason: impl FnOnce() -> String) {
            self.spec_failure[generic as usize] += 1;
            *self.failure_reasons.entry((generic, reason())).or_insert(0) += 1;
        }
    }
}

#[cfg(not(feature = "stats"))]
mod disabled {
    /// Statistics are off in this build (enable `vm-core`'s `stats` feature): this type is
    /// empty and recording costs nothing.
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    pub struct Stats;

    #[allow(missing_docs)]
    impl Stats {
        pub fn new(_n: usize) -> Self {
            Stats
        }
        pub fn reset(&mut self) {}
        #[inline(always)]
        pub fn execution(&mut self, _op: u16) {}
        #[inline(always)]
        pub fn break_pair(&mut self) {}
        #[inline(always)]
        pub fn hit(&mut self, _op: u16) {}
        #[inline(always)]
        pub fn miss(&mut self, _op: u16) {}
        #[inline(always)]
        pub fn deopt(&mut self, _op: u16) {}
        #[inline(always)]
        pub fn deferred(&mut self, _op: u16) {}
        #[inline(always)]
        pub fn spec_success(&mut self, _generic: u16) {}
        #[inline(always)]
        pub fn spec_failure(&mut self, _generic: u16, _reason: impl FnOnce() -> String) {}
    }
}

//! The adaptive backoff counter of CPython's `pycore_backoff.h`.
//!
//! A counter is 16 bits: a 12-bit countdown `value` and a 4-bit `backoff` exponent. A
//! generic instruction decrements its counter on every execution; when the value reaches
//! zero the counter *triggers* and the specializer runs. A failed specialization restarts
//! the counter with the next exponent (`2^(backoff+1) - 1`, capped at `2^12 - 1`), so a
//! site that cannot be specialized is retried ever more rarely. A successful one stores the
//! *cooldown* counter, which then counts the specialized instruction's misses: when it
//! triggers, the instruction is specialized again (or falls back to generic).

/// Number of bits of the backoff exponent.
pub const BACKOFF_BITS: u32 = 4;
/// Largest backoff exponent: after this many failures the retry gap stays at `2^12`.
pub const MAX_BACKOFF: u16 = 12;
/// Exponent value that marks a counter which never triggers.
pub const UNREACHABLE_BACKOFF: u16 = 15;
/// Largest countdown value (12 bits).
pub const MAX_VALUE: u16 = (1 << (16 - BACKOFF_BITS)) - 1;

/// A 16-bit backoff counter, stored in the first inline-cache unit of an adaptive instruction.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Backoff(u16);

impl Backoff {
    /// A counter with the given countdown `value` (at most [`MAX_VALUE`]) and `backoff` exponent.
    pub const fn new(value: u16, backoff: u16) -> Self {
        assert!(value <= MAX_VALUE, "backoff counter value exceeds 12 bits");
        assert!(
            backoff <= UNREACHABLE_BACKOFF,
            "backoff exponent exceeds 4 bits"
        );
        Backoff((value << BACKOFF_BITS) | backoff)
    }

    /// Rebuilds a counter from its raw 16 bits (as stored in a code unit).
    pub const fn from_bits(bits: u16) -> Self {
        Backoff(bits)
    }

    /// The raw 16 bits.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The countdown value (12 bits).
    pub const fn value(self) -> u16 {
        self.0 >> BACKOFF_BITS
    }

    /// The backoff exponent (4 bits).
    pub const fn backoff(self) -> u16 {
        self.0 & ((1 << BACKOFF_BITS) - 1)
    }

    /// Whether the countdown reached zero (and the counter is not unreachable).
    #[inline(always)]
    pub const fn triggers(self) -> bool {
        self.0 < UNREACHABLE_BACKOFF
    }

    /// One execution later: the countdown decremented. Call only when it does not trigger.
    #[inline(always)]
    pub const fn advance(self) -> Self {
        if self.backoff() == UNREACHABLE_BACKOFF {
            self
        } else {
            Backoff(self.0.wrapping_sub(1 << BACKOFF_BITS))
        }
    }

    /// The counter after a failed specialization: the next exponent, countdown `2^exp - 1`.
    pub const fn restart(self) -> Self {
        let backoff = self.backoff();
        if backoff < MAX_BACKOFF {
            Backoff::new((1 << (backoff + 1)) - 1, backoff + 1)
        } else {
            Backoff::new((1 << MAX_BACKOFF) - 1, MAX_BACKOFF)
        }
    }

    /// A counter that never triggers (used for instructions that must not adapt).
    pub const fn unreachable() -> Self {
        Backoff::new(0, UNREACHABLE_BACKOFF)
    }
}

impl std::fmt::Debug for Backoff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Backoff(value={}, backoff={})",
            self.value(),
            self.backoff()
        )
    }
}

/// The counter constants of one instruction set (overridable in its module attribute).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BackoffConfig {
    /// Counter stored by the builder in every adaptive instruction (CPython: value 1, backoff 1).
    pub warmup: Backoff,
    /// Counter stored after a successful specialization; it counts misses (CPython: 52, 0).
    pub cooldown: Backoff,
}

impl BackoffConfig {
    /// CPython 3.13's constants.
    pub const CPYTHON: BackoffConfig = BackoffConfig {
        warmup: Backoff::new(1, 1),
        cooldown: Backoff::new(52, 0),
    };
}

impl Default for BackoffConfig {
    fn default() -> Self {
        Self::CPYTHON
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warmup_triggers_on_second_execution() {
        let c = BackoffConfig::CPYTHON.warmup;
        assert!(!c.triggers());
        assert!(c.advance().triggers());
    }

    #[test]
    fn restart_doubles_the_gap_up_to_4096() {
        let mut c = Backoff::new(0, 1);
        let mut gaps = vec![];
        for _ in 0..14 {
            c = c.restart();
            gaps.push(c.value() + 1);
        }
        assert_eq!(
            gaps,
            [
                4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 4096, 4096, 4096
            ]
        );
    }

    #[test]
    fn unreachable_never_triggers() {
        let c = Backoff::unreachable();
        assert!(!c.triggers());
        assert_eq!(c.advance(), c);
    }
}

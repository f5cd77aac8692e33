//! Bits of a comparison's outcome, and of a branch byte's mask of outcomes that make its
//! comparison true (`<=` is `LT | EQ`; `!=` includes `UNORDERED`, NaN being unequal): the
//! last oparg field of the compare-and-branch instructions, which the compiler encodes
//! and `--dis` decodes.

pub const LT: u32 = 1;
pub const EQ: u32 = 2;
pub const GT: u32 = 4;
pub const UNORDERED: u32 = 8;
/// In a branch byte: jump when the comparison is true (else when it is false).
pub const JUMP_IF_TRUE: u32 = 16;

/// The branch byte for comparison `op` (`crate::ops::cmp`) jumping when `when`.
pub fn branch(op: u32, when: bool) -> u32 {
    use crate::ops::cmp;
    let mask = match op {
        cmp::LT => LT,
        cmp::LE => LT | EQ,
        cmp::EQ => EQ,
        cmp::NE => LT | GT | UNORDERED,
        cmp::GT => GT,
        _ => GT | EQ,
    };
    mask | if when { JUMP_IF_TRUE } else { 0 }
}

/// The comparison (`crate::ops::cmp`) and the polarity of a branch byte.
pub fn decode(branch: u32) -> (u32, bool) {
    use crate::ops::cmp;
    let op = match branch & 15 {
        LT => cmp::LT,
        m if m == LT | EQ => cmp::LE,
        EQ => cmp::EQ,
        GT => cmp::GT,
        m if m == GT | EQ => cmp::GE,
        _ => cmp::NE,
    };
    (op, branch & JUMP_IF_TRUE != 0)
}

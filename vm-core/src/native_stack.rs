//! How much of the native (Rust) stack is left, so that a nested run fails with
//! [`crate::ErrorKind::RecursionLimit`] instead of overflowing the thread's stack.
//!
//! Interpreted calls cost no native stack (the loop pushes a frame and goes on), but an
//! op that must run interpreted code in the middle of its work ([`crate::Interp::call`]: a
//! user's `__repr__` called by `repr`, an `__eq__` called by a dict probe) recurses into a
//! new run of the loop, as CPython's C code recurses into its eval loop. The frames such a
//! run pushes count against the recursion limit, but the limit is the program's to raise
//! (`sys.setrecursionlimit(10**6)`), and a debug build's loop takes far more native stack
//! per run than a release build's: neither may turn a deep recursion into a native stack
//! overflow, which aborts the process. So every run first checks that one more level, as
//! deep as the last one, still leaves a margin.
//!
//! Measured on vm-std (a `__repr__` that calls `repr(self)`, on its 256 MiB interpreter
//! thread): a level takes about 20 KiB in a release build (13,337 levels before the check
//! refused one) and about 1 MiB in a debug build (246 levels).

/// Native stack left over after the next level, for what runs without a check: an op's
/// own bounded native recursion (comparing or formatting containers nested up to their
/// depth limit) and the unwinding of the error that refuses the level.
pub const NATIVE_STACK_MARGIN: usize = if cfg!(debug_assertions) {
    1 << 20
} else {
    256 << 10
};

/// The address of the native stack here (where a run is entered).
#[inline(always)]
pub(crate) fn position() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// Whether a run entered at `here`, nested in one entered at `outer`, would leave less
/// than [`NATIVE_STACK_MARGIN`] once it takes as much native stack as that one took to get
/// here. Never, where the platform cannot tell how much is left.
#[inline]
pub(crate) fn too_low(outer: usize, here: usize) -> bool {
    // Stacks grow down on every target this runs on; upward, the estimate is 0.
    let level = outer.saturating_sub(here);
    stacker::remaining_stack().is_some_and(|left| left < level + NATIVE_STACK_MARGIN)
}

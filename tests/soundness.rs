//! Compile-fail tests of the runtime's soundness boundary: each case in `tests/soundness/`
//! is code that used to compile without `unsafe` and could break the dispatch loop's
//! invariants (a stack pointer past the values, a frame with made-up offsets, a stale
//! stack pointer after a panic). The fields are private now and the loop's own entry
//! points are `unsafe` with written contracts, so each case must fail to compile; its
//! `.stderr` shows how (refresh with `TRYBUILD=overwrite cargo test --test soundness`).

#[test]
fn soundness_holes_do_not_compile() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/soundness/*.rs");
}

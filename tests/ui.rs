//! Compile-fail tests of `#[instruction_set]`'s diagnostics: every case in `tests/ui/` is a
//! small module with one mistake (or two, in `two_mistakes.rs`), and its `.stderr` is the
//! exact error the user sees. See `docs/diagnostics.md` for the style the messages follow
//! and how to refresh the snapshots (`TRYBUILD=overwrite cargo test --test ui`).

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}

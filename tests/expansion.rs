//! Snapshot of what `#[instruction_set]` emits for the toy calculator, pretty-printed, so
//! a reviewer can read the generated code (`tests/snapshots/expansion__calc.snap`). After
//! an intended change to the generator, refresh it with
//! `INSTA_UPDATE=always cargo test --test expansion` and review the diff.

#[allow(dead_code, unused_imports)]
#[path = "../vm-macros/src/expand/mod.rs"]
mod expand;

use quote::ToTokens;

/// Expands the attributed module of `source` the way the compiler would.
fn expand_module(source: &str, module: &str) -> String {
    let file = syn::parse_file(source).expect("the toy set parses");
    let item = file
        .items
        .iter()
        .find_map(|item| match item {
            syn::Item::Mod(m) if m.ident == module => Some(m.clone()),
            _ => None,
        })
        .expect("module exists");
    let mut item = item;
    let attr_index = item
        .attrs
        .iter()
        .position(|a| {
            a.path()
                .segments
                .last()
                .is_some_and(|s| s.ident == "instruction_set")
        })
        .expect("module has #[instruction_set]");
    let attr = item.attrs.remove(attr_index);
    let args = match attr.meta {
        syn::Meta::List(list) => list.tokens,
        _ => panic!("attribute has arguments"),
    };
    let expanded = expand::expand(args, item.into_token_stream());
    let file: syn::File = syn::parse2(expanded).expect("the expansion is valid Rust syntax");
    prettyplease::unparse(&file)
}

#[test]
fn calculator_expansion() {
    let source = include_str!("common/calc.rs");
    let expanded = expand_module(source, "calc");
    assert!(expanded.contains("pub enum Opcode"));
    assert!(
        !expanded.contains("compile_error"),
        "the toy set has no errors"
    );
    insta::assert_snapshot!("calc", expanded);
}

/// The macro inlines every op into the loop, except one that says otherwise: the toy
/// set's `load_const` carries `#[inline(never)]`, which must reach the compiler alone
/// (behind a second, forced `#[inline(always)]` it was ignored with a warning).
#[test]
fn an_ops_own_inline_attribute_is_kept() {
    let expanded = expand_module(include_str!("common/calc.rs"), "calc");
    let attrs_before = |f: &str| -> Vec<String> {
        let at = expanded
            .find(&format!("fn {f}("))
            .expect("the op is emitted");
        expanded[..at]
            .lines()
            .rev()
            .skip(1)
            .take_while(|l| l.trim_start().starts_with("#[") || l.trim_start().starts_with("///"))
            .filter(|l| l.trim_start().starts_with("#[inline"))
            .map(|l| l.trim().to_string())
            .collect()
    };
    assert_eq!(attrs_before("load_const"), ["#[inline(never)]"]);
    assert_eq!(attrs_before("load_local"), ["#[inline(always)]"]);
}

/// The arms of generic instructions and the miss paths of specializations call
/// `cold_path()` (so the specialized fast paths get the registers), unless the module
/// attribute says `cold_generics = false`; the fast paths never do.
#[test]
fn generic_arms_are_cold_unless_turned_off() {
    let source = include_str!("common/calc.rs");
    let cold = expand_module(source, "calc");
    let hints = cold.matches("::core::hint::cold_path();").count();
    let families = cold.matches("fn __vm_specialize_").count();
    let misses = cold.matches("__vm_th.stats.miss(").count();
    assert!(
        families > 0 && misses > 0,
        "the calculator has families with members"
    );
    assert_eq!(
        hints,
        families + misses,
        "one hint per generic arm and per miss path"
    );
    for (k, _) in cold.match_indices("__vm_th.stats.miss(") {
        let before = cold[..k].trim_end();
        assert!(
            before.ends_with("::core::hint::cold_path();"),
            "a miss path starts cold"
        );
    }

    let attr = "#[vm_core::instruction_set(";
    assert!(source.contains(attr));
    let off = source.replacen(attr, &format!("{attr}cold_generics = false, "), 1);
    let warm = expand_module(&off, "calc");
    assert!(!warm.contains("cold_path"));
}

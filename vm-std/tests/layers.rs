//! The crate's layering, checked on its source: a module names only modules of lower
//! layers (CPython's `Objects/` never includes `Python/ceval.c`'s internals), so each
//! layer can be read and tested without the ones above it. `vm-std/README.md` draws the
//! layers; a new module gets its layer here.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The layer of each top-level module, lowest first. A module may name (`crate::x`) only
/// modules of a lower layer; modules of one layer are independent of each other.
const LAYERS: &[(&str, u32)] = &[
    ("error", 0),
    ("alloc", 0),
    ("value", 1),
    ("strfmt", 2),
    ("ops", 3),
    ("runtime", 4),
    ("methods", 5),
    ("object", 6),
    ("stdlib", 7),
    ("builtins", 8),
    ("call", 9),
    ("isa", 10),
    ("compiler", 11),
    ("runner", 12),
    // The crate root declares every module and re-exports the runner's entry points.
    ("lib", 13),
];

/// The one exception, with its reason in the file: a function value holds its compiled
/// code, whose type `vm_core::Code<Isa>` the instruction-set macro generates at the top.
const EXCEPTIONS: &[(&str, &str)] = &[("value/function.rs", "isa")];

fn layer(module: &str) -> u32 {
    LAYERS
        .iter()
        .find(|(m, _)| *m == module)
        .map(|(_, l)| *l)
        .unwrap_or_else(|| panic!("module `{module}` has no layer in tests/layers.rs"))
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("read src") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text of a source file without its comments (so that docs may mention any module).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules a file names as `crate::x`, `crate::{x, y}` or `$crate::x`.
fn named_modules(code: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // Top-level items of the group: `crate::{a, b::{c, d}}` names a and b.
            let mut depth = 0;
            let mut start = true;
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && !c.is_whitespace() => {
                        out.insert(ident(&group[j..]));
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.retain(|m| !m.is_empty() && m != "self");
    out
}

#[test]
fn lower_layers_never_name_higher_ones() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut wrong = Vec::new();
    for path in &files {
        let rel = path.strip_prefix(&src).expect("under src");
        let rel_text = rel.to_string_lossy().replace('\\', "/");
        if rel_text == "main.rs" {
            continue; // The command: it uses the crate as a library, from outside.
        }
        let module = rel_text
            .split('/')
            .next()
            .expect("a path")
            .trim_end_matches(".rs");
        let code = code_of(&fs::read_to_string(path).expect("read source"));
        for named in named_modules(&code) {
            if named == module || layer(&named) < layer(module) {
                continue;
            }
            if EXCEPTIONS.contains(&(rel_text.as_str(), named.as_str())) {
                continue;
            }
            wrong.push(format!(
                "{rel_text} (layer {}) names crate::{named} (layer {})",
                layer(module),
                layer(&named)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_exception_is_documented_where_it_is() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (file, module) in EXCEPTIONS {
        let text = fs::read_to_string(src.join(file)).expect("read source");
        assert!(
            text.contains("THE ONE EXCEPTION TO THE LAYERING"),
            "{file} names crate::{module} without saying why"
        );
    }
}

#[test]
fn the_scanner_sees_every_form_of_path() {
    let code = "use crate::value::{Value, num};\nuse crate::{builtins, methods::{self, x}};\n\
                let v = crate::ops::len(x);\n$crate::strfmt::f()";
    let names: Vec<String> = named_modules(code).into_iter().collect();
    assert_eq!(names, ["builtins", "methods", "ops", "strfmt", "value"]);
    assert_eq!(code_of("a // crate::isa\nb"), "a \nb");
}

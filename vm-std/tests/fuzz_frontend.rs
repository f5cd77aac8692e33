//! Fuzz target: vm-std's front end. Programs of the conformance corpus and the examples
//! are mutated (lines deleted, duplicated, swapped or taken from another program; tokens
//! deleted, duplicated, replaced or inserted; random characters; truncation; deep
//! nesting of every kind the grammar allows: brackets, prefix operators, chains of
//! binary operators, powers, conditionals, lambdas, attributes, subscripts, calls,
//! indented blocks), or made of random tokens. `vm_std::run_source_to` must answer with a
//! compile error or run the program to its end or an exception, with and without
//! specialization: a panic, an abort or a signal fails. Runs are in-process in a child
//! the test watches (`tests/fuzz/mod.rs`), under a time limit per case (vm-std has no step
//! limit: a mutated loop may never end) and a virtual-memory limit (an allocation the
//! program cannot have must be `MemoryError`, as CPython's).
//!
//! `cargo test -p vm-std --test fuzz_frontend` runs the smoke pass; `scripts/fuzz.sh
//! frontend N` the long one.

#[path = "../../tests/fuzz/mod.rs"]
mod fuzz;

use std::io::Write;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

use arbitrary::Unstructured;
use vm_std::RunOptions;

/// A corpus program: its path (imports resolve beside it) and its text.
struct Program {
    path: String,
    source: String,
}

/// The conformance corpus (its error programs included) and the examples, less the
/// programs that use files or standard input (a mutated name could write anywhere).
fn corpus() -> &'static [Program] {
    static CORPUS: OnceLock<Vec<Program>> = OnceLock::new();
    CORPUS.get_or_init(|| {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut files = Vec::new();
        for dir in ["tests/conformance", "tests/conformance/errors", "examples"] {
            let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
                continue;
            };
            for e in entries.flatten() {
                let path = e.path();
                if path.extension().is_some_and(|x| x == "py") {
                    files.push(path);
                }
            }
        }
        files.sort();
        files
            .into_iter()
            .filter_map(|path| {
                let source = std::fs::read_to_string(&path).ok()?;
                let unsafe_io = ["open(", "input(", "stdin"];
                if unsafe_io.iter().any(|w| source.contains(w)) || source.len() > 12_000 {
                    return None;
                }
                let path = std::path::absolute(&path).ok()?;
                Some(Program {
                    path: path.to_string_lossy().into_owned(),
                    source,
                })
            })
            .collect()
    })
}

/// Tokens to insert or replace with: keywords, operators, brackets, literals that make
/// the runtime work hard (big powers, huge repeats), odd characters.
const VOCABULARY: &[&str] = &[
    "if",
    "else",
    "elif",
    "while",
    "for",
    "in",
    "not",
    "and",
    "or",
    "def",
    "class",
    "return",
    "yield",
    "yield from",
    "lambda",
    "try",
    "except",
    "finally",
    "with",
    "as",
    "raise",
    "from",
    "import",
    "global",
    "nonlocal",
    "del",
    "pass",
    "break",
    "continue",
    "assert",
    "async",
    "await",
    "is",
    "None",
    "True",
    "False",
    "self",
    "super()",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ":",
    ",",
    ".",
    ";",
    "=",
    "==",
    "!=",
    "<",
    ">",
    "<=",
    ">=",
    "+",
    "-",
    "*",
    "/",
    "//",
    "%",
    "**",
    "<<",
    ">>",
    "&",
    "|",
    "^",
    "~",
    "@",
    "+=",
    "-=",
    "*=",
    "**=",
    ":=",
    "->",
    "...",
    "*args",
    "**kw",
    "0",
    "1",
    "-1",
    "2**64",
    "10**100",
    "1e308",
    "1e-320",
    "0.1",
    "float('nan')",
    "float('inf')",
    "'abc'",
    "''",
    "b'x'",
    "f'{x}'",
    "f'{",
    "\"\"\"",
    "'",
    "\"",
    "#",
    "\\",
    "\n",
    "\n    ",
    "\t",
    "\r",
    "\x0c",
    "\0",
    "é",
    "\u{200b}",
    "x",
    "y",
    "i",
    "n",
    "print",
    "len",
    "range",
    "list",
    "dict",
    "set",
    "str",
    "int",
    "object",
    "Exception",
    "__init__",
    "__class__",
    "__dict__",
    "__getattr__",
    "__eq__",
    "__hash__",
    "__iter__",
    "__next__",
    "__len__",
    "__index__",
    "__del__",
    "__slots__",
    "globals()",
    "locals()",
    "exec",
    "eval",
    "sys",
    "gc.collect()",
    "sys.setrecursionlimit(10**6)",
    "sys.setrecursionlimit(1)",
    "*",
    "**",
    "[0] * 10**9",
    "'x' * 2**40",
    "range(10**18)",
    "10**10**6",
];

/// Depths to nest to: around vm-std's and CPython's limits (200 brackets, 1000 frames,
/// 3000 prefix operators), and far beyond.
const DEPTHS: &[usize] = &[
    5, 50, 99, 100, 101, 199, 200, 201, 999, 1000, 1001, 2999, 3000, 3001, 10_000, 100_000,
];

/// A line nested `n` deep in one of the grammar's ways.
fn nested(u: &mut Unstructured, n: usize) -> arbitrary::Result<String> {
    let rep = |s: &str, k: usize| s.repeat(k);
    Ok(match u.int_in_range(0..=15u8)? {
        0 => format!("x = {}1{}\n", rep("(", n), rep(")", n)),
        1 => format!("x = {}{}\n", rep("[", n), rep("]", n)),
        2 => format!("x = {}1{}\n", rep("{1: ", n), rep("}", n)),
        3 => format!("x = {}1\n", rep("-", n)),
        4 => format!("x = {}1\n", rep("not ", n)),
        5 => format!("x = 1{}\n", rep(" + 1", n)),
        6 => format!("x = 2{}\n", rep(" ** 1", n)),
        7 => format!("x = 1{}\n", rep(" if 1 else 1", n)),
        8 => format!("x = {}0\n", rep("lambda: ", n)),
        9 => format!("x = int{}\n", rep(".real", n)),
        10 => format!("x = [[0]]{}\n", rep("[0]", n)),
        11 => format!("x = print{}\n", rep("()", n)),
        12 => {
            let mut s = String::new();
            for k in 0..n.min(5000) {
                s.push_str(&" ".repeat(k));
                s.push_str("if 1:\n");
            }
            s.push_str(&" ".repeat(n.min(5000)));
            s.push_str("pass\n");
            s
        }
        13 => format!("x = 1{}\n", rep(" < 1", n)),
        14 => format!("x = {}1{}\n", rep("f'{", n), rep("}'", n)),
        _ => {
            let mut s = String::new();
            for k in 0..n.min(3000) {
                s.push_str(&" ".repeat(k));
                s.push_str(&format!("def f{k}():\n"));
            }
            s.push_str(&" ".repeat(n.min(3000)));
            s.push_str("return 1\n");
            s
        }
    })
}

/// Splits source into crude tokens: words, numbers, string literals (to the closing
/// quote on the line), single punctuation characters, runs of spaces, newlines.
fn tokens(source: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let b = source.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let c = b[i];
        if c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80 {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] >= 0x80) {
                i += 1;
            }
        } else if c == b'\'' || c == b'"' {
            i += 1;
            while i < b.len() && b[i] != c && b[i] != b'\n' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
        } else if c == b' ' {
            while i < b.len() && b[i] == b' ' {
                i += 1;
            }
        } else {
            i += 1;
        }
        // Multi-byte characters are whole words above, so `i` is on a boundary.
        if source.is_char_boundary(i) {
            out.push(&source[start..i]);
        } else {
            while !source.is_char_boundary(i) {
                i += 1;
            }
            out.push(&source[start..i]);
        }
    }
    out
}

/// Applies one mutation chosen by `u` to `source`.
fn mutate(u: &mut Unstructured, source: String) -> arbitrary::Result<String> {
    let corpus = corpus();
    let lines: Vec<&str> = source.split_inclusive('\n').collect();
    let line_at = |u: &mut Unstructured| -> arbitrary::Result<usize> {
        if lines.is_empty() {
            Ok(0)
        } else {
            u.choose_index(lines.len())
        }
    };
    let join = |v: Vec<&str>| v.concat();
    Ok(match u.int_in_range(0..=12u8)? {
        // Lines: delete, duplicate, swap, take one from another program.
        0 if !lines.is_empty() => {
            let mut v = lines.clone();
            v.remove(line_at(u)?);
            join(v)
        }
        1 if !lines.is_empty() => {
            let mut v = lines.clone();
            let at = line_at(u)?;
            v.insert(at, lines[at]);
            join(v)
        }
        2 if !lines.is_empty() => {
            let mut v = lines.clone();
            let (a, b) = (line_at(u)?, line_at(u)?);
            v.swap(a, b);
            join(v)
        }
        3 => {
            let other = &corpus[u.choose_index(corpus.len())?].source;
            let theirs: Vec<&str> = other.split_inclusive('\n').collect();
            let mut v = lines.clone();
            if !theirs.is_empty() {
                let line = theirs[u.choose_index(theirs.len())?];
                v.insert(line_at(u)?.min(v.len()), line);
            }
            join(v)
        }
        // Tokens: delete, duplicate, replace, insert.
        4..=7 => {
            let mut t = tokens(&source);
            if t.is_empty() {
                return Ok(source.clone());
            }
            let at = u.choose_index(t.len())?;
            // why mostly the program's own tokens: a word for a word keeps the program
            // parsing more often, so that the compiler and the runtime get exercised
            // beyond the parser's error path.
            let word = if u.ratio(1, 3)? {
                *u.choose(VOCABULARY)?
            } else {
                t[u.choose_index(t.len())?]
            };
            match u.int_in_range(0..=3u8)? {
                0 => {
                    t.remove(at);
                }
                1 => t.insert(at, t[at]),
                2 => t[at] = word,
                _ => t.insert(at, word),
            }
            t.concat()
        }
        // Random characters somewhere.
        8 => {
            let mut s = source.clone();
            let mut at = u.choose_index(s.len() + 1)?;
            while !s.is_char_boundary(at) {
                at -= 1;
            }
            let n = u.int_in_range(1..=6usize)?;
            let mut ins = String::new();
            for _ in 0..n {
                let c = match u.int_in_range(0..=3u8)? {
                    0 => char::from(u.int_in_range(0..=31u8)?),
                    1 => u.arbitrary::<char>()?,
                    _ => char::from(u.int_in_range(32..=126u8)?),
                };
                ins.push(c);
            }
            s.insert_str(at, &ins);
            s
        }
        // Truncation.
        9 => {
            let mut at = u.choose_index(source.len() + 1)?;
            while !source.is_char_boundary(at) {
                at -= 1;
            }
            source[..at].to_string()
        }
        // Deep nesting, as a line of its own.
        10 | 11 => {
            let n = *u.choose(DEPTHS)?;
            let line = nested(u, n)?;
            let mut v: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            let at = if v.is_empty() {
                0
            } else {
                u.choose_index(v.len() + 1)?
            };
            v.insert(at, line);
            v.concat()
        }
        // A program of random tokens.
        _ => {
            let n = u.int_in_range(1..=60usize)?;
            let mut s = String::new();
            for _ in 0..n {
                s.push_str(u.choose(VOCABULARY)?);
                if u.ratio(2, 3)? {
                    s.push(' ');
                }
            }
            s
        }
    })
}

/// The program of a case, its file name, and whether it specializes.
fn input(case: &[u8]) -> (String, String, bool) {
    let corpus = corpus();
    let mut u = Unstructured::new(case);
    let program = &corpus[u.choose_index(corpus.len()).unwrap_or(0)];
    let mut source = program.source.clone();
    let rounds = u.int_in_range(1..=3u8).unwrap_or(1);
    for _ in 0..rounds {
        match mutate(&mut u, source.clone()) {
            Ok(s) => source = s,
            Err(_) => break,
        }
    }
    let specialize = u.arbitrary().unwrap_or(true);
    (program.path.clone(), source, specialize)
}

/// Keeps the first bytes of a stream (what a failing case printed) and counts the rest:
/// a program that prints forever must not grow the test's memory.
#[derive(Default)]
struct Capped {
    kept: Vec<u8>,
}

impl Write for Capped {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let room = (64usize << 10).saturating_sub(self.kept.len());
        self.kept.extend_from_slice(&buf[..buf.len().min(room)]);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The outcome's name: the exception class or the kind of compile error.
fn outcome(path: &str, code: i32, stderr: &str) -> String {
    if code == 0 {
        return "ok".into();
    }
    let last = stderr.lines().last().unwrap_or("");
    let word = |s: &str| -> String {
        let w: String = s
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if w.is_empty() || w.len() > 30 {
            "other".into()
        } else {
            w
        }
    };
    if let Some(rest) = stderr.strip_prefix(path) {
        // `FILE:LINE:COL: SyntaxError: ...` or `FILE:LINE:COL: unsupported: ...`.
        let msg = rest.splitn(4, ':').nth(3).unwrap_or("").trim_start();
        return format!("compile:{}", word(msg));
    }
    format!("raised:{}", word(last))
}

fn run_case(case: &[u8]) -> String {
    let (path, source, specialize) = input(case);
    let options = RunOptions {
        specialize,
        ..RunOptions::default()
    };
    let (mut out, mut err) = (Capped::default(), Capped::default());
    let code = vm_std::run_source_to(&path, &source, &options, &mut out, &mut err);
    outcome(&path, code, &String::from_utf8_lossy(&err.kept))
}

fn render(case: &[u8]) -> String {
    let (path, source, specialize) = input(case);
    format!("# from {path}, specialize={specialize}\n{source}")
}

#[test]
fn front_end() {
    fuzz::fuzz(&fuzz::Target {
        test: "front_end",
        smoke_cases: 150,
        case_len: 256,
        timeout: Duration::from_secs(2),
        memory_kib: Some(2 << 20),
        run: run_case,
        render,
    });
}

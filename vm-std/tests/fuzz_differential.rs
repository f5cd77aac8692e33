//! Fuzz target: differential testing against CPython. A seeded generator writes
//! type-polymorphic programs: chunks that each define a function (or a module-level loop)
//! doing one thing (a binary, unary or comparison operator, a subscript, a builtin, an
//! augmented assignment, a loop, an unpacking, a dict or list store) and run it over a
//! list of operands that holds one mix of types several times in a row, then another:
//! the specializations warm up on the first types and must deopt on the next, invisibly.
//! Operands mix int (small, at the i64 edges, big), float (ties, subnormals, infinities,
//! NaN), bool, str, list, tuple, dict, set and None; every call is in a `try` that prints
//! `type(e).__name__` and the message. The program runs under `python3` (CPython 3.11;
//! the test is skipped with a message without it) and under the `vm-std` binary with and
//! without `--no-specialize`: the outputs must be equal. A mismatch is narrowed to the
//! chunks that differ when run alone and reported with both outputs.
//!
//! `cargo test -p vm-std --test fuzz_differential` runs the smoke pass (a few dozen
//! programs); `scripts/fuzz.sh differential N` the long one (`VM_FUZZ_CASES`,
//! `VM_FUZZ_SECONDS`, `VM_FUZZ_SEED` as for the other targets).

#[path = "../../tests/fuzz/mod.rs"]
mod fuzz;

use std::fmt::Write as _;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fuzz::Rng;

/// Operands by type, as Python source. Sets hold numbers only: a set of strings iterates
/// in an order that depends on CPython's per-process string hash seed.
const INTS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "3",
    "7",
    "-7",
    "10",
    "255",
    "-256",
    "1000",
    "2**31",
    "2**63 - 1",
    "2**63",
    "-2**63",
    "-2**63 - 1",
    "2**64 + 1",
    "10**20",
    "-(3**50)",
    "2**100",
];
const FLOATS: &[&str] = &[
    "0.0",
    "-0.0",
    "0.5",
    "1.5",
    "2.5",
    "-2.5",
    "0.1",
    "1e16",
    "1e308",
    "5e-324",
    "1e-310",
    "float('inf')",
    "float('-inf')",
    "float('nan')",
    "3.0",
    "-7.25",
    "1/3",
    "2.0**63",
];
const STRS: &[&str] = &[
    "''", "'a'", "'abc'", "'10'", "' 3 '", "'-4.5'", "'é'", "'A\\tb'", "'inf'", "'0x1f'",
];
const LISTS: &[&str] = &[
    "[]",
    "[1, 2, 3]",
    "[1.5, 'a']",
    "[None]",
    "[[1], 2]",
    "[3, 1, 2]",
];
const TUPLES: &[&str] = &[
    "()",
    "(1,)",
    "(1, 2)",
    "(2**64, 0.5)",
    "('a', 1)",
    "(3, 1, 2)",
];
const DICTS: &[&str] = &[
    "{}",
    "{1: 2}",
    "{'a': 1, 'b': 2}",
    "{0.5: None}",
    "{float('nan'): 1}",
];
const SETS: &[&str] = &["set()", "{1, 2, 3}", "{0.5, 2}", "frozenset({1, 2})"];
const OTHERS: &[&str] = &["None", "True", "False"];

/// Small operands for the right side of `**`, `<<`, `pow` and repetition, where a big
/// int would make either interpreter compute or allocate for a very long time. No
/// fractional floats: a negative number to a fractional power is a complex number in
/// CPython, and vm-std has no complex type (a documented gap, not a bug to find here).
const SMALL: &[&str] = &[
    "0", "1", "2", "3", "-1", "-2", "2.0", "-1.0", "True", "False", "None", "'a'", "[]", "(1,)",
];

/// An operand of a random type (a number more often than not).
fn operand(r: &mut Rng) -> &'static str {
    let pools: [&[&str]; 9] = [INTS, INTS, FLOATS, FLOATS, STRS, LISTS, TUPLES, DICTS, SETS];
    if r.one_in(12) {
        return OTHERS[r.below(OTHERS.len() as u64) as usize];
    }
    let pool = pools[r.below(pools.len() as u64) as usize];
    pool[r.below(pool.len() as u64) as usize]
}

/// Operators, with Python's spelling.
const BINARY: &[&str] = &[
    "+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^",
];
const COMPARE: &[&str] = &["<", "<=", "==", "!=", ">", ">=", "in", "not in"];

/// Whether `op`'s right operand must stay small (see [`SMALL`]).
fn needs_small(op: &str) -> bool {
    matches!(op, "**" | "<<" | "*")
}

/// An expression of `a` and `b` for a function body; `small_b` says `b` is from
/// [`SMALL`].
fn expression(r: &mut Rng, small_b: bool) -> String {
    let op = *r.pick(BINARY);
    let cmp = *r.pick(COMPARE);
    let lit = operand(r);
    let small = *r.pick(SMALL);
    match r.below(30) {
        0 | 1 if small_b || !needs_small(op) => format!("a {op} b"),
        0 | 1 => format!("a {op} {small}"),
        2 if !needs_small(op) => format!("{lit} {op} a"),
        2 => format!("a {op} {small}"),
        3 => format!("a {cmp} b"),
        4 => format!("a {cmp} {lit}"),
        5 => "a < b < 10".into(),
        6 => one(
            r,
            &["-a", "+a", "~a", "not a", "abs(a)", "bool(a)", "len(a)"],
        ),
        7 => one(
            r,
            &["a and b", "a or b", "a if b else 0", "(a, b)[bool(b)]"],
        ),
        8 => "a[b]".into(),
        9 => one(
            r,
            &[
                "a[1:]", "a[::-1]", "a[:2]", "a[-1]", "a[0]", "a[1:b]", "a[b:]",
            ],
        ),
        10 => one(
            r,
            &[
                "min(a, b)",
                "max(a, b)",
                "min(a)",
                "max(a)",
                "sorted(a)",
                "sum(a)",
            ],
        ),
        // `round(a, b)` only with a small `b`: CPython computes 10**-b for an int `a`, and
        // never ends for `b = -2**63`.
        11 if small_b => one(r, &["round(a, b)", "round(a)"]),
        11 => one(
            r,
            &[
                "round(a)",
                "round(a, 1)",
                "round(a, 2)",
                "round(a, -1)",
                "round(a, -30)",
            ],
        ),
        12 => one(
            r,
            &[
                "divmod(a, b)",
                "divmod(a, 3)",
                "divmod(a, -0.5)",
                "divmod(7, a)",
            ],
        ),
        13 => format!("pow(a, {small})"),
        14 => one(
            r,
            &[
                "pow(a, 2, 7)",
                "pow(a, -1, 7)",
                "pow(3, a, 5)",
                "pow(a, b, 10)",
            ],
        ),
        15 => one(
            r,
            &[
                "int(a)",
                "float(a)",
                "str(a)",
                "repr(a)",
                "int(a, 16)",
                "float(str(a))",
            ],
        ),
        // The hash itself only of ints and floats but NaN: CPython seeds str hashes per
        // process and hashes a NaN by identity (3.10+).
        16 => "hash(a) if type(a) in (int, bool) or (type(a) is float and a == a) else hash(a) == hash(b)"
            .into(),
        17 => one(
            r,
            &[
                "list(a)",
                "tuple(a)",
                "sorted(set(a), key=repr)",
                "len(set(a))",
                "any(a)",
                "all(a)",
            ],
        ),
        18 => one(
            r,
            &[
                "a.count(b)",
                "a.index(b)",
                "a.get(b)",
                "a.keys()",
                "str(a).split()",
            ],
        ),
        19 => one(
            r,
            &[
                "isinstance(a, int)",
                "type(a).__name__",
                "isinstance(a, (float, str))",
            ],
        ),
        20 => one(
            r,
            &[
                "a == a",
                "a != a",
                "[a] == [a]",
                "(a,) < (b,)",
                "{a: 1}.get(a)",
            ],
        ),
        21 => one(r, &["a * 2", "2 * a", "a * 0", "a * -1", "a * True"]),
        22 => one(
            r,
            &[
                "a % 3",
                "a // 2",
                "a / 2",
                "a % -2.5",
                "a // -0.5",
                "-a % 7",
            ],
        ),
        23 => one(
            r,
            &[
                "a + 1", "a - 1", "1 - a", "a + 0.5", "a + ''", "a + []", "a + ()",
            ],
        ),
        24 => one(
            r,
            &[
                "f'{a}'",
                "f'{a!r}'",
                "f'{a:>6}'",
                "f'{a:.3}'",
                "'%s' % (a,)",
            ],
        ),
        25 => one(
            r,
            &["a is None", "a is not None", "not (a == b)", "a == b == a"],
        ),
        26 => one(
            r,
            &[
                "chr(a)",
                "ord(a)",
                "hex(a)",
                "bin(a)",
                "oct(a)",
                "float(a).is_integer()",
            ],
        ),
        27 => one(
            r,
            &["[x for x in a]", "{x: 1 for x in a}", "sum(x for x in a)"],
        ),
        28 => one(
            r,
            &["a >> 1", "a << 3", "a & 0xff", "a | 1", "a ^ -1", "a >> 64"],
        ),
        _ => {
            // No repetition, power or shift here: both sides are arbitrary operands.
            let op = *r.pick(&["+", "-", "/", "//", "%", "&", "|", "^", ">>", "<", "=="]);
            format!("({}) {op} ({})", subexpr(r), subexpr(r))
        }
    }
}

/// One of `items`, owned.
fn one(r: &mut Rng, items: &[&str]) -> String {
    r.pick(items).to_string()
}

/// A small expression for nesting: never a repetition or a power of itself.
fn subexpr(r: &mut Rng) -> String {
    match r.below(6) {
        0 => "a".into(),
        1 => "b".into(),
        2 => format!("a {} 3", r.pick(&["+", "-", "//", "%", "&"])),
        3 => format!("b {} a", r.pick(&["+", "-", "/", "|"])),
        4 => r.pick(&["-a", "abs(b)", "len(a)", "int(b)"]).to_string(),
        _ => operand(r).to_string(),
    }
}

/// A function body of `a` and `b` (indented four spaces), returning something.
fn body(r: &mut Rng, small_b: bool) -> String {
    let op = *r.pick(BINARY);
    let cmp = *r.pick(&["<", "<=", "==", "!=", ">", ">="]);
    let aug_b = if small_b || !needs_small(op) {
        "b".to_string()
    } else {
        r.pick(SMALL).to_string()
    };
    match r.below(12) {
        0..=4 => format!("    return {}\n", expression(r, small_b)),
        5 => format!("    x = a\n    x {op}= {aug_b}\n    x {op}= {aug_b}\n    return x\n"),
        6 => format!("    if a {cmp} b:\n        return 1\n    elif a {cmp} 0:\n        return 2\n    return 3\n"),
        7 => format!(
            "    r = []\n    for x in a:\n        r.append(x {} 2)\n        if len(r) > 5:\n            break\n    return r\n",
            r.pick(&["+", "*", "<", "==", "%", "//"])
        ),
        8 => format!(
            "    n = 0\n    i = a\n    while i {cmp} b and n < 4:\n        i += 1\n        n += 1\n    return i, n\n"
        ),
        9 => format!("    x = [a, b]\n    x[0] {op}= {aug_b}\n    x[1] = x[0]\n    return x\n"),
        10 => "    d = {}\n    d[a] = b\n    d[a] = 1\n    return a in d, d.get(a), len(d), list(d.values())\n".into(),
        _ => r
            .pick(&[
                "    p, q = a\n    return q, p\n",
                "    p, *q = a\n    return p, q\n",
                "    x = list(a)\n    x[b] = 0\n    return x\n",
                "    x = dict(a)\n    x[b] = a\n    return sorted(x, key=repr)\n",
                "    s = 0\n    for i in range(3):\n        s += a\n    return s\n",
                "    s = a\n    s *= 2\n    s -= a\n    return s\n",
            ])
            .to_string(),
    }
}

/// A list of `(a, b)` operand pairs: a few mixes of types, each repeated so that the
/// code specializes on it before the next one deopts it.
fn operands(r: &mut Rng, small_b: bool) -> String {
    let mut pairs = Vec::new();
    for _ in 0..1 + r.below(4) {
        let a = operand(r);
        let b = if small_b { *r.pick(SMALL) } else { operand(r) };
        for _ in 0..1 + r.below(5) {
            pairs.push(format!("({a}, {b})"));
        }
    }
    format!("[{}]", pairs.join(", "))
}

/// What every program starts with: `show` prints a result, sets sorted by `repr` (a set
/// of strings iterates in a hash-seeded order), long reprs cut.
const PRELUDE: &str = "\
def show(r):
    if type(r) is set or type(r) is frozenset:
        return type(r).__name__ + repr(sorted(r, key=repr))
    s = repr(r)
    return s if len(s) <= 200 else s[:200] + '... ' + str(len(s))

";

/// Chunk `k`: a function over operand pairs, or the same at module level.
fn chunk(r: &mut Rng, k: usize) -> String {
    let small_b = r.one_in(3);
    let pairs = operands(r, small_b);
    let mut s = String::new();
    if r.one_in(5) {
        // At module level: globals instead of fast locals.
        let expr = expression(r, small_b);
        let _ = write!(
            s,
            "for a, b in {pairs}:\n    try:\n        r = {expr}\n    except Exception as e:\n        print({k}, type(e).__name__, e)\n    else:\n        print({k}, show(r))\n"
        );
    } else {
        let _ = write!(
            s,
            "def f{k}(a, b):\n{}for a, b in {pairs}:\n    try:\n        r = f{k}(a, b)\n    except Exception as e:\n        print({k}, type(e).__name__, e)\n    else:\n        print({k}, show(r))\n",
            body(r, small_b)
        );
    }
    s
}

/// Program `index` of stream `seed`: its chunks.
fn program(seed: u64, index: u64) -> Vec<String> {
    let mut r = Rng::for_case(seed, index);
    (0..6 + r.below(10) as usize)
        .map(|k| chunk(&mut r, k))
        .collect()
}

/// What a run printed.
#[derive(Debug, PartialEq)]
struct Output {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `program` with `args` under a virtual-memory limit and a time limit.
fn run(program: &str, args: &[&str], file: &Path) -> Output {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 2097152 && exec \"$0\" \"$@\"")
        .arg(program)
        .args(args)
        .arg(file)
        .env("PYTHONIOENCODING", "utf-8")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the interpreter");
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = out.read_to_end(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status.code();
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            break Some(-1);
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    Output {
        status,
        stdout: String::from_utf8_lossy(&reader.join().unwrap_or_default()).into_owned(),
        stderr: String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned(),
    }
}

/// The three runs of a program's source.
fn outputs(source: &str, file: &Path) -> [Output; 3] {
    std::fs::write(file, source).expect("write the program");
    let vm = env!("CARGO_BIN_EXE_vm-std");
    [
        run("python3", &[], file),
        run(vm, &["run"], file),
        run(vm, &["run", "--no-specialize"], file),
    ]
}

/// Where the runs first differ, or `None`.
fn difference(outs: &[Output; 3]) -> Option<String> {
    let [py, vm, plain] = outs;
    for (name, o) in [("vm-std", vm), ("vm-std --no-specialize", plain)] {
        if o.stdout != py.stdout
            || o.status != py.status
            || o.stderr.is_empty() != py.stderr.is_empty()
        {
            let (a, b): (Vec<&str>, Vec<&str>) =
                (py.stdout.lines().collect(), o.stdout.lines().collect());
            let at = a
                .iter()
                .zip(&b)
                .position(|(x, y)| x != y)
                .unwrap_or(a.len().min(b.len()));
            return Some(format!(
                "{name} differs from python3 (status {:?} vs {:?}) at output line {}:\n  python3: {}\n  {name}: {}\n  python3 stderr: {}\n  {name} stderr: {}",
                py.status,
                o.status,
                at + 1,
                a.get(at).unwrap_or(&"<end>"),
                b.get(at).unwrap_or(&"<end>"),
                py.stderr.lines().last().unwrap_or(""),
                o.stderr.lines().last().unwrap_or(""),
            ));
        }
    }
    None
}

fn python_311() -> bool {
    Command::new("python3")
        .args(["-c", "import sys; assert sys.version_info[:2] == (3, 11)"])
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn differential() {
    if !python_311() {
        eprintln!("skipped: no CPython 3.11 as python3");
        return;
    }
    let seed = std::env::var("VM_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(fuzz::DEFAULT_SEED);
    let cases: u64 = std::env::var("VM_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24);
    let deadline = std::env::var("VM_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .map(|s| Instant::now() + Duration::from_secs(s));
    let dir = fuzz::scratch_dir("differential");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let file = dir.join(format!("program-{}.py", std::process::id()));
    let (mut ran, mut chunks, mut failures) = (0u64, 0u64, Vec::new());
    let mut i = 0;
    while deadline.map_or(i < cases, |d| Instant::now() < d) && failures.len() < 8 {
        let parts = program(seed, i);
        chunks += parts.len() as u64;
        let source = format!("{PRELUDE}{}", parts.concat());
        if let Some(diff) = difference(&outputs(&source, &file)) {
            failures.push(narrow(seed, i, &parts, &diff, &dir));
        }
        ran += 1;
        i += 1;
    }
    let _ = std::fs::remove_file(&file);
    eprintln!(
        "differential: {ran} programs ({chunks} chunks), seed {seed:#x}, {} mismatching",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Narrows a mismatch to the chunks that differ alone; saves the program and the
/// smallest such chunk; returns the report.
fn narrow(seed: u64, index: u64, parts: &[String], diff: &str, dir: &Path) -> String {
    let saved: PathBuf = dir.join(format!("mismatch-{seed:x}-{index}.py"));
    let _ = std::fs::write(&saved, format!("{PRELUDE}{}", parts.concat()));
    let file = dir.join(format!("chunk-{}.py", std::process::id()));
    let mut alone = None;
    for part in parts {
        let source = format!("{PRELUDE}{part}");
        if let Some(d) = difference(&outputs(&source, &file)) {
            alone = Some((source, d));
            break;
        }
    }
    let _ = std::fs::remove_file(&file);
    match alone {
        Some((source, d)) => format!(
            "program {index} (seed {seed:#x}, saved as {}): {diff}\nthe chunk alone:\n{source}{d}",
            saved.display()
        ),
        None => format!(
            "program {index} (seed {seed:#x}, saved as {}): {diff}\n(no chunk differs alone)",
            saved.display()
        ),
    }
}

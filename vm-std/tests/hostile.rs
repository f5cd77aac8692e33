//! Hostile programs: sizes and depths that used to abort the `vm-std` process (a failed
//! allocation, a native stack overflow) end in the exception CPython raises (or, for
//! source nested deeper than it parses, its compile error): exit status 1 and that last
//! line of stderr, never a signal.
//!
//! The programs run in the binary, under a virtual-memory limit where the point is an
//! allocation the system refuses (`ulimit -v`, through `sh`), so that the outcome does
//! not depend on the machine's memory or overcommit policy.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Enough for the interpreter (its thread's stack is 256 MiB of address space) and for
/// the programs' ordinary objects, far below the sizes they ask for.
const LIMIT_KIB: u64 = 1 << 20;

/// What a run of the binary did.
struct Outcome {
    /// `None` when a signal ended it.
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Outcome {
    fn last_err_line(&self) -> &str {
        self.stderr.lines().last().unwrap_or("")
    }

    /// Asserts a clean exit 1 with `last` as the last line of stderr.
    fn expect_error(&self, what: &str, last: &str) {
        assert_eq!(
            self.code,
            Some(1),
            "{what}: expected exit 1, got {:?} (None: a signal); stderr:\n{}",
            self.code,
            excerpt(&self.stderr)
        );
        assert_eq!(
            self.last_err_line(),
            last,
            "{what}: stderr:\n{}",
            excerpt(&self.stderr)
        );
    }
}

fn excerpt(s: &str) -> String {
    let lines: Vec<&str> = s.lines().collect();
    let head: Vec<String> = lines
        .iter()
        .take(8)
        .map(|l| l.chars().take(200).collect())
        .collect();
    head.join("\n")
}

/// A file of its own for `source` under the target directory's temporary folder.
fn write_program(name: &str, source: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join(format!(
        "{}_{}_{name}.py",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&path, source).expect("write the program");
    path
}

/// Runs `source` with the binary, under `limit_kib` of virtual memory if given.
fn run(name: &str, source: &str, limit_kib: Option<u64>) -> Outcome {
    let path = write_program(name, source);
    let bin = env!("CARGO_BIN_EXE_vm-std");
    let out = match limit_kib {
        Some(kib) => Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v {kib} && exec \"$0\" run \"$1\""))
            .arg(bin)
            .arg(&path)
            .output(),
        None => Command::new(bin).arg("run").arg(&path).output(),
    }
    .expect("run vm-std");
    let _ = std::fs::remove_file(&path);
    Outcome {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Repeats and concatenations that the system cannot allocate raise `MemoryError` (the
/// allocation is fallible); counts beyond an index raise CPython's `OverflowError`.
#[test]
fn huge_repeats_and_concatenations_raise() {
    let cases = [
        ("list_repeat", "x = [0] * 10 ** 10\n", "MemoryError"),
        ("str_repeat", "x = 'a' * 10 ** 10\n", "MemoryError"),
        ("tuple_repeat", "x = (0,) * 10 ** 10\n", "MemoryError"),
        ("bool_list_repeat", "x = [True] * 10 ** 10\n", "MemoryError"),
        ("list_imul", "x = [0, 1]\nx *= 10 ** 10\n", "MemoryError"),
        (
            "list_iadd_doubling",
            "x = [0]\nfor i in range(64):\n    x += x\n",
            "MemoryError",
        ),
        (
            "list_add_doubling",
            "x = [0]\nfor i in range(64):\n    x = x + x\n",
            "MemoryError",
        ),
        (
            "str_iadd_doubling",
            "s = 'abc'\nfor i in range(64):\n    s += s\n",
            "MemoryError",
        ),
        (
            "tuple_add_doubling",
            "t = (0,)\nfor i in range(64):\n    t = t + t\n",
            "MemoryError",
        ),
        (
            "join",
            "x = 'a' * 2 ** 28\nprint(len(','.join([x, x, x, x, x])))\n",
            "MemoryError",
        ),
        ("ljust", "x = 'a'.ljust(2 ** 40)\n", "MemoryError"),
        (
            "format_width",
            "x = '{:2000000000000}'.format(1)\n",
            "MemoryError",
        ),
        (
            "percent_width",
            "x = '%2000000000000d' % 1\n",
            "MemoryError",
        ),
        ("zfill", "x = '1'.zfill(2 ** 40)\n", "MemoryError"),
        (
            "list_of_range",
            "x = list(range(10 ** 10))\n",
            "MemoryError",
        ),
        (
            "sorted_range",
            "x = sorted(range(10 ** 10))\n",
            "MemoryError",
        ),
        (
            "count_beyond_index",
            "x = [0] * 10 ** 20\n",
            "OverflowError: cannot fit 'int' into an index-sized integer",
        ),
    ];
    for (name, source, last) in cases {
        let out = run(name, source, Some(LIMIT_KIB));
        out.expect_error(name, last);
    }
}

/// An append that must grow a list past the memory there is raises `MemoryError` (a
/// list of values, and a compact list of bools). Each list starts with exactly the room
/// for its items, 256 MiB, so that its first append asks to double it: beyond a limit
/// of 640 MiB (the interpreter thread's stack takes 256).
#[test]
fn appends_past_memory_raise() {
    let cases = [
        ("append", "x = [0] * 2 ** 24\nprint(len(x))\nx.append(1)\n"),
        (
            "append_bool",
            "x = [True] * 2 ** 28\nprint(len(x))\nx.append(False)\n",
        ),
    ];
    for (name, source) in cases {
        let out = run(name, source, Some(640 << 10));
        out.expect_error(name, "MemoryError");
        assert!(out.stdout.ends_with("\n"), "{name}: the list was made");
    }
}

/// The limit leaves room for ordinary programs: the same operations on sizes that fit
/// give CPython's results.
#[test]
fn repeats_that_fit_still_work_under_the_limit() {
    let source = "x = [0, 1] * 3\nx += [2]\nx *= 2\ns = 'ab' * 2\ns += 'c'\n\
                  print(x, s, (1,) * 3, [True] * 2 + [False], len('a' * 10 ** 6))\n\
                  print('x'.ljust(3, '*'), '{:>4}'.format(7), '%3d' % 5, '7'.zfill(3))\n";
    let out = run("fits", source, Some(LIMIT_KIB));
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(
        out.stdout,
        "[0, 1, 0, 1, 0, 1, 2, 0, 1, 0, 1, 0, 1, 2] ababc (1, 1, 1) [True, True, False] 1000000\n\
         x**    7   5 007\n"
    );
}

/// Source nested too deep for the parser or the compiler is refused with CPython's
/// message, at its place, before anything runs (it overflowed the compiler's stack).
#[test]
fn deeply_nested_source_is_a_compile_error() {
    let n = 1_000_000;
    let cases = [
        (
            "nested_list",
            format!("x = {}{}\n", "[".repeat(n), "]".repeat(n)),
            "1:205: SyntaxError: too many nested parentheses",
        ),
        (
            "nested_parens_call",
            format!("print({}1{})\n", "(".repeat(300), ")".repeat(300)),
            "1:206: SyntaxError: too many nested parentheses",
        ),
        (
            "unary_minus",
            format!("x = {}1\n", "-".repeat(n)),
            "1:3005: RecursionError: maximum recursion depth exceeded during compilation",
        ),
        (
            "not_chain",
            format!("x = {}True\n", "not ".repeat(100_000)),
            "1:12005: RecursionError: maximum recursion depth exceeded during compilation",
        ),
        // No brackets, no prefix operators: chains the parser builds in a loop, as deep
        // trees the compiler refuses (1.2 MB of source: its tree is dropped iteratively).
        (
            "binary_chain",
            format!("x = 1{}\n", "+1".repeat(600_000)),
            "RecursionError: maximum recursion depth exceeded during compilation",
        ),
        (
            "call_chain",
            format!("def f():\n    return f\nx = f{}\n", "()".repeat(100_000)),
            "RecursionError: maximum recursion depth exceeded during compilation",
        ),
        (
            "power_chain",
            format!("x = 1{}\n", "**1".repeat(100_000)),
            "RecursionError: maximum recursion depth exceeded during compilation",
        ),
    ];
    for (name, source, tail) in cases {
        let out = run(name, &source, None);
        assert_eq!(out.code, Some(1), "{name}: {}", excerpt(&out.stderr));
        assert!(out.stdout.is_empty(), "{name}: ran");
        let first = out.stderr.lines().next().unwrap_or("");
        assert!(
            first.ends_with(tail) && first.contains(&format!("{name}.py:")),
            "{name}: {}",
            excerpt(&out.stderr)
        );
    }
}

/// Expressions nested less deep than the limits compile and run as in CPython.
#[test]
fn nesting_below_the_limits_compiles() {
    let source = format!(
        "x = {}1{}\ny = {}1\nz = {}True\nprint(len(x), y, z, 2{})\n",
        "[".repeat(199),
        "]".repeat(199),
        "-".repeat(2001),
        "not ".repeat(1000),
        "**1".repeat(1000),
    );
    let out = run("below_limits", &source, None);
    assert_eq!(out.code, Some(0), "{}", excerpt(&out.stderr));
    assert_eq!(out.stdout, "1 -1 True 2\n");
}

/// Equality, ordering, repr and hashing of containers nested a million deep raise
/// CPython's `RecursionError` (they overflowed the native stack; CPython 3.11 itself
/// crashes on the hash).
#[test]
fn deeply_nested_values_raise_recursion_error() {
    let build_lists = "a = []\nb = []\nfor i in range(1000000):\n    a = [a]\n    b = [b]\n";
    let build_tuples = "a = ()\nb = ()\nfor i in range(1000000):\n    a = (a,)\n    b = (b,)\n";
    let cases = [
        (
            "eq",
            format!("{build_lists}print(a == b)\n"),
            "RecursionError: maximum recursion depth exceeded in comparison",
        ),
        (
            "repr",
            format!("{build_lists}print(a)\n"),
            "RecursionError: maximum recursion depth exceeded while getting the repr of an object",
        ),
        (
            "lt",
            format!("{build_tuples}print(a < b)\n"),
            "RecursionError: maximum recursion depth exceeded in comparison",
        ),
        (
            "hash",
            format!("{build_tuples}print(hash(a))\n"),
            "RecursionError: maximum recursion depth exceeded",
        ),
        (
            "dict_key",
            format!("{build_tuples}d = {{a: 1}}\n"),
            "RecursionError: maximum recursion depth exceeded",
        ),
    ];
    for (name, source, last) in cases {
        run(name, &source, None).expect_error(name, last);
    }
}

/// Python code that recurses through native code (a `__repr__` calling `repr`, an
/// `__eq__` comparing lists, a sort key that sorts, an operator before its site
/// specializes) raises `RecursionError` when the native stack runs short, even under a
/// recursion limit the stack cannot hold (it aborted the process: CPython 3.11 crashes
/// there too).
#[test]
fn nested_runs_past_the_native_stack_raise_recursion_error() {
    let cases = [
        (
            "repr",
            "class R:\n    def __repr__(self):\n        return repr(self)\nrepr(R())\n",
        ),
        (
            "eq",
            "class E:\n    def __eq__(self, o):\n        return [self] == [o]\nE() == E()\n",
        ),
        (
            "key",
            "def walk(n):\n    return sorted([n], key=lambda x: walk(x + 1))\nwalk(0)\n",
        ),
        (
            "hash",
            "class K:\n    def __hash__(self):\n        return hash(K())\n{K(): 1}\n",
        ),
    ];
    for (name, body) in cases {
        let source = format!("import sys\nsys.setrecursionlimit(10**7)\n{body}");
        let out = run(name, &source, None);
        assert_eq!(
            out.code,
            Some(1),
            "{name}: stderr:\n{}",
            excerpt(&out.stderr)
        );
        assert!(
            out.last_err_line()
                .starts_with("RecursionError: maximum recursion depth exceeded"),
            "{name}: stderr:\n{}",
            excerpt(&out.stderr)
        );
    }
}

/// Plain recursion under a recursion limit past what the value stack holds ends in a
/// `RecursionError` the program catches (it was an uncatchable internal error: the value
/// stack exhausted), and the program goes on.
#[test]
fn recursion_past_the_value_stack_is_a_recursion_error() {
    let source = "import sys\nsys.setrecursionlimit(10**7)\ndef f(n):\n    return f(n + 1)\n\
                  try:\n    f(0)\nexcept RecursionError as e:\n    print('caught', e)\n\
                  print(f.__name__)\n";
    let out = run("value_stack", source, None);
    assert_eq!(out.code, Some(0), "stderr:\n{}", excerpt(&out.stderr));
    assert_eq!(out.stdout, "caught maximum recursion depth exceeded\nf\n");
}

/// An error raised on through 100,000 levels that each catch it and raise it on (`with`,
/// `finally`, `yield from`) keeps its whole traceback and unwinds in time linear in the
/// depth: copying the traceback at every level took minutes here (40,000 levels of
/// `yield from` took 10.8 s in a release build).
#[test]
fn deep_reraising_recursion_unwinds_in_linear_time() {
    let source = r#"import sys
sys.setrecursionlimit(100050)
class Ctx:
    def __enter__(self):
        return self
    def __exit__(self, t, v, tb):
        Ctx.kept = tb
        return False
def w(n):
    with Ctx():
        return w(n + 1)
def fin(n):
    try:
        return fin(n + 1)
    finally:
        pass
def g(n):
    yield from g(n + 1)
for name, run in (("with", lambda: w(0)), ("finally", lambda: fin(0)), ("yield from", lambda: list(g(0)))):
    try:
        run()
    except RecursionError as e:
        print(name, e)
w(0)
"#;
    let out = run("reraise_depth", source, None);
    assert_eq!(
        out.stdout,
        "with maximum recursion depth exceeded\nfinally maximum recursion depth exceeded\n\
         yield from maximum recursion depth exceeded\n"
    );
    // The uncaught one prints every level, the repeated ones folded as CPython folds them.
    out.expect_error(
        "reraise_depth",
        "RecursionError: maximum recursion depth exceeded",
    );
    assert!(
        out.stderr.contains("[Previous line repeated 1000"),
        "stderr:\n{}",
        excerpt(&out.stderr)
    );
}

/// A display of more items than one `BUILD_*` takes builds its first 4096 and appends the
/// rest: its oparg no longer grows with the item count (a list of more than 2**24 items,
/// an oparg beyond the encoding, was an internal compiler error).
#[test]
fn long_displays_build_in_chunks() {
    use vm_std::{RunOptions, run_source};
    let source = format!("x = [{}]\nprint(len(x), x[-1])\n", "len, ".repeat(5000));
    let options = RunOptions {
        dis: true,
        ..RunOptions::default()
    };
    let out = run_source("display.py", &source, &options);
    assert_eq!(
        out.stdout, "5000 <built-in function len>\n",
        "{}",
        out.stderr
    );
    let build: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.contains("BUILD_LIST"))
        .collect();
    assert_eq!(build.len(), 1, "{build:?}");
    assert!(build[0].trim_end().ends_with(" 4096"), "{build:?}");
    let appends = out
        .stderr
        .lines()
        .filter(|l| l.contains("LIST_APPEND"))
        .count();
    assert_eq!(appends, 5000 - 4096);
}

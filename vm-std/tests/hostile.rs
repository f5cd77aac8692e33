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

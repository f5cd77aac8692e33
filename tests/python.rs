//! The Python programs of the repository, run through vm-std and compared with CPython.
//!
//! Four categories, one test each; every test runs every program of its category and
//! reports all failures together, file by file:
//!
//! - `examples`: `examples/*.py`, the benchmark programs. Each starts with a line
//!   `N = <size>  # size; tests/python.rs lowers it to <small>`; this test replaces the size
//!   with the small one (for vm-std and CPython alike) so that a debug build stays quick.
//! - `conformance`: `tests/conformance/*.py`, small programs covering the whole subset.
//! - `conformance_errors`: `tests/conformance/errors/*.py`, programs that end in an uncaught
//!   exception. Their first line is `# expect: LINE[,LINE...]: <last line of stderr>`, LINE
//!   being the line of the innermost traceback entry (several when more than one is right,
//!   e.g. where a recursion limit is hit depends on the exact limit). Where CPython is
//!   present, the whole traceback (chained exceptions included) must read as CPython's,
//!   line by line, but for its `^~` position markers.
//! - `conformance_unsupported`: `tests/conformance/unsupported/*.py`, valid Python outside the
//!   subset. Their first line is `# expect: LINE:COL` (1-based) of the unsupported construct
//!   (or several, `LINE:COL or LINE:COL`, where more than one place is right); vm-std must
//!   reject them at compile time, before running anything, with
//!   `FILE:LINE:COL: unsupported: <construct>` as the first line of stderr.
//!
//! What is checked:
//!
//! - Always: every program gives the same stdout, stderr and exit code with and without
//!   specialization (specialization must be invisible); vm-std never panics and finishes
//!   within [`TIMEOUT`]; the error and unsupported programs meet their `# expect:` line.
//! - When `python3` runs (or the interpreter named by `VM_STD_PYTHON`): stdout equals
//!   CPython's, and so do the exit code and the last stderr line of the error programs. The
//!   headers themselves are checked against CPython too. Without it, the tests say
//!   `skipping CPython comparison: python3 not found` once, on stderr, and skip that part.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use vm_std::{CompileOptions, Input, RunOptions, RunOutput, compile_source, run_input};

/// The longest a single vm-std run may take (debug build) before it counts as hung.
const TIMEOUT: Duration = Duration::from_secs(300);

/// Stack of the thread that runs each program: generous for a debug build, but finite, so
/// that an implementation recursing in Rust per Python call still overflows on the
/// recursion-error programs (the abort names the thread, i.e. the file).
const STACK_SIZE: usize = 16 << 20;

/// The examples every checkout must have (the list).
const REQUIRED_EXAMPLES: [&str; 6] = [
    "fib",
    "nbody",
    "spectral_norm",
    "sieve",
    "dicts_sets",
    "strings",
];

/// The smallest conformance corpus accepted.
const MIN_CONFORMANCE_PROGRAMS: usize = 60;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

// ---------------------------------------------------------------------------------------
// Programs

struct Program {
    /// Path relative to the repository root, with `/`: the file name given to vm-std.
    rel: String,
    path: PathBuf,
    /// The source to run (for examples, with the size lowered).
    source: String,
}

/// Every `*.py` file directly in `dir` (relative to the repository root), sorted.
fn programs(dir: &str) -> Vec<Program> {
    let full = Path::new(ROOT).join(dir);
    let entries =
        std::fs::read_dir(&full).unwrap_or_else(|e| panic!("cannot list {}: {e}", full.display()));
    let mut out: Vec<Program> = entries
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "py") && p.is_file())
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let source = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            Program {
                rel: format!("{dir}/{name}"),
                path,
                source,
            }
        })
        .collect();
    out.sort_by(|a, b| a.rel.cmp(&b.rel));
    out
}

/// The source of an example with its size lowered, following the first-line convention
/// `N = <size>  # size; tests/python.rs lowers it to <small>`.
fn lowered_example(source: &str) -> Result<String, String> {
    let (first, rest) = source.split_once('\n').unwrap_or((source, ""));
    let bad = || {
        format!(
            "first line must be `N = <size>  # size; tests/python.rs lowers it to <small>`, \
             found {first:?}"
        )
    };
    let after = first.strip_prefix("N = ").ok_or_else(bad)?;
    let digits = after.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 {
        return Err(bad());
    }
    let marker = "lowers it to ";
    let at = first.find(marker).ok_or_else(bad)? + marker.len();
    let small: String = first[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    if small.is_empty() {
        return Err(bad());
    }
    // Keep the comment, so that line and column numbers do not move.
    Ok(format!("N = {small}{}\n{rest}", &after[digits..]))
}

/// The `# expect: ...` text of a program's first line.
fn expect_header(source: &str) -> Option<&str> {
    source.lines().next()?.strip_prefix("# expect: ")
}

/// An error program's expectation: innermost traceback lines and the last stderr line.
struct ErrorExpectation {
    lines: Vec<u32>,
    last_line: String,
}

fn error_expectation(source: &str) -> Result<ErrorExpectation, String> {
    let bad = || "first line must be `# expect: LINE[,LINE...]: <last stderr line>`".to_string();
    let header = expect_header(source).ok_or_else(bad)?;
    let (lines, last_line) = header.split_once(": ").ok_or_else(bad)?;
    let lines = lines
        .split(',')
        .map(|l| l.trim().parse::<u32>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| bad())?;
    if last_line.trim().is_empty() {
        return Err(bad());
    }
    Ok(ErrorExpectation {
        lines,
        last_line: last_line.to_string(),
    })
}

/// An unsupported program's expected `LINE:COL`s: one, or several separated by ` or ` where
/// more than one place is right (a nested function's `def`, or its first reference to a
/// local of the enclosing function).
fn unsupported_expectation(source: &str) -> Result<Vec<(u32, u32)>, String> {
    let bad = || "first line must be `# expect: LINE:COL[ or LINE:COL...]`".to_string();
    let header = expect_header(source).ok_or_else(bad)?;
    header
        .split(" or ")
        .map(|one| {
            let (line, col) = one.trim().split_once(':').ok_or_else(bad)?;
            Ok((
                line.parse().map_err(|_| bad())?,
                col.parse().map_err(|_| bad())?,
            ))
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// Running

/// Runs `source` through vm-std on its own thread; a panic or a hang becomes an `Err`.
fn run_vm(rel: &str, source: &str, specialize: bool) -> Result<RunOutput, String> {
    run_vm_input(rel, Ok(source.to_string()), specialize)
}

/// Runs source (`Ok`) or compiled code (`Err`: a `.vmc` file's bytes) as [`run_vm`].
fn run_vm_input(
    rel: &str,
    input: Result<String, Vec<u8>>,
    specialize: bool,
) -> Result<RunOutput, String> {
    let (tx, rx) = mpsc::channel();
    let name = rel.to_string();
    let options = RunOptions {
        specialize,
        stats: false,
        dis: false,
        free_at_exit: true,
        argv: Vec::new(),
        // The import programs' modules are compiled once, then taken from their
        // `__pycache__`: the runs check the cache too.
        write_bytecode: true,
        executable: vm_std_binary(),
        ..RunOptions::default()
    };
    let handle = thread::Builder::new()
        .name(format!("vm-std {rel}"))
        .stack_size(STACK_SIZE)
        .spawn(move || {
            let input = match &input {
                Ok(source) => Input::Source(source),
                Err(bytes) => Input::Compiled(bytes),
            };
            let _ = tx.send(run_input(&name, input, &options));
        })
        .expect("spawn a thread");
    match rx.recv_timeout(TIMEOUT) {
        Ok(out) => {
            let _ = handle.join();
            Ok(out)
        }
        // The thread is left behind; the process ends with the test run.
        Err(RecvTimeoutError::Timeout) => Err(format!(
            "vm-std did not finish within {} s (specialize: {specialize})",
            TIMEOUT.as_secs()
        )),
        Err(RecvTimeoutError::Disconnected) => {
            let message = match handle.join() {
                Err(payload) => payload
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "<non-string panic payload>".into()),
                Ok(()) => "<no output>".into(),
            };
            Err(format!(
                "vm-std panicked (specialize: {specialize}): {message}"
            ))
        }
    }
}

/// The `vm-std` command built beside this test binary (`target/<profile>/vm-std`), which
/// the programs get as `sys.executable` to start children with: this binary, their
/// in-process runner, is no interpreter. Cargo builds it for another package's tests
/// only when asked (`cargo build -p vm-std`); without it, a program that starts
/// `sys.executable` fails, and the failure says where the binary was looked for.
fn vm_std_binary() -> Option<String> {
    static BINARY: OnceLock<Option<String>> = OnceLock::new();
    BINARY
        .get_or_init(|| {
            let exe = std::env::current_exe().ok()?;
            // `target/<profile>/deps/python-HASH` -> `target/<profile>/vm-std`
            let bin = exe.parent()?.parent()?.join("vm-std");
            Some(bin.to_string_lossy().into_owned())
        })
        .clone()
}

/// What CPython did with a program.
struct CpythonOutput {
    stdout: String,
    stderr: String,
    exit_code: i32,
}

/// The CPython interpreter to compare with, if it runs. Checked once per test process; when
/// it is missing, says so once on stderr (written directly, past the test harness's
/// capture, so that the skip is visible).
fn cpython() -> Option<&'static str> {
    static PYTHON: OnceLock<Option<String>> = OnceLock::new();
    PYTHON
        .get_or_init(|| {
            let exe = std::env::var("VM_STD_PYTHON").unwrap_or_else(|_| "python3".into());
            let ok = Command::new(&exe)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            if ok {
                Some(exe)
            } else {
                let _ = writeln!(
                    std::io::stderr(),
                    "skipping CPython comparison: {exe} not found"
                );
                None
            }
        })
        .as_deref()
}

/// Runs a program under CPython: the file itself, or `source` fed on stdin (`python3 -`)
/// when it differs from the file (the lowered examples).
fn run_cpython(python: &str, program: &Program, from_stdin: bool) -> Result<CpythonOutput, String> {
    let mut cmd = Command::new(python);
    // why not `-I`: it keeps the program's directory off `sys.path`, and the import
    // programs import modules beside them; `-E -s` still ignore the environment and the
    // user's site packages, `-B` writes no `__pycache__`.
    // A program read from stdin has `''` (the working directory) as `sys.path[0]`: run
    // it in its own directory, so that it imports the modules beside it as the file
    // would.
    let dir = match from_stdin {
        true => program.path.parent().unwrap_or(Path::new(ROOT)),
        false => Path::new(ROOT),
    };
    cmd.args(["-E", "-s", "-B"])
        .current_dir(dir)
        .env("PYTHONIOENCODING", "utf-8")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if from_stdin {
        cmd.arg("-").stdin(Stdio::piped());
    } else {
        cmd.arg(&program.path).stdin(Stdio::null());
    }
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot run {python}: {e}"))?;
    if from_stdin {
        let mut stdin = child.stdin.take().expect("piped stdin");
        stdin
            .write_all(program.source.as_bytes())
            .map_err(|e| format!("cannot feed {python}: {e}"))?;
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("cannot wait for {python}: {e}"))?;
    Ok(CpythonOutput {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        exit_code: out.status.code().unwrap_or(-1),
    })
}

// ---------------------------------------------------------------------------------------
// Comparing and reporting

/// A traceback as both interpreters print it: without CPython's position markers (the
/// lines of `^` and `~` under an expression, which vm-std does not print) and with the
/// program named by its path relative to the repository (CPython names it absolute).
fn comparable_traceback(stderr: &str, program: &Program) -> String {
    let absolute = program.path.to_string_lossy();
    stderr
        .lines()
        .filter(|l| {
            let t = l.trim();
            t.is_empty() || !t.chars().all(|c| c == '^' || c == '~')
        })
        .map(|l| l.replace(&*absolute, &program.rel))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The failures of one category, file by file.
struct Report {
    category: &'static str,
    total: usize,
    failures: Vec<(String, Vec<String>)>,
}

impl Report {
    fn new(category: &'static str) -> Self {
        Report {
            category,
            total: 0,
            failures: Vec::new(),
        }
    }

    fn record(&mut self, rel: &str, problems: Vec<String>) {
        self.total += 1;
        if !problems.is_empty() {
            self.failures.push((rel.to_string(), problems));
        }
    }

    /// Panics with every failure, if there is any.
    fn finish(self) {
        if self.failures.is_empty() {
            return;
        }
        let mut msg = format!(
            "{} of {} {} programs failed:\n",
            self.failures.len(),
            self.total,
            self.category
        );
        for (rel, problems) in &self.failures {
            let _ = writeln!(msg, "\n--- {rel}");
            for p in problems {
                for (i, line) in p.lines().enumerate() {
                    let indent = if i == 0 { "  - " } else { "    " };
                    let _ = writeln!(msg, "{indent}{line}");
                }
            }
        }
        let _ = write!(
            msg,
            "\nfailing files: {}",
            self.failures
                .iter()
                .map(|(rel, _)| rel.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        );
        panic!("{msg}");
    }
}

/// A line-oriented description of how `got` differs from `expected`, or `None`.
fn diff(what: &str, expected: &str, got: &str) -> Option<String> {
    diff_upto(what, expected, got, 3)
}

/// [`diff`], showing at most `max_shown` differing lines.
fn diff_upto(what: &str, expected: &str, got: &str, max_shown: usize) -> Option<String> {
    if expected == got {
        return None;
    }
    let exp: Vec<&str> = expected.split_inclusive('\n').collect();
    let act: Vec<&str> = got.split_inclusive('\n').collect();
    let mut msg = format!(
        "{what} differs ({} lines expected, {} got)",
        exp.len(),
        act.len()
    );
    let mut shown = 0;
    for i in 0..exp.len().max(act.len()) {
        let (e, a) = (exp.get(i), act.get(i));
        if e == a {
            continue;
        }
        if shown == max_shown {
            msg.push_str("\n...");
            break;
        }
        shown += 1;
        let show = |l: Option<&&str>| l.map_or("<missing>".to_string(), |l| format!("{l:?}"));
        let _ = write!(
            msg,
            "\nline {}:\n  expected {}\n  got      {}",
            i + 1,
            show(e),
            show(a)
        );
    }
    Some(msg)
}

/// The first few lines of a stream, for context in a failure message.
fn excerpt(text: &str) -> String {
    const MAX: usize = 6;
    let lines: Vec<&str> = text.lines().collect();
    let mut out: Vec<String> = lines.iter().take(MAX).map(|l| format!("| {l}")).collect();
    if lines.len() > MAX {
        out.push(format!("| ... ({} more lines)", lines.len() - MAX));
    }
    if out.is_empty() {
        out.push("| <empty>".into());
    }
    out.join("\n")
}

fn last_line(text: &str) -> &str {
    text.lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
}

/// Runs `program` with and without specialization; returns the specialized output if both
/// ran and agree, recording any problem.
fn run_both(rel: &str, source: &str, problems: &mut Vec<String>) -> Option<RunOutput> {
    let on = run_vm(rel, source, true);
    let off = run_vm(rel, source, false);
    match (on, off) {
        (Ok(on), Ok(off)) => {
            let mut same = true;
            for (what, a, b) in [
                ("stdout", &on.stdout, &off.stdout),
                ("stderr", &on.stderr, &off.stderr),
            ] {
                if let Some(d) = diff(
                    &format!("{what} with --no-specialize (expected) vs specialized (got)"),
                    b,
                    a,
                ) {
                    problems.push(d);
                    same = false;
                }
            }
            if on.exit_code != off.exit_code {
                problems.push(format!(
                    "exit code {} specialized but {} with --no-specialize",
                    on.exit_code, off.exit_code
                ));
                same = false;
            }
            same.then_some(on)
        }
        (on, off) => {
            for r in [on, off] {
                if let Err(e) = r {
                    problems.push(e);
                }
            }
            None
        }
    }
}

/// The checks of a program that must run to completion: exit code 0, stdout as CPython's.
fn check_success(program: &Program, from_stdin: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let vm = run_both(&program.rel, &program.source, &mut problems);
    if let Some(vm) = &vm
        && vm.exit_code != 0
    {
        problems.push(format!(
            "vm-std exited with {}; its stderr:\n{}",
            vm.exit_code,
            excerpt(&vm.stderr)
        ));
    }
    if let Some(python) = cpython() {
        match run_cpython(python, program, from_stdin) {
            Err(e) => problems.push(e),
            Ok(py) if py.exit_code != 0 => problems.push(format!(
                "CPython itself exited with {} (the program is wrong); its stderr:\n{}",
                py.exit_code,
                excerpt(&py.stderr)
            )),
            Ok(py) => {
                if let Some(vm) = &vm
                    && let Some(d) = diff(
                        "stdout (CPython expected, vm-std got)",
                        &py.stdout,
                        &vm.stdout,
                    )
                {
                    problems.push(d);
                }
            }
        }
    }
    problems
}

// ---------------------------------------------------------------------------------------
// The tests

#[test]
fn examples() {
    let all = programs("examples");
    let mut report = Report::new("examples");
    let names: Vec<&str> = all
        .iter()
        .map(|p| {
            p.rel
                .trim_start_matches("examples/")
                .trim_end_matches(".py")
        })
        .collect();
    for required in REQUIRED_EXAMPLES {
        if !names.contains(&required) {
            report.record(
                &format!("examples/{required}.py"),
                vec!["missing: the issue requires this example".into()],
            );
        }
    }
    for mut program in all {
        match lowered_example(&program.source) {
            Err(e) => report.record(&program.rel, vec![e]),
            Ok(source) => {
                program.source = source;
                let problems = check_success(&program, true);
                report.record(&program.rel, problems);
            }
        }
    }
    report.finish();
}

#[test]
fn conformance() {
    let all = programs("tests/conformance");
    let mut report = Report::new("conformance");
    if all.len() < MIN_CONFORMANCE_PROGRAMS {
        report.record(
            "tests/conformance",
            vec![format!(
                "only {} programs; the corpus must have at least {MIN_CONFORMANCE_PROGRAMS}",
                all.len()
            )],
        );
    }
    for program in &all {
        let problems = check_success(program, false);
        report.record(&program.rel, problems);
    }
    report.finish();
}

#[test]
fn conformance_errors() {
    let mut report = Report::new("runtime-error");
    for program in programs("tests/conformance/errors") {
        let mut problems = Vec::new();
        let expect = match error_expectation(&program.source) {
            Ok(e) => e,
            Err(e) => {
                report.record(&program.rel, vec![e]);
                continue;
            }
        };
        let lines_text = expect
            .lines
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" or ");
        let vm = run_both(&program.rel, &program.source, &mut problems);
        if let Some(vm) = &vm {
            if vm.exit_code != 1 {
                problems.push(format!(
                    "vm-std exited with {}, expected 1 (uncaught exception)",
                    vm.exit_code
                ));
            }
            let mut stderr_shown = false;
            if last_line(&vm.stderr) != expect.last_line {
                problems.push(format!(
                    "last line of stderr: expected {:?}, got {:?}; stderr:\n{}",
                    expect.last_line,
                    last_line(&vm.stderr),
                    excerpt(&vm.stderr)
                ));
                stderr_shown = true;
            }
            let has_traceback = vm.stderr.contains("Traceback (most recent call last):");
            let names_file = vm.stderr.contains(&program.rel);
            let names_line = expect.lines.iter().any(|l| mentions_line(&vm.stderr, *l));
            if !(has_traceback && names_file && names_line) {
                let mut msg = format!(
                    "stderr must hold a traceback (`Traceback (most recent call last):`) \
                     naming {} and line {lines_text}",
                    program.rel
                );
                if !stderr_shown {
                    msg = format!("{msg}; stderr:\n{}", excerpt(&vm.stderr));
                }
                problems.push(msg);
            }
        }
        if let Some(python) = cpython() {
            match run_cpython(python, &program, false) {
                Err(e) => problems.push(e),
                Ok(py) => {
                    if py.exit_code != 1 || last_line(&py.stderr) != expect.last_line {
                        problems.push(format!(
                            "the header disagrees with CPython: it exited with {} and its last \
                             stderr line is {:?}",
                            py.exit_code,
                            last_line(&py.stderr)
                        ));
                    }
                    match innermost_line(&py.stderr) {
                        Some(l) if expect.lines.contains(&l) => {}
                        other => problems.push(format!(
                            "the header says line {lines_text}, CPython's innermost traceback \
                             entry is at line {other:?}"
                        )),
                    }
                    if let Some(vm) = &vm
                        && let Some(d) = diff(
                            "stdout before the error (CPython expected, vm-std got)",
                            &py.stdout,
                            &vm.stdout,
                        )
                    {
                        problems.push(d);
                    }
                    if let Some(vm) = &vm
                        && let Some(d) = diff(
                            "the traceback, line by line (CPython expected, vm-std got)",
                            &comparable_traceback(&py.stderr, &program),
                            &comparable_traceback(&vm.stderr, &program),
                        )
                    {
                        problems.push(d);
                    }
                }
            }
        }
        report.record(&program.rel, problems);
    }
    report.finish();
}

#[test]
fn conformance_unsupported() {
    let mut report = Report::new("unsupported-construct");
    for program in programs("tests/conformance/unsupported") {
        let mut problems = Vec::new();
        let places = match unsupported_expectation(&program.source) {
            Ok(e) => e,
            Err(e) => {
                report.record(&program.rel, vec![e]);
                continue;
            }
        };
        if let Some(vm) = run_both(&program.rel, &program.source, &mut problems) {
            if vm.exit_code != 1 {
                problems.push(format!(
                    "vm-std exited with {}, expected 1 (compile error)",
                    vm.exit_code
                ));
            }
            if !vm.stdout.is_empty() {
                problems.push(format!(
                    "printed before the compile error (the program must not start):\n{}",
                    excerpt(&vm.stdout)
                ));
            }
            let prefixes: Vec<String> = places
                .iter()
                .map(|(line, col)| format!("{}:{line}:{col}: unsupported: ", program.rel))
                .collect();
            let first = vm.stderr.lines().next().unwrap_or("");
            let ok = prefixes.iter().any(|prefix| {
                first
                    .strip_prefix(prefix.as_str())
                    .is_some_and(|rest| !rest.trim().is_empty())
            });
            if !ok {
                problems.push(format!(
                    "first line of stderr must be `{}<construct>`; stderr:\n{}",
                    prefixes.join("<construct>` or `"),
                    excerpt(&vm.stderr)
                ));
            }
        }
        if let Some(python) = cpython() {
            match run_cpython(python, &program, false) {
                Err(e) => problems.push(e),
                Ok(py) if py.exit_code != 0 => problems.push(format!(
                    "CPython exited with {} (the program must be valid Python); its stderr:\n{}",
                    py.exit_code,
                    excerpt(&py.stderr)
                )),
                Ok(_) => {}
            }
        }
        report.record(&program.rel, problems);
    }
    report.finish();
}

/// Every conformance program, compiled to a `.vmc` file's bytes and run from them, prints
/// what it prints from source: stdout, stderr (tracebacks quote the source file, as
/// CPython's do for a `.pyc`) and exit status; an unsupported program fails to compile
/// with the message its run prints. The compiling machine has its global symbols
/// shifted from the running one's, so a symbol the loader did not bind again reads the
/// wrong global.
#[test]
fn conformance_through_vmc() {
    let mut report = Report::new("compiled (.vmc)");
    let mut all = programs("tests/conformance");
    all.extend(programs("tests/conformance/errors"));
    assert!(all.len() >= MIN_CONFORMANCE_PROGRAMS);
    let options = CompileOptions {
        shift_symbols: 13,
        ..CompileOptions::default()
    };
    for program in &all {
        let mut problems = Vec::new();
        match compile_source(&program.rel, &program.source, &options) {
            Err(e) => problems.push(format!("does not compile: {e}")),
            Ok(bytes) => match (
                run_vm(&program.rel, &program.source, true),
                run_vm_input(&program.rel, Err(bytes), true),
            ) {
                (Ok(direct), Ok(compiled)) => {
                    for (what, a, b) in [
                        ("stdout", &direct.stdout, &compiled.stdout),
                        ("stderr", &direct.stderr, &compiled.stderr),
                    ] {
                        if let Some(d) =
                            diff(&format!("{what} of source (expected) vs .vmc (got)"), a, b)
                        {
                            problems.push(d);
                        }
                    }
                    if direct.exit_code != compiled.exit_code {
                        problems.push(format!(
                            "exit code {} from source but {} from .vmc",
                            direct.exit_code, compiled.exit_code
                        ));
                    }
                }
                (a, b) => problems.extend([a, b].into_iter().filter_map(Result::err)),
            },
        }
        report.record(&program.rel, problems);
    }
    for program in programs("tests/conformance/unsupported") {
        let mut problems = Vec::new();
        let direct = run_vm(&program.rel, &program.source, true);
        match (
            compile_source(&program.rel, &program.source, &options),
            direct,
        ) {
            (Err(e), Ok(direct)) => {
                if direct.stderr.lines().next() != Some(e.as_str()) {
                    problems.push(format!(
                        "compile error {e:?}; the run's: {:?}",
                        direct.stderr
                    ));
                }
            }
            (Ok(_), _) => problems.push("compiled".to_string()),
            (_, Err(e)) => problems.push(e),
        }
        report.record(&program.rel, problems);
    }
    report.finish();
}

/// Whether `text` mentions `line N` (N not followed by another digit).
fn mentions_line(text: &str, n: u32) -> bool {
    let needle = format!("line {n}");
    text.match_indices(&needle).any(|(at, _)| {
        !text[at + needle.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit())
    })
}

/// The line of the innermost entry (`File "...", line N, in ...`) of a CPython traceback.
fn innermost_line(stderr: &str) -> Option<u32> {
    stderr
        .lines()
        .rev()
        .filter(|l| l.trim_start().starts_with("File \""))
        .find_map(|l| {
            let at = l.find(", line ")? + ", line ".len();
            l[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
                .parse()
                .ok()
        })
}

/// The harness's own helpers, which the other tests rely on to say the right thing.
#[test]
fn harness_helpers() {
    let src = "N = 1000  # size; tests/python.rs lowers it to 12\nprint(N)\n";
    assert_eq!(
        lowered_example(src).unwrap(),
        "N = 12  # size; tests/python.rs lowers it to 12\nprint(N)\n"
    );
    assert!(lowered_example("N = 5\n").is_err());
    let e = error_expectation("# expect: 3,7: RecursionError: maximum recursion depth exceeded\n")
        .unwrap();
    assert_eq!(e.lines, [3, 7]);
    assert_eq!(
        e.last_line,
        "RecursionError: maximum recursion depth exceeded"
    );
    assert_eq!(
        unsupported_expectation("# expect: 4:13\n").unwrap(),
        [(4, 13)]
    );
    assert_eq!(
        unsupported_expectation("# expect: 4:5 or 5:20\n").unwrap(),
        [(4, 5), (5, 20)]
    );
    assert!(mentions_line("  File \"x.py\", line 4, in <module>", 4));
    assert!(!mentions_line("  File \"x.py\", line 45, in <module>", 4));
    let tb = "Traceback (most recent call last):\n  File \"a.py\", line 9, in <module>\n    f()\n  File \"a.py\", line 3, in f\n    1/0\nZeroDivisionError: division by zero\n";
    assert_eq!(innermost_line(tb), Some(3));
    assert_eq!(last_line(tb), "ZeroDivisionError: division by zero");
    assert_eq!(diff("x", "a\nb\n", "a\nb\n"), None);
    let d = diff("stdout", "a\nb\n", "a\nc\n").unwrap();
    assert!(d.contains("line 2:"), "{d}");
}

//! The fuzz driver the fuzz targets share (`tests/fuzz_*.rs`, `vm-std/tests/fuzz_*.rs`).
//!
//! A case is a string of bytes, made from `(seed, index)` by a deterministic generator;
//! a target turns them into its input with `arbitrary::Unstructured` (a mutation plan, a
//! mutated program) and runs it. Because a case is just bytes, any source of bytes drives
//! the same target: the seeded generator here, or a saved case replayed with
//! `VM_FUZZ_REPLAY=FILE`.
//!
//! The cases run in a child process (the test binary itself, re-run on the same test
//! with `VM_FUZZ_CHILD` set), watched by the test: neither the framework nor vm-std has a
//! step limit, so a mutated program that loops forever is stopped by a per-case time
//! limit (counted as `timeout`, not a failure), and a case that panics, aborts or dies
//! of a signal ends the child without taking the test down with it. The test then
//! reports the case (its bytes and rendering saved under the target directory) and goes
//! on with the next one in a new child.
//!
//! Budget: `VM_FUZZ_CASES=N` cases (default: the target's smoke count) or
//! `VM_FUZZ_SECONDS=S`; `VM_FUZZ_SEED` picks the stream (default a fixed one, so the
//! smoke pass under `cargo test` is the same every time). `scripts/fuzz.sh` sets them.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// xorshift64*: small, deterministic, no dependency.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    /// A generator for case `index` of stream `seed` (never the all-zero state).
    pub fn for_case(seed: u64, index: u64) -> Rng {
        let mut r = Rng(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        for _ in 0..4 {
            r.next();
        }
        r
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (`n > 0`; the modulo bias is irrelevant here).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// True with probability `1/n`.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }

    /// `len` random bytes.
    pub fn bytes(&mut self, len: usize) -> Vec<u8> {
        (0..len).map(|_| self.next() as u8).collect()
    }
}

/// What a fuzz target is, for the driver.
pub struct Target {
    /// The test function's name: the child re-runs exactly it.
    pub test: &'static str,
    /// Cases of the smoke pass (`cargo test`, no budget given).
    pub smoke_cases: u64,
    /// Bytes of a case.
    pub case_len: usize,
    /// The time limit of one case: past it the child is stopped and the case counts as
    /// `timeout`.
    pub timeout: Duration,
    /// A virtual-memory limit for the child (KiB, `ulimit -v`), so that an allocation
    /// the program asks for and cannot have fails the same on every machine.
    pub memory_kib: Option<u64>,
    /// Runs one case and names its outcome (`rejected:Truncated`, `ran`, ...): the
    /// report counts outcomes. A bug panics (or aborts).
    pub run: fn(&[u8]) -> String,
    /// The case in readable form (the mutated program), saved beside a failing case.
    pub render: fn(&[u8]) -> String,
}

/// What a fuzz run did.
#[derive(Debug, Default)]
pub struct Report {
    /// Cases finished (timeouts and failures included).
    pub cases: u64,
    /// Outcomes by name.
    pub outcomes: BTreeMap<String, u64>,
    /// Failing cases: index, how the child ended, its last output, where the case is saved.
    pub failures: Vec<String>,
}

impl Report {
    fn count(&mut self, outcome: &str) {
        self.cases += 1;
        *self.outcomes.entry(outcome.to_string()).or_default() += 1;
    }

    /// One line per outcome, for the log.
    pub fn summary(&self, name: &str) -> String {
        let mut s = format!("{name}: {} cases", self.cases);
        for (k, v) in &self.outcomes {
            s.push_str(&format!("\n  {v:>8} {k}"));
        }
        s
    }
}

const CHILD: &str = "VM_FUZZ_CHILD";
/// How many failing cases a run collects before it stops looking for more.
const MAX_FAILURES: usize = 8;

/// The default seed, so that the smoke pass is the same run every time.
pub const DEFAULT_SEED: u64 = 0x005E_ED0F_F022;

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    match v.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => v.parse().ok(),
    }
}

/// The bytes of case `index` of stream `seed`.
pub fn case_bytes(seed: u64, index: u64, len: usize) -> Vec<u8> {
    Rng::for_case(seed, index).bytes(len)
}

/// Runs the target: as the child when `VM_FUZZ_CHILD` says so, as a replay of one saved
/// case with `VM_FUZZ_REPLAY`, otherwise as the watching parent. Panics (fails the test)
/// when a case failed, naming the saved cases.
pub fn fuzz(target: &Target) {
    if let Ok(range) = std::env::var(CHILD) {
        child(target, &range);
        return;
    }
    if let Ok(path) = std::env::var("VM_FUZZ_REPLAY") {
        let bytes = std::fs::read(&path).expect("read the case to replay");
        eprintln!("{}", (target.render)(&bytes));
        eprintln!("outcome: {}", (target.run)(&bytes));
        return;
    }
    let report = parent(target);
    eprintln!("{}", report.summary(target.test));
    assert!(
        report.failures.is_empty(),
        "{} failing case(s):\n{}",
        report.failures.len(),
        report.failures.join("\n\n")
    );
}

/// The child: runs cases `from..to`, announcing each on stdout, and aborts on a panic so
/// that the parent sees the case end with a signal.
fn child(target: &Target, range: &str) {
    let (from, to) = range
        .split_once(':')
        .and_then(|(a, b)| Some((a.parse::<u64>().ok()?, b.parse::<u64>().ok()?)))
        .expect("VM_FUZZ_CHILD=FROM:TO");
    let seed = env_u64("VM_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        default_hook(info);
        // why abort: vm-std's runner joins its interpreter thread and turns a panic there
        // into exit status 1, which would hide it; aborting makes every panic a crash
        // the parent cannot miss.
        std::process::abort();
    }));
    let mut out = std::io::stdout().lock();
    for i in from..to {
        let _ = writeln!(out, "@fuzz start {i}");
        let _ = out.flush();
        let outcome = (target.run)(&case_bytes(seed, i, target.case_len));
        let _ = writeln!(out, "@fuzz done {i} {outcome}");
        let _ = out.flush();
    }
}

/// What the child said.
enum Line {
    Start(u64),
    Done(u64, String),
}

fn parse_line(line: &str) -> Option<Line> {
    let rest = line.strip_prefix("@fuzz ")?;
    let mut words = rest.splitn(3, ' ');
    match (words.next()?, words.next()?.parse().ok()?) {
        ("start", i) => Some(Line::Start(i)),
        ("done", i) => Some(Line::Done(i, words.next().unwrap_or("").to_string())),
        _ => None,
    }
}

/// The budget: a number of cases, or a time.
fn budget(target: &Target) -> (u64, Option<Instant>) {
    match env_u64("VM_FUZZ_SECONDS") {
        Some(s) => (u64::MAX, Some(Instant::now() + Duration::from_secs(s))),
        None => (env_u64("VM_FUZZ_CASES").unwrap_or(target.smoke_cases), None),
    }
}

fn parent(target: &Target) -> Report {
    let seed = env_u64("VM_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let (end, deadline) = budget(target);
    let mut report = Report::default();
    let mut next = 0;
    while next < end && report.failures.len() < MAX_FAILURES {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        next = run_child(target, seed, next, end, deadline, &mut report);
    }
    eprintln!("seed {seed:#x}");
    report
}

/// Starts a child on cases `from..end` and follows it until it finishes, hangs or dies;
/// returns the next case to run.
fn run_child(
    target: &Target,
    seed: u64,
    from: u64,
    end: u64,
    deadline: Option<Instant>,
    report: &mut Report,
) -> u64 {
    let exe = std::env::current_exe().expect("the test binary");
    let mut cmd = match target.memory_kib {
        Some(kib) => {
            let mut c = Command::new("sh");
            c.arg("-c")
                .arg(format!("ulimit -v {kib} && exec \"$0\" \"$@\""))
                .arg(&exe);
            c
        }
        None => Command::new(&exe),
    };
    // why a scratch directory: mutated programs may write files (vm-std has `open`).
    let scratch = scratch_dir(target.test).join("cwd");
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    cmd.args([target.test, "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD, format!("{from}:{end}"))
        .env("VM_FUZZ_SEED", seed.to_string())
        .env_remove("VM_FUZZ_REPLAY")
        .current_dir(&scratch)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("start the fuzz child");
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().expect("piped");
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Some(l) = parse_line(&line)
                && tx.send(l).is_err()
            {
                break;
            }
        }
    });
    let mut stderr = child.stderr.take().expect("piped");
    let errors = std::thread::spawn(move || {
        // Only the end matters (the panic message); keep the last 8 KiB.
        let mut tail = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = stderr.read(&mut buf) {
            if n == 0 {
                break;
            }
            tail.extend_from_slice(&buf[..n]);
            if tail.len() > 16 << 10 {
                tail.drain(..tail.len() - (8 << 10));
            }
        }
        String::from_utf8_lossy(&tail).into_owned()
    });
    let mut current: Option<(u64, Instant)> = None;
    let mut next = from;
    loop {
        let now = Instant::now();
        let wait = match current {
            Some((_, started)) => target.timeout.saturating_sub(now - started),
            None => target.timeout * 4 + Duration::from_secs(10),
        };
        let wait = match deadline {
            Some(d) => wait.min(d.saturating_duration_since(now)),
            None => wait,
        };
        match rx.recv_timeout(wait) {
            Ok(Line::Start(i)) => current = Some((i, Instant::now())),
            Ok(Line::Done(i, outcome)) => {
                report.count(&outcome);
                current = None;
                next = i + 1;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let _ = child.kill();
                let _ = child.wait();
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    return end;
                }
                match current {
                    Some((i, _)) => {
                        report.count("timeout");
                        return i + 1;
                    }
                    // A child that never started a case: something else is wrong.
                    None => panic!("the fuzz child did not start; stderr:\n{}", tail_of(errors)),
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                let status = child.wait().expect("wait for the fuzz child");
                let stderr = tail_of(errors);
                match current {
                    None if status.success() => return end,
                    Some((i, _)) => {
                        report.count("FAILED");
                        let saved = save_case(target, seed, i);
                        report.failures.push(format!(
                            "case {i} (seed {seed:#x}): the child ended with {status}; saved as \
                             {saved}.txt; replay with VM_FUZZ_REPLAY={saved}.bin; its stderr:\n{}",
                            panic_excerpt(&stderr)
                        ));
                        return i + 1;
                    }
                    None => panic!(
                        "the fuzz child ended with {status} between cases; stderr:\n{}",
                        last_lines(&stderr, 20)
                    ),
                }
            }
        }
        if next >= end && current.is_none() {
            // The child is finishing; let it exit.
            let _ = child.wait();
            return end;
        }
    }
}

fn tail_of(errors: std::thread::JoinHandle<String>) -> String {
    errors.join().unwrap_or_default()
}

/// The panic message in a child's stderr (the default hook's lines from "panicked at"),
/// else its last lines.
fn panic_excerpt(stderr: &str) -> String {
    match stderr.rfind("panicked at") {
        Some(at) => {
            let start = stderr[..at].rfind('\n').map_or(0, |n| n + 1);
            stderr[start..]
                .lines()
                .take(6)
                .map(|l| l.chars().take(300).collect::<String>())
                .collect::<Vec<_>>()
                .join("\n")
        }
        None => last_lines(stderr, 12),
    }
}

fn last_lines(s: &str, n: usize) -> String {
    let lines: Vec<&str> = s.lines().collect();
    let from = lines.len().saturating_sub(n);
    lines[from..]
        .iter()
        .map(|l| l.chars().take(300).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Where a target keeps its scratch files and failing cases.
pub fn scratch_dir(test: &str) -> PathBuf {
    let base = std::env::var_os("VM_FUZZ_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz"));
    base.join(test)
}

/// Saves case `i` (its bytes, `.bin`, and its rendering, `.txt`); returns the path
/// without the extension.
fn save_case(target: &Target, seed: u64, i: u64) -> String {
    let dir = scratch_dir(target.test).join("failures");
    std::fs::create_dir_all(&dir).expect("failure directory");
    let bytes = case_bytes(seed, i, target.case_len);
    let stem = dir.join(format!("{seed:x}-{i}"));
    let stem = stem.to_string_lossy().into_owned();
    let _ = std::fs::write(format!("{stem}.bin"), &bytes);
    let _ = std::fs::write(format!("{stem}.txt"), (target.render)(&bytes));
    stem
}

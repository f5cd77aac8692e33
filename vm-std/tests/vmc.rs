//! Compiled code (`.vmc` bytes) that is corrupted or hostile: decoding never panics, never
//! allocates what the bytes cannot back and never recurses without bound; what decodes
//! (and so was verified and checked against its tables) runs to an exit status, an error
//! at worst, never a panic or a signal.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use vm_std::runner::marshal::{self, Load};
use vm_std::runtime::Machine;
use vm_std::{CompileOptions, compile_source};

/// A program that uses every kind of constant and the ops whose opargs the loader binds
/// or checks: globals (plain, in a class body, `del`, a `for` target, fused with `in`
/// and a method call), `import *`, functions with every kind of signature, closures,
/// generators, classes, exceptions.
const SAMPLE: &str = r#"
from collections import *
import math
G = 10**30
words = ['a', 'b']
T = (1, -2.5, "s", b"b", None, True, False, (3, (4,)))
def f(a, b=2, *args, k=3, **kw):
    def g():
        return a + b
    return g() + k + len(args) + len(kw)
def gen(n):
    for i in range(n):
        yield i * 2
class C:
    x = 1
    y = x + 1
    def m(self, *, z=1):
        return [i * self.y for i in range(3) if i != z]
for item in T[:2]:
    pass
try:
    {}['missing']
except KeyError as e:
    print('caught', e)
words.append('c')
print(G, T, f(1), f(1, 2, 3, k=4, z=5), C().m(), list(gen(3)), 'a' in words)
print(deque([1, 2]), math.floor(2.5), item, sorted(set(words)), (lambda q: q)(5))
del item
"#;

fn compiled() -> Vec<u8> {
    compile_source("sample.py", SAMPLE, &CompileOptions::default()).expect("compiles")
}

/// A fresh machine, as a run has one before it loads a program.
fn machine() -> Machine {
    Machine::new(None, vm_std::builtins::namespace())
}

/// Deterministic pseudo-random numbers (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One corruption of `bytes`: a bit flip, a random byte, a random 32-bit word (counts,
/// lengths and opargs live in those), a cut, or a byte inserted or removed.
fn mutate(bytes: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut b = bytes.to_vec();
    if b.len() < 4 {
        b.push(rng.next() as u8);
        return b;
    }
    let at = rng.below(b.len());
    match rng.below(6) {
        0 => b[at] ^= 1 << rng.below(8),
        1 => b[at] = rng.next() as u8,
        2 => {
            let word = match rng.below(3) {
                0 => rng.next() as u32,
                1 => rng.below(64) as u32,
                _ => u32::MAX - rng.below(4) as u32,
            };
            let at = at.min(b.len().saturating_sub(4));
            b[at..at + 4].copy_from_slice(&word.to_le_bytes());
        }
        3 => b.truncate(at),
        4 => b.insert(at, rng.next() as u8),
        _ => {
            b.remove(at);
        }
    }
    b
}

/// Runs `f` on a thread with the interpreter's stack (what the runner decodes on).
fn on_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, f)
            .expect("a thread")
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p))
    })
}

#[test]
fn the_sample_round_trips() {
    let bytes = compiled();
    let mut m = machine();
    let (code, header) = marshal::decode(&mut m, &bytes, &Load::default()).expect("decodes");
    assert_eq!(header.package, None);
    // Compiled as a run names its program: absolute (`/cwd/sample.py`).
    assert!(
        code.extra.filename.ends_with("/sample.py"),
        "{}",
        code.extra.filename
    );
    assert!(code.extra.functions.len() >= 3);
    let out = vm_std::run_input(
        "sample.py",
        vm_std::Input::Compiled(&bytes),
        &Default::default(),
    );
    let direct = vm_std::run_source("sample.py", SAMPLE, &Default::default());
    assert_eq!(out, direct);
    assert!(
        out.stdout
            .starts_with("caught 'missing'\n1000000000000000000000000000000 ")
    );
}

/// Thousands of corruptions: each decodes or fails with an error, never a panic; the
/// ones that decode (a flipped constant, an oparg still in range) are kept for
/// [`what_decodes_runs_cleanly`].
fn corrupted_that_decode() -> Vec<Vec<u8>> {
    const MUTATIONS: usize = 20_000;
    let bytes = compiled();
    on_big_stack(move || {
        let mut rng = Rng(0x5eed_0fc0_de00);
        let mut m = machine();
        let mut decoded = Vec::new();
        let mut errors = 0;
        for i in 0..MUTATIONS {
            if i % 500 == 0 {
                m = machine();
            }
            let mut b = mutate(&bytes, &mut rng);
            if rng.below(4) == 0 {
                b = mutate(&b, &mut rng);
            }
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                marshal::decode(&mut m, &b, &Load::default()).map(|_| ())
            }));
            match result {
                Ok(Ok(())) => decoded.push(b),
                Ok(Err(e)) => {
                    errors += 1;
                    assert!(!e.to_string().is_empty());
                }
                Err(_) => panic!("mutation {i} panicked the decoder: {:?}", b),
            }
        }
        assert!(errors > MUTATIONS / 2, "{errors} errors");
        assert!(!decoded.is_empty());
        decoded
    })
}

#[test]
fn corrupted_code_never_panics_the_decoder() {
    corrupted_that_decode();
}

/// What decodes runs in the binary to an exit status of its own (0, 1 after an exception,
/// 2 when refused), not a panic (101) or a signal, within a time limit (a corrupted jump
/// may loop forever: killed, and counted).
#[test]
fn what_decodes_runs_cleanly() {
    const RUNS: usize = 150;
    const LIMIT: Duration = Duration::from_secs(10);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("vmc_fuzz");
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let mut mutants = corrupted_that_decode();
    mutants.dedup();
    let (mut ran, mut hung) = (0, 0);
    for (i, b) in mutants
        .iter()
        .enumerate()
        .step_by((mutants.len() / RUNS).max(1))
    {
        let path = dir.join(format!("{}_{i}.vmc", std::process::id()));
        std::fs::write(&path, b).expect("write");
        let mut child = Command::new(env!("CARGO_BIN_EXE_vm-std"))
            .arg("run")
            .arg(&path)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("vm-std runs");
        let start = Instant::now();
        let status = loop {
            if let Some(s) = child.try_wait().expect("wait") {
                break Some(s);
            }
            if start.elapsed() > LIMIT {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        ran += 1;
        match status {
            None => hung += 1,
            Some(s) => {
                let stderr = std::io::read_to_string(child.stderr.take().expect("piped"))
                    .unwrap_or_default();
                assert!(
                    matches!(s.code(), Some(0..=2)),
                    "{}: exit {:?} (None: a signal); stderr:\n{stderr}",
                    path.display(),
                    s.code()
                );
                let _ = std::fs::remove_file(&path);
            }
        }
    }
    assert!(ran >= RUNS.min(mutants.len()) / 2, "ran {ran}");
    assert!(hung * 4 <= ran, "{hung} of {ran} hung");
}

/// Hand-made hostile files: nesting far deeper than any compiled program is refused
/// before it can overflow the stack; a count far beyond the bytes allocates nothing.
#[test]
fn hostile_nesting_and_counts_are_errors() {
    let bytes = compiled();
    // The outermost code's first constant, made a tuple of one tuple of one tuple ...:
    // find the constants' count (the first one after the name, qualname and filename).
    let deep = {
        let mut b = bytes.clone();
        let marker = b"sample.py";
        let at = b
            .windows(marker.len())
            .position(|w| w == marker)
            .expect("the file name")
            + marker.len();
        let nested: Vec<u8> = std::iter::repeat_n([8u8, 1, 0, 0, 0], 1_000_000)
            .flatten()
            .collect();
        // Count 1, then the chain (the rest no longer parses, but the chain comes first).
        b.splice(at..at + 4, [1u8, 0, 0, 0].into_iter().chain(nested));
        b
    };
    let err = on_big_stack(
        || match marshal::decode(&mut machine(), &deep, &Load::default()) {
            Ok(_) => panic!("decoded"),
            Err(e) => e,
        },
    );
    assert!(err.to_string().contains("nested deeper"), "{err}");
    // Through the binary: exit 2 with that one line.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("vmc_fuzz");
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join(format!("{}_deep.vmc", std::process::id()));
    std::fs::write(&path, &deep).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_vm-std"))
        .arg("run")
        .arg(&path)
        .output()
        .expect("vm-std runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("nested deeper"), "{stderr}");
    let _ = std::fs::remove_file(&path);
}

/// Code that verifies but that no compiler makes: `MAKE_FUNCTION` of a function with one
/// parameter, given the two defaults of another (its oparg changed), runs to a Python
/// error: the function keeps the last default, one for its parameter, where computing
/// its first defaulted parameter underflowed (a panic).
#[test]
fn more_defaults_than_parameters_is_not_a_panic() {
    use vm_core::code::encode;
    use vm_std::isa::isa::{Isa, Opcode};
    let source = "def f(a, b=1, c=2):\n    return a\ndef g(a):\n    return a\nprint(f(7), f())\n";
    let mut bytes = compile_source("defaults.py", source, &CompileOptions::default()).unwrap();
    let units = u32::from_le_bytes(bytes[20..24].try_into().unwrap()) as usize;
    let first = (0..units)
        .map(|k| 28 + 4 * k)
        .find(|&at| {
            bytes[at..at + 4] == encode::<Isa>(Opcode::MakeFunction as u16, 0).to_le_bytes()
        })
        .expect("MAKE_FUNCTION 0");
    bytes[first..first + 4]
        .copy_from_slice(&encode::<Isa>(Opcode::MakeFunction as u16, 1).to_le_bytes());
    let out = vm_std::run_input(
        "defaults.py",
        vm_std::Input::Compiled(&bytes),
        &Default::default(),
    );
    // `f()` passes nothing: the default is left for a `FILL_DEFAULT` that `g`'s code,
    // compiled without defaults, does not have.
    assert_eq!(out.exit_code, 1, "{out:?}");
    assert!(
        out.stderr.ends_with(
            "UnboundLocalError: cannot access local variable 'a' where it is not associated \
             with a value\n"
        ),
        "{}",
        out.stderr
    );
}

/// Functions nested 600 deep (three times vm-core's default limit, within the compiler's)
/// and a constant tuple nested 150 deep: compiled code as deep as the compiler makes
/// loads, and runs as its source.
#[test]
fn deeply_nested_code_round_trips() {
    const N: usize = 600;
    let mut src: Vec<String> = (0..N)
        .map(|i| format!("{}def f{i}():", " ".repeat(i)))
        .collect();
    src.push(format!(
        "{}return {}1{}",
        " ".repeat(N),
        "(".repeat(150),
        ",)".repeat(150)
    ));
    src.extend(
        (1..N)
            .rev()
            .map(|i| format!("{}return f{i}()", " ".repeat(i))),
    );
    src.push(
        "t = f0()\nn = 0\nwhile type(t) is tuple:\n    t, n = t[0], n + 1\nprint(n, t)".into(),
    );
    let source = src.join("\n") + "\n";
    let bytes = compile_source("deep.py", &source, &CompileOptions::default()).expect("compiles");
    let options = vm_std::RunOptions::default();
    let direct = vm_std::run_source("deep.py", &source, &options);
    let compiled = vm_std::run_input("deep.py", vm_std::Input::Compiled(&bytes), &options);
    assert_eq!(compiled, direct);
    assert_eq!(direct.stdout, "150 1\n", "{}", direct.stderr);
}

//! The `vm-std` command itself: the conformance programs through the binary (whose global
//! allocator is `vm_std::alloc::PoolAlloc`, unlike this test process's) print exactly
//! what the library prints in process, errors exit 1 with a traceback, and bad command
//! lines exit 2.

use std::path::{Path, PathBuf};
use std::process::Command;

use vm_std::{RunOptions, run_source};

fn vm_std() -> Command {
    Command::new(env!("CARGO_BIN_EXE_vm-std"))
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/conformance")
}

fn programs(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the conformance corpus")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    v.sort();
    v
}

/// Every conformance program, run by the binary, prints what `run_source` prints and
/// exits as it does (0, or 1 for the programs in `errors/`).
#[test]
fn the_binary_runs_the_corpus_like_the_library() {
    let mut files = programs(&corpus());
    files.extend(programs(&corpus().join("errors")));
    assert!(files.len() > 60, "found {} programs", files.len());
    for file in files {
        let name = file.to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&file).expect("a readable program");
        // The library's children (`sys.executable`) are the binary's, as its own are.
        let options = RunOptions {
            executable: Some(env!("CARGO_BIN_EXE_vm-std").to_string()),
            ..RunOptions::default()
        };
        let expected = run_source(&name, &source, &options);
        let out = vm_std()
            .arg("run")
            .arg(&file)
            .output()
            .expect("vm-std runs");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected.stdout,
            "{name}: stdout"
        );
        assert_eq!(out.status.code(), Some(expected.exit_code), "{name}: exit");
        if expected.exit_code != 0 {
            let err = String::from_utf8_lossy(&out.stderr);
            // An uncaught exception prints a traceback; `sys.exit(n)` nothing.
            if expected.stderr.starts_with("Traceback") {
                assert!(err.starts_with("Traceback"), "{name}: {err}");
            }
            assert_eq!(err.lines().last(), expected.stderr.lines().last(), "{name}");
        }
    }
}

/// Usage errors exit 2 with a message; `--help` exits 0.
#[test]
fn bad_command_lines_exit_2() {
    let help = vm_std().arg("--help").output().expect("vm-std runs");
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("usage: vm-std run"));
    // Without a command word the arguments are `run`'s (`vm-std --fast x.py`).
    for args in [
        &["run"][..],
        &["--fast", "x.py"],
        &["run", "--fast", "x.py"],
    ] {
        let out = vm_std().args(args).output().expect("vm-std runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("usage"),
            "{args:?}"
        );
    }
    let missing = vm_std()
        .args(["run", "no/such/file.py"])
        .output()
        .expect("vm-std runs");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("can't open file"));
}

/// As `python3`: `-c CODE`, a program on stdin (`-`), the arguments after the program in
/// `sys.argv` (options there included), `sys.exit(n)` the exit status, `--version`.
#[test]
fn runs_like_python3() {
    let out = vm_std()
        .args([
            "run",
            "-c",
            "import sys; print(sys.argv); sys.exit(7)",
            "a",
            "--dis",
        ])
        .output()
        .expect("vm-std runs");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "['-c', 'a', '--dis']\n"
    );
    assert_eq!(out.status.code(), Some(7));

    let mut child = vm_std()
        .args(["run", "-", "x"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("vm-std runs");
    use std::io::Write as _;
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"import sys\nprint(sys.argv[1:], __name__)\nsys.exit('bye')\n")
        .expect("write the program");
    let out = child.wait_with_output().expect("vm-std ends");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "['x'] __main__\n");
    assert_eq!(out.status.code(), Some(1));

    let version = vm_std().arg("--version").output().expect("vm-std runs");
    assert_eq!(version.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&version.stdout).starts_with("vm-std "));

    let mut child = vm_std()
        .args(["run", "-c", "print(input('n? ')); input()"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("vm-std runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"abc\n")
        .expect("write the input");
    let out = child.wait_with_output().expect("vm-std ends");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "n? abc\n");
    assert!(String::from_utf8_lossy(&out.stderr).ends_with("EOFError: EOF when reading a line\n"));
    assert_eq!(out.status.code(), Some(1));

    let no_code = vm_std().args(["run", "-c"]).output().expect("vm-std runs");
    assert_eq!(no_code.status.code(), Some(2));
}

// ---------------------------------------------------------------------------------------
// The standard input: `sys.stdin` and `input()` on a pipe, compared with CPython.

/// Runs `command` (its program and arguments set) with `input` piped to its stdin.
fn with_stdin(mut command: Command, input: &[u8]) -> std::process::Output {
    use std::io::Write as _;
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the interpreter runs");
    let mut stdin = child.stdin.take().expect("stdin");
    // Written from a thread: a program that stops reading early must not block the test.
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("the interpreter ends");
    let _ = writer.join();
    out
}

/// Programs reading their standard input in every way `sys.stdin` and `input()` allow,
/// and the input each is given.
fn stdin_cases() -> Vec<(&'static str, &'static str, Vec<u8>)> {
    // Lines longer than the process's input buffer (8 KiB), of two- and three-byte
    // characters, which reads by characters meet split across two fills of it.
    let mut long = "\u{e9}".repeat(6000);
    long.push('\n');
    long.push_str(&"\u{20ac}x".repeat(3000));
    long.push_str("\nend");
    vec![
    (
        "mixed",
        "import sys\n\
         print(repr(sys.stdin.read(2)), repr(sys.stdin.readline()), repr(sys.stdin.readline(2)))\n\
         print(repr(input()), repr(input('prompt> ')))\n\
         for line in sys.stdin:\n\
         \x20   print('line', repr(line))\n\
         \x20   if line.startswith('stop'):\n\
         \x20       break\n\
         print(sys.stdin.readlines(5), repr(next(sys.stdin)))\n\
         print(repr(sys.stdin.read(3)), sys.stdin.readlines())\n\
         print(repr(sys.stdin.read()), repr(sys.stdin.readline()), sys.stdin.readlines())\n\
         try:\n\
         \x20   input('last? ')\n\
         except EOFError as e:\n\
         \x20   print('EOFError', e)\n\
         print(sys.stdin.name, sys.stdin.fileno(), sys.stdin.isatty(), sys.stdin.seekable())\n",
        "h\u{e9}llo w\u{f6}rld\nsecond\nthird\nx\ny\nstop here\na\nbc\nd\nnext\n\u{e9}\u{e9}\u{e9}\nlast\nno newline"
            .as_bytes()
            .to_vec(),
    ),
    (
        "input first",
        "a = input()\n\
         b = input('? ')\n\
         print(repr(a), repr(b))\n\
         import sys\n\
         print(repr(sys.stdin.readline()), repr(input()))\n\
         n = int(input())\n\
         print('total', sum(sum(map(int, input().split())) for _ in range(n)))\n\
         print(repr(sys.stdin.read(0)), repr(sys.stdin.readline(0)), repr(sys.stdin.readline(3)))\n\
         print(repr(sys.stdin.read()))\n\
         sys.stdin.close()\n\
         try:\n\
         \x20   input()\n\
         except ValueError as e:\n\
         \x20   print('ValueError', e)\n",
        b"one\r\ntwo  \nthree\nfour\n3\n1 2 3\n4 5\n6\nabcdef\ntail\n\nend".to_vec(),
    ),
    (
        "empty",
        "import sys\nprint(sys.stdin.readlines(), repr(sys.stdin.read()))\ninput('name: ')\n",
        Vec::new(),
    ),
    (
        "long lines",
        "import sys\n\
         first = sys.stdin.read(4097)\n\
         print(len(first), first[-3:], len(sys.stdin.readline()))\n\
         chunks = []\n\
         while True:\n\
         \x20   c = sys.stdin.read(1000)\n\
         \x20   if not c:\n\
         \x20       break\n\
         \x20   chunks.append(c)\n\
         text = ''.join(chunks)\n\
         print(len(chunks), len(text), text.count('\\u20ac'), text[-5:])\n",
        long.into_bytes(),
    ),
    ]
}

/// The CPython to compare with (`VM_STD_PYTHON`, else `python3`), or `None` when it does
/// not run: the comparison `what` is then skipped, which is said on stderr.
fn python3(what: &str) -> Option<String> {
    let python = std::env::var("VM_STD_PYTHON").unwrap_or_else(|_| "python3".into());
    let runs = Command::new(&python)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !runs {
        eprintln!("skipping {what}: {python} not found");
    }
    runs.then_some(python)
}

/// `sys.stdin` and `input()` read a pipe as CPython's do: by characters, by line (with
/// or without a limit), by lines up to a hint, to the end, interleaved with one another.
/// Without `python3` the comparison is skipped (said once on stderr).
#[test]
fn stdin_is_read_as_python3_reads_it() {
    let Some(python) = python3("the stdin comparison") else {
        return;
    };
    for (name, program, input) in stdin_cases() {
        let mut vm = vm_std();
        vm.args(["run", "-c", program]);
        let mut py = Command::new(&python);
        py.args(["-E", "-s", "-B", "-c", program])
            .env("PYTHONIOENCODING", "utf-8");
        let (got, want) = (with_stdin(vm, &input), with_stdin(py, &input));
        assert_eq!(text(&got.stdout), text(&want.stdout), "{name}: stdout");
        assert_eq!(got.status.code(), want.status.code(), "{name}: exit status");
        assert_eq!(
            text(&got.stderr).lines().last(),
            text(&want.stderr).lines().last(),
            "{name}: the last line of stderr"
        );
    }
}

// ---------------------------------------------------------------------------------------
/// `PYTHONINTMAXSTRDIGITS` is read as CPython reads it: a valid limit (0, 640 or more,
/// leading blanks and a sign allowed) shows in `sys.flags` and limits `str(int)`; an
/// empty one is none; an invalid one (too small, negative, not a number, trailing text)
/// stops the start with CPython's fatal error and exit status 1.
#[test]
fn int_max_str_digits_from_the_environment_as_python3() {
    let Some(python) = python3("the PYTHONINTMAXSTRDIGITS comparison") else {
        return;
    };
    let program = "import sys\n\
                   print(sys.flags.int_max_str_digits, sys.get_int_max_str_digits())\n\
                   try:\n    print(len(str(10 ** 700)))\nexcept ValueError as e:\n    print('ValueError')\n";
    for value in [
        "",
        "0",
        "640",
        " 700",
        "+800",
        "639",
        "-1",
        "abc",
        "700 ",
        "99999999999999999999",
    ] {
        let mut vm = vm_std();
        vm.args(["run", "-c", program])
            .env("PYTHONINTMAXSTRDIGITS", value);
        let mut py = Command::new(&python);
        py.args(["-s", "-B", "-c", program])
            .env("PYTHONINTMAXSTRDIGITS", value);
        let (got, want) = (
            vm.output().expect("vm-std runs"),
            py.output().expect("python3 runs"),
        );
        assert_eq!(text(&got.stdout), text(&want.stdout), "{value:?}: stdout");
        assert_eq!(
            got.status.code(),
            want.status.code(),
            "{value:?}: exit status"
        );
        assert_eq!(
            text(&got.stderr).lines().next(),
            text(&want.stderr).lines().next(),
            "{value:?}: the first line of stderr"
        );
    }
}

// ---------------------------------------------------------------------------------------
/// Files a program leaves open hold its output when the run ends, as CPython's (which
/// finalizes them): text and binary, also when `SystemExit` ends the run.
#[test]
fn files_left_open_are_written_out_at_exit() {
    let dir = scratch("open_files");
    std::fs::write(
        dir.join("left_open.py"),
        "t = open('t.txt', 'w')\n\
         t.write('text\\n')\n\
         b = open('b.bin', 'wb')\n\
         b.write(b'bytes')\n\
         a = open('t.txt', 'a')\n\
         raise SystemExit(3)\n",
    )
    .expect("the program is written");
    let out = in_dir(&dir, &["run", "left_open.py"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(std::fs::read(dir.join("t.txt")).unwrap(), b"text\n");
    assert_eq!(std::fs::read(dir.join("b.bin")).unwrap(), b"bytes");
}

// Compiled code: `vm-std compile`, `.vmc` files, `__pycache__`.

/// A fresh directory of its own under the target directory.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(format!("{name}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// `vm-std ARGS` in `dir`, caches written (the environment may say otherwise), those of
/// the frozen standard modules in `dir/frozen`.
fn in_dir(dir: &Path, args: &[&str]) -> std::process::Output {
    vm_std()
        .args(args)
        .current_dir(dir)
        .env_remove("PYTHONDONTWRITEBYTECODE")
        .env("VM_STD_CACHE_DIR", dir.join("frozen"))
        .output()
        .expect("vm-std runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const PROGRAM: &str = "\
import sys
def fact(n):
    return 1 if n < 2 else n * fact(n - 1)
class Box:
    def __init__(self, v):
        self.v = v
print(fact(30), [Box(i).v for i in range(3)], sys.argv[1:])
";

/// `compile` writes FILE.vmc beside FILE.py (or the `-o` file), which `run` runs as the
/// source, whatever its name (it is told by its first bytes), arguments included.
#[test]
fn compiled_programs_run_as_their_source() {
    let dir = scratch("compiled");
    std::fs::write(dir.join("prog.py"), PROGRAM).expect("write");
    let out = in_dir(&dir, &["compile", "prog.py"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty() && out.stderr.is_empty());
    let source = in_dir(&dir, &["run", "prog.py", "a"]);
    let compiled = in_dir(&dir, &["run", "prog.vmc", "a"]);
    assert_eq!(text(&compiled.stdout), text(&source.stdout));
    assert_eq!(
        text(&source.stdout),
        "265252859812191058636308480000000 [0, 1, 2] ['a']\n"
    );
    assert_eq!(compiled.status.code(), Some(0));
    let out = in_dir(&dir, &["compile", "-o", "other.bin", "prog.py"]);
    assert_eq!(out.status.code(), Some(0));
    let other = in_dir(&dir, &["run", "other.bin", "a"]);
    assert_eq!(text(&other.stdout), text(&source.stdout));
    // Compiling is deterministic.
    assert_eq!(
        std::fs::read(dir.join("prog.vmc")).unwrap(),
        std::fs::read(dir.join("other.bin")).unwrap()
    );
}

/// An uncaught exception in compiled code: the traceback names the source file and
/// quotes its lines (read at the time, as CPython's for a `.pyc`), exit status 1.
#[test]
fn compiled_code_reports_errors_as_its_source() {
    let dir = scratch("compiled_errors");
    std::fs::write(dir.join("fail.py"), "def f(x):\n    return 1 / x\n\nf(0)\n").expect("write");
    assert_eq!(in_dir(&dir, &["compile", "fail.py"]).status.code(), Some(0));
    let source = in_dir(&dir, &["run", "fail.py"]);
    let compiled = in_dir(&dir, &["run", "fail.vmc"]);
    assert_eq!(compiled.status.code(), Some(1));
    assert_eq!(text(&compiled.stderr), text(&source.stderr));
    assert!(text(&compiled.stderr).contains("    return 1 / x\n"));
    // Without its source, the lines go (the file and line numbers stay).
    std::fs::remove_file(dir.join("fail.py")).unwrap();
    let alone = in_dir(&dir, &["run", "fail.vmc"]);
    // The file is named as CPython names a script: absolute.
    let named = format!(
        "  File \"{}\", line 2, in f\nZeroDivisionError",
        dir.join("fail.py").display()
    );
    assert!(text(&alone.stderr).contains(&named));
}

/// A compile error is reported as `run` reports it (exit 1, no file written); files that
/// cannot be read or written exit 2.
#[test]
fn compile_errors_are_reported() {
    let dir = scratch("compile_errors");
    std::fs::write(dir.join("bad.py"), "x = 1\ndef f(:\n").expect("write");
    let out = in_dir(&dir, &["compile", "bad.py"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        text(&in_dir(&dir, &["run", "bad.py"]).stderr)
    );
    assert!(!dir.join("bad.vmc").exists());
    let missing = in_dir(&dir, &["compile", "missing.py"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).starts_with("vm-std: can't open file 'missing.py'"));
    std::fs::write(dir.join("ok.py"), "print(1)\n").expect("write");
    let unwritable = in_dir(&dir, &["compile", "ok.py", "-o", "no/such/dir/ok.vmc"]);
    assert_eq!(unwritable.status.code(), Some(2));
    for output in ["ok.py", "./ok.py"] {
        let same = in_dir(&dir, &["compile", "ok.py", "-o", output]);
        assert_eq!(same.status.code(), Some(2));
    }
    assert_eq!(
        std::fs::read_to_string(dir.join("ok.py")).unwrap(),
        "print(1)\n"
    );
    for args in [
        &["compile"][..],
        &["compile", "a.py", "b.py"],
        &["compile", "-o"],
    ] {
        assert_eq!(in_dir(&dir, args).status.code(), Some(2), "{args:?}");
    }
}

/// A file of another build (another format hash or container version), a truncated or
/// corrupted one: exit status 2 and one line saying why, nothing run.
#[test]
fn foreign_or_corrupted_compiled_files_exit_2() {
    let dir = scratch("foreign");
    std::fs::write(dir.join("prog.py"), "print('ran')\n").expect("write");
    assert_eq!(in_dir(&dir, &["compile", "prog.py"]).status.code(), Some(0));
    let good = std::fs::read(dir.join("prog.vmc")).unwrap();
    let mut other_hash = good.clone();
    other_hash[8] ^= 0x40;
    let mut other_version = good.clone();
    other_version[4] = 99;
    // A program whose text starts as the magic is a program.
    std::fs::write(dir.join("text.vmc"), "VMBC = 'ran'\nprint(VMBC)\n").expect("write");
    assert_eq!(text(&in_dir(&dir, &["run", "text.vmc"]).stdout), "ran\n");
    let mut bad_data = good.clone();
    let last = bad_data.len() - 1;
    bad_data[last] ^= 0xff;
    let cases: [(&str, Vec<u8>, &str); 5] = [
        ("hash", other_hash, "different instruction-set layout"),
        ("version", other_version, "container version 99"),
        ("truncated", good[..good.len() / 2].to_vec(), "truncated"),
        ("magic", b"VMBC\x03\x00".to_vec(), "truncated"),
        ("data", bad_data, "bytecode"),
    ];
    for (name, bytes, message) in cases {
        let file = format!("{name}.vmc");
        std::fs::write(dir.join(&file), bytes).expect("write");
        let out = in_dir(&dir, &["run", &file]);
        assert_eq!(out.status.code(), Some(2), "{name}: {}", text(&out.stderr));
        assert!(out.stdout.is_empty(), "{name}");
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
        assert!(
            err.starts_with(&format!("vm-std: can't run '{file}': ")) && err.contains(message),
            "{name}: {err}"
        );
    }
}

/// Writes `source` to `path`, keeping its modification time if it had one (`keep`).
fn rewrite(path: &Path, source: &str, keep: Option<std::time::SystemTime>) {
    std::fs::write(path, source).expect("write");
    if let Some(t) = keep {
        std::fs::File::options()
            .write(true)
            .open(path)
            .and_then(|f| f.set_modified(t))
            .expect("set the modification time");
    }
}

/// The caches in `dir/__pycache__`.
fn caches(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir.join("__pycache__"))
        .map(|r| {
            r.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// `import helper` compiles `helper.py` once and keeps its code in
/// `__pycache__/helper.vm-std-TAG.vmc`, which the next runs use while the source keeps
/// its modification time and size (as CPython's `.pyc`); a changed source, a corrupted
/// cache, another build's cache: compiled again, never an error.
#[test]
fn imported_modules_are_cached() {
    let dir = scratch("cache");
    let helper = dir.join("helper.py");
    std::fs::write(
        dir.join("main.py"),
        "import helper\nprint(helper.value())\n",
    )
    .expect("write");
    rewrite(&helper, "def value():\n    return 'one'\n", None);
    let run = || text(&in_dir(&dir, &["run", "main.py"]).stdout);
    assert!(caches(&dir).is_empty());
    assert_eq!(run(), "one\n");
    let files = caches(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(files[0].starts_with("helper.vm-std-") && files[0].ends_with(".vmc"));
    let cache = dir.join("__pycache__").join(&files[0]);

    // Same size, same time: the cache is trusted (what shows that it is read).
    let mtime = std::fs::metadata(&helper).unwrap().modified().unwrap();
    rewrite(&helper, "def value():\n    return 'two'\n", Some(mtime));
    assert_eq!(run(), "one\n");
    // Another size: compiled again, and the cache follows.
    rewrite(&helper, "def value():\n    return 'three'\n", Some(mtime));
    assert_eq!(run(), "three\n");
    // The same size, another time: compiled again.
    let later = mtime + std::time::Duration::from_secs(1);
    rewrite(&helper, "def value():\n    return 'THREE'\n", Some(later));
    assert_eq!(run(), "THREE\n");

    // A corrupted cache: compiled again, and rewritten.
    let good = std::fs::read(&cache).unwrap();
    let mut bad = good.clone();
    let mid = bad.len() / 2;
    bad.truncate(mid);
    std::fs::write(&cache, &bad).unwrap();
    rewrite(&helper, "def value():\n    return 'five'\n", None);
    assert_eq!(run(), "five\n");
    assert_ne!(std::fs::read(&cache).unwrap(), bad);

    // Another build's cache goes when this build writes its own.
    std::fs::write(
        dir.join("__pycache__/helper.vm-std-0123456789abcdef.vmc"),
        &good,
    )
    .unwrap();
    rewrite(&helper, "def value():\n    return 'six'\n", None);
    assert_eq!(run(), "six\n");
    assert_eq!(caches(&dir), files);
}

/// `-B` and `PYTHONDONTWRITEBYTECODE` write no cache; a `__pycache__` that cannot be
/// written (here a file of that name) fails nothing.
#[test]
fn caches_are_optional() {
    let dir = scratch("no_cache");
    std::fs::write(dir.join("main.py"), "import helper\nprint(helper.X)\n").expect("write");
    std::fs::write(dir.join("helper.py"), "X = 42\n").expect("write");
    let out = in_dir(&dir, &["run", "-B", "main.py"]);
    assert_eq!(text(&out.stdout), "42\n");
    assert!(!dir.join("__pycache__").exists());
    let out = vm_std()
        .args(["run", "main.py"])
        .current_dir(&dir)
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .expect("vm-std runs");
    assert_eq!(text(&out.stdout), "42\n");
    assert!(!dir.join("__pycache__").exists());
    std::fs::write(dir.join("__pycache__"), "not a directory").expect("write");
    let out = in_dir(&dir, &["run", "main.py"]);
    assert_eq!(text(&out.stdout), "42\n");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
}

/// A package and its modules are cached in their own `__pycache__`, and run from it as
/// they ran from source: relative imports, `from m import *`, globals of each module.
#[test]
fn packages_run_from_their_caches() {
    let dir = scratch("package");
    std::fs::create_dir_all(dir.join("pkg")).unwrap();
    std::fs::write(
        dir.join("pkg/__init__.py"),
        "from .core import *\nNAME = 'pkg'\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("pkg/core.py"),
        "LIMIT = 3\ndef count():\n    return [i for i in range(LIMIT) if i in {0, 2}]\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("main.py"),
        "import pkg\nfrom pkg.core import LIMIT\nprint(pkg.NAME, pkg.count(), LIMIT)\n",
    )
    .unwrap();
    let first = in_dir(&dir, &["run", "main.py"]);
    assert_eq!(
        text(&first.stdout),
        "pkg [0, 2] 3\n",
        "{}",
        text(&first.stderr)
    );
    let cached = caches(&dir.join("pkg"));
    assert_eq!(cached.len(), 2, "{cached:?}");
    let second = in_dir(&dir, &["run", "main.py"]);
    assert_eq!(text(&second.stdout), text(&first.stdout));
    assert_eq!(caches(&dir.join("pkg")), cached);
}

/// A module cached by one program runs in another whose global symbols run far ahead
/// (300 globals before the import): its code is bound to the names, not the numbers,
/// and a global that no longer fits its instruction's oparg field means compiling again.
#[test]
fn a_cache_serves_another_program() {
    let dir = scratch("shared_cache");
    std::fs::write(
        dir.join("helper.py"),
        "words = []\ndef add(w):\n    words.append(w)\n    return w in words, len(words)\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("small.py"),
        "import helper\nprint(helper.add('a'))\n",
    )
    .unwrap();
    let globals: String = (0..300).map(|i| format!("g{i} = {i}\n")).collect();
    std::fs::write(
        dir.join("big.py"),
        format!("{globals}import helper\nprint(helper.add('b'), helper.add('c'), g299)\n"),
    )
    .unwrap();
    let cache = || std::fs::read(dir.join("__pycache__").join(&caches(&dir)[0])).unwrap();
    let mut written = Vec::new();
    for _ in 0..2 {
        for (file, expected) in [
            ("small.py", "(True, 1)\n"),
            ("big.py", "(True, 1) (True, 2) 299\n"),
        ] {
            let out = in_dir(&dir, &["run", file]);
            assert_eq!(text(&out.stdout), expected, "{file}: {}", text(&out.stderr));
            written.push(cache());
        }
    }
    // The big program compiled it again (its symbols do not fit the fused
    // `LOAD_METHOD_GLOBAL` of the small one's code) and wrote its own, which the small
    // one then used.
    assert_ne!(written[0], written[1]);
    assert_eq!(
        written[1..],
        [written[1].clone(), written[1].clone(), written[1].clone()]
    );
}

/// The standard modules vm-std writes in Python are compiled once and kept in the user's
/// cache directory (here `VM_STD_CACHE_DIR`): read, not written, while valid; written
/// again when corrupted; not kept at all with an empty `VM_STD_CACHE_DIR`.
#[test]
fn frozen_modules_are_cached() {
    let dir = scratch("frozen");
    std::fs::write(
        dir.join("main.py"),
        "from collections import Counter\nprint(Counter('abca'))\n",
    )
    .unwrap();
    let expected = "Counter({'a': 2, 'b': 1, 'c': 1})\n";
    let run = || {
        let out = in_dir(&dir, &["run", "main.py"]);
        assert_eq!(text(&out.stdout), expected, "{}", text(&out.stderr));
    };
    run();
    let kept: Vec<PathBuf> = std::fs::read_dir(dir.join("frozen"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let name = kept[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("collections.vm-std-"), "{name}");
    // Read, not written again.
    let old = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1 << 30);
    std::fs::File::options()
        .write(true)
        .open(&kept[0])
        .and_then(|f| f.set_modified(old))
        .unwrap();
    run();
    assert_eq!(
        std::fs::metadata(&kept[0]).unwrap().modified().unwrap(),
        old
    );
    // Corrupted: compiled, and written again.
    let good = std::fs::read(&kept[0]).unwrap();
    std::fs::write(&kept[0], &good[..good.len() - 9]).unwrap();
    run();
    assert_eq!(std::fs::read(&kept[0]).unwrap(), good);
    // None kept.
    let out = vm_std()
        .args(["run", "main.py"])
        .current_dir(&dir)
        .env_remove("PYTHONDONTWRITEBYTECODE")
        .env("VM_STD_CACHE_DIR", "")
        .env("HOME", dir.join("home"))
        .env("XDG_CACHE_HOME", dir.join("xdg"))
        .output()
        .unwrap();
    assert_eq!(text(&out.stdout), expected);
    assert!(!dir.join("home").exists() && !dir.join("xdg").exists());
}

/// `os.chdir` moves the process (tested here, in a process of its own: the conformance
/// harness runs programs in one process, which a `chdir` would move under the others), and
/// relative paths, `os.getcwd()` and `os.path.abspath` follow it.
#[test]
fn os_chdir_moves_the_process() {
    let dir = scratch("chdir");
    std::fs::create_dir_all(dir.join("sub")).expect("a subdirectory");
    std::fs::write(dir.join("sub").join("data.txt"), "found\n").expect("write");
    let program = "\
import os
start = os.getcwd()
os.chdir('sub')
print(os.path.basename(os.getcwd()), open('data.txt').read().strip())
print(os.path.abspath('x') == os.path.join(start, 'sub', 'x'), sorted(os.listdir()))
os.chdir('..')
print(os.getcwd() == start)
try:
    os.chdir('missing')
except FileNotFoundError as e:
    print(e)
";
    let out = in_dir(&dir, &["run", "-c", program]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "sub found\nTrue ['data.txt']\nTrue\n[Errno 2] No such file or directory: 'missing'\n"
    );
}

// ---------------------------------------------------------------------------------------
/// The compiler's `SyntaxWarning`s (`is` with a literal, an assertion of a tuple) are
/// shown on stderr as CPython shows them: for the main program, a module it imports
/// (quoting the line) and source given to `exec`/`eval` (without a line); a module
/// loaded from its cache on a second run shows none, as one loaded from a `.pyc`.
#[test]
fn syntax_warnings_are_shown_as_python3_shows_them() {
    let Some(python) = python3("the SyntaxWarning comparison") else {
        return;
    };
    let main = "import helper\n\
                x = 3\n\
                print(x is 3, x is not 'a', x is None)\n\
                assert (x, 'always true')\n\
                print(helper.f(5), -1 is x is 2)\n\
                exec('y = 1\\nprint(y is 1)')\n\
                print(eval('x is not (1, 2)'))\n";
    let helper = "def f(v):\n    return v is 5  # a comment\n";
    let run = |dir: &Path, command: &mut Command| {
        let out = command
            .arg("main.py")
            .current_dir(dir)
            .env_remove("PYTHONDONTWRITEBYTECODE")
            .env("PYTHONUNBUFFERED", "1")
            .output()
            .expect("runs");
        let shown = |b: &[u8]| text(b).replace(&*dir.to_string_lossy(), "DIR");
        (shown(&out.stdout), shown(&out.stderr), out.status.code())
    };
    let (vm_dir, py_dir) = (scratch("warnings_vm"), scratch("warnings_py"));
    for dir in [&vm_dir, &py_dir] {
        std::fs::write(dir.join("main.py"), main).unwrap();
        std::fs::write(dir.join("helper.py"), helper).unwrap();
    }
    for round in ["first run", "second run (helper cached)"] {
        let mut vm = vm_std();
        vm.arg("run").env("VM_STD_CACHE_DIR", vm_dir.join("frozen"));
        let mut py = Command::new(&python);
        py.args(["-s"]);
        let (got, want) = (run(&vm_dir, &mut vm), run(&py_dir, &mut py));
        assert_eq!(got, want, "{round}: (stdout, stderr, exit status)");
    }
}

// ---------------------------------------------------------------------------------------
/// Output the program flushes reaches a pipe at once, as CPython's: a program that
/// prints a line, flushes and waits for its input (a protocol over pipes) is answered,
/// where it used to hang with its line held until exit. Also `input(prompt)` (which
/// flushes), and any write under `-u` or `PYTHONUNBUFFERED`.
#[test]
fn flushed_output_reaches_a_pipe_before_the_program_reads() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    let cases: [(&str, &[&str], Option<&str>); 6] = [
        ("print(flush=True)", &[], None),
        ("sys.stdout.flush()", &[], None),
        ("input(prompt)", &[], None),
        ("-u", &["-u"], None),
        ("PYTHONUNBUFFERED", &[], Some("1")),
        ("print(flush=1) to sys.stdout replaced", &[], None),
    ];
    let programs = [
        "print('ready', flush=True)\nprint('got', input())\n",
        "import sys\nsys.stdout.write('ready\\n')\nsys.stdout.flush()\nprint('got', input())\n",
        "print('got', input('ready\\n'))\n",
        "print('ready')\nprint('got', input())\n",
        "print('ready')\nprint('got', input())\n",
        "import sys, io\nout = sys.stdout\nsys.stdout = io.StringIO()\n\
         print('ready', file=out, flush=1)\nsys.stdout = out\nprint('got', input())\n",
    ];
    for ((name, options, unbuffered), program) in cases.into_iter().zip(programs) {
        let mut command = vm_std();
        command
            .arg("run")
            .args(options)
            .args(["-c", program])
            .env_remove("PYTHONUNBUFFERED")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped());
        if let Some(v) = unbuffered {
            command.env("PYTHONUNBUFFERED", v);
        }
        let mut child = command.spawn().expect("vm-std starts");
        let mut stdin = child.stdin.take().expect("a stdin pipe");
        let mut stdout = BufReader::new(child.stdout.take().expect("a stdout pipe"));
        // The first line is read on a thread of its own, so that a run that holds it
        // fails the test instead of hanging it.
        let (tx, rx) = std::sync::mpsc::channel();
        let reader = std::thread::spawn(move || {
            let mut line = String::new();
            let _ = stdout.read_line(&mut line);
            let _ = tx.send(line);
            let mut rest = String::new();
            let _ = std::io::Read::read_to_string(&mut stdout, &mut rest);
            rest
        });
        let first = rx.recv_timeout(std::time::Duration::from_secs(20));
        // Answered (or, on a failure, let go) either way, so that the child ends.
        let _ = stdin.write_all(b"x\n");
        drop(stdin);
        let rest = reader.join().expect("the reader thread");
        let _ = child.wait();
        assert_eq!(
            first.as_deref(),
            Ok("ready\n"),
            "{name}: the line before the program reads"
        );
        assert_eq!(rest, "got x\n", "{name}: the rest");
    }
}

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
        let expected = run_source(&name, &source, &RunOptions::default());
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
    for args in [&["run"][..], &["lint", "x.py"], &["run", "--fast", "x.py"]] {
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

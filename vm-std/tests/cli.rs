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
            assert!(err.starts_with("Traceback"), "{name}: {err}");
            assert_eq!(err.lines().last(), expected.stderr.lines().last(), "{name}");
        }
    }
}

/// Usage errors exit 2 with a message; `--help` exits 0.
#[test]
fn bad_command_lines_exit_2() {
    let help = vm_std().arg("--help").output().expect("vm-std runs");
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("usage: vm-std run FILE.py"));
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

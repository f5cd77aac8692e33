//! What the memory tests share: running a program through the `vm-std` binary and
//! reading the peak resident size of the runs so far.

use std::process::Command;

/// The largest peak resident size (KiB) of the children this process has waited for.
pub fn children_peak_kib() -> i64 {
    // SAFETY: `getrusage` writes a `rusage` into the zeroed value we own; no other
    // invariant is involved.
    unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage), 0);
        usage.ru_maxrss
    }
}

/// Runs `program` (saved as `name` in a temporary directory, removed after the run) with
/// `vm-std run`, asserts that it succeeded, and returns what it printed, trimmed.
pub fn run_program(name: &str, program: &str) -> String {
    let dir = std::env::temp_dir().join(format!("vm-std-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join(name);
    std::fs::write(&file, program).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_vm-std"))
        .arg("run")
        .arg(&file)
        .output()
        .expect("run vm-std");
    // The directory goes once empty (another test of this process may still use it).
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_dir(&dir);
    assert!(
        out.status.success(),
        "vm-std failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

//! Hashes vm-std's sources into `VM_STD_SOURCE_HASH`: the build's identity in the names
//! of the compiled-module caches (`__pycache__/NAME.vm-std-TAG.vmc`), so that a build
//! never trusts a cache another build (with another compiler) wrote.

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn main() {
    let src = Path::new("src");
    println!("cargo:rerun-if-changed=src");
    let mut all = Vec::new();
    files(src, &mut all);
    all.sort();
    // FNV-1a over each file's path and contents.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    for path in &all {
        eat(path.to_string_lossy().as_bytes());
        eat(&[0]);
        eat(&std::fs::read(path).unwrap_or_default());
        eat(&[0]);
    }
    println!("cargo:rustc-env=VM_STD_SOURCE_HASH={h:016x}");
}

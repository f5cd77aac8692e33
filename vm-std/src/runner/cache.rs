//! Compiled modules kept between runs, as CPython keeps `.pyc` files:
//!
//! - a program's own modules: `import helper` writes `__pycache__/helper.vm-std-TAG.vmc`
//!   beside `helper.py`, and the next run takes the module's code from it when the source
//!   has the modification time, size (and package) it was compiled from;
//! - the standard modules vm-std writes in Python (`collections`, frozen into the binary):
//!   in the user's cache directory (`$VM_STD_CACHE_DIR`, else `$XDG_CACHE_HOME/vm-std`,
//!   else `~/.cache/vm-std`; an empty `VM_STD_CACHE_DIR` keeps none), as
//!   `collections.vm-std-TAG.vmc`. Decoding `collections` costs about a sixth of
//!   compiling it (measured with cachegrind: 1.97M instructions for a run that imports it
//!   from the cache, 9.22M compiling it, 0.72M for an empty program).
//!
//! `TAG` is this build's ([`marshal::build_tag`]): the format hash, the data version and a
//! hash of vm-std's sources, so no build reads code another build wrote (whose compiler
//! may differ) and the frozen modules' source needs no stamp of its own.
//!
//! The cache never fails an import: a file that is missing, stale, corrupted or cannot be
//! bound to this run (its global symbols would not fit its instructions) means the source
//! compiles as if there were none; a cache that cannot be written is not written.

use std::path::{Path, PathBuf};

use crate::runtime::Machine;
use crate::stdlib::sys;
use crate::value::function::Code;

use super::marshal::{self, Header, Load};

/// Makes the runs on this thread write caches, or not (they read them either way). The
/// flag lives with `sys`, whose `flags.dont_write_bytecode` reports it.
pub fn set_writing(on: bool) {
    sys::set_writes_bytecode(on);
}

/// Whether the runs on this thread write caches.
pub fn writing() -> bool {
    sys::writes_bytecode()
}

/// Where a module's compiled code is kept: the file, and the module's file stem (what
/// the caches of every build of it start with).
pub struct CachePath {
    path: PathBuf,
    stem: String,
}

/// The file of module `stem` in `dir` for this build: `dir/STEM.vm-std-TAG.vmc`.
fn in_dir(dir: PathBuf, stem: &str) -> CachePath {
    CachePath {
        path: dir.join(format!("{stem}.vm-std-{:016x}.vmc", marshal::build_tag())),
        stem: stem.to_string(),
    }
}

/// Where the code of the module at `source` (`dir/helper.py`) is kept:
/// `dir/__pycache__/helper.vm-std-TAG.vmc`.
pub fn of_source(source: &Path) -> Option<CachePath> {
    let stem = source.file_stem()?.to_str()?;
    Some(in_dir(source.parent()?.join("__pycache__"), stem))
}

/// Where the code of frozen module `name` is kept, if anywhere (see the module docs).
pub fn of_frozen(name: &str) -> Option<CachePath> {
    let dir = match std::env::var_os("VM_STD_CACHE_DIR") {
        Some(d) if d.is_empty() => return None,
        Some(d) => PathBuf::from(d),
        None => match std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
            Some(d) => PathBuf::from(d).join("vm-std"),
            None => PathBuf::from(std::env::var_os("HOME")?).join(".cache/vm-std"),
        },
    };
    Some(in_dir(dir, name))
}

/// The code of module `module` (named `filename` in messages) from `cache`, if it holds
/// code compiled from the source `expect` describes.
pub fn read(
    machine: &mut Machine,
    cache: &CachePath,
    module: u32,
    filename: &str,
    expect: &Header,
) -> Option<Code> {
    let bytes = std::fs::read(&cache.path).ok()?;
    let load = Load {
        module,
        expect: Some(expect.clone()),
        filename: Some(filename.into()),
    };
    marshal::decode(machine, &bytes, &load)
        .ok()
        .map(|(code, _)| code)
}

/// Writes the code of module `module` (compiled with `header`) to `cache`, unless this
/// run does not write caches or it cannot; removes the files other builds left there for
/// the same module.
pub fn write(machine: &mut Machine, cache: &CachePath, code: &Code, module: u32, header: Header) {
    if !writing() {
        return;
    }
    let Ok(bytes) = marshal::encode(machine, code, module, header) else {
        return;
    };
    let (path, Some(dir)) = (&cache.path, cache.path.parent()) else {
        return;
    };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    // Written aside, then renamed over: a run reading it meanwhile sees all or nothing.
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("cache");
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    if std::fs::write(&tmp, &bytes).is_err() || std::fs::rename(&tmp, path).is_err() {
        let _ = std::fs::remove_file(&tmp);
        return;
    }
    remove_other_builds(cache, dir);
}

/// Removes the files of `cache`'s module that other builds wrote in `dir` (this build
/// never reads them, and each rebuild of vm-std would add one).
fn remove_other_builds(cache: &CachePath, dir: &Path) {
    let prefix = format!("{}.vm-std-", cache.stem);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let ours = path.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
            n.strip_prefix(&prefix)
                .and_then(|rest| rest.strip_suffix(".vmc"))
                .is_some_and(|tag| tag.len() == 16 && tag.bytes().all(|b| b.is_ascii_hexdigit()))
        });
        if ours && path != cache.path {
            let _ = std::fs::remove_file(path);
        }
    }
}

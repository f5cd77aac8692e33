//! `_os`: the system calls under the frozen `os` and `os.path` modules (`py/os.py`,
//! `py/posixpath.py`): the working directory, directory listings, `stat`, creating,
//! renaming and removing files and directories, the environment, the process id and
//! random bytes. Errors are CPython's `OSError` subclasses with its `[Errno N] text:
//! 'path'` messages.
//!
//! why the environment is a snapshot: changing the process environment is `unsafe` in
//! Rust (other threads may read it), so `os.environ` is a dict made at import, and
//! `os.environ[k] = v` changes only it (CPython also calls `putenv`, which only child
//! processes see, and vm-std starts none).

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{DictMap, Value, format, num};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 15;
    GETCWD = "getcwd" (0) => getcwd;
    CHDIR = "chdir" (1) => chdir;
    LISTDIR = "listdir" (0..=1) keywords["path"] => listdir;
    STAT = "stat" (1) => stat;
    LSTAT = "lstat" (1) => lstat;
    MKDIR = "mkdir" (1..=2) keywords["path", "mode"] => mkdir;
    RMDIR = "rmdir" (1) => rmdir;
    REMOVE = "remove" (1) => remove;
    RENAME = "rename" (2) => rename;
    REALPATH = "realpath" (1) => realpath;
    GETPID = "getpid" (0) => getpid;
    CPU_COUNT = "cpu_count" (0) => cpu_count;
    URANDOM = "urandom" (1) => urandom;
    GET_TERMINAL_SIZE = "get_terminal_size" (0..=1) => get_terminal_size;
}

pub const MODULE: NativeModule = NativeModule {
    name: "_os",
    functions: &TABLE,
    values: |_| vec![("environ", environ())],
};

/// The path argument `v` (a `str`; CPython also takes bytes and path-like objects).
fn path_of(v: &Value, function: &str) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.to_string()),
        other => Err(PyError::type_error(format!(
            "{function}: path should be string, bytes or os.PathLike, not {}",
            other.type_name()
        ))),
    }
}

/// The `OSError` of a call on `path`: its message names the path as its repr.
fn failed(e: std::io::Error, path: &str) -> PyError {
    PyError::os(&e, &format::repr(&Value::str(path)))
}

fn getcwd(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let dir = std::env::current_dir().map_err(|e| failed(e, "."))?;
    Ok(Value::str(dir.to_string_lossy().as_ref()))
}

fn chdir(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(&args[0], "chdir")?;
    std::env::set_current_dir(&path).map_err(|e| failed(e, &path))?;
    Ok(Value::None)
}

/// `listdir(path='.')`: the names in the directory, in the order the system lists them
/// (as CPython's, which reads them with the same `readdir`).
fn listdir(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let arg = args.first().or_else(|| kw.first().map(|(_, v)| v));
    let path = match arg {
        None | Some(Value::None) => ".".to_string(),
        Some(v) => path_of(v, "listdir")?,
    };
    let entries = std::fs::read_dir(&path).map_err(|e| failed(e, &path))?;
    let mut names = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| failed(e, &path))?;
        names.push(Value::str(entry.file_name().to_string_lossy().as_ref()));
    }
    Ok(Value::list(names))
}

/// The fields of a `stat` result, in `os.stat_result`'s order: mode, inode, device,
/// links, uid, gid, size, then the access, modification and change times as floats.
fn stat_tuple(meta: &std::fs::Metadata) -> Value {
    use std::os::unix::fs::MetadataExt;
    let time = |s: i64, ns: i64| Value::Float(s as f64 + ns as f64 * 1e-9);
    let int = |n: u64| Value::from_bigint(n.into());
    Value::tuple(vec![
        int(u64::from(meta.mode())),
        int(meta.ino()),
        int(meta.dev()),
        int(meta.nlink()),
        int(u64::from(meta.uid())),
        int(u64::from(meta.gid())),
        int(meta.size()),
        time(meta.atime(), meta.atime_nsec()),
        time(meta.mtime(), meta.mtime_nsec()),
        time(meta.ctime(), meta.ctime_nsec()),
    ])
}

fn stat(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(&args[0], "stat")?;
    let meta = std::fs::metadata(&path).map_err(|e| failed(e, &path))?;
    Ok(stat_tuple(&meta))
}

fn lstat(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(&args[0], "lstat")?;
    let meta = std::fs::symlink_metadata(&path).map_err(|e| failed(e, &path))?;
    Ok(stat_tuple(&meta))
}

fn mkdir(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    use std::os::unix::fs::DirBuilderExt;
    let named = |name: &str| kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v);
    let Some(path) = args.first().or_else(|| named("path")) else {
        return Err(PyError::type_error(
            "mkdir() missing required argument 'path' (pos 1)",
        ));
    };
    let path = path_of(path, "mkdir")?;
    let mode = match args.get(1).or_else(|| named("mode")) {
        Some(v) => u32::try_from(num::to_index(v)?)
            .map_err(|_| PyError::overflow("mode is out of range"))?,
        None => 0o777,
    };
    std::fs::DirBuilder::new()
        .mode(mode)
        .create(&path)
        .map_err(|e| failed(e, &path))?;
    Ok(Value::None)
}

fn rmdir(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(&args[0], "rmdir")?;
    std::fs::remove_dir(&path).map_err(|e| failed(e, &path))?;
    Ok(Value::None)
}

fn remove(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(&args[0], "remove")?;
    std::fs::remove_file(&path).map_err(|e| failed(e, &path))?;
    Ok(Value::None)
}

/// `rename(src, dst)`: its error names both paths (`'a' -> 'b'`), as CPython's.
fn rename(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let src = path_of(&args[0], "rename")?;
    let dst = path_of(&args[1], "rename")?;
    std::fs::rename(&src, &dst).map_err(|e| {
        let what = format!(
            "{} -> {}",
            format::repr(&Value::str(src.as_str())),
            format::repr(&Value::str(dst.as_str()))
        );
        PyError::os(&e, &what)
    })?;
    Ok(Value::None)
}

/// `realpath(path)` of an absolute, normalized path: its symbolic links resolved as far as
/// the path exists, the rest kept (CPython's non-strict `os.path.realpath`).
fn realpath(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = std::path::PathBuf::from(path_of(&args[0], "realpath")?);
    let mut existing = path.as_path();
    let mut rest = Vec::new();
    let resolved = loop {
        if let Ok(p) = std::fs::canonicalize(existing) {
            break p;
        }
        match (existing.parent(), existing.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name.to_owned());
                existing = parent;
            }
            _ => break existing.to_path_buf(),
        }
    };
    let mut out = resolved;
    out.extend(rest.iter().rev());
    Ok(Value::str(out.to_string_lossy().as_ref()))
}

fn getpid(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(i64::from(std::process::id())))
}

/// `_os.get_terminal_size(fd=1)`: the `(columns, lines)` of the terminal `fd` is open
/// on, from the `TIOCGWINSZ` ioctl as CPython asks it; `OSError` when `fd` is no
/// terminal (a pipe, a file: `[Errno 25] Inappropriate ioctl for device`).
fn get_terminal_size(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let fd = match args.first() {
        None => 1,
        Some(Value::Int(fd)) => i32::try_from(*fd).map_err(|_| {
            PyError::new(crate::error::ExcType::OverflowError, "fd is out of range")
        })?,
        Some(Value::Bool(b)) => i32::from(*b),
        Some(other) => {
            return Err(PyError::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    // SAFETY: `winsize` is plain integers, for which all zeroes is a value.
    let mut size: libc::winsize = unsafe { std::mem::zeroed() };
    // SAFETY: `TIOCGWINSZ` writes one `winsize` through the pointer, which points to
    // one; an invalid `fd` makes it fail with `EBADF` without touching memory.
    let r = unsafe { libc::ioctl(fd, libc::TIOCGWINSZ, &mut size) };
    if r != 0 {
        let e = std::io::Error::last_os_error();
        let errno = e.raw_os_error().unwrap_or(libc::EINVAL);
        let text = e.to_string();
        // Rust adds ` (os error N)` to the system's message; CPython does not.
        let text = text
            .strip_suffix(&format!(" (os error {errno})"))
            .unwrap_or(&text);
        return Err(PyError::new(
            crate::error::ExcType::OSError,
            format!("[Errno {errno}] {text}"),
        ));
    }
    Ok(Value::tuple(vec![
        Value::Int(i64::from(size.ws_col)),
        Value::Int(i64::from(size.ws_row)),
    ]))
}

fn cpu_count(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(match std::thread::available_parallelism() {
        Ok(n) => Value::Int(n.get() as i64),
        Err(_) => Value::None,
    })
}

/// `urandom(n)`: `n` bytes from the system's random source.
fn urandom(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    use std::io::Read;
    let n = num::to_index(&args[0])?;
    let n =
        usize::try_from(n).map_err(|_| PyError::value_error("negative argument not allowed"))?;
    let mut data = crate::error::try_vec(n)?;
    data.resize(n, 0u8);
    std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut data))
        .map_err(|e| failed(e, "/dev/urandom"))?;
    Ok(Value::bytes(data))
}

/// The process environment as a dict of `str` (names and values that are not UTF-8 are
/// left out).
fn environ() -> Value {
    let mut map = DictMap::new();
    for (k, v) in std::env::vars_os() {
        if let (Some(k), Some(v)) = (k.to_str(), v.to_str()) {
            map.insert(Value::str(k), Value::str(v));
        }
    }
    Value::dict(map)
}

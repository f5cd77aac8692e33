//! `_os`: the system calls under the frozen `os` and `os.path` modules (`py/os.py`,
//! `py/posixpath.py`): the working directory, directory listings, `stat`, creating,
//! renaming and removing files and directories, permissions and times, symbolic links,
//! descriptors (`os.open`'s), the environment, the process id and random bytes. Errors
//! are CPython's `OSError` subclasses with its `[Errno N] text: 'path'` messages.
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
    CHMOD = "chmod" (2) => chmod;
    UTIME = "utime" (2) => utime;
    SYMLINK = "symlink" (2) => symlink;
    READLINK = "readlink" (1) => readlink;
    ACCESS = "access" (2) => access;
    OPEN = "open" (2..=3) => open;
    CLOSE = "close" (1) => close;
    READ = "read" (2) => read;
    WRITE = "write" (2) => write;
}

pub const MODULE: NativeModule = NativeModule {
    name: "_os",
    functions: &TABLE,
    values: |_| vec![("environ", environ())],
};

/// The path argument `v`: a `str`, or an object whose `__fspath__` gives one (a
/// `pathlib.Path`, an `os.DirEntry`), as CPython's `path_converter` (bytes paths are not
/// taken).
fn path_of(vm: &mut dyn Vm, v: &Value, function: &str) -> PyResult<String> {
    let path = fspath(vm, v)?.ok_or_else(|| {
        PyError::type_error(format!(
            "{function}: path should be string, bytes or os.PathLike, not {}",
            v.type_name()
        ))
    })?;
    // A C path ends at its first NUL: CPython refuses such a path before any call.
    if path.contains('\0') {
        return Err(PyError::value_error("embedded null byte"));
    }
    Ok(path)
}

/// `v` as a path string if it is a `str` or an object whose `__fspath__` gives one
/// (`None` when it is neither: the caller's `TypeError`); CPython's error when
/// `__fspath__` answers something else.
pub(crate) fn fspath(vm: &mut dyn Vm, v: &Value) -> PyResult<Option<String>> {
    match v {
        Value::Str(s) => Ok(Some(s.s.to_string())),
        Value::Instance(_) => {
            match &crate::object::call_special(vm, v, "__fspath__", Vec::new())? {
                Some(Value::Str(s)) => Ok(Some(s.s.to_string())),
                Some(other) => Err(PyError::type_error(format!(
                    "expected {}.__fspath__() to return str or bytes, not {}",
                    v.type_name(),
                    other.type_name()
                ))),
                None => Ok(None),
            }
        }
        _ => Ok(None),
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

fn chdir(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(vm, &args[0], "chdir")?;
    std::env::set_current_dir(&path).map_err(|e| failed(e, &path))?;
    Ok(Value::None)
}

/// `listdir(path='.')`: the names in the directory, in the order the system lists them
/// (as CPython's, which reads them with the same `readdir`).
fn listdir(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let arg = args.first().or_else(|| kw.first().map(|(_, v)| v));
    let path = match arg {
        None | Some(Value::None) => ".".to_string(),
        Some(v) => path_of(vm, v, "listdir")?,
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

fn stat(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(vm, &args[0], "stat")?;
    let meta = std::fs::metadata(&path).map_err(|e| failed(e, &path))?;
    Ok(stat_tuple(&meta))
}

fn lstat(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(vm, &args[0], "lstat")?;
    let meta = std::fs::symlink_metadata(&path).map_err(|e| failed(e, &path))?;
    Ok(stat_tuple(&meta))
}

fn mkdir(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    use std::os::unix::fs::DirBuilderExt;
    let named = |name: &str| kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v);
    let Some(path) = args.first().or_else(|| named("path")) else {
        return Err(PyError::type_error(
            "mkdir() missing required argument 'path' (pos 1)",
        ));
    };
    let path = path_of(vm, path, "mkdir")?;
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

fn rmdir(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(vm, &args[0], "rmdir")?;
    std::fs::remove_dir(&path).map_err(|e| failed(e, &path))?;
    Ok(Value::None)
}

fn remove(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(vm, &args[0], "remove")?;
    std::fs::remove_file(&path).map_err(|e| failed(e, &path))?;
    Ok(Value::None)
}

/// The `OSError` of a call on two paths, naming both (`'a' -> 'b'`) as CPython's.
fn two_paths_failed(e: &std::io::Error, src: &str, dst: &str) -> PyError {
    let what = format!(
        "{} -> {}",
        format::repr(&Value::str(src)),
        format::repr(&Value::str(dst))
    );
    PyError::os(e, &what)
}

/// `rename(src, dst)`: its error names both paths (`'a' -> 'b'`), as CPython's.
fn rename(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let src = path_of(vm, &args[0], "rename")?;
    let dst = path_of(vm, &args[1], "rename")?;
    std::fs::rename(&src, &dst).map_err(|e| two_paths_failed(&e, &src, &dst))?;
    Ok(Value::None)
}

/// `realpath(path)` of an absolute, normalized path: its symbolic links resolved as far as
/// the path exists, the rest kept (CPython's non-strict `os.path.realpath`).
fn realpath(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = std::path::PathBuf::from(path_of(vm, &args[0], "realpath")?);
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

/// A mode or flags argument: an int that fits a C `int` (CPython's `OverflowError`
/// otherwise).
fn c_int(v: &Value) -> PyResult<i64> {
    let n = num::to_index(v)?;
    if i32::try_from(n).is_err() && u32::try_from(n).is_err() {
        return Err(PyError::overflow(
            "Python int too large to convert to C int",
        ));
    }
    Ok(n)
}

/// `chmod(path, mode)`: the permission bits of the file `path` names (following links).
fn chmod(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    use std::os::unix::fs::PermissionsExt;
    let path = path_of(vm, &args[0], "chmod")?;
    let mode = c_int(&args[1])? as u32;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode & 0o7777))
        .map_err(|e| failed(e, &path))?;
    Ok(Value::None)
}

/// `_os.utime(path, times)`: the access and modification times of `path`, `times` a pair
/// of seconds (floats or ints) or `None` for now.
fn utime(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(vm, &args[0], "utime")?;
    let to_time = |v: &Value| -> PyResult<std::time::SystemTime> {
        let secs = match v {
            Value::Int(i) => *i as f64,
            Value::Float(f) => *f,
            Value::Bool(b) => f64::from(u8::from(*b)),
            other => {
                return Err(PyError::type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    other.type_name()
                )));
            }
        };
        if secs.is_nan() {
            return Err(PyError::value_error("Invalid value NaN (not a number)"));
        }
        let span = std::time::Duration::try_from_secs_f64(secs.abs())
            .map_err(|_| PyError::overflow("timestamp out of range for platform time_t"))?;
        let t = if secs >= 0.0 {
            std::time::UNIX_EPOCH.checked_add(span)
        } else {
            std::time::UNIX_EPOCH.checked_sub(span)
        };
        t.ok_or_else(|| PyError::overflow("timestamp out of range for platform time_t"))
    };
    let times = match &args[1] {
        Value::None => {
            let now = std::time::SystemTime::now();
            std::fs::FileTimes::new()
                .set_accessed(now)
                .set_modified(now)
        }
        Value::Tuple(t) if t.0.len() == 2 => std::fs::FileTimes::new()
            .set_accessed(to_time(&t.0[0])?)
            .set_modified(to_time(&t.0[1])?),
        _ => {
            return Err(PyError::type_error(
                "utime: 'times' must be either a tuple of two ints or None",
            ));
        }
    };
    // Opening for writing would fail on a directory or a read-only file, where CPython's
    // utimensat succeeds: open to read, which set_times may use as well.
    // CPython's utime error names no file (`[Errno 2] No such file or directory`).
    let file = std::fs::File::open(&path).map_err(|e| PyError::os(&e, ""))?;
    file.set_times(times).map_err(|e| PyError::os(&e, ""))?;
    Ok(Value::None)
}

/// `symlink(src, dst)`: a symbolic link at `dst` to `src`; errors name both paths.
fn symlink(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let src = path_of(vm, &args[0], "symlink")?;
    let dst = path_of(vm, &args[1], "symlink")?;
    std::os::unix::fs::symlink(&src, &dst).map_err(|e| two_paths_failed(&e, &src, &dst))?;
    Ok(Value::None)
}

fn readlink(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let path = path_of(vm, &args[0], "readlink")?;
    let target = std::fs::read_link(&path).map_err(|e| failed(e, &path))?;
    Ok(Value::str(target.to_string_lossy().as_ref()))
}

/// `access(path, mode)`: whether the process may use `path` as `mode` asks (`F_OK` 0:
/// it exists; `R_OK` 4, `W_OK` 2, `X_OK` 1). Answered without `access(2)` (no `unsafe`):
/// reading and writing by trying to open (which changes nothing), executing by the
/// permission bits (any of the three `x` bits).
fn access(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    use std::os::unix::fs::PermissionsExt;
    let path = path_of(vm, &args[0], "access")?;
    let mode = c_int(&args[1])?;
    let Ok(meta) = std::fs::metadata(&path) else {
        return Ok(Value::Bool(false));
    };
    let bits = meta.permissions().mode();
    let mut ok = true;
    if mode & 4 != 0 {
        ok &= if meta.is_dir() {
            std::fs::read_dir(&path).is_ok()
        } else {
            std::fs::File::open(&path).is_ok()
        };
    }
    if mode & 2 != 0 {
        ok &= if meta.is_dir() {
            bits & 0o222 != 0
        } else {
            std::fs::OpenOptions::new().write(true).open(&path).is_ok()
        };
    }
    if mode & 1 != 0 {
        ok &= bits & 0o111 != 0;
    }
    Ok(Value::Bool(ok))
}

thread_local! {
    /// The files `_os.open` opened, by descriptor: the descriptor closes when
    /// `_os.close` drops its file (holding the `File` keeps all of this safe Rust).
    static FDS: std::cell::RefCell<std::collections::HashMap<i64, std::fs::File>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// CPython's error for a descriptor `_os.open` did not give (or that was closed).
fn bad_fd() -> PyError {
    PyError::new(
        crate::error::ExcType::OSError,
        "[Errno 9] Bad file descriptor",
    )
}

/// `_os.open(path, flags, mode)`: a descriptor of the file, with Linux's `O_*` flags
/// (`O_WRONLY` 1, `O_RDWR` 2, `O_CREAT` 0o100, `O_EXCL` 0o200, `O_TRUNC` 0o1000,
/// `O_APPEND` 0o2000); the file is kept until `_os.close`.
fn open(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    use std::os::fd::AsRawFd;
    use std::os::unix::fs::OpenOptionsExt;
    let path = path_of(vm, &args[0], "open")?;
    let flags = c_int(&args[1])?;
    let mode = args.get(2).map_or(Ok(0o777), c_int)? as u32;
    let access = flags & 3;
    let mut options = std::fs::OpenOptions::new();
    options
        .read(access == 0 || access == 2)
        .write(access == 1 || access == 2)
        .mode(mode);
    if flags & 0o2000 != 0 {
        options.append(true);
    }
    if flags & 0o100 != 0 {
        if flags & 0o200 != 0 {
            options.create_new(true);
        } else {
            options.create(true);
        }
    }
    if flags & 0o1000 != 0 {
        options.truncate(true);
    }
    let file = options.open(&path).map_err(|e| failed(e, &path))?;
    let fd = i64::from(file.as_raw_fd());
    FDS.with_borrow_mut(|fds| fds.insert(fd, file));
    Ok(Value::Int(fd))
}

fn close(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let fd = num::to_index(&args[0])?;
    match FDS.with_borrow_mut(|fds| fds.remove(&fd)) {
        Some(_) => Ok(Value::None),
        None => Err(bad_fd()),
    }
}

/// `read(fd, n)`: at most `n` bytes from the descriptor's position.
fn read(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    use std::io::Read;
    let fd = num::to_index(&args[0])?;
    let n = num::to_index(&args[1])?;
    // CPython checks the count before the descriptor: EINVAL for a negative one.
    let n = usize::try_from(n).map_err(|_| {
        PyError::new(
            crate::error::ExcType::OSError,
            "[Errno 22] Invalid argument",
        )
    })?;
    let mut data = crate::error::try_vec(n)?;
    data.resize(n, 0u8);
    let got = FDS.with_borrow_mut(|fds| match fds.get_mut(&fd) {
        Some(f) => f.read(&mut data).map_err(|e| PyError::os(&e, "")),
        None => Err(bad_fd()),
    })?;
    data.truncate(got);
    Ok(Value::bytes(data))
}

/// `write(fd, data)`: writes the bytes, answers how many.
fn write(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    use std::io::Write;
    let fd = num::to_index(&args[0])?;
    let data: Vec<u8> = match &args[1] {
        Value::Bytes(b) => b.b.to_vec(),
        Value::ByteArray(b) => b.borrow().to_vec(),
        other => {
            return Err(PyError::type_error(format!(
                "a bytes-like object is required, not '{}'",
                other.type_name()
            )));
        }
    };
    let n = FDS.with_borrow_mut(|fds| match fds.get_mut(&fd) {
        Some(f) => f.write(&data).map_err(|e| PyError::os(&e, "")),
        None => Err(bad_fd()),
    })?;
    Ok(Value::Int(n as i64))
}

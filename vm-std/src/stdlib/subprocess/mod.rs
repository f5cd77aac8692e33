//! `_subprocess`: the system side of the frozen `subprocess` module (`py/subprocess.py`),
//! as CPython's `subprocess.py` stands on `_posixsubprocess`: starting a child
//! (`spawn`), waiting for it (`wait`, with a timeout, and `poll`), signalling it, and the
//! parent's ends of its pipes (`pipes.rs`: read, write, close; `communicate.rs`: feeding
//! and draining them at once on threads of their own).
//!
//! The Python side turns arguments into plain values first (`argv` and `env` as `str`s,
//! file objects as descriptors), so this side checks only what CPython's C code checks.
//! Children are `std::process::Child`ren kept by process id until their status is read
//! (then `Popen.returncode` keeps it, and the id may go to another process); the pipes
//! are `File`s kept by descriptor (the `fileno()` of `Popen.stdout`).

mod communicate;
mod pipes;

use std::cell::RefCell;
use std::collections::HashMap;
use std::os::fd::{AsFd, FromRawFd, OwnedFd};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{Value, format, num};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 22;
    SPAWN = "spawn" (7) => spawn;
    WAIT = "wait" (2) => wait;
    POLL = "poll" (1) => poll;
    SEND_SIGNAL = "send_signal" (2) => send_signal;
    READ = "read" (2) => pipes::read;
    WRITE = "write" (2) => pipes::write;
    CLOSE = "close" (1) => pipes::close;
    COMMUNICATE = "communicate" (6) => communicate::communicate;
}

/// The descriptor codes of `spawn`'s stream arguments, as CPython's `subprocess.PIPE`,
/// `STDOUT` and `DEVNULL` (`None` inherits the parent's stream; `n >= 0` is a
/// descriptor of the parent's).
const PIPE: i64 = -1;
const STDOUT: i64 = -2;
const DEVNULL: i64 = -3;

pub const MODULE: NativeModule = NativeModule {
    name: "_subprocess",
    functions: &TABLE,
    values: |_| {
        vec![
            ("PIPE", Value::Int(PIPE)),
            ("STDOUT", Value::Int(STDOUT)),
            ("DEVNULL", Value::Int(DEVNULL)),
        ]
    },
};

/// A child this process started and has not yet forgotten.
struct Proc {
    child: Child,
    /// Its return code once its status was read (CPython's `Popen.returncode`).
    returncode: Option<i64>,
}

thread_local! {
    /// The children by process id.
    static PROCS: RefCell<HashMap<u32, Proc>> = RefCell::new(HashMap::new());
}

/// An `OSError` of errno `errno` (its CPython subclass, its `[Errno N] text` message),
/// naming `what` (a repr) when it is not empty.
fn os_error(errno: i32, what: &str) -> PyError {
    let kind = match errno {
        libc::ENOENT => ExcType::FileNotFoundError,
        libc::EACCES | libc::EPERM => ExcType::PermissionError,
        libc::ENOTDIR => ExcType::NotADirectoryError,
        libc::EISDIR => ExcType::IsADirectoryError,
        libc::EPIPE => ExcType::BrokenPipeError,
        libc::ECHILD => ExcType::ChildProcessError,
        libc::ESRCH => ExcType::ProcessLookupError,
        _ => ExcType::OSError,
    };
    let e = std::io::Error::from_raw_os_error(errno).to_string();
    // Rust adds ` (os error N)` to the C library's text; CPython does not.
    let text = e
        .strip_suffix(&format!(" (os error {errno})"))
        .unwrap_or(&e);
    if what.is_empty() {
        PyError::new(kind, format!("[Errno {errno}] {text}"))
    } else {
        PyError::new(kind, format!("[Errno {errno}] {text}: {what}"))
    }
}

/// The `OSError` of an I/O error (`EIO` when it carries no errno).
fn io_error(e: &std::io::Error, what: &str) -> PyError {
    os_error(e.raw_os_error().unwrap_or(libc::EIO), what)
}

/// A `str` argument the Python side already converted.
fn string(v: &Value, what: &str) -> PyResult<String> {
    match v {
        Value::Str(s) => Ok(s.s.to_string()),
        other => Err(PyError::type_error(format!(
            "{what} must be str, not {}",
            other.type_name()
        ))),
    }
}

/// A list or tuple of `str`s.
fn strings(v: &Value, what: &str) -> PyResult<Vec<String>> {
    let items = match v {
        Value::List(l) => l.to_vec(),
        Value::Tuple(t) => t.0.to_vec(),
        other => {
            return Err(PyError::type_error(format!(
                "{what} must be a list, not {}",
                other.type_name()
            )));
        }
    };
    items.iter().map(|x| string(x, what)).collect()
}

/// A timeout in seconds (`None`: none); a negative one has already passed.
fn timeout_of(v: &Value) -> PyResult<Option<Duration>> {
    if matches!(v, Value::None) {
        return Ok(None);
    }
    let secs = num::to_float(v)?;
    if secs.is_nan() {
        return Err(PyError::value_error("Invalid value NaN (not a number)"));
    }
    Ok(Some(
        Duration::try_from_secs_f64(secs.max(0.0)).unwrap_or(Duration::MAX),
    ))
}

/// Where one of the child's standard streams goes, before the pipes are made.
enum Target {
    Inherit,
    Pipe,
    Null,
    /// A copy of one of the parent's descriptors.
    Fd(OwnedFd),
    /// Where the child's stdout goes (`stderr=STDOUT`).
    Stdout,
}

/// A private copy of the parent's descriptor `fd` (closed on exec, as the parent's
/// others), for the child to get as a standard stream: as CPython's `dup2` in the child,
/// the child shares the file and its offset. `EBADF` when `fd` is not open.
fn dup(fd: i64) -> PyResult<OwnedFd> {
    let fd = i32::try_from(fd).map_err(|_| os_error(libc::EBADF, ""))?;
    // SAFETY: `F_DUPFD_CLOEXEC` only makes a new descriptor of an open file (or fails
    // with `EBADF`); it reads and writes no memory of this process.
    let new = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 3) };
    if new < 0 {
        return Err(io_error(&std::io::Error::last_os_error(), ""));
    }
    // SAFETY: `new` is the descriptor fcntl just made: open, and owned by nothing else.
    Ok(unsafe { OwnedFd::from_raw_fd(new) })
}

/// The target a stream argument names: `None`, `PIPE`, `DEVNULL`, `STDOUT` (for
/// stderr) or a descriptor.
fn target(v: &Value, stderr: bool) -> PyResult<Target> {
    Ok(match v {
        Value::None => Target::Inherit,
        Value::Int(PIPE) => Target::Pipe,
        Value::Int(DEVNULL) => Target::Null,
        Value::Int(STDOUT) if stderr => Target::Stdout,
        Value::Int(fd) if *fd >= 0 => Target::Fd(dup(*fd)?),
        // A file the program reads: vm-std's streams read ahead (a file opened for
        // reading is read at once), so the descriptor is moved to where the program's
        // reading stands, for the child to read on from there as CPython's would.
        Value::Tuple(t) if t.0.len() == 2 => {
            use std::io::{Seek, SeekFrom};
            let fd = num::to_index(&t.0[0])?;
            let offset = u64::try_from(num::to_index(&t.0[1])?)
                .map_err(|_| PyError::value_error("negative seek position"))?;
            let mut file = std::fs::File::from(dup(fd)?);
            file.seek(SeekFrom::Start(offset))
                .map_err(|e| io_error(&e, ""))?;
            Target::Fd(file.into())
        }
        Value::Int(_) => return Err(os_error(libc::EBADF, "")),
        other => {
            return Err(PyError::type_error(format!(
                "a stream must be None, an int or a file object, not {}",
                other.type_name()
            )));
        }
    })
}

/// The program `argv[0]` (or `executable`) names: as given when it holds a `/`, else
/// the first executable file of that name in the directories of `PATH` (`env`'s, or
/// `/bin:/usr/bin` when it has none), as CPython's child tries each in turn. Its error,
/// as CPython's: `EACCES` when only files that may not be run were found, else `ENOENT`.
fn resolve(program: &str, env: &[(String, String)]) -> Result<String, i32> {
    use std::os::unix::fs::PermissionsExt;
    if program.contains('/') {
        return Ok(program.to_string());
    }
    let path = env
        .iter()
        .find(|(k, _)| k == "PATH")
        .map_or("/bin:/usr/bin", |(_, v)| v.as_str());
    let mut error = libc::ENOENT;
    for dir in path.split(':') {
        let dir = if dir.is_empty() { "." } else { dir };
        let candidate = format!("{dir}/{program}");
        if let Ok(meta) = std::fs::metadata(&candidate) {
            if meta.is_file() && meta.permissions().mode() & 0o111 != 0 {
                return Ok(candidate);
            }
            error = libc::EACCES;
        }
    }
    Err(error)
}

/// What the child gets as one of its standard streams.
enum ChildEnd {
    Inherit,
    Null,
    Fd(OwnedFd),
}

impl ChildEnd {
    /// Another end on the same stream (`stderr=STDOUT`): the parent's own stdout for
    /// an inherited one.
    fn try_clone(&self) -> std::io::Result<ChildEnd> {
        Ok(match self {
            ChildEnd::Inherit => ChildEnd::Fd(std::io::stdout().as_fd().try_clone_to_owned()?),
            ChildEnd::Null => ChildEnd::Null,
            ChildEnd::Fd(fd) => ChildEnd::Fd(fd.try_clone()?),
        })
    }

    fn stdio(self) -> Stdio {
        match self {
            ChildEnd::Inherit => Stdio::inherit(),
            ChildEnd::Null => Stdio::null(),
            ChildEnd::Fd(fd) => Stdio::from(fd),
        }
    }
}

/// The child's end for `target`, and the parent's end of a pipe made for it.
/// `child_reads`: the child reads this stream (stdin). `target` is no `Stdout`.
fn child_end(target: Target, child_reads: bool) -> PyResult<(ChildEnd, Option<std::fs::File>)> {
    Ok(match target {
        Target::Inherit | Target::Stdout => (ChildEnd::Inherit, None),
        Target::Null => (ChildEnd::Null, None),
        Target::Fd(fd) => (ChildEnd::Fd(fd), None),
        Target::Pipe => {
            let (reader, writer) = std::io::pipe().map_err(|e| io_error(&e, ""))?;
            if child_reads {
                (
                    ChildEnd::Fd(reader.into()),
                    Some(OwnedFd::from(writer).into()),
                )
            } else {
                (
                    ChildEnd::Fd(writer.into()),
                    Some(OwnedFd::from(reader).into()),
                )
            }
        }
    })
}

/// `spawn(argv, executable, cwd, env, stdin, stdout, stderr)`: starts the child and
/// answers `(pid, stdin, stdout, stderr)`, the descriptors of the parent's ends of the
/// pipes made (`-1` for a stream that is none). `env` is a list of `(name, value)`
/// pairs, the child's whole environment. A program that cannot be run is CPython's
/// `OSError` naming it (`FileNotFoundError: [Errno 2] No such file or directory:
/// 'prog'`); a `cwd` that is no directory, one naming `cwd`.
fn spawn(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    use std::os::fd::AsRawFd;
    let argv = strings(&args[0], "args")?;
    let Some(first) = argv.first() else {
        return Err(PyError::value_error("args must not be empty"));
    };
    let program = match &args[1] {
        Value::None => first.clone(),
        v => string(v, "executable")?,
    };
    let cwd = match &args[2] {
        Value::None => None,
        v => Some(string(v, "cwd")?),
    };
    let env = match &args[3] {
        Value::List(l) => {
            let mut pairs = Vec::new();
            for pair in l.to_vec() {
                match &pair {
                    Value::Tuple(t) if t.0.len() == 2 => {
                        pairs.push((string(&t.0[0], "env")?, string(&t.0[1], "env")?));
                    }
                    _ => return Err(PyError::type_error("env must hold (name, value) pairs")),
                }
            }
            pairs
        }
        other => {
            return Err(PyError::type_error(format!(
                "env must be a list, not {}",
                other.type_name()
            )));
        }
    };
    // The child changes directory before it runs the program (CPython's order), so a
    // bad directory is the error even when the program is missing too.
    if let Some(dir) = &cwd {
        let what = format::repr(&Value::str(dir.as_str()));
        match std::fs::metadata(dir) {
            Err(e) => return Err(io_error(&e, &what)),
            Ok(m) if !m.is_dir() => return Err(os_error(libc::ENOTDIR, &what)),
            Ok(_) => {}
        }
    }
    let (stdin, stdin_pipe) = child_end(target(&args[4], false)?, true)?;
    let (stdout, stdout_pipe) = child_end(target(&args[5], false)?, false)?;
    let (stderr, stderr_pipe) = match target(&args[6], true)? {
        // The child's stderr is a copy of whatever its stdout is (CPython's `dup2(1, 2)`).
        Target::Stdout => (stdout.try_clone().map_err(|e| io_error(&e, ""))?, None),
        other => child_end(other, false)?,
    };
    let mut command = Command::new(match resolve(&program, &env) {
        Ok(p) => p,
        Err(errno) => {
            return Err(os_error(
                errno,
                &format::repr(&Value::str(program.as_str())),
            ));
        }
    });
    command
        .arg0(first)
        .args(&argv[1..])
        .env_clear()
        .envs(env.iter().map(|(k, v)| (k, v)))
        .stdin(stdin.stdio())
        .stdout(stdout.stdio())
        .stderr(stderr.stdio());
    if let Some(dir) = &cwd {
        command.current_dir(dir);
    }
    let child = command.spawn();
    // The child's ends of the pipes close here, in the parent: its reads see the end
    // of the data only when the child's copies close.
    drop(command);
    let child = child.map_err(|e| io_error(&e, &format::repr(&Value::str(program.as_str()))))?;
    let pid = child.id();
    let keep = |f: Option<std::fs::File>| match f {
        Some(f) => {
            let fd = f.as_raw_fd();
            pipes::keep(f);
            Value::Int(i64::from(fd))
        }
        None => Value::Int(-1),
    };
    let fds = [keep(stdin_pipe), keep(stdout_pipe), keep(stderr_pipe)];
    PROCS.with_borrow_mut(|procs| {
        procs.insert(
            pid,
            Proc {
                child,
                returncode: None,
            },
        )
    });
    let [a, b, c] = fds;
    Ok(Value::tuple(vec![Value::Int(i64::from(pid)), a, b, c]))
}

/// CPython's return code of an exit status: the exit code, or `-N` for a child a signal
/// `N` ended.
fn returncode(status: ExitStatus) -> i64 {
    match (status.code(), status.signal()) {
        (Some(code), _) => i64::from(code),
        (None, Some(signal)) => -i64::from(signal),
        // Neither: a stopped or continued child, which `wait` does not report.
        (None, None) => i64::from(status.into_raw()),
    }
}

/// The process id argument (a child of this process: `ChildProcessError` otherwise, as
/// `waitpid` answers `ECHILD`).
fn pid_of(v: &Value) -> PyResult<u32> {
    let pid = num::to_index(v)?;
    u32::try_from(pid).map_err(|_| os_error(libc::ECHILD, ""))
}

/// Runs `f` on the child `pid`.
fn with_proc<T>(pid: u32, f: impl FnOnce(&mut Proc) -> PyResult<T>) -> PyResult<T> {
    PROCS.with_borrow_mut(|procs| match procs.get_mut(&pid) {
        Some(p) => f(p),
        None => Err(os_error(libc::ECHILD, "")),
    })
}

/// The child's return code if it has ended (its status read without blocking).
fn try_wait(p: &mut Proc) -> PyResult<Option<i64>> {
    if p.returncode.is_none() {
        let status = p.child.try_wait().map_err(|e| io_error(&e, ""))?;
        p.returncode = status.map(returncode);
    }
    Ok(p.returncode)
}

/// Forgets the child `pid` once its return code is known: `Popen` keeps the code and
/// asks no more (CPython's `Popen` does not either), so a program that starts many
/// children keeps no table entry for each.
fn forget_if_ended(pid: u32, code: Option<i64>) -> Option<i64> {
    if code.is_some() {
        PROCS.with_borrow_mut(|procs| procs.remove(&pid));
    }
    code
}

/// `wait(pid, timeout)`: the child's return code once it ends; `None` when `timeout`
/// seconds pass first (`None`: no limit). With a limit it polls, sleeping 0.5 ms at
/// first and doubling up to 50 ms, as CPython's `_wait` does.
fn wait(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let pid = pid_of(&args[0])?;
    let timeout = timeout_of(&args[1])?;
    let code = match timeout {
        None => with_proc(pid, |p| {
            if p.returncode.is_none() {
                let status = p.child.wait().map_err(|e| io_error(&e, ""))?;
                p.returncode = Some(returncode(status));
            }
            Ok(p.returncode)
        })?,
        Some(timeout) => {
            let deadline = Instant::now().checked_add(timeout);
            let mut delay = Duration::from_micros(500);
            loop {
                if let Some(code) = with_proc(pid, try_wait)? {
                    break Some(code);
                }
                let now = Instant::now();
                let left = match deadline {
                    Some(d) if d > now => d - now,
                    Some(_) => break None,
                    None => delay,
                };
                std::thread::sleep(delay.min(left));
                delay = (delay * 2).min(Duration::from_millis(50));
            }
        }
    };
    Ok(forget_if_ended(pid, code).map_or(Value::None, Value::Int))
}

/// `poll(pid)`: the child's return code if it has ended, else `None`.
fn poll(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let pid = pid_of(&args[0])?;
    let code = with_proc(pid, try_wait)?;
    Ok(forget_if_ended(pid, code).map_or(Value::None, Value::Int))
}

/// `send_signal(pid, sig)`: sends signal `sig` to the child unless its status was read
/// already (its id may belong to another process by now); a child that is gone is no
/// error, as CPython's `send_signal` ignores `ProcessLookupError`.
fn send_signal(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let pid = pid_of(&args[0])?;
    let sig = i32::try_from(num::to_index(&args[1])?)
        .map_err(|_| PyError::overflow("signal number out of range"))?;
    if forget_if_ended(pid, with_proc(pid, try_wait)?).is_some() {
        return Ok(Value::None);
    }
    let pid = libc::pid_t::try_from(pid).map_err(|_| os_error(libc::ESRCH, ""))?;
    // SAFETY: `kill` only sends a signal to the process `pid`, a child of this process
    // whose status has not been read, so the id is still its own.
    if unsafe { libc::kill(pid, sig) } != 0 {
        let e = std::io::Error::last_os_error();
        if e.raw_os_error() != Some(libc::ESRCH) {
            return Err(io_error(&e, ""));
        }
    }
    Ok(Value::None)
}

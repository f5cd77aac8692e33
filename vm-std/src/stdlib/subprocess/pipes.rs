//! The parent's ends of the pipes to its children, by descriptor: `Popen.stdin`,
//! `Popen.stdout` and `Popen.stderr` read and write through these (`py/subprocess.py`
//! buffers and decodes). Reads and writes block as CPython's do; a write to a child that
//! closed its end is `BrokenPipeError` (Rust ignores `SIGPIPE`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::AsRawFd;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{Value, bytes, num};

use super::{io_error, os_error};

thread_local! {
    /// The pipe ends by descriptor; a pipe closes when its `File` is dropped.
    static PIPES: RefCell<HashMap<i64, File>> = RefCell::new(HashMap::new());
}

/// Keeps a pipe end under its descriptor.
pub(super) fn keep(f: File) {
    let fd = i64::from(f.as_raw_fd());
    PIPES.with_borrow_mut(|pipes| pipes.insert(fd, f));
}

/// Takes the pipe end `fd` out of the table (`communicate` moves it to a thread).
pub(super) fn take(fd: i64) -> Option<File> {
    PIPES.with_borrow_mut(|pipes| pipes.remove(&fd))
}

/// Runs `f` on the pipe end `fd` (`EBADF` when there is none: closed, or never made).
fn with_pipe<T>(fd: &Value, f: impl FnOnce(&mut File) -> PyResult<T>) -> PyResult<T> {
    let fd = num::to_index(fd)?;
    PIPES.with_borrow_mut(|pipes| match pipes.get_mut(&fd) {
        Some(file) => f(file),
        None => Err(os_error(libc::EBADF, "")),
    })
}

/// `read(fd, n)`: at most `n` bytes, what one read gives (empty at the end of the data);
/// a negative `n` reads to the end.
pub(super) fn read(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let n = num::to_index(&args[1])?;
    let data = with_pipe(&args[0], |file| {
        let mut data = Vec::new();
        match usize::try_from(n) {
            Err(_) => {
                file.read_to_end(&mut data).map_err(|e| io_error(&e, ""))?;
            }
            Ok(n) => {
                data = crate::error::try_vec(n)?;
                data.resize(n, 0);
                let got = loop {
                    match file.read(&mut data) {
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                        other => break other.map_err(|e| io_error(&e, ""))?,
                    }
                };
                data.truncate(got);
            }
        }
        Ok(data)
    })?;
    Ok(Value::bytes(data))
}

/// `write(fd, data)`: writes all of `data` (a bytes-like object), answers its length.
pub(super) fn write(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Some(data) = bytes::bytes_like(&args[1]) else {
        return Err(PyError::type_error(format!(
            "a bytes-like object is required, not '{}'",
            args[1].type_name()
        )));
    };
    let data = data.to_vec();
    with_pipe(&args[0], |file| {
        file.write_all(&data).map_err(|e| io_error(&e, ""))
    })?;
    Ok(Value::Int(data.len() as i64))
}

/// `close(fd)`: closes the pipe end (`EBADF` if it is closed already).
pub(super) fn close(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let fd = num::to_index(&args[0])?;
    match take(fd) {
        Some(_) => Ok(Value::None),
        None => Err(os_error(libc::EBADF, "")),
    }
}

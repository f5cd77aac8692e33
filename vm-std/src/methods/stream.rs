//! The methods of streams (`sys.stdin`, `sys.stdout`, `io.StringIO`, `io.BytesIO`, files
//! from `open()`, text or binary), with CPython's errors for a closed stream, for text
//! given to a binary stream or bytes to a text one, and `io.UnsupportedOperation` where
//! CPython raises it: reading a write-only stream, writing a read-only one, seeking the
//! standard streams, truncating a read-only file.

use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::bytes::bytes_like;
use crate::value::native::Kwargs;
use crate::value::stream::{Stream, Target};
use crate::value::{Value, num};

type S = Rc<Stream>;

#[cold]
fn closed() -> PyError {
    PyError::value_error("I/O operation on closed file.")
}

/// `io.UnsupportedOperation(what)`.
#[cold]
fn unsupported(what: &str) -> PyError {
    PyError::new(ExcType::UnsupportedOperation, what.to_string())
}

/// Whether `s` is one of the standard streams (whose file descriptor is a pipe or a
/// terminal, as far as vm-std knows: not seekable).
fn is_standard(s: &Stream) -> bool {
    matches!(s.target, Target::Stdin | Target::Stdout | Target::Stderr)
}

/// An error reading the standard input.
#[cold]
fn read_error(e: std::io::Error) -> PyError {
    PyError::new(ExcType::OSError, e.to_string())
}

fn check_open(s: &Stream) -> PyResult<()> {
    if s.closed.get() {
        Err(closed_error(s))
    } else {
        Ok(())
    }
}

/// The error of an operation of closed stream `s`: `StringIO`'s own methods word it
/// without the period.
#[cold]
fn closed_error(s: &Stream) -> PyError {
    match s.type_name() {
        "StringIO" => PyError::value_error("I/O operation on closed file"),
        _ => closed(),
    }
}

/// [`check_open`] for operation `op` of a stream: a closed binary file names it as
/// CPython's buffered files do (`read of closed file`, `write to closed file`; `tell`
/// and the like: `I/O operation on closed file`, without the period).
fn check_open_for(s: &Stream, op: &str) -> PyResult<()> {
    if !s.closed.get() {
        return Ok(());
    }
    if !s.binary || s.name.is_empty() {
        return Err(closed_error(s));
    }
    Err(PyError::value_error(match op {
        "write" => "write to closed file".to_string(),
        "tell" => "I/O operation on closed file".to_string(),
        op => format!("{op} of closed file"),
    }))
}

/// Writes `text` to stream `s`: the machine's output, the text in memory, or the file.
pub fn write_text(vm: &mut dyn Vm, s: &Stream, text: &str) -> PyResult<()> {
    check_open(s)?;
    if !s.writable {
        return Err(unsupported("not writable"));
    }
    if s.binary {
        return Err(bytes_required(&Value::str(text)));
    }
    match &s.target {
        Target::Stdout => vm.machine().write_out(text),
        Target::Stderr => vm.machine().write_err(text),
        // Only binary streams are images (refused above); stdin is not writable.
        Target::Memory | Target::Image(_) | Target::Stdin => s.write_memory(&s.translated(text)),
        Target::File(w) => {
            use std::io::Write;
            if let Some(w) = w.borrow_mut().as_mut() {
                w.write_all(s.translated(text).as_bytes())
                    .map_err(|e| PyError::new(ExcType::OSError, e.to_string()))?;
            }
        }
    }
    Ok(())
}

/// CPython's error for a value that is not bytes given to a binary stream.
#[cold]
fn bytes_required(v: &Value) -> PyError {
    PyError::type_error(format!(
        "a bytes-like object is required, not '{}'",
        v.type_name()
    ))
}

/// Writes bytes `b` to binary stream `s`: into the data in memory (or the file's
/// image), or through the file's buffer.
fn write_bytes(s: &Stream, b: &[u8]) -> PyResult<()> {
    if !s.writable {
        return Err(unsupported("write"));
    }
    check_open_for(s, "write")?;
    match &s.target {
        Target::File(w) => {
            use std::io::Write;
            if let Some(w) = w.borrow_mut().as_mut() {
                w.write_all(b)
                    .map_err(|e| PyError::new(ExcType::OSError, e.to_string()))?;
            }
            s.pos.set(s.pos.get() + b.len());
        }
        _ => {
            // A file opened to append writes at its end, wherever the position is.
            if s.mode.starts_with('a') {
                s.pos.set(s.data.borrow().len());
            }
            s.write_data(b);
        }
    }
    Ok(())
}

pub(super) fn write(vm: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if s.binary {
        // A binary reader has no `write` of its own: `BufferedIOBase.write` refuses any
        // argument.
        if !s.writable {
            return Err(unsupported("write"));
        }
        let Some(b) = bytes_like(&a[0]) else {
            check_open_for(s, "write")?;
            return Err(bytes_required(&a[0]));
        };
        write_bytes(s, &b)?;
        return Ok(Value::Int(b.len() as i64));
    }
    let text = text_argument(s, &a[0])?;
    write_text(vm, s, &text.s)?;
    Ok(Value::Int(text.char_len() as i64))
}

/// The text `write` was given, or its `TypeError` (`StringIO` words it its own way).
fn text_argument<'a>(s: &Stream, v: &'a Value) -> PyResult<&'a crate::value::string::PyStr> {
    match v {
        Value::Str(text) => Ok(text),
        _ if s.type_name() == "StringIO" => Err(PyError::type_error(format!(
            "string argument expected, got '{}'",
            v.type_name()
        ))),
        _ => Err(PyError::type_error(format!(
            "write() argument must be str, not {}",
            v.type_name()
        ))),
    }
}

pub(super) fn writelines(vm: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // `IOBase.writelines`'s check, with the period.
    if s.closed.get() {
        return Err(closed());
    }
    for line in vm.collect(&a[0])? {
        if s.binary {
            if !s.writable {
                return Err(unsupported("write"));
            }
            let b = bytes_like(&line).ok_or_else(|| bytes_required(&line))?;
            write_bytes(s, &b)?;
            continue;
        }
        let text = text_argument(s, &line)?;
        write_text(vm, s, &text.s)?;
    }
    Ok(Value::None)
}

/// Checks that `s` is open and readable, for operation `op` (see [`check_open_for`]).
fn check_readable(s: &Stream, op: &str) -> PyResult<()> {
    if s.binary && !s.readable {
        return Err(unsupported("read"));
    }
    check_open_for(s, op)?;
    if s.readable {
        Ok(())
    } else {
        Err(unsupported("not readable"))
    }
}

/// A size argument (`read(n)`, `readline(n)`): `None` or a negative one is "all".
fn size_argument(a: &[Value]) -> PyResult<Option<usize>> {
    Ok(match a.first() {
        None | Some(Value::None) => None,
        Some(v) => {
            let n = num::to_index(v)?;
            (n >= 0).then_some(n as usize)
        }
    })
}

pub(super) fn read(_: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_readable(s, "read")?;
    let n = size_argument(a)?;
    if s.binary {
        return Ok(Value::bytes(s.read_data(n)));
    }
    Ok(Value::str(s.read_text(n).map_err(read_error)?))
}

/// `readline(size=-1)`: the next line, at most `size` characters (bytes) of it.
pub(super) fn readline(_: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_readable(s, "readline")?;
    let n = size_argument(a)?;
    if s.binary {
        return Ok(Value::bytes(s.read_data_line(n)));
    }
    Ok(Value::str(s.read_text_line(n).map_err(read_error)?))
}

/// `readlines(hint=-1)`: the remaining lines, or, with a positive `hint`, lines until
/// they hold more than `hint` characters (bytes; `BytesIO` stops at `hint` already).
pub(super) fn readlines(_: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // `IOBase.readlines`'s check, with the period.
    if s.closed.get() {
        return Err(closed());
    }
    check_readable(s, "readline")?;
    let hint = size_argument(a)?.filter(|&h| h > 0);
    let mut lines = Vec::new();
    let mut total = 0;
    loop {
        let (line, len) = if s.binary {
            let line = s.read_data_line(None);
            let len = line.len();
            (Value::bytes(line), len)
        } else {
            let line = s.read_text_line(None).map_err(read_error)?;
            let len = line.chars().count();
            (Value::str(line), len)
        };
        if len == 0 {
            break;
        }
        lines.push(line);
        total += len;
        let bytes_io = s.binary && s.name.is_empty();
        if hint.is_some_and(|h| total > h || (bytes_io && total == h)) {
            break;
        }
    }
    Ok(Value::list(lines))
}

pub(super) fn getvalue(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open(s)?;
    if s.binary {
        return Ok(Value::bytes(s.data.borrow().as_slice()));
    }
    Ok(Value::str(s.text.borrow().as_str()))
}

/// `seek(pos, whence=0)` of a binary stream: from the start, the position or the end.
fn seek_binary(s: &Stream, a: &[Value]) -> PyResult<Value> {
    let n = num::to_index(&a[0])?;
    let whence = match a.get(1) {
        Some(v) => num::to_index(v)?,
        None => 0,
    };
    if let Target::File(w) = &s.target {
        use std::io::{Seek, SeekFrom};
        let to = match whence {
            0 if n < 0 => {
                return Err(PyError::new(
                    ExcType::OSError,
                    "[Errno 22] Invalid argument",
                ));
            }
            0 => SeekFrom::Start(n as u64),
            1 => SeekFrom::Current(n),
            2 => SeekFrom::End(n),
            _ => {
                return Err(PyError::value_error(format!(
                    "whence value {whence} unsupported"
                )));
            }
        };
        let mut w = w.borrow_mut();
        let Some(w) = w.as_mut() else {
            return Err(closed());
        };
        let at = w
            .seek(to)
            .map_err(|_| PyError::new(ExcType::OSError, "[Errno 22] Invalid argument"))?;
        s.pos.set(at as usize);
        return Ok(Value::Int(at as i64));
    }
    let base = match whence {
        0 => 0,
        1 => s.pos.get() as i64,
        2 => s.data.borrow().len() as i64,
        _ => {
            return Err(PyError::value_error(format!(
                "invalid whence ({whence}, should be 0, 1 or 2)"
            )));
        }
    };
    let at = base.saturating_add(n);
    if at < 0 && !s.name.is_empty() {
        // A file's: the system's `lseek` refuses it.
        return Err(PyError::new(
            ExcType::OSError,
            "[Errno 22] Invalid argument",
        ));
    }
    if at < 0 {
        if whence == 0 {
            return Err(PyError::value_error(format!("negative seek value {n}")));
        }
        s.pos.set(0);
        return Ok(Value::Int(0));
    }
    s.pos.set(at as usize);
    Ok(Value::Int(at))
}

/// `seek(pos)`: a position in characters (`StringIO`'s positions are code points).
pub(super) fn seek(_: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open_for(s, "seek")?;
    if is_standard(s) {
        return Err(unsupported("underlying stream is not seekable"));
    }
    if s.binary {
        return seek_binary(s, a);
    }
    let n = num::to_index(&a[0])?;
    let whence = a.get(1).map(num::to_index).transpose()?;
    if let Target::File(_) = &s.target {
        use std::io::SeekFrom;
        let to = match whence {
            None | Some(0) if n >= 0 => Some(SeekFrom::Start(n as u64)),
            Some(1) if n == 0 => Some(SeekFrom::Current(0)),
            Some(2) if n == 0 => Some(SeekFrom::End(0)),
            _ => None,
        };
        if let Some(to) = to {
            return text_writer_seek(s, to);
        }
    }
    match whence {
        None | Some(0) => {}
        Some(w @ (1 | 2)) => {
            if n != 0 {
                // `StringIO` raises a plain `OSError`; a text file, as its buffer cannot.
                return Err(if s.type_name() == "StringIO" {
                    PyError::new(ExcType::OSError, "Can't do nonzero cur-relative seeks")
                } else if w == 1 {
                    unsupported("can't do nonzero cur-relative seeks")
                } else {
                    unsupported("can't do nonzero end-relative seeks")
                });
            }
            if w == 2 {
                let end = s.text.borrow().len();
                s.pos.set(end);
                return Ok(Value::Int(s.text.borrow().chars().count() as i64));
            }
            return tell_text(s);
        }
        Some(w) => {
            return Err(PyError::value_error(format!(
                "Invalid whence ({w}, should be 0, 1 or 2)"
            )));
        }
    }
    if n < 0 {
        return Err(PyError::value_error(format!("Negative seek position {n}")));
    }
    let text = s.text.borrow();
    let byte = text
        .char_indices()
        .nth(n as usize)
        .map_or(text.len(), |(i, _)| i);
    s.pos.set(byte);
    Ok(Value::Int(n))
}

pub(super) fn tell(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open_for(s, "tell")?;
    if is_standard(s) {
        return Err(unsupported("underlying stream is not seekable"));
    }
    if s.binary {
        return Ok(Value::Int(s.pos.get() as i64));
    }
    if let Target::File(_) = &s.target {
        return text_writer_seek(s, std::io::SeekFrom::Current(0));
    }
    tell_text(s)
}

/// `seek`/`tell` of a text file open for writing: the file's byte position, its buffered
/// output counted (the buffer's `Seek` writes it out first), which is what CPython's
/// cookie is for a UTF-8 writer (a file opened to append starts at its end).
fn text_writer_seek(s: &Stream, to: std::io::SeekFrom) -> PyResult<Value> {
    use std::io::Seek;
    let Target::File(w) = &s.target else {
        return tell_text(s);
    };
    let mut w = w.borrow_mut();
    let Some(w) = w.as_mut() else {
        return Err(closed());
    };
    let at = w
        .seek(to)
        .map_err(|_| PyError::new(ExcType::OSError, "[Errno 22] Invalid argument"))?;
    Ok(Value::Int(at as i64))
}

fn tell_text(s: &Stream) -> PyResult<Value> {
    let text = s.text.borrow();
    let pos = s.pos.get().min(text.len());
    Ok(Value::Int(text[..pos].chars().count() as i64))
}

pub(super) fn flush(vm: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // `StringIO` has `IOBase.flush`, which does not see its `closed`.
    if s.type_name() == "StringIO" {
        return Ok(Value::None);
    }
    if s.writable {
        check_open_for(s, "flush")?;
    } else {
        check_open(s)?;
    }
    match s.target {
        Target::Stdout | Target::Stderr => vm.machine().flush_to_system(),
        _ => s
            .flush_file()
            .map_err(|e| PyError::new(ExcType::OSError, e.to_string()))?,
    }
    Ok(Value::None)
}

pub(super) fn close(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    if matches!(s.target, Target::Stdout | Target::Stderr) {
        return Ok(Value::None);
    }
    s.close()
        .map_err(|e| PyError::new(ExcType::OSError, e.to_string()))?;
    Ok(Value::None)
}

pub(super) fn enter(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // `IOBase.__enter__`'s check, with the period.
    if s.closed.get() {
        return Err(closed());
    }
    Ok(Value::Stream(crate::value::obj_rc(Rc::clone(s))))
}

pub(super) fn exit(vm: &mut dyn Vm, s: &S, a: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    close(vm, s, a, kw)?;
    Ok(Value::None)
}

/// `truncate(size=None)`: cut the stream at `size` (the position by default); the
/// position stays. A `StringIO` counts characters; a file opened for writing is cut on
/// disk (its buffered output written first); a stream opened only for reading (stdin
/// too) cannot be.
pub(super) fn truncate(_: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open_for(s, "truncate")?;
    if !s.writable {
        return Err(unsupported("truncate"));
    }
    if is_standard(s) {
        // What the system says of a pipe or a terminal (CPython flushes and asks it).
        return Err(PyError::new(ExcType::OSError, "[Errno 29] Illegal seek"));
    }
    let size = match a.first() {
        None | Some(Value::None) => None,
        Some(v) => {
            let n = num::to_index(v)?;
            if n < 0 {
                return Err(PyError::value_error(if s.binary {
                    format!("negative size value {n}")
                } else {
                    format!("Negative size value {n}")
                }));
            }
            Some(n as usize)
        }
    };
    if let Target::File(w) = &s.target {
        use std::io::{Seek, Write};
        let mut w = w.borrow_mut();
        let Some(w) = w.as_mut() else {
            return Err(closed());
        };
        let os = |e: std::io::Error| PyError::new(ExcType::OSError, e.to_string());
        w.flush().map_err(os)?;
        let file = w.get_mut();
        let n = match size {
            Some(n) => n as u64,
            None if s.binary => s.pos.get() as u64,
            None => file.stream_position().map_err(os)?,
        };
        file.set_len(n).map_err(os)?;
        return Ok(Value::Int(n as i64));
    }
    if s.binary {
        let n = size.unwrap_or(s.pos.get());
        s.data.borrow_mut().truncate(n);
        s.dirty.set(true);
        return Ok(Value::Int(n as i64));
    }
    let mut text = s.text.borrow_mut();
    let pos = s.pos.get().min(text.len());
    let n = size.unwrap_or_else(|| text[..pos].chars().count());
    if let Some((i, _)) = text.char_indices().nth(n) {
        text.truncate(i);
    }
    Ok(Value::Int(n as i64))
}

/// [`check_open`] for the questions about a stream (`readable()`, `isatty()`, ...),
/// which CPython's streams answer with the message without its period (`BytesIO` with
/// it).
fn check_open_to_ask(s: &Stream) -> PyResult<()> {
    if !s.closed.get() || (s.binary && s.name.is_empty()) {
        return check_open(s);
    }
    Err(PyError::value_error("I/O operation on closed file"))
}

pub(super) fn readable(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open_to_ask(s)?;
    Ok(Value::Bool(s.readable))
}

pub(super) fn writable(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open_to_ask(s)?;
    Ok(Value::Bool(s.writable))
}

/// `seekable()`: every stream but the standard ones (see [`is_standard`]).
pub(super) fn seekable(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open_to_ask(s)?;
    Ok(Value::Bool(!is_standard(s)))
}

/// The file descriptor of a standard stream (0, 1, 2).
fn standard_fd(s: &Stream) -> Option<i32> {
    match s.target {
        Target::Stdin => Some(0),
        Target::Stdout => Some(1),
        Target::Stderr => Some(2),
        _ => None,
    }
}

/// `isatty()`: whether a standard stream is a terminal; no other stream is.
pub(super) fn isatty(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // A stream in memory answers with `IOBase.isatty`, whose message has the period.
    if s.closed.get() && matches!(s.target, Target::Memory) && s.name.is_empty() {
        return Err(closed());
    }
    check_open_to_ask(s)?;
    Ok(Value::Bool(standard_fd(s).is_some_and(|fd| {
        // SAFETY: `isatty` only inspects the descriptor.
        unsafe { libc::isatty(fd) == 1 }
    })))
}

/// `fileno()`: the file descriptor of a standard stream or of a file; a stream in memory
/// has none (`UnsupportedOperation`, as CPython's).
pub(super) fn fileno(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    use std::os::fd::AsRawFd;
    if matches!(s.target, Target::Memory) && s.name.is_empty() {
        return Err(unsupported("fileno"));
    }
    check_open_to_ask(s)?;
    let fd = match &s.target {
        Target::Stdin | Target::Stdout | Target::Stderr => standard_fd(s),
        Target::File(w) => w.borrow().as_ref().map(|w| w.get_ref().as_raw_fd()),
        Target::Image(f) => f.borrow().as_ref().map(|f| f.as_raw_fd()),
        Target::Memory => s.source.borrow().as_ref().map(|f| f.as_raw_fd()),
    };
    fd.map(|fd| Value::Int(i64::from(fd))).ok_or_else(closed)
}

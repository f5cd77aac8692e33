//! The methods of text streams (`sys.stdout`, `io.StringIO`, files from `open()`), with
//! CPython's errors for a closed stream and for reading a write-only one.

use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::stream::{Stream, Target};
use crate::value::{Value, num};

type S = Rc<Stream>;

#[cold]
fn closed() -> PyError {
    PyError::value_error("I/O operation on closed file.")
}

#[cold]
fn unsupported(what: &str) -> PyError {
    PyError::new(ExcType::OSError, what.to_string())
}

fn check_open(s: &Stream) -> PyResult<()> {
    if s.closed.get() {
        Err(closed())
    } else {
        Ok(())
    }
}

/// Writes `text` to stream `s`: the machine's output, the text in memory, or the file.
pub fn write_text(vm: &mut dyn Vm, s: &Stream, text: &str) -> PyResult<()> {
    check_open(s)?;
    if !s.writable {
        return Err(unsupported("not writable"));
    }
    match &s.target {
        Target::Stdout => vm.machine().write_out(text),
        Target::Stderr => vm.machine().write_err(text),
        Target::Memory => s.write_memory(text),
        Target::File(w) => {
            use std::io::Write;
            if let Some(w) = w.borrow_mut().as_mut() {
                w.write_all(text.as_bytes())
                    .map_err(|e| PyError::new(ExcType::OSError, e.to_string()))?;
            }
        }
    }
    Ok(())
}

pub(super) fn write(vm: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let Value::Str(text) = &a[0] else {
        return Err(PyError::type_error(format!(
            "write() argument must be str, not {}",
            a[0].type_name()
        )));
    };
    write_text(vm, s, &text.s)?;
    Ok(Value::Int(text.char_len() as i64))
}

pub(super) fn writelines(vm: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    for line in vm.collect(&a[0])? {
        let Value::Str(text) = &line else {
            return Err(PyError::type_error(format!(
                "write() argument must be str, not {}",
                line.type_name()
            )));
        };
        write_text(vm, s, &text.s)?;
    }
    Ok(Value::None)
}

fn check_readable(s: &Stream) -> PyResult<()> {
    check_open(s)?;
    if s.readable {
        Ok(())
    } else {
        Err(unsupported("not readable"))
    }
}

pub(super) fn read(_: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_readable(s)?;
    let n = match a.first() {
        None | Some(Value::None) => None,
        Some(v) => {
            let n = num::to_index(v)?;
            (n >= 0).then_some(n as usize)
        }
    };
    Ok(Value::str(s.read_memory(n)))
}

pub(super) fn readline(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_readable(s)?;
    Ok(Value::str(s.read_line()))
}

pub(super) fn readlines(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_readable(s)?;
    let mut lines = Vec::new();
    loop {
        let line = s.read_line();
        if line.is_empty() {
            break;
        }
        lines.push(Value::str(line));
    }
    Ok(Value::list(lines))
}

pub(super) fn getvalue(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open(s)?;
    Ok(Value::str(s.text.borrow().as_str()))
}

/// `seek(pos)`: a position in characters (`StringIO`'s positions are code points).
pub(super) fn seek(_: &mut dyn Vm, s: &S, a: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open(s)?;
    let n = num::to_index(&a[0])?;
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
    check_open(s)?;
    let text = s.text.borrow();
    let pos = s.pos.get().min(text.len());
    Ok(Value::Int(text[..pos].chars().count() as i64))
}

pub(super) fn flush(vm: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open(s)?;
    match s.target {
        Target::Stdout | Target::Stderr => vm.machine().flush(),
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
    check_open(s)?;
    Ok(Value::Stream(crate::value::obj_rc(Rc::clone(s))))
}

pub(super) fn exit(vm: &mut dyn Vm, s: &S, a: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    close(vm, s, a, kw)?;
    Ok(Value::None)
}

pub(super) fn readable(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open(s)?;
    Ok(Value::Bool(s.readable))
}

pub(super) fn writable(_: &mut dyn Vm, s: &S, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    check_open(s)?;
    Ok(Value::Bool(s.writable))
}

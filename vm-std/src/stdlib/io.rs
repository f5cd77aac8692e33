//! `io`: `StringIO` and `BytesIO` (text and binary streams in memory), the exception the
//! streams raise for what they cannot do (`UnsupportedOperation`), the type of the
//! standard streams and text files, `TextIOWrapper`, and the types of binary files,
//! `BufferedReader`, `BufferedWriter` and `BufferedRandom` (made by `open()` and `sys`,
//! not by a program).

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;
use crate::value::stream::{Newline, Stream, Target};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 12;
    STRING_IO = "StringIO"
        type(|v| matches!(v, Value::Stream(s) if s.type_name() == "StringIO"))
        (0..=2) keywords["initial_value", "newline"] => string_io;
    TEXT_IO_WRAPPER = "TextIOWrapper"
        type(|v| matches!(v, Value::Stream(s) if s.type_name() == "TextIOWrapper"))
        (0..) keywords(*) => text_io_wrapper;
    BYTES_IO = "BytesIO"
        type(|v| matches!(v, Value::Stream(s) if s.type_name() == "BytesIO"))
        (0..=1) keywords["initial_bytes"] => bytes_io;
    BUFFERED_READER = "BufferedReader"
        type(|v| matches!(v, Value::Stream(s) if s.type_name() == "BufferedReader"))
        (0..) keywords(*) => buffered;
    BUFFERED_WRITER = "BufferedWriter"
        type(|v| matches!(v, Value::Stream(s) if s.type_name() == "BufferedWriter"))
        (0..) keywords(*) => buffered;
    BUFFERED_RANDOM = "BufferedRandom"
        type(|v| matches!(v, Value::Stream(s) if s.type_name() == "BufferedRandom"))
        (0..) keywords(*) => buffered;
}

pub const MODULE: NativeModule = NativeModule {
    name: "io",
    functions: &TABLE,
    values,
};

fn values(vm: &mut dyn Vm) -> Vec<(&'static str, Value)> {
    // The class the streams' errors are instances of: one of the machine's exception
    // classes (`ExcType::UnsupportedOperation`), under a name no program can write.
    let unsupported = vm
        .machine()
        .builtin(ExcType::UnsupportedOperation.name())
        .cloned()
        .unwrap_or(Value::None);
    vec![("UnsupportedOperation", unsupported)]
}

/// `StringIO(initial_value='')`: reading starts at the beginning, writing overwrites
/// from there, as CPython's.
fn string_io(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let initial = args.first().or_else(|| {
        kw.iter()
            .find(|(k, _)| &**k == "initial_value")
            .map(|(_, v)| v)
    });
    let mut s = Stream::new(Target::Memory, "", "", true, true);
    s.newline = match kw
        .iter()
        .find(|(k, _)| &**k == "newline")
        .map(|(_, v)| v)
        .or(args.get(1))
    {
        None => Newline::Exact("\n"),
        Some(Value::None) => Newline::Universal,
        Some(Value::Str(n)) => Newline::parse(Some(&n.s)).ok_or_else(|| {
            let mut shown = String::new();
            crate::value::format::str_repr(&n.s, &mut shown);
            PyError::value_error(format!("illegal newline value: {shown}"))
        })?,
        Some(other) => {
            return Err(PyError::type_error(format!(
                "newline must be str or None, not {}",
                other.type_name()
            )));
        }
    };
    match initial {
        None | Some(Value::None) => {}
        // The initial value is written, line ends translated as by `write`.
        Some(Value::Str(text)) => {
            let text = s.translated(&text.s).into_owned();
            s.text.borrow_mut().push_str(&text);
        }
        Some(other) => {
            return Err(PyError::type_error(format!(
                "initial_value must be str or None, not {}",
                other.type_name()
            )));
        }
    }
    Ok(Value::stream(s))
}

/// `BytesIO(initial_bytes=b'')`: reading starts at the beginning, writing overwrites
/// from there, as CPython's.
fn bytes_io(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let initial = args.first().or_else(|| {
        kw.iter()
            .find(|(k, _)| &**k == "initial_bytes")
            .map(|(_, v)| v)
    });
    let data = match initial {
        None | Some(Value::None) => Vec::new(),
        Some(v) => match crate::value::bytes::bytes_like(v) {
            Some(b) => b.to_vec(),
            None => {
                return Err(PyError::type_error(format!(
                    "a bytes-like object is required, not '{}'",
                    v.type_name()
                )));
            }
        },
    };
    Ok(Value::stream(Stream::binary(
        Target::Memory,
        "",
        "",
        true,
        true,
        data,
    )))
}

fn buffered(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(
        "vm-std makes binary files with open(), not from a raw stream",
    ))
}

fn text_io_wrapper(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(
        "TextIOWrapper() takes a binary buffer, which vm-std does not have; use open()",
    ))
}

//! `io`: `StringIO` (a text stream in memory) and the type of the standard streams and
//! text files, `TextIOWrapper` (made by `open()` and `sys`, not by a program).

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;
use crate::value::stream::{Stream, Target};

use super::NativeModule;

crate::runtime::table::natives! {
    table = 12;
    STRING_IO = "StringIO"
        type(|v| matches!(v, Value::Stream(s) if s.type_name() == "StringIO"))
        (0..=2) keywords["initial_value", "newline"] => string_io;
    TEXT_IO_WRAPPER = "TextIOWrapper"
        type(|v| matches!(v, Value::Stream(s) if s.type_name() == "TextIOWrapper"))
        (0..) keywords(*) => text_io_wrapper;
}

pub const MODULE: NativeModule = NativeModule {
    name: "io",
    functions: &TABLE,
    values: |_| Vec::new(),
};

/// `StringIO(initial_value='')`: reading starts at the beginning, writing overwrites
/// from there, as CPython's.
fn string_io(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let initial = args.first().or_else(|| {
        kw.iter()
            .find(|(k, _)| &**k == "initial_value")
            .map(|(_, v)| v)
    });
    let s = Stream::new(Target::Memory, "", "", true, true);
    match initial {
        None | Some(Value::None) => {}
        Some(Value::Str(text)) => s.text.borrow_mut().push_str(&text.s),
        Some(other) => {
            return Err(PyError::type_error(format!(
                "initial_value must be str or None, not {}",
                other.type_name()
            )));
        }
    }
    Ok(Value::stream(s))
}

fn text_io_wrapper(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(
        "TextIOWrapper() takes a binary buffer, which vm-std does not have; use open()",
    ))
}

//! `json.JSONDecodeError`: a `ValueError` subclass whose instances carry where the
//! document went wrong (`msg`, `doc`, `pos`, `lineno`, `colno`) and whose `str()` says
//! so (`Expecting value: line 1 column 1 (char 0)`), as CPython's `json.decoder`
//! defines it. A class made at run time (not a builtin one), so that `__module__` is
//! `json.decoder` and tracebacks name it `json.decoder.JSONDecodeError` as CPython's do.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::class::Class;
use crate::value::native::Kwargs;
use crate::value::{DictMap, Value};

use super::super::{ClassCell, bind_args};
use super::DECODE_ERROR_INIT;

thread_local! {
    static CLASS: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static CELL: ClassCell = ClassCell::new(&CLASS);

/// The class (made once per thread: see [`ClassCell`]).
pub fn class(vm: &mut dyn Vm) -> Rc<Class> {
    CELL.get_with(vm, make)
}

fn make(vm: &mut dyn Vm) -> Rc<Class> {
    let m = vm.machine();
    let object = m.object.clone();
    let value_error = m.builtin("ValueError").cloned().unwrap_or(Value::None);
    let mut ns = DictMap::new();
    ns.insert(Value::str("__module__"), Value::str("json.decoder"));
    ns.insert(Value::str("__init__"), Value::Builtin(DECODE_ERROR_INIT));
    let ns = Value::dict(ns);
    let name = Value::str("JSONDecodeError");
    let made = object::build_class(&object, &name, &Value::tuple(vec![value_error]), &ns)
        // `ValueError` is a class of every machine; were it not, a plain class.
        .or_else(|_| object::build_class(&object, &name, &Value::tuple(Vec::new()), &ns));
    match &made {
        Ok(Value::Class(c)) => Rc::clone(c),
        // why unreachable: a class of `object` with a plain namespace always builds.
        _ => unreachable!("a plain class builds"),
    }
}

/// `JSONDecodeError.__init__(self, msg, doc, pos)`: the line and column of `pos` in
/// `doc`, and the message CPython's `str()` shows.
pub fn init(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let Some((this, rest)) = args.split_first_mut() else {
        return Err(PyError::type_error(
            "JSONDecodeError.__init__() missing required argument 'self'",
        ));
    };
    let [msg, doc, pos] = bind_args(
        "JSONDecodeError.__init__",
        ["msg", "doc", "pos"],
        3,
        3,
        rest,
        kw,
    )?;
    let (msg, doc, pos) = (
        msg.unwrap_or_default(),
        doc.unwrap_or_default(),
        pos.unwrap_or_default(),
    );
    let (Value::Str(text), Value::Int(at)) = (&doc, &pos) else {
        return Err(PyError::type_error(
            "JSONDecodeError() takes a str message, a str document and an int position",
        ));
    };
    let at = (*at).max(0) as usize;
    let (lineno, colno) = line_col(&text.s, at);
    let shown = format!(
        "{}: line {lineno} column {colno} (char {at})",
        crate::value::format::str(&msg)
    );
    let Value::Instance(inst) = &*this else {
        return Err(PyError::type_error(
            "JSONDecodeError.__init__ needs an instance",
        ));
    };
    *inst.native.borrow_mut() = Value::tuple(vec![Value::str(shown)]);
    for (name, v) in [
        ("msg", msg),
        ("doc", doc.clone()),
        ("pos", pos.clone()),
        ("lineno", Value::Int(lineno as i64)),
        ("colno", Value::Int(colno as i64)),
    ] {
        let name = vm.machine().attribute_name(name);
        object::setattr(vm, this, &name, v)?;
    }
    Ok(Value::None)
}

/// The 1-based line and column of character `pos` of `doc`, as CPython counts them
/// (`doc.count('\n', 0, pos) + 1`, `pos - doc.rindex('\n', 0, pos)`).
fn line_col(doc: &str, pos: usize) -> (usize, usize) {
    let mut line = 1;
    let mut last_newline = None;
    for (i, c) in doc.chars().take(pos).enumerate() {
        if c == '\n' {
            line += 1;
            last_newline = Some(i);
        }
    }
    let col = match last_newline {
        Some(nl) => pos - nl,
        None => pos + 1,
    };
    (line, col)
}

/// The `JSONDecodeError` for `msg` at byte `byte_pos` of `doc` (its position in
/// characters, as CPython's strings count).
pub fn decode_error(vm: &mut dyn Vm, msg: &str, doc: &Value, byte_pos: usize) -> PyError {
    let pos = match doc {
        Value::Str(s) => s.s.get(..byte_pos).map_or(byte_pos, |p| p.chars().count()),
        _ => byte_pos,
    };
    decode_error_at(vm, msg, doc, pos)
}

/// The `JSONDecodeError` for `msg` at character `pos` of `doc`.
pub fn decode_error_at(vm: &mut dyn Vm, msg: &str, doc: &Value, pos: usize) -> PyError {
    let class = class(vm);
    let args = vec![Value::str(msg), doc.clone(), Value::Int(pos as i64)];
    match object::construct(vm, &class, args, &[]) {
        Ok(inst) => match object::special::raise_error(vm, inst) {
            Ok(e) | Err(e) => e,
        },
        Err(e) => e,
    }
}

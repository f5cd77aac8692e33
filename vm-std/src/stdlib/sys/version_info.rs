//! `sys.version_info`, CPython's structseq of the version: a `tuple` of five items
//! (`major`, `minor`, `micro`, `releaselevel`, `serial`), each also a read-only attribute
//! (a property whose getter is one of sys's hidden entries), that a program cannot make
//! more of (`cannot create 'sys.version_info' instances`). It compares, slices and
//! unpacks as its tuple: `sys.version_info >= (3, 8)`, `sys.version_info[:2]`.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::{PyError, PyResult};
use crate::object;
use crate::runtime::Vm;
use crate::value::class::{Class, ClassDict, Descr, Native, c3};
use crate::value::native::Kwargs;
use crate::value::{Builtin, Value, obj};

use super::super::ClassCell;
use super::{VI_MAJOR, VI_MICRO, VI_MINOR, VI_NEW, VI_RELEASELEVEL, VI_REPR, VI_SERIAL};

/// The fields, in order, with their getters.
const FIELDS: [(&str, Builtin); 5] = [
    ("major", VI_MAJOR),
    ("minor", VI_MINOR),
    ("micro", VI_MICRO),
    ("releaselevel", VI_RELEASELEVEL),
    ("serial", VI_SERIAL),
];

const NAME: &str = "sys.version_info";

thread_local! {
    static CLASS: RefCell<Weak<Class>> = const { RefCell::new(Weak::new()) };
}
static CELL: ClassCell = ClassCell::new(&CLASS);

fn make(vm: &mut dyn Vm) -> Rc<Class> {
    let m = vm.machine();
    let object = m.object.clone();
    let tuple = m
        .builtin("tuple")
        .cloned()
        .unwrap_or_else(|| object.clone());
    let mut dict = ClassDict::default();
    dict.set(
        Rc::from("__new__"),
        Value::Descr(obj(Descr::StaticMethod(Value::Builtin(VI_NEW)))),
    );
    dict.set(Rc::from("__repr__"), Value::Builtin(VI_REPR));
    for (name, getter) in FIELDS {
        let member = Descr::Property {
            fget: Value::Builtin(getter),
            fset: Value::None,
            fdel: Value::None,
        };
        dict.set(Rc::from(name), Value::Descr(obj(member)));
    }
    // No attribute of its own beside the fields (CPython's structseq has no `__dict__`).
    dict.set(Rc::from("__slots__"), Value::tuple(Vec::new()));
    for (name, n) in [
        ("n_sequence_fields", FIELDS.len()),
        ("n_fields", FIELDS.len()),
        ("n_unnamed_fields", 0),
    ] {
        dict.set(Rc::from(name), Value::Int(n as i64));
    }
    let bases = vec![tuple];
    let made = c3(NAME, &bases, &object)
        .and_then(|mro| Class::new(Rc::from(NAME), bases, mro, dict, Native::Tuple, None, true));
    match made {
        Ok(c) => c,
        Err(_) => unreachable!("a tuple subclass with empty __slots__"),
    }
}

/// The value of `sys.version_info` for version `(major, minor, micro)`, a final release.
pub fn value(vm: &mut dyn Vm, (major, minor, micro): (i64, i64, i64)) -> Value {
    let class = CELL.get_with(vm, make);
    let v = object::new_instance(&class);
    if let Value::Instance(i) = &v {
        *i.native.borrow_mut() = Value::tuple(vec![
            Value::Int(major),
            Value::Int(minor),
            Value::Int(micro),
            Value::str("final"),
            Value::Int(0),
        ]);
    }
    v
}

/// Field `n` of `v`, a `sys.version_info`.
fn field(v: &Value, n: usize) -> PyResult<Value> {
    if let Value::Instance(i) = v
        && let Value::Tuple(t) = &*i.native.borrow()
        && let Some(x) = t.0.get(n)
    {
        return Ok(x.clone());
    }
    Err(PyError::type_error(format!(
        "descriptor '{}' for '{NAME}' objects doesn't apply to a '{}' object",
        FIELDS[n].0,
        v.type_name()
    )))
}

macro_rules! getters {
    ($($name:ident = $n:literal),* $(,)?) => {
        $(
            #[doc = concat!("`sys.version_info.", stringify!($name), "`.")]
            pub(super) fn $name(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
                field(&args[0], $n)
            }
        )*
    };
}

getters!(
    major = 0,
    minor = 1,
    micro = 2,
    releaselevel = 3,
    serial = 4
);

/// `type(sys.version_info)(...)`: refused, as CPython's.
pub(super) fn new(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(format!(
        "cannot create '{NAME}' instances"
    )))
}

/// `repr(sys.version_info)`: `sys.version_info(major=3, minor=11, ...)`.
pub(super) fn repr(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let mut out = format!("{NAME}(");
    for (n, (name, _)) in FIELDS.iter().enumerate() {
        let v = field(&args[0], n)?;
        if n > 0 {
            out.push_str(", ");
        }
        out.push_str(name);
        out.push('=');
        out.push_str(&vm.repr(&v)?);
    }
    out.push(')');
    Ok(Value::str(out))
}

//! `sys.flags`, CPython's structseq of the command line's flags (see `structseq`): a
//! `tuple` of eighteen items, each also a read-only attribute, that a program cannot make
//! more of (`cannot create 'sys.flags' instances`). The values are those of
//! `python3 file.py`, except where vm-std behaves otherwise: `dont_write_bytecode` says
//! whether this run writes `__pycache__` (`-B`, `PYTHONDONTWRITEBYTECODE`),
//! `int_max_str_digits` is the limit `PYTHONINTMAXSTRDIGITS` set (-1: none), and
//! `hash_randomization` is 0, as strings hash alike in every run (CPython's
//! `PYTHONHASHSEED=0`).

use std::cell::Cell;

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;
use crate::value::str_digits;

use super::super::structseq::{self, Shape};
use super::{
    FL_BYTES_WARNING, FL_DEBUG, FL_DEV_MODE, FL_DONT_WRITE_BYTECODE, FL_HASH_RANDOMIZATION,
    FL_IGNORE_ENVIRONMENT, FL_INSPECT, FL_INT_MAX_STR_DIGITS, FL_INTERACTIVE, FL_ISOLATED, FL_NEW,
    FL_NO_SITE, FL_NO_USER_SITE, FL_OPTIMIZE, FL_QUIET, FL_REPR, FL_SAFE_PATH, FL_UTF8_MODE,
    FL_VERBOSE, FL_WARN_DEFAULT_ENCODING,
};

const SHAPE: Shape = Shape {
    name: "sys.flags",
    fields: &[
        "debug",
        "inspect",
        "interactive",
        "optimize",
        "dont_write_bytecode",
        "no_user_site",
        "no_site",
        "ignore_environment",
        "verbose",
        "bytes_warning",
        "quiet",
        "hash_randomization",
        "isolated",
        "dev_mode",
        "utf8_mode",
        "warn_default_encoding",
        "safe_path",
        "int_max_str_digits",
    ],
    getters: &[
        FL_DEBUG,
        FL_INSPECT,
        FL_INTERACTIVE,
        FL_OPTIMIZE,
        FL_DONT_WRITE_BYTECODE,
        FL_NO_USER_SITE,
        FL_NO_SITE,
        FL_IGNORE_ENVIRONMENT,
        FL_VERBOSE,
        FL_BYTES_WARNING,
        FL_QUIET,
        FL_HASH_RANDOMIZATION,
        FL_ISOLATED,
        FL_DEV_MODE,
        FL_UTF8_MODE,
        FL_WARN_DEFAULT_ENCODING,
        FL_SAFE_PATH,
        FL_INT_MAX_STR_DIGITS,
    ],
    visible: 18,
    new: FL_NEW,
    repr: FL_REPR,
};

structseq::standard!(SHAPE);

thread_local! {
    /// Whether this thread's runs write compiled modules to `__pycache__` (the runner
    /// sets it from `-B` and `PYTHONDONTWRITEBYTECODE`, and its cache reads it).
    static WRITES_BYTECODE: Cell<bool> = const { Cell::new(true) };
}

/// Makes this thread's runs write compiled modules, or not (`sys.flags.dont_write_bytecode`
/// reports the opposite).
pub fn set_writes_bytecode(on: bool) {
    WRITES_BYTECODE.set(on);
}

/// Whether this thread's runs write compiled modules to `__pycache__`.
pub fn writes_bytecode() -> bool {
    WRITES_BYTECODE.get()
}

/// The value of `sys.flags`.
pub fn value(vm: &mut dyn Vm) -> Value {
    let class = class(vm);
    structseq::instance(&class, items())
}

/// The fields of `sys.flags`, in order.
fn items() -> Vec<Value> {
    let flag = |on: bool| Value::Int(i64::from(on));
    let mut items = vec![Value::Int(0); 4];
    items.push(flag(!writes_bytecode()));
    // no_user_site .. quiet, hash_randomization (see above), isolated.
    items.extend([0, 0, 0, 0, 0, 0, 0, 0].map(Value::Int));
    items.push(Value::Bool(false)); // dev_mode
    items.extend([0, 0].map(Value::Int)); // utf8_mode, warn_default_encoding
    items.push(Value::Bool(false)); // safe_path
    items.push(Value::Int(str_digits::configured()));
    items
}

structseq::getters!("sys.flags", field; debug = 0, inspect = 1, interactive = 2, optimize = 3, dont_write_bytecode = 4, no_user_site = 5, no_site = 6, ignore_environment = 7, verbose = 8, bytes_warning = 9, quiet = 10, hash_randomization = 11, isolated = 12, dev_mode = 13, utf8_mode = 14, warn_default_encoding = 15, safe_path = 16, int_max_str_digits = 17);

/// `type(sys.flags)(...)`: refused, as CPython's.
pub(super) fn new(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error(format!(
        "cannot create '{}' instances",
        SHAPE.name
    )))
}

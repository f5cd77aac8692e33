//! The standard modules written in Rust (`import math`): each module's table of
//! functions (declared with [`natives!`](crate::runtime::table::natives), one entry
//! each) and the other values it holds (constants, `sys.argv`).
//!
//! A module's functions are [`Builtin`] values whose positions lie in the module's
//! table: table `n` is `MODULES[n - 1]`'s (table 0 is the builtins').
//!
//! A module may define types. An iterator type (`itertools.count`) is an entry of its
//! table marked as a type, named as CPython's `tp_name` (`itertools.count`: the module
//! attribute is the last part), whose values are `Value::Iter`s holding a
//! [`NativeIter`](crate::value::iter::NativeIter). Other types (`functools.partial`, an
//! `lru_cache` wrapper, `operator.itemgetter`) are builtin classes ([`native_class`]):
//! their instances are ordinary instances (attributes, `__dict__`, subclasses, `isinstance`
//! and every special method work as for any class) whose methods are entries of the
//! module's table named `type.method` (`functools.partial.__call__`), which bind to the
//! instance as functions do and count as special methods, and whose Rust state is the
//! instance's builtin part, a `Value::Opaque` ([`state`]). A call of such an instance
//! goes straight from `call.rs` to its `__call__` handler.

pub mod array;
pub mod base64;
pub mod binascii;
pub mod bisect;
pub mod collections;
pub mod functools;
pub mod gc;
pub mod hashlib;
pub mod heapq;
pub mod io;
pub mod itertools;
pub mod json;
pub mod math;
pub mod operator;
pub mod os;
pub mod random;
pub mod re;
pub mod structs;
pub mod structseq;
pub mod subprocess;
pub mod sys;
pub mod time;
pub mod traceback;
pub mod zlib;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::error::{PyError, PyResult};
use crate::runtime::Vm;
use crate::runtime::table::{BuiltinDef, BuiltinKind, TABLE_SPAN};
use crate::value::class::{Class, ClassDict, Descr, Native};
use crate::value::native::Kwargs;
use crate::value::{Builtin, Opaque, Value, obj};

/// A standard module written in Rust.
pub struct NativeModule {
    /// Its name (`import math`).
    pub name: &'static str,
    /// Its functions: the table its `natives!` declares, whose number is this module's
    /// position in [`MODULES`] plus one.
    pub functions: &'static [BuiltinDef],
    /// Its other attributes, made when it is imported.
    pub values: fn(&mut dyn Vm) -> Vec<(&'static str, Value)>,
}

/// Every standard module written in Rust, in table order (see `tests` below).
pub static MODULES: &[NativeModule] = &[
    gc::MODULE,
    sys::MODULE,
    time::MODULE,
    math::MODULE,
    random::MODULE,
    itertools::MODULE,
    functools::MODULE,
    operator::MODULE,
    bisect::MODULE,
    heapq::MODULE,
    collections::MODULE,
    io::MODULE,
    array::MODULE,
    json::MODULE,
    os::MODULE,
    re::MODULE,
    traceback::MODULE,
    structs::MODULE,
    binascii::MODULE,
    hashlib::MODULE,
    zlib::MODULE,
    subprocess::MODULE,
    base64::MODULE,
];

/// The standard modules written in Python, compiled when imported ("frozen" into the
/// binary, as CPython freezes part of its standard library): name and source.
pub static FROZEN: &[(&str, &str)] = &[
    (
        "_collections_chainmap",
        include_str!("py/_collections_chainmap.py"),
    ),
    ("_collections_user", include_str!("py/_collections_user.py")),
    ("abc", include_str!("py/abc.py")),
    ("argparse", include_str!("py/argparse.py")),
    ("asyncio", include_str!("py/asyncio.py")),
    ("base64", include_str!("py/base64.py")),
    ("collections", include_str!("py/collections.py")),
    ("collections.abc", include_str!("py/collections_abc.py")),
    ("contextlib", include_str!("py/contextlib.py")),
    ("copy", include_str!("py/copy.py")),
    ("csv", include_str!("py/csv.py")),
    ("dataclasses", include_str!("py/dataclasses.py")),
    ("datetime", include_str!("py/datetime.py")),
    ("enum", include_str!("py/enum.py")),
    ("errno", include_str!("py/errno.py")),
    ("fnmatch", include_str!("py/fnmatch.py")),
    ("fractions", include_str!("py/fractions.py")),
    ("glob", include_str!("py/glob.py")),
    ("hashlib", include_str!("py/hashlib.py")),
    ("hmac", include_str!("py/hmac.py")),
    ("importlib", include_str!("py/importlib.py")),
    ("keyword", include_str!("py/keyword.py")),
    ("logging", include_str!("py/logging.py")),
    ("logging.config", include_str!("py/logging_config.py")),
    ("logging.handlers", include_str!("py/logging_handlers.py")),
    ("numbers", include_str!("py/numbers.py")),
    ("os", include_str!("py/os.py")),
    ("pathlib", include_str!("py/pathlib.py")),
    ("posixpath", include_str!("py/posixpath.py")),
    ("pprint", include_str!("py/pprint.py")),
    ("re", include_str!("py/re.py")),
    ("shlex", include_str!("py/shlex.py")),
    ("shutil", include_str!("py/shutil.py")),
    ("statistics", include_str!("py/statistics.py")),
    ("string", include_str!("py/string.py")),
    ("struct", include_str!("py/struct.py")),
    ("subprocess", include_str!("py/subprocess.py")),
    ("tempfile", include_str!("py/tempfile.py")),
    ("textwrap", include_str!("py/textwrap.py")),
    ("traceback", include_str!("py/traceback.py")),
    ("types", include_str!("py/types.py")),
    ("typing", include_str!("py/typing.py")),
    ("warnings", include_str!("py/warnings.py")),
    ("zlib", include_str!("py/zlib.py")),
];

/// The frozen modules that stand for modules CPython writes in C (its `datetime` is
/// `_datetime`, its `warnings.warn` is `_warnings.warn`): their frames are left out of
/// tracebacks, as CPython shows none for C code, so an error raised inside one reads as
/// CPython's.
pub static FROZEN_NATIVE: &[&str] = &[
    "<frozen datetime>",
    "<frozen csv>",
    "<frozen warnings>",
    "<frozen struct>",
    "<frozen hashlib>",
    "<frozen zlib>",
];

/// The frozen modules that are packages (their submodules are frozen modules too):
/// `collections` for `collections.abc`, `logging` for `logging.handlers` and
/// `logging.config`.
pub static FROZEN_PACKAGES: &[&str] = &["collections", "logging"];

/// The source of frozen module `name`.
pub fn frozen(name: &str) -> Option<&'static str> {
    FROZEN.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// The module named `name` and its table's number.
pub fn find(name: &str) -> Option<(u16, &'static NativeModule)> {
    MODULES
        .iter()
        .position(|m| m.name == name)
        .map(|i| (i as u16 + 1, &MODULES[i]))
}

/// The attributes of module `module` (table `table`): its functions and types (a type's
/// qualified name, `itertools.count`, gives the attribute its last part), then its values.
/// The methods of its types and classes (`type.method`) and its hidden entries are not
/// attributes.
pub fn attributes(
    vm: &mut dyn Vm,
    table: u16,
    module: &NativeModule,
) -> Vec<(&'static str, Value)> {
    let functions = module.functions.iter().enumerate().filter_map(|(i, def)| {
        let b = Builtin::from_index(table * TABLE_SPAN + i as u16);
        let is_type = matches!(def.kind, BuiltinKind::Type(_));
        if !def.public || (!is_type && def.name.contains('.')) {
            return None;
        }
        Some((b.short_name(), Value::Builtin(b)))
    });
    let mut out: Vec<_> = functions.collect();
    out.extend((module.values)(vm));
    out
}

/// The entry of builtin `b` if it is a module's function.
pub fn def(b: Builtin) -> Option<&'static BuiltinDef> {
    let i = b.index();
    let table = i / usize::from(TABLE_SPAN);
    MODULES
        .get(table.checked_sub(1)?)?
        .functions
        .get(i % usize::from(TABLE_SPAN))
}

/// Attribute `name` of `ty`, a type of a module's table: the entry of that table named
/// `type.name` (`itertools.chain.from_iterable`). What `Names::attribute` answers.
pub fn attribute(ty: Builtin, name: &str) -> Option<Builtin> {
    let table = ty.index() / usize::from(TABLE_SPAN);
    let defs = MODULES.get(table.checked_sub(1)?)?.functions;
    let type_name = defs.get(ty.index() % usize::from(TABLE_SPAN))?.name;
    let i = defs.iter().position(|d| {
        d.name
            .strip_prefix(type_name)
            .and_then(|rest| rest.strip_prefix('.'))
            == Some(name)
    })?;
    Some(Builtin::from_index(
        (table * usize::from(TABLE_SPAN) + i) as u16,
    ))
}

// ------------------------------------------------------------ classes in Rust

/// A builtin class a standard module defines (CPython's static types: `functools.partial`),
/// named `name` as its `tp_name` (`module.Name`), deriving from `object` (`object` is the
/// machine's): its methods are `methods` (entries named `module.Name.method`, under their
/// last part), its read-only members `members` (properties whose getter is the entry),
/// and `None` under each name of `unset` (`__hash__ = None`: unhashable instances).
pub fn native_class(
    object: &Value,
    name: &str,
    methods: &[Builtin],
    members: &[Builtin],
    unset: &[&str],
) -> Rc<Class> {
    let mut dict = ClassDict::default();
    for b in methods {
        dict.set(Rc::from(b.short_name()), Value::Builtin(*b));
    }
    for b in members {
        let getter = Descr::property(Value::Builtin(*b), Value::None, Value::None);
        dict.set(Rc::from(b.short_name()), Value::Descr(obj(getter)));
    }
    for n in unset {
        dict.set(Rc::from(*n), Value::None);
    }
    Class::new(
        Rc::from(name),
        vec![object.clone()],
        vec![object.clone()],
        dict,
        Native::Object,
        None,
        true,
    )
    .expect("no __slots__")
}

/// A class of a standard module, made once per thread (a program runs on a thread of
/// its own): the module's attribute holds it, the module's handlers find it here (a weak
/// reference: it lives as long as the module or an instance keeps it).
pub struct ClassCell(&'static std::thread::LocalKey<RefCell<Weak<Class>>>);

impl ClassCell {
    pub const fn new(key: &'static std::thread::LocalKey<RefCell<Weak<Class>>>) -> Self {
        ClassCell(key)
    }

    /// The class, made by `make` (from the class `object`) if it is not alive.
    pub fn get(&self, vm: &mut dyn Vm, make: fn(&Value) -> Rc<Class>) -> Rc<Class> {
        self.get_with(vm, |vm| {
            let object = vm.machine().object.clone();
            make(&object)
        })
    }

    /// The class, made by `make` if it is not alive: for a class whose making needs more
    /// of the machine than `object` (a builtin base: `time.struct_time` is a `tuple`).
    pub fn get_with(
        &self,
        vm: &mut dyn Vm,
        make: impl FnOnce(&mut dyn Vm) -> Rc<Class>,
    ) -> Rc<Class> {
        if let Some(c) = self.0.with_borrow(Weak::upgrade) {
            return c;
        }
        let c = make(vm);
        self.0.set(Rc::downgrade(&c));
        c
    }
}

/// An exception class a standard module defines (`struct.error`, `binascii.Error`):
/// `name`, deriving from builtin exception `base`, with `__module__` `module` so that
/// tracebacks name it as CPython's do (`struct.error: bad char in struct format`).
/// Made at run time, as `json.JSONDecodeError` is: a plain class, no Rust state.
pub fn error_class(vm: &mut dyn Vm, module: &str, name: &str, base: &str) -> Rc<Class> {
    let m = vm.machine();
    let object = m.object.clone();
    let base = m.builtin(base).cloned().unwrap_or(Value::None);
    let mut ns = crate::value::DictMap::new();
    ns.insert(Value::str("__module__"), Value::str(module));
    let ns = Value::dict(ns);
    let name = Value::str(name);
    let made = crate::object::build_class(&object, &name, &Value::tuple(vec![base]), &ns)
        // why: `base` is a builtin exception of every machine; were it not, a plain class.
        .or_else(|_| crate::object::build_class(&object, &name, &Value::tuple(Vec::new()), &ns));
    match &made {
        Ok(Value::Class(c)) => Rc::clone(c),
        // why unreachable: a class of `object` with a plain namespace always builds.
        _ => unreachable!("a plain class builds"),
    }
}

/// The error `class(msg)` raises (`raise struct.error(msg)`).
pub fn raise_class(vm: &mut dyn Vm, class: &Rc<Class>, msg: &str) -> PyError {
    match crate::object::construct(vm, class, vec![Value::str(msg)], &[]) {
        Ok(inst) => match crate::object::special::raise_error(vm, inst) {
            Ok(e) | Err(e) => e,
        },
        Err(e) => e,
    }
}

/// The Rust state of `v`, an instance of a module's class (its builtin part), if it has
/// one (an instance of a subclass whose `__init__` did not run the class's has none).
pub fn state(v: &Value) -> Option<Rc<Opaque>> {
    let Value::Instance(i) = v else {
        return None;
    };
    match &*i.native.borrow() {
        Value::Opaque(o) => Some(Rc::clone(o)),
        _ => None,
    }
}

/// CPython's error for a method of `class` called on something that is not one of its
/// instances (or one not initialized).
#[cold]
pub fn not_initialized(class: &str, v: &Value) -> PyError {
    PyError::type_error(format!(
        "descriptor of '{class}' object needs an initialized instance, not '{}'",
        v.type_name()
    ))
}

/// `v` as an int, as CPython's `PyNumber_Index`: an `Int` or a `BigInt` (bools become
/// ints; instances answer through `__index__`), else CPython's `TypeError`.
pub fn index(vm: &mut dyn Vm, v: &Value) -> PyResult<Value> {
    match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(i64::from(*b))),
        Value::Instance(_) => match crate::object::call_special(vm, v, "__index__", Vec::new())? {
            Some(r @ (Value::Int(_) | Value::BigInt(_))) => Ok(r),
            Some(Value::Bool(b)) => Ok(Value::Int(i64::from(b))),
            Some(other) => Err(PyError::type_error(format!(
                "__index__ returned non-int (type {})",
                other.type_name()
            ))),
            None => Err(not_integer(v)),
        },
        _ => Err(not_integer(v)),
    }
}

/// CPython's error for a value that is not an int where one is needed.
#[cold]
pub fn not_integer(v: &Value) -> PyError {
    PyError::type_error(format!(
        "'{}' object cannot be interpreted as an integer",
        v.type_name()
    ))
}

/// The checks of a function CPython parses with `PyArg_ParseTuple` (`METH_VARARGS`):
/// no keywords, `min..=max` positional arguments, with its messages (`gmtime() takes
/// at most 1 argument (2 given)`).
pub fn var_args(name: &str, args: &[Value], kw: &Kwargs, min: usize, max: usize) -> PyResult<()> {
    no_keywords(name, kw)?;
    let n = args.len();
    let Some((how, want)) = missed_count(n, min, max, "exactly ") else {
        return Ok(());
    };
    let s = if want == 1 { "" } else { "s" };
    Err(PyError::type_error(format!(
        "{name}() takes {how}{want} argument{s} ({n} given)"
    )))
}

/// CPython's `name() takes no keyword arguments` when `kw` has any.
fn no_keywords(name: &str, kw: &Kwargs) -> PyResult<()> {
    if kw.is_empty() {
        Ok(())
    } else {
        Err(PyError::type_error(format!(
            "{name}() takes no keyword arguments"
        )))
    }
}

/// How a count of `n` arguments misses `min..=max` (`None`: it fits): the bound's words
/// (`exact` for a fixed count, `at least `, `at most `) and the bound.
fn missed_count(
    n: usize,
    min: usize,
    max: usize,
    exact: &'static str,
) -> Option<(&'static str, usize)> {
    if (min..=max).contains(&n) {
        None
    } else if min == max {
        Some((exact, min))
    } else if n < min {
        Some(("at least ", min))
    } else {
        Some(("at most ", max))
    }
}

/// The checks of a function of one argument (`METH_O`), named `qualname` as CPython's
/// messages name it (`time.mktime() takes exactly one argument (0 given)`).
pub fn one_arg(qualname: &str, args: &[Value], kw: &Kwargs) -> PyResult<()> {
    no_keywords(qualname, kw)?;
    if args.len() != 1 {
        return Err(PyError::type_error(format!(
            "{qualname}() takes exactly one argument ({} given)",
            args.len()
        )));
    }
    Ok(())
}

/// Calls `f` with `a` and `b`: a module's own function at once (no argument vector, no
/// dispatch: `reduce(operator.add, ...)`), anything else through the machine.
#[inline]
pub fn call2(vm: &mut dyn Vm, f: &Value, a: Value, b: Value) -> PyResult<Value> {
    if let Value::Builtin(bt) = f
        && let Some(d) = def(*bt)
        && d.arity.admits(2)
        && matches!(d.kind, BuiltinKind::Function)
    {
        return (d.handler)(vm, &mut [a, b], &[]);
    }
    vm.call_slice(f, &mut [a, b])
}

/// The checks of a type that takes `min..=max` positional arguments and no keywords,
/// with CPython's messages (`cycle() takes no keyword arguments`, `cycle expected 1
/// argument, got 0`, `islice expected at least 2 arguments, got 1`).
pub fn positional(name: &str, args: &[Value], kw: &Kwargs, min: usize, max: usize) -> PyResult<()> {
    no_keywords(name, kw)?;
    let n = args.len();
    let Some((how, want)) = missed_count(n, min, max, "") else {
        return Ok(());
    };
    let s = if want == 1 { "" } else { "s" };
    Err(PyError::type_error(format!(
        "{name} expected {how}{want} argument{s}, got {n}"
    )))
}

/// The arguments of a function whose parameters are `names` (the first `required`
/// required, the first `positional` positional-or-keyword, the rest keyword-only), given
/// by position or by name, with Argument Clinic's messages
/// (`combinations() missing required argument 'r' (pos 2)`).
pub fn bind_args<const N: usize>(
    fname: &str,
    names: [&str; N],
    required: usize,
    positional: usize,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<[Option<Value>; N]> {
    let mut out: [Option<Value>; N] = std::array::from_fn(|_| None);
    let given = args.len() + kw.len();
    if given > N {
        return Err(PyError::type_error(format!(
            "{fname}() takes at most {N} {}argument{} ({given} given)",
            if args.is_empty() { "keyword " } else { "" },
            if N == 1 { "" } else { "s" },
        )));
    }
    if args.len() > positional {
        return Err(PyError::type_error(format!(
            "{fname}() takes {} {positional} positional argument{} ({} given)",
            if required < positional {
                "at most"
            } else {
                "exactly"
            },
            if positional == 1 { "" } else { "s" },
            args.len()
        )));
    }
    for (slot, v) in out.iter_mut().zip(args.iter_mut()) {
        *slot = Some(std::mem::take(v));
    }
    for (k, v) in kw {
        let Some(i) = names.iter().position(|n| **n == **k) else {
            return Err(PyError::type_error(format!(
                "'{k}' is an invalid keyword argument for {fname}()"
            )));
        };
        if out[i].is_some() {
            return Err(PyError::type_error(format!(
                "argument for {fname}() given by name ('{k}') and position ({})",
                i + 1
            )));
        }
        out[i] = Some(v.clone());
    }
    if let Some(i) = (0..required).find(|&i| out[i].is_none()) {
        return Err(PyError::type_error(format!(
            "{fname}() missing required argument '{}' (pos {})",
            names[i],
            i + 1
        )));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each module's handles name its own table: a module's `natives!` number is its
    /// position in `MODULES` plus one.
    #[test]
    fn table_numbers_match_positions() {
        let first = [
            (0, gc::COLLECT),
            (1, sys::EXIT),
            (2, time::TIME),
            (3, math::ACOS),
            (4, random::SEED),
            (5, itertools::ACCUMULATE),
            (6, functools::CACHE),
            (7, operator::ABS),
            (8, bisect::BISECT_RIGHT),
            (9, heapq::HEAPPUSH),
            (10, collections::DEQUE),
            (11, io::STRING_IO),
            (12, array::ARRAY),
            (13, json::DUMPS),
            (14, os::GETCWD),
            (16, traceback::FRAMES),
            (17, structs::PACK),
            (18, binascii::HEXLIFY),
            (19, hashlib::NEW),
            (20, zlib::COMPRESS),
            (22, base64::A85ENCODE),
        ];
        for (i, b) in first {
            assert_eq!(
                b.index() / usize::from(TABLE_SPAN),
                i + 1,
                "{}",
                MODULES[i].name
            );
            assert_eq!(
                def(b).map(|d| d.name),
                Some(MODULES[i].functions[b.index() % 1024].name)
            );
        }
    }
}

//! `sys`: the interpreter's state as Python sees it (`argv`, `path`, `modules`, the
//! recursion limit, `exit`, the standard streams).

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;
use crate::value::stream::{Stream, Target};

use super::NativeModule;

mod version_info;

crate::runtime::table::natives! {
    table = 2;
    EXIT = "exit" (0..=1) => exit;
    GETRECURSIONLIMIT = "getrecursionlimit" (0) => getrecursionlimit;
    SETRECURSIONLIMIT = "setrecursionlimit" (1) => setrecursionlimit;
    INTERN = "intern" (1) => intern;
    // `version_info`'s class (see `version_info.rs`).
    #[hidden] VI_NEW = "sys.version_info.__new__" (0..) keywords(*) => version_info::new;
    #[hidden] VI_REPR = "sys.version_info.__repr__" (1) => version_info::repr;
    #[hidden] VI_MAJOR = "sys.version_info.major" (1) => version_info::major;
    #[hidden] VI_MINOR = "sys.version_info.minor" (1) => version_info::minor;
    #[hidden] VI_MICRO = "sys.version_info.micro" (1) => version_info::micro;
    #[hidden] VI_RELEASELEVEL = "sys.version_info.releaselevel" (1) => version_info::releaselevel;
    #[hidden] VI_SERIAL = "sys.version_info.serial" (1) => version_info::serial;
}

pub const MODULE: NativeModule = NativeModule {
    name: "sys",
    functions: &TABLE,
    values,
};

/// The version `sys.version_info` reports: the CPython whose behaviour vm-std follows.
const VERSION: (i64, i64, i64) = (3, 11, 0);

fn values(vm: &mut dyn Vm) -> Vec<(&'static str, Value)> {
    let m = vm.machine();
    let (major, minor, micro) = VERSION;
    let stream = |target, name| Value::stream(Stream::new(target, name, "w", false, true));
    let stdin = Value::stream(Stream::new(Target::Stdin, "<stdin>", "r", true, false));
    let stdout = stream(Target::Stdout, "<stdout>");
    let stderr = stream(Target::Stderr, "<stderr>");
    vec![
        ("stdin", stdin.clone()),
        ("stdout", stdout.clone()),
        ("stderr", stderr.clone()),
        ("__stdin__", stdin),
        ("__stdout__", stdout),
        ("__stderr__", stderr),
        ("argv", m.argv.clone()),
        ("path", m.sys_path.clone()),
        ("modules", m.sys_modules.clone()),
        ("maxsize", Value::Int(i64::MAX)),
        ("byteorder", Value::str("little")),
        ("platform", Value::str(std::env::consts::OS)),
        (
            "version",
            Value::str(format!(
                "{major}.{minor}.{micro} (vm-std {})",
                env!("CARGO_PKG_VERSION")
            )),
        ),
        ("version_info", version_info::value(vm, VERSION)),
    ]
}

/// `sys.exit(status=None)`: raises `SystemExit(status)`.
fn exit(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(match args.first() {
        None | Some(Value::None) => PyError::new(ExcType::SystemExit, ""),
        Some(status) => PyError::with_args(
            ExcType::SystemExit,
            crate::value::format::try_str(status).unwrap_or_default(),
            std::rc::Rc::new(Value::tuple(vec![status.clone()])),
        ),
    })
}

/// `sys.getrecursionlimit()`.
fn getrecursionlimit(vm: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(vm.recursion_limit() as i64))
}

/// `sys.setrecursionlimit(limit)`, with CPython's errors.
fn setrecursionlimit(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let limit = match &args[0] {
        Value::Int(i) => *i,
        Value::Bool(b) => i64::from(*b),
        Value::BigInt(_) => {
            return Err(PyError::new(
                ExcType::OverflowError,
                "Python int too large to convert to C int",
            ));
        }
        other => {
            return Err(PyError::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    if limit < 1 {
        return Err(PyError::value_error(
            "recursion limit must be greater or equal than 1",
        ));
    }
    if limit > i64::from(i32::MAX) {
        return Err(PyError::new(
            ExcType::OverflowError,
            "Python int too large to convert to C int",
        ));
    }
    if !vm.set_recursion_limit(limit as usize) {
        return Err(PyError::new(
            ExcType::RecursionError,
            format!(
                "cannot set the recursion limit to {limit} at the recursion depth {}: the \
                 limit is too low",
                vm.depth()
            ),
        ));
    }
    Ok(Value::None)
}

/// `sys.intern(s)`: strings here compare by content anyway; the string itself.
fn intern(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    match &args[0] {
        Value::Str(_) => Ok(args[0].clone()),
        other => Err(PyError::type_error(format!(
            "intern() argument must be str, not {}",
            other.type_name()
        ))),
    }
}

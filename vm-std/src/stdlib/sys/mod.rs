//! `sys`: the interpreter's state as Python sees it (`argv`, `path`, `modules`, the
//! recursion limit, `exit`, the standard streams, the structseqs `version_info`, `flags`,
//! `int_info`, `float_info` and `hash_info`).

use std::cell::RefCell;
use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::class::Class;
use crate::value::native::Kwargs;
use crate::value::str_digits;
use crate::value::stream::{Stream, Target};
use crate::value::{Value, obj_rc};

use super::{ClassCell, NativeModule, native_class};

pub mod code;
mod flags;
mod float_info;
mod hash_info;
mod int_info;
mod version_info;

pub use flags::{set_writes_bytecode, writes_bytecode};

crate::runtime::table::natives! {
    table = 2;
    EXIT = "exit" (0..=1) => exit;
    GETRECURSIONLIMIT = "getrecursionlimit" (0) => getrecursionlimit;
    SETRECURSIONLIMIT = "setrecursionlimit" (1) => setrecursionlimit;
    GET_INT_MAX_STR_DIGITS = "get_int_max_str_digits" (0) => get_int_max_str_digits;
    SET_INT_MAX_STR_DIGITS = "set_int_max_str_digits" (0..=1) keywords(*) => set_int_max_str_digits;
    INTERN = "intern" (1) => intern;
    EXC_INFO = "exc_info" (0) => exc_info;
    GETFRAME = "_getframe" (0..=1) => getframe;
    EXCEPTION = "exception" (0) => exception;
    // `code`, the class of `compile()`'s code objects (see `code.rs`).
    #[hidden] CODE_REPR = "code.__repr__" (1) => code::repr;
    #[hidden] CODE_FILENAME = "code.co_filename" (1) => code::co_filename;
    #[hidden] CODE_NAME = "code.co_name" (1) => code::co_name;
    #[hidden] CODE_FIRSTLINENO = "code.co_firstlineno" (1) => code::co_firstlineno;
    // `version_info`'s class (see `version_info.rs`).
    #[hidden] VI_NEW = "sys.version_info.__new__" (0..) keywords(*) => version_info::new;
    #[hidden] VI_REPR = "sys.version_info.__repr__" (1) => version_info::repr;
    #[hidden] VI_MAJOR = "sys.version_info.major" (1) => version_info::major;
    #[hidden] VI_MINOR = "sys.version_info.minor" (1) => version_info::minor;
    #[hidden] VI_MICRO = "sys.version_info.micro" (1) => version_info::micro;
    #[hidden] VI_RELEASELEVEL = "sys.version_info.releaselevel" (1) => version_info::releaselevel;
    #[hidden] VI_SERIAL = "sys.version_info.serial" (1) => version_info::serial;
    // `flags`'s class (see `flags.rs`).
    #[hidden] FL_NEW = "sys.flags.__new__" (0..) keywords(*) => flags::new;
    #[hidden] FL_REPR = "sys.flags.__repr__" (1) => flags::repr;
    #[hidden] FL_DEBUG = "sys.flags.debug" (1) => flags::debug;
    #[hidden] FL_INSPECT = "sys.flags.inspect" (1) => flags::inspect;
    #[hidden] FL_INTERACTIVE = "sys.flags.interactive" (1) => flags::interactive;
    #[hidden] FL_OPTIMIZE = "sys.flags.optimize" (1) => flags::optimize;
    #[hidden] FL_DONT_WRITE_BYTECODE = "sys.flags.dont_write_bytecode" (1) => flags::dont_write_bytecode;
    #[hidden] FL_NO_USER_SITE = "sys.flags.no_user_site" (1) => flags::no_user_site;
    #[hidden] FL_NO_SITE = "sys.flags.no_site" (1) => flags::no_site;
    #[hidden] FL_IGNORE_ENVIRONMENT = "sys.flags.ignore_environment" (1) => flags::ignore_environment;
    #[hidden] FL_VERBOSE = "sys.flags.verbose" (1) => flags::verbose;
    #[hidden] FL_BYTES_WARNING = "sys.flags.bytes_warning" (1) => flags::bytes_warning;
    #[hidden] FL_QUIET = "sys.flags.quiet" (1) => flags::quiet;
    #[hidden] FL_HASH_RANDOMIZATION = "sys.flags.hash_randomization" (1) => flags::hash_randomization;
    #[hidden] FL_ISOLATED = "sys.flags.isolated" (1) => flags::isolated;
    #[hidden] FL_DEV_MODE = "sys.flags.dev_mode" (1) => flags::dev_mode;
    #[hidden] FL_UTF8_MODE = "sys.flags.utf8_mode" (1) => flags::utf8_mode;
    #[hidden] FL_WARN_DEFAULT_ENCODING = "sys.flags.warn_default_encoding" (1) => flags::warn_default_encoding;
    #[hidden] FL_SAFE_PATH = "sys.flags.safe_path" (1) => flags::safe_path;
    #[hidden] FL_INT_MAX_STR_DIGITS = "sys.flags.int_max_str_digits" (1) => flags::int_max_str_digits;
    // `int_info`'s class (see `int_info.rs`).
    #[hidden] II_NEW = "sys.int_info.__new__" (0..) keywords(*) => int_info::new;
    #[hidden] II_REPR = "sys.int_info.__repr__" (1) => int_info::repr;
    #[hidden] II_BITS_PER_DIGIT = "sys.int_info.bits_per_digit" (1) => int_info::bits_per_digit;
    #[hidden] II_SIZEOF_DIGIT = "sys.int_info.sizeof_digit" (1) => int_info::sizeof_digit;
    #[hidden] II_DEFAULT_MAX_STR_DIGITS = "sys.int_info.default_max_str_digits" (1) => int_info::default_max_str_digits;
    #[hidden] II_STR_DIGITS_CHECK_THRESHOLD = "sys.int_info.str_digits_check_threshold" (1) => int_info::str_digits_check_threshold;
    // `float_info`'s class (see `float_info.rs`).
    #[hidden] FI_NEW = "sys.float_info.__new__" (0..) keywords(*) => float_info::new;
    #[hidden] FI_REPR = "sys.float_info.__repr__" (1) => float_info::repr;
    #[hidden] FI_MAX = "sys.float_info.max" (1) => float_info::max;
    #[hidden] FI_MAX_EXP = "sys.float_info.max_exp" (1) => float_info::max_exp;
    #[hidden] FI_MAX_10_EXP = "sys.float_info.max_10_exp" (1) => float_info::max_10_exp;
    #[hidden] FI_MIN = "sys.float_info.min" (1) => float_info::min;
    #[hidden] FI_MIN_EXP = "sys.float_info.min_exp" (1) => float_info::min_exp;
    #[hidden] FI_MIN_10_EXP = "sys.float_info.min_10_exp" (1) => float_info::min_10_exp;
    #[hidden] FI_DIG = "sys.float_info.dig" (1) => float_info::dig;
    #[hidden] FI_MANT_DIG = "sys.float_info.mant_dig" (1) => float_info::mant_dig;
    #[hidden] FI_EPSILON = "sys.float_info.epsilon" (1) => float_info::epsilon;
    #[hidden] FI_RADIX = "sys.float_info.radix" (1) => float_info::radix;
    #[hidden] FI_ROUNDS = "sys.float_info.rounds" (1) => float_info::rounds;
    // `hash_info`'s class (see `hash_info.rs`).
    #[hidden] HI_NEW = "sys.hash_info.__new__" (0..) keywords(*) => hash_info::new;
    #[hidden] HI_REPR = "sys.hash_info.__repr__" (1) => hash_info::repr;
    #[hidden] HI_WIDTH = "sys.hash_info.width" (1) => hash_info::width;
    #[hidden] HI_MODULUS = "sys.hash_info.modulus" (1) => hash_info::modulus;
    #[hidden] HI_INF = "sys.hash_info.inf" (1) => hash_info::inf;
    #[hidden] HI_NAN = "sys.hash_info.nan" (1) => hash_info::nan;
    #[hidden] HI_IMAG = "sys.hash_info.imag" (1) => hash_info::imag;
    #[hidden] HI_ALGORITHM = "sys.hash_info.algorithm" (1) => hash_info::algorithm;
    #[hidden] HI_HASH_BITS = "sys.hash_info.hash_bits" (1) => hash_info::hash_bits;
    #[hidden] HI_SEED_BITS = "sys.hash_info.seed_bits" (1) => hash_info::seed_bits;
    #[hidden] HI_CUTOFF = "sys.hash_info.cutoff" (1) => hash_info::cutoff;
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
        // The running binary (CPython's is its interpreter's path; '' when unknown),
        // unless the embedder names another.
        (
            "executable",
            Value::str(m.executable.clone().unwrap_or_else(|| {
                std::env::current_exe()
                    .map(|p| p.to_string_lossy().into_owned())
                    .unwrap_or_default()
            })),
        ),
        (
            "version",
            Value::str(format!(
                "{major}.{minor}.{micro} (vm-std {})",
                env!("CARGO_PKG_VERSION")
            )),
        ),
        ("version_info", version_info::value(vm, VERSION)),
        ("flags", flags::value(vm)),
        ("int_info", int_info::value(vm)),
        ("float_info", float_info::value(vm)),
        ("hash_info", hash_info::value(vm)),
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

/// An argument CPython converts to a C `int`: an int (or bool) in its range, else
/// CPython's `OverflowError` or `TypeError`.
fn c_int(v: &Value) -> PyResult<i32> {
    let n = match v {
        Value::BigInt(_) => i64::MAX,
        v => crate::value::num::to_index(v)?,
    };
    i32::try_from(n).map_err(|_| {
        PyError::new(
            ExcType::OverflowError,
            "Python int too large to convert to C int",
        )
    })
}

/// `sys.get_int_max_str_digits()`: the limit on decimal conversions of ints.
fn get_int_max_str_digits(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(str_digits::limit() as i64))
}

/// `sys.set_int_max_str_digits(maxdigits)`, with CPython's errors.
fn set_int_max_str_digits(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let named = kw.iter().find(|(k, _)| &**k == "maxdigits").map(|(_, v)| v);
    let Some(n) = args.first().or(named) else {
        return Err(PyError::type_error(
            "set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)",
        ));
    };
    let n = c_int(n)?;
    if n != 0 && n < str_digits::THRESHOLD as i32 {
        return Err(PyError::value_error(
            "maxdigits must be 0 or larger than 640",
        ));
    }
    str_digits::set_limit(n as usize);
    Ok(Value::None)
}

/// `sys.getrecursionlimit()`.
fn getrecursionlimit(vm: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Int(vm.recursion_limit() as i64))
}

/// `sys.setrecursionlimit(limit)`, with CPython's errors.
fn setrecursionlimit(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let limit = c_int(&args[0])?;
    if limit < 1 {
        return Err(PyError::value_error(
            "recursion limit must be greater or equal than 1",
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

/// `sys.exception()`: the exception being handled (in an `except` block or a `finally`
/// it runs through), or `None`.
fn exception(vm: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(vm.machine().exc_info.clone())
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

/// `sys.exc_info()`: the exception being handled as `(type, value, traceback)`, or
/// `(None, None, None)` outside a handler.
fn exc_info(vm: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let exc = vm.machine().exc_info.clone();
    let Value::Instance(i) = &exc else {
        return Ok(Value::tuple(vec![Value::None, Value::None, Value::None]));
    };
    let class = Value::Class(obj_rc(i.class.clone()));
    let traceback = i.exc_field(crate::value::class::ExcField::Traceback);
    Ok(Value::tuple(vec![class, exc.clone(), traceback]))
}

thread_local! {
    static FRAME_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
    static CODE_CELL: RefCell<std::rc::Weak<Class>> = RefCell::default();
}

/// The classes of what `sys._getframe` returns, named as CPython's types.
static FRAME: ClassCell = ClassCell::new(&FRAME_CELL);
static CODE: ClassCell = ClassCell::new(&CODE_CELL);

/// `sys._getframe(depth=0)`: the frame `depth` calls below the caller's, as an object
/// holding what vm-std knows of it: `f_lineno`, `f_back`, and `f_code` with
/// `co_filename` and `co_name` (what `logging` reads of its caller). Not CPython's frame
/// (no `f_locals`, `f_globals`, `f_lasti`); its objects are made at each call, so two
/// calls give different ones.
fn getframe(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let depth = match args.first() {
        None => 0,
        Some(v) => c_int(v)?,
    };
    let frames = vm.frame_lines();
    let depth = usize::try_from(depth.max(0)).unwrap_or(usize::MAX);
    if depth >= frames.len() {
        return Err(PyError::value_error("call stack is not deep enough"));
    }
    let frame_class = FRAME.get(vm, |object| native_class(object, "frame", &[], &[], &[]));
    let code_class = CODE.get(vm, |object| native_class(object, "code", &[], &[], &[]));
    // Outermost first, so that each frame's `f_back` is made before it.
    let mut back = Value::None;
    for (filename, name, line) in frames[depth..].iter().rev() {
        let code = crate::object::new_instance(&code_class);
        set(&code, "co_filename", Value::str(&**filename))?;
        set(&code, "co_name", Value::str(&**name))?;
        let frame = crate::object::new_instance(&frame_class);
        set(&frame, "f_code", code)?;
        set(&frame, "f_lineno", Value::Int(i64::from(*line)))?;
        set(&frame, "f_back", back)?;
        back = frame;
    }
    Ok(back)
}

/// Sets attribute `name` of instance `v`.
fn set(v: &Value, name: &str, value: Value) -> PyResult<()> {
    match v {
        Value::Instance(i) => i.set(&Rc::from(name), value),
        _ => Ok(()),
    }
}

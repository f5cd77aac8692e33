//! `time`: clocks, `sleep`, and calendar time as CPython 3.11's module has it on Linux:
//! `struct_time` (`struct_time.rs`), the conversions between seconds, `struct_time`s and
//! text through the C library's `gmtime_r`, `localtime_r`, `mktime` and `strftime`
//! (`calendar.rs`), and the local zone's `timezone`, `altzone`, `daylight` and `tzname`,
//! found when the module is imported as CPython finds them.

mod calendar;
mod struct_time;

use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;

use super::NativeModule;

crate::runtime::table::natives! {
    table = 3;
    TIME = "time" (0) => time;
    TIME_NS = "time_ns" (0) => time_ns;
    PERF_COUNTER = "perf_counter" (0) => perf_counter;
    PERF_COUNTER_NS = "perf_counter_ns" (0) => perf_counter_ns;
    MONOTONIC = "monotonic" (0) => perf_counter;
    MONOTONIC_NS = "monotonic_ns" (0) => perf_counter_ns;
    PROCESS_TIME = "process_time" (0) => process_time;
    // The functions below check their own arguments: CPython parses them with
    // `PyArg_ParseTuple`, whose messages differ from the table's.
    SLEEP = "sleep" (0..) keywords(*) => sleep;
    GMTIME = "gmtime" (0..) keywords(*) => calendar::gmtime;
    LOCALTIME = "localtime" (0..) keywords(*) => calendar::localtime;
    MKTIME = "mktime" (0..) keywords(*) => calendar::mktime;
    STRFTIME = "strftime" (0..) keywords(*) => calendar::strftime;
    ASCTIME = "asctime" (0..) keywords(*) => calendar::asctime;
    CTIME = "ctime" (0..) keywords(*) => calendar::ctime;
    // `struct_time`'s methods and read-only fields (see `struct_time.rs`).
    #[hidden] ST_NEW = "time.struct_time.__new__" (0..) keywords(*) => struct_time::new;
    #[hidden] ST_REPR = "time.struct_time.__repr__" (1) => struct_time::repr;
    #[hidden] ST_YEAR = "time.struct_time.tm_year" (1) => struct_time::tm_year;
    #[hidden] ST_MON = "time.struct_time.tm_mon" (1) => struct_time::tm_mon;
    #[hidden] ST_MDAY = "time.struct_time.tm_mday" (1) => struct_time::tm_mday;
    #[hidden] ST_HOUR = "time.struct_time.tm_hour" (1) => struct_time::tm_hour;
    #[hidden] ST_MIN = "time.struct_time.tm_min" (1) => struct_time::tm_min;
    #[hidden] ST_SEC = "time.struct_time.tm_sec" (1) => struct_time::tm_sec;
    #[hidden] ST_WDAY = "time.struct_time.tm_wday" (1) => struct_time::tm_wday;
    #[hidden] ST_YDAY = "time.struct_time.tm_yday" (1) => struct_time::tm_yday;
    #[hidden] ST_ISDST = "time.struct_time.tm_isdst" (1) => struct_time::tm_isdst;
    #[hidden] ST_ZONE = "time.struct_time.tm_zone" (1) => struct_time::tm_zone;
    #[hidden] ST_GMTOFF = "time.struct_time.tm_gmtoff" (1) => struct_time::tm_gmtoff;
}

pub const MODULE: NativeModule = NativeModule {
    name: "time",
    functions: &TABLE,
    values,
};

fn values(vm: &mut dyn Vm) -> Vec<(&'static str, Value)> {
    let zone = calendar::local_zone();
    let [std_name, dst_name] = zone.tzname;
    vec![
        ("struct_time", Value::class(struct_time::class(vm))),
        ("timezone", Value::Int(zone.timezone)),
        ("altzone", Value::Int(zone.altzone)),
        ("daylight", Value::Int(zone.daylight)),
        (
            "tzname",
            Value::tuple(vec![Value::str(std_name), Value::str(dst_name)]),
        ),
        (
            "_STRUCT_TM_ITEMS",
            Value::Int(struct_time::FIELDS.len() as i64),
        ),
    ]
}

fn since_epoch() -> Duration {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
}

/// `time.time()`: seconds since the epoch.
fn time(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Float(since_epoch().as_secs_f64()))
}

/// `time.time_ns()`.
fn time_ns(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::from_bigint(since_epoch().as_nanos().into()))
}

/// The start of the monotonic clock (its first reading).
fn origin() -> Instant {
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    *ORIGIN.get_or_init(Instant::now)
}

/// `time.perf_counter()` and `time.monotonic()`: seconds of a monotonic clock.
fn perf_counter(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::Float(origin().elapsed().as_secs_f64()))
}

/// `time.perf_counter_ns()` and `time.monotonic_ns()`.
fn perf_counter_ns(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::from_bigint(origin().elapsed().as_nanos().into()))
}

/// `time.process_time()`: CPU seconds of the process (user and system).
fn process_time(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    // SAFETY: `getrusage` writes a `rusage` into the zeroed struct it is given.
    let usage = unsafe {
        let mut u: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut u);
        u
    };
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    Ok(Value::Float(secs(usage.ru_utime) + secs(usage.ru_stime)))
}

/// `time.sleep(secs)`.
fn sleep(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    super::one_arg("time.sleep", args, kw)?;
    let secs = match &args[0] {
        Value::Int(i) => *i as f64,
        Value::Bool(b) => f64::from(u8::from(*b)),
        Value::Float(f) => *f,
        other => {
            return Err(PyError::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    if secs.is_nan() {
        return Err(PyError::value_error("Invalid value NaN (not a number)"));
    }
    if secs < 0.0 {
        return Err(PyError::value_error("sleep length must be non-negative"));
    }
    let d = Duration::try_from_secs_f64(secs)
        .map_err(|_| PyError::new(ExcType::OverflowError, "sleep length is too large"))?;
    std::thread::sleep(d);
    Ok(Value::None)
}

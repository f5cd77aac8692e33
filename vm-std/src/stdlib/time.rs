//! `time`: clocks and `sleep`.

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
    SLEEP = "sleep" (1) => sleep;
}

pub const MODULE: NativeModule = NativeModule {
    name: "time",
    functions: &TABLE,
    values: |_| Vec::new(),
};

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
fn sleep(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
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

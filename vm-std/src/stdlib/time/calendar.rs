//! Calendar time: `gmtime`, `localtime`, `mktime`, `strftime`, `asctime`, `ctime`, as
//! CPython's `timemodule.c` computes them, through the same C library functions
//! (`gmtime_r`, `localtime_r`, `mktime`, `strftime`: what glibc says about zones, leap
//! years and `%c` is what CPython prints), with its argument checks and messages
//! (`gettmarg`, `checktm`, `_PyTime_ObjectToTime_t`).

use std::ffi::{CStr, CString};

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;

use super::super::{index, one_arg, var_args};
use super::struct_time::{self, VISIBLE};

/// The local zone as CPython 3.11 reads it on Linux (`init_timezone`): the local times
/// of this year's start and of half a year later give the offsets (seconds west of UTC)
/// and names of the standard time (the larger offset west: southern zones have their
/// summer in January) and of the daylight saving time.
pub struct LocalZone {
    pub timezone: i64,
    pub altzone: i64,
    pub daylight: i64,
    pub tzname: [String; 2],
}

/// Reads the local zone (when the module is imported).
pub fn local_zone() -> LocalZone {
    const YEAR: i64 = (365 * 24 + 6) * 3600;
    let at = |t: i64| -> (i64, String) {
        match local(t) {
            Ok(tm) => (-tm.tm_gmtoff, zone_name(&tm).unwrap_or_default()),
            Err(_) => (0, String::new()),
        }
    };
    let start = now() / YEAR * YEAR;
    let (jan, jan_name) = at(start);
    let (july, july_name) = at(start + YEAR / 2);
    // CPython copies at most 9 bytes of each name.
    let short = |mut s: String| {
        let mut end = s.len().min(9);
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
        s
    };
    let (jan_name, july_name) = (short(jan_name), short(july_name));
    let daylight = i64::from(jan != july);
    if jan < july {
        LocalZone {
            timezone: july,
            altzone: jan,
            daylight,
            tzname: [july_name, jan_name],
        }
    } else {
        LocalZone {
            timezone: jan,
            altzone: july,
            daylight,
            tzname: [jan_name, july_name],
        }
    }
}

/// The zone name `gmtime_r` or `localtime_r` set in `tm`.
fn zone_name(tm: &libc::tm) -> Option<String> {
    if tm.tm_zone.is_null() {
        return None;
    }
    // SAFETY: a `tm_zone` that `gmtime_r` or `localtime_r` set points to a NUL-terminated
    // name glibc keeps for the life of the process.
    Some(
        unsafe { CStr::from_ptr(tm.tm_zone) }
            .to_string_lossy()
            .into_owned(),
    )
}

/// The current time in whole seconds since the epoch (C's `time(NULL)`).
fn now() -> i64 {
    // SAFETY: `time` with a null pointer only returns the time.
    unsafe { libc::time(std::ptr::null_mut()) }
}

#[cold]
fn time_t_overflow() -> PyError {
    PyError::overflow("timestamp out of range for platform time_t")
}

/// A timestamp argument (`gmtime(secs)`), as CPython's `_PyTime_ObjectToTime_t`
/// rounding down: a float (not NaN, within `time_t`), or an int (through `__index__`).
fn time_t(vm: &mut dyn Vm, v: &Value) -> PyResult<i64> {
    if let Value::Float(f) = v {
        if f.is_nan() {
            return Err(PyError::value_error("Invalid value NaN (not a number)"));
        }
        let d = f.floor();
        const LIMIT: f64 = 9_223_372_036_854_775_808.0;
        if !(-LIMIT..LIMIT).contains(&d) {
            return Err(time_t_overflow());
        }
        return Ok(d as i64);
    }
    match index(vm, v)? {
        Value::Int(i) => Ok(i),
        _ => Err(time_t_overflow()),
    }
}

/// The optional timestamp of `gmtime`, `localtime` and `ctime` (`"|O:name"`): now when
/// it is absent or `None`.
fn when(vm: &mut dyn Vm, name: &str, args: &[Value], kw: &Kwargs) -> PyResult<i64> {
    var_args(name, args, kw, 0, 1)?;
    match args.first() {
        None | Some(Value::None) => Ok(now()),
        Some(v) => time_t(vm, v),
    }
}

/// The `OSError` of a C library call that failed with `errno` (`[Errno 75] Value too
/// large for defined data type`), `EINVAL` when it set none (as CPython).
#[cold]
fn os_error(errno: Option<i32>) -> PyError {
    let errno = errno.filter(|&e| e != 0).unwrap_or(libc::EINVAL);
    let text = std::io::Error::from_raw_os_error(errno).to_string();
    // Rust adds ` (os error N)` to the system's message.
    let text = text
        .strip_suffix(&format!(" (os error {errno})"))
        .unwrap_or(&text);
    PyError::new(ExcType::OSError, format!("[Errno {errno}] {text}"))
}

/// A zeroed `struct tm`.
fn zeroed_tm() -> libc::tm {
    // SAFETY: `tm` is plain integers and one pointer, for which all zeros is valid (a
    // null `tm_zone`).
    unsafe { std::mem::zeroed() }
}

/// The broken-down UTC time of `t` (`gmtime_r`).
fn utc(t: i64) -> PyResult<libc::tm> {
    let t = t as libc::time_t;
    let mut tm = zeroed_tm();
    // SAFETY: both pointers are to live locals; `gmtime_r` writes only `tm`.
    let ok = unsafe { !libc::gmtime_r(&t, &mut tm).is_null() };
    if !ok {
        return Err(os_error(std::io::Error::last_os_error().raw_os_error()));
    }
    Ok(tm)
}

/// The broken-down local time of `t` (`localtime_r`).
fn local(t: i64) -> PyResult<libc::tm> {
    let t = t as libc::time_t;
    let mut tm = zeroed_tm();
    // SAFETY: both pointers are to live locals; `localtime_r` writes only `tm`.
    let ok = unsafe { !libc::localtime_r(&t, &mut tm).is_null() };
    if !ok {
        return Err(os_error(std::io::Error::last_os_error().raw_os_error()));
    }
    Ok(tm)
}

/// The `struct_time` of `tm` (CPython's `tmtotuple`).
fn to_struct_time(vm: &mut dyn Vm, tm: &libc::tm) -> Value {
    let items = [
        i64::from(tm.tm_year) + 1900,
        i64::from(tm.tm_mon) + 1,
        i64::from(tm.tm_mday),
        i64::from(tm.tm_hour),
        i64::from(tm.tm_min),
        i64::from(tm.tm_sec),
        // C counts from Sunday, Python from Monday.
        (i64::from(tm.tm_wday) + 6) % 7,
        i64::from(tm.tm_yday) + 1,
        i64::from(tm.tm_isdst),
    ];
    let zone = zone_name(tm).map_or(Value::None, Value::str);
    struct_time::make_value(
        vm,
        items.into_iter().map(Value::Int).collect(),
        zone,
        Value::Int(tm.tm_gmtoff),
    )
}

/// `gmtime([secs])`.
pub(super) fn gmtime(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let t = when(vm, "gmtime", args, kw)?;
    let tm = utc(t)?;
    Ok(to_struct_time(vm, &tm))
}

/// `localtime([secs])`.
pub(super) fn localtime(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let t = when(vm, "localtime", args, kw)?;
    let tm = local(t)?;
    Ok(to_struct_time(vm, &tm))
}

/// A `struct tm` a program gave, and the zone name its `tm_zone` points to (kept alive
/// while the `tm` is used).
struct GivenTm {
    tm: libc::tm,
    _zone: Option<CString>,
}

/// `PyArg_ParseTuple`'s `i` of a time tuple's item: an int (through `__index__`) that
/// fits a C int, with its `OverflowError`s.
fn c_int(vm: &mut dyn Vm, v: &Value) -> PyResult<libc::c_int> {
    match index(vm, v)? {
        Value::Int(i) => libc::c_int::try_from(i).map_err(|_| {
            PyError::overflow(if i > 0 {
                "signed integer is greater than maximum"
            } else {
                "signed integer is less than minimum"
            })
        }),
        _ => Err(PyError::overflow(
            "Python int too large to convert to C long",
        )),
    }
}

/// The `struct tm` of time tuple `v` (a tuple of nine ints or a `struct_time`), as
/// CPython's `gettmarg`: months and days of the year from 1, weekdays from Monday;
/// `bad_length` is the message for a tuple of another length (`mktime(): illegal time
/// tuple argument`). A `struct_time` also gives its `tm_zone` and `tm_gmtoff`.
fn given_tm(vm: &mut dyn Vm, v: &Value, bad_length: &str) -> PyResult<GivenTm> {
    let items: Vec<Value> = match v {
        Value::Tuple(t) => t.0.to_vec(),
        Value::Instance(i) => match &*i.native.borrow() {
            Value::Tuple(t) => t.0.to_vec(),
            _ => return Err(not_a_tuple()),
        },
        _ => return Err(not_a_tuple()),
    };
    if items.len() != VISIBLE {
        return Err(PyError::type_error(bad_length));
    }
    let mut n = [0 as libc::c_int; VISIBLE];
    for (slot, item) in n.iter_mut().zip(&items) {
        *slot = c_int(vm, item)?;
    }
    let [year, mon, mday, hour, min, sec, wday, yday, isdst] = n;
    if year < libc::c_int::MIN + 1900 {
        return Err(PyError::overflow("year out of range"));
    }
    let mut tm = zeroed_tm();
    tm.tm_year = year - 1900;
    tm.tm_mon = mon.wrapping_sub(1);
    tm.tm_mday = mday;
    tm.tm_hour = hour;
    tm.tm_min = min;
    tm.tm_sec = sec;
    // C's remainder, as CPython's (a weekday below -1 stays negative: `checktm`'s error).
    tm.tm_wday = wday.wrapping_add(1) % 7;
    tm.tm_yday = yday.wrapping_sub(1);
    tm.tm_isdst = isdst;
    let mut zone = None;
    if struct_time::is_struct_time(vm, v) {
        match &struct_time::field(v, VISIBLE)? {
            Value::None => {}
            Value::Str(s) => {
                // C reads the name up to its first NUL.
                let name = s.s.split('\0').next().unwrap_or("");
                let c = CString::new(name).unwrap_or_default();
                tm.tm_zone = c.as_ptr();
                zone = Some(c);
            }
            _ => {
                return Err(PyError::type_error(
                    "bad argument type for built-in operation",
                ));
            }
        }
        match struct_time::field(v, VISIBLE + 1)? {
            Value::None => {}
            off => {
                tm.tm_gmtoff = match index(vm, &off)? {
                    Value::Int(i) => i as libc::c_long,
                    _ => {
                        return Err(PyError::overflow(
                            "Python int too large to convert to C long",
                        ));
                    }
                };
            }
        }
    }
    Ok(GivenTm { tm, _zone: zone })
}

#[cold]
fn not_a_tuple() -> PyError {
    PyError::type_error("Tuple or struct_time argument required")
}

/// CPython's `checktm`: the fields `strftime` and `asctime` index tables with must be
/// in range (a month, day of the month or day of the year of 0 becomes the first).
fn check_tm(tm: &mut libc::tm) -> PyResult<()> {
    let out_of_range = |what: &str| Err(PyError::value_error(format!("{what} out of range")));
    if tm.tm_mon == -1 {
        tm.tm_mon = 0;
    } else if !(0..=11).contains(&tm.tm_mon) {
        return out_of_range("month");
    }
    if tm.tm_mday == 0 {
        tm.tm_mday = 1;
    } else if !(0..=31).contains(&tm.tm_mday) {
        return out_of_range("day of month");
    }
    if !(0..=23).contains(&tm.tm_hour) {
        return out_of_range("hour");
    }
    if !(0..=59).contains(&tm.tm_min) {
        return out_of_range("minute");
    }
    if !(0..=61).contains(&tm.tm_sec) {
        return out_of_range("seconds");
    }
    if tm.tm_wday < 0 {
        return out_of_range("day of week");
    }
    if tm.tm_yday == -1 {
        tm.tm_yday = 0;
    } else if !(0..=365).contains(&tm.tm_yday) {
        return out_of_range("day of year");
    }
    Ok(())
}

/// `mktime(t)`: the local time tuple `t` as seconds since the epoch (a float).
pub(super) fn mktime(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    one_arg("time.mktime", args, kw)?;
    let mut given = given_tm(vm, &args[0], "mktime(): illegal time tuple argument")?;
    // A sentinel: `mktime` returns -1 both for an error and for one second before the
    // epoch, and sets the weekday only when it succeeds.
    given.tm.tm_wday = -1;
    // SAFETY: `tm` is a live local; `mktime` reads and normalizes it.
    let t = unsafe { libc::mktime(&mut given.tm) };
    if t == -1 && given.tm.tm_wday == -1 {
        return Err(PyError::overflow("mktime argument out of range"));
    }
    Ok(Value::Float(t as f64))
}

/// `strftime(format[, t])`: `t` (the local time now by default) formatted by the C
/// library's `strftime`.
pub(super) fn strftime(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    var_args("strftime", args, kw, 1, 2)?;
    let Value::Str(format) = &args[0] else {
        return Err(PyError::type_error(format!(
            "strftime() argument 1 must be str, not {}",
            args[0].type_name()
        )));
    };
    let format = format.s.to_string();
    let mut given = match args.get(1) {
        None => GivenTm {
            tm: local(now())?,
            _zone: None,
        },
        Some(t) => {
            let mut given = given_tm(vm, t, "strftime(): illegal time tuple argument")?;
            check_tm(&mut given.tm)?;
            given
        }
    };
    // As CPython, for a C library that would index `tzname` with it.
    given.tm.tm_isdst = given.tm.tm_isdst.clamp(-1, 1);
    let Ok(c_format) = CString::new(format) else {
        return Err(PyError::value_error("embedded null character"));
    };
    let format_len = c_format.as_bytes().len();
    // `strftime` returns 0 both when the buffer is too small and when the result is
    // empty: grow the buffer until the result fits or cannot be that long (CPython's
    // limit, 256 times the format).
    let mut size = 1024;
    loop {
        let mut buf = vec![0u8; size];
        // SAFETY: `buf` has `size` writable bytes, the format is NUL-terminated and the
        // `tm` (with the zone name it may point to) is alive for the call.
        let n =
            unsafe { libc::strftime(buf.as_mut_ptr().cast(), size, c_format.as_ptr(), &given.tm) };
        if n > 0 || size >= 256 * format_len {
            buf.truncate(n);
            return Ok(Value::str(String::from_utf8_lossy(&buf)));
        }
        size += size;
    }
}

/// CPython's `_asctime`: `Sun Jun  6 16:26:11 1998` (the fields checked by
/// [`check_tm`]).
fn asctime_text(tm: &libc::tm) -> String {
    const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    format!(
        "{} {}{:3} {:02}:{:02}:{:02} {}",
        DAYS[tm.tm_wday as usize % 7],
        MONTHS[tm.tm_mon as usize % 12],
        tm.tm_mday,
        tm.tm_hour,
        tm.tm_min,
        tm.tm_sec,
        1900 + i64::from(tm.tm_year)
    )
}

/// `asctime([t])`: time tuple `t` (the local time now by default) as text.
pub(super) fn asctime(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(PyError::type_error("asctime() takes no keyword arguments"));
    }
    if args.len() > 1 {
        return Err(PyError::type_error(format!(
            "asctime expected at most 1 argument, got {}",
            args.len()
        )));
    }
    let tm = match args.first() {
        None => local(now())?,
        Some(t) => {
            let mut given = given_tm(vm, t, "asctime(): illegal time tuple argument")?;
            check_tm(&mut given.tm)?;
            given.tm
        }
    };
    Ok(Value::str(asctime_text(&tm)))
}

/// `ctime([secs])`: `asctime(localtime(secs))`.
pub(super) fn ctime(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let t = when(vm, "ctime", args, kw)?;
    Ok(Value::str(asctime_text(&local(t)?)))
}

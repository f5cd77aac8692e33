//! `math`: CPython 3.11's `math` module, with its results and errors.
//!
//! Float functions call the C library's (`libm`, as CPython does: the same `exp`, `log`,
//! `pow`, `atan2`, ... give the same bits), and report its special values as CPython's
//! `math_1`/`math_2` do: a NaN from a non-NaN argument is `ValueError: math domain
//! error`; an infinity from finite arguments is `OverflowError: math range error` where
//! the function can overflow (`exp`, `cosh`, ...), a domain error otherwise (a pole:
//! `log(0)`, `atanh(1)`). Where CPython computes in C itself (`hypot`, `fsum`,
//! `remainder`, `gamma`, the logarithm of a huge int, ...) this follows its algorithms
//! step by step, so the floats come out bit for bit the same; integer functions are
//! exact on big ints.
//!
//! Argument errors are CPython's too, which depend on how each function takes its
//! arguments there (`math.sqrt() takes exactly one argument (2 given)`, `atan2 expected
//! 2 arguments, got 1`, `math.log requires 1 to 2 arguments`, ...): the table admits
//! any call and each handler checks its own arguments, one comparison on the hot path.

use std::cmp::Ordering;

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive};

use crate::error::{ExcType, PyError, PyResult};
use crate::object::{self, special};
use crate::ops::{self, nb};
use crate::runtime::Vm;
use crate::value::native::Kwargs;
use crate::value::{Value, num};

use super::{NativeModule, index};

crate::runtime::table::natives! {
    table = 4;
    ACOS = "acos" (0..) keywords(*) => acos;
    ACOSH = "acosh" (0..) keywords(*) => acosh;
    ASIN = "asin" (0..) keywords(*) => asin;
    ASINH = "asinh" (0..) keywords(*) => asinh;
    ATAN = "atan" (0..) keywords(*) => atan;
    ATAN2 = "atan2" (0..) keywords(*) => atan2;
    ATANH = "atanh" (0..) keywords(*) => atanh;
    CBRT = "cbrt" (0..) keywords(*) => cbrt;
    CEIL = "ceil" (0..) keywords(*) => ceil;
    COMB = "comb" (0..) keywords(*) => comb;
    COPYSIGN = "copysign" (0..) keywords(*) => copysign;
    COS = "cos" (0..) keywords(*) => cos;
    COSH = "cosh" (0..) keywords(*) => cosh;
    DEGREES = "degrees" (0..) keywords(*) => degrees;
    DIST = "dist" (0..) keywords(*) => dist;
    ERF = "erf" (0..) keywords(*) => erf;
    ERFC = "erfc" (0..) keywords(*) => erfc;
    EXP = "exp" (0..) keywords(*) => exp;
    EXP2 = "exp2" (0..) keywords(*) => exp2;
    EXPM1 = "expm1" (0..) keywords(*) => expm1;
    FABS = "fabs" (0..) keywords(*) => fabs;
    FACTORIAL = "factorial" (0..) keywords(*) => factorial;
    FLOOR = "floor" (0..) keywords(*) => floor;
    FMOD = "fmod" (0..) keywords(*) => fmod;
    FREXP = "frexp" (0..) keywords(*) => frexp;
    FSUM = "fsum" (0..) keywords(*) => fsum;
    GAMMA = "gamma" (0..) keywords(*) => gamma;
    GCD = "gcd" (0..) keywords(*) => gcd;
    HYPOT = "hypot" (0..) keywords(*) => hypot;
    ISCLOSE = "isclose" (0..) keywords(*) => isclose;
    ISFINITE = "isfinite" (0..) keywords(*) => isfinite;
    ISINF = "isinf" (0..) keywords(*) => isinf;
    ISNAN = "isnan" (0..) keywords(*) => isnan;
    ISQRT = "isqrt" (0..) keywords(*) => isqrt;
    LCM = "lcm" (0..) keywords(*) => lcm;
    LDEXP = "ldexp" (0..) keywords(*) => ldexp;
    LGAMMA = "lgamma" (0..) keywords(*) => lgamma;
    LOG = "log" (0..) keywords(*) => log;
    LOG1P = "log1p" (0..) keywords(*) => log1p;
    LOG10 = "log10" (0..) keywords(*) => log10;
    LOG2 = "log2" (0..) keywords(*) => log2;
    MODF = "modf" (0..) keywords(*) => modf;
    POW = "pow" (0..) keywords(*) => pow;
    RADIANS = "radians" (0..) keywords(*) => radians;
    REMAINDER = "remainder" (0..) keywords(*) => remainder;
    SIN = "sin" (0..) keywords(*) => sin;
    SINH = "sinh" (0..) keywords(*) => sinh;
    SQRT = "sqrt" (0..) keywords(*) => sqrt;
    TAN = "tan" (0..) keywords(*) => tan;
    TANH = "tanh" (0..) keywords(*) => tanh;
    TRUNC = "trunc" (0..) keywords(*) => trunc;
    PROD = "prod" (0..) keywords(*) => prod;
    PERM = "perm" (0..) keywords(*) => perm;
    NEXTAFTER = "nextafter" (0..) keywords(*) => nextafter;
    ULP = "ulp" (0..) keywords(*) => ulp;
}

pub const MODULE: NativeModule = NativeModule {
    name: "math",
    functions: &TABLE,
    values: |_| {
        vec![
            ("pi", Value::Float(std::f64::consts::PI)),
            ("e", Value::Float(std::f64::consts::E)),
            ("tau", Value::Float(std::f64::consts::TAU)),
            ("inf", Value::Float(f64::INFINITY)),
            ("nan", Value::Float(f64::NAN)),
        ]
    },
};

/// The C library's functions, which CPython calls (Rust's own `asinh`, `acosh` and
/// `atanh` are not the C library's, and round differently).
mod c {
    unsafe extern "C" {
        pub safe fn acos(x: f64) -> f64;
        pub safe fn acosh(x: f64) -> f64;
        pub safe fn asin(x: f64) -> f64;
        pub safe fn asinh(x: f64) -> f64;
        pub safe fn atan(x: f64) -> f64;
        pub safe fn atan2(y: f64, x: f64) -> f64;
        pub safe fn atanh(x: f64) -> f64;
        pub safe fn cos(x: f64) -> f64;
        pub safe fn cosh(x: f64) -> f64;
        pub safe fn erf(x: f64) -> f64;
        pub safe fn erfc(x: f64) -> f64;
        pub safe fn exp(x: f64) -> f64;
        pub safe fn exp2(x: f64) -> f64;
        pub safe fn expm1(x: f64) -> f64;
        pub safe fn ldexp(x: f64, e: i32) -> f64;
        pub safe fn log(x: f64) -> f64;
        pub safe fn log10(x: f64) -> f64;
        pub safe fn log1p(x: f64) -> f64;
        pub safe fn log2(x: f64) -> f64;
        pub safe fn nextafter(x: f64, y: f64) -> f64;
        pub safe fn pow(x: f64, y: f64) -> f64;
        pub safe fn sin(x: f64) -> f64;
        pub safe fn sinh(x: f64) -> f64;
        pub safe fn tan(x: f64) -> f64;
        pub safe fn tanh(x: f64) -> f64;
    }
}

// ---------------------------------------------------------------------------------------
// Errors and argument checks

#[cold]
fn domain_error() -> PyError {
    PyError::value_error("math domain error")
}

#[cold]
fn range_error() -> PyError {
    PyError::new(ExcType::OverflowError, "math range error")
}

/// The argument of a function CPython takes one argument of (`METH_O`).
#[inline(always)]
fn one<'a>(args: &'a [Value], kw: &Kwargs, name: &str) -> PyResult<&'a Value> {
    match args {
        [x] if kw.is_empty() => Ok(x),
        _ => Err(one_error(name, args.len(), kw)),
    }
}

#[cold]
#[inline(never)]
fn one_error(name: &str, n: usize, kw: &Kwargs) -> PyError {
    if kw.is_empty() {
        PyError::type_error(format!(
            "math.{name}() takes exactly one argument ({n} given)"
        ))
    } else {
        no_keywords_error(name)
    }
}

#[cold]
#[inline(never)]
fn no_keywords_error(name: &str) -> PyError {
    PyError::type_error(format!("math.{name}() takes no keyword arguments"))
}

/// The arguments of a function CPython takes `min..=max` positional arguments of
/// (`METH_FASTCALL`, no keywords).
#[inline(always)]
fn positional<'a>(
    args: &'a [Value],
    kw: &Kwargs,
    name: &str,
    min: usize,
    max: usize,
) -> PyResult<&'a [Value]> {
    if kw.is_empty() && args.len() >= min && args.len() <= max {
        Ok(args)
    } else {
        Err(positional_error(name, args.len(), kw, min, max))
    }
}

#[cold]
#[inline(never)]
fn positional_error(name: &str, n: usize, kw: &Kwargs, min: usize, max: usize) -> PyError {
    if !kw.is_empty() {
        return no_keywords_error(name);
    }
    let s = |k: usize| if k == 1 { "" } else { "s" };
    PyError::type_error(if min == max {
        format!("{name} expected {min} arguments, got {n}")
    } else if n < min {
        format!("{name} expected at least {min} argument{}, got {n}", s(min))
    } else {
        format!("{name} expected at most {max} argument{}, got {n}", s(max))
    })
}

/// The two arguments of a function CPython takes two positional arguments of.
#[inline(always)]
fn two<'a>(args: &'a [Value], kw: &Kwargs, name: &str) -> PyResult<(&'a Value, &'a Value)> {
    match args {
        [x, y] if kw.is_empty() => Ok((x, y)),
        _ => Err(positional_error(name, args.len(), kw, 2, 2)),
    }
}

/// The arguments of a function with keyword parameters, bound as CPython's argument
/// clinic binds them (`_PyArg_UnpackKeywords`, with its messages): `names` are the
/// parameters, the first `posonly` positional-only, `minpos..=maxpos` positional
/// arguments taken (the rest are keyword-only, optional).
fn unpack<'a, const N: usize>(
    fname: &str,
    args: &'a [Value],
    kw: &'a Kwargs,
    names: [&str; N],
    posonly: usize,
    minpos: usize,
    maxpos: usize,
) -> PyResult<[Option<&'a Value>; N]> {
    let nargs = args.len();
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    if nargs + kw.len() > N {
        return Err(PyError::type_error(format!(
            "{fname}() takes at most {N} {}argument{} ({} given)",
            if nargs == 0 { "keyword " } else { "" },
            plural(N),
            nargs + kw.len()
        )));
    }
    if nargs > maxpos {
        return Err(PyError::type_error(format!(
            "{fname}() takes {} {maxpos} positional argument{} ({nargs} given)",
            if minpos < maxpos {
                "at most"
            } else {
                "exactly"
            },
            plural(maxpos)
        )));
    }
    let minposonly = posonly.min(minpos);
    if nargs < minposonly {
        return Err(PyError::type_error(format!(
            "{fname}() takes {} {minposonly} positional argument{} ({nargs} given)",
            if minposonly < maxpos {
                "at least"
            } else {
                "exactly"
            },
            plural(minposonly)
        )));
    }
    let mut out = [None; N];
    for (slot, a) in out.iter_mut().zip(args) {
        *slot = Some(a);
    }
    let find = |name: &str| kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v);
    let mut left = kw.len();
    for i in nargs.max(posonly)..N {
        if left == 0 && i >= minpos {
            break;
        }
        let found = if left > 0 { find(names[i]) } else { None };
        match found {
            Some(v) => {
                out[i] = Some(v);
                left -= 1;
            }
            None if i < minpos => {
                return Err(PyError::type_error(format!(
                    "{fname}() missing required argument '{}' (pos {})",
                    names[i],
                    i + 1
                )));
            }
            None => {}
        }
    }
    if left > 0 {
        for (i, name) in names.iter().enumerate().take(nargs).skip(posonly) {
            if find(name).is_some() {
                return Err(PyError::type_error(format!(
                    "argument for {fname}() given by name ('{name}') and position ({})",
                    i + 1
                )));
            }
        }
        if let Some((k, _)) = kw.iter().find(|(k, _)| !names[posonly..].contains(&&**k)) {
            return Err(PyError::type_error(format!(
                "'{k}' is an invalid keyword argument for {fname}()"
            )));
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------
// Conversions

/// `v` as a float, as CPython's `PyFloat_AsDouble`: floats, ints (big ones that fit),
/// bools, instances with `__float__` or `__index__`.
#[inline(always)]
fn real(vm: &mut dyn Vm, v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        _ => real_slow(vm, v),
    }
}

#[inline(never)]
fn real_slow(vm: &mut dyn Vm, v: &Value) -> PyResult<f64> {
    match v {
        Value::Bool(b) => Ok(f64::from(u8::from(*b))),
        Value::BigInt(b) => num::bigint_to_f64(b),
        Value::Instance(_) => {
            if let Some(n) = builtin_number(v) {
                return real(vm, &n);
            }
            if let Some(r) = object::call_special(vm, v, "__float__", Vec::new())? {
                return match r {
                    Value::Float(f) => Ok(f),
                    other => Err(PyError::type_error(format!(
                        "{}.__float__ returned non-float (type {})",
                        v.type_name(),
                        other.type_name()
                    ))),
                };
            }
            if object::special(v, "__index__").is_some() {
                let i = index(vm, v)?;
                return real(vm, &i);
            }
            Err(not_real(v))
        }
        _ => Err(not_real(v)),
    }
}

/// The number an instance of an `int` or `float` subclass holds (whose `__float__`,
/// `__floor__`, ... are its base's, unless its class overrides them).
fn builtin_number(v: &Value) -> Option<Value> {
    if !matches!(v, Value::Instance(_)) {
        return None;
    }
    match object::special::native_number(v) {
        n @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_)) => Some(n),
        _ => None,
    }
}

#[cold]
fn not_real(v: &Value) -> PyError {
    PyError::type_error(format!("must be real number, not {}", v.type_name()))
}

/// An int value (`Int` or `BigInt`) as a big int.
fn big(v: &Value) -> BigInt {
    num::to_bigint(v).unwrap_or_default()
}

/// The sign of an int value.
fn sign(v: &Value) -> Ordering {
    match v {
        Value::Int(i) => i.cmp(&0),
        Value::BigInt(b) => match b.sign() {
            Sign::Minus => Ordering::Less,
            Sign::NoSign => Ordering::Equal,
            Sign::Plus => Ordering::Greater,
        },
        _ => Ordering::Equal,
    }
}

// ---------------------------------------------------------------------------------------
// Functions of one float

/// CPython's `math_1`: `r = f(x)`, with a NaN from a non-NaN a domain error and an
/// infinity from a finite `x` a range error (`can_overflow`) or a domain error.
#[inline(always)]
fn math_1(x: f64, r: f64, can_overflow: bool) -> PyResult<Value> {
    if r.is_nan() && !x.is_nan() {
        return Err(domain_error());
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow {
            range_error()
        } else {
            domain_error()
        });
    }
    Ok(Value::Float(r))
}

/// Declares functions of one float that follow `math_1`: `name = f, can_overflow;`.
macro_rules! func1 {
    ($($name:ident = $f:expr, $overflow:literal;)*) => {$(
        #[doc = concat!("`math.", stringify!($name), "(x)`.")]
        fn $name(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
            let x = real(vm, one(args, kw, stringify!($name))?)?;
            math_1(x, $f(x), $overflow)
        }
    )*};
}

func1! {
    acos = c::acos, false;
    acosh = c::acosh, false;
    asin = c::asin, false;
    asinh = c::asinh, false;
    atan = c::atan, false;
    atanh = c::atanh, false;
    cbrt = cbrt_c, false;
    cos = c::cos, false;
    cosh = c::cosh, true;
    exp = c::exp, true;
    exp2 = c::exp2, true;
    expm1 = c::expm1, true;
    fabs = f64::abs, false;
    log1p = log1p_c, false;
    sin = c::sin, false;
    sinh = c::sinh, true;
    sqrt = f64::sqrt, false;
    tan = c::tan, false;
    tanh = c::tanh, false;
}

/// The C library's `cbrt`, looked up when first called.
///
/// why not declared with the others: the toolchain's `compiler_builtins` defines a `cbrt`
/// of its own (a port of musl's), which the linker prefers to the C library's; it rounds
/// some results differently from the C library's, which CPython calls (measured:
/// `cbrt(2.0)` was `1.2599210498948732` against CPython's `1.2599210498948734`). Only
/// `cbrt` among the functions here is affected (the others that it defines, `floor`,
/// `ceil`, `trunc`, `round`, `fmod`, are exact everywhere).
fn cbrt_c(x: f64) -> f64 {
    type F = extern "C" fn(f64) -> f64;
    static CBRT: std::sync::OnceLock<Option<F>> = std::sync::OnceLock::new();
    let f = CBRT.get_or_init(|| {
        // SAFETY: `dlsym` with a valid NUL-terminated name; a non-null result for `cbrt`
        // is the C library's `double cbrt(double)`, whose signature `F` is.
        unsafe {
            let p = libc::dlsym(libc::RTLD_DEFAULT, c"cbrt".as_ptr());
            (!p.is_null()).then(|| std::mem::transmute::<*mut libc::c_void, F>(p))
        }
    });
    match f {
        Some(f) => f(x),
        None => x.cbrt(),
    }
}

/// `log1p`, zero kept as is (CPython's `_Py_log1p`, for libraries that lose its sign).
fn log1p_c(x: f64) -> f64 {
    if x == 0.0 { x } else { c::log1p(x) }
}

/// `math.erf(x)`: the C library's (which sets no error CPython reports).
fn erf(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "erf")?)?;
    Ok(Value::Float(c::erf(x)))
}

/// `math.erfc(x)`.
fn erfc(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "erfc")?)?;
    Ok(Value::Float(c::erfc(x)))
}

/// `math.degrees(x)`.
fn degrees(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "degrees")?)?;
    Ok(Value::Float(x * (180.0 / std::f64::consts::PI)))
}

/// `math.radians(x)`.
fn radians(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "radians")?)?;
    Ok(Value::Float(x * (std::f64::consts::PI / 180.0)))
}

/// `math.isfinite(x)`.
fn isfinite(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(
        real(vm, one(args, kw, "isfinite")?)?.is_finite(),
    ))
}

/// `math.isinf(x)`.
fn isinf(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(
        real(vm, one(args, kw, "isinf")?)?.is_infinite(),
    ))
}

/// `math.isnan(x)`.
fn isnan(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(real(vm, one(args, kw, "isnan")?)?.is_nan()))
}

/// `math.frexp(x)`: `(m, e)` with `x == m * 2**e`, `0.5 <= abs(m) < 1` (zeros, infinities
/// and NaNs: `(x, 0)`).
fn frexp(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "frexp")?)?;
    let (m, e) = split_exponent(x);
    Ok(Value::tuple(vec![
        Value::Float(m),
        Value::Int(i64::from(e)),
    ]))
}

/// C's `frexp` (exact: a change of exponent).
fn split_exponent(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    if biased == 0 {
        // Subnormal: scale into the normal range first (exactly).
        let (m, e) = split_exponent(x * f64::from_bits((1023 + 64) << 52));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, biased - 1022)
}

/// `math.modf(x)`: the fractional and integer parts, both with `x`'s sign.
fn modf(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "modf")?)?;
    let (frac, int) = if x.is_infinite() {
        (0.0f64.copysign(x), x)
    } else if x.is_nan() {
        (x, x)
    } else {
        let int = x.trunc();
        ((x - int).copysign(x), int)
    };
    Ok(Value::tuple(vec![Value::Float(frac), Value::Float(int)]))
}

/// `math.ulp(x)`: the value of the least significant bit of `x`.
fn ulp(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "ulp")?)?;
    if x.is_nan() {
        return Ok(Value::Float(x));
    }
    let x = x.abs();
    if x.is_infinite() {
        return Ok(Value::Float(x));
    }
    let up = c::nextafter(x, f64::INFINITY);
    Ok(Value::Float(if up.is_infinite() {
        x - c::nextafter(x, f64::NEG_INFINITY)
    } else {
        up - x
    }))
}

// ---------------------------------------------------------------------------------------
// Functions of two floats

/// CPython's `math_2`: a NaN from non-NaN arguments is a domain error, an infinity from
/// finite ones a range error.
#[inline(always)]
fn math_2(x: f64, y: f64, r: f64) -> PyResult<Value> {
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain_error());
    }
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(range_error());
    }
    Ok(Value::Float(r))
}

/// The two float arguments of `name`.
#[inline(always)]
fn two_reals(vm: &mut dyn Vm, args: &[Value], kw: &Kwargs, name: &str) -> PyResult<(f64, f64)> {
    let (x, y) = two(args, kw, name)?;
    Ok((real(vm, x)?, real(vm, y)?))
}

/// `math.atan2(y, x)`, its special values decided before the C library's (CPython's
/// `m_atan2`).
fn atan2(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (y, x) = two_reals(vm, args, kw, "atan2")?;
    use std::f64::consts::PI;
    let r = if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if y.is_infinite() {
        if x.is_infinite() {
            if x.is_sign_positive() {
                (0.25 * PI).copysign(y)
            } else {
                (0.75 * PI).copysign(y)
            }
        } else {
            (0.5 * PI).copysign(y)
        }
    } else if x.is_infinite() || y == 0.0 {
        if x.is_sign_positive() {
            0.0f64.copysign(y)
        } else {
            PI.copysign(y)
        }
    } else {
        c::atan2(y, x)
    };
    math_2(y, x, r)
}

/// `math.copysign(x, y)`.
fn copysign(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (x, y) = two_reals(vm, args, kw, "copysign")?;
    math_2(x, y, x.copysign(y))
}

/// `math.remainder(x, y)`: `x - n*y` for the integer `n` nearest `x / y` (ties to
/// even), exact (CPython's `m_remainder`).
fn remainder(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (x, y) = two_reals(vm, args, kw, "remainder")?;
    math_2(x, y, ieee_remainder(x, y))
}

fn ieee_remainder(x: f64, y: f64) -> f64 {
    if x.is_finite() && y.is_finite() {
        if y == 0.0 {
            return f64::NAN;
        }
        let (absx, absy) = (x.abs(), y.abs());
        let m = absx % absy;
        // Whether m is below, at or above half of absy, compared with its complement
        // (which is exact where it matters; 0.5 * absy might not be).
        let c = absy - m;
        let r = if m < c {
            m
        } else if m > c {
            -c
        } else {
            // Halfway: m if the multiple below is even, -m if it is odd.
            m - 2.0 * ((0.5 * (absx - m)) % absy)
        };
        return 1.0f64.copysign(x) * r;
    }
    if x.is_nan() {
        return x;
    }
    if y.is_nan() {
        return y;
    }
    if x.is_infinite() {
        return f64::NAN;
    }
    x
}

/// `math.fmod(x, y)`: C's `fmod` (the sign of `x`), `x` itself for an infinite `y`.
fn fmod(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (x, y) = two_reals(vm, args, kw, "fmod")?;
    if y.is_infinite() && x.is_finite() {
        return Ok(Value::Float(x));
    }
    let r = x % y;
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain_error());
    }
    Ok(Value::Float(r))
}

/// `math.pow(x, y)`: IEEE special values decided here (CPython's), finite ones by the C
/// library; `0.0 ** -1` is a domain error, an overflow a range error.
fn pow(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (x, y) = two_reals(vm, args, kw, "pow")?;
    let r = if !x.is_finite() || !y.is_finite() {
        if x.is_nan() {
            if y == 0.0 { 1.0 } else { x }
        } else if y.is_nan() {
            if x == 1.0 { 1.0 } else { y }
        } else if x.is_infinite() {
            let odd_y = y.is_finite() && (y.abs() % 2.0) == 1.0;
            if y > 0.0 {
                if odd_y { x } else { x.abs() }
            } else if y == 0.0 {
                1.0
            } else if odd_y {
                0.0f64.copysign(x)
            } else {
                0.0
            }
        } else if x.abs() == 1.0 {
            1.0
        } else if (y > 0.0 && x.abs() > 1.0) || (y < 0.0 && x.abs() < 1.0) {
            f64::INFINITY
        } else {
            0.0
        }
    } else {
        let r = c::pow(x, y);
        if r.is_nan() {
            return Err(domain_error());
        }
        if r.is_infinite() {
            return Err(if x == 0.0 {
                domain_error()
            } else {
                range_error()
            });
        }
        r
    };
    Ok(Value::Float(r))
}

/// `math.nextafter(x, y)`.
fn nextafter(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (x, y) = two_reals(vm, args, kw, "nextafter")?;
    Ok(Value::Float(c::nextafter(x, y)))
}

/// `math.ldexp(x, i)`: `x * 2**i`; `i` must be an int (a huge one saturates).
fn ldexp(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (x, i) = two(args, kw, "ldexp")?;
    let x = real(vm, x)?;
    let exp = match i {
        Value::Int(i) => *i,
        Value::Bool(b) => i64::from(*b),
        Value::BigInt(b) => {
            if b.is_negative() {
                i64::MIN
            } else {
                i64::MAX
            }
        }
        _ => {
            return Err(PyError::type_error(
                "Expected an int as second argument to ldexp.",
            ));
        }
    };
    let r = if x == 0.0 || !x.is_finite() {
        x
    } else if exp > i64::from(i32::MAX) {
        return Err(range_error());
    } else if exp < i64::from(i32::MIN) {
        0.0f64.copysign(x)
    } else {
        let r = c::ldexp(x, exp as i32);
        if r.is_infinite() {
            return Err(range_error());
        }
        r
    };
    Ok(Value::Float(r))
}

/// `math.isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)`.
fn isclose(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [a, b, rel_tol, abs_tol] = unpack(
        "isclose",
        args,
        kw,
        ["a", "b", "rel_tol", "abs_tol"],
        0,
        2,
        2,
    )?;
    let a = real(vm, a.expect("required"))?;
    let b = real(vm, b.expect("required"))?;
    let rel_tol = match rel_tol {
        Some(v) => real(vm, v)?,
        None => 1e-09,
    };
    let abs_tol = match abs_tol {
        Some(v) => real(vm, v)?,
        None => 0.0,
    };
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(PyError::value_error("tolerances must be non-negative"));
    }
    if a == b {
        return Ok(Value::Bool(true));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let diff = (b - a).abs();
    Ok(Value::Bool(
        diff <= (rel_tol * b).abs() || diff <= (rel_tol * a).abs() || diff <= abs_tol,
    ))
}

// ---------------------------------------------------------------------------------------
// Rounding to ints

/// A float rounded by `f` as an int (NaN and infinities: CPython's errors).
fn float_to_int(x: f64) -> PyResult<Value> {
    num::to_int(&Value::Float(x))
}

/// `math.ceil`/`math.floor`: floats rounded by `round`, ints as they are, an instance's
/// `special` method (`__ceil__`/`__floor__`) or its float value.
fn round_with(
    vm: &mut dyn Vm,
    x: &Value,
    round: fn(f64) -> f64,
    special_name: &str,
) -> PyResult<Value> {
    match x {
        Value::Float(f) => float_to_int(round(*f)),
        Value::Int(_) | Value::BigInt(_) => Ok(x.clone()),
        Value::Bool(b) => Ok(Value::Int(i64::from(*b))),
        _ => {
            if let Some(r) = object::call_special(vm, x, special_name, Vec::new())? {
                return Ok(r);
            }
            if let Some(n) = builtin_number(x) {
                return round_with(vm, &n, round, special_name);
            }
            float_to_int(round(real(vm, x)?))
        }
    }
}

/// `math.ceil(x)`.
fn ceil(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = one(args, kw, "ceil")?;
    round_with(vm, x, f64::ceil, "__ceil__")
}

/// `math.floor(x)`.
fn floor(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = one(args, kw, "floor")?;
    round_with(vm, x, f64::floor, "__floor__")
}

/// `math.trunc(x)`: floats truncated, ints as they are, an instance's `__trunc__`.
fn trunc(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = one(args, kw, "trunc")?;
    match x {
        Value::Float(f) => float_to_int(f.trunc()),
        Value::Int(_) | Value::BigInt(_) => Ok(x.clone()),
        Value::Bool(b) => Ok(Value::Int(i64::from(*b))),
        _ => match object::call_special(vm, x, "__trunc__", Vec::new())? {
            Some(r) => Ok(r),
            None if let Some(n) = builtin_number(x) => trunc(vm, &mut [n], &[]),
            None => Err(PyError::type_error(format!(
                "type {} doesn't define __trunc__ method",
                x.type_name()
            ))),
        },
    }
}

// ---------------------------------------------------------------------------------------
// Logarithms

/// Which logarithm.
#[derive(Clone, Copy)]
enum Base {
    E,
    Two,
    Ten,
}

impl Base {
    /// The logarithm of a positive finite float (C library).
    fn of(self, x: f64) -> f64 {
        match self {
            Base::E => c::log(x),
            Base::Two => c::log2(x),
            Base::Ten => c::log10(x),
        }
    }

    /// CPython's `m_log`/`m_log2`/`m_log10`: special values decided here, `None` for
    /// a domain error (zero, negatives, `-inf`).
    fn checked(self, x: f64) -> Option<f64> {
        if x.is_finite() {
            if x > 0.0 { Some(self.of(x)) } else { None }
        } else if x.is_nan() || x > 0.0 {
            Some(x)
        } else {
            None
        }
    }
}

/// CPython's `loghelper`: the logarithm of an int computed from its float value, or for
/// one too large for a float from its mantissa and exponent (so `log(10**400)` is
/// finite); of anything else, of its float value.
fn log_of(vm: &mut dyn Vm, x: &Value, base: Base) -> PyResult<f64> {
    match x {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => {
            let i = match x {
                Value::Bool(b) => Value::Int(i64::from(*b)),
                _ => x.clone(),
            };
            if sign(&i) != Ordering::Greater {
                return Err(domain_error());
            }
            match &i {
                Value::Int(n) => Ok(base.of(*n as f64)),
                Value::BigInt(b) => match b.to_f64().filter(|f| f.is_finite()) {
                    Some(f) => Ok(base.of(f)),
                    None => {
                        let (m, e) = bigint_frexp(b);
                        Ok(base.of(m) + base.of(2.0) * e as f64)
                    }
                },
                _ => unreachable!("an int"),
            }
        }
        _ => {
            let f = real(vm, x)?;
            base.checked(f).ok_or_else(domain_error)
        }
    }
}

/// A positive big int as `(m, e)`, `m` in `[0.5, 1)` rounded to 53 bits (ties to even)
/// and `b ~= m * 2**e` (CPython's `_PyLong_Frexp`).
fn bigint_frexp(b: &BigInt) -> (f64, u64) {
    let bits = b.bits();
    if bits <= 53 {
        let m = b.to_u64().unwrap_or(0) as f64;
        let (m, e) = split_exponent(m);
        return (m, e as u64);
    }
    let shift = bits - 53;
    let mut q = (b >> shift).to_u64().unwrap_or(0);
    let half = b.bit(shift - 1);
    let below_half = b.trailing_zeros().is_some_and(|t| t < shift - 1);
    if half && (below_half || q & 1 == 1) {
        q += 1;
    }
    let m = q as f64 / (1u64 << 53) as f64;
    if m >= 1.0 { (0.5, bits + 1) } else { (m, bits) }
}

/// `math.log(x[, base])`.
fn log(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(PyError::type_error("log() takes no keyword arguments"));
    }
    match args {
        [x] => Ok(Value::Float(log_of(vm, x, Base::E)?)),
        [x, base] => {
            let num = log_of(vm, x, Base::E)?;
            let den = log_of(vm, base, Base::E)?;
            if den == 0.0 {
                return Err(PyError::zero_div("float division by zero"));
            }
            Ok(Value::Float(num / den))
        }
        _ => Err(PyError::type_error("math.log requires 1 to 2 arguments")),
    }
}

/// `math.log2(x)`.
fn log2(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = one(args, kw, "log2")?;
    Ok(Value::Float(log_of(vm, x, Base::Two)?))
}

/// `math.log10(x)`.
fn log10(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = one(args, kw, "log10")?;
    Ok(Value::Float(log_of(vm, x, Base::Ten)?))
}

// ---------------------------------------------------------------------------------------
// Norms and sums

/// CPython's `vector_norm` (3.11): the Euclidean norm of `vec` (absolute values, `max`
/// the largest, `found_nan` whether one is a NaN), with lossless power-of-two scaling,
/// Veltkamp-Dekker squaring, compensated summation and a differential correction of the
/// square root: almost always correctly rounded, and the same bits as CPython's.
fn vector_norm(vec: &[f64], max: f64, found_nan: bool) -> f64 {
    const T27: f64 = 134217729.0; // 2**27 + 1
    if max.is_infinite() {
        return max;
    }
    if found_nan {
        return f64::NAN;
    }
    if max == 0.0 || vec.len() <= 1 {
        return max;
    }
    let (_, max_e) = split_exponent(max);
    let mut csum = 1.0f64;
    let mut frac1 = 0.0f64;
    let mut frac2 = 0.0f64;
    let mut frac3 = 0.0f64;
    // Adds `x` to `csum`, keeping the rounding error in `frac`.
    let add = |csum: &mut f64, frac: &mut f64, x: f64| {
        let old = *csum;
        *csum += x;
        *frac += (old - *csum) + x;
    };
    if max_e >= -1023 {
        let scale = power_of_two(-max_e);
        for &v in vec {
            let x = v * scale;
            let t = x * T27;
            let hi = t - (t - x);
            let lo = x - hi;
            add(&mut csum, &mut frac1, hi * hi);
            add(&mut csum, &mut frac2, 2.0 * hi * lo);
            frac3 += lo * lo;
        }
        let h = (csum - 1.0 + (frac1 + frac2 + frac3)).sqrt();
        let t = h * T27;
        let hi = t - (t - h);
        let lo = h - hi;
        add(&mut csum, &mut frac1, -hi * hi);
        add(&mut csum, &mut frac2, -2.0 * hi * lo);
        add(&mut csum, &mut frac3, -lo * lo);
        let x = csum - 1.0 + (frac1 + frac2 + frac3);
        return (h + x / (2.0 * h)) / scale;
    }
    // Below the normal range a power-of-two scale overflows: divide by max instead.
    for &v in vec {
        let x = v / max;
        add(&mut csum, &mut frac1, x * x);
    }
    max * (csum - 1.0 + frac1).sqrt()
}

/// `2**e`, exactly `ldexp(1.0, e)`: built from its bits in the normal range (a libm call
/// cost a seventh of a two-argument `hypot`), through libm below it.
#[inline]
fn power_of_two(e: i32) -> f64 {
    if (-1022..=1023).contains(&e) {
        f64::from_bits(((e + 1023) as u64) << 52)
    } else {
        c::ldexp(1.0, e)
    }
}

/// Absolute values collected for [`vector_norm`], on the stack when few.
struct Coordinates {
    stack: [f64; 16],
    heap: Vec<f64>,
    len: usize,
    max: f64,
    found_nan: bool,
}

impl Coordinates {
    fn new(n: usize) -> Coordinates {
        Coordinates {
            stack: [0.0; 16],
            heap: if n > 16 {
                Vec::with_capacity(n)
            } else {
                Vec::new()
            },
            len: 0,
            max: 0.0,
            found_nan: false,
        }
    }

    fn push(&mut self, x: f64) {
        let x = x.abs();
        self.found_nan |= x.is_nan();
        if x > self.max {
            self.max = x;
        }
        if self.len < 16 && self.heap.is_empty() {
            self.stack[self.len] = x;
        } else {
            if self.heap.is_empty() {
                self.heap.extend_from_slice(&self.stack[..self.len]);
            }
            self.heap.push(x);
        }
        self.len += 1;
    }

    fn norm(&self) -> f64 {
        let v = if self.heap.is_empty() {
            &self.stack[..self.len]
        } else {
            &self.heap[..]
        };
        vector_norm(v, self.max, self.found_nan)
    }
}

/// `math.hypot(*coordinates)`.
fn hypot(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(no_keywords_error("hypot"));
    }
    // The common call, `hypot(dx, dy)` of two floats: the same computation without
    // collecting the coordinates first.
    if let [Value::Float(a), Value::Float(b)] = args {
        return Ok(Value::Float(hypot2(*a, *b)));
    }
    let mut c = Coordinates::new(args.len());
    for a in args.iter() {
        c.push(real(vm, a)?);
    }
    Ok(Value::Float(c.norm()))
}

/// [`Coordinates::norm`] of two coordinates, without collecting them.
fn hypot2(a: f64, b: f64) -> f64 {
    let (a, b) = (a.abs(), b.abs());
    let mut max = 0.0f64;
    for x in [a, b] {
        if x > max {
            max = x;
        }
    }
    vector_norm(&[a, b], max, a.is_nan() || b.is_nan())
}

/// `math.dist(p, q)`: the Euclidean distance between two points of as many coordinates.
fn dist(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (p, q) = two(args, kw, "dist")?;
    let items = |vm: &mut dyn Vm, v: &Value| -> PyResult<Vec<Value>> {
        match v {
            Value::Tuple(t) => Ok(t.0.to_vec()),
            _ => crate::object::special::collect(vm, v),
        }
    };
    let p = items(vm, p)?;
    let q = items(vm, q)?;
    if p.len() != q.len() {
        return Err(PyError::value_error(
            "both points must have the same number of dimensions",
        ));
    }
    let mut c = Coordinates::new(p.len());
    for (a, b) in p.iter().zip(&q) {
        let a = real(vm, a)?;
        let b = real(vm, b)?;
        c.push(a - b);
    }
    Ok(Value::Float(c.norm()))
}

/// `math.fsum(iterable)`: the correctly rounded sum (Shewchuk's algorithm with exact
/// partial sums, as CPython's, with its handling of infinities, NaNs and overflow).
fn fsum(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let seq = one(args, kw, "fsum")?;
    let mut it = special::iterate(vm, seq)?;
    let mut partials: Vec<f64> = Vec::with_capacity(32);
    let mut special_sum = 0.0f64;
    let mut inf_sum = 0.0f64;
    while let Some(item) = special::next(vm, &mut it)? {
        let mut x = real(vm, &item)?;
        let xsave = x;
        let mut i = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[i] = lo;
                i += 1;
            }
            x = hi;
        }
        partials.truncate(i);
        if x != 0.0 {
            if !x.is_finite() {
                // From an infinity or NaN among the items, or an overflow.
                if xsave.is_finite() {
                    return Err(PyError::new(
                        ExcType::OverflowError,
                        "intermediate overflow in fsum",
                    ));
                }
                if xsave.is_infinite() {
                    inf_sum += xsave;
                }
                special_sum += xsave;
                partials.clear();
            } else {
                partials.push(x);
            }
        }
    }
    if special_sum != 0.0 {
        if inf_sum.is_nan() {
            return Err(PyError::value_error("-inf + inf in fsum"));
        }
        return Ok(Value::Float(special_sum));
    }
    let mut hi = 0.0f64;
    let mut n = partials.len();
    if n > 0 {
        n -= 1;
        hi = partials[n];
        let mut lo = 0.0f64;
        // Adds the partials from the top until the sum becomes inexact.
        while n > 0 {
            let x = hi;
            n -= 1;
            let y = partials[n];
            hi = x + y;
            lo = y - (hi - x);
            if lo != 0.0 {
                break;
            }
        }
        // Half-even rounding across partials: sum([1e-16, 1, 1e16]) rounds up.
        if n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0)) {
            let y = lo * 2.0;
            let x = hi + y;
            if y == x - hi {
                hi = x;
            }
        }
    }
    Ok(Value::Float(hi))
}

/// `math.prod(iterable, *, start=1)`: the product, multiplying as `*` does.
fn prod(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [iterable, start] = unpack("prod", args, kw, ["iterable", "start"], 1, 1, 1)?;
    let mut acc = start.cloned().unwrap_or(Value::Int(1));
    let mut it = special::iterate(vm, iterable.expect("required"))?;
    while let Some(v) = special::next(vm, &mut it)? {
        acc = match (&acc, &v) {
            (Value::Int(a), Value::Int(b)) => ops::int_mul(*a, *b),
            (Value::Float(a), Value::Float(b)) => Value::Float(a * b),
            (Value::Float(a), Value::Int(b)) => Value::Float(a * *b as f64),
            _ => special::binary(vm, nb::MULTIPLY, acc, v)?,
        };
    }
    Ok(acc)
}

// ---------------------------------------------------------------------------------------
// Integer functions

/// `math.gcd(*integers)`.
fn gcd(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(no_keywords_error("gcd"));
    }
    let mut acc = Value::Int(0);
    for a in args.iter() {
        let a = index(vm, a)?;
        if matches!(acc, Value::Int(1)) {
            continue;
        }
        acc = match (&acc, &a) {
            (Value::Int(x), Value::Int(y)) => {
                let g = x.unsigned_abs().gcd(&y.unsigned_abs());
                Value::from_bigint(BigInt::from(g))
            }
            _ => Value::from_bigint(big(&acc).gcd(&big(&a))),
        };
    }
    Ok(acc)
}

/// `math.lcm(*integers)`.
fn lcm(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(no_keywords_error("lcm"));
    }
    let mut acc = Value::Int(1);
    for (i, a) in args.iter().enumerate() {
        let a = index(vm, a)?;
        if i == 0 {
            acc = abs_int(&a);
            continue;
        }
        if matches!(acc, Value::Int(0)) {
            continue;
        }
        acc = match (&acc, &a) {
            (Value::Int(x), Value::Int(y)) => {
                let (x, y) = (i128::from(*x), i128::from(*y));
                let r = if y == 0 { 0 } else { (x / x.gcd(&y) * y).abs() };
                Value::from_bigint(BigInt::from(r))
            }
            _ => Value::from_bigint(big(&acc).lcm(&big(&a))),
        };
    }
    Ok(acc)
}

/// `abs` of an int value.
fn abs_int(v: &Value) -> Value {
    match v {
        Value::Int(i) => match i.checked_abs() {
            Some(a) => Value::Int(a),
            None => Value::from_bigint(BigInt::from(*i).abs()),
        },
        _ => Value::from_bigint(big(v).abs()),
    }
}

/// `math.isqrt(n)`: the integer square root, exact.
fn isqrt(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let n = index(vm, one(args, kw, "isqrt")?)?;
    if sign(&n) == Ordering::Less {
        return Err(PyError::value_error("isqrt() argument must be nonnegative"));
    }
    Ok(match n {
        Value::Int(i) => Value::Int((i as u64).isqrt() as i64),
        _ => Value::from_bigint(big(&n).sqrt()),
    })
}

/// `math.factorial(n)`.
fn factorial(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let n = one(args, kw, "factorial")?;
    factorial_of(vm, n)
}

fn factorial_of(vm: &mut dyn Vm, n: &Value) -> PyResult<Value> {
    let n = match &index(vm, n)? {
        Value::Int(i) if *i >= 0 => *i as u64,
        Value::BigInt(b) if b.is_positive() => {
            return Err(PyError::new(
                ExcType::OverflowError,
                format!("factorial() argument should not exceed {}", i64::MAX),
            ));
        }
        _ => {
            return Err(PyError::value_error(
                "factorial() not defined for negative values",
            ));
        }
    };
    if n <= 20 {
        return Ok(Value::Int((1..=n as i64).product()));
    }
    // n! = (odd part) * 2**(n - popcount(n)); the odd part is a product of odd ranges.
    let two_valuation = n - u64::from(n.count_ones());
    let mut inner = BigInt::one();
    let mut outer = BigInt::one();
    let mut upper = 3u64;
    for i in (0..(64 - n.leading_zeros()).saturating_sub(1)).rev() {
        let v = n >> i;
        if v <= 2 {
            continue;
        }
        let lower = upper;
        upper = (v + 1) | 1;
        // inner *= product of the odd numbers in [lower, upper).
        inner *= odd_product(lower, upper);
        outer *= &inner;
    }
    Ok(Value::from_bigint(outer << two_valuation))
}

/// The product of the odd numbers in `[lo, hi)` (`lo`, `hi` odd), split in halves so
/// that big multiplications are of balanced sizes.
fn odd_product(lo: u64, hi: u64) -> BigInt {
    let count = (hi - lo) / 2;
    if count <= 8 {
        let mut acc = 1u128;
        let mut j = lo;
        let mut out = BigInt::one();
        while j < hi {
            match acc.checked_mul(u128::from(j)) {
                Some(p) => acc = p,
                None => {
                    out *= acc;
                    acc = u128::from(j);
                }
            }
            j += 2;
        }
        return out * acc;
    }
    let mid = (lo + count) | 1;
    odd_product(lo, mid) * odd_product(mid, hi)
}

/// `math.comb(n, k)`: `n! / (k! * (n - k)!)`, 0 when `k > n`.
fn comb(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (n, k) = two(args, kw, "comb")?;
    let n = index(vm, n)?;
    let k = index(vm, k)?;
    check_non_negative(&n, &k)?;
    let n = big(&n);
    let k = big(&k);
    if k > n {
        return Ok(Value::Int(0));
    }
    let k = std::cmp::min(&n - &k, k);
    let Some(k) = k.to_u64().filter(|k| *k <= i64::MAX as u64) else {
        return Err(PyError::new(
            ExcType::OverflowError,
            format!("min(n - k, k) must not exceed {}", i64::MAX),
        ));
    };
    Ok(Value::from_bigint(perm_comb(&n, k, true)))
}

/// `math.perm(n, k=None)`: `n! / (n - k)!`, 0 when `k > n`; `factorial(n)` without `k`.
fn perm(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let args = positional(args, kw, "perm", 1, 2)?;
    let k = match args.get(1) {
        None | Some(Value::None) => return factorial_of(vm, &args[0]),
        Some(k) => k,
    };
    let n = index(vm, &args[0])?;
    let k = index(vm, k)?;
    check_non_negative(&n, &k)?;
    let n = big(&n);
    let k = big(&k);
    if n < k {
        return Ok(Value::Int(0));
    }
    let Some(k) = k.to_u64().filter(|k| *k <= i64::MAX as u64) else {
        return Err(PyError::new(
            ExcType::OverflowError,
            format!("k must not exceed {}", i64::MAX),
        ));
    };
    Ok(Value::from_bigint(perm_comb(&n, k, false)))
}

/// `comb`'s and `perm`'s checks of their arguments' signs.
fn check_non_negative(n: &Value, k: &Value) -> PyResult<()> {
    if sign(n) == Ordering::Less {
        return Err(PyError::value_error("n must be a non-negative integer"));
    }
    if sign(k) == Ordering::Less {
        return Err(PyError::value_error("k must be a non-negative integer"));
    }
    Ok(())
}

/// `P(n, k)` (or `C(n, k)` when `comb`), `k <= n`: directly in 128 bits while the
/// result fits, else split in halves: `P(n, k) = P(n, j) * P(n - j, k - j)`, `C(n, k) =
/// C(n, j) * C(n - j, k - j) / C(k, j)`.
fn perm_comb(n: &BigInt, k: u64, comb: bool) -> BigInt {
    if k == 0 {
        return BigInt::one();
    }
    if k == 1 {
        return n.clone();
    }
    if let Some(n) = n.to_u64()
        && let Some(r) = perm_comb_small(n, k, comb)
    {
        return BigInt::from(r);
    }
    let j = k / 2;
    let a = perm_comb(n, j, comb);
    let b = perm_comb(&(n - j), k - j, comb);
    let ab = a * b;
    if comb {
        ab / perm_comb(&BigInt::from(k), j, true)
    } else {
        ab
    }
}

/// `P(n, k)` or `C(n, k)` computed term by term in 128 bits, `None` if a step overflows.
fn perm_comb_small(n: u64, k: u64, comb: bool) -> Option<u128> {
    let mut r = 1u128;
    for i in 0..k {
        // C(n - k + i + 1, i + 1) = C(n - k + i, i) * (n - k + i + 1) / (i + 1), exact.
        let t = if comb {
            u128::from(n - k + i + 1)
        } else {
            u128::from(n - i)
        };
        r = r.checked_mul(t)?;
        if comb {
            r /= u128::from(i + 1);
        }
    }
    Some(r)
}

// ---------------------------------------------------------------------------------------
// Gamma

/// The Lanczos approximation CPython uses (N = 13, g = 6.024680040776729583740234375,
/// after Boost): numerator and denominator coefficients of the rational function.
const LANCZOS_G: f64 = 6.02468004077673;
const LANCZOS_G_MINUS_HALF: f64 = 5.52468004077673;
const LANCZOS_NUM: [f64; 13] = [
    23531376880.41076,
    42919803642.6491,
    35711959237.35567,
    17921034426.03721,
    6039542586.352028,
    1439720407.3117216,
    248874557.86205417,
    31426415.585400194,
    2876370.6289353725,
    186056.26539522348,
    8071.672002365816,
    210.82427775157936,
    2.5066282746310002,
];
const LANCZOS_DEN: [f64; 13] = [
    0.0,
    39916800.0,
    120543840.0,
    150917976.0,
    105258076.0,
    45995730.0,
    13339535.0,
    2637558.0,
    357423.0,
    32670.0,
    1925.0,
    66.0,
    1.0,
];
/// `log(pi)`.
const LOG_PI: f64 = 1.1447298858494002;

/// The Lanczos sum for positive `x`, in `1/x` above 5 (no overflow, better accuracy).
fn lanczos_sum(x: f64) -> f64 {
    let (mut num, mut den) = (0.0f64, 0.0f64);
    if x < 5.0 {
        for i in (0..13).rev() {
            num = num * x + LANCZOS_NUM[i];
            den = den * x + LANCZOS_DEN[i];
        }
    } else {
        for i in 0..13 {
            num = num / x + LANCZOS_NUM[i];
            den = den / x + LANCZOS_DEN[i];
        }
    }
    num / den
}

/// `sin(pi * x)` for finite `x`, accurate near integers.
fn sinpi(x: f64) -> f64 {
    use std::f64::consts::PI;
    let y = x.abs() % 2.0;
    let n = (2.0 * y).round() as i32;
    let r = match n {
        0 => c::sin(PI * y),
        1 => c::cos(PI * (y - 0.5)),
        2 => c::sin(PI * (1.0 - y)),
        3 => -c::cos(PI * (y - 1.5)),
        _ => c::sin(PI * (y - 2.0)),
    };
    1.0f64.copysign(x) * r
}

/// What a gamma computation reports besides its value (C's `errno`).
enum GammaError {
    Domain,
    Range,
}

impl GammaError {
    fn into_py(self) -> PyError {
        match self {
            GammaError::Domain => domain_error(),
            GammaError::Range => range_error(),
        }
    }
}

/// The gamma function (CPython's `m_tgamma`).
fn tgamma(x: f64) -> Result<f64, GammaError> {
    const EXACT: [f64; 23] = [
        1.0,
        1.0,
        2.0,
        6.0,
        24.0,
        120.0,
        720.0,
        5040.0,
        40320.0,
        362880.0,
        3628800.0,
        39916800.0,
        479001600.0,
        6227020800.0,
        87178291200.0,
        1307674368000.0,
        20922789888000.0,
        355687428096000.0,
        6402373705728000.0,
        121645100408832000.0,
        2432902008176640000.0,
        51090942171709440000.0,
        1124000727777607680000.0,
    ];
    use std::f64::consts::PI;
    if !x.is_finite() {
        return if x.is_nan() || x > 0.0 {
            Ok(x)
        } else {
            Err(GammaError::Domain)
        };
    }
    if x == 0.0 {
        return Err(GammaError::Domain);
    }
    if x == x.floor() {
        if x < 0.0 {
            return Err(GammaError::Domain);
        }
        if x <= 23.0 {
            return Ok(EXACT[x as usize - 1]);
        }
    }
    let absx = x.abs();
    if absx < 1e-20 {
        let r = 1.0 / x;
        return if r.is_infinite() {
            Err(GammaError::Range)
        } else {
            Ok(r)
        };
    }
    if absx > 200.0 {
        return if x < 0.0 {
            Ok(0.0 / sinpi(x))
        } else {
            Err(GammaError::Range)
        };
    }
    let y = absx + LANCZOS_G_MINUS_HALF;
    // The rounding error of y, corrected for below.
    let z = if absx > LANCZOS_G_MINUS_HALF {
        (y - absx) - LANCZOS_G_MINUS_HALF
    } else {
        (y - LANCZOS_G_MINUS_HALF) - absx
    };
    let z = z * LANCZOS_G / y;
    let mut r;
    if x < 0.0 {
        r = -PI / sinpi(absx) / absx * c::exp(y) / lanczos_sum(absx);
        r -= z * r;
        if absx < 140.0 {
            r /= c::pow(y, absx - 0.5);
        } else {
            let sqrtpow = c::pow(y, absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / c::exp(y);
        r += z * r;
        if absx < 140.0 {
            r *= c::pow(y, absx - 0.5);
        } else {
            let sqrtpow = c::pow(y, absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    if r.is_infinite() {
        return Err(GammaError::Range);
    }
    Ok(r)
}

/// The natural logarithm of the absolute value of the gamma function (CPython's
/// `m_lgamma`).
fn lgamma_of(x: f64) -> Result<f64, GammaError> {
    if !x.is_finite() {
        return Ok(if x.is_nan() { x } else { f64::INFINITY });
    }
    if x == x.floor() && x <= 2.0 {
        return if x <= 0.0 {
            Err(GammaError::Domain)
        } else {
            Ok(0.0)
        };
    }
    let absx = x.abs();
    if absx < 1e-20 {
        return Ok(-c::log(absx));
    }
    let mut r = c::log(lanczos_sum(absx)) - LANCZOS_G;
    r += (absx - 0.5) * (c::log(absx + LANCZOS_G - 0.5) - 1.0);
    if x < 0.0 {
        r = LOG_PI - c::log(sinpi(absx).abs()) - c::log(absx) - r;
    }
    if r.is_infinite() {
        return Err(GammaError::Range);
    }
    Ok(r)
}

/// `math.gamma(x)`.
fn gamma(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "gamma")?)?;
    gamma_result(tgamma(x))
}

/// `math.lgamma(x)`.
fn lgamma(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let x = real(vm, one(args, kw, "lgamma")?)?;
    gamma_result(lgamma_of(x))
}

/// A gamma result as CPython's `math_1a` reports it (the computations report a range
/// error only for an infinite result, never for an underflow to zero).
fn gamma_result(r: Result<f64, GammaError>) -> PyResult<Value> {
    r.map(Value::Float).map_err(GammaError::into_py)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn power_of_two_is_ldexp() {
        for e in -1100..1100 {
            assert_eq!(
                power_of_two(e).to_bits(),
                c::ldexp(1.0, e).to_bits(),
                "2**{e}"
            );
        }
    }

    #[test]
    fn two_float_hypot_is_the_general_norm() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            f64::from_bits(state)
        };
        let specials = [
            0.0,
            -0.0,
            1.0,
            3.0,
            4.0,
            1e-310,
            5e-324,
            1e308,
            f64::INFINITY,
            f64::NAN,
        ];
        let mut pairs: Vec<(f64, f64)> = (0..20_000).map(|_| (next(), next())).collect();
        for &a in &specials {
            for &b in &specials {
                pairs.push((a, b));
            }
        }
        for (a, b) in pairs {
            let mut c = Coordinates::new(2);
            c.push(a);
            c.push(b);
            let general = c.norm();
            let fast = hypot2(a, b);
            assert!(
                fast.to_bits() == general.to_bits() || (fast.is_nan() && general.is_nan()),
                "hypot({a:e}, {b:e}): {fast:e} vs {general:e}"
            );
        }
    }

    #[test]
    fn frexp_matches_c() {
        for x in [
            1.0,
            0.75,
            -3.5,
            1e-310,
            5e-324,
            f64::MAX,
            2.0f64.powi(-1022),
        ] {
            let (m, e) = split_exponent(x);
            assert!((0.5..1.0).contains(&m.abs()), "{x}");
            assert_eq!(c::ldexp(m, e), x);
        }
    }

    #[test]
    fn bigint_frexp_rounds_half_even() {
        // 2**60 + 2**7 is halfway between two 53-bit mantissas: ties to even (down).
        let b = (BigInt::one() << 60u32) + (BigInt::one() << 7u32);
        assert_eq!(bigint_frexp(&b), (0.5, 61));
        let b = (BigInt::one() << 60u32) + (BigInt::one() << 7u32) + 1;
        assert!(bigint_frexp(&b).0 > 0.5);
    }

    #[test]
    fn comb_and_perm_small() {
        assert_eq!(perm_comb_small(10, 3, true), Some(120));
        assert_eq!(perm_comb_small(10, 3, false), Some(720));
        assert_eq!(
            perm_comb(&BigInt::from(100), 50, true).to_string(),
            "100891344545564193334812497256"
        );
    }

    #[test]
    fn remainder_ties_to_even() {
        assert_eq!(ieee_remainder(5.0, 2.0), 1.0);
        assert_eq!(ieee_remainder(7.0, 2.0), -1.0);
        assert_eq!(ieee_remainder(-4.0, 2.0).to_bits(), (-0.0f64).to_bits());
    }
}

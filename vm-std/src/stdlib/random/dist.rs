//! The real-valued distributions of `Random`, as `random.py` computes them: the same
//! draws in the same order, the same libm functions (Rust's `f64` methods call the
//! platform's, as CPython's `math` does), and the arguments combined with the generic
//! operators in the order Python evaluates the expressions (so a bad argument fails
//! with Python's error, after the same draws).

use super::{Gen, Sig, Source, TWOPI, bind, domain_error, or};
use crate::error::{ExcType, PyError, PyResult};
use crate::object::special;
use crate::ops::{cmp, nb};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;

/// `4 * exp(-0.5) / sqrt(2.0)`.
pub const NV_MAGICCONST: f64 = 1.715_527_769_921_413_5;

/// `a <op> b`, floats directly.
#[inline]
fn op(vm: &mut dyn Vm, code: u32, a: Value, b: Value) -> PyResult<Value> {
    if let (Value::Float(x), Value::Float(y)) = (&a, &b) {
        match code {
            nb::ADD => return Ok(Value::Float(x + y)),
            nb::SUBTRACT => return Ok(Value::Float(x - y)),
            nb::MULTIPLY => return Ok(Value::Float(x * y)),
            nb::TRUE_DIVIDE if *y != 0.0 => return Ok(Value::Float(x / y)),
            _ => {}
        }
    }
    special::binary(vm, code, a, b)
}

fn add(vm: &mut dyn Vm, a: Value, b: Value) -> PyResult<Value> {
    op(vm, nb::ADD, a, b)
}

fn sub(vm: &mut dyn Vm, a: Value, b: Value) -> PyResult<Value> {
    op(vm, nb::SUBTRACT, a, b)
}

fn mul(vm: &mut dyn Vm, a: Value, b: Value) -> PyResult<Value> {
    op(vm, nb::MULTIPLY, a, b)
}

fn div(vm: &mut dyn Vm, a: Value, b: Value) -> PyResult<Value> {
    op(vm, nb::TRUE_DIVIDE, a, b)
}

/// `a <= b` and friends, floats directly.
fn compare(vm: &mut dyn Vm, code: u32, a: &Value, b: f64) -> PyResult<bool> {
    if let Value::Float(x) = a {
        return Ok(match code {
            cmp::LE => *x <= b,
            cmp::GT => *x > b,
            _ => *x == b,
        });
    }
    special::compare_bool(vm, code, a, &Value::Float(b))
}

/// A `math` function's argument as a float.
fn real(v: &Value) -> PyResult<f64> {
    match crate::value::num::to_f64(v) {
        Some(r) => r,
        None => Err(PyError::type_error(format!(
            "must be real number, not {}",
            v.type_name()
        ))),
    }
}

/// `math.log(x)`.
fn log(x: f64) -> PyResult<f64> {
    if x > 0.0 || x.is_nan() {
        Ok(x.ln())
    } else {
        Err(domain_error())
    }
}

/// `math.sqrt(x)`.
fn sqrt(x: f64) -> PyResult<f64> {
    if x >= 0.0 || x.is_nan() {
        Ok(x.sqrt())
    } else {
        Err(domain_error())
    }
}

/// `math.exp(x)`.
fn exp(x: f64) -> PyResult<f64> {
    let r = x.exp();
    if r.is_infinite() && x.is_finite() {
        return Err(PyError::overflow("math range error"));
    }
    Ok(r)
}

/// `math.acos(x)`.
fn acos(x: f64) -> PyResult<f64> {
    if x.is_nan() || (-1.0..=1.0).contains(&x) {
        Ok(x.acos())
    } else {
        Err(domain_error())
    }
}

/// `a ** b` of floats.
fn pow(a: f64, b: f64) -> PyResult<f64> {
    match crate::ops::float_pow(a, b)? {
        Value::Float(r) => Ok(r),
        _ => Ok(f64::NAN),
    }
}

macro_rules! sig {
    ($name:literal, [$($p:literal),*], $required:expr) => {
        Sig {
            name: concat!("Random.", $name),
            params: &[$($p),*],
            required: $required,
            kwonly: &[],
        }
    };
}

/// `uniform(a, b)`: `a + (b - a) * random()`.
pub(super) fn uniform<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if kw.is_empty()
        && let [Value::Float(a), Value::Float(b)] = args
    {
        return Ok(Value::Float(*a + (*b - *a) * src.random()));
    }
    let [a, b] = bind(&sig!("uniform", ["a", "b"], 2), args, kw)?;
    let width = sub(vm, b, a.clone())?;
    let t = mul(vm, width, Value::Float(src.random()))?;
    add(vm, a, t)
}

/// `triangular(low=0.0, high=1.0, mode=None)`.
pub(super) fn triangular<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [low, high, mode] = bind(&sig!("triangular", ["low", "high", "mode"], 0), args, kw)?;
    let mut low = or(low, Value::Float(0.0));
    let mut high = or(high, Value::Float(1.0));
    let mode = or(mode, Value::None);
    let mut u = src.random();
    let mut c = if let Value::None = mode {
        Value::Float(0.5)
    } else {
        let num = sub(vm, mode, low.clone());
        let quotient = num.and_then(|num| {
            let den = sub(vm, high.clone(), low.clone())?;
            div(vm, num, den)
        });
        match quotient {
            Ok(c) => c,
            Err(e) if e.kind() == ExcType::ZeroDivisionError => return Ok(low),
            Err(e) => return Err(e),
        }
    };
    let above = match &c {
        Value::Float(c) => u > *c,
        _ => special::compare_bool(vm, cmp::GT, &Value::Float(u), &c)?,
    };
    if above {
        u = 1.0 - u;
        c = sub(vm, Value::Float(1.0), c)?;
        std::mem::swap(&mut low, &mut high);
    }
    finish_triangular(vm, low, high, u, c)
}

/// `low + (high - low) * _sqrt(u * c)`.
fn finish_triangular(
    vm: &mut dyn Vm,
    low: Value,
    high: Value,
    u: f64,
    c: Value,
) -> PyResult<Value> {
    let width = sub(vm, high, low.clone())?;
    let uc = mul(vm, Value::Float(u), c)?;
    let root = sqrt(real(&uc)?)?;
    let t = mul(vm, width, Value::Float(root))?;
    add(vm, low, t)
}

/// Kinderman and Monahan's ratio of uniforms: a standard normal deviate.
fn kinderman_monahan<S: Source + ?Sized>(src: &S) -> f64 {
    src.with(|g| {
        loop {
            let u1 = g.random();
            let u2 = 1.0 - g.random();
            let z = NV_MAGICCONST * (u1 - 0.5) / u2;
            let zz = z * z / 4.0;
            if zz <= -u2.ln() {
                return z;
            }
        }
    })
}

/// `normalvariate(mu=0.0, sigma=1.0)`.
pub(super) fn normalvariate<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [mu, sigma] = bind(&sig!("normalvariate", ["mu", "sigma"], 0), args, kw)?;
    let mu = or(mu, Value::Float(0.0));
    let sigma = or(sigma, Value::Float(1.0));
    let z = kinderman_monahan(src);
    let t = mul(vm, Value::Float(z), sigma)?;
    add(vm, mu, t)
}

/// `gauss(mu=0.0, sigma=1.0)`: Box-Muller, keeping the second deviate (`gauss_next`).
pub(super) fn gauss<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let (mu, sigma) = if kw.is_empty() && args.is_empty() {
        (Value::Float(0.0), Value::Float(1.0))
    } else {
        let [mu, sigma] = bind(&sig!("gauss", ["mu", "sigma"], 0), args, kw)?;
        (or(mu, Value::Float(0.0)), or(sigma, Value::Float(1.0)))
    };
    let z = src.with(|g| match std::mem::take(g.gauss_next()) {
        Value::None | Value::Undefined => {
            let x2pi = g.random() * TWOPI;
            let g2rad = (-2.0 * (1.0 - g.random()).ln()).sqrt();
            *g.gauss_next() = Value::Float(x2pi.sin() * g2rad);
            Value::Float(x2pi.cos() * g2rad)
        }
        z => {
            *g.gauss_next() = Value::None;
            z
        }
    });
    if let (Value::Float(mu), Value::Float(z), Value::Float(sigma)) = (&mu, &z, &sigma) {
        return Ok(Value::Float(mu + z * sigma));
    }
    let t = mul(vm, z, sigma)?;
    add(vm, mu, t)
}

/// `lognormvariate(mu, sigma)`: `exp(normalvariate(mu, sigma))`.
pub(super) fn lognormvariate<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [mu, sigma] = bind(&sig!("lognormvariate", ["mu", "sigma"], 2), args, kw)?;
    let z = kinderman_monahan(src);
    let t = mul(vm, Value::Float(z), sigma)?;
    let n = add(vm, mu, t)?;
    Ok(Value::Float(exp(real(&n)?)?))
}

/// `expovariate(lambd)`: `-log(1.0 - random()) / lambd`.
pub(super) fn expovariate<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [lambd] = bind(&sig!("expovariate", ["lambd"], 1), args, kw)?;
    let x = -(1.0 - src.random()).ln();
    div(vm, Value::Float(x), lambd)
}

/// `vonmisesvariate(mu, kappa)`: Fisher's algorithm.
pub(super) fn vonmisesvariate<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [mu, kappa] = bind(&sig!("vonmisesvariate", ["mu", "kappa"], 2), args, kw)?;
    if compare(vm, cmp::LE, &kappa, 1e-6)? {
        return Ok(Value::Float(TWOPI * src.random()));
    }
    let s = real(&div(vm, Value::Float(0.5), kappa)?)?;
    let r = s + sqrt(1.0 + s * s)?;
    let z = src.with(|g| {
        loop {
            let u1 = g.random();
            let z = (std::f64::consts::PI * u1).cos();
            let d = z / (r + z);
            let u2 = g.random();
            if u2 < 1.0 - d * d || u2 <= (1.0 - d) * d.exp() {
                return z;
            }
        }
    });
    let q = 1.0 / r;
    let f = (q + z) / (1.0 + q * z);
    let u3 = src.random();
    let angle = acos(f)?;
    let theta = if u3 > 0.5 {
        add(vm, mu, Value::Float(angle))?
    } else {
        sub(vm, mu, Value::Float(angle))?
    };
    if let Value::Float(t) = theta {
        return Ok(Value::Float(crate::ops::float_mod(t, TWOPI)?));
    }
    special::binary(vm, nb::REMAINDER, theta, Value::Float(TWOPI))
}

/// `gammavariate(alpha, beta)` as a float before the multiplication by `beta`.
fn gamma<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    alpha: &Value,
    beta: &Value,
) -> PyResult<f64> {
    if compare(vm, cmp::LE, alpha, 0.0)? || compare(vm, cmp::LE, beta, 0.0)? {
        return Err(PyError::value_error(
            "gammavariate: alpha and beta must be > 0.0",
        ));
    }
    let a = real(alpha)?;
    if a > 1.0 {
        // Cheng's algorithm (1977).
        let ainv = sqrt(2.0 * a - 1.0)?;
        let bbb = a - 4f64.ln();
        let ccc = a + ainv;
        let sg_magicconst = 1.0 + 4.5f64.ln();
        return src.with(|g| {
            loop {
                let u1 = g.random();
                if !(1e-7 < u1 && u1 < 0.9999999) {
                    continue;
                }
                let u2 = 1.0 - g.random();
                let v = (u1 / (1.0 - u1)).ln() / ainv;
                let x = a * v.exp();
                let z = u1 * u1 * u2;
                let r = bbb + ccc * v - x;
                if r + sg_magicconst - 4.5 * z >= 0.0 || r >= z.ln() {
                    return Ok(x);
                }
            }
        });
    }
    if a == 1.0 {
        return Ok(-(1.0 - src.random()).ln());
    }
    // Algorithm GS of Kennedy and Gentle, for 0 < alpha < 1.
    let e = std::f64::consts::E;
    loop {
        let u = src.random();
        let b = (e + a) / e;
        let p = b * u;
        let x = if p <= 1.0 {
            pow(p, 1.0 / a)?
        } else {
            -log((b - p) / a)?
        };
        let u1 = src.random();
        if p > 1.0 {
            if u1 <= pow(x, a - 1.0)? {
                return Ok(x);
            }
        } else if u1 <= (-x).exp() {
            return Ok(x);
        }
    }
}

/// `gammavariate(alpha, beta)`.
pub(super) fn gammavariate<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [alpha, beta] = bind(&sig!("gammavariate", ["alpha", "beta"], 2), args, kw)?;
    let x = gamma(src, vm, &alpha, &beta)?;
    mul(vm, Value::Float(x), beta)
}

/// `betavariate(alpha, beta)`: `y / (y + gammavariate(beta, 1.0))` with `y =
/// gammavariate(alpha, 1.0)`.
pub(super) fn betavariate<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [alpha, beta] = bind(&sig!("betavariate", ["alpha", "beta"], 2), args, kw)?;
    let one = Value::Float(1.0);
    let y = gamma(src, vm, &alpha, &one)?;
    if y != 0.0 {
        let other = gamma(src, vm, &beta, &one)?;
        return Ok(Value::Float(y / (y + other)));
    }
    Ok(Value::Float(0.0))
}

/// `paretovariate(alpha)`: `(1.0 - random()) ** (-1.0 / alpha)`.
pub(super) fn paretovariate<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [alpha] = bind(&sig!("paretovariate", ["alpha"], 1), args, kw)?;
    let u = 1.0 - src.random();
    let e = div(vm, Value::Float(-1.0), alpha)?;
    special::binary(vm, nb::POWER, Value::Float(u), e)
}

/// `weibullvariate(alpha, beta)`: `alpha * (-log(1.0 - random())) ** (1.0 / beta)`.
pub(super) fn weibullvariate<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [alpha, beta] = bind(&sig!("weibullvariate", ["alpha", "beta"], 2), args, kw)?;
    let u = 1.0 - src.random();
    let base = -log(u)?;
    let e = div(vm, Value::Float(1.0), beta)?;
    let p = special::binary(vm, nb::POWER, Value::Float(base), e)?;
    mul(vm, alpha, p)
}

//! `random.SystemRandom`: a `Random` subclass drawing from the operating system's entropy
//! (each instance's generator an [`OsRng`]), with the methods CPython's `SystemRandom`
//! defines itself: `random()`, `getrandbits(k)` and `randbytes(n)` from `os.urandom`,
//! `seed()` a stub that does nothing, `getstate()` and `setstate()` refusing (there is no
//! state). `Random`'s other methods run on the instance's source (see `Generator`).

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::{BigInt, BigUint};

use super::{
    Gen, OsRng, S_GETRANDBITS, S_GETSTATE, S_INIT, S_NEW, S_RANDBYTES, S_RANDOM, S_SEED,
    S_SETSTATE, SIG_INIT, Sig, bind, keep,
};
use crate::error::{ExcType, PyError, PyResult};
use crate::object::special;
use crate::ops::{cmp, nb};
use crate::runtime::Vm;
use crate::value::class::{Class, ClassDict, Descr, Native, c3};
use crate::value::native::Kwargs;
use crate::value::{Value, obj};

/// The class, deriving from `random` (the module's `Random`).
pub fn class(vm: &mut dyn Vm, random: &Value) -> Value {
    let mut dict = ClassDict::default();
    dict.set(Rc::from("__module__"), Value::str("random"));
    let init = Descr::property(Value::Builtin(S_NEW), Value::None, Value::None);
    dict.set(Rc::from("__init__"), Value::Descr(obj(init)));
    for (name, b) in [
        ("random", S_RANDOM),
        ("getrandbits", S_GETRANDBITS),
        ("randbytes", S_RANDBYTES),
        ("seed", S_SEED),
        ("getstate", S_GETSTATE),
        ("setstate", S_SETSTATE),
    ] {
        dict.set(Rc::from(name), Value::Builtin(b));
    }
    let object = vm.machine().object.clone();
    let bases = vec![random.clone()];
    let made = c3("SystemRandom", &bases, &object).and_then(|mro| {
        Class::new(
            Rc::from("SystemRandom"),
            bases,
            mro,
            dict,
            Native::Object,
            None,
            false,
        )
    });
    made.map_or(Value::None, Value::class)
}

/// The getter of `SystemRandom.__init__`: a source for the instance, and
/// `Random.__init__` bound to it (what `SystemRandom(x)` then calls with `x`).
pub(super) fn new_generator(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let inst = args[0].clone();
    if let Value::Instance(i) = &inst {
        keep(i, Rc::new(RefCell::new(OsRng::new())));
    }
    Ok(Value::bound_method(Value::Builtin(S_INIT), inst))
}

/// `Random.__init__(self, x=None)` of a `SystemRandom`: its arguments bound, and
/// `self.seed(x)`, which does nothing.
pub(super) fn init(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let rest = receiver(args, "__init__")?;
    let [_x] = bind(&SIG_INIT, rest, kw)?;
    Ok(Value::None)
}

/// The arguments after `self`.
fn receiver<'a>(args: &'a mut [Value], name: &str) -> PyResult<&'a mut [Value]> {
    match args.split_first_mut() {
        Some((_, rest)) => Ok(rest),
        None => Err(PyError::type_error(format!(
            "unbound method SystemRandom.{name}() needs an argument"
        ))),
    }
}

/// `random()`: `(int.from_bytes(_urandom(7)) >> 3) * RECIP_BPF`.
pub(super) fn random(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    const SIG: Sig = Sig {
        name: "SystemRandom.random",
        params: &[],
        required: 0,
        kwonly: &[],
    };
    let [] = bind(&SIG, receiver(args, "random")?, kw)?;
    Ok(Value::Float(OsRng::new().random()))
}

/// `getrandbits(k)`: `ceil(k / 8)` bytes of entropy as a big-endian int, shifted down to
/// `k` bits; a negative `k` is CPython's `ValueError`, and anything but an int fails as
/// the Python method's arithmetic does.
pub(super) fn getrandbits(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    const SIG: Sig = Sig {
        name: "SystemRandom.getrandbits",
        params: &["k"],
        required: 1,
        kwonly: &[],
    };
    let [k] = bind(&SIG, receiver(args, "getrandbits")?, kw)?;
    if special::compare_bool(vm, cmp::LT, &k, &Value::Int(0))? {
        return Err(PyError::value_error("number of bits must be non-negative"));
    }
    match &k {
        Value::Int(_) | Value::Bool(_) => {
            let k = crate::value::num::to_i64(&k).unwrap_or(0) as u64;
            if k <= 64 {
                return Ok(Value::from_bigint(BigInt::from(
                    OsRng::new().bits64(k as u32),
                )));
            }
            Ok(Value::from_bigint(OsRng::new().bits(k)))
        }
        // `numbytes = (k + 7) // 8`, `_urandom(numbytes)`, the shift: through the
        // operators, as the Python method.
        _ => {
            let sum = special::binary(vm, nb::ADD, k.clone(), Value::Int(7))?;
            let numbytes = special::binary(vm, nb::FLOOR_DIVIDE, sum, Value::Int(8))?;
            let n = byte_count(vm, &numbytes)?;
            let x = BigInt::from(BigUint::from_bytes_be(&super::os::urandom(n)?));
            let width = special::binary(vm, nb::MULTIPLY, numbytes, Value::Int(8))?;
            let shift = special::binary(vm, nb::SUBTRACT, width, k)?;
            special::binary(vm, nb::RSHIFT, Value::from_bigint(x), shift)
        }
    }
}

/// The size argument of `os.urandom(size)`: an int that fits a `Py_ssize_t`, not
/// negative.
fn byte_count(vm: &mut dyn Vm, v: &Value) -> PyResult<usize> {
    match super::super::index(vm, v)? {
        Value::Int(n) if n < 0 => Err(PyError::value_error("negative argument not allowed")),
        Value::Int(n) => Ok(n as usize),
        _ => Err(PyError::overflow(
            "Python int too large to convert to C ssize_t",
        )),
    }
}

/// `randbytes(n)`: `os.urandom(n)`.
pub(super) fn randbytes(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    const SIG: Sig = Sig {
        name: "SystemRandom.randbytes",
        params: &["n"],
        required: 1,
        kwonly: &[],
    };
    let [n] = bind(&SIG, receiver(args, "randbytes")?, kw)?;
    let n = byte_count(vm, &n)?;
    Ok(Value::bytes(super::os::urandom(n)?))
}

/// `seed(*args, **kwds)`: a stub, "not used for a system random number generator".
pub(super) fn seed_method(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(Value::None)
}

/// `getstate()` and `setstate()`: CPython's `_notimplemented`.
pub(super) fn no_state(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::new(
        ExcType::NotImplementedError,
        "System entropy source does not have state.",
    ))
}

/// `Random.seed` called on a `SystemRandom` (`random.Random.seed(sr, 1)`): what the
/// instance's own `seed` does.
pub(super) fn seed(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    seed_method(vm, args, kw)
}

/// `Random.getstate` called on a `SystemRandom`: there is no state.
pub(super) fn getstate(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    no_state(vm, args, kw)
}

/// `Random.setstate` called on a `SystemRandom`: there is no state.
pub(super) fn setstate(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    no_state(vm, args, kw)
}

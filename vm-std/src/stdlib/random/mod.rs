//! `random`: CPython 3.11's module, bit for bit. The generator is the Mersenne Twister of
//! `_randommodule.c` (`mt.rs`), seeded as `Random.seed` seeds it, and every method follows
//! `Lib/random.py`'s algorithm (which draws it makes, in which order, with which
//! rejections), so a seeded program prints what CPython prints.
//!
//! The module's functions share one hidden generator, as CPython's share `random._inst`:
//! a `thread_local!` (a program runs on one thread, so it is the program's), seeded from
//! the operating system when the module is imported (and at its first draw, should one
//! come first). `random.Random` is a class whose instances each own a generator: its
//! methods are the same handlers, given the instance's generator instead (see [`Source`]
//! and [`class`]).
//!
//! The methods' arguments are bound as CPython binds a Python method's (by position or
//! keyword, its messages: `Random.randint() missing 1 required positional argument:
//! 'b'`), except `random()` and `getrandbits()`, which are C methods there and take no
//! keywords. Numbers the distributions take (`mu`, `sigma`, `a`, `b`, ...) go through the
//! generic operators, so ints, floats and instances mix as in Python and fail with
//! Python's errors; floats take a direct path.
//!
//! `random.SystemRandom` is a subclass of `Random` whose instances draw from the operating
//! system's entropy (`os.rs`), with CPython's `SystemRandom`'s own `random()`,
//! `getrandbits()` and `randbytes()`, `seed()` doing nothing and `getstate()`/`setstate()`
//! refusing; its other methods are `Random`'s, run on that source (the [`Gen`] trait).
//!
//! Not here: subclasses of `Random` overriding `random()` or `getrandbits()` (the other
//! methods do not call the overrides).

mod dist;
mod mt;
mod os;
mod seq;
mod system;

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::{BigInt, BigUint, Sign};
use sha2::{Digest, Sha512};

use crate::error::{PyError, PyResult};
use crate::object::special;
use crate::runtime::Vm;
use crate::value::class::{Class, ClassDict, Descr, Native};
use crate::value::native::Kwargs;
use crate::value::{Traceback, Value, obj};

use super::NativeModule;
use dist::{
    betavariate, expovariate, gammavariate, gauss, lognormvariate, normalvariate, paretovariate,
    triangular, uniform, vonmisesvariate, weibullvariate,
};
pub use mt::Mt;
pub use os::OsRng;
use seq::{choice, choices, randint, randrange, sample, shuffle};

/// The handlers of every method twice: `m::name` runs it on the module's generator,
/// `i::name` on the generator of the `Random` (or `SystemRandom`) instance in `args[0]`.
/// The methods of the first list draw from any source; those of the second work on the
/// Mersenne Twister's state, and on a `SystemRandom` do what its own methods do.
macro_rules! handlers {
    ([$($name:ident),* $(,)?], [$($state:ident),* $(,)?]) => {
        /// The module's functions: the hidden generator.
        mod m {
            use super::*;
            $(
                pub fn $name(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
                    super::$name(&Shared, vm, args, kw)
                }
            )*
            $(
                pub fn $state(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
                    super::$state(&Shared, vm, args, kw)
                }
            )*
        }
        /// The methods of `Random` instances: the instance's generator.
        mod i {
            use super::*;
            $(
                pub fn $name(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
                    match instance(args, stringify!($name))? {
                        (Generator::Mt(g), rest) => super::$name(&*g, vm, rest, kw),
                        (Generator::Os(g), rest) => super::$name(&*g, vm, rest, kw),
                    }
                }
            )*
            $(
                pub fn $state(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
                    match instance(args, stringify!($state))? {
                        (Generator::Mt(g), rest) => super::$state(&*g, vm, rest, kw),
                        (Generator::Os(_), rest) => system::$state(vm, rest, kw),
                    }
                }
            )*
        }
    };
}

handlers!(
    [
        random,
        getrandbits,
        randbytes,
        randrange,
        randint,
        choice,
        choices,
        shuffle,
        sample,
        uniform,
        triangular,
        normalvariate,
        gauss,
        lognormvariate,
        expovariate,
        vonmisesvariate,
        gammavariate,
        betavariate,
        paretovariate,
        weibullvariate,
    ],
    [seed, getstate, setstate]
);

crate::runtime::table::natives! {
    table = 5;
    SEED = "seed" (0..) keywords(*) => m::seed;
    RANDOM = "random" (0..) keywords(*) => m::random;
    GETRANDBITS = "getrandbits" (0..) keywords(*) => m::getrandbits;
    RANDBYTES = "randbytes" (0..) keywords(*) => m::randbytes;
    GETSTATE = "getstate" (0..) keywords(*) => m::getstate;
    SETSTATE = "setstate" (0..) keywords(*) => m::setstate;
    RANDRANGE = "randrange" (0..) keywords(*) => m::randrange;
    RANDINT = "randint" (0..) keywords(*) => m::randint;
    CHOICE = "choice" (0..) keywords(*) => m::choice;
    CHOICES = "choices" (0..) keywords(*) => m::choices;
    SHUFFLE = "shuffle" (0..) keywords(*) => m::shuffle;
    SAMPLE = "sample" (0..) keywords(*) => m::sample;
    UNIFORM = "uniform" (0..) keywords(*) => m::uniform;
    TRIANGULAR = "triangular" (0..) keywords(*) => m::triangular;
    NORMALVARIATE = "normalvariate" (0..) keywords(*) => m::normalvariate;
    GAUSS = "gauss" (0..) keywords(*) => m::gauss;
    LOGNORMVARIATE = "lognormvariate" (0..) keywords(*) => m::lognormvariate;
    EXPOVARIATE = "expovariate" (0..) keywords(*) => m::expovariate;
    VONMISESVARIATE = "vonmisesvariate" (0..) keywords(*) => m::vonmisesvariate;
    GAMMAVARIATE = "gammavariate" (0..) keywords(*) => m::gammavariate;
    BETAVARIATE = "betavariate" (0..) keywords(*) => m::betavariate;
    PARETOVARIATE = "paretovariate" (0..) keywords(*) => m::paretovariate;
    WEIBULLVARIATE = "weibullvariate" (0..) keywords(*) => m::weibullvariate;
    // `Random`'s methods (not module attributes: `#[hidden]`). Their names are qualified
    // by the class's (`random.Random.seed`): that makes a builtin found on a class bind
    // to the instance (`Builtin::is_method`), and `__name__` is the last part.
    #[hidden] R_INIT = "random.Random.__init__" (0..) keywords(*) => init;
    #[hidden] R_NEW = "random.Random._new_generator" (1) => new_generator;
    #[hidden] R_SEED = "random.Random.seed" (0..) keywords(*) => i::seed;
    #[hidden] R_RANDOM = "random.Random.random" (0..) keywords(*) => i::random;
    #[hidden] R_GETRANDBITS = "random.Random.getrandbits" (0..) keywords(*) => i::getrandbits;
    #[hidden] R_RANDBYTES = "random.Random.randbytes" (0..) keywords(*) => i::randbytes;
    #[hidden] R_GETSTATE = "random.Random.getstate" (0..) keywords(*) => i::getstate;
    #[hidden] R_SETSTATE = "random.Random.setstate" (0..) keywords(*) => i::setstate;
    #[hidden] R_RANDRANGE = "random.Random.randrange" (0..) keywords(*) => i::randrange;
    #[hidden] R_RANDINT = "random.Random.randint" (0..) keywords(*) => i::randint;
    #[hidden] R_CHOICE = "random.Random.choice" (0..) keywords(*) => i::choice;
    #[hidden] R_CHOICES = "random.Random.choices" (0..) keywords(*) => i::choices;
    #[hidden] R_SHUFFLE = "random.Random.shuffle" (0..) keywords(*) => i::shuffle;
    #[hidden] R_SAMPLE = "random.Random.sample" (0..) keywords(*) => i::sample;
    #[hidden] R_UNIFORM = "random.Random.uniform" (0..) keywords(*) => i::uniform;
    #[hidden] R_TRIANGULAR = "random.Random.triangular" (0..) keywords(*) => i::triangular;
    #[hidden] R_NORMALVARIATE = "random.Random.normalvariate" (0..) keywords(*) => i::normalvariate;
    #[hidden] R_GAUSS = "random.Random.gauss" (0..) keywords(*) => i::gauss;
    #[hidden] R_LOGNORMVARIATE = "random.Random.lognormvariate" (0..) keywords(*) => i::lognormvariate;
    #[hidden] R_EXPOVARIATE = "random.Random.expovariate" (0..) keywords(*) => i::expovariate;
    #[hidden] R_VONMISESVARIATE = "random.Random.vonmisesvariate" (0..) keywords(*) => i::vonmisesvariate;
    #[hidden] R_GAMMAVARIATE = "random.Random.gammavariate" (0..) keywords(*) => i::gammavariate;
    #[hidden] R_BETAVARIATE = "random.Random.betavariate" (0..) keywords(*) => i::betavariate;
    #[hidden] R_PARETOVARIATE = "random.Random.paretovariate" (0..) keywords(*) => i::paretovariate;
    #[hidden] R_WEIBULLVARIATE = "random.Random.weibullvariate" (0..) keywords(*) => i::weibullvariate;
    // `SystemRandom`'s own methods (the others are `Random`'s).
    #[hidden] S_INIT = "random.SystemRandom.__init__" (0..) keywords(*) => system::init;
    #[hidden] S_NEW = "random.SystemRandom._new_generator" (1) => system::new_generator;
    #[hidden] S_RANDOM = "random.SystemRandom.random" (0..) keywords(*) => system::random;
    #[hidden] S_GETRANDBITS = "random.SystemRandom.getrandbits" (0..) keywords(*) => system::getrandbits;
    #[hidden] S_RANDBYTES = "random.SystemRandom.randbytes" (0..) keywords(*) => system::randbytes;
    #[hidden] S_SEED = "random.SystemRandom.seed" (0..) keywords(*) => system::seed_method;
    #[hidden] S_GETSTATE = "random.SystemRandom.getstate" (0..) keywords(*) => system::no_state;
    #[hidden] S_SETSTATE = "random.SystemRandom.setstate" (0..) keywords(*) => system::no_state;
}

pub const MODULE: NativeModule = NativeModule {
    name: "random",
    functions: &TABLE,
    values,
};

/// `2 * pi`.
const TWOPI: f64 = 2.0 * std::f64::consts::PI;

fn values(vm: &mut dyn Vm) -> Vec<(&'static str, Value)> {
    // CPython seeds `random._inst` when the module is imported.
    SHARED.with(|g| g.borrow_mut().seed_from_os());
    // CPython's `__all__` (what `from random import *` binds).
    let all = [
        "Random",
        "SystemRandom",
        "betavariate",
        "choice",
        "choices",
        "expovariate",
        "gammavariate",
        "gauss",
        "getrandbits",
        "getstate",
        "lognormvariate",
        "normalvariate",
        "paretovariate",
        "randbytes",
        "randint",
        "random",
        "randrange",
        "sample",
        "seed",
        "setstate",
        "shuffle",
        "triangular",
        "uniform",
        "vonmisesvariate",
        "weibullvariate",
    ];
    let random = class(vm);
    let system = system::class(vm, &random);
    vec![
        (
            "__all__",
            Value::list(all.into_iter().map(Value::str).collect()),
        ),
        ("Random", random),
        ("SystemRandom", system),
        ("BPF", Value::Int(53)),
        ("RECIP_BPF", Value::Float(2f64.powi(-53))),
        ("LOG4", Value::Float(4f64.ln())),
        ("SG_MAGICCONST", Value::Float(1.0 + 4.5f64.ln())),
        ("TWOPI", Value::Float(TWOPI)),
        ("NV_MAGICCONST", Value::Float(dist::NV_MAGICCONST)),
    ]
}

// ------------------------------------------------------------ generators

/// A generator: the Mersenne Twister of `Random` ([`Mt`]) or the operating system's
/// entropy of `SystemRandom` ([`OsRng`]). Every method draws through these.
pub trait Gen {
    /// `random()`: a float in [0, 1) of 53 random bits.
    fn random(&mut self) -> f64;

    /// `getrandbits(k)` for `k <= 64`.
    fn bits64(&mut self, k: u32) -> u64;

    /// `getrandbits(k)` for any `k`.
    fn bits(&mut self, k: u64) -> BigInt;

    /// `randbytes(n)` (`MemoryError` for more than can be had).
    fn random_bytes(&mut self, n: usize) -> PyResult<Vec<u8>>;

    /// The second normal deviate `gauss()` keeps (`None` or a float).
    fn gauss_next(&mut self) -> &mut Value;

    /// `_randbelow(n)` for `n > 0`: `getrandbits(n.bit_length())` until one is below, as
    /// `Random._randbelow_with_getrandbits`.
    #[inline(always)]
    fn below(&mut self, n: u64) -> u64 {
        let k = 64 - n.leading_zeros();
        loop {
            let r = self.bits64(k);
            if r < n {
                return r;
            }
        }
    }

    /// [`Gen::below`] for a big `n` (`n > 0`).
    fn below_big(&mut self, n: &BigInt) -> BigInt {
        let k = n.bits();
        loop {
            let r = self.bits(k);
            if &r < n {
                return r;
            }
        }
    }
}

/// Where a method's draws come from: the module's generator or an instance's.
pub trait Source {
    /// The kind of generator.
    type Gen: Gen;

    /// Runs `f` on the generator. `f` must not run Python code (the generator is
    /// borrowed meanwhile).
    fn with<R>(&self, f: impl FnOnce(&mut Self::Gen) -> R) -> R;

    /// `random()`.
    #[inline(always)]
    fn random(&self) -> f64 {
        self.with(|g| g.random())
    }

    /// `_randbelow(n)` for `n > 0`.
    #[inline(always)]
    fn below(&self, n: u64) -> u64 {
        self.with(|g| g.below(n))
    }
}

thread_local! {
    /// The generator of the module's functions (CPython's `random._inst`).
    static SHARED: RefCell<Mt> = const { RefCell::new(Mt::new()) };
}

/// The module's generator.
struct Shared;

impl Source for Shared {
    type Gen = Mt;

    #[inline(always)]
    fn with<R>(&self, f: impl FnOnce(&mut Mt) -> R) -> R {
        SHARED.with(|g| f(&mut g.borrow_mut()))
    }
}

impl<G: Gen> Source for RefCell<G> {
    type Gen = G;

    #[inline(always)]
    fn with<R>(&self, f: impl FnOnce(&mut G) -> R) -> R {
        f(&mut self.borrow_mut())
    }
}

// ------------------------------------------------------------ the class

/// `random.Random`: a class whose instances carry a generator in their native part
/// (an erased box, the one opaque payload values have: it is never shown to Python).
/// Its methods are the `R_*` entries; `__init__` is a property whose getter gives the
/// instance its generator and returns the bound `seed`, so that `Random(x)` seeds a
/// fresh generator with `x` (a builtin `__init__` would be taken for `object`'s).
fn class(vm: &mut dyn Vm) -> Value {
    let mut dict = ClassDict::default();
    let init = Descr::property(Value::Builtin(R_NEW), Value::None, Value::None);
    dict.set(Rc::from("__module__"), Value::str("random"));
    dict.set(Rc::from("__init__"), Value::Descr(obj(init)));
    dict.set(Rc::from("VERSION"), Value::Int(3));
    let methods = [
        ("seed", R_SEED),
        ("random", R_RANDOM),
        ("getrandbits", R_GETRANDBITS),
        ("randbytes", R_RANDBYTES),
        ("getstate", R_GETSTATE),
        ("setstate", R_SETSTATE),
        ("randrange", R_RANDRANGE),
        ("randint", R_RANDINT),
        ("choice", R_CHOICE),
        ("choices", R_CHOICES),
        ("shuffle", R_SHUFFLE),
        ("sample", R_SAMPLE),
        ("uniform", R_UNIFORM),
        ("triangular", R_TRIANGULAR),
        ("normalvariate", R_NORMALVARIATE),
        ("gauss", R_GAUSS),
        ("lognormvariate", R_LOGNORMVARIATE),
        ("expovariate", R_EXPOVARIATE),
        ("vonmisesvariate", R_VONMISESVARIATE),
        ("gammavariate", R_GAMMAVARIATE),
        ("betavariate", R_BETAVARIATE),
        ("paretovariate", R_PARETOVARIATE),
        ("weibullvariate", R_WEIBULLVARIATE),
    ];
    for (name, b) in methods {
        dict.set(Rc::from(name), Value::Builtin(b));
    }
    let object = vm.machine().object.clone();
    match Class::new(
        Rc::from("Random"),
        vec![object.clone()],
        vec![object],
        dict,
        Native::Object,
        None,
        false,
    ) {
        Ok(c) => Value::class(c),
        Err(_) => Value::None,
    }
}

/// The generator of a `Random` or `SystemRandom` instance.
pub enum Generator {
    Mt(Rc<RefCell<Mt>>),
    Os(Rc<RefCell<OsRng>>),
}

/// Gives instance `i` generator `g` (kept in its native part).
fn keep<G: 'static>(i: &crate::value::class::Instance, g: Rc<RefCell<G>>) {
    *i.native.borrow_mut() = Value::Traceback(obj(Traceback(Box::new(g))));
}

/// Whether `c` is the class `name` of this module.
fn is_class(c: &Class, name: &str) -> bool {
    &*c.name == name && matches!(&c.own("__module__"), Some(Value::Str(m)) if m.s == "random")
}

/// The generator of instance `v` (made, unseeded, if it has none yet: an instance of a
/// subclass whose `__init__` did not call `Random.__init__`).
fn generator_of(v: &Value) -> Option<Generator> {
    let Value::Instance(inst) = v else {
        return None;
    };
    match &*inst.native.borrow() {
        Value::Traceback(t) => {
            if let Some(g) = t.0.downcast_ref::<Rc<RefCell<Mt>>>() {
                return Some(Generator::Mt(Rc::clone(g)));
            }
            return t
                .0
                .downcast_ref::<Rc<RefCell<OsRng>>>()
                .map(|g| Generator::Os(Rc::clone(g)));
        }
        // A plain object: it gets a generator only if it is a `Random`.
        Value::None => {}
        _ => return None,
    }
    let derives = |name: &str| {
        is_class(&inst.class, name)
            || inst
                .class
                .mro
                .iter()
                .any(|c| matches!(c, Value::Class(c) if is_class(c, name)))
    };
    if derives("SystemRandom") {
        let g = Rc::new(RefCell::new(OsRng::new()));
        keep(inst, Rc::clone(&g));
        return Some(Generator::Os(g));
    }
    if !derives("Random") {
        return None;
    }
    let g = Rc::new(RefCell::new(Mt::new()));
    keep(inst, Rc::clone(&g));
    Some(Generator::Mt(g))
}

/// The generator of the instance method `name` was called on, and the other arguments.
fn instance<'a>(args: &'a mut [Value], name: &str) -> PyResult<(Generator, &'a mut [Value])> {
    let Some((first, rest)) = args.split_first_mut() else {
        return Err(PyError::type_error(format!(
            "unbound method Random.{name}() needs an argument"
        )));
    };
    match generator_of(first) {
        Some(g) => Ok((g, rest)),
        None => Err(PyError::type_error(format!(
            "descriptor '{name}' for '_random.Random' objects doesn't apply to a '{}' object",
            first.type_name()
        ))),
    }
}

/// The getter of `Random.__init__`: a fresh generator for the instance, and its `seed`
/// bound to it (what `Random(x)` then calls with `x`).
fn new_generator(_: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let inst = args[0].clone();
    if let Value::Instance(i) = &inst {
        keep(i, Rc::new(RefCell::new(Mt::new())));
    }
    Ok(Value::bound_method(Value::Builtin(R_INIT), inst))
}

/// `Random.__init__(self, x=None)`: `self.seed(x)`.
fn init(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let (g, rest) = instance(args, "__init__")?;
    let [x] = bind(&SIG_INIT, rest, kw)?;
    match g {
        Generator::Mt(rng) => seed_with(&*rng, vm, &or(x, Value::None), &Value::Int(2)),
        // `SystemRandom.seed` does nothing.
        Generator::Os(_) => Ok(Value::None),
    }
}

// ------------------------------------------------------------ arguments

/// A Python method's signature (after `self`), for binding arguments as CPython does.
pub struct Sig {
    /// `Random.name`, as messages print it.
    name: &'static str,
    /// The positional-or-keyword parameters.
    params: &'static [&'static str],
    /// How many of them are required.
    required: usize,
    /// The keyword-only parameters (all with defaults).
    kwonly: &'static [&'static str],
}

const SIG_INIT: Sig = Sig {
    name: "Random.__init__",
    params: &["x"],
    required: 0,
    kwonly: &[],
};

/// The arguments of a call bound to `sig`'s parameters in order (positional, then
/// keyword-only); `Undefined` for the ones not given. CPython's checks and messages, in
/// its order: keywords, then too many positional, then missing ones.
pub fn bind<const K: usize>(sig: &Sig, args: &mut [Value], kw: &Kwargs) -> PyResult<[Value; K]> {
    let np = sig.params.len();
    debug_assert_eq!(K, np + sig.kwonly.len());
    let mut out: [Value; K] = std::array::from_fn(|_| Value::Undefined);
    for (slot, a) in out.iter_mut().zip(args.iter_mut()).take(np) {
        *slot = std::mem::take(a);
    }
    for (k, v) in kw {
        let Some(i) = sig.params.iter().chain(sig.kwonly).position(|p| *p == &**k) else {
            return Err(PyError::type_error(format!(
                "{}() got an unexpected keyword argument '{k}'",
                sig.name
            )));
        };
        if !matches!(out[i], Value::Undefined) {
            return Err(PyError::type_error(format!(
                "{}() got multiple values for argument '{k}'",
                sig.name
            )));
        }
        out[i] = v.clone();
    }
    if args.len() > np {
        let takes = if sig.required == np {
            format!("{}", np + 1)
        } else {
            format!("from {} to {}", sig.required + 1, np + 1)
        };
        return Err(PyError::type_error(format!(
            "{}() takes {takes} positional argument{} but {} were given",
            sig.name,
            if np == 0 { "" } else { "s" },
            args.len() + 1,
        )));
    }
    let missing: Vec<&str> = sig.params[..sig.required]
        .iter()
        .zip(&out)
        .filter(|(_, v)| matches!(v, Value::Undefined))
        .map(|(p, _)| *p)
        .collect();
    if !missing.is_empty() {
        let names: Vec<String> = missing.iter().map(|p| format!("'{p}'")).collect();
        let list = match names.len() {
            1 => names[0].clone(),
            2 => format!("{} and {}", names[0], names[1]),
            n => format!("{}, and {}", names[..n - 1].join(", "), names[n - 1]),
        };
        return Err(PyError::type_error(format!(
            "{}() missing {} required positional argument{}: {list}",
            sig.name,
            missing.len(),
            if missing.len() == 1 { "" } else { "s" }
        )));
    }
    Ok(out)
}

/// `value`, or `default` when the argument was not given.
fn or(value: Value, default: Value) -> Value {
    match value {
        Value::Undefined => default,
        v => v,
    }
}

/// The checks of a C method without parameters (`random()`).
fn no_args(name: &str, args: &[Value], kw: &Kwargs) -> PyResult<()> {
    if !kw.is_empty() {
        return Err(PyError::type_error(format!(
            "{name}() takes no keyword arguments"
        )));
    }
    if !args.is_empty() {
        return Err(PyError::type_error(format!(
            "{name}() takes no arguments ({} given)",
            args.len()
        )));
    }
    Ok(())
}

// ------------------------------------------------------------ the core methods

/// `random()`: a float in [0, 1).
fn random<S: Source + ?Sized>(
    src: &S,
    _: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if !args.is_empty() || !kw.is_empty() {
        no_args("Random.random", args, kw)?;
    }
    Ok(Value::Float(src.random()))
}

/// `getrandbits(k)`: an int of `k` random bits.
fn getrandbits<S: Source + ?Sized>(
    src: &S,
    _: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(PyError::type_error(
            "Random.getrandbits() takes no keyword arguments",
        ));
    }
    if args.len() != 1 {
        return Err(PyError::type_error(format!(
            "Random.getrandbits() takes exactly one argument ({} given)",
            args.len()
        )));
    }
    let k = bits_argument(&args[0])?;
    Ok(if k < 64 {
        Value::Int(src.with(|g| g.bits64(k as u32)) as i64)
    } else {
        Value::from_bigint(src.with(|g| g.bits(k)))
    })
}

/// The `k` of `getrandbits(k)`: an int that fits a C int and is not negative, with
/// CPython's errors.
fn bits_argument(v: &Value) -> PyResult<u64> {
    let k = match v {
        Value::Int(k) => *k,
        Value::Bool(b) => i64::from(*b),
        Value::BigInt(_) => i64::MAX,
        other => {
            return Err(PyError::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    if k > i64::from(i32::MAX) || k < i64::from(i32::MIN) {
        return Err(PyError::overflow(
            "Python int too large to convert to C int",
        ));
    }
    if k < 0 {
        return Err(PyError::value_error("number of bits must be non-negative"));
    }
    Ok(k as u64)
}

const SIG_RANDBYTES: Sig = Sig {
    name: "Random.randbytes",
    params: &["n"],
    required: 1,
    kwonly: &[],
};

/// `randbytes(n)`: `self.getrandbits(n * 8).to_bytes(n, 'little')`, so that a seeded
/// generator gives CPython's bytes.
fn randbytes<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [n] = bind(&SIG_RANDBYTES, args, kw)?;
    if let Some(n) = crate::value::num::to_i64(&n) {
        let k = n.checked_mul(8).map_or(Value::Int(i64::MAX), Value::Int);
        bits_argument(&k)?;
        let data = src.with(|g| g.random_bytes(n as usize))?;
        return Ok(Value::bytes(data));
    }
    // Anything else goes through the operators, as the Python method's `n * 8` does.
    let k = special::binary(vm, crate::ops::nb::MULTIPLY, n.clone(), Value::Int(8))?;
    let k = bits_argument(&k)?;
    let value = src.with(|g| g.bits(k));
    let len = match super::index(vm, &n)? {
        Value::Int(len) if len >= 0 => len as usize,
        Value::Int(_) => {
            return Err(PyError::value_error("length argument must be non-negative"));
        }
        _ => {
            return Err(PyError::overflow(
                "Python int too large to convert to C ssize_t",
            ));
        }
    };
    let mut data = value.to_bytes_le().1;
    if data.len() > len && (len > 0 || value.sign() != Sign::NoSign) {
        return Err(PyError::overflow("int too big to convert"));
    }
    data.resize(len, 0);
    Ok(Value::bytes(data))
}

const SIG_SEED: Sig = Sig {
    name: "Random.seed",
    params: &["a", "version"],
    required: 0,
    kwonly: &[],
};

/// `seed(a=None, version=2)`.
fn seed<S: Source<Gen = Mt> + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [a, version] = bind(&SIG_SEED, args, kw)?;
    seed_with(src, vm, &or(a, Value::None), &or(version, Value::Int(2)))
}

/// `Random.seed(a, version)`: the key of 32-bit words CPython makes of `a`, then
/// `init_by_array` (`None`: the operating system's entropy), and no `gauss_next`.
fn seed_with<S: Source<Gen = Mt> + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    a: &Value,
    version: &Value,
) -> PyResult<Value> {
    let is = |n: i64| crate::value::py_eq(version, &Value::Int(n));
    let key: Vec<u32> = match a {
        Value::None => {
            src.with(|g| {
                g.seed_from_os();
                g.gauss_next = Value::None;
            });
            return Ok(Value::None);
        }
        Value::Str(s) if is(1) => words_of_u64(version_1(s.s.chars().map(u32::from))),
        // A `bytes` as the `str` of its Latin-1 text.
        Value::Bytes(b) if is(1) => words_of_u64(version_1(b.b.iter().map(|&c| u32::from(c)))),
        Value::Str(s) if is(2) => key_of_text(s.s.as_bytes()),
        Value::Bytes(_) | Value::ByteArray(_) if is(2) => {
            match crate::value::bytes::bytes_like(a) {
                Some(data) => key_of_text(&data),
                None => vec![0],
            }
        }
        Value::Int(i) => words_of_u64(i.unsigned_abs()),
        Value::Bool(b) => vec![u32::from(*b)],
        Value::BigInt(b) => key_of_big(b.magnitude()),
        Value::Float(_) | Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) => {
            // Not an int: its hash, as an unsigned machine word (a `bytearray` has none:
            // CPython's `TypeError`).
            words_of_u64(vm.hash(a)? as u64)
        }
        _ => {
            return Err(PyError::type_error(
                "The only supported seed types are: None,\nint, float, str, bytes, and \
                 bytearray.",
            ));
        }
    };
    src.with(|g| {
        g.init_by_array(&key);
        g.gauss_next = Value::None;
    });
    Ok(Value::None)
}

/// `seed(a, version=1)` of a text (its code points): the narrower seeds of Python 2.
fn version_1(chars: impl Iterator<Item = u32> + Clone) -> u64 {
    let mut x: u64 = chars.clone().next().map_or(0, |c| u64::from(c) << 7);
    let mut len = 0u64;
    for c in chars {
        x = x.wrapping_mul(1_000_003) ^ u64::from(c);
        len += 1;
    }
    x ^ len
}

/// `seed(a)` of a text's or bytes' data (`version=2`): the data and its SHA-512 digest as
/// one big-endian int.
fn key_of_text(data: &[u8]) -> Vec<u32> {
    let mut all = data.to_vec();
    all.extend_from_slice(&Sha512::digest(data));
    key_of_big(&BigUint::from_bytes_be(&all))
}

/// The key of `x`: its 32-bit words, low first, without high zero words (one at least).
fn words_of_u64(x: u64) -> Vec<u32> {
    if x >> 32 == 0 {
        vec![x as u32]
    } else {
        vec![x as u32, (x >> 32) as u32]
    }
}

fn key_of_big(n: &BigUint) -> Vec<u32> {
    let words = n.to_u32_digits();
    if words.is_empty() { vec![0] } else { words }
}

/// `getstate()`: `(3, (the 624 words and the index), gauss_next)`.
fn getstate<S: Source<Gen = Mt> + ?Sized>(
    src: &S,
    _: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    const SIG: Sig = Sig {
        name: "Random.getstate",
        params: &[],
        required: 0,
        kwonly: &[],
    };
    let [] = bind(&SIG, args, kw)?;
    let (words, gauss_next) = src.with(|g| (g.state(), g.gauss_next.clone()));
    Ok(Value::tuple(vec![
        Value::Int(3),
        Value::tuple(words),
        gauss_next,
    ]))
}

/// `setstate(state)`: a state `getstate()` made (version 3, or version 2's signed words).
fn setstate<S: Source<Gen = Mt> + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    const SIG: Sig = Sig {
        name: "Random.setstate",
        params: &["state"],
        required: 1,
        kwonly: &[],
    };
    let [state] = bind(&SIG, args, kw)?;
    let version = special::getitem(vm, &state, &Value::Int(0))?;
    let v2 = crate::value::py_eq(&version, &Value::Int(2));
    if !v2 && !crate::value::py_eq(&version, &Value::Int(3)) {
        let shown = vm.str(&version)?;
        return Err(PyError::value_error(format!(
            "state with version {shown} passed to Random.setstate() of version 3"
        )));
    }
    let parts = special::unpack(vm, &state, 3)?;
    let gauss_next = parts[2].clone();
    src.with(|g| g.gauss_next = gauss_next);
    let Value::Tuple(t) = &parts[1] else {
        if v2 {
            // `tuple(x % 2**32 for x in internalstate)` of a non-iterable.
            let _ = vm.collect(&parts[1])?;
        }
        return Err(PyError::type_error("state vector must be a tuple"));
    };
    let items = &t.0;
    if items.len() != mt::N + 1 {
        return Err(PyError::value_error("state vector is the wrong size"));
    }
    let mut words = [0u32; mt::N];
    for (w, item) in words.iter_mut().zip(items.iter()) {
        *w = state_word(item, v2)?;
    }
    let index = match &items[mt::N] {
        Value::Int(i) => *i,
        Value::Bool(b) => i64::from(*b),
        Value::BigInt(_) => {
            return Err(PyError::overflow(
                "Python int too large to convert to C long",
            ));
        }
        _ => return Err(PyError::type_error("an integer is required")),
    };
    if !(0..=mt::N as i64).contains(&index) {
        return Err(PyError::value_error("invalid state"));
    }
    src.with(|g| g.set_state(&words, index as usize));
    Ok(Value::None)
}

/// One word of a state vector (`PyLong_AsUnsignedLong`, truncated to 32 bits; version 2
/// takes it modulo 2**32 first).
fn state_word(item: &Value, v2: bool) -> PyResult<u32> {
    let big = match item {
        Value::Int(i) => BigInt::from(*i),
        Value::Bool(b) => BigInt::from(u8::from(*b)),
        Value::BigInt(b) => BigInt::clone(b),
        _ => return Err(PyError::type_error("an integer is required")),
    };
    let big = if v2 {
        num_integer::Integer::mod_floor(&big, &BigInt::from(1u64 << 32))
    } else {
        big
    };
    if big.sign() == Sign::Minus {
        return Err(PyError::overflow(
            "can't convert negative value to unsigned int",
        ));
    }
    match u64::try_from(&big) {
        Ok(x) => Ok(x as u32),
        Err(_) => Err(PyError::overflow(
            "Python int too large to convert to C unsigned long",
        )),
    }
}

/// A math function's domain error.
fn domain_error() -> PyError {
    PyError::value_error("math domain error")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn str_seed_key() {
        // `random.seed("a")`: the bytes and their SHA-512 digest as one big-endian int.
        let mut all = b"a".to_vec();
        all.extend_from_slice(&Sha512::digest(b"a"));
        let key = key_of_big(&BigUint::from_bytes_be(&all));
        assert_eq!(key.len(), 17);
        assert_eq!(*key.last().unwrap(), u32::from(b'a'));
    }

    #[test]
    fn seed_words() {
        assert_eq!(words_of_u64(0), vec![0]);
        assert_eq!(words_of_u64(1 << 32), vec![0, 1]);
    }
}

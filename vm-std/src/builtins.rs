//! The builtin functions and types.

use std::cell::RefCell;
use std::mem;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::error::{ExcType, PyError, PyResult};
use crate::ops::sort::{lt, sort_values};
use crate::ops::{self, nb};
use crate::runtime::Machine;
use crate::value::iter::{Iter, collect, items_iter, iterate};
use crate::value::set::set_update;
use crate::value::{self, Range, SetTable, Value, format, num};

macro_rules! builtins {
    ($($variant:ident = $name:literal $(type)?),* $(,)?) => {
        /// A builtin function or type.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum Builtin { $($variant),* }

        impl Builtin {
            /// Every builtin, in declaration order.
            pub const ALL: &'static [Builtin] = &[$(Builtin::$variant),*];

            /// Its name in Python.
            pub fn name(self) -> &'static str {
                match self { $(Builtin::$variant => $name),* }
            }
        }
    };
}

builtins! {
    Abs = "abs", All = "all", Any = "any", Bin = "bin", Bool = "bool", Chr = "chr",
    Dict = "dict", Divmod = "divmod", Enumerate = "enumerate", Float = "float",
    Hash = "hash", Hex = "hex", Int = "int", Isinstance = "isinstance", Iter = "iter",
    Len = "len", List = "list", Max = "max", Min = "min", Next = "next", Oct = "oct",
    Ord = "ord", Pow = "pow", Print = "print", Range = "range", Repr = "repr",
    Reversed = "reversed", Round = "round", Set = "set", Sorted = "sorted", Str = "str",
    Sum = "sum", Tuple = "tuple", Type = "type", Zip = "zip",
}

impl Builtin {
    /// Whether it is a type (`int`, `list`, ...) rather than a function.
    pub fn is_type(self) -> bool {
        matches!(
            self,
            Builtin::Bool
                | Builtin::Dict
                | Builtin::Float
                | Builtin::Int
                | Builtin::List
                | Builtin::Set
                | Builtin::Str
                | Builtin::Tuple
                | Builtin::Range
        )
    }
}

/// Checks that a builtin got `min..=max` arguments (inline, with the message out of
/// line: see `methods::nargs`).
#[inline(always)]
fn arg_count(name: &str, args: &[Value], min: usize, max: usize) -> PyResult<()> {
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    Err(arg_count_error(name, n, min, max))
}

#[cold]
#[inline(never)]
fn arg_count_error(name: &str, n: usize, min: usize, max: usize) -> PyError {
    PyError::type_error(if min == max {
        if min == 1 {
            format!("{name}() takes exactly one argument ({n} given)")
        } else {
            format!("{name} expected {min} arguments, got {n}")
        }
    } else if n < min {
        format!(
            "{name} expected at least {min} argument{}, got {n}",
            if min == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "{name} expected at most {max} argument{}, got {n}",
            if max == 1 { "" } else { "s" }
        )
    })
}

fn no_kwargs(name: &str, kw: &[(Rc<str>, Value)]) -> PyResult<()> {
    match kw.first() {
        None => Ok(()),
        Some((k, _)) => Err(PyError::type_error(format!(
            "{name}() got an unexpected keyword argument '{k}'"
        ))),
    }
}

fn kwarg<'a>(kw: &'a [(Rc<str>, Value)], name: &str) -> Option<&'a Value> {
    kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
}

fn check_kwargs(fname: &str, kw: &[(Rc<str>, Value)], allowed: &[&str]) -> PyResult<()> {
    for (k, _) in kw {
        if !allowed.contains(&&**k) {
            return Err(PyError::type_error(format!(
                "{fname}() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    Ok(())
}

/// Whether `v` is an instance of the type `t` (a builtin type or a tuple of them).
pub fn isinstance(v: &Value, t: &Value) -> PyResult<bool> {
    match t {
        Value::Builtin(b) if b.is_type() => Ok(match b {
            Builtin::Int => v.is_int_like(),
            Builtin::Bool => matches!(v, Value::Bool(_)),
            Builtin::Float => matches!(v, Value::Float(_)),
            Builtin::Str => matches!(v, Value::Str(_)),
            Builtin::List => matches!(v, Value::List(_)),
            Builtin::Tuple => matches!(v, Value::Tuple(_)),
            Builtin::Dict => matches!(v, Value::Dict(_)),
            Builtin::Set => matches!(v, Value::Set(_)),
            Builtin::Range => matches!(v, Value::Range(_)),
            _ => false,
        }),
        Value::Tuple(ts) => {
            for t in ts.0.iter() {
                if isinstance(v, t)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        _ => Err(PyError::type_error(
            "isinstance() arg 2 must be a type, a tuple of types, or a union",
        )),
    }
}

fn min_max(
    name: &str,
    args: &mut [Value],
    kw: &[(Rc<str>, Value)],
    want_max: bool,
) -> PyResult<Value> {
    check_kwargs(name, kw, &["default"])?;
    if kwarg(kw, "key").is_some() {
        return Err(PyError::type_error(format!(
            "{name}(): key= is not supported"
        )));
    }
    let items = match args.len() {
        0 => {
            return Err(PyError::type_error(format!(
                "{name} expected at least 1 argument, got 0"
            )));
        }
        1 => collect(&args[0])?,
        _ => args.iter_mut().map(mem::take).collect(),
    };
    let mut best: Option<Value> = None;
    for v in items {
        best = Some(match best {
            None => v,
            Some(b) => {
                let better = if want_max { lt(&b, &v)? } else { lt(&v, &b)? };
                if better { v } else { b }
            }
        });
    }
    match best {
        Some(b) => Ok(b),
        None => match kwarg(kw, "default") {
            Some(d) => Ok(d.clone()),
            None => Err(PyError::value_error(format!(
                "{name}() arg is an empty sequence"
            ))),
        },
    }
}

fn round(args: &[Value], kw: &[(Rc<str>, Value)]) -> PyResult<Value> {
    check_kwargs("round", kw, &["ndigits"])?;
    let nd = match (args.get(1), kwarg(kw, "ndigits")) {
        (Some(v), _) | (None, Some(v)) => match v {
            Value::None => None,
            other => Some(num::to_i64(other).ok_or_else(|| {
                PyError::type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    other.type_name()
                ))
            })?),
        },
        _ => None,
    };
    let Some(x) = args.first() else {
        return Err(PyError::type_error(
            "round() missing required argument 'number' (pos 1)",
        ));
    };
    match x {
        Value::Float(f) => match nd {
            None => {
                if f.is_nan() {
                    return Err(PyError::value_error("cannot convert float NaN to integer"));
                }
                if f.is_infinite() {
                    return Err(PyError::new(
                        ExcType::OverflowError,
                        "cannot convert float infinity to integer",
                    ));
                }
                num::to_int(&Value::Float(f.round_ties_even()))
            }
            Some(n) => Ok(Value::Float(round_float(*f, n))),
        },
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
            let i = num::to_bigint(x).expect("int");
            match nd {
                None => Ok(Value::from_bigint(i)),
                Some(n) if n >= 0 => Ok(Value::from_bigint(i)),
                Some(n) => {
                    let p = num_traits::Pow::pow(BigInt::from(10), (-n).min(400) as u32);
                    let two = BigInt::from(2);
                    let (q, r) = num_integer::Integer::div_mod_floor(&i, &p);
                    let twice = &r * &two;
                    let q = if twice > p || (twice == p && num_integer::Integer::is_odd(&q)) {
                        q + 1
                    } else {
                        q
                    };
                    Ok(Value::from_bigint(q * p))
                }
            }
        }
        other => Err(PyError::type_error(format!(
            "type {} doesn't define __round__ method",
            other.type_name()
        ))),
    }
}

/// `round(x, n)` of a float: correctly rounded, half to even (as CPython, via the exact
/// decimal expansion).
pub fn round_float(x: f64, n: i64) -> f64 {
    if !x.is_finite() || n > 320 {
        return x;
    }
    if n >= 0 {
        let s = format!("{:.*}", n as usize, x);
        let r: f64 = s.parse().unwrap_or(x);
        if r == 0.0 { 0.0f64.copysign(x) } else { r }
    } else {
        let p = 10f64.powi((-n) as i32);
        if p.is_infinite() {
            return 0.0f64.copysign(x);
        }
        let r = (x / p).round_ties_even() * p;
        if r == 0.0 { 0.0f64.copysign(x) } else { r }
    }
}

fn int_format(v: &Value, radix: u32, prefix: &str) -> PyResult<Value> {
    let Some(b) = num::to_bigint(v) else {
        return Err(PyError::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        )));
    };
    let digits = b.abs().to_str_radix(radix);
    let sign = if b.is_negative() { "-" } else { "" };
    Ok(Value::str(format!("{sign}{prefix}{digits}")))
}

/// The type of `v` as a builtin type value.
fn type_of(v: &Value) -> PyResult<Value> {
    Ok(Value::Builtin(match v {
        Value::Int(_) | Value::BigInt(_) => Builtin::Int,
        Value::Bool(_) => Builtin::Bool,
        Value::Float(_) => Builtin::Float,
        Value::Str(_) => Builtin::Str,
        Value::List(_) => Builtin::List,
        Value::Tuple(_) => Builtin::Tuple,
        Value::Dict(_) => Builtin::Dict,
        Value::Set(_) => Builtin::Set,
        Value::Range(_) => Builtin::Range,
        other => {
            return Err(PyError::type_error(format!(
                "unsupported: type() of a '{}' value",
                other.type_name()
            )));
        }
    }))
}

/// `print(*args, sep=' ', end='\n')`.
fn print(ctx: &mut Machine, args: &[Value], kw: &[(Rc<str>, Value)]) -> PyResult<Value> {
    check_kwargs("print", kw, &["sep", "end", "flush"])?;
    let text_kw = |name: &str, default: &str| -> PyResult<String> {
        match kwarg(kw, name) {
            None | Some(Value::None) => Ok(default.to_string()),
            Some(Value::Str(s)) => Ok(s.s.to_string()),
            Some(other) => Err(PyError::type_error(format!(
                "{name} must be None or a string, not {}",
                other.type_name()
            ))),
        }
    };
    let sep = text_kw("sep", " ")?;
    let end = text_kw("end", "\n")?;
    let mut out = String::new();
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep);
        }
        format::write_str(a, &mut out);
    }
    out.push_str(&end);
    ctx.write_out(&out);
    Ok(Value::None)
}

fn range(args: &[Value]) -> PyResult<Value> {
    let int = |v: &Value| -> PyResult<i64> {
        match v {
            Value::Int(i) => Ok(*i),
            Value::Bool(b) => Ok(*b as i64),
            Value::BigInt(_) => Err(PyError::new(
                ExcType::OverflowError,
                "Python int too large to convert to C ssize_t",
            )),
            other => Err(PyError::type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            ))),
        }
    };
    let r = match args.len() {
        1 => Range {
            start: 0,
            stop: int(&args[0])?,
            step: 1,
        },
        2 => Range {
            start: int(&args[0])?,
            stop: int(&args[1])?,
            step: 1,
        },
        3 => {
            let step = int(&args[2])?;
            if step == 0 {
                return Err(PyError::value_error("range() arg 3 must not be zero"));
            }
            Range {
                start: int(&args[0])?,
                stop: int(&args[1])?,
                step,
            }
        }
        0 => {
            return Err(PyError::type_error(
                "range expected at least 1 argument, got 0",
            ));
        }
        n => {
            return Err(PyError::type_error(format!(
                "range expected at most 3 arguments, got {n}"
            )));
        }
    };
    Ok(Value::Range(crate::value::obj(r)))
}

/// Calls builtin `b` with positional `args` and keyword arguments `kw`.
pub fn call(
    ctx: &mut Machine,
    b: Builtin,
    args: &mut [Value],
    kw: &[(Rc<str>, Value)],
) -> PyResult<Value> {
    let name = b.name();
    match b {
        Builtin::Print => return print(ctx, args, kw),
        Builtin::Min => return min_max("min", args, kw, false),
        Builtin::Max => return min_max("max", args, kw, true),
        Builtin::Round => return round(args, kw),
        Builtin::Sorted => {
            check_kwargs("sorted", kw, &["reverse"])?;
            arg_count("sorted", args, 1, 1)?;
            let reverse = kwarg(kw, "reverse").is_some_and(value::truthy);
            let mut v = collect(&args[0])?;
            sort_values(&mut v, reverse)?;
            return Ok(Value::list(v));
        }
        Builtin::Enumerate => {
            check_kwargs("enumerate", kw, &["start"])?;
            arg_count("enumerate", args, 1, 2)?;
            let start = args.get(1).or(kwarg(kw, "start"));
            let n = match start {
                Some(v) => num::to_i64(v).ok_or_else(|| {
                    PyError::type_error(format!(
                        "'{}' object cannot be interpreted as an integer",
                        v.type_name()
                    ))
                })?,
                None => 0,
            };
            let inner = iterate(&args[0])?;
            return Ok(Value::Iter(crate::value::obj(RefCell::new(
                Iter::Enumerate {
                    inner: Box::new(inner),
                    n,
                },
            ))));
        }
        Builtin::Dict => {
            arg_count("dict", args, 0, 1)?;
            let mut m = crate::value::DictMap::new();
            if let Some(src) = args.first() {
                match src {
                    Value::Dict(d) => m = d.0.borrow().clone(),
                    other => {
                        for (i, item) in collect(other)?.into_iter().enumerate() {
                            let pair = collect(&item).map_err(|_| {
                                PyError::type_error(format!(
                                    "cannot convert dictionary update sequence element #{i} to a sequence"
                                ))
                            })?;
                            if pair.len() != 2 {
                                return Err(PyError::value_error(format!(
                                    "dictionary update sequence element #{i} has length {}; 2 is required",
                                    pair.len()
                                )));
                            }
                            let mut it = pair.into_iter();
                            let k = it.next().unwrap_or_default();
                            k.check_hashable()?;
                            m.insert(k, it.next().unwrap_or_default());
                        }
                    }
                }
            }
            for (k, v) in kw {
                m.insert(Value::str(&**k), v.clone());
            }
            return Ok(Value::dict(m));
        }
        _ => no_kwargs(name, kw)?,
    }
    match b {
        Builtin::Len => {
            arg_count(name, args, 1, 1)?;
            Ok(Value::Int(ops::len(&args[0])? as i64))
        }
        Builtin::Abs => {
            arg_count(name, args, 1, 1)?;
            match &args[0] {
                Value::Int(i) => Ok(match i.checked_abs() {
                    Some(r) => Value::Int(r),
                    None => Value::from_bigint(BigInt::from(*i).abs()),
                }),
                Value::Bool(b) => Ok(Value::Int(*b as i64)),
                Value::Float(f) => Ok(Value::Float(f.abs())),
                Value::BigInt(b) => Ok(Value::from_bigint(b.abs())),
                other => Err(PyError::type_error(format!(
                    "bad operand type for abs(): '{}'",
                    other.type_name()
                ))),
            }
        }
        Builtin::All | Builtin::Any => {
            arg_count(name, args, 1, 1)?;
            let mut it = iterate(&args[0])?;
            let want = b == Builtin::Any;
            while let Some(v) = it.next()? {
                if value::truthy(&v) == want {
                    return Ok(Value::Bool(want));
                }
            }
            Ok(Value::Bool(!want))
        }
        Builtin::Bin => {
            arg_count(name, args, 1, 1)?;
            int_format(&args[0], 2, "0b")
        }
        Builtin::Hex => {
            arg_count(name, args, 1, 1)?;
            int_format(&args[0], 16, "0x")
        }
        Builtin::Oct => {
            arg_count(name, args, 1, 1)?;
            int_format(&args[0], 8, "0o")
        }
        Builtin::Bool => {
            arg_count(name, args, 0, 1)?;
            Ok(Value::Bool(args.first().is_some_and(value::truthy)))
        }
        Builtin::Chr => {
            arg_count(name, args, 1, 1)?;
            let i = num::to_i64(&args[0]).ok_or_else(|| {
                PyError::type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    args[0].type_name()
                ))
            })?;
            match u32::try_from(i).ok().and_then(char::from_u32) {
                Some(c) => Ok(value::char_value(c)),
                None => Err(PyError::value_error("chr() arg not in range(0x110000)")),
            }
        }
        Builtin::Ord => {
            arg_count(name, args, 1, 1)?;
            match &args[0] {
                Value::Str(s) => {
                    let mut chars = s.s.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) => Ok(Value::Int(c as i64)),
                        _ => Err(PyError::type_error(format!(
                            "ord() expected a character, but string of length {} found",
                            s.char_len()
                        ))),
                    }
                }
                other => Err(PyError::type_error(format!(
                    "ord() expected string of length 1, but {} found",
                    other.type_name()
                ))),
            }
        }
        Builtin::Divmod => {
            arg_count(name, args, 2, 2)?;
            let (a, b) = (&args[0], &args[1]);
            if let (Value::Float(_), _) | (_, Value::Float(_)) = (a, b) {
                let (Some(x), Some(y)) = (num::to_f64(a), num::to_f64(b)) else {
                    return Err(PyError::type_error(format!(
                        "unsupported operand type(s) for divmod(): '{}' and '{}'",
                        a.type_name(),
                        b.type_name()
                    )));
                };
                let (x, y) = (x?, y?);
                if y == 0.0 {
                    return Err(PyError::zero_div("float divmod()"));
                }
                let (q, r) = ops::float_divmod(x, y);
                return Ok(Value::tuple(vec![Value::Float(q), Value::Float(r)]));
            }
            if !(a.is_int_like() && b.is_int_like()) {
                return Err(PyError::type_error(format!(
                    "unsupported operand type(s) for divmod(): '{}' and '{}'",
                    a.type_name(),
                    b.type_name()
                )));
            }
            if num::to_bigint(b).is_some_and(|y| y.is_zero()) {
                return Err(PyError::zero_div("integer division or modulo by zero"));
            }
            let q = ops::binary_op(nb::FLOOR_DIVIDE, a.clone(), b.clone())?;
            let r = ops::binary_op(nb::REMAINDER, a.clone(), b.clone())?;
            Ok(Value::tuple(vec![q, r]))
        }
        Builtin::Float => {
            arg_count(name, args, 0, 1)?;
            match args.first() {
                None => Ok(Value::Float(0.0)),
                Some(v) => Ok(Value::Float(num::to_float(v)?)),
            }
        }
        Builtin::Int => {
            arg_count(name, args, 0, 2)?;
            match args {
                [] => Ok(Value::Int(0)),
                [v] => num::to_int(v),
                [Value::Str(s), base] => {
                    let base = num::to_i64(base).unwrap_or(-1);
                    if base != 0 && !(2..=36).contains(&base) {
                        return Err(PyError::value_error(
                            "int() base must be >= 2 and <= 36, or 0",
                        ));
                    }
                    num::parse_int(&s.s, base as u32)
                }
                _ => Err(PyError::type_error(
                    "int() can't convert non-string with explicit base",
                )),
            }
        }
        Builtin::Hash => {
            arg_count(name, args, 1, 1)?;
            Ok(Value::Int(args[0].py_hash()?))
        }
        Builtin::Isinstance => {
            arg_count(name, args, 2, 2)?;
            Ok(Value::Bool(isinstance(&args[0], &args[1])?))
        }
        Builtin::Iter => {
            arg_count(name, args, 1, 1)?;
            match &args[0] {
                Value::Iter(_) => Ok(args[0].clone()),
                other => Ok(Value::Iter(crate::value::obj(RefCell::new(iterate(
                    other,
                )?)))),
            }
        }
        Builtin::Next => {
            arg_count(name, args, 1, 2)?;
            match &args[0] {
                Value::Iter(it) => {
                    let r = it.borrow_mut().next()?;
                    match (r, args.get(1)) {
                        (Some(v), _) => Ok(v),
                        (None, Some(d)) => Ok(d.clone()),
                        (None, None) => Err(PyError::new(ExcType::StopIteration, "")),
                    }
                }
                other => Err(PyError::type_error(format!(
                    "'{}' object is not an iterator",
                    other.type_name()
                ))),
            }
        }
        Builtin::List => {
            arg_count(name, args, 0, 1)?;
            Ok(Value::list(match args.first() {
                Some(v) => collect(v)?,
                None => Vec::new(),
            }))
        }
        Builtin::Tuple => {
            arg_count(name, args, 0, 1)?;
            match args.first() {
                Some(Value::Tuple(_)) => Ok(args[0].clone()),
                Some(v) => Ok(Value::tuple(collect(v)?)),
                None => Ok(Value::tuple(Vec::new())),
            }
        }
        Builtin::Set => {
            arg_count(name, args, 0, 1)?;
            let mut t = SetTable::new();
            if let Some(v) = args.first() {
                set_update(&mut t, v)?;
            }
            Ok(Value::set(t))
        }
        Builtin::Pow => {
            arg_count(name, args, 2, 3)?;
            if args.len() == 3 && !matches!(args[2], Value::None) {
                let (Some(b), Some(e), Some(m)) = (
                    num::to_bigint(&args[0]),
                    num::to_bigint(&args[1]),
                    num::to_bigint(&args[2]),
                ) else {
                    return Err(PyError::type_error(
                        "pow() 3rd argument not allowed unless all arguments are integers",
                    ));
                };
                if m.is_zero() {
                    return Err(PyError::value_error("pow() 3rd argument cannot be 0"));
                }
                if e.is_negative() {
                    return Err(PyError::value_error(
                        "unsupported: pow() with a negative exponent and a modulus",
                    ));
                }
                let r = b.modpow(&e, &m);
                let r = if !r.is_zero() && r.is_negative() != m.is_negative() {
                    r + &m
                } else {
                    r
                };
                return Ok(Value::from_bigint(r));
            }
            ops::binary_op(nb::POWER, args[0].clone(), args[1].clone())
        }
        Builtin::Range => range(args),
        Builtin::Repr => {
            arg_count(name, args, 1, 1)?;
            Ok(Value::str(format::repr(&args[0])))
        }
        Builtin::Str => {
            arg_count(name, args, 0, 1)?;
            match args.first() {
                Some(Value::Str(_)) => Ok(args[0].clone()),
                Some(Value::Int(i)) => Ok(ops::int_to_str(*i)),
                Some(v) => Ok(Value::str(format::str(v))),
                None => Ok(Value::str("")),
            }
        }
        Builtin::Reversed => {
            arg_count(name, args, 1, 1)?;
            match &args[0] {
                Value::List(l) => Ok(Value::Iter(crate::value::obj(RefCell::new(
                    Iter::ListReversed {
                        list: Rc::clone(l),
                        left: l.len(),
                    },
                )))),
                Value::Tuple(_) | Value::Str(_) | Value::Range(_) => {
                    let mut v = collect(&args[0])?;
                    v.reverse();
                    Ok(items_iter(v))
                }
                Value::Dict(_) => {
                    let mut v = collect(&args[0])?;
                    v.reverse();
                    Ok(items_iter(v))
                }
                Value::View(_) => {
                    let mut v = collect(&args[0])?;
                    v.reverse();
                    Ok(items_iter(v))
                }
                other => Err(PyError::type_error(format!(
                    "'{}' object is not reversible",
                    other.type_name()
                ))),
            }
        }
        Builtin::Sum => {
            arg_count(name, args, 1, 2)?;
            let mut acc = args.get(1).cloned().unwrap_or(Value::Int(0));
            if let Value::Str(_) = acc {
                return Err(PyError::type_error(
                    "sum() can't sum strings [use ''.join(seq) instead]",
                ));
            }
            let mut it = iterate(&args[0])?;
            while let Some(v) = it.next()? {
                acc = match (&acc, &v) {
                    (Value::Int(a), Value::Int(b)) => ops::int_add(*a, *b),
                    (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
                    _ => ops::binary_op(nb::ADD, acc, v)?,
                };
            }
            Ok(acc)
        }
        Builtin::Type => {
            arg_count(name, args, 1, 1)?;
            type_of(&args[0])
        }
        Builtin::Zip => {
            let iters = args.iter().map(iterate).collect::<PyResult<Vec<_>>>()?;
            Ok(Value::Iter(crate::value::obj(RefCell::new(Iter::Zip(
                iters,
            )))))
        }
        Builtin::Print
        | Builtin::Min
        | Builtin::Max
        | Builtin::Round
        | Builtin::Sorted
        | Builtin::Enumerate
        | Builtin::Dict => unreachable!("handled above"),
    }
}

/// `x.to_usize()` for messages.
#[allow(dead_code)]
fn small(v: &BigInt) -> Option<usize> {
    v.to_usize()
}

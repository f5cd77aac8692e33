//! Functions written in Rust that a program calls: the builtins (`len`, `int`, ...) and the
//! methods of the builtin types (`list.append`, ...).
//!
//! Each is declared once, as one static definition (name, arguments, handler) in a table:
//! `builtins.rs` for the builtins, `methods/` for the methods. A value holds a reference
//! to its definition ([`Builtin`], [`Method`]), so a call needs no lookup, and the checks
//! every native shares (keyword arguments, argument count, a method's receiver) are made
//! here, from the definition, before its handler runs.
//!
//! why here, below the tables: [`Value`] names what it holds, and a lower layer never
//! names a higher one. The handlers reach the machine running them only through [`Host`],
//! so neither this file nor the tables name the runtime.

use std::fmt;
use std::rc::Rc;

use vm_core::Guard;

use super::{Dict, List, PyStr, Set, Tuple, Value};
use crate::error::{PyError, PyResult};

/// Keyword arguments of a call: (name, value) pairs in call order.
pub type Kwargs = [(Rc<str>, Value)];

/// What a native may ask of the machine running it (`runtime::Machine` implements it).
///
/// why a trait object: the handlers' type is part of the definitions a [`Value`] points
/// to, so it cannot name the machine, which holds values (CPython's C functions reach
/// the interpreter through its thread state the same way).
pub trait Host {
    /// Appends program output (`print`).
    fn write_out(&mut self, text: &str);
}

/// How many positional arguments a native takes: `min..=max`, not counting a method's
/// `self` (`max` is `usize::MAX` for any number).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arity {
    pub min: usize,
    pub max: usize,
}

impl Arity {
    pub const fn new(min: usize, max: usize) -> Arity {
        Arity { min, max }
    }

    /// Whether `n` arguments fit.
    #[inline(always)]
    pub fn admits(self, n: usize) -> bool {
        n >= self.min && n <= self.max
    }
}

/// An [`Arity`] in the tables' notation: `1`, `0..=2`, `1..` (no upper bound).
macro_rules! arity {
    ($n:literal) => {
        $crate::value::native::Arity::new($n, $n)
    };
    ($min:literal ..= $max:literal) => {
        $crate::value::native::Arity::new($min, $max)
    };
    ($min:literal ..) => {
        $crate::value::native::Arity::new($min, usize::MAX)
    };
}
pub(crate) use arity;

// ---------------------------------------------------------------- builtins

/// A builtin's handler: the positional arguments (its to take) and the keyword arguments,
/// already checked against the definition.
pub type BuiltinFn = fn(&mut dyn Host, &mut [Value], &Kwargs) -> PyResult<Value>;

/// Whether a builtin is a function or a type (`int`, `list`, ...).
#[derive(Clone, Copy)]
pub enum BuiltinKind {
    Function,
    /// A type, with the test of which values are its instances (`isinstance`).
    Type(fn(&Value) -> bool),
}

/// The keyword arguments a builtin takes.
#[derive(Clone, Copy, Debug)]
pub enum Keywords {
    /// None: any raises `TypeError`.
    None,
    /// These names (the handler reads them).
    Only(&'static [&'static str]),
    /// Any name (`dict(a=1)`).
    Any,
}

/// The definition of a builtin: one entry of `builtins.rs`'s table.
pub struct BuiltinDef {
    /// Its name in Python.
    pub name: &'static str,
    pub kind: BuiltinKind,
    pub arity: Arity,
    pub keywords: Keywords,
    pub handler: BuiltinFn,
    /// Its position in the table (what its value hashes to).
    pub index: u16,
}

/// A builtin function or type: a reference to its definition. Two are the same builtin
/// when they are the same definition.
#[derive(Clone, Copy)]
pub struct Builtin(&'static BuiltinDef);

impl Builtin {
    pub const fn new(def: &'static BuiltinDef) -> Builtin {
        Builtin(def)
    }

    pub fn def(self) -> &'static BuiltinDef {
        self.0
    }

    /// Its name in Python.
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// Whether it is a type (`int`, `list`, ...) rather than a function.
    pub fn is_type(self) -> bool {
        matches!(self.0.kind, BuiltinKind::Type(_))
    }

    /// Its position in its table.
    pub fn index(self) -> usize {
        self.0.index as usize
    }

    /// Calls it with positional `args` and keyword arguments `kw`: checks them against the
    /// definition (keywords first, then the count, as CPython), then runs the handler.
    ///
    /// why out of line: the instruction set's calls inline into the dispatch loop, which
    /// only had a call to one out-of-line function here before the table existed.
    #[inline(never)]
    pub fn call(self, host: &mut dyn Host, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
        let def = self.0;
        if !kw.is_empty() {
            let unexpected = match def.keywords {
                Keywords::None => kw.first(),
                Keywords::Only(names) => kw.iter().find(|(k, _)| !names.contains(&&**k)),
                Keywords::Any => None,
            };
            if let Some((k, _)) = unexpected {
                return Err(unexpected_keyword(def.name, k));
            }
        }
        if !def.arity.admits(args.len()) {
            return Err(builtin_arity_error(def.name, args.len(), def.arity));
        }
        (def.handler)(host, args, kw)
    }
}

impl PartialEq for Builtin {
    #[inline(always)]
    fn eq(&self, other: &Builtin) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for Builtin {}

impl fmt::Debug for Builtin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.name)
    }
}

impl Guard<Value> for Builtin {
    #[inline(always)]
    fn guard(v: &Value) -> Option<Builtin> {
        if let Value::Builtin(b) = v {
            Some(*b)
        } else {
            None
        }
    }
}

#[cold]
#[inline(never)]
fn unexpected_keyword(name: &str, k: &str) -> PyError {
    PyError::type_error(format!("{name}() got an unexpected keyword argument '{k}'"))
}

/// CPython's message for a builtin given `n` arguments outside `arity`.
#[cold]
#[inline(never)]
fn builtin_arity_error(name: &str, n: usize, arity: Arity) -> PyError {
    let Arity { min, max } = arity;
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

// ---------------------------------------------------------------- methods

/// The builtin types that have methods, by the values that are their instances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Receiver {
    List,
    Tuple,
    Dict,
    Set,
    Str,
    /// An int, small or big (not a bool: `bool` has no methods here).
    Int,
    Float,
}

impl Receiver {
    /// The type whose methods `v` has, if any.
    #[inline]
    pub fn of(v: &Value) -> Option<Receiver> {
        Some(match v {
            Value::List(_) => Receiver::List,
            Value::Tuple(_) => Receiver::Tuple,
            Value::Dict(_) => Receiver::Dict,
            Value::Set(_) => Receiver::Set,
            Value::Str(_) => Receiver::Str,
            Value::Int(_) | Value::BigInt(_) => Receiver::Int,
            Value::Float(_) => Receiver::Float,
            _ => return None,
        })
    }
}

/// A method's handler, typed by its receiver (`self`): the variant is the type that has
/// the method. It gets the arguments after `self` and the keyword arguments, checked
/// against the definition.
#[derive(Clone, Copy)]
pub enum MethodFn {
    List(fn(&Rc<List>, &mut [Value], &Kwargs) -> PyResult<Value>),
    Tuple(fn(&Rc<Tuple>, &mut [Value], &Kwargs) -> PyResult<Value>),
    Dict(fn(&Rc<Dict>, &mut [Value], &Kwargs) -> PyResult<Value>),
    Set(fn(&Rc<Set>, &mut [Value], &Kwargs) -> PyResult<Value>),
    Str(fn(&Rc<PyStr>, &mut [Value], &Kwargs) -> PyResult<Value>),
    /// `self` is an `Int` or a `BigInt`.
    Int(fn(&Value, &mut [Value], &Kwargs) -> PyResult<Value>),
    Float(fn(f64, &mut [Value], &Kwargs) -> PyResult<Value>),
}

/// The definition of a method: one entry of `methods/`'s table.
pub struct MethodDef {
    /// `type.name` (`"list.append"`), as messages print it.
    pub qualname: &'static str,
    pub arity: Arity,
    /// Whether it takes keyword arguments (its handler checks their names); for the
    /// others any raises `TypeError`.
    pub keywords: bool,
    pub handler: MethodFn,
    /// Its position in the table (what inline caches store).
    pub index: u16,
}

/// A method of a builtin type: a reference to its definition, as `LOAD_METHOD` pushes it
/// below its `self`. Two are the same method when they are the same definition.
#[derive(Clone, Copy)]
pub struct Method(&'static MethodDef);

impl Method {
    pub const fn new(def: &'static MethodDef) -> Method {
        Method(def)
    }

    pub fn def(self) -> &'static MethodDef {
        self.0
    }

    /// `type.name`.
    pub fn qualname(self) -> &'static str {
        self.0.qualname
    }

    /// Its position in its table (for inline caches).
    pub fn index(self) -> u32 {
        u32::from(self.0.index)
    }

    /// Calls it; `args[0]` is `self`. Checks the call against the definition (keywords,
    /// then the receiver's type, then the count), then runs the handler.
    ///
    /// why out of line: see [`Builtin::call`].
    #[inline(never)]
    pub fn call(self, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
        let def = self.0;
        if !kw.is_empty() && !def.keywords {
            return Err(PyError::type_error(format!(
                "{}() takes no keyword arguments",
                def.qualname
            )));
        }
        let Some((this, rest)) = args.split_first_mut() else {
            return Err(PyError::type_error(format!(
                "{}() needs an argument",
                def.qualname
            )));
        };
        let counted = |rest: &[Value]| match def.arity.admits(rest.len()) {
            true => Ok(()),
            false => Err(method_arity_error(def.qualname, rest.len(), def.arity)),
        };
        match (def.handler, &*this) {
            (MethodFn::List(f), Value::List(x)) => counted(rest).and_then(|()| f(x, rest, kw)),
            (MethodFn::Tuple(f), Value::Tuple(x)) => counted(rest).and_then(|()| f(x, rest, kw)),
            (MethodFn::Dict(f), Value::Dict(x)) => counted(rest).and_then(|()| f(x, rest, kw)),
            (MethodFn::Set(f), Value::Set(x)) => counted(rest).and_then(|()| f(x, rest, kw)),
            (MethodFn::Str(f), Value::Str(x)) => counted(rest).and_then(|()| f(x, rest, kw)),
            (MethodFn::Int(f), x @ (Value::Int(_) | Value::BigInt(_))) => {
                counted(rest).and_then(|()| f(x, rest, kw))
            }
            (MethodFn::Float(f), Value::Float(x)) => counted(rest).and_then(|()| f(*x, rest, kw)),
            // Not from the compiler: a method is called on the value it was looked up on.
            (_, other) => Err(wrong_receiver(def.qualname, other)),
        }
    }
}

impl PartialEq for Method {
    #[inline(always)]
    fn eq(&self, other: &Method) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for Method {}

impl fmt::Debug for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.qualname)
    }
}

impl Guard<Value> for Method {
    #[inline(always)]
    fn guard(v: &Value) -> Option<Method> {
        if let Value::Method(m) = v {
            Some(*m)
        } else {
            None
        }
    }
}

/// CPython's message for a method given `n` arguments outside `arity`.
#[cold]
#[inline(never)]
fn method_arity_error(qualname: &str, n: usize, arity: Arity) -> PyError {
    let Arity { min, max } = arity;
    let short = qualname.rsplit('.').next().unwrap_or(qualname);
    PyError::type_error(if min == max && min == 0 {
        format!("{qualname}() takes no arguments ({n} given)")
    } else if min == max && min == 1 {
        format!("{qualname}() takes exactly one argument ({n} given)")
    } else if n < min {
        format!(
            "{short} expected at least {min} argument{}, got {n}",
            if min == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "{short} expected at most {max} argument{}, got {n}",
            if max == 1 { "" } else { "s" }
        )
    })
}

/// CPython's message for a method called on a value of another type.
#[cold]
#[inline(never)]
fn wrong_receiver(qualname: &str, other: &Value) -> PyError {
    let (ty, name) = qualname.split_once('.').unwrap_or(("?", qualname));
    PyError::type_error(format!(
        "descriptor '{name}' for '{ty}' objects doesn't apply to a '{}' object",
        other.type_name()
    ))
}

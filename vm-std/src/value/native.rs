//! Functions written in Rust as values: a builtin (`len`, `int`, ...) or a method of a
//! builtin type (`list.append`, ...) is its position in its table.
//!
//! The tables declare each native once (name, arguments, handler) one layer up, with the
//! handlers: `builtins.rs` and `methods/`, which also dispatch calls. This layer knows a
//! native only by its position, and learns its name (for `repr`, `type()` and messages)
//! through [`Names`], which the runner installs before a program runs: a lower layer
//! never names a higher one.
//!
//! why positions, not references to the definitions: with `&'static` definitions as the
//! `Builtin` and `Method` payloads (8 bytes, where the enums these replace had 1), the
//! dispatch loop kept its code and jump-table bases on the stack instead of in registers,
//! two more instructions for every instruction dispatched (cachegrind on fib, which calls
//! no builtin or method in its loop: 2.1% more instructions; the old enums widened to 8
//! bytes: 3.6%; widened to 2 bytes: no change). Positions are 2 bytes.

use std::fmt;
use std::rc::Rc;
use std::sync::OnceLock;

use vm_core::Guard;

use super::Value;

/// Keyword arguments of a call: (name, value) pairs in call order.
pub type Kwargs = [(Rc<str>, Value)];

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

/// Positions of one table of natives: table `n` holds the positions `n * TABLE_SPAN ..`
/// (table 0 is the builtins', table `n` the `n`th standard module's: `runtime::table`).
pub const TABLE_SPAN: u16 = 1 << 10;

/// A builtin function or type: its position in the table of builtins (`builtins.rs`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Builtin(u16);

impl Builtin {
    /// The builtin at position `i` of its table (the table makes these).
    pub const fn from_index(i: u16) -> Builtin {
        Builtin(i)
    }

    /// Its position in its table.
    #[inline(always)]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Its name in Python.
    pub fn name(self) -> &'static str {
        Names::get().map_or("?", |n| (n.builtin)(self).0)
    }

    /// Whether it binds to an instance when found on its class, as functions do: one of
    /// `object`'s slot wrappers ([`Builtin::is_slot_wrapper`]) or a method of a class a
    /// standard module defines ([`Builtin::is_method`]).
    pub fn binds(self) -> bool {
        self.is_slot_wrapper()
            || self.is_method()
            || self.is_type_method()
            || self.is_exception_method()
    }

    /// Whether it is one of `BaseException`'s methods that is no special method
    /// (`BaseException.add_note`), which binds to the exception it is found through.
    fn is_exception_method(self) -> bool {
        self.0 < TABLE_SPAN
            && Names::get().is_some_and(|n| (n.builtin)(self).0.starts_with("BaseException."))
    }

    /// Whether it is one of `type`'s methods (`type.__call__`, `type.__init__`: what a
    /// metaclass reaches through `super()`), which bind to the class they are found
    /// through.
    fn is_type_method(self) -> bool {
        self.0 < TABLE_SPAN
            && Names::get().is_some_and(|n| {
                (n.builtin)(self)
                    .0
                    .strip_prefix("type.__")
                    .is_some_and(|rest| rest != "new__")
            })
    }

    /// Whether it is one of the slot wrappers of `object` and `BaseException`
    /// (`object.__init__`, ...: the builtins named as special methods): defaults that the
    /// callers of special methods implement natively, so a class that has one only
    /// through them does not count as defining that special method.
    pub fn is_slot_wrapper(self) -> bool {
        if self.0 >= TABLE_SPAN {
            return false;
        }
        let (name, is_type) = Names::get().map_or(("?", false), |n| (n.builtin)(self));
        !is_type && name.starts_with("__")
    }

    /// Whether it is a method of a class or type a standard module defines: its name is
    /// qualified by the type's (`functools.partial.__call__`, as CPython's `tp_name`s
    /// are). Such a method is a special method like a Python function's (unlike a slot
    /// wrapper), and binds to the instance it is found through. Also a builtin type's
    /// class method as a subclass reaches it ([`Builtin::subclass_method`], named
    /// `subclass.type.name`), which binds to the class.
    pub fn is_method(self) -> bool {
        if self.0 < TABLE_SPAN {
            return self.is_subclass_method();
        }
        let (name, is_type) = Names::get().map_or(("?", false), |n| (n.builtin)(self));
        !is_type && name.contains('.')
    }

    /// Whether it is a builtin type's class method as a subclass reaches it
    /// ([`Builtin::subclass_method`]): bound to the class, a `builtin_function_or_method`
    /// as CPython's.
    pub fn is_subclass_method(self) -> bool {
        self.0 < TABLE_SPAN && self.name().starts_with("subclass.")
    }

    /// Its name without the module and type that qualify it (`__name__`: `count` for
    /// `itertools.count`).
    pub fn short_name(self) -> &'static str {
        let name = self.name();
        name.rsplit('.').next().unwrap_or(name)
    }

    /// The module a standard module's type or method is qualified by (`itertools` for
    /// `itertools.count`), if it is one.
    pub fn module_name(self) -> Option<&'static str> {
        self.name().split_once('.').map(|(m, _)| m)
    }

    /// Attribute `name` of a type a standard module defines (`itertools.chain`'s
    /// `from_iterable`): the builtin its table names `type.name`.
    pub fn type_attribute(self, name: &str) -> Option<Builtin> {
        Names::get().and_then(|n| (n.attribute)(self, name))
    }

    /// Class method `name` of this builtin type as a subclass reaches it: a builtin that
    /// takes the subclass first (see [`Names::subclass_method`]).
    pub fn subclass_method(self, name: &str) -> Option<Builtin> {
        Names::get().and_then(|n| (n.subclass_method)(self, name))
    }

    /// Whether it is a type (`int`, `list`, ...) rather than a function.
    pub fn is_type(self) -> bool {
        Names::get().is_some_and(|n| (n.builtin)(self).1)
    }
}

impl fmt::Debug for Builtin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
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

/// A method of a builtin type, as `LOAD_METHOD` pushes it below its `self`: its
/// position in the table of methods (`methods/`), which inline caches store.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Method(u16);

impl Method {
    /// The method at position `i` of its table (the table makes these).
    pub const fn from_index(i: u16) -> Method {
        Method(i)
    }

    /// Its position in its table.
    #[inline(always)]
    pub fn index(self) -> u32 {
        u32::from(self.0)
    }

    /// `type.name`.
    pub fn qualname(self) -> &'static str {
        Names::get().map_or("?", |n| (n.method)(self))
    }

    /// Whether it is one of CPython's slot wrappers (`int.__add__`, shown as `<slot
    /// wrapper ...>`, whose errors say "descriptor '__add__' requires a 'int' object")
    /// rather than a method descriptor (`list.append`, `int.__round__`).
    pub fn is_slot_wrapper(self) -> bool {
        is_slot_wrapper(self.qualname())
    }
}

/// Whether the special method `qualname` (`int.__add__`) is one of CPython's slot
/// wrappers: a special method of a slot (`__add__`, `__len__`, ...), unless CPython
/// defines it as a method (`list.__getitem__`, `dict.__contains__`, `int.__round__`).
fn is_slot_wrapper(qualname: &str) -> bool {
    const METHODS: &[&str] = &[
        "list.__getitem__",
        "dict.__getitem__",
        "dict.__contains__",
        "set.__contains__",
        "frozenset.__contains__",
    ];
    const NOT_SLOTS: &[&str] = &[
        "__round__",
        "__trunc__",
        "__floor__",
        "__ceil__",
        "__format__",
        "__sizeof__",
        "__reversed__",
        "__copy__",
        "__deepcopy__",
        "__enter__",
        "__exit__",
        "__reduce__",
        "__reduce_ex__",
        "__getnewargs__",
        "__class_getitem__",
        "__length_hint__",
        "__getstate__",
        "__setstate__",
    ];
    let name = qualname.rsplit('.').next().unwrap_or(qualname);
    name.starts_with("__")
        && name.ends_with("__")
        && !NOT_SLOTS.contains(&name)
        && !METHODS.contains(&qualname)
}

impl fmt::Debug for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.qualname())
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

/// The names of the natives, from their tables: what this layer asks of them. The runner
/// installs them once ([`Names::install`]); until then a native's name is `"?"`.
///
/// why installed rather than imported: the tables live with their handlers one layer up,
/// and a lower layer never names a higher one (dependency injection, as CPython's
/// objects reach the interpreter through pointers it sets up).
#[derive(Clone, Copy)]
pub struct Names {
    /// A builtin's name and whether it is a type.
    pub builtin: fn(Builtin) -> (&'static str, bool),
    /// A method's `type.name`.
    pub method: fn(Method) -> &'static str,
    /// The builtin a table names `type.name` for builtin type `type` (a standard
    /// module's type's attribute, `itertools.chain.from_iterable`).
    pub attribute: fn(Builtin, &str) -> Option<Builtin>,
    /// The builtin that runs class method `name` of builtin type `type` for a subclass
    /// given first (`dict.fromkeys` reached as `D.fromkeys`).
    pub subclass_method: fn(Builtin, &str) -> Option<Builtin>,
}

static NAMES: OnceLock<Names> = OnceLock::new();

impl Names {
    /// Installs the names (the first installation stays: the tables are static).
    pub fn install(names: Names) {
        let _ = NAMES.set(names);
    }

    fn get() -> Option<&'static Names> {
        NAMES.get()
    }
}

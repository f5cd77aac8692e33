//! Tables of functions and types written in Rust (the builtins, each standard module's
//! functions): their definitions and the macro that declares a table. A
//! [`Builtin`](crate::value::Builtin) value is a position in one of them.

use crate::error::PyResult;
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::{Arity, Kwargs};

pub use crate::value::native::TABLE_SPAN;

/// A builtin's handler: the positional arguments (which it may move out of) and the
/// keyword arguments, already checked against its entry.
pub type BuiltinFn = fn(&mut dyn Vm, &mut [Value], &Kwargs) -> PyResult<Value>;

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

/// One entry of a table: a native function's or type's definition.
pub struct BuiltinDef {
    /// Its name in Python.
    pub name: &'static str,
    /// Whether the builtins namespace has it. The types that Python does not name there
    /// (`NoneType`, `function`, the iterators: what `type()` returns for such values) are
    /// entries too, marked `#[hidden]`, so that they print, compare, hash and answer
    /// `isinstance` like the named types.
    pub public: bool,
    pub kind: BuiltinKind,
    pub arity: Arity,
    pub keywords: Keywords,
    pub handler: BuiltinFn,
}

/// Declares a table of natives, one entry each, after the table's number (0: the
/// builtins, `n`: the `n`th module of `stdlib::MODULES`):
/// `HANDLE = "name" [type(instance test)] (arguments) [keywords[names] | keywords(*)] => handler;`
/// and derives from them `TABLE`, its length `COUNT` and its handles (`LEN`, ...), whose
/// [`Builtin`] positions are the table's number times [`TABLE_SPAN`] plus the index.
macro_rules! natives {
    (table = $table:literal; $(
        $(#[$hidden:ident])?
        $handle:ident = $name:literal $(type($instance:expr))? ($($arity:tt)+)
            $(keywords $keywords:tt)? => $handler:path;
    )*) => {
        /// Positions in [`TABLE`], by handle.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u16)]
        enum Index { $($handle),* }

        const COUNT: usize = [$(Index::$handle),*].len();

        /// Every entry, in declaration order (a builtin's hash is its position).
        pub static TABLE: [$crate::runtime::table::BuiltinDef; COUNT] = [$(
            $crate::runtime::table::BuiltinDef {
                name: $name,
                public: $crate::runtime::table::public!($($hidden)?),
                kind: $crate::runtime::table::kind!($($instance)?),
                arity: $crate::value::native::arity!($($arity)+),
                keywords: $crate::runtime::table::keywords!($($keywords)?),
                handler: $handler,
            }
        ),*];

        $(
            #[doc = concat!("`", $name, "`.")]
            pub const $handle: $crate::value::Builtin = $crate::value::Builtin::from_index(
                $table * $crate::runtime::table::TABLE_SPAN + Index::$handle as u16,
            );
        )*
    };
}

macro_rules! public {
    () => {
        true
    };
    (hidden) => {
        false
    };
}

macro_rules! kind {
    () => {
        $crate::runtime::table::BuiltinKind::Function
    };
    ($instance:expr) => {
        $crate::runtime::table::BuiltinKind::Type($instance)
    };
}

macro_rules! keywords {
    () => {
        $crate::runtime::table::Keywords::None
    };
    ([$($name:literal),* $(,)?]) => {
        $crate::runtime::table::Keywords::Only(&[$($name),*])
    };
    ((*)) => {
        $crate::runtime::table::Keywords::Any
    };
}

pub(crate) use {keywords, kind, natives, public};

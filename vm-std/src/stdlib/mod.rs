//! The standard modules written in Rust (`import math`): each module's table of
//! functions (declared with [`natives!`](crate::runtime::table::natives), one entry
//! each) and the other values it holds (constants, `sys.argv`).
//!
//! A module's functions are [`Builtin`] values whose positions lie in the module's
//! table: table `n` is `MODULES[n - 1]`'s (table 0 is the builtins').

pub mod bisect;
pub mod collections;
pub mod gc;
pub mod heapq;
pub mod io;
pub mod math;
pub mod random;
pub mod sys;
pub mod time;

use crate::runtime::Vm;
use crate::runtime::table::{BuiltinDef, TABLE_SPAN};
use crate::value::{Builtin, Value};

/// A standard module written in Rust.
pub struct NativeModule {
    /// Its name (`import math`).
    pub name: &'static str,
    /// Its functions: the table its `natives!` declares, whose number is this module's
    /// position in [`MODULES`] plus one.
    pub functions: &'static [BuiltinDef],
    /// Its other attributes, made when it is imported.
    pub values: fn(&mut dyn Vm) -> Vec<(&'static str, Value)>,
}

/// Every standard module written in Rust, in table order (see `tests` below).
pub static MODULES: &[NativeModule] = &[
    gc::MODULE,
    sys::MODULE,
    time::MODULE,
    math::MODULE,
    random::MODULE,
    // 6-8: itertools, functools, operator (being written).
    PENDING,
    PENDING,
    PENDING,
    bisect::MODULE,
    heapq::MODULE,
    collections::MODULE,
    io::MODULE,
];

/// The place of a module whose table is not in yet: no name matches it.
const PENDING: NativeModule = NativeModule {
    name: "",
    functions: &[],
    values: |_| Vec::new(),
};

/// The standard modules written in Python, compiled when imported ("frozen" into the
/// binary, as CPython freezes part of its standard library): name and source.
pub static FROZEN: &[(&str, &str)] = &[
    ("collections", include_str!("py/collections.py")),
    ("string", include_str!("py/string.py")),
];

/// The source of frozen module `name`.
pub fn frozen(name: &str) -> Option<&'static str> {
    FROZEN.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// The module named `name` and its table's number.
pub fn find(name: &str) -> Option<(u16, &'static NativeModule)> {
    MODULES
        .iter()
        .position(|m| !m.name.is_empty() && m.name == name)
        .map(|i| (i as u16 + 1, &MODULES[i]))
}

/// The attributes of module `module` (table `table`): its public functions, then its
/// values. (A `#[hidden]` entry is a function the module uses otherwise: a method of a
/// class it defines.)
pub fn attributes(
    vm: &mut dyn Vm,
    table: u16,
    module: &NativeModule,
) -> Vec<(&'static str, Value)> {
    let functions = module
        .functions
        .iter()
        .enumerate()
        .filter(|(_, def)| def.public)
        .map(|(i, def)| {
            let b = Builtin::from_index(table * TABLE_SPAN + i as u16);
            (def.name, Value::Builtin(b))
        });
    let mut out: Vec<_> = functions.collect();
    out.extend((module.values)(vm));
    out
}

/// The entry of builtin `b` if it is a module's function.
pub fn def(b: Builtin) -> Option<&'static BuiltinDef> {
    let i = b.index();
    let table = i / usize::from(TABLE_SPAN);
    MODULES
        .get(table.checked_sub(1)?)?
        .functions
        .get(i % usize::from(TABLE_SPAN))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each module's handles name its own table: a module's `natives!` number is its
    /// position in `MODULES` plus one.
    #[test]
    fn table_numbers_match_positions() {
        let first = [
            (0, gc::COLLECT),
            (1, sys::EXIT),
            (2, time::TIME),
            (3, math::ACOS),
            (4, random::SEED),
            (8, bisect::BISECT_RIGHT),
            (9, heapq::HEAPPUSH),
            (10, collections::DEQUE),
            (11, io::STRING_IO),
        ];
        for (i, b) in first {
            assert_eq!(
                b.index() / usize::from(TABLE_SPAN),
                i + 1,
                "{}",
                MODULES[i].name
            );
            assert_eq!(
                def(b).map(|d| d.name),
                Some(MODULES[i].functions[b.index() % 1024].name)
            );
        }
    }
}

//! Methods of the builtin types (`list.append`, `dict.get`, `str.split`, ...): their table
//! (one entry each: name, arguments, handler) and, by type, the handlers.
//!
//! A handler runs after [`Method::call`] checked the call against its entry (keywords,
//! the receiver's type, then the argument count), so it may index the arguments its entry
//! guarantees. The table's order is the order of [`TABLE`], which inline caches index.

mod dict;
mod list;
mod number;
mod set;
mod string;
mod tuple;

pub use string::find_in;

use crate::error::{ExcType, PyError, PyResult};
use crate::value::Value;
use crate::value::native::{Method, MethodDef, MethodFn, Receiver, arity};

/// Declares the methods, grouped by the type that has them (a [`Receiver`], its name in
/// Python), one entry each: `HANDLE = "name" (arguments) [keywords] => handler,`; and
/// derives from them the table, its handles (`LIST_APPEND`, ...) and [`lookup`].
macro_rules! methods {
    ($(
        $receiver:ident $type_name:literal {
            $($handle:ident = $name:literal ($($arity:tt)+) $($keywords:ident)? => $handler:path,)*
        }
    )*) => {
        /// Positions in [`TABLE`], by handle.
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u16)]
        enum Index { $($($handle),*),* }

        const COUNT: usize = [$($(Index::$handle),*),*].len();

        /// Every method, in declaration order (its position is what inline caches store).
        pub static TABLE: [MethodDef; COUNT] = [$($(
            MethodDef {
                qualname: concat!($type_name, ".", $name),
                arity: arity!($($arity)+),
                keywords: keywords!($($keywords)?),
                handler: MethodFn::$receiver($handler),
                index: Index::$handle as u16,
            }
        ),*),*];

        $($(
            #[doc = concat!("`", $type_name, ".", $name, "`.")]
            pub const $handle: Method = Method::new(&TABLE[Index::$handle as usize]);
        )*)*

        /// `obj.name` as a method, or `AttributeError`.
        pub fn lookup(obj: &Value, name: &str) -> PyResult<Method> {
            let found = match Receiver::of(obj) {
                $(Some(Receiver::$receiver) => match name {
                    $($name => Some($handle),)*
                    _ => None,
                },)*
                None => None,
            };
            found.ok_or_else(|| no_attribute(obj, name))
        }
    };
}

macro_rules! keywords {
    () => {
        false
    };
    (keywords) => {
        true
    };
}

methods! {
    List "list" {
        LIST_APPEND = "append" (1) => list::append,
        LIST_EXTEND = "extend" (1) => list::extend,
        LIST_INSERT = "insert" (2) => list::insert,
        LIST_POP = "pop" (0..=1) => list::pop,
        LIST_REMOVE = "remove" (1) => list::remove,
        LIST_INDEX = "index" (1..=3) => list::index,
        LIST_COUNT = "count" (1) => list::count,
        LIST_SORT = "sort" (0) keywords => list::sort,
        LIST_REVERSE = "reverse" (0) => list::reverse,
        LIST_COPY = "copy" (0) => list::copy,
        LIST_CLEAR = "clear" (0) => list::clear,
    }
    Tuple "tuple" {
        TUPLE_INDEX = "index" (1) => tuple::index,
        TUPLE_COUNT = "count" (1) => tuple::count,
    }
    Dict "dict" {
        DICT_GET = "get" (1..=2) => dict::get,
        DICT_KEYS = "keys" (0) => dict::keys,
        DICT_VALUES = "values" (0) => dict::values,
        DICT_ITEMS = "items" (0) => dict::items,
        DICT_POP = "pop" (1..=2) => dict::pop,
        DICT_SETDEFAULT = "setdefault" (1..=2) => dict::setdefault,
        DICT_UPDATE = "update" (0..=1) => dict::update,
        DICT_COPY = "copy" (0) => dict::copy,
        DICT_CLEAR = "clear" (0) => dict::clear,
        DICT_POPITEM = "popitem" (0) => dict::popitem,
    }
    Set "set" {
        SET_ADD = "add" (1) => set::add,
        SET_REMOVE = "remove" (1) => set::remove,
        SET_DISCARD = "discard" (1) => set::discard,
        SET_POP = "pop" (0) => set::pop,
        SET_UNION = "union" (0..) => set::union,
        SET_INTERSECTION = "intersection" (0..) => set::intersection,
        SET_DIFFERENCE = "difference" (0..) => set::difference,
        SET_SYMMETRIC_DIFFERENCE = "symmetric_difference" (1) => set::symmetric_difference,
        SET_ISSUBSET = "issubset" (1) => set::issubset,
        SET_ISSUPERSET = "issuperset" (1) => set::issuperset,
        SET_ISDISJOINT = "isdisjoint" (1) => set::isdisjoint,
        SET_COPY = "copy" (0) => set::copy,
        SET_CLEAR = "clear" (0) => set::clear,
        SET_UPDATE = "update" (0..) => set::update,
        SET_INTERSECTION_UPDATE = "intersection_update" (0..) => set::intersection_update,
        SET_DIFFERENCE_UPDATE = "difference_update" (0..) => set::difference_update,
    }
    Str "str" {
        STR_SPLIT = "split" (0..=2) => string::split,
        STR_RSPLIT = "rsplit" (0..=2) => string::rsplit,
        STR_JOIN = "join" (1) => string::join,
        STR_STRIP = "strip" (0..=1) => string::strip,
        STR_LSTRIP = "lstrip" (0..=1) => string::lstrip,
        STR_RSTRIP = "rstrip" (0..=1) => string::rstrip,
        STR_REPLACE = "replace" (2..=3) => string::replace,
        STR_STARTSWITH = "startswith" (1..=3) => string::startswith,
        STR_ENDSWITH = "endswith" (1..=3) => string::endswith,
        STR_FIND = "find" (1..=3) => string::find,
        STR_RFIND = "rfind" (1..=3) => string::rfind,
        STR_INDEX = "index" (1..=3) => string::index,
        STR_COUNT = "count" (1..=3) => string::count,
        STR_UPPER = "upper" (0) => string::upper,
        STR_LOWER = "lower" (0) => string::lower,
        STR_ISDIGIT = "isdigit" (0) => string::isdigit,
        STR_ISALPHA = "isalpha" (0) => string::isalpha,
        STR_ISALNUM = "isalnum" (0) => string::isalnum,
        STR_ISSPACE = "isspace" (0) => string::isspace,
        STR_ISUPPER = "isupper" (0) => string::isupper,
        STR_ISLOWER = "islower" (0) => string::islower,
        STR_FORMAT = "format" (0..) keywords => string::format,
        STR_ZFILL = "zfill" (1) => string::zfill,
        STR_LJUST = "ljust" (1..=2) => string::ljust,
        STR_RJUST = "rjust" (1..=2) => string::rjust,
        STR_CENTER = "center" (1..=2) => string::center,
        STR_TITLE = "title" (0) => string::title,
        STR_CAPITALIZE = "capitalize" (0) => string::capitalize,
        STR_SPLITLINES = "splitlines" (0) => string::splitlines,
        STR_PARTITION = "partition" (1) => string::partition,
        STR_SWAPCASE = "swapcase" (0) => string::swapcase,
    }
    Int "int" {
        INT_BIT_LENGTH = "bit_length" (0) => number::bit_length,
    }
    Float "float" {
        FLOAT_IS_INTEGER = "is_integer" (0) => number::is_integer,
    }
}

/// The method at position `i` of [`TABLE`] (an inline cache's; a position past the end,
/// from caches not made here, gives the first method rather than a panic).
#[inline]
pub fn from_index(i: u32) -> Method {
    Method::new(TABLE.get(i as usize).unwrap_or(&TABLE[0]))
}

#[cold]
fn no_attribute(obj: &Value, name: &str) -> PyError {
    PyError::new(
        ExcType::AttributeError,
        format!("'{}' object has no attribute '{name}'", obj.type_name()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is the only list of methods: positions, handles, names and receivers
    /// agree.
    #[test]
    fn handles_and_lookup_agree_with_the_table() {
        for (i, def) in TABLE.iter().enumerate() {
            assert_eq!(def.index as usize, i, "{}", def.qualname);
            assert_eq!(from_index(i as u32), Method::new(def));
        }
        let list = Value::list(Vec::new());
        assert_eq!(lookup(&list, "append").unwrap(), LIST_APPEND);
        assert_eq!(lookup(&Value::str("a"), "find").unwrap(), STR_FIND);
        assert_eq!(LIST_APPEND.qualname(), "list.append");
        assert_eq!(
            lookup(
                &Value::from_bigint(num_bigint::BigInt::from(1) << 70),
                "bit_length"
            )
            .unwrap(),
            INT_BIT_LENGTH
        );
        assert!(lookup(&Value::Bool(true), "bit_length").is_err());
        assert!(lookup(&list, "find").is_err());
    }
}

//! Methods of the builtin types (`list.append`, `dict.get`, `str.split`, ...).

use std::mem;
use std::rc::Rc;

use vm_core::Guard;

use crate::error::{ExcType, PyError, PyResult};
use crate::ops;
use crate::ops::sort::sort_values;
use crate::runtime::Machine;
use crate::strfmt;
use crate::value::iter::{collect, unpack, with_items};
use crate::value::set::{set_update, table_of};
use crate::value::{self, DictView, PyStr, Set, SetTable, Value, ViewKind, format, num, py_eq};

macro_rules! methods {
    ($($ty:literal { $($variant:ident = $name:literal),* $(,)? })*) => {
        /// A method of a builtin type.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Method { $($($variant),*),* }

        impl Method {
            /// Every method, in declaration order.
            pub const ALL: &'static [Method] = &[$($(Method::$variant),*),*];

            /// Its position in [`Method::ALL`] (for inline caches).
            pub fn index(self) -> u32 {
                self as u32
            }

            /// The method at a position of [`Method::ALL`].
            pub fn from_index(i: u32) -> Method {
                Method::ALL.get(i as usize).copied().unwrap_or(Method::ListAppend)
            }

            /// `type.name`.
            pub fn name(self) -> &'static str {
                match self { $($(Method::$variant => concat!($ty, ".", $name)),*),* }
            }

            /// The method `name` of type `ty`.
            fn find(ty: &str, name: &str) -> Option<Method> {
                match ty {
                    $($ty => match name {
                        $($name => Some(Method::$variant),)*
                        _ => None,
                    },)*
                    _ => None,
                }
            }
        }
    };
}

methods! {
    "list" {
        ListAppend = "append", ListExtend = "extend", ListInsert = "insert", ListPop = "pop",
        ListRemove = "remove", ListIndex = "index", ListCount = "count", ListSort = "sort",
        ListReverse = "reverse", ListCopy = "copy", ListClear = "clear",
    }
    "tuple" { TupleIndex = "index", TupleCount = "count" }
    "dict" {
        DictGet = "get", DictKeys = "keys", DictValues = "values", DictItems = "items",
        DictPop = "pop", DictSetdefault = "setdefault", DictUpdate = "update",
        DictCopy = "copy", DictClear = "clear", DictPopitem = "popitem",
    }
    "set" {
        SetAdd = "add", SetRemove = "remove", SetDiscard = "discard", SetPop = "pop",
        SetUnion = "union", SetIntersection = "intersection", SetDifference = "difference",
        SetSymmetricDifference = "symmetric_difference", SetIssubset = "issubset",
        SetIssuperset = "issuperset", SetIsdisjoint = "isdisjoint", SetCopy = "copy",
        SetClear = "clear", SetUpdate = "update",
        SetIntersectionUpdate = "intersection_update", SetDifferenceUpdate = "difference_update",
    }
    "str" {
        StrSplit = "split", StrRsplit = "rsplit", StrJoin = "join", StrStrip = "strip",
        StrLstrip = "lstrip", StrRstrip = "rstrip", StrReplace = "replace",
        StrStartswith = "startswith", StrEndswith = "endswith", StrFind = "find",
        StrRfind = "rfind", StrIndex = "index", StrCount = "count", StrUpper = "upper",
        StrLower = "lower", StrIsdigit = "isdigit", StrIsalpha = "isalpha",
        StrIsalnum = "isalnum", StrIsspace = "isspace", StrIsupper = "isupper",
        StrIslower = "islower", StrFormat = "format", StrZfill = "zfill", StrLjust = "ljust",
        StrRjust = "rjust", StrCenter = "center", StrTitle = "title",
        StrCapitalize = "capitalize", StrSplitlines = "splitlines", StrPartition = "partition",
        StrSwapcase = "swapcase",
    }
    "int" { IntBitLength = "bit_length" }
    "float" { FloatIsInteger = "is_integer" }
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

/// `obj.name` as a method, or AttributeError.
pub fn lookup(obj: &Value, name: &str) -> PyResult<Method> {
    let ty = match obj {
        Value::BigInt(_) => "int",
        other => other.type_name(),
    };
    Method::find(ty, name).ok_or_else(|| {
        PyError::new(
            ExcType::AttributeError,
            format!("'{}' object has no attribute '{name}'", obj.type_name()),
        )
    })
}

/// Runs `f` on the elements of `v` as a set table: a set's own table, borrowed (a copy of
/// a big set would double its memory only to be read), or a new table of another
/// iterable's items.
fn with_table<R>(v: &Value, f: impl FnOnce(&SetTable) -> R) -> PyResult<R> {
    match v {
        Value::Set(s) => Ok(f(&s.0.borrow())),
        _ => Ok(f(&table_of(v)?)),
    }
}

/// `so.intersection(other)` (CPython's `set_intersection`); `me` is the set holding `so`,
/// if any, so that `s.intersection(s)` is a copy.
fn set_intersection(so: &SetTable, me: Option<&Rc<Set>>, other: &Value) -> PyResult<SetTable> {
    if let Value::Set(t) = other {
        if me.is_some_and(|s| Rc::ptr_eq(s, t)) {
            return Ok(so.copy());
        }
        return Ok(so.intersection(&t.0.borrow()));
    }
    with_items(other, |items| {
        let mut r = SetTable::new();
        for x in items {
            let h = x.py_hash()?;
            if so.contains_hashed(x, h) {
                r.add_with_hash(x.clone(), h);
            }
        }
        Ok(r)
    })
}

/// `so.difference(other)` (CPython's `set_difference`).
fn set_difference(so: &SetTable, other: &Value) -> PyResult<SetTable> {
    match other {
        Value::Set(t) => Ok(so.difference(&t.0.borrow())),
        Value::Dict(d) if (so.len() >> 2) <= d.0.borrow().len() => {
            let d = d.0.borrow();
            let mut r = SetTable::new();
            for (h, v) in so.entries() {
                if !d.contains_key(v) {
                    r.add_with_hash(v.clone(), h);
                }
            }
            Ok(r)
        }
        _ => {
            let mut r = so.copy();
            set_difference_update(&mut r, other)?;
            Ok(r)
        }
    }
}

/// Removes the elements of `other` from `r` (CPython's `set_difference_update_internal`);
/// `r` is not the table of `other`.
fn set_difference_update(r: &mut SetTable, other: &Value) -> PyResult<()> {
    if let Value::Set(t) = other {
        r.difference_update(&t.0.borrow());
        return Ok(());
    }
    with_items(other, |items| {
        for x in items {
            r.discard(x)?;
        }
        Ok(())
    })?;
    r.purge_dummies();
    Ok(())
}

/// Checks that a method got `min..=max` arguments. why inline with a cold error path:
/// every method call checks, and an out-of-line call carrying the message formatting
/// cost ~25 instructions a call.
#[inline(always)]
fn nargs(m: Method, args: &[Value], min: usize, max: usize) -> PyResult<()> {
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    Err(nargs_error(m, n, min, max))
}

#[cold]
#[inline(never)]
fn nargs_error(m: Method, n: usize, min: usize, max: usize) -> PyError {
    let name = m.name();
    let short = name.rsplit('.').next().unwrap_or(name);
    PyError::type_error(if min == max && min == 0 {
        format!("{name}() takes no arguments ({n} given)")
    } else if min == max && min == 1 {
        format!("{name}() takes exactly one argument ({n} given)")
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

/// `v` as a string, else the `TypeError` "`what`, not <type>" (`what` is CPython's
/// wording up to the comma).
fn want_str<'a>(v: &'a Value, what: &str) -> PyResult<&'a Rc<PyStr>> {
    match v {
        Value::Str(s) => Ok(s),
        other => Err(PyError::type_error(format!(
            "{what}, not {}",
            other.type_name()
        ))),
    }
}

fn want_int(v: &Value) -> PyResult<i64> {
    num::to_i64(v).ok_or_else(|| {
        PyError::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))
    })
}

/// Converts a byte index of `s` into a char index.
fn char_index(s: &PyStr, byte: usize) -> i64 {
    if s.ascii {
        byte as i64
    } else {
        s.s[..byte].chars().count() as i64
    }
}

/// The char index of the first (or with `rev` the last) `sub` in bytes `lo..hi` of `s`
/// (`lo <= hi`, both char boundaries): `str.find` and `str.rfind`.
#[inline]
pub fn find_in(s: &PyStr, sub: &str, lo: usize, hi: usize, rev: bool) -> Option<i64> {
    let hay = &s.s.as_bytes()[lo..hi];
    let needle = sub.as_bytes();
    let found = match (rev, needle) {
        (false, [byte]) => memchr::memchr(*byte, hay),
        (true, [byte]) => memchr::memrchr(*byte, hay),
        (false, _) => memchr::memmem::find(hay, needle),
        (true, _) => memchr::memmem::rfind(hay, needle),
    };
    found.map(|b| char_index(s, b + lo))
}

/// Appends `piece` to `out`: byte by byte when it is short, where a `memcpy` call costs
/// more than the copy (`"".join(chars)` copies one byte per item).
#[inline(always)]
fn push_piece(out: &mut Vec<u8>, piece: &[u8]) {
    if piece.len() <= 4 {
        for &b in piece {
            out.push(b);
        }
    } else {
        out.extend_from_slice(piece);
    }
}

/// What `find`/`rfind` (-1) or `index` (ValueError) do when the substring is absent.
fn not_found(m: Method) -> PyResult<Value> {
    if m == Method::StrIndex {
        Err(PyError::value_error("substring not found"))
    } else {
        Ok(Value::Int(-1))
    }
}

/// The byte range a search method (`find`, `count`, `startswith`, ...) looks in:
/// `args[1..]` are its optional `start` and `end` char indices. An empty range comes back
/// as `(1, 0)` (`lo > hi`).
#[inline]
fn search_range(s: &PyStr, args: &[Value]) -> PyResult<(usize, usize)> {
    if args.len() < 2 {
        return Ok((0, s.s.len()));
    }
    let n = s.char_len() as i64;
    // As CPython's `ADJUST_INDICES`: a start past the end stays there (so `"abc".find("",
    // 4)` is -1, not 3); only the end is cut to the length.
    let clamp = |v: Option<&Value>, default: i64| -> PyResult<i64> {
        match v {
            None | Some(Value::None) => Ok(default),
            Some(v) => {
                let i = want_int(v)?;
                Ok(if i < 0 { (i + n).max(0) } else { i })
            }
        }
    };
    let (a, b) = (clamp(args.get(1), 0)?, clamp(args.get(2), n)?.min(n));
    let to_byte = |c: i64| -> usize {
        if s.ascii {
            c as usize
        } else {
            s.s.char_indices()
                .nth(c as usize)
                .map_or(s.s.len(), |(i, _)| i)
        }
    };
    if a > b {
        return Ok((1, 0));
    }
    Ok((to_byte(a), to_byte(b)))
}

/// Whether an ASCII byte is whitespace to `str.split()` (`is_py_space` of its char).
#[inline]
fn is_ascii_py_space(b: u8) -> bool {
    matches!(b, b'\t'..=b'\r' | 0x1c..=b' ')
}

/// Whether `str.isspace` counts `c` as whitespace (and so what `split()` and `strip()`
/// skip): Unicode's White_Space plus the ASCII separators `\x1c`-`\x1f`, which Rust's
/// `char::is_whitespace` leaves out. (`int()` and `float()` do not skip those four:
/// they keep `str::trim`.)
fn is_py_space(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\x1c'..='\x1f')
}

fn strip_chars<'a>(
    s: &'a str,
    chars: Option<&Value>,
    left: bool,
    right: bool,
) -> PyResult<&'a str> {
    match chars {
        None | Some(Value::None) => Ok(match (left, right) {
            (true, true) => s.trim_matches(is_py_space),
            (true, false) => s.trim_start_matches(is_py_space),
            _ => s.trim_end_matches(is_py_space),
        }),
        Some(v) => {
            let Value::Str(chars) = v else {
                let name = match (left, right) {
                    (true, true) => "strip",
                    (true, false) => "lstrip",
                    _ => "rstrip",
                };
                return Err(PyError::type_error(format!(
                    "{name} arg must be None or str"
                )));
            };
            let set: Vec<char> = chars.s.chars().collect();
            let f = |c: char| set.contains(&c);
            Ok(match (left, right) {
                (true, true) => s.trim_matches(f),
                (true, false) => s.trim_start_matches(f),
                _ => s.trim_end_matches(f),
            })
        }
    }
}

fn split(source: &PyStr, sep: Option<&Value>, maxsplit: i64, right: bool) -> PyResult<Value> {
    let s = source.s.as_str();
    let piece = |p: &str| source.piece(p);
    let max = if maxsplit < 0 {
        usize::MAX
    } else {
        maxsplit as usize
    };
    let parts: Vec<Value> = match sep {
        None | Some(Value::None) => {
            let mut out: Vec<&str> = Vec::new();
            if right {
                let mut rest = s.trim_end_matches(is_py_space);
                while !rest.is_empty() {
                    if out.len() == max {
                        out.push(rest.trim_end_matches(is_py_space));
                        break;
                    }
                    match rest.rfind(is_py_space) {
                        Some(i) => {
                            let ws = rest[i..].chars().next().map_or(1, char::len_utf8);
                            out.push(&rest[i + ws..]);
                            rest = rest[..i].trim_end_matches(is_py_space);
                        }
                        None => {
                            out.push(rest);
                            rest = "";
                        }
                    }
                }
                out.reverse();
            } else if source.ascii {
                // why a byte scan: decoding chars and testing Unicode whitespace through a
                // closure took 2.4x CPython's time on a 700 kB text (`examples/strings.py`).
                let b = s.as_bytes();
                let mut i = 0;
                loop {
                    while i < b.len() && is_ascii_py_space(b[i]) {
                        i += 1;
                    }
                    if i == b.len() {
                        break;
                    }
                    if out.len() == max {
                        out.push(&s[i..]);
                        break;
                    }
                    let start = i;
                    while i < b.len() && !is_ascii_py_space(b[i]) {
                        i += 1;
                    }
                    out.push(&s[start..i]);
                }
            } else {
                let mut rest = s.trim_start_matches(is_py_space);
                while !rest.is_empty() {
                    if out.len() == max {
                        out.push(rest.trim_start_matches(is_py_space));
                        break;
                    }
                    match rest.find(is_py_space) {
                        Some(i) => {
                            out.push(&rest[..i]);
                            rest = rest[i..].trim_start_matches(is_py_space);
                        }
                        None => {
                            out.push(rest);
                            rest = "";
                        }
                    }
                }
            }
            out.into_iter().map(piece).collect()
        }
        Some(v) => {
            let sep = &want_str(v, "must be str or None")?.s;
            if sep.is_empty() {
                return Err(PyError::value_error("empty separator"));
            }
            let n = max.saturating_add(1);
            // why: a one-byte separator (`" "`, `","`) splits with a byte scan; a `&str`
            // pattern sets up a two-way substring searcher per call.
            let byte = match sep.as_bytes() {
                [b] if b.is_ascii() => Some(*b as char),
                _ => None,
            };
            if right {
                let mut v: Vec<Value> = match byte {
                    Some(c) => s.rsplitn(n, c).map(piece).collect(),
                    None => s.rsplitn(n, sep.as_str()).map(piece).collect(),
                };
                v.reverse();
                v
            } else {
                match byte {
                    Some(c) => s.splitn(n, c).map(piece).collect(),
                    None => s.splitn(n, sep.as_str()).map(piece).collect(),
                }
            }
        }
    };
    Ok(Value::list(parts))
}

fn pad(s: &PyStr, width: &Value, fill: Option<&Value>, align: char) -> PyResult<Value> {
    let w = want_int(width)?;
    let fill = match fill {
        Some(v) => {
            let f = want_str(v, "The fill character must be a unicode character")?;
            let mut cs = f.s.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => c,
                _ => {
                    return Err(PyError::type_error(
                        "The fill character must be exactly one character long",
                    ));
                }
            }
        }
        None => ' ',
    };
    let n = s.char_len() as i64;
    if w <= n {
        return Ok(Value::str(s.s.clone()));
    }
    let total = (w - n) as usize;
    let (left, right) = match align {
        '<' => (0, total),
        '>' => (total, 0),
        // CPython's str.center puts the extra pad on the right unless the width is odd.
        _ => {
            let left = total / 2 + (total & w as usize & 1);
            (left, total - left)
        }
    };
    let mut out = String::with_capacity(s.s.len() + total);
    out.extend(std::iter::repeat_n(fill, left));
    out.push_str(&s.s);
    out.extend(std::iter::repeat_n(fill, right));
    Ok(Value::str(out))
}

/// Calls method `m`; `args[0]` is `self`.
pub fn call(
    ctx: &mut Machine,
    m: Method,
    args: &mut [Value],
    kw: &[(Rc<str>, Value)],
) -> PyResult<Value> {
    let _ = ctx;
    if !kw.is_empty() && !matches!(m, Method::ListSort | Method::StrFormat) {
        return Err(PyError::type_error(format!(
            "{}() takes no keyword arguments",
            m.name()
        )));
    }
    let (this, rest) = match args.split_first_mut() {
        Some(p) => p,
        None => {
            return Err(PyError::type_error(format!(
                "{}() needs an argument",
                m.name()
            )));
        }
    };
    let a = &*rest;
    match (m, &*this) {
        (Method::ListAppend, Value::List(l)) => {
            nargs(m, a, 1, 1)?;
            l.push(mem::take(&mut rest[0]));
            Ok(Value::None)
        }
        (Method::ListExtend, Value::List(l)) => {
            nargs(m, a, 1, 1)?;
            let items = collect(&a[0])?;
            l.extend(items);
            Ok(Value::None)
        }
        (Method::ListInsert, Value::List(l)) => {
            nargs(m, a, 2, 2)?;
            let i = want_int(&a[0])?;
            let mut v = l.values_mut();
            let n = v.len() as i64;
            let at = if i < 0 { (i + n).max(0) } else { i.min(n) };
            v.insert(at as usize, a[1].clone());
            Ok(Value::None)
        }
        (Method::ListPop, Value::List(l)) => {
            nargs(m, a, 0, 1)?;
            if l.is_empty() {
                return Err(PyError::index_error("pop from empty list"));
            }
            let i = match a.first() {
                Some(x) => want_int(x)?,
                None => -1,
            };
            match value::norm_index(i, l.len()) {
                Some(j) => Ok(l.remove(j)),
                None => Err(PyError::index_error("pop index out of range")),
            }
        }
        (Method::ListRemove, Value::List(l)) => {
            nargs(m, a, 1, 1)?;
            let pos = l.with_values(|v| v.iter().position(|x| x.is(&a[0]) || py_eq(x, &a[0])));
            match pos {
                Some(j) => {
                    l.remove(j);
                    Ok(Value::None)
                }
                None => Err(PyError::value_error("list.remove(x): x not in list")),
            }
        }
        (Method::ListIndex, Value::List(l)) => {
            nargs(m, a, 1, 3)?;
            let n = l.len() as i64;
            let bound = |x: Option<&Value>, d: i64| -> PyResult<usize> {
                Ok(match x {
                    None => d,
                    Some(x) => {
                        let i = want_int(x)?;
                        if i < 0 { (i + n).max(0) } else { i.min(n) }
                    }
                } as usize)
            };
            let (s, e) = (bound(a.get(1), 0)?, bound(a.get(2), n)?);
            let found = l.with_values(|v| {
                (v.iter().enumerate().take(e).skip(s))
                    .find(|(_, x)| x.is(&a[0]) || py_eq(x, &a[0]))
                    .map(|(j, _)| j)
            });
            if let Some(j) = found {
                return Ok(Value::Int(j as i64));
            }
            Err(PyError::value_error(format!(
                "{} is not in list",
                format::repr(&a[0])
            )))
        }
        (Method::ListCount, Value::List(l)) => {
            nargs(m, a, 1, 1)?;
            let n = l.with_values(|v| v.iter().filter(|x| x.is(&a[0]) || py_eq(x, &a[0])).count());
            Ok(Value::Int(n as i64))
        }
        (Method::ListSort, Value::List(l)) => {
            nargs(m, a, 0, 0)?;
            let mut reverse = false;
            for (k, v) in kw {
                match &**k {
                    "reverse" => reverse = value::truthy(v),
                    "key" => return Err(PyError::type_error("list.sort(): key= is not supported")),
                    other => {
                        return Err(PyError::type_error(format!(
                            "sort() got an unexpected keyword argument '{other}'"
                        )));
                    }
                }
            }
            // why: CPython empties the list while sorting, so comparisons that look at it
            // see an empty list instead of a half-sorted one (and no borrow is held).
            let mut v = l.take();
            let r = sort_values(&mut v, reverse);
            l.replace(v);
            r.map(|()| Value::None)
        }
        (Method::ListReverse, Value::List(l)) => {
            nargs(m, a, 0, 0)?;
            l.reverse();
            Ok(Value::None)
        }
        (Method::ListCopy, Value::List(l)) => {
            nargs(m, a, 0, 0)?;
            Ok(Value::list(l.to_vec()))
        }
        (Method::ListClear, Value::List(l)) => {
            nargs(m, a, 0, 0)?;
            drop(l.take());
            Ok(Value::None)
        }
        (Method::TupleIndex, Value::Tuple(t)) => {
            nargs(m, a, 1, 1)?;
            match t.0.iter().position(|x| x.is(&a[0]) || py_eq(x, &a[0])) {
                Some(j) => Ok(Value::Int(j as i64)),
                None => Err(PyError::value_error("tuple.index(x): x not in tuple")),
            }
        }
        (Method::TupleCount, Value::Tuple(t)) => {
            nargs(m, a, 1, 1)?;
            Ok(Value::Int(
                t.0.iter()
                    .filter(|x| x.is(&a[0]) || py_eq(x, &a[0]))
                    .count() as i64,
            ))
        }
        (Method::DictGet, Value::Dict(d)) => {
            nargs(m, a, 1, 2)?;
            a[0].check_hashable()?;
            Ok(d.0
                .borrow()
                .get(&a[0])
                .cloned()
                .unwrap_or_else(|| a.get(1).cloned().unwrap_or(Value::None)))
        }
        (Method::DictKeys | Method::DictValues | Method::DictItems, Value::Dict(d)) => {
            nargs(m, a, 0, 0)?;
            let kind = match m {
                Method::DictKeys => ViewKind::Keys,
                Method::DictValues => ViewKind::Values,
                _ => ViewKind::Items,
            };
            Ok(Value::View(crate::value::obj(DictView {
                dict: Rc::clone(d),
                kind,
            })))
        }
        (Method::DictPop, Value::Dict(d)) => {
            nargs(m, a, 1, 2)?;
            a[0].check_hashable()?;
            let r = d.0.borrow_mut().remove(&a[0]);
            match (r, a.get(1)) {
                (Some(v), _) => Ok(v),
                (None, Some(dflt)) => Ok(dflt.clone()),
                (None, None) => Err(ops::key_error(&a[0])),
            }
        }
        (Method::DictPopitem, Value::Dict(d)) => {
            nargs(m, a, 0, 0)?;
            match d.0.borrow_mut().pop() {
                Some((k, v)) => Ok(Value::tuple(vec![k, v])),
                None => Err(PyError::new(
                    ExcType::KeyError,
                    "'popitem(): dictionary is empty'",
                )),
            }
        }
        (Method::DictSetdefault, Value::Dict(d)) => {
            nargs(m, a, 1, 2)?;
            a[0].check_hashable()?;
            let mut map = d.0.borrow_mut();
            let dflt = a.get(1).cloned().unwrap_or(Value::None);
            Ok(map.setdefault(a[0].clone(), dflt))
        }
        (Method::DictUpdate, Value::Dict(d)) => {
            nargs(m, a, 0, 1)?;
            if let Some(src) = a.first() {
                let pairs: Vec<(Value, Value)> = match src {
                    Value::Dict(s) => {
                        s.0.borrow()
                            .iter()
                            .map(|(k, v)| (k.clone(), v.clone()))
                            .collect()
                    }
                    other => {
                        let mut out = Vec::new();
                        for item in collect(other)? {
                            let mut kv = unpack(&item, 2)?.into_iter();
                            let k = kv.next().unwrap_or_default();
                            k.check_hashable()?;
                            out.push((k, kv.next().unwrap_or_default()));
                        }
                        out
                    }
                };
                d.0.borrow_mut().extend(pairs);
            }
            Ok(Value::None)
        }
        (Method::DictCopy, Value::Dict(d)) => {
            nargs(m, a, 0, 0)?;
            Ok(Value::dict(d.0.borrow().clone()))
        }
        (Method::DictClear, Value::Dict(d)) => {
            nargs(m, a, 0, 0)?;
            let old = mem::take(&mut *d.0.borrow_mut());
            drop(old);
            Ok(Value::None)
        }
        (Method::SetAdd, Value::Set(s)) => {
            nargs(m, a, 1, 1)?;
            s.0.borrow_mut().add(a[0].clone())?;
            Ok(Value::None)
        }
        (Method::SetRemove, Value::Set(s)) => {
            nargs(m, a, 1, 1)?;
            if s.0.borrow_mut().discard(&a[0])? {
                Ok(Value::None)
            } else {
                Err(ops::key_error(&a[0]))
            }
        }
        (Method::SetDiscard, Value::Set(s)) => {
            nargs(m, a, 1, 1)?;
            s.0.borrow_mut().discard(&a[0])?;
            Ok(Value::None)
        }
        (Method::SetPop, Value::Set(s)) => {
            nargs(m, a, 0, 0)?;
            s.0.borrow_mut()
                .pop()
                .ok_or_else(|| PyError::new(ExcType::KeyError, "'pop from an empty set'"))
        }
        (Method::SetCopy, Value::Set(s)) => {
            nargs(m, a, 0, 0)?;
            Ok(Value::set(s.0.borrow().copy()))
        }
        (Method::SetClear, Value::Set(s)) => {
            nargs(m, a, 0, 0)?;
            s.0.borrow_mut().clear();
            Ok(Value::None)
        }
        // why borrow, not copy: the operands of these are often big sets, and CPython
        // reads them in place; a copy per operand doubled the peak memory.
        (Method::SetUnion, Value::Set(s)) => {
            let mut r = s.0.borrow().copy();
            for other in a {
                if !matches!(other, Value::Set(t) if Rc::ptr_eq(t, s)) {
                    set_update(&mut r, other)?;
                }
            }
            Ok(Value::set(r))
        }
        (Method::SetIntersection, Value::Set(s)) => {
            let me = s.0.borrow();
            let Some((first, rest)) = a.split_first() else {
                return Ok(Value::set(me.copy()));
            };
            let mut r = set_intersection(&me, Some(s), first)?;
            for other in rest {
                r = set_intersection(&r, None, other)?;
            }
            Ok(Value::set(r))
        }
        (Method::SetDifference, Value::Set(s)) => {
            let me = s.0.borrow();
            let Some((first, rest)) = a.split_first() else {
                return Ok(Value::set(me.copy()));
            };
            let mut r = set_difference(&me, first)?;
            for other in rest {
                set_difference_update(&mut r, other)?;
            }
            Ok(Value::set(r))
        }
        (Method::SetSymmetricDifference, Value::Set(s)) => {
            nargs(m, a, 1, 1)?;
            let mut r = SetTable::new();
            set_update(&mut r, &a[0])?;
            r.symmetric_difference_update(&s.0.borrow());
            Ok(Value::set(r))
        }
        (Method::SetUpdate, Value::Set(s)) => {
            for other in a {
                if matches!(other, Value::Set(t) if Rc::ptr_eq(t, s)) {
                    continue;
                }
                // Items of a general iterable first: it may be iterating `s` itself.
                let items = match other {
                    Value::Set(_) | Value::Dict(_) => None,
                    _ => Some(collect(other)?),
                };
                let mut me = s.0.borrow_mut();
                match items {
                    None => set_update(&mut me, other)?,
                    Some(items) => {
                        for x in items {
                            me.add(x)?;
                        }
                    }
                }
            }
            Ok(Value::None)
        }
        (Method::SetIntersectionUpdate, Value::Set(s)) => {
            let r = {
                let me = s.0.borrow();
                let Some((first, rest)) = a.split_first() else {
                    // CPython swaps in a copy, which drops the tombstones.
                    let r = me.copy();
                    drop(me);
                    *s.0.borrow_mut() = r;
                    return Ok(Value::None);
                };
                let mut r = set_intersection(&me, Some(s), first)?;
                for other in rest {
                    r = set_intersection(&r, None, other)?;
                }
                r
            };
            *s.0.borrow_mut() = r;
            Ok(Value::None)
        }
        (Method::SetDifferenceUpdate, Value::Set(s)) => {
            for other in a {
                if matches!(other, Value::Set(t) if Rc::ptr_eq(t, s)) {
                    s.0.borrow_mut().clear();
                    continue;
                }
                let items = match other {
                    Value::Set(_) => None,
                    _ => Some(collect(other)?),
                };
                let mut me = s.0.borrow_mut();
                match items {
                    None => set_difference_update(&mut me, other)?,
                    Some(items) => {
                        for x in &items {
                            me.discard(x)?;
                        }
                        me.purge_dummies();
                    }
                }
            }
            Ok(Value::None)
        }
        (Method::SetIssubset | Method::SetIssuperset | Method::SetIsdisjoint, Value::Set(s)) => {
            nargs(m, a, 1, 1)?;
            let me = s.0.borrow();
            with_table(&a[0], |t| {
                Value::Bool(match m {
                    Method::SetIssubset => me.iter().all(|v| t.contains(v)),
                    Method::SetIssuperset => t.iter().all(|v| me.contains(v)),
                    _ => me.iter().all(|v| !t.contains(v)),
                })
            })
        }
        (Method::IntBitLength, v) => {
            nargs(m, a, 0, 0)?;
            let b = num::to_bigint(v).unwrap_or_default();
            Ok(Value::Int(b.bits() as i64))
        }
        (Method::FloatIsInteger, Value::Float(f)) => {
            nargs(m, a, 0, 0)?;
            Ok(Value::Bool(f.is_finite() && f.fract() == 0.0))
        }
        (_, Value::Str(s)) => str_method(m, s, a, kw),
        (_, other) => Err(PyError::type_error(format!(
            "descriptor '{}' requires a different object, not '{}'",
            m.name(),
            other.type_name()
        ))),
    }
}

fn str_method(m: Method, s: &Rc<PyStr>, a: &[Value], kw: &[(Rc<str>, Value)]) -> PyResult<Value> {
    let text = s.s.as_str();
    match m {
        Method::StrSplit | Method::StrRsplit => {
            nargs(m, a, 0, 2)?;
            let max = match a.get(1) {
                Some(v) => want_int(v)?,
                None => -1,
            };
            split(s, a.first(), max, m == Method::StrRsplit)
        }
        Method::StrJoin => {
            nargs(m, a, 1, 1)?;
            // why borrow and pre-size: joining a big list of pieces copied the list and
            // grew the result by doubling, the peak memory of string-building programs.
            with_items(&a[0], |items| {
                let mut len = text.len() * items.len().saturating_sub(1);
                let mut ascii = s.ascii;
                for (i, item) in items.iter().enumerate() {
                    match item {
                        Value::Str(x) => {
                            len += x.s.len();
                            ascii &= x.ascii;
                        }
                        other => {
                            return Err(PyError::type_error(format!(
                                "sequence item {i}: expected str instance, {} found",
                                other.type_name()
                            )));
                        }
                    }
                }
                // why bytes (a `CompactString` checks inline-or-heap on every push, 3%
                // more instructions on examples/strings.py) and the parts' ASCII flags:
                // the result is not scanned again for ASCII.
                let mut out: Vec<u8> = Vec::with_capacity(len);
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        push_piece(&mut out, text.as_bytes());
                    }
                    if let Value::Str(x) = item {
                        push_piece(&mut out, x.s.as_bytes());
                    }
                }
                let Ok(out) = String::from_utf8(out) else {
                    unreachable!("a concatenation of strings is UTF-8")
                };
                Ok(Value::Str(crate::value::obj(PyStr::from_parts(
                    out.into(),
                    ascii,
                ))))
            })
        }
        Method::StrStrip | Method::StrLstrip | Method::StrRstrip => {
            nargs(m, a, 0, 1)?;
            let r = strip_chars(
                text,
                a.first(),
                m != Method::StrRstrip,
                m != Method::StrLstrip,
            )?;
            Ok(s.piece(r))
        }
        Method::StrReplace => {
            nargs(m, a, 2, 3)?;
            let old = &want_str(&a[0], "replace() argument 1 must be str")?.s;
            let new = &want_str(&a[1], "replace() argument 2 must be str")?.s;
            let count = match a.get(2) {
                Some(v) => want_int(v)?,
                None => -1,
            };
            if count < 0 {
                Ok(Value::str(text.replace(old.as_str(), new)))
            } else {
                Ok(Value::str(text.replacen(old.as_str(), new, count as usize)))
            }
        }
        Method::StrStartswith | Method::StrEndswith => {
            nargs(m, a, 1, 3)?;
            let (lo, hi) = search_range(s, a)?;
            let hay = if lo > hi {
                return Ok(Value::Bool(false));
            } else {
                &text[lo..hi]
            };
            let test = |p: &Value| -> PyResult<bool> {
                let p = &want_str(
                    p,
                    if m == Method::StrStartswith {
                        "startswith first arg must be str or a tuple of str"
                    } else {
                        "endswith first arg must be str or a tuple of str"
                    },
                )?
                .s;
                Ok(if m == Method::StrStartswith {
                    hay.starts_with(p.as_str())
                } else {
                    hay.ends_with(p.as_str())
                })
            };
            match &a[0] {
                Value::Tuple(t) => {
                    for p in t.0.iter() {
                        if test(p)? {
                            return Ok(Value::Bool(true));
                        }
                    }
                    Ok(Value::Bool(false))
                }
                p => Ok(Value::Bool(test(p)?)),
            }
        }
        Method::StrFind | Method::StrRfind | Method::StrIndex => {
            nargs(m, a, 1, 3)?;
            let sub = &want_str(&a[0], "must be str")?.s;
            let (lo, hi) = search_range(s, a)?;
            if lo > hi {
                return not_found(m);
            }
            match find_in(s, sub, lo, hi, m == Method::StrRfind) {
                Some(i) => Ok(Value::Int(i)),
                None => not_found(m),
            }
        }
        Method::StrCount => {
            nargs(m, a, 1, 3)?;
            let sub = &want_str(&a[0], "must be str")?.s;
            let (lo, hi) = search_range(s, a)?;
            if lo > hi {
                return Ok(Value::Int(0));
            }
            let hay = &text.as_bytes()[lo..hi];
            let n = match sub.as_bytes() {
                [] => text[lo..hi].chars().count() + 1,
                [byte] => memchr::memchr_iter(*byte, hay).count(),
                needle => memchr::memmem::find_iter(hay, needle).count(),
            };
            Ok(Value::Int(n as i64))
        }
        Method::StrUpper => Ok(Value::str(text.to_uppercase())),
        Method::StrLower => Ok(Value::str(text.to_lowercase())),
        Method::StrSwapcase => Ok(Value::str(
            text.chars()
                .flat_map(|c| {
                    if c.is_uppercase() {
                        c.to_lowercase().collect::<Vec<_>>()
                    } else {
                        c.to_uppercase().collect::<Vec<_>>()
                    }
                })
                .collect::<String>(),
        )),
        Method::StrIsdigit => Ok(Value::Bool(
            !text.is_empty()
                && text
                    .chars()
                    .all(|c| c.is_ascii_digit() || c.is_numeric() && !c.is_alphabetic()),
        )),
        Method::StrIsalpha => Ok(Value::Bool(
            !text.is_empty() && text.chars().all(char::is_alphabetic),
        )),
        Method::StrIsalnum => Ok(Value::Bool(
            !text.is_empty() && text.chars().all(char::is_alphanumeric),
        )),
        Method::StrIsspace => Ok(Value::Bool(
            !text.is_empty() && text.chars().all(is_py_space),
        )),
        Method::StrIsupper => Ok(Value::Bool(
            text.chars().any(char::is_uppercase) && !text.chars().any(char::is_lowercase),
        )),
        Method::StrIslower => Ok(Value::Bool(
            text.chars().any(char::is_lowercase) && !text.chars().any(char::is_uppercase),
        )),
        Method::StrZfill => {
            nargs(m, a, 1, 1)?;
            let w = want_int(&a[0])?;
            let n = s.char_len() as i64;
            if w <= n {
                return Ok(Value::str(text));
            }
            let (sign, digits) = match text.chars().next() {
                Some(c @ ('+' | '-')) => (c.to_string(), &text[1..]),
                _ => (String::new(), text),
            };
            Ok(Value::str(format!(
                "{sign}{}{digits}",
                "0".repeat((w - n) as usize)
            )))
        }
        Method::StrLjust => {
            nargs(m, a, 1, 2)?;
            pad(s, &a[0], a.get(1), '<')
        }
        Method::StrRjust => {
            nargs(m, a, 1, 2)?;
            pad(s, &a[0], a.get(1), '>')
        }
        Method::StrCenter => {
            nargs(m, a, 1, 2)?;
            pad(s, &a[0], a.get(1), '^')
        }
        Method::StrTitle => {
            let mut out = String::with_capacity(text.len());
            let mut prev_cased = false;
            for c in text.chars() {
                if prev_cased {
                    out.extend(c.to_lowercase());
                } else {
                    out.extend(c.to_uppercase());
                }
                prev_cased = c.is_alphabetic();
            }
            Ok(Value::str(out))
        }
        Method::StrCapitalize => {
            let mut cs = text.chars();
            let out = match cs.next() {
                Some(c) => c
                    .to_uppercase()
                    .chain(cs.flat_map(char::to_lowercase))
                    .collect(),
                None => String::new(),
            };
            Ok(Value::str(out))
        }
        Method::StrSplitlines => {
            nargs(m, a, 0, 0)?;
            Ok(Value::list(text.lines().map(Value::str).collect()))
        }
        Method::StrPartition => {
            nargs(m, a, 1, 1)?;
            let sep = &want_str(&a[0], "must be str")?.s;
            if sep.is_empty() {
                return Err(PyError::value_error("empty separator"));
            }
            Ok(match text.split_once(sep.as_str()) {
                Some((x, y)) => Value::tuple(vec![Value::str(x), a[0].clone(), Value::str(y)]),
                None => Value::tuple(vec![Value::str(text), Value::str(""), Value::str("")]),
            })
        }
        Method::StrFormat => Ok(Value::str(strfmt::str_format(text, a, kw)?)),
        _ => Err(PyError::type_error(format!(
            "descriptor '{}' for '{}' objects doesn't apply to a 'str' object",
            m.name(),
            m.name().split('.').next().unwrap_or("?")
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `split()`'s byte scan of ASCII text and its char scan of other text must agree on
    /// what whitespace is.
    #[test]
    fn ascii_whitespace_bytes_are_the_whitespace_chars() {
        for b in 0..=0x7f_u8 {
            assert_eq!(
                is_ascii_py_space(b),
                is_py_space(b as char),
                "byte {b:#04x}"
            );
        }
    }
}

//! Iteration: the iterator objects (the state of a `for` loop or of an iterator value:
//! `enumerate`, `zip`, ...) and what iterates (`iter()`, collecting, unpacking).

use std::cell::RefCell;
use std::rc::Rc;

use super::{Builtin, Dict, List, PyStr, Set, Tuple, Value, ViewKind, char_value, obj};
use crate::error::{ExcType, PyError, PyResult, try_vec};

/// An iterator's state.
pub enum Iter {
    Range {
        cur: i64,
        stop: i64,
        step: i64,
    },
    List {
        list: Rc<List>,
        idx: usize,
    },
    ListReversed {
        list: Rc<List>,
        /// Items left (the next one is at `left - 1`).
        left: usize,
    },
    Tuple {
        tuple: Rc<Tuple>,
        idx: usize,
    },
    Str {
        s: Rc<PyStr>,
        /// Byte position of the next character.
        pos: usize,
    },
    /// Over a `bytes`: its bytes as ints.
    Bytes {
        b: Rc<super::bytes::PyBytes>,
        idx: usize,
    },
    /// Over a `bytearray` (which sees changes meanwhile, as CPython's).
    ByteArray {
        b: Rc<super::bytes::ByteArray>,
        idx: usize,
    },
    Dict {
        dict: Rc<Dict>,
        idx: usize,
        len: usize,
        kind: ViewKind,
    },
    Set {
        set: Rc<Set>,
        pos: usize,
        len: usize,
    },
    /// Items computed up front, in reverse (the next one is popped from the end).
    Items(Vec<Value>),
    Enumerate {
        inner: Box<Iter>,
        /// The next index, an `i128` in two halves (low first) to count past `i64::MAX`.
        /// why halves: an `i128` field made `Iter` 16-aligned, which moved the dispatch
        /// loop's code (nbody +3.8% instructions, cachegrind).
        n: [i64; 2],
    },
    Zip(Vec<Iter>),
    /// An iterator value (`for x in enumerate(..)`): advancing it advances the value.
    Shared(Rc<RefCell<Iter>>),
    /// An instance of a class with `__next__` (which a [`NextHook`] calls).
    Python(Value),
    /// An instance with `__getitem__` but no `__iter__`: items 0, 1, ... until
    /// `IndexError` (the old sequence protocol).
    Indexed {
        obj: Value,
        next: i64,
    },
    /// `reversed()` of an instance with `__len__` and `__getitem__` but no
    /// `__reversed__`: items `len - 1` down to 0 (CPython's `reversed` object). `next`
    /// is -1 once exhausted, also after an error, as CPython's.
    IndexedReversed {
        obj: Value,
        next: i64,
    },
    /// A generator: advancing it resumes its frame (which a [`NextHook`] does).
    Gen(Rc<super::Generator>),
    /// `map(f, *iterables)`: `f` (called through a [`NextHook`]) of their items.
    Map {
        f: Value,
        iters: Vec<Iter>,
    },
    /// `filter(f, iterable)`: the items `f` holds true (`None`: the true items).
    Filter {
        f: Value,
        inner: Box<Iter>,
    },
    /// `iter(f, sentinel)`: `f()` until it returns `sentinel` (then `f` is dropped: the
    /// iterator stays exhausted, as CPython's `callable_iterator`).
    Callable {
        f: Option<Value>,
        sentinel: Value,
    },
    /// The lines of a text stream.
    Lines(Rc<super::stream::Stream>),
    /// Over a `deque`, which must not change meanwhile (its `state`).
    Deque {
        deque: Rc<super::deque::Deque>,
        idx: usize,
        state: u64,
    },
    /// Over an `array.array` (which may change meanwhile: the index is checked each
    /// step, as CPython's).
    Array {
        array: Rc<super::array::Array>,
        idx: usize,
    },
    /// An iterator type a standard module defines (`itertools.count`, ...): its state and
    /// its step are that module's.
    Native(Box<dyn NativeIter>),
}

/// An iterator type written in a layer above (the `itertools` iterators): its state, its
/// step (which may run Python code through the [`NextHook`]) and what the value layer
/// asks of it. Its values are `Value::Iter`s like the builtin iterators', so they work
/// wherever an iterator does (`for`, `next()`, `list()`, unpacking).
pub trait NativeIter: std::any::Any {
    /// Its type: the table entry `type()` returns, whose name is the type's name.
    fn type_handle(&self) -> Builtin;

    /// The next item, `None` when exhausted.
    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>>;

    /// Whether a step may run Python code (see [`Iter::runs_code`]): then it is only
    /// advanced through a hook that can.
    fn runs_code(&self) -> bool;

    /// The arguments its `repr` shows as `name(args)` (`count(5)`, `repeat('a', 3)`);
    /// `None`: the default `<itertools.chain object at 0x...>`.
    fn repr_args(&self) -> Option<Vec<Value>> {
        None
    }

    /// How many items are left, when known (`repeat(x, n)`): what `list()` allocates up
    /// front, so that one that cannot be is `MemoryError` at once, as CPython's
    /// `__length_hint__` makes it.
    fn length_hint(&self) -> Option<usize> {
        None
    }
}

/// How an iterator reaches the `__next__` of an instance: the layer that runs Python
/// code implements it.
pub trait NextHook {
    /// `obj.__next__()`, `None` for `StopIteration`.
    fn next(&mut self, obj: &Value) -> PyResult<Option<Value>>;

    /// `obj[i]`, `None` for `IndexError` or `StopIteration`.
    fn item(&mut self, obj: &Value, i: i64) -> PyResult<Option<Value>>;

    /// The next value generator `g` yields, `None` when it returns.
    fn resume(&mut self, g: &Rc<super::Generator>) -> PyResult<Option<Value>>;

    /// `f(*args)`.
    fn call(&mut self, f: &Value, args: Vec<Value>) -> PyResult<Value>;

    /// `f(*args)`, the arguments moved out of `args` (a builtin takes them where they
    /// lie: no argument vector).
    fn call_slice(&mut self, f: &Value, args: &mut [Value]) -> PyResult<Value> {
        let args = args.iter_mut().map(std::mem::take).collect();
        self.call(f, args)
    }

    /// `bool(v)` (an instance's `__bool__` or `__len__`).
    fn truthy(&mut self, v: &Value) -> PyResult<bool>;

    /// `a == b` as containers compare items: `a is b`, else `==` (an instance's `__eq__`).
    fn eq(&mut self, a: &Value, b: &Value) -> PyResult<bool>;

    /// `a + b` (an instance's `__add__` or `__radd__`).
    fn add(&mut self, a: Value, b: Value) -> PyResult<Value>;

    /// `iter(v)` (an instance's `__iter__`).
    fn iterate(&mut self, v: &Value) -> PyResult<Iter>;
}

/// No way to run Python code: advancing an instance's iterator is an error (what the
/// plain [`Iter::next`] uses).
struct NoHook;

impl NextHook for NoHook {
    fn item(&mut self, obj: &Value, _: i64) -> PyResult<Option<Value>> {
        self.next(obj)
    }

    fn resume(&mut self, _: &Rc<super::Generator>) -> PyResult<Option<Value>> {
        Err(PyError::new(
            ExcType::RuntimeError,
            "cannot resume a generator outside the interpreter",
        ))
    }

    fn call(&mut self, f: &Value, _: Vec<Value>) -> PyResult<Value> {
        Err(PyError::new(
            ExcType::RuntimeError,
            format!("cannot call a '{}' outside the interpreter", f.type_name()),
        ))
    }

    fn truthy(&mut self, v: &Value) -> PyResult<bool> {
        Ok(super::truthy(v))
    }

    fn eq(&mut self, a: &Value, b: &Value) -> PyResult<bool> {
        super::comparing(|| super::same_or_eq_at(a, b, 0))
    }

    fn add(&mut self, a: Value, _: Value) -> PyResult<Value> {
        Err(PyError::new(
            ExcType::RuntimeError,
            format!(
                "cannot add to a '{}' outside the interpreter",
                a.type_name()
            ),
        ))
    }

    fn iterate(&mut self, v: &Value) -> PyResult<Iter> {
        iterate(v)
    }

    fn next(&mut self, obj: &Value) -> PyResult<Option<Value>> {
        Err(PyError::new(
            ExcType::RuntimeError,
            format!(
                "cannot advance a '{}' iterator outside the interpreter",
                obj.type_name()
            ),
        ))
    }
}

impl Iter {
    /// The Python type name of this iterator.
    pub fn type_name(&self) -> &'static str {
        match self {
            Iter::Range { .. } => "range_iterator",
            Iter::List { .. } => "list_iterator",
            Iter::ListReversed { .. } => "list_reverseiterator",
            Iter::Tuple { .. } => "tuple_iterator",
            Iter::Str { .. } => "str_ascii_iterator",
            Iter::Bytes { .. } => "bytes_iterator",
            Iter::ByteArray { .. } => "bytearray_iterator",
            Iter::Dict { kind, .. } => match kind {
                ViewKind::Keys => "dict_keyiterator",
                ViewKind::Values => "dict_valueiterator",
                ViewKind::Items => "dict_itemiterator",
            },
            Iter::Set { .. } => "set_iterator",
            Iter::Items(_) => "iterator",
            Iter::Enumerate { .. } => "enumerate",
            Iter::Zip(_) => "zip",
            Iter::Shared(it) => it.try_borrow().map_or("iterator", |it| it.type_name()),
            Iter::Python(v) => v.type_name(),
            Iter::Indexed { .. } => "iterator",
            Iter::IndexedReversed { .. } => "reversed",
            Iter::Gen(_) => "generator",
            Iter::Map { .. } => "map",
            Iter::Filter { .. } => "filter",
            Iter::Callable { .. } => "callable_iterator",
            Iter::Deque { .. } => "_collections._deque_iterator",
            Iter::Array { .. } => "array.arrayiterator",
            Iter::Lines(s) => s.type_name(),
            Iter::Native(n) => n.type_handle().name(),
        }
    }

    /// How many items are left, when a standard module's iterator knows
    /// ([`NativeIter::length_hint`]).
    pub fn length_hint(&self) -> Option<usize> {
        match self {
            Iter::Native(n) => n.length_hint(),
            Iter::Shared(it) => it.try_borrow().ok()?.length_hint(),
            _ => None,
        }
    }

    /// The next item, or `None` when exhausted (fallible, so not `Iterator::next`). An
    /// instance's `__next__` cannot run here: see [`Iter::next_with`].
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> PyResult<Option<Value>> {
        self.next_with(&mut NoHook)
    }

    /// Whether advancing may run Python code (an instance's `__next__`, here or in an
    /// iterator this one draws from).
    pub fn runs_code(&self) -> bool {
        match self {
            Iter::Python(_)
            | Iter::Indexed { .. }
            | Iter::IndexedReversed { .. }
            | Iter::Gen(_)
            | Iter::Map { .. }
            | Iter::Filter { .. }
            | Iter::Callable { .. } => true,
            // A shared iterator busy elsewhere is an error its step reports.
            Iter::Shared(it) => it.try_borrow().map_or(true, |it| it.runs_code()),
            Iter::Enumerate { inner, .. } => inner.runs_code(),
            Iter::Zip(iters) => iters.iter().any(Iter::runs_code),
            Iter::Native(n) => n.runs_code(),
            _ => false,
        }
    }

    /// [`Iter::next_with`], with a standard module's iterator stepped at once: what an
    /// iterator over another (`islice(count(), n)`) calls, a frame of `next_with` less
    /// per item.
    #[inline]
    pub fn step_with(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        match self {
            Iter::Native(n) => n.next(hook),
            it => it.next_with(hook),
        }
    }

    /// [`Iter::next`], calling the `__next__` of instances through `hook`.
    pub fn next_with(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        Ok(match self {
            Iter::Range { cur, stop, step } => range_next(cur, *stop, *step),
            Iter::List { list, idx } => list_next(list, idx),
            Iter::ListReversed { list, left } => {
                if *left == 0 || *left > list.len() {
                    *left = 0;
                    None
                } else {
                    *left -= 1;
                    list.get_cloned(*left)
                }
            }
            Iter::Tuple { tuple, idx } => tuple_next(tuple, idx),
            Iter::Str { s, pos } => str_next(s, pos),
            Iter::Bytes { b, idx } => bytes_next(&b.b, idx),
            Iter::ByteArray { b, idx } => {
                let v = b.get(*idx).map(|c| Value::Int(c as i64));
                *idx = idx.saturating_add(1);
                v
            }
            Iter::Dict {
                dict,
                idx,
                len,
                kind,
            } => dict_next(dict, idx, len, *kind)?,
            Iter::Set { set, pos, len } => {
                let t = set.0.borrow();
                if t.len() != *len {
                    *len = usize::MAX;
                    return Err(PyError::new(
                        ExcType::RuntimeError,
                        "Set changed size during iteration",
                    ));
                }
                match t.next_from(*pos) {
                    Some((next, v)) => {
                        *pos = next;
                        Some(v.clone())
                    }
                    None => None,
                }
            }
            Iter::Items(items) => items.pop(),
            Iter::Enumerate { inner, n } => inner
                .step_with(hook)?
                .map(|v| Value::tuple(vec![enumerate_index(n), v])),
            Iter::Zip(iters) => {
                if iters.is_empty() {
                    return Ok(None);
                }
                let mut out = Vec::with_capacity(iters.len());
                for it in iters.iter_mut() {
                    match it.step_with(hook)? {
                        Some(v) => out.push(v),
                        None => return Ok(None),
                    }
                }
                Some(Value::tuple(out))
            }
            // A `__next__` may advance this same iterator value: then it is busy.
            Iter::Shared(it) => match it.try_borrow_mut() {
                // A standard module's iterator steps at once (a frame of this function
                // less per item: `sum(islice(count(), n))` goes through two).
                Ok(mut it) => match &mut *it {
                    Iter::Native(n) => n.next(hook)?,
                    it => it.next_with(hook)?,
                },
                Err(_) => {
                    return Err(PyError::value_error("iterator already executing"));
                }
            },
            Iter::Python(obj) => {
                let obj = obj.clone();
                hook.next(&obj)?
            }
            Iter::Gen(g) => {
                let g = g.clone();
                hook.resume(&g)?
            }
            Iter::Map { f, iters } => {
                let mut args = Vec::with_capacity(iters.len());
                for it in iters.iter_mut() {
                    match it.step_with(hook)? {
                        Some(v) => args.push(v),
                        None => return Ok(None),
                    }
                }
                let f = f.clone();
                Some(hook.call(&f, args)?)
            }
            Iter::Filter { f, inner } => loop {
                let Some(item) = inner.step_with(hook)? else {
                    break None;
                };
                let keep = match &*f {
                    Value::None => hook.truthy(&item)?,
                    pred => {
                        let pred = pred.clone();
                        let r = hook.call(&pred, vec![item.clone()])?;
                        hook.truthy(&r)?
                    }
                };
                if keep {
                    break Some(item);
                }
            },
            Iter::Callable { f, sentinel } => {
                let Some(callee) = f.clone() else {
                    return Ok(None);
                };
                let v = hook.call(&callee, Vec::new())?;
                let sentinel = sentinel.clone();
                if hook.eq(&v, &sentinel)? {
                    *f = None;
                    None
                } else {
                    Some(v)
                }
            }
            Iter::Lines(s) => {
                if s.closed.get() {
                    return Err(PyError::value_error(if s.binary && !s.name.is_empty() {
                        "readline of closed file"
                    } else {
                        "I/O operation on closed file."
                    }));
                }
                if !s.readable {
                    return Err(PyError::new(
                        ExcType::UnsupportedOperation,
                        if s.binary { "read" } else { "not readable" },
                    ));
                }
                if s.binary {
                    let line = s.read_data_line(None);
                    return Ok((!line.is_empty()).then(|| Value::bytes(line)));
                }
                let line = s
                    .read_text_line(None)
                    .map_err(|e| PyError::new(ExcType::OSError, e.to_string()))?;
                (!line.is_empty()).then(|| Value::str(line))
            }
            Iter::Deque { deque, idx, state } => {
                if deque.state.get() != *state {
                    *idx = usize::MAX;
                    return Err(PyError::new(
                        ExcType::RuntimeError,
                        "deque mutated during iteration",
                    ));
                }
                let v = deque.get(*idx);
                *idx = idx.saturating_add(1);
                v
            }
            Iter::Array { array, idx } => array_next(array, idx),
            Iter::Native(n) => n.next(hook)?,
            Iter::Indexed { obj, next } => {
                let (obj, i) = (obj.clone(), *next);
                match hook.item(&obj, i)? {
                    Some(v) => {
                        *next = i + 1;
                        Some(v)
                    }
                    None => None,
                }
            }
            Iter::IndexedReversed { obj, next } => {
                // Exhausted unless the item comes back (an error ends it too).
                let i = std::mem::replace(next, -1);
                if i < 0 {
                    return Ok(None);
                }
                let obj = obj.clone();
                let v = hook.item(&obj, i)?;
                if v.is_some() {
                    *next = i - 1;
                }
                v
            }
        })
    }
}

/// `iter(v)`: the iteration state over `v`.
pub fn iterate(v: &Value) -> PyResult<Iter> {
    Ok(match v {
        Value::Range(r) => Iter::Range {
            cur: r.start,
            stop: r.stop,
            step: r.step,
        },
        Value::Stream(s) if s.closed.get() => {
            return Err(PyError::value_error("I/O operation on closed file."));
        }
        Value::Stream(s) => Iter::Lines(Rc::clone(s)),
        Value::Array(a) => Iter::Array {
            array: Rc::clone(a),
            idx: 0,
        },
        Value::Deque(d) => Iter::Deque {
            deque: Rc::clone(d),
            idx: 0,
            state: d.state.get(),
        },
        Value::List(l) => Iter::List {
            list: Rc::clone(l),
            idx: 0,
        },
        Value::Tuple(t) => Iter::Tuple {
            tuple: Rc::clone(t),
            idx: 0,
        },
        Value::Str(s) => Iter::Str {
            s: Rc::clone(s),
            pos: 0,
        },
        Value::Bytes(b) => Iter::Bytes {
            b: Rc::clone(b),
            idx: 0,
        },
        Value::ByteArray(b) => Iter::ByteArray {
            b: Rc::clone(b),
            idx: 0,
        },
        Value::Dict(d) => Iter::Dict {
            dict: Rc::clone(d),
            idx: 0,
            len: d.0.borrow().len(),
            kind: ViewKind::Keys,
        },
        Value::View(view) => Iter::Dict {
            dict: Rc::clone(&view.dict),
            idx: 0,
            len: view.dict.0.borrow().len(),
            kind: view.kind,
        },
        Value::Set(s) => Iter::Set {
            set: Rc::clone(s),
            pos: 0,
            len: s.0.borrow().len(),
        },
        Value::Iter(it) => Iter::Shared(Rc::clone(it)),
        Value::Generator(g) => Iter::Gen(Rc::clone(g)),
        other => {
            return Err(PyError::type_error(format!(
                "'{}' object is not iterable",
                other.type_name()
            )));
        }
    })
}

/// All items of an iterable.
pub fn collect(v: &Value) -> PyResult<Vec<Value>> {
    match v {
        Value::List(l) => return Ok(l.to_vec()),
        Value::Tuple(t) => return Ok(super::clone_slice(&t.0)),
        Value::Array(a) => return Ok(a.read(super::array::Items::to_values)),
        _ => {}
    }
    // why fallible: `list(range(10**10))` asked for 160 GB by doubling, and the failed
    // allocation aborted the process (CPython raises MemoryError).
    let mut out = match v {
        Value::Range(r) => try_vec(r.len() as usize)?,
        Value::Bytes(b) => {
            return Ok(b.b.iter().map(|&c| Value::Int(c as i64)).collect());
        }
        Value::Iter(it) => match it.try_borrow().ok().and_then(|it| it.length_hint()) {
            Some(n) => try_vec(n)?,
            None => Vec::new(),
        },
        _ => Vec::new(),
    };
    let mut it = iterate(v)?;
    while let Some(x) = it.next()? {
        if out.len() == out.capacity() {
            out.try_reserve(1).map_err(|_| PyError::memory())?;
        }
        out.push(x);
    }
    Ok(out)
}

/// Element `i` of a `dict(pairs)` / `dict.update(pairs)` argument as a key and a value,
/// with CPython's messages for one that is no pair.
pub fn update_pair(i: usize, item: &Value) -> PyResult<(Value, Value)> {
    let pair = collect(item).map_err(|_| {
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
    Ok((k, it.next().unwrap_or_default()))
}

/// All the items of `seq` for an unpacking (`a, *b = seq` takes any number), with
/// CPython's message for a value that is not iterable.
pub fn unpack_items(seq: &Value) -> PyResult<Vec<Value>> {
    unpackable(seq)?;
    collect(seq)
}

/// CPython's error for unpacking a builtin value that is not iterable ("cannot unpack
/// non-iterable int object"); `Ok` for the iterable ones.
pub fn unpackable(seq: &Value) -> PyResult<()> {
    match seq {
        Value::Tuple(_)
        | Value::List(_)
        | Value::Str(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::Range(_)
        | Value::Iter(_)
        | Value::Deque(_)
        | Value::Array(_)
        | Value::Stream(_)
        | Value::View(_) => Ok(()),
        other => Err(PyError::type_error(format!(
            "cannot unpack non-iterable {} object",
            other.type_name()
        ))),
    }
}

/// `items` as the `n` values of an unpacking, or CPython's error for another count.
pub fn unpacked(items: Vec<Value>, n: usize) -> PyResult<Vec<Value>> {
    if items.len() != n {
        return Err(wrong_count(items.len(), n));
    }
    Ok(items)
}

/// CPython's error for unpacking `len` items into `n` targets (`len != n`).
pub fn wrong_count(len: usize, n: usize) -> PyError {
    if len < n {
        PyError::value_error(format!(
            "not enough values to unpack (expected {n}, got {len})"
        ))
    } else {
        PyError::value_error(format!("too many values to unpack (expected {n})"))
    }
}

// The steps of the common iterator kinds, on their fields: `Iter::next` and the loop's
// specializations (`FOR_ITER_*` in `isa/`, which check the kind in their guards) share
// them.

/// The next item of a `range` iterator, or `None` when exhausted.
#[inline(always)]
pub fn range_next(cur: &mut i64, stop: i64, step: i64) -> Option<Value> {
    if (step > 0 && *cur < stop) || (step < 0 && *cur > stop) {
        let v = *cur;
        *cur = cur.saturating_add(step);
        Some(Value::Int(v))
    } else {
        None
    }
}

/// `enumerate`'s next index (counting on past `i64::MAX` in big ints, as CPython's).
#[inline(always)]
pub fn enumerate_index(n: &mut [i64; 2]) -> Value {
    // (The last index this path counts from: one more would not fit.)
    const LAST_NARROW: i64 = i64::MAX - 1;
    match n {
        [i @ 0..=LAST_NARROW, 0] => {
            let v = Value::Int(*i);
            *i += 1;
            v
        }
        _ => enumerate_index_wide(n),
    }
}

/// [`enumerate_index`] below 0 or from `i64::MAX` on.
#[inline(never)]
fn enumerate_index_wide(n: &mut [i64; 2]) -> Value {
    let i = (i128::from(n[1]) << 64) | i128::from(n[0] as u64);
    let next = i + 1;
    *n = [next as i64, (next >> 64) as i64];
    match i64::try_from(i) {
        Ok(i) => Value::Int(i),
        Err(_) => Value::from_bigint(super::BigInt::from(i)),
    }
}

/// The next item of a list iterator (which sees items appended meanwhile, as CPython's
/// does), or `None`.
#[inline(always)]
pub fn list_next(list: &List, idx: &mut usize) -> Option<Value> {
    let v = list.get_cloned(*idx);
    *idx += 1;
    v
}

/// The next item of an array iterator (which sees the array as it is at each step), or
/// `None` (for good: an exhausted iterator stays exhausted, as CPython's drops the array).
#[inline(always)]
pub fn array_next(array: &super::array::Array, idx: &mut usize) -> Option<Value> {
    let v = array.get(*idx);
    *idx = if v.is_some() { *idx + 1 } else { usize::MAX };
    v
}

/// The next item of an iterator over a dict's keys, values or items, or `None`; a dict
/// whose size changed since the iterator began is CPython's `RuntimeError` (now and at
/// every later step).
#[inline]
pub fn dict_next(
    dict: &Dict,
    idx: &mut usize,
    len: &mut usize,
    kind: ViewKind,
) -> PyResult<Option<Value>> {
    dict_step(dict, idx, len, |k, v| match kind {
        ViewKind::Keys => k.clone(),
        ViewKind::Values => v.clone(),
        ViewKind::Items => Value::tuple(vec![k.clone(), v.clone()]),
    })
}

/// [`dict_next`] of an items iterator as a key and a value (`for k, v in d.items()`
/// stores them without the pair tuple).
#[inline]
pub fn dict_next_item(
    dict: &Dict,
    idx: &mut usize,
    len: &mut usize,
) -> PyResult<Option<(Value, Value)>> {
    dict_step(dict, idx, len, |k, v| (k.clone(), v.clone()))
}

/// The next entry of a dict iterator, as `take` makes it of the key and the value.
#[inline(always)]
fn dict_step<R>(
    dict: &Dict,
    idx: &mut usize,
    len: &mut usize,
    take: impl FnOnce(&Value, &Value) -> R,
) -> PyResult<Option<R>> {
    let d = dict.0.borrow();
    if d.len() != *len {
        *len = usize::MAX;
        return Err(PyError::new(
            ExcType::RuntimeError,
            "dictionary changed size during iteration",
        ));
    }
    Ok(d.next_from(*idx).map(|(next, k, v)| {
        *idx = next;
        take(k, v)
    }))
}

/// The next item of a tuple iterator, or `None`.
#[inline(always)]
pub fn tuple_next(tuple: &Tuple, idx: &mut usize) -> Option<Value> {
    let v = tuple.0.get(*idx).cloned();
    *idx += 1;
    v
}

/// The next character of a string iterator (ASCII text by byte, without UTF-8
/// decoding), or `None`.
#[inline(always)]
pub fn str_next(s: &PyStr, pos: &mut usize) -> Option<Value> {
    let c = if s.ascii {
        *s.s.as_bytes().get(*pos)? as char
    } else {
        s.s[*pos..].chars().next()?
    };
    *pos += c.len_utf8();
    Some(char_value(c))
}

/// The next byte of a `bytes` iterator, as an int, or `None`.
#[inline(always)]
pub fn bytes_next(b: &[u8], idx: &mut usize) -> Option<Value> {
    let v = b.get(*idx).map(|&c| Value::Int(c as i64));
    *idx += 1;
    v
}

/// Runs `f` on all items of an iterable: a list's or tuple's own items, borrowed (a copy of
/// a big list only to read it would double its memory; a compact list is copied out as
/// values), or those of another iterable, collected. `f` must not mutate the iterable.
pub fn with_items<R>(v: &Value, f: impl FnOnce(&[Value]) -> PyResult<R>) -> PyResult<R> {
    match v {
        Value::List(l) => l.with_values(f),
        Value::Tuple(t) => f(&t.0),
        _ => f(&collect(v)?),
    }
}

/// An iterator value over `items` in order.
pub fn items_iter(mut items: Vec<Value>) -> Value {
    items.reverse();
    Value::Iter(obj(RefCell::new(Iter::Items(items))))
}

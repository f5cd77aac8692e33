//! `itertools`: lazy iterators over iterators, as CPython 3.11's.
//!
//! Each iterator type is an entry of this module's table marked as a type (so `type()`,
//! `isinstance` and `repr` know it) and a struct implementing
//! [`NativeIter`](crate::value::iter::NativeIter), held in a `Value::Iter` like the
//! builtin iterators: `for` loops, `next()`, `list()`, `sum()` and unpacking advance it as
//! they advance `map` or `zip`. A step that may run Python code (a predicate, an
//! instance's `__next__`, `+` of instances) says so (`runs_code`), and runs it through the
//! iteration hook. No `RefCell` borrow is held across such a step: an iterator's own state
//! is borrowed by whoever advances it (a re-entrant `next()` is "already executing"), and
//! the state `groupby` shares with its groups and `tee` with its copies is released while
//! the source iterator runs.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::object::{self, special};
use crate::ops::{self, nb};
use crate::runtime::Vm;
use crate::value::iter::{Iter, NativeIter, NextHook};
use crate::value::native::Kwargs;
use crate::value::{Builtin, Value, obj};

use super::{NativeModule, bind_args, positional};

crate::runtime::table::natives! {
    table = 6;
    ACCUMULATE = "itertools.accumulate" type(|v| is_a(v, ACCUMULATE)) (0..) keywords(*)
        => accumulate;
    CHAIN = "itertools.chain" type(|v| is_a(v, CHAIN)) (0..) keywords(*) => chain;
    CHAIN_FROM_ITERABLE = "itertools.chain.from_iterable" (1) => chain_from_iterable;
    COMBINATIONS = "itertools.combinations" type(|v| is_a(v, COMBINATIONS)) (0..)
        keywords(*) => combinations;
    COMBINATIONS_WITH_REPLACEMENT = "itertools.combinations_with_replacement"
        type(|v| is_a(v, COMBINATIONS_WITH_REPLACEMENT)) (0..) keywords(*)
        => combinations_with_replacement;
    COMPRESS = "itertools.compress" type(|v| is_a(v, COMPRESS)) (0..) keywords(*) => compress;
    COUNT_TYPE = "itertools.count" type(|v| is_a(v, COUNT_TYPE)) (0..) keywords(*) => count;
    CYCLE = "itertools.cycle" type(|v| is_a(v, CYCLE)) (0..) keywords(*) => cycle;
    DROPWHILE = "itertools.dropwhile" type(|v| is_a(v, DROPWHILE)) (0..) keywords(*)
        => dropwhile;
    FILTERFALSE = "itertools.filterfalse" type(|v| is_a(v, FILTERFALSE)) (0..) keywords(*)
        => filterfalse;
    GROUPBY = "itertools.groupby" type(|v| is_a(v, GROUPBY)) (0..) keywords(*) => groupby;
    ISLICE = "itertools.islice" type(|v| is_a(v, ISLICE)) (0..) keywords(*) => islice;
    PAIRWISE = "itertools.pairwise" type(|v| is_a(v, PAIRWISE)) (0..) keywords(*) => pairwise;
    PERMUTATIONS = "itertools.permutations" type(|v| is_a(v, PERMUTATIONS)) (0..)
        keywords(*) => permutations;
    PRODUCT = "itertools.product" type(|v| is_a(v, PRODUCT)) (0..) keywords(*) => product;
    REPEAT = "itertools.repeat" type(|v| is_a(v, REPEAT)) (0..) keywords(*) => repeat;
    STARMAP = "itertools.starmap" type(|v| is_a(v, STARMAP)) (0..) keywords(*) => starmap;
    TAKEWHILE = "itertools.takewhile" type(|v| is_a(v, TAKEWHILE)) (0..) keywords(*)
        => takewhile;
    TEE = "tee" (0..) keywords(*) => tee;
    ZIP_LONGEST = "itertools.zip_longest" type(|v| is_a(v, ZIP_LONGEST)) (0..) keywords(*)
        => zip_longest;
    // The types of what `groupby` and `tee` give, which the module does not name.
    #[hidden]
    GROUPER = "itertools._grouper" type(|v| is_a(v, GROUPER)) (0..) keywords(*)
        => cannot_create;
    #[hidden]
    TEE_TYPE = "itertools._tee" type(|v| is_a(v, TEE_TYPE)) (0..) keywords(*) => cannot_create;
}

pub const MODULE: NativeModule = NativeModule {
    name: "itertools",
    functions: &TABLE,
    values: |_| Vec::new(),
};

/// Whether `v` is an iterator of this module's type `ty`.
fn is_a(v: &Value, ty: Builtin) -> bool {
    match v {
        Value::Iter(it) => {
            matches!(it.try_borrow().as_deref(), Ok(Iter::Native(n)) if n.type_handle() == ty)
        }
        _ => false,
    }
}

/// An iterator value of `it`.
fn make(it: impl NativeIter + 'static) -> Value {
    Value::Iter(obj(RefCell::new(Iter::Native(Box::new(it)))))
}

fn cannot_create(_: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Err(PyError::type_error("cannot create instances of this type"))
}

/// The iterator over `v` for an iterator made of it (see `special::iterate_owned`).
fn source(vm: &mut dyn Vm, v: &mut Value) -> PyResult<Iter> {
    special::iterate_owned(vm, v)
}

/// The items of an iterable, through the machine (a generator runs here).
fn items(vm: &mut dyn Vm, v: &Value) -> PyResult<Vec<Value>> {
    special::collect(vm, v)
}

/// A count argument (`r`, `repeat`, `n`): an int, or CPython's `TypeError`.
fn count_arg(v: &Value) -> PyResult<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(i64::from(*b)),
        Value::BigInt(_) => Err(PyError::overflow(
            "Python int too large to convert to C ssize_t",
        )),
        other => Err(PyError::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// An `r` argument of `permutations`/`combinations`: a non-negative int.
fn r_arg(v: &Value) -> PyResult<usize> {
    if !v.is_int_like() {
        return Err(PyError::type_error("Expected int as r"));
    }
    let r = count_arg(v)?;
    usize::try_from(r).map_err(|_| PyError::value_error("r must be non-negative"))
}

/// `[f(0), f(1), ..., f(n - 1)]`, or `MemoryError` for an `n` that cannot be (CPython's
/// for `combinations(range(3), 10**18)`).
fn filled(n: usize, f: impl Fn(usize) -> usize) -> PyResult<Vec<usize>> {
    let mut v = crate::error::try_vec(n)?;
    v.extend((0..n).map(f));
    Ok(v)
}

/// The tuple of the items at `indices` of `pool`.
fn pick(pool: &[Value], indices: &[usize]) -> Value {
    Value::tuple(indices.iter().map(|&i| pool[i].clone()).collect())
}

// ------------------------------------------------------------ count

/// `count(start=0, step=1)`: `start`, `start + step`, ... (each the sum of the one
/// before and the step, as CPython adds: floats accumulate their rounding).
struct Count {
    cur: Value,
    step: Value,
}

/// Whether `v` is a number `count` adds without running code.
fn plain_number(v: &Value) -> bool {
    matches!(
        v,
        Value::Int(_) | Value::BigInt(_) | Value::Float(_) | Value::Bool(_)
    )
}

impl NativeIter for Count {
    fn type_handle(&self) -> Builtin {
        COUNT_TYPE
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        let next = match (&self.cur, &self.step) {
            (Value::Int(a), Value::Int(b)) => ops::int_add(*a, *b),
            (a, b) if plain_number(a) && plain_number(b) => {
                ops::binary_op(nb::ADD, a.clone(), b.clone())?
            }
            (a, b) => hook.add(a.clone(), b.clone())?,
        };
        Ok(Some(std::mem::replace(&mut self.cur, next)))
    }

    fn runs_code(&self) -> bool {
        !(plain_number(&self.cur) && plain_number(&self.step))
    }

    fn repr_args(&self) -> Option<Vec<Value>> {
        Some(match &self.step {
            Value::Int(1) | Value::Bool(true) => vec![self.cur.clone()],
            step => vec![self.cur.clone(), step.clone()],
        })
    }
}

/// Whether `v` is a number to CPython (`PyNumber_Check`): a builtin number, or an instance
/// that converts to one.
fn is_number(v: &Value) -> bool {
    plain_number(v)
        || ["__index__", "__int__", "__float__"]
            .iter()
            .any(|m| object::special(v, m).is_some())
}

fn count(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [start, step] = bind_args("count", ["start", "step"], 0, 2, args, kw)?;
    let start = start.unwrap_or(Value::Int(0));
    let step = step.unwrap_or(Value::Int(1));
    if !is_number(&start) || !is_number(&step) {
        return Err(PyError::type_error("a number is required"));
    }
    // CPython counts an int start with a step of 1 in a machine integer: a bool start
    // gives ints.
    let start = match (&start, &step) {
        (Value::Bool(b), Value::Int(1) | Value::Bool(true)) => Value::Int(i64::from(*b)),
        _ => start,
    };
    Ok(make(Count { cur: start, step }))
}

// ------------------------------------------------------------ islice

/// `islice(iterable, [start,] stop[, step])`, as CPython's `islice_next`: it consumes the
/// source up to the next index it yields, and no further than `stop`.
struct Islice {
    /// The source, dropped once exhausted.
    it: Option<Iter>,
    /// The index of the next item to yield.
    next: u64,
    /// `None`: no end.
    stop: Option<u64>,
    step: u64,
    /// How many items the source gave.
    cnt: u64,
}

impl NativeIter for Islice {
    fn type_handle(&self) -> Builtin {
        ISLICE
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        let Some(it) = &mut self.it else {
            return Ok(None);
        };
        while self.cnt < self.next {
            if it.step_with(hook)?.is_none() {
                self.it = None;
                return Ok(None);
            }
            self.cnt += 1;
        }
        if self.stop.is_some_and(|stop| self.cnt >= stop) {
            self.it = None;
            return Ok(None);
        }
        let Some(item) = it.step_with(hook)? else {
            self.it = None;
            return Ok(None);
        };
        self.cnt += 1;
        let old = self.next;
        self.next = self.next.saturating_add(self.step);
        if let Some(stop) = self.stop
            && (self.next < old || self.next > stop)
        {
            self.next = stop;
        }
        Ok(Some(item))
    }

    fn runs_code(&self) -> bool {
        self.it.as_ref().is_some_and(Iter::runs_code)
    }
}

/// An index argument of `islice` as CPython reads it: an int that fits, `None` when it
/// is not one (or is too big: the caller's `ValueError`).
fn ssize(vm: &mut dyn Vm, v: &Value) -> PyResult<Option<i64>> {
    Ok(match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(i64::from(*b)),
        Value::Instance(_) => match object::call_special(vm, v, "__index__", Vec::new())? {
            Some(r @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_))) => ssize(vm, &r)?,
            _ => None,
        },
        _ => None,
    })
}

fn islice(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("islice", args, kw, 2, 4)?;
    const STOP: &str =
        "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    let stop_of = |vm: &mut dyn Vm, v: &Value| -> PyResult<i64> {
        match v {
            Value::None => Ok(-1),
            v => match ssize(vm, v)? {
                Some(-1) | None => Err(PyError::value_error(STOP)),
                Some(s) => Ok(s),
            },
        }
    };
    let (start, stop) = if args.len() == 2 {
        (0, stop_of(vm, &args[1])?)
    } else {
        let start = match &args[1] {
            Value::None => 0,
            v => ssize(vm, v)?.unwrap_or(-1),
        };
        (start, stop_of(vm, &args[2])?)
    };
    if start < 0 || stop < -1 {
        return Err(PyError::value_error(
            "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.",
        ));
    }
    let step = match args.get(3) {
        None | Some(Value::None) => 1,
        Some(v) => ssize(vm, v)?.unwrap_or(-1),
    };
    if step < 1 {
        return Err(PyError::value_error(
            "Step for islice() must be a positive integer or None.",
        ));
    }
    let it = source(vm, &mut args[0])?;
    Ok(make(Islice {
        it: Some(it),
        next: start as u64,
        stop: (stop >= 0).then_some(stop as u64),
        step: step as u64,
        cnt: 0,
    }))
}

// ------------------------------------------------------------ combinatorics

/// `permutations(iterable, r=None)`: CPython's index and cycle arrays.
struct Permutations {
    pool: Vec<Value>,
    r: usize,
    indices: Vec<usize>,
    cycles: Vec<usize>,
    first: bool,
    done: bool,
}

impl NativeIter for Permutations {
    fn type_handle(&self) -> Builtin {
        PERMUTATIONS
    }

    fn next(&mut self, _: &mut dyn NextHook) -> PyResult<Option<Value>> {
        let (n, r) = (self.pool.len(), self.r);
        if self.done {
            return Ok(None);
        }
        if self.first {
            self.first = false;
            if r > n {
                self.done = true;
                return Ok(None);
            }
            return Ok(Some(pick(&self.pool, &self.indices[..r])));
        }
        if n == 0 {
            self.done = true;
            return Ok(None);
        }
        for i in (0..r).rev() {
            self.cycles[i] -= 1;
            if self.cycles[i] == 0 {
                // Move index i to the end, shifting the ones after it left.
                self.indices[i..].rotate_left(1);
                self.cycles[i] = n - i;
            } else {
                let j = self.cycles[i];
                self.indices.swap(i, n - j);
                return Ok(Some(pick(&self.pool, &self.indices[..r])));
            }
        }
        self.done = true;
        Ok(None)
    }

    fn runs_code(&self) -> bool {
        false
    }
}

fn permutations(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [iterable, r] = bind_args("permutations", ["iterable", "r"], 1, 2, args, kw)?;
    let pool = items(vm, &iterable.unwrap_or_default())?;
    let n = pool.len();
    let r = match r {
        None | Some(Value::None) => n,
        Some(v) => r_arg(&v)?,
    };
    Ok(make(Permutations {
        pool,
        r,
        indices: (0..n).collect(),
        cycles: filled(r, |i| n.saturating_sub(i))?,
        first: true,
        done: false,
    }))
}

/// `combinations(iterable, r)` (`repeat`: `combinations_with_replacement`), CPython's
/// index arrays.
struct Combinations {
    pool: Vec<Value>,
    indices: Vec<usize>,
    first: bool,
    done: bool,
    with_replacement: bool,
}

impl NativeIter for Combinations {
    fn type_handle(&self) -> Builtin {
        if self.with_replacement {
            COMBINATIONS_WITH_REPLACEMENT
        } else {
            COMBINATIONS
        }
    }

    fn next(&mut self, _: &mut dyn NextHook) -> PyResult<Option<Value>> {
        let (n, r) = (self.pool.len(), self.indices.len());
        if self.done {
            return Ok(None);
        }
        if self.first {
            self.first = false;
            let empty = if self.with_replacement {
                n == 0 && r > 0
            } else {
                r > n
            };
            if empty {
                self.done = true;
                return Ok(None);
            }
            return Ok(Some(pick(&self.pool, &self.indices)));
        }
        // The rightmost index that can still grow.
        let last = if self.with_replacement {
            (0..r).rev().find(|&i| self.indices[i] != n - 1)
        } else {
            (0..r).rev().find(|&i| self.indices[i] != i + n - r)
        };
        let Some(i) = last else {
            self.done = true;
            return Ok(None);
        };
        self.indices[i] += 1;
        for j in i + 1..r {
            self.indices[j] = if self.with_replacement {
                self.indices[i]
            } else {
                self.indices[j - 1] + 1
            };
        }
        Ok(Some(pick(&self.pool, &self.indices)))
    }

    fn runs_code(&self) -> bool {
        false
    }
}

fn combinations_of(
    vm: &mut dyn Vm,
    name: &str,
    args: &mut [Value],
    kw: &Kwargs,
    with_replacement: bool,
) -> PyResult<Value> {
    let [iterable, r] = bind_args(name, ["iterable", "r"], 2, 2, args, kw)?;
    let pool = items(vm, &iterable.unwrap_or_default())?;
    let r = r_arg(&r.unwrap_or_default())?;
    let indices = filled(r, |i| if with_replacement { 0 } else { i })?;
    Ok(make(Combinations {
        pool,
        indices,
        first: true,
        done: false,
        with_replacement,
    }))
}

fn combinations(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    combinations_of(vm, "combinations", args, kw, false)
}

fn combinations_with_replacement(
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    combinations_of(vm, "combinations_with_replacement", args, kw, true)
}

/// `product(*iterables, repeat=1)`: an odometer over the pools (made up front).
struct Product {
    pools: Vec<Rc<[Value]>>,
    indices: Vec<usize>,
    first: bool,
    done: bool,
}

impl NativeIter for Product {
    fn type_handle(&self) -> Builtin {
        PRODUCT
    }

    fn next(&mut self, _: &mut dyn NextHook) -> PyResult<Option<Value>> {
        if self.done {
            return Ok(None);
        }
        if self.first {
            self.first = false;
            if self.pools.iter().any(|p| p.is_empty()) {
                self.done = true;
                return Ok(None);
            }
        } else {
            // Advance the rightmost index that can, resetting those after it.
            let mut i = self.pools.len();
            loop {
                if i == 0 {
                    self.done = true;
                    return Ok(None);
                }
                i -= 1;
                self.indices[i] += 1;
                if self.indices[i] < self.pools[i].len() {
                    break;
                }
                self.indices[i] = 0;
            }
        }
        Ok(Some(Value::tuple(
            self.pools
                .iter()
                .zip(&self.indices)
                .map(|(p, &i)| p[i].clone())
                .collect(),
        )))
    }

    fn runs_code(&self) -> bool {
        false
    }
}

fn product(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut repeat = 1;
    for (k, v) in kw {
        if &**k != "repeat" {
            return Err(PyError::type_error(format!(
                "'{k}' is an invalid keyword argument for product()"
            )));
        }
        repeat = count_arg(v)?;
    }
    if repeat < 0 {
        return Err(PyError::value_error("repeat argument cannot be negative"));
    }
    let mut pools = Vec::with_capacity(args.len());
    for a in args.iter() {
        pools.push(Rc::<[Value]>::from(items(vm, a)?));
    }
    let n = pools
        .len()
        .checked_mul(repeat as usize)
        .ok_or_else(PyError::memory)?;
    let mut all = crate::error::try_vec(n)?;
    for _ in 0..repeat {
        all.extend(pools.iter().cloned());
    }
    let pools = all;
    Ok(make(Product {
        indices: vec![0; pools.len()],
        pools,
        first: true,
        done: false,
    }))
}

// ------------------------------------------------------------ chain, repeat, cycle

/// `chain(*iterables)` and `chain.from_iterable(iterable)`: the items of each iterable the
/// source gives, in turn (each iterable is only iterated when reached).
struct Chain {
    /// The iterables still to come; dropped once exhausted.
    source: Option<Iter>,
    /// The one being iterated.
    active: Option<Iter>,
}

impl NativeIter for Chain {
    fn type_handle(&self) -> Builtin {
        CHAIN
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        loop {
            if let Some(active) = &mut self.active {
                match active.step_with(hook) {
                    Ok(Some(v)) => return Ok(Some(v)),
                    Ok(None) => self.active = None,
                    Err(e) => {
                        self.active = None;
                        return Err(e);
                    }
                }
            }
            let Some(source) = &mut self.source else {
                return Ok(None);
            };
            match source.step_with(hook)? {
                Some(iterable) => match hook.iterate(&iterable) {
                    Ok(it) => self.active = Some(it),
                    // An item that is not iterable ends the chain.
                    Err(e) => {
                        self.source = None;
                        return Err(e);
                    }
                },
                None => {
                    self.source = None;
                    return Ok(None);
                }
            }
        }
    }

    /// An iterable it reaches may be an instance (`__iter__`) or a generator.
    fn runs_code(&self) -> bool {
        self.source.is_some() || self.active.as_ref().is_some_and(Iter::runs_code)
    }
}

fn chain(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("chain", args, kw, 0, usize::MAX)?;
    let iterables = Value::tuple(args.iter_mut().map(std::mem::take).collect());
    Ok(make(Chain {
        source: Some(crate::value::iter::iterate(&iterables)?),
        active: None,
    }))
}

fn chain_from_iterable(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    Ok(make(Chain {
        source: Some(source(vm, &mut args[0])?),
        active: None,
    }))
}

/// `repeat(object[, times])`.
struct Repeat {
    obj: Value,
    /// How many more times (`None`: forever).
    left: Option<i64>,
}

impl NativeIter for Repeat {
    fn type_handle(&self) -> Builtin {
        REPEAT
    }

    fn next(&mut self, _: &mut dyn NextHook) -> PyResult<Option<Value>> {
        match &mut self.left {
            Some(0) => Ok(None),
            Some(n) => {
                *n -= 1;
                Ok(Some(self.obj.clone()))
            }
            None => Ok(Some(self.obj.clone())),
        }
    }

    fn runs_code(&self) -> bool {
        false
    }

    fn repr_args(&self) -> Option<Vec<Value>> {
        Some(match self.left {
            Some(n) => vec![self.obj.clone(), Value::Int(n)],
            None => vec![self.obj.clone()],
        })
    }

    fn length_hint(&self) -> Option<usize> {
        self.left.map(|n| n as usize)
    }
}

fn repeat(_: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [obj, times] = bind_args("repeat", ["object", "times"], 1, 2, args, kw)?;
    let left = match times {
        None => None,
        Some(t) => Some(count_arg(&t)?.max(0)),
    };
    Ok(make(Repeat {
        obj: obj.unwrap_or_default(),
        left,
    }))
}

/// `cycle(iterable)`: its items, saved on the first pass, then the saved ones forever.
struct Cycle {
    /// The source during the first pass.
    it: Option<Iter>,
    saved: Vec<Value>,
    idx: usize,
}

impl NativeIter for Cycle {
    fn type_handle(&self) -> Builtin {
        CYCLE
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        if let Some(it) = &mut self.it {
            match it.step_with(hook)? {
                Some(v) => {
                    self.saved.push(v.clone());
                    return Ok(Some(v));
                }
                None => self.it = None,
            }
        }
        if self.saved.is_empty() {
            return Ok(None);
        }
        let v = self.saved[self.idx].clone();
        self.idx = (self.idx + 1) % self.saved.len();
        Ok(Some(v))
    }

    fn runs_code(&self) -> bool {
        self.it.as_ref().is_some_and(Iter::runs_code)
    }
}

fn cycle(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("cycle", args, kw, 1, 1)?;
    Ok(make(Cycle {
        it: Some(source(vm, &mut args[0])?),
        saved: Vec::new(),
        idx: 0,
    }))
}

// ------------------------------------------------------------ accumulate, zip_longest

/// `accumulate(iterable, func=None, *, initial=None)`: running totals (`+` or `func`).
struct Accumulate {
    it: Iter,
    func: Value,
    total: Option<Value>,
    initial: Option<Value>,
}

impl NativeIter for Accumulate {
    fn type_handle(&self) -> Builtin {
        ACCUMULATE
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        if let Some(init) = self.initial.take() {
            self.total = Some(init.clone());
            return Ok(Some(init));
        }
        let Some(item) = self.it.step_with(hook)? else {
            return Ok(None);
        };
        let total = match self.total.take() {
            None => item,
            Some(total) => match (&self.func, &total, &item) {
                (Value::None, Value::Int(a), Value::Int(b)) => ops::int_add(*a, *b),
                (Value::None, _, _) => hook.add(total, item)?,
                (f, _, _) => {
                    let f = f.clone();
                    hook.call_slice(&f, &mut [total, item])?
                }
            },
        };
        self.total = Some(total.clone());
        Ok(Some(total))
    }

    fn runs_code(&self) -> bool {
        true
    }
}

fn accumulate(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [iterable, func, initial] = bind_args(
        "accumulate",
        ["iterable", "func", "initial"],
        1,
        2,
        args,
        kw,
    )?;
    let it = source(vm, &mut iterable.unwrap_or_default())?;
    Ok(make(Accumulate {
        it,
        func: func.unwrap_or(Value::None),
        total: None,
        initial: initial.filter(|v| !matches!(v, Value::None)),
    }))
}

/// `zip_longest(*iterables, fillvalue=None)`: side by side until the longest ends.
struct ZipLongest {
    /// The sources, each dropped when it ends.
    iters: Vec<Option<Iter>>,
    active: usize,
    fill: Value,
}

impl NativeIter for ZipLongest {
    fn type_handle(&self) -> Builtin {
        ZIP_LONGEST
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        if self.iters.is_empty() || self.active == 0 {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(self.iters.len());
        for slot in self.iters.iter_mut() {
            let item = match slot {
                None => self.fill.clone(),
                Some(it) => match it.step_with(hook)? {
                    Some(v) => v,
                    None => {
                        self.active -= 1;
                        if self.active == 0 {
                            return Ok(None);
                        }
                        *slot = None;
                        self.fill.clone()
                    }
                },
            };
            out.push(item);
        }
        Ok(Some(Value::tuple(out)))
    }

    fn runs_code(&self) -> bool {
        self.iters.iter().flatten().any(Iter::runs_code)
    }
}

fn zip_longest(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let mut fill = Value::None;
    for (k, v) in kw {
        if &**k != "fillvalue" {
            return Err(PyError::type_error(
                "zip_longest() got an unexpected keyword argument",
            ));
        }
        fill = v.clone();
    }
    let iters = args
        .iter_mut()
        .map(|a| source(vm, a).map(Some))
        .collect::<PyResult<Vec<_>>>()?;
    Ok(make(ZipLongest {
        active: iters.len(),
        iters,
        fill,
    }))
}

// ------------------------------------------------------------ groupby

/// What `groupby` shares with its groups (CPython's `groupbyobject`).
struct GroupState {
    /// The source; `None` while a step runs it (a re-entrant step then sees it end).
    it: Option<Iter>,
    keyfunc: Value,
    /// The key of the group being given.
    tgtkey: Option<Value>,
    /// The key and value of the item last read and not yet given.
    currkey: Option<Value>,
    currvalue: Option<Value>,
    /// The group that may still give items (an older one ends).
    current: u64,
}

type Shared = Rc<RefCell<GroupState>>;

/// Reads the next item of the source into `currvalue` and its key into `currkey`; `false`
/// at the source's end.
fn group_step(state: &Shared, hook: &mut dyn NextHook) -> PyResult<bool> {
    let (it, keyfunc) = {
        let mut s = state.borrow_mut();
        (s.it.take(), s.keyfunc.clone())
    };
    let Some(mut it) = it else {
        return Ok(false);
    };
    let item = it.step_with(hook);
    state.borrow_mut().it = Some(it);
    let Some(value) = item? else {
        return Ok(false);
    };
    let key = match keyfunc {
        Value::None => value.clone(),
        f => hook.call_slice(&f, &mut [value.clone()])?,
    };
    let mut s = state.borrow_mut();
    s.currvalue = Some(value);
    s.currkey = Some(key);
    Ok(true)
}

/// `groupby(iterable, key=None)`: `(key, group)` for each run of items with equal keys.
struct GroupBy {
    state: Shared,
}

impl NativeIter for GroupBy {
    fn type_handle(&self) -> Builtin {
        GROUPBY
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        let id = {
            let mut s = self.state.borrow_mut();
            s.current += 1;
            s.current
        };
        // Skip the rest of the group being given.
        loop {
            let (curr, tgt) = {
                let s = self.state.borrow();
                (s.currkey.clone(), s.tgtkey.clone())
            };
            match (curr, tgt) {
                (None, _) => {}
                (Some(_), None) => break,
                (Some(c), Some(t)) => {
                    if !hook.eq(&t, &c)? {
                        break;
                    }
                }
            }
            if !group_step(&self.state, hook)? {
                return Ok(None);
            }
        }
        let key = {
            let mut s = self.state.borrow_mut();
            s.tgtkey = s.currkey.clone();
            s.tgtkey.clone().unwrap_or_default()
        };
        let grouper = make(Grouper {
            state: Rc::clone(&self.state),
            tgtkey: key.clone(),
            id,
        });
        Ok(Some(Value::tuple(vec![key, grouper])))
    }

    fn runs_code(&self) -> bool {
        true
    }
}

/// A group of `groupby`: the source's items while their key equals the group's.
struct Grouper {
    state: Shared,
    tgtkey: Value,
    id: u64,
}

impl NativeIter for Grouper {
    fn type_handle(&self) -> Builtin {
        GROUPER
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        if self.state.borrow().current != self.id {
            return Ok(None);
        }
        let read = self.state.borrow().currvalue.is_some();
        if !read && !group_step(&self.state, hook)? {
            return Ok(None);
        }
        let curr = self.state.borrow().currkey.clone();
        let Some(curr) = curr else {
            return Ok(None);
        };
        if !hook.eq(&self.tgtkey, &curr)? {
            return Ok(None);
        }
        let mut s = self.state.borrow_mut();
        s.currkey = None;
        Ok(s.currvalue.take())
    }

    fn runs_code(&self) -> bool {
        true
    }
}

fn groupby(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [iterable, key] = bind_args("groupby", ["iterable", "key"], 1, 2, args, kw)?;
    let it = source(vm, &mut iterable.unwrap_or_default())?;
    Ok(make(GroupBy {
        state: Rc::new(RefCell::new(GroupState {
            it: Some(it),
            keyfunc: key.unwrap_or(Value::None),
            tgtkey: None,
            currkey: None,
            currvalue: None,
            current: 0,
        })),
    }))
}

// ------------------------------------------------------------ predicates

/// `starmap(func, iterable)`: `func(*item)` for each item.
struct Starmap {
    func: Value,
    it: Iter,
}

impl NativeIter for Starmap {
    fn type_handle(&self) -> Builtin {
        STARMAP
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        let Some(item) = self.it.step_with(hook)? else {
            return Ok(None);
        };
        let f = self.func.clone();
        match &item {
            // A short tuple's items go on the stack.
            Value::Tuple(t) if t.0.len() <= 4 => {
                let mut args: [Value; 4] = Default::default();
                for (slot, v) in args.iter_mut().zip(t.0.iter()) {
                    *slot = v.clone();
                }
                Ok(Some(hook.call_slice(&f, &mut args[..t.0.len()])?))
            }
            Value::Tuple(t) => Ok(Some(hook.call(&f, t.0.to_vec())?)),
            other => {
                let mut it = hook.iterate(other)?;
                let mut args = Vec::new();
                while let Some(v) = it.step_with(hook)? {
                    args.push(v);
                }
                Ok(Some(hook.call(&f, args)?))
            }
        }
    }

    fn runs_code(&self) -> bool {
        true
    }
}

fn starmap(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("starmap", args, kw, 2, 2)?;
    let it = source(vm, &mut args[1])?;
    Ok(make(Starmap {
        func: args[0].clone(),
        it,
    }))
}

/// `pred(item)`'s truth.
fn holds(hook: &mut dyn NextHook, pred: &Value, item: &Value) -> PyResult<bool> {
    let r = hook.call_slice(pred, &mut [item.clone()])?;
    match r {
        Value::Bool(b) => Ok(b),
        r => hook.truthy(&r),
    }
}

/// `takewhile(pred, iterable)` (`drop`: `dropwhile`).
struct While {
    pred: Value,
    it: Iter,
    /// takewhile: the predicate failed (the end); dropwhile: it did (all pass now).
    flipped: bool,
    drop: bool,
}

impl NativeIter for While {
    fn type_handle(&self) -> Builtin {
        if self.drop { DROPWHILE } else { TAKEWHILE }
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        if !self.drop {
            if self.flipped {
                return Ok(None);
            }
            let Some(item) = self.it.step_with(hook)? else {
                return Ok(None);
            };
            let pred = self.pred.clone();
            if holds(hook, &pred, &item)? {
                return Ok(Some(item));
            }
            self.flipped = true;
            return Ok(None);
        }
        loop {
            let Some(item) = self.it.step_with(hook)? else {
                return Ok(None);
            };
            if self.flipped {
                return Ok(Some(item));
            }
            let pred = self.pred.clone();
            if !holds(hook, &pred, &item)? {
                self.flipped = true;
                return Ok(Some(item));
            }
        }
    }

    fn runs_code(&self) -> bool {
        true
    }
}

fn takewhile(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("takewhile", args, kw, 2, 2)?;
    let it = source(vm, &mut args[1])?;
    Ok(make(While {
        pred: args[0].clone(),
        it,
        flipped: false,
        drop: false,
    }))
}

fn dropwhile(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("dropwhile", args, kw, 2, 2)?;
    let it = source(vm, &mut args[1])?;
    Ok(make(While {
        pred: args[0].clone(),
        it,
        flipped: false,
        drop: true,
    }))
}

/// `filterfalse(pred, iterable)`: the items `pred` holds false (`None`: the false items).
struct FilterFalse {
    pred: Value,
    it: Iter,
}

impl NativeIter for FilterFalse {
    fn type_handle(&self) -> Builtin {
        FILTERFALSE
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        loop {
            let Some(item) = self.it.step_with(hook)? else {
                return Ok(None);
            };
            let keep = match &self.pred {
                Value::None => !hook.truthy(&item)?,
                pred => {
                    let pred = pred.clone();
                    !holds(hook, &pred, &item)?
                }
            };
            if keep {
                return Ok(Some(item));
            }
        }
    }

    fn runs_code(&self) -> bool {
        true
    }
}

fn filterfalse(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("filterfalse", args, kw, 2, 2)?;
    let it = source(vm, &mut args[1])?;
    Ok(make(FilterFalse {
        pred: args[0].clone(),
        it,
    }))
}

/// `compress(data, selectors)`: the items of `data` whose selector is true.
struct Compress {
    data: Iter,
    selectors: Iter,
}

impl NativeIter for Compress {
    fn type_handle(&self) -> Builtin {
        COMPRESS
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        loop {
            let Some(datum) = self.data.step_with(hook)? else {
                return Ok(None);
            };
            let Some(selector) = self.selectors.step_with(hook)? else {
                return Ok(None);
            };
            if hook.truthy(&selector)? {
                return Ok(Some(datum));
            }
        }
    }

    fn runs_code(&self) -> bool {
        true
    }
}

fn compress(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let [data, selectors] = bind_args("compress", ["data", "selectors"], 2, 2, args, kw)?;
    let data = source(vm, &mut data.unwrap_or_default())?;
    let selectors = source(vm, &mut selectors.unwrap_or_default())?;
    Ok(make(Compress { data, selectors }))
}

/// `pairwise(iterable)`: overlapping pairs of successive items.
struct Pairwise {
    it: Option<Iter>,
    old: Option<Value>,
}

impl NativeIter for Pairwise {
    fn type_handle(&self) -> Builtin {
        PAIRWISE
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        let Some(it) = &mut self.it else {
            return Ok(None);
        };
        let old = match self.old.take() {
            Some(old) => old,
            None => match it.step_with(hook)? {
                Some(v) => v,
                None => {
                    self.it = None;
                    return Ok(None);
                }
            },
        };
        let Some(new) = it.step_with(hook)? else {
            self.it = None;
            return Ok(None);
        };
        self.old = Some(new.clone());
        Ok(Some(Value::tuple(vec![old, new])))
    }

    fn runs_code(&self) -> bool {
        self.it.as_ref().is_some_and(Iter::runs_code)
    }
}

fn pairwise(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("pairwise", args, kw, 1, 1)?;
    Ok(make(Pairwise {
        it: Some(source(vm, &mut args[0])?),
        old: None,
    }))
}

// ------------------------------------------------------------ tee

/// What the iterators of one `tee` share: the source and the items some of them have not
/// read yet (those all of them read are dropped).
struct TeeState {
    /// The source; `None` while one of them runs it.
    it: Option<Iter>,
    done: bool,
    /// Items from position `base` on.
    buf: VecDeque<Value>,
    base: u64,
    /// Each iterator's position (`None`: dropped).
    positions: Vec<Option<u64>>,
}

impl TeeState {
    /// Takes out the items every iterator has read, for the caller to drop once it
    /// no longer borrows the state (an item's drop may drop another iterator of it).
    fn trim(&mut self) -> Vec<Value> {
        let end = self.base + self.buf.len() as u64;
        let low = self
            .positions
            .iter()
            .flatten()
            .min()
            .copied()
            .unwrap_or(end);
        let n = low.saturating_sub(self.base).min(self.buf.len() as u64);
        self.base += n;
        self.buf.drain(..n as usize).collect()
    }
}

/// One iterator of a `tee`.
struct Tee {
    state: Rc<RefCell<TeeState>>,
    id: usize,
}

impl Tee {
    /// A new iterator of `state`, at position `at`.
    fn join(state: &Rc<RefCell<TeeState>>, at: u64) -> Tee {
        let mut s = state.borrow_mut();
        s.positions.push(Some(at));
        Tee {
            state: Rc::clone(state),
            id: s.positions.len() - 1,
        }
    }
}

impl NativeIter for Tee {
    fn type_handle(&self) -> Builtin {
        TEE_TYPE
    }

    fn next(&mut self, hook: &mut dyn NextHook) -> PyResult<Option<Value>> {
        let pos = {
            let s = self.state.borrow();
            let pos = s.positions[self.id].unwrap_or_default();
            if let Some(v) = s.buf.get((pos - s.base) as usize) {
                let v = v.clone();
                drop(s);
                let mut s = self.state.borrow_mut();
                s.positions[self.id] = Some(pos + 1);
                let read = s.trim();
                drop(s);
                drop(read);
                return Ok(Some(v));
            }
            if s.done {
                return Ok(None);
            }
            pos
        };
        let Some(mut it) = self.state.borrow_mut().it.take() else {
            return Err(PyError::new(
                ExcType::RuntimeError,
                "cannot re-enter the tee iterator",
            ));
        };
        let item = it.step_with(hook);
        let mut s = self.state.borrow_mut();
        s.it = Some(it);
        match item {
            Ok(Some(v)) => {
                s.buf.push_back(v.clone());
                s.positions[self.id] = Some(pos + 1);
                let read = s.trim();
                drop(s);
                drop(read);
                Ok(Some(v))
            }
            Ok(None) => {
                s.done = true;
                let source = s.it.take();
                drop(s);
                drop(source);
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    fn runs_code(&self) -> bool {
        match self.state.try_borrow() {
            Ok(s) => s.it.as_ref().is_some_and(Iter::runs_code),
            Err(_) => true,
        }
    }
}

/// A dropped iterator no longer holds back the buffer.
impl Drop for Tee {
    fn drop(&mut self) {
        // why take the items out and drop them after: an item's drop may drop the last
        // reference to anything (another tee of this state, even).
        let read = match self.state.try_borrow_mut() {
            Ok(mut s) => {
                s.positions[self.id] = None;
                s.trim()
            }
            Err(_) => Vec::new(),
        };
        drop(read);
    }
}

fn tee(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    positional("itertools.tee", &[], kw, 0, 0)?;
    positional("tee", args, &[], 1, 2)?;
    let n = match args.get(1) {
        Some(v) => count_arg(v)?,
        None => 2,
    };
    if n < 0 {
        return Err(PyError::value_error("n must be >= 0"));
    }
    // A tee iterator is copied (its copies share its source and buffer, from its
    // position on), anything else gets a source and buffer of its own.
    let copied = match &args[0] {
        Value::Iter(it) => match it.try_borrow().as_deref() {
            Ok(Iter::Native(n)) => {
                let any: &dyn std::any::Any = &**n;
                any.downcast_ref::<Tee>().map(|t| {
                    let at = t.state.borrow().positions[t.id].unwrap_or_default();
                    (Rc::clone(&t.state), at)
                })
            }
            _ => None,
        },
        _ => None,
    };
    let (state, at, first) = match copied {
        // The tee itself comes first, then copies of it (CPython's `__copy__`).
        Some((state, at)) => (state, at, Some(args[0].clone())),
        None => {
            let source = source(vm, &mut args[0])?;
            let state = Rc::new(RefCell::new(TeeState {
                it: Some(source),
                done: false,
                buf: VecDeque::new(),
                base: 0,
                positions: Vec::new(),
            }));
            (state, 0, None)
        }
    };
    let mut tees = crate::error::try_vec(n as usize)?;
    if n > 0
        && let Some(first) = first
    {
        tees.push(first);
    }
    while tees.len() < n as usize {
        tees.push(make(Tee::join(&state, at)));
    }
    Ok(Value::tuple(tees))
}

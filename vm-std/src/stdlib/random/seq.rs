//! The integer and sequence methods of `Random`: `randrange`, `randint`, `choice`,
//! `choices`, `shuffle`, `sample`, with `random.py`'s algorithms (`_randbelow` by
//! rejection of `getrandbits`, the pool or the set of `sample` as `n` and `k` decide,
//! `choices`' bisection of the cumulative weights).

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive};
use rustc_hash::FxHashSet;

use super::{Gen, Sig, Source, bind, or};
use crate::error::{ExcType, PyError, PyResult};
use crate::object::special;
use crate::ops::{cmp, nb};
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::native::Kwargs;
use crate::value::num::num_cmp;

// ------------------------------------------------------------ integers

/// An int argument of `randrange`, small or big.
enum Int {
    Small(i64),
    Big(BigInt),
}

impl Int {
    fn big(&self) -> BigInt {
        match self {
            Int::Small(i) => BigInt::from(*i),
            Int::Big(b) => b.clone(),
        }
    }
}

/// `_index(v)`, or as `randrange` falls back: `int(v)`, which must equal `v` (an
/// integral float passes, with CPython's deprecation warning not shown).
fn int_arg(v: &Value, which: &str) -> PyResult<Int> {
    match v {
        Value::Int(i) => return Ok(Int::Small(*i)),
        Value::Bool(b) => return Ok(Int::Small(i64::from(*b))),
        Value::BigInt(b) => return Ok(Int::Big(BigInt::clone(b))),
        _ => {}
    }
    let i = crate::value::num::to_int(v)?;
    let same = match v {
        Value::Float(f) => f.fract() == 0.0,
        _ => false,
    };
    if !same {
        return Err(PyError::value_error(format!(
            "non-integer {which} for randrange()"
        )));
    }
    Ok(match &i {
        Value::Int(i) => Int::Small(*i),
        Value::BigInt(b) => Int::Big(BigInt::clone(b)),
        _ => Int::Small(0),
    })
}

/// `_randbelow(n)` for a big `n > 0`.
fn below_big<S: Source + ?Sized>(src: &S, n: &BigInt) -> BigInt {
    match n.to_u64() {
        Some(n) => BigInt::from(src.below(n)),
        None => src.with(|g| g.below_big(n)),
    }
}

const SIG_RANDRANGE: Sig = Sig {
    name: "Random.randrange",
    params: &["start", "stop", "step"],
    required: 1,
    kwonly: &[],
};

/// `randrange(start, stop=None, step=1)`.
pub(super) fn randrange<S: Source + ?Sized>(
    src: &S,
    _: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if kw.is_empty() {
        match args {
            [Value::Int(start), Value::Int(stop)] => return range_step1(src, *start, *stop),
            [Value::Int(n)] if *n > 0 => return Ok(Value::Int(src.below(*n as u64) as i64)),
            _ => {}
        }
    }
    let [start, stop, step] = bind(&SIG_RANDRANGE, args, kw)?;
    randrange_of(src, &start, &or(stop, Value::None), step)
}

/// `start + _randbelow(stop - start)`, the common case.
#[inline(always)]
fn range_step1<S: Source + ?Sized>(src: &S, start: i64, stop: i64) -> PyResult<Value> {
    let width = i128::from(stop) - i128::from(start);
    if width <= 0 {
        return Err(empty_range(&Int::Small(start), &Int::Small(stop)));
    }
    // The result lies in [start, stop): an i64.
    Ok(Value::Int(
        (i128::from(start) + i128::from(src.below(width as u64))) as i64,
    ))
}

#[cold]
fn empty_range(start: &Int, stop: &Int) -> PyError {
    let (a, b) = (start.big(), stop.big());
    PyError::value_error(format!(
        "empty range for randrange() ({a}, {b}, {})",
        &b - &a
    ))
}

/// `randrange` after binding: `step` is `Undefined` when not given (CPython's
/// `step is _ONE`).
fn randrange_of<S: Source + ?Sized>(
    src: &S,
    start: &Value,
    stop: &Value,
    step: Value,
) -> PyResult<Value> {
    let istart = int_arg(start, "arg 1")?;
    if matches!(stop, Value::None) {
        if !matches!(step, Value::Undefined | Value::Int(1)) {
            return Err(PyError::type_error("Missing a non-None stop argument"));
        }
        return match istart {
            Int::Small(n) if n > 0 => Ok(Value::Int(src.below(n as u64) as i64)),
            Int::Big(b) if b.is_positive() => Ok(Value::from_bigint(below_big(src, &b))),
            _ => Err(PyError::value_error("empty range for randrange()")),
        };
    }
    let istop = int_arg(stop, "stop")?;
    let istep = match step {
        Value::Undefined => Int::Small(1),
        v => int_arg(&v, "step")?,
    };
    if let (Int::Small(a), Int::Small(b), Int::Small(1)) = (&istart, &istop, &istep) {
        return range_step1(src, *a, *b);
    }
    let (a, b, step) = (istart.big(), istop.big(), istep.big());
    let width = &b - &a;
    if step == BigInt::from(1) {
        if width.is_positive() {
            return Ok(Value::from_bigint(a + below_big(src, &width)));
        }
        return Err(empty_range(&istart, &istop));
    }
    let n = if step.is_positive() {
        (width + &step - 1u8).div_floor(&step)
    } else if step.is_negative() {
        (width + &step + 1u8).div_floor(&step)
    } else {
        return Err(PyError::value_error("zero step for randrange()"));
    };
    if !n.is_positive() {
        return Err(PyError::value_error("empty range for randrange()"));
    }
    Ok(Value::from_bigint(a + step * below_big(src, &n)))
}

const SIG_RANDINT: Sig = Sig {
    name: "Random.randint",
    params: &["a", "b"],
    required: 2,
    kwonly: &[],
};

/// `randint(a, b)`: `randrange(a, b + 1)`.
pub(super) fn randint<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if kw.is_empty()
        && let [Value::Int(a), Value::Int(b)] = args
        && *b < i64::MAX
    {
        return range_step1(src, *a, *b + 1);
    }
    let [a, b] = bind(&SIG_RANDINT, args, kw)?;
    let stop = special::binary(vm, nb::ADD, b, Value::Int(1))?;
    randrange_of(src, &a, &stop, Value::Undefined)
}

// ------------------------------------------------------------ sequences

/// `len(seq)`.
fn len(vm: &mut dyn Vm, seq: &Value) -> PyResult<usize> {
    match seq {
        Value::List(l) => Ok(l.len()),
        Value::Tuple(t) => Ok(t.0.len()),
        _ => special::len(vm, seq),
    }
}

/// `seq[i]` for `0 <= i < len(seq)`.
#[inline]
fn item(vm: &mut dyn Vm, seq: &Value, i: usize) -> PyResult<Value> {
    match seq {
        Value::List(l) => {
            if let Some(v) = l.get_cloned(i) {
                return Ok(v);
            }
        }
        Value::Tuple(t) => {
            if let Some(v) = t.0.get(i) {
                return Ok(v.clone());
            }
        }
        _ => {}
    }
    special::getitem(vm, seq, &Value::Int(i as i64))
}

const SIG_CHOICE: Sig = Sig {
    name: "Random.choice",
    params: &["seq"],
    required: 1,
    kwonly: &[],
};

/// `choice(seq)`.
pub(super) fn choice<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    if kw.is_empty()
        && let [Value::List(l)] = args
    {
        let n = l.len();
        if n > 0 {
            let i = src.below(n as u64) as usize;
            if let Some(v) = l.get_cloned(i) {
                return Ok(v);
            }
        }
    }
    let [seq] = bind(&SIG_CHOICE, args, kw)?;
    let n = len(vm, &seq)?;
    if n == 0 {
        return Err(PyError::index_error("Cannot choose from an empty sequence"));
    }
    let i = src.below(n as u64) as usize;
    item(vm, &seq, i)
}

const SIG_SHUFFLE: Sig = Sig {
    name: "Random.shuffle",
    params: &["x"],
    required: 1,
    kwonly: &[],
};

/// `shuffle(x)`: Fisher-Yates from the end, `x[i], x[j] = x[j], x[i]`.
pub(super) fn shuffle<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [x] = bind(&SIG_SHUFFLE, args, kw)?;
    if let Value::List(l) = &x {
        // No Python code runs while the items are out.
        let mut items = l.take();
        src.with(|g| {
            for i in (1..items.len()).rev() {
                let j = g.below(i as u64 + 1) as usize;
                items.swap(i, j);
            }
        });
        l.replace(items);
        return Ok(Value::None);
    }
    let n = len(vm, &x)?;
    for i in (1..n).rev() {
        let j = src.below(i as u64 + 1) as usize;
        let xj = item(vm, &x, j)?;
        let xi = item(vm, &x, i)?;
        special::setitem(vm, &x, Value::Int(i as i64), xj)?;
        special::setitem(vm, &x, Value::Int(j as i64), xi)?;
    }
    Ok(Value::None)
}

const SIG_SAMPLE: Sig = Sig {
    name: "Random.sample",
    params: &["population", "k"],
    required: 2,
    kwonly: &["counts"],
};

/// Whether `v` is a `collections.abc.Sequence` of vm-std's types.
fn is_sequence(v: &Value) -> bool {
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range(_) => true,
        Value::Instance(i) => matches!(&*i.native.borrow(), Value::List(_)),
        _ => false,
    }
}

/// `sample(population, k, *, counts=None)`.
pub(super) fn sample<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [population, k, counts] = bind(&SIG_SAMPLE, args, kw)?;
    if !is_sequence(&population) {
        return Err(PyError::type_error(
            "Population must be a sequence.  For dicts or sets, use sorted(d).",
        ));
    }
    let n = len(vm, &population)?;
    let counts = or(counts, Value::None);
    if !matches!(counts, Value::None) {
        let mut cum = accumulate(vm, &counts)?;
        if cum.len() != n {
            return Err(PyError::value_error(
                "The number of counts does not match the population",
            ));
        }
        let Some(total) = cum.pop() else {
            return Err(PyError::index_error("pop from empty list"));
        };
        let total = match total {
            Value::Int(t) => t,
            Value::Bool(b) => i64::from(b),
            Value::BigInt(_) => {
                return Err(PyError::overflow(
                    "Python int too large to convert to C ssize_t",
                ));
            }
            _ => return Err(PyError::type_error("Counts must be integers")),
        };
        if total <= 0 {
            return Err(PyError::value_error(
                "Total of counts must be greater than zero",
            ));
        }
        let k = sample_size(&k, total as u64)?;
        let picks = select(src, total as u64, k);
        let mut out = Vec::with_capacity(picks.len());
        for s in picks {
            let x = Value::Int(s as i64);
            let i = bisect_right(vm, &cum, &x, 0, cum.len())?;
            out.push(item(vm, &population, i)?);
        }
        return Ok(Value::list(out));
    }
    let k = sample_size(&k, n as u64)?;
    let picks = select(src, n as u64, k);
    let out = if pool_size(k) >= n as u64 {
        // The pool: `list(population)`.
        let items = match &population {
            Value::List(l) => l.to_vec(),
            Value::Tuple(t) => t.0.to_vec(),
            _ => vm.collect(&population)?,
        };
        picks
            .into_iter()
            .map(|j| items.get(j as usize).cloned().unwrap_or(Value::None))
            .collect()
    } else {
        let mut out = Vec::with_capacity(k);
        for j in picks {
            out.push(item(vm, &population, j as usize)?);
        }
        out
    };
    Ok(Value::list(out))
}

/// `k` checked: `0 <= k <= n`, and an int (`[None] * k`).
fn sample_size(k: &Value, n: u64) -> PyResult<usize> {
    let bad = || PyError::value_error("Sample larger than population or is negative");
    match k {
        Value::Int(k) => {
            if *k < 0 || *k as u64 > n {
                return Err(bad());
            }
            Ok(*k as usize)
        }
        Value::Bool(b) if u64::from(*b) <= n => Ok(usize::from(*b)),
        Value::Bool(_) | Value::BigInt(_) => Err(bad()),
        Value::Float(f) => {
            if !(*f >= 0.0 && *f <= n as f64) {
                return Err(bad());
            }
            Err(PyError::type_error(
                "can't multiply sequence by non-int of type 'float'",
            ))
        }
        other => Err(PyError::type_error(format!(
            "'<=' not supported between instances of 'int' and '{}'",
            other.type_name()
        ))),
    }
}

/// `setsize` of `sample`: the population size up to which the pool is used.
fn pool_size(k: usize) -> u64 {
    let mut setsize: u64 = 21;
    if k > 5 {
        // `4 ** _ceil(_log(k * 3, 4))`, in floats as `math.log(x, base)` computes it.
        let e = (((k * 3) as f64).ln() / 4f64.ln()).ceil() as u32;
        setsize = setsize.saturating_add(4u64.saturating_pow(e));
    }
    setsize
}

/// The positions `sample` picks among `n`: from a shrinking pool when `n` is small
/// for `k`, else by redrawing the ones picked already.
fn select<S: Source + ?Sized>(src: &S, n: u64, k: usize) -> Vec<u64> {
    let mut out = Vec::with_capacity(k);
    if n <= pool_size(k) {
        let mut pool: Vec<u64> = (0..n).collect();
        src.with(|g| {
            for i in 0..k as u64 {
                let j = g.below(n - i) as usize;
                out.push(pool[j]);
                pool[j] = pool[(n - i - 1) as usize];
            }
        });
    } else {
        let mut selected = FxHashSet::default();
        src.with(|g| {
            for _ in 0..k {
                let mut j = g.below(n);
                while !selected.insert(j) {
                    j = g.below(n);
                }
                out.push(j);
            }
        });
    }
    out
}

/// `list(itertools.accumulate(xs))`.
fn accumulate(vm: &mut dyn Vm, xs: &Value) -> PyResult<Vec<Value>> {
    let items = vm.collect(xs)?;
    let mut out: Vec<Value> = Vec::with_capacity(items.len());
    for x in items {
        let next = match out.last() {
            None => x,
            Some(Value::Float(a)) if let Value::Float(b) = x => Value::Float(a + b),
            Some(last) => special::binary(vm, nb::ADD, last.clone(), x)?,
        };
        out.push(next);
    }
    Ok(out)
}

/// `bisect.bisect_right(a, x, lo, hi)`.
fn bisect_right(
    vm: &mut dyn Vm,
    a: &[Value],
    x: &Value,
    mut lo: usize,
    mut hi: usize,
) -> PyResult<usize> {
    while lo < hi {
        let mid = (lo + hi) / 2;
        if less(vm, x, &a[mid])? {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

/// `x < y`.
#[inline]
fn less(vm: &mut dyn Vm, x: &Value, y: &Value) -> PyResult<bool> {
    if let (Value::Float(a), Value::Float(b)) = (x, y) {
        return Ok(a < b);
    }
    if let Some(o) = num_cmp(x, y) {
        return Ok(o.is_lt());
    }
    special::compare_bool(vm, cmp::LT, x, y)
}

const SIG_CHOICES: Sig = Sig {
    name: "Random.choices",
    params: &["population", "weights"],
    required: 1,
    kwonly: &["cum_weights", "k"],
};

/// `choices(population, weights=None, *, cum_weights=None, k=1)`.
pub(super) fn choices<S: Source + ?Sized>(
    src: &S,
    vm: &mut dyn Vm,
    args: &mut [Value],
    kw: &Kwargs,
) -> PyResult<Value> {
    let [population, weights, cum_weights, k] = bind(&SIG_CHOICES, args, kw)?;
    let weights = or(weights, Value::None);
    let cum_weights = or(cum_weights, Value::None);
    let k = or(k, Value::Int(1));
    let n = len(vm, &population)?;
    let cum = match (&weights, &cum_weights) {
        (Value::None, Value::None) => {
            let count = repeat_count(&k)?;
            let nf = n as f64;
            let mut out = Vec::with_capacity(count.min(1 << 20));
            for _ in 0..count {
                let i = (src.random() * nf).floor() as usize;
                out.push(if i < n {
                    item(vm, &population, i)?
                } else {
                    special::getitem(vm, &population, &Value::Int(i as i64))?
                });
            }
            return Ok(Value::list(out));
        }
        (_, Value::None) => match accumulate(vm, &weights) {
            Ok(cum) => cum,
            Err(e) if e.kind() == ExcType::TypeError => {
                let k = match &weights {
                    Value::Int(w) => w.to_string(),
                    Value::Bool(b) => if *b { "True" } else { "False" }.to_string(),
                    Value::BigInt(b) => b.to_string(),
                    _ => return Err(e),
                };
                return Err(PyError::type_error(format!(
                    "The number of choices must be a keyword argument: k={k}"
                )));
            }
            Err(e) => return Err(e),
        },
        (Value::None, _) => {
            special::len(vm, &cum_weights)?;
            vm.collect(&cum_weights)?
        }
        _ => {
            return Err(PyError::type_error(
                "Cannot specify both weights and cumulative weights",
            ));
        }
    };
    if cum.len() != n {
        return Err(PyError::value_error(
            "The number of weights does not match the population",
        ));
    }
    let Some(last) = cum.last() else {
        let what = if matches!(cum_weights, Value::Tuple(_)) {
            "tuple"
        } else {
            "list"
        };
        return Err(PyError::index_error(format!("{what} index out of range")));
    };
    let total = special::binary(vm, nb::ADD, last.clone(), Value::Float(0.0))?;
    if special::compare_bool(vm, cmp::LE, &total, &Value::Float(0.0))? {
        return Err(PyError::value_error(
            "Total of weights must be greater than zero",
        ));
    }
    let Value::Float(total) = total else {
        return Err(PyError::type_error(format!(
            "must be real number, not {}",
            total.type_name()
        )));
    };
    if !total.is_finite() {
        return Err(PyError::value_error("Total of weights must be finite"));
    }
    let count = repeat_count(&k)?;
    let hi = n - 1;
    let mut out = Vec::with_capacity(count.min(1 << 20));
    for _ in 0..count {
        let x = Value::Float(src.random() * total);
        let i = bisect_right(vm, &cum, &x, 0, hi)?;
        out.push(item(vm, &population, i)?);
    }
    Ok(Value::list(out))
}

/// The count of `itertools.repeat(None, k)`: an int, none when negative.
fn repeat_count(k: &Value) -> PyResult<usize> {
    match k {
        Value::Int(k) => Ok((*k).max(0) as usize),
        Value::Bool(b) => Ok(usize::from(*b)),
        Value::BigInt(b) if b.is_negative() => Ok(0),
        Value::BigInt(_) => Err(PyError::overflow(
            "Python int too large to convert to C ssize_t",
        )),
        other => Err(PyError::type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pool_sizes() {
        // `sample`'s setsize: 21, plus 4 ** ceil(log(3k, 4)) above 5.
        assert_eq!(pool_size(5), 21);
        assert_eq!(pool_size(6), 21 + 64);
        assert_eq!(pool_size(22), 21 + 256);
    }
}

//! The steps of `for` loops: the next item of the innermost loop's iterator, and where
//! it goes.

use vm_core::{Flow, Interp, Raise, Resumed, Step};

use super::generators::{LoopStep, loop_step};
use super::isa::Isa;
use crate::object;
use crate::runtime::Machine;
use crate::value::iter::{self, Iter};
use crate::value::{Value, ViewKind};

// One step of the innermost loop's iterator: its next item, or `None` at its end (the
// iterator is then dropped). `FOR_ITER` and `FOR_ITER_FAST` share them and differ only
// in where the item goes; each kind's step on its fields is `value/iter.rs`'s, shared with
// `Iter::next`.

/// A step of any iterator. One that may run Python code (an instance's `__next__`) is
/// taken off the machine while it does, and put back after: that code runs loops of its
/// own, above this one.
#[inline(always)]
pub(super) fn step(interp: &mut Interp<Isa>) -> Result<Option<Value>, Raise<Isa>> {
    let ctx = interp.ctx();
    let Some(it) = ctx.iters.last_mut() else {
        return Ok(None);
    };
    // A dict's keys, values or items at once (no `runs_code` and `next_with` calls).
    // why not a `FOR_ITER` member: one more member of that family moved the dispatch
    // loop's register allocation (+3-5% instructions on every example, cachegrind).
    if let Iter::Dict {
        dict,
        idx,
        len,
        kind,
    } = it
    {
        let item = iter::dict_next(dict, idx, len, *kind)?;
        if item.is_none() {
            ctx.iters.pop();
        }
        return Ok(item);
    }
    // `enumerate` of a list, tuple or range (`for i, x in enumerate(items)`): the pair at
    // once, as for a dict (same why).
    if let Iter::Enumerate { inner, n } = it
        && let Some(item) = enumerate_step(inner, n)
    {
        if item.is_none() {
            ctx.iters.pop();
        }
        return Ok(item);
    }
    if it.runs_code() {
        return step_running_code(interp);
    }
    let item = it.next()?;
    if item.is_none() {
        ctx.iters.pop();
    }
    Ok(item)
}

/// A step of `enumerate` over a list, tuple or range: `Some` of the next pair or of
/// `None` at the end; `None` for any other inner iterator (the generic step takes it).
#[inline(never)]
fn enumerate_step(inner: &mut Iter, n: &mut [i64; 2]) -> Option<Option<Value>> {
    let v = seq_next(inner)?;
    Some(v.map(|v| Value::tuple(vec![iter::enumerate_index(n), v])))
}

/// The next item of a list, tuple or range iterator (`Some(None)` at its end); `None` for
/// any other kind.
#[inline(always)]
fn seq_next(it: &mut Iter) -> Option<Option<Value>> {
    Some(match it {
        Iter::List { list, idx } => iter::list_next(list, idx),
        Iter::Tuple { tuple, idx } => iter::tuple_next(tuple, idx),
        Iter::Range { cur, stop, step } => iter::range_next(cur, *stop, *step),
        _ => return None,
    })
}

/// `FOR_ITER_PAIR`'s step of what `pair_next` does not take: the pair (`None` at
/// the end), or a generator's frame to run (the op runs again when it yields).
#[inline(never)]
pub(super) fn pair_slow(interp: &mut Interp<Isa>) -> Result<PairStep, Raise<Isa>> {
    if !matches!(interp.ctx().iters.last(), Some(Iter::Gen(_))) {
        return Ok(PairStep::Pair(pair_step(interp)?));
    }
    // why the generator's item taken here, not through `loop_step`: the op runs twice an
    // item (to enter the frame, then to take what it yielded), and the second run's call
    // and `LoopStep` result were 34 of the 1372 instructions of `for a, b in gen()`'s
    // item (cachegrind).
    match interp.take_resumed() {
        Some(Resumed::Yielded(v)) => return Ok(PairStep::Pair(Some(split_pair(interp, v)?))),
        Some(Resumed::Returned(_)) => {
            interp.ctx().iters.pop();
            return Ok(PairStep::Pair(None));
        }
        None => {}
    }
    Ok(match loop_step(interp, None)? {
        LoopStep::Item(v) => PairStep::Pair(Some(split_pair(interp, v)?)),
        LoopStep::Done => PairStep::Pair(None),
        LoopStep::Entered => PairStep::Entered,
    })
}

/// What [`pair_slow`] leaves `FOR_ITER_PAIR` to do.
pub(super) enum PairStep {
    /// Store this pair and loop again, or (`None`) end the loop.
    Pair(Option<(Value, Value)>),
    /// A generator's frame was entered: the op returns `Step::Entered`.
    Entered,
}

/// A step of a loop with two targets (`FOR_ITER_PAIR`) over what [`pair_next`] does not
/// take (but a generator): the next item as its two halves, or `None` at the end (the
/// iterator is then dropped), unpacked as `a, b = item` would be (with its errors).
pub(super) fn pair_step(interp: &mut Interp<Isa>) -> Result<Option<(Value, Value)>, Raise<Isa>> {
    match step(interp)? {
        Some(item) => Ok(Some(split_pair(interp, item)?)),
        None => Ok(None),
    }
}

/// The next item of the innermost loop as two halves without a pair tuple, where that
/// takes no Python code and raises nothing: of a list or tuple whose next item is a
/// two-item tuple, of `enumerate` or `zip` of lists, tuples and ranges, and of a dict's
/// items; `Some(None)` at their end (the iterator dropped). `None` for anything else,
/// the iterator not advanced: [`pair_step`] takes it (or a generator's step).
#[inline(always)]
// why no `Option::map` below: its closure was not inlined (30 more instructions a step).
#[allow(clippy::manual_map)]
pub(super) fn pair_next(ctx: &mut Machine) -> Option<Option<(Value, Value)>> {
    let it = ctx.iters.last_mut()?;
    let pair = match it {
        Iter::List { list, idx } => match list.pair_at(*idx) {
            Some(pair) => {
                let pair = pair?;
                *idx += 1;
                Some(pair)
            }
            None => None,
        },
        Iter::Tuple { tuple, idx } => match tuple.0.get(*idx) {
            Some(item) => {
                let pair = tuple_halves(item)?;
                *idx += 1;
                Some(pair)
            }
            None => None,
        },
        Iter::Enumerate { inner, n } => match seq_next(inner)? {
            Some(v) => Some((iter::enumerate_index(n), v)),
            None => None,
        },
        Iter::Dict {
            dict,
            idx,
            len,
            kind: ViewKind::Items,
            // (A dict changed meanwhile is left marked so: the generic step raises for it.)
        } => iter::dict_next_item(dict, idx, len).ok()?,
        Iter::Zip(iters) => zip_pair_next(iters)?,
        _ => return None,
    };
    if pair.is_none() {
        ctx.iters.pop();
    }
    Some(pair)
}

/// The items of a two-item tuple.
#[inline(always)]
fn tuple_halves(item: &Value) -> Option<(Value, Value)> {
    match item {
        Value::Tuple(t) if let [a, b] = &t.0[..] => Some((a.clone(), b.clone())),
        _ => None,
    }
}

/// The next pair of a `zip` of two lists, tuples or ranges (`Some(None)` at its end; the
/// second is not advanced when the first ended, as CPython's); `None` for any other zip.
#[inline(always)]
fn zip_pair_next(iters: &mut [Iter]) -> Option<Option<(Value, Value)>> {
    let [x, y] = iters else { return None };
    let seq = |it: &Iter| {
        matches!(
            it,
            Iter::List { .. } | Iter::Tuple { .. } | Iter::Range { .. }
        )
    };
    if !(seq(x) && seq(y)) {
        return None;
    }
    let Some(a) = seq_next(x)? else {
        return Some(None);
    };
    Some(seq_next(y)?.map(|b| (a, b)))
}

/// `a, b = item`'s two values: a two-item tuple's at once, anything else through the
/// unpacking protocol (which may run its `__iter__`, and raises CPython's errors for a
/// wrong count). `UNPACK_SEQUENCE`'s generic form too.
pub(super) fn split_pair(
    interp: &mut Interp<Isa>,
    item: Value,
) -> Result<(Value, Value), Raise<Isa>> {
    if let Some(pair) = tuple_halves(&item) {
        return Ok(pair);
    }
    let mut items = object::special::unpack(interp, &item, 2)?;
    let b = items.pop().unwrap_or_default();
    let a = items.pop().unwrap_or_default();
    Ok((a, b))
}

#[inline(never)]
fn step_running_code(interp: &mut Interp<Isa>) -> Result<Option<Value>, Raise<Isa>> {
    let depth = interp.ctx().iters.len();
    let Some(mut it) = interp.ctx().iters.pop() else {
        return Ok(None);
    };
    let item = object::special::next(interp, &mut it);
    let iters = &mut interp.ctx().iters;
    iters.truncate(depth - 1);
    if let Ok(Some(_)) = item {
        iters.push(it);
    }
    Ok(item?)
}

/// Defines the step of one iterator kind: its next item from `value/iter.rs`'s function on the
/// variant's fields, or at its end (or for any other kind) `None`, the iterator dropped.
/// why a macro rather than one generic function: a version taking the kind's step as a
/// closure through an `Iter` method executed 1.7% more instructions on sieve.
macro_rules! kind_step {
    ($(#[$doc:meta])* $name:ident, $variant:ident { $($field:ident),* } => $next:expr) => {
        $(#[$doc])*
        #[inline(always)]
        pub(super) fn $name(ctx: &mut Machine) -> Option<Value> {
            if let Some(Iter::$variant { $($field),* }) = ctx.iters.last_mut()
                && let Some(v) = $next
            {
                return Some(v);
            }
            ctx.iters.pop();
            None
        }
    };
}

/// A step of a `range` iterator. (Not [`kind_step!`]: at the end, the iterator, which
/// owns nothing, is forgotten rather than dropped, which skips a call of the drop of an
/// `Iter` of any kind at the end of every range loop.)
#[inline(always)]
pub(super) fn step_range(ctx: &mut Machine) -> Option<Value> {
    if let Some(Iter::Range { cur, stop, step }) = ctx.iters.last_mut() {
        if let Some(v) = iter::range_next(cur, *stop, *step) {
            return Some(v);
        }
        if let Some(it) = ctx.iters.pop() {
            std::mem::forget(it);
        }
        return None;
    }
    ctx.iters.pop();
    None
}
kind_step!(
    /// A step of a list iterator.
    step_list, List { list, idx } => iter::list_next(list, idx)
);
kind_step!(
    /// A step of a tuple iterator.
    step_tuple, Tuple { tuple, idx } => iter::tuple_next(tuple, idx)
);
kind_step!(
    /// A step of an array iterator.
    step_array, Array { array, idx } => iter::array_next(array, idx)
);
kind_step!(
    /// A step of a string iterator.
    step_str, Str { s, pos } => iter::str_next(s, pos)
);
kind_step!(
    /// A step of a `bytes` iterator.
    step_bytes, Bytes { b, idx } => iter::bytes_next(&b.b, idx)
);

/// `FOR_ITER`'s outcome: the item into `ctx.item` and back to the body, or on.
#[inline(always)]
pub(super) fn to_item(ctx: &mut Machine, item: Option<Value>) -> Flow {
    match item {
        Some(v) => {
            ctx.item = v;
            Flow::Jump
        }
        None => Flow::Next,
    }
}

/// `FOR_ITER_FAST`'s outcome: the item into the loop's local and back to the body, or on.
#[inline(always)]
pub(super) fn to_local(slot: &mut Value, item: Option<Value>) -> Flow {
    match item {
        Some(v) => {
            Value::assign(slot, v);
            Flow::Jump
        }
        None => Flow::Next,
    }
}

/// `FOR_ITER_FAST_LIST`'s step off its inline path: an item of a compact list, or the end.
#[inline(never)]
pub(super) fn list_step_to_local(ctx: &mut Machine, slot: &mut Value) -> Flow {
    if let Some(Iter::List { list, idx }) = ctx.iters.last_mut() {
        if let Some(v) = iter::list_next(list, idx) {
            return list_item_to_local(slot, Some(v));
        }
        // The end: the list's reference dropped here, not through the drop of an `Iter`
        // of any kind (an out-of-line call on every loop's last step).
        if let Some(Iter::List { list, .. }) = ctx.iters.pop() {
            drop(list);
        }
        return Flow::Next;
    }
    list_item_to_local(slot, step_list(ctx))
}

/// [`to_local`] for a loop over a list, whose items (so the local's previous value) are
/// often instances (`for cell in self.cells`): see [`Value::assign_over_instance`].
/// (For every kind of loop, the extra test cost the range loops of the numeric examples
/// up to 1%.)
#[inline(always)]
pub(super) fn list_item_to_local(slot: &mut Value, item: Option<Value>) -> Flow {
    match item {
        Some(v) => {
            Value::assign_over_instance(slot, v);
            Flow::Jump
        }
        None => Flow::Next,
    }
}

/// `FOR_ITER` over a generator: the item it yielded into `ctx.item` and back to the body,
/// on at its end, or its frame to run.
#[inline(always)]
pub(super) fn gen_to_item(interp: &mut Interp<Isa>) -> Result<Step<Isa>, Raise<Isa>> {
    Ok(match loop_step(interp, None)? {
        LoopStep::Item(v) => {
            interp.ctx().item = v;
            Step::Jump
        }
        LoopStep::Done => Step::Next,
        LoopStep::Entered => Step::Entered,
    })
}

/// `FOR_ITER_FAST` over a generator: the item it yielded into the loop's local, or its
/// frame entered, to run (whose yields store into the local and continue at the body
/// directly, for `into` of `Some((body, local))`).
#[inline(always)]
pub(super) fn gen_to_local(
    interp: &mut Interp<Isa>,
    slot: &mut Value,
    into: Option<(usize, u32)>,
) -> Result<Step<Isa>, Raise<Isa>> {
    Ok(match loop_step(interp, into)? {
        LoopStep::Item(v) => {
            Value::assign(slot, v);
            Step::Jump
        }
        LoopStep::Done => Step::Next,
        LoopStep::Entered => Step::Entered,
    })
}

/// `STORE_ITEM_GLOBAL`'s generic store, out of line (as `global_method`: inlined, the
/// name-table insert cost fib +3.2% and spectral_norm +1.9% executed instructions).
#[inline(never)]
pub(super) fn bind_item_global(ctx: &mut Machine, name: u32) {
    let v = Value::take(&mut ctx.item);
    ctx.globals.set(name, v);
}

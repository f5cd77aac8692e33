//! The steps of `for` loops: the next item of the innermost loop's iterator, and where
//! it goes.

use vm_core::{Flow, Interp, Raise, Step};

use super::generators::{LoopStep, loop_step};
use super::isa::Isa;
use crate::object;
use crate::runtime::Machine;
use crate::value::Value;
use crate::value::iter::{self, Iter};

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
    let v = match inner {
        Iter::List { list, idx } => iter::list_next(list, idx),
        Iter::Tuple { tuple, idx } => iter::tuple_next(tuple, idx),
        Iter::Range { cur, stop, step } => iter::range_next(cur, *stop, *step),
        _ => return None,
    };
    Some(v.map(|v| Value::tuple(vec![iter::enumerate_index(n), v])))
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

kind_step!(
    /// A step of a `range` iterator.
    step_range, Range { cur, stop, step } => iter::range_next(cur, *stop, *step)
);
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
    Ok(match loop_step(interp)? {
        LoopStep::Item(v) => {
            interp.ctx().item = v;
            Step::Jump
        }
        LoopStep::Done => Step::Next,
        LoopStep::Run(run) => run,
    })
}

/// `FOR_ITER_FAST` over a generator: the item it yielded into the loop's local, or its
/// frame to run (whose yields store into local `local` directly when it is known).
#[inline(always)]
pub(super) fn gen_to_local(
    interp: &mut Interp<Isa>,
    slot: &mut Value,
    local: Option<u32>,
) -> Result<Step<Isa>, Raise<Isa>> {
    Ok(match loop_step(interp)? {
        LoopStep::Item(v) => {
            Value::assign(slot, v);
            Step::Jump
        }
        LoopStep::Done => Step::Next,
        // Each yield stores straight into the local and continues in the body.
        LoopStep::Run(Step::Send {
            frame,
            handle,
            value,
        }) if let Some(local) = local => Step::SendToLocal {
            frame,
            handle,
            value,
            local,
        },
        LoopStep::Run(run) => run,
    })
}

/// `STORE_ITEM_GLOBAL`'s generic store, out of line (as `global_method`: inlined, the
/// name-table insert cost fib +3.2% and spectral_norm +1.9% executed instructions).
#[inline(never)]
pub(super) fn bind_item_global(ctx: &mut Machine, name: u32) {
    let v = Value::take(&mut ctx.item);
    ctx.globals.set(name, v);
}

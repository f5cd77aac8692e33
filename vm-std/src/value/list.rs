//! `list`: its items in the most compact representation that holds them all (a storage
//! strategy, as PyPy's lists have).
//!
//! why: a list of bools (a sieve's flags, a visited array, `[False] * n`) stored as
//! values takes 16 bytes an item, twice CPython's pointer and 16 times what it says. A
//! million flags are then 16 MiB that every pass streams through the caches; as bytes they
//! are 1 MiB (`examples/sieve.py`: peak RSS 28 -> 6.6 MiB, 1.3-1.4x faster). The representation is invisible: items come out as the same
//! values, and the first item of another kind turns the list into a list of values for
//! good (one copy, as the list would have been all along).

use std::cell::{RefCell, RefMut};

use super::Value;
use crate::error::{PyError, PyResult, try_vec};

/// A `list`.
#[derive(Default)]
pub struct List(RefCell<Items>);

/// Frees the items through the trashcan (`trash.rs`): a list may be nested deep.
impl Drop for List {
    fn drop(&mut self) {
        let items = std::mem::take(self.0.get_mut());
        // A compact list, or a list of numbers, holds no references.
        if !items.values.is_empty()
            && let Some(values) = super::free_scalars(items.values)
        {
            super::trash::release(super::trash::Items::Values(values));
        }
    }
}

/// The items of a list: values, or (a compact list) bools in `bools` and no values.
///
/// why two fields rather than an enum: a list of values reads and writes `values` exactly
/// as a plain vector does (the numeric examples index small lists of floats in every
/// step); only when that misses (an index past its end, which a compact list's always
/// is) does the code look at `bools`.
#[derive(Default)]
struct Items {
    /// The items, unless the list is compact; then empty, with no room.
    values: Vec<Value>,
    /// The items of a compact list: only bools, a byte each. Never empty when made (an
    /// empty list holds values until its first item arrives; see [`List::push`]).
    // why boxed: one word in every list instead of three, for the rare compact one.
    #[allow(clippy::box_collection)]
    bools: Option<Box<Vec<bool>>>,
}

impl Items {
    /// The representation of `items`: bytes when they are all bools.
    fn of(items: Vec<Value>) -> Items {
        if let Some(Value::Bool(_)) = items.first() {
            let bools: Option<Vec<bool>> = items
                .iter()
                .map(|v| match v {
                    Value::Bool(b) => Some(*b),
                    _ => None,
                })
                .collect();
            if let Some(bools) = bools {
                return Items::compact(bools);
            }
        }
        Items {
            values: items,
            bools: None,
        }
    }

    fn compact(bools: Vec<bool>) -> Items {
        Items {
            values: Vec::new(),
            bools: Some(Box::new(bools)),
        }
    }

    #[inline(always)]
    fn len(&self) -> usize {
        match &self.bools {
            Some(b) => b.len(),
            None => self.values.len(),
        }
    }

    /// Item `i` as a value (a copy), or `None` past the end.
    #[inline(always)]
    fn get(&self, i: usize) -> Option<Value> {
        match self.values.get(i) {
            Some(v) => Some(v.clone()),
            None => self.compact_get(i),
        }
    }

    /// [`Items::get`] of a compact list (or past the end): for iterators and the generic
    /// ops, which are out of the specialized reads' way (see [`List::value_item`]).
    #[inline(never)]
    fn compact_get(&self, i: usize) -> Option<Value> {
        Some(Value::Bool(*self.bools.as_ref()?.get(i)?))
    }

    /// [`Items::item`] of a compact list (or out of range); out of line as `compact_get`.
    #[inline(never)]
    fn compact_item(&self, i: i64) -> Option<Value> {
        let b = self.bools.as_ref()?;
        Some(Value::Bool(b[super::norm_index(i, b.len())?]))
    }

    /// Item `i` by Python's index rule, or `None` out of range.
    #[inline(always)]
    fn item(&self, i: i64) -> Option<Value> {
        match super::norm_index(i, self.values.len()) {
            Some(j) => Some(self.values[j].clone()),
            None => self.compact_item(i),
        }
    }

    /// The items as values, for good: a list that holds values of any kind.
    fn generalize(&mut self) -> &mut Vec<Value> {
        if let Some(b) = self.bools.take() {
            self.values = b.iter().map(|&x| Value::Bool(x)).collect();
        }
        &mut self.values
    }

    /// The items as a vector of values, borrowed when they are values already.
    fn values(&self) -> std::borrow::Cow<'_, [Value]> {
        match &self.bools {
            None => std::borrow::Cow::Borrowed(&self.values),
            Some(b) => b.iter().map(|&x| Value::Bool(x)).collect(),
        }
    }

    /// Replaces item `i` of a compact list (an index past the end of `values`); `false`
    /// past its end too.
    #[inline(never)]
    fn set_compact(&mut self, i: usize, value: Value) -> bool {
        let Some(b) = &mut self.bools else {
            return false;
        };
        let Some(slot) = b.get_mut(i) else {
            return false;
        };
        match value {
            Value::Bool(x) => *slot = x,
            value => Value::assign(&mut self.generalize()[i], value),
        }
        true
    }

    /// Appends `value` when `values` has no room left: to a compact list, or as the first
    /// item of a list that never held any (which takes that item's representation; a list
    /// that had room for values keeps it, so it never switches back and forth). A
    /// `MemoryError` when the list cannot grow (where `Vec::push` aborts).
    #[inline(never)]
    fn push_slow(&mut self, value: Value) -> PyResult<()> {
        match (&mut self.bools, value) {
            (Some(b), Value::Bool(x)) => {
                if b.len() == b.capacity() {
                    grow(b)?;
                }
                b.push(x);
            }
            (None, Value::Bool(x)) if self.values.capacity() == 0 => {
                self.bools = Some(Box::new(vec![x]));
            }
            (_, value) => {
                let values = self.generalize();
                if values.len() == values.capacity() {
                    grow(values)?;
                }
                values.push(value);
            }
        }
        Ok(())
    }
}

/// [`List::remove_stepped`] on any vector (a list's items, a bytearray's bytes): the
/// removed ones, in order.
pub fn remove_stepped_from<T>(v: &mut Vec<T>, first: usize, step: usize, count: usize) -> Vec<T> {
    if count == 0 || first >= v.len() {
        return Vec::new();
    }
    let last = (first + step * (count - 1)).min(v.len() - 1);
    if step == 1 {
        return v.drain(first..=last).collect();
    }
    let mut k = 0;
    v.extract_if(first..=last, |_| {
        let hit = k % step == 0;
        k += 1;
        hit
    })
    .collect()
}

/// Room for one more item (amortized doubling, as `Vec::push`), or a `MemoryError`.
#[cold]
#[inline(never)]
fn grow<T>(v: &mut Vec<T>) -> PyResult<()> {
    v.try_reserve(1).map_err(|_| PyError::memory())
}

impl List {
    /// A list of `items`, stored compactly when their kinds allow it.
    pub fn new(items: Vec<Value>) -> List {
        List(RefCell::new(Items::of(items)))
    }

    /// Runs `read` on the items without taking a `RefCell` borrow: the reads of the
    /// specialized subscripts, conditions and list loops, which only index, clone and
    /// test truth.
    ///
    /// why not `self.0.borrow()`: the borrow flag's increment, check and decrement are
    /// stores and loads around every read (7 of the 41 instructions of
    /// `BINARY_SUBSCR_FAST_LIST_INT`), and no read needs them: the item is cloned at once.
    #[inline(always)]
    fn read<R>(&self, read: impl FnOnce(&Items) -> R) -> R {
        // SAFETY: the reference lives only inside `read`, and the callers below only
        // index, clone (a copy or a reference-count increment) and test truth (which
        // takes shared borrows at most, of this list too when it contains itself): no
        // code that could borrow the list mutably. A list borrowed mutably right now is
        // an `Err`, which falls back to the checked borrow (and its panic, as before).
        match unsafe { self.0.try_borrow_unguarded() } {
            Ok(items) => read(items),
            Err(_) => read(&self.0.borrow()),
        }
    }

    /// The number of items.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.read(Items::len)
    }

    /// Whether there are no items.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A copy of item `i` (an index from 0), or `None` past the end.
    #[inline(always)]
    pub fn get_cloned(&self, i: usize) -> Option<Value> {
        self.read(|items| items.get(i))
    }

    /// Copies of the two items of item `i` when it is a two-item tuple (`Some(None)` when
    /// it is anything else), or `None` past the end: a `for a, b in pairs` step, without
    /// a reference to the tuple taken and released.
    #[inline(always)]
    pub fn pair_at(&self, i: usize) -> Option<Option<(Value, Value)>> {
        self.read(|items| match items.values.get(i) {
            Some(Value::Tuple(t)) if let [a, b] = &t.0[..] => Some(Some((a.clone(), b.clone()))),
            Some(_) => Some(None),
            None => items.compact_get(i).map(|_| None),
        })
    }

    /// A copy of item `i` by Python's rule (negative counts from the end), or `None`
    /// out of range.
    #[inline(always)]
    pub fn item(&self, i: i64) -> Option<Value> {
        self.read(|items| items.item(i))
    }

    /// A copy of item `i` by Python's rule, or `None` out of range or when the list is
    /// compact: the read of the specialized subscripts of lists of values, which deopt on
    /// `None` (a compact list has its own specializations).
    ///
    /// why apart from [`List::item`]: with the compact case in the same read (inline, or
    /// out of line on the miss), nbody, which reads small lists of floats, ran 2% (7%)
    /// more instructions; deopting keeps these reads as they were before compact lists.
    #[inline(always)]
    pub fn value_item(&self, i: i64) -> Option<Value> {
        self.read(|items| {
            let j = super::norm_index(i, items.values.len())?;
            Some(items.values[j].clone())
        })
    }

    /// A copy of item `i` (an index from 0), or `None` past the end or when the list is
    /// compact (see [`List::value_item`]).
    #[inline(always)]
    pub fn value(&self, i: usize) -> Option<Value> {
        self.read(|items| items.values.get(i).cloned())
    }

    /// The truth of item `i` (Python's index rule), or `None` out of range or when the
    /// list is compact (see [`List::value_item`]).
    #[inline(always)]
    pub fn value_truth(&self, i: i64) -> Option<bool> {
        self.read(|items| {
            let j = super::norm_index(i, items.values.len())?;
            Some(super::truthy(&items.values[j]))
        })
    }

    /// Item `i` of a compact list (Python's index rule), or `None` out of range or when
    /// the list holds values.
    #[inline(always)]
    pub fn bool_item(&self, i: i64) -> Option<bool> {
        self.read(|items| {
            let b = items.bools.as_ref()?;
            Some(b[super::norm_index(i, b.len())?])
        })
    }

    /// Stores `x` as item `i` of a compact list (Python's index rule); `None` (and nothing
    /// changed) out of range or when the list holds values.
    #[inline(always)]
    pub fn store_bool(&self, i: i64, x: bool) -> Option<()> {
        let mut items = self.0.borrow_mut();
        let b = items.bools.as_mut()?;
        let j = super::norm_index(i, b.len())?;
        b[j] = x;
        Some(())
    }

    /// Whether the items are stored compactly (the guard of the specializations for
    /// compact lists).
    #[inline(always)]
    pub fn is_compact(&self) -> bool {
        self.read(|items| items.bools.is_some())
    }

    /// Replaces item `i` (an index from 0) with `value`; `false` (and `value` dropped)
    /// past the end.
    #[inline(always)]
    pub fn set(&self, i: usize, value: Value) -> bool {
        let mut items = self.0.borrow_mut();
        match items.values.get_mut(i) {
            Some(slot) => {
                Value::assign(slot, value);
                true
            }
            None => items.set_compact(i, value),
        }
    }

    /// Replaces item `i` by Python's rule (negative counts from the end); `false` out of
    /// range.
    #[inline(always)]
    pub fn set_item(&self, i: i64, value: Value) -> bool {
        if i >= 0 {
            return self.set(i as usize, value);
        }
        match super::norm_index(i, self.len()) {
            Some(j) => self.set(j, value),
            None => false,
        }
    }

    /// `list[i] = value` by Python's rule: [`List::set_item`], or the `IndexError` CPython
    /// raises out of range.
    #[inline(always)]
    pub fn store(&self, i: i64, value: Value) -> PyResult<()> {
        if self.set_item(i, value) {
            Ok(())
        } else {
            Err(PyError::index_error("list assignment index out of range"))
        }
    }

    /// Appends `value`; a `MemoryError` when the list cannot grow.
    #[inline(always)]
    pub fn push(&self, value: Value) -> PyResult<()> {
        let mut items = self.0.borrow_mut();
        if items.values.len() < items.values.capacity() {
            Value::push_onto(&mut items.values, value);
            Ok(())
        } else {
            items.push_slow(value)
        }
    }

    /// Appends all of `values`, keeping the list compact when they all fit; a
    /// `MemoryError` (and the list unchanged) when the room for them cannot be had
    /// (`x += x` repeated).
    pub fn extend(&self, values: Vec<Value>) -> PyResult<()> {
        let mut items = self.0.borrow_mut();
        if let Some(b) = &mut items.bools
            && values.iter().all(|v| matches!(v, Value::Bool(_)))
        {
            b.try_reserve(values.len()).map_err(|_| PyError::memory())?;
            b.extend(values.iter().map(|v| matches!(v, Value::Bool(true))));
            return Ok(());
        }
        if items.bools.is_none() && items.values.capacity() == 0 {
            *items = Items::of(values);
            return Ok(());
        }
        if let Some(b) = &items.bools {
            // Turning into values makes room for these too.
            let mut all = try_vec(b.len() + values.len())?;
            all.extend(b.iter().map(|&x| Value::Bool(x)));
            all.extend(values);
            *items = Items {
                values: all,
                bools: None,
            };
            return Ok(());
        }
        items
            .values
            .try_reserve(values.len())
            .map_err(|_| PyError::memory())?;
        items.values.extend(values);
        Ok(())
    }

    /// Removes and returns the last item (`pop()`), or `None` when there is none.
    #[inline(always)]
    pub fn pop_last(&self) -> Option<Value> {
        match &mut *self.0.borrow_mut() {
            Items { bools: Some(b), .. } => b.pop().map(Value::Bool),
            Items { values, .. } => values.pop(),
        }
    }

    /// Removes and returns item `i` (an index from 0, which the caller checked; past the
    /// end, as after an `__eq__` emptied the list, nothing happens and `None` comes back).
    pub fn remove(&self, i: usize) -> Value {
        let mut items = self.0.borrow_mut();
        if i >= items.len() {
            return Value::None;
        }
        match &mut *items {
            Items { bools: Some(b), .. } => Value::Bool(b.remove(i)),
            Items { values, .. } => values.remove(i),
        }
    }

    /// Removes the `count` items at `first`, `first + step`, ... (`step` at least 1;
    /// stopping early at the list's end, as after an `__index__` shortened it) in one
    /// pass, and returns them, for the caller to release outside the borrow.
    ///
    /// why one pass: removing item by item moves the tail once per item, so `del
    /// l[:k]` of a long list took time proportional to k times its length (200,000
    /// items: seconds, where CPython takes a millisecond).
    pub fn remove_stepped(&self, first: usize, step: usize, count: usize) -> Vec<Value> {
        let mut items = self.0.borrow_mut();
        match &mut *items {
            Items { bools: Some(b), .. } => {
                remove_stepped_from(b, first, step, count);
                Vec::new()
            }
            Items { values, .. } => remove_stepped_from(values, first, step, count),
        }
    }

    /// Reverses the items in place.
    pub fn reverse(&self) {
        match &mut *self.0.borrow_mut() {
            Items { bools: Some(b), .. } => b.reverse(),
            Items { values, .. } => values.reverse(),
        }
    }

    /// Takes all items out, leaving the list empty (as if new).
    pub fn take(&self) -> Vec<Value> {
        match std::mem::take(&mut *self.0.borrow_mut()) {
            Items { bools: Some(b), .. } => b.into_iter().map(Value::Bool).collect(),
            Items { values, .. } => values,
        }
    }

    /// Copies of all items.
    pub fn to_vec(&self) -> Vec<Value> {
        let items = self.0.borrow();
        match &items.bools {
            None => super::clone_slice(&items.values),
            Some(_) => items.values().into_owned(),
        }
    }

    /// Runs `f` on the items as values (borrowed, or copied out of a compact list). `f`
    /// must not mutate the list.
    pub fn with_values<R>(&self, f: impl FnOnce(&[Value]) -> R) -> R {
        f(&self.0.borrow().values())
    }

    /// The items as a vector of values to change: a compact list turns into a list of
    /// values first, for good.
    pub fn values_mut(&self) -> RefMut<'_, Vec<Value>> {
        RefMut::map(self.0.borrow_mut(), Items::generalize)
    }

    /// Replaces all items, choosing their representation anew.
    pub fn replace(&self, items: Vec<Value>) {
        *self.0.borrow_mut() = Items::of(items);
    }

    /// Takes over `other`'s items (`list *= n`).
    pub fn replace_with(&self, other: List) {
        *self.0.borrow_mut() = other.0.take();
    }

    /// The items repeated `n` times (`list * n`), in the same representation; `total` is
    /// the checked length of the result. A `MemoryError` when its room cannot be had.
    pub fn repeated(&self, n: usize, total: usize) -> PyResult<List> {
        let items = self.0.borrow();
        let times = if total == 0 { 0 } else { n };
        Ok(List(RefCell::new(match &items.bools {
            Some(b) if total > 0 => {
                let mut out = try_vec(total)?;
                out.extend_from_slice(b);
                while out.len() < total {
                    // Doubling: a few large copies.
                    let more = out.len().min(total - out.len());
                    out.extend_from_within(..more);
                }
                Items::compact(out)
            }
            _ => {
                let mut out = try_vec(total)?;
                for _ in 0..times {
                    out.extend(items.values.iter().cloned());
                }
                Items::of(out)
            }
        })))
    }
}

/// For the cycle collector. A compact list holds no references.
impl super::gc::Traceable for List {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let items = self.0.try_borrow().ok()?;
        Some(super::visit_values(items.values.iter(), f))
    }

    fn clear(&self) {
        if let Ok(mut items) = self.0.try_borrow_mut() {
            let taken = std::mem::take(&mut *items);
            drop(items);
            drop(taken);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bools(n: usize) -> List {
        List::new((0..n).map(|i| Value::Bool(i % 3 == 0)).collect())
    }

    #[test]
    fn a_list_of_bools_is_stored_as_bytes_and_reads_back_the_same() {
        let l = bools(7);
        assert!(l.is_compact());
        assert_eq!(l.len(), 7);
        for i in 0..7 {
            assert!(matches!(l.get_cloned(i), Some(Value::Bool(b)) if b == (i % 3 == 0)));
            assert_eq!(l.bool_item(i as i64), Some(i % 3 == 0));
        }
        assert!(matches!(l.item(-1), Some(Value::Bool(true))));
        assert!(l.item(7).is_none() && l.item(-8).is_none() && l.bool_item(7).is_none());
    }

    #[test]
    fn another_kind_of_item_turns_a_compact_list_into_values_keeping_its_items() {
        let l = bools(4);
        assert!(l.set(1, Value::Bool(true)));
        assert!(l.is_compact());
        assert!(l.set(2, Value::Int(5)));
        assert!(!l.is_compact());
        let items = l.to_vec();
        assert!(matches!(
            items.as_slice(),
            [
                Value::Bool(true),
                Value::Bool(true),
                Value::Int(5),
                Value::Bool(true)
            ]
        ));
        // It stays a list of values even when it holds only bools again.
        assert!(l.set(2, Value::Bool(false)));
        assert!(!l.is_compact());

        let l = bools(2);
        l.push(Value::None).unwrap();
        assert!(!l.is_compact());
        assert_eq!(l.len(), 3);
        assert!(matches!(l.get_cloned(2), Some(Value::None)));
    }

    #[test]
    fn an_empty_list_takes_the_kind_of_its_first_item_only_once() {
        let l = List::default();
        l.push(Value::Bool(false)).unwrap();
        assert!(l.is_compact());
        l.push(Value::Bool(true)).unwrap();
        assert_eq!(l.len(), 2);

        let l = List::default();
        l.push(Value::Int(1)).unwrap();
        l.values_mut().clear();
        l.push(Value::Bool(true)).unwrap();
        assert!(!l.is_compact(), "a list that had room for values keeps it");
    }

    #[test]
    fn out_of_range_stores_change_nothing() {
        let l = bools(3);
        assert!(!l.set(3, Value::Int(1)));
        assert!(!l.set_item(-4, Value::Int(1)));
        assert!(l.is_compact());
        assert!(l.set_item(-1, Value::Bool(false)));
        assert_eq!(l.bool_item(2), Some(false));
    }

    #[test]
    fn repeating_keeps_the_representation() {
        let l = List::new(vec![Value::Bool(false), Value::Bool(true)]);
        let r = l.repeated(3, 6).unwrap();
        assert!(r.is_compact());
        assert_eq!(r.len(), 6);
        assert_eq!(r.bool_item(5), Some(true));
        assert_eq!(l.repeated(0, 0).unwrap().len(), 0);
        let v = List::new(vec![Value::Int(1)]).repeated(2, 2).unwrap();
        assert!(!v.is_compact() && v.len() == 2);
    }
}

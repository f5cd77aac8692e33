//! A hash set laid out like CPython's `setobject.c` (open addressing, linear probes then
//! perturbation, the same resize rule), so a set of numbers iterates and prints in the
//! same order as in CPython.

use super::iter::{iterate, with_items};
use super::{Value, py_eq};
use crate::error::PyResult;

const MIN_SIZE: usize = 8;
const LINEAR_PROBES: usize = 9;

/// The slot after `i` in a probe sequence of CPython's dicts and sets (`i * 5 + 1` plus
/// the hash bits `perturb` still holds, which it shifts out 5 at a time), so that keys
/// whose hashes differ only in high bits still part.
#[inline(always)]
pub(super) fn next_probe(i: usize, perturb: &mut u64, mask: usize) -> usize {
    *perturb >>= 5;
    (i.wrapping_mul(5)
        .wrapping_add(1)
        .wrapping_add(*perturb as usize))
        & mask
}

/// One slot: an element with its hash, or empty (`Undefined`, hash 0), or a deleted
/// element's tombstone (`Undefined`, hash -1; no element hashes to -1). 24 bytes.
#[derive(Clone, Default)]
struct Slot {
    hash: i64,
    v: Value,
}

impl Slot {
    const EMPTY: i64 = 0;
    const DUMMY: i64 = -1;

    #[inline]
    fn is_empty(&self) -> bool {
        matches!(self.v, Value::Undefined) && self.hash == Self::EMPTY
    }

    #[inline]
    fn full(&self) -> Option<(i64, &Value)> {
        if matches!(self.v, Value::Undefined) {
            None
        } else {
            Some((self.hash, &self.v))
        }
    }

    fn dummy() -> Slot {
        Slot {
            hash: Self::DUMMY,
            v: Value::Undefined,
        }
    }
}

/// `n` empty slots. why not `vec![Slot::default(); n]`: that clones the first slot
/// `n - 1` times through `Value`'s hand-written `Clone`, an element-by-element loop
/// (5% of the dict/set example); built fresh, the slots are plain stores.
fn empty_slots(n: usize) -> Vec<Slot> {
    std::iter::repeat_with(Slot::default).take(n).collect()
}

/// The table of a set.
#[derive(Clone)]
pub struct SetTable {
    table: Vec<Slot>,
    fill: usize,
    used: usize,
    /// Whether an element was ever hashed and compared through special methods
    /// (`Value::is_user_key`): then every lookup must be (an int may equal an instance).
    user_keys: bool,
    /// Where the next `pop` starts looking (CPython's `finger`): just past the slot the
    /// last one emptied, so popping every element is one pass over the table, in
    /// CPython's order also when elements are added between pops.
    finger: usize,
}

impl Default for SetTable {
    fn default() -> Self {
        SetTable {
            table: empty_slots(MIN_SIZE),
            fill: 0,
            used: 0,
            user_keys: false,
            finger: 0,
        }
    }
}

impl SetTable {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.used
    }

    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    fn mask(&self) -> usize {
        self.table.len() - 1
    }

    /// The elements in table order (CPython's iteration order).
    pub fn iter(&self) -> impl Iterator<Item = &Value> {
        self.table.iter().filter_map(|s| s.full().map(|(_, v)| v))
    }

    /// The table's size and each element's position in it: what [`SetTable::from_positions`]
    /// rebuilds the same table from (a compiled frozenset constant, whose order a display
    /// of constants shows).
    pub fn positions(&self) -> (usize, impl Iterator<Item = (usize, &Value)>) {
        let slots = self.table.iter().enumerate();
        (
            self.table.len(),
            slots.filter_map(|(i, s)| s.full().map(|(_, v)| (i, v))),
        )
    }

    /// The table of [`SetTable::positions`], or `None` when they do not describe one this
    /// module could have made: a size that is not a power of two or is past the load
    /// factor for the elements, a position out of the table or taken twice, an unhashable
    /// element or one that a lookup would not find where it stands.
    pub fn from_positions(size: usize, elements: Vec<(usize, Value)>) -> Option<SetTable> {
        let n = elements.len();
        let grown = n.saturating_mul(4).max(MIN_SIZE).next_power_of_two();
        if !size.is_power_of_two() || size < MIN_SIZE || size > grown || n * 5 >= (size - 1) * 3 {
            return None;
        }
        let mut t = SetTable {
            table: empty_slots(size),
            fill: n,
            used: n,
            user_keys: false,
            finger: 0,
        };
        let mut placed = Vec::with_capacity(n);
        for (at, v) in elements {
            let hash = v.py_hash().ok()?;
            if v.is_user_key() || !t.table.get(at)?.is_empty() {
                return None;
            }
            t.table[at] = Slot { hash, v };
            placed.push(at);
        }
        for at in placed {
            let (hash, v) = t.table[at].full()?;
            if t.find(v, hash) != Some(at) {
                return None;
            }
        }
        Some(t)
    }

    /// The element at table position `pos` or later, and the position after it.
    pub fn next_from(&self, mut pos: usize) -> Option<(usize, &Value)> {
        while pos < self.table.len() {
            if let Some((_, v)) = self.table[pos].full() {
                return Some((pos + 1, v));
            }
            pos += 1;
        }
        None
    }

    #[inline]
    fn find(&self, v: &Value, hash: i64) -> Option<usize> {
        self.probe(hash, |k| k.is(v) || py_eq(k, v))
    }

    /// The slot of the element stored with `hash` that `matches` accepts, probing as
    /// CPython's set does (linear runs, then perturbation); `matches` sees every element
    /// stored with that hash until it accepts one.
    #[inline(always)]
    fn probe(&self, hash: i64, mut matches: impl FnMut(&Value) -> bool) -> Option<usize> {
        let mask = self.mask();
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            for j in 0..=probes {
                let slot = &self.table[i + j];
                if slot.is_empty() {
                    return None;
                }
                if let Some((h, k)) = slot.full()
                    && h == hash
                    && matches(k)
                {
                    return Some(i + j);
                }
            }
            i = next_probe(i, &mut perturb, mask);
        }
    }

    /// The first element stored with hash `hash` (in probe order, the first a lookup
    /// compares): a lookup through special methods whose key is that element itself, or
    /// the only one stored with its hash, needs no list of candidates (see
    /// `runtime::keys`).
    pub fn first_with_hash(&self, hash: i64) -> Option<&Value> {
        let at = self.probe(hash, |_| true)?;
        self.table[at].full().map(|(_, k)| k)
    }

    /// Whether more than one element is stored with hash `hash`.
    pub fn shares_hash(&self, hash: i64) -> bool {
        let mut seen = 0;
        self.probe(hash, |_| {
            seen += 1;
            seen == 2
        })
        .is_some()
    }

    /// The elements stored with hash `hash` (for a lookup that compares them through
    /// special methods, with no borrow of the table held).
    pub fn elements_with_hash(&self, hash: i64) -> Vec<Value> {
        let mut out = Vec::new();
        self.probe(hash, |k| {
            out.push(k.clone());
            false
        });
        out
    }

    /// Whether the stored element `v` itself is still in the table.
    pub fn contains_same(&self, v: &Value, hash: i64) -> bool {
        self.find_same(v, hash).is_some()
    }

    /// Removes the stored element `v` itself (found by identity under `hash`).
    pub fn discard_same(&mut self, v: &Value, hash: i64) -> bool {
        let Some(at) = self.find_same(v, hash) else {
            return false;
        };
        self.table[at] = Slot::dummy();
        self.used -= 1;
        true
    }

    /// The slot of `v` itself (by identity), stored with `hash`.
    fn find_same(&self, v: &Value, hash: i64) -> Option<usize> {
        self.probe(hash, |k| k.is(v))
    }

    pub fn contains(&self, v: &Value) -> bool {
        match v.py_hash() {
            Ok(h) => self.find(v, h).is_some(),
            Err(_) => false,
        }
    }

    /// `v in s`, failing for an unhashable `v` as Python does.
    pub fn contains_checked(&self, v: &Value) -> PyResult<bool> {
        let h = v.py_hash()?;
        Ok(self.find(v, h).is_some())
    }

    /// Adds `v`; returns whether it was new.
    pub fn add(&mut self, v: Value) -> PyResult<bool> {
        let h = v.py_hash()?;
        Ok(self.add_hashed(v, h))
    }

    /// Whether an element hashed and compared through special methods was ever added.
    #[inline]
    pub fn has_user_keys(&self) -> bool {
        self.user_keys
    }

    fn add_hashed(&mut self, v: Value, hash: i64) -> bool {
        if v.is_user_key() {
            self.user_keys = true;
        }
        let mask = self.mask();
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        let mut freeslot: Option<usize> = None;
        let found_unused = loop {
            let probes = if i + LINEAR_PROBES <= mask {
                LINEAR_PROBES
            } else {
                0
            };
            let mut hit = None;
            for j in 0..=probes {
                let slot = &self.table[i + j];
                if slot.is_empty() {
                    hit = Some(i + j);
                    break;
                }
                match slot.full() {
                    Some((h, k)) => {
                        if h == hash && (k.is(&v) || py_eq(k, &v)) {
                            return false;
                        }
                    }
                    None => freeslot = Some(i + j),
                }
            }
            if let Some(at) = hit {
                break at;
            }
            i = next_probe(i, &mut perturb, mask);
        };
        if let Some(at) = freeslot {
            self.used += 1;
            self.table[at] = Slot { hash, v };
            return true;
        }
        self.fill += 1;
        self.used += 1;
        self.table[found_unused] = Slot { hash, v };
        if self.fill * 5 >= mask * 3 {
            let minused = if self.used > 50000 {
                self.used * 2
            } else {
                self.used * 4
            };
            self.resize(minused);
        }
        true
    }

    fn resize(&mut self, minused: usize) {
        let mut newsize = MIN_SIZE;
        while newsize <= minused {
            newsize <<= 1;
        }
        let old = std::mem::replace(&mut self.table, empty_slots(newsize));
        self.fill = self.used;
        let mask = newsize - 1;
        for slot in old {
            if !matches!(slot.v, Value::Undefined) {
                self.insert_clean(mask, slot.hash, slot.v);
            }
        }
    }

    fn insert_clean(&mut self, mask: usize, hash: i64, v: Value) {
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        loop {
            if self.table[i].is_empty() {
                self.table[i] = Slot { hash, v };
                return;
            }
            if i + LINEAR_PROBES <= mask {
                for j in 1..=LINEAR_PROBES {
                    if self.table[i + j].is_empty() {
                        self.table[i + j] = Slot { hash, v };
                        return;
                    }
                }
            }
            i = next_probe(i, &mut perturb, mask);
        }
    }

    /// Removes `v`; returns whether it was present.
    pub fn discard(&mut self, v: &Value) -> PyResult<bool> {
        let h = v.py_hash()?;
        Ok(self.discard_hashed(v, h))
    }

    /// Removes and returns an element (CPython's `set.pop` order: the first one at or
    /// after the finger, wrapping around).
    pub fn pop(&mut self) -> Option<Value> {
        if self.used == 0 {
            return None;
        }
        let start = self.finger & self.mask();
        let (before, from_finger) = self.table.split_at(start);
        let at = from_finger
            .iter()
            .position(|s| s.full().is_some())
            .map(|k| start + k)
            .or_else(|| before.iter().position(|s| s.full().is_some()))?;
        let slot = std::mem::replace(&mut self.table[at], Slot::dummy());
        self.used -= 1;
        self.finger = at + 1;
        Some(slot.v)
    }

    /// Removes every element (the finger stays, as CPython's `set.clear` leaves it).
    pub fn clear(&mut self) {
        let finger = self.finger;
        *self = SetTable::default();
        self.finger = finger;
    }

    /// Adds every element of `other` (CPython's `set_merge`).
    pub fn merge(&mut self, other: &SetTable) {
        if other.used == 0 {
            return;
        }
        self.user_keys |= other.user_keys;
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2);
        }
        if self.fill == 0 && self.table.len() == other.table.len() && other.fill == other.used {
            self.table = other.table.clone();
            self.fill = other.fill;
            self.used = other.used;
            return;
        }
        if self.fill == 0 {
            let mask = self.mask();
            for (h, v) in other.entries() {
                self.insert_clean(mask, h, v.clone());
            }
            self.fill = other.used;
            self.used = other.used;
            return;
        }
        for (h, v) in other.entries() {
            self.add_hashed(v.clone(), h);
        }
    }

    /// A copy (CPython's `set.copy()`, which merges into an empty set).
    pub fn copy(&self) -> SetTable {
        let mut t = SetTable::new();
        t.merge(self);
        t
    }

    /// Adds already-hashed entries of `other` that `keep` accepts.
    pub fn entries(&self) -> impl Iterator<Item = (i64, &Value)> {
        self.table.iter().filter_map(Slot::full)
    }

    /// Adds an element whose hash is known.
    pub fn add_with_hash(&mut self, v: Value, hash: i64) -> bool {
        self.add_hashed(v, hash)
    }

    /// Whether an element with a known hash is present.
    pub fn contains_hashed(&self, v: &Value, hash: i64) -> bool {
        self.find(v, hash).is_some()
    }

    /// Removes an element whose hash is known; returns whether it was present.
    pub fn discard_hashed(&mut self, v: &Value, hash: i64) -> bool {
        match self.find(v, hash) {
            Some(at) => {
                self.table[at] = Slot::dummy();
                self.used -= 1;
                true
            }
            None => false,
        }
    }

    /// Makes room for `extra` more elements in one resize, as CPython does before adding
    /// the keys of a dict.
    pub fn reserve(&mut self, extra: usize) {
        if (self.fill + extra) * 5 >= self.mask() * 3 {
            self.resize((self.used + extra) * 2);
        }
    }

    /// The elements of both `self` and `other`, a different set (CPython's
    /// `set_intersection`: it probes the larger table with the elements of the other one,
    /// which is `other` when the sizes are equal).
    pub fn intersection(&self, other: &SetTable) -> SetTable {
        let (big, small) = if other.used > self.used {
            (other, self)
        } else {
            (self, other)
        };
        let mut r = SetTable::new();
        for (h, v) in small.entries() {
            if big.contains_hashed(v, h) {
                r.add_hashed(v.clone(), h);
            }
        }
        r
    }

    /// The elements of `self` that are not in `other`, a different set (CPython's
    /// `set_difference`).
    pub fn difference(&self, other: &SetTable) -> SetTable {
        if (self.used >> 2) > other.used {
            let mut r = self.copy();
            r.difference_update(other);
            return r;
        }
        let mut r = SetTable::new();
        for (h, v) in self.entries() {
            if !other.contains_hashed(v, h) {
                r.add_hashed(v.clone(), h);
            }
        }
        r
    }

    /// Removes the elements of `other`, a different set (CPython's
    /// `set_difference_update_internal`).
    pub fn difference_update(&mut self, other: &SetTable) {
        if (other.used >> 3) > self.used {
            // Only the common elements need a probe of `self`.
            let common = self.intersection(other);
            for (h, v) in common.entries() {
                self.discard_hashed(v, h);
            }
        } else {
            for (h, v) in other.entries() {
                self.discard_hashed(v, h);
            }
        }
        self.purge_dummies();
    }

    /// Rebuilds the table when more than a quarter of it is tombstones (after a bulk
    /// removal, as CPython does).
    pub fn purge_dummies(&mut self) {
        if self.fill - self.used > self.mask() / 4 {
            self.resize(if self.used > 50000 {
                self.used * 2
            } else {
                self.used * 4
            });
        }
    }

    /// Toggles the elements of `other`, a different set (CPython's
    /// `set_symmetric_difference_update`).
    pub fn symmetric_difference_update(&mut self, other: &SetTable) {
        for (h, v) in other.entries() {
            if !self.discard_hashed(v, h) {
                self.add_hashed(v.clone(), h);
            }
        }
    }
}

/// The elements of a set-like value as a set table.
pub fn table_of(v: &Value) -> PyResult<SetTable> {
    if let Value::Set(s) = v {
        return Ok(s.0.borrow().clone());
    }
    let mut t = SetTable::new();
    let mut it = iterate(v)?;
    while let Some(x) = it.next()? {
        t.add(x)?;
    }
    Ok(t)
}

/// Adds the elements of `other` to `r` (CPython's `set_update_internal`); `r` is not the
/// table of `other`.
pub fn set_update(r: &mut SetTable, other: &Value) -> PyResult<()> {
    match other {
        Value::Set(t) => r.merge(&t.0.borrow()),
        Value::Dict(d) => {
            let d = d.0.borrow();
            r.reserve(d.len());
            for k in d.keys() {
                r.add_with_hash(k.clone(), k.py_hash()?);
            }
        }
        _ => with_items(other, |items| {
            for x in items {
                r.add(x.clone())?;
            }
            Ok(())
        })?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(items: &[i64]) -> Vec<i64> {
        let mut t = SetTable::new();
        for &i in items {
            t.add(Value::Int(i)).unwrap();
        }
        t.iter()
            .map(|v| match v {
                Value::Int(i) => *i,
                _ => unreachable!(),
            })
            .collect()
    }

    #[test]
    fn iteration_order_matches_cpython() {
        // print({5, 3, 10}) -> {10, 3, 5}; print(set(range(10, 0, -1))) -> {1, ..., 10}
        assert_eq!(order(&[5, 3, 10]), [10, 3, 5]);
        assert_eq!(
            order(&[10, 9, 8, 7, 6, 5, 4, 3, 2, 1]),
            (1..=10).collect::<Vec<_>>()
        );
        assert_eq!(order(&[100, 7, 33, -1]), [33, 100, -1, 7]);
    }

    #[test]
    fn positions_rebuild_the_same_table_and_reject_what_it_could_not_be() {
        let mut t = SetTable::new();
        for i in [7, 15, 23, 31, -5] {
            t.add(Value::Int(i)).unwrap();
        }
        let (size, items) = t.positions();
        let items: Vec<(usize, Value)> = items.map(|(i, v)| (i, v.clone())).collect();
        let back = SetTable::from_positions(size, items.clone()).unwrap();
        let ints = |t: &SetTable| t.iter().map(super::super::format::repr).collect::<Vec<_>>();
        assert_eq!(ints(&back), ints(&t));
        assert!(back.contains(&Value::Int(23)) && !back.contains(&Value::Int(8)));
        // Not a power of two, too big for the count, too small for the load factor.
        assert!(SetTable::from_positions(12, items.clone()).is_none());
        assert!(SetTable::from_positions(1 << 20, items.clone()).is_none());
        assert!(SetTable::from_positions(4, items.clone()).is_none());
        // A position taken twice, out of the table, or where a lookup does not look.
        let mut twice = items.clone();
        twice[1].0 = twice[0].0;
        assert!(SetTable::from_positions(size, twice).is_none());
        let mut outside = items.clone();
        outside[0].0 = size;
        assert!(SetTable::from_positions(size, outside).is_none());
        let moved: Vec<(usize, Value)> = vec![(3, Value::Int(8))];
        assert!(SetTable::from_positions(8, moved).is_none());
    }
}

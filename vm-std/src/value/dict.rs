//! The table of a `dict`: insertion-ordered like CPython's, with O(1) deletion.
//!
//! `IndexMap::shift_remove` keeps the order but is O(n) (it shifts every later entry), which
//! made a loop of `d.pop(k)` quadratic. Here a deleted entry stays in place as a tombstone
//! (its value `Undefined`) until tombstones outnumber live entries, when the table is
//! compacted; a deleted key that is inserted again goes to the end, as in Python.

use indexmap::IndexMap;

use super::{FxBuild, Value};

/// Keys to values, in insertion order.
#[derive(Clone, Default)]
pub struct DictMap {
    map: IndexMap<Value, Value, FxBuild>,
    live: usize,
}

#[inline]
fn is_dead(v: &Value) -> bool {
    matches!(v, Value::Undefined)
}

impl DictMap {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with_capacity(n: usize) -> Self {
        DictMap {
            map: IndexMap::with_capacity_and_hasher(n, FxBuild::default()),
            live: 0,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.live
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// The value of `k` (the caller has checked that `k` is hashable).
    #[inline]
    pub fn get(&self, k: &Value) -> Option<&Value> {
        self.map.get(k).filter(|v| !is_dead(v))
    }

    #[inline]
    pub fn contains_key(&self, k: &Value) -> bool {
        self.get(k).is_some()
    }

    /// Binds `k` (a hashable value) to `v`.
    pub fn insert(&mut self, k: Value, v: Value) {
        // One probe for the common cases (a new key, a live key rebound).
        match self.map.entry(k) {
            indexmap::map::Entry::Occupied(mut slot) if !is_dead(slot.get()) => {
                *slot.get_mut() = v;
            }
            indexmap::map::Entry::Occupied(slot) => {
                // A deleted key comes back at the end.
                let (k, _) = slot.shift_remove_entry();
                self.map.insert(k, v);
                self.live += 1;
            }
            indexmap::map::Entry::Vacant(slot) => {
                slot.insert(v);
                self.live += 1;
            }
        }
    }

    /// Removes `k`, returning its value (O(1) amortized, order kept).
    pub fn remove(&mut self, k: &Value) -> Option<Value> {
        let slot = self.map.get_mut(k)?;
        if is_dead(slot) {
            return None;
        }
        let v = std::mem::take(slot);
        self.live -= 1;
        if self.map.len() > 8 && self.map.len() - self.live > self.live {
            self.map.retain(|_, v| !is_dead(v));
        }
        Some(v)
    }

    /// Removes and returns the last entry.
    pub fn pop(&mut self) -> Option<(Value, Value)> {
        while let Some((k, v)) = self.map.pop() {
            if !is_dead(&v) {
                self.live -= 1;
                return Some((k, v));
            }
        }
        None
    }

    /// The value of `k`, inserting `default` first if it is absent.
    pub fn setdefault(&mut self, k: Value, default: Value) -> Value {
        if let Some(v) = self.get(&k) {
            return v.clone();
        }
        self.insert(k, default.clone());
        default
    }

    pub fn iter(&self) -> impl Iterator<Item = (&Value, &Value)> {
        self.map.iter().filter(|(_, v)| !is_dead(v))
    }

    pub fn keys(&self) -> impl Iterator<Item = &Value> {
        self.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl Iterator<Item = &Value> {
        self.iter().map(|(_, v)| v)
    }

    /// The first live entry at raw position `pos` or later, and the position after it
    /// (for iterators, which keep a position across mutations of the values).
    pub fn next_from(&self, mut pos: usize) -> Option<(usize, &Value, &Value)> {
        while let Some((k, v)) = self.map.get_index(pos) {
            pos += 1;
            if !is_dead(v) {
                return Some((pos, k, v));
            }
        }
        None
    }

    pub fn extend(&mut self, items: impl IntoIterator<Item = (Value, Value)>) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

//! The table of a `dict`: insertion-ordered like CPython's, with O(1) deletion.
//!
//! `IndexMap::shift_remove` keeps the order but is O(n) (it shifts every later entry), which
//! made a loop of `d.pop(k)` quadratic. Here a deleted entry stays in place as a tombstone
//! (its value `Undefined`) until tombstones outnumber live entries, when the table is
//! compacted; a deleted key that is inserted again goes to the end, as in Python.

use std::cell::RefCell;
use std::hash::{Hash, Hasher};

use indexmap::{Equivalent, IndexMap};

use super::{FxBuild, Value};

/// Looks keys up by a hash computed beforehand: it collects the keys stored with that
/// hash (matching none), for a caller that compares them with code the table cannot run.
struct Collect<'a> {
    hash: i64,
    found: &'a RefCell<Vec<Value>>,
}

impl Hash for Collect<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_i64(self.hash);
    }
}

impl Equivalent<Value> for Collect<'_> {
    fn equivalent(&self, key: &Value) -> bool {
        if key.py_hash().ok() == Some(self.hash) {
            self.found.borrow_mut().push(key.clone());
        }
        false
    }
}

/// Looks a key up by identity under a hash computed beforehand.
struct Same<'a> {
    hash: i64,
    key: &'a Value,
}

impl Hash for Same<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_i64(self.hash);
    }
}

impl Equivalent<Value> for Same<'_> {
    fn equivalent(&self, key: &Value) -> bool {
        key.is(self.key)
    }
}

/// Keys to values, in insertion order.
#[derive(Clone, Default)]
pub struct DictMap {
    map: IndexMap<Value, Value, FxBuild>,
    live: usize,
    /// Whether a key was ever hashed and compared through special methods
    /// (`Value::is_user_key`): then every lookup must be (an int may equal an instance).
    user_keys: bool,
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
            user_keys: false,
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
    ///
    /// why always: left to LLVM, the dispatch loop's subscripts stopped inlining it when
    /// the dict views' set operations added callers (dicts_sets +1.56% instructions;
    /// with this, `SetTable::find` inline and the views' lookups out of line
    /// (`value::dict_get`), 0).
    #[inline(always)]
    pub fn get(&self, k: &Value) -> Option<&Value> {
        self.map.get(k).filter(|v| !is_dead(v))
    }

    #[inline]
    pub fn contains_key(&self, k: &Value) -> bool {
        self.get(k).is_some()
    }

    /// Whether a key hashed and compared through special methods was ever inserted.
    #[inline]
    pub fn has_user_keys(&self) -> bool {
        self.user_keys
    }

    /// Binds `k` (a hashable value) to `v`.
    pub fn insert(&mut self, k: Value, v: Value) {
        if k.is_user_key() {
            self.user_keys = true;
        }
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

    /// The live keys stored with hash `hash` (for a lookup that compares them through
    /// special methods, with no borrow of the table held).
    pub fn keys_with_hash(&self, hash: i64) -> Vec<Value> {
        let found = RefCell::new(Vec::new());
        let _ = self.map.get_index_of(&Collect {
            hash,
            found: &found,
        });
        found
            .into_inner()
            .into_iter()
            .filter(|k| self.get_same(k, hash).is_some())
            .collect()
    }

    /// The value of the stored key `key` itself (found by identity under `hash`).
    pub fn get_same(&self, key: &Value, hash: i64) -> Option<&Value> {
        self.map.get(&Same { hash, key }).filter(|v| !is_dead(v))
    }

    /// Rebinds the stored key `key` itself; whether it was there.
    pub fn set_same(&mut self, key: &Value, hash: i64, v: Value) -> bool {
        match self.map.get_mut(&Same { hash, key }) {
            Some(slot) if !is_dead(slot) => {
                *slot = v;
                true
            }
            _ => false,
        }
    }

    /// Removes the stored key `key` itself, returning its value.
    pub fn remove_same(&mut self, key: &Value, hash: i64) -> Option<Value> {
        let slot = self.map.get_mut(&Same { hash, key })?;
        if is_dead(slot) {
            return None;
        }
        let v = std::mem::take(slot);
        self.live -= 1;
        Some(v)
    }

    pub fn extend(&mut self, items: impl IntoIterator<Item = (Value, Value)>) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

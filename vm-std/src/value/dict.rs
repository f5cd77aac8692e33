//! The table of a `dict`: insertion-ordered like CPython's, with O(1) deletion.
//!
//! Laid out as CPython's compact dict: the entries (hash, key, value) in insertion
//! order, and for more than [`SMALL`] of them an index of open-addressed slots holding
//! entry positions. A table of up to [`SMALL`] entries has no index: a lookup scans the
//! entries' hashes. why: most dicts are small (keyword arguments, records, JSON
//! objects), and `IndexMap` gave each its own hash table, a second allocation, and
//! probed it on every insert (a 3-key dict display cost 1528 instructions to build and
//! free, CPython 1286).
//!
//! A deleted entry stays in place as a tombstone (key and value `Undefined`) until
//! tombstones outnumber live entries, when the table is compacted (`shift_remove`
//! semantics in O(1): a loop of `d.pop(k)` stays linear); a deleted key that is inserted
//! again goes to the end, as in Python.

use super::set::next_probe;
use super::{
    PyStr, Value,
    hash::{hash_int, hash_plain_tuple, py_hash},
};

/// Tables of up to this many entries (live or tombstones) have no index.
const SMALL: usize = 8;
/// An index slot that never held an entry.
const EMPTY: u32 = u32::MAX;
/// An index slot whose entry was deleted (probe chains go on past it).
const DUMMY: u32 = u32::MAX - 1;

#[derive(Clone)]
struct Entry {
    hash: i64,
    key: Value,
    value: Value,
}

/// Keys to values, in insertion order.
#[derive(Clone, Default)]
pub struct DictMap {
    entries: Vec<Entry>,
    /// Entry positions by hash, when there are more than [`SMALL`] entries (else empty);
    /// a power of two at least 3/2 the entries' count.
    index: Vec<u32>,
    /// Index slots in use (entries and tombstones': only a rebuild empties them).
    filled: usize,
    live: usize,
    /// Whether a key was ever hashed and compared through special methods
    /// (`Value::is_user_key`): then every lookup must be (an int may equal an instance).
    user_keys: bool,
}

/// The hash of a key: a string's cached one and an int's inline, the rest by `py_hash`.
///
/// why not `py_hash` alone: the compiler kept it out of line in the table's lookups, a
/// call of 17 instructions plus register saves for a string key whose hash is a load
/// (`stats["lines"] += 1` hashed it twice: 10% of its instructions).
#[inline(always)]
fn key_hash(k: &Value) -> i64 {
    match k {
        Value::Str(s) => s.hash(),
        Value::Int(i) => hash_int(*i),
        _ => py_hash(k).unwrap_or(0),
    }
}

#[inline]
fn is_dead(v: &Value) -> bool {
    matches!(v, Value::Undefined)
}

/// Whether entry `e`'s key is a string of the same text as `s` (a string key equal to
/// a lookup's but another object). Out of line: the identity probe stays lean.
#[inline(never)]
fn text_eq(e: &Entry, s: &PyStr) -> bool {
    matches!(&e.key, Value::Str(t) if super::string::text_equal(t.s.as_bytes(), s.s.as_bytes()))
}

/// Whether stored key `key` equals tuple key `k` of ints and strings (`items`): ints and
/// strings compared here, anything else by the general comparison, out of line.
/// Inline: the probe's call of it saved and restored six registers.
#[inline(always)]
fn tuple_key_eq(key: &Value, k: &Value, items: &[Value]) -> bool {
    let Value::Tuple(t) = key else {
        return key_eq(key, k);
    };
    if t.0.len() != items.len() {
        return false;
    }
    for (p, q) in t.0.iter().zip(items) {
        match (p, q) {
            (Value::Int(p), Value::Int(q)) if p == q => {}
            (Value::Int(_), Value::Int(_)) => return false,
            (Value::Str(p), Value::Str(q)) if std::ptr::eq::<PyStr>(&***p, &***q) => {}
            _ => return key_eq(key, k),
        }
    }
    true
}

/// `key == k`, out of line (see [`tuple_key_eq`]).
#[inline(never)]
fn key_eq(key: &Value, k: &Value) -> bool {
    key == k
}

impl DictMap {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn with_capacity(n: usize) -> Self {
        // why each field written (not `..DictMap::default()`): the default's unused
        // entries vector was dropped through a call of its drop glue (a fifth of this
        // function; a `**kwargs` table is made on each call that binds one).
        DictMap {
            entries: Vec::with_capacity(n),
            index: if n > SMALL {
                vec![EMPTY; index_size(n)]
            } else {
                Vec::new()
            },
            filled: 0,
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

    /// The position of the live entry whose key `matches` accepts among those stored with
    /// `hash`.
    #[inline(always)]
    fn find(&self, hash: i64, mut matches: impl FnMut(&Value) -> bool) -> Option<usize> {
        if self.index.is_empty() {
            return self
                .entries
                .iter()
                .position(|e| e.hash == hash && !is_dead(&e.value) && matches(&e.key));
        }
        self.probe(hash, |e| matches(&e.key)).map(|(_, at)| at)
    }

    /// The index slot and position of the live entry stored with `hash` that `matches`
    /// accepts, probing as CPython's dict does.
    fn probe(&self, hash: i64, mut matches: impl FnMut(&Entry) -> bool) -> Option<(usize, usize)> {
        let mask = self.index.len() - 1;
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        loop {
            match self.index[i] {
                EMPTY => return None,
                DUMMY => {}
                at => {
                    let e = &self.entries[at as usize];
                    if e.hash == hash && matches(e) {
                        return Some((i, at as usize));
                    }
                }
            }
            i = next_probe(i, &mut perturb, mask);
        }
    }

    /// The position of key `k`.
    #[inline(always)]
    fn position(&self, k: &Value) -> Option<usize> {
        self.find(key_hash(k), |key| key == k)
    }

    /// The value of `k` (the caller has checked that `k` is hashable).
    ///
    /// why a dispatch on the key's kind: a string key's lookup (most of them:
    /// `env["qty"]`, `d.get(name)`) paid the general body's register saves and hashing
    /// set-up, 72 instructions where its probe needs about half (the calls below are
    /// tail jumps).
    ///
    /// why a string key's first probe here: found there by identity (`env["qty"]` with
    /// the constant the table was built with) or an empty slot, the lookup ends without
    /// `get_str`'s six register saves and restores: `t = d["k"]` 190 -> 176.5
    /// instructions (python3 215). (Splitting `get_str` itself into such a path and the
    /// search changed the dispatch loop's inlining: decorators -0.9%, dicts_sets +1.8%,
    /// fib +1.4%.)
    #[inline(never)]
    pub fn get(&self, k: &Value) -> Option<&Value> {
        match k {
            Value::Str(s) => {
                if let Some(hash) = s.known_hash()
                    && !self.index.is_empty()
                {
                    let slot = hash as u64 as usize & (self.index.len() - 1);
                    match self.index.get(slot) {
                        Some(&EMPTY) => return None,
                        Some(&at) => {
                            if let Some(e) = self.entries.get(at as usize)
                                && e.hash == hash
                                && matches!(&e.key, Value::Str(t) if std::ptr::eq::<PyStr>(&***t, &***s))
                            {
                                return Some(&e.value);
                            }
                        }
                        None => {}
                    }
                }
                self.get_str(k, s)
            }
            _ => self.get_any(k),
        }
    }

    /// [`Self::get`] of tuple key `k` of ints and strings (`items`, hashed to `hash`: a
    /// memo key, a grid point), compared item by item with the tuples the table holds;
    /// an entry of the same hash that is not a tuple of the same kinds goes to the
    /// general comparison.
    ///
    /// why: `if args in cache: return cache[args]` hashed the tuple through three calls
    /// and compared each candidate through `py_eq_at` (whose register saves are for its
    /// other arms): 2195 instructions an iteration of a memoized call of two ints.
    #[inline(never)]
    fn get_plain_tuple(&self, hash: i64, k: &Value, items: &[Value]) -> Option<&Value> {
        let at = self.find(hash, |key| tuple_key_eq(key, k, items))?;
        Some(&self.entries[at].value)
    }

    /// [`Self::get`] of string key `k` (`s`) whose hash is known: found by identity first
    /// (the key the table holds is mostly the very object looked up: a constant of the
    /// code, the name a keyword stored), else by its text, compared out of line. A hash
    /// not computed yet, or an entry of the same hash whose key is not a string, goes to
    /// [`Self::get_any`], which searches again from the start.
    #[inline(never)]
    fn get_str(&self, k: &Value, s: &PyStr) -> Option<&Value> {
        let Some(hash) = s.known_hash() else {
            return self.get_any(k);
        };
        // why its own scan and probe loops rather than `find` with a closure that notes
        // a non-string key: that version cost decorators 0.23% more instructions.
        let same = |e: &Entry| matches!(&e.key, Value::Str(t) if std::ptr::eq::<PyStr>(&***t, s));
        let other = |e: &Entry| !matches!(&e.key, Value::Str(_));
        if self.index.is_empty() {
            for e in &self.entries {
                if e.hash == hash && !is_dead(&e.value) {
                    if same(e) {
                        return Some(&e.value);
                    }
                    if other(e) {
                        return self.get_any(k);
                    }
                    if text_eq(e, s) {
                        return Some(&e.value);
                    }
                }
            }
            return None;
        }
        let mask = self.index.len() - 1;
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        loop {
            match self.index[i] {
                EMPTY => return None,
                DUMMY => {}
                at => {
                    let e = &self.entries[at as usize];
                    if e.hash == hash {
                        if same(e) {
                            return Some(&e.value);
                        }
                        if other(e) {
                            return self.get_any(k);
                        }
                        if text_eq(e, s) {
                            return Some(&e.value);
                        }
                    }
                }
            }
            i = next_probe(i, &mut perturb, mask);
        }
    }

    /// [`Self::get`] of a key of any other kind. (A tuple of ints and strings is told
    /// apart here rather than in `get`: there the test cost every int key's lookup 4
    /// instructions, dicts_sets +0.25%; here +0.16%.)
    #[inline(never)]
    fn get_any(&self, k: &Value) -> Option<&Value> {
        if let Value::Tuple(t) = k
            && let Some(hash) = hash_plain_tuple(&t.0)
        {
            return self.get_plain_tuple(hash, k, &t.0);
        }
        self.position(k).map(|at| &self.entries[at].value)
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
        let hash = key_hash(&k);
        if let Some(at) = self.find(hash, |key| *key == k) {
            self.entries[at].value = v;
            return;
        }
        self.push(hash, k, v);
    }

    /// Appends a new entry (its key absent).
    fn push(&mut self, hash: i64, key: Value, value: Value) {
        let at = self.entries.len();
        let full = match self.index.is_empty() {
            true => at >= SMALL,
            false => (self.filled + 1) * 3 > self.index.len() * 2,
        };
        if full {
            self.rebuild(self.live + 1);
        }
        let at = self.entries.len();
        self.entries.push(Entry { hash, key, value });
        self.live += 1;
        if !self.index.is_empty() {
            self.place(hash, at);
        }
    }

    /// Records entry `at` (stored with `hash`) in the index's first free slot.
    fn place(&mut self, hash: i64, at: usize) {
        let mask = self.index.len() - 1;
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        while self.index[i] != EMPTY {
            i = next_probe(i, &mut perturb, mask);
        }
        self.index[i] = at as u32;
        self.filled += 1;
    }

    /// Drops the tombstones and makes the index anew, with room for `room` entries (none
    /// for a small table).
    fn rebuild(&mut self, room: usize) {
        if self.live < self.entries.len() {
            self.entries.retain(|e| !is_dead(&e.value));
        }
        self.index.clear();
        self.filled = 0;
        if room <= SMALL {
            self.index.shrink_to_fit();
            return;
        }
        self.index.resize(index_size(room), EMPTY);
        for at in 0..self.entries.len() {
            self.place(self.entries[at].hash, at);
        }
    }

    /// Deletes entry `at` (live), leaving a tombstone, and returns its value.
    fn delete(&mut self, at: usize) -> Value {
        if !self.index.is_empty() {
            let hash = self.entries[at].hash;
            if let Some((slot, _)) = self.probe(hash, |e| std::ptr::eq(e, &self.entries[at])) {
                self.index[slot] = DUMMY;
            }
        }
        let e = &mut self.entries[at];
        e.key = Value::Undefined;
        let v = std::mem::take(&mut e.value);
        self.live -= 1;
        if self.entries.len() > SMALL && self.entries.len() - self.live > self.live {
            self.rebuild(self.live);
        }
        v
    }

    /// Removes `k`, returning its value (O(1) amortized, order kept).
    pub fn remove(&mut self, k: &Value) -> Option<Value> {
        let at = self.position(k)?;
        Some(self.delete(at))
    }

    /// Removes and returns the last entry.
    pub fn pop(&mut self) -> Option<(Value, Value)> {
        while let Some(e) = self.entries.last() {
            if is_dead(&e.value) {
                self.entries.pop();
                continue;
            }
            let at = self.entries.len() - 1;
            let key = self.entries[at].key.clone();
            let value = self.delete(at);
            // The tombstone of the last entry goes too (a later insert reuses the room).
            if self.entries.last().is_some_and(|e| is_dead(&e.value)) {
                self.entries.pop();
            }
            return Some((key, value));
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
        self.entries
            .iter()
            .filter(|e| !is_dead(&e.value))
            .map(|e| (&e.key, &e.value))
    }

    /// The live entries with the hashes they were stored with (a copy into another
    /// table need not hash the keys again: [`DictMap::push_absent`]).
    pub fn iter_hashed(&self) -> impl Iterator<Item = (i64, &Value, &Value)> {
        self.entries
            .iter()
            .filter(|e| !is_dead(&e.value))
            .map(|e| (e.hash, &e.key, &e.value))
    }

    /// Appends `key` (stored with `hash`, its `py_hash`) bound to `value`, without looking
    /// for it first: the caller knows it is absent (a key taken from another dict, whose
    /// keys are distinct, into a table that holds only keys from that dict) and that it
    /// is not a user key (a string).
    #[inline]
    pub fn push_absent(&mut self, hash: i64, key: Value, value: Value) {
        debug_assert!(!key.is_user_key() && !self.contains_key(&key));
        // why in line for a small table: a call's `**kwargs` (a few keywords, bound one
        // by one) is one, and `push`'s call passed the entry through memory and saved
        // registers: about half of each append (cachegrind).
        if self.index.is_empty() && self.entries.len() < SMALL {
            self.entries.push(Entry { hash, key, value });
            self.live += 1;
            return;
        }
        self.push(hash, key, value);
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
        while let Some(e) = self.entries.get(pos) {
            pos += 1;
            if !is_dead(&e.value) {
                return Some((pos, &e.key, &e.value));
            }
        }
        None
    }

    /// The first live entry stored with hash `hash` (in probe order, the first a lookup
    /// compares), as its key and value: a lookup through special methods whose key is
    /// that entry's itself, or the only one stored with its hash, needs no list of
    /// candidates (see `runtime::keys`).
    pub fn first_with_hash(&self, hash: i64) -> Option<(&Value, &Value)> {
        let at = self.find(hash, |_| true)?;
        let e = &self.entries[at];
        Some((&e.key, &e.value))
    }

    /// Whether more than one live entry is stored with hash `hash`.
    pub fn shares_hash(&self, hash: i64) -> bool {
        let mut seen = 0;
        self.find(hash, |_| {
            seen += 1;
            seen == 2
        })
        .is_some()
    }

    /// The live keys stored with hash `hash` (for a lookup that compares them through
    /// special methods, with no borrow of the table held).
    pub fn keys_with_hash(&self, hash: i64) -> Vec<Value> {
        let mut found = Vec::new();
        self.find(hash, |k| {
            found.push(k.clone());
            false
        });
        found
    }

    /// The value of the stored key `key` itself (found by identity under `hash`).
    pub fn get_same(&self, key: &Value, hash: i64) -> Option<&Value> {
        let at = self.find(hash, |k| k.is(key))?;
        Some(&self.entries[at].value)
    }

    /// Rebinds the stored key `key` itself; whether it was there.
    pub fn set_same(&mut self, key: &Value, hash: i64, v: Value) -> bool {
        match self.find(hash, |k| k.is(key)) {
            Some(at) => {
                self.entries[at].value = v;
                true
            }
            None => false,
        }
    }

    /// Removes the stored key `key` itself, returning its value.
    pub fn remove_same(&mut self, key: &Value, hash: i64) -> Option<Value> {
        let at = self.find(hash, |k| k.is(key))?;
        Some(self.delete(at))
    }

    /// Binds each key of `other` to its value, in `other`'s order, with the hashes `other`
    /// stored (CPython's `dict_merge` of a dict): an empty map becomes a copy. Neither
    /// map may hold keys hashed or compared by special methods (the caller checks): their
    /// comparisons here run no code.
    pub fn merge(&mut self, other: &DictMap) {
        debug_assert!(!self.user_keys && !other.user_keys);
        if self.is_empty() {
            *self = other.clone();
            return;
        }
        for (hash, key, value) in other.iter_hashed() {
            match self.find(hash, |k| k == key) {
                Some(at) => self.entries[at].value = value.clone(),
                None => self.push(hash, key.clone(), value.clone()),
            }
        }
    }

    pub fn extend(&mut self, items: impl IntoIterator<Item = (Value, Value)>) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

/// The index size for `n` entries: a power of two with `n` at most 2/3 full.
fn index_size(n: usize) -> usize {
    (n * 3 / 2 + 1).next_power_of_two().max(16)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(v: &Value) -> Option<i64> {
        match v {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// Random inserts, removes and pops (keys colliding on purpose: few distinct hashes)
    /// keep the table equal to an ordered list of pairs, through the small and indexed
    /// forms, tombstones, compaction and index rebuilds.
    #[test]
    fn agrees_with_an_ordered_list() {
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for round in 0..40 {
            let span = [4, 12, 40, 300][round % 4];
            let mut d = DictMap::new();
            let mut model: Vec<(i64, i64)> = Vec::new();
            for step in 0..4000 {
                let k = next(span) as i64;
                match next(10) {
                    0..=5 => {
                        d.insert(Value::Int(k), Value::Int(step));
                        match model.iter_mut().find(|(mk, _)| *mk == k) {
                            Some(slot) => slot.1 = step,
                            None => model.push((k, step)),
                        }
                    }
                    6..=8 => {
                        let got = d.remove(&Value::Int(k));
                        let want = model
                            .iter()
                            .position(|(mk, _)| *mk == k)
                            .map(|i| model.remove(i).1);
                        assert_eq!(got.as_ref().map(int), want.map(Some));
                    }
                    _ => {
                        let got = d.pop().map(|(k, v)| (int(&k), int(&v)));
                        let want = model.pop().map(|(k, v)| (Some(k), Some(v)));
                        assert_eq!(got, want);
                    }
                }
                assert_eq!(d.len(), model.len());
            }
            let items: Vec<(Option<i64>, Option<i64>)> =
                d.iter().map(|(k, v)| (int(k), int(v))).collect();
            let want: Vec<_> = model.iter().map(|&(k, v)| (Some(k), Some(v))).collect();
            assert_eq!(items, want);
            for &(k, v) in &model {
                assert_eq!(d.get(&Value::Int(k)).and_then(int), Some(v));
            }
        }
    }
}

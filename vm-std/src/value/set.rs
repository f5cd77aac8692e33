//! A hash set laid out like CPython's `setobject.c` (open addressing, linear probes then
//! perturbation, the same resize rule), so a set of numbers iterates and prints in the
//! same order as in CPython.

use super::{Value, py_eq};
use crate::error::PyResult;

const MIN_SIZE: usize = 8;
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;

#[derive(Clone, Default)]
enum Slot {
    #[default]
    Empty,
    Dummy,
    Full(i64, Value),
}

/// The table of a set.
#[derive(Clone)]
pub struct SetTable {
    table: Vec<Slot>,
    fill: usize,
    used: usize,
}

impl Default for SetTable {
    fn default() -> Self {
        SetTable {
            table: vec![Slot::Empty; MIN_SIZE],
            fill: 0,
            used: 0,
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
        self.table.iter().filter_map(|s| match s {
            Slot::Full(_, v) => Some(v),
            _ => None,
        })
    }

    /// The element at table position `pos` or later, and the position after it.
    pub fn next_from(&self, mut pos: usize) -> Option<(usize, &Value)> {
        while pos < self.table.len() {
            if let Slot::Full(_, v) = &self.table[pos] {
                return Some((pos + 1, v));
            }
            pos += 1;
        }
        None
    }

    fn find(&self, v: &Value, hash: i64) -> Option<usize> {
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
                match &self.table[i + j] {
                    Slot::Empty => return None,
                    Slot::Full(h, k) if *h == hash && (k.is(v) || py_eq(k, v)) => {
                        return Some(i + j);
                    }
                    _ => {}
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
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

    fn add_hashed(&mut self, v: Value, hash: i64) -> bool {
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
                match &self.table[i + j] {
                    Slot::Empty => {
                        hit = Some(i + j);
                        break;
                    }
                    Slot::Full(h, k) => {
                        if *h == hash && (k.is(&v) || py_eq(k, &v)) {
                            return false;
                        }
                    }
                    Slot::Dummy => freeslot = Some(i + j),
                }
            }
            if let Some(at) = hit {
                break at;
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        };
        if let Some(at) = freeslot {
            self.used += 1;
            self.table[at] = Slot::Full(hash, v);
            return true;
        }
        self.fill += 1;
        self.used += 1;
        self.table[found_unused] = Slot::Full(hash, v);
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
        let old = std::mem::replace(&mut self.table, vec![Slot::Empty; newsize]);
        self.fill = self.used;
        let mask = newsize - 1;
        for slot in old {
            if let Slot::Full(h, v) = slot {
                self.insert_clean(mask, h, v);
            }
        }
    }

    fn insert_clean(&mut self, mask: usize, hash: i64, v: Value) {
        let mut i = hash as u64 as usize & mask;
        let mut perturb = hash as u64;
        loop {
            if let Slot::Empty = self.table[i] {
                self.table[i] = Slot::Full(hash, v);
                return;
            }
            if i + LINEAR_PROBES <= mask {
                for j in 1..=LINEAR_PROBES {
                    if let Slot::Empty = self.table[i + j] {
                        self.table[i + j] = Slot::Full(hash, v);
                        return;
                    }
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb as usize))
                & mask;
        }
    }

    /// Removes `v`; returns whether it was present.
    pub fn discard(&mut self, v: &Value) -> PyResult<bool> {
        let h = v.py_hash()?;
        match self.find(v, h) {
            Some(at) => {
                self.table[at] = Slot::Dummy;
                self.used -= 1;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Removes and returns an element (CPython's `set.pop` order: scanning from a finger).
    pub fn pop(&mut self) -> Option<Value> {
        let at = self
            .table
            .iter()
            .position(|s| matches!(s, Slot::Full(..)))?;
        let Slot::Full(_, v) = std::mem::replace(&mut self.table[at], Slot::Dummy) else {
            unreachable!()
        };
        self.used -= 1;
        Some(v)
    }

    pub fn clear(&mut self) {
        *self = SetTable::default();
    }

    /// Adds every element of `other` (CPython's `set_merge`).
    pub fn merge(&mut self, other: &SetTable) {
        if other.used == 0 {
            return;
        }
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
            for slot in &other.table {
                if let Slot::Full(h, v) = slot {
                    self.insert_clean(mask, *h, v.clone());
                }
            }
            self.fill = other.used;
            self.used = other.used;
            return;
        }
        for slot in &other.table {
            if let Slot::Full(h, v) = slot {
                self.add_hashed(v.clone(), *h);
            }
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
        self.table.iter().filter_map(|s| match s {
            Slot::Full(h, v) => Some((*h, v)),
            _ => None,
        })
    }

    /// Adds an element whose hash is known.
    pub fn add_with_hash(&mut self, v: Value, hash: i64) -> bool {
        self.add_hashed(v, hash)
    }

    /// Whether an element with a known hash is present.
    pub fn contains_hashed(&self, v: &Value, hash: i64) -> bool {
        self.find(v, hash).is_some()
    }
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
}

//! `collections.deque`: a double-ended queue (a ring buffer, `VecDeque`) with an
//! optional `maxlen`, which drops items from the other end as CPython's does.

use std::cell::{Cell, Ref, RefCell, RefMut};
use std::collections::VecDeque;

use super::Value;

/// A deque. Its items are in a `RefCell`: no borrow is held across a call that can run
/// Python code (comparisons go item by item, with the items cloned out).
pub struct Deque {
    items: RefCell<VecDeque<Value>>,
    /// The most items it keeps (`None`: unbounded).
    pub maxlen: Option<usize>,
    /// Bumped by every change of its length or order: an iterator that sees it change
    /// raises `RuntimeError: deque mutated during iteration`.
    pub state: Cell<u64>,
}

impl Deque {
    pub fn new(maxlen: Option<usize>) -> Deque {
        Deque {
            items: RefCell::new(VecDeque::new()),
            maxlen,
            state: Cell::new(0),
        }
    }

    pub fn items(&self) -> Ref<'_, VecDeque<Value>> {
        self.items.borrow()
    }

    /// The items, to change; counts as a mutation for the iterators.
    pub fn items_mut(&self) -> RefMut<'_, VecDeque<Value>> {
        self.state.set(self.state.get().wrapping_add(1));
        self.items.borrow_mut()
    }

    pub fn len(&self) -> usize {
        self.items.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Item `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<Value> {
        self.items.borrow().get(i).cloned()
    }

    /// Appends at the right; a full deque drops its leftmost item (returned, to drop
    /// after the borrow ends).
    pub fn push_back(&self, v: Value) -> Option<Value> {
        let mut items = self.items_mut();
        if self.maxlen == Some(0) {
            return Some(v);
        }
        items.push_back(v);
        match self.maxlen {
            Some(m) if items.len() > m => items.pop_front(),
            _ => None,
        }
    }

    /// Appends at the left; a full deque drops its rightmost item.
    pub fn push_front(&self, v: Value) -> Option<Value> {
        let mut items = self.items_mut();
        if self.maxlen == Some(0) {
            return Some(v);
        }
        items.push_front(v);
        match self.maxlen {
            Some(m) if items.len() > m => items.pop_back(),
            _ => None,
        }
    }
}

impl super::gc::Traceable for Deque {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let items = self.items.try_borrow().ok()?;
        Some(super::visit_values(items.iter(), f))
    }

    fn clear(&self) {
        if let Ok(mut items) = self.items.try_borrow_mut() {
            let taken = std::mem::take(&mut *items);
            drop(items);
            drop(taken);
        }
    }
}

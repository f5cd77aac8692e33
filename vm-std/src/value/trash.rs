//! Freeing nested containers without deep recursion (CPython's "trashcan").
//!
//! Dropping a list drops its items, and an item that is the last reference to another
//! list drops that one from inside the first: a list nested 20 million deep
//! (`a = [a]` in a loop, then `a = None`) overflowed the interpreter's stack and aborted.
//! Lists, tuples and dicts hand their items to [`release`], which drops them directly up
//! to [`MAX_DEPTH`] containers deep and queues deeper ones; the outermost release frees
//! the queue in a loop.

use std::cell::{Cell, RefCell};

use super::{DictMap, Value};

/// Containers freed inside one another before their items are queued. Each level is a
/// few native frames (about a kilobyte in a debug build); CPython's trashcan queues from
/// 50 levels.
const MAX_DEPTH: u32 = 100;

/// The items of a container, queued to be freed.
// why: the fields are never read, only dropped.
#[allow(dead_code)]
pub(super) enum Items {
    Values(Vec<Value>),
    Map(DictMap),
}

thread_local! {
    /// Containers being freed inside one another right now.
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    /// Whether `QUEUE` has anything (read on every outermost release, so a plain cell).
    static QUEUED: Cell<bool> = const { Cell::new(false) };
    static QUEUE: RefCell<Vec<Items>> = const { RefCell::new(Vec::new()) };
}

/// Drops the items of a container being freed: now, or (too deep) later.
#[inline]
pub(super) fn release(items: Items) {
    let depth = DEPTH.get();
    if depth >= MAX_DEPTH {
        return queue(items);
    }
    DEPTH.set(depth + 1);
    drop(items);
    DEPTH.set(depth);
    if depth == 0 && QUEUED.get() {
        drain();
    }
}

#[cold]
#[inline(never)]
fn queue(items: Items) {
    // At thread exit the queue may be gone: the items then drop here (with the closure
    // that holds them).
    if QUEUE.try_with(move |q| q.borrow_mut().push(items)).is_ok() {
        QUEUED.set(true);
    }
}

/// Frees the queued items, one container's at a time (which may queue more).
#[cold]
#[inline(never)]
fn drain() {
    loop {
        let next = QUEUE.try_with(|q| q.borrow_mut().pop()).ok().flatten();
        let Some(items) = next else {
            QUEUED.set(false);
            return;
        };
        DEPTH.set(1);
        drop(items);
        DEPTH.set(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lists, tuples and dicts nested far deeper than a recursive drop could go on a
    /// 4 MiB stack (a million levels, a few hundred bytes each at least) are freed on one.
    #[test]
    fn deep_containers_free_on_a_small_stack() {
        std::thread::Builder::new()
            .stack_size(4 << 20)
            .spawn(|| {
                let mut a = Value::list(vec![]);
                let mut t = Value::tuple(vec![]);
                let mut d = Value::dict(DictMap::new());
                for _ in 0..1_000_000 {
                    a = Value::list(vec![a, Value::Int(1)]);
                    t = Value::tuple(vec![t]);
                    let mut m = DictMap::new();
                    m.insert(Value::Int(0), d);
                    d = Value::dict(m);
                }
                drop((a, t, d));
                assert!(!QUEUED.get() && DEPTH.get() == 0);
            })
            .expect("spawn")
            .join()
            .expect("freed without overflowing the stack");
    }
}

//! The cycle collector: reclaims objects that only reference each other (a node and its
//! parent, a list that contains itself, a bound method stored on its instance), which
//! reference counting alone never frees.
//!
//! The design is CPython's (`Python/gc.c`, `InternalDocs/garbage_collector.md`): the
//! containers that can take part in a cycle are tracked when they are made; a collection
//! copies each tracked object's reference count, subtracts the references that come from
//! other tracked objects, and what keeps a count above zero is referenced from outside
//! (the value stack, a frame's locals, the globals, a Rust local): it and everything it
//! reaches survive. The rest is garbage, and clearing its mutable containers (lists,
//! dicts, sets, instances, classes) breaks its cycles, so reference counting frees it.
//! No root scanning is needed: the containers only report what they hold (`Traceable`).
//!
//! Tracking holds a `Weak` per object, which keeps a dead object's block allocated until
//! its entry goes: the dead entries are pruned whenever the list has doubled since the
//! last pruning, so they never outnumber the living (plus a floor). A collection runs
//! when the living tracked objects (garbage cycles among them) outnumber what the last
//! collection kept by a floor and by the values in what it kept (Lua's pause): the work
//! of collecting is then bounded per object made, and a program that makes and drops ten
//! million cycles runs in flat memory.
//!
//! Soundness: the collector only reads a container through `try_borrow` and clears it
//! through `try_borrow_mut`. A container that some Rust code borrows right now is
//! counted as referenced from outside (a root), and is not cleared; it waits for the next
//! collection. Clearing never frees an object anything else still references: it only
//! empties containers, and the emptied values drop by their reference counts.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use rustc_hash::FxHashMap;

/// An object the collector can track: a container that may be part of a cycle. The
/// collector knows objects only through this, by address (the types implement it where
/// they are defined; `Value::gc_address` names the address a value refers to).
pub trait Traceable {
    /// Calls `f` with the address of every tracked object this one references, and says
    /// how many values it looked at (the collection's work); `None` when it cannot be
    /// read now (a mutable borrow in progress).
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize>;

    /// Empties it, if it is a mutable container nothing borrows now (what it held drops
    /// by reference counting).
    fn clear(&self);

    /// Whether it has a finalizer to run (see `finalize`).
    fn awaits_finalizer(&self) -> bool {
        false
    }

    /// Queues its finalizer, if it has one to run: at the program's end, where CPython's
    /// shutdown frees what is left, which runs them.
    fn finalize(self: Rc<Self>) {}

    /// Whether it has a `__del__` still to call: garbage that holds one is finalized
    /// (`finalize`) before it is cleared (PEP 442).
    fn awaits_del(&self) -> bool {
        false
    }
}

/// The address that identifies a tracked object.
fn address_of<T: ?Sized>(p: *const T) -> usize {
    p as *const u8 as usize
}

/// Collections run when at least this many objects were made since the last one.
const FLOOR: usize = 10_000;

/// The dead are pruned when at least this many entries were added since the last prune
/// (and the list doubled). why not `FLOOR`: a dead entry's `Weak` keeps its object's block
/// allocated, so a program that makes and drops containers at a small live set cycled
/// through 10,000 dead blocks (about 1 MiB) before any was reused: every new object a
/// cold cache line. With 1,000, the same instructions (cachegrind) run dicts_sets in 0.81x
/// the time (9 interleaved runs); peak memory of particles, raytrace, scheduler -13%.
const PRUNE_FLOOR: usize = 1_000;

thread_local! {
    static TRACKED: RefCell<Vec<Weak<dyn Traceable>>> = const { RefCell::new(Vec::new()) };
    /// When the list (living and dead entries) reaches this length, the dead are pruned
    /// and a collection may run.
    static CHECK_AT: Cell<usize> = const { Cell::new(PRUNE_FLOOR) };
    /// When the living tracked objects reach this many, a collection runs.
    static COLLECT_AT: Cell<usize> = const { Cell::new(FLOOR) };
    /// Whether a collection is running (one made during it waits for the next).
    static RUNNING: Cell<bool> = const { Cell::new(false) };
    /// Whether automatic collections are on (`gc.disable()` turns them off).
    static ENABLED: Cell<bool> = const { Cell::new(true) };
}

/// Tracks a newly made container; may prune the list and run a collection first.
#[inline]
pub fn track<T: Traceable + 'static>(rc: &Rc<T>) {
    let weak: Weak<dyn Traceable> = Rc::downgrade(rc) as Weak<dyn Traceable>;
    let len = TRACKED.with_borrow_mut(|t| {
        t.push(weak);
        t.len()
    });
    if len >= CHECK_AT.get() {
        automatic();
    }
}

#[cold]
#[inline(never)]
fn automatic() {
    // Dropping a dead entry frees its object's block (and runs no other code).
    let living = TRACKED.with_borrow_mut(|t| {
        t.retain(|w| w.strong_count() > 0);
        t.len()
    });
    if ENABLED.get() && living >= COLLECT_AT.get() {
        collect();
    }
    check_after_doubling();
}

/// The next pruning waits for the list to double (a floor at least): pruning costs a
/// bounded amount per object made.
fn check_after_doubling() {
    let len = TRACKED.with_borrow(|t| t.len());
    CHECK_AT.set(len + len.max(PRUNE_FLOOR));
}

/// Turns automatic collections on or off (`gc.enable()`, `gc.disable()`).
pub fn set_enabled(on: bool) {
    ENABLED.set(on);
}

/// Whether automatic collections are on (`gc.isenabled()`).
pub fn is_enabled() -> bool {
    ENABLED.get()
}

/// Whether any tracked object alive has a finalizer to run.
pub fn any_awaits_finalizer() -> bool {
    TRACKED.with_borrow(|t| {
        t.iter()
            .any(|w| w.upgrade().is_some_and(|o| o.awaits_finalizer()))
    })
}

/// Queues the finalizers of the tracked objects alive: first those `roots` reach, in the
/// order a depth-first walk from each root in turn meets them, then the rest in the
/// order they were tracked. (At the program's end with the modules' globals as the
/// roots, this is the order CPython's shutdown runs them in: its collector meets them
/// through the dictionaries, which keep the order names were bound in.)
pub fn finalize_all<'a>(roots: impl Iterator<Item = &'a super::Value>) {
    let live: Vec<Rc<dyn Traceable>> =
        TRACKED.with_borrow(|t| t.iter().filter_map(Weak::upgrade).collect());
    let index: FxHashMap<usize, usize> = live
        .iter()
        .enumerate()
        .map(|(i, o)| (address_of(Rc::as_ptr(o)), i))
        .collect();
    let mut seen = vec![false; live.len()];
    let mut stack = Vec::new();
    for root in roots {
        stack.extend(root.gc_address().and_then(|a| index.get(&a).copied()));
        while let Some(i) = stack.pop() {
            if std::mem::replace(&mut seen[i], true) {
                continue;
            }
            live[i].clone().finalize();
            let mut children = Vec::new();
            live[i].visit(&mut |a| children.extend(index.get(&a).copied()));
            // Reversed on the stack, so that the first child is walked first.
            stack.extend(children.into_iter().rev().filter(|&j| !seen[j]));
        }
    }
    for o in live {
        o.finalize();
    }
}

/// Tracks an object made where no collection may run (inside a drop).
pub fn track_quietly<T: Traceable + 'static>(rc: &Rc<T>) {
    let weak: Weak<dyn Traceable> = Rc::downgrade(rc) as Weak<dyn Traceable>;
    let _ = TRACKED.try_with(|t| {
        if let Ok(mut t) = t.try_borrow_mut() {
            t.push(weak);
        }
    });
}

/// Runs a collection now (`gc.collect()`): how many unreachable objects it found.
pub fn collect() -> usize {
    if RUNNING.replace(true) {
        return 0;
    }
    let unreachable = run();
    RUNNING.set(false);
    unreachable
}

fn run() -> usize {
    // Prune the dead and hold the living (objects made while this runs go to the next
    // collection's list).
    let entries = TRACKED.with_borrow_mut(std::mem::take);
    let live: Vec<Rc<dyn Traceable>> = entries.iter().filter_map(Weak::upgrade).collect();
    drop(entries);
    let index: FxHashMap<usize, usize> = live
        .iter()
        .enumerate()
        .map(|(i, o)| (address_of(Rc::as_ptr(o)), i))
        .collect();
    // References from outside: the count (less the one held here) less those from other
    // tracked objects.
    let mut outside: Vec<isize> = live
        .iter()
        .map(|o| Rc::strong_count(o) as isize - 1)
        .collect();
    let mut root = vec![false; live.len()];
    let mut sizes = vec![0usize; live.len()];
    for (i, o) in live.iter().enumerate() {
        let looked_at = o.visit(&mut |a| {
            if let Some(&j) = index.get(&a) {
                outside[j] -= 1;
            }
        });
        match looked_at {
            Some(n) => sizes[i] = n,
            None => root[i] = true,
        }
    }
    // What outside references reach is alive.
    let mut alive = vec![false; live.len()];
    let mut pending: Vec<usize> = (0..live.len())
        .filter(|&i| outside[i] > 0 || root[i])
        .collect();
    for &i in &pending {
        alive[i] = true;
    }
    while let Some(i) = pending.pop() {
        live[i].visit(&mut |a| {
            if let Some(&j) = index.get(&a)
                && !alive[j]
            {
                alive[j] = true;
                pending.push(j);
            }
        });
    }
    // PEP 442: garbage that holds an object whose `__del__` is still to be called is not
    // cleared now. Those objects are queued for their `__del__` (the queue holds them,
    // whole, until a safe point runs it; they are never called again), and the garbage
    // stays tracked: the next collection frees what is still unreachable then.
    let mut deferred = false;
    for (o, &a) in live.iter().zip(&alive) {
        if !a && o.awaits_del() {
            deferred = true;
            o.clone().finalize();
        }
    }
    let found = alive.iter().filter(|&&a| !a).count();
    if deferred {
        alive.iter_mut().for_each(|a| *a = true);
    }
    let survivors: Vec<Weak<dyn Traceable>> = live
        .iter()
        .zip(&alive)
        .filter(|&(_, &a)| a)
        .map(|(o, _)| Rc::downgrade(o))
        .collect();
    let kept = survivors.len();
    // The survivors and the values in them: what the next collection will at least look
    // at again.
    let work: usize = kept
        + sizes
            .iter()
            .zip(&alive)
            .filter(|&(_, &a)| a)
            .map(|(n, _)| n)
            .sum::<usize>();
    TRACKED.with_borrow_mut(|t| {
        let made_meanwhile = std::mem::replace(t, survivors);
        t.extend(made_meanwhile);
    });
    // The next collection waits for as many new objects as the survivors and their
    // values, so that collecting costs a bounded amount per object made: a program that
    // keeps a list of a million ints does not rescan it every 10,000 allocations.
    COLLECT_AT.set(kept + work.max(FLOOR));
    check_after_doubling();
    // The rest is garbage: emptying its containers breaks its cycles. Every tracked
    // object is held here until the end, so what a clear drops frees no tracked object
    // under the loop (and no Python code runs: there is no `__del__`).
    let mut unreachable = 0;
    for (o, &a) in live.iter().zip(&alive) {
        if !a {
            unreachable += 1;
            o.clear();
        }
    }
    drop(live);
    unreachable.max(found)
}

#[cfg(test)]
mod tests {
    use super::super::{List, Value};
    use super::*;

    /// A list that contains itself, and a weak handle on it.
    fn self_list() -> (Value, Weak<List>) {
        let l = Value::list(Vec::new());
        let Value::List(o) = &l else { unreachable!() };
        let weak = Rc::downgrade(o);
        o.push(l.clone()).expect("push");
        (l, weak)
    }

    #[test]
    fn an_unreferenced_cycle_is_freed() {
        let (l, weak) = self_list();
        drop(l);
        assert!(
            weak.upgrade().is_some(),
            "reference counting alone keeps it"
        );
        assert!(collect() >= 1);
        assert!(weak.upgrade().is_none());
    }

    #[test]
    fn a_referenced_cycle_survives_intact() {
        let (l, weak) = self_list();
        collect();
        let Value::List(o) = &l else { unreachable!() };
        assert_eq!(o.len(), 1);
        drop(l);
        collect();
        assert!(weak.upgrade().is_none());
    }

    #[test]
    fn a_borrowed_container_waits_for_the_next_collection() {
        let (l, weak) = self_list();
        let Value::List(o) = &l else { unreachable!() };
        let inner = o.get_cloned(0).expect("itself");
        drop(l);
        let Value::List(inner_list) = &inner else {
            unreachable!()
        };
        let borrowed = inner_list.values_mut();
        // `inner` holds a reference from outside, so nothing is garbage yet; the borrow
        // must not make the collector fail either.
        collect();
        drop(borrowed);
        drop(inner);
        collect();
        assert!(weak.upgrade().is_none());
    }
}

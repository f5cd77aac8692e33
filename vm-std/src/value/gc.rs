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
//! No root scanning is needed, so nothing outside this module has to know about it.
//!
//! Tracking holds a `Weak` per object (a dead one is pruned at the next collection). A
//! collection runs when the objects made since the last one outnumber both a floor and
//! the objects the last one left alive (Lua's pause): the work of collecting is then
//! proportional to the allocation that triggered it, and a program that makes and drops
//! ten million cycles runs in flat memory.
//!
//! Soundness: the collector only reads a container through `try_borrow` and clears it
//! through `try_borrow_mut`. A container that some Rust code borrows right now is
//! counted as referenced from outside (a root), and is not cleared; it waits for the next
//! collection. Clearing never frees an object anything else still references: it only
//! empties containers, and the emptied values drop by their reference counts.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use rustc_hash::FxHashMap;

use super::class::{BoundMethod, Class, Instance};
use super::{Dict, List, Set, Tuple, Value};

/// A tracked object.
pub(super) enum Tracked {
    List(Weak<List>),
    Tuple(Weak<Tuple>),
    Dict(Weak<Dict>),
    Set(Weak<Set>),
    Instance(Weak<Instance>),
    Class(Weak<Class>),
    Bound(Weak<BoundMethod>),
}

/// A tracked object during a collection (held strongly until it ends).
enum Live {
    List(Rc<List>),
    Tuple(Rc<Tuple>),
    Dict(Rc<Dict>),
    Set(Rc<Set>),
    Instance(Rc<Instance>),
    Class(Rc<Class>),
    Bound(Rc<BoundMethod>),
}

/// Collections run when at least this many objects were made since the last one.
const FLOOR: usize = 10_000;

thread_local! {
    static TRACKED: RefCell<Vec<Tracked>> = const { RefCell::new(Vec::new()) };
    /// Objects made since the last collection.
    static MADE: Cell<usize> = const { Cell::new(0) };
    /// How many made objects start a collection.
    static THRESHOLD: Cell<usize> = const { Cell::new(FLOOR) };
    /// Whether a collection is running (one made during it waits for the next).
    static RUNNING: Cell<bool> = const { Cell::new(false) };
    /// Whether automatic collections are on (`gc.disable()` turns them off).
    static ENABLED: Cell<bool> = const { Cell::new(true) };
}

/// What the collector can track.
pub(super) trait Track {
    fn entry(rc: &Rc<Self>) -> Tracked;
}

macro_rules! track_impl {
    ($($ty:ty => $variant:ident),*) => {$(
        impl Track for $ty {
            fn entry(rc: &Rc<Self>) -> Tracked {
                Tracked::$variant(Rc::downgrade(rc))
            }
        }
    )*};
}

track_impl!(List => List, Tuple => Tuple, Dict => Dict, Set => Set, Instance => Instance,
    Class => Class, BoundMethod => Bound);

/// Tracks a newly made container; may run a collection first.
#[inline]
pub(super) fn track<T: Track>(rc: &Rc<T>) {
    let made = MADE.get() + 1;
    MADE.set(made);
    let entry = T::entry(rc);
    TRACKED.with_borrow_mut(|t| t.push(entry));
    if made >= THRESHOLD.get() {
        automatic();
    }
}

#[cold]
#[inline(never)]
fn automatic() {
    if ENABLED.get() {
        collect();
    } else {
        MADE.set(0);
    }
}

/// Turns automatic collections on or off (`gc.enable()`, `gc.disable()`).
pub fn set_enabled(on: bool) {
    ENABLED.set(on);
}

/// Whether automatic collections are on (`gc.isenabled()`).
pub fn is_enabled() -> bool {
    ENABLED.get()
}

/// How many objects are tracked now, dead ones not yet pruned included.
pub fn tracked_count() -> usize {
    TRACKED.with_borrow(Vec::len)
}

/// The address that identifies a tracked object referenced by `v`, if `v` is one.
fn address(v: &Value) -> Option<usize> {
    Some(match v {
        Value::List(o) => Rc::as_ptr(o) as *const u8 as usize,
        Value::Tuple(o) => Rc::as_ptr(o) as *const u8 as usize,
        Value::Dict(o) => Rc::as_ptr(o) as *const u8 as usize,
        Value::Set(o) => Rc::as_ptr(o) as *const u8 as usize,
        Value::Instance(o) => Rc::as_ptr(o) as *const u8 as usize,
        Value::Class(o) => Rc::as_ptr(o) as *const u8 as usize,
        Value::BoundMethod(o) => Rc::as_ptr(o) as *const u8 as usize,
        _ => return None,
    })
}

/// Whether a tuple holding `v` could be part of a cycle (a tuple of numbers and strings
/// never is, and is not tracked).
pub fn may_refer_to_cycle(v: &Value) -> bool {
    address(v).is_some()
}

impl Live {
    fn upgrade(t: &Tracked) -> Option<Live> {
        Some(match t {
            Tracked::List(w) => Live::List(w.upgrade()?),
            Tracked::Tuple(w) => Live::Tuple(w.upgrade()?),
            Tracked::Dict(w) => Live::Dict(w.upgrade()?),
            Tracked::Set(w) => Live::Set(w.upgrade()?),
            Tracked::Instance(w) => Live::Instance(w.upgrade()?),
            Tracked::Class(w) => Live::Class(w.upgrade()?),
            Tracked::Bound(w) => Live::Bound(w.upgrade()?),
        })
    }

    fn downgrade(&self) -> Tracked {
        match self {
            Live::List(r) => Tracked::List(Rc::downgrade(r)),
            Live::Tuple(r) => Tracked::Tuple(Rc::downgrade(r)),
            Live::Dict(r) => Tracked::Dict(Rc::downgrade(r)),
            Live::Set(r) => Tracked::Set(Rc::downgrade(r)),
            Live::Instance(r) => Tracked::Instance(Rc::downgrade(r)),
            Live::Class(r) => Tracked::Class(Rc::downgrade(r)),
            Live::Bound(r) => Tracked::Bound(Rc::downgrade(r)),
        }
    }

    fn address(&self) -> usize {
        match self {
            Live::List(r) => Rc::as_ptr(r) as *const u8 as usize,
            Live::Tuple(r) => Rc::as_ptr(r) as *const u8 as usize,
            Live::Dict(r) => Rc::as_ptr(r) as *const u8 as usize,
            Live::Set(r) => Rc::as_ptr(r) as *const u8 as usize,
            Live::Instance(r) => Rc::as_ptr(r) as *const u8 as usize,
            Live::Class(r) => Rc::as_ptr(r) as *const u8 as usize,
            Live::Bound(r) => Rc::as_ptr(r) as *const u8 as usize,
        }
    }

    /// References to it, less the one this collection holds.
    fn outside_count(&self) -> usize {
        let n = match self {
            Live::List(r) => Rc::strong_count(r),
            Live::Tuple(r) => Rc::strong_count(r),
            Live::Dict(r) => Rc::strong_count(r),
            Live::Set(r) => Rc::strong_count(r),
            Live::Instance(r) => Rc::strong_count(r),
            Live::Class(r) => Rc::strong_count(r),
            Live::Bound(r) => Rc::strong_count(r),
        };
        n - 1
    }

    /// Calls `f` on every value it references; `false` when it cannot be read now.
    fn visit(&self, f: &mut dyn FnMut(&Value)) -> bool {
        match self {
            Live::List(l) => l.try_visit(f),
            Live::Tuple(t) => {
                t.0.iter().for_each(f);
                true
            }
            Live::Dict(d) => match d.0.try_borrow() {
                Ok(map) => {
                    for (k, v) in map.iter() {
                        f(k);
                        f(v);
                    }
                    true
                }
                Err(_) => false,
            },
            Live::Set(s) => match s.0.try_borrow() {
                Ok(table) => {
                    table.iter().for_each(f);
                    true
                }
                Err(_) => false,
            },
            Live::Instance(i) => i.try_visit(f),
            Live::Class(c) => c.try_visit(f),
            Live::Bound(b) => {
                f(&b.func);
                f(&b.receiver);
                true
            }
        }
    }

    /// Empties it if it is a mutable container nothing borrows now: its values, to drop
    /// once the collection ends.
    fn clear(&self, garbage: &mut Garbage) {
        match self {
            Live::List(l) => {
                if let Some(items) = l.try_take() {
                    garbage.values.extend(items);
                }
            }
            Live::Dict(d) => {
                if let Ok(mut map) = d.0.try_borrow_mut() {
                    garbage.maps.push(std::mem::take(&mut *map));
                }
            }
            Live::Set(s) => {
                if let Ok(mut table) = s.0.try_borrow_mut() {
                    garbage.tables.push(std::mem::take(&mut *table));
                }
            }
            Live::Instance(i) => i.try_clear(&mut garbage.values),
            Live::Class(c) => c.try_clear(&mut garbage.values),
            Live::Tuple(_) | Live::Bound(_) => {}
        }
    }
}

/// What clearing the garbage took out of its containers, dropped when a collection ends.
#[derive(Default)]
struct Garbage {
    values: Vec<Value>,
    maps: Vec<super::DictMap>,
    tables: Vec<super::SetTable>,
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
    // Prune the dead and hold the living (new objects made while this runs, by the
    // drops at the end, go to the next collection's list).
    let entries = TRACKED.with_borrow_mut(std::mem::take);
    let live: Vec<Live> = entries.iter().filter_map(Live::upgrade).collect();
    drop(entries);
    let index: FxHashMap<usize, usize> = live
        .iter()
        .enumerate()
        .map(|(i, o)| (o.address(), i))
        .collect();
    // References from outside: the count less those from other tracked objects.
    let mut outside: Vec<isize> = live.iter().map(|o| o.outside_count() as isize).collect();
    let mut root = vec![false; live.len()];
    for (i, o) in live.iter().enumerate() {
        let readable = o.visit(&mut |v| {
            if let Some(&j) = address(v).and_then(|a| index.get(&a)) {
                outside[j] -= 1;
            }
        });
        if !readable {
            root[i] = true;
        }
    }
    // What outside references reach is alive.
    let mut alive = vec![false; live.len()];
    let mut work: Vec<usize> = (0..live.len())
        .filter(|&i| outside[i] > 0 || root[i])
        .collect();
    for &i in &work {
        alive[i] = true;
    }
    while let Some(i) = work.pop() {
        live[i].visit(&mut |v| {
            if let Some(&j) = address(v).and_then(|a| index.get(&a))
                && !alive[j]
            {
                alive[j] = true;
                work.push(j);
            }
        });
    }
    // The rest is garbage: empty its containers.
    let mut garbage = Garbage::default();
    let mut unreachable = 0;
    for (i, o) in live.iter().enumerate() {
        if !alive[i] {
            unreachable += 1;
            o.clear(&mut garbage);
        }
    }
    let survivors: Vec<Tracked> = live
        .iter()
        .enumerate()
        .filter(|&(i, _)| alive[i])
        .map(|(_, o)| o.downgrade())
        .collect();
    let kept = survivors.len();
    TRACKED.with_borrow_mut(|t| {
        let made_meanwhile = std::mem::replace(t, survivors);
        t.extend(made_meanwhile);
    });
    MADE.set(0);
    THRESHOLD.set(kept.max(FLOOR));
    // Dropping the garbage and the strong references frees the cycles (no Python code
    // runs: there is no `__del__`).
    drop(garbage);
    drop(live);
    unreachable
}

#[cfg(test)]
mod tests {
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

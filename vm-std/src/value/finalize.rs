//! Finalizers that run Python code, deferred from where an object dies to a safe point.
//!
//! CPython closes a generator suspended inside a `try`/`with` when its last reference
//! goes (`_PyGen_Finalize`: its `finally` blocks and `__exit__`s run then). Here the last
//! reference may go anywhere: inside an op whose stack pointer is not written back, inside
//! a container operation that holds a borrow, inside the cycle collector. None of those
//! may run Python code. So the dying generator hands its frame to a new generator object,
//! which waits in this thread's queue; the interpreter closes what waits at its safe
//! points (`isa::generators::run_finalizers`: before any call of something that is not a
//! Python function, the calls whose results a finalizer can change, and at the program's
//! end), the same points with and without specialization.
//!
//! An instance whose class defines `__del__` is handled the same way (CPython's
//! `slot_tp_finalize`): the dying instance hands its attributes to a new instance of its
//! class, which waits here to be passed to `__del__`. The cycle collector and the
//! program's end queue living objects themselves (PEP 442: their finalizers run before
//! anything in their garbage is cleared).

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

use super::class::Instance;
use super::function::Generator;

/// A finalizer waiting to run.
pub enum Finalizer {
    /// A generator to close.
    Close(Rc<Generator>),
    /// An instance to pass to its class's `__del__`.
    Del(Rc<Instance>),
}

/// How many generators wait in the queues of all threads: what a safe point tests.
///
/// why one count for the process rather than a flag per thread: the test is one compare
/// with memory at a fixed address, where a thread-local costs two more instructions on
/// every call of a builtin (cachegrind: strings +0.98% with the thread-local). Another
/// thread's waiting finalizers only send this thread's calls down their generic path,
/// which finds its own queue empty: the same result, a little slower, while they wait.
static WAITING: AtomicUsize = AtomicUsize::new(0);

/// A thread's queue; what is left in it at the thread's end stops counting.
struct Queue(VecDeque<Finalizer>);

impl Drop for Queue {
    fn drop(&mut self) {
        WAITING.fetch_sub(self.0.len(), Relaxed);
    }
}

thread_local! {
    /// The finalizers to run, oldest first.
    static QUEUE: RefCell<Queue> = const { RefCell::new(Queue(VecDeque::new())) };
    /// Whether finalizers are running (a safe point inside one leaves the queue to it).
    static RUNNING: Cell<bool> = const { Cell::new(false) };
    /// How many generator objects this thread has alive.
    static GENERATORS: Cell<usize> = const { Cell::new(0) };
    /// Whether a class with `__del__` was ever made on this thread: the program's end
    /// then looks for instances alive that wait for it.
    static DEL_CLASSES: Cell<bool> = const { Cell::new(false) };
}

/// Notes that a class whose instances have a `__del__` was made.
pub fn del_class_made() {
    DEL_CLASSES.set(true);
}

/// Whether a class whose instances have a `__del__` was ever made on this thread.
pub fn any_del_classes() -> bool {
    DEL_CLASSES.get()
}

/// Counts a generator object made.
#[inline]
pub fn generator_made() {
    GENERATORS.set(GENERATORS.get() + 1);
}

/// Counts a generator object gone.
#[inline]
pub fn generator_gone() {
    let _ = GENERATORS.try_with(|n| n.set(n.get().saturating_sub(1)));
}

/// Whether this thread has any generator object alive: without one, the program's end
/// has no finalizer to look for among the tracked objects (a walk of all of them: ~30
/// instructions each, 10 ms for a million).
pub fn any_generators() -> bool {
    GENERATORS.get() != 0
}

/// The finalizers' run on this thread, while it lasts: one at a time.
pub struct Running(());

impl Running {
    /// Starts the run, unless one is on.
    pub fn enter() -> Option<Running> {
        // why not `then_some`: its argument is made (and dropped, ending the run that is
        // on) even when the answer is `None`.
        if RUNNING.replace(true) {
            None
        } else {
            Some(Running(()))
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        RUNNING.set(false);
    }
}

/// Whether finalizers wait to run: what a safe point tests.
#[inline(always)]
pub fn pending() -> bool {
    WAITING.load(Relaxed) != 0
}

/// Queues `f`; gives it back when the thread's queue is gone (or busy).
fn defer(f: Finalizer) -> Option<Finalizer> {
    let mut slot = Some(f);
    let _ = QUEUE.try_with(|q| {
        if let Ok(mut q) = q.try_borrow_mut()
            && let Some(f) = slot.take()
        {
            q.0.push_back(f);
            WAITING.fetch_add(1, Relaxed);
        }
    });
    slot
}

/// Queues `g` to be closed at the next safe point.
pub fn defer_close(g: Rc<Generator>) {
    // The thread is ending (its queue is gone): the frame goes without running, rather
    // than queueing again when this drops.
    if let Some(Finalizer::Close(g)) = defer(Finalizer::Close(g))
        && let Ok(mut frame) = g.frame.try_borrow_mut()
    {
        let taken = frame.take();
        drop(frame);
        drop(taken);
    }
}

/// Queues `i` to be passed to its class's `__del__` at the next safe point (it is marked
/// finalized: if the queue is gone, it just drops).
pub fn defer_del(i: Rc<Instance>) {
    drop(defer(Finalizer::Del(i)));
}

/// The oldest finalizer waiting to run.
pub fn next() -> Option<Finalizer> {
    QUEUE
        .try_with(|q| {
            let mut q = q.try_borrow_mut().ok()?;
            let g = q.0.pop_front()?;
            WAITING.fetch_sub(1, Relaxed);
            Some(g)
        })
        .ok()
        .flatten()
}

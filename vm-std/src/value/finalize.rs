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

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

use super::function::Generator;

/// How many generators wait in the queues of all threads: what a safe point tests.
///
/// why one count for the process rather than a flag per thread: the test is one compare
/// with memory at a fixed address, where a thread-local costs two more instructions on
/// every call of a builtin (cachegrind: strings +0.98% with the thread-local). Another
/// thread's waiting finalizers only send this thread's calls down their generic path,
/// which finds its own queue empty: the same result, a little slower, while they wait.
static WAITING: AtomicUsize = AtomicUsize::new(0);

/// A thread's queue; what is left in it at the thread's end stops counting.
struct Queue(VecDeque<Rc<Generator>>);

impl Drop for Queue {
    fn drop(&mut self) {
        WAITING.fetch_sub(self.0.len(), Relaxed);
    }
}

thread_local! {
    /// The generators to close, oldest first.
    static QUEUE: RefCell<Queue> = const { RefCell::new(Queue(VecDeque::new())) };
    /// Whether finalizers are running (a safe point inside one leaves the queue to it).
    static RUNNING: Cell<bool> = const { Cell::new(false) };
    /// How many generator objects this thread has alive.
    static GENERATORS: Cell<usize> = const { Cell::new(0) };
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

/// Queues `g` to be closed at the next safe point.
pub fn defer_close(g: Rc<Generator>) {
    let mut slot = Some(g);
    let _ = QUEUE.try_with(|q| {
        if let Ok(mut q) = q.try_borrow_mut()
            && let Some(g) = slot.take()
        {
            q.0.push_back(g);
            WAITING.fetch_add(1, Relaxed);
        }
    });
    // The thread is ending (its queue is gone): the frame goes without running, rather
    // than queueing again when this drops.
    if let Some(g) = slot
        && let Ok(mut frame) = g.frame.try_borrow_mut()
    {
        let taken = frame.take();
        drop(frame);
        drop(taken);
    }
}

/// The oldest generator waiting to be closed.
pub fn next_to_close() -> Option<Rc<Generator>> {
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

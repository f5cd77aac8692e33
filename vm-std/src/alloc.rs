//! The allocator of the `vm-std` command: per-thread pools of small blocks, and the
//! system allocator for large blocks.
//!
//! Small blocks (up to [`SMALL_MAX`] bytes: string objects, short lists, tuples) are
//! rounded up to a class (every 16 bytes up to 128, then 256, 512 and 1024) and carved
//! from 16 KiB pools, each serving one class of one thread; a freed block goes on its
//! pool's free list and is handed out again first, and a pool whose blocks are all free
//! can serve any class. This is CPython's pymalloc design. why: glibc took about 200
//! instructions for each new small block (callgrind on dicts_sets' first phases: 52k
//! mallocs, 10.4M instructions), its frees past its 7-per-size cache took its slow
//! paths too (a Python program allocates and frees objects in bursts), and each of its
//! blocks carries an 8-byte header. Measured against the glibc-backed cache this
//! replaced: dicts_sets -3.1% and strings -1.3% instructions (cachegrind), timed A/B
//! 1.17x and 1.06x (11 runs each way); peak memory dicts_sets 110.4 -> 108.2 MiB,
//! strings 22.4 -> 24.3 MiB (25.2 with the later shared one-character strings; CPython:
//! 121.3 and 27.1).
//!
//! Pools come from 1 MiB arenas that are never unmapped; past 64 empty pools per thread,
//! an empty pool's pages (its header's too: the list of such pools is kept outside them)
//! go back to the system. A block freed by
//! another thread than its pool's is left unused (pools are not locked: only their own
//! thread changes them), and so are the pools of a thread that exits; the runner has two
//! threads, and the interpreter's one does nearly all the allocating and freeing.
//!
//! Large blocks go to [`System`] as they are. why no transparent huge pages for them
//! (this allocator used to ask for them with `madvise` for blocks of 8 MiB or
//! more): on a virtual machine whose host takes back the guest's free memory
//! (virtio-balloon free page reporting, which reports exactly the free 2 MiB blocks a
//! huge page needs), a huge-page fault after the machine sat idle for a few seconds waits
//! for the host to back the page again. `examples/dicts_sets.py` then took 0.67-0.85 s
//! instead of 0.33-0.37 (0.4-0.5 s of system time), and it always ran after CPython in
//! `bench/compare.py`; with small pages it takes 0.38-0.41 s either way. The TLB gain the
//! advice was added for no longer showed: `examples/sieve.py` and a 4-million-flag sieve
//! ran the same with and without it (3 runs each, idle and back to back).

use std::alloc::{GlobalAlloc, Layout, System};

/// Small blocks (up to [`SMALL_MAX`] bytes) from per-thread pools; larger ones from
/// [`System`].
///
/// Install it in a binary with `#[global_allocator]`; elsewhere than Linux the release of
/// empty pools' memory is left out.
///
/// Made for programs whose threads free what they allocate, like the `vm-std` command:
/// a small block freed by another thread than the one that allocated it is never reused
/// (its memory stays with the process), so a program that hands many small objects
/// from thread to thread (a producer and a consumer) should use another allocator.
pub struct PoolAlloc;

// SAFETY: large blocks go to `System` with the caller's arguments (plus advice, which
// changes no contents). A small block is a piece of its class's full size
// (`class_layout`) in a pool of that class, in an arena that is never freed; it is handed
// out once, and again only after `dealloc` gave it back (see `small`). Every piece starts
// 16-aligned (pools are aligned, their header takes a multiple of 16 bytes and every
// class size is a multiple of 16), so it fits any request of its class whose alignment
// is at most 16; other alignments are large blocks.
unsafe impl GlobalAlloc for PoolAlloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if let Some(class) = small_class(layout) {
            return small::take(class);
        }
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc(layout) }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if let Some(class) = small_class(layout) {
            let p = small::take(class);
            if !p.is_null() {
                // SAFETY: `p` is a block of at least `layout.size()` bytes, ours now.
                unsafe { std::ptr::write_bytes(p, 0, layout.size()) };
            }
            return p;
        }
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.alloc_zeroed(layout) }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if let Some(class) = small_class(layout) {
            // SAFETY: the caller frees a block this allocator handed out for a request of
            // this class, and uses it no more.
            unsafe { small::keep(class, ptr) };
            return;
        }
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller promises a valid layout for `new_size` (its alignment is
        // `layout`'s).
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        match (small_class(layout), small_class(new_layout)) {
            // The block is already its class's full size.
            (Some(old), Some(new)) if old == new => ptr,
            // Both large: `System` may grow or shrink in place.
            (None, None) => {
                // SAFETY: forwarded with the caller's guarantees.
                unsafe { System.realloc(ptr, layout, new_size) }
            }
            // Across classes, or between a pool block and a `System` block: a new
            // block, the contents copied, the old block freed.
            _ => {
                // SAFETY: the caller's guarantees for `alloc` and `dealloc`.
                unsafe {
                    let p = self.alloc(new_layout);
                    if !p.is_null() {
                        std::ptr::copy_nonoverlapping(ptr, p, layout.size().min(new_size));
                        self.dealloc(ptr, layout);
                    }
                    p
                }
            }
        }
    }
}

/// Blocks of up to this many bytes come from the per-thread pools.
pub const SMALL_MAX: usize = 1024;
/// Blocks of up to this many bytes have a class per 16 bytes; larger small blocks one
/// per power of two (256, 512, 1024).
const FINE_MAX: usize = 128;
/// The size step between the fine classes, and the largest alignment any class serves.
const SMALL_ALIGN: usize = 16;
/// Number of fine classes (16, 32, ... 128 bytes).
const FINE: usize = FINE_MAX / SMALL_ALIGN;
/// Number of small classes: the fine ones, then 256, 512 and 1024 bytes.
const CLASSES: usize = FINE + 3;
/// The size (and alignment) of a pool: a region serving blocks of one class.
const POOL: usize = 16 << 10;
/// The size of an arena, the system allocation pools are carved from.
const ARENA: usize = 1 << 20;

/// The small class serving `layout`, if any.
#[inline(always)]
fn small_class(layout: Layout) -> Option<usize> {
    let size = layout.size();
    if size == 0 || layout.align() > SMALL_ALIGN {
        None
    } else if size <= FINE_MAX {
        Some((size - 1) / SMALL_ALIGN)
    } else if size <= SMALL_MAX {
        // 129..=256 -> FINE, 257..=512 -> FINE + 1, 513..=1024 -> FINE + 2.
        Some(FINE + (size - 1).ilog2() as usize - FINE_MAX.ilog2() as usize)
    } else {
        None
    }
}

/// The size (and alignment) of every block of `class`.
#[inline(always)]
fn class_layout(class: usize) -> Layout {
    let size = if class < FINE {
        (class + 1) * SMALL_ALIGN
    } else {
        FINE_MAX << (class - FINE + 1)
    };
    // SAFETY: a size of 16 to 1024 bytes with alignment 16 is valid.
    unsafe { Layout::from_size_align_unchecked(size, SMALL_ALIGN) }
}

/// Pools of small blocks, per thread.
///
/// A thread allocates from the first pool on its list of pools of the class that have
/// room (`partial`); a pool that fills up leaves the list and comes back (second, behind
/// the first) when a block of it is freed. A pool all of whose blocks are free goes to the thread's
/// `empty` list, from which any class takes pools, unless it is its class's only pool.
/// Past `EMPTY_KEPT` empty pools, their memory goes back to the system. Fresh pools are
/// carved from an arena.
mod small {
    use super::{ARENA, CLASSES, POOL, System, class_layout};
    use std::alloc::{GlobalAlloc, Layout};
    use std::cell::UnsafeCell;
    use std::ptr;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// The header at the start of every pool.
    #[repr(C, align(16))]
    struct Pool {
        /// The id of the thread whose lists hold this pool. why atomic: it is the one
        /// field other threads read (to see that a block is not theirs to recycle).
        owner: AtomicU64,
        /// Freed blocks of this pool; a free block's first word points to the next one.
        free: *mut u8,
        /// The never-used rest of the pool starts here (and ends at the pool's end).
        next: *mut u8,
        /// Blocks handed out and not freed.
        used: u32,
        /// The class of its blocks.
        class: u32,
        /// Neighbours in the owner's `partial` list of the class (or `link` alone in
        /// the `empty` list).
        prev: *mut Pool,
        link: *mut Pool,
        /// Whether the pool is on its class's `partial` list.
        listed: bool,
    }

    /// A thread's pools.
    struct Slab {
        /// This thread's id (0 until its first small allocation).
        id: u64,
        /// Per class, the pools that have room, the one allocated from first.
        partial: [*mut Pool; CLASSES],
        /// Pools whose blocks are all free, their memory still committed (at most
        /// `EMPTY_KEPT` of them).
        empty: *mut Pool,
        /// How many pools `empty` holds.
        empty_len: usize,
        /// Pools whose blocks are all free and whose memory went back to the system, a
        /// stack of `released_len` of `released_cap` entries from [`System`] (a released
        /// pool's own pages read as zeros, so it cannot link to the next one).
        released: *mut *mut Pool,
        released_len: usize,
        released_cap: usize,
        /// The uncarved rest of the current arena: `arena..arena_end`.
        arena: *mut u8,
        arena_end: *mut u8,
    }

    /// Thread ids for `Slab::id` (0 means none yet).
    static NEXT_ID: AtomicU64 = AtomicU64::new(1);

    thread_local! {
        // why `const` and no `Drop`: such a thread-local is a plain thread-local static,
        // one load to reach and usable until the thread is gone (even from other
        // thread-locals' destructors, which may still allocate and free).
        static SLAB: UnsafeCell<Slab> = const {
            UnsafeCell::new(Slab {
                id: 0,
                partial: [ptr::null_mut(); CLASSES],
                empty: ptr::null_mut(),
                empty_len: 0,
                released: ptr::null_mut(),
                released_len: 0,
                released_cap: 0,
                arena: ptr::null_mut(),
                arena_end: ptr::null_mut(),
            })
        };
    }

    /// Where a pool's blocks start: after its header.
    const FIRST: usize = std::mem::size_of::<Pool>();

    /// The end of the pool whose header is at `pool`.
    #[inline(always)]
    fn pool_end(pool: *mut Pool) -> *mut u8 {
        (pool as usize + POOL) as *mut u8
    }

    /// Whether `pool` can hand out another block of `size` bytes.
    ///
    /// # Safety
    /// `pool` is a live pool header.
    #[inline(always)]
    unsafe fn has_room(pool: *mut Pool, size: usize) -> bool {
        // SAFETY: the caller's promise.
        unsafe {
            !(*pool).free.is_null() || (*pool).next as usize + size <= pool_end(pool) as usize
        }
    }

    /// A block of `class`. Null only when the system is out of memory.
    ///
    /// why the rare cases out of line (a new pool, a pool filling up): inlined, their
    /// register needs made every call save and restore registers, 6 of its ~30
    /// instructions.
    #[inline(always)]
    pub(super) fn take(class: usize) -> *mut u8 {
        SLAB.with(|s| {
            // SAFETY: this thread's slab; no other reference to it is live (the
            // allocator's functions do not call each other while holding it).
            let s = unsafe { &mut *s.get() };
            let pool = s.partial[class];
            if pool.is_null() {
                return take_new(s, class);
            }
            // SAFETY: `pool` heads this thread's `partial` list of `class`.
            unsafe { take_from(s, pool, class) }
        })
    }

    /// A block of `pool`, which leaves its list when that fills it.
    ///
    /// # Safety
    /// `pool` heads this thread's `partial` list of `class`: a live pool of this class
    /// with room; its free blocks hold the next one in their first word, and its
    /// uncarved space is its own.
    #[inline(always)]
    unsafe fn take_from(s: &mut Slab, pool: *mut Pool, class: usize) -> *mut u8 {
        let size = class_layout(class).size();
        // SAFETY: the caller's promise.
        unsafe {
            let p = (*pool).free;
            let p = if p.is_null() {
                let p = (*pool).next;
                (*pool).next = p.add(size);
                p
            } else {
                (*pool).free = p.cast::<*mut u8>().read();
                p
            };
            (*pool).used += 1;
            if !has_room(pool, size) {
                return filled(s, pool, p);
            }
            p
        }
    }

    /// `p`, after taking `pool`, which it filled, off its `partial` list.
    ///
    /// # Safety
    /// `pool` is on this thread's `partial` list (`take_from`'s, which it headed).
    #[cold]
    #[inline(never)]
    unsafe fn filled(s: &mut Slab, pool: *mut Pool, p: *mut u8) -> *mut u8 {
        // SAFETY: the caller's promise.
        unsafe { unlink(s, pool) };
        p
    }

    /// A block of `class` when no pool of the class has room.
    #[cold]
    #[inline(never)]
    fn take_new(s: &mut Slab, class: usize) -> *mut u8 {
        let pool = new_pool(s, class);
        if pool.is_null() {
            return ptr::null_mut();
        }
        // SAFETY: `new_pool` put the fresh pool at the head of the class's list.
        unsafe { take_from(s, pool, class) }
    }

    /// A pool for `class` at the head of its `partial` list: an empty one, or one
    /// carved from the arena (a new arena when it is used up). Null when out of memory.
    #[cold]
    #[inline(never)]
    fn new_pool(s: &mut Slab, class: usize) -> *mut Pool {
        if s.id == 0 {
            s.id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        }
        let pool = if !s.empty.is_null() {
            let pool = s.empty;
            // SAFETY: pools on the `empty` list are live headers of this thread.
            s.empty = unsafe { (*pool).link };
            s.empty_len -= 1;
            pool
        } else if s.released_len > 0 {
            s.released_len -= 1;
            // SAFETY: the first `released_len` entries of the stack are written.
            unsafe { s.released.add(s.released_len).read() }
        } else {
            if s.arena == s.arena_end {
                // SAFETY: a nonzero size with a valid (power of two) alignment.
                let arena = unsafe { System.alloc(Layout::from_size_align_unchecked(ARENA, POOL)) };
                if arena.is_null() {
                    return ptr::null_mut();
                }
                s.arena = arena;
                // SAFETY: the end of the arena just allocated.
                s.arena_end = unsafe { arena.add(ARENA) };
            }
            let pool = s.arena.cast::<Pool>();
            // SAFETY: the arena has a whole pool left (it is a whole number of pools).
            s.arena = unsafe { s.arena.add(POOL) };
            pool
        };
        // SAFETY: `pool` is a POOL-aligned region of POOL bytes that nothing else uses.
        unsafe {
            pool.write(Pool {
                owner: AtomicU64::new(s.id),
                free: ptr::null_mut(),
                next: pool.cast::<u8>().add(FIRST),
                used: 0,
                class: class as u32,
                prev: ptr::null_mut(),
                link: ptr::null_mut(),
                listed: false,
            });
            push_partial(s, pool);
        }
        pool
    }

    /// Puts `pool` at the head of its class's `partial` list.
    ///
    /// # Safety
    /// `pool` is a live pool of this thread, on no list.
    #[inline(always)]
    unsafe fn push_partial(s: &mut Slab, pool: *mut Pool) {
        // SAFETY: the caller's promise; list members are live pools of this thread.
        unsafe {
            let class = (*pool).class as usize;
            let head = s.partial[class];
            (*pool).prev = ptr::null_mut();
            (*pool).link = head;
            if !head.is_null() {
                (*head).prev = pool;
            }
            s.partial[class] = pool;
            (*pool).listed = true;
        }
    }

    /// Puts `pool`, full until a block of it was just freed, back on its class's
    /// `partial` list: second, behind the pool allocations come from, unless the list is
    /// empty.
    ///
    /// why not first: the next allocation then took the one freed block and the pool
    /// left the list again, a round trip through both lists for every block freed into a
    /// full pool (158k of them in examples/pipeline.py, 1.4% of its instructions); behind
    /// the head, the pool gathers the blocks freed into it until the head fills up.
    ///
    /// # Safety
    /// `pool` is a live pool of this thread, not on any list.
    #[inline(always)]
    unsafe fn relist(s: &mut Slab, pool: *mut Pool) {
        // SAFETY: the caller's promise; list members are live pools of this thread.
        unsafe {
            let head = s.partial[(*pool).class as usize];
            if head.is_null() {
                push_partial(s, pool);
                return;
            }
            let after = (*head).link;
            (*pool).prev = head;
            (*pool).link = after;
            if !after.is_null() {
                (*after).prev = pool;
            }
            (*head).link = pool;
            (*pool).listed = true;
        }
    }

    /// Takes `pool` off its class's `partial` list.
    ///
    /// # Safety
    /// `pool` is a live pool of this thread on its `partial` list.
    #[inline(always)]
    unsafe fn unlink(s: &mut Slab, pool: *mut Pool) {
        // SAFETY: the caller's promise; list members are live pools of this thread.
        unsafe {
            let (prev, link) = ((*pool).prev, (*pool).link);
            if prev.is_null() {
                s.partial[(*pool).class as usize] = link;
            } else {
                (*prev).link = link;
            }
            if !link.is_null() {
                (*link).prev = prev;
            }
            (*pool).listed = false;
        }
    }

    /// Empty pools a thread keeps committed; the memory of more goes back to the system.
    /// why: without this, the memory of a phase's garbage (the words of a big `split`)
    /// stayed in the process while a later phase built something else: peak memory of
    /// examples/strings.py 31.9 MiB instead of glibc's 22.4 (which trims its heap).
    const EMPTY_KEPT: usize = 64;

    /// Returns the memory of an empty pool to the system and puts it on the `released`
    /// stack; false (nothing done) when the stack cannot grow.
    ///
    /// why the header's page too: keeping it (and the list link in it) resident kept 4
    /// KiB of every released pool: 2.1 MiB after the 150,000 words of a `split` in
    /// examples/strings.py, a quarter of what its peak memory lay above CPython's.
    #[cold]
    #[inline(never)]
    fn release(s: &mut Slab, pool: *mut Pool) -> bool {
        if s.released_len == s.released_cap && !grow_released(s) {
            return false;
        }
        // SAFETY: the pool's pages are whole pages (pools are page-aligned and a whole
        // number of pages) of an empty pool, which nothing reads: its blocks are all free
        // (so no other thread frees one and reads its header), and `new_pool` writes a
        // new header before the pool is used again. They read as zeros afterwards.
        unsafe { super::madvise(pool as usize, POOL, super::MADV_DONTNEED) };
        // SAFETY: `released_len < released_cap`, within the stack's allocation.
        unsafe { s.released.add(s.released_len).write(pool) };
        s.released_len += 1;
        true
    }

    /// Doubles the room of the `released` stack (from [`System`]: this allocator's own
    /// memory cannot hold it); false when the system has none.
    fn grow_released(s: &mut Slab) -> bool {
        let cap = (s.released_cap * 2).max(64);
        let entry = std::mem::size_of::<*mut Pool>();
        // SAFETY: sizes of at most `cap` pointers, far below `isize::MAX` (a pool per
        // entry), with a pointer's alignment; the old stack was allocated with the old
        // layout.
        let p = unsafe {
            let align = std::mem::align_of::<*mut Pool>();
            if s.released.is_null() {
                System.alloc(Layout::from_size_align_unchecked(cap * entry, align))
            } else {
                let old = Layout::from_size_align_unchecked(s.released_cap * entry, align);
                System.realloc(s.released.cast(), old, cap * entry)
            }
        };
        if p.is_null() {
            return false;
        }
        s.released = p.cast();
        s.released_cap = cap;
        true
    }

    /// Gives back a block of `class`.
    ///
    /// # Safety
    /// `p` is a block `take` handed out for `class` (on any thread) that nobody uses any
    /// more.
    #[inline(always)]
    pub(super) unsafe fn keep(class: usize, p: *mut u8) {
        let pool = (p as usize & !(POOL - 1)) as *mut Pool;
        SLAB.with(|s| {
            // SAFETY: as in `take`.
            let s = unsafe { &mut *s.get() };
            // SAFETY: `p` lies in a pool (after its header), whose header is live: pools
            // are never freed, and a pool is only set up again once all its blocks were
            // freed (so not while `p` was live). Only the owner thread reads or writes
            // the rest of a header, so a block of another thread's pool is left alone.
            unsafe {
                // (Ids start at 1, so a thread that never allocated owns no pool.)
                if (*pool).owner.load(Ordering::Relaxed) != s.id {
                    return;
                }
                debug_assert_eq!((*pool).class as usize, class);
                p.cast::<*mut u8>().write((*pool).free);
                (*pool).free = p;
                (*pool).used -= 1;
                // why the list moves out of line: as in `take`.
                if !(*pool).listed || (*pool).used == 0 {
                    settle(s, pool);
                }
            }
        });
    }

    /// Puts `pool`, which a block was just given back to, on its `partial` list if it
    /// was full, and on the `empty` list if it is empty now.
    ///
    /// # Safety
    /// `pool` is a live pool of this thread.
    #[inline(never)]
    unsafe fn settle(s: &mut Slab, pool: *mut Pool) {
        // SAFETY: the caller's promise; list members are live pools of this thread.
        unsafe {
            if !(*pool).listed {
                relist(s, pool);
            }
            // The pool leaves its list unless it is the only one of the class, which
            // stays so that an object allocated and freed over and over does not
            // move a pool back and forth.
            let alone = (*pool).prev.is_null() && (*pool).link.is_null();
            if (*pool).used == 0 && !alone {
                unlink(s, pool);
                if s.empty_len >= EMPTY_KEPT && release(s, pool) {
                    return;
                }
                (*pool).link = s.empty;
                s.empty = pool;
                s.empty_len += 1;
            }
        }
    }
}

/// `MADV_DONTNEED` of Linux's `<sys/mman.h>`.
const MADV_DONTNEED: i32 = 4;

/// Linux's `madvise` on `len` bytes from the page-aligned `start`; elsewhere nothing.
/// A refused advice changes nothing (the pages then just stay resident), so the result
/// is ignored.
///
/// # Safety
/// The range is mapped memory of this process, and with `MADV_DONTNEED` nothing reads
/// it again before writing it (it then reads as zeros).
unsafe fn madvise(start: usize, len: usize, advice: i32) {
    #[cfg(target_os = "linux")]
    {
        unsafe extern "C" {
            fn madvise(
                addr: *mut std::ffi::c_void,
                len: usize,
                advice: std::ffi::c_int,
            ) -> std::ffi::c_int;
        }
        // SAFETY: the caller's promise.
        unsafe { madvise(start as *mut std::ffi::c_void, len, advice) };
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, len, advice);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fill(p: *mut u8, len: usize, seed: u8) {
        for i in 0..len {
            // SAFETY: `p` holds at least `len` bytes (the test allocated them).
            unsafe { p.add(i).write(seed.wrapping_add(i as u8)) };
        }
    }

    fn holds(p: *const u8, len: usize, seed: u8) -> bool {
        // SAFETY: as in `fill`.
        (0..len).all(|i| unsafe { p.add(i).read() } == seed.wrapping_add(i as u8))
    }

    /// Every size and alignment the small classes serve, and the sizes around them, keep
    /// their contents through reallocs within a class, across classes and to and from
    /// large blocks.
    #[test]
    fn blocks_keep_contents_through_reallocs() {
        let a = PoolAlloc;
        for align in [1, 2, 4, 8, 16, 32] {
            for size in (1..=300).chain([511, 512, 513, 1000, 1024, 1025]) {
                let layout = Layout::from_size_align(size, align).unwrap();
                for new_size in [
                    1,
                    size,
                    size + 1,
                    17,
                    64,
                    128,
                    129,
                    256,
                    257,
                    1024,
                    1025,
                    4096,
                ] {
                    // SAFETY: valid layouts; each block is freed once, with its layout.
                    unsafe {
                        let p = a.alloc(layout);
                        assert!(!p.is_null() && (p as usize).is_multiple_of(align));
                        fill(p, size, size as u8);
                        let q = a.realloc(p, layout, new_size);
                        assert!(!q.is_null() && (q as usize).is_multiple_of(align));
                        assert!(
                            holds(q, size.min(new_size), size as u8),
                            "{size} -> {new_size}"
                        );
                        fill(q, new_size, 7);
                        a.dealloc(q, Layout::from_size_align(new_size, align).unwrap());
                    }
                }
            }
        }
    }

    /// Every size up to `SMALL_MAX` has the smallest class that holds it, and the classes
    /// grow with the size.
    #[test]
    fn classes_fit_their_sizes() {
        let mut last = 0;
        for size in 1..=SMALL_MAX {
            let class = small_class(Layout::from_size_align(size, 8).unwrap()).unwrap();
            let block = class_layout(class).size();
            assert!(block >= size && class >= last, "{size}: class {class}");
            assert!(
                block < 2 * size || block <= FINE_MAX,
                "{size} wastes {block}"
            );
            last = class;
        }
        assert_eq!(last, CLASSES - 1);
        assert_eq!(
            small_class(Layout::from_size_align(SMALL_MAX + 1, 8).unwrap()),
            None
        );
    }

    /// Many blocks of several classes, freed in a shuffled order and allocated again,
    /// keep their contents while live.
    #[test]
    fn pools_fill_empty_and_change_class() {
        let a = PoolAlloc;
        for round in 0..3u8 {
            let mut live: Vec<(usize, Layout, u8)> = Vec::new();
            for i in 0..6000usize {
                let size = [16, 40, 128, 200, 512, 1000][(i * 7 + round as usize) % 6];
                let layout = Layout::from_size_align(size, 16).unwrap();
                // SAFETY: a valid layout; freed once below.
                let p = unsafe { a.alloc(layout) };
                assert!(!p.is_null() && (p as usize).is_multiple_of(16));
                fill(p, size, i as u8);
                live.push((p as usize, layout, i as u8));
                if i % 3 == 2 {
                    let (q, l, seed) = live.swap_remove((i * 31) % live.len());
                    assert!(holds(q as *const u8, l.size(), seed));
                    // SAFETY: allocated above with `l`, freed once, here.
                    unsafe { a.dealloc(q as *mut u8, l) };
                }
            }
            for (q, l, seed) in live {
                assert!(holds(q as *const u8, l.size(), seed));
                // SAFETY: as above.
                unsafe { a.dealloc(q as *mut u8, l) };
            }
        }
    }

    /// Pools whose blocks were all freed serve another class (the memory of a burst of
    /// small strings is not kept for small strings only).
    #[test]
    fn emptied_pools_serve_other_classes() {
        let a = PoolAlloc;
        let small = Layout::from_size_align(16, 8).unwrap();
        let big = Layout::from_size_align(1000, 8).unwrap();
        // SAFETY: valid layouts; each block is freed once.
        unsafe {
            let blocks: Vec<*mut u8> = (0..5000).map(|_| a.alloc(small)).collect();
            let pools: std::collections::HashSet<usize> =
                blocks.iter().map(|&p| p as usize & !(POOL - 1)).collect();
            for &p in &blocks {
                a.dealloc(p, small);
            }
            let bigs: Vec<*mut u8> = (0..100).map(|_| a.alloc(big)).collect();
            assert!(
                bigs.iter()
                    .any(|&p| pools.contains(&(p as usize & !(POOL - 1))))
            );
            for &p in &bigs {
                a.dealloc(p, big);
            }
        }
    }

    /// Pools released to the system (more than a thread keeps empty, their headers
    /// included) serve new blocks again, of any class, with their contents kept.
    #[test]
    fn released_pools_come_back() {
        let a = PoolAlloc;
        for (round, size) in [64usize, 48, 64, 1000].into_iter().enumerate() {
            let layout = Layout::from_size_align(size, 16).unwrap();
            // Enough blocks for several hundred pools: most are released when freed.
            let n = 300 * POOL / size;
            // SAFETY: a valid layout; every block is freed once, with it.
            unsafe {
                let blocks: Vec<*mut u8> = (0..n).map(|_| a.alloc(layout)).collect();
                for (i, &p) in blocks.iter().enumerate() {
                    assert!(!p.is_null());
                    fill(p, size, (i + round) as u8);
                }
                for (i, &p) in blocks.iter().enumerate() {
                    assert!(holds(p, size, (i + round) as u8), "round {round} block {i}");
                    a.dealloc(p, layout);
                }
            }
        }
    }

    /// A freed small block is handed out again for a request of its class, and a zeroed
    /// one really is zero even when the block was dirty.
    #[test]
    fn freed_small_blocks_are_reused_and_zeroed_on_request() {
        let a = PoolAlloc;
        let l40 = Layout::from_size_align(40, 8).unwrap();
        let l48 = Layout::from_size_align(48, 8).unwrap();
        // SAFETY: valid layouts; each block is freed once, with its layout.
        unsafe {
            let p = a.alloc(l40);
            fill(p, 40, 1);
            a.dealloc(p, l40);
            let q = a.alloc_zeroed(l48);
            assert_eq!(p, q, "the 33-48 byte class recycles its block");
            assert!((0..48).all(|i| q.add(i).read() == 0));
            a.dealloc(q, l48);
        }
    }

    /// A thread may exit with blocks in its pools (and free more during its teardown);
    /// blocks allocated on one thread may be used and freed on another.
    #[test]
    fn threads_exit_and_trade_blocks() {
        let a = PoolAlloc;
        let layout = Layout::from_size_align(24, 8).unwrap();
        let handed: Vec<usize> = std::thread::spawn(move || {
            let a = PoolAlloc;
            let mut kept = Vec::new();
            for i in 0..500 {
                // SAFETY: a valid layout; freed once below or by the other thread.
                let p = unsafe { a.alloc(layout) };
                fill(p, 24, i as u8);
                if i % 2 == 0 {
                    // SAFETY: allocated just above with `layout`.
                    unsafe { a.dealloc(p, layout) };
                } else {
                    kept.push(p as usize);
                }
            }
            kept
        })
        .join()
        .unwrap();
        for (i, &p) in handed.iter().enumerate() {
            assert!(holds(p as *const u8, 24, (2 * i + 1) as u8), "block {i}");
        }
        for &p in &handed {
            // SAFETY: allocated by the other thread with `layout`, freed once, here.
            unsafe { a.dealloc(p as *mut u8, layout) };
        }
        // The traded blocks stay unused (their pools belong to the exited thread), and
        // this thread's own freed blocks are reused.
        // SAFETY: valid layouts; each block is freed once.
        unsafe {
            let p = a.alloc(layout);
            assert!(!handed.contains(&(p as usize)));
            a.dealloc(p, layout);
            assert_eq!(a.alloc(layout), p);
            a.dealloc(p, layout);
        }
    }
}

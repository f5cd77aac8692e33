//! The allocator of the `vm-std` command: the system allocator, with a per-thread cache
//! of small freed blocks and transparent huge pages for large blocks.
//!
//! Small blocks (up to [`SMALL_MAX`] bytes: string objects, short lists, tuples) are
//! rounded up to a class (every 16 bytes up to 128, then 256, 512 and 1024), and a thread
//! keeps up to 64 freed blocks per class to hand out again. why: a Python program frees strings in bursts (a list of pieces at
//! the end of a loop iteration); glibc's per-thread cache keeps 7 blocks per size, and the
//! rest take its slower paths: malloc and free were 14% of `examples/strings.py`'s
//! instructions. With the cache: -7% instructions on strings (cachegrind), timed A/Bs
//! 1.05x and 1.12x, peak memory 22.3 -> 23.5 MiB (CPython: 27.1). The classes above 128
//! bytes serve a growing list (a `Vec` doubles: 8 values are 128 bytes, then 256...),
//! whose every growth was a glibc `realloc` of about 600 instructions. The cache holds
//! at most 148 KiB per thread and goes back to the system when the thread exits.
//!
//! why: a list of a million values is a 16 MiB buffer. Walking it with a stride (a sieve,
//! `flags[n - p]` over the primes) touches a new 4 KiB page every few iterations, and
//! 16 MiB of 4 KiB pages is more than the second-level TLB maps (2048 entries on current
//! x86 cores: 8 MiB), so those loads also wait for page walks. Most Linux systems enable
//! transparent huge pages only for memory that asks for them (`madvise` mode), so large
//! blocks ask: 16 MiB is then eight TLB entries. Measured on `examples/sieve.py`: A/Bs
//! of 1.23x and 1.25x (11 runs), peak memory 27.8 -> 28.5 MiB.
//!
//! Only blocks of [`HUGE_BLOCK`] or more ask. glibc serves them with their own `mmap`
//! (the runner sets `M_MMAP_THRESHOLD` to 1 MiB), so the advice never reaches the heap of
//! small objects, whose partly used huge pages would raise peak memory.

use std::alloc::{GlobalAlloc, Layout, System};

/// Blocks of this many bytes or more are backed by transparent huge pages where the
/// system supports them.
pub const HUGE_BLOCK: usize = 8 << 20;

/// The smallest page size of the platforms this runs on (madvise works on whole pages).
const SMALL_PAGE: usize = 4096;

/// [`System`], recycling small blocks through a per-thread cache and asking for
/// transparent huge pages for blocks of [`HUGE_BLOCK`] or more.
///
/// Install it in a binary with `#[global_allocator]`; elsewhere than Linux the huge-page
/// advice is left out.
pub struct HugePageAlloc;

// SAFETY: large blocks go to `System` with the caller's arguments (plus advice, which
// changes no contents). A small block is always a `System` block of its class's full
// size (`class_layout`), allocated with that layout and freed with it; the cache only
// holds blocks that were handed back by `dealloc` (so nobody else uses them) and hands
// each out once. Every block of a class is at least the class size and 16-aligned
// (`System` with a size of 16 or more returns 16-aligned memory), so it fits any request
// of that class whose alignment is at most 16; other alignments bypass the cache.
unsafe impl GlobalAlloc for HugePageAlloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if let Some(class) = small_class(layout) {
            if let Some(p) = small::take(class) {
                return p;
            }
            // SAFETY: a nonzero size with a valid alignment.
            return unsafe { System.alloc(class_layout(class)) };
        }
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.alloc(layout) };
        advise(p, layout.size());
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if small_class(layout).is_some() {
            // SAFETY: the caller's guarantees hold for `alloc` too.
            let p = unsafe { self.alloc(layout) };
            if !p.is_null() {
                // SAFETY: `p` is a fresh block of at least `layout.size()` bytes.
                unsafe { std::ptr::write_bytes(p, 0, layout.size()) };
            }
            return p;
        }
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.alloc_zeroed(layout) };
        advise(p, layout.size());
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if let Some(class) = small_class(layout) {
            if !small::keep(class, ptr) {
                // SAFETY: `ptr` came from `System` with this class's layout (see above).
                unsafe { System.dealloc(ptr, class_layout(class)) }
            }
            return;
        }
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY (of the layout): the caller promises a valid layout for `new_size`.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        match (small_class(layout), small_class(new_layout)) {
            // The block is already its class's full size.
            (Some(old), Some(new)) if old == new => return ptr,
            // Small to large: `System` can grow the class block in place.
            (Some(old), None) => {
                // SAFETY: `ptr` is a `System` block of `class_layout(old)`.
                let p = unsafe { System.realloc(ptr, class_layout(old), new_size) };
                advise(p, new_size);
                return p;
            }
            // Into a small class: a block of that class (a `System` realloc could return
            // one smaller than the class size), then copy and free.
            (_, Some(_)) => {
                // SAFETY: the caller's guarantees for `alloc` and `dealloc`.
                unsafe {
                    let p = self.alloc(new_layout);
                    if !p.is_null() {
                        std::ptr::copy_nonoverlapping(ptr, p, layout.size().min(new_size));
                        self.dealloc(ptr, layout);
                    }
                    return p;
                }
            }
            (None, None) => {}
        }
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        // why again after a realloc: a block that grew in place (`mremap`) has a new tail
        // the earlier advice did not cover.
        advise(p, new_size);
        p
    }
}

/// Blocks of up to this many bytes are recycled through a per-thread cache.
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
/// Blocks a thread keeps per class.
const KEPT: usize = 64;

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

/// The layout every block of `class` has in `System`.
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

/// The per-thread cache of freed small blocks.
mod small {
    use super::{CLASSES, KEPT, System, class_layout};
    use std::alloc::GlobalAlloc;
    use std::cell::UnsafeCell;

    /// Freed blocks by class, a stack each, and whether the thread is exiting.
    pub(super) struct Cache {
        len: [usize; CLASSES],
        blocks: [[*mut u8; KEPT]; CLASSES],
        /// Set by the exit hook: from then on blocks go straight back to `System`.
        closed: bool,
        /// Whether the exit hook is registered.
        hooked: bool,
    }

    thread_local! {
        // why `const` and no `Drop`: such a thread-local is a plain thread-local static,
        // one load to reach and usable until the thread is gone (even from other
        // thread-locals' destructors); the exit hook below flushes it.
        static CACHE: UnsafeCell<Cache> = const {
            UnsafeCell::new(Cache {
                len: [0; CLASSES],
                blocks: [[std::ptr::null_mut(); KEPT]; CLASSES],
                closed: false,
                hooked: false,
            })
        };
        static EXIT: Exit = const { Exit };
    }

    /// Returns the thread's cached blocks to `System` when the thread exits.
    struct Exit;

    impl Drop for Exit {
        fn drop(&mut self) {
            CACHE.with(|c| {
                // SAFETY: this thread's cache, used by nothing else during this call (the
                // allocator's functions do not run each other while holding it).
                let c = unsafe { &mut *c.get() };
                c.closed = true;
                for class in 0..CLASSES {
                    for &p in &c.blocks[class][..c.len[class]] {
                        // SAFETY: a `System` block of this class's layout that the cache
                        // owned.
                        unsafe { System.dealloc(p, class_layout(class)) };
                    }
                    c.len[class] = 0;
                }
            });
        }
    }

    /// A cached block of `class`, if there is one.
    #[inline(always)]
    pub(super) fn take(class: usize) -> Option<*mut u8> {
        CACHE.with(|c| {
            // SAFETY: this thread's cache; no other reference to it is live (see `Exit`).
            let c = unsafe { &mut *c.get() };
            let n = c.len[class];
            if n == 0 {
                return None;
            }
            c.len[class] = n - 1;
            Some(c.blocks[class][n - 1])
        })
    }

    /// Keeps a freed block of `class`; `false` when the cache is full or closed (the
    /// caller frees it).
    #[inline(always)]
    pub(super) fn keep(class: usize, p: *mut u8) -> bool {
        let (kept, first) = CACHE.with(|c| {
            // SAFETY: as in `take`.
            let c = unsafe { &mut *c.get() };
            let n = c.len[class];
            if n == KEPT || c.closed {
                return (false, false);
            }
            c.blocks[class][n] = p;
            c.len[class] = n + 1;
            (true, !std::mem::replace(&mut c.hooked, true))
        });
        // why after the borrow ends: registering the hook allocates, which comes back
        // here.
        if first {
            hook();
        }
        kept
    }

    /// Registers the exit hook (touching a thread-local with `Drop` registers it).
    #[cold]
    #[inline(never)]
    fn hook() {
        // `try_with`: during the thread's own teardown it is gone, and then nothing more
        // is cached.
        if EXIT.try_with(|_| ()).is_err() {
            CACHE.with(|c| {
                // SAFETY: as in `take`.
                unsafe { (*c.get()).closed = true };
            });
        }
    }
}

/// Asks for huge pages on the whole huge pages inside the block at `p`, if it is large.
#[inline]
fn advise(p: *mut u8, size: usize) {
    if size >= HUGE_BLOCK && !p.is_null() {
        advise_huge(p as usize, size);
    }
}

#[cold]
#[inline(never)]
fn advise_huge(start: usize, size: usize) {
    #[cfg(target_os = "linux")]
    {
        /// `MADV_HUGEPAGE` of Linux's `<sys/mman.h>`.
        const MADV_HUGEPAGE: std::ffi::c_int = 14;
        unsafe extern "C" {
            fn madvise(
                addr: *mut std::ffi::c_void,
                len: usize,
                advice: std::ffi::c_int,
            ) -> std::ffi::c_int;
        }
        // why the whole block, rounded out to small pages, rather than just the huge
        // pages inside it: advice on part of a mapping splits it in two, and glibc's
        // `mremap`, which grows a mapped block in place, then fails (`EFAULT`) and falls
        // back to allocate-copy-free (seen with strace). The kernel uses huge pages for
        // the aligned 2 MiB stretches of an advised mapping anyway.
        let first = start & !(SMALL_PAGE - 1);
        let end = (start + size).next_multiple_of(SMALL_PAGE);
        // SAFETY: `[first, end)` covers a block the allocator just returned, plus the
        // rest of its first and last page, all mapped memory of this process.
        // `MADV_HUGEPAGE` is advice: it changes how the kernel backs the pages, never
        // their contents. A kernel without transparent huge pages refuses with `EINVAL`,
        // which changes nothing, so the result is ignored.
        unsafe {
            madvise(first as *mut std::ffi::c_void, end - first, MADV_HUGEPAGE);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, size);
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
        let a = HugePageAlloc;
        for align in [1, 2, 4, 8, 16, 32] {
            for size in (1..=300).chain([511, 512, 513, 1000, 1024, 1025]) {
                let layout = Layout::from_size_align(size, align).unwrap();
                for new_size in [1, size, size + 1, 17, 64, 128, 129, 256, 257, 1024, 1025, 4096] {
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
            assert!(block < 2 * size || block <= FINE_MAX, "{size} wastes {block}");
            last = class;
        }
        assert_eq!(last, CLASSES - 1);
        assert_eq!(small_class(Layout::from_size_align(SMALL_MAX + 1, 8).unwrap()), None);
    }

    /// A freed small block is handed out again for a request of its class, and a zeroed
    /// one really is zero even when the block was dirty.
    #[test]
    fn freed_small_blocks_are_reused_and_zeroed_on_request() {
        let a = HugePageAlloc;
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

    /// Blocks freed on a thread that then exits go back to the system (no crash, and the
    /// thread's later frees during teardown bypass the closed cache); blocks allocated on
    /// one thread may be freed on another.
    #[test]
    fn threads_exit_and_trade_blocks() {
        let a = HugePageAlloc;
        let layout = Layout::from_size_align(24, 8).unwrap();
        let handed: Vec<usize> = std::thread::spawn(move || {
            let a = HugePageAlloc;
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
        for p in handed {
            // SAFETY: allocated by the other thread with `layout`, freed once, here.
            unsafe { a.dealloc(p as *mut u8, layout) };
        }
    }
}

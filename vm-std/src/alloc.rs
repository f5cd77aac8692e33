//! The allocator of the `vm-std` command: the system allocator, with transparent huge
//! pages for large blocks.
//!
//! why: a list of a million values is a 16 MiB buffer. Walking it with a stride (a sieve,
//! `flags[n - p]` over the primes) touches a new 4 KiB page every few iterations, and
//! 16 MiB of 4 KiB pages is more than the second-level TLB maps (2048 entries on current
//! x86 cores: 8 MiB), so those loads also wait for page walks. Most Linux systems enable
//! transparent huge pages only for memory that asks for them (`madvise` mode), so large
//! blocks ask: 16 MiB is then eight TLB entries. Measured on `examples/sieve.py`: about
//! 10% less time, the same peak memory.
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

/// [`System`], asking for transparent huge pages for blocks of [`HUGE_BLOCK`] or more.
///
/// Install it in a binary with `#[global_allocator]`; elsewhere than Linux it is exactly
/// [`System`].
pub struct HugePageAlloc;

// SAFETY: every method forwards to `System` with the same arguments and returns its
// result; the only addition is advice about memory `System` just handed out, which does
// not change its contents or validity.
unsafe impl GlobalAlloc for HugePageAlloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.alloc(layout) };
        advise(p, layout.size());
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.alloc_zeroed(layout) };
        advise(p, layout.size());
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        // why again after a realloc: a block that grew in place (`mremap`) has a new tail
        // the earlier advice did not cover.
        advise(p, new_size);
        p
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

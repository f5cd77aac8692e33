//! Moving two-word values as two words.
//!
//! A 16-byte value built in two registers is stored as two 8-byte words; copying it later
//! as one 16-byte load misses store-to-load forwarding, a stall of about a dozen cycles.
//! The dispatch loop pops and pushes values through these functions, and a value type
//! can use them where its own hot paths move values (vm-std's local and list stores).
//! Both sides stay two words: the compiler merges plain word copies of a value that sits
//! in memory (a popped value kept across a frame's teardown, say) into one 16-byte load,
//! the stall again when the words were stored just before.
//! Values of any other size are moved as usual.

use core::mem::{ManuallyDrop, MaybeUninit, align_of, size_of};

/// Whether `V` is moved word by word.
const fn two_words<V>() -> bool {
    size_of::<V>() == 16 && align_of::<V>() >= 8
}

/// Reads the value at `src` (a bitwise copy, as [`core::ptr::read`]), a two-word value
/// as two 8-byte loads.
///
/// # Safety
/// As for [`core::ptr::read`]: `src` is valid, aligned and holds a value; the caller
/// owns the copy (the original must not be dropped as well unless `V` owns nothing).
#[inline(always)]
pub unsafe fn read<V>(src: *const V) -> V {
    if two_words::<V>() {
        let src = src as *const MaybeUninit<u64>;
        let mut out = MaybeUninit::<V>::uninit();
        let dst = out.as_mut_ptr() as *mut MaybeUninit<u64>;
        // SAFETY: `V` is 16 bytes and 8-aligned, so both pointers cover two aligned
        // words; `MaybeUninit<u64>` copies padding bytes as they are.
        unsafe {
            // why volatile: plain reads get merged back into one 16-byte load.
            let (lo, hi) = (src.read_volatile(), src.add(1).read_volatile());
            dst.write(lo);
            dst.add(1).write(hi);
            out.assume_init()
        }
    } else {
        // SAFETY: the caller's promise.
        unsafe { src.read() }
    }
}

/// Writes `v` to `dst` without dropping what is there (as [`core::ptr::write`]), a
/// two-word value as two 8-byte stores.
///
/// # Safety
/// As for [`core::ptr::write`]: `dst` is valid for writes and aligned.
#[inline(always)]
pub unsafe fn write<V>(dst: *mut V, v: V) {
    if two_words::<V>() {
        let v = ManuallyDrop::new(v);
        let src = &*v as *const V as *const MaybeUninit<u64>;
        let dst = dst as *mut MaybeUninit<u64>;
        // SAFETY: as in `read`; `v` is forgotten, its bits now live at `dst`.
        unsafe {
            let (lo, hi) = (src.read(), src.add(1).read());
            // why volatile: plain stores of a value that sits in memory get merged
            // with its loads into one 16-byte copy.
            dst.write_volatile(lo);
            dst.add(1).write_volatile(hi);
        }
    } else {
        // SAFETY: the caller's promise.
        unsafe { dst.write(v) }
    }
}

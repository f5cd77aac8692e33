//! # vm-core
//!
//! The runtime of the **vm** framework. An instruction set is one Rust module of annotated
//! functions under [`instruction_set`]; the macro generates the opcode enum, inline-cache
//! layouts, the specializer, the dispatch loop, metadata tables, a disassembler, stats and
//! a format hash. This crate holds what that generated code runs on: [`Code`] with inline
//! caches, the [`Builder`] that lays them out, the verifier, the backoff [`counter`],
//! [`Thread`] with its frames, and [`stats`].
//!
//! # Safety model
//!
//! The generated dispatch loop does not check what the verifier already proved: it pushes
//! and pops operands without bounds checks (keeping the stack pointer in a register),
//! reads local slots and fetches instructions unchecked. That is sound because
//! - every [`Code`] is verified when it is built or decoded ([`verify()`]: stack depths on
//!   every path, including the peak inside a macro instruction, local slots (whole opargs
//!   and [`code::oparg_field`]s), jump targets (opargs and immediates), instructions whose
//!   cache or immediates would run past the end, superinstruction components), and
//!   [`Thread::push_frame`] (or the loop's inline common case, `Thread::enter_callee`)
//!   reserves the verified `max_stack` before a frame runs;
//! - safe code cannot change a code's units afterwards: [`code::Units`] only loads; the
//!   writes are `unsafe fn`s whose callers promise to write only opcodes and caches, never
//!   an immediate, and the opcode rewrite ([`code::rewrite_opcode`]) also refuses to leave
//!   a family (whose members share stack effects);
//! - an op that panics leaves the thread's values leaked rather than dropped twice.
//!
//! The `unsafe` blocks are in [`__private`] (the stack helpers the loop calls),
//! [`code`] and [`thread`], each with the invariant it relies on; `benches/dispatch.rs`
//! is the measurement that justifies them (see the helpers' comments).

// Every `unsafe` operation sits in its own block with a `// SAFETY:` comment naming the
// invariant it relies on, also inside `unsafe fn`s.
#![deny(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks)]
#![warn(missing_docs)]

#[doc = include_str!("../../docs/adding-a-specialization.md")]
pub mod adding_a_specialization {}
#[doc = include_str!("../../docs/control-flow.md")]
pub mod control_flow {}
pub mod builder;
pub mod code;
pub mod code_data;
pub mod counter;
pub mod dis;
pub mod error;
pub mod exception;
pub mod flow;
pub mod generator;
pub mod interp;
pub mod isa;
mod native_stack;
pub mod serialize;
pub mod stats;
#[cfg(feature = "stats")]
pub mod stats_report;
pub mod thread;
pub mod value;
pub mod verify;
pub mod version;
pub mod words;

pub use builder::{BuildError, Builder, Label};
pub use code::{CacheValue, Code};
pub use code_data::{CodeData, EncodeError};
pub use counter::{Backoff, BackoffConfig};
pub use dis::{DisOptions, dis, dis_with};
pub use error::{ErrorKind, TraceEntry, Traceback, VmError};
pub use exception::{Handler, Raise};
pub use flow::{CallArgs, Conversion, Flow, InitCheck, Invoke, Jump, Rerun, Return};
pub use generator::{
    GeneratorHandle, Resume, Resumed, Step, Suspended, Yield, YieldDiscard, YieldSink,
};
pub use interp::Interp;
pub use isa::{CacheFieldInfo, Count, InstructionSet, OpFlags, OpInfo, OpKind};
pub use serialize::DecodeError;
pub use thread::{Config, Frame, FrameCode, Thread};
pub use value::{Guard, RefGuard, VmValue};
pub use verify::{VerifyError, verify, verify_with_handlers};

/// Turns a module of annotated functions into an instruction set. See the crate docs.
pub use vm_macros::instruction_set;

/// Items the generated code names; not part of the public API.
#[doc(hidden)]
pub mod __private {
    pub use std::sync::Arc;
    pub use std::sync::atomic::{AtomicU32, Ordering::Relaxed};

    pub use crate::flow::ExitCheck;
    pub use crate::thread::{CHECKED_FRAME, DELIVER_FRAME, FRAME_MARKS, Resumer, YieldTo};

    use core::mem::MaybeUninit;

    // The running instruction as the dispatch loop sees it: a pointer into the frame's
    // units rather than a base and an index, so that one register, not two, follows the
    // running frame from instruction to instruction (the base is re-read where a jump or
    // an offset needs it). Only verified code runs, and the verifier proved every
    // instruction start, fall-through and jump target in bounds.

    /// The unit `at` units past `base`.
    ///
    /// # Safety
    /// `base` starts a code's units and `at` is within them (or one past).
    #[inline(always)]
    pub unsafe fn pc_at(base: *const AtomicU32, at: usize) -> *const AtomicU32 {
        // SAFETY: the caller's promise.
        unsafe { base.add(at) }
    }

    /// The offset of `pc` from `base`, in units.
    ///
    /// # Safety
    /// Both point into the same code's units (or one past), `pc` at or above `base`.
    #[inline(always)]
    pub unsafe fn pc_index(base: *const AtomicU32, pc: *const AtomicU32) -> usize {
        // SAFETY: the caller's promise.
        unsafe { pc.offset_from(base) as usize }
    }

    /// The word at `pc`.
    ///
    /// # Safety
    /// `pc` points at a unit of a live code.
    #[inline(always)]
    pub unsafe fn load_pc(pc: *const AtomicU32) -> u32 {
        // SAFETY: the caller's promise.
        unsafe { (*pc).load(Relaxed) }
    }

    /// The immediate `offset` units past `pc`, read as plain memory (see
    /// [`crate::code::Units::immediate_unchecked`]).
    ///
    /// # Safety
    /// `pc + offset` is an immediate of verified code.
    #[inline(always)]
    pub unsafe fn immediate_at(pc: *const AtomicU32, offset: usize) -> u32 {
        // SAFETY: the caller's promise: in bounds and never written concurrently.
        unsafe { *(*pc.add(offset)).as_ptr() }
    }

    /// Marks the path that calls it as unlikely (for paths of the loop other than the
    /// generic arms, whose `cold_path` hint `cold_generics` controls).
    #[cold]
    #[inline(always)]
    pub fn unlikely() {}

    // The operand stack as the dispatch loop sees it: the slots of `Thread::stack`, whose
    // base the loop keeps in a local for as long as a frame runs (the buffer moves only
    // in `Thread::push_frame`, after which the loop re-reads it), and a stack pointer
    // that the loop keeps in another local as a raw pointer one past the top value. A
    // push or pop is then one store or load pair and an add: no reload of the `Vec`'s
    // buffer pointer, no index scaling.
    //
    // Invariant: the slots below `sp` hold values, the slots from `sp` up do not. The
    // loop runs only verified code (`Code` is built or decoded through the verifier and
    // its units change only within families), and the verifier proved, for every
    // instruction, that the operand depth covers its inputs and stays within the code's
    // `max_stack`, whose room `Thread::push_frame` reserved, and that local slots are
    // below `nlocals`. Those proofs are what the `# Safety` sections below ask the
    // generated loop for. The `limit` arguments (one past the buffer's last slot) only
    // feed debug assertions.
    // Measured by `benches/dispatch.rs`: with checked `Vec` pushes and pops the loop was
    // 1.07-1.09x the hand-written one on the loop programs; without, 1.00-1.02x.

    /// A slot pointer of the stack as an index from `base`.
    ///
    /// # Safety
    /// `p` and `base` point into (or one past) the same stack buffer, `p` not below `base`.
    #[inline(always)]
    pub unsafe fn index<V>(base: *mut MaybeUninit<V>, p: *mut MaybeUninit<V>) -> usize {
        // SAFETY: the caller's promise.
        unsafe { p.offset_from(base) as usize }
    }

    /// The slot `at` slots above `base` (a pointer, nothing read).
    ///
    /// # Safety
    /// `base + at` is within (or one past) the stack buffer `base` points into.
    #[inline(always)]
    pub unsafe fn at<V>(base: *mut MaybeUninit<V>, at: usize) -> *mut MaybeUninit<V> {
        // SAFETY: the caller's promise.
        unsafe { base.add(at) }
    }

    /// Pushes `v` at `*sp`.
    ///
    /// # Safety
    /// `*sp < limit`: the verified depth bound of the running frame keeps the push within
    /// the room `push_frame` reserved.
    #[inline(always)]
    pub unsafe fn push<V>(sp: &mut *mut MaybeUninit<V>, limit: *mut MaybeUninit<V>, v: V) {
        debug_assert!(*sp < limit, "push beyond the verified stack depth");
        let _ = limit;
        // SAFETY: the caller's promise keeps the slot in bounds; it holds no value.
        unsafe {
            write_words(&mut **sp, v);
            *sp = sp.add(1);
        }
    }

    /// Pops the top value.
    ///
    /// # Safety
    /// The running frame's operand depth is at least one (the verifier's input count), so
    /// `*sp - 1` holds a value of this frame, at or above `floor` (the buffer's base).
    #[inline(always)]
    pub unsafe fn pop<V>(sp: &mut *mut MaybeUninit<V>, floor: *mut MaybeUninit<V>) -> V {
        debug_assert!(*sp > floor, "pop below the stack");
        let _ = floor;
        // SAFETY: the slot holds a value (the caller's promise); lowering `sp` first
        // makes it a free slot, so the value is read out exactly once.
        unsafe {
            *sp = sp.sub(1);
            read_words(&**sp)
        }
    }

    /// Reads the value out of `slot` (see [`crate::words::read`]).
    ///
    /// # Safety
    /// `slot` holds a value, which the caller takes over.
    #[inline(always)]
    unsafe fn read_words<V>(slot: &MaybeUninit<V>) -> V {
        // SAFETY: the caller's promise.
        unsafe { crate::words::read(slot.as_ptr()) }
    }

    /// Writes `v` into the empty `slot` (see [`crate::words::write`]).
    ///
    /// # Safety
    /// `slot` holds no value (overwriting one would leak it; the loop never does).
    #[inline(always)]
    unsafe fn write_words<V>(slot: &mut MaybeUninit<V>, v: V) {
        // SAFETY: `slot` is valid for writes; nothing in it needs dropping.
        unsafe { crate::words::write(slot.as_mut_ptr(), v) }
    }

    /// Pushes `n` default values: the slots an op with `#[outputs]` writes.
    ///
    /// # Safety
    /// `*sp + n <= limit`: the verifier counted the op's outputs for this oparg in the
    /// running frame's `max_stack`.
    #[inline(always)]
    pub unsafe fn push_defaults<V: Default>(
        sp: &mut *mut MaybeUninit<V>,
        limit: *mut MaybeUninit<V>,
        n: usize,
    ) {
        debug_assert!(
            (limit as usize - *sp as usize) / size_of::<V>().max(1) >= n,
            "outputs beyond the verified stack depth"
        );
        let _ = limit;
        for _ in 0..n {
            // SAFETY: the caller's promise keeps each slot in bounds; none holds a value.
            unsafe {
                write_words(&mut **sp, V::default());
                *sp = sp.add(1);
            }
        }
    }

    /// Drops the values from `to` up and makes `to` the stack pointer.
    ///
    /// # Safety
    /// `to <= *sp`, both in the same stack buffer, and the slots below `*sp` hold values.
    #[inline(always)]
    pub unsafe fn truncate<V>(sp: &mut *mut MaybeUninit<V>, to: *mut MaybeUninit<V>) {
        // SAFETY: the caller's promise; `lower` hands back the values it cut off.
        unsafe {
            let n = lower(sp, to);
            core::ptr::drop_in_place(core::ptr::slice_from_raw_parts_mut(to as *mut V, n));
        }
    }

    /// [`truncate`] of a returning frame's values, through
    /// [`crate::VmValue::drop_frame_values`].
    ///
    /// # Safety
    /// As for [`truncate`].
    #[inline(always)]
    pub unsafe fn truncate_frame<V: crate::VmValue>(
        sp: &mut *mut MaybeUninit<V>,
        to: *mut MaybeUninit<V>,
    ) {
        // SAFETY: the caller's promise; `lower` hands back the values it cut off.
        unsafe { V::drop_frame_values(to as *mut V, lower(sp, to)) }
    }

    /// Makes `to` the stack pointer and returns how many values lie from `to` to the old
    /// one: the values a truncation then drops, exactly once (`MaybeUninit<V>` has `V`'s
    /// layout).
    ///
    /// # Safety
    /// As for [`truncate`].
    #[inline(always)]
    unsafe fn lower<V>(sp: &mut *mut MaybeUninit<V>, to: *mut MaybeUninit<V>) -> usize {
        debug_assert!(to <= *sp, "truncate above the stack");
        let end = core::mem::replace(sp, to);
        // SAFETY: both lie in one stack buffer, `to <= end` (the caller's promise).
        unsafe { end.offset_from(to) as usize }
    }

    /// Moves the values from `from` up to the stack pointer one slot up, pushes nothing
    /// new and leaves `from` holding a default value: room for one more value below them
    /// (the receiver of an [`crate::Invoke::Init`] call, below its arguments). `false`,
    /// with nothing moved, when the stack has no slot left at `limit`.
    ///
    /// # Safety
    /// `from <= *sp <= limit`, all in the same stack buffer, whose slots below `*sp` hold
    /// values.
    #[inline(always)]
    pub unsafe fn shift_up<V: Default>(
        sp: &mut *mut MaybeUninit<V>,
        limit: *mut MaybeUninit<V>,
        from: *mut MaybeUninit<V>,
    ) -> bool {
        if *sp >= limit {
            return false;
        }
        // SAFETY: `from..sp` hold values and `sp < limit`, so `from + 1..=sp` lie in the
        // buffer; the values move by one slot (a bitwise move, each value once), `sp`
        // rises past the last, and `from` is written with a fresh default value (its old
        // value now lives one slot up, so nothing is dropped).
        unsafe {
            let n = sp.offset_from(from) as usize;
            core::ptr::copy(from, from.add(1), n);
            (*from).write(V::default());
            *sp = sp.add(1);
        }
        true
    }

    /// Drops the top `N` values (a specialization's inputs, read in place by its fast
    /// path) and lowers the stack pointer past them.
    ///
    /// why not [`truncate`]: its count is a pointer difference LLVM does not fold, so it
    /// dropped two ints in a loop; a constant count unrolls into a tag check per value.
    ///
    /// # Safety
    /// The `N` slots below `*sp` hold values.
    #[inline(always)]
    pub unsafe fn drop_top<V, const N: usize>(sp: &mut *mut MaybeUninit<V>) {
        // SAFETY: the caller's promise; with `sp` lowered first, each value is dropped
        // exactly once.
        unsafe {
            *sp = sp.sub(N);
            for k in 0..N {
                core::ptr::drop_in_place(sp.add(k) as *mut V);
            }
        }
    }

    /// The values from `from` up to (not including) `to`.
    ///
    /// # Safety
    /// `from <= to <= sp`, all in the same stack buffer, where the slots below `sp` hold
    /// values; the slice is not used after those slots change.
    #[inline(always)]
    pub unsafe fn values<'a, V>(from: *mut MaybeUninit<V>, to: *mut MaybeUninit<V>) -> &'a [V] {
        debug_assert!(from <= to, "values outside the stack");
        // SAFETY: those slots hold values (the caller's promise).
        unsafe { core::slice::from_raw_parts(from as *const V, to.offset_from(from) as usize) }
    }

    /// The values from `from` up to `to`, mutably.
    ///
    /// # Safety
    /// As for [`values`], and nothing else refers to those slots while the slice lives.
    #[inline(always)]
    pub unsafe fn values_mut<'a, V>(
        from: *mut MaybeUninit<V>,
        to: *mut MaybeUninit<V>,
    ) -> &'a mut [V] {
        debug_assert!(from <= to, "values outside the stack");
        // SAFETY: as in `values`.
        unsafe { core::slice::from_raw_parts_mut(from as *mut V, to.offset_from(from) as usize) }
    }

    /// The value in slot `at` (a local, or an operand a specialization reads in place).
    ///
    /// # Safety
    /// `at` is a local slot of the running frame (the verifier checked the slot index
    /// against `nlocals`, and `push_frame` filled every local) or one of its verified
    /// operands, below the stack pointer; the reference is not used after the slot
    /// changes.
    #[inline(always)]
    pub unsafe fn slot<'a, V>(at: *mut MaybeUninit<V>) -> &'a V {
        // SAFETY: the slot holds a value (the caller's promise).
        unsafe { (*at).assume_init_ref() }
    }

    /// The value in slot `at` (a local), mutably.
    ///
    /// # Safety
    /// As for [`slot`], and nothing else refers to the slot while the reference lives.
    #[inline(always)]
    pub unsafe fn slot_mut<'a, V>(at: *mut MaybeUninit<V>) -> &'a mut V {
        // SAFETY: as in `slot`.
        unsafe { (*at).assume_init_mut() }
    }

    /// The `n` values from slot `at` on (a frame's locals), as a slice.
    ///
    /// # Safety
    /// Each of the `n` slots holds a value, and nothing writes them while the slice lives.
    #[inline(always)]
    pub unsafe fn slots<'a, V>(at: *mut MaybeUninit<V>, n: usize) -> &'a [V] {
        // SAFETY: `MaybeUninit<V>` has `V`'s layout and the slots are initialized (the
        // caller's promise).
        unsafe { core::slice::from_raw_parts(at as *const V, n) }
    }

    /// The `n` values from slot `at` on, mutably.
    ///
    /// # Safety
    /// As for [`slots`], and nothing else refers to the slots while the slice lives.
    #[inline(always)]
    pub unsafe fn slots_mut<'a, V>(at: *mut MaybeUninit<V>, n: usize) -> &'a mut [V] {
        // SAFETY: as in `slots`, with exclusive access (the caller's promise).
        unsafe { core::slice::from_raw_parts_mut(at as *mut V, n) }
    }

    /// Moves the value out of slot `at`, leaving a default one (an input of a variadic
    /// op, taken while its slot stays part of the frame until the op ends).
    ///
    /// # Safety
    /// As for [`slot`].
    #[inline(always)]
    pub unsafe fn take<V: Default>(at: *mut MaybeUninit<V>) -> V {
        // SAFETY: the slot holds a value (the caller's promise), which is read out once
        // and replaced by a default one; both as words (see `read_words`).
        unsafe {
            let v = read_words(&*at);
            write_words(&mut *at, V::default());
            v
        }
    }
}

//! Values of the language: unboxed `None`, bools, small ints and floats; reference-counted
//! big ints, strings, containers, functions and iterators.
//!
//! Equality and hashing follow Python (`1 == 1.0 == True` are one dict key), and so do
//! `repr`/`str` (see [`format`](mod@format)).
//!
//! The lowest layer of the crate (CPython's `Objects/`): the objects and what they do by
//! themselves; operators, builtins, methods and the machine are layers above, which this
//! one never names (the one exception, the code type, is in [`function`]).

pub mod array;
pub mod bytes;
pub mod class;
pub mod deque;
pub mod dict;
pub mod finalize;
pub mod format;
pub mod function;
pub mod gc;
pub mod hash;
pub mod iter;
pub mod list;
pub mod module;
pub mod native;
pub mod num;
pub mod set;
pub mod str_digits;
pub mod stream;
pub mod string;
mod trash;
pub mod unicode;

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::hash::{Hash, Hasher};
use std::mem::ManuallyDrop;

use compact_str::CompactString;
use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::ToPrimitive;
use vm_core::{Guard, RefGuard, VmValue, words};

use crate::error::{PyError, PyResult};

pub use dict::DictMap;
pub use function::{
    AgenOp, AgenOpKind, AgenOpState, CodeInfo, Defaults, FuncRef, Function, FunctionProto,
    GenHandle, Generator, InlineComprehension, PyCell,
};
pub use iter::Iter;
pub use list::List;
pub use module::Module;
pub use native::{Builtin, Method};
pub use set::SetTable;
pub use string::{PyStr, char_value};

/// A Python value. 16 bytes: a tag word and an unboxed scalar or one pointer.
///
/// why `repr(u64)`: with a one-byte tag, small payloads (`Bool`, `Builtin`) sit at byte 1
/// and LLVM moves values as two overlapping 8-byte pieces (bytes 1..9 and 8..16), which
/// defeats store-to-load forwarding on every push of a freshly built value (measured: a
/// 12% stall in `BINARY_OP_ADD_INT`). A full-word tag keeps every move two aligned words.
#[derive(Default)]
#[repr(u64)]
pub enum Value {
    /// Not a Python value: an unbound local, or a slot the VM emptied.
    #[default]
    Undefined,
    None,
    Bool(bool),
    /// An int that fits in 64 bits (the invariant: a `BigInt` never does).
    Int(i64),
    Float(f64),
    Builtin(Builtin),
    /// A method of a builtin type, as `LOAD_METHOD` pushes it below its `self`.
    Method(Method),
    /// `NotImplemented`.
    NotImplemented,
    /// `Ellipsis` (`...`).
    Ellipsis,
    // Heap values from here on (see `is_heap`).
    BigInt(Obj<BigInt>),
    Str(Obj<PyStr>),
    List(Obj<List>),
    Tuple(Obj<Tuple>),
    Dict(Obj<Dict>),
    Set(Obj<Set>),
    Range(Obj<Range>),
    Function(Obj<Function>),
    Iter(Obj<RefCell<Iter>>),
    /// `dict.keys()`, `dict.values()` or `dict.items()`.
    View(Obj<DictView>),
    /// `slice(start, stop, step)`.
    Slice(Obj<[Value; 3]>),
    /// A class (`class C: ...`, `object`, the exception classes).
    Class(Obj<class::Class>),
    /// An instance of a class.
    Instance(Obj<class::Instance>),
    /// A function bound to its receiver (`obj.method` as a value).
    BoundMethod(Obj<class::BoundMethod>),
    /// `staticmethod(f)`, `classmethod(f)`, `property(..)`.
    Descr(Obj<class::Descr>),
    /// `super()`.
    Super(Obj<class::SuperObj>),
    /// A traceback (`e.__traceback__`).
    Traceback(Obj<Traceback>),
    /// A cell: a variable of a function that functions nested in it read or write.
    Cell(Obj<PyCell>),
    /// A generator (calling a generator function makes one).
    Generator(Obj<Generator>),
    /// A coroutine (calling an `async def` function makes one): a generator's frame and
    /// machinery, but awaited rather than iterated (not iterable: a variant of its own,
    /// so no path that takes generators takes it unawares).
    Coroutine(Obj<Generator>),
    /// An asynchronous generator (calling an `async def` function with a `yield` makes
    /// one): a generator's frame whose `yield`s complete the `asend` awaitables that
    /// drive it (see `methods/asyncgen.rs`).
    AsyncGenerator(Obj<Generator>),
    /// What an asynchronous generator's `asend`/`__anext__`, `athrow` and `aclose`
    /// return, and `anext(it, default)`: awaitables that run it (see
    /// [`function::AgenOp`]).
    AgenOp(Obj<function::AgenOp>),
    /// A module (`import helper`).
    Module(Obj<Module>),
    /// `collections.deque`.
    Deque(Obj<deque::Deque>),
    /// `array.array`: unboxed machine numbers (see [`array`] for why a variant).
    Array(Obj<array::Array>),
    /// `bytes`.
    Bytes(Obj<bytes::PyBytes>),
    /// `bytearray`.
    ByteArray(Obj<bytes::ByteArray>),
    /// A text stream: `sys.stdout`, `io.StringIO`, a file.
    Stream(Obj<stream::Stream>),
    /// The state of an instance of a class a standard module defines in Rust (a
    /// `functools.partial`'s function and arguments, an `lru_cache` wrapper's table): the
    /// instance's builtin part (`Instance::native`), which Python code never sees.
    Opaque(Obj<Opaque>),
}

/// State that only Rust code reads (see `Value::Opaque`): the module that made it gets it
/// back with [`Opaque::get`]. It keeps the state's type id: a handler asks for its state
/// on every call (an `lru_cache` wrapper's), and `Any::downcast_ref` would ask the box
/// through its vtable each time.
pub struct Opaque {
    ty: std::any::TypeId,
    state: Box<dyn NativeState>,
}

/// What the value layer asks of an [`Opaque`]'s state: the values it holds, for the cycle
/// collector (a cached result may hold the function that cached it).
pub trait NativeState: std::any::Any {
    /// As [`gc::Traceable::visit`].
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize>;

    /// As [`gc::Traceable::clear`]: drops the values it holds that can be rebuilt or
    /// that a collection must let go of.
    fn clear(&self);
}

impl Opaque {
    /// The state, if it is a `T`.
    #[inline]
    pub fn get<T: NativeState>(&self) -> Option<&T> {
        if self.ty != std::any::TypeId::of::<T>() {
            return None;
        }
        let state: *const dyn NativeState = &*self.state;
        // SAFETY: `ty` is the type id of the box's contents (`Value::opaque` records it
        // from the value it boxes), so the box holds a `T`.
        Some(unsafe { &*state.cast::<T>() })
    }
}

impl gc::Traceable for Opaque {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        self.state.visit(f)
    }

    fn clear(&self) {
        self.state.clear()
    }
}

/// A traceback object: the frames an exception went through, outermost first, in the
/// instruction set's own entry type (erased: that type is a layer up).
pub struct Traceback(pub Box<dyn std::any::Any>);

/// The payload of a heap variant: a reference count that `Value`'s `Drop` releases.
///
/// why `ManuallyDrop`: with plain `Rc` fields, dropping a `Value` is compiler drop glue
/// that switches over every variant; it is too big to inline, so every popped operand
/// cost an out-of-line call and an indirect jump (14% of a simple loop, measured). With
/// this, `drop` is an inlined "is it a heap value?" test that vanishes where the type is
/// known (a guarded `i64` operand).
pub type Obj<T> = ManuallyDrop<Rc<T>>;

/// A new heap payload.
#[inline]
pub fn obj<T>(x: T) -> Obj<T> {
    ManuallyDrop::new(Rc::new(x))
}

/// A heap payload from an existing reference.
#[inline]
pub fn obj_rc<T>(x: Rc<T>) -> Obj<T> {
    ManuallyDrop::new(x)
}

impl Value {
    /// `*slot = v`, moving `v` as two words (`vm_core::words`). why: a `Value` that
    /// arrives spilled as two 8-byte stores and is copied with one 16-byte load misses
    /// store-to-load forwarding (about 10% of nbody sat on the plain assignment into a
    /// list slot).
    #[inline(always)]
    pub fn assign(slot: &mut Value, v: Value) {
        // why the new value written before the old one is released: `v` then need not
        // be kept (spilled) across the release's out-of-line path.
        // SAFETY: the old value's bits move out to `old`, which owns its references
        // (and drops them once, at the end of this block), and `v`'s bits are written
        // over the slot without a drop, so every reference moves once.
        let _old = unsafe {
            let old = words::read(slot);
            words::write(slot, v);
            old
        };
    }

    /// [`Value::assign`] where `slot` most often holds an instance (a loop's variable over
    /// a list of objects): its reference is released inline rather than by `Drop`'s
    /// out-of-line call (inline in `Drop` everywhere, that cost the examples 3-5%).
    #[inline(always)]
    pub fn assign_over_instance(slot: &mut Value, v: Value) {
        // why the new value written before the old one is released: `v` then need not
        // be kept (spilled) across the release's out-of-line path.
        // SAFETY: the old value's bits move out to `old` (which owns its references
        // from here on) and `v`'s bits (`v` is forgotten) are written over the slot
        // without a drop, so every reference moves once, none is duplicated.
        let mut old = ManuallyDrop::new(unsafe {
            let old = words::read(slot);
            words::write(slot, v);
            old
        });
        match &mut *old {
            // SAFETY: `old` is released exactly once, here or by the arm below.
            Value::Instance(x) => unsafe { ManuallyDrop::drop(x) },
            // SAFETY: as above.
            _ => unsafe { ManuallyDrop::drop(&mut old) },
        }
    }

    /// `mem::take(slot)`, reading the value as two words (see [`Value::assign`]): the
    /// loop item is written by `FOR_ITER` and taken by the next instruction.
    #[inline(always)]
    pub fn take(slot: &mut Value) -> Value {
        // SAFETY: the value is copied out, then `Undefined` (which owns nothing) is
        // written over the slot without dropping it, so its references move once.
        unsafe {
            let v = words::read(slot);
            std::ptr::write(slot, Value::Undefined);
            v
        }
    }

    /// `mem::replace(slot, v)`, both moves as two words (see [`Value::assign`]).
    #[inline(always)]
    pub fn replace(slot: &mut Value, v: Value) -> Value {
        // SAFETY: the old value's bits move out to the result and `v`'s bits are
        // written over the slot without a drop, so every reference moves once.
        unsafe {
            let old = words::read(slot);
            words::write(slot, v);
            old
        }
    }

    /// `items.push(v)`, the value written as two words (see [`Value::assign`]): a
    /// `Vec::push` copies a value that sits in memory with one 16-byte load.
    #[inline(always)]
    pub fn push_onto(items: &mut Vec<Value>, v: Value) {
        if items.len() == items.capacity() {
            items.reserve(1);
        }
        let len = items.len();
        // SAFETY: there is room for one more item (reserved above), so slot `len` is
        // inside the buffer and holds no value; it does once `v` is written, and the
        // length then covers it.
        unsafe {
            words::write(items.as_mut_ptr().add(len), v);
            items.set_len(len + 1);
        }
    }

    /// The function this value holds, with the value's reference (no count change), or
    /// the value itself when it is something else.
    #[inline(always)]
    pub fn into_function(self) -> Result<Rc<Function>, Value> {
        self.into_payload(|v| match v {
            Value::Function(f) => Some(f),
            _ => None,
        })
    }

    /// The generator this value holds, with the value's reference (no count change), or
    /// the value itself when it is something else.
    #[inline(always)]
    pub fn into_generator(self) -> Result<Rc<Generator>, Value> {
        self.into_payload(|v| match v {
            Value::Generator(g) => Some(g),
            _ => None,
        })
    }

    /// The list this value holds, with the value's reference (no count change), or the
    /// value itself when it is something else.
    #[inline(always)]
    pub fn into_list(self) -> Result<Rc<List>, Value> {
        self.into_payload(|v| match v {
            Value::List(l) => Some(l),
            _ => None,
        })
    }

    /// The heap payload `payload` finds in this value, with the value's reference (no
    /// count change), or the value itself when it finds none.
    #[inline(always)]
    fn into_payload<T>(
        self,
        payload: impl FnOnce(&Value) -> Option<&Obj<T>>,
    ) -> Result<Rc<T>, Value> {
        let Some(obj) = payload(&self) else {
            return Err(self);
        };
        // SAFETY: the `Rc` is read out of the payload exactly once and `self` is
        // forgotten right after, so its `Drop` does not release that reference.
        let rc = unsafe { std::ptr::read(&**obj) };
        std::mem::forget(self);
        Ok(rc)
    }

    /// Whether the value owns a reference count (everything but the unboxed scalars).
    #[inline(always)]
    pub fn is_heap(&self) -> bool {
        !matches!(
            self,
            Value::Undefined
                | Value::None
                | Value::Bool(_)
                | Value::Int(_)
                | Value::Float(_)
                | Value::Builtin(_)
                | Value::Method(_)
                | Value::NotImplemented
                | Value::Ellipsis
        )
    }

    #[inline(never)]
    fn drop_heap(&mut self) {
        // SAFETY: called once, from `Drop::drop`, after which the payload is never used.
        unsafe {
            match self {
                Value::BigInt(x) => ManuallyDrop::drop(x),
                Value::Str(x) => ManuallyDrop::drop(x),
                Value::List(x) => ManuallyDrop::drop(x),
                Value::Tuple(x) => ManuallyDrop::drop(x),
                Value::Dict(x) => ManuallyDrop::drop(x),
                Value::Set(x) => ManuallyDrop::drop(x),
                Value::Range(x) => ManuallyDrop::drop(x),
                Value::Function(x) => ManuallyDrop::drop(x),
                Value::Iter(x) => ManuallyDrop::drop(x),
                Value::View(x) => ManuallyDrop::drop(x),
                Value::Slice(x) => ManuallyDrop::drop(x),
                Value::Class(x) => ManuallyDrop::drop(x),
                Value::Instance(x) => ManuallyDrop::drop(x),
                Value::BoundMethod(x) => ManuallyDrop::drop(x),
                Value::Descr(x) => ManuallyDrop::drop(x),
                Value::Super(x) => ManuallyDrop::drop(x),
                Value::Traceback(x) => ManuallyDrop::drop(x),
                Value::Cell(x) => ManuallyDrop::drop(x),
                Value::Generator(x) => ManuallyDrop::drop(x),
                Value::Coroutine(x) => ManuallyDrop::drop(x),
                Value::AsyncGenerator(x) => ManuallyDrop::drop(x),
                Value::AgenOp(x) => ManuallyDrop::drop(x),
                Value::Module(x) => ManuallyDrop::drop(x),
                Value::Deque(x) => ManuallyDrop::drop(x),
                Value::Array(x) => ManuallyDrop::drop(x),
                Value::Bytes(x) => ManuallyDrop::drop(x),
                Value::ByteArray(x) => ManuallyDrop::drop(x),
                Value::Stream(x) => ManuallyDrop::drop(x),
                Value::Opaque(x) => ManuallyDrop::drop(x),
                _ => {}
            }
        }
    }

    #[inline(never)]
    fn clone_heap(&self) -> Value {
        match self {
            Value::BigInt(x) => Value::BigInt(x.clone()),
            Value::Str(x) => Value::Str(x.clone()),
            Value::List(x) => Value::List(x.clone()),
            Value::Tuple(x) => Value::Tuple(x.clone()),
            Value::Dict(x) => Value::Dict(x.clone()),
            Value::Set(x) => Value::Set(x.clone()),
            Value::Range(x) => Value::Range(x.clone()),
            Value::Function(x) => Value::Function(x.clone()),
            Value::Iter(x) => Value::Iter(x.clone()),
            Value::View(x) => Value::View(x.clone()),
            Value::Slice(x) => Value::Slice(x.clone()),
            Value::Class(x) => Value::Class(x.clone()),
            Value::Instance(x) => Value::Instance(x.clone()),
            Value::BoundMethod(x) => Value::BoundMethod(x.clone()),
            Value::Descr(x) => Value::Descr(x.clone()),
            Value::Super(x) => Value::Super(x.clone()),
            Value::Traceback(x) => Value::Traceback(x.clone()),
            Value::Cell(x) => Value::Cell(x.clone()),
            Value::Generator(x) => Value::Generator(x.clone()),
            Value::Coroutine(x) => Value::Coroutine(x.clone()),
            Value::AsyncGenerator(x) => Value::AsyncGenerator(x.clone()),
            Value::AgenOp(x) => Value::AgenOp(x.clone()),
            Value::Module(x) => Value::Module(x.clone()),
            Value::Deque(x) => Value::Deque(x.clone()),
            Value::Array(x) => Value::Array(x.clone()),
            Value::Bytes(x) => Value::Bytes(x.clone()),
            Value::ByteArray(x) => Value::ByteArray(x.clone()),
            Value::Stream(x) => Value::Stream(x.clone()),
            Value::Opaque(x) => Value::Opaque(x.clone()),
            _ => unreachable!("a scalar"),
        }
    }
}

impl Drop for Value {
    #[inline(always)]
    fn drop(&mut self) {
        if self.is_heap() {
            match self {
                // The most common heap values release inline; the rest out of line.
                // SAFETY: `drop` runs once; the payload is never used again.
                Value::Str(x) => unsafe { ManuallyDrop::drop(x) },
                // SAFETY: as above.
                Value::List(x) => unsafe { ManuallyDrop::drop(x) },
                _ => self.drop_heap(),
            }
        }
    }
}

impl Clone for Value {
    #[inline(always)]
    fn clone(&self) -> Value {
        if self.is_heap() {
            // The most copied heap values take a reference inline; the rest out of line.
            // why instances too: a call per copy of `self` cost the class-heavy examples
            // 2-6% (particles, scheduler, raytrace: cachegrind); the extra test costs the
            // others up to 1.8% (dicts_sets), mostly by the dispatch loop's register
            // allocation. Their drop stays out of line: inline it cost 3-5% elsewhere.
            match self {
                Value::Str(x) => Value::Str(x.clone()),
                Value::List(x) => Value::List(x.clone()),
                Value::Instance(x) => Value::Instance(x.clone()),
                _ => self.clone_heap(),
            }
        } else {
            // SAFETY: a scalar variant owns nothing, so a bitwise copy is a clone. It is
            // copied as two words, the way the loop's pushes write values (a plain
            // `ptr::read` here measured 1.1-1.25x slower on the numeric examples).
            unsafe { words::read(self) }
        }
    }
}

/// A `tuple`.
pub struct Tuple(pub Box<[Value]>);

/// Frees the items through the trashcan (`trash.rs`): a tuple may be nested deep.
impl Drop for Tuple {
    fn drop(&mut self) {
        // A tuple of numbers holds no references: only its buffer to free.
        let items = std::mem::take(&mut self.0);
        if items.iter().any(Value::is_heap) {
            trash::release(trash::Items::Values(items.into_vec()));
        } else {
            // why freed as a box of `ManuallyDrop`s: the box's own drop glue was an
            // out-of-line call that tested every item's tag again before freeing the
            // buffer (about 50 instructions for a pair of ints).
            let raw = Box::into_raw(items) as *mut [ManuallyDrop<Value>];
            // SAFETY: `raw` is the buffer `Box::into_raw` just gave up, with the same
            // layout (`ManuallyDrop` is transparent); its values are scalars, which own
            // nothing, so not dropping them leaks nothing.
            drop(unsafe { Box::from_raw(raw) });
        }
    }
}

/// Copies of `src`'s values (`src.to_vec()`), in two tight passes: all words copied at
/// once, then a reference taken for each heap value.
///
/// why: `to_vec` clones item by item (a tag test, then a copy or an increment, in a loop
/// with a drop guard: about 22 instructions an item); slices and copies of lists of
/// numbers (`perm1[:]` in fannkuch) are mostly copying.
pub(crate) fn clone_slice(src: &[Value]) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::with_capacity(src.len());
    extend_cloned(&mut out, src);
    out
}

/// Appends copies of `src`'s values to `out` as [`clone_slice`] makes them
/// (`extend_from_slice`, in two passes).
pub(crate) fn extend_cloned(out: &mut Vec<Value>, src: &[Value]) {
    out.reserve(src.len());
    take_refs(src);
    let len = out.len();
    // SAFETY: `out` has room for `src.len()` more values and does not overlap `src`;
    // each bitwise copy owns the reference `take_refs` took for it (scalars own nothing).
    unsafe {
        let (from, to) = (src.as_ptr(), out.as_mut_ptr().add(len));
        // why the sizes spelled out: a copy of a length known here is a few moves; the
        // general one is a call of `memcpy`, half the cost of passing a wrapper's two
        // arguments on (`f(*args)`).
        match src.len() {
            1 => std::ptr::copy_nonoverlapping(from, to, 1),
            2 => std::ptr::copy_nonoverlapping(from, to, 2),
            3 => std::ptr::copy_nonoverlapping(from, to, 3),
            n => std::ptr::copy_nonoverlapping(from, to, n),
        }
        out.set_len(len + src.len());
    }
}

/// Copies of the values `src` yields (at most `len` of them), as [`clone_slice`] makes
/// them: bitwise copies first, then the references (`perm[k::-1]`, `s[::2]`).
pub(crate) fn clone_values<'a>(len: usize, src: impl Iterator<Item = &'a Value>) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::with_capacity(len);
    let mut n = 0;
    for (slot, v) in out.spare_capacity_mut().iter_mut().zip(src) {
        // SAFETY: a bitwise copy, which owns nothing until `take_refs` below takes its
        // reference (`out` does not drop it before `set_len`).
        slot.write(unsafe { std::ptr::read(v) });
        n += 1;
    }
    // SAFETY: the first `n` slots were written above.
    take_refs(unsafe { std::slice::from_raw_parts(out.as_ptr(), n) });
    // SAFETY: `n` values written, each now owning its reference.
    unsafe { out.set_len(n) };
    out
}

/// Takes one more reference to each heap value of `values` (for bitwise copies of them,
/// which then own it). Nothing here panics.
#[inline]
fn take_refs(values: &[Value]) {
    for v in values {
        if v.is_heap() {
            std::mem::forget(v.clone());
        }
    }
}

/// Drops `values` when none of them is a heap value (nothing of theirs to release: only
/// their buffer is freed) and returns `None`; else gives them back.
///
/// why: dropping item by item tests every tag in a loop with the drop's unwinding
/// edges; a list of numbers freed (the copies fannkuch makes and drops in every step)
/// needs only the scan.
#[inline]
pub(crate) fn free_scalars(mut values: Vec<Value>) -> Option<Vec<Value>> {
    if values.iter().any(Value::is_heap) {
        return Some(values);
    }
    // SAFETY: no value owns anything (all scalars), so forgetting them leaks nothing.
    unsafe { values.set_len(0) };
    None
}

/// Calls `f` on the collector address of each value of `values` that has one; how many
/// values it looked at.
pub(crate) fn visit_values<'a>(
    values: impl IntoIterator<Item = &'a Value>,
    f: &mut dyn FnMut(usize),
) -> usize {
    let mut n = 0;
    for v in values {
        n += 1;
        if let Some(a) = v.gc_address() {
            f(a);
        }
    }
    n
}

/// A function's defaults may hold a container that holds the function, and its closure's
/// cells the function itself (a nested function that calls itself).
impl gc::Traceable for Function {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let kwdefaults = self.general.as_ref().map(|(_, k)| k.get());
        let kwdefaults = kwdefaults.iter().flat_map(|k| k.iter());
        Some(visit_values(
            self.defaults
                .get()
                .iter()
                .chain(self.closure.iter())
                .chain(kwdefaults)
                .chain(self.attrs.get()),
            f,
        ))
    }

    /// Immutable: a cycle through it is broken at a mutable container.
    fn clear(&self) {}
}

/// A generator's frame may hold the generator (`g = gen(); g.me = g` in its locals, or a
/// list that holds it). A running generator's values are on the thread's stack: a root.
impl gc::Traceable for Generator {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let frame = self.frame.try_borrow().ok()?;
        match &*frame {
            Some(frame) => Some(visit_values(frame.values(), f)),
            None if self.running.get() => None,
            None => Some(0),
        }
    }

    fn awaits_finalizer(&self) -> bool {
        self.waits_in_handler()
    }

    fn finalize(self: Rc<Self>) {
        self.hand_to_finalizer();
    }

    fn clear(&self) {
        // A generator in a cycle is finalized before the cycle is broken (PEP 442).
        self.hand_to_finalizer();
        if let Ok(mut frame) = self.frame.try_borrow_mut() {
            let taken = frame.take();
            drop(frame);
            drop(taken);
        }
        if let Ok(mut loops) = self.loops.try_borrow_mut() {
            let taken = std::mem::take(&mut *loops);
            drop(loops);
            drop(taken);
        }
    }
}

/// A cell may hold the function whose closure holds it.
impl gc::Traceable for PyCell {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let v = self.0.try_borrow().ok()?;
        Some(visit_values([&*v], f))
    }

    fn clear(&self) {
        if let Ok(mut v) = self.0.try_borrow_mut() {
            let taken = std::mem::take(&mut *v);
            drop(v);
            drop(taken);
        }
    }
}

impl gc::Traceable for Tuple {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        Some(visit_values(self.0.iter(), f))
    }

    /// A tuple is immutable: a cycle through it is broken at a mutable container.
    fn clear(&self) {}
}

impl gc::Traceable for Dict {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let map = self.0.try_borrow().ok()?;
        Some(visit_values(map.iter().flat_map(|(k, v)| [k, v]), f))
    }

    fn clear(&self) {
        if let Ok(mut map) = self.0.try_borrow_mut() {
            let taken = std::mem::take(&mut *map);
            drop(map);
            drop(taken);
        }
    }
}

impl gc::Traceable for Set {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let table = self.0.try_borrow().ok()?;
        Some(visit_values(table.iter(), f))
    }

    fn clear(&self) {
        if let Ok(mut table) = self.0.try_borrow_mut() {
            let taken = std::mem::take(&mut *table);
            drop(table);
            drop(taken);
        }
    }
}

/// A `dict`: insertion-ordered, keyed by Python equality.
#[derive(Default)]
pub struct Dict(pub RefCell<DictMap>);

/// Frees the entries through the trashcan (`trash.rs`): a dict may be nested deep.
impl Drop for Dict {
    fn drop(&mut self) {
        let map = std::mem::take(self.0.get_mut());
        if !map.is_empty() {
            trash::release(trash::Items::Map(map));
        }
    }
}

impl Dict {
    /// Whether looking `key` up goes through special methods (`runtime::keys`): it, or a
    /// key already here, hashes and compares by a class's `__hash__`/`__eq__`. The
    /// table's own lookups (and the specializations built on them) only when not.
    #[inline(always)]
    pub fn keyed_by_user(&self, key: &Value) -> bool {
        key.is_user_key() || self.0.borrow().has_user_keys()
    }
}

/// A `set` or a `frozenset`, laid out like CPython's so that iteration order matches.
/// The second field says which: a frozenset is a set whose table nothing mutates after it
/// is made (its type has no mutating methods, and an augmented operator makes a new one),
/// so every read path (`in`, iteration, comparisons, the set algebra) serves both.
#[derive(Default)]
pub struct Set(pub RefCell<SetTable>, pub(crate) bool);

impl Set {
    /// A `frozenset` holding `table`.
    pub fn frozen(table: SetTable) -> Set {
        Set(RefCell::new(table), true)
    }

    /// Whether this is a `frozenset`.
    #[inline(always)]
    pub fn is_frozen(&self) -> bool {
        self.1
    }

    /// [`Dict::keyed_by_user`] for a set.
    #[inline(always)]
    pub fn keyed_by_user(&self, key: &Value) -> bool {
        key.is_user_key() || self.0.borrow().has_user_keys()
    }
}

/// A `range`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
}

impl Range {
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn len(&self) -> i64 {
        let (lo, hi, step) = (self.start as i128, self.stop as i128, self.step as i128);
        let n = if step > 0 && lo < hi {
            (hi - lo - 1) / step + 1
        } else if step < 0 && lo > hi {
            (lo - hi - 1) / (-step) + 1
        } else {
            0
        };
        n as i64
    }

    pub fn get(&self, i: i64) -> i64 {
        self.start + i * self.step
    }
}

/// Which view of a dict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

/// A dict view: iterates over the live dict.
pub struct DictView {
    pub dict: Rc<Dict>,
    pub kind: ViewKind,
}

impl Value {
    pub fn str(s: impl Into<CompactString>) -> Value {
        Value::Str(obj(PyStr::new(s)))
    }

    /// A str whose text is already known to be ASCII or not (`ascii`), as its parts
    /// said: no scan of the text.
    pub fn str_with_ascii(s: CompactString, ascii: bool) -> Value {
        Value::Str(obj(PyStr::from_parts(s, ascii)))
    }

    pub fn list(items: Vec<Value>) -> Value {
        Value::list_object(List::new(items))
    }

    /// A new stream value.
    pub fn stream(s: stream::Stream) -> Value {
        Value::Stream(obj(s))
    }

    /// A new deque value (tracked by the cycle collector).
    pub fn deque(d: deque::Deque) -> Value {
        let o = obj(d);
        gc::track(&o);
        Value::Deque(o)
    }

    /// A list value of `list` (tracked by the cycle collector, as every list).
    pub fn list_object(list: List) -> Value {
        let o = obj(list);
        gc::track(&o);
        Value::List(o)
    }

    /// A tuple; tracked by the cycle collector only when an item could lead to a cycle
    /// (a tuple of numbers and strings never is part of one).
    pub fn tuple(items: Vec<Value>) -> Value {
        let cyclic = items.iter().any(|v| v.gc_address().is_some());
        Value::tuple_scanned(items, cyclic)
    }

    /// A tuple of `items`, tracked by the cycle collector when `cyclic` (some item refers
    /// to a tracked object).
    #[inline(always)]
    fn tuple_scanned(items: Vec<Value>, cyclic: bool) -> Value {
        if items.is_empty() {
            return EMPTY_TUPLE.with(Value::clone);
        }
        let o = obj(Tuple(items.into_boxed_slice()));
        if cyclic {
            gc::track(&o);
        }
        Value::Tuple(o)
    }

    /// A tuple of `items`, moved out of their slots (which are left `Undefined`): what
    /// `BUILD_TUPLE` makes of the stack's top values.
    ///
    /// why not `Value::tuple` of a collected `Vec`: the collect (inline in the dispatch
    /// loop) and the separate scan for collector-tracked items cost about 16 instructions
    /// an item (callgrind on building and unpacking a 7-tuple: 116 in `Value::tuple`
    /// besides the collect); here one loop moves and scans them.
    #[inline(never)]
    pub fn tuple_of_taken(items: &mut [Value]) -> Value {
        let mut cyclic = false;
        // (A collect of a slice's exact-size iterator writes each item without a
        // capacity test.)
        let v: Vec<Value> = items
            .iter_mut()
            .map(|slot| {
                cyclic |= slot.gc_address().is_some();
                Value::take(slot)
            })
            .collect();
        Value::tuple_scanned(v, cyclic)
    }

    /// The address of the object the cycle collector tracks that this value refers to, if
    /// it refers to one (what a container's `Traceable::visit` reports).
    #[inline]
    pub fn gc_address(&self) -> Option<usize> {
        fn at<T: ?Sized>(o: &Rc<T>) -> Option<usize> {
            Some(Rc::as_ptr(o) as *const u8 as usize)
        }
        match self {
            Value::List(o) => at(o),
            Value::Tuple(o) => at(o),
            Value::Dict(o) => at(o),
            Value::Set(o) => at(o),
            Value::Instance(o) => at(o),
            Value::Class(o) => at(o),
            Value::BoundMethod(o) => at(o),
            Value::Function(o) => at(o),
            Value::Cell(o) => at(o),
            Value::Generator(o) => at(o),
            Value::Coroutine(o) => at(o),
            Value::AsyncGenerator(o) => at(o),
            Value::Deque(o) => at(o),
            Value::Opaque(o) => at(o),
            _ => None,
        }
    }

    /// A function value; tracked by the cycle collector when a default could lead to a
    /// cycle (`def f(acc=box)` with `box` holding `f`).
    pub fn function(f: Function) -> Value {
        let cyclic = f.defaults.get().iter().any(|v| v.gc_address().is_some())
            || !f.closure.is_empty()
            || f.general.is_some();
        let o = obj(f);
        if cyclic {
            gc::track(&o);
        }
        Value::Function(o)
    }

    /// The state of an instance of a class a standard module defines (tracked by the
    /// cycle collector).
    pub fn opaque<T: NativeState>(state: T) -> Value {
        let o = obj(Opaque {
            ty: std::any::TypeId::of::<T>(),
            state: Box::new(state),
        });
        gc::track(&o);
        Value::Opaque(o)
    }

    pub fn dict(map: DictMap) -> Value {
        Value::dict_object(Dict(RefCell::new(map)))
    }

    /// A dict value of `dict` (tracked by the cycle collector).
    pub fn dict_object(dict: Dict) -> Value {
        let o = obj(dict);
        gc::track(&o);
        Value::Dict(o)
    }

    pub fn set(table: SetTable) -> Value {
        Value::set_object(Set(RefCell::new(table), false))
    }

    /// A `frozenset` value of `table`.
    pub fn frozenset(table: SetTable) -> Value {
        Value::set_object(Set::frozen(table))
    }

    /// A set value of `set` (tracked by the cycle collector).
    pub fn set_object(set: Set) -> Value {
        let o = obj(set);
        gc::track(&o);
        Value::Set(o)
    }

    /// An int from a big integer, unboxed when it fits.
    pub fn from_bigint(b: BigInt) -> Value {
        match b.to_i64() {
            Some(i) => Value::Int(i),
            None => Value::BigInt(obj(b)),
        }
    }

    /// The text of a `str` or of an instance of a `str` subclass: what CPython's
    /// `PyUnicode_Check` accepts where a method or builtin wants a str argument (the
    /// subclass's own methods play no part, as in CPython).
    #[inline]
    pub fn str_like(&self) -> Option<Cow<'_, Rc<PyStr>>> {
        match self {
            Value::Str(s) => Some(Cow::Borrowed(s)),
            Value::Instance(_) => self.subclass_text().map(Cow::Owned),
            _ => None,
        }
    }

    /// [`Value::str_like`]'s text alone.
    pub fn text_like(&self) -> Option<Cow<'_, str>> {
        match self {
            Value::Str(s) => Some(Cow::Borrowed(s.s.as_str())),
            Value::Instance(_) => self.subclass_text().map(|s| Cow::Owned(s.s.to_string())),
            _ => None,
        }
    }

    /// The text of an instance of a `str` subclass. why out of line: [`Value::str_like`]
    /// sits on the argument path of every str method, which plain strs take.
    #[cold]
    #[inline(never)]
    fn subclass_text(&self) -> Option<Rc<PyStr>> {
        let Value::Instance(i) = self else {
            return None;
        };
        if !matches!(i.class.native, class::Native::Str) {
            return None;
        }
        match &*i.native.borrow() {
            Value::Str(s) => Some(Rc::clone(s)),
            _ => None,
        }
    }

    /// How CPython's argument checks name a wrong argument ("argument 2 must be str, not
    /// None"): `None` itself, any other value by its type's name.
    pub fn argument_name(&self) -> &'static str {
        match self {
            Value::None => "None",
            other => other.type_name(),
        }
    }

    /// The Python type name, as error messages print it.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Undefined => "undefined",
            Value::None => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) | Value::BigInt(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::List(_) => "list",
            Value::Tuple(_) => "tuple",
            Value::Dict(_) => "dict",
            Value::Set(s) if s.is_frozen() => "frozenset",
            Value::Set(_) => "set",
            Value::Range(_) => "range",
            Value::Function(_) => "function",
            Value::Builtin(b) => {
                if b.is_type() {
                    "type"
                } else {
                    "builtin_function_or_method"
                }
            }
            // Unbound (`str.upper`): CPython's method descriptor.
            Value::Method(m) if m.is_slot_wrapper() => "wrapper_descriptor",
            Value::Method(_) => "method_descriptor",
            // A step in progress borrows it (a `__next__` asking about its own iterator).
            Value::Iter(it) => it.try_borrow().map_or("iterator", |it| it.type_name()),
            Value::View(v) => match v.kind {
                ViewKind::Keys => "dict_keys",
                ViewKind::Values => "dict_values",
                ViewKind::Items => "dict_items",
            },
            Value::Slice(_) => "slice",
            Value::NotImplemented => "NotImplementedType",
            Value::Ellipsis => "ellipsis",
            Value::Class(_) => "type",
            Value::Instance(i) => class_name_static(&i.class.name),
            Value::BoundMethod(b) if matches!(b.func, Value::Method(m) if m.is_slot_wrapper()) => {
                "method-wrapper"
            }
            Value::BoundMethod(b)
                if matches!(b.func, Value::Method(_))
                    || matches!(b.func, Value::Builtin(f) if f.is_subclass_method()) =>
            {
                "builtin_function_or_method"
            }
            Value::BoundMethod(_) => "method",
            Value::Descr(d) => d.type_name(),
            Value::Super(_) => "super",
            Value::Traceback(_) => "traceback",
            Value::Cell(_) => "cell",
            Value::Generator(_) => "generator",
            Value::Coroutine(_) => "coroutine",
            Value::AsyncGenerator(_) => "async_generator",
            Value::AgenOp(o) => o.type_name(),
            Value::Module(_) => "module",
            Value::Deque(_) => "deque",
            Value::Array(_) => "array.array",
            Value::Bytes(_) => "bytes",
            Value::ByteArray(_) => "bytearray",
            Value::Stream(s) => s.type_name(),
            Value::Opaque(_) => "object",
        }
    }

    /// Whether this is an int (`bool` included, as in Python).
    pub fn is_int_like(&self) -> bool {
        matches!(self, Value::Int(_) | Value::BigInt(_) | Value::Bool(_))
    }

    /// Identity (`is`): the same object, or equal unboxed scalars.
    pub fn is(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::None, Value::None) => true,
            (Value::Undefined, Value::Undefined) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            // why: CPython caches small ints and interns identical literals; programs that
            // compare ints with `is` mostly rely on that, so equal ints are identical here.
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
            (Value::BigInt(a), Value::BigInt(b)) => Rc::ptr_eq(a, b),
            (Value::Str(a), Value::Str(b)) => Rc::ptr_eq(a, b) || a.s == b.s,
            (Value::List(a), Value::List(b)) => Rc::ptr_eq(a, b),
            (Value::Tuple(a), Value::Tuple(b)) => Rc::ptr_eq(a, b),
            (Value::Dict(a), Value::Dict(b)) => Rc::ptr_eq(a, b),
            (Value::Set(a), Value::Set(b)) => Rc::ptr_eq(a, b),
            (Value::Range(a), Value::Range(b)) => Rc::ptr_eq(a, b),
            (Value::Function(a), Value::Function(b)) => Rc::ptr_eq(a, b),
            (Value::Builtin(a), Value::Builtin(b)) => a == b,
            (Value::Method(a), Value::Method(b)) => a == b,
            (Value::Iter(a), Value::Iter(b)) => Rc::ptr_eq(a, b),
            (Value::View(a), Value::View(b)) => Rc::ptr_eq(a, b),
            (Value::NotImplemented, Value::NotImplemented) => true,
            (Value::Ellipsis, Value::Ellipsis) => true,
            (Value::Class(a), Value::Class(b)) => Rc::ptr_eq(a, b),
            (Value::Instance(a), Value::Instance(b)) => Rc::ptr_eq(a, b),
            (Value::BoundMethod(a), Value::BoundMethod(b)) => Rc::ptr_eq(a, b),
            (Value::Descr(a), Value::Descr(b)) => Rc::ptr_eq(a, b),
            (Value::Super(a), Value::Super(b)) => Rc::ptr_eq(a, b),
            (Value::Traceback(a), Value::Traceback(b)) => Rc::ptr_eq(a, b),
            (Value::Cell(a), Value::Cell(b)) => Rc::ptr_eq(a, b),
            (Value::Generator(a), Value::Generator(b)) => Rc::ptr_eq(a, b),
            (Value::Coroutine(a), Value::Coroutine(b)) => Rc::ptr_eq(a, b),
            (Value::AsyncGenerator(a), Value::AsyncGenerator(b)) => Rc::ptr_eq(a, b),
            (Value::AgenOp(a), Value::AgenOp(b)) => Rc::ptr_eq(a, b),
            (Value::Module(a), Value::Module(b)) => Rc::ptr_eq(a, b),
            (Value::Deque(a), Value::Deque(b)) => Rc::ptr_eq(a, b),
            (Value::Array(a), Value::Array(b)) => Rc::ptr_eq(a, b),
            (Value::Bytes(a), Value::Bytes(b)) => Rc::ptr_eq(a, b),
            (Value::ByteArray(a), Value::ByteArray(b)) => Rc::ptr_eq(a, b),
            (Value::Stream(a), Value::Stream(b)) => Rc::ptr_eq(a, b),
            (Value::Opaque(a), Value::Opaque(b)) => Rc::ptr_eq(a, b),
            (Value::Slice(a), Value::Slice(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }

    /// Python's `hash()`, or a TypeError for unhashable values.
    pub fn py_hash(&self) -> PyResult<i64> {
        hash::py_hash(self)
    }

    /// Whether this is an instance or holds one ([`Value::holds_instance`]): comparing,
    /// hashing or showing it may run Python code.
    pub fn is_or_holds_instance(&self) -> bool {
        matches!(self, Value::Instance(_)) || self.holds_instance()
    }

    /// Whether this is a list, tuple or dict holding an instance of a class among its
    /// items or values, or a dict or set keyed through special methods (nested up to the
    /// recursion limit; deeper, the operators' own comparisons raise `RecursionError`
    /// first): comparing it may call special methods.
    ///
    /// Each nested container is looked into once (`seen`): a list that holds itself
    /// twice, or a tuple built as `(t, t)` sixty times over, would take exponential time.
    pub fn holds_instance(&self) -> bool {
        fn any(items: &[Value], depth: u32, seen: &mut rustc_hash::FxHashSet<usize>) -> bool {
            items
                .iter()
                .any(|x| matches!(x, Value::Instance(_)) || at(x, depth + 1, seen))
        }
        fn at(v: &Value, depth: u32, seen: &mut rustc_hash::FxHashSet<usize>) -> bool {
            if depth >= RECURSION_LIMIT {
                return false;
            }
            let Some(address) = v.gc_address() else {
                return false;
            };
            // The outermost container is scanned once anyway: no set for a flat one.
            if depth > 0 && !seen.insert(address) {
                return false;
            }
            match v {
                Value::List(l) => l.with_values(|v| any(v, depth, seen)),
                Value::Tuple(t) => any(&t.0, depth, seen),
                Value::Dict(d) => {
                    let m = d.0.borrow();
                    m.has_user_keys()
                        || m.values()
                            .any(|x| matches!(x, Value::Instance(_)) || at(x, depth + 1, seen))
                }
                Value::Set(s) => s.0.borrow().has_user_keys(),
                _ => false,
            }
        }
        // A tuple of numbers and strings (the arguments of a `%` format, a dict key) is
        // decided without the walk's bookkeeping (about 150 instructions a call).
        if let Value::Tuple(t) = self
            && t.0.iter().all(|x| x.is_scalar_or_str())
        {
            return false;
        }
        at(self, 0, &mut rustc_hash::FxHashSet::default())
    }

    /// An int, float, bool, `None` or str: hashable, compared without special methods.
    #[inline]
    fn is_scalar_or_str(&self) -> bool {
        matches!(
            self,
            Value::Int(_) | Value::Float(_) | Value::Str(_) | Value::None | Value::Bool(_)
        )
    }

    /// Whether, as a dict key or set element, this must be hashed and compared through
    /// special methods: an instance whose class defines `__eq__` or `__hash__`, or a
    /// tuple holding one.
    #[inline]
    pub fn is_user_key(&self) -> bool {
        match self {
            Value::Instance(i) => i.class.user_keys(),
            Value::Tuple(t) => tuple_holds_user_key(&t.0, 0),
            _ => false,
        }
    }

    /// Checks that the value can be a dict key or set element.
    ///
    /// why not just `py_hash`: every dict operation checks its key first, and hashing an
    /// int or a string there was an out-of-line call (about 30 instructions) whose result
    /// the lookup computed again. Only containers need the full test: the mutable ones
    /// fail it, and a tuple passes when its items do.
    /// A tuple of scalars and strings (a memo key, a grid coordinate) is decided by a
    /// scan of its items' kinds rather than a hash the lookup computes again.
    #[inline]
    pub fn check_hashable(&self) -> PyResult<()> {
        match self {
            Value::Tuple(t) if t.0.iter().all(|x| x.is_scalar_or_str()) => Ok(()),
            Value::Undefined
            | Value::List(_)
            | Value::Tuple(_)
            | Value::Dict(_)
            | Value::Set(_)
            | Value::View(_)
            | Value::Deque(_)
            | Value::Array(_)
            | Value::ByteArray(_)
            | Value::Slice(_) => self.py_hash().map(|_| ()),
            _ => Ok(()),
        }
    }
}

/// Whether tuple items hold a user key (`Value::is_user_key`), nested up to the
/// recursion limit (deeper, hashing the tuple raises `RecursionError` first).
///
/// why a flat scan first: most tuple keys hold no instance and no tuple, and the nested
/// walk's register saves were half its cost (43 instructions for a pair of ints, twice in
/// a memo's `if args in cache: return cache[args]`); the walk is a tail call. Out of
/// line, as before: the guards of the dispatch loop's dict members call it.
#[inline(never)]
fn tuple_holds_user_key(items: &[Value], depth: u32) -> bool {
    for x in items {
        if matches!(x, Value::Instance(_) | Value::Tuple(_)) {
            return tuple_holds_user_key_at(items, depth);
        }
    }
    false
}

/// [`tuple_holds_user_key`] of items that hold an instance or a tuple.
#[inline(never)]
fn tuple_holds_user_key_at(items: &[Value], depth: u32) -> bool {
    if depth >= RECURSION_LIMIT {
        return false;
    }
    // why a loop over `any`: its closure stayed out of line, a call per item on every
    // lookup with a tuple key.
    for x in items {
        let user = match x {
            Value::Instance(i) => i.class.user_keys(),
            Value::Tuple(t) => tuple_holds_user_key(&t.0, depth + 1),
            _ => false,
        };
        if user {
            return true;
        }
    }
    false
}

/// How deep equality, ordering, `repr`, hashing and `isinstance`'s tuples of types follow
/// nested containers before they raise CPython's `RecursionError` (its default recursion
/// limit, which its C code shares with Python calls; here each helper counts its own).
///
/// why: each level is a native call, and a list nested millions deep overflowed the
/// interpreter's stack, which aborts the process.
pub const RECURSION_LIMIT: u32 = 1000;

/// CPython's `RecursionError`, `what` saying where (`" in comparison"`).
#[cold]
pub fn recursion_error(what: &str) -> PyError {
    PyError::new(
        crate::error::ExcType::RecursionError,
        format!("maximum recursion depth exceeded{what}"),
    )
}

thread_local! {
    /// The empty tuple, shared as CPython shares its own: `() is ()`, `tuple() is ()` and
    /// a `def f(*args)` called without arguments all see this one object (and the call
    /// allocates nothing for it).
    static EMPTY_TUPLE: Value = Value::Tuple(obj(Tuple(Box::new([]))));

    /// Set when an equality test went deeper than [`RECURSION_LIMIT`] (it answered
    /// `false`); [`comparing`] turns it into the error.
    static TOO_DEEP: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f`, whose equality tests (`py_eq`) cannot fail, and reports one that went deeper
/// than [`RECURSION_LIMIT`] as CPython's `RecursionError` ("in comparison").
///
/// why a flag rather than a `PyResult` from `py_eq`: the dict's table compares keys
/// through `PartialEq`, which cannot fail. A key that hashes is less deep than the limit
/// (hashing counts too), and a comparison of keys starts at depth 0, so a probe never
/// trips it; the operations that compare arbitrary values (`==`, `in`, `index`, ordering)
/// run in here.
pub fn comparing<R>(f: impl FnOnce() -> R) -> PyResult<R> {
    TOO_DEEP.set(false);
    let r = f();
    if TOO_DEEP.replace(false) {
        return Err(recursion_error(" in comparison"));
    }
    Ok(r)
}

/// Marks the comparison as too deep ([`comparing`] reports it) and answers `false`.
#[cold]
#[inline(never)]
fn too_deep() -> bool {
    TOO_DEEP.set(true);
    false
}

/// `a is b or a == b`: how containers compare their items (CPython's
/// `PyObject_RichCompareBool`), at nesting `depth`.
#[inline]
pub fn same_or_eq_at(a: &Value, b: &Value, depth: u32) -> bool {
    a.is(b) || py_eq_at(a, b, depth)
}

/// Python `==` (never fails: there are no user-defined `__eq__`s; past the recursion
/// limit it answers `false`, and [`comparing`] raises).
#[inline]
pub fn py_eq(a: &Value, b: &Value) -> bool {
    py_eq_at(a, b, 0)
}

/// [`py_eq`] of values `depth` containers deep.
pub fn py_eq_at(a: &Value, b: &Value, depth: u32) -> bool {
    use Value::*;
    let inner = depth + 1;
    match (a, b) {
        (Int(x), Int(y)) => x == y,
        (Float(x), Float(y)) => x == y,
        (Str(x), Str(y)) => Rc::ptr_eq(x, y) || x.s == y.s,
        (None, None) => true,
        (Bool(x), Bool(y)) => x == y,
        (Int(_) | Bool(_) | BigInt(_) | Float(_), Int(_) | Bool(_) | BigInt(_) | Float(_)) => {
            num::num_cmp(a, b) == Some(std::cmp::Ordering::Equal)
        }
        (List(x), List(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            if depth >= RECURSION_LIMIT {
                return too_deep();
            }
            x.len() == y.len()
                && x.with_values(|x| {
                    y.with_values(|y| x.iter().zip(y).all(|(p, q)| same_or_eq_at(p, q, inner)))
                })
        }
        (Bytes(x), Bytes(y)) => Rc::ptr_eq(x, y) || x.b == y.b,
        (Bytes(_) | ByteArray(_), Bytes(_) | ByteArray(_)) => {
            let (x, y) = (bytes::bytes_like(a), bytes::bytes_like(b));
            x.as_deref() == y.as_deref()
        }
        (Deque(x), Deque(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            if depth >= RECURSION_LIMIT {
                return too_deep();
            }
            let x: Vec<Value> = x.items().iter().cloned().collect();
            let y: Vec<Value> = y.items().iter().cloned().collect();
            x.len() == y.len() && x.iter().zip(&y).all(|(p, q)| same_or_eq_at(p, q, inner))
        }
        (Array(x), Array(y)) => array_eq(x, y),
        // Slices are equal when their start, stop and step are (CPython compares them as
        // tuples).
        (Slice(x), Slice(y)) => {
            Rc::ptr_eq(x, y)
                || x.iter()
                    .zip(y.iter())
                    .all(|(p, q)| same_or_eq_at(p, q, inner))
        }
        (Tuple(x), Tuple(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            if depth >= RECURSION_LIMIT {
                return too_deep();
            }
            // Ints and strings, most tuple items, are compared here: a call of
            // `same_or_eq_at` each (identity, then equality, both out of line) made a
            // 2-tuple dict key's comparison cost about 200 instructions.
            if x.0.len() != y.0.len() {
                return false;
            }
            for (p, q) in x.0.iter().zip(y.0.iter()) {
                let equal = match (p, q) {
                    (Int(p), Int(q)) => p == q,
                    (Str(p), Str(q)) => Rc::ptr_eq(p, q) || p.s == q.s,
                    _ => same_or_eq_at(p, q, inner),
                };
                if !equal {
                    return false;
                }
            }
            true
        }
        (Dict(x), Dict(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            if depth >= RECURSION_LIMIT {
                return too_deep();
            }
            let (x, y) = (x.0.borrow(), y.0.borrow());
            x.len() == y.len()
                && x.iter().all(|(k, v)| match y.get(k) {
                    Some(w) => same_or_eq_at(v, w, inner),
                    Option::None => false,
                })
        }
        (Set(x), Set(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            let (x, y) = (x.0.borrow(), y.0.borrow());
            x.len() == y.len() && x.iter().all(|v| y.contains(v))
        }
        (Range(x), Range(y)) => {
            let (lx, ly) = (x.len(), y.len());
            lx == ly && (lx == 0 || (x.start == y.start && (lx == 1 || x.step == y.step)))
        }
        // Bound methods are equal when they bind the same function to the same object.
        (BoundMethod(x), BoundMethod(y)) => x.func.is(&y.func) && x.receiver.is(&y.receiver),
        (View(_) | Set(_), View(_) | Set(_)) => set_like_eq(a, b, inner),
        _ => a.is(b),
    }
}

/// `a == b` of a dict's keys or items view and a set or another such view.
#[cold]
#[inline(never)]
fn set_like_eq(a: &Value, b: &Value, depth: u32) -> bool {
    match (set_like_len(a), set_like_len(b)) {
        (Some(x), Some(y)) => x == y && set_like_all_in(a, b, depth),
        _ => a.is(b),
    }
}

/// The size of a set or of a dict's keys or items view (what compares as a set); `None`
/// for anything else.
pub fn set_like_len(v: &Value) -> Option<usize> {
    match v {
        Value::Set(s) => Some(s.0.borrow().len()),
        Value::View(x) if x.kind != ViewKind::Values => Some(x.dict.0.borrow().len()),
        _ => None,
    }
}

/// Whether every element of set-like `a` is in set-like `b` (CPython's
/// `all_contained_in` of the view comparisons), their elements compared at `depth`.
///
/// why out of line (and its lookups through `lookup`): new inlined calls of the table
/// lookups here and in `ops::views` cost the dispatch loop's own lookups their inlining
/// (dicts_sets +1.56% instructions).
#[inline(never)]
pub fn set_like_all_in(a: &Value, b: &Value, depth: u32) -> bool {
    // `a`'s elements copied out first: no borrow of `a` is held while `b` is probed.
    let items: Vec<Value> = match a {
        Value::Set(s) => s.0.borrow().iter().cloned().collect(),
        Value::View(x) => {
            let d = x.dict.0.borrow();
            match x.kind {
                ViewKind::Keys => d.keys().cloned().collect(),
                _ => d
                    .iter()
                    .map(|(k, v)| Value::tuple(vec![k.clone(), v.clone()]))
                    .collect(),
            }
        }
        _ => return false,
    };
    items.iter().all(|item| match b {
        Value::Set(s) => set_has(&s.0.borrow(), item),
        Value::View(x) => {
            let d = x.dict.0.borrow();
            match (x.kind, item) {
                (ViewKind::Keys, _) => item.py_hash().is_ok() && dict_get(&d, item).is_some(),
                (_, Value::Tuple(t)) if t.0.len() == 2 && t.0[0].py_hash().is_ok() => {
                    dict_get(&d, &t.0[0]).is_some_and(|v| same_or_eq_at(v, &t.0[1], depth))
                }
                _ => false,
            }
        }
        _ => false,
    })
}

/// `d.get(k)` out of line (see [`set_like_all_in`]).
#[inline(never)]
fn dict_get<'a>(d: &'a DictMap, k: &Value) -> Option<&'a Value> {
    d.get(k)
}

/// `k in s` out of line (see [`set_like_all_in`]).
#[inline(never)]
pub fn set_has(s: &SetTable, k: &Value) -> bool {
    s.contains(k)
}

/// `a == b` of two arrays: item by item as numbers (CPython compares each pair with
/// `==`, so a NaN item is unequal to itself).
fn array_eq(x: &array::Array, y: &array::Array) -> bool {
    if x.len() != y.len() {
        return false;
    }
    x.read(|a| {
        y.read(|b| {
            a.same_type_eq(b).unwrap_or_else(|| {
                (0..a.len()).all(|i| match (a.get(i), b.get(i)) {
                    (Some(p), Some(q)) => py_eq(&p, &q),
                    _ => false,
                })
            })
        })
    })
}

/// `bool(v)`.
pub fn truthy(v: &Value) -> bool {
    match v {
        Value::Bool(b) => *b,
        Value::None | Value::Undefined => false,
        Value::Int(i) => *i != 0,
        Value::Float(f) => *f != 0.0,
        Value::BigInt(_) => true,
        Value::Str(s) => !s.s.is_empty(),
        Value::Deque(d) => !d.is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Bytes(b) => !b.b.is_empty(),
        Value::ByteArray(b) => !b.is_empty(),
        Value::List(l) => !l.is_empty(),
        Value::Tuple(t) => !t.0.is_empty(),
        Value::Dict(d) => !d.0.borrow().is_empty(),
        Value::Set(s) => !s.0.borrow().is_empty(),
        Value::Range(r) => !r.is_empty(),
        Value::View(v) => !v.dict.0.borrow().is_empty(),
        _ => true,
    }
}

/// Normalizes a sequence index (negative counts from the end); `None` if out of range.
#[inline]
pub fn norm_index(i: i64, len: usize) -> Option<usize> {
    let len = len as i64;
    let j = if i < 0 { i + len } else { i };
    if j >= 0 && j < len {
        Some(j as usize)
    } else {
        None
    }
}

impl PartialEq for Value {
    /// Key equality: `py_eq` after identity, as CPython's containers compare (its
    /// `PyObject_RichCompareBool` takes `a is b` for equal). Only the dict's table uses
    /// it. The common key kinds are decided inline: the dict probes call this for every
    /// candidate, and `py_eq` itself is too big to inline there. Identity matters only
    /// for a float (a NaN key finds itself; an int or a string is equal to itself anyway,
    /// and the containers' own comparisons take identity first item by item).
    #[inline]
    fn eq(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Int(x), Value::Int(y)) => x == y,
            (Value::Str(x), Value::Str(y)) => Rc::ptr_eq(x, y) || x.s == y.s,
            (Value::Float(x), Value::Float(y)) => x == y || x.to_bits() == y.to_bits(),
            _ => py_eq(self, other),
        }
    }
}

/// Dict keys are checked hashable before they are inserted, so `Eq` holds for keys.
impl Eq for Value {}

impl Hash for Value {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_i64(hash::py_hash(self).unwrap_or(0));
    }
}

impl std::fmt::Debug for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format::repr(self))
    }
}

const _: () = assert!(std::mem::size_of::<Value>() == 16);
const _: () = assert!(std::mem::size_of::<Option<Value>>() == 16);
const _: () = assert!(std::mem::size_of::<Result<Value, PyError>>() == 16);

impl VmValue for Value {
    fn type_name(&self) -> &'static str {
        Value::type_name(self)
    }

    /// A returning frame's instances (`self`, arguments) release their reference inline:
    /// at this one place, not in `Drop` everywhere (inline there, it cost the examples
    /// 3-5% instructions).
    #[inline(always)]
    unsafe fn drop_frame_values(values: *mut Self, n: usize) {
        for i in 0..n {
            // SAFETY: the caller's promise: each slot holds a value, dropped once here.
            unsafe {
                let v = &mut *values.add(i);
                if v.is_heap() {
                    match v {
                        Value::Instance(x) => ManuallyDrop::drop(x),
                        _ => std::ptr::drop_in_place(v),
                    }
                }
            }
        }
    }
}

impl Guard<Value> for i64 {
    #[inline(always)]
    fn guard(v: &Value) -> Option<i64> {
        if let Value::Int(i) = v {
            Some(*i)
        } else {
            None
        }
    }
}

impl Guard<Value> for f64 {
    #[inline(always)]
    fn guard(v: &Value) -> Option<f64> {
        if let Value::Float(x) = v {
            Some(*x)
        } else {
            None
        }
    }
}

impl Guard<Value> for bool {
    #[inline(always)]
    fn guard(v: &Value) -> Option<bool> {
        if let Value::Bool(b) = v {
            Some(*b)
        } else {
            None
        }
    }
}

/// An int or float operand (the type guard of the in-place number specializations).
#[derive(Clone, Copy, Debug)]
pub enum Number {
    Int(i64),
    Float(f64),
}

impl Guard<Value> for Number {
    #[inline(always)]
    fn guard(v: &Value) -> Option<Number> {
        match v {
            Value::Int(i) => Some(Number::Int(*i)),
            Value::Float(f) => Some(Number::Float(*f)),
            _ => None,
        }
    }
}

/// A number usable as a float operand: a float, or an int small enough (|i| <= 2**53)
/// to convert exactly (so mixed arithmetic rounds once, as in CPython).
#[derive(Clone, Copy, Debug)]
pub struct FloatLike {
    pub v: f64,
    pub is_float: bool,
}

impl Guard<Value> for FloatLike {
    #[inline(always)]
    fn guard(v: &Value) -> Option<FloatLike> {
        match v {
            Value::Float(f) => Some(FloatLike {
                v: *f,
                is_float: true,
            }),
            Value::Int(i) if i.unsigned_abs() <= 1 << 53 => Some(FloatLike {
                v: *i as f64,
                is_float: false,
            }),
            _ => None,
        }
    }
}

impl Value {
    /// A number identifying the variant (the type), for inline caches.
    pub fn tag(&self) -> u32 {
        match self {
            Value::Undefined => 0,
            Value::None => 1,
            Value::Bool(_) => 2,
            Value::Int(_) => 3,
            Value::Float(_) => 4,
            Value::Builtin(_) => 5,
            Value::Method(_) => 6,
            Value::BigInt(_) => 7,
            Value::Str(_) => 8,
            Value::List(_) => 9,
            Value::Tuple(_) => 10,
            Value::Dict(_) => 11,
            // A frozenset's methods are not a set's: a method cache keyed by the tag must
            // tell them apart.
            Value::Set(s) if s.is_frozen() => 31,
            Value::Set(_) => 12,
            Value::Range(_) => 13,
            Value::Function(_) => 14,
            Value::Iter(_) => 15,
            Value::View(_) => 16,
            Value::Slice(_) => 17,
            Value::NotImplemented => 18,
            Value::Class(_) => 19,
            Value::Instance(_) => 20,
            Value::BoundMethod(_) => 21,
            Value::Descr(_) => 22,
            Value::Super(_) => 23,
            Value::Traceback(_) => 24,
            Value::Cell(_) => 25,
            Value::Generator(_) => 26,
            Value::Module(_) => 27,
            Value::Deque(_) => 28,
            Value::Stream(_) => 29,
            Value::Opaque(_) => 30,
            Value::Array(_) => 32,
            Value::Bytes(_) => 33,
            Value::ByteArray(_) => 34,
            Value::Ellipsis => 35,
            Value::Coroutine(_) => 36,
            Value::AsyncGenerator(_) => 37,
            Value::AgenOp(_) => 38,
        }
    }
}

/// A class name as a `&'static str` (for `type_name`, which names a value's type in
/// messages): interned once per distinct name, so the names a program's class statements
/// use are kept for the run, however often those statements run.
pub fn class_name_static(name: &str) -> &'static str {
    thread_local! {
        static NAMES: RefCell<rustc_hash::FxHashSet<&'static str>> = RefCell::default();
    }
    NAMES.with(|names| {
        if let Some(n) = names.borrow().get(name) {
            return *n;
        }
        let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
        names.borrow_mut().insert(leaked);
        leaked
    })
}

/// Matches only `None` (a specialization parameter of this type is a None guard).
#[derive(Clone, Copy, Debug)]
pub struct NoneVal;

impl Guard<Value> for NoneVal {
    #[inline(always)]
    fn guard(v: &Value) -> Option<NoneVal> {
        if let Value::None = v {
            Some(NoneVal)
        } else {
            None
        }
    }
}

macro_rules! ref_guard {
    ($($t:ty => $variant:ident),* $(,)?) => {$(
        impl RefGuard<Value> for $t {
            #[inline(always)]
            fn guard_ref(v: &Value) -> Option<&$t> {
                if let Value::$variant(x) = v { Some(x) } else { None }
            }
        }
    )*};
}

ref_guard! {
    PyStr => Str,
    bytes::PyBytes => Bytes,
    bytes::ByteArray => ByteArray,
    List => List,
    Tuple => Tuple,
    Dict => Dict,
    Set => Set,
    Function => Function,
    Range => Range,
    array::Array => Array,
}

/// A function operand with its reference count at hand, for ops that hand the function
/// to a new frame ([`FuncRef`]).
impl RefGuard<Value> for Rc<Function> {
    #[inline(always)]
    fn guard_ref(v: &Value) -> Option<&Rc<Function>> {
        if let Value::Function(x) = v {
            Some(x)
        } else {
            None
        }
    }
}

/// A new error for an operand of the wrong type.
#[cold]
pub fn type_error(msg: impl Into<String>) -> PyError {
    PyError::type_error(msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `check_hashable` decides most values from their kind without hashing; it must
    /// agree with `py_hash` (whose error is Python's `TypeError`) on every kind, or a
    /// dict would take an unhashable key (its `Hash` hashes a failure as 0).
    #[test]
    fn check_hashable_agrees_with_py_hash() {
        let list = Value::list(vec![Value::Int(1)]);
        let dict = Rc::new(Dict::default());
        let values = [
            Value::Undefined,
            Value::None,
            Value::Bool(true),
            Value::Int(7),
            Value::Float(1.5),
            Value::Builtin(Builtin::from_index(0)),
            Value::Method(Method::from_index(0)),
            Value::from_bigint(BigInt::from(1) << 80),
            Value::str("key"),
            list.clone(),
            Value::tuple(vec![Value::Int(1), Value::str("a")]),
            Value::tuple(vec![Value::Int(1), list]),
            Value::Dict(obj_rc(dict.clone())),
            Value::set(SetTable::new()),
            Value::Range(obj(Range {
                start: 0,
                stop: 3,
                step: 1,
            })),
            Value::View(obj(DictView {
                dict,
                kind: ViewKind::Keys,
            })),
            Value::Slice(obj([Value::None, Value::Int(2), Value::None])),
            Value::bytes(&b"key"[..]),
            Value::bytearray(b"key".to_vec()),
        ];
        for v in &values {
            assert_eq!(
                v.check_hashable().is_ok(),
                v.py_hash().is_ok(),
                "{}",
                v.type_name()
            );
        }
        let hashable: Vec<bool> = values.iter().map(|v| v.check_hashable().is_ok()).collect();
        assert_eq!(
            hashable,
            [
                false, true, true, true, true, true, true, true, true, false, true, false, false,
                false, true, false, false, true, false
            ]
        );
    }
}

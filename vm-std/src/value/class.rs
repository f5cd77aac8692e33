//! Classes and their instances, built for the specializer (DESIGN.md §8).
//!
//! - A [`Class`] has a process-unique version tag (`vm_core::version`), replaced whenever
//!   the class or one of its bases changes: a cache keyed by (version, ...) is valid
//!   exactly while the version matches (CPython's `tp_version_tag`).
//! - Its instances share one attribute layout (names to slots, append-only: CPython 3.11's
//!   shared keys, V8's hidden classes): an instance keeps its attributes' values in a
//!   slot array, so an attribute read can be cached as (class version, slot).
//! - Attributes found through the method resolution order (C3) are resolved once per
//!   version into a per-class table, so a cache can name one by (version, index).
//!
//! This layer holds the data and the lookups that run no Python code; calling
//! descriptors, special methods and `__init__` is the layers above.

use std::cell::{Cell, Ref, RefCell};
use std::rc::{Rc, Weak};

use rustc_hash::FxHashMap;

use super::{Builtin, Value, obj};
use crate::error::{PyError, PyResult};

/// Attribute names by slot, in the order they were first set: shared by every instance of
/// a class, extended in that order, never reordered (so a slot cached for a version
/// stays that name's slot).
#[derive(Default)]
pub struct Layout {
    names: Vec<Rc<str>>,
    slot_of: FxHashMap<Rc<str>, u32>,
}

impl Layout {
    /// The slot of `name`, if some instance ever set it.
    #[inline]
    pub fn slot(&self, name: &str) -> Option<u32> {
        self.slot_of.get(name).copied()
    }

    /// [`Layout::slot`], by comparing the names of a small layout (at most 8) in turn:
    /// cheaper than hashing `name` for the lookups by a name that is not interned (an
    /// exception's `__traceback__` at each `raise`: about 140 instructions a lookup).
    pub fn slot_scanned(&self, name: &str) -> Option<u32> {
        if self.names.len() > 8 {
            return self.slot(name);
        }
        let at = self.names.iter().position(|n| **n == *name)?;
        Some(at as u32)
    }

    /// The slot of `name`, added at the end if new.
    pub fn slot_or_add(&mut self, name: &Rc<str>) -> u32 {
        // why first by pointer: the names an instruction or the VM stores are interned
        // (a code's names, `__traceback__` at every caught exception), so the slot's own
        // `Rc` is usually the one given; comparing a few pointers costs less than hashing
        // the string (a caught `KeyError` spent 132 instructions here).
        let first = self.names.iter().take(8);
        if let Some(s) = first.into_iter().position(|n| Rc::ptr_eq(n, name)) {
            return s as u32;
        }
        if let Some(&s) = self.slot_of.get(&**name) {
            return s;
        }
        let s = self.names.len() as u32;
        self.names.push(name.clone());
        self.slot_of.insert(name.clone(), s);
        s
    }

    /// Names by slot.
    pub fn names(&self) -> &[Rc<str>] {
        &self.names
    }

    /// How many names (a cache that relies on a name being absent checks this).
    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}

/// Entries of a class's memo of the names read through a cache filled for another class
/// ([`Class::peer_index`]): a polymorphic method reads a few (`self.batch`,
/// `self.compute`, `self.send` in a base method run on a subclass's instance).
const PEERS: usize = 8;

/// The entry of [`Class::peer_index`]'s memo for `name`, by its address (Fibonacci
/// hashing: the high bits of the product).
#[inline(always)]
fn peer_slot(name: &Rc<str>) -> usize {
    let address = Rc::as_ptr(name) as *const u8 as u64;
    (address.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - PEERS.trailing_zeros())) as usize
}

/// Whether two names not at the same address are the same string (out of line: most
/// names compared are interned, equal by address).
#[inline(never)]
fn same_str(a: &str, b: &str) -> bool {
    a == b
}

/// A class's own attributes, in definition order.
#[derive(Default)]
pub struct ClassDict {
    index: FxHashMap<Rc<str>, usize>,
    entries: Vec<(Rc<str>, Value)>,
}

impl ClassDict {
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.index.get(name).map(|&i| &self.entries[i].1)
    }

    pub fn set(&mut self, name: Rc<str>, v: Value) {
        match self.index.get(&name) {
            Some(&i) => self.entries[i].1 = v,
            None => {
                self.index.insert(name.clone(), self.entries.len());
                self.entries.push((name, v));
            }
        }
    }

    pub fn remove(&mut self, name: &str) -> Option<Value> {
        let i = self.index.remove(name)?;
        let (_, v) = self.entries.remove(i);
        for k in self.index.values_mut() {
            if *k > i {
                *k -= 1;
            }
        }
        Some(v)
    }

    /// The entries, in definition order.
    pub fn entries(&self) -> &[(Rc<str>, Value)] {
        &self.entries
    }
}

/// What an instance of a class holds besides its attributes: the storage of a builtin
/// base (`class Stack(list)`), or an exception's arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Native {
    /// A plain object.
    Object,
    /// A `list` subclass: the instance's `list` part.
    List,
    /// A `dict` subclass.
    Dict,
    /// A `tuple` subclass: its items, set when the instance is made (`tuple.__new__`).
    Tuple,
    /// A `BaseException` subclass: its `args`.
    Exception,
    /// A `type` subclass (a metaclass): its instances are classes.
    Type,
    /// An `int` subclass: the instance's int (`bool` aside), set when it is made.
    Int,
    /// A `str` subclass: the instance's string, set when it is made.
    Str,
    /// A `float` subclass: the instance's float, set when it is made.
    Float,
}

/// Attributes resolved through the MRO for one version of a class, by name: what the
/// specializer caches by index (a cache holds bits, never a reference).
#[derive(Default)]
pub struct Resolved {
    version: u32,
    index: FxHashMap<Rc<str>, u32>,
    values: Vec<Option<Value>>,
}

/// The attribute cache of [`Class::lookup_name`]: per thread, direct-mapped, each entry
/// a (class version, name) pair and the index the class's resolved table holds the
/// name's attribute at. Version tags are unique in the process and a class's table is
/// only reset with a new version, so an entry whose version and name match is right. The
/// entry keeps its name alive: no other string can take its address.
mod attr_cache {
    use std::cell::RefCell;
    use std::rc::Rc;

    /// Entries (a power of two).
    const SIZE: usize = 1024;

    #[derive(Default)]
    struct Entry {
        version: u32,
        index: u32,
        name: Option<Rc<str>>,
    }

    thread_local! {
        static ENTRIES: RefCell<Vec<Entry>> = const { RefCell::new(Vec::new()) };
    }

    /// The entry for `version` and `name`.
    #[inline]
    pub(super) fn slot(version: u32, name: &Rc<str>) -> usize {
        let address = Rc::as_ptr(name) as *const u8 as usize;
        ((version as usize).wrapping_mul(0x9e37_79b9) ^ (address >> 4)) & (SIZE - 1)
    }

    /// The index entry `at` holds for `version` and `name`, if it holds them.
    #[inline]
    pub(super) fn get(at: usize, version: u32, name: &Rc<str>) -> Option<u32> {
        ENTRIES.with_borrow(|entries| {
            let e = entries.get(at)?;
            (e.version == version && e.name.as_ref().is_some_and(|n| Rc::ptr_eq(n, name)))
                .then_some(e.index)
        })
    }

    /// Makes entry `at` hold `index` for `version` and `name`.
    pub(super) fn set(at: usize, version: u32, name: &Rc<str>, index: u32) {
        let old = ENTRIES.with_borrow_mut(|entries| {
            if entries.is_empty() {
                entries.resize_with(SIZE, Entry::default);
            }
            std::mem::replace(
                &mut entries[at],
                Entry {
                    version,
                    index,
                    name: Some(Rc::clone(name)),
                },
            )
        });
        // why after the borrow: dropping a name frees only a string, but nothing here
        // needs to know that.
        drop(old);
    }
}

/// A class.
pub struct Class {
    pub name: Rc<str>,
    /// The bases as written (classes, or builtin types such as `list`).
    pub bases: Vec<Value>,
    /// The method resolution order (C3) after the class itself: classes and builtin
    /// types, `object` last. (The class is left out: it would hold a reference to
    /// itself.)
    pub mro: Vec<Value>,
    dict: RefCell<ClassDict>,
    version: Cell<u32>,
    layout: RefCell<Layout>,
    /// `__slots__`: when set, instances have exactly these attributes (no others).
    pub slots: Option<Vec<Rc<str>>>,
    /// The names the class and its bases declare in `__slots__` when its instances also
    /// have a `__dict__` (`slots` is `None`: some base declares none, or `BaseException`
    /// gives one): CPython keeps them in the object, never in the `__dict__`, so the
    /// materialized dict leaves them out and they stay in the layout's slots.
    members: Box<[Rc<str>]>,
    pub native: Native,
    subclasses: RefCell<Vec<Weak<Class>>>,
    resolved: RefCell<Resolved>,
    /// Whether the class defines `__eq__` or `__hash__` below `object`, for the version
    /// it was computed at.
    user_keys: Cell<(u32, bool)>,
    /// [`Class::plain_attrs`], for the version it was computed at.
    plain: Cell<(u32, bool)>,
    /// [`Class::user_str`], for the version it was computed at.
    user_str: Cell<(u32, bool)>,
    /// [`Class::peer_index`], direct-mapped by the name's address: (the address of a
    /// name, this class's version, the index of its resolved table that holds the name,
    /// the layout's length when the name was absent from it, else `u32::MAX`), and the
    /// name, kept alive so that no other string takes its address while the memo holds it.
    peer: [Cell<(usize, u32, u32, u32)>; PEERS],
    peer_name: [Cell<Option<Rc<str>>>; PEERS],
    /// The shims made for this version (see `isa::shim`), by a key the instruction set
    /// chooses.
    shims: RefCell<Vec<Value>>,
    /// For an exception class: the builtin exception class it is or derives from (the
    /// error kind a `raise` of it maps to).
    pub exc_kind: Option<crate::error::ExcType>,
    /// Whether the class is builtin (`object`, the exception classes): it prints as
    /// `<class 'name'>` and its attributes cannot be set.
    pub builtin: bool,
    /// Its metaclass when that is not `type` (a `type` subclass), set once when the class
    /// is made. A class with one is never specialized on as a callee or an attribute
    /// owner (the metaclass could decide both), so the hot paths never read this.
    meta: std::cell::OnceCell<Rc<Class>>,
    /// Whether an instance of it made its `__dict__`: attributes may then be set (through
    /// the dict) without the layout knowing, so no attribute cache may rely on the layout
    /// (see [`Class::plain_attrs`]).
    dict_instances: Cell<bool>,
    /// Whether the class or a base defines `__del__` (in Python): what an instance's
    /// drop tests (see [`Instance::hand_to_finalizer`]). Computed when the class is made
    /// and again whenever it or a base changes ([`Class::modified`]).
    has_del: Cell<bool>,
}

impl Class {
    /// A class named `name` with `bases` (already checked to be classes or types), its
    /// MRO and its namespace. `native` is what its instances carry (from its bases).
    pub fn new(
        name: Rc<str>,
        bases: Vec<Value>,
        mro_tail: Vec<Value>,
        dict: ClassDict,
        native: Native,
        exc_kind: Option<crate::error::ExcType>,
        builtin: bool,
    ) -> PyResult<Rc<Class>> {
        // Instances have exactly the slots of the class and its bases when every class
        // in the MRO but `object` declares `__slots__` (the bases' first); any class
        // without gives them a dict, so any attribute.
        let own_members = match dict.get("__slots__") {
            None => Vec::new(),
            Some(v) => slot_names(v)?,
        };
        let slots = match dict.get("__slots__") {
            None => None,
            Some(_) => {
                let own = own_members.clone();
                let mut all: Vec<Rc<str>> = Vec::new();
                let mut dictful = false;
                for c in mro_tail.iter().rev() {
                    match c {
                        Value::Class(c) if c.is_object() => {}
                        Value::Class(c) => match &c.slots {
                            Some(s) => all.extend(s.iter().cloned()),
                            None => dictful = true,
                        },
                        // A builtin base (`tuple`, `list`): no instance dict of its own.
                        Value::Builtin(_) => {}
                        _ => dictful = true,
                    }
                }
                all.extend(own);
                (!dictful).then_some(all)
            }
        };
        let mut members: Vec<Rc<str>> = Vec::new();
        if slots.is_none() {
            let inherited = mro_tail.iter().filter_map(|c| match c {
                Value::Class(c) => Some(c.members.iter().chain(c.slots.iter().flatten())),
                _ => None,
            });
            for n in own_members.iter().chain(inherited.flatten()) {
                if !members.contains(n) {
                    members.push(n.clone());
                }
            }
        }
        let class = Rc::new(Class {
            name,
            bases: bases.clone(),
            mro: mro_tail,
            dict: RefCell::new(dict),
            version: Cell::new(vm_core::version::next_tag().unwrap_or(0)),
            layout: RefCell::new(Layout::default()),
            slots,
            members: members.into_boxed_slice(),
            native,
            subclasses: RefCell::new(Vec::new()),
            resolved: RefCell::new(Resolved::default()),
            user_keys: Cell::new((0, false)),
            plain: Cell::new((0, false)),
            user_str: Cell::new((0, false)),
            peer: Default::default(),
            peer_name: Default::default(),
            shims: RefCell::new(Vec::new()),
            exc_kind,
            builtin,
            meta: std::cell::OnceCell::new(),
            dict_instances: Cell::new(false),
            has_del: Cell::new(false),
        });
        class.unversion_if_own_getattribute();
        class.find_del();
        if let Some(slots) = &class.slots {
            let mut layout = class.layout.borrow_mut();
            for s in slots {
                layout.slot_or_add(s);
            }
        }
        for b in &class.bases {
            if let Value::Class(b) = b {
                b.subclasses.borrow_mut().push(Rc::downgrade(&class));
            }
        }
        super::gc::track(&class);
        Ok(class)
    }

    /// Its metaclass, when it is not `type`.
    #[inline]
    pub fn meta(&self) -> Option<&Rc<Class>> {
        self.meta.get()
    }

    /// Sets its metaclass (once, when the class is made; `type` is no metaclass here).
    pub fn set_meta(&self, meta: Rc<Class>) {
        let _ = self.meta.set(meta);
    }

    /// Whether it is a metaclass (a subclass of `type`).
    pub fn is_metaclass(&self) -> bool {
        self.native == Native::Type
    }

    /// The current version tag (0: not cacheable).
    #[inline(always)]
    pub fn version(&self) -> u32 {
        self.version.get()
    }

    /// Gives this class and every subclass a new version: a cache keyed by an old one
    /// no longer matches.
    pub fn modified(&self) {
        self.version.set(vm_core::version::next_tag().unwrap_or(0));
        {
            let mut r = self.resolved.borrow_mut();
            r.index.clear();
            r.values.clear();
        }
        self.unversion_if_own_getattribute();
        self.find_del();
        // why take and drop after: a shim's drop may drop the last reference to anything.
        let shims = std::mem::take(&mut *self.shims.borrow_mut());
        drop(shims);
        let subs: Vec<Rc<Class>> = self
            .subclasses
            .borrow()
            .iter()
            .filter_map(Weak::upgrade)
            .collect();
        for s in subs {
            s.modified();
        }
    }

    /// Sets [`Class::has_del`] from its namespace and its bases'.
    fn find_del(&self) {
        let has = !self.builtin
            && matches!(self.lookup("__del__"), Some(f) if !matches!(f, Value::Builtin(_)));
        if has {
            super::finalize::del_class_made();
        }
        self.has_del.set(has);
    }

    /// Whether its instances have a `__del__` to run when they die.
    #[inline(always)]
    pub fn has_del(&self) -> bool {
        self.has_del.get()
    }

    /// Takes the version away (0: no cache ever names the class) when the class or a base
    /// defines `__getattribute__` other than `object`'s: every read of its instances'
    /// attributes must then call it, which no attribute specialization does, and reads
    /// test for it only on an unversioned class.
    fn unversion_if_own_getattribute(&self) {
        if !self.builtin && self.own_getattribute().is_some() {
            self.version.set(0);
        }
    }

    /// The `__getattribute__` the class or a base defines, when it is not `object`'s (a
    /// Python function, say).
    pub fn own_getattribute(&self) -> Option<Value> {
        match self.lookup("__getattribute__")? {
            Value::Builtin(_) => None,
            f => Some(f),
        }
    }

    /// The class's own attribute `name` (not its bases').
    pub fn own(&self, name: &str) -> Option<Value> {
        self.dict.borrow().get(name).cloned()
    }

    /// Sets an attribute of the class itself (`C.x = v`), changing its version.
    pub fn set_attr(&self, name: Rc<str>, v: Value) {
        self.dict.borrow_mut().set(name, v);
        self.modified();
    }

    /// Deletes an attribute of the class itself; whether it had it.
    pub fn del_attr(&self, name: &str) -> bool {
        let had = self.dict.borrow_mut().remove(name).is_some();
        if had {
            self.modified();
        }
        had
    }

    /// The class's own attributes, in definition order (what `BUILD_CLASS` walks).
    pub fn dict(&self) -> Ref<'_, ClassDict> {
        self.dict.borrow()
    }

    /// `name` looked up through the MRO in the classes' namespaces, with the class that
    /// has it; builtin types in the MRO are skipped (their attributes are the methods
    /// table's, one layer up).
    pub fn lookup(&self, name: &str) -> Option<Value> {
        self.lookup_impl(name)
    }

    /// The name of the module that defined it (its `__module__`, which a class body
    /// sets from the module's `__name__`): `builtins` for a builtin class.
    pub fn module_name(&self) -> Rc<str> {
        if self.builtin {
            // A standard module's class is named `module.Name` (`functools.partial`).
            return Rc::from(self.name.split_once('.').map_or("builtins", |(m, _)| m));
        }
        match self.dict().get("__module__") {
            Some(Value::Str(s)) => Rc::from(s.s.as_str()),
            _ => Rc::from("__main__"),
        }
    }

    /// The name messages and `repr` qualify it with: `module.Qualname`
    /// (`__main__.Outer.Nested`; `Name` for a builtin class).
    pub fn qualified_name(&self) -> String {
        match self.builtin {
            true => self.name.to_string(),
            false => format!("{}.{}", self.module_name(), self.qualname()),
        }
    }

    /// Its `__qualname__`: what its class body (or `type()`'s namespace) set, which names
    /// the classes and functions it is nested in (`Outer.Nested`, `f.<locals>.C`), else
    /// its name.
    pub fn qualname(&self) -> Rc<str> {
        match self.dict().get("__qualname__") {
            Some(Value::Str(s)) if !self.builtin => Rc::from(s.s.as_str()),
            _ => self.name.clone(),
        }
    }

    fn lookup_impl(&self, name: &str) -> Option<Value> {
        let version = self.version();
        if version != 0 {
            let r = self.resolved.borrow();
            if r.version == version
                && let Some(&i) = r.index.get(name)
            {
                return r.values[i as usize].clone();
            }
        }
        let found = self.lookup_uncached(name);
        if version != 0 {
            self.remember(name, found.clone());
        }
        found
    }

    /// Records what looking `name` up found (or that it found nothing) for this version:
    /// the next lookup is one hash probe instead of one per class of the MRO.
    fn remember(&self, name: &str, found: Option<Value>) -> u32 {
        let mut r = self.resolved.borrow_mut();
        if r.version != self.version() {
            r.version = self.version();
            r.index.clear();
            r.values.clear();
        }
        if let Some(&i) = r.index.get(name) {
            return i;
        }
        let i = r.values.len() as u32;
        r.values.push(found);
        r.index.insert(Rc::from(name), i);
        i
    }

    fn lookup_uncached(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.dict.borrow().get(name) {
            return Some(v.clone());
        }
        for c in &self.mro {
            if let Value::Class(c) = c
                && let Some(v) = c.dict.borrow().get(name)
            {
                return Some(v.clone());
            }
        }
        None
    }

    /// [`Class::lookup`] of a name a code object holds (one of its names table's
    /// strings), through the thread's attribute cache: keyed by the class version and the
    /// string's address, as CPython's type attribute cache (`_PyType_Lookup`), it finds
    /// the index in the class's resolved table without hashing the name. What a
    /// specialized site does when it meets another class than the one it was filled for
    /// (a method or property of a base class read through instances of its subclasses):
    /// about 200 instructions a read through `lookup` (the scheduler example read
    /// properties so 140,000 times).
    pub fn lookup_name(&self, name: &Rc<str>) -> Option<Value> {
        if let Some(found) = self.cached(name, Option::clone) {
            return found;
        }
        let version = self.version();
        if version == 0 {
            return self.lookup(name);
        }
        let at = attr_cache::slot(version, name);
        let found = self.lookup(name);
        let index = self.remember(name, found.clone());
        attr_cache::set(at, version, name, index);
        found
    }

    /// The index this class's resolved table (at its current version) holds `name` at,
    /// when the memo of such questions ([`Class::remember_peer`]) answers it: what a site
    /// specialized for one class does for the instances of another (`t.runnable`, a base
    /// class's property, read through five subclasses; `self.step()` in a base method)
    /// without a lookup. Keyed by the name's address (the memo keeps the name alive) and
    /// this class's version (a resolved table is only reset with a new one).
    #[inline]
    pub fn peer_index(&self, name: &Rc<str>) -> Option<u32> {
        let (at, own, found, _) = self.peer_entry(name);
        (at == Rc::as_ptr(name) as *const u8 as usize && own == self.version() && own != 0)
            .then_some(found)
    }

    /// [`Class::peer_index`] when no instance attribute can shadow the name either: it was
    /// absent from the layout when remembered and the layout has not grown since (nor
    /// have instances dicts of their own).
    #[inline]
    pub fn peer_index_unshadowed(&self, name: &Rc<str>) -> Option<u32> {
        let (at, own, found, names) = self.peer_entry(name);
        (at == Rc::as_ptr(name) as *const u8 as usize
            && own == self.version()
            && own != 0
            && !self.dict_instances.get()
            // SAFETY: the reference lives only for the length's read.
            && unsafe { self.layout.try_borrow_unguarded() }
                .is_ok_and(|l| l.names.len() as u32 == names))
        .then_some(found)
    }

    /// The memo entry `name` maps to.
    #[inline(always)]
    fn peer_entry(&self, name: &Rc<str>) -> (usize, u32, u32, u32) {
        self.peer[peer_slot(name)].get()
    }

    /// Resolves `name` on this class and remembers the answer for [`Class::peer_index`];
    /// the index, or `None` for an unversioned class or a name it lacks.
    pub fn remember_peer(&self, name: &Rc<str>) -> Option<u32> {
        let own = self.version();
        if own == 0 {
            return None;
        }
        let at = attr_cache::slot(own, name);
        let found = match attr_cache::get(at, own, name) {
            Some(found) if self.resolved.borrow().version == own => found,
            _ => {
                let found = self.resolve(name)?;
                attr_cache::set(at, own, name, found);
                found
            }
        };
        let names = {
            let layout = self.layout.borrow();
            match layout.slot(name) {
                Some(_) => u32::MAX,
                None => layout.names.len() as u32,
            }
        };
        let slot = peer_slot(name);
        let old = self.peer_name[slot].replace(Some(Rc::clone(name)));
        self.peer[slot].set((Rc::as_ptr(name) as *const u8 as usize, own, found, names));
        // why after: dropping a name frees only a string, but the memo is whole first.
        drop(old);
        Some(found)
    }

    /// `f` of what the attribute cache holds for `name` in this version's resolved table
    /// (`None` inside: the class has no such attribute), or `None` on a miss.
    #[inline]
    fn cached<R>(&self, name: &Rc<str>, f: impl FnOnce(&Option<Value>) -> R) -> Option<R> {
        let version = self.version();
        if version == 0 {
            return None;
        }
        let index = attr_cache::get(attr_cache::slot(version, name), version, name)?;
        let r = self.resolved.borrow();
        if r.version != version {
            return None;
        }
        Some(f(r.values.get(index as usize)?))
    }

    /// The index of `name` in this version's resolved table, resolving it now (what a
    /// cache names), or `None` when the class has no such attribute.
    pub fn resolve(&self, name: &Rc<str>) -> Option<u32> {
        if self.version() == 0 {
            return None;
        }
        let found = self.lookup_uncached(name)?;
        Some(self.remember(name, Some(found)))
    }

    /// The entry of this version's resolved table at `index`, read without a borrow guard.
    /// why unguarded: a method call reads this at every call (see `Instance::get_slot`).
    ///
    /// # Safety
    /// The caller drops the reference before anything can borrow the table mutably: it
    /// runs no Python code and takes no borrow of the table while it holds it (a mutable
    /// borrow live already makes this `None`, a miss).
    #[inline(always)]
    unsafe fn resolved_ref(&self, version: u32, index: u32) -> Option<&Value> {
        if self.version() != version {
            return None;
        }
        // SAFETY: the caller's promise.
        let r = unsafe { self.resolved.try_borrow_unguarded() }.ok()?;
        if r.version != version {
            return None;
        }
        r.values.get(index as usize)?.as_ref()
    }

    /// The attribute a cache resolved at `index` for version `version`, if both still
    /// hold.
    #[inline(always)]
    pub fn resolved(&self, version: u32, index: u32) -> Option<Value> {
        // SAFETY: the reference lives only until the clone, which runs no Python code.
        Some(match unsafe { self.resolved_ref(version, index) }? {
            // A method (what method calls resolve): its reference taken inline rather
            // than in `Value`'s out-of-line clone of the rarer heap values. why here and
            // not in `Value::clone`: a `Function` arm there cost the examples +0.1..+6.3%
            // instructions (the loop's clones everywhere grew), this site -0.1..-0.3%.
            Value::Function(f) => Value::Function(super::obj_rc(Rc::clone(f))),
            v => v.clone(),
        })
    }

    /// [`Class::resolved`] of a function, as the function (no value clone to look into).
    #[inline]
    pub fn resolved_function(&self, version: u32, index: u32) -> Option<Rc<super::Function>> {
        // SAFETY: the reference lives only until the clone, which runs no Python code.
        match unsafe { self.resolved_ref(version, index) }? {
            Value::Function(f) => Some(Rc::clone(f)),
            _ => None,
        }
    }

    /// [`Class::resolved`] of a property whose getter is a Python function, as the
    /// getter (no clone of the property to look into): what `obj.prop` runs in a frame.
    #[inline]
    pub fn resolved_property_getter(
        &self,
        version: u32,
        index: u32,
    ) -> Option<Rc<super::Function>> {
        // SAFETY: the reference lives only until the clone, which runs no Python code.
        match unsafe { self.resolved_ref(version, index) }? {
            Value::Descr(d) => match &***d {
                Descr::Property {
                    fget: Value::Function(f),
                    ..
                } => Some(Rc::clone(f)),
                _ => None,
            },
            _ => None,
        }
    }

    /// The slot in which an instance keeps its attribute `name`, added to the layout when
    /// the instances have a dict; `None` for a name outside `__slots__` (or any name, for
    /// `object`, whose instances have no attributes).
    pub fn store_slot(&self, name: &Rc<str>) -> Option<u32> {
        if self.is_object() {
            return None;
        }
        match self.slots {
            Some(_) => self.layout().slot(name),
            None => Some(self.layout.borrow_mut().slot_or_add(name)),
        }
    }

    /// The instance layout.
    pub fn layout(&self) -> Ref<'_, Layout> {
        self.layout.borrow()
    }

    /// Whether the attributes of the instances are plain slot access
    /// ([`Class::plain_attrs`]) and the layout keeps `name` at `slot`: the check of an
    /// instance-attribute cache filled for another class (a base method's `self.x` run on
    /// a subclass's instance). why its own method: read without a borrow guard and with
    /// the string comparison out of line, the check is a leaf of a few loads (the
    /// scheduler example makes it 30 times a tick).
    #[inline]
    pub fn layout_keeps(&self, slot: u32, name: &Rc<str>) -> bool {
        let (v, plain) = self.plain.get();
        if v != self.version() || v == 0 {
            // why a call in tail position: the path above stays free of calls that need
            // saved registers.
            return self.layout_keeps_slow(slot, name);
        }
        if !plain {
            return false;
        }
        // SAFETY: the reference lives only for the comparison below, which runs no Python
        // code and borrows nothing; a mutable borrow live already makes this an `Err`.
        let Ok(layout) = (unsafe { self.layout.try_borrow_unguarded() }) else {
            return false;
        };
        match layout.names.get(slot as usize) {
            Some(n) if Rc::ptr_eq(n, name) => true,
            Some(n) => same_str(n, name),
            None => false,
        }
    }

    /// [`Class::layout_keeps`] when the class's [`Class::plain_attrs`] is to be computed.
    #[cold]
    #[inline(never)]
    fn layout_keeps_slow(&self, slot: u32, name: &Rc<str>) -> bool {
        self.plain_attrs_slow()
            && self
                .layout
                .borrow()
                .names
                .get(slot as usize)
                .is_some_and(|n| **n == **name)
    }

    /// Whether `other` is this class or one of its bases (`issubclass(self, other)`).
    pub fn is_subclass_of(&self, other: &Value) -> bool {
        matches!(other, Value::Class(o) if std::ptr::eq(&***o, self))
            || self.mro.iter().any(|c| c.is(other))
    }

    /// Whether the class is `BaseException` or a subclass.
    pub fn is_exception(&self) -> bool {
        self.native == Native::Exception
    }

    /// Whether the class (or a base other than `object`) defines `__eq__` or `__hash__`:
    /// its instances are then keys the tables must compare and hash through those.
    pub fn user_keys(&self) -> bool {
        let (v, b) = self.user_keys.get();
        if v == self.version() && v != 0 {
            return b;
        }
        let own = |name: &str| matches!(self.lookup(name), Some(f) if !matches!(f, Value::Builtin(b) if b.is_slot_wrapper()));
        // A `tuple` subclass hashes and compares its items, which only the layers above
        // can (they may be instances); a `list` or `dict` subclass's instance is
        // unhashable, which they say.
        let b = own("__eq__")
            || own("__hash__")
            || matches!(
                self.native,
                Native::Tuple
                    | Native::Int
                    | Native::Str
                    | Native::Float
                    | Native::List
                    | Native::Dict
            );
        self.user_keys.set((self.version(), b));
        b
    }

    /// Whether the class (or a base) defines `__str__` or `__repr__` in Python (not a
    /// builtin's slot wrapper): `str()` of its instances may then run Python code.
    /// why cached: every `raise` of an instance asks (two lookups along the MRO cost a
    /// user exception class about 400 instructions per raise).
    pub fn user_str(&self) -> bool {
        let (v, b) = self.user_str.get();
        if v == self.version() && v != 0 {
            return b;
        }
        let own = |name: &str| matches!(self.lookup(name), Some(f) if !matches!(f, Value::Builtin(b) if b.is_slot_wrapper()));
        let b = own("__str__") || own("__repr__");
        self.user_str.set((self.version(), b));
        b
    }

    /// Whether reading or writing an instance attribute named in the layout is plain slot
    /// access: no property of the MRO has the name of a slot, and the class has no
    /// `__setattr__` or `__delattr__` (what the attribute caches keyed by layout slot rely
    /// on). A name joins the layout only when no property has it (a store of a property's
    /// name calls its setter), and a property added later changes the version, so the
    /// answer holds for a version while the layout grows.
    #[inline]
    pub fn plain_attrs(&self) -> bool {
        let (v, b) = self.plain.get();
        if v == self.version() && v != 0 {
            return b;
        }
        self.plain_attrs_slow()
    }

    #[cold]
    fn plain_attrs_slow(&self) -> bool {
        if self.dict_instances.get() {
            self.plain.set((self.version(), false));
            return false;
        }
        let is_property = is_data_descriptor;
        let layout = self.layout.borrow();
        let shadows = |dict: &ClassDict| {
            dict.entries()
                .iter()
                .any(|(n, v)| is_property(v) && layout.slot(n).is_some())
        };
        let mut plain = !shadows(&self.dict.borrow());
        for c in &self.mro {
            if let Value::Class(c) = c {
                plain &= !shadows(&c.dict.borrow());
            }
        }
        drop(layout);
        let own = |name: &str| matches!(self.lookup(name), Some(f) if !matches!(f, Value::Builtin(b) if b.is_slot_wrapper()));
        plain &= !own("__setattr__") && !own("__delattr__");
        self.plain.set((self.version(), plain));
        plain
    }

    /// The shim kept under `key` for the current version, if any (a shim is a function).
    #[inline]
    pub fn shim(&self, key: u32) -> Option<Rc<super::Function>> {
        match self.shims.borrow().get(key as usize) {
            Some(Value::Function(f)) => Some(Rc::clone(f)),
            _ => None,
        }
    }

    /// The function kept under `key` (by [`Class::set_shim`]): `Some(None)` when
    /// something else is kept there (a lookup that found no function), `None` when
    /// nothing is.
    #[inline]
    pub fn kept_function(&self, key: u32) -> Option<Option<Rc<super::Function>>> {
        match self.shims.borrow().get(key as usize) {
            Some(Value::Function(f)) => Some(Some(Rc::clone(f))),
            Some(Value::Undefined) | None => None,
            Some(_) => Some(None),
        }
    }

    /// The flag kept under `key` (by [`Class::set_shim`] with a `bool`) for the current
    /// version, if any.
    #[inline]
    pub fn kept_flag(&self, key: u32) -> Option<bool> {
        match self.shims.borrow().get(key as usize) {
            Some(Value::Bool(b)) => Some(*b),
            _ => None,
        }
    }

    /// Keeps `shim` under `key` (until the version changes).
    pub fn set_shim(&self, key: u32, shim: Value) {
        let mut shims = self.shims.borrow_mut();
        let i = key as usize;
        if shims.len() <= i {
            shims.resize_with(i + 1, Value::default);
        }
        shims[i] = shim;
    }

    /// Whether an instance of it made its `__dict__` (see `dict_instances`).
    pub fn has_dict_instances(&self) -> bool {
        self.dict_instances.get()
    }

    /// The names its and its bases' `__slots__` declare (attributes of its instances
    /// that live in no `__dict__`).
    pub fn slot_members(&self) -> impl Iterator<Item = &Rc<str>> {
        self.slots.iter().flatten().chain(self.members.iter())
    }

    /// Whether this is `object` (the one class with nothing after it in its MRO).
    pub fn is_object(&self) -> bool {
        self.mro.is_empty()
    }
}

/// The names of `__slots__` (a string or an iterable of strings).
fn slot_names(v: &Value) -> PyResult<Vec<Rc<str>>> {
    let items: Vec<Value> = match v {
        Value::Str(s) => return Ok(vec![Rc::from(s.s.as_str())]),
        Value::Tuple(t) => t.0.to_vec(),
        Value::List(l) => l.to_vec(),
        _ => {
            return Err(PyError::type_error(
                "__slots__ must be a string or a sequence of strings",
            ));
        }
    };
    items
        .iter()
        .map(|i| match i {
            Value::Str(s) => Ok(Rc::from(s.s.as_str())),
            other => Err(PyError::type_error(format!(
                "__slots__ items must be strings, not '{}'",
                other.type_name()
            ))),
        })
        .collect()
}

/// CPython's C3 linearization of `bases` (each with its own MRO), the class itself left
/// out: merge the bases' MROs and the list of bases, taking each time the first head
/// that appears in no other list's tail.
pub fn c3(name: &str, bases: &[Value], object: &Value) -> PyResult<Vec<Value>> {
    if bases.is_empty() {
        return Ok(vec![object.clone()]);
    }
    let mut seqs: Vec<Vec<Value>> = bases.iter().map(|b| mro_of(b, object)).collect();
    seqs.push(bases.to_vec());
    let mut out = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Ok(out);
        }
        let head = seqs
            .iter()
            .map(|s| &s[0])
            .find(|h| seqs.iter().all(|s| s.iter().skip(1).all(|x| !x.is(h))));
        let Some(head) = head.cloned() else {
            let names: Vec<&str> = seqs.iter().map(|s| type_name_of(&s[0])).collect();
            let mut seen: Vec<&str> = Vec::new();
            for n in names {
                if !seen.contains(&n) {
                    seen.push(n);
                }
            }
            let _ = name;
            return Err(PyError::type_error(format!(
                "Cannot create a consistent method resolution\norder (MRO) for bases {}",
                seen.join(", ")
            )));
        };
        for s in &mut seqs {
            if s[0].is(&head) {
                s.remove(0);
            }
        }
        out.push(head);
    }
}

/// The MRO of a base, the base first: a class's, or a builtin type's (then `object`).
fn mro_of(b: &Value, object: &Value) -> Vec<Value> {
    match b {
        Value::Class(c) => {
            let mut m = vec![b.clone()];
            m.extend(c.mro.iter().cloned());
            m
        }
        other => vec![other.clone(), object.clone()],
    }
}

/// The name of a class or type, for messages.
pub fn type_name_of(v: &Value) -> &str {
    match v {
        Value::Class(c) => &c.name,
        Value::Builtin(b) => b.name(),
        _ => "?",
    }
}

/// An instance of a class.
pub struct Instance {
    pub class: Rc<Class>,
    /// Attribute values by the class layout's slots (`Undefined`: not set), as far as the
    /// highest slot set: its last value is set (or it is empty). So the attributes were
    /// set in slot order, which is the order `vars()` and `__dict__` show (CPython's:
    /// insertion order); an attribute set below the last one (a store out of the
    /// layout's order, or after a `del` of another than the last) makes the instance
    /// keep its attributes in a dict instead (see [`Instance::set_slot`]).
    attrs: RefCell<Vec<Value>>,
    /// The builtin part of an instance of a builtin type's subclass (a list, a dict), or
    /// an exception's `args` tuple.
    pub native: RefCell<Value>,
    /// The hash its class's `__hash__` last returned (set when it is used as a key, so
    /// that the tables, which cannot call Python code, hash it the same); [`NO_HASH`]
    /// before. why not an `Option`: Python hashes are never -1, and the 8 bytes saved pay
    /// for `dict`.
    hash: Cell<i64>,
    /// What few instances have, made when first needed: a materialized `__dict__`, an
    /// exception's traceback, context and cause. why one pointer for both: a field of
    /// its own for the exception state would take an `Rc<Instance>` from the allocator's
    /// 96-byte class to its 112-byte one, for every instance of every class.
    extra: ExtraCell,
}

/// An instance's [`Extra`], if it has one.
#[derive(Default)]
struct ExtraCell(std::mem::ManuallyDrop<std::cell::OnceCell<Box<Extra>>>);

impl std::ops::Deref for ExtraCell {
    type Target = std::cell::OnceCell<Box<Extra>>;

    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

/// why by hand (the cell is `ManuallyDrop`, its box dropped out of line): the drop glue
/// of the box, inlined into every instance's drop, took it another saved register, 5
/// instructions for each instance (nearly none has an `Extra`): `particles` +0.13%.
impl Drop for ExtraCell {
    #[inline]
    fn drop(&mut self) {
        if self.0.get().is_some() {
            drop_extra(&mut self.0);
        }
    }
}

/// Drops the [`Extra`] in `cell`, leaving it empty.
#[cold]
#[inline(never)]
fn drop_extra(cell: &mut std::cell::OnceCell<Box<Extra>>) {
    drop(cell.take());
}

/// The rarely present parts of an [`Instance`].
#[derive(Default)]
struct Extra {
    /// Its `__dict__` once Python code asked for it (CPython 3.11's materialized dict):
    /// from then on the attributes live there, not in `attrs` (which is emptied, so that
    /// the specialized slot reads miss and the generic path reads the dict).
    dict: Cell<Option<Rc<super::Dict>>>,
    exc: ExcState,
    /// Whether its `__del__` was called (or queued): PEP 442 calls it once per object,
    /// even when the object outlives it (stored `self` somewhere).
    finalized: Cell<bool>,
}

/// What every exception has besides its `args` (CPython's `PyBaseExceptionObject`):
/// Python reads and sets them through `BaseException`'s data descriptors
/// ([`Descr::ExcField`]), so they are no attributes (not in `vars(e)`, and kept by an
/// instance of a subclass whose `__slots__` leave no room). `None` (false) until set.
///
/// why not attributes: storing `__traceback__`, `__context__`, `__cause__` and
/// `__suppress_context__` as attributes took about 7 layout stores per raise and catch
/// (about 105 instructions each).
pub struct ExcState {
    traceback: Cell<Value>,
    context: Cell<Value>,
    cause: Cell<Value>,
    suppress_context: Cell<bool>,
}

impl Default for ExcState {
    fn default() -> Self {
        ExcState {
            traceback: Cell::new(Value::None),
            context: Cell::new(Value::None),
            cause: Cell::new(Value::None),
            suppress_context: Cell::new(false),
        }
    }
}

/// One of an exception's [`ExcState`] fields, as its descriptor names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ExcField {
    Traceback,
    Context,
    Cause,
    SuppressContext,
}

impl ExcField {
    /// The fields, in the order `BaseException`'s namespace lists them.
    pub const ALL: [ExcField; 4] = [
        ExcField::Traceback,
        ExcField::Context,
        ExcField::Cause,
        ExcField::SuppressContext,
    ];

    /// Whether CPython's descriptor for it is a `member_descriptor` (a struct member:
    /// `__suppress_context__`) rather than a `getset_descriptor`.
    pub fn is_member(self) -> bool {
        self == ExcField::SuppressContext
    }

    /// Its attribute name.
    pub fn name(self) -> &'static str {
        match self {
            ExcField::Traceback => "__traceback__",
            ExcField::Context => "__context__",
            ExcField::Cause => "__cause__",
            ExcField::SuppressContext => "__suppress_context__",
        }
    }
}

/// A clone of the value in `cell`.
fn cell_value(cell: &Cell<Value>) -> Value {
    let v = cell.take();
    let out = v.clone();
    cell.set(v);
    out
}

impl ExcState {
    /// The value of `field` (`__suppress_context__` as a bool).
    pub fn get(&self, field: ExcField) -> Value {
        match field {
            ExcField::Traceback => cell_value(&self.traceback),
            ExcField::Context => cell_value(&self.context),
            ExcField::Cause => cell_value(&self.cause),
            ExcField::SuppressContext => Value::Bool(self.suppress_context.get()),
        }
    }

    /// Replaces the traceback, returning the old one.
    pub fn replace_traceback(&self, tb: Value) -> Value {
        self.traceback.replace(tb)
    }

    /// Sets the context (the value is not checked here).
    pub fn set_context(&self, v: Value) {
        drop(self.context.replace(v));
    }

    /// Sets the cause and, as CPython's `PyException_SetCause`, suppresses the context.
    pub fn set_cause(&self, v: Value) {
        drop(self.cause.replace(v));
        self.suppress_context.set(true);
    }

    /// Sets `__suppress_context__`.
    pub fn set_suppress_context(&self, b: bool) {
        self.suppress_context.set(b);
    }

    /// Whether its context is not shown (`__suppress_context__`).
    pub fn suppress_context(&self) -> bool {
        self.suppress_context.get()
    }

    fn values(&self) -> [&Cell<Value>; 3] {
        [&self.traceback, &self.context, &self.cause]
    }
}

/// The exception whose field `field` a `BaseException` descriptor reads or writes:
/// `receiver`, when it is one (CPython's error for another object).
pub fn exc_state_of(receiver: &Value, field: ExcField) -> PyResult<&Instance> {
    match receiver {
        Value::Instance(i) if i.class.is_exception() => Ok(i),
        _ => Err(PyError::type_error(format!(
            "descriptor '{}' for 'BaseException' objects doesn't apply to a '{}' object",
            field.name(),
            receiver.type_name()
        ))),
    }
}

/// `e.field = value` for one of `BaseException`'s fields, checked as CPython 3.11's
/// setters check it: a cause or context must be an exception or `None` (setting the
/// cause suppresses the context, as `raise ... from` does), a traceback a traceback or
/// `None`, `__suppress_context__` a bool.
pub fn set_exc_field(receiver: &Value, field: ExcField, value: Value) -> PyResult<()> {
    let i = exc_state_of(receiver, field)?;
    let exception_or_none = |v: &Value| {
        matches!(v, Value::None) || matches!(v, Value::Instance(e) if e.class.is_exception())
    };
    let state = i.exc();
    match field {
        ExcField::Traceback if matches!(value, Value::None | Value::Traceback(_)) => {
            drop(state.replace_traceback(value));
        }
        ExcField::Traceback => {
            return Err(PyError::type_error(
                "__traceback__ must be a traceback or None",
            ));
        }
        ExcField::Context if exception_or_none(&value) => state.set_context(value),
        ExcField::Context => {
            return Err(PyError::type_error(
                "exception context must be None or derive from BaseException",
            ));
        }
        ExcField::Cause if exception_or_none(&value) => state.set_cause(value),
        ExcField::Cause => {
            return Err(PyError::type_error(
                "exception cause must be None or derive from BaseException",
            ));
        }
        ExcField::SuppressContext => match value {
            Value::Bool(b) => state.set_suppress_context(b),
            _ => return Err(PyError::type_error("attribute value type must be bool")),
        },
    }
    Ok(())
}

/// `del e.field` for one of `BaseException`'s fields: CPython's `TypeError`, always.
pub fn del_exc_field(receiver: &Value, field: ExcField) -> PyError {
    if let Err(e) = exc_state_of(receiver, field) {
        return e;
    }
    PyError::type_error(match field {
        ExcField::SuppressContext => "can't delete numeric/char attribute".to_string(),
        _ => format!("{} may not be deleted", field.name()),
    })
}

/// CPython calls an instance's `__del__` when its last reference goes. Where it goes no
/// Python code may run (see `finalize`): the instance hands what it holds to a new one
/// that waits for its `__del__` at the next safe point.
impl Drop for Instance {
    #[inline]
    fn drop(&mut self) {
        // why only the class's flag here: every instance's death passes this test; the
        // rest is out of line.
        if self.class.has_del() {
            self.hand_to_finalizer();
        }
    }
}

/// `Instance::hash` before a hash was recorded.
const NO_HASH: i64 = -1;

impl Instance {
    /// Whether its `__del__` is still to be called: its class has one, and it was not
    /// called (or queued) for it.
    pub fn awaits_del(&self) -> bool {
        self.class.has_del() && !self.extra.get().is_some_and(|e| e.finalized.get())
    }

    /// Marks its `__del__` called (it is queued, or about to be).
    fn mark_finalized(&self) {
        self.extra.get_or_init(Box::default).finalized.set(true);
    }

    /// If its `__del__` is still to be called, moves what it holds to a new instance of
    /// its class, which waits in the thread's queue to be passed to `__del__` at the next
    /// safe point (`finalize`). It is left empty.
    #[cold]
    #[inline(never)]
    fn hand_to_finalizer(&mut self) {
        if !self.awaits_del() {
            return;
        }
        let heir = Instance {
            class: self.class.clone(),
            attrs: RefCell::new(std::mem::take(self.attrs.get_mut())),
            native: RefCell::new(std::mem::take(self.native.get_mut())),
            hash: Cell::new(self.hash.get()),
            extra: std::mem::take(&mut self.extra),
        };
        heir.mark_finalized();
        let heir = Rc::new(heir);
        super::gc::track_quietly(&heir);
        super::finalize::defer_del(heir);
    }

    /// A new instance whose first slots hold `first` (at most as many as the class
    /// layout has slots; the rest start unset): a constructor that fills them directly
    /// (see `isa/initializers.rs`).
    pub fn with_slots(
        class: Rc<Class>,
        native: Value,
        first: impl ExactSizeIterator<Item = Value>,
    ) -> Instance {
        // Room for every slot the layout has now: storing the attributes in layout order
        // (as `__init__` does) pushes them without a reallocation (the layout rarely
        // grows after the first instances).
        let n = class.layout().len();
        let mut attrs = Vec::with_capacity(n);
        attrs.extend(first.take(n));
        Instance {
            class,
            attrs: RefCell::new(attrs),
            native: RefCell::new(native),
            hash: Cell::new(NO_HASH),
            extra: ExtraCell::default(),
        }
    }

    /// Its exception state ([`ExcState`]), made now if it has none.
    #[inline]
    pub fn exc(&self) -> &ExcState {
        &self.extra.get_or_init(Box::default).exc
    }

    /// Its exception state, if it was ever set or asked for (an exception with none
    /// has every field `None`).
    #[inline]
    pub fn exc_state(&self) -> Option<&ExcState> {
        self.extra.get().map(|e| &e.exc)
    }

    /// The value of its exception field `field` (`None` or false when never set).
    pub fn exc_field(&self, field: ExcField) -> Value {
        match self.exc_state() {
            Some(s) => s.get(field),
            None if field == ExcField::SuppressContext => Value::Bool(false),
            None => Value::None,
        }
    }

    /// The hash its class's `__hash__` returned when it was last used as a key.
    #[inline]
    pub fn recorded_hash(&self) -> Option<i64> {
        Some(self.hash.get()).filter(|&h| h != NO_HASH)
    }

    /// Records the hash its class's `__hash__` returned (never -1: see `hash`).
    pub fn record_hash(&self, h: i64) {
        self.hash.set(h);
    }

    /// Its materialized `__dict__`, if Python code asked for one.
    #[inline]
    fn own_dict(&self) -> Option<Rc<super::Dict>> {
        let extra = self.extra.get()?;
        let d = extra.dict.take();
        extra.dict.set(d.clone());
        d
    }

    /// Its `__dict__`: made on the first request from the attributes set so far, which
    /// live in it from then on (a store into the dict is a store of the attribute). Its
    /// class then leaves the layout-based attribute caches (see `Class::dict_instances`).
    pub fn dict(&self) -> Value {
        if let Some(d) = self.own_dict() {
            return Value::Dict(std::mem::ManuallyDrop::new(d));
        }
        if !self.class.dict_instances.replace(true) {
            self.class.modified();
        }
        let mut map = super::DictMap::new();
        for (k, v) in self.items() {
            if !self.is_member(&k) {
                map.insert(Value::str(&*k), v);
            }
        }
        let dict = Value::dict(map);
        if let Value::Dict(d) = &dict {
            let extra = self.extra.get_or_init(Box::default);
            extra.dict.set(Some(Rc::clone(d)));
        }
        if self.class.members.is_empty() {
            let old = std::mem::take(&mut *self.attrs.borrow_mut());
            drop(old);
        } else {
            self.keep_members();
        }
        dict
    }

    /// Whether `name` is a `__slots__` member of an instance that also has a `__dict__`
    /// (see `Class::members`): its value lives in the layout's slot, never in the dict.
    fn is_member(&self, name: &str) -> bool {
        self.class.members.iter().any(|m| **m == *name)
    }

    /// Empties the slots of everything but the `__slots__` members, whose values stay
    /// there when the other attributes move to the new `__dict__`.
    #[cold]
    fn keep_members(&self) {
        let layout = self.class.layout();
        let mut attrs = self.attrs.borrow_mut();
        let mut moved = Vec::new();
        for (name, v) in layout.names().iter().zip(attrs.iter_mut()) {
            if !self.is_member(name) {
                moved.push(std::mem::replace(v, Value::Undefined));
            }
        }
        // The values end at the last attribute set (see `attrs`).
        while matches!(attrs.last(), Some(Value::Undefined)) {
            attrs.pop();
        }
        drop((attrs, layout));
        drop(moved);
    }

    /// Replaces its `__dict__` (`obj.__dict__ = d`).
    pub fn set_dict(&self, d: &Rc<super::Dict>) {
        self.dict();
        let extra = self.extra.get_or_init(Box::default);
        drop(extra.dict.replace(Some(Rc::clone(d))));
    }

    /// The instance's own attribute `name`.
    pub fn get(&self, name: &str) -> Option<Value> {
        if let Some(d) = self.own_dict()
            && !self.is_member(name)
        {
            return d.0.borrow().get(&Value::str(name)).cloned();
        }
        // why before the layout's lookup: an instance with no attribute set yet (an
        // exception raised before it is first caught, whose `__traceback__` a `raise`
        // reads) needs no hashing of the name.
        if self.attrs.try_borrow().is_ok_and(|a| a.is_empty()) {
            return None;
        }
        let slot = self.class.layout().slot_scanned(name)?;
        self.get_slot(slot)
    }

    /// What `f` makes of the value in `slot`, read where it lies (`None` when unset).
    /// `f` runs while the attributes are borrowed: it must run no Python code and
    /// borrow them mutably nowhere (reading another instance's slots is fine).
    #[inline]
    pub fn read_slot<R>(&self, slot: u32, f: impl FnOnce(&Value) -> Option<R>) -> Option<R> {
        // SAFETY: the reference lives only while `f` runs, which by its contract runs no
        // Python code and takes no mutable borrow of `attrs`, so none can begin while it
        // lives; one that is live already makes this an `Err` (a miss).
        let attrs = unsafe { self.attrs.try_borrow_unguarded() }.ok()?;
        match attrs.get(slot as usize) {
            Some(Value::Undefined) | None => None,
            Some(v) => f(v),
        }
    }

    /// The value in `slot`, if set.
    #[inline]
    pub fn get_slot(&self, slot: u32) -> Option<Value> {
        // SAFETY: the reference lives only until the clone below, which runs no Python
        // code and takes no borrow of `attrs`, so no mutable borrow can begin while it
        // lives; one that is live already makes this an `Err` (a miss).
        let attrs = unsafe { self.attrs.try_borrow_unguarded() }.ok()?;
        match attrs.get(slot as usize) {
            Some(Value::Undefined) | None => None,
            Some(v) => Some(v.clone()),
        }
    }

    /// Replaces the value in `slot` by what `f` makes of it (`self.n += 1` in place);
    /// `None`, changing nothing, when the slot is unset or `f` gives nothing. `f` runs
    /// while the attributes are borrowed: it must run no Python code.
    #[inline]
    pub fn update_slot(&self, slot: u32, f: impl FnOnce(&Value) -> Option<Value>) -> Option<()> {
        let mut attrs = self.attrs.try_borrow_mut().ok()?;
        let cell = attrs.get_mut(slot as usize)?;
        if matches!(cell, Value::Undefined) {
            return None;
        }
        let new = f(cell)?;
        let old = Value::replace(cell, new);
        drop(attrs);
        drop(old);
        Some(())
    }

    /// Sets attribute `name`; an `AttributeError` for a name outside `__slots__` (an
    /// instance of `object` itself has none).
    pub fn set(&self, name: &Rc<str>, v: Value) -> PyResult<()> {
        if self.class.is_object() {
            return Err(PyError::new(
                crate::error::ExcType::AttributeError,
                format!("'object' object has no attribute '{name}'"),
            ));
        }
        if let Some(d) = self.own_dict()
            && !self.is_member(name)
        {
            d.0.borrow_mut().insert(Value::str(&**name), v);
            return Ok(());
        }
        let slot = self.class.store_slot(name).ok_or_else(|| {
            PyError::new(
                crate::error::ExcType::AttributeError,
                format!("'{}' object has no attribute '{}'", self.class.name, name),
            )
        })?;
        self.set_slot(slot, v);
        Ok(())
    }

    /// Sets the value in `slot` (a slot of the class layout): a new value for a set
    /// attribute, or a new attribute in the next slot (in layout order) where the
    /// values end.
    #[inline]
    pub fn set_slot(&self, slot: u32, v: Value) {
        let mut attrs = self.attrs.borrow_mut();
        let i = slot as usize;
        let (len, room) = (attrs.len(), attrs.capacity());
        match attrs.get_mut(i) {
            Some(cell) if !matches!(cell, Value::Undefined) => {
                // why replace and drop after: dropping the old value may run no code
                // here, but keeping the borrow short is the rule for every container.
                let old = Value::replace(cell, v);
                drop(attrs);
                drop(old);
            }
            // (An instance whose attributes moved to a dict has no room: `insert`.)
            None if i == len && i < room => attrs.push(v),
            _ => {
                drop(attrs);
                self.insert(slot, v);
            }
        }
    }

    /// [`Instance::set_slot`] of a new attribute after a gap (slots not set in between),
    /// past the room the instance was made with, below the last attribute set, or of
    /// an instance whose attributes live in a dict.
    #[cold]
    #[inline(never)]
    fn insert(&self, slot: u32, v: Value) {
        let i = slot as usize;
        let below = self.own_dict().is_none() && i < self.attrs.borrow().len();
        if below && self.class.slots.is_some() {
            // `__slots__` instances have no `__dict__`: no order to show, and their slots
            // are declared, not set, in layout order.
            let old = std::mem::replace(&mut self.attrs.borrow_mut()[i], v);
            drop(old);
            return;
        }
        if below {
            // Set after attributes of later slots: the dict keeps the order it was set
            // in (CPython's), which the slots cannot show.
            self.dict();
        }
        if let Some(d) = self.own_dict() {
            let name = self.class.layout().names().get(i).cloned();
            match name {
                // A `__slots__` member stays in its slot (see `Class::members`).
                Some(name) if self.is_member(&name) => {}
                Some(name) => {
                    d.0.borrow_mut().insert(Value::str(&*name), v);
                    return;
                }
                None => return,
            }
        }
        let mut attrs = self.attrs.borrow_mut();
        if let Some(cell) = attrs.get_mut(i) {
            let old = std::mem::replace(cell, v);
            drop(attrs);
            drop(old);
            return;
        }
        while attrs.len() < i {
            attrs.push(Value::Undefined);
        }
        attrs.push(v);
    }

    /// Deletes attribute `name`; whether it was set.
    pub fn del(&self, name: &str) -> bool {
        if let Some(d) = self.own_dict()
            && !self.is_member(name)
        {
            let old = d.0.borrow_mut().remove(&Value::str(name));
            return old.is_some();
        }
        let Some(slot) = self.class.layout().slot(name) else {
            return false;
        };
        let mut attrs = self.attrs.borrow_mut();
        match attrs.get_mut(slot as usize) {
            Some(v) if !matches!(v, Value::Undefined) => {
                let old = std::mem::take(v);
                // The values end at the last attribute set (see `attrs`).
                while matches!(attrs.last(), Some(Value::Undefined)) {
                    attrs.pop();
                }
                drop(attrs);
                drop(old);
                true
            }
            _ => false,
        }
    }

    /// The attributes its `__dict__` holds as (name, value): all but the `__slots__`
    /// members (none when the class has no `__dict__`), as `__getstate__` and
    /// `__reduce__` give them.
    pub fn dict_items(&self) -> Vec<(Rc<str>, Value)> {
        if self.class.slots.is_some() {
            return Vec::new();
        }
        let mut items = self.items();
        items.retain(|(k, _)| !self.is_member(k));
        items
    }

    /// The set values of its `__slots__` members as (name, value), in the order of
    /// CPython's `copyreg._slotnames` (each class of the MRO from its own, the names its
    /// `__slots__` declares in turn).
    pub fn slot_items(&self) -> Vec<(Rc<str>, Value)> {
        let mut out: Vec<(Rc<str>, Value)> = Vec::new();
        if self.class.slots.is_none() && self.class.members.is_empty() {
            return out;
        }
        let classes =
            std::iter::once(&self.class).chain(self.class.mro.iter().filter_map(|c| match c {
                Value::Class(c) => Some(&**c),
                _ => None,
            }));
        for c in classes {
            let declared = match c.dict.borrow().get("__slots__") {
                Some(v) => slot_names(v).unwrap_or_default(),
                None => continue,
            };
            for name in declared {
                if out.iter().any(|(n, _)| *n == name) {
                    continue;
                }
                let slot = self.class.layout().slot(&name);
                if let Some(v) = slot.and_then(|s| self.get_slot(s)) {
                    out.push((name, v));
                }
            }
        }
        out
    }

    /// The set attributes as (name, value), in layout order.
    pub fn items(&self) -> Vec<(Rc<str>, Value)> {
        if let Some(d) = self.own_dict() {
            return d
                .0
                .borrow()
                .iter()
                .filter_map(|(k, v)| match k {
                    Value::Str(s) => Some((Rc::from(&*s.s), v.clone())),
                    _ => None,
                })
                .collect();
        }
        let layout = self.class.layout();
        let attrs = self.attrs.borrow();
        layout
            .names()
            .iter()
            .zip(attrs.iter())
            .filter(|(_, v)| !matches!(v, Value::Undefined))
            .map(|(n, v)| (n.clone(), v.clone()))
            .collect()
    }
}

impl super::gc::Traceable for Class {
    /// The namespace, bases, MRO and what the class keeps for the specializer.
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let (Ok(dict), Ok(resolved), Ok(shims)) = (
            self.dict.try_borrow(),
            self.resolved.try_borrow(),
            self.shims.try_borrow(),
        ) else {
            return None;
        };
        Some(
            super::visit_values(dict.entries.iter().map(|(_, v)| v), f)
                + super::visit_values(self.bases.iter().chain(&self.mro), f)
                + usize::from(self.meta.get().is_some_and(|m| {
                    f(Rc::as_ptr(m) as *const u8 as usize);
                    true
                }))
                + super::visit_values(resolved.values.iter().flatten(), f)
                + super::visit_values(shims.iter(), f),
        )
    }

    /// Empties the namespace and the caches (the bases and the MRO stay: they cannot
    /// make a cycle without a namespace or an instance on the way).
    fn clear(&self) {
        if let (Ok(mut dict), Ok(mut resolved), Ok(mut shims)) = (
            self.dict.try_borrow_mut(),
            self.resolved.try_borrow_mut(),
            self.shims.try_borrow_mut(),
        ) {
            let taken = (
                std::mem::take(&mut *dict),
                std::mem::take(&mut *resolved),
                std::mem::take(&mut *shims),
            );
            drop((dict, resolved, shims));
            drop(taken);
        }
    }
}

impl super::gc::Traceable for Instance {
    fn awaits_finalizer(&self) -> bool {
        self.awaits_del()
    }

    fn awaits_del(&self) -> bool {
        Instance::awaits_del(self)
    }

    /// Queues this very object for its `__del__` (it is alive: at the program's end, or
    /// garbage the collector found, which stays whole until its finalizers ran).
    fn finalize(self: Rc<Self>) {
        if Instance::awaits_del(&self) {
            self.mark_finalized();
            super::finalize::defer_del(self);
        }
    }

    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        let (Ok(attrs), Ok(native)) = (self.attrs.try_borrow(), self.native.try_borrow()) else {
            return None;
        };
        let dict = self.own_dict();
        let dict_edge = usize::from(dict.as_ref().is_some_and(|d| {
            f(Rc::as_ptr(d) as *const u8 as usize);
            true
        }));
        // An exception's traceback, context and cause (a context may be an exception
        // whose context is this one).
        let mut exc_edges = 0;
        for cell in self.exc_state().map(ExcState::values).into_iter().flatten() {
            let v = cell.take();
            exc_edges += super::visit_values([&v], f);
            cell.set(v);
        }
        Some(super::visit_values(attrs.iter().chain([&*native]), f) + dict_edge + exc_edges)
    }

    fn clear(&self) {
        if let (Ok(mut attrs), Ok(mut native)) =
            (self.attrs.try_borrow_mut(), self.native.try_borrow_mut())
        {
            let extra = self.extra.get();
            let exc: Vec<Value> = extra
                .map(|e| {
                    e.exc
                        .values()
                        .iter()
                        .map(|c| c.replace(Value::None))
                        .collect()
                })
                .unwrap_or_default();
            let taken = (
                std::mem::take(&mut *attrs),
                std::mem::take(&mut *native),
                extra.and_then(|e| e.dict.take()),
                exc,
            );
            drop((attrs, native));
            drop(taken);
        }
    }
}

impl super::gc::Traceable for BoundMethod {
    fn visit(&self, f: &mut dyn FnMut(usize)) -> Option<usize> {
        Some(super::visit_values([&self.func, &self.receiver], f))
    }

    /// Immutable: a cycle through it is broken at its instance.
    fn clear(&self) {}
}

/// A function bound to a receiver (`obj.method` as a value).
pub struct BoundMethod {
    pub func: Value,
    pub receiver: Value,
}

/// `staticmethod(f)`, `classmethod(f)` and `property(fget, fset, fdel, doc)`: what the
/// decorators make, which attribute lookup treats as descriptors.
pub enum Descr {
    StaticMethod(Value),
    ClassMethod(Value),
    Property {
        fget: Value,
        fset: Value,
        fdel: Value,
        /// The docstring given (`None`: the getter's is its `__doc__`).
        doc: Value,
        /// The attribute name the class that holds it gave it (CPython's
        /// `property.__set_name__`): what its errors name.
        name: std::cell::RefCell<Option<Rc<str>>>,
    },
    /// Item `n` of the instance's tuple, read-only (CPython's `_collections._tuplegetter`:
    /// a namedtuple's fields). A data descriptor, as a property without a setter.
    TupleItem(u32),
    /// One of `BaseException`'s fields (CPython's getset descriptors `__traceback__`,
    /// `__context__`, `__cause__` and member `__suppress_context__`): a data descriptor
    /// over the exception's [`ExcState`].
    ExcField(ExcField),
}

impl Descr {
    /// A property of these functions, with no docstring of its own and no name yet.
    pub fn property(fget: Value, fset: Value, fdel: Value) -> Descr {
        Descr::Property {
            fget,
            fset,
            fdel,
            doc: Value::None,
            name: Default::default(),
        }
    }

    pub fn type_name(&self) -> &'static str {
        match self {
            Descr::StaticMethod(_) => "staticmethod",
            Descr::ClassMethod(_) => "classmethod",
            Descr::Property { .. } => "property",
            Descr::TupleItem(_) => "_tuplegetter",
            Descr::ExcField(ExcField::SuppressContext) => "member_descriptor",
            Descr::ExcField(_) => "getset_descriptor",
        }
    }

    /// Whether it decides reads and writes of an instance attribute of its name (a data
    /// descriptor: before the instance's own attributes).
    pub fn is_data(&self) -> bool {
        matches!(
            self,
            Descr::Property { .. } | Descr::TupleItem(_) | Descr::ExcField(_)
        )
    }
}

/// What a class attribute that is an instance of a class written in Python is under the
/// descriptor protocol: whether its class has `__get__`, and whether it is a data
/// descriptor (`__set__` or `__delete__`: it decides before the instance's own attributes).
#[derive(Clone, Copy)]
pub struct UserDescriptor {
    pub get: bool,
    pub data: bool,
}

/// The descriptor `v` is when it is an instance whose class has `__get__`, `__set__` or
/// `__delete__` (`functools.cached_property`, a validating field); `None` otherwise.
pub fn user_descriptor(v: &Value) -> Option<UserDescriptor> {
    let Value::Instance(i) = v else {
        return None;
    };
    let has = |name: &str| i.class.lookup(name).is_some();
    let d = UserDescriptor {
        get: has("__get__"),
        data: has("__set__") || has("__delete__"),
    };
    (d.get || d.data).then_some(d)
}

/// Whether class attribute `v` is a data descriptor: a property, a namedtuple field, or an
/// instance whose class has `__set__` or `__delete__`.
pub fn is_data_descriptor(v: &Value) -> bool {
    match v {
        Value::Descr(d) => d.is_data(),
        Value::Instance(_) => user_descriptor(v).is_some_and(|d| d.data),
        _ => false,
    }
}

/// `super()`: lookups start after `class` in the MRO of `receiver`'s type, and bind to
/// `receiver`.
pub struct SuperObj {
    pub class: Value,
    pub receiver: Value,
}

impl Value {
    pub fn class(c: Rc<Class>) -> Value {
        Value::Class(super::obj_rc(c))
    }

    /// An instance value (tracked by the cycle collector).
    pub fn instance(i: Instance) -> Value {
        let o = obj(i);
        super::gc::track(&o);
        Value::Instance(o)
    }

    /// `func` bound to `receiver` (tracked by the cycle collector: a bound method stored
    /// on its instance is a cycle).
    pub fn bound_method(func: Value, receiver: Value) -> Value {
        let o = obj(BoundMethod { func, receiver });
        super::gc::track(&o);
        Value::BoundMethod(o)
    }
}

/// The builtin types that classes may derive from, and what their instances then carry.
pub fn native_of_builtin(b: Builtin) -> Option<Native> {
    match b.name() {
        "list" => Some(Native::List),
        "dict" => Some(Native::Dict),
        "tuple" => Some(Native::Tuple),
        "type" => Some(Native::Type),
        "int" => Some(Native::Int),
        "str" => Some(Native::Str),
        "float" => Some(Native::Float),
        _ => None,
    }
}

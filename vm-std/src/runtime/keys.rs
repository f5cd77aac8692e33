//! Dicts and sets keyed by instances whose class defines `__eq__` or `__hash__`
//! (`Value::is_user_key`): the tables hash and compare keys without running Python code,
//! so such a key is hashed through the machine first (the instance keeps the hash), the
//! stored keys with that hash are copied out, compared through the machine with no borrow
//! of the table held (an `__eq__` may change the table), and the matching stored key is
//! then used by identity.
//!
//! The entry points below take any key: a key that neither is nor meets a user-keyed
//! one goes to the table's own operation, so a caller need not choose (and cannot
//! forget to: `setdefault` and `update` once stored instances by identity hash).

use crate::error::{PyError, PyResult};
use crate::ops;
use crate::value::{Dict, Set, Value};

use super::Vm;

/// The stored key among `candidates` equal to `key` (`is`, then `==`).
fn matching(vm: &mut dyn Vm, candidates: Vec<Value>, key: &Value) -> PyResult<Option<Value>> {
    for c in candidates {
        if c.is(key) || vm.eq(&c, key)? {
            return Ok(Some(c));
        }
    }
    Ok(None)
}

/// How many times a lookup starts over after an `__eq__` changed the table under it
/// (CPython restarts until it completes; a bound keeps a hostile `__eq__` from looping).
const RESTARTS: usize = 100;

/// The stored key of `d` equal to `key` and its value, with the key's hash. A match
/// that an `__eq__` removed while comparing does not count: the lookup starts over (as
/// CPython's).
///
/// Most lookups settle on the first entry stored with the hash: the key itself (found
/// by identity, no Python code runs), or the only one with that hash (one `__eq__`).
/// Those read the table without making a list of candidates (an allocation that cost
/// about 250 instructions a lookup, cachegrind); the list is made when several entries
/// share the hash.
fn find_in_dict(vm: &mut dyn Vm, d: &Dict, key: &Value) -> PyResult<(i64, Option<(Value, Value)>)> {
    let hash = vm.hash(key)?;
    let first = {
        let map = d.0.borrow();
        match map.first_with_hash(hash) {
            None => return Ok((hash, None)),
            Some((k, v)) if k.is(key) => return Ok((hash, Some((k.clone(), v.clone())))),
            Some(_) if map.shares_hash(hash) => None,
            Some((k, _)) => Some(k.clone()),
        }
    };
    if let Some(k) = first {
        // The only candidate: compared with no borrow held, then read again (its value
        // may have changed, or it may be gone: then the lookup starts over below).
        if !vm.eq(&k, key)? {
            return Ok((hash, None));
        }
        if let Some(v) = d.0.borrow().get_same(&k, hash) {
            return Ok((hash, Some((k, v.clone()))));
        }
    }
    for _ in 0..RESTARTS {
        let candidates = d.0.borrow().keys_with_hash(hash);
        let Some(k) = matching(vm, candidates, key)? else {
            return Ok((hash, None));
        };
        if let Some(v) = d.0.borrow().get_same(&k, hash) {
            return Ok((hash, Some((k, v.clone()))));
        }
    }
    Ok((hash, None))
}

/// `d[key]`, or `None` when absent.
pub fn dict_get(vm: &mut dyn Vm, d: &Dict, key: &Value) -> PyResult<Option<Value>> {
    if !d.keyed_by_user(key) {
        key.check_hashable()?;
        return Ok(d.0.borrow().get(key).cloned());
    }
    Ok(find_in_dict(vm, d, key)?.1.map(|(_, v)| v))
}

/// `d[key] = value`.
/// The `KeyError` of `key`, missing from a dict keyed through special methods: its
/// message is the key's repr, rendered now through `__repr__` when the key is or holds an
/// instance, else when read ([`ops::key_error`]).
pub fn missing_key(vm: &mut dyn Vm, key: &Value) -> PyResult<PyError> {
    if key.is_or_holds_instance() {
        return Ok(ops::key_error_with(key, vm.repr(key)?));
    }
    Ok(ops::key_error(key))
}

pub fn dict_set(vm: &mut dyn Vm, d: &Dict, key: Value, value: Value) -> PyResult<()> {
    if !d.keyed_by_user(&key) {
        key.check_hashable()?;
        d.0.borrow_mut().insert(key, value);
        return Ok(());
    }
    let (hash, found) = find_in_dict(vm, d, &key)?;
    let mut map = d.0.borrow_mut();
    match found {
        Some((k, _)) if map.set_same(&k, hash, value.clone()) => {}
        _ => map.insert(key, value),
    }
    Ok(())
}

/// Binds every key of `src` to its value in `d` (`d.update(src)`, `{**d, **src}`).
///
/// why not each pair through [`dict_set`]: for dicts of builtin keys the pairs go in with
/// the hashes `src` stored, without a copy of the pairs first (`{**a, **b}` of two
/// 100,000-key dicts took 2.7 times CPython's time).
pub fn dict_merge(vm: &mut dyn Vm, d: &Dict, src: &Dict) -> PyResult<()> {
    if std::ptr::eq(d, src) {
        // Each key bound to the value it has.
        return Ok(());
    }
    if !d.0.borrow().has_user_keys() && !src.0.borrow().has_user_keys() {
        d.0.borrow_mut().merge(&src.0.borrow());
        return Ok(());
    }
    // Copied out first: a key's `__eq__` may run (and change either dict) while the pairs
    // go in.
    let pairs: Vec<(Value, Value)> = src
        .0
        .borrow()
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    for (k, v) in pairs {
        dict_set(vm, d, k, v)?;
    }
    Ok(())
}

/// Removes `key` from `d`, returning its value.
pub fn dict_remove(vm: &mut dyn Vm, d: &Dict, key: &Value) -> PyResult<Option<Value>> {
    if !d.keyed_by_user(key) {
        key.check_hashable()?;
        return Ok(d.0.borrow_mut().remove(key));
    }
    let (hash, found) = find_in_dict(vm, d, key)?;
    Ok(found.and_then(|(k, _)| d.0.borrow_mut().remove_same(&k, hash)))
}

/// The stored element of `s` equal to `key`, with the key's hash, as
/// [`find_in_dict`] finds a key.
fn find_in_set(vm: &mut dyn Vm, s: &Set, key: &Value) -> PyResult<(i64, Option<Value>)> {
    let hash = vm.hash(key)?;
    let first = {
        let table = s.0.borrow();
        match table.first_with_hash(hash) {
            None => return Ok((hash, None)),
            Some(k) if k.is(key) => return Ok((hash, Some(k.clone()))),
            Some(_) if table.shares_hash(hash) => None,
            Some(k) => Some(k.clone()),
        }
    };
    if let Some(k) = first {
        if !vm.eq(&k, key)? {
            return Ok((hash, None));
        }
        if s.0.borrow().contains_same(&k, hash) {
            return Ok((hash, Some(k)));
        }
    }
    for _ in 0..RESTARTS {
        let candidates = s.0.borrow().elements_with_hash(hash);
        match matching(vm, candidates, key)? {
            Some(k) if !s.0.borrow().contains_same(&k, hash) => continue,
            found => return Ok((hash, found)),
        }
    }
    Ok((hash, None))
}

/// `key in s`.
pub fn set_contains(vm: &mut dyn Vm, s: &Set, key: &Value) -> PyResult<bool> {
    if !s.keyed_by_user(key) {
        return s.0.borrow().contains_checked(key);
    }
    Ok(find_in_set(vm, s, key)?.1.is_some())
}

/// Adds `key` to `s`; whether it was new.
pub fn set_add(vm: &mut dyn Vm, s: &Set, key: Value) -> PyResult<bool> {
    if !s.keyed_by_user(&key) {
        return s.0.borrow_mut().add(key);
    }
    let (hash, found) = find_in_set(vm, s, &key)?;
    if found.is_some() {
        return Ok(false);
    }
    Ok(s.0.borrow_mut().add_with_hash(key, hash))
}

/// Removes `key` from `s`; whether it was there.
pub fn set_discard(vm: &mut dyn Vm, s: &Set, key: &Value) -> PyResult<bool> {
    if !s.keyed_by_user(key) {
        return s.0.borrow_mut().discard(key);
    }
    let (hash, found) = find_in_set(vm, s, key)?;
    Ok(match found {
        Some(k) => s.0.borrow_mut().discard_same(&k, hash),
        None => false,
    })
}

/// The items of a set or an iterable (a set's own, copied: no borrow is held while they
/// are compared).
pub fn items_of(v: &Value) -> PyResult<Vec<Value>> {
    match v {
        Value::Set(s) => Ok(s.0.borrow().iter().cloned().collect()),
        other => crate::value::iter::collect(other),
    }
}

/// Replaces each one-shot iterator among `args` by a list of its items, so that
/// [`any_user_keys`], which reads its operands, leaves their items to the set algebra
/// that follows (`set(zip(a, b))`, `s.union(iter(x))`); a generator or an instance is
/// iterated through `vm` (the algebra below runs no Python code to iterate).
pub fn reiterable(vm: &mut dyn Vm, args: &mut [Value]) -> PyResult<()> {
    for v in args.iter_mut() {
        if let Value::Iter(_) | Value::Generator(_) | Value::Instance(_) = v {
            *v = Value::list(vm.collect(v)?);
        }
    }
    Ok(())
}

/// Whether set algebra over `values` (sets or iterables that can be read more than once:
/// see [`reiterable`]) must go through special methods.
pub fn any_user_keys(values: &[&Value]) -> PyResult<bool> {
    for v in values {
        let user = match v {
            Value::Set(s) => s.0.borrow().has_user_keys(),
            Value::Dict(d) => d.0.borrow().has_user_keys(),
            other => items_of(other)?.iter().any(Value::is_user_key),
        };
        if user {
            return Ok(true);
        }
    }
    Ok(false)
}

/// A new set of `items`, hashed and compared through the machine.
pub fn set_of(vm: &mut dyn Vm, items: Vec<Value>) -> PyResult<Set> {
    let s = Set::default();
    for v in items {
        set_add(vm, &s, v)?;
    }
    Ok(s)
}

/// `v` as a set to look its items up in: itself when it is one (its elements keep their
/// hashes, as CPython's do), else a new set of its items.
fn lookup_set(vm: &mut dyn Vm, v: &Value) -> PyResult<std::rc::Rc<Set>> {
    match v {
        Value::Set(s) => Ok(std::rc::Rc::clone(s)),
        other => Ok(std::rc::Rc::new(set_of(vm, items_of(other)?)?)),
    }
}

/// Set algebra through the machine.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum SetOp {
    Union,
    Intersection,
    Difference,
    SymmetricDifference,
}

/// `a <op> b` of the items of two sets (or iterables).
pub fn set_op(vm: &mut dyn Vm, op: SetOp, a: &Value, b: &Value) -> PyResult<Set> {
    let (xs, ys) = (items_of(a)?, items_of(b)?);
    let out = Set::default();
    if op == SetOp::Union {
        for v in xs.into_iter().chain(ys) {
            set_add(vm, &out, v)?;
        }
        return Ok(out);
    }
    let other = lookup_set(vm, b)?;
    match op {
        SetOp::Union => {}
        SetOp::Intersection | SetOp::Difference => {
            for v in xs {
                if set_contains(vm, &other, &v)? == (op == SetOp::Intersection) {
                    set_add(vm, &out, v)?;
                }
            }
        }
        SetOp::SymmetricDifference => {
            let mine = set_of(vm, xs.clone())?;
            for v in xs {
                if !set_contains(vm, &other, &v)? {
                    set_add(vm, &out, v)?;
                }
            }
            for v in ys {
                if !set_contains(vm, &mine, &v)? {
                    set_add(vm, &out, v)?;
                }
            }
        }
    }
    Ok(out)
}

/// Whether every item of `a` is in `b` (sets or iterables).
pub fn subset(vm: &mut dyn Vm, a: &Value, b: &Value) -> PyResult<bool> {
    let other = lookup_set(vm, b)?;
    for v in items_of(a)? {
        if !set_contains(vm, &other, &v)? {
            return Ok(false);
        }
    }
    Ok(true)
}

//! Initializers that only store: an `__init__` whose whole body is `self.x = x`,
//! `self.total = 0.0`, ... (the most common constructor there is). `C(args)` of a class
//! with such an initializer makes the instance with those attributes already in their
//! slots (`CALL_ALLOC_AND_STORE_INIT`), without running the initializer's frame.
//!
//! why: entering `__init__` in a frame (`CALL_ALLOC_AND_ENTER_INIT`), running a load and
//! a store per attribute and returning cost about 360 of the 1113 instructions of a
//! two-attribute construction (vm-std's particles and raytrace examples construct a
//! vector per arithmetic operator: 8-9% of their instructions); filling the slots
//! directly costs a few per attribute.
//!
//! The body is read once per code object, from its base opcodes (what it was compiled
//! to, whatever its instructions are specialized to since), and the answer is kept in
//! its `CodeInfo`.

use std::rc::Rc;

use vm_core::InstructionSet;
use vm_core::code::oparg_field;

use super::isa::{Code, Isa, Opcode};
use crate::value::function::{Function, InitStores, StoreSource};
use crate::value::{Value, class::Class};

/// The stores of `code` when its body only stores its parameters or constants into
/// attributes of its first parameter and returns `None`; `None` for any other body.
pub(super) fn init_stores(code: &Code) -> Option<&InitStores> {
    code.extra
        .init_stores
        .get_or_init(|| read_stores(code))
        .as_ref()
}

/// The base opcode of the instruction at `ip` and the size of that base instruction (a
/// superinstruction's components are walked one by one, as the verifier sees them).
fn base_at(code: &Code, ip: usize) -> Option<(u16, usize)> {
    let info = Isa::op(code.opcode(ip))?;
    let base = Isa::op(info.base())?;
    Some((base.opcode, base.size()))
}

/// Reads the body of `code`: (`LOAD_FAST` of a parameter or `LOAD_CONST`, then
/// `STORE_ATTR_FAST` into local 0) repeated, then `RETURN_CONST` of `None`, with
/// `FILL_DEFAULT`s of parameters allowed anywhere (they give a parameter not passed its
/// default, which the constructor's member takes itself: [`stored_values`]).
fn read_stores(code: &Code) -> Option<InitStores> {
    let info = &code.extra;
    if info.generator
        || info.shim
        || info.nparams == 0
        || !info.free_names.is_empty()
        || !code.handlers().is_empty()
    {
        return None;
    }
    let nparams = info.nparams;
    let mut stores = Vec::new();
    let mut ip = 0;
    loop {
        let (op, size) = base_at(code, ip)?;
        let oparg = code.oparg(ip);
        ip += size;
        let source = match op {
            o if o == Opcode::FillDefault as u16 && oparg < nparams => continue,
            o if o == Opcode::ReturnConst as u16 => {
                let returns_none = matches!(info.consts.get(oparg as usize)?, Value::None);
                return returns_none.then(|| InitStores {
                    stores: stores.into_boxed_slice(),
                });
            }
            o if o == Opcode::LoadFast as u16 && (1..nparams).contains(&oparg) => {
                StoreSource::Param(oparg)
            }
            o if o == Opcode::LoadConst as u16 && (oparg as usize) < info.consts.len() => {
                StoreSource::Const(oparg)
            }
            _ => return None,
        };
        let (op, size) = base_at(code, ip)?;
        let oparg = code.oparg(ip);
        ip += size;
        if op != Opcode::StoreAttrFast as u16 || oparg_field(oparg, 0) != 0 {
            return None;
        }
        let name = info.names.get(oparg_field(oparg, 1) as usize)?;
        stores.push((source, Rc::clone(name)));
    }
}

/// Whether constructing an instance of `class` may fill its slots from `stores` in order:
/// store `k` sets the attribute in slot `k` of the class layout, and attribute stores are
/// plain slot stores (no `__setattr__`, no property of those names). The layout only
/// grows, and anything that makes stores other than plain changes the class version,
/// which the member's guard checks.
pub(super) fn fills_in_order(class: &Class, stores: &InitStores) -> bool {
    if !class.plain_attrs() {
        return false;
    }
    let layout = class.layout();
    stores
        .stores
        .iter()
        .enumerate()
        .all(|(k, (_, name))| layout.slot(name) == Some(k as u32))
}

/// Whether a call of `f` with `nargs` arguments after `self` passes every parameter that
/// has no default, and no more than all of them (and its parameters are its code's, the
/// ones the stores name: a function with a general signature has another count).
pub(super) fn arity_fits(f: &Function, nargs: usize) -> bool {
    let nparams = f.nparams as usize;
    f.nparams == f.code.extra.nparams && nargs < nparams && nargs + 1 + f.defaults.len() >= nparams
}

/// The values the stores of initializer `f` set, in order, for a call with `args` (after
/// `self`; a parameter not passed has its default). The call fits `f`'s parameters
/// ([`arity_fits`], which the member's cache fill checked: the argument count is the
/// call site's, and `f` is the one its class version resolves).
pub(super) fn stored_values<'a>(
    f: &'a Function,
    stores: &'a InitStores,
    args: &'a [Value],
) -> impl ExactSizeIterator<Item = Value> + 'a {
    debug_assert!(arity_fits(f, args.len()));
    // Parameter `n` (from 1, after `self`) is argument `n - 1`, or default
    // `n - first_default`.
    let first_default = (f.nparams as usize).wrapping_sub(f.defaults.len());
    let consts = &f.code.extra.consts;
    stores.stores.iter().map(move |(source, _)| match *source {
        StoreSource::Param(n) => match args.get(n as usize - 1) {
            Some(v) => v.clone(),
            None => {
                let defaults = f.defaults.read();
                let default = defaults.get((n as usize).wrapping_sub(first_default));
                default.cloned().unwrap_or_default()
            }
        },
        StoreSource::Const(n) => consts.get(n as usize).cloned().unwrap_or_default(),
    })
}

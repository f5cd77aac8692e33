//! `import`: a module is found in `sys.modules`, among the standard modules written in
//! Rust (`crate::stdlib`), or by the machine's loader among the program's own files;
//! its body runs once (a nested run), and `from m import x` reads its globals.
//! CPython's `importlib._bootstrap`, with its messages.

use std::rc::Rc;

use vm_core::Interp;

use crate::error::{ExcType, PyError, PyResult};
use crate::object;
use crate::runtime::{Loaded, Machine, Vm};
use crate::value::{Module, Value};

use super::isa::Isa;

/// `import name` (`a.b.c` imports `a`, `a.b` and `a.b.c`): the leaf module, or with
/// `leaf` false the top package (what `import a.b.c` binds to `a`).
pub(super) fn import(interp: &mut Interp<Isa>, name: &str, leaf: bool) -> PyResult<Value> {
    if let Some(message) = name.strip_prefix('.') {
        // A relative import the compiler could not resolve.
        return Err(PyError::new(ExcType::ImportError, message));
    }
    if name.is_empty() {
        return Err(PyError::value_error("Empty module name"));
    }
    let mut top = None;
    let mut parent: Option<Value> = None;
    let mut end = 0;
    loop {
        let next = name[end..].find('.').map_or(name.len(), |i| end + i);
        let module = import_one(interp, &name[..next], parent.as_ref())?;
        if top.is_none() {
            top = Some(module.clone());
        }
        if next == name.len() {
            return Ok(if leaf { module } else { top.unwrap_or(module) });
        }
        parent = Some(module);
        end = next + 1;
    }
}

fn set_imported(machine: &Machine, name: &str, module: Option<Value>) {
    if let Value::Dict(d) = &machine.sys_modules {
        let key = Value::str(name);
        match module {
            Some(m) => d.0.borrow_mut().insert(key, m),
            None => {
                // why apart: the old value drops after the borrow ends.
                let old = d.0.borrow_mut().remove(&key);
                drop(old);
            }
        }
    }
}

/// Imports module `full` (its parent package, if any, imported already).
fn import_one(interp: &mut Interp<Isa>, full: &str, parent: Option<&Value>) -> PyResult<Value> {
    if let Some(m) = interp.ctx().sys_modules_get(full) {
        return Ok(m);
    }
    if let Some(p) = parent
        && !is_package(interp.ctx(), p)
    {
        let pname = full.rsplit_once('.').map_or(full, |(p, _)| p);
        return Err(not_found(
            interp.ctx(),
            full,
            format!("No module named '{full}'; '{pname}' is not a package"),
        ));
    }
    if full == "builtins" {
        // The builtins as a module's attributes (copies of the bindings: binding a new
        // attribute there defines no builtin, where CPython's would).
        let module = interp.ctx().new_module(full, None);
        let id = module_id(&module);
        let m = interp.ctx();
        for (name, value) in m.builtin_items() {
            let sym = m.global_symbol(id, &name);
            m.globals.set(sym, value);
        }
        set_imported(m, full, Some(module.clone()));
        return Ok(module);
    }
    if let Some((table, native)) = crate::stdlib::find(full) {
        let module = interp.ctx().new_module(full, None);
        let id = module_id(&module);
        for (name, value) in crate::stdlib::attributes(interp, table, native) {
            let m = interp.ctx();
            let sym = m.global_symbol(id, name);
            m.globals.set(sym, value);
        }
        if full == "sys" {
            let m = interp.ctx();
            m.sys_stdout = Some(m.global_symbol(id, "stdout"));
        }
        set_imported(interp.ctx(), full, Some(module.clone()));
        return Ok(module);
    }
    let loaded = match interp.ctx().loader {
        Some(load) => load(interp.ctx(), full)?,
        None => None,
    };
    let Some(Loaded { module, body }) = loaded else {
        return Err(not_found(
            interp.ctx(),
            full,
            format!("No module named '{full}'"),
        ));
    };
    set_imported(interp.ctx(), full, Some(module.clone()));
    let Value::Module(m) = &module else {
        unreachable!("the loader makes modules")
    };
    m.initializing.set(true);
    let ran = Vm::call(interp, &body, Vec::new(), &[]);
    m.initializing.set(false);
    if let Err(e) = ran {
        set_imported(interp.ctx(), full, None);
        return Err(e);
    }
    // The module's body may have put another object in its place (CPython returns what
    // `sys.modules` holds).
    let module = interp.ctx().sys_modules_get(full).unwrap_or(module);
    if let (Some(p), Some((_, child))) = (parent, full.rsplit_once('.')) {
        object::setattr(interp, p, &Rc::from(child), module.clone())?;
    }
    Ok(module)
}

fn module_id(module: &Value) -> u32 {
    match module {
        Value::Module(m) => m.id,
        _ => 0,
    }
}

/// Whether `module` is a package (its globals have `__path__`).
fn is_package(machine: &Machine, module: &Value) -> bool {
    matches!(module, Value::Module(m) if machine.module_global(m.id, "__path__").is_some())
}

#[cold]
fn not_found(ctx: &mut Machine, full: &str, message: String) -> PyError {
    import_error(
        ctx,
        ExcType::ModuleNotFoundError,
        message,
        Value::str(full),
        Value::None,
    )
}

/// An `ImportError` (or `kind`, a subclass) with CPython's `name` and `path` attributes:
/// the exception object made here and raised as a `raise` raises one.
#[cold]
fn import_error(
    ctx: &mut Machine,
    kind: ExcType,
    message: String,
    name: Value,
    path: Value,
) -> PyError {
    let Some(class) = ctx.exception_class(kind) else {
        return PyError::new(kind, message);
    };
    // Made as `ImportError(message, name=name, path=path)` makes it.
    let inst = object::new_instance(&class);
    if let Value::Instance(i) = &inst {
        let kw = [
            (ctx.attribute_name("name"), name),
            (ctx.attribute_name("path"), path),
        ];
        let _ = object::special::set_exception_args(i, vec![Value::str(message.as_str())]);
        let _ = object::special::init_import_error(i, &kw);
    }
    PyError::raised(kind, class.name.clone(), message, Rc::new(inst))
}

/// `from module import name`: the attribute, else the submodule `module.name` of a
/// package, else CPython's `ImportError`.
pub(super) fn import_from(interp: &mut Interp<Isa>, module: &Value, name: &str) -> PyResult<Value> {
    let Value::Module(m) = module else {
        return object::getattr(interp, module, name).map_err(|e| match e.kind() {
            ExcType::AttributeError => cannot_import(interp.ctx(), name, module, None),
            _ => e,
        });
    };
    if let Some(v) = interp.ctx().module_global(m.id, name) {
        return Ok(v.clone());
    }
    if is_package(interp.ctx(), module) {
        let full = format!("{}.{name}", m.name);
        match import_one(interp, &full, Some(module)) {
            Ok(sub) => return Ok(sub),
            Err(e) if e.kind() == ExcType::ModuleNotFoundError => {}
            Err(e) => return Err(e),
        }
    }
    // The module's own `__getattr__` (PEP 562) answers names it does not bind.
    object::module_getattr_hooked(interp, m, name).map_err(|e| match e.kind() {
        ExcType::AttributeError => cannot_import(interp.ctx(), name, module, Some(m)),
        _ => e,
    })
}

#[cold]
fn cannot_import(ctx: &mut Machine, name: &str, module: &Value, m: Option<&Module>) -> PyError {
    let Some(m) = m else {
        return import_error(
            ctx,
            ExcType::ImportError,
            format!(
                "cannot import name '{name}' from '{}' (unknown location)",
                module.type_name()
            ),
            Value::None,
            Value::None,
        );
    };
    let location = m.file.as_deref().unwrap_or("unknown location");
    let path = m.file.as_deref().map_or(Value::None, Value::str);
    import_error(
        ctx,
        ExcType::ImportError,
        if m.initializing.get() {
            format!(
                "cannot import name '{name}' from partially initialized module '{}' (most \
                 likely due to a circular import) ({location})",
                m.name
            )
        } else {
            format!("cannot import name '{name}' from '{}' ({location})", m.name)
        },
        Value::str(&*m.name),
        path,
    )
}

/// `from module import *` into the globals of module `into`: the names in the module's
/// `__all__`, else those that do not start with an underscore.
pub(super) fn import_star(interp: &mut Interp<Isa>, module: &Value, into: u32) -> PyResult<()> {
    let Value::Module(m) = module else {
        return Err(PyError::type_error("import * of a non-module"));
    };
    let all = interp.ctx().module_global(m.id, "__all__").cloned();
    let names: Vec<(Rc<str>, Value)> = match all {
        Some(all) => {
            let mut out = Vec::new();
            for n in interp.collect(&all)? {
                let Value::Str(s) = &n else {
                    return Err(PyError::type_error(format!(
                        "Item in {}.__all__ must be str, not {}",
                        m.name,
                        n.type_name()
                    )));
                };
                let name: Rc<str> = Rc::from(s.s.as_str());
                // As CPython's `getattr(module, name)`: the module's `__getattr__` too.
                let v = object::module_getattr_hooked(interp, m, &name)?;
                out.push((name, v));
            }
            out
        }
        None => interp
            .ctx()
            .module_globals(m.id)
            .into_iter()
            .filter(|(n, _)| !n.starts_with('_'))
            .collect(),
    };
    let machine = interp.ctx();
    for (name, v) in names {
        let sym = machine.global_symbol(into, &name);
        machine.globals.set(sym, v);
    }
    Ok(())
}

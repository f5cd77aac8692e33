//! The builtins that run source text or show a frame's namespaces: `exec`, `eval`,
//! `globals()`, `locals()`.
//!
//! Source is compiled by the runner's [`SourceCompiler`](crate::runtime::SourceCompiler)
//! (the compiler is layers above) into code of the module whose globals it reads, then
//! called like any function, so what it defines is ordinary functions and classes of that
//! module, and its errors carry a `File "<string>"` frame as in CPython.
//!
//! Where vm-std differs from CPython (vm-std/README.md says so too): a module's globals
//! live in the machine's globals table, not in a dict, so `globals()` is a copy (writing
//! to it defines nothing), and `exec(src, g)` with a dict `g` runs `src` as a fresh module
//! whose globals start as `g`'s items and are copied back into `g` when it ends (the
//! functions it defines keep reading that module's globals, not `g`). `g` gets no
//! `__builtins__` entry.

use std::rc::Rc;

use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::{CallerLocals, Source, SourceMode, Vm};
use crate::stdlib::sys::code;
use crate::value::native::Kwargs;
use crate::value::{DictMap, Value};

/// `compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1)`: a code
/// object (see `stdlib/sys/code.rs`) that `exec` and `eval` run, its syntax checked now
/// (a `SyntaxError` names `filename`). `flags` and `dont_inherit` choose `__future__`
/// features, which this compiler has either always or never; `optimize` is checked, as
/// CPython's, and otherwise has no effect here (no `assert` is removed).
pub(super) fn compile(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    const NAMES: [&str; 6] = [
        "source",
        "filename",
        "mode",
        "flags",
        "dont_inherit",
        "optimize",
    ];
    if args.len() > NAMES.len() {
        return Err(PyError::type_error(format!(
            "compile() takes at most 6 positional arguments ({} given)",
            args.len()
        )));
    }
    for (name, _) in kw.iter() {
        let Some(i) = NAMES.iter().position(|n| **n == **name) else {
            return Err(PyError::type_error(format!(
                "'{name}' is an invalid keyword argument for compile()"
            )));
        };
        if i < args.len() {
            return Err(PyError::type_error(format!(
                "argument for compile() given by name ('{name}') and position ({})",
                i + 1
            )));
        }
    }
    let arg = |i: usize| args.get(i).or(super::kwarg(kw, NAMES[i])).cloned();
    let required = |i: usize| {
        arg(i).ok_or_else(|| {
            PyError::type_error(format!(
                "compile() missing required argument '{}' (pos {})",
                NAMES[i],
                i + 1
            ))
        })
    };
    let source = required(0)?;
    let filename = required(1)?;
    let filename: Rc<str> = match (&filename, crate::stdlib::os::fspath(vm, &filename)?) {
        (_, Some(s)) => Rc::from(s.as_str()),
        (Value::Bytes(b), None) => Rc::from(String::from_utf8_lossy(&b.b).as_ref()),
        _ => {
            return Err(PyError::type_error(format!(
                "expected str, bytes or os.PathLike object, not {}",
                filename.type_name()
            )));
        }
    };
    let mode = match &required(2)? {
        Value::Str(s) => s.s.to_string(),
        other => {
            return Err(PyError::type_error(format!(
                "compile() argument 'mode' must be str, not {}",
                other.type_name()
            )));
        }
    };
    let c_int = |vm: &mut dyn Vm, v: Option<Value>, default: i64| -> PyResult<i64> {
        let Some(v) = v else {
            return Ok(default);
        };
        let n = crate::stdlib::index(vm, &v)?;
        match n {
            Value::Int(n) if i32::try_from(n).is_ok() => Ok(n),
            _ => Err(PyError::new(
                ExcType::OverflowError,
                "Python int too large to convert to C int",
            )),
        }
    };
    let flags = c_int(vm, arg(3), 0)?;
    c_int(vm, arg(4), 0)?;
    let optimize = c_int(vm, arg(5), -1)?;
    // CPython's `PyCF_MASK | PyCF_MASK_OBSOLETE | PyCF_COMPILE_MASK`: the `__future__`
    // features, `CO_NESTED`, and the compiler's own flags.
    const KNOWN: i64 = 0x1fe_0000 | 0x10 | 0x200 | 0x400 | 0x1000 | 0x2000 | 0x4000;
    if flags & !KNOWN != 0 {
        return Err(PyError::value_error("compile(): unrecognised flags"));
    }
    if !(-1..=2).contains(&optimize) {
        return Err(PyError::value_error("compile(): invalid optimize value"));
    }
    let mode = match mode.as_str() {
        "exec" => SourceMode::Exec,
        "eval" => SourceMode::Eval,
        "single" => SourceMode::Single,
        _ => {
            return Err(PyError::value_error(
                "compile() mode must be 'exec', 'eval' or 'single'",
            ));
        }
    };
    if flags & 0x400 != 0 {
        // `PyCF_ONLY_AST`: CPython returns the `ast` tree, which this has no module for.
        return Err(PyError::new(
            ExcType::NotImplementedError,
            "compile() to an AST (PyCF_ONLY_AST) is not supported",
        ));
    }
    let text: Rc<str> = match &source {
        Value::Str(s) => Rc::from(&*s.s),
        Value::Bytes(_) | Value::ByteArray(_) => Rc::from(decode_source(&source)?.as_str()),
        _ => {
            return Err(PyError::type_error(
                "compile() arg 1 must be a string, bytes or AST object",
            ));
        }
    };
    if text.contains('\0') {
        return Err(PyError::new(
            ExcType::SyntaxError,
            "source code string cannot contain null bytes",
        ));
    }
    // Compiled once here for its errors and warnings, as CPython's `compile()` reports
    // them; where `exec` or `eval` runs it, it compiles again (see `code.rs`).
    let module = vm.caller().module;
    let checked = Source {
        text: &text,
        filename: &filename,
        warn: true,
    };
    compile_source(vm, &checked, mode, module, true)?;
    Ok(code::new(vm, text, filename, mode))
}

/// Bytes of source as text (UTF-8, CPython's default without a coding cookie).
fn decode_source(source: &Value) -> PyResult<String> {
    let bytes = crate::value::bytes::bytes_like(source).map_or_else(Vec::new, |b| b.to_vec());
    String::from_utf8(bytes).map_err(|e| {
        PyError::new(
            ExcType::SyntaxError,
            format!(
                "(unicode error) 'utf-8' codec can't decode byte {:#04x} in position {}: invalid start byte",
                e.as_bytes()[e.utf8_error().valid_up_to()],
                e.utf8_error().valid_up_to()
            ),
        )
    })
}

/// The interactive display of a value (CPython's `sys.displayhook`), which a
/// `compile(.., 'single')` statement's expression statements call: unless it is `None`,
/// its `repr` is printed to `sys.stdout` and bound to the builtin name `_`.
pub(super) fn displayhook(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let value = args[0].clone();
    if matches!(value, Value::None) {
        return Ok(Value::None);
    }
    let sym = vm.machine().intern("_");
    // `_` is `None` while the `repr` runs, as CPython's (a `repr` that shows `_`).
    vm.machine().builtins.set(sym, Value::None);
    let text = crate::object::special::repr(vm, &value)?;
    super::print(vm, &mut [Value::str(text)], &[])?;
    vm.machine().builtins.set(sym, value);
    Ok(Value::None)
}

/// `exec(source, globals=None, locals=None)`.
pub(super) fn exec(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    run(vm, "exec", SourceMode::Exec, args)?;
    Ok(Value::None)
}

/// `__import__(name, globals=None, locals=None, fromlist=(), level=0)`: imports `name`
/// as an `import` statement would; the top package (`a` of `a.b.c`) unless `fromlist`
/// names something, then the module itself, with the submodules `fromlist` names that
/// are not its attributes imported too. A relative name (`level` > 0) is resolved
/// against `globals`' `__package__` (or `__name__`), as CPython's `importlib` does.
pub(super) fn import(vm: &mut dyn Vm, args: &mut [Value], kw: &Kwargs) -> PyResult<Value> {
    let arg = |i: usize, name: &str| args.get(i).or(super::kwarg(kw, name)).cloned();
    let name = match &args[0] {
        Value::Str(s) => s.s.to_string(),
        _ => return Err(PyError::type_error("module name must be a string")),
    };
    let level = match arg(4, "level") {
        None => 0,
        Some(v) => crate::value::num::to_index(&v)?,
    };
    if level < 0 {
        return Err(PyError::value_error("level must be >= 0"));
    }
    let full = if level == 0 {
        if name.is_empty() {
            return Err(PyError::value_error("Empty module name"));
        }
        name.clone()
    } else {
        let base = relative_base(arg(1, "globals").as_ref(), level as usize)?;
        if name.is_empty() {
            base
        } else {
            format!("{base}.{name}")
        }
    };
    let module = vm.import(&full)?;
    let fromlist = match arg(3, "fromlist") {
        None | Some(Value::None) => Vec::new(),
        Some(v) => vm.collect(&v)?,
    };
    if fromlist.is_empty() {
        if level > 0 && !name.contains('.') {
            return Ok(module);
        }
        // `import a.b.c` binds `a` (of a relative name, the package it starts in).
        let top_len = full.len() - name.len() + name.find('.').unwrap_or(name.len());
        return vm.import(&full[..top_len]);
    }
    for item in &fromlist {
        let Value::Str(item) = item else {
            return Err(PyError::type_error(format!(
                "Item in {full}.__all__ must be str, not {}",
                item.type_name()
            )));
        };
        if &*item.s == "*" || crate::object::getattr_opt(vm, &module, &item.s)?.is_some() {
            continue;
        }
        let sub = format!("{full}.{}", item.s);
        match vm.import(&sub) {
            // (A name that is neither an attribute nor a submodule is the caller's
            // error to raise, as `from m import x` does.)
            Err(e) if e.kind() == ExcType::ModuleNotFoundError => {}
            r => {
                r?;
            }
        }
    }
    Ok(module)
}

/// The package a relative import of `level` dots starts from, read from `globals`.
fn relative_base(globals: Option<&Value>, level: usize) -> PyResult<String> {
    if let Some(g) = globals
        && !matches!(g, Value::Dict(_) | Value::None)
    {
        return Err(PyError::type_error("globals must be a dict"));
    }
    let get = |key: &str| -> Option<String> {
        let Some(Value::Dict(d)) = globals else {
            return None;
        };
        match d.0.borrow().get(&Value::str(key)) {
            Some(Value::Str(s)) => Some(s.s.to_string()),
            _ => None,
        }
    };
    let package = match get("__package__") {
        Some(p) => p,
        None => {
            let Some(module) = get("__name__") else {
                return Err(PyError::new(ExcType::KeyError, "'__name__' not in globals"));
            };
            let is_package = matches!(globals, Some(Value::Dict(d))
                if d.0.borrow().get(&Value::str("__path__")).is_some());
            if is_package {
                module
            } else {
                module
                    .rsplit_once('.')
                    .map_or(String::new(), |(p, _)| p.to_string())
            }
        }
    };
    if package.is_empty() {
        return Err(PyError::new(
            ExcType::ImportError,
            "attempted relative import with no known parent package",
        ));
    }
    let bits: Vec<&str> = package.rsplitn(level, '.').collect();
    if bits.len() < level {
        return Err(PyError::new(
            ExcType::ImportError,
            "attempted relative import beyond top-level package",
        ));
    }
    Ok(bits[bits.len() - 1].to_string())
}

/// `eval(source, globals=None, locals=None)`: the value of an expression.
pub(super) fn eval(vm: &mut dyn Vm, args: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    run(vm, "eval", SourceMode::Eval, args)
}

/// `globals()`: the calling module's globals, as a new dict.
pub(super) fn globals(vm: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let module = vm.caller().module;
    Ok(module_dict(vm, module))
}

/// `locals()`: the caller's local variables (at module level, its globals; in a class
/// body, the namespace being filled).
pub(super) fn locals(vm: &mut dyn Vm, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let caller = vm.caller();
    Ok(match caller.locals {
        CallerLocals::Module => module_dict(vm, caller.module),
        CallerLocals::Namespace(ns) => ns,
        CallerLocals::Function(vars) => vars_dict(vars),
    })
}

fn module_dict(vm: &mut dyn Vm, module: u32) -> Value {
    vars_dict(vm.machine().module_globals(module))
}

fn vars_dict(vars: Vec<(std::rc::Rc<str>, Value)>) -> Value {
    let mut map = DictMap::new();
    for (k, v) in vars {
        map.insert(Value::str(&*k), v);
    }
    Value::dict(map)
}

/// `exec` or `eval` (`name`) of `args`: the source, then the optional globals and locals.
fn run(vm: &mut dyn Vm, name: &str, mode: SourceMode, args: &mut [Value]) -> PyResult<Value> {
    let (source, filename, mode): (Rc<str>, Rc<str>, SourceMode) = match &args[0] {
        Value::Str(s) => (Rc::from(&*s.s), Rc::from("<string>"), mode),
        Value::Bytes(_) | Value::ByteArray(_) => (
            Rc::from(decode_source(&args[0])?.as_str()),
            Rc::from("<string>"),
            mode,
        ),
        // A code object runs as it was compiled, whichever of `exec` and `eval` runs it
        // (`exec` discards an expression's value; `eval` of statements gives `None`).
        v => match code::parts(v) {
            Some(parts) => parts,
            None => {
                return Err(PyError::type_error(format!(
                    "{name}() arg 1 must be a string, bytes or code object"
                )));
            }
        },
    };
    let from_code = !matches!(
        &args[0],
        Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_)
    );
    let source = Source {
        text: &source,
        filename: &filename,
        warn: !from_code,
    };
    let globals = args.get(1).cloned().unwrap_or(Value::None);
    let locals = args.get(2).cloned().unwrap_or(Value::None);
    if !matches!(globals, Value::None | Value::Dict(_)) {
        return Err(PyError::type_error(format!(
            "{name}() globals must be a dict, not {}",
            globals.type_name()
        )));
    }
    if !matches!(locals, Value::None | Value::Dict(_)) {
        return Err(PyError::type_error("locals must be a mapping".to_string()));
    }
    let Value::Dict(g) = &globals else {
        // The caller's globals, and its locals unless others are given.
        let caller = vm.caller();
        let namespace = match (locals, caller.locals) {
            (Value::None, CallerLocals::Module) => None,
            (Value::None, CallerLocals::Namespace(ns)) => Some(ns),
            (Value::None, CallerLocals::Function(vars)) => Some(vars_dict(vars)),
            (given, _) => Some(given),
        };
        return compile_and_run(vm, &source, mode, caller.module, namespace);
    };
    // A dict of globals: a module of its own, filled from the dict and copied back. It
    // binds nothing the dict does not (CPython's `exec` adds only `__builtins__`).
    if !g.0.borrow().contains_key(&Value::str("__builtins__")) {
        let builtins = vm.import("builtins")?;
        let Value::Module(b) = &builtins else {
            unreachable!("the builtins are a module")
        };
        let dict = module_dict(vm, b.id);
        g.0.borrow_mut().insert(Value::str("__builtins__"), dict);
    }
    let module = vm.machine().new_bare_module("__main__", None);
    let Value::Module(m) = &module else {
        unreachable!("new_module makes a module")
    };
    let id = m.id;
    let items: Vec<(Value, Value)> =
        g.0.borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
    for (k, v) in items {
        if let Value::Str(k) = &k {
            let machine = vm.machine();
            let sym = machine.global_symbol(id, &k.s);
            machine.globals.set(sym, v);
        }
    }
    let namespace = match locals {
        Value::None => None,
        l if l.is(&globals) => None,
        l => Some(l),
    };
    let r = compile_and_run(vm, &source, mode, id, namespace);
    for (k, v) in vm.machine().module_globals(id) {
        g.0.borrow_mut().insert(Value::str(&*k), v);
    }
    r
}

/// Compiles `source` as code of module `module` (reading and binding names in
/// `namespace` first, when given) and runs it.
fn compile_and_run(
    vm: &mut dyn Vm,
    source: &Source<'_>,
    mode: SourceMode,
    module: u32,
    namespace: Option<Value>,
) -> PyResult<Value> {
    let f = compile_source(vm, source, mode, module, namespace.is_some())?;
    vm.call(&f, namespace.into_iter().collect(), &[])
}

/// The machine's compiler run on `source` (see `runtime::SourceCompiler`).
fn compile_source(
    vm: &mut dyn Vm,
    source: &Source<'_>,
    mode: SourceMode,
    module: u32,
    namespace: bool,
) -> PyResult<Value> {
    let Some(compile) = vm.machine().compile_source else {
        return Err(PyError::new(
            ExcType::RuntimeError,
            "exec(), eval() and compile() need the compiler, which this machine lacks",
        ));
    };
    compile(vm.machine(), source, mode, module, namespace)
}

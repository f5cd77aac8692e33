//! Compiling source into runnable code, for the main program and for the modules it
//! imports: the loader the machine calls for `import helper` (finds `helper.py` or the
//! package `helper/__init__.py` on `sys.path`, or in the parent package's `__path__`, and
//! takes its code from `__pycache__` when a previous run left it there: `cache.rs`); and
//! loading a compiled program (`marshal.rs`).

use ruff_text_size::Ranged;
use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use vm_core::DecodeError;

use crate::compiler::{Compiler, Lines, ModuleContext, Program, render_warnings};
use crate::error::{ExcType, PyError, PyResult};
use crate::runtime::{Loaded, Machine, Source, SourceMode};
use crate::value::function::Code;
use crate::value::{Function, Value};

use super::marshal::{self, Header, Stamp};
use super::{cache, nesting, release_tree};

/// Why source did not compile, where.
pub struct SourceError {
    pub line: u32,
    pub col: u32,
    pub message: String,
    /// A syntax error the parser found (CPython's `SyntaxError`), rather than one the
    /// compiler reported (`unsupported: ...`, its own `SyntaxError:` messages).
    pub parse: bool,
}

/// Parses and compiles `source` as module `module`.
pub fn compile(
    machine: &mut Machine,
    filename: &str,
    source: &str,
    module: ModuleContext,
) -> Result<Program, SourceError> {
    if let Err(e) = nesting::check(source) {
        let (line, col) = Lines::new(source).locate(e.offset);
        return Err(SourceError {
            line,
            col,
            message: e.message.to_string(),
            parse: false,
        });
    }
    // why unchecked: `parse_module` drops the tree of a program with a syntax error
    // itself, recursively (see `release_tree`).
    let parsed = ruff_python_parser::parse_unchecked(
        source,
        ruff_python_parser::ParseOptions::from(ruff_python_parser::Mode::Module),
    )
    .try_into_module()
    .expect("a module parses to a module");
    if let Some(e) = parsed.errors().first() {
        let (line, col) = Lines::new(source).locate(e.location.start().to_usize());
        let message = e.error.to_string();
        release_tree(parsed.into_syntax().body, source);
        return Err(SourceError {
            line,
            col,
            message,
            parse: true,
        });
    }
    let compiler = Compiler::new(filename, source, machine).for_module(module);
    let compiled = compiler.compile_module(&parsed.syntax().body);
    release_tree(parsed.into_syntax().body, source);
    compiled.map_err(|e| SourceError {
        line: e.line,
        col: e.col,
        message: e.message,
        parse: false,
    })
}

/// The machine's [`crate::runtime::SourceCompiler`]: `exec`'s, `eval`'s or `compile()`'s
/// `source` as a function of module `module` (see [`Compiler::compile_source`]); a syntax
/// error is `SyntaxError` naming the source's file name (`<string>` for `exec` and
/// `eval`), as CPython's.
pub fn compile_string(
    machine: &mut Machine,
    source: &Source<'_>,
    mode: SourceMode,
    module: u32,
    namespace: bool,
) -> PyResult<Value> {
    let filename = source.filename;
    let text = source.text;
    // CPython's arguments: the message and (file, line, column, the line's text).
    let syntax_error = |line: u32, col: u32, message: String| {
        let quoted = text.lines().nth(line.saturating_sub(1) as usize);
        let info = Value::tuple(vec![
            Value::str(filename),
            Value::Int(i64::from(line)),
            Value::Int(i64::from(col)),
            quoted.map_or(Value::None, |t| Value::str(format!("{t}\n"))),
        ]);
        let shown = format!("{message} ({filename}, line {line})");
        let args = Value::tuple(vec![Value::str(&message), info]);
        PyError::with_args(ExcType::SyntaxError, shown, Rc::new(args))
    };
    if let Err(e) = nesting::check(text) {
        let (line, col) = Lines::new(text).locate(e.offset);
        return Err(syntax_error(line, col, e.message.to_string()));
    }
    // `eval` ignores the leading spaces and tabs CPython strips from its source.
    let text = match mode {
        SourceMode::Eval => text.trim_start_matches([' ', '\t']),
        SourceMode::Exec | SourceMode::Single => text,
    };
    let parsed = ruff_python_parser::parse_unchecked(
        text,
        ruff_python_parser::ParseOptions::from(match mode {
            SourceMode::Exec | SourceMode::Single => ruff_python_parser::Mode::Module,
            SourceMode::Eval => ruff_python_parser::Mode::Expression,
        }),
    );
    let mut error = parsed.errors().first().map(|e| {
        let (line, col) = Lines::new(text).locate(e.location.start().to_usize());
        (line, col, e.error.to_string())
    });
    if error.is_none()
        && mode == SourceMode::Single
        && let ruff_python_ast::Mod::Module(m) = parsed.syntax()
    {
        error = single_statement(text, &m.body);
    }
    if let Some((line, col, message)) = error {
        if let ruff_python_ast::Mod::Module(m) = parsed.into_syntax() {
            release_tree(m.body, text);
        }
        return Err(syntax_error(line, col, message));
    }
    let compiler = Compiler::new(filename, text, machine)
        .for_module(ModuleContext {
            id: module,
            package: None,
        })
        .interactive(mode == SourceMode::Single);
    let compiled = match parsed.syntax() {
        ruff_python_ast::Mod::Module(m) => compiler.compile_source(&m.body, None, namespace),
        ruff_python_ast::Mod::Expression(e) => {
            compiler.compile_source(&[], Some(&e.body), namespace)
        }
    };
    if let ruff_python_ast::Mod::Module(m) = parsed.into_syntax() {
        release_tree(m.body, text);
    }
    let program = compiled.map_err(|e| match e.message.strip_prefix("SyntaxError: ") {
        Some(message) => syntax_error(e.line, e.col, message.to_string()),
        None => PyError::new(
            ExcType::SyntaxError,
            format!("{filename}:{}:{}: {}", e.line, e.col, e.message),
        ),
    })?;
    if source.warn {
        // No line quoted: `linecache` has no text for such a source.
        show_warnings(machine, &program, filename, None);
    }
    Ok(Value::function(Function {
        name: Rc::from("<module>"),
        qualname: Rc::from("<module>"),
        code: program.module,
        defaults: Default::default(),
        nparams: u32::from(namespace),
        owner: Default::default(),
        closure: Rc::from([]),
        general: None,
        attrs: Default::default(),
    }))
}

/// The syntax error of `body` (parsed from `text`) as CPython's interactive grammar
/// reads it (`compile(.., 'single')`), if any: one statement, where the simple
/// statements of one line (`x = 1; y = 2`) count as one, and a compound statement on one
/// line must end in a newline. (line, column, message).
fn single_statement(text: &str, body: &[ruff_python_ast::Stmt]) -> Option<(u32, u32, String)> {
    use ruff_python_ast::Stmt;
    let lines = Lines::new(text);
    let at = |offset: ruff_text_size::TextSize| lines.locate(offset.to_usize());
    let Some(first) = body.first() else {
        return Some((0, 0, "invalid syntax".to_string()));
    };
    let compound = matches!(
        first,
        Stmt::FunctionDef(_)
            | Stmt::ClassDef(_)
            | Stmt::If(_)
            | Stmt::For(_)
            | Stmt::While(_)
            | Stmt::With(_)
            | Stmt::Try(_)
            | Stmt::Match(_)
    );
    let line = at(first.range().start()).0;
    // The first statement that starts another line (after a compound one, any).
    let next = body
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, s)| compound || at(s.range().start()).0 != line);
    if let Some((i, _)) = next {
        let (line, col) = at(body[i - 1].range().end());
        let message = "multiple statements found while compiling a single statement";
        return Some((line, col, message.to_string()));
    }
    if compound && at(first.range().end()).0 == line && !text.ends_with('\n') {
        return Some((line, 0, "invalid syntax".to_string()));
    }
    None
}

/// Writes the `SyntaxWarning`s of `program` (compiled from `filename`, whose text is
/// `source`) to stderr, as CPython's compiler shows them through `warnings`' defaults.
/// (Not through `sys.stderr`: a program that replaced it before an `import` or `exec`
/// still sees them on the real one.)
pub fn show_warnings(
    machine: &mut Machine,
    program: &Program,
    filename: &str,
    source: Option<&str>,
) {
    if !program.warnings.is_empty() {
        machine.write_err(&render_warnings(&program.warnings, filename, source));
    }
}

/// Where module `name` is: its file, and whether it is a package (`dir/__init__.py`).
fn find(machine: &Machine, name: &str) -> Option<(PathBuf, bool)> {
    let (dirs, leaf) = match name.rsplit_once('.') {
        // A submodule: in its package's `__path__`.
        Some((parent, leaf)) => {
            let id = match &machine.sys_modules_get(parent)? {
                Value::Module(m) => m.id,
                _ => return None,
            };
            (machine.module_global(id, "__path__")?.clone(), leaf)
        }
        None => (machine.sys_path.clone(), name),
    };
    let Value::List(dirs) = &dirs else {
        return None;
    };
    let dirs: Vec<String> = dirs
        .to_vec()
        .iter()
        .filter_map(|d| match d {
            Value::Str(s) => Some(s.s.to_string()),
            _ => None,
        })
        .collect();
    for dir in dirs {
        let base = if dir.is_empty() {
            Path::new(".")
        } else {
            Path::new(&dir)
        };
        // A package comes before a module of the same name, as CPython's finder has it.
        let init = base.join(leaf).join("__init__.py");
        if init.is_file() {
            return Some((init, true));
        }
        let file = base.join(format!("{leaf}.py"));
        if file.is_file() {
            return Some((file, false));
        }
    }
    None
}

/// The machine's loader: finds module `name`, makes its module object and compiles its
/// source (`None`: no file for it).
pub fn load(machine: &mut Machine, name: &str) -> PyResult<Option<Loaded>> {
    // The standard modules written in Python come first (the program's own files may
    // not shadow them, unlike CPython's path order, which has its own pitfalls).
    if let Some(source) = crate::stdlib::frozen(name) {
        let filename = format!("<frozen {name}>");
        // Its source is in the binary, which the cache's name identifies.
        let stamp = Stamp {
            mtime_ns: 0,
            size: source.len() as u64,
        };
        let kept = cache::of_frozen(name).map(|c| (c, stamp));
        let loaded = compile_module(machine, name, source, &filename, None, kept)?;
        if crate::stdlib::FROZEN_PACKAGES.contains(&name) {
            // A package: `__path__` makes `import collections.abc` look for the
            // submodule, which is frozen too (so the list of directories is empty).
            if let Value::Module(m) = &loaded.module {
                let sym = machine.global_symbol(m.id, "__path__");
                machine.globals.set(sym, Value::list(Vec::new()));
                let sym = machine.global_symbol(m.id, "__package__");
                machine.globals.set(sym, Value::str(name));
            }
        }
        return Ok(Some(loaded));
    }
    let Some((path, package)) = find(machine, name) else {
        return Ok(None);
    };
    let filename = path.to_string_lossy().into_owned();
    let cannot_read = |e: std::io::Error| {
        PyError::new(
            ExcType::ImportError,
            format!("cannot read '{filename}': {e}"),
        )
    };
    // The stamp first: a source changed after it still compiles from what is read.
    let stamp = std::fs::metadata(&path)
        .map(|m| super::marshal::source_stamp(&m))
        .map_err(cannot_read)?;
    let source = std::fs::read_to_string(&path).map_err(cannot_read)?;
    let dir = package.then(|| {
        path.parent()
            .map_or(String::new(), |d| d.to_string_lossy().into_owned())
    });
    let kept = cache::of_source(&path).map(|c| (c, stamp));
    compile_module(machine, name, &source, &filename, dir, kept).map(Some)
}

/// The main program's file name and text, as tracebacks quote them.
pub type MainSource<'a> = (Cow<'a, str>, Cow<'a, str>);

/// Loads compiled code (the bytes of a `.vmc` file) as `__main__`: the program (the
/// module's code and every code in it, for `--dis`), and the file it was compiled from
/// with its text as it is now, if it is still there (what tracebacks quote, as CPython's
/// `linecache` reads a `.pyc`'s source).
pub fn load_compiled(
    machine: &mut Machine,
    bytes: &[u8],
) -> Result<(Program, MainSource<'static>), DecodeError> {
    let (code, _) = marshal::decode(machine, bytes, &marshal::Load::default())?;
    let module = Arc::new(code);
    let filename = module.extra.filename.to_string();
    let source = std::fs::read_to_string(&filename).unwrap_or_default();
    let mut codes = Vec::new();
    every_code(&module, &mut codes);
    Ok((
        Program {
            module,
            codes,
            warnings: Vec::new(),
        },
        (Cow::Owned(filename), Cow::Owned(source)),
    ))
}

/// `code` and the codes of the functions in it, outermost first.
fn every_code(code: &Arc<Code>, out: &mut Vec<Arc<Code>>) {
    out.push(code.clone());
    for f in &code.extra.functions {
        every_code(&f.code, out);
    }
}

/// Makes module `name` from `source` (from `filename`; `package_dir`: it is a package,
/// its submodules in that directory) and compiles it, or takes its code from where it is
/// `kept` (the cache, and the stamp of the source), which it writes when it compiled.
fn compile_module(
    machine: &mut Machine,
    name: &str,
    source: &str,
    filename: &str,
    package_dir: Option<String>,
    kept: Option<(cache::CachePath, Stamp)>,
) -> PyResult<Loaded> {
    let package = package_dir.is_some();
    let module = machine.new_module(name, Some(filename));
    let Value::Module(m) = &module else {
        unreachable!("new_module makes a module")
    };
    let id = m.id;
    let package_name = match package {
        true => Some(name.to_string()),
        false => name.rsplit_once('.').map(|(p, _)| p.to_string()),
    };
    if let Some(dir) = package_dir {
        let sym = machine.global_symbol(id, "__path__");
        machine
            .globals
            .set(sym, Value::list(vec![Value::str(&dir)]));
    }
    let sym = machine.global_symbol(id, "__package__");
    let package_value = package_name.as_deref().map_or(Value::str(""), Value::str);
    machine.globals.set(sym, package_value);
    machine.sources.push((Rc::from(filename), Rc::from(source)));
    let header = Header {
        stamp: kept.as_ref().map_or(Stamp::default(), |(_, stamp)| *stamp),
        package: package_name.clone(),
    };
    let cached = kept
        .as_ref()
        .and_then(|(path, _)| cache::read(machine, path, id, filename, &header));
    let code = match cached {
        Some(code) => Arc::new(code),
        None => {
            let context = ModuleContext {
                id,
                package: package_name,
            };
            let program = compile(machine, filename, source, context).map_err(|e| {
                let message = match e.parse {
                    true => format!("{} ({filename}, line {})", e.message, e.line),
                    false => format!("{filename}:{}:{}: {}", e.line, e.col, e.message),
                };
                PyError::new(ExcType::SyntaxError, message)
            })?;
            // Shown when compiled, not when loaded from the cache (CPython's `.pyc`).
            show_warnings(machine, &program, filename, Some(source));
            if let Some((path, _)) = &kept {
                cache::write(machine, path, &program.module, id, header);
            }
            program.module
        }
    };
    let body = Value::function(Function {
        name: Rc::from("<module>"),
        qualname: Rc::from("<module>"),
        code,
        defaults: Default::default(),
        nparams: 0,
        owner: Default::default(),
        closure: Rc::from([]),
        general: None,
        attrs: Default::default(),
    });
    Ok(Loaded { module, body })
}

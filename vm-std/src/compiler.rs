//! The compiler: a Python-subset AST (from `ruff_python_parser`) to verified bytecode.
//!
//! Scopes follow Python: module code binds globals; in a function, a name assigned
//! anywhere in its body is a local (a slot of the frame) unless declared `global`, and any
//! other name is a global. Everything outside the subset is reported as
//! `FILE:LINE:COL: unsupported: <construct>`, never skipped.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Arc;

use num_bigint::BigInt;
use ruff_python_ast::{
    self as ast, BoolOp, CmpOp, ConversionFlag, Expr, FStringPart, InterpolatedStringElement,
    Number, Operator, Stmt, UnaryOp,
};
use ruff_text_size::{Ranged, TextRange};
use vm_core::code::encode_fields;

use crate::isa::isa::{Builder, Code, Opcode};
use crate::isa::outcome;
use crate::ops::{cmp, nb};
use crate::runtime::Machine;
use crate::value::Value;
use crate::value::{self, CodeInfo, FunctionProto};

mod async_comp;
mod blocks;
mod patterns;
mod scopes;
mod warnings;

pub use warnings::{CompileWarning, render as render_warnings};

/// A compile error: where and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

type CResult<T> = Result<T, CompileError>;

/// Line and column (1-based, in characters) of byte offsets.
pub struct Lines {
    starts: Vec<usize>,
    source: Rc<str>,
}

impl Lines {
    pub fn new(source: &str) -> Self {
        let mut starts = vec![0];
        for (i, b) in source.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
            }
        }
        Lines {
            starts,
            source: Rc::from(source),
        }
    }

    pub fn locate(&self, offset: usize) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts[line - 1];
        let col = self
            .source
            .get(start..offset)
            .map_or(offset - start, |s| s.chars().count());
        (line as u32, col as u32 + 1)
    }

    /// The text of line `line` (1-based), without its newline.
    pub fn line_text(&self, line: u32) -> Option<&str> {
        let i = line as usize;
        let start = *self.starts.get(i.checked_sub(1)?)?;
        let end = self.starts.get(i).map_or(self.source.len(), |&e| e);
        self.source
            .get(start..end)
            .map(|s| s.trim_end_matches(['\n', '\r']))
    }
}

/// A compiled program: the module code and every code object in it (for `--dis`).
pub struct Program {
    pub module: Arc<Code>,
    pub codes: Vec<Arc<Code>>,
    /// The `SyntaxWarning`s to show before it runs (none for code loaded compiled, as
    /// CPython's `.pyc`).
    pub warnings: Vec<CompileWarning>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum LoopKind {
    While,
    For,
}

/// Where a `for` loop's item goes, as [`Compiler::loop_start`] chose: the step
/// instruction that closes the loop writes it.
#[derive(Clone, Copy)]
enum LoopStore {
    /// Into one local (`FOR_ITER_FAST`, this oparg).
    Local(u32),
    /// Its two halves into two locals (`FOR_ITER_PAIR`, this oparg).
    Pair(u32),
    /// Into `ctx.item`, for the body's first instructions to store (`FOR_ITER`).
    Item,
}

#[derive(Clone)]
struct Loop {
    kind: LoopKind,
    continue_to: vm_core::Label,
    break_to: vm_core::Label,
}

/// A statement block that `return`, `break` and `continue` leave, innermost last: what
/// leaving it takes (CPython's compiler's `fblock`s).
#[derive(Clone)]
enum Block {
    /// A loop: `break` and `continue` jump to its labels; leaving a `for` loop ends it.
    Loop(Loop),
    /// An `async with` body: leaving it awaits its `__aexit__(None, None, None)`.
    AsyncWith,
    /// A range protected by the handler at `handler` (a `try` body, a handler's cleanup):
    /// closed while the code that leaves it runs, and open again after.
    Protected { handler: vm_core::Label, depth: u32 },
    /// A `try` body with a `finally`: leaving it runs the final body (compiled again there).
    Finally(Rc<[Stmt]>),
    /// Inside a handler: the exception handled before it is on the stack; leaving puts
    /// it back (`POP_EXCEPT`).
    ExcInfo,
    /// A `finally` body run for an exception, which is on the stack: leaving (a `return`
    /// or `break` there) drops it.
    PendingExc,
    /// The body of `except ... as name`: leaving it unbinds the name.
    ExceptName(ast::Identifier),
    /// A `with` body: the manager's `__exit__` is on the stack; leaving calls it with
    /// `None`s.
    With,
}

/// Names of one function scope.
#[derive(Default)]
struct FuncScope {
    locals: HashMap<String, u32>,
    globals: HashSet<String>,
    /// The locals that nested functions use: their slots hold cells (`LOAD_DEREF`).
    cells: HashSet<String>,
    /// Variables of enclosing functions this one uses, by slot (after the locals): the
    /// cells of its closure, which its prologue stores there.
    frees: Vec<(String, u32)>,
    /// In a class body: the names it binds in its namespace. Its own reads of them go to
    /// the namespace even when its methods close over a variable of the same name.
    class_names: HashSet<String>,
}

/// One code object being compiled.
struct Unit {
    b: Builder,
    info: CodeInfo,
    /// `None` for the module.
    scope: Option<FuncScope>,
    /// Comprehension variables (innermost last), mapped to hidden local slots.
    comp_vars: Vec<(String, u32)>,
    /// In the function of a comprehension run as a coroutine (`compiler/async_comp.rs`),
    /// while its clauses compile: their iteration variables, the function's locals.
    comp_targets: Option<Vec<String>>,
    nlocals: u32,
    consts: HashMap<ConstKey, u32>,
    /// The blocks the code being compiled is in, innermost last.
    blocks: Vec<Block>,
    /// Locals certainly bound here (a stack: a branch or loop body pushes a copy, and
    /// what it binds is forgotten after it). An underapproximation.
    bound: Vec<HashSet<u32>>,
    line: u32,
    last_line: u32,
    /// The class whose private names (`__x`) this unit mangles (`_C__x`): the class of a
    /// class body, or the enclosing unit's.
    private: Option<Rc<str>>,
    /// The qualified name (`C.f`, `f.<locals>.g`; empty for the module).
    qualname: String,
    /// The hidden local where code with a `try` statement records the loops running
    /// below its frame (`MARK_LOOPS`, in its prologue), for its handlers.
    loop_base: Option<u32>,
    /// Whether this is a generator function's code.
    generator: bool,
}

#[derive(Hash, PartialEq, Eq)]
enum ConstKey {
    None,
    Ellipsis,
    Bool(bool),
    Int(i64),
    Big(String),
    Float(u64),
    Str(String),
    Bytes(Vec<u8>),
    Tuple(Vec<ConstKey>),
}

/// Whether a method call statement `x.name(...)` takes `CALL_METHOD_POP` (or
/// `CALL_METHOD_FAST_POP`), which drop the result themselves: for the builtin types'
/// methods that return nothing of use. A class may define methods of these names too;
/// those ops then run the method to completion in a nested run, where `CALL` + `POP_TOP`
/// would push a frame.
fn mutator(name: &str) -> bool {
    matches!(
        name,
        "append"
            | "add"
            | "extend"
            | "insert"
            | "remove"
            | "discard"
            | "update"
            | "clear"
            | "sort"
            | "reverse"
            | "pop"
            | "setdefault"
    )
}

/// Whether `e` has an assignment expression (`name := value`) anywhere in it, a
/// comprehension's included (whose `:=` binds in the enclosing function): what could
/// rebind a local while `e` is evaluated.
fn has_assignment_expression(e: &Expr) -> bool {
    struct Finder(bool);
    impl<'a> ruff_python_ast::visitor::Visitor<'a> for Finder {
        fn visit_expr(&mut self, e: &'a Expr) {
            match e {
                Expr::Named(_) => self.0 = true,
                _ => ruff_python_ast::visitor::walk_expr(self, e),
            }
        }
    }
    let mut finder = Finder(false);
    ruff_python_ast::visitor::Visitor::visit_expr(&mut finder, e);
    finder.0
}

/// Whether the instructions that name operands in oparg fields (`BINARY_OP_FAST_FAST`,
/// `BINARY_OP_FAST_CONST`, `INPLACE_FAST_CONST`) should carry operator `op`: only those
/// they specialize, as any other would run their generic form for good, slower than
/// `BINARY_OP`'s own specializations (`**` of floats, say).
fn fusable(op: u32) -> bool {
    matches!(
        op,
        nb::ADD
            | nb::SUBTRACT
            | nb::MULTIPLY
            | nb::TRUE_DIVIDE
            | nb::FLOOR_DIVIDE
            | nb::REMAINDER
            | nb::AND
            | nb::OR
            | nb::XOR
            | nb::LSHIFT
            | nb::RSHIFT
    )
}

/// Where an `and`/`or` operand goes when its truth decides (see
/// `Compiler::bool_op_value`).
#[derive(Clone, Copy)]
enum Exit {
    /// Jump to the label with the operand as the value.
    Keep(vm_core::Label),
    /// Pop the operand and jump to the label.
    Pop(vm_core::Label),
}

/// The exits of an `and`/`or` operand of an enclosing `and`/`or`: for a falsy value and
/// for a truthy one (`None`: left to the operand's own operation).
#[derive(Clone, Copy, Default)]
struct BoolExits {
    falsy: Option<Exit>,
    truthy: Option<Exit>,
}

/// `COMPARE_OP`'s argument for a rich comparison (`None` for `is` and `in`).
fn ordering_arg(op: CmpOp) -> Option<u32> {
    Some(match op {
        CmpOp::Eq => cmp::EQ,
        CmpOp::NotEq => cmp::NE,
        CmpOp::Lt => cmp::LT,
        CmpOp::LtE => cmp::LE,
        CmpOp::Gt => cmp::GT,
        CmpOp::GtE => cmp::GE,
        CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn => return None,
    })
}

fn const_key(v: &Value) -> Option<ConstKey> {
    Some(match v {
        Value::None => ConstKey::None,
        Value::Ellipsis => ConstKey::Ellipsis,
        Value::Bool(b) => ConstKey::Bool(*b),
        Value::Int(i) => ConstKey::Int(*i),
        Value::BigInt(b) => ConstKey::Big(b.to_string()),
        Value::Float(f) => ConstKey::Float(f.to_bits()),
        Value::Str(s) => ConstKey::Str(s.s.to_string()),
        Value::Bytes(b) => ConstKey::Bytes(b.b.to_vec()),
        Value::Tuple(t) => ConstKey::Tuple(t.0.iter().map(const_key).collect::<Option<_>>()?),
        _ => return None,
    })
}

/// How deep expressions, assignment targets and statements may nest: CPython's compiler
/// refuses more with "RecursionError: maximum recursion depth exceeded during compilation"
/// (its limit is three times the recursion limit, counted from the caller's depth).
///
/// why: the compiler recurses once per level on the native stack, and a chain of a
/// million unary minus signs (which parses) overflowed it.
pub const MAX_NESTING: u32 = 3000;

/// Displays (`[...]`, `(...)`, `{...}`) of more items than this build the first ones on
/// the stack and add the rest one at a time (`LIST_APPEND`, `SET_ADD`, `MAP_ADD`), as
/// CPython adds all past its 30th.
///
/// why: one `BUILD_*` of all items needs an oparg as large as their count (24 bits: a
/// list of more than 2**24 items was an internal compiler error) and as many stack slots.
const DISPLAY_CHUNK: usize = 4096;

/// Compiles `source` (a module) for `machine` (whose name table receives the globals).
pub struct Compiler<'m> {
    filename: Rc<str>,
    lines: Rc<Lines>,
    machine: &'m mut Machine,
    units: Vec<Unit>,
    codes: Vec<Arc<Code>>,
    /// The nesting of the node being compiled (see [`MAX_NESTING`]); a cell, as constant
    /// folding takes `&self`.
    depth: std::cell::Cell<u32>,
    /// The module being compiled.
    module: ModuleContext,
    /// Where the `from __future__` imports at the top of the module start: the only
    /// places one may be.
    futures: Vec<ruff_text_size::TextSize>,
    /// Whether the source has assignment expressions (`:=`) for the scope walks to find.
    walrus: bool,
    /// `from __future__ import annotations`: class-body annotations are recorded as
    /// their source text, not evaluated.
    string_annotations: bool,
    /// `compile(.., 'single')`: an expression statement at module level shows its value
    /// (see [`crate::runtime::SourceMode::Single`]).
    interactive: bool,
}

/// Which module a compiler compiles: its globals' symbols and its relative imports
/// depend on it.
#[derive(Clone, Debug, Default)]
pub struct ModuleContext {
    /// Its id among the machine's modules (0: `__main__`).
    pub id: u32,
    /// The package its relative imports start from (`pkg` for `pkg/mod.py` and for
    /// `pkg/__init__.py`), `None` for a top-level module or the main program.
    pub package: Option<String>,
}

fn internal(e: vm_core::BuildError) -> CompileError {
    CompileError {
        line: 0,
        col: 0,
        message: format!("internal compiler error: {e}"),
    }
}

/// An error of `emit` at `line`: an oparg beyond the encoding (more constants, names,
/// locals or call arguments than an oparg counts) is a program vm-std cannot compile;
/// anything else is a bug of the compiler.
fn beyond_encoding(line: u32, e: vm_core::BuildError) -> CompileError {
    match e {
        vm_core::BuildError::OpargTooLarge { name, oparg, .. } => CompileError {
            line,
            col: 1,
            message: format!(
                "unsupported: a program this large ({name} needs an oparg of {oparg}, more \
                 than vm-std's instructions hold)"
            ),
        },
        e => internal(e),
    }
}

/// Names an assignment target binds.
fn target_names(e: &Expr, out: &mut Vec<String>) {
    match e {
        Expr::Name(n) => out.push(n.id.to_string()),
        Expr::Tuple(t) => t.elts.iter().for_each(|e| target_names(e, out)),
        Expr::List(l) => l.elts.iter().for_each(|e| target_names(e, out)),
        Expr::Starred(s) => target_names(&s.value, out),
        _ => {}
    }
}

/// Names a statement list binds in its scope (not descending into nested functions):
/// by its statements, and by the assignment expressions (`:=`) in it, those in its
/// comprehensions included (PEP 572: they bind in the scope around the comprehension).
/// `walrus`: whether the source has any (looking walks every expression).
fn collect_assigned(
    body: &[Stmt],
    out: &mut Vec<String>,
    globals: &mut HashSet<String>,
    walrus: bool,
) {
    collect_assigned_by_statements(body, out, globals);
    if walrus {
        out.extend(scopes::walrus_targets(body));
    }
}

/// Names a statement list's statements bind in its scope.
fn collect_assigned_by_statements(
    body: &[Stmt],
    out: &mut Vec<String>,
    globals: &mut HashSet<String>,
) {
    let target = target_names;
    for s in body {
        match s {
            Stmt::Assign(a) => a.targets.iter().for_each(|t| target(t, out)),
            Stmt::AugAssign(a) => target(&a.target, out),
            Stmt::AnnAssign(a) => target(&a.target, out),
            Stmt::For(f) => {
                target(&f.target, out);
                collect_assigned_by_statements(&f.body, out, globals);
                collect_assigned_by_statements(&f.orelse, out, globals);
            }
            Stmt::While(w) => {
                collect_assigned_by_statements(&w.body, out, globals);
                collect_assigned_by_statements(&w.orelse, out, globals);
            }
            Stmt::If(i) => {
                collect_assigned_by_statements(&i.body, out, globals);
                for c in &i.elif_else_clauses {
                    collect_assigned_by_statements(&c.body, out, globals);
                }
            }
            Stmt::FunctionDef(f) => out.push(f.name.id.to_string()),
            Stmt::ClassDef(c) => out.push(c.name.id.to_string()),
            // `import a.b` binds `a`; `from m import *` binds nothing a compiler can list
            // (and is a SyntaxError in a function).
            Stmt::Import(i) => i.names.iter().for_each(|a| {
                let bound = match &a.asname {
                    Some(n) => n.id.as_str(),
                    None => a.name.id.split('.').next().unwrap_or(""),
                };
                out.push(bound.to_string());
            }),
            Stmt::ImportFrom(i) => i.names.iter().for_each(|a| {
                if a.name.id.as_str() != "*" {
                    let bound = a.asname.as_ref().unwrap_or(&a.name);
                    out.push(bound.id.to_string());
                }
            }),
            // `del x` makes `x` a local as an assignment does.
            Stmt::Delete(d) => d.targets.iter().for_each(|t| target(t, out)),
            Stmt::Global(g) => g.names.iter().for_each(|n| {
                globals.insert(n.id.to_string());
            }),
            Stmt::With(w) => {
                for item in &w.items {
                    if let Some(t) = &item.optional_vars {
                        target(t, out);
                    }
                }
                collect_assigned_by_statements(&w.body, out, globals);
            }
            Stmt::Try(t) => {
                collect_assigned_by_statements(&t.body, out, globals);
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if let Some(n) = &h.name {
                        out.push(n.id.to_string());
                    }
                    collect_assigned_by_statements(&h.body, out, globals);
                }
                collect_assigned_by_statements(&t.orelse, out, globals);
                collect_assigned_by_statements(&t.finalbody, out, globals);
            }
            Stmt::Match(m) => {
                for case in &m.cases {
                    patterns::pattern_names(&case.pattern, out);
                    collect_assigned_by_statements(&case.body, out, globals);
                }
            }
            _ => {}
        }
    }
}

impl<'m> Compiler<'m> {
    pub fn new(filename: &str, source: &str, machine: &'m mut Machine) -> Self {
        Compiler {
            filename: Rc::from(filename),
            lines: Rc::new(Lines::new(source)),
            machine,
            units: Vec::new(),
            codes: Vec::new(),
            depth: std::cell::Cell::new(0),
            module: ModuleContext::default(),
            futures: Vec::new(),
            walrus: source.contains(":="),
            string_annotations: false,
            interactive: false,
        }
    }

    /// The compiler for module `module` (the default is `__main__`).
    pub fn for_module(mut self, module: ModuleContext) -> Self {
        self.module = module;
        self
    }

    pub fn lines(&self) -> Rc<Lines> {
        self.lines.clone()
    }

    /// Compiles a parsed module.
    pub fn compile_module(self, body: &[Stmt]) -> CResult<Program> {
        self.compile_source(body, None, false)
    }

    /// Compiles source given to `exec` (`body`) or `eval` (`value`, whose value the code
    /// returns) as a `<module>` code of this compiler's module. With `namespace`, the code
    /// takes one argument, a dict, and reads its names from it before the module's globals
    /// and binds them in it, as a class body does (`LOAD_NAME`/`STORE_NAME`): `exec`
    /// inside a function, or with a locals mapping.
    pub fn compile_source(
        mut self,
        body: &[Stmt],
        value: Option<&Expr>,
        namespace: bool,
    ) -> CResult<Program> {
        // A docstring, then `from __future__` imports: CPython's only place for them.
        self.futures = body[usize::from(docstring(body).is_some())..]
            .iter()
            .map_while(|s| match s {
                Stmt::ImportFrom(i)
                    if i.level == 0 && i.module.as_deref() == Some("__future__") =>
                {
                    Some(i.range.start())
                }
                _ => None,
            })
            .collect();
        if namespace {
            let mut assigned = Vec::new();
            let mut globals = HashSet::new();
            collect_assigned(body, &mut assigned, &mut globals, self.walrus);
            let locals = HashMap::from([("<namespace>".to_string(), 0)]);
            self.push_unit(
                "<module>",
                Some(FuncScope {
                    locals,
                    globals,
                    ..FuncScope::default()
                }),
            );
            self.unit().info.class_body = true;
            self.mark_bound(0);
        } else {
            self.push_unit("<module>", None);
        }
        if let Some(doc) = docstring(body).filter(|_| value.is_none()) {
            self.load_const(Value::str(doc))?;
            self.store_name("__doc__")?;
        }
        self.prologue_for(body)?;
        self.stmts(body)?;
        match value {
            Some(e) => {
                self.set_line(e.range());
                self.expr(e)?;
                self.emit(Opcode::ReturnValue, 0)?;
            }
            None => {
                let none = self.constant(Value::None);
                self.emit(Opcode::ReturnConst, none)?;
            }
        }
        let module = self.pop_unit(u32::from(namespace))?;
        let mut codes = vec![module.clone()];
        codes.extend(self.codes);
        // After the compile: a program that fails to compile shows only its error (CPython
        // shows the warnings its code generator met before a late error first: rare).
        let warnings = warnings::syntax_warnings(body, value, &self.lines);
        Ok(Program {
            module,
            codes,
            warnings,
        })
    }

    /// Compiles for `compile(.., 'single')` when `on`: module-level expression
    /// statements show their values.
    pub fn interactive(mut self, on: bool) -> Self {
        self.interactive = on;
        self
    }

    fn push_unit(&mut self, name: &str, scope: Option<FuncScope>) {
        let mut info = CodeInfo {
            name: Rc::from(name),
            filename: self.filename.clone(),
            module: self.module.id,
            ..Default::default()
        };
        let mut nlocals = 0;
        if let Some(s) = &scope {
            let mut names: Vec<(&String, &u32)> = s.locals.iter().collect();
            names.sort_by_key(|(_, slot)| **slot);
            info.local_names = names
                .into_iter()
                .map(|(n, _)| Rc::from(n.as_str()))
                .collect();
            info.local_names
                .extend(s.frees.iter().map(|(n, _)| Rc::from(n.as_str())));
            info.free_names = s.frees.iter().map(|(n, _)| Rc::from(n.as_str())).collect();
            nlocals = (s.locals.len() + s.frees.len()) as u32;
        }
        self.units.push(Unit {
            b: Builder::new(),
            info,
            scope,
            comp_vars: Vec::new(),
            comp_targets: None,
            nlocals,
            consts: HashMap::new(),
            blocks: Vec::new(),
            bound: vec![HashSet::new()],
            line: 1,
            last_line: 0,
            private: self.units.last().and_then(|u| u.private.clone()),
            qualname: match self.units.last() {
                None => String::new(),
                Some(u) if u.qualname.is_empty() => name.to_string(),
                Some(u) if u.info.class_body => format!("{}.{name}", u.qualname),
                Some(u) => format!("{}.<locals>.{name}", u.qualname),
            },
            loop_base: None,
            generator: false,
        });
    }

    fn pop_unit(&mut self, nparams: u32) -> CResult<Arc<Code>> {
        let mut u = self.units.pop().expect("a unit");
        u.info.nparams = nparams;
        let nlocals = u.nlocals;
        while (u.info.local_names.len() as u32) < nlocals {
            u.info.local_names.push(Rc::from("<tmp>"));
        }
        let code = Arc::new(u.b.finish(nlocals, u.info).map_err(internal)?);
        Ok(code)
    }

    fn unit(&mut self) -> &mut Unit {
        self.units.last_mut().expect("a unit")
    }

    fn err<T>(&self, range: TextRange, message: impl Into<String>) -> CResult<T> {
        let (line, col) = self.lines.locate(range.start().to_usize());
        Err(CompileError {
            line,
            col,
            message: message.into(),
        })
    }

    fn unsupported<T>(&self, range: TextRange, what: &str) -> CResult<T> {
        self.err(range, format!("unsupported: {what}"))
    }

    /// Runs `f` one level of nesting deeper, or refuses the node at `range` past
    /// [`MAX_NESTING`].
    fn nested<T>(
        &mut self,
        range: TextRange,
        f: impl FnOnce(&mut Self) -> CResult<T>,
    ) -> CResult<T> {
        let depth = self.depth.get();
        if depth >= MAX_NESTING {
            return self.too_deep(range);
        }
        self.depth.set(depth + 1);
        let r = f(self);
        self.depth.set(depth);
        r
    }

    /// [`Compiler::nested`] for the passes that only read.
    fn nested_ref<T>(&self, range: TextRange, f: impl FnOnce(&Self) -> CResult<T>) -> CResult<T> {
        let depth = self.depth.get();
        if depth >= MAX_NESTING {
            return self.too_deep(range);
        }
        self.depth.set(depth + 1);
        let r = f(self);
        self.depth.set(depth);
        r
    }

    #[cold]
    fn too_deep<T>(&self, range: TextRange) -> CResult<T> {
        self.err(
            range,
            "RecursionError: maximum recursion depth exceeded during compilation",
        )
    }

    fn set_line(&mut self, range: TextRange) {
        let (line, _) = self.lines.locate(range.start().to_usize());
        self.unit().line = line;
    }

    /// The current unit, after recording its line at the next offset when it changed.
    fn unit_at_line(&mut self) -> &mut Unit {
        let u = self.unit();
        if u.line != u.last_line {
            let at = u.b.offset() as u32;
            let line = u.line;
            u.info.lines.push((at, line));
            u.last_line = line;
        }
        u
    }

    fn emit(&mut self, op: Opcode, arg: u32) -> CResult<usize> {
        self.emit_with(op, arg, &[])
    }

    /// [`Self::emit`] of an instruction with immediates `imms`.
    fn emit_with(&mut self, op: Opcode, arg: u32, imms: &[u32]) -> CResult<usize> {
        let line = self.unit().line;
        self.unit_at_line()
            .b
            .emit_with(op, arg, imms)
            .map_err(|e| beyond_encoding(line, e))
    }

    fn emit_jump(&mut self, op: Opcode, label: vm_core::Label) -> CResult<()> {
        self.unit_at_line()
            .b
            .emit_jump(op, label)
            .map_err(internal)?;
        Ok(())
    }

    /// A jump whose target is its immediate, with `oparg` (see `Builder::emit_jump_with`).
    fn emit_jump_with(&mut self, op: Opcode, oparg: u32, label: vm_core::Label) -> CResult<()> {
        let u = self.unit_at_line();
        u.b.emit_jump_with(op, oparg, label, &[])
            .map_err(internal)?;
        Ok(())
    }

    fn label(&mut self) -> vm_core::Label {
        self.unit().b.label()
    }

    fn bind(&mut self, l: vm_core::Label) -> CResult<()> {
        self.unit().b.bind(l).map_err(internal)
    }

    fn constant(&mut self, v: Value) -> u32 {
        let v = self.interned(v);
        let u = self.unit();
        let key = const_key(&v);
        if let Some(k) = &key
            && let Some(&i) = u.consts.get(k)
        {
            return i;
        }
        let i = u.info.consts.len() as u32;
        u.info.consts.push(v);
        if let Some(k) = key {
            u.consts.insert(k, i);
        }
        i
    }

    /// `v` with its strings, those inside tuples too, the machine's one object per text
    /// (`Machine::constant_str`): as a `.vmc` file's constants are read back, and as
    /// CPython interns the names in its constants. why the tuples' items: a call's
    /// keyword names are a tuple constant, and the `**kwargs` dict they key was then
    /// looked up by the same names (`kwargs["qty"]`) through a text comparison each.
    fn interned(&mut self, v: Value) -> Value {
        match &v {
            Value::Str(s) => self.machine.constant_str(&s.s),
            Value::Tuple(t)
                if t.0
                    .iter()
                    .any(|i| matches!(i, Value::Str(_) | Value::Tuple(_))) =>
            {
                let items = t.0.to_vec();
                Value::tuple(items.into_iter().map(|i| self.interned(i)).collect())
            }
            _ => v,
        }
    }

    fn load_const(&mut self, v: Value) -> CResult<()> {
        let i = self.constant(v);
        self.emit(Opcode::LoadConst, i).map(|_| ())
    }

    /// `name` as written inside the current class: a private name (`__x`, not ending in
    /// `__`) becomes `_Class__x` (CPython's name mangling).
    fn mangle<'n>(&self, name: &'n str) -> std::borrow::Cow<'n, str> {
        let Some(class) = self.units.last().and_then(|u| u.private.as_deref()) else {
            return name.into();
        };
        let class = class.trim_start_matches('_');
        if !name.starts_with("__") || name.ends_with("__") || name.contains('.') || class.is_empty()
        {
            return name.into();
        }
        format!("_{class}{name}").into()
    }

    fn name_index(&mut self, name: &str) -> u32 {
        let name = self.mangle(name).into_owned();
        self.raw_name_index(&name)
    }

    /// [`Compiler::name_index`] of a name used as written (a module's name).
    fn raw_name_index(&mut self, name: &str) -> u32 {
        let u = self.unit();
        if let Some(i) = u.info.names.iter().position(|n| &**n == name) {
            return i as u32;
        }
        let name = self.machine.attribute_name(name);
        let u = self.unit();
        u.info.names.push(name);
        (u.info.names.len() - 1) as u32
    }

    fn new_temp(&mut self) -> u32 {
        let u = self.unit();
        let slot = u.nlocals;
        u.nlocals += 1;
        u.info.local_names.push(Rc::from("<tmp>"));
        slot
    }

    // ------------------------------------------------------------ names

    /// Where a name lives: `Ok(slot)` a local, `Err(sym)` a global.
    fn resolve(&mut self, name: &str) -> Result<u32, u32> {
        let u = self.units.last().expect("unit");
        if let Some((_, slot)) = u.comp_vars.iter().rev().find(|(n, _)| n == name) {
            return Ok(*slot);
        }
        if let Some(s) = &u.scope
            && !s.globals.contains(name)
            && !s.cells.contains(name)
            && let Some(&slot) = s.locals.get(name)
        {
            return Ok(slot);
        }
        let name = self.mangle(name).into_owned();
        Err(self.machine.global_symbol(self.module.id, &name))
    }

    /// The slot holding the cell of `name`, if it is a cell or free variable here (read
    /// and written through `LOAD_DEREF`/`STORE_DEREF`).
    fn deref_slot(&self, name: &str) -> Option<u32> {
        let u = self.units.last()?;
        // A comprehension's variable shadows a cell of the same name (the comprehension
        // is a scope of its own in Python 3).
        if u.comp_vars.iter().any(|(n, _)| n == name) {
            return None;
        }
        let s = u.scope.as_ref()?;
        if s.cells.contains(name) {
            return s.locals.get(name).copied();
        }
        s.frees
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, slot)| slot)
    }

    /// The index of `name` in the closure of the function being compiled, when it is one
    /// of its free variables: read and written through its closure (`LOAD_FREE`,
    /// `STORE_FREE`), not copied into the frame. (A class body copies its few cells into
    /// its slots once, `COPY_FREE_VARS`, and reads them there.)
    fn free_index(&self, name: &str) -> Option<u32> {
        let u = self.units.last()?;
        if u.info.class_body || u.comp_vars.iter().any(|(n, _)| n == name) {
            return None;
        }
        let k = u
            .scope
            .as_ref()?
            .frees
            .iter()
            .position(|(n, _)| n == name)?;
        Some(k as u32)
    }

    /// In a class body, the slot of the cell of `name` when it is a free variable of the
    /// body itself (a variable of the function around the class that the body reads and
    /// does not bind; CPython's `LOAD_CLASSDEREF`).
    fn class_free_slot(&self, name: &str) -> Option<u32> {
        let s = self.units.last()?.scope.as_ref()?;
        if s.class_names.contains(name) {
            return None;
        }
        s.frees
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, slot)| slot)
    }

    /// Whether `name` is a local of an enclosing function (a closure, unsupported).
    fn is_enclosing_local(&self, name: &str) -> bool {
        let n = self.units.len();
        self.units[..n - 1].iter().skip(1).any(|u| {
            u.scope
                .as_ref()
                .is_some_and(|s| s.locals.contains_key(name) && !s.globals.contains(name))
        })
    }

    /// Whether the current unit is a class body (names live in its namespace, local 0).
    fn in_class_body(&self) -> bool {
        self.units.last().is_some_and(|u| u.info.class_body)
    }

    /// Whether `name` is declared `global` in the current unit.
    fn declared_global(&self, name: &str) -> bool {
        self.units
            .last()
            .and_then(|u| u.scope.as_ref())
            .is_some_and(|s| s.globals.contains(name))
    }

    fn load_name(&mut self, name: &str, range: TextRange) -> CResult<()> {
        if self.in_class_body() && self.resolve(name).is_err() && !self.declared_global(name) {
            if let Some(slot) = self.class_free_slot(name) {
                return self.emit(Opcode::LoadDeref, slot).map(|_| ());
            }
            // A name the class body binds is read from its namespace, then the globals
            // (CPython's `LOAD_NAME`), whatever the functions around it hold. A
            // comprehension (run inline here) is a function's scope in CPython, which does
            // not see the class namespace: past its own variables, its names are global.
            let in_comprehension = !self.unit().comp_vars.is_empty();
            let binds = self
                .units
                .last()
                .and_then(|u| u.scope.as_ref())
                .is_some_and(|s| s.class_names.contains(name));
            if (in_comprehension || !binds) && self.is_enclosing_local(name) {
                return self.unsupported(
                    range,
                    &format!("closure (reference to '{name}' of an enclosing function)"),
                );
            }
            let sym = self
                .machine
                .global_symbol(self.module.id, &self.mangle(name));
            if in_comprehension {
                return self.emit(Opcode::LoadGlobal, sym).map(|_| ());
            }
            self.emit(Opcode::LoadFast, 0)?;
            return self.emit(Opcode::LoadName, sym).map(|_| ());
        }
        if let Some(k) = self.free_index(name) {
            return self.emit(Opcode::LoadFree, k).map(|_| ());
        }
        if let Some(slot) = self.deref_slot(name) {
            return self.emit(Opcode::LoadDeref, slot).map(|_| ());
        }
        match self.resolve(name) {
            Ok(slot) => self.emit(Opcode::LoadFast, slot).map(|_| ()),
            Err(sym) => {
                if self.is_enclosing_local(name) {
                    return self.unsupported(
                        range,
                        &format!("closure (reference to '{name}' of an enclosing function)"),
                    );
                }
                self.emit(Opcode::LoadGlobal, sym).map(|_| ())
            }
        }
    }

    /// The symbol of `e` when it is a name this scope reads as a global (or builtin).
    fn global_name(&mut self, e: &Expr) -> Option<u32> {
        let Expr::Name(n) = e else {
            return None;
        };
        if self.in_class_body() {
            return None;
        }
        if self.is_enclosing_local(&n.id) || self.deref_slot(&n.id).is_some() {
            return None;
        }
        self.resolve(&n.id).err()
    }

    /// The slot of `e` if it names a local certainly bound here.
    fn bound_local(&mut self, e: &Expr) -> Option<u32> {
        let Expr::Name(n) = e else {
            return None;
        };
        let slot = self.resolve(&n.id).ok()?;
        self.is_bound(slot).then_some(slot)
    }

    /// `left <op> right` with `left` a bound local and `right` a bound local or a
    /// constant, as one instruction whose oparg fields name both operands and the
    /// operator. Emits nothing and says `false` otherwise (or when an index does not fit
    /// in a field).
    fn fused_binary(
        &mut self,
        left: &Expr,
        right: &Expr,
        op: u32,
        range: TextRange,
    ) -> CResult<bool> {
        let Some(a) = self.bound_local(left).filter(|_| fusable(op)) else {
            return Ok(false);
        };
        let opcodes = [Opcode::BinaryOpFastFast, Opcode::BinaryOpFastConst];
        let Some((opcode, oparg)) = self.field_operand(right, &[a], op, opcodes)? else {
            return Ok(false);
        };
        self.set_line(range);
        self.emit(opcode, oparg)?;
        Ok(true)
    }

    /// The instruction and oparg for an operand `e` named in an oparg field, if it is a
    /// bound local (`opcodes[0]`) or a constant (`opcodes[1]`): the fields are `before`,
    /// then `e`'s slot or constant index, then `last`. `None` when `e` is neither or an
    /// index does not fit a field.
    fn field_operand(
        &mut self,
        e: &Expr,
        before: &[u32],
        last: u32,
        opcodes: [Opcode; 2],
    ) -> CResult<Option<(Opcode, u32)>> {
        let (opcode, index) = if let Some(slot) = self.bound_local(e) {
            (opcodes[0], slot)
        } else if let Some(v) = self.constant_of(e)? {
            (opcodes[1], self.constant(v))
        } else {
            return Ok(None);
        };
        let fields: Vec<u32> = before.iter().copied().chain([index, last]).collect();
        Ok(encode_fields(&fields).map(|oparg| (opcode, oparg)))
    }

    /// `<left on the stack> <op> right` with `right` a bound local or a constant, as one
    /// instruction whose oparg fields name it and the operator. Emits nothing and says
    /// `false` otherwise. (Reading the local after evaluating the left operand is what
    /// `LOAD_FAST` would do: nothing in between can rebind it, there are no closures.)
    fn fused_right(&mut self, right: &Expr, op: u32, range: TextRange) -> CResult<bool> {
        let binary = if op >= nb::INPLACE {
            op - nb::INPLACE
        } else {
            op
        };
        if !fusable(binary) {
            return Ok(false);
        }
        let opcodes = [Opcode::BinaryOpFast, Opcode::BinaryOpConst];
        let Some((opcode, oparg)) = self.field_operand(right, &[], op, opcodes)? else {
            return Ok(false);
        };
        self.set_line(range);
        self.emit(opcode, oparg)?;
        Ok(true)
    }

    /// An augmented assignment's operand and in-place operator `op`, the target's value
    /// on the stack: [`Self::fused_right`]'s one instruction when the operand is a bound
    /// local or a constant (`self.n += 1`), else the operand and `BINARY_OP`.
    fn inplace_operand(&mut self, value: &Expr, op: u32, range: TextRange) -> CResult<()> {
        if self.fused_right(value, op, range)? {
            return Ok(());
        }
        self.expr(value)?;
        self.set_line(range);
        self.emit(Opcode::BinaryOp, op).map(|_| ())
    }

    /// Records that local `slot` is bound from here on (in the current block).
    fn mark_bound(&mut self, slot: u32) {
        if let Some(b) = self.unit().bound.last_mut() {
            b.insert(slot);
        }
    }

    fn is_bound(&self, slot: u32) -> bool {
        self.units
            .last()
            .and_then(|u| u.bound.last())
            .is_some_and(|b| b.contains(&slot))
    }

    fn enter_block(&mut self) {
        let u = self.unit();
        let top = u.bound.last().cloned().unwrap_or_default();
        u.bound.push(top);
    }

    fn leave_block(&mut self) {
        self.unit().bound.pop();
    }

    fn store_name(&mut self, name: &str) -> CResult<()> {
        if self.in_class_body() && self.resolve(name).is_err() && !self.declared_global(name) {
            let sym = self
                .machine
                .global_symbol(self.module.id, &self.mangle(name));
            self.emit(Opcode::LoadFast, 0)?;
            return self.emit(Opcode::StoreName, sym).map(|_| ());
        }
        if let Some(k) = self.free_index(name) {
            return self.emit(Opcode::StoreFree, k).map(|_| ());
        }
        if let Some(slot) = self.deref_slot(name) {
            return self.emit(Opcode::StoreDeref, slot).map(|_| ());
        }
        match self.resolve(name) {
            Ok(slot) => {
                self.mark_bound(slot);
                self.emit(Opcode::StoreFast, slot).map(|_| ())
            }
            Err(sym) => self.emit(Opcode::StoreGlobal, sym).map(|_| ()),
        }
    }

    // ------------------------------------------------------------ statements

    /// A nested block: what it binds is not known bound after it.
    fn block(&mut self, body: &[Stmt]) -> CResult<()> {
        self.enter_block();
        let r = self.stmts(body);
        self.leave_block();
        r
    }

    /// `import a.b.c` (binds `a`, the package) and `import a.b.c as d` (binds the
    /// module `a.b.c`).
    fn import(&mut self, i: &ruff_python_ast::StmtImport) -> CResult<()> {
        for alias in &i.names {
            let name = alias.name.id.as_str();
            let index = self.raw_name_index(name);
            let leaf = u32::from(alias.asname.is_some());
            let oparg = self.import_oparg(index, leaf, i.range)?;
            self.emit(Opcode::ImportName, oparg)?;
            match &alias.asname {
                Some(a) => self.store_name(a.id.as_str())?,
                None => self.store_name(name.split('.').next().unwrap_or(name))?,
            }
        }
        Ok(())
    }

    fn import_oparg(&self, index: u32, leaf: u32, range: TextRange) -> CResult<u32> {
        match encode_fields(&[index, leaf]) {
            Some(o) => Ok(o),
            None => self.unsupported(range, "a program this large (too many names)"),
        }
    }

    /// `from m import a, b as c`, `from m import *`, relative forms (`from . import x`,
    /// resolved against the module's package here: a module's name is fixed when it is
    /// compiled) and `from __future__ import ...`.
    fn import_from(&mut self, i: &ruff_python_ast::StmtImportFrom) -> CResult<()> {
        let module = i.module.as_ref().map(|m| m.id.as_str());
        if i.level == 0 && module == Some("__future__") {
            return self.future(i);
        }
        let name = match self.absolute(module, i.level) {
            Some(n) => n,
            // Raised when it runs, as CPython: a name `IMPORT_NAME` reads as the error.
            None if self.module.package.is_none() => {
                ".attempted relative import with no known parent package".to_string()
            }
            None => ".attempted relative import beyond top-level package".to_string(),
        };
        let index = self.raw_name_index(&name);
        let oparg = self.import_oparg(index, 1, i.range)?;
        self.emit(Opcode::ImportName, oparg)?;
        if let [alias] = &i.names[..]
            && alias.name.id.as_str() == "*"
        {
            if self.units.len() > 1 {
                return self.err(
                    i.range,
                    "SyntaxError: import * only allowed at module level",
                );
            }
            return self.emit(Opcode::ImportStar, self.module.id).map(|_| ());
        }
        for alias in &i.names {
            let attr = alias.name.id.as_str();
            let index = self.raw_name_index(attr);
            self.emit(Opcode::ImportFrom, index)?;
            self.store_name(alias.asname.as_ref().map_or(attr, |a| a.id.as_str()))?;
        }
        self.emit(Opcode::PopTop, 0).map(|_| ())
    }

    /// The absolute name of `from <dots><module> import`: `None` when the dots climb
    /// past the top package (or the module has none).
    fn absolute(&self, module: Option<&str>, level: u32) -> Option<String> {
        if level == 0 {
            return Some(module.unwrap_or_default().to_string());
        }
        let package = self.module.package.as_deref()?;
        let mut parts: Vec<&str> = package.split('.').collect();
        for _ in 1..level {
            parts.pop()?;
        }
        if parts.is_empty() {
            return None;
        }
        let mut name = parts.join(".");
        if let Some(m) = module {
            name.push('.');
            name.push_str(m);
        }
        Some(name)
    }

    /// `from __future__ import ...`: the features CPython 3.11 knows are accepted (they
    /// are all in effect, or are annotations, which vm-std does not evaluate).
    fn future(&mut self, i: &ruff_python_ast::StmtImportFrom) -> CResult<()> {
        const FEATURES: &[&str] = &[
            "nested_scopes",
            "generators",
            "division",
            "absolute_import",
            "with_statement",
            "print_function",
            "unicode_literals",
            "barry_as_FLUFL",
            "generator_stop",
            "annotations",
        ];
        if !self.futures.contains(&i.range.start()) || self.units.len() > 1 {
            return self.err(
                i.range,
                "SyntaxError: from __future__ imports must occur at the beginning of the file",
            );
        }
        for alias in &i.names {
            let feature = alias.name.id.as_str();
            if feature == "annotations" {
                self.string_annotations = true;
            }
            if feature == "braces" {
                return self.err(alias.range, "SyntaxError: not a chance");
            }
            if !FEATURES.contains(&feature) {
                return self.err(
                    alias.range,
                    format!("SyntaxError: future feature {feature} is not defined"),
                );
            }
        }
        Ok(())
    }

    /// An annotation's value: the expression evaluated, or its source text under `from
    /// __future__ import annotations`.
    fn annotation(&mut self, e: &Expr) -> CResult<()> {
        if self.string_annotations {
            let r = e.range();
            let text = self
                .lines
                .source
                .get(usize::from(r.start())..usize::from(r.end()))
                .unwrap_or("")
                .to_string();
            return self.load_const(Value::str(text.as_str()));
        }
        self.expr(e)
    }

    fn stmts(&mut self, body: &[Stmt]) -> CResult<()> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> CResult<()> {
        self.nested(s.range(), |me| me.stmt_here(s))
    }

    fn stmt_here(&mut self, s: &Stmt) -> CResult<()> {
        self.set_line(s.range());
        match s {
            Stmt::Expr(e) => {
                if let Expr::Yield(y) = &*e.value {
                    return self.yield_expr(y, true);
                }
                if self.interactive && self.units.len() == 1 {
                    // CPython's `PRINT_EXPR`: the value goes to `sys.displayhook`.
                    self.load_const(Value::Builtin(crate::builtins::DISPLAYHOOK))?;
                    self.expr(&e.value)?;
                    self.emit(Opcode::Call, 1)?;
                    self.emit(Opcode::PopTop, 0)?;
                    return Ok(());
                }
                if self.method_statement(&e.value)? {
                    return Ok(());
                }
                if let Expr::Call(c) = &*e.value
                    && self.call(c, true)?
                {
                    return Ok(());
                }
                self.expr(&e.value)?;
                self.emit(Opcode::PopTop, 0)?;
            }
            Stmt::Pass(_) => {}
            Stmt::Assign(a) => {
                if let [Expr::Name(n)] = a.targets.as_slice()
                    && let Expr::BinOp(op) = &*a.value
                    && let Ok(slot) = self.resolve(&n.id)
                {
                    let fused = match op.op {
                        Operator::Add => Some(Opcode::BinaryAddStoreFast),
                        Operator::Sub => Some(Opcode::BinarySubtractStoreFast),
                        Operator::Mult => Some(Opcode::BinaryMultiplyStoreFast),
                        _ => None,
                    };
                    if let Some(fused) = fused {
                        self.expr(&op.left)?;
                        self.expr(&op.right)?;
                        self.set_line(op.range);
                        self.emit(fused, slot)?;
                        self.mark_bound(slot);
                        return Ok(());
                    }
                }
                if let [Expr::Subscript(sub)] = a.targets.as_slice()
                    && self.store_constant(sub, &a.value)?
                {
                    return Ok(());
                }
                if self.parallel_assign(a)? {
                    return Ok(());
                }
                self.expr(&a.value)?;
                let n = a.targets.len();
                for (i, t) in a.targets.iter().enumerate() {
                    if i + 1 < n {
                        self.emit(Opcode::DupTop, 0)?;
                    }
                    self.store_target(t)?;
                }
            }
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.expr(v)?;
                    self.store_target(&a.target)?;
                } else if !matches!(&*a.target, Expr::Name(_)) {
                    return self.unsupported(a.range, "annotation without a value");
                }
                // In a class body a simple name's annotation goes into the namespace's
                // `__annotations__` (after the value is stored, as CPython orders it).
                if self.in_class_body()
                    && a.simple
                    && let Expr::Name(n) = &*a.target
                {
                    self.annotation(&a.annotation)?;
                    self.load_name("__annotations__", a.range)?;
                    let key = self.mangle(n.id.as_str());
                    self.load_const(Value::str(&*key))?;
                    self.set_line(a.range);
                    self.emit(Opcode::StoreSubscr, 0)?;
                }
            }
            Stmt::AugAssign(a) => self.aug_assign(a)?,
            Stmt::If(i) => self.if_stmt(i)?,
            Stmt::While(w) => self.while_stmt(w)?,
            Stmt::For(f) => self.for_stmt(f)?,
            Stmt::Break(b) => {
                let Some(i) = self.innermost_loop() else {
                    return self.err(b.range, "SyntaxError: 'break' outside loop");
                };
                let Block::Loop(l) = self.unit().blocks[i].clone() else {
                    unreachable!("a loop")
                };
                let reopen = self.leave_blocks(i + 1)?;
                if l.kind == LoopKind::For {
                    self.emit(Opcode::PopIter, 0)?;
                }
                self.emit_jump(Opcode::JumpForward, l.break_to)?;
                self.reopen(reopen)?;
            }
            Stmt::Continue(c) => {
                let Some(i) = self.innermost_loop() else {
                    return self.err(c.range, "SyntaxError: 'continue' not properly in loop");
                };
                let Block::Loop(l) = self.unit().blocks[i].clone() else {
                    unreachable!("a loop")
                };
                let reopen = self.leave_blocks(i + 1)?;
                self.emit_jump(Opcode::JumpForward, l.continue_to)?;
                self.reopen(reopen)?;
            }
            Stmt::Return(r) => self.return_stmt(r)?,
            Stmt::Try(t) => self.try_stmt(t)?,
            Stmt::FunctionDef(f) => self.function_def(f)?,
            Stmt::Global(_) => {}
            Stmt::Assert(a) => {
                let ok = self.label();
                self.cond_jump(&a.test, true, ok)?;
                match &a.msg {
                    Some(m) => {
                        self.expr(m)?;
                        self.emit(Opcode::RaiseAssertion, 1)?;
                    }
                    None => {
                        self.load_const(Value::None)?;
                        self.emit(Opcode::RaiseAssertion, 0)?;
                    }
                }
                self.bind(ok)?;
            }
            Stmt::ClassDef(c) => self.class_def(c)?,
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.delete_target(t)?;
                }
            }
            Stmt::TypeAlias(t) => return self.unsupported(t.range, "type alias"),
            Stmt::With(w) => self.with_stmt(w)?,
            Stmt::Match(m) => self.match_stmt(m)?,
            Stmt::Raise(r) => match &r.exc {
                Some(e) if r.cause.is_some() => {
                    self.expr(e)?;
                    if let Some(c) = &r.cause {
                        self.expr(c)?;
                    }
                    self.set_line(r.range);
                    self.emit(Opcode::RaiseFrom, 0)?;
                }
                Some(e) => {
                    self.expr(e)?;
                    self.set_line(r.range);
                    self.emit(Opcode::RaiseVarargs, 1)?;
                }
                None => {
                    self.load_const(Value::None)?;
                    self.emit(Opcode::RaiseVarargs, 0)?;
                }
            },
            Stmt::Import(i) => self.import(i)?,
            Stmt::ImportFrom(i) => self.import_from(i)?,
            // Resolved with the function's scope (`compiler/scopes.rs`).
            Stmt::Nonlocal(_) => {}
            Stmt::IpyEscapeCommand(i) => return self.unsupported(i.range, "IPython escape"),
        }
        Ok(())
    }

    /// `a, b, c = x, y, z` with distinct plain names as targets: the values are pushed
    /// in order and stored from the last, without building the tuple CPython's
    /// `BUILD_TUPLE` + `UNPACK_SEQUENCE` would (CPython itself swaps for two or three).
    /// Storing a name cannot fail or run code, so the order of the stores is not
    /// observable; with a name given twice (`a, a = 1, 2`) the last must win, so such an
    /// assignment takes the general path. Returns whether it compiled `a`.
    fn parallel_assign(&mut self, a: &ast::StmtAssign) -> CResult<bool> {
        let ([Expr::Tuple(targets)], Expr::Tuple(values)) = (a.targets.as_slice(), &*a.value)
        else {
            return Ok(false);
        };
        let names: Vec<&ast::ExprName> = targets
            .elts
            .iter()
            .filter_map(|t| match t {
                Expr::Name(n) => Some(n),
                _ => None,
            })
            .collect();
        let distinct = names
            .iter()
            .enumerate()
            .all(|(i, n)| names[..i].iter().all(|m| m.id != n.id));
        if names.len() != targets.elts.len()
            || names.len() != values.elts.len()
            || !distinct
            || values.elts.iter().any(|v| matches!(v, Expr::Starred(_)))
        {
            return Ok(false);
        }
        for v in &values.elts {
            self.expr(v)?;
        }
        self.set_line(targets.range);
        for n in names.iter().rev() {
            self.store_name(&n.id)?;
        }
        Ok(true)
    }

    /// For three or more unpacking targets that are all plain locals in consecutive
    /// slots (names first bound there are), the fields of an `UNPACK_TO_LOCALS` (first
    /// slot, count), with the slots marked bound. (Two go through the stack: the
    /// two-item `UNPACK_SEQUENCE` and a fused double store are cheaper, 220 instructions
    /// against 247.)
    fn consecutive_locals(&mut self, elts: &[Expr]) -> Option<u32> {
        if elts.len() < 3 || self.in_class_body() {
            return None;
        }
        let mut first = None;
        for (k, e) in elts.iter().enumerate() {
            let Expr::Name(n) = e else { return None };
            if self.free_index(&n.id).is_some() || self.deref_slot(&n.id).is_some() {
                return None;
            }
            let slot = self.resolve(&n.id).ok()?;
            let start = *first.get_or_insert(slot);
            if slot != start + k as u32 {
                return None;
            }
        }
        let oparg = encode_fields(&[first?, elts.len() as u32])?;
        for k in 0..elts.len() as u32 {
            self.mark_bound(first? + k);
        }
        Some(oparg)
    }

    fn store_target(&mut self, t: &Expr) -> CResult<()> {
        self.nested(t.range(), |me| me.store_target_here(t))
    }

    fn store_target_here(&mut self, t: &Expr) -> CResult<()> {
        match t {
            Expr::Name(n) => self.store_name(&n.id),
            Expr::Tuple(ast::ExprTuple { elts, range, .. })
            | Expr::List(ast::ExprList { elts, range, .. }) => {
                let stars: Vec<usize> = (0..elts.len())
                    .filter(|&i| matches!(elts[i], Expr::Starred(_)))
                    .collect();
                self.set_line(*range);
                if let [star] = stars[..] {
                    let after = elts.len() - star - 1;
                    if star > 0xff || after > 0xff {
                        return self.err(
                            *range,
                            "SyntaxError: too many expressions in star-unpacking assignment",
                        );
                    }
                    self.emit(Opcode::UnpackStar, (star | after << 8) as u32)?;
                    self.emit(Opcode::UnpackSequenceN, elts.len() as u32)?;
                    for e in elts {
                        match e {
                            Expr::Starred(s) => self.store_target(&s.value)?,
                            e => self.store_target(e)?,
                        }
                    }
                    return Ok(());
                }
                if stars.len() > 1 {
                    return self.err(
                        elts[stars[1]].range(),
                        "SyntaxError: multiple starred expressions in assignment",
                    );
                }
                if let Some(oparg) = self.consecutive_locals(elts) {
                    self.emit(Opcode::UnpackToLocals, oparg)?;
                    return Ok(());
                }
                if elts.len() == 2 {
                    self.emit(Opcode::UnpackSequence, 2)?;
                    for e in elts {
                        self.store_target(e)?;
                    }
                } else {
                    self.emit(Opcode::UnpackSequenceN, elts.len() as u32)?;
                    for e in elts {
                        self.store_target(e)?;
                    }
                }
                Ok(())
            }
            Expr::Subscript(s) => self.subscript(s, Opcode::StoreSubscrIndex, Opcode::StoreSubscr),
            Expr::Attribute(a) => self.store_attr(a),
            Expr::Starred(s) => self.err(
                s.range,
                "SyntaxError: starred assignment target must be in a list or tuple",
            ),
            other => self.err(other.range(), "SyntaxError: cannot assign to expression"),
        }
    }

    /// `name <op>= constant` as one `opcode` whose fields are `index` (the name's local
    /// slot or free-variable index), the constant and the in-place operator `op`; `false`,
    /// emitting nothing, when the value is no constant, the operator does not fuse or a
    /// field does not fit.
    fn inplace_const(
        &mut self,
        opcode: Opcode,
        index: u32,
        a: &ast::StmtAugAssign,
        op: u32,
    ) -> CResult<bool> {
        if !fusable(op - nb::INPLACE) {
            return Ok(false);
        }
        let Some(v) = self.constant_of(&a.value)? else {
            return Ok(false);
        };
        let Some(oparg) = encode_fields(&[index, self.constant(v), op]) else {
            return Ok(false);
        };
        self.set_line(a.range);
        self.emit(opcode, oparg)?;
        Ok(true)
    }

    fn aug_assign(&mut self, a: &ast::StmtAugAssign) -> CResult<()> {
        let op = self.operator(a.op, a.range)? + nb::INPLACE;
        match &*a.target {
            Expr::Name(n) => {
                // A bound local updated by a constant: one instruction names both.
                if let Some(slot) = self.bound_local(&a.target)
                    && self.inplace_const(Opcode::InplaceFastConst, slot, a, op)?
                {
                    return Ok(());
                }
                // A bound local updated by + or -: one instruction writes the local.
                if let Ok(slot) = self.resolve(&n.id)
                    && self.is_bound(slot)
                    && (op == nb::ADD + nb::INPLACE || op == nb::SUBTRACT + nb::INPLACE)
                {
                    self.expr(&a.value)?;
                    self.set_line(a.range);
                    let fast = if op == nb::ADD + nb::INPLACE {
                        Opcode::InplaceAddFast
                    } else {
                        Opcode::InplaceSubtractFast
                    };
                    self.emit(fast, slot)?;
                    return Ok(());
                }
                // A free variable updated by a constant (`nonlocal n; n += 1`): one
                // instruction reads, updates and writes the cell.
                if let Some(k) = self.free_index(&n.id)
                    && self.inplace_const(Opcode::InplaceFreeConst, k, a, op)?
                {
                    return Ok(());
                }
                self.load_name(&n.id, n.range)?;
                self.inplace_operand(&a.value, op, a.range)?;
                self.store_name(&n.id)
            }
            Expr::Subscript(s)
                if self.const_index(&s.slice).is_some()
                    && matches!(&*s.value, Expr::Name(n) if self.resolve(&n.id).is_ok())
                    && !has_assignment_expression(&a.value) =>
            {
                // `v[0] -= x` with a local `v`: reloading the local (it cannot change in
                // between: a fast local is no closure's, and the value has no `:=`)
                // spares a DUP_TOP and a ROT_TWO.
                let i = self.const_index(&s.slice).unwrap_or(0);
                if let Some(oparg) = self
                    .bound_local(&s.value)
                    .and_then(|slot| encode_fields(&[slot, i]))
                {
                    // A bound local: read and write it in place, naming it in the fields.
                    self.set_line(s.range);
                    self.emit(Opcode::BinarySubscrIndexFast, oparg)?;
                    self.inplace_operand(&a.value, op, a.range)?;
                    self.emit(Opcode::StoreSubscrIndexFast, oparg)?;
                    return Ok(());
                }
                self.expr(&s.value)?;
                self.set_line(s.range);
                self.emit(Opcode::BinarySubscrIndex, i)?;
                self.inplace_operand(&a.value, op, a.range)?;
                self.expr(&s.value)?;
                self.emit(Opcode::StoreSubscrIndex, i)?;
                Ok(())
            }
            Expr::Subscript(s) if self.const_index(&s.slice).is_some() => {
                let i = self.const_index(&s.slice).unwrap_or(0);
                self.expr(&s.value)?;
                self.emit(Opcode::DupTop, 0)?;
                self.set_line(s.range);
                self.emit(Opcode::BinarySubscrIndex, i)?;
                self.inplace_operand(&a.value, op, a.range)?;
                self.emit(Opcode::RotTwo, 0)?;
                self.emit(Opcode::StoreSubscrIndex, i)?;
                Ok(())
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.subscript_key(&s.slice)?;
                self.emit(Opcode::DupTopTwo, 0)?;
                self.set_line(s.range);
                self.emit(Opcode::BinarySubscr, 0)?;
                self.inplace_operand(&a.value, op, a.range)?;
                self.emit(Opcode::RotThree, 0)?;
                self.emit(Opcode::StoreSubscr, 0)?;
                Ok(())
            }
            Expr::Attribute(at)
                if !has_assignment_expression(&a.value)
                    && let Some(oparg) = self
                        .bound_local(&at.value)
                        .and_then(|slot| encode_fields(&[slot, self.name_index(&at.attr.id)])) =>
            {
                // `self.n += 1`: one instruction reads, updates and writes it.
                if fusable(op - nb::INPLACE)
                    && let Some(v) = self.constant_of(&a.value)?
                    && let Some(slot) = self.bound_local(&at.value)
                    && let Some(fields) = encode_fields(&[slot, self.name_index(&at.attr.id), op])
                {
                    let c = self.constant(v);
                    self.set_line(a.range);
                    self.emit_with(Opcode::InplaceAttrFastConst, fields, &[c])?;
                    return Ok(());
                }
                // `self.n += x`: as `v[0] -= x` above, the local read again for the
                // store (`LOAD_ATTR_FAST` ... `STORE_ATTR_FAST`) instead of a DUP_TOP
                // and a ROT_TWO: three dispatches fewer.
                self.set_line(at.range);
                self.emit(Opcode::LoadAttrFast, oparg)?;
                self.inplace_operand(&a.value, op, a.range)?;
                self.store_attr(at)
            }
            Expr::Attribute(at) => {
                let name = self.name_index(&at.attr.id);
                self.expr(&at.value)?;
                self.emit(Opcode::DupTop, 0)?;
                self.set_line(at.range);
                self.emit(Opcode::LoadAttr, name)?;
                self.inplace_operand(&a.value, op, a.range)?;
                self.emit(Opcode::RotTwo, 0)?;
                self.set_line(at.range);
                self.emit(Opcode::StoreAttr, name)?;
                Ok(())
            }
            other => self.err(
                other.range(),
                "SyntaxError: illegal expression for augmented assignment",
            ),
        }
    }

    /// `obj.name = <the value on the stack>`: a bound local's named in the fields of one
    /// `STORE_ATTR_FAST` (`self.x = x`), any other object evaluated first.
    fn store_attr(&mut self, a: &ast::ExprAttribute) -> CResult<()> {
        let name = self.name_index(&a.attr.id);
        if let Some(oparg) = self
            .bound_local(&a.value)
            .and_then(|slot| encode_fields(&[slot, name]))
        {
            self.set_line(a.range);
            return self.emit(Opcode::StoreAttrFast, oparg).map(|_| ());
        }
        self.expr(&a.value)?;
        self.set_line(a.range);
        self.emit(Opcode::StoreAttr, name).map(|_| ())
    }

    fn if_stmt(&mut self, i: &ast::StmtIf) -> CResult<()> {
        // `if test: continue` (or `break` out of a `while`) with no block to leave on the
        // way: one conditional jump to the loop's label, not a jump over a jump (a
        // dispatch saved each time the test holds, as CPython's jump threading does).
        if i.elif_else_clauses.is_empty()
            && let [only] = &i.body[..]
            && let Some(target) = self.direct_loop_jump(only)
        {
            return self.cond_jump(&i.test, true, target);
        }
        let end = self.label();
        let mut next = self.label();
        self.cond_jump(&i.test, false, next)?;
        self.block(&i.body)?;
        for clause in &i.elif_else_clauses {
            self.emit_jump(Opcode::JumpForward, end)?;
            self.bind(next)?;
            next = self.label();
            match &clause.test {
                Some(t) => {
                    self.set_line(clause.range);
                    self.cond_jump(t, false, next)?;
                    self.block(&clause.body)?;
                }
                None => self.block(&clause.body)?,
            }
        }
        self.bind(next)?;
        self.bind(end)?;
        Ok(())
    }

    /// The label statement `s` jumps to when it is a `continue`, or a `break` out of a
    /// `while` loop, that leaves no block on the way (the loop is the innermost block; a
    /// `for` loop's `break` ends its iterator first).
    fn direct_loop_jump(&mut self, s: &Stmt) -> Option<vm_core::Label> {
        let i = self.innermost_loop()?;
        let blocks = &self.unit().blocks;
        let (Some(Block::Loop(l)), true) = (blocks.get(i), i + 1 == blocks.len()) else {
            return None;
        };
        match s {
            Stmt::Continue(_) => Some(l.continue_to),
            Stmt::Break(_) if l.kind == LoopKind::While => Some(l.break_to),
            _ => None,
        }
    }

    /// `while`: laid out bottom-tested (`JUMP check; body: ...; check: cond -> body`), so
    /// an iteration costs one conditional jump.
    fn while_stmt(&mut self, w: &ast::StmtWhile) -> CResult<()> {
        let body = self.label();
        let check = self.label();
        let end = self.label();
        self.emit_jump(Opcode::JumpForward, check)?;
        self.bind(body)?;
        self.unit().blocks.push(Block::Loop(Loop {
            kind: LoopKind::While,
            continue_to: check,
            break_to: end,
        }));
        self.block(&w.body)?;
        self.unit().blocks.pop();
        self.bind(check)?;
        self.set_line(w.test.range());
        self.cond_jump(&w.test, true, body)?;
        self.block(&w.orelse)?;
        self.bind(end)?;
        Ok(())
    }

    /// `for`: `GET_ITER_JUMP check; body: STORE_ITEM x; ...; check: FOR_ITER body`, or,
    /// for a local target, `body: ...; check: FOR_ITER_FAST x body` (the item goes
    /// straight into the local).
    fn for_stmt(&mut self, f: &ast::StmtFor) -> CResult<()> {
        if f.is_async {
            return self.async_for(f);
        }
        match &*f.iter {
            // A generator expression's own iterator (`.0`): moved out of its local, so
            // that the loop owns it alone and steps it directly (`GET_ITER_JUMP` unwraps an
            // iterator value nothing else holds).
            Expr::Name(n) if n.id.as_str() == scopes::GENEXPR_ITER => {
                let Ok(slot) = self.resolve(scopes::GENEXPR_ITER) else {
                    return self.err(n.range, "internal compiler error: no generator iterator");
                };
                self.emit(Opcode::LoadFastAndClear, slot)?;
            }
            iter => self.expr(iter)?,
        }
        self.set_line(f.range);
        let body = self.label();
        let check = self.label();
        let end = self.label();
        self.emit_jump(Opcode::GetIterJump, check)?;
        self.bind(body)?;
        self.enter_block();
        let fast = self.loop_start(&f.target)?;
        self.unit().blocks.push(Block::Loop(Loop {
            kind: LoopKind::For,
            continue_to: check,
            break_to: end,
        }));
        self.stmts(&f.body)?;
        self.leave_block();
        self.unit().blocks.pop();
        self.bind(check)?;
        self.set_line(f.range);
        self.loop_step(fast, body)?;
        self.block(&f.orelse)?;
        self.bind(end)?;
        Ok(())
    }

    /// The start of a loop body: stores the loop item into `target`, unless `target` is a
    /// local `FOR_ITER_FAST` can write or two locals `FOR_ITER_PAIR` can (each fitting an
    /// oparg field): then it returns that step (the item is in the locals already).
    fn loop_start(&mut self, target: &Expr) -> CResult<LoopStore> {
        if let Expr::Name(n) = target
            && let Ok(slot) = self.resolve(&n.id)
            && let Some(oparg) = encode_fields(&[slot])
        {
            self.mark_bound(slot);
            return Ok(LoopStore::Local(oparg));
        }
        if let Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) =
            target
            && let [a, b] = &elts[..]
            && let (Some(a), Some(b)) = (self.plain_local(a), self.plain_local(b))
            && let Some(oparg) = encode_fields(&[a, b])
        {
            self.mark_bound(a);
            self.mark_bound(b);
            return Ok(LoopStore::Pair(oparg));
        }
        // Any other unpacking (`for ts, client, path in records`): the step writes the
        // item into a hidden local, which the body moves out of (nothing keeps the item
        // alive longer than `FOR_ITER`'s item would be) and unpacks. why: over a
        // generator, `FOR_ITER` ran again after each yield to take the item (a second
        // dispatch and the resumed-value round trip); `FOR_ITER_FAST`'s yield stores it
        // in the local and goes straight on to the body.
        if matches!(target, Expr::Tuple(_) | Expr::List(_)) {
            let tmp = self.new_temp();
            if let Some(oparg) = encode_fields(&[tmp]) {
                self.emit(Opcode::LoadFastAndClear, tmp)?;
                self.store_target(target)?;
                return Ok(LoopStore::Local(oparg));
            }
        }
        self.store_item(target)?;
        Ok(LoopStore::Item)
    }

    /// The slot of `e` when it is a name bound in a plain local of this function (not a
    /// cell, a free variable, a global or a class body's name).
    fn plain_local(&mut self, e: &Expr) -> Option<u32> {
        let Expr::Name(n) = e else { return None };
        if self.in_class_body()
            || self.free_index(&n.id).is_some()
            || self.deref_slot(&n.id).is_some()
        {
            return None;
        }
        self.resolve(&n.id).ok()
    }

    /// The step of a loop whose body starts at `body`, for the store
    /// [`Compiler::loop_start`] chose: `FOR_ITER_FAST`, `FOR_ITER_PAIR` or `FOR_ITER`.
    fn loop_step(&mut self, store: LoopStore, body: vm_core::Label) -> CResult<()> {
        match store {
            LoopStore::Local(oparg) => self.emit_jump_with(Opcode::ForIterFast, oparg, body),
            LoopStore::Pair(oparg) => self.emit_jump_with(Opcode::ForIterPair, oparg, body),
            LoopStore::Item => self.emit_jump(Opcode::ForIter, body),
        }
    }

    /// Stores the loop item into a target.
    fn store_item(&mut self, target: &Expr) -> CResult<()> {
        if let Expr::Name(n) = target
            && !self.in_class_body()
            && self.deref_slot(&n.id).is_none()
        {
            match self.resolve(&n.id) {
                Ok(slot) => {
                    self.mark_bound(slot);
                    self.emit(Opcode::StoreItem, slot)?;
                }
                Err(sym) => {
                    self.emit(Opcode::StoreItemGlobal, sym)?;
                }
            }
            return Ok(());
        }
        self.emit(Opcode::PushItem, 0)?;
        self.store_target(target)
    }

    fn function_def(&mut self, f: &ast::StmtFunctionDef) -> CResult<()> {
        for d in &f.decorator_list {
            self.expr(&d.expression)?;
        }
        if let Some(t) = &f.type_params {
            return self.unsupported(t.range, "type parameters");
        }
        self.function(&f.name.id, &f.parameters, &f.body, f.range, f.is_async)?;
        for _ in &f.decorator_list {
            self.emit(Opcode::Call, 1)?;
        }
        self.store_name(&f.name.id)
    }

    /// `lambda params: body`: a function named `<lambda>` that returns `body`.
    /// A comprehension whose variables a nested function captures, run as a function of
    /// its own: `collect(<generator of elt over generators>)` (`collect` the builtin
    /// `list`, `set` or `dict`, not whatever those names are bound to), the generator's
    /// code named `name` (`<listcomp>`) as CPython names the comprehension's.
    fn comprehension_function(
        &mut self,
        elt: &Expr,
        generators: &[ast::Comprehension],
        range: TextRange,
        name: &str,
        collect: crate::value::Builtin,
    ) -> CResult<()> {
        self.load_const(Value::Builtin(collect))?;
        let g = scopes::comprehension_generator(elt, generators, range);
        self.generator_named(&g, name)?;
        self.set_line(range);
        self.emit(Opcode::Call, 1)?;
        Ok(())
    }

    /// A generator expression: its function (`scopes::genexpr_function`) called with the
    /// iterator of its first iterable, which is evaluated here.
    fn generator_expr(&mut self, g: &ast::ExprGenerator) -> CResult<()> {
        self.generator_named(g, "<genexpr>")
    }

    /// [`Compiler::generator_expr`] with its code named `name`.
    fn generator_named(&mut self, g: &ast::ExprGenerator, name: &str) -> CResult<()> {
        let around = if !self.walrus {
            None
        } else if self.unit().scope.is_none() {
            Some(scopes::Around::Module)
        } else {
            Some(scopes::Around::Function)
        };
        let (params, body) = scopes::genexpr_function(g, around);
        if let Some(Stmt::Nonlocal(_) | Stmt::Global(_)) = body.first() {
            self.check_comprehension_walrus(g, &body[0])?;
        }
        // One with an `async for` clause or an `await` is an asynchronous generator.
        let is_async = async_comp::clauses_async(&[&g.elt], &g.generators);
        self.function(name, &params, &body, g.range, is_async)?;
        let first = &g.generators[0];
        if first.is_async {
            self.async_iterable(&first.iter)?;
        } else {
            self.expr(&first.iter)?;
        }
        // (At the expression's start, as CPython's: not the iterable's line.)
        self.set_line(g.range);
        // (`GET_YIELD_FROM_ITER`'s oparg 1: a comprehension's first iterable.)
        let (op, oparg) = if first.is_async {
            (Opcode::GetAiter, 0)
        } else {
            (Opcode::GetYieldFromIter, 1)
        };
        self.emit(op, oparg)?;
        self.set_line(g.range);
        self.emit(Opcode::Call, 1)?;
        Ok(())
    }

    /// Refuses a `yield` where Python does.
    fn check_yield_here(&mut self, range: TextRange, what: &str) -> CResult<()> {
        if self.unit().scope.is_none() || self.in_class_body() {
            return self.err(range, format!("SyntaxError: '{what}' outside function"));
        }
        if !self.unit().comp_vars.is_empty() || self.unit().comp_targets.is_some() {
            return self.err(
                range,
                format!("SyntaxError: '{what}' inside list comprehension"),
            );
        }
        Ok(())
    }

    /// `yield value` (`None` without one): its value is what is sent in next; as a
    /// statement (`discard`), that is dropped.
    fn yield_expr(&mut self, y: &ast::ExprYield, discard: bool) -> CResult<()> {
        self.check_yield_here(y.range, "yield")?;
        match &y.value {
            Some(v) => self.expr(v)?,
            None => self.load_const(Value::None)?,
        }
        let loops = self.loops_open();
        self.set_line(y.range);
        // An asynchronous generator's own yields complete the `asend` that runs it.
        if self.unit().info.async_generator {
            self.emit(Opcode::AsyncGenYield, loops)?;
        } else if discard {
            // The frame resumes with nothing pushed: no `POP_TOP` of what is sent in.
            return self.emit(Opcode::YieldDiscard, loops).map(|_| ());
        } else {
            self.emit(Opcode::YieldValue, loops)?;
        }
        if discard {
            self.emit(Opcode::PopTop, 0)?;
        }
        Ok(())
    }

    /// `yield from iterable`: rounds of `SEND` (resume it, or take its next item) and
    /// `YIELD_FROM` (yield that on, and resume at the `SEND` with what is sent in), until
    /// it returns: its return value is the expression's.
    fn yield_from(&mut self, y: &ast::ExprYieldFrom) -> CResult<()> {
        self.check_yield_here(y.range, "yield from")?;
        if self.unit().info.coroutine {
            return self.err(y.range, "SyntaxError: 'yield from' inside async function");
        }
        self.expr(&y.value)?;
        self.set_line(y.range);
        self.emit(Opcode::GetYieldFromIter, 0)?;
        self.delegate_rounds(y.range)
    }

    /// The rounds of `SEND` and `YIELD_FROM` that drive the iterator on top of the stack
    /// until it returns (its return value is left on the stack): `yield from`'s and
    /// `await`'s.
    fn delegate_rounds(&mut self, range: TextRange) -> CResult<()> {
        let sub = self.new_temp();
        self.emit(Opcode::StoreFast, sub)?;
        self.load_const(Value::None)?;
        let (send, done) = (self.label(), self.label());
        let loops = self.loops_open();
        self.bind(send)?;
        self.emit_jump_with(Opcode::Send, sub, done)?;
        let Some(oparg) = vm_core::code::encode_fields(&[loops, sub]) else {
            return self.unsupported(range, "yield from in a function with this many locals");
        };
        self.emit_jump_with(Opcode::YieldFrom, oparg, send)?;
        self.bind(done)?;
        Ok(())
    }

    /// Refuses `what` (`await`, `async for`, `async with`) outside an `async def`, as
    /// CPython does.
    pub(super) fn check_async_here(&mut self, range: TextRange, what: &str) -> CResult<()> {
        if (self.unit().scope.is_none() || self.in_class_body()) && what == "await" {
            return self.err(range, "SyntaxError: 'await' outside function");
        }
        if !self.unit().info.coroutine {
            return self.err(
                range,
                format!("SyntaxError: '{what}' outside async function"),
            );
        }
        Ok(())
    }

    /// Awaits the object on top of the stack (`source`: where it came from, for the
    /// message if it cannot be awaited, see `isa/awaiting.rs`); leaves its result.
    pub(super) fn await_top(&mut self, range: TextRange, source: u32) -> CResult<()> {
        self.emit(Opcode::GetAwaitable, source)?;
        self.delegate_rounds(range)
    }

    /// `await value`.
    fn await_expr(&mut self, a: &ast::ExprAwait) -> CResult<()> {
        self.check_async_here(a.range, "await")?;
        self.expr(&a.value)?;
        self.set_line(a.range);
        self.await_top(a.range, 0)
    }

    /// `async for target in iterable: body [else: orelse]`: `__aiter__` once, then
    /// rounds of awaiting `__anext__()` until it raises `StopAsyncIteration` (caught by a
    /// handler around the await only, as CPython lays it out).
    fn async_for(&mut self, f: &ast::StmtFor) -> CResult<()> {
        self.check_async_here(f.range, "async for")?;
        self.expr(&f.iter)?;
        self.set_line(f.range);
        // An asynchronous generator expression's `.0` is its first iterable's
        // asynchronous iterator already (CPython calls `__aiter__` once, outside).
        if !matches!(&*f.iter, Expr::Name(n) if n.id.as_str() == scopes::GENEXPR_ITER) {
            self.emit(Opcode::GetAiter, 0)?;
        }
        let it = self.new_temp();
        self.emit(Opcode::StoreFast, it)?;
        let (top, stop, orelse, end) = (self.label(), self.label(), self.label(), self.label());
        self.bind(top)?;
        let depth = self.stack_depth();
        self.protect(stop, depth)?;
        self.emit(Opcode::LoadFast, it)?;
        self.emit(Opcode::GetAnext, 0)?;
        self.await_top(f.range, 3)?;
        self.unprotect()?;
        self.enter_block();
        self.store_target(&f.target)?;
        self.unit().blocks.push(Block::Loop(Loop {
            kind: LoopKind::While,
            continue_to: top,
            break_to: end,
        }));
        self.stmts(&f.body)?;
        self.leave_block();
        self.unit().blocks.pop();
        self.emit_jump(Opcode::JumpBackward, top)?;
        self.bind(stop)?;
        self.async_for_stop(depth, orelse)?;
        self.bind(orelse)?;
        self.block(&f.orelse)?;
        self.bind(end)
    }

    fn lambda(&mut self, l: &ast::ExprLambda) -> CResult<()> {
        let (params, body) = scopes::lambda_function(l);
        self.function("<lambda>", &params, &body, l.range, false)
            .map(|_| ())
    }

    /// A function: its defaults (evaluated here, at definition time), its code compiled,
    /// and `MAKE_FUNCTION` (`MAKE_CLOSURE` with the cells it closes over) pushing it.
    /// Returns the index of its prototype.
    fn function(
        &mut self,
        name: &str,
        p: &ast::Parameters,
        body: &[Stmt],
        range: TextRange,
        is_async: bool,
    ) -> CResult<u32> {
        let params: Vec<&ast::ParameterWithDefault> =
            p.posonlyargs.iter().chain(p.args.iter()).collect();
        // Defaults are evaluated in the enclosing scope, at definition time: the
        // positional parameters', then the keyword-only ones' (CPython evaluates those
        // second too).
        let mut ndefaults = 0;
        for param in params.iter().copied().chain(p.kwonlyargs.iter()) {
            if let Some(d) = &param.default {
                self.expr(d)?;
                ndefaults += 1;
            }
        }
        self.emit(Opcode::BuildTuple, ndefaults)?;

        // The parameters' slots: positional, keyword-only, `*args`, `**kwargs`.
        let general = !p.posonlyargs.is_empty()
            || !p.kwonlyargs.is_empty()
            || p.vararg.is_some()
            || p.kwarg.is_some();
        let mut slot_params: Vec<(&ast::Identifier, TextRange)> = params
            .iter()
            .copied()
            .chain(p.kwonlyargs.iter())
            .map(|q| (&q.parameter.name, q.range))
            .collect();
        slot_params.extend(p.vararg.iter().map(|v| (&v.name, v.range)));
        slot_params.extend(p.kwarg.iter().map(|k| (&k.name, k.range)));
        let mut locals: HashMap<String, u32> = HashMap::new();
        let mut order: Vec<String> = Vec::new();
        for (ident, prange) in &slot_params {
            let name = ident.id.to_string();
            if locals.contains_key(&name) {
                return self.err(
                    *prange,
                    format!("SyntaxError: duplicate argument '{name}' in function definition"),
                );
            }
            locals.insert(name.clone(), order.len() as u32);
            order.push(name);
        }
        let signature = general.then(|| {
            let sig = value::function::Signature {
                names: order.iter().map(|n| Rc::from(n.as_str())).collect(),
                positional: params.len() as u32,
                posonly: p.posonlyargs.len() as u32,
                kwonly: p.kwonlyargs.len() as u32,
                varargs: p.vararg.is_some(),
                varkw: p.kwarg.is_some(),
            };
            let has_default = p.kwonlyargs.iter().map(|k| k.default.is_some()).collect();
            (Rc::new(sig), has_default)
        });
        let nslots = order.len() as u32;
        let mut assigned = Vec::new();
        let mut globals = HashSet::new();
        collect_assigned(body, &mut assigned, &mut globals, self.walrus);
        let nonlocals = scopes::declared_nonlocal(body);
        for name in assigned {
            if !globals.contains(&name) && !nonlocals.contains(&name) && !locals.contains_key(&name)
            {
                locals.insert(name.clone(), order.len() as u32);
                order.push(name);
            }
        }
        for g in &globals {
            if slot_params.iter().any(|(n, _)| n.id.as_str() == g) {
                return self.err(
                    range,
                    format!("SyntaxError: name '{g}' is parameter and global"),
                );
            }
        }
        // Closures: the locals nested functions use live in cells; the variables of
        // enclosing functions this one uses come in its closure.
        let nested = scopes::nested_free_names(body, self.walrus);
        let cells: HashSet<String> = locals
            .keys()
            .filter(|n| nested.contains(*n))
            .cloned()
            .collect();
        let mut free: Vec<String> = scopes::free_names(p, body, self.walrus)
            .into_iter()
            .filter(|n| self.deref_slot(n).is_some() || self.enclosing_fast_local(n))
            .collect();
        free.sort();
        for n in &nonlocals {
            if !free.contains(n) {
                return self.err(
                    range,
                    format!("SyntaxError: no binding for nonlocal '{n}' found"),
                );
            }
        }
        let first_free = order.len() as u32;
        let frees: Vec<(String, u32)> = free
            .iter()
            .enumerate()
            .map(|(k, n)| (n.clone(), first_free + k as u32))
            .collect();
        let mut cell_slots: Vec<u32> = cells.iter().map(|n| locals[n]).collect();
        cell_slots.sort();
        let nparams = params.len() as u32;
        // `**kwargs` only passed on (`f(*args, **kwargs)`), in its own slot (not a cell):
        // a call without keywords may leave it unmade (`CodeInfo::lazy_kwargs`).
        let lazy_kwargs = p.kwarg.as_ref().is_some_and(|k| {
            !cells.contains(k.name.id.as_str()) && scopes::forwards_only(body, &k.name.id)
        });
        let method = self.in_class_body();
        // A coroutine's frame suspends and resumes as a generator's does.
        let generator = is_async || scopes::is_generator(body);
        self.push_unit(
            name,
            Some(FuncScope {
                locals,
                globals,
                cells,
                frees: frees.clone(),
                class_names: HashSet::new(),
            }),
        );
        // Its free variables are read from its closure (`free_index`): no slots for them.
        let u = self.unit();
        u.nlocals -= frees.len() as u32;
        u.info.local_names.truncate(u.nlocals as usize);
        self.unit().info.method = method;
        self.unit().info.nparams = nslots;
        self.unit().info.generator = generator;
        self.unit().info.coroutine = is_async;
        self.unit().info.async_generator = is_async && scopes::is_generator(body);
        self.unit().info.lazy_kwargs = lazy_kwargs;
        self.unit().generator = generator;
        self.unit().info.qualname = Rc::from(self.unit().qualname.as_str());
        self.unit().info.doc = docstring(body).map(Rc::from);
        for slot in 0..nslots {
            self.mark_bound(slot);
        }
        self.set_line(range);
        // A general signature's arguments are all bound by the call (`Invoke::Args`).
        if signature.is_none() {
            for (i, param) in params.iter().enumerate() {
                if param.default.is_some() {
                    self.emit(Opcode::FillDefault, i as u32)?;
                }
            }
        }
        for slot in cell_slots {
            self.emit(Opcode::MakeCell, slot)?;
        }
        // The free variables are read from the closure where it is (`free_index`).
        let body_handler = self.label();
        if generator {
            // The call's value is the generator; the body runs when it is first resumed
            // (with `None` sent in, dropped), inside a handler that turns a
            // `StopIteration` leaving it into a `RuntimeError`.
            self.emit(Opcode::ReturnGenerator, 0)?;
            self.emit(Opcode::PopTop, 0)?;
            self.unit()
                .b
                .begin_protected(body_handler, 0, false)
                .map_err(internal)?;
        }
        self.prologue_for(body)?;
        self.stmts(body)?;
        if self.unit().info.async_generator {
            // (It raises: the return after it only ends the path for the verifier.)
            self.emit(Opcode::AsyncGenReturn, 0)?;
        }
        let none = self.constant(Value::None);
        self.emit(Opcode::ReturnConst, none)?;
        if generator {
            self.unit().b.end_protected().map_err(internal)?;
            self.bind(body_handler)?;
            self.emit(Opcode::GeneratorError, 0)?;
        }
        let qualname = Rc::from(self.unit().qualname.as_str());
        let code = self.pop_unit(nslots)?;
        self.codes.push(code.clone());
        let proto = FunctionProto {
            name: Rc::from(name),
            qualname,
            code,
            nparams: match signature {
                Some(_) => value::Function::GENERAL,
                None => nparams,
            },
            params: params
                .iter()
                .map(|p| Rc::from(p.parameter.name.id.as_str()))
                .collect(),
            general: signature,
        };
        let u = self.unit();
        let idx = u.info.functions.len() as u32;
        u.info.functions.push(proto);
        self.set_line(range);
        self.make_function_or_closure(idx, &free)?;
        Ok(idx)
    }

    /// Makes function `idx` of this code (its defaults pushed), with a closure of the cells
    /// of this code that hold its free variables `free`, if any.
    fn make_function_or_closure(&mut self, idx: u32, free: &[String]) -> CResult<()> {
        if free.is_empty() {
            self.emit(Opcode::MakeFunction, idx)?;
            return Ok(());
        }
        for n in free {
            if let Some(k) = self.free_index(n) {
                self.emit(Opcode::LoadFreeCell, k)?;
                continue;
            }
            let slot = self.deref_slot(n).ok_or_else(|| CompileError {
                line: 0,
                col: 0,
                message: format!("internal compiler error: no cell for '{n}'"),
            })?;
            self.emit(Opcode::LoadFast, slot)?;
        }
        self.emit(Opcode::BuildTuple, free.len() as u32)?;
        self.emit(Opcode::MakeClosure, idx)?;
        Ok(())
    }

    /// Whether `name` is a plain local of the function being compiled (one a nested
    /// function may close over: it is a cell there).
    fn enclosing_fast_local(&self, name: &str) -> bool {
        let Some(u) = self.units.last() else {
            return false;
        };
        !u.info.class_body
            && u.scope
                .as_ref()
                .is_some_and(|s| s.locals.contains_key(name) && !s.globals.contains(name))
    }

    /// `class name(bases): body`: the body runs as a function whose one local is the
    /// namespace it fills (`LOAD_NAME`/`STORE_NAME` read and write it), then
    /// `BUILD_CLASS` makes the class of the name, the bases and the namespace.
    fn class_def(&mut self, c: &ast::StmtClassDef) -> CResult<()> {
        if let Some(t) = &c.type_params {
            return self.unsupported(t.range, "type parameters");
        }
        let (bases, keywords) = match &c.arguments {
            Some(a) => (&a.args[..], &a.keywords[..]),
            None => (&[][..], &[][..]),
        };
        if let Some(s) = bases.iter().find(|b| matches!(b, Expr::Starred(_))) {
            return self.unsupported(s.range(), "starred base class");
        }
        for d in &c.decorator_list {
            self.expr(&d.expression)?;
        }
        let name = c.name.id.to_string();
        self.set_line(c.range);
        self.load_const(Value::str(name.as_str()))?;
        for b in bases {
            self.expr(b)?;
        }
        self.set_line(c.range);
        self.emit(Opcode::BuildTuple, bases.len() as u32)?;
        self.class_keywords(keywords)?;
        // The body function's defaults (none).
        self.emit(Opcode::BuildTuple, 0)?;

        let mut assigned = Vec::new();
        let mut globals = HashSet::new();
        collect_assigned(&c.body, &mut assigned, &mut globals, self.walrus);
        if let Some(Stmt::Nonlocal(n)) = c.body.iter().find(|s| matches!(s, Stmt::Nonlocal(_))) {
            return self.unsupported(n.range, "nonlocal in a class body");
        }
        // The variables of enclosing functions that the body or its methods use: its
        // closure, in slots after the namespace.
        // (None outside functions: no walk of the body then.)
        let in_function = self
            .units
            .iter()
            .skip(1)
            .any(|u| u.scope.is_some() && !u.info.class_body);
        let mut free: Vec<String> = if in_function {
            scopes::class_free_names(&c.body, self.walrus)
                .into_iter()
                .filter(|n| self.deref_slot(n).is_some() || self.enclosing_fast_local(n))
                .collect()
        } else {
            Vec::new()
        };
        free.sort();
        let frees: Vec<(String, u32)> = free
            .iter()
            .enumerate()
            .map(|(k, n)| (n.clone(), 1 + k as u32))
            .collect();
        let locals = HashMap::from([("<namespace>".to_string(), 0)]);
        self.push_unit(
            &name,
            Some(FuncScope {
                locals,
                globals,
                frees,
                class_names: assigned.into_iter().collect(),
                ..FuncScope::default()
            }),
        );
        self.unit().info.class_body = true;
        self.unit().private = Some(Rc::from(name.as_str()));
        self.mark_bound(0);
        self.set_line(c.range);
        if !free.is_empty() {
            self.emit(Opcode::CopyFreeVars, 1)?;
        }
        // As CPython: the class's module is the defining module's `__name__` then.
        self.load_name("__name__", c.range)?;
        self.store_name("__module__")?;
        let qualname = self.unit().qualname.clone();
        self.load_const(Value::str(qualname))?;
        self.store_name("__qualname__")?;
        // As `type.__new__`: every class has its own `__doc__` (not its base's).
        self.load_const(docstring(&c.body).map_or(Value::None, Value::str))?;
        self.store_name("__doc__")?;
        if has_annotations(&c.body) {
            // CPython's SETUP_ANNOTATIONS.
            self.emit(Opcode::BuildMap, 0)?;
            self.store_name("__annotations__")?;
        }
        self.prologue_for(&c.body)?;
        self.stmts(&c.body)?;
        self.emit(Opcode::LoadFast, 0)?;
        self.emit(Opcode::ReturnValue, 0)?;
        let qualname = self.unit().qualname.clone();
        let code = self.pop_unit(1)?;
        self.codes.push(code.clone());
        let proto = FunctionProto {
            name: Rc::from(name.as_str()),
            qualname: Rc::from(qualname.as_str()),
            code,
            nparams: 1,
            params: vec![Rc::from("<namespace>")],
            general: None,
        };
        let u = self.unit();
        let idx = u.info.functions.len() as u32;
        u.info.functions.push(proto);
        self.set_line(c.range);
        self.make_function_or_closure(idx, &free)?;
        self.emit(Opcode::BuildClass, 0)?;
        for _ in &c.decorator_list {
            self.emit(Opcode::Call, 1)?;
        }
        self.store_name(&name)
    }

    /// A class statement's keywords (`metaclass=M`, `**kw`) as one dict.
    fn class_keywords(&mut self, keywords: &[ast::Keyword]) -> CResult<()> {
        self.emit(Opcode::BuildMap, 0)?;
        let mut explicit = 0;
        for k in keywords {
            match &k.arg {
                Some(name) => {
                    self.load_const(Value::str(name.id.as_str()))?;
                    self.expr(&k.value)?;
                    explicit += 1;
                }
                None => {
                    if explicit > 0 {
                        self.emit(Opcode::BuildMap, explicit)?;
                        self.emit(Opcode::DictUpdate, 0)?;
                        explicit = 0;
                    }
                    self.expr(&k.value)?;
                    self.emit(Opcode::DictUpdate, 0)?;
                }
            }
        }
        if explicit > 0 {
            self.emit(Opcode::BuildMap, explicit)?;
            self.emit(Opcode::DictUpdate, 0)?;
        }
        Ok(())
    }

    /// One target of `del`.
    /// `del name`.
    fn delete_name(&mut self, name: &str, range: TextRange) -> CResult<()> {
        if self.in_class_body() && self.resolve(name).is_err() && !self.declared_global(name) {
            let sym = self
                .machine
                .global_symbol(self.module.id, &self.mangle(name));
            self.set_line(range);
            self.emit(Opcode::LoadFast, 0)?;
            return self.emit(Opcode::DeleteName, sym).map(|_| ());
        }
        self.set_line(range);
        if let Some(k) = self.free_index(name) {
            return self.emit(Opcode::DeleteFree, k).map(|_| ());
        }
        if let Some(slot) = self.deref_slot(name) {
            return self.emit(Opcode::DeleteDeref, slot).map(|_| ());
        }
        match self.resolve(name) {
            Ok(slot) => {
                self.emit(Opcode::DeleteFast, slot)?;
                // Unbound after this: forget it was bound.
                for b in &mut self.unit().bound {
                    b.remove(&slot);
                }
                Ok(())
            }
            Err(sym) => self.emit(Opcode::DeleteGlobal, sym).map(|_| ()),
        }
    }

    fn delete_target(&mut self, t: &Expr) -> CResult<()> {
        match t {
            Expr::Name(n) => self.delete_name(&n.id, n.range),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let name = self.name_index(&a.attr.id);
                self.set_line(a.range);
                self.emit(Opcode::DeleteAttr, name).map(|_| ())
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.subscript_key(&s.slice)?;
                self.set_line(s.range);
                self.emit(Opcode::DeleteSubscr, 0).map(|_| ())
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.delete_target(e)?;
                }
                Ok(())
            }
            other => self.err(other.range(), "SyntaxError: cannot delete expression"),
        }
    }

    // ------------------------------------------------------------ conditions

    /// Evaluates `e` as a condition and jumps to `to` when it is `when`.
    fn cond_jump(&mut self, e: &Expr, when: bool, to: vm_core::Label) -> CResult<()> {
        self.nested(e.range(), |me| me.cond_jump_here(e, when, to))
    }

    fn cond_jump_here(&mut self, e: &Expr, when: bool, to: vm_core::Label) -> CResult<()> {
        match e {
            Expr::UnaryOp(u) if u.op == UnaryOp::Not => {
                return self.cond_jump(&u.operand, !when, to);
            }
            Expr::BoolOp(b) => {
                let is_and = b.op == BoolOp::And;
                // `a and b` jumps when false if any is false; when true only if all are.
                if is_and != when {
                    for v in &b.values {
                        self.cond_jump(v, when, to)?;
                    }
                } else {
                    let skip = self.label();
                    let n = b.values.len();
                    for (i, v) in b.values.iter().enumerate() {
                        if i + 1 < n {
                            self.cond_jump(v, !when, skip)?;
                        } else {
                            self.cond_jump(v, when, to)?;
                        }
                    }
                    self.bind(skip)?;
                }
                return Ok(());
            }
            // `if x is None:` / `if x is not None:`: the identity test and its jump in
            // one dispatch (CPython 3.11's `POP_JUMP_IF_NONE`).
            Expr::Compare(c)
                if c.ops.len() == 1
                    && matches!(c.ops[0], CmpOp::Is | CmpOp::IsNot)
                    && matches!(c.comparators[0], Expr::NoneLiteral(_)) =>
            {
                self.expr(&c.left)?;
                self.set_line(c.range);
                let when_none = (c.ops[0] == CmpOp::Is) == when;
                return self.emit_jump_with(Opcode::NoneJump, u32::from(when_none), to);
            }
            Expr::Compare(c) if c.ops.len() == 1 => {
                return self.compare_jump(&c.left, c.ops[0], &c.comparators[0], c, when, to);
            }
            // `if lo < t < hi:` whose inner operands are bound locals or constants: `lo <
            // t and t < hi`, each a compare-and-branch, instead of the chain's DUP_TOP,
            // ROT_THREE, COMPARE_OP, jump and cleanup (a raytracer's `0.0 < t < distance`:
            // 374 -> 149 instructions). Reading such an operand twice sees one value: the
            // comparison between the reads runs no code that could rebind a local of this
            // frame (not a cell), and each read comes before the next operand is evaluated
            // as the chain's one read would.
            Expr::Compare(c) if self.chain_splits(c)? => {
                // As `and` of the comparisons: a false one jumps to `to` (when `when` is
                // false) or past the test (when it is true); the last decides.
                let skip = when.then(|| self.label());
                let last = c.ops.len() - 1;
                let mut left = &*c.left;
                for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
                    match skip {
                        Some(past) if i < last => {
                            self.compare_jump(left, *op, right, c, false, past)?;
                        }
                        _ if i < last => self.compare_jump(left, *op, right, c, false, to)?,
                        _ => self.compare_jump(left, *op, right, c, when, to)?,
                    }
                    left = right;
                }
                if let Some(past) = skip {
                    self.bind(past)?;
                }
                return Ok(());
            }
            Expr::BooleanLiteral(b) => {
                if b.value == when {
                    self.emit_jump(Opcode::JumpForward, to)?;
                }
                return Ok(());
            }
            // `if flags[n - p]:` with a bound local container and a computed key: the
            // subscript tests the item itself. (A constant or bound local key already
            // has a one-dispatch subscript; a slice is no single item.)
            Expr::Subscript(sub)
                if !matches!(&*sub.slice, Expr::Slice(_))
                    && self.const_index(&sub.slice).is_none()
                    && self.bound_local(&sub.slice).is_none() =>
            {
                if let Some(slot) = self.bound_local(&sub.value)
                    && let Some(oparg) = encode_fields(&[slot, u32::from(when)])
                {
                    self.subscript_key(&sub.slice)?;
                    self.set_line(sub.range);
                    return self.emit_jump_with(Opcode::SubscrFastJump, oparg, to);
                }
            }
            // `if c.domain & bit:` with a bound-local or constant right operand: the
            // operation and its branch in one dispatch. (With a bound-local left operand
            // too, `BINARY_OP_FAST_FAST` and the jump are two dispatches either way.)
            Expr::BinOp(b) if self.bound_local(&b.left).is_none() => {
                let op = self.operator(b.op, b.range)?;
                let right = if !fusable(op) {
                    None
                } else if let Some(slot) = self.bound_local(&b.right) {
                    Some((Opcode::BinaryOpFastJump, slot))
                } else {
                    let v = self.constant_of(&b.right)?;
                    v.map(|v| (Opcode::BinaryOpConstJump, self.constant(v)))
                };
                if let Some((opcode, index)) = right
                    && let Some(oparg) = encode_fields(&[index, op, u32::from(when)])
                {
                    self.expr(&b.left)?;
                    self.set_line(b.range);
                    return self.emit_jump_with(opcode, oparg, to);
                }
            }
            _ => {}
        }
        // why no TO_BOOL here (CPython 3.13 emits one): the conditional jumps test
        // truthiness themselves, with a bool fast path, so a condition costs one dispatch
        // instead of two (measured: 10% of a sieve's dispatches were TO_BOOL_BOOL).
        self.expr(e)?;
        self.pop_jump(when, to)
    }

    /// `left <op> right` (one comparison of `c`) as a condition that jumps to `to` when it
    /// is `when`.
    fn compare_jump(
        &mut self,
        left: &Expr,
        op: CmpOp,
        right: &Expr,
        c: &ast::ExprCompare,
        when: bool,
        to: vm_core::Label,
    ) -> CResult<()> {
        if let Some(arg) = ordering_arg(op) {
            let branch = outcome::branch(arg, when);
            return self.compare_branch(left, right, branch, c.range, to);
        }
        self.compare_once(left, op, right, c.range)?;
        self.pop_jump(when, to)
    }

    /// Whether chained comparison `c` may run as its comparisons joined by `and`: each
    /// operand but the first and the last is a bound local or a constant (read again
    /// for the next comparison, as the chain would reuse it).
    fn chain_splits(&mut self, c: &ast::ExprCompare) -> CResult<bool> {
        let n = c.comparators.len();
        if n < 2 {
            return Ok(false);
        }
        for e in &c.comparators[..n - 1] {
            if self.bound_local(e).is_none() && self.constant_of(e)?.is_none() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `POP_JUMP_IF_TRUE` (`when`) or `POP_JUMP_IF_FALSE` to `to`.
    fn pop_jump(&mut self, when: bool, to: vm_core::Label) -> CResult<()> {
        let op = if when {
            Opcode::PopJumpIfTrue
        } else {
            Opcode::PopJumpIfFalse
        };
        self.emit_jump(op, to)
    }

    /// `a and b ...` / `a or b ...` as a value. An operand that decides (a falsy one of
    /// `and`, a truthy one of `or`) is the result and stays on the stack; the others are
    /// popped. A nested `and`/`or` operand sends its own deciding operands straight to
    /// where the enclosing one would send them (`exits`), so that no operand's truth is
    /// tested twice: `(a and b) or c` tests a falsy `a` once and goes on to `c`, as
    /// CPython's jump threading makes it.
    fn bool_op_value(&mut self, b: &ast::ExprBoolOp, exits: BoolExits) -> CResult<()> {
        let end = self.label();
        let is_and = b.op == BoolOp::And;
        // Where an operand goes when it decides this operation, and the exits its own
        // `and`/`or` operand takes: deciding here, or passing on to the next operand.
        let decide = if is_and { exits.falsy } else { exits.truthy }.unwrap_or(Exit::Keep(end));
        let n = b.values.len();
        for (i, v) in b.values.iter().enumerate() {
            if i + 1 == n {
                self.bool_operand(v, exits)?;
                break;
            }
            let next = self.label();
            let pass = Exit::Pop(next);
            let inner = if is_and {
                BoolExits {
                    falsy: Some(decide),
                    truthy: Some(pass),
                }
            } else {
                BoolExits {
                    falsy: Some(pass),
                    truthy: Some(decide),
                }
            };
            self.bool_operand(v, inner)?;
            let when = !is_and;
            match decide {
                // The test takes a copy: the operand stays when it decides.
                Exit::Keep(to) => {
                    self.emit(Opcode::DupTop, 0)?;
                    self.pop_jump(when, to)?;
                    self.emit(Opcode::PopTop, 0)?;
                }
                Exit::Pop(to) => self.pop_jump(when, to)?,
            }
            self.bind(next)?;
        }
        self.bind(end)
    }

    /// An operand of [`Self::bool_op_value`], `exits` for it when it is an `and`/`or`.
    fn bool_operand(&mut self, e: &Expr, exits: BoolExits) -> CResult<()> {
        match e {
            Expr::BoolOp(b) => self.bool_op_value(b, exits),
            _ => self.expr(e),
        }
    }

    fn compare_op(&mut self, op: CmpOp) -> CResult<()> {
        let (opcode, arg) = match (op, ordering_arg(op)) {
            (_, Some(arg)) => (Opcode::CompareOp, arg),
            (CmpOp::IsNot, None) => (Opcode::IsOp, 1),
            (CmpOp::In, None) => (Opcode::ContainsOp, 0),
            (CmpOp::NotIn, None) => (Opcode::ContainsOp, 1),
            (_, None) => (Opcode::IsOp, 0),
        };
        self.emit(opcode, arg).map(|_| ())
    }

    /// `if left <cmp> right` as one compare-and-branch (`branch`: its branch byte), naming
    /// bound-local and constant operands in oparg fields when they fit.
    fn compare_branch(
        &mut self,
        left: &Expr,
        right: &Expr,
        branch: u32,
        range: TextRange,
        to: vm_core::Label,
    ) -> CResult<()> {
        let both = [Opcode::CompareFastFastJump, Opcode::CompareFastConstJump];
        if let Some(a) = self.bound_local(left)
            && let Some((opcode, oparg)) = self.field_operand(right, &[a], branch, both)?
        {
            self.set_line(range);
            return self.emit_jump_with(opcode, oparg, to);
        }
        self.expr(left)?;
        let right_only = [Opcode::CompareFastJump, Opcode::CompareConstJump];
        if let Some((opcode, oparg)) = self.field_operand(right, &[], branch, right_only)? {
            self.set_line(range);
            return self.emit_jump_with(opcode, oparg, to);
        }
        self.expr(right)?;
        self.set_line(range);
        self.emit_jump_with(Opcode::CompareJump, branch, to)
    }

    fn compare_once(&mut self, l: &Expr, op: CmpOp, r: &Expr, range: TextRange) -> CResult<()> {
        // `x in {1, 2, 3}`: the set of constants is a frozenset constant, as CPython's
        // optimizer makes it, not a set built at every test.
        if let CmpOp::In | CmpOp::NotIn = op
            && let Expr::Set(s) = r
            && let Some(set) = self.frozenset_of(&s.elts)?
        {
            self.expr(l)?;
            self.load_const(set)?;
            self.set_line(range);
            return self.compare_op(op);
        }
        // `x in g` with `g` a global: `CONTAINS_GLOBAL` reads `g` itself, after `x` is
        // evaluated, as `LOAD_GLOBAL` would.
        if let CmpOp::In | CmpOp::NotIn = op
            && let Some(sym) = self.global_name(r)
            && let Some(oparg) = encode_fields(&[sym, u32::from(op == CmpOp::NotIn)])
        {
            self.expr(l)?;
            self.set_line(range);
            return self.emit(Opcode::ContainsGlobal, oparg).map(|_| ());
        }
        self.expr(l)?;
        // `a <cmp> constant`: one `COMPARE_CONST` naming the constant in a field.
        if let Some(arg) = ordering_arg(op)
            && let Some(v) = self.constant_of(r)?
            && let Some(oparg) = encode_fields(&[self.constant(v), arg])
        {
            self.set_line(range);
            return self.emit(Opcode::CompareConst, oparg).map(|_| ());
        }
        self.expr(r)?;
        self.set_line(range);
        self.compare_op(op)
    }

    // ------------------------------------------------------------ expressions

    fn operator(&self, op: Operator, range: TextRange) -> CResult<u32> {
        Ok(match op {
            Operator::Add => nb::ADD,
            Operator::Sub => nb::SUBTRACT,
            Operator::Mult => nb::MULTIPLY,
            Operator::Div => nb::TRUE_DIVIDE,
            Operator::FloorDiv => nb::FLOOR_DIVIDE,
            Operator::Mod => nb::REMAINDER,
            Operator::Pow => nb::POWER,
            Operator::LShift => nb::LSHIFT,
            Operator::RShift => nb::RSHIFT,
            Operator::BitOr => nb::OR,
            Operator::BitXor => nb::XOR,
            Operator::BitAnd => nb::AND,
            Operator::MatMult => return self.unsupported(range, "matrix multiplication"),
        })
    }

    /// A literal's value, if `e` is a constant (folding tuples of constants and negated
    /// numbers, as CPython does).
    fn constant_of(&self, e: &Expr) -> CResult<Option<Value>> {
        match e {
            // Only these fold (or contain what folds): the rest answer at once.
            Expr::NumberLiteral(_)
            | Expr::StringLiteral(_)
            | Expr::BytesLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_) => self.constant_here(e),
            Expr::UnaryOp(_) | Expr::Tuple(_) => {
                self.nested_ref(e.range(), |me| me.constant_here(e))
            }
            _ => Ok(None),
        }
    }

    fn constant_here(&self, e: &Expr) -> CResult<Option<Value>> {
        Ok(Some(match e {
            Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => match i.as_i64() {
                    Some(v) => Value::Int(v),
                    None => {
                        let text = i.to_string().replace('_', "");
                        let lower = text.to_ascii_lowercase();
                        let (radix, digits) = if let Some(d) = lower.strip_prefix("0x") {
                            (16, d.to_string())
                        } else if let Some(d) = lower.strip_prefix("0o") {
                            (8, d.to_string())
                        } else if let Some(d) = lower.strip_prefix("0b") {
                            (2, d.to_string())
                        } else {
                            (10, lower.clone())
                        };
                        if let Err(e) = crate::value::str_digits::check_parse(digits.len(), radix) {
                            return self.err(
                                n.range,
                                format!(
                                    "SyntaxError: {} - Consider hexadecimal for huge integer \
                                     literals to avoid decimal conversion limits.",
                                    e.message()
                                ),
                            );
                        }
                        match BigInt::parse_bytes(digits.as_bytes(), radix) {
                            Some(b) => Value::from_bigint(b),
                            None => {
                                return self.err(n.range, "SyntaxError: invalid integer literal");
                            }
                        }
                    }
                },
                Number::Float(f) => Value::Float(*f),
                Number::Complex { .. } => return self.unsupported(n.range, "complex number"),
            },
            Expr::StringLiteral(s) => Value::str(s.value.to_str()),
            // The parser decoded the escapes (`\x00`, `\n`, octal) of every part of an
            // implicit concatenation.
            Expr::BytesLiteral(b) => Value::bytes(b.value.bytes().collect::<Vec<u8>>()),
            Expr::BooleanLiteral(b) => Value::Bool(b.value),
            Expr::NoneLiteral(_) => Value::None,
            Expr::UnaryOp(u) if u.op == UnaryOp::USub => match self.constant_of(&u.operand)? {
                Some(Value::Int(i)) if i != i64::MIN => Value::Int(-i),
                Some(Value::Float(f)) => Value::Float(-f),
                _ => return Ok(None),
            },
            Expr::Tuple(t) => {
                let mut items = Vec::with_capacity(t.elts.len());
                for e in &t.elts {
                    match self.constant_of(e)? {
                        Some(v) => items.push(v),
                        None => return Ok(None),
                    }
                }
                Value::tuple(items)
            }
            _ => return Ok(None),
        }))
    }

    /// The frozenset of `elts` when they are all constants, its items in CPython's order:
    /// there the folded constants make a frozenset, whose items (in its table's order)
    /// make the frozenset constant itself (`merge_consts_recursive` rebuilds it).
    fn frozenset_of(&self, elts: &[Expr]) -> CResult<Option<Value>> {
        let mut table = value::SetTable::new();
        for e in elts {
            let Some(v) = self.constant_of(e)? else {
                return Ok(None);
            };
            // (Constants hash without running code; should one not, the display builds
            // at run time and raises there.)
            if table.add(v).is_err() {
                return Ok(None);
            }
        }
        let mut rebuilt = value::SetTable::new();
        for (_, v) in table.entries() {
            if rebuilt.add(v.clone()).is_err() {
                return Ok(None);
            }
        }
        Ok(Some(Value::frozenset(rebuilt)))
    }

    /// A list, tuple or set display: its elements, then one `BUILD_*` of their count; past
    /// [`DISPLAY_CHUNK`] elements, the first ones so and the rest added one at a time (a
    /// long tuple is built as a list, then given to `tuple`).
    fn build(&mut self, elts: &[Expr], range: TextRange, op: Opcode) -> CResult<()> {
        if elts.iter().any(|e| matches!(e, Expr::Starred(_))) {
            return self.build_unpacking(elts, range, op);
        }
        // A set of more than two constants merges a frozenset constant into an empty set,
        // as CPython 3.11 compiles it: its items then land in the order CPython's do.
        if op == Opcode::BuildSet
            && elts.len() > 2
            && let Some(set) = self.frozenset_of(elts)?
        {
            self.set_line(range);
            self.emit(Opcode::BuildSet, 0)?;
            self.load_const(set)?;
            self.set_line(range);
            return self.emit(Opcode::SetUpdate, 0).map(|_| ());
        }
        if elts.len() > DISPLAY_CHUNK {
            let tuple = op == Opcode::BuildTuple;
            if tuple {
                // `tuple` itself, not the name (which a program may rebind).
                self.load_const(Value::Builtin(crate::builtins::TUPLE))?;
            }
            let (op, add) = match op {
                Opcode::BuildSet => (Opcode::BuildSet, Opcode::SetAdd),
                _ => (Opcode::BuildList, Opcode::ListAppend),
            };
            let (first, rest) = elts.split_at(DISPLAY_CHUNK);
            for e in first {
                self.expr(e)?;
            }
            self.set_line(range);
            self.emit(op, DISPLAY_CHUNK as u32)?;
            for e in rest {
                self.expr(e)?;
                self.set_line(range);
                self.emit(add, 0)?;
            }
            if tuple {
                self.emit(Opcode::Call, 1)?;
            }
            return Ok(());
        }
        for e in elts {
            self.expr(e)?;
        }
        self.set_line(range);
        self.emit(op, elts.len() as u32)?;
        Ok(())
    }

    /// A list, tuple or set display with `*iterable` items: the items before the first
    /// star built at once, then each one added (`LIST_APPEND`/`SET_ADD`) or unpacked into
    /// it (`LIST_EXTEND`/`SET_UPDATE`) in order; a tuple is `tuple()` of that list.
    fn build_unpacking(&mut self, elts: &[Expr], range: TextRange, op: Opcode) -> CResult<()> {
        let tuple = op == Opcode::BuildTuple;
        if tuple {
            // `tuple` itself, not the name (which a program may rebind).
            self.load_const(Value::Builtin(crate::builtins::TUPLE))?;
        }
        let (build, add, extend) = match op {
            Opcode::BuildSet => (Opcode::BuildSet, Opcode::SetAdd, Opcode::SetUpdate),
            _ => (Opcode::BuildList, Opcode::ListAppend, Opcode::ListExtend),
        };
        let first = elts
            .iter()
            .take_while(|e| !matches!(e, Expr::Starred(_)))
            .count()
            .min(DISPLAY_CHUNK);
        for e in &elts[..first] {
            self.expr(e)?;
        }
        self.set_line(range);
        self.emit(build, first as u32)?;
        for e in &elts[first..] {
            match e {
                Expr::Starred(s) => {
                    self.expr(&s.value)?;
                    self.set_line(range);
                    self.emit(extend, 0)?;
                }
                _ => {
                    self.expr(e)?;
                    self.set_line(range);
                    self.emit(add, 0)?;
                }
            }
        }
        if tuple {
            self.emit(Opcode::Call, 1)?;
        }
        Ok(())
    }

    /// A dict display too long to build at once or with `**mapping` items: the pairs
    /// before the first `**` (at most a chunk) built at once, then each pair added
    /// (`MAP_ADD`, a later key replacing an earlier one) or each mapping merged in
    /// (`DICT_UPDATE`), in order.
    fn dict_display(&mut self, d: &ast::ExprDict) -> CResult<()> {
        let first = d
            .items
            .iter()
            .take_while(|item| item.key.is_some())
            .count()
            .min(DISPLAY_CHUNK);
        for item in &d.items[..first] {
            self.expr(item.key.as_ref().expect("counted among the keyed pairs"))?;
            self.expr(&item.value)?;
        }
        self.set_line(d.range);
        self.emit(Opcode::BuildMap, first as u32)?;
        for item in &d.items[first..] {
            match &item.key {
                Some(k) => {
                    self.expr(k)?;
                    self.expr(&item.value)?;
                    self.set_line(d.range);
                    self.emit(Opcode::MapAdd, 0)?;
                }
                None => {
                    self.expr(&item.value)?;
                    self.set_line(d.range);
                    self.emit(Opcode::DictUpdate, 0)?;
                }
            }
        }
        Ok(())
    }

    /// CPython's SyntaxErrors for the assignment expressions of a comprehension that runs
    /// as a function (`decl`, the declaration of their names): in a class body, and naming
    /// one of its iteration variables.
    fn check_comprehension_walrus(&mut self, g: &ast::ExprGenerator, decl: &Stmt) -> CResult<()> {
        let names = match decl {
            Stmt::Nonlocal(n) => &n.names,
            Stmt::Global(n) => &n.names,
            _ => return Ok(()),
        };
        if self.in_class_body() {
            return self.err(
                g.range,
                "SyntaxError: assignment expression within a comprehension cannot be used in a class body",
            );
        }
        let mut targets = Vec::new();
        for c in &g.generators {
            target_names(&c.target, &mut targets);
        }
        if let Some(n) = names
            .iter()
            .find(|n| targets.iter().any(|t| t == n.as_str()))
        {
            return self.err(
                g.range,
                format!(
                    "SyntaxError: assignment expression cannot rebind comprehension iteration variable '{n}'"
                ),
            );
        }
        Ok(())
    }

    /// `name := value`: the value, kept as the expression's, bound to `name` in this
    /// scope (in a comprehension run inline, the function's: PEP 572).
    fn assignment_expression(&mut self, n: &ast::ExprNamed) -> CResult<()> {
        let Expr::Name(target) = &*n.target else {
            return self.err(
                n.target.range(),
                "SyntaxError: cannot use assignment expressions with this target",
            );
        };
        if let Some(u) = self.units.last()
            && (u.comp_vars.iter().any(|(v, _)| v == target.id.as_str())
                || u.comp_targets
                    .iter()
                    .flatten()
                    .any(|v| v == target.id.as_str()))
        {
            return self.err(
                n.range,
                format!(
                    "SyntaxError: assignment expression cannot rebind comprehension iteration variable '{}'",
                    target.id
                ),
            );
        }
        if self.in_class_body() && !self.unit().comp_vars.is_empty() {
            return self.err(
                n.range,
                "SyntaxError: assignment expression within a comprehension cannot be used in a class body",
            );
        }
        self.expr(&n.value)?;
        self.set_line(n.range);
        self.emit(Opcode::DupTop, 0)?;
        self.store_name(&target.id)
    }

    fn expr(&mut self, e: &Expr) -> CResult<()> {
        self.nested(e.range(), |me| me.expr_here(e))
    }

    fn expr_here(&mut self, e: &Expr) -> CResult<()> {
        if let Some(v) = self.constant_of(e)? {
            return self.load_const(v);
        }
        match e {
            Expr::Name(n) => {
                self.set_line(n.range);
                self.load_name(&n.id, n.range)?;
            }
            Expr::BinOp(b) => {
                let op = self.operator(b.op, b.range)?;
                if self.fused_binary(&b.left, &b.right, op, b.range)? {
                    return Ok(());
                }
                self.expr(&b.left)?;
                if self.fused_right(&b.right, op, b.range)? {
                    return Ok(());
                }
                self.expr(&b.right)?;
                self.set_line(b.range);
                self.emit(Opcode::BinaryOp, op)?;
            }
            Expr::UnaryOp(u) => {
                self.expr(&u.operand)?;
                self.set_line(u.range);
                match u.op {
                    UnaryOp::USub => self.emit(Opcode::UnaryNegative, 0)?,
                    UnaryOp::UAdd => self.emit(Opcode::UnaryPositive, 0)?,
                    UnaryOp::Invert => self.emit(Opcode::UnaryInvert, 0)?,
                    UnaryOp::Not => {
                        self.emit(Opcode::ToBool, 0)?;
                        self.emit(Opcode::UnaryNot, 0)?
                    }
                };
            }
            Expr::BoolOp(b) => self.bool_op_value(b, BoolExits::default())?,
            Expr::Compare(c) => {
                if c.ops.len() == 1 {
                    self.compare_once(&c.left, c.ops[0], &c.comparators[0], c.range)?;
                } else {
                    // a < b < c: a b DUP ROT3 CMP -> b r; if r: POP_TOP b c CMP
                    let cleanup = self.label();
                    let end = self.label();
                    self.expr(&c.left)?;
                    let n = c.ops.len();
                    for (i, (op, right)) in c.ops.iter().zip(c.comparators.iter()).enumerate() {
                        self.expr(right)?;
                        self.set_line(c.range);
                        if i + 1 < n {
                            self.emit(Opcode::DupTop, 0)?;
                            self.emit(Opcode::RotThree, 0)?;
                            self.compare_op(*op)?;
                            self.emit(Opcode::DupTop, 0)?;
                            self.emit_jump(Opcode::PopJumpIfFalse, cleanup)?;
                            self.emit(Opcode::PopTop, 0)?;
                        } else {
                            self.compare_op(*op)?;
                        }
                    }
                    self.emit_jump(Opcode::JumpForward, end)?;
                    self.bind(cleanup)?;
                    // b r -> r
                    self.emit(Opcode::RotTwo, 0)?;
                    self.emit(Opcode::PopTop, 0)?;
                    self.bind(end)?;
                }
            }
            Expr::Call(c) => {
                self.call(c, false)?;
            }
            Expr::If(i) => {
                let other = self.label();
                let end = self.label();
                self.cond_jump(&i.test, false, other)?;
                self.expr(&i.body)?;
                self.emit_jump(Opcode::JumpForward, end)?;
                self.bind(other)?;
                self.expr(&i.orelse)?;
                self.bind(end)?;
            }
            Expr::List(l) => self.build(&l.elts, l.range, Opcode::BuildList)?,
            Expr::Tuple(t) => self.build(&t.elts, t.range, Opcode::BuildTuple)?,
            Expr::Set(s) => self.build(&s.elts, s.range, Opcode::BuildSet)?,
            Expr::Dict(d)
                if d.items.len() <= DISPLAY_CHUNK && d.items.iter().all(|i| i.key.is_some()) =>
            {
                for item in &d.items {
                    self.expr(item.key.as_ref().expect("all keyed"))?;
                    self.expr(&item.value)?;
                }
                self.set_line(d.range);
                self.emit(Opcode::BuildMap, d.items.len() as u32)?;
            }
            Expr::Dict(d) => self.dict_display(d)?,
            Expr::Subscript(s) => {
                self.subscript(s, Opcode::BinarySubscrIndex, Opcode::BinarySubscr)?
            }
            Expr::FString(f) => self.fstring(f)?,
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_)
                if async_comp::Comp::of(e).is_some_and(|c| c.runs_async()) =>
            {
                if let Some(c) = async_comp::Comp::of(e) {
                    self.async_comprehension(e, &c)?;
                }
            }
            Expr::ListComp(c)
                if scopes::comprehension_captures(&[&c.elt], &c.generators, self.walrus) =>
            {
                self.comprehension_function(
                    &c.elt,
                    &c.generators,
                    c.range,
                    "<listcomp>",
                    crate::builtins::LIST,
                )?
            }
            Expr::ListComp(c) => {
                self.comprehension(Opcode::BuildList, &c.generators, c.range, |me| {
                    me.expr(&c.elt)?;
                    me.emit(Opcode::ListAppend, 0).map(|_| ())
                })?
            }
            Expr::SetComp(c)
                if scopes::comprehension_captures(&[&c.elt], &c.generators, self.walrus) =>
            {
                self.comprehension_function(
                    &c.elt,
                    &c.generators,
                    c.range,
                    "<setcomp>",
                    crate::builtins::SET,
                )?
            }
            Expr::SetComp(c) => {
                self.comprehension(Opcode::BuildSet, &c.generators, c.range, |me| {
                    me.expr(&c.elt)?;
                    me.emit(Opcode::SetAdd, 0).map(|_| ())
                })?
            }
            Expr::DictComp(c) => {
                let Some(key) = &c.key else {
                    return self.unsupported(c.range, "dict unpacking in a comprehension");
                };
                if scopes::comprehension_captures(&[key, &c.value], &c.generators, self.walrus) {
                    // `dict(<genexpr of (key, value) pairs>)`.
                    let pair = scopes::dict_pair(key, &c.value, c.range);
                    self.comprehension_function(
                        &pair,
                        &c.generators,
                        c.range,
                        "<dictcomp>",
                        crate::builtins::DICT,
                    )?;
                } else {
                    self.comprehension(Opcode::BuildMap, &c.generators, c.range, |me| {
                        me.expr(key)?;
                        me.expr(&c.value)?;
                        me.emit(Opcode::MapAdd, 0).map(|_| ())
                    })?
                }
            }
            Expr::Generator(g) => self.generator_expr(g)?,
            Expr::Attribute(a) => {
                let name = self.name_index(&a.attr.id);
                if let Expr::Attribute(inner) = &*a.value
                    && let Some(slot) = self.bound_local(&inner.value)
                    && let Some(oparg) =
                        encode_fields(&[slot, self.name_index(&inner.attr.id), name])
                {
                    // `self.pos.x`: the local and both names in the fields.
                    self.set_line(a.range);
                    self.emit(Opcode::LoadAttrFastAttr, oparg)?;
                } else if let Some(oparg) = self
                    .bound_local(&a.value)
                    .and_then(|slot| encode_fields(&[slot, name]))
                {
                    // `self.x`: the local named in the fields, one dispatch.
                    self.set_line(a.range);
                    self.emit(Opcode::LoadAttrFast, oparg)?;
                } else {
                    self.expr(&a.value)?;
                    self.set_line(a.range);
                    self.emit(Opcode::LoadAttr, name)?;
                }
            }
            Expr::Lambda(l) => self.lambda(l)?,
            Expr::Named(n) => self.assignment_expression(n)?,
            Expr::Await(a) => self.await_expr(a)?,
            Expr::Yield(y) => self.yield_expr(y, false)?,
            Expr::YieldFrom(y) => self.yield_from(y)?,
            Expr::Starred(s) => return self.unsupported(s.range, "starred expression"),
            Expr::Slice(s) => return self.unsupported(s.range, "slice outside a subscript"),
            Expr::EllipsisLiteral(_) => self.load_const(Value::Ellipsis)?,
            Expr::TString(t) => return self.unsupported(t.range, "template string"),
            Expr::IpyEscapeCommand(i) => return self.unsupported(i.range, "IPython escape"),
            Expr::NumberLiteral(_)
            | Expr::StringLiteral(_)
            | Expr::BytesLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_) => unreachable!("constants are folded above"),
        }
        Ok(())
    }

    /// The index of a subscript by a small non-negative int literal (`x[0]`).
    fn const_index(&self, key: &Expr) -> Option<u32> {
        match key {
            Expr::NumberLiteral(ast::ExprNumberLiteral {
                value: Number::Int(i),
                ..
            }) => i.as_u64().filter(|&v| v < (1 << 23)).map(|v| v as u32),
            _ => None,
        }
    }

    /// `container[key]` with `by_index` (a small constant index in the oparg) or `by_key`
    /// (the key pushed), after the container (and, for a store, the value) is pushed.
    fn subscript(
        &mut self,
        s: &ast::ExprSubscript,
        by_index: Opcode,
        by_key: Opcode,
    ) -> CResult<()> {
        // A bound local container with a small constant or bound local key: one
        // instruction names both in the oparg's fields (for a store the value is already on
        // the stack; reading locals has no effects, so the order of the reads does not
        // show, and nothing in a key can rebind a local).
        let fused = match by_key {
            Opcode::StoreSubscr => {
                Some([Opcode::StoreSubscrIndexFast, Opcode::StoreSubscrFastFast])
            }
            Opcode::BinarySubscr => {
                Some([Opcode::BinarySubscrIndexFast, Opcode::BinarySubscrFastFast])
            }
            _ => None,
        };
        if let Some([by_index_fast, by_local_fast]) = fused
            && let Some(slot) = self.bound_local(&s.value)
        {
            let named = if let Some(i) = self.const_index(&s.slice) {
                encode_fields(&[slot, i]).map(|o| (by_index_fast, o))
            } else {
                self.bound_local(&s.slice)
                    .and_then(|key| encode_fields(&[slot, key]))
                    .map(|o| (by_local_fast, o))
            };
            if let Some((opcode, oparg)) = named {
                self.set_line(s.range);
                self.emit(opcode, oparg)?;
                return Ok(());
            }
        }
        // A load from a bound local container by another key reads the local in place.
        if by_key == Opcode::BinarySubscr
            && !matches!(&*s.slice, Expr::Slice(_))
            && let Some(slot) = self.bound_local(&s.value)
        {
            self.subscript_key(&s.slice)?;
            self.set_line(s.range);
            self.emit(Opcode::BinarySubscrFast, slot)?;
            return Ok(());
        }
        self.expr(&s.value)?;
        if let Some(i) = self.const_index(&s.slice) {
            self.set_line(s.range);
            self.emit(by_index, i)?;
            return Ok(());
        }
        self.subscript_key(&s.slice)?;
        self.set_line(s.range);
        self.emit(by_key, 0)?;
        Ok(())
    }

    /// The parts of a slice whose bounds and step are int literals or absent.
    fn const_slice(&self, s: &ast::ExprSlice) -> CResult<Option<[Value; 3]>> {
        let mut parts = [Value::None, Value::None, Value::None];
        for (to, part) in parts.iter_mut().zip([&s.lower, &s.upper, &s.step]) {
            if let Some(p) = part {
                match self.constant_of(p)? {
                    Some(v @ Value::Int(_)) => *to = v,
                    _ => return Ok(None),
                }
            }
        }
        Ok(Some(parts))
    }

    fn subscript_key(&mut self, key: &Expr) -> CResult<()> {
        match key {
            Expr::Slice(s) => {
                // A slice of constant bounds (`fields[2:]`, `s[:-1]`) is one constant, as
                // CPython 3.14 folds it (slices are immutable). why: building it took three
                // loads, a `BUILD_SLICE` and an allocation freed again at every run.
                if let Some(parts) = self.const_slice(s)? {
                    return self.load_const(Value::Slice(crate::value::obj(parts)));
                }
                for part in [&s.lower, &s.upper, &s.step] {
                    match part {
                        Some(p) => self.expr(p)?,
                        None => self.load_const(Value::None)?,
                    }
                }
                self.emit(Opcode::BuildSlice, 0)?;
                Ok(())
            }
            other => self.expr(other),
        }
    }

    /// An inlined comprehension (PEP 709): the result is built on the stack while the
    /// loops run; the loop variables are hidden locals.
    fn comprehension(
        &mut self,
        build: Opcode,
        generators: &[ast::Comprehension],
        range: TextRange,
        body: impl FnOnce(&mut Self) -> CResult<()>,
    ) -> CResult<()> {
        self.set_line(range);
        let line = self.unit().line;
        self.emit(build, 0)?;
        let mut ends = Vec::new();
        let pushed = self.unit().comp_vars.len();
        let mut start = None;
        for g in generators {
            if g.is_async {
                // (Asynchronous comprehensions run as functions: `compiler/async_comp.rs`.)
                return self.err(
                    g.range,
                    "internal compiler error: async comprehension inline",
                );
            }
            self.expr(&g.iter)?;
            let top = self.label();
            let check = self.label();
            self.emit_jump(Opcode::GetIterJump, check)?;
            start.get_or_insert(self.unit().b.offset() as u32);
            // Bind the target names to fresh slots (after evaluating the iterable, which
            // sees the enclosing names).
            let mut names = Vec::new();
            target_names(&g.target, &mut names);
            for n in names {
                let slot = self.new_temp();
                self.unit().comp_vars.push((n, slot));
            }
            self.bind(top)?;
            let fast = self.loop_start(&g.target)?;
            for cond in &g.ifs {
                self.cond_jump(cond, false, check)?;
            }
            ends.push((top, check, fast));
        }
        body(self)?;
        for (top, check, fast) in ends.into_iter().rev() {
            self.bind(check)?;
            self.loop_step(fast, top)?;
        }
        self.unit().comp_vars.truncate(pushed);
        let u = self.unit();
        if let Some(start) = start {
            let kind = match build {
                Opcode::BuildSet => b's',
                Opcode::BuildMap => b'd',
                _ => b'l',
            };
            let end = u.b.offset() as u32;
            u.info.comprehensions.push(value::InlineComprehension {
                start,
                end,
                kind,
                line,
            });
        }
        Ok(())
    }

    fn fstring(&mut self, f: &ast::ExprFString) -> CResult<()> {
        let total: u32 = f
            .value
            .iter()
            .map(|part| match part {
                FStringPart::Literal(l) => u32::from(!l.value.is_empty()),
                FStringPart::FString(fs) => fstring_parts(&fs.elements),
            })
            .sum();
        let mut parts = 0u32;
        for part in f.value.iter() {
            match part {
                FStringPart::Literal(l) => {
                    if !l.value.is_empty() {
                        self.load_const(Value::str(&*l.value))?;
                        parts += 1;
                    }
                }
                FStringPart::FString(fs) => {
                    parts += self.fstring_elements(&fs.elements, total != 1)?;
                }
            }
        }
        debug_assert_eq!(parts, total);
        self.set_line(f.range);
        if parts != 1 {
            self.emit(Opcode::BuildString, parts)?;
        }
        Ok(())
    }

    /// Emits the parts of an f-string (or of a replacement field's spec) and says how
    /// many there are ([`fstring_parts`]). `joined`: a `BUILD_STRING` joins them (there is
    /// not just one), so a field without a conversion or a spec may leave an exact int
    /// for it to write (`FORMAT_PART`, `FORMAT_PART_FAST`); otherwise each is a str.
    fn fstring_elements(
        &mut self,
        elements: &[InterpolatedStringElement],
        joined: bool,
    ) -> CResult<u32> {
        let mut parts = 0;
        for el in elements {
            match el {
                InterpolatedStringElement::Literal(l) => {
                    self.load_const(Value::str(&*l.value))?;
                    parts += 1;
                }
                InterpolatedStringElement::Interpolation(i) => {
                    let mut conversion = i.conversion;
                    if let Some(d) = &i.debug_text {
                        let src = self
                            .lines
                            .source
                            .get(
                                i.expression.range().start().to_usize()
                                    ..i.expression.range().end().to_usize(),
                            )
                            .unwrap_or("")
                            .to_string();
                        self.load_const(Value::str(format!(
                            "{}{}{}",
                            d.leading(),
                            src,
                            d.trailing()
                        )))?;
                        parts += 1;
                        if conversion == ConversionFlag::None && i.format_spec.is_none() {
                            conversion = ConversionFlag::Repr;
                        }
                    }
                    if conversion == ConversionFlag::None
                        && i.format_spec.is_none()
                        && let Some(slot) = self.plain_local(&i.expression)
                    {
                        let op = if joined {
                            Opcode::FormatPartFast
                        } else {
                            Opcode::FormatFast
                        };
                        self.emit(op, slot)?;
                        parts += 1;
                        continue;
                    }
                    self.expr(&i.expression)?;
                    match conversion {
                        ConversionFlag::None => {}
                        ConversionFlag::Str => {
                            self.emit(Opcode::ConvertValue, 1)?;
                        }
                        ConversionFlag::Repr | ConversionFlag::Ascii => {
                            self.emit(Opcode::ConvertValue, 2)?;
                        }
                    }
                    match &i.format_spec {
                        Some(spec) => {
                            let n = fstring_parts(&spec.elements);
                            self.fstring_elements(&spec.elements, n != 1)?;
                            if n != 1 {
                                self.emit(Opcode::BuildString, n)?;
                            }
                            self.emit(Opcode::FormatWithSpec, 0)?;
                        }
                        None if joined => {
                            self.emit(Opcode::FormatPart, 0)?;
                        }
                        None => {
                            self.emit(Opcode::FormatSimple, 0)?;
                        }
                    }
                    parts += 1;
                }
            }
        }
        Ok(parts)
    }

    /// `local[local] = constant` with both locals bound, as one
    /// `STORE_SUBSCR_FAST_FAST_CONST`. Emits nothing and says `false` otherwise. (Reading
    /// a constant and two bound locals has no effects, so their order does not show.)
    fn store_constant(&mut self, sub: &ast::ExprSubscript, value: &Expr) -> CResult<bool> {
        let (Some(container), Some(key)) =
            (self.bound_local(&sub.value), self.bound_local(&sub.slice))
        else {
            return Ok(false);
        };
        let Some(v) = self.constant_of(value)? else {
            return Ok(false);
        };
        let c = self.constant(v);
        let Some(oparg) = encode_fields(&[container, key, c]) else {
            return Ok(false);
        };
        self.set_line(sub.range);
        self.emit(Opcode::StoreSubscrFastFastConst, oparg)?;
        Ok(true)
    }

    /// `super()` in a method defined in a class body, with its first parameter: one
    /// `LOAD_SUPER` (the function's class and that parameter). Says whether it compiled
    /// `c`.
    fn zero_arg_super(&mut self, c: &ast::ExprCall) -> CResult<bool> {
        let Expr::Name(n) = &*c.func else {
            return Ok(false);
        };
        if n.id.as_str() != "super"
            || !c.arguments.args.is_empty()
            || !c.arguments.keywords.is_empty()
            || self.resolve("super").is_ok()
        {
            return Ok(false);
        }
        let u = self.units.last().expect("unit");
        if u.scope.is_none() || u.info.class_body || u.info.nparams == 0 {
            return Ok(false);
        }
        self.set_line(c.range());
        self.emit(Opcode::LoadSuper, 0)?;
        Ok(true)
    }

    /// `local.name(arg)` as a statement with a bound local and one argument that is a
    /// constant or a bound local, as one `CALL_METHOD_FAST_POP`. Emits nothing and says
    /// `false` otherwise. (The argument is pushed before the method is looked up, which
    /// no one can observe: loading a constant or a bound local has no effects and cannot
    /// fail.)
    fn method_statement(&mut self, e: &Expr) -> CResult<bool> {
        let Expr::Call(c) = e else {
            return Ok(false);
        };
        let Expr::Attribute(a) = &*c.func else {
            return Ok(false);
        };
        let [arg] = &*c.arguments.args else {
            return Ok(false);
        };
        if !c.arguments.keywords.is_empty() || matches!(arg, Expr::Starred(_)) {
            return Ok(false);
        }
        let Some(slot) = self.bound_local(&a.value) else {
            return Ok(false);
        };
        if self.bound_local(arg).is_none() && self.constant_of(arg)?.is_none() {
            return Ok(false);
        }
        if !mutator(&a.attr.id) {
            return Ok(false);
        }
        let name = self.name_index(&a.attr.id);
        let Some(oparg) = encode_fields(&[slot, name]) else {
            return Ok(false);
        };
        self.expr(arg)?;
        self.set_line(c.range());
        self.emit(Opcode::CallMethodFastPop, oparg)?;
        Ok(true)
    }

    /// Compiles a call. With `discard` (an expression statement), a method call without
    /// keywords drops its result itself (`CALL_METHOD_POP`) and this says `true`; any
    /// other call emits nothing and says `false`, and the caller compiles it as an
    /// expression.
    /// A call with `*iterable` or `**mapping` arguments (`CALL_FUNCTION_EX`): the callee,
    /// a tuple of the positional pieces (the starred ones marked in the oparg), and a
    /// tuple of keyword mappings (each run of explicit keywords one dict, each `**m` one).
    fn call_ex(&mut self, c: &ast::ExprCall) -> CResult<()> {
        let args = &c.arguments;
        if args.args.len() > 20 {
            return self.unsupported(c.range(), "more than 20 positional arguments with *");
        }
        self.expr(&c.func)?;
        let mut starred = 0u32;
        // A lone `*it` is unpacked by the call (its errors name the callee); among other
        // arguments each is unpacked where it stands, in evaluation order.
        let lone = args.args.len() == 1;
        for (i, a) in args.args.iter().enumerate() {
            match a {
                Expr::Starred(s) => {
                    self.expr(&s.value)?;
                    if !lone {
                        self.set_line(s.range);
                        self.emit(Opcode::SpreadItems, 0)?;
                    }
                    starred |= 1 << i;
                }
                other => self.expr(other)?,
            }
        }
        // `f(*it, ...)`: the iterable itself is the operand (no tuple of one piece).
        if args.args.len() == 1 && starred == 1 {
            starred |= crate::isa::SPREAD_ONE_ITERABLE;
        } else {
            self.emit(Opcode::BuildTuple, args.args.len() as u32)?;
        }
        if let [k] = &args.keywords[..]
            && k.arg.is_none()
        {
            // The function's own `**kwargs`, which it only passes on: `None` in its slot
            // stands for a new empty dict (`CodeInfo::lazy_kwargs`).
            let info = &self.unit().info;
            let lazy = info.lazy_kwargs
                && matches!(&k.value, Expr::Name(n)
                    if info.nparams > 0
                        && info.local_names.get(info.nparams as usize - 1)
                            .is_some_and(|l| **l == *n.id.as_str()));
            if lazy {
                starred |= crate::isa::SPREAD_LAZY_KWARGS;
            }
            self.expr(&k.value)?;
            self.set_line(c.range());
            self.emit(
                Opcode::CallFunctionEx,
                starred | crate::isa::SPREAD_ONE_MAPPING,
            )?;
            return Ok(());
        }
        let mut pieces = 0;
        let mut explicit = 0;
        for k in &args.keywords {
            match &k.arg {
                Some(name) => {
                    self.load_const(Value::str(name.id.as_str()))?;
                    self.expr(&k.value)?;
                    explicit += 1;
                }
                None => {
                    if explicit > 0 {
                        self.emit(Opcode::BuildMap, explicit)?;
                        pieces += 1;
                        explicit = 0;
                    }
                    self.expr(&k.value)?;
                    pieces += 1;
                }
            }
        }
        if explicit > 0 {
            self.emit(Opcode::BuildMap, explicit)?;
            pieces += 1;
        }
        self.emit(Opcode::BuildTuple, pieces)?;
        self.set_line(c.range());
        self.emit(Opcode::CallFunctionEx, starred)?;
        Ok(())
    }

    fn call(&mut self, c: &ast::ExprCall, discard: bool) -> CResult<bool> {
        let args = &c.arguments;
        for (i, k) in args.keywords.iter().enumerate() {
            if let Some(name) = &k.arg
                && args.keywords[..i]
                    .iter()
                    .any(|p| p.arg.as_ref().is_some_and(|n| n.id == name.id))
            {
                return self.err(
                    k.range,
                    format!("SyntaxError: keyword argument repeated: {}", name.id),
                );
            }
        }
        let method = matches!(&*c.func, Expr::Attribute(a) if mutator(&a.attr.id));
        if discard && !(method && args.keywords.is_empty()) {
            return Ok(false);
        }
        if self.zero_arg_super(c)? {
            return Ok(false);
        }
        let spread = args.args.iter().any(|a| matches!(a, Expr::Starred(_)))
            || args.keywords.iter().any(|k| k.arg.is_none());
        if spread {
            if !discard {
                self.call_ex(c)?;
            }
            return Ok(false);
        }
        let mut argc = args.args.len() as u32;
        if !args.keywords.is_empty() {
            // The names go under the callee: `CALL_KW` takes them as its own operand, so
            // the arguments alone become the callee's locals (a constant, so loading it
            // first changes no evaluation order).
            let names: Vec<Value> = args
                .keywords
                .iter()
                .map(|k| Value::str(k.arg.as_ref().map_or("", |a| a.id.as_str())))
                .collect();
            self.load_const(Value::tuple(names))?;
        }
        if let Expr::Attribute(a) = &*c.func {
            let name = self.name_index(&a.attr.id);
            let receiver = match self.bound_local(&a.value) {
                Some(slot) => Some((Opcode::LoadMethodFast, slot)),
                None => self
                    .global_name(&a.value)
                    .map(|sym| (Opcode::LoadMethodGlobal, sym)),
            };
            // The receiver read by the method lookup itself, when it is a name.
            let fused = receiver.and_then(|(op, x)| Some((op, encode_fields(&[x, name])?)));
            match fused {
                Some((op, oparg)) => {
                    self.set_line(a.range);
                    self.emit(op, oparg)?;
                }
                None => {
                    self.expr(&a.value)?;
                    self.set_line(a.range);
                    self.emit(Opcode::LoadMethod, name)?;
                }
            }
            argc += 1;
        } else {
            self.expr(&c.func)?;
        }
        for a in args.args.iter() {
            self.expr(a)?;
        }
        for k in args.keywords.iter() {
            self.expr(&k.value)?;
        }
        self.set_line(c.range());
        if discard {
            self.emit(Opcode::CallMethodPop, argc)?;
        } else if args.keywords.is_empty() {
            self.emit(Opcode::Call, argc)?;
        } else {
            self.emit(Opcode::CallKw, argc + args.keywords.len() as u32)?;
        }
        Ok(discard)
    }
}

/// How many parts `Compiler::fstring_elements` emits for `elements`: one per literal and
/// per replacement field, two for a field with `=` (its text, then its value).
fn fstring_parts(elements: &[InterpolatedStringElement]) -> u32 {
    elements
        .iter()
        .map(|el| match el {
            InterpolatedStringElement::Literal(_) => 1,
            InterpolatedStringElement::Interpolation(i) => 1 + u32::from(i.debug_text.is_some()),
        })
        .sum()
}

/// Whether a class body annotates a simple name somewhere outside nested functions and
/// classes (CPython's `find_ann`: the body then starts with an empty `__annotations__`).
/// The docstring of a module, class or function body: its first statement when that is
/// a string literal.
fn docstring(body: &[Stmt]) -> Option<String> {
    match body.first() {
        Some(Stmt::Expr(e)) => e
            .value
            .as_string_literal_expr()
            .map(|s| s.value.to_string()),
        _ => None,
    }
}

fn has_annotations(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::AnnAssign(a) => a.simple,
        Stmt::If(i) => {
            has_annotations(&i.body) || i.elif_else_clauses.iter().any(|c| has_annotations(&c.body))
        }
        Stmt::For(f) => has_annotations(&f.body) || has_annotations(&f.orelse),
        Stmt::While(w) => has_annotations(&w.body) || has_annotations(&w.orelse),
        Stmt::With(w) => has_annotations(&w.body),
        Stmt::Match(m) => m.cases.iter().any(|c| has_annotations(&c.body)),
        Stmt::Try(t) => {
            has_annotations(&t.body)
                || has_annotations(&t.orelse)
                || has_annotations(&t.finalbody)
                || t.handlers.iter().any(|h| match h {
                    ast::ExceptHandler::ExceptHandler(h) => has_annotations(&h.body),
                })
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An oparg beyond the encoding is a located refusal, not an internal error.
    #[test]
    fn opargs_beyond_the_encoding_are_refused_at_their_line() {
        let e = beyond_encoding(
            7,
            vm_core::BuildError::OpargTooLarge {
                offset: 12,
                name: "CALL",
                oparg: 1 << 25,
            },
        );
        assert_eq!((e.line, e.col), (7, 1));
        assert!(
            e.message
                .starts_with("unsupported: a program this large (CALL")
        );
        let e = beyond_encoding(7, vm_core::BuildError::NotABaseOpcode { name: "X" });
        assert!(e.message.starts_with("internal compiler error"));
    }
}

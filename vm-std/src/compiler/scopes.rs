//! Closures: which variables of a function the functions nested in it read or write (its
//! cells), and which variables of enclosing functions a function uses (its free
//! variables). CPython's `symtable.c` answers this in a pass before compiling; here the
//! compiler asks when it reaches a function, walking its body.
//!
//! Comprehensions run inline in their function here (not as functions of their own), so
//! their variables are hidden slots of the function's; one whose variables a nested
//! function or lambda captures runs as a function of its own instead (its generator,
//! collected), as CPython runs every comprehension, so that they can be cells. A class
//! body in a function closes over the function's variables as a nested function does:
//! the ones it reads itself and the ones its methods use (which see past the class body,
//! whose own names are not theirs).

use std::collections::HashSet;

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;

use super::async_comp::{clauses_async, own_body};
use super::collect_assigned;

/// The names `body` (a function with parameters `params`) uses without binding them:
/// the names it reads, writes or deletes that are neither its locals nor declared
/// `global`, its `nonlocal` names, and those of the functions nested in it.
pub(super) fn free_names(params: &ast::Parameters, body: &[Stmt], walrus: bool) -> HashSet<String> {
    let (locals, globals, nonlocals) = bindings(params, body, walrus);
    let used = Uses::of(body, walrus);
    let mut free: HashSet<String> = used
        .names
        .into_iter()
        .filter(|n| !locals.contains(n) && !globals.contains(n))
        .collect();
    free.extend(nonlocals);
    free
}

/// The names a class body uses that the scope around it must provide: those its
/// statements read without binding them at class level (or declaring them `global`),
/// its `nonlocal` names, and the free names of the functions nested in it, all of them
/// (a method does not see the class body's names).
pub(super) fn class_free_names(body: &[Stmt], walrus: bool) -> HashSet<String> {
    let mut assigned = Vec::new();
    let mut globals = HashSet::new();
    collect_assigned(body, &mut assigned, &mut globals, walrus);
    let used = Uses::of(body, walrus);
    let mut free: HashSet<String> = used
        .names
        .into_iter()
        .filter(|n| !assigned.contains(n) && !globals.contains(n))
        .collect();
    free.extend(used.nested);
    free.extend(declared_nonlocal(body));
    free
}

/// The free names of the functions (and lambdas) defined directly in `body`: what the
/// function of `body` must keep in cells, of its own locals.
pub(super) fn nested_free_names(body: &[Stmt], walrus: bool) -> HashSet<String> {
    let used = Uses::of(body, walrus);
    used.nested
}

/// A function's locals (parameters and the names it binds, less its `global` and
/// `nonlocal` names), its `global` names and its `nonlocal` names.
fn bindings(
    params: &ast::Parameters,
    body: &[Stmt],
    walrus: bool,
) -> (HashSet<String>, HashSet<String>, HashSet<String>) {
    let mut assigned = Vec::new();
    let mut globals = HashSet::new();
    collect_assigned(body, &mut assigned, &mut globals, walrus);
    let nonlocals = declared_nonlocal(body);
    let mut locals: HashSet<String> = params
        .posonlyargs
        .iter()
        .chain(&params.args)
        .chain(&params.kwonlyargs)
        .map(|p| p.parameter.name.id.to_string())
        .chain(params.vararg.iter().map(|v| v.name.id.to_string()))
        .chain(params.kwarg.iter().map(|k| k.name.id.to_string()))
        .collect();
    locals.extend(assigned);
    locals.retain(|n| !globals.contains(n) && !nonlocals.contains(n));
    (locals, globals, nonlocals)
}

/// The names the assignment expressions (`name := value`) of `body` bind in its scope:
/// those in its statements and comprehensions, not those in the functions, lambdas and
/// classes nested in it (whose decorators, defaults and bases are evaluated here).
pub(super) fn walrus_targets(body: &[Stmt]) -> Vec<String> {
    #[derive(Default)]
    struct Finder(Vec<String>);
    impl<'a> Visitor<'a> for Finder {
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::FunctionDef(f) => {
                    for d in &f.decorator_list {
                        self.visit_expr(&d.expression);
                    }
                    for p in f.parameters.iter_non_variadic_params() {
                        if let Some(d) = &p.default {
                            self.visit_expr(d);
                        }
                    }
                }
                Stmt::ClassDef(c) => {
                    for d in &c.decorator_list {
                        self.visit_expr(&d.expression);
                    }
                    if let Some(args) = &c.arguments {
                        for a in &args.args {
                            self.visit_expr(a);
                        }
                    }
                }
                _ => visitor::walk_stmt(self, s),
            }
        }
        fn visit_expr(&mut self, e: &'a Expr) {
            match e {
                Expr::Named(n) => {
                    if let Expr::Name(name) = &*n.target {
                        self.0.push(name.id.to_string());
                    }
                    self.visit_expr(&n.value);
                }
                Expr::Lambda(l) => {
                    if let Some(params) = &l.parameters {
                        for p in params.iter_non_variadic_params() {
                            if let Some(d) = &p.default {
                                self.visit_expr(d);
                            }
                        }
                    }
                }
                _ => visitor::walk_expr(self, e),
            }
        }
    }
    let mut f = Finder::default();
    for s in body {
        f.visit_stmt(s);
    }
    f.0
}

/// The names `body` declares `nonlocal` (not looking into nested functions).
pub(super) fn declared_nonlocal(body: &[Stmt]) -> HashSet<String> {
    struct Finder(HashSet<String>);
    impl<'a> Visitor<'a> for Finder {
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::Nonlocal(n) => self.0.extend(n.names.iter().map(|i| i.id.to_string())),
                Stmt::FunctionDef(_) | Stmt::ClassDef(_) => {}
                _ => visitor::walk_stmt(self, s),
            }
        }
        fn visit_expr(&mut self, _: &'a Expr) {}
    }
    let mut f = Finder(HashSet::new());
    for s in body {
        f.visit_stmt(s);
    }
    f.0
}

/// A lambda as the function it is: its parameters, and a body that returns its
/// expression.
pub(super) fn lambda_function(l: &ast::ExprLambda) -> (ast::Parameters, [Stmt; 1]) {
    let params = l.parameters.as_deref().cloned().unwrap_or_default();
    let body = [Stmt::Return(ast::StmtReturn {
        node_index: Default::default(),
        range: l.body.range(),
        value: Some(l.body.clone()),
    })];
    (params, body)
}

/// The scope around a generator expression whose assignment expressions (`:=`) bind
/// there (PEP 572): a function's (the generator declares the names `nonlocal`) or the
/// module's (`global`).
#[derive(Clone, Copy)]
pub(super) enum Around {
    Function,
    Module,
}

/// A generator expression as the generator function it is (CPython compiles it so): one
/// parameter, `.0`, the iterator of its first `for` (evaluated in the enclosing scope),
/// and a body of nested `for` and `if` statements around `yield elt`, after a
/// `nonlocal` or `global` declaration of its assignment expressions' names when `around`
/// says where they bind (`None`: the source has none).
pub(super) fn genexpr_function(
    g: &ast::ExprGenerator,
    around: Option<Around>,
) -> (ast::Parameters, Vec<Stmt>) {
    let range = g.range;
    let mut body = Stmt::Expr(ast::StmtExpr {
        node_index: Default::default(),
        range: g.elt.range(),
        value: Box::new(Expr::Yield(ast::ExprYield {
            node_index: Default::default(),
            range: g.elt.range(),
            value: Some(g.elt.clone()),
        })),
    });
    for (k, c) in g.generators.iter().enumerate().rev() {
        for test in c.ifs.iter().rev() {
            body = Stmt::If(ast::StmtIf {
                node_index: Default::default(),
                range: test.range(),
                test: Box::new(test.clone()),
                body: [body].into_iter().collect(),
                elif_else_clauses: Vec::new(),
            });
        }
        let iter = match k {
            0 => Expr::Name(ast::ExprName {
                node_index: Default::default(),
                range: c.iter.range(),
                id: GENEXPR_ITER.into(),
                ctx: ast::ExprContext::Load,
            }),
            // A later `async for` clause's list display is a tuple, as CPython 3.11's
            // AST optimizer makes it (the error for no `__aiter__` names the type).
            _ => match &c.iter {
                Expr::List(l)
                    if c.is_async && !l.elts.iter().any(|e| matches!(e, Expr::Starred(_))) =>
                {
                    Expr::Tuple(ast::ExprTuple {
                        node_index: Default::default(),
                        range: l.range,
                        elts: l.elts.clone(),
                        ctx: ast::ExprContext::Load,
                        parenthesized: true,
                    })
                }
                iter => iter.clone(),
            },
        };
        // The loop's instructions are at the expression's start, as CPython's.
        body = Stmt::For(ast::StmtFor {
            node_index: Default::default(),
            range,
            is_async: c.is_async,
            target: Box::new(c.target.clone()),
            iter: Box::new(iter),
            body: [body].into_iter().collect(),
            orelse: Default::default(),
        });
    }
    let mut stmts = vec![body];
    if let Some(decl) = around.and_then(|a| walrus_declaration(&stmts, a, range)) {
        stmts.insert(0, decl);
    }
    (genexpr_parameters(range), stmts)
}

/// The one parameter of a comprehension's function, `.0`: the iterator of its first
/// `for` clause, made in the enclosing scope.
pub(super) fn genexpr_parameters(range: ruff_text_size::TextRange) -> ast::Parameters {
    let param = ast::ParameterWithDefault {
        range,
        node_index: Default::default(),
        parameter: ast::Parameter {
            range,
            node_index: Default::default(),
            name: ast::Identifier::new(GENEXPR_ITER, range),
            annotation: None,
        },
        default: None,
    };
    ast::Parameters {
        range,
        node_index: Default::default(),
        posonlyargs: Default::default(),
        args: [param].into_iter().collect(),
        vararg: None,
        kwonlyargs: Default::default(),
        kwarg: None,
    }
}

/// The `nonlocal` (or, `around` the module, `global`) declaration of the names the
/// assignment expressions of a comprehension's function body `stmts` bind, which bind in
/// the scope around it (PEP 572); `None` when there are none.
pub(super) fn walrus_declaration(
    stmts: &[Stmt],
    around: Around,
    range: ruff_text_size::TextRange,
) -> Option<Stmt> {
    let mut names: Vec<String> = walrus_targets(stmts);
    names.sort();
    names.dedup();
    if names.is_empty() {
        return None;
    }
    let names = names
        .iter()
        .map(|n| ast::Identifier::new(n.as_str(), range))
        .collect();
    Some(match around {
        Around::Function => Stmt::Nonlocal(ast::StmtNonlocal {
            node_index: Default::default(),
            range,
            names,
        }),
        Around::Module => Stmt::Global(ast::StmtGlobal {
            node_index: Default::default(),
            range,
            names,
        }),
    })
}

/// Whether a function, lambda or generator expression inside a comprehension (with
/// element expressions `elts` and `for` clauses `generators`) uses one of the
/// comprehension's variables. Such a comprehension runs as a function of its own, as
/// CPython runs every comprehension, so that its variables can be cells; an inlined
/// comprehension keeps them in hidden slots a closure cannot reach.
pub(super) fn comprehension_captures(
    elts: &[&Expr],
    generators: &[ast::Comprehension],
    walrus: bool,
) -> bool {
    let mut targets = Vec::new();
    for g in generators {
        super::target_names(&g.target, &mut targets);
    }
    let mut used = Uses::new(walrus);
    for e in elts {
        used.visit_expr(e);
    }
    for (k, g) in generators.iter().enumerate() {
        if k > 0 {
            used.visit_expr(&g.iter);
        }
        for cond in &g.ifs {
            used.visit_expr(cond);
        }
    }
    used.nested.iter().any(|n| targets.contains(n))
}

/// A comprehension that runs as a function (see [`comprehension_captures`]), as the
/// generator expression whose items it collects.
pub(super) fn comprehension_generator(
    elt: &Expr,
    generators: &[ast::Comprehension],
    range: ruff_text_size::TextRange,
) -> ast::ExprGenerator {
    ast::ExprGenerator {
        node_index: Default::default(),
        range,
        elt: Box::new(elt.clone()),
        generators: generators.to_vec(),
        parenthesized: true,
    }
}

/// A dict comprehension's `key: value` as the pair its generator yields.
pub(super) fn dict_pair(key: &Expr, value: &Expr, range: ruff_text_size::TextRange) -> Expr {
    Expr::Tuple(ast::ExprTuple {
        node_index: Default::default(),
        range,
        elts: vec![key.clone(), value.clone()],
        ctx: ast::ExprContext::Load,
        parenthesized: true,
    })
}

/// The parameter of a generator expression's function: not a name Python code can spell.
pub(super) const GENEXPR_ITER: &str = ".0";

/// Whether a function with this body is a generator function: a `yield` or `yield from`
/// in it, not in a function, lambda, class or comprehension nested in it.
pub(super) fn is_generator(body: &[Stmt]) -> bool {
    struct Finder(bool);
    impl<'a> Visitor<'a> for Finder {
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::FunctionDef(f) => {
                    for d in &f.decorator_list {
                        self.visit_expr(&d.expression);
                    }
                }
                Stmt::ClassDef(_) => {}
                _ => visitor::walk_stmt(self, s),
            }
        }
        fn visit_expr(&mut self, e: &'a Expr) {
            match e {
                Expr::Yield(_) | Expr::YieldFrom(_) => self.0 = true,
                Expr::Lambda(_) => {}
                // A comprehension is a scope of its own but for its first iterable (a
                // `yield` in the rest is CPython's SyntaxError, reported when compiled).
                Expr::Generator(ast::ExprGenerator { generators, .. })
                | Expr::ListComp(ast::ExprListComp { generators, .. })
                | Expr::SetComp(ast::ExprSetComp { generators, .. })
                | Expr::DictComp(ast::ExprDictComp { generators, .. }) => {
                    if let Some(first) = generators.first() {
                        self.visit_expr(&first.iter);
                    }
                }
                _ => visitor::walk_expr(self, e),
            }
        }
    }
    let mut f = Finder(false);
    for s in body {
        f.visit_stmt(s);
    }
    f.0
}

/// The names a scope uses (`names`), and the free names of the functions nested in it
/// (`nested`, also in `names`). `walrus`: whether the source has assignment expressions
/// to look for (most have none, and looking walks every expression again).
struct Uses {
    names: HashSet<String>,
    nested: HashSet<String>,
    walrus: bool,
}

impl Uses {
    fn new(walrus: bool) -> Self {
        Uses {
            names: HashSet::new(),
            nested: HashSet::new(),
            walrus,
        }
    }

    /// The uses of the statements `body`.
    fn of(body: &[Stmt], walrus: bool) -> Self {
        let mut used = Uses::new(walrus);
        for s in body {
            used.visit_stmt(s);
        }
        used
    }

    fn nested_function(&mut self, params: &ast::Parameters, body: &[Stmt]) {
        // Defaults (and annotations) are evaluated here, in this scope.
        for p in params
            .posonlyargs
            .iter()
            .chain(&params.args)
            .chain(&params.kwonlyargs)
        {
            if let Some(d) = &p.default {
                self.visit_expr(d);
            }
        }
        let free = free_names(params, body, self.walrus);
        self.names.extend(free.iter().cloned());
        self.nested.extend(free);
    }
}

impl Uses {
    /// Whether a comprehension of element expressions `elts` and clauses `generators`
    /// runs as a function of its own (see the module's comment).
    fn own_function(&self, elts: &[&Expr], generators: &[ast::Comprehension]) -> bool {
        clauses_async(elts, generators) || comprehension_captures(elts, generators, self.walrus)
    }

    /// A generator expression: its first iterable is evaluated here; the rest is a
    /// function of its own.
    fn generator(&mut self, g: &ast::ExprGenerator) {
        if let Some(first) = g.generators.first() {
            self.visit_expr(&first.iter);
        }
        let (params, body) = genexpr_function(g, self.walrus.then_some(Around::Function));
        self.nested_function(&params, &body);
    }
}

impl<'a> Visitor<'a> for Uses {
    fn visit_stmt(&mut self, s: &'a Stmt) {
        match s {
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.visit_expr(&d.expression);
                }
                self.names.insert(f.name.id.to_string());
                self.nested_function(&f.parameters, &f.body);
            }
            Stmt::ClassDef(c) => {
                // Decorators and bases are evaluated here; the body closes over this
                // scope as a nested function does.
                for d in &c.decorator_list {
                    self.visit_expr(&d.expression);
                }
                if let Some(args) = &c.arguments {
                    for a in &args.args {
                        self.visit_expr(a);
                    }
                }
                self.names.insert(c.name.id.to_string());
                let free = class_free_names(&c.body, self.walrus);
                self.names.extend(free.iter().cloned());
                self.nested.extend(free);
            }
            Stmt::Global(_) | Stmt::Nonlocal(_) => {}
            _ => visitor::walk_stmt(self, s),
        }
    }

    fn visit_expr(&mut self, e: &'a Expr) {
        match e {
            Expr::Name(n) => {
                self.names.insert(n.id.to_string());
            }
            Expr::Lambda(l) => {
                let (params, body) = lambda_function(l);
                self.nested_function(&params, &body);
            }
            Expr::Generator(g) => self.generator(g),
            // The comprehension a coroutine function returns: its scope is that function's.
            Expr::ListComp(c) if own_body(&c.generators) => visitor::walk_expr(self, e),
            Expr::SetComp(c) if own_body(&c.generators) => visitor::walk_expr(self, e),
            Expr::DictComp(c) if own_body(&c.generators) => visitor::walk_expr(self, e),
            // A comprehension that runs as a coroutine, or whose variables a nested
            // function captures, is a function too.
            Expr::ListComp(c) if self.own_function(&[&c.elt], &c.generators) => {
                self.generator(&comprehension_generator(&c.elt, &c.generators, c.range));
            }
            Expr::SetComp(c) if self.own_function(&[&c.elt], &c.generators) => {
                self.generator(&comprehension_generator(&c.elt, &c.generators, c.range));
            }
            Expr::DictComp(c)
                if c.key
                    .as_ref()
                    .is_some_and(|k| self.own_function(&[k.as_ref(), &c.value], &c.generators)) =>
            {
                if let Some(key) = &c.key {
                    let pair = dict_pair(key, &c.value, c.range);
                    self.generator(&comprehension_generator(&pair, &c.generators, c.range));
                }
            }
            _ => visitor::walk_expr(self, e),
        }
    }

    fn visit_pattern(&mut self, p: &'a ast::Pattern) {
        // A capture writes its name as an assignment does.
        let mut names = Vec::new();
        super::patterns::pattern_names(p, &mut names);
        self.names.extend(names);
        visitor::walk_pattern(self, p);
    }

    fn visit_except_handler(&mut self, h: &'a ast::ExceptHandler) {
        let ast::ExceptHandler::ExceptHandler(handler) = h;
        if let Some(n) = &handler.name {
            self.names.insert(n.id.to_string());
        }
        visitor::walk_except_handler(self, h);
    }
}

/// Whether a function's `**name` parameter is only ever passed on whole: every mention
/// of `name` in `body` is the lone `**name` of a call (`f(*args, **name)`), in this
/// function's own code (no nested function, lambda, class or generator expression
/// mentions it), and nothing binds or deletes it. Such a parameter's dict is never
/// seen by Python code but through those calls (or `locals()`), so a call that passes
/// no keywords may leave it unmade (see `CodeInfo::lazy_kwargs`).
pub(super) fn forwards_only(body: &[Stmt], name: &str) -> bool {
    struct Finder<'n> {
        name: &'n str,
        /// How many nested scopes the walk is in.
        depth: u32,
        ok: bool,
    }
    impl Finder<'_> {
        fn nested(&mut self, walk: impl FnOnce(&mut Self)) {
            self.depth += 1;
            walk(self);
            self.depth -= 1;
        }
        fn binds(&mut self, id: &str) {
            if id == self.name {
                self.ok = false;
            }
        }
    }
    impl<'a> Visitor<'a> for Finder<'_> {
        fn visit_stmt(&mut self, s: &'a Stmt) {
            match s {
                Stmt::FunctionDef(f) => {
                    self.binds(&f.name.id);
                    self.nested(|v| visitor::walk_stmt(v, s));
                }
                Stmt::ClassDef(c) => {
                    self.binds(&c.name.id);
                    self.nested(|v| visitor::walk_stmt(v, s));
                }
                Stmt::Import(i) => {
                    for a in &i.names {
                        let bound = a.asname.as_ref().map_or(a.name.id.as_str(), |n| &n.id);
                        self.binds(bound.split('.').next().unwrap_or(bound));
                    }
                }
                Stmt::ImportFrom(i) => {
                    for a in &i.names {
                        self.binds(a.asname.as_ref().map_or(&a.name.id, |n| &n.id));
                    }
                }
                Stmt::Global(g) => g.names.iter().for_each(|n| self.binds(&n.id)),
                Stmt::Nonlocal(n) => n.names.iter().for_each(|n| self.binds(&n.id)),
                // Captures bind names outside any `Expr::Name`: not looked into.
                Stmt::Match(_) => self.ok = false,
                _ => visitor::walk_stmt(self, s),
            }
        }
        fn visit_expr(&mut self, e: &'a Expr) {
            match e {
                Expr::Name(n) if n.id.as_str() == self.name => self.ok = false,
                Expr::Lambda(_) | Expr::Generator(_) => {
                    self.nested(|v| visitor::walk_expr(v, e));
                }
                Expr::Call(c) if self.depth == 0 => {
                    if let [k] = &*c.arguments.keywords
                        && k.arg.is_none()
                        && matches!(&k.value, Expr::Name(n) if n.id.as_str() == self.name)
                    {
                        self.visit_expr(&c.func);
                        for a in &c.arguments.args {
                            self.visit_expr(a);
                        }
                    } else {
                        visitor::walk_expr(self, e);
                    }
                }
                _ => visitor::walk_expr(self, e),
            }
        }
        fn visit_except_handler(&mut self, h: &'a ast::ExceptHandler) {
            let ast::ExceptHandler::ExceptHandler(handler) = h;
            if let Some(n) = &handler.name {
                self.binds(&n.id);
            }
            visitor::walk_except_handler(self, h);
        }
    }
    let mut f = Finder {
        name,
        depth: 0,
        ok: true,
    };
    for s in body {
        f.visit_stmt(s);
    }
    f.ok
}

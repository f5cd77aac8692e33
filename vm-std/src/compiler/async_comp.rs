//! Asynchronous comprehensions, as CPython 3.11 runs them: a list, set or dict
//! comprehension with an `async for` clause or an `await` in it (or in a list, set or
//! dict comprehension nested in it) is a coroutine function of its own (`<listcomp>`),
//! called with the iterator of its first iterable (made where the comprehension stands:
//! `__aiter__` for an `async for` clause) and awaited there; it is refused outside an
//! `async def`. A generator expression with either is an asynchronous generator
//! (`scopes::genexpr_function` with `async for` clauses), allowed anywhere.
//!
//! Why a function here, where other comprehensions run inline in their function: an
//! `async for` clause ends at the `StopAsyncIteration` that awaiting `__anext__()`
//! raises, which a handler catches, and a handler restores a stack depth the compiler
//! must know. Inline, the collection being built sits above whatever the enclosing
//! expression has pushed (uncounted); in a function whose body is
//! `return <comprehension>`, it is the one value on the stack. The iteration variables
//! are that function's locals, so nested functions (another asynchronous comprehension
//! among them) may close over them.

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::{Block, CResult, Compiler, Loop, LoopKind, scopes, target_names};
use crate::isa::isa::Opcode;

/// Whether evaluating `e` in its scope awaits, which makes the scope a coroutine in
/// CPython 3.11's symbol table: an `await`, or an asynchronous list, set or dict
/// comprehension; not what runs in the functions, lambdas and generator expressions in
/// `e`, but their parts evaluated here (defaults, a first iterable).
pub(super) fn awaits(e: &Expr) -> bool {
    let mut finder = AwaitFinder(false);
    finder.visit_expr(e);
    finder.0
}

struct AwaitFinder(bool);

impl<'a> Visitor<'a> for AwaitFinder {
    fn visit_expr(&mut self, e: &'a Expr) {
        if self.0 {
            return;
        }
        match e {
            Expr::Await(_) => self.0 = true,
            Expr::Lambda(l) => {
                if let Some(params) = &l.parameters {
                    for p in params.iter_non_variadic_params() {
                        if let Some(d) = &p.default {
                            self.visit_expr(d);
                        }
                    }
                }
            }
            Expr::Generator(g) => {
                if let Some(first) = g.generators.first() {
                    self.visit_expr(&first.iter);
                }
            }
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::DictComp(_) => match Comp::of(e) {
                Some(c) => {
                    self.0 = c.generators.first().is_some_and(|g| awaits(&g.iter)) || c.is_async();
                }
                None => visitor::walk_expr(self, e),
            },
            _ => visitor::walk_expr(self, e),
        }
    }
}

/// The first `yield` or `yield from` of comprehension `e` (outside the functions and
/// lambdas in it), with what CPython's error calls the innermost comprehension it is
/// in (`list comprehension`): a `yield` there is CPython's SyntaxError.
fn comprehension_yield(e: &Expr) -> Option<(TextRange, &'static str, &'static str)> {
    let mut finder = YieldFinder {
        within: Vec::new(),
        found: None,
    };
    finder.visit_expr(e);
    finder.found
}

struct YieldFinder {
    /// The comprehensions the walk is in, innermost last.
    within: Vec<&'static str>,
    found: Option<(TextRange, &'static str, &'static str)>,
}

impl<'a> Visitor<'a> for YieldFinder {
    fn visit_expr(&mut self, e: &'a Expr) {
        if self.found.is_some() {
            return;
        }
        let (what, range) = match e {
            Expr::Yield(y) => ("yield", y.range),
            Expr::YieldFrom(y) => ("yield from", y.range),
            Expr::Lambda(l) => {
                if let Some(params) = &l.parameters {
                    for p in params.iter_non_variadic_params() {
                        if let Some(d) = &p.default {
                            self.visit_expr(d);
                        }
                    }
                }
                return;
            }
            _ => {
                let (kind, generators) = match e {
                    Expr::ListComp(c) => ("list comprehension", &c.generators),
                    Expr::SetComp(c) => ("set comprehension", &c.generators),
                    Expr::DictComp(c) => ("dict comprehension", &c.generators),
                    Expr::Generator(g) => ("generator expression", &g.generators),
                    _ => return visitor::walk_expr(self, e),
                };
                // Its first iterable is the enclosing scope's.
                if let Some(first) = generators.first() {
                    self.visit_expr(&first.iter);
                }
                self.within.push(kind);
                for (k, g) in generators.iter().enumerate() {
                    self.visit_expr(&g.target);
                    if k > 0 {
                        self.visit_expr(&g.iter);
                    }
                    for cond in &g.ifs {
                        self.visit_expr(cond);
                    }
                }
                match e {
                    Expr::ListComp(c) => self.visit_expr(&c.elt),
                    Expr::SetComp(c) => self.visit_expr(&c.elt),
                    Expr::Generator(g) => self.visit_expr(&g.elt),
                    Expr::DictComp(c) => {
                        if let Some(k) = &c.key {
                            self.visit_expr(k);
                        }
                        self.visit_expr(&c.value);
                    }
                    _ => {}
                }
                self.within.pop();
                return;
            }
        };
        if let Some(kind) = self.within.last() {
            self.found = Some((range, what, kind));
        } else {
            visitor::walk_expr(self, e);
        }
    }
}

/// Whether a comprehension of element expressions `elts` and clauses `generators` is
/// asynchronous: an `async for` clause, or something that awaits in its own scope (all
/// but its first iterable, which the enclosing scope evaluates).
pub(super) fn clauses_async(elts: &[&Expr], generators: &[ast::Comprehension]) -> bool {
    generators.iter().enumerate().any(|(k, g)| {
        g.is_async || (k > 0 && awaits(&g.iter)) || awaits(&g.target) || g.ifs.iter().any(awaits)
    }) || elts.iter().any(|e| awaits(e))
}

/// Whether `generators` are those of a comprehension that is the body of its own
/// function: its first iterable is the function's parameter `.0`, which no Python
/// source can name.
pub(super) fn own_body(generators: &[ast::Comprehension]) -> bool {
    generators
        .first()
        .is_some_and(|g| matches!(&g.iter, Expr::Name(n) if n.id.as_str() == scopes::GENEXPR_ITER))
}

/// Which collection a comprehension builds.
#[derive(Clone, Copy)]
enum Kind {
    List,
    Set,
    Dict,
}

/// A list, set or dict comprehension's parts.
pub(super) struct Comp<'a> {
    kind: Kind,
    /// What each item evaluates: the element, or a dict's key and value.
    elts: Vec<&'a Expr>,
    generators: &'a [ast::Comprehension],
    range: TextRange,
}

impl<'a> Comp<'a> {
    /// The parts of `e`, if it is a list, set or dict comprehension (a dict's with a key:
    /// `**` in one is refused elsewhere).
    pub(super) fn of(e: &'a Expr) -> Option<Self> {
        let (kind, elts, generators, range) = match e {
            Expr::ListComp(c) => (Kind::List, vec![&*c.elt], &c.generators, c.range),
            Expr::SetComp(c) => (Kind::Set, vec![&*c.elt], &c.generators, c.range),
            Expr::DictComp(c) => (
                Kind::Dict,
                vec![c.key.as_deref()?, &*c.value],
                &c.generators,
                c.range,
            ),
            _ => return None,
        };
        Some(Comp {
            kind,
            elts,
            generators,
            range,
        })
    }

    /// Whether CPython 3.11 runs it as a coroutine (see [`clauses_async`]).
    pub(super) fn is_async(&self) -> bool {
        clauses_async(&self.elts, self.generators)
    }

    /// Whether it runs as a coroutine function here, or is the body of one.
    pub(super) fn runs_async(&self) -> bool {
        own_body(self.generators) || self.is_async()
    }

    /// CPython's name of its code.
    fn name(&self) -> &'static str {
        match self.kind {
            Kind::List => "<listcomp>",
            Kind::Set => "<setcomp>",
            Kind::Dict => "<dictcomp>",
        }
    }

    /// The instruction that starts its collection, and the one that adds an item.
    fn ops(&self) -> (Opcode, Opcode) {
        match self.kind {
            Kind::List => (Opcode::BuildList, Opcode::ListAppend),
            Kind::Set => (Opcode::BuildSet, Opcode::SetAdd),
            Kind::Dict => (Opcode::BuildMap, Opcode::MapAdd),
        }
    }
}

/// `e` (a comprehension) with its first iterable the parameter `.0`: the expression its
/// function returns.
fn with_parameter_iter(e: &Expr) -> Expr {
    let mut e = e.clone();
    let generators = match &mut e {
        Expr::ListComp(c) => &mut c.generators,
        Expr::SetComp(c) => &mut c.generators,
        Expr::DictComp(c) => &mut c.generators,
        _ => return e,
    };
    if let Some(first) = generators.first_mut() {
        first.iter = Expr::Name(ast::ExprName {
            node_index: Default::default(),
            range: first.iter.range(),
            id: scopes::GENEXPR_ITER.into(),
            ctx: ast::ExprContext::Load,
        });
    }
    e
}

/// The end of one clause of a comprehension compiled as a function's body: what closes
/// its loop.
enum ClauseEnd {
    /// A `for` clause: `FOR_ITER` back to `top` (`fast`: see `Compiler::loop_start`).
    Sync {
        top: vm_core::Label,
        check: vm_core::Label,
        fast: super::LoopStore,
    },
    /// An `async for` clause: back to `top` for the next item, and the handler that
    /// ends the loop at `StopAsyncIteration` (`stop`), continuing at `exit`.
    Async {
        top: vm_core::Label,
        stop: vm_core::Label,
        exit: vm_core::Label,
    },
}

impl Compiler<'_> {
    /// A list, set or dict comprehension CPython 3.11 runs as a coroutine: its function
    /// made (named as CPython names it), called with the iterator of its first iterable
    /// and awaited. Refused outside an `async def` with CPython's error, at its start.
    pub(super) fn async_comprehension(&mut self, e: &Expr, c: &Comp) -> CResult<()> {
        if own_body(c.generators) {
            return self.comprehension_body(c);
        }
        // (A symbol table error in CPython: before the compiler's below.)
        if let Some((at, what, kind)) = comprehension_yield(e) {
            return self.err(at, format!("SyntaxError: '{what}' inside {kind}"));
        }
        if !self.unit().info.coroutine {
            return self.err(
                c.range,
                "SyntaxError: asynchronous comprehension outside of an asynchronous function",
            );
        }
        let range = c.range;
        let mut body = vec![Stmt::Return(ast::StmtReturn {
            node_index: Default::default(),
            range,
            value: Some(Box::new(with_parameter_iter(e))),
        })];
        // The iteration variables are the function's locals: an annotation without a
        // value declares one and does nothing in a function.
        let mut names = Vec::new();
        for g in c.generators {
            target_names(&g.target, &mut names);
        }
        names.sort();
        names.dedup();
        for n in names.iter().rev() {
            body.insert(
                0,
                Stmt::AnnAssign(ast::StmtAnnAssign {
                    node_index: Default::default(),
                    range,
                    target: Box::new(Expr::Name(ast::ExprName {
                        node_index: Default::default(),
                        range,
                        id: n.as_str().into(),
                        ctx: ast::ExprContext::Store,
                    })),
                    annotation: Box::new(Expr::NoneLiteral(ast::ExprNoneLiteral {
                        node_index: Default::default(),
                        range,
                    })),
                    value: None,
                    simple: true,
                }),
            );
        }
        if self.walrus
            && let Some(decl) = scopes::walrus_declaration(&body, scopes::Around::Function, range)
        {
            body.insert(0, decl);
        }
        let params = scopes::genexpr_parameters(range);
        self.function(c.name(), &params, &body, range, true)?;
        let first = &c.generators[0];
        if first.is_async {
            self.async_iterable(&first.iter)?;
        } else {
            self.expr(&first.iter)?;
        }
        self.set_line(range);
        // (`GET_YIELD_FROM_ITER`'s oparg 1: a comprehension's first iterable.)
        let (op, oparg) = if first.is_async {
            (Opcode::GetAiter, 0)
        } else {
            (Opcode::GetYieldFromIter, 1)
        };
        self.emit(op, oparg)?;
        self.set_line(range);
        self.emit(Opcode::Call, 1)?;
        self.await_top(range, 0)
    }

    /// The comprehension that is the body of its function (`return <comprehension>`,
    /// its first iterable the iterator in `.0`): the collection is built on the stack
    /// while the clauses' loops run, into the function's locals.
    fn comprehension_body(&mut self, c: &Comp) -> CResult<()> {
        let (build, add) = c.ops();
        self.set_line(c.range);
        self.emit(build, 0)?;
        // What a handler ending an `async for` clause keeps: the collection, above what
        // the function's blocks hold.
        let depth = self.stack_depth() + 1;
        let mut names = Vec::new();
        for g in c.generators {
            target_names(&g.target, &mut names);
        }
        let outer = self.unit().comp_targets.replace(names);
        let r = self.comprehension_loops(c, depth, add);
        self.unit().comp_targets = outer;
        r
    }

    fn comprehension_loops(&mut self, c: &Comp, depth: u32, add: Opcode) -> CResult<()> {
        let mut ends = Vec::new();
        for (k, g) in c.generators.iter().enumerate() {
            let end = if g.is_async {
                self.async_clause(g, k == 0, depth, c.range)?
            } else {
                self.sync_clause(g, k == 0, c.range)?
            };
            ends.push(end);
        }
        for e in &c.elts {
            self.expr(e)?;
        }
        self.emit(add, 0)?;
        for end in ends.into_iter().rev() {
            self.leave_block();
            match end {
                ClauseEnd::Sync { top, check, fast } => {
                    self.unit().blocks.pop();
                    self.bind(check)?;
                    self.set_line(c.range);
                    self.loop_step(fast, top)?;
                }
                ClauseEnd::Async { top, stop, exit } => {
                    self.emit_jump(Opcode::JumpBackward, top)?;
                    self.bind(stop)?;
                    self.async_for_stop(depth, exit)?;
                    self.bind(exit)?;
                }
            }
        }
        Ok(())
    }

    /// The loop of a `for` clause up to its `if`s (which skip to the next item); the
    /// iterator is on the machine's loops, counted by a block (what a handler or an
    /// `await` inside keeps of them).
    fn sync_clause(
        &mut self,
        g: &ast::Comprehension,
        first: bool,
        range: TextRange,
    ) -> CResult<ClauseEnd> {
        self.clause_iterable(g, first)?;
        // A clause's own instructions are at the comprehension's start, as CPython's.
        self.set_line(range);
        let (top, check) = (self.label(), self.label());
        self.emit_jump(Opcode::GetIterJump, check)?;
        self.bind(top)?;
        self.enter_block();
        let fast = self.loop_start(&g.target)?;
        self.unit().blocks.push(Block::Loop(Loop {
            kind: LoopKind::For,
            continue_to: check,
            break_to: check,
        }));
        for cond in &g.ifs {
            self.cond_jump(cond, false, check)?;
        }
        Ok(ClauseEnd::Sync { top, check, fast })
    }

    /// The loop of an `async for` clause up to its `if`s: `__anext__()` of its
    /// asynchronous iterator (the first clause's is `.0`, made by the caller) awaited in a
    /// range whose handler ends the loop at `StopAsyncIteration`.
    fn async_clause(
        &mut self,
        g: &ast::Comprehension,
        first: bool,
        depth: u32,
        range: TextRange,
    ) -> CResult<ClauseEnd> {
        let it = if first {
            self.parameter_iter(g.iter.range())?
        } else {
            self.async_iterable(&g.iter)?;
            self.set_line(range);
            self.emit(Opcode::GetAiter, 0)?;
            let it = self.new_temp();
            self.emit(Opcode::StoreFast, it)?;
            it
        };
        let (top, stop, exit) = (self.label(), self.label(), self.label());
        self.bind(top)?;
        self.protect(stop, depth)?;
        self.set_line(range);
        self.emit(Opcode::LoadFast, it)?;
        self.emit(Opcode::GetAnext, 0)?;
        self.await_top(range, 3)?;
        self.unprotect()?;
        self.enter_block();
        self.store_target(&g.target)?;
        for cond in &g.ifs {
            self.cond_jump(cond, false, top)?;
        }
        Ok(ClauseEnd::Async { top, stop, exit })
    }

    /// Pushes the iterable of an `async for` clause: a list display there is a tuple,
    /// and a set display of constants a frozenset, as CPython 3.11's AST optimizer makes
    /// a comprehension's iterables (not an `async for` statement's); visible in the
    /// error for an object with no `__aiter__`.
    pub(super) fn async_iterable(&mut self, e: &Expr) -> CResult<()> {
        match e {
            Expr::List(l) if !l.elts.iter().any(|x| matches!(x, Expr::Starred(_))) => {
                self.build(&l.elts, l.range, Opcode::BuildTuple)
            }
            Expr::Set(set) => match self.frozenset_of(&set.elts)? {
                Some(frozen) => {
                    self.set_line(set.range);
                    self.load_const(frozen)
                }
                None => self.expr(e),
            },
            _ => self.expr(e),
        }
    }

    /// Pushes a clause's iterable: the first clause's is the iterator in `.0`, moved out
    /// of it (as a generator expression's `for` does).
    fn clause_iterable(&mut self, g: &ast::Comprehension, first: bool) -> CResult<()> {
        if first {
            let slot = self.parameter_iter(g.iter.range())?;
            self.emit(Opcode::LoadFastAndClear, slot)?;
            Ok(())
        } else {
            self.expr(&g.iter)
        }
    }

    /// The slot of `.0`, the parameter holding the first clause's iterator.
    fn parameter_iter(&mut self, range: TextRange) -> CResult<u32> {
        match self.resolve(scopes::GENEXPR_ITER) {
            Ok(slot) => Ok(slot),
            Err(_) => self.err(range, "internal compiler error: no comprehension iterator"),
        }
    }
}

//! `try` statements, and what `return`, `break` and `continue` do on their way out of the
//! blocks they leave (loops, protected ranges, handlers, `finally` bodies).
//!
//! The layout is CPython 3.11's: a `try` body is a protected range of the exception
//! table (nothing runs to enter it); its handler starts with `PUSH_EXC_INFO`, which puts
//! the exception handled before below the new one, and every way out of the handler ends
//! with `POP_EXCEPT`, which handles the old one again. The handler itself is protected
//! by a cleanup (`POP_EXCEPT_RERAISE`) that does the same when the handler raises. A
//! `finally` body is compiled once for each way out of the `try`: falling off its end,
//! each `return`, `break` or `continue` that leaves it, and an exception.

use std::rc::Rc;

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::{Block, CResult, Compiler, LoopKind, internal};
use crate::isa::isa::Opcode;
use crate::value::Value;

/// The protected ranges a jump out of blocks closed, innermost first, to open again after
/// it: (handler, depth).
type Closed = Vec<(vm_core::Label, u32)>;

/// Whether `body` has a statement with a handler, `try` or `with` (outside the functions
/// and classes it defines).
fn has_handlers(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::Try(_) | Stmt::With(_) => true,
        Stmt::If(i) => {
            has_handlers(&i.body) || i.elif_else_clauses.iter().any(|c| has_handlers(&c.body))
        }
        Stmt::For(f) => has_handlers(&f.body) || has_handlers(&f.orelse),
        Stmt::While(w) => has_handlers(&w.body) || has_handlers(&w.orelse),
        Stmt::Match(m) => m.cases.iter().any(|c| has_handlers(&c.body)),
        _ => false,
    })
}

impl Compiler<'_> {
    /// The start of code whose body is `body`, after its parameters' defaults: where its
    /// handlers will restore the machine's loops to, if it has any (`MARK_LOOPS`).
    pub(super) fn prologue_for(&mut self, body: &[Stmt]) -> CResult<()> {
        // A generator's frame moves: its handlers ask its generator (`LOAD_LOOPS_BASE`).
        if has_handlers(body) && !self.unit().generator {
            let base = self.new_temp();
            self.emit(Opcode::MarkLoops, base)?;
            self.unit().loop_base = Some(base);
        }
        Ok(())
    }
    /// The index of the innermost loop in the blocks, if any.
    pub(super) fn innermost_loop(&mut self) -> Option<usize> {
        self.unit()
            .blocks
            .iter()
            .rposition(|b| matches!(b, Block::Loop(_)))
    }

    /// The values the enclosing handlers keep on the stack at statement level: the depth
    /// a handler of a `try` here restores.
    pub(super) fn stack_depth(&mut self) -> u32 {
        let held = |b: &&Block| {
            matches!(
                b,
                Block::ExcInfo | Block::PendingExc | Block::With | Block::AsyncWith
            )
        };
        self.unit().blocks.iter().filter(held).count() as u32
    }

    /// The `for` loops of this code that run around the code being compiled (their
    /// iterators are what a handler here keeps of this frame's).
    pub(super) fn loops_open(&mut self) -> u32 {
        let for_loop = |b: &&Block| matches!(b, Block::Loop(l) if l.kind == LoopKind::For);
        self.unit().blocks.iter().filter(for_loop).count() as u32
    }

    /// Opens a range protected by `handler`, which restores stack depth `depth`.
    pub(super) fn protect(&mut self, handler: vm_core::Label, depth: u32) -> CResult<()> {
        self.unit()
            .b
            .begin_protected(handler, depth, false)
            .map_err(internal)?;
        self.unit().blocks.push(Block::Protected { handler, depth });
        Ok(())
    }

    /// Closes the innermost protected range.
    pub(super) fn unprotect(&mut self) -> CResult<()> {
        self.unit().blocks.pop();
        self.unit().b.end_protected().map_err(internal)
    }

    /// Emits what leaving the blocks from index `to` up takes, innermost first, for a
    /// jump or return out of them; returns the protected ranges it closed (see
    /// [`Compiler::reopen`]). A `finally` body is compiled here, in the blocks around it.
    pub(super) fn leave_blocks(&mut self, to: usize) -> CResult<Closed> {
        let blocks = self.unit().blocks.clone();
        let mut closed = Vec::new();
        for i in (to..blocks.len()).rev() {
            match &blocks[i] {
                Block::Loop(l) => {
                    if l.kind == LoopKind::For {
                        self.emit(Opcode::PopIter, 0)?;
                    }
                }
                Block::Protected { handler, depth } => {
                    self.unit().b.end_protected().map_err(internal)?;
                    closed.push((*handler, *depth));
                }
                Block::Finally(body) => {
                    let inner = std::mem::replace(&mut self.unit().blocks, blocks[..i].to_vec());
                    let r = self.block(body);
                    self.unit().blocks = inner;
                    r?;
                }
                Block::ExcInfo => {
                    self.emit(Opcode::PopExcept, 0)?;
                }
                Block::PendingExc => {
                    self.emit(Opcode::PopTop, 0)?;
                }
                Block::ExceptName(name) => self.unbind_except_name(name)?,
                Block::With => self.exit_with_nones(false)?,
                Block::AsyncWith => self.exit_with_nones(true)?,
            }
        }
        Ok(closed)
    }

    /// Opens again the ranges [`Compiler::leave_blocks`] closed (the code after a jump is
    /// still in them).
    pub(super) fn reopen(&mut self, closed: Closed) -> CResult<()> {
        for (handler, depth) in closed.into_iter().rev() {
            self.unit()
                .b
                .begin_protected(handler, depth, false)
                .map_err(internal)?;
        }
        Ok(())
    }

    /// `return [value]`: the value is computed first, then the blocks are left (through a
    /// hidden local when leaving them runs code or changes the stack).
    pub(super) fn return_stmt(&mut self, r: &ast::StmtReturn) -> CResult<()> {
        if self.unit().scope.is_none() || self.in_class_body() {
            return self.err(r.range, "SyntaxError: 'return' outside function");
        }
        if self.unit().info.async_generator {
            if let Some(v) = &r.value {
                return self.err(
                    v.range(),
                    "SyntaxError: 'return' with value in async generator",
                );
            }
            let closed = self.leave_blocks(0)?;
            self.set_line(r.range);
            self.emit(Opcode::AsyncGenReturn, 0)?;
            // (It raises: the return after it only ends the path for the verifier.)
            let none = self.constant(Value::None);
            self.emit(Opcode::ReturnConst, none)?;
            return self.reopen(closed);
        }
        let plain = |b: &Block| matches!(b, Block::Loop(_) | Block::Protected { .. });
        let through_handlers = !self.unit().blocks.iter().all(plain);
        let fors = self.loops_open();
        match &r.value {
            Some(v)
                if fors == 0
                    && !through_handlers
                    && matches!(&**v, Expr::Name(n) if self.resolve(&n.id).is_ok()) =>
            {
                let Expr::Name(n) = &**v else { unreachable!() };
                let Ok(slot) = self.resolve(&n.id) else {
                    unreachable!()
                };
                self.set_line(r.range);
                self.emit(Opcode::ReturnFast, slot)?;
            }
            Some(v) if through_handlers => {
                self.expr(v)?;
                let value = self.new_temp();
                self.emit(Opcode::StoreFast, value)?;
                let closed = self.leave_blocks(0)?;
                self.set_line(r.range);
                self.emit(Opcode::LoadFast, value)?;
                self.emit(Opcode::ReturnValue, 0)?;
                self.reopen(closed)?;
            }
            Some(v) => {
                self.expr(v)?;
                let closed = self.leave_blocks(0)?;
                self.emit(Opcode::ReturnValue, 0)?;
                self.reopen(closed)?;
            }
            None => {
                let closed = self.leave_blocks(0)?;
                let none = self.constant(Value::None);
                self.emit(Opcode::ReturnConst, none)?;
                self.reopen(closed)?;
            }
        }
        Ok(())
    }

    /// `try` with `except` clauses, `else` and `finally` in any of Python's combinations.
    pub(super) fn try_stmt(&mut self, t: &ast::StmtTry) -> CResult<()> {
        if t.is_star {
            return self.unsupported(t.range, "except* clause");
        }
        for (i, h) in t.handlers.iter().enumerate() {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            if h.type_.is_none() && i + 1 < t.handlers.len() {
                return self.err(h.range, "SyntaxError: default 'except:' must be last");
            }
        }
        if t.finalbody.is_empty() {
            self.try_except(t)
        } else {
            self.try_finally(t)
        }
    }

    /// `try: ... finally: ...` around the rest of the statement (its `except` clauses
    /// and `else`, if any).
    fn try_finally(&mut self, t: &ast::StmtTry) -> CResult<()> {
        let depth = self.stack_depth();
        let handler = self.label();
        let end = self.label();
        let final_body: Rc<[Stmt]> = t.finalbody.iter().cloned().collect();
        self.unit().blocks.push(Block::Finally(final_body));
        self.protect(handler, depth)?;
        let r = if t.handlers.is_empty() {
            self.block(&t.body)
        } else {
            self.try_except(t)
        };
        r?;
        self.unprotect()?;
        self.unit().blocks.pop();
        // Falling off the end.
        self.block(&t.finalbody)?;
        self.emit_jump(Opcode::JumpForward, end)?;
        // An exception: the final body, then the exception again.
        self.bind(handler)?;
        self.handler(depth, |me, _| {
            me.unit().blocks.push(Block::PendingExc);
            let r = me.block(&t.finalbody);
            me.unit().blocks.pop();
            r?;
            me.emit(Opcode::Reraise, 0).map(|_| ())
        })?;
        self.bind(end)
    }

    /// `try: ... except ...: ... else: ...`.
    fn try_except(&mut self, t: &ast::StmtTry) -> CResult<()> {
        let depth = self.stack_depth();
        let handler = self.label();
        let end = self.label();
        self.protect(handler, depth)?;
        let r = self.block(&t.body);
        r?;
        self.unprotect()?;
        self.block(&t.orelse)?;
        self.emit_jump(Opcode::JumpForward, end)?;
        self.bind(handler)?;
        self.handler(depth, |me, cleanup| {
            for h in &t.handlers {
                let ast::ExceptHandler::ExceptHandler(h) = h;
                me.except_clause(h, depth, cleanup, end)?;
            }
            // No clause matched: the exception goes on.
            me.emit(Opcode::Reraise, 0).map(|_| ())
        })?;
        self.bind(end)
    }

    /// One `except` clause, the exception (and the one handled before it) on the stack:
    /// its body if the exception matches, then on to `end`; else on to the next clause.
    /// `cleanup` is the handler's cleanup, whose range the way out to `end` leaves.
    fn except_clause(
        &mut self,
        h: &ast::ExceptHandlerExceptHandler,
        depth: u32,
        cleanup: vm_core::Label,
        end: vm_core::Label,
    ) -> CResult<()> {
        let next = self.label();
        if let Some(spec) = &h.type_ {
            self.expr(spec)?;
            self.set_line(h.range);
            self.emit(Opcode::CheckExcMatch, 0)?;
            self.emit_jump(Opcode::PopJumpIfFalse, next)?;
        }
        match &h.name {
            Some(name) => {
                self.store_name(&name.id)?;
                // The name is unbound however the body ends (CPython: `name = None;
                // del name`), a raise included.
                let name_cleanup = self.label();
                self.unit().blocks.push(Block::ExceptName(name.clone()));
                self.protect(name_cleanup, depth + 1)?;
                self.block(&h.body)?;
                self.unprotect()?;
                self.unit().blocks.pop();
                self.out_of_handler(cleanup, depth, end, Some(name))?;
                self.bind(name_cleanup)?;
                self.unbind_except_name(name)?;
                self.emit(Opcode::Reraise, 0)?;
            }
            None => {
                self.emit(Opcode::PopTop, 0)?;
                self.block(&h.body)?;
                self.out_of_handler(cleanup, depth, end, None)?;
            }
        }
        self.bind(next)
    }

    /// The way out of a clause's body to `end`: outside the handler's cleanup range (the
    /// exception handled before is handled again, and the `as` name unbound), which the
    /// next clause is in again.
    fn out_of_handler(
        &mut self,
        cleanup: vm_core::Label,
        depth: u32,
        end: vm_core::Label,
        name: Option<&ast::Identifier>,
    ) -> CResult<()> {
        self.outside_range(cleanup, depth + 1, |me| {
            me.emit(Opcode::PopExcept, 0)?;
            if let Some(name) = name {
                me.unbind_except_name(name)?;
            }
            me.emit_jump(Opcode::JumpForward, end)
        })
    }

    /// Emits `code` outside the innermost protected range (of `handler`, restoring
    /// `depth`), which is open again after it.
    fn outside_range(
        &mut self,
        handler: vm_core::Label,
        depth: u32,
        code: impl FnOnce(&mut Self) -> CResult<()>,
    ) -> CResult<()> {
        self.unit().b.end_protected().map_err(internal)?;
        code(self)?;
        self.reopen(vec![(handler, depth)])
    }

    /// A handler's frame, its exception on the stack (above `depth`): the exception is
    /// handled while `body` runs, and if `body` raises, the one handled before is handled
    /// again and the new one goes on (`body` ends every path with `POP_EXCEPT` or a
    /// raise).
    fn handler(
        &mut self,
        depth: u32,
        body: impl FnOnce(&mut Self, vm_core::Label) -> CResult<()>,
    ) -> CResult<()> {
        let cleanup = self.label();
        let loops = self.loops_open();
        if self.unit().generator {
            self.emit(Opcode::LoadLoopsBase, 0)?;
        } else {
            let base = self
                .unit()
                .loop_base
                .expect("a prologue for code with a try");
            self.emit(Opcode::LoadFast, base)?;
        }
        self.emit(Opcode::PushExcInfo, loops)?;
        self.unit().blocks.push(Block::ExcInfo);
        self.protect(cleanup, depth + 1)?;
        self.enter_block();
        let r = body(self, cleanup);
        self.leave_block();
        r?;
        self.unprotect()?;
        self.unit().blocks.pop();
        self.bind(cleanup)?;
        self.emit(Opcode::PopExceptReraise, 0).map(|_| ())
    }

    /// `with a as x, b as y: body` (the items nest: `b` is entered inside `a`'s block),
    /// and `async with`.
    pub(super) fn with_stmt(&mut self, w: &ast::StmtWith) -> CResult<()> {
        if w.is_async {
            self.check_async_here(w.range, "async with")?;
        }
        self.with_items(&w.items, &w.body, w.is_async)
    }

    /// `exit(None, None, None)` of the `__exit__` on top of the stack, its result dropped
    /// (awaited first for an `async with`'s `__aexit__`): a `with` body left without an
    /// exception (CPython's layout; an ordinary call, so a Python `__exit__` runs in a
    /// frame of the loop).
    fn exit_with_nones(&mut self, is_async: bool) -> CResult<()> {
        for _ in 0..3 {
            self.load_const(Value::None)?;
        }
        self.emit(Opcode::Call, 3)?;
        if is_async {
            self.await_top(TextRange::default(), 2)?;
        }
        self.emit(Opcode::PopTop, 0).map(|_| ())
    }

    /// The `with` blocks of `items` around `body`: CPython's layout. The manager's
    /// `__exit__` stays on the stack through the body; falling off its end (or leaving it
    /// by `return`, `break` or `continue`) calls it with `None`s; an exception calls it
    /// with the exception in a handler, which re-raises unless the result is true. An
    /// `async with` (`is_async`) calls `__aenter__`/`__aexit__` and awaits what they
    /// return (CPython 3.11's layout).
    fn with_items(
        &mut self,
        items: &[ast::WithItem],
        body: &[Stmt],
        is_async: bool,
    ) -> CResult<()> {
        let Some((item, rest)) = items.split_first() else {
            return self.block(body);
        };
        self.expr(&item.context_expr)?;
        self.set_line(item.range);
        let before = if is_async {
            Opcode::BeforeAsyncWith
        } else {
            Opcode::BeforeWith
        };
        self.emit(before, 0)?;
        self.emit(Opcode::Call, 0)?;
        if is_async {
            self.await_top(item.range, 1)?;
        }
        match &item.optional_vars {
            Some(target) => self.store_target(target)?,
            None => {
                self.emit(Opcode::PopTop, 0)?;
            }
        }
        let depth = self.stack_depth() + 1;
        let handler = self.label();
        let end = self.label();
        let block = if is_async {
            Block::AsyncWith
        } else {
            Block::With
        };
        self.unit().blocks.push(block);
        self.protect(handler, depth)?;
        self.enter_block();
        let r = self.with_items(rest, body, is_async);
        self.leave_block();
        r?;
        self.unprotect()?;
        self.unit().blocks.pop();
        self.set_line(item.range);
        self.exit_with_nones(is_async)?;
        self.emit_jump(Opcode::JumpForward, end)?;
        self.bind(handler)?;
        self.handler(depth, |me, cleanup| {
            // exit, the exception handled before, the exception; the copies the call takes
            // are made outside the cleanup's range (which counts an instruction's inputs
            // as gone if it fails, and this one cannot).
            me.outside_range(cleanup, depth + 1, |me| {
                me.emit(Opcode::WithExitArgs, 0).map(|_| ())
            })?;
            me.emit(Opcode::WithExceptStart, 0)?;
            if is_async {
                me.await_top(item.range, 2)?;
            }
            let suppress = me.label();
            me.emit_jump(Opcode::PopJumpIfTrue, suppress)?;
            me.emit(Opcode::Reraise, 0)?;
            me.bind(suppress)?;
            me.emit(Opcode::PopTop, 0)?;
            me.outside_range(cleanup, depth + 1, |me| {
                me.emit(Opcode::PopExcept, 0)?;
                me.emit(Opcode::PopTop, 0)?;
                me.emit_jump(Opcode::JumpForward, end)
            })
        })?;
        self.bind(end)
    }

    /// The handler around an `async for`'s await of `__anext__()`: `StopAsyncIteration`
    /// ends the loop (on to `orelse`, its `else`), anything else goes on.
    pub(super) fn async_for_stop(&mut self, depth: u32, orelse: vm_core::Label) -> CResult<()> {
        self.handler(depth, |me, cleanup| {
            me.emit(Opcode::CheckStopAsync, 0)?;
            let other = me.label();
            me.emit_jump(Opcode::PopJumpIfFalse, other)?;
            me.emit(Opcode::PopTop, 0)?;
            me.outside_range(cleanup, depth + 1, |me| {
                me.emit(Opcode::PopExcept, 0)?;
                me.emit_jump(Opcode::JumpForward, orelse)
            })?;
            me.bind(other)?;
            me.emit(Opcode::Reraise, 0).map(|_| ())
        })
    }

    /// `name = None; del name` at the end of `except ... as name`.
    fn unbind_except_name(&mut self, name: &ast::Identifier) -> CResult<()> {
        self.load_const(Value::None)?;
        self.store_name(&name.id)?;
        self.delete_name(&name.id, name.range())
    }
}

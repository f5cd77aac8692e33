//! The `match` statement (PEP 634), compiled as CPython 3.11's `compiler_match` does in
//! spirit, with its compile-time `SyntaxError`s.
//!
//! The subject, and each value a sub-pattern matches (an item of a sequence, a value of
//! a mapping, an attribute), live in hidden locals rather than on the stack: a failing
//! test then jumps to the next case with nothing to pop. What a pattern captures goes to
//! hidden locals too and is stored in the named variables only when the whole pattern
//! matched (before the guard runs), as CPython's compiler does: `case [x, 2]` against
//! `[1, 3]` leaves `x` as it was.

use std::collections::HashMap;

use ruff_python_ast::{self as ast, CmpOp, Expr, Pattern};
use ruff_text_size::{Ranged, TextRange};

use super::{CResult, Compiler};
use crate::isa::isa::Opcode;
use crate::ops::{self, cmp, nb};
use crate::value::{Value, format};

/// What compiling one case's pattern keeps track of (CPython's `pattern_context`).
struct Context {
    /// The names bound so far, in order.
    names: Vec<String>,
    /// The hidden local holding each name's capture (shared by the alternatives of an
    /// OR pattern, which bind the same names).
    slots: HashMap<String, u32>,
    /// Whether an irrefutable pattern may come here (not before other cases or
    /// alternatives, which it would make unreachable).
    allow_irrefutable: bool,
    /// The pattern compiled last: where CPython reports the errors found after it.
    at: TextRange,
}

/// Whether `p` is the wildcard `_`.
fn is_wildcard(p: &Pattern) -> bool {
    matches!(p, Pattern::MatchAs(a) if a.pattern.is_none() && a.name.is_none())
}

/// Whether `p` matches a sequence item without looking at it (`_` or `*_`).
fn ignores_item(p: &Pattern) -> bool {
    is_wildcard(p) || matches!(p, Pattern::MatchStar(s) if s.name.is_none())
}

/// Whether two constant mapping keys are the same key (`1`, `1.0` and `True` are).
fn same_key(a: &Value, b: &Value) -> bool {
    ops::compare(cmp::EQ, a, b).unwrap_or(false)
}

/// The names `p` binds, in order (for the scope's locals).
pub(super) fn pattern_names(p: &Pattern, out: &mut Vec<String>) {
    match p {
        Pattern::MatchValue(_) | Pattern::MatchSingleton(_) => {}
        Pattern::MatchSequence(s) => s.patterns.iter().for_each(|p| pattern_names(p, out)),
        Pattern::MatchMapping(m) => {
            m.patterns.iter().for_each(|p| pattern_names(p, out));
            if let Some(r) = &m.rest {
                out.push(r.id.to_string());
            }
        }
        Pattern::MatchClass(c) => {
            c.arguments
                .patterns
                .iter()
                .for_each(|p| pattern_names(p, out));
            c.arguments
                .keywords
                .iter()
                .for_each(|k| pattern_names(&k.pattern, out));
        }
        Pattern::MatchStar(s) => out.extend(s.name.iter().map(|n| n.id.to_string())),
        Pattern::MatchAs(a) => {
            if let Some(p) = &a.pattern {
                pattern_names(p, out);
            }
            out.extend(a.name.iter().map(|n| n.id.to_string()));
        }
        Pattern::MatchOr(o) => o.patterns.iter().for_each(|p| pattern_names(p, out)),
    }
}

impl Compiler<'_> {
    /// `match subject: case ...`.
    pub(super) fn match_stmt(&mut self, m: &ast::StmtMatch) -> CResult<()> {
        self.expr(&m.subject)?;
        let subject = self.new_temp();
        self.emit(Opcode::StoreFast, subject)?;
        let end = self.label();
        let ncases = m.cases.len();
        for (i, case) in m.cases.iter().enumerate() {
            let next = self.label();
            let mut cx = Context {
                names: Vec::new(),
                slots: HashMap::new(),
                allow_irrefutable: case.guard.is_some() || i + 1 == ncases,
                at: case.pattern.range(),
            };
            self.pattern(&case.pattern, subject, next, &mut cx)?;
            // What the case binds is not known bound after the statement.
            self.enter_block();
            let r = self.case_body(case, &cx, next);
            self.leave_block();
            r?;
            if i + 1 < ncases {
                self.emit_jump(Opcode::JumpForward, end)?;
            }
            self.bind(next)?;
        }
        self.bind(end)
    }

    /// A matched case: its captures stored, its guard, its body.
    fn case_body(
        &mut self,
        case: &ast::MatchCase,
        cx: &Context,
        next: vm_core::Label,
    ) -> CResult<()> {
        self.set_line(case.pattern.range());
        for name in &cx.names {
            self.emit(Opcode::LoadFast, cx.slots[name])?;
            self.store_name(name)?;
        }
        if let Some(guard) = &case.guard {
            self.set_line(guard.range());
            self.cond_jump(guard, false, next)?;
        }
        self.stmts(&case.body)
    }

    /// Compiles `p` matched against hidden local `subject`: falls through when it matches,
    /// jumps to `fail` when not.
    fn pattern(
        &mut self,
        p: &Pattern,
        subject: u32,
        fail: vm_core::Label,
        cx: &mut Context,
    ) -> CResult<()> {
        self.nested(p.range(), |me| me.pattern_here(p, subject, fail, cx))
    }

    fn pattern_here(
        &mut self,
        p: &Pattern,
        subject: u32,
        fail: vm_core::Label,
        cx: &mut Context,
    ) -> CResult<()> {
        cx.at = p.range();
        self.set_line(p.range());
        match p {
            Pattern::MatchValue(v) => {
                if matches!(&*v.value, Expr::FString(_) | Expr::TString(_)) {
                    return self.err(
                        v.range,
                        "SyntaxError: patterns may only match literals and attribute lookups",
                    );
                }
                self.emit(Opcode::LoadFast, subject)?;
                self.expr(&v.value)?;
                self.set_line(p.range());
                self.compare_op(CmpOp::Eq)?;
                self.emit_jump(Opcode::PopJumpIfFalse, fail)
            }
            Pattern::MatchSingleton(s) => {
                let v = match s.value {
                    ast::Singleton::None => Value::None,
                    ast::Singleton::True => Value::Bool(true),
                    ast::Singleton::False => Value::Bool(false),
                };
                self.emit(Opcode::LoadFast, subject)?;
                self.load_const(v)?;
                self.compare_op(CmpOp::Is)?;
                self.emit_jump(Opcode::PopJumpIfFalse, fail)
            }
            Pattern::MatchAs(a) => {
                match &a.pattern {
                    None if !cx.allow_irrefutable => {
                        return match &a.name {
                            Some(n) => self.err(
                                a.range,
                                format!(
                                    "SyntaxError: name capture '{}' makes remaining patterns \
                                     unreachable",
                                    n.id
                                ),
                            ),
                            None => self.err(
                                a.range,
                                "SyntaxError: wildcard makes remaining patterns unreachable",
                            ),
                        };
                    }
                    None => {}
                    Some(inner) => {
                        if let Some(n) = &a.name
                            && n.id.as_str() == "_"
                        {
                            return self.err(n.range, "SyntaxError: cannot use '_' as a target");
                        }
                        self.pattern(inner, subject, fail, cx)?;
                    }
                }
                match &a.name {
                    Some(n) => self.capture(n.id.as_str(), subject, cx),
                    None => Ok(()),
                }
            }
            Pattern::MatchStar(s) => match &s.name {
                Some(n) => self.capture(n.id.as_str(), subject, cx),
                None => Ok(()),
            },
            Pattern::MatchOr(o) => self.or_pattern(o, subject, fail, cx),
            Pattern::MatchSequence(s) => self.sequence_pattern(s, subject, fail, cx),
            Pattern::MatchMapping(m) => self.mapping_pattern(m, subject, fail, cx),
            Pattern::MatchClass(c) => self.class_pattern(c, subject, fail, cx),
        }
    }

    /// Binds `name` to hidden local `value` (stored in the name once the pattern matched).
    fn capture(&mut self, name: &str, value: u32, cx: &mut Context) -> CResult<()> {
        if cx.names.iter().any(|n| n == name) {
            return self.err(
                cx.at,
                format!("SyntaxError: multiple assignments to name '{name}' in pattern"),
            );
        }
        cx.names.push(name.to_string());
        let slot = match cx.slots.get(name) {
            Some(&s) => s,
            None => {
                let s = self.new_temp();
                cx.slots.insert(name.to_string(), s);
                s
            }
        };
        self.emit(Opcode::LoadFast, value)?;
        self.emit(Opcode::StoreFast, slot).map(|_| ())
    }

    /// A sub-pattern (of a sequence, mapping or class pattern), which may be irrefutable.
    fn subpattern(
        &mut self,
        p: &Pattern,
        subject: u32,
        fail: vm_core::Label,
        cx: &mut Context,
    ) -> CResult<()> {
        let allow = std::mem::replace(&mut cx.allow_irrefutable, true);
        let r = self.pattern(p, subject, fail, cx);
        cx.allow_irrefutable = allow;
        r
    }

    /// `p1 | p2 | ...`: each alternative binds the same names.
    fn or_pattern(
        &mut self,
        o: &ast::PatternMatchOr,
        subject: u32,
        fail: vm_core::Label,
        cx: &mut Context,
    ) -> CResult<()> {
        let matched = self.label();
        let mut control: Option<Vec<String>> = None;
        let n = o.patterns.len();
        for (i, alt) in o.patterns.iter().enumerate() {
            let last = i + 1 == n;
            let next = if last { fail } else { self.label() };
            let mut sub = Context {
                names: Vec::new(),
                slots: std::mem::take(&mut cx.slots),
                allow_irrefutable: last && cx.allow_irrefutable,
                at: cx.at,
            };
            let r = self.pattern(alt, subject, next, &mut sub);
            cx.slots = std::mem::take(&mut sub.slots);
            cx.at = sub.at;
            r?;
            match &control {
                None => control = Some(sub.names),
                Some(names) => {
                    let same = names.len() == sub.names.len()
                        && names.iter().all(|n| sub.names.contains(n));
                    if !same {
                        return self.err(
                            cx.at,
                            "SyntaxError: alternative patterns bind different names",
                        );
                    }
                }
            }
            if !last {
                self.emit_jump(Opcode::JumpForward, matched)?;
                self.bind(next)?;
            }
        }
        self.bind(matched)?;
        for name in control.unwrap_or_default() {
            if cx.names.contains(&name) {
                return self.err(
                    cx.at,
                    format!("SyntaxError: multiple assignments to name '{name}' in pattern"),
                );
            }
            cx.names.push(name);
        }
        Ok(())
    }

    /// `[a, *rest, b]`: a sequence of the right length, its items matched in order (read
    /// by index when the starred sub-pattern is `*_`, as CPython does, else unpacked).
    fn sequence_pattern(
        &mut self,
        s: &ast::PatternMatchSequence,
        subject: u32,
        fail: vm_core::Label,
        cx: &mut Context,
    ) -> CResult<()> {
        let stars: Vec<usize> = (0..s.patterns.len())
            .filter(|&i| matches!(s.patterns[i], Pattern::MatchStar(_)))
            .collect();
        if stars.len() > 1 {
            return self.err(
                s.range,
                "SyntaxError: multiple starred names in sequence pattern",
            );
        }
        let n = s.patterns.len();
        let star = stars.first().copied();
        let fixed = n - usize::from(star.is_some());
        let Ok(oparg) = u32::try_from(fixed * 2 + usize::from(star.is_some())) else {
            return self.unsupported(s.range, "a sequence pattern this long");
        };
        self.emit(Opcode::LoadFast, subject)?;
        self.emit(Opcode::MatchSequence, oparg)?;
        self.emit_jump(Opcode::PopJumpIfFalse, fail)?;
        if s.patterns.iter().all(ignores_item) {
            return Ok(());
        }
        let star_wildcard = star.is_some_and(|i| ignores_item(&s.patterns[i]));
        if star_wildcard {
            // By index: `subject[i]` before the star, `subject[len(subject) - (n - i)]`
            // after it (the subject may not take negative indexes).
            let star = star.unwrap_or(n);
            for (i, p) in s.patterns.iter().enumerate() {
                if i == star || is_wildcard(p) {
                    continue;
                }
                let item = self.new_temp();
                self.set_line(s.range);
                self.emit(Opcode::LoadFast, subject)?;
                if i < star {
                    self.load_const(Value::Int(i as i64))?;
                } else {
                    self.emit(Opcode::LoadFast, subject)?;
                    self.emit(Opcode::MatchLen, 0)?;
                    self.load_const(Value::Int((n - i) as i64))?;
                    self.emit(Opcode::BinaryOp, nb::SUBTRACT)?;
                }
                self.emit(Opcode::BinarySubscr, 0)?;
                self.emit(Opcode::StoreFast, item)?;
                self.subpattern(p, item, fail, cx)?;
            }
            return Ok(());
        }
        self.emit(Opcode::LoadFast, subject)?;
        if let Some(star) = star {
            let after = n - star - 1;
            if star > 0xff {
                return self.err(
                    s.range,
                    "SyntaxError: too many expressions in star-unpacking sequence pattern",
                );
            }
            // CPython takes up to 2**23 after the star; `UNPACK_STAR` a byte's worth.
            if after > 0xff {
                return self.unsupported(s.range, "a sequence pattern this long after its star");
            }
            self.emit(Opcode::UnpackStar, (star | after << 8) as u32)?;
        }
        self.items_to_temps(&s.patterns.iter().collect::<Vec<_>>(), subject, fail, cx)
    }

    /// Unpacks the sequence on the stack into hidden locals, one per pattern of
    /// `patterns` (dropping those `_` ignores), and matches each.
    fn items_to_temps(
        &mut self,
        patterns: &[&Pattern],
        _subject: u32,
        fail: vm_core::Label,
        cx: &mut Context,
    ) -> CResult<()> {
        let Ok(n) = u32::try_from(patterns.len()) else {
            return self.unsupported(cx.at, "a pattern this long");
        };
        self.emit(Opcode::UnpackSequenceN, n)?;
        let mut items = Vec::with_capacity(patterns.len());
        for p in patterns {
            if is_wildcard(p) {
                self.emit(Opcode::PopTop, 0)?;
                items.push(None);
            } else {
                let t = self.new_temp();
                self.emit(Opcode::StoreFast, t)?;
                items.push(Some(t));
            }
        }
        for (p, item) in patterns.iter().zip(items) {
            if let Some(t) = item {
                self.subpattern(p, t, fail, cx)?;
            }
        }
        Ok(())
    }

    /// `{key: pattern, ..., **rest}`: a mapping holding the keys, whose values match.
    fn mapping_pattern(
        &mut self,
        m: &ast::PatternMatchMapping,
        subject: u32,
        fail: vm_core::Label,
        cx: &mut Context,
    ) -> CResult<()> {
        if let Some(rest) = &m.rest
            && rest.id.as_str() == "_"
        {
            return self.err(rest.range, "SyntaxError: invalid syntax");
        }
        let n = m.keys.len();
        let Ok(count) = u32::try_from(n) else {
            return self.unsupported(m.range, "a mapping pattern this long");
        };
        // Constant keys given twice are CPython's compile-time error.
        let mut constants: Vec<Value> = Vec::new();
        for key in &m.keys {
            if let Some(v) = self.constant_of(key)? {
                if constants.iter().any(|c| same_key(c, &v)) {
                    return self.err(
                        m.range,
                        format!(
                            "SyntaxError: mapping pattern checks duplicate key ({})",
                            format::repr(&v)
                        ),
                    );
                }
                constants.push(v);
            }
        }
        self.emit(Opcode::LoadFast, subject)?;
        self.emit(Opcode::MatchMapping, count)?;
        self.emit_jump(Opcode::PopJumpIfFalse, fail)?;
        if n == 0 && m.rest.is_none() {
            return Ok(());
        }
        let keys = self.new_temp();
        for key in &m.keys {
            self.expr(key)?;
        }
        self.set_line(m.range);
        self.emit(Opcode::BuildTuple, count)?;
        self.emit(Opcode::StoreFast, keys)?;
        if n > 0 {
            self.emit(Opcode::LoadFast, subject)?;
            self.emit(Opcode::LoadFast, keys)?;
            self.emit(Opcode::MatchKeys, 0)?;
            self.fail_if_none(fail)?;
            self.items_to_temps(&m.patterns.iter().collect::<Vec<_>>(), subject, fail, cx)?;
        }
        if let Some(rest) = &m.rest {
            let dict = self.new_temp();
            self.set_line(m.range);
            self.emit(Opcode::LoadFast, subject)?;
            self.emit(Opcode::LoadFast, keys)?;
            self.emit(Opcode::MatchRest, 0)?;
            self.emit(Opcode::StoreFast, dict)?;
            self.capture(rest.id.as_str(), dict, cx)?;
        }
        Ok(())
    }

    /// The value on the stack (a tuple, or `None` for no match): jumps to `fail` on
    /// `None`, else leaves it on the stack.
    fn fail_if_none(&mut self, fail: vm_core::Label) -> CResult<()> {
        let t = self.new_temp();
        self.emit(Opcode::StoreFast, t)?;
        self.emit(Opcode::LoadFast, t)?;
        self.load_const(Value::None)?;
        self.compare_op(CmpOp::Is)?;
        self.emit_jump(Opcode::PopJumpIfTrue, fail)?;
        self.emit(Opcode::LoadFast, t).map(|_| ())
    }

    /// `Class(p1, p2, attr=p3)`: an instance of the class whose attributes match.
    fn class_pattern(
        &mut self,
        c: &ast::PatternMatchClass,
        subject: u32,
        fail: vm_core::Label,
        cx: &mut Context,
    ) -> CResult<()> {
        let kws = &c.arguments.keywords;
        for (i, k) in kws.iter().enumerate() {
            if let Some(again) = kws[i + 1..].iter().find(|o| o.attr.id == k.attr.id) {
                return self.err(
                    again.pattern.range(),
                    format!(
                        "SyntaxError: attribute name repeated in class pattern: {}",
                        k.attr.id
                    ),
                );
            }
        }
        let npos = c.arguments.patterns.len();
        let Ok(npos32) = u32::try_from(npos) else {
            return self.unsupported(c.range, "a class pattern this long");
        };
        self.emit(Opcode::LoadFast, subject)?;
        self.expr(&c.cls)?;
        let names: Vec<Value> = kws.iter().map(|k| Value::str(k.attr.id.as_str())).collect();
        self.load_const(Value::tuple(names))?;
        self.set_line(c.range);
        self.emit(Opcode::MatchClass, npos32)?;
        self.fail_if_none(fail)?;
        let patterns: Vec<&Pattern> = c
            .arguments
            .patterns
            .iter()
            .chain(kws.iter().map(|k| &k.pattern))
            .collect();
        if patterns.is_empty() {
            self.emit(Opcode::PopTop, 0)?;
            return Ok(());
        }
        self.items_to_temps(&patterns, subject, fail, cx)
    }
}

//! The `SyntaxWarning`s CPython 3.11's compiler gives for code that compiles but is
//! almost certainly a mistake, found by one walk over the module before it is compiled:
//!
//! - `x is 1`, `x is not "a"`: `is` with a literal (a number, string, bytes or tuple
//!   constant, after CPython's constant folding; `None`, `True`, `False` and `...` are
//!   fine), once per comparison chain, as CPython's `check_compare`;
//! - `assert (test, "message")`: an assertion of a non-empty tuple is always true.
//!
//! CPython reports them as its compiler reaches them; the walk visits in source order,
//! which is the compiler's order but for the rare expression CPython compiles out of
//! order (a comprehension's first iterable before its element).

use ruff_python_ast::visitor::{Visitor, walk_expr, walk_stmt};
use ruff_python_ast::{CmpOp, Expr, Operator, Stmt, UnaryOp};
use ruff_text_size::Ranged;

use super::Lines;

/// A warning of the compiler: its line and message (its category is `SyntaxWarning`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileWarning {
    pub line: u32,
    pub message: &'static str,
}

const IS_LITERAL: &str = "\"is\" with a literal. Did you mean \"==\"?";
const IS_NOT_LITERAL: &str = "\"is not\" with a literal. Did you mean \"!=\"?";
const ASSERT_TUPLE: &str = "assertion is always true, perhaps remove parentheses?";

/// The warnings for module `body` (and, for `eval`, its expression `value`).
pub fn syntax_warnings(body: &[Stmt], value: Option<&Expr>, lines: &Lines) -> Vec<CompileWarning> {
    let mut walk = Walk {
        lines,
        found: Vec::new(),
    };
    walk.visit_body(body);
    if let Some(e) = value {
        walk.visit_expr(e);
    }
    walk.found
}

/// The text CPython's `warnings.showwarning` writes for `warnings` of `filename`: the
/// location, category and message, then the line's text stripped when `source` has it.
pub fn render(warnings: &[CompileWarning], filename: &str, source: Option<&str>) -> String {
    let lines = source.map(Lines::new);
    let mut out = String::new();
    for w in warnings {
        out.push_str(&format!(
            "{filename}:{}: SyntaxWarning: {}\n",
            w.line, w.message
        ));
        let text = lines
            .as_ref()
            .and_then(|l| l.line_text(w.line))
            .map(str::trim);
        if let Some(text) = text.filter(|t| !t.is_empty()) {
            out.push_str(&format!("  {text}\n"));
        }
    }
    out
}

struct Walk<'l> {
    lines: &'l Lines,
    found: Vec<CompileWarning>,
}

impl Walk<'_> {
    fn warn(&mut self, at: impl Ranged, message: &'static str) {
        let (line, _) = self.lines.locate(at.start().to_usize());
        self.found.push(CompileWarning { line, message });
    }
}

impl<'a> Visitor<'a> for Walk<'_> {
    fn visit_stmt(&mut self, s: &'a Stmt) {
        if let Stmt::Assert(a) = s
            && matches!(&*a.test, Expr::Tuple(t) if !t.elts.is_empty())
        {
            self.warn(a, ASSERT_TUPLE);
        }
        walk_stmt(self, s);
    }

    fn visit_expr(&mut self, e: &'a Expr) {
        if let Expr::Compare(c) = e {
            // CPython's `check_compare`: the first `is`/`is not` with a literal operand
            // on either side warns, and no more of the chain is looked at.
            let mut left = &*c.left;
            for (op, right) in c.ops.iter().zip(c.comparators.iter()) {
                if matches!(op, CmpOp::Is | CmpOp::IsNot) && (literal(left) || literal(right)) {
                    let message = match op {
                        CmpOp::Is => IS_LITERAL,
                        _ => IS_NOT_LITERAL,
                    };
                    self.warn(c, message);
                    break;
                }
                left = right;
            }
        }
        walk_expr(self, e);
    }
}

/// Whether `e` is a constant CPython's compiler sees as a literal `is` should not be
/// used with: one its AST optimizer folds to a constant other than `None`, `True`,
/// `False` and `...`.
fn literal(e: &Expr) -> bool {
    folds(e)
        && !matches!(
            e,
            Expr::NoneLiteral(_) | Expr::BooleanLiteral(_) | Expr::EllipsisLiteral(_)
        )
}

/// Whether CPython's AST optimizer folds `e` into a constant: a literal, a tuple of such,
/// a sign or `~` of a number, an arithmetic operation of two such (its size limits on
/// folding aside). `not` folds to a bool, which is no literal for `is`: left out.
fn folds(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_)
        | Expr::StringLiteral(_)
        | Expr::BytesLiteral(_)
        | Expr::NoneLiteral(_)
        | Expr::BooleanLiteral(_)
        | Expr::EllipsisLiteral(_) => true,
        Expr::Tuple(t) => t.elts.iter().all(folds),
        Expr::UnaryOp(u) => {
            matches!(u.op, UnaryOp::USub | UnaryOp::UAdd | UnaryOp::Invert)
                && matches!(&*u.operand, Expr::NumberLiteral(_))
        }
        Expr::BinOp(b) => !matches!(b.op, Operator::MatMult) && folds(&b.left) && folds(&b.right),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn warnings(source: &str) -> Vec<(u32, &'static str)> {
        let parsed = ruff_python_parser::parse_module(source).expect("parses");
        let lines = Lines::new(source);
        syntax_warnings(&parsed.syntax().body, None, &lines)
            .into_iter()
            .map(|w| (w.line, w.message))
            .collect()
    }

    #[test]
    fn is_with_a_literal_warns_once_per_chain() {
        let src = "x = 3\nx is 3\nx is not 'a'\nx is None\n() is x\n-1 is x is 2\n\
                   x is (1, 2)\nx is (x, 1)\nx is []\nx is ...\n(x\n is 1)\n";
        assert_eq!(
            warnings(src),
            vec![
                (2, IS_LITERAL),
                (3, IS_NOT_LITERAL),
                (5, IS_LITERAL),
                (6, IS_LITERAL),
                (7, IS_LITERAL),
                (11, IS_LITERAL),
            ]
        );
    }

    #[test]
    fn assert_of_a_tuple_warns() {
        let src = "assert (1, 'm')\nassert ()\nassert 1, 'm'\ndef f():\n    assert (f, 2)\n";
        assert_eq!(warnings(src), vec![(1, ASSERT_TUPLE), (5, ASSERT_TUPLE)]);
    }

    #[test]
    fn rendered_as_cpython_shows_them() {
        let w = [CompileWarning {
            line: 2,
            message: IS_LITERAL,
        }];
        assert_eq!(
            render(&w, "/p/m.py", Some("x = 1\n   print(x is 1)  \n")),
            "/p/m.py:2: SyntaxWarning: \"is\" with a literal. Did you mean \"==\"?\n  \
             print(x is 1)\n"
        );
        assert_eq!(
            render(&w, "<string>", None),
            "<string>:2: SyntaxWarning: \"is\" with a literal. Did you mean \"==\"?\n"
        );
    }
}

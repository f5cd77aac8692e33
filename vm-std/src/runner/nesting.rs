//! Nesting too deep to parse, found by a scan of the source before the parser runs, and
//! the iterative drop of a syntax tree of any depth.
//!
//! why before parsing: ruff's parser grows its stack on the heap, about a kilobyte for each
//! level of nesting, so a list nested a million deep took 2 GB and 2.6 s to parse (under a
//! memory limit, the failed stack allocation aborts the process) before the compiler could
//! refuse it. CPython's tokenizer refuses more than [`MAX_BRACKETS`] nested brackets, and
//! its parser and compiler fail on long runs of prefix operators (`- - - x`); this scan does
//! both from the characters alone, in one pass.

use std::cell::RefCell;

use ruff_python_ast::visitor::transformer::{Transformer, walk_expr, walk_stmt};
use ruff_python_ast::{self as ast, Expr, Stmt};

/// CPython's limit on nested brackets (its tokenizer's `MAXLEVEL`): one more is
/// "SyntaxError: too many nested parentheses".
pub const MAX_BRACKETS: usize = 200;

/// The deepest nesting of brackets and prefix operators (`-`, `+`, `~`, `not`) the scan
/// lets through: the compiler's own limit (`compiler::MAX_NESTING`), which it would
/// reach anyway, after a parse of this depth.
pub const MAX_PREFIX_NESTING: usize = crate::compiler::MAX_NESTING as usize;

/// Where the source nests too deep, and the error (`Class: message`).
#[derive(Debug, PartialEq, Eq)]
pub struct TooDeep {
    /// Byte offset of the bracket or operator that goes past the limit.
    pub offset: usize,
    pub message: &'static str,
}

/// Checks the nesting of `source`: brackets (at most [`MAX_BRACKETS`]) and brackets with
/// runs of prefix operators (at most [`MAX_PREFIX_NESTING`]). Strings and comments are
/// skipped; anything the scan does not understand is left to the parser.
pub fn check(source: &str) -> Result<(), TooDeep> {
    let b = source.as_bytes();
    // The nesting before each open bracket: (`base`, `run`) below.
    let mut stack: Vec<(usize, usize)> = Vec::new();
    // Nesting of the enclosing brackets (with their prefix operators), and the prefix
    // operators in a row at this point (reset by an operand).
    let (mut base, mut run) = (0usize, 0usize);
    // Whether the last token ends an operand: then `-` and `+` are binary.
    let mut after_operand = false;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match c {
            b' ' | b'\t' | b'\x0c' | b'\r' | b'\n' => i += 1,
            b'\\' => i += 1,
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => {
                if stack.len() == MAX_BRACKETS {
                    return Err(TooDeep {
                        offset: i,
                        message: "SyntaxError: too many nested parentheses",
                    });
                }
                stack.push((base, run));
                base += run + 1;
                run = 0;
                if base > MAX_PREFIX_NESTING {
                    return Err(too_deep(i));
                }
                after_operand = false;
                i += 1;
            }
            b')' | b']' | b'}' => {
                if let Some((b0, _)) = stack.pop() {
                    base = b0;
                }
                run = 0;
                after_operand = true;
                i += 1;
            }
            b'-' | b'+' | b'~' if !after_operand => {
                // `-=` and `->` only follow operands; a prefix operator otherwise.
                run += 1;
                if base + run > MAX_PREFIX_NESTING {
                    return Err(too_deep(i));
                }
                i += 1;
            }
            b'\'' | b'"' => match skip_string(b, i) {
                Some(end) => {
                    i = end;
                    run = 0;
                    after_operand = true;
                }
                None => return Ok(()),
            },
            b'0'..=b'9' => {
                i = skip_number(b, i);
                run = 0;
                after_operand = true;
            }
            b'.' if b.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                i = skip_number(b, i);
                run = 0;
                after_operand = true;
            }
            c if c == b'_' || c.is_ascii_alphabetic() || c >= 0x80 => {
                let start = i;
                while i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphanumeric() || b[i] >= 0x80)
                {
                    i += 1;
                }
                let word = &source[start..i];
                if matches!(b.get(i), Some(b'\'' | b'"')) && is_string_prefix(word) {
                    match skip_string(b, i) {
                        Some(end) => {
                            i = end;
                            run = 0;
                            after_operand = true;
                        }
                        None => return Ok(()),
                    }
                } else if word == "not" {
                    run += 1;
                    if base + run > MAX_PREFIX_NESTING {
                        return Err(too_deep(start));
                    }
                    after_operand = false;
                } else if is_operator_keyword(word) {
                    after_operand = false;
                } else {
                    run = 0;
                    after_operand = true;
                }
            }
            _ => {
                // Any other operator or delimiter; `...` is an operand.
                after_operand = b[i..].starts_with(b"...");
                if after_operand {
                    run = 0;
                    i += 3;
                } else {
                    i += 1;
                }
            }
        }
    }
    Ok(())
}

fn too_deep(offset: usize) -> TooDeep {
    TooDeep {
        offset,
        message: "RecursionError: maximum recursion depth exceeded during compilation",
    }
}

/// Keywords after which an operand comes (so a `-` there is a prefix operator).
fn is_operator_keyword(word: &str) -> bool {
    matches!(
        word,
        "and"
            | "or"
            | "in"
            | "is"
            | "if"
            | "elif"
            | "else"
            | "while"
            | "for"
            | "return"
            | "assert"
            | "del"
            | "yield"
            | "await"
            | "lambda"
            | "import"
            | "from"
            | "as"
            | "with"
            | "raise"
            | "global"
            | "nonlocal"
            | "except"
            | "case"
            | "match"
    )
}

/// Whether `word` can prefix a string literal (`r'...'`, `b"..."`, `f'...'`, ...).
fn is_string_prefix(word: &str) -> bool {
    word.len() <= 2
        && word
            .bytes()
            .all(|c| matches!(c.to_ascii_lowercase(), b'r' | b'b' | b'u' | b'f' | b't'))
}

/// The end of the string literal whose opening quote is at `at`, or `None` if it is not
/// closed (the parser reports that).
fn skip_string(b: &[u8], at: usize) -> Option<usize> {
    let q = b[at];
    let triple = b.get(at + 1) == Some(&q) && b.get(at + 2) == Some(&q);
    let mut i = at + if triple { 3 } else { 1 };
    while i < b.len() {
        match b[i] {
            // An escaped character never closes the string (raw strings too).
            b'\\' => i += 2,
            c if c == q => {
                if !triple {
                    return Some(i + 1);
                }
                if b.get(i + 1) == Some(&q) && b.get(i + 2) == Some(&q) {
                    return Some(i + 3);
                }
                i += 1;
            }
            b'\n' if !triple => return None,
            _ => i += 1,
        }
    }
    None
}

/// The end of the number starting at `at` (digits, letters of a base or suffix, `_`, a
/// point, and an exponent's sign).
fn skip_number(b: &[u8], at: usize) -> usize {
    let mut i = at;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
            i += 1;
        } else if matches!(c, b'+' | b'-') && matches!(b[i - 1], b'e' | b'E') {
            // An exponent's sign, unless the number is hexadecimal (`0xe-1` is `0xe - 1`).
            let hex = b[at..i].len() > 1 && matches!(b[at + 1], b'x' | b'X') && b[at] == b'0';
            if hex {
                break;
            }
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// Drops a syntax tree without recursing: its own drop recurses once for each level of
/// nesting, and a chain of a few million operators (`1+1+...`, a 12 MB source) overflowed
/// the stack. Each node's direct children are moved out (a placeholder left behind) onto
/// a work list before the node is dropped.
pub fn drop_iteratively(body: impl IntoIterator<Item = Stmt>) {
    struct Detach {
        exprs: RefCell<Vec<Expr>>,
        stmts: RefCell<Vec<Stmt>>,
    }
    impl Transformer for Detach {
        fn visit_expr(&self, expr: &mut Expr) {
            let child = std::mem::replace(expr, Expr::NoneLiteral(ast::ExprNoneLiteral::default()));
            self.exprs.borrow_mut().push(child);
        }
        fn visit_stmt(&self, stmt: &mut Stmt) {
            let child = std::mem::replace(
                stmt,
                Stmt::Pass(ast::StmtPass {
                    node_index: ast::AtomicNodeIndex::default(),
                    range: ruff_text_size::TextRange::default(),
                }),
            );
            self.stmts.borrow_mut().push(child);
        }
    }
    let work = Detach {
        exprs: RefCell::new(Vec::new()),
        stmts: RefCell::new(body.into_iter().collect()),
    };
    loop {
        let stmt = work.stmts.borrow_mut().pop();
        if let Some(mut s) = stmt {
            walk_stmt(&work, &mut s);
            continue;
        }
        let expr = work.exprs.borrow_mut().pop();
        match expr {
            Some(mut e) => walk_expr(&work, &mut e),
            None => break,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(open: &str, n: usize, close: &str) -> String {
        format!("x = {}1{}\n", open.repeat(n), close.repeat(n))
    }

    #[test]
    fn brackets_nest_up_to_cpythons_limit() {
        assert_eq!(check(&nested("[", MAX_BRACKETS, "]")), Ok(()));
        assert_eq!(check(&nested("(", MAX_BRACKETS, ")")), Ok(()));
        let err = check(&nested("[", MAX_BRACKETS + 1, "]")).unwrap_err();
        assert_eq!(err.offset, 4 + MAX_BRACKETS);
        assert_eq!(err.message, "SyntaxError: too many nested parentheses");
        let flat = "x = [1]\n".repeat(10_000);
        assert_eq!(check(&flat), Ok(()));
    }

    #[test]
    fn runs_of_prefix_operators_are_limited() {
        assert_eq!(
            check(&format!("x = {}1\n", "-".repeat(MAX_PREFIX_NESTING))),
            Ok(())
        );
        let err = check(&format!("x = {}1\n", "- ".repeat(MAX_PREFIX_NESTING + 1))).unwrap_err();
        assert_eq!(err.offset, 4 + 2 * MAX_PREFIX_NESTING);
        assert!(err.message.starts_with("RecursionError"));
        assert!(check(&format!("x = {}y\n", "not ".repeat(MAX_PREFIX_NESTING + 1))).is_err());
        // Brackets count with the operators inside them.
        let mixed = format!(
            "x = {}1{}\n",
            "-(".repeat(MAX_BRACKETS),
            ")".repeat(MAX_BRACKETS)
        );
        assert_eq!(check(&mixed), Ok(()));
        let deep = format!(
            "x = {}1{}\n",
            "(".repeat(100) + &"-".repeat(2950),
            ")".repeat(100)
        );
        assert!(check(&deep).is_err());
        // Binary operators in a row are not nesting.
        assert_eq!(check(&format!("x = 1{}\n", " - 1".repeat(100_000))), Ok(()));
        assert_eq!(
            check(&format!("x = 1{}\n", "-1e-5".repeat(100_000))),
            Ok(())
        );
    }

    #[test]
    fn strings_and_comments_are_skipped() {
        let brackets = "(".repeat(1000);
        for src in [
            format!("s = '{brackets}'\n"),
            format!("s = \"\"\"{brackets}\n{brackets}\"\"\"\n"),
            format!("s = rb'\\'{brackets}'\n"),
            format!("# {brackets}\nx = 1\n"),
            format!("s = f'{{x}}{brackets}'\n"),
            format!("s = '{}'\n", "-".repeat(10_000)),
        ] {
            assert_eq!(check(&src), Ok(()), "{src}");
        }
    }

    #[test]
    fn a_deep_tree_drops_without_recursing() {
        // Deep enough to overflow this test thread's stack if dropped recursively.
        let src = format!("x = 1{}\n", "+1".repeat(200_000));
        let parsed = ruff_python_parser::parse_module(&src).expect("valid");
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(move || drop_iteratively(parsed.into_syntax().body))
            .expect("spawn")
            .join()
            .expect("dropped without overflowing");
    }
}

//! The `match` statement's compile-time errors: CPython 3.11's `SyntaxError`s from its
//! compiler (`compiler_pattern*`), with its messages, lines and columns (each checked
//! against `python3 -c 'compile(SRC, "t.py", "exec")'`). The program never starts.

use vm_std::{RunOptions, run_source};

/// Source and the first line of stderr CPython's error makes (`t.py:LINE:COL: ...`).
const CASES: &[(&str, &str)] = &[
    (
        "match x:\n case y:\n  pass\n case 1:\n  pass\n",
        "2:7: SyntaxError: name capture 'y' makes remaining patterns unreachable",
    ),
    (
        "match x:\n case _:\n  pass\n case 1:\n  pass\n",
        "2:7: SyntaxError: wildcard makes remaining patterns unreachable",
    ),
    (
        "match x:\n case (y):\n  pass\n case 1:\n  pass\n",
        "2:8: SyntaxError: name capture 'y' makes remaining patterns unreachable",
    ),
    (
        "match x:\n case y as z:\n  pass\n case 1:\n  pass\n",
        "2:7: SyntaxError: name capture 'y' makes remaining patterns unreachable",
    ),
    (
        "match x:\n case _ | 1:\n  pass\n",
        "2:7: SyntaxError: wildcard makes remaining patterns unreachable",
    ),
    (
        "match x:\n case y | 1:\n  pass\n",
        "2:7: SyntaxError: name capture 'y' makes remaining patterns unreachable",
    ),
    (
        "match x:\n case (_ as z) | 1:\n  pass\n",
        "2:8: SyntaxError: wildcard makes remaining patterns unreachable",
    ),
    (
        "match x:\n case [x, (x | 1)]:\n  pass\n",
        "2:12: SyntaxError: name capture 'x' makes remaining patterns unreachable",
    ),
    (
        "match x:\n case A.b | _:\n  pass\n case 2:\n  pass\n",
        "2:13: SyntaxError: wildcard makes remaining patterns unreachable",
    ),
    (
        "def f():\n match x:\n  case [1, 2, z] | [z, 2, 3]:\n   pass\n  case w:\n   pass\n  \
         case 3:\n   pass\n",
        "5:8: SyntaxError: name capture 'w' makes remaining patterns unreachable",
    ),
    (
        "match x:\n case [a, a]:\n  pass\n",
        "2:11: SyntaxError: multiple assignments to name 'a' in pattern",
    ),
    (
        "match x:\n case P(a, b=a):\n  pass\n",
        "2:14: SyntaxError: multiple assignments to name 'a' in pattern",
    ),
    (
        "match x:\n case [a, *a]:\n  pass\n",
        "2:11: SyntaxError: multiple assignments to name 'a' in pattern",
    ),
    (
        "match x:\n case {'k': a, **a}:\n  pass\n",
        "2:13: SyntaxError: multiple assignments to name 'a' in pattern",
    ),
    (
        "match x:\n case [a] | (b,):\n  pass\n",
        "2:14: SyntaxError: alternative patterns bind different names",
    ),
    (
        "match x:\n case 1 | (2 as y):\n  pass\n",
        "2:12: SyntaxError: alternative patterns bind different names",
    ),
    (
        "match x:\n case {'a': 1, 'a': 2}:\n  pass\n",
        "2:7: SyntaxError: mapping pattern checks duplicate key ('a')",
    ),
    (
        "match x:\n case {1: _, 1.0: _}:\n  pass\n",
        "2:7: SyntaxError: mapping pattern checks duplicate key (1.0)",
    ),
    (
        "match x:\n case {-0: _, 0: _}:\n  pass\n",
        "2:7: SyntaxError: mapping pattern checks duplicate key (0)",
    ),
    (
        "match x:\n case {True: _, 1: _}:\n  pass\n",
        "2:7: SyntaxError: mapping pattern checks duplicate key (1)",
    ),
    (
        "match x:\n case {None: _, None: _}:\n  pass\n",
        "2:7: SyntaxError: mapping pattern checks duplicate key (None)",
    ),
    (
        "match x:\n case P(a=1, a=2):\n  pass\n",
        "2:16: SyntaxError: attribute name repeated in class pattern: a",
    ),
    (
        "match x:\n case [*a, *b]:\n  pass\n",
        "2:7: SyntaxError: multiple starred names in sequence pattern",
    ),
    (
        "match x:\n case 1 as _:\n  pass\n",
        "2:12: SyntaxError: cannot use '_' as a target",
    ),
    (
        "match x:\n case f'x':\n  pass\n",
        "2:7: SyntaxError: patterns may only match literals and attribute lookups",
    ),
    (
        "match x:\n case 1:\n  break\n",
        "3:3: SyntaxError: 'break' outside loop",
    ),
];

#[test]
fn match_compile_errors_are_cpythons() {
    for (src, expected) in CASES {
        let out = run_source("t.py", src, &RunOptions::default());
        assert_eq!(out.exit_code, 1, "{src}\nstderr: {}", out.stderr);
        assert_eq!(out.stdout, "", "{src}");
        let first = out.stderr.lines().next().unwrap_or("");
        assert_eq!(first, format!("t.py:{expected}"), "{src}");
    }
}

/// A capture or wildcard in the last case, or guarded, is fine; so are `match` and `case`
/// as names.
#[test]
fn irrefutable_patterns_where_allowed() {
    let src = "def f(x):\n    match x:\n        case y if y > 1:\n            return 'big'\n        \
               case 0 | 1:\n            return 'bit'\n        case z:\n            return z\n\
               match = case = 2\nprint(f(5), f(1), f(-3), match, case)\n";
    let out = run_source("t.py", src, &RunOptions::default());
    assert_eq!(out.stderr, "");
    assert_eq!(out.stdout, "big bit -3 2 2\n");
}

/// 256 items before a starred capture are more than CPython's unpacking takes.
#[test]
fn too_many_items_before_a_star() {
    let names: Vec<String> = (0..300).map(|i| format!("x{i}")).collect();
    let src = format!(
        "match [1] * 300:\n case [{}, *rest]:\n  pass\n",
        names.join(", ")
    );
    let out = run_source("t.py", &src, &RunOptions::default());
    assert_eq!(out.exit_code, 1, "{}", out.stderr);
    assert_eq!(
        out.stderr.lines().next(),
        Some("t.py:2:7: SyntaxError: too many expressions in star-unpacking sequence pattern")
    );
}

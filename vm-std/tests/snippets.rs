//! Small programs through `run_source`: output, errors and tracebacks, and the same output
//! with `--no-specialize`. Expected outputs were produced by CPython 3.11.

use vm_std::{RunOptions, RunOutput, run_source};

/// Runs `src`, specializing or not.
fn run_with(src: &str, specialize: bool) -> RunOutput {
    let opts = RunOptions {
        specialize,
        ..RunOptions::default()
    };
    run_source("t.py", src, &opts)
}

/// Runs with and without specialization; both must print `expected` and exit 0.
fn check(src: &str, expected: &str) {
    for specialize in [true, false] {
        let out = run_with(src, specialize);
        assert_eq!(
            out.stdout, expected,
            "specialize={specialize}\nstderr:\n{}",
            out.stderr
        );
        assert_eq!(out.exit_code, 0, "stderr: {}", out.stderr);
    }
}

/// Runs and expects a Python error whose last traceback line is `last_line`.
fn check_error(src: &str, stdout: &str, last_line: &str) -> String {
    let out = run_with(src, true);
    assert_eq!(out.exit_code, 1, "stderr: {}", out.stderr);
    assert_eq!(out.stdout, stdout);
    assert_eq!(out.stderr.lines().last(), Some(last_line), "{}", out.stderr);
    let plain = run_with(src, false);
    assert_eq!(plain.stderr, out.stderr);
    out.stderr
}

#[test]
fn arithmetic_follows_python() {
    check(
        "print(1 + 2, 7 // 2, -7 // 2, 7 % -3, -7 % 3, 2 ** 10, 2 ** -1, 10 / 4)\n\
         print(2 ** 100, -2 ** 63, 9223372036854775807 + 1, (-9223372036854775807 - 1) // -1)\n\
         print(7.5 // 2, -7.5 % 2, 1e16, 0.1 + 0.2, 1 / 3, float(10 ** 20), 3 * 1.5)\n\
         print(True + True, 5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 70, -9 >> 1, abs(-2 ** 64))\n",
        "3 3 -4 -2 2 1024 0.5 2.5\n\
         1267650600228229401496703205376 -9223372036854775808 9223372036854775808 9223372036854775808\n\
         3.0 0.5 1e+16 0.30000000000000004 0.3333333333333333 1e+20 4.5\n\
         2 1 7 6 -6 1180591620717411303424 -5 18446744073709551616\n",
    );
}

#[test]
fn big_ints_promote_in_loops() {
    check(
        "x = 1\nfor i in range(100):\n    x = x * 3 + 1\nprint(x)\nprint(x // 7 % 1000, x > 10 ** 40, -x < 0)\n",
        "773066281098016996554691694648431909053161283001\n\
         857 True True\n",
    );
}

#[test]
fn reprs_match_cpython() {
    check(
        "print([1, 2.0, 'a', \"b'c\", None, True], (1,), (), {'k': [1]}, {3, 1, 2}, set())\n\
         print(repr('tab\\t'), str(1.5e-7), 1e22, -0.0, float('inf'), 123456789012345678.0)\n\
         print({5, 3, 10}, {100, 7, 33, -1}, range(3), range(1, 10, 2))\n",
        "[1, 2.0, 'a', \"b'c\", None, True] (1,) () {'k': [1]} {1, 2, 3} set()\n\
         'tab\\t' 1.5e-07 1e+22 -0.0 inf 1.2345678901234568e+17\n\
         {10, 3, 5} {33, 100, -1, 7} range(0, 3) range(1, 10, 2)\n",
    );
}

#[test]
fn control_flow_and_functions() {
    check(
        "def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n\
         print(fib(20))\n\
         def f(a, b=2, c=3):\n    return a * 100 + b * 10 + c\n\
         print(f(1), f(1, 5), f(1, 5, 6), f(1, c=9), f(b=4, a=2))\n\
         i = 0\nwhile True:\n    i += 1\n    if i % 2 == 0:\n        continue\n    if i > 7:\n        break\nprint(i)\n\
         for x in [1, 2, 3]:\n    if x == 5:\n        break\nelse:\n    print('no break')\n\
         print(1 < 2 < 3, 1 < 3 < 2, 0 or 'x', 1 and 0, not [], 2 if [] else 3)\n",
        "6765\n123 153 156 129 243\n9\nno break\nTrue False x 0 True 3\n",
    );
}

#[test]
fn globals_and_unpacking() {
    check(
        "count = 0\ndef bump():\n    global count\n    count += 1\n\
         for _ in range(5):\n    bump()\nprint(count)\n\
         a, b = 1, 2\na, b = b, a\nx, y, z = 'xyz'\n[p, q] = [[1], (2, 3)]\nprint(a, b, x, y, z, p, q)\n\
         for k, v in {'a': 1, 'b': 2}.items():\n    print(k, v)\n\
         for i, c in enumerate('ab', 1):\n    print(i, c)\n",
        "5\n2 1 x y z [1] (2, 3)\na 1\nb 2\n1 a\n2 b\n",
    );
}

#[test]
fn containers_and_methods() {
    check(
        "l = [3, 1, 2]\nl.append(5)\nl.sort()\nl.insert(0, 9)\nprint(l, l.pop(), l.index(2), l[-1], l[1:3], l[::-1])\n\
         d = {'x': 1}\nd['y'] = 2\nd['x'] += 10\nprint(d, d.get('z', 0), list(d.keys()), d.pop('x'), d)\n\
         s = {1, 2}\ns.add(3)\ns.discard(1)\nprint(s, 2 in s, s | {7}, s & {3, 4}, s - {2})\n\
         t = 'Hello, World'\nprint(t.lower(), t.split(', '), '-'.join(['a', 'b']), t.find('o'), t.replace('l', 'L'))\n\
         print(t[0], t[-1], t[2:5], len(t), t.startswith('He'), 'World' in t, t.upper().count('L'))\n\
         print(sorted([3, 1, 2], reverse=True), min(4, 2, 8), max([1, 9, 3]), sum(range(10)), len({}))\n\
         print([x * x for x in range(6) if x % 2], {k: v for k, v in [(1, 2)]}, {c for c in 'aab'} == {'a', 'b'})\n",
        "[9, 1, 2, 3] 5 2 3 [1, 2] [3, 2, 1, 9]\n\
         {'y': 2} 0 ['x', 'y'] 11 {'y': 2}\n\
         {2, 3} True {2, 3, 7} {3} {3}\n\
         hello, world ['Hello', 'World'] a-b 4 HeLLo, WorLd\n\
         H d llo 12 True True 3\n\
         [3, 2, 1] 2 9 45 0\n\
         [1, 9, 25] {1: 2} True\n",
    );
}

/// Comprehension targets are locals that `FOR_ITER_FAST` writes, nested or filtered,
/// in a function and at module level.
#[test]
fn comprehension_targets() {
    check(
        "def f(words):\n    lengths = [len(w) for w in words]\n    pairs = [(c, i) for i in range(2) for c in 'ab']\n\
         \x20   table = {w: len(w) for w in words if w}\n    letters = sorted({c for w in words for c in w})\n\
         \x20   return lengths, pairs, table, letters\n\
         print(f(['to', 'be', '', 'or']))\n\
         print([x + y for x in 'ab' for y in 'cd'], [i for i in range(3)], [t for t in (1, 2) if t > 1])\n",
        "([2, 2, 0, 2], [('a', 0), ('b', 0), ('a', 1), ('b', 1)], {'to': 2, 'be': 2, 'or': 2}, ['b', 'e', 'o', 'r', 't'])\n\
         ['ac', 'ad', 'bc', 'bd'] [0, 1, 2] [2]\n",
    );
}

#[test]
fn dict_deletion_keeps_order() {
    check(
        "d = {}\nfor i in range(1000):\n    d[i] = i\nfor i in range(0, 1000, 2):\n    d.pop(i)\n\
         print(len(d), list(d)[:5])\nd[0] = 'back'\nprint(list(d.items())[-1], 0 in d, 2 in d)\n",
        "500 [1, 3, 5, 7, 9]\n(0, 'back') True False\n",
    );
}

#[test]
fn builtins_convert_and_format() {
    check(
        "print(int('42'), int(' -7 '), int(3.9), int('ff', 16), float('2.5'), str(3), bool(0))\n\
         print(round(2.5), round(3.5), round(2.675, 2), round(-0.5), abs(-3.5), divmod(-7, 2))\n\
         print(isinstance(1, int), isinstance(True, int), isinstance(1.0, (int, str)), type(1) == int)\n\
         print(f'{3.14159:.2f}|{42:5d}|{\"ab\":>4}|{7:b}|{1234567:,}|{0.25:.1%}', '%d-%s-%.1f' % (1, 'x', 2.25))\n\
         print(chr(65), ord('a'), hex(255), list(zip('ab', [1, 2])), list(reversed([1, 2, 3])))\n\
         print('a', 'b', sep='-', end='!\\n')\nprint(any([0, 1]), all([]), tuple([1, 2]), list(range(2)))\n",
        "42 -7 3 255 2.5 3 False\n\
         2 4 2.67 0 3.5 (-4, 1)\n\
         True True False True\n\
         3.14|   42|  ab|111|1,234,567|25.0% 1-x-2.2\n\
         A 97 0xff [('a', 1), ('b', 2)] [3, 2, 1]\n\
         a-b!\nTrue True (1, 2) [0, 1]\n",
    );
}

#[test]
fn zero_division_traceback() {
    let err = check_error(
        "def f(x):\n    return 10 / x\n\nprint(f(2))\nprint(f(0))\n",
        "5.0\n",
        "ZeroDivisionError: division by zero",
    );
    // The program is named as CPython names a script: its path joined to the directory.
    let cwd = std::env::current_dir().expect("a working directory");
    let file = format!("{}/t.py", cwd.display());
    assert_eq!(
        err,
        format!(
            "Traceback (most recent call last):\n  File \"{file}\", line 5, in <module>\n    \
             print(f(0))\n  File \"{file}\", line 2, in f\n    return 10 / x\n\
             ZeroDivisionError: division by zero\n"
        )
    );
}

#[test]
fn runtime_error_messages() {
    check_error(
        "print(1 // 0)",
        "",
        "ZeroDivisionError: integer division or modulo by zero",
    );
    check_error(
        "print(1 % 0)",
        "",
        "ZeroDivisionError: integer modulo by zero",
    );
    check_error(
        "print(1.0 / 0)",
        "",
        "ZeroDivisionError: float division by zero",
    );
    check_error("print([1][5])", "", "IndexError: list index out of range");
    check_error("d = {}\nprint(d['k'])", "", "KeyError: 'k'");
    check_error(
        "print(1 + 'a')",
        "",
        "TypeError: unsupported operand type(s) for +: 'int' and 'str'",
    );
    check_error("print(nope)", "", "NameError: name 'nope' is not defined");
    check_error(
        "def f():\n    print(y)\n    y = 1\nf()",
        "",
        "UnboundLocalError: cannot access local variable 'y' where it is not associated with a value",
    );
    check_error(
        "def f(a, b):\n    pass\nf(1)",
        "",
        "TypeError: f() missing 1 required positional argument: 'b'",
    );
    check_error("x = [].pop()", "", "IndexError: pop from empty list");
    check_error(
        "print(int('x'))",
        "",
        "ValueError: invalid literal for int() with base 10: 'x'",
    );
    check_error(
        "a, b = [1, 2, 3]",
        "",
        "ValueError: too many values to unpack (expected 2)",
    );
    check_error("print({[1]: 2})", "", "TypeError: unhashable type: 'list'");
    check_error("assert 1 == 2, 'boom'", "", "AssertionError: boom");
}

#[test]
fn deep_recursion_is_a_recursion_error() {
    let err = check_error(
        "def r(n):\n    return r(n + 1)\nr(0)\n",
        "",
        "RecursionError: maximum recursion depth exceeded",
    );
    assert!(
        err.contains("[Previous line repeated 996 more times]"),
        "{err}"
    );
}

#[test]
fn comprehensions_fstrings_slices_and_loop_else_compile_by_default() {
    for (src, out) in [
        ("print([i * i for i in range(3)])\n", "[0, 1, 4]\n"),
        ("print(f'{1:>03d}')\n", "001\n"),
        ("l = [1, 2, 3]\nprint(l[1:])\n", "[2, 3]\n"),
        (
            "for i in []:\n    pass\nelse:\n    print('else')\n",
            "else\n",
        ),
    ] {
        let got = run_source("t.py", src, &RunOptions::default());
        assert_eq!(got.exit_code, 0, "{src}: {}", got.stderr);
        assert_eq!(got.stdout, out, "{src}");
    }
}

#[test]
fn unsupported_constructs_are_compile_errors() {
    for (src, msg) in [
        (
            "x = 1\nclass A(*bases):\n    pass\n",
            "t.py:2:9: unsupported: starred base class",
        ),
        ("x = 1j\n", "t.py:1:5: unsupported: complex number"),
        (
            "x = 1\ny = x @ x\n",
            "t.py:2:5: unsupported: matrix multiplication",
        ),
        (
            "def f():\n    x = 1\n    class C:\n        nonlocal x\n",
            "t.py:4:9: unsupported: nonlocal in a class body",
        ),
    ] {
        let out = run_with(src, true);
        assert_eq!(out.exit_code, 1, "{src}");
        assert_eq!(out.stdout, "", "{src}");
        assert_eq!(out.stderr.trim_end(), msg, "{src}");
    }
}

#[test]
fn dis_shows_specializations() {
    let src = "def f(n):\n    s = 0\n    for i in range(n):\n        s += i\n    return s\nt = 0\nfor k in range(10):\n    t += f(100)\nprint(t)\n";
    let out = run_source(
        "t.py",
        src,
        &RunOptions {
            dis: true,
            ..RunOptions::default()
        },
    );
    assert_eq!(out.stdout, "49500\n");
    for name in [
        "FOR_ITER_RANGE",
        "BINARY_OP_ADD_INT",
        "CALL_PY_EXACT_ARGS",
        "LOAD_GLOBAL_MODULE",
    ] {
        assert!(out.stderr.contains(name), "{name} missing:\n{}", out.stderr);
    }
    let plain = run_source(
        "t.py",
        src,
        &RunOptions {
            dis: true,
            specialize: false,
            ..RunOptions::default()
        },
    );
    assert!(
        !plain.stderr.contains("BINARY_OP_ADD_INT"),
        "{}",
        plain.stderr
    );
}

/// Compares with the `python3` on PATH, when there is one.
#[test]
fn matches_cpython_when_available() {
    let Ok(out) = std::process::Command::new("python3")
        .arg("--version")
        .output()
    else {
        eprintln!("python3 not found: skipping the CPython comparison");
        return;
    };
    if !out.status.success() {
        eprintln!("python3 not usable: skipping the CPython comparison");
        return;
    }
    let src = "\
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
best = max(range(1, 3000), key=None) if False else 0
lengths = {}
for i in range(1, 3000):
    lengths[i] = collatz(i)
top = sorted(lengths.items(), key=None) if False else sorted([(v, k) for k, v in lengths.items()])[-3:]
print(top, sum(lengths.values()) / len(lengths))
words = 'the quick brown fox jumps over the lazy dog the end'.split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(sorted(freq.items()), {len(w) for w in words})
print([round(x * 0.1, 3) for x in range(12)], 10 ** 30 // 7, 2.0 ** 0.5)
";
    let dir = std::env::temp_dir().join(format!("vm-std-snippet-{}.py", std::process::id()));
    std::fs::write(&dir, src).expect("write temp file");
    let py = std::process::Command::new("python3")
        .arg(&dir)
        .output()
        .expect("python3 runs");
    let _ = std::fs::remove_file(&dir);
    let ours = run_with(src, true);
    assert_eq!(
        ours.stdout,
        String::from_utf8_lossy(&py.stdout),
        "{}",
        ours.stderr
    );
}

/// Bytes literals: the parser decodes the escapes (hex, octal up to three digits, the
/// named ones; an unknown escape and `\N{..}`/`\u` stay as written), raw literals keep
/// backslashes, parts concatenate, and the compiler folds each into one constant.
#[test]
fn bytes_literals_decode_like_cpython() {
    check(
        "print(b'\\x00\\x7f\\xff', b'\\101\\0\\7', b'\\777'[0], len(b'\\1234'))\n\
         print(b'\\n\\t\\r\\\\\\'\\\"', b'\\q', b'\\N{DASH}', b'\\u1234')\n\
         print(rb'\\x00\\n', Rb'a\\'b', b'a' B'b' rb'\\c')\n\
         print(b'''x\ny''', b'a\\\nb', b\"it's\", b'say \"hi\"')\n\
         print(b'' == bytes(), b'abc' is b'abc', len(b'\\x00' * 3))\n",
        "b'\\x00\\x7f\\xff' b'A\\x00\\x07' 255 2\n\
         b'\\n\\t\\r\\\\\\'\"' b'\\\\q' b'\\\\N{DASH}' b'\\\\u1234'\n\
         b'\\\\x00\\\\n' b\"a\\\\'b\" b'ab\\\\c'\n\
         b'x\\ny' b'ab' b\"it's\" b'say \"hi\"'\n\
         True True 3\n",
    );
}

/// A bytes literal with a non-ASCII character, or one implicitly concatenated with a
/// string, is a syntax error (reported at compile time, as CPython's).
#[test]
fn bytes_literals_refuse_non_ascii_and_str_parts() {
    for src in ["x = b'\u{e9}'\n", "x = b'a' 'b'\n"] {
        let out = run_with(src, true);
        assert_eq!(out.exit_code, 1, "{src}");
        assert!(out.stderr.contains("SyntaxError"), "{}", out.stderr);
        assert_eq!(out.stdout, "");
    }
}

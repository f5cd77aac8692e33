#!/usr/bin/env python3
"""Prints the range tables of vm-std/src/value/unicode.rs from the running Python's own
character predicates. Run it with CPython 3.11 (Unicode 14.0, the version vm-std matches)
and paste its output over the tables:

    python3.11 scripts/gen_unicode_tables.py
"""
import sys


def ranges(pred):
    out, start = [], None
    for c in range(0x110000):
        if pred(chr(c)):
            if start is None:
                start = c
        elif start is not None:
            out.append((start, c - 1))
            start = None
    if start is not None:
        out.append((start, 0x10FFFF))
    return out


def table(name, doc, rs):
    lines = [doc, f"static {name}: [(u32, u32); {len(rs)}] = ["]
    line = "   "
    for a, b in rs:
        item = f" (0x{a:X}, 0x{b:X}),"
        if len(line) + len(item) > 99:
            lines.append(line)
            line = "   "
        line += item
    lines.append(line)
    lines.append("];")
    return "\n".join(lines)


if sys.version_info[:2] != (3, 11):
    sys.exit("run this with CPython 3.11: its Unicode version is the one vm-std matches")
TABLES = [
    ("DECIMAL", str.isdecimal),
    ("DIGIT", str.isdigit),
    ("NUMERIC", str.isnumeric),
    ("UNPRINTABLE", lambda c: not c.isprintable()),
]
for name, pred in TABLES:
    print(table(name, f"/// ({name})", ranges(pred)))
    print()

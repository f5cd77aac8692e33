#!/usr/bin/env python3
"""Raise-and-catch and generator costs: the framework's toy calculator against CPython.

`benches/control_flow.rs` times, on the toy calculator (`tests/common/calc.rs`), 1,000
raises caught in the same frame, 1,000 raises caught ten frames up, a generator of 10,000
ints summed by a loop that resumes it, and a 100,000-iteration loop with and without a
protected range around it. This script runs the same programs written in Python under
CPython (timeit, best of several repeats) and the Rust benchmark (its interleaved mode,
median of N rounds), and prints the time per operation of each and the ratio.

Run:   python3 bench/raise_catch.py [--rounds 200] [--python python3]

Only the Python standard library is used; the Rust side is built by cargo (release).
"""

import argparse
import os
import re
import subprocess
import sys
import timeit

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROGRAMS = r'''
def one_frame(n):
    caught = 0
    i = n
    while 0 < i:
        try:
            raise ValueError(7)
        except ValueError:
            caught += 1
        i -= 1
    return caught

def f9():
    raise ValueError(7)
def f8():
    return f9()
def f7():
    return f8()
def f6():
    return f7()
def f5():
    return f6()
def f4():
    return f5()
def f3():
    return f4()
def f2():
    return f3()
def f1():
    return f2()
def f0():
    return f1()

def ten_frames(n):
    caught = 0
    i = n
    while 0 < i:
        try:
            f0()
        except ValueError:
            caught += 1
        i -= 1
    return caught

def gen(n):
    i = 0
    while i < n:
        yield i
        i += 1

def gen_sum(n):
    total = 0
    for x in gen(n):
        total += x
    return total

def sum_ints(n):
    i = 0
    acc = 0
    while i < n:
        acc += i
        i += 1
    return acc

def sum_ints_protected(n):
    try:
        i = 0
        acc = 0
        while i < n:
            acc += i
            i += 1
        return acc
    except ValueError:
        return -1
'''

# (benchmark name in benches/control_flow.rs, Python call, operations per call)
CASES = [
    ("sum_ints_100k", "sum_ints(100000)", 1),
    ("sum_ints_100k_protected", "sum_ints_protected(100000)", 1),
    ("raise_catch_1_frame", "one_frame(1000)", 1000),
    ("raise_catch_10_frames", "ten_frames(1000)", 1000),
    ("generator_sum_10k", "gen_sum(10000)", 10000),
]


def python_times(python):
    """ns per operation of each case under `python`, best of 7 repeats."""
    code = PROGRAMS + r'''
import timeit, json, sys
cases = json.loads(sys.argv[1])
out = {}
for name, call, ops in cases:
    timer = timeit.Timer(call, globals=globals())
    number, _ = timer.autorange()
    best = min(timer.repeat(number=number, repeat=7))
    out[name] = best / number / ops * 1e9
print(json.dumps(out))
'''
    import json
    res = subprocess.run([python, "-c", code, json.dumps(CASES)], capture_output=True,
                         text=True, check=True)
    return json.loads(res.stdout)


def rust_times(rounds):
    """ns per operation of each case in the Rust benchmark's interleaved mode."""
    env = dict(os.environ, VM_BENCH_INTERLEAVED=str(rounds))
    res = subprocess.run(["cargo", "bench", "--bench", "control_flow"], cwd=REPO, env=env,
                         capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"cargo bench failed:\n{res.stderr}")
    out = {}
    for line in res.stdout.splitlines():
        m = re.match(r"(\S+)\s+median\s+([\d.]+) us/run\s+([\d.]+) ns/op", line)
        if m:
            out[m.group(1)] = float(m.group(3))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--python", default="python3")
    args = ap.parse_args()
    py = python_times(args.python)
    rs = rust_times(args.rounds)
    print("| case | calculator ns/op | CPython ns/op | CPython / calculator |")
    print("|---|---|---|---|")
    for name, _, _ in CASES:
        r, p = rs.get(name), py.get(name)
        ratio = f"{p / r:.2f}x" if r and p else "?"
        fmt = (lambda v: f"{v:,.1f}" if v is not None else "?")
        print(f"| {name} | {fmt(r)} | {fmt(p)} | {ratio} |")


if __name__ == "__main__":
    main()

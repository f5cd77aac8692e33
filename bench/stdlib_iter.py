#!/usr/bin/env python3
"""Programs that lean on itertools, functools and operator: vm-std beside CPython.

Each program runs as its own process under `vm-std run` and `python3`, interleaved,
several times; the script prints the fastest and the median user CPU time of each and the
speed-up over CPython (python3 / vm-std) of both. User time, not wall time: on a shared
machine a process waiting for a core does not count. With `--instructions` (needs
valgrind) it counts executed instructions with cachegrind instead, less an empty
program's (the start-up), one run each: a measure the machine's load does not disturb.

Build first:   cargo build --release -p vm-std
Run:           python3 bench/stdlib_iter.py [--runs 5] [--instructions] [--vm PATH]

Only the Python standard library is used.
"""

import argparse
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile

import cargo_paths

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROGRAMS = {
    # A lazy pipeline of native iterators feeding a builtin.
    "islice_count": """
from itertools import islice, count
print(sum(islice(count(), 10_000_000)))
""",
    # A builtin function applied by reduce.
    "reduce_add": """
from functools import reduce
import operator
print(reduce(operator.add, range(5_000_000)))
""",
    # Memoized recursion: half the calls miss (and run the function), half hit.
    "lru_fib": """
from functools import lru_cache
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
s = 0
for i in range(20000):
    fib.cache_clear()
    s += fib(90)
print(s)
""",
    # The same with the default bounded cache (least recently used order kept).
    "lru_fib_128": """
from functools import lru_cache
@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
s = 0
for i in range(20000):
    fib.cache_clear()
    s += fib(90)
print(s)
""",
    # Cache hits only.
    "lru_hits": """
from functools import lru_cache
@lru_cache(maxsize=None)
def f(n):
    return n
for i in range(3_000_000):
    f(5)
print(f.cache_info())
""",
    # A two-argument memoized table (tuple keys).
    "lru_grid": """
from functools import lru_cache
def solve(n):
    @lru_cache(maxsize=None)
    def paths(i, j):
        if i == 0 or j == 0:
            return 1
        return (paths(i - 1, j) + paths(i, j - 1) + paths(i - 1, j - 1)) % 1000003
    return paths(n, n)
print(sum(solve(60) for _ in range(60)))
""",
    # A sort keyed by an itemgetter.
    "sorted_itemgetter": """
from operator import itemgetter
rows = [(i * 7919 % 10007, i) for i in range(200000)]
for _ in range(3):
    s = sorted(rows, key=itemgetter(0))
print(s[0], s[-1])
""",
    # A partial called in a loop.
    "partial_calls": """
from functools import partial
from operator import add
inc = partial(add, 1)
x = 0
for i in range(1_000_000):
    x = inc(x)
print(x)
""",
    # groupby, accumulate, starmap and chain over a few hundred thousand items.
    "pipeline": """
from itertools import groupby, accumulate, chain, count, starmap
from operator import mul
total = 0
for k, g in groupby(sorted(i % 100 for i in range(300000))):
    total += len(list(g))
print(total, sum(accumulate(range(300000))) % 1000)
print(sum(starmap(mul, zip(range(300000), count()))) % 1000)
print(sum(chain.from_iterable([range(1000)] * 300)))
""",
}



def user_time(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before, out


def instructions(cmd):
    proc = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
        + cmd,
        capture_output=True,
        text=True,
        check=True,
    )
    m = re.search(r"I\s+refs:\s+([\d,]+)", proc.stderr)
    if not m:
        sys.exit("could not read cachegrind's count")
    return int(m.group(1).replace(",", "")), proc.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--vm", default=cargo_paths.release_binary())
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--instructions", action="store_true")
    ap.add_argument("--only", default="", help="comma-separated program names")
    args = ap.parse_args()
    if not os.path.exists(args.vm):
        sys.exit(f"no vm-std at {args.vm}: cargo build --release -p vm-std")
    runners = {"vm-std": [args.vm, "run"], "python3": [args.python]}
    names = [n for n in PROGRAMS if not args.only or n in args.only.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        files = {}
        for name in names + ["empty"]:
            files[name] = os.path.join(tmp, f"{name}.py")
            with open(files[name], "w") as f:
                f.write(PROGRAMS.get(name, "import functools, itertools, operator\n"))
        measure = instructions if args.instructions else user_time
        rounds = 1 if args.instructions else args.runs
        results = {(r, p): [] for r in runners for p in files}
        outputs = {}
        for _ in range(rounds):
            for p, path in files.items():
                if p == "empty" and not args.instructions:
                    continue
                for r, cmd in runners.items():
                    value, out = measure(cmd + [path])
                    results[(r, p)].append(value)
                    outputs.setdefault(p, set()).add(out)
    for p, outs in outputs.items():
        if len(outs) != 1:
            sys.exit(f"{p}: vm-std and python3 printed different results")
    if args.instructions:
        print("| program | vm-std instructions | python3 instructions | python3 / vm-std |")
        print("|---|---|---|---|")
        start = {r: results[(r, "empty")][0] for r in runners}
        for p in names:
            vm = results[("vm-std", p)][0] - start["vm-std"]
            py = results[("python3", p)][0] - start["python3"]
            print(f"| {p} | {vm / 1e6:.0f}M | {py / 1e6:.0f}M | {py / vm:.2f}x |")
        return
    print("| program | vm-std s (fastest, median) | python3 s (fastest, median) "
          "| python3 / vm-std (fastest, median) |")
    print("|---|---|---|---|")
    for p in names:
        vm = results[("vm-std", p)]
        py = results[("python3", p)]
        fast = min(py) / max(min(vm), 1e-3)
        med = statistics.median(py) / max(statistics.median(vm), 1e-3)
        print(f"| {p} | {min(vm):.3f}, {statistics.median(vm):.3f} "
              f"| {min(py):.3f}, {statistics.median(py):.3f} | {fast:.2f}x, {med:.2f}x |")


if __name__ == "__main__":
    main()

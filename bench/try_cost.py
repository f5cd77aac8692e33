#!/usr/bin/env python3
"""What a `try` costs vm-std when nothing raises, beside CPython.

Three versions of one loop (3,000,000 iterations of integer arithmetic):

  plain        the loop alone
  try_around   the loop inside a `try` (CPython and vm-std: zero-cost, a range of the
               exception table; the loop runs the same instructions)
  try_inside   a `try` around the loop body, entered every iteration

Each runs as its own process under `vm-std run` and `python3`, interleaved, several
times; the script prints the median wall time of each and the ratio to `plain`. With
`--instructions` (needs valgrind) it counts executed instructions with cachegrind instead,
a measure the machine's load does not disturb (one run each).

Build first:   cargo build --release -p vm-std
Run:           python3 bench/try_cost.py [--runs 7] [--instructions] [--vm PATH]

Only the Python standard library is used.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

import cargo_paths

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def body(indent):
    """The loop body, indented by `indent` spaces."""
    pad = " " * indent
    return f"\n{pad}total = (total + i * 7) % 1000003\n{pad}i += 1"


PROGRAMS = {
    "plain": f"""
def run(n):
    total = 0
    i = 0
    while i < n:{body(8)}
    return total


print(run(3000000))
""",
    "try_around": f"""
def run(n):
    total = 0
    i = 0
    try:
        while i < n:{body(12)}
    except ValueError:
        total = -1
    return total


print(run(3000000))
""",
    "try_inside": f"""
def run(n):
    total = 0
    i = 0
    while i < n:
        try:{body(12)}
        except ValueError:
            total = -1
    return total


print(run(3000000))
""",
}



def wall(cmd):
    start = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return time.perf_counter() - start, out


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
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--vm", default=cargo_paths.release_binary())
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--instructions", action="store_true")
    args = ap.parse_args()
    if not os.path.exists(args.vm):
        sys.exit(f"no vm-std at {args.vm}: cargo build --release -p vm-std")
    runners = {"vm-std": [args.vm, "run"], "python3": [args.python]}
    with tempfile.TemporaryDirectory() as tmp:
        files = {}
        for name, src in PROGRAMS.items():
            files[name] = os.path.join(tmp, f"{name}.py")
            with open(files[name], "w") as f:
                f.write(src)
        results = {(r, p): [] for r in runners for p in PROGRAMS}
        outputs = {}
        rounds = 1 if args.instructions else args.runs
        for _ in range(rounds):
            for p, path in files.items():
                for r, cmd in runners.items():
                    measure = instructions if args.instructions else wall
                    value, out = measure(cmd + [path])
                    results[(r, p)].append(value)
                    outputs.setdefault(p, set()).add(out)
    for p, outs in outputs.items():
        if len(outs) != 1:
            sys.exit(f"{p}: vm-std and python3 printed different results")
    unit = "instructions" if args.instructions else "s (median)"
    print(f"| program | vm-std {unit} | vs plain | python3 {unit} | vs plain |")
    print("|---|---|---|---|---|")
    for p in PROGRAMS:
        row = [p]
        for r in runners:
            v = statistics.median(results[(r, p)])
            base = statistics.median(results[(r, "plain")])
            shown = f"{v / 1e6:.2f}M" if args.instructions else f"{v:.3f}"
            row += [shown, f"{v / base:.3f}"]
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()

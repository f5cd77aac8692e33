#!/usr/bin/env python3
"""Programs that lean on `array.array`: vm-std beside CPython.

Each program runs as its own process under `vm-std run` and `python3`, interleaved,
several times; the script prints the fastest and the median user CPU time of each and the
speed-up over CPython (python3 / vm-std) of both. With `--instructions` (needs valgrind)
it counts executed instructions with cachegrind instead, less an empty program's (the
start-up), one run each. The harness is `stdlib_iter.py`'s.

Build first:   cargo build --release -p vm-std
Run:           python3 bench/array_numeric.py [--runs 5] [--instructions] [--vm PATH]

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
    # A dot product and a scaling of 10**6 doubles by index (BINARY_SUBSCR and
    # STORE_SUBSCR of an array by an int), and a sum by iteration (FOR_ITER over an array).
    "dot_d": """
from array import array
def dot(a, b):
    s = 0.0
    for i in range(len(a)):
        s += a[i] * b[i]
    return s
def scale(a, k):
    for i in range(len(a)):
        a[i] = a[i] * k
def total(a):
    t = 0.0
    for x in a:
        t += x
    return t
n = 1000000
a = array('d', [i * 0.5 for i in range(n)])
b = array('d', [1.0 / (i + 1) for i in range(n)])
for _ in range(3):
    scale(a, 1.0001)
print(round(dot(a, b), 3), round(total(a), 3))
""",
    # A sieve of Eratosthenes over an array of bytes (2 * 10**6 flags).
    "sieve_B": """
from array import array
def sieve(n):
    flags = array('B', [1]) * (n + 1)
    flags[0] = 0
    flags[1] = 0
    i = 2
    while i * i <= n:
        if flags[i]:
            j = i * i
            while j <= n:
                flags[j] = 0
                j += i
        i += 1
    count = 0
    for f in flags:
        count += f
    return count
print(sieve(2000000))
""",
    # Prefix sums modulo a prime over 10**6 C ints (each store range-checked).
    "prefix_i": """
from array import array
def prefix(n):
    a = array('i', range(n))
    for i in range(1, n):
        a[i] = (a[i - 1] + a[i]) % 1000003
    return a[n - 1]
print(prefix(1000000))
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
                f.write(PROGRAMS.get(name, "import array\n"))
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

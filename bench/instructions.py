#!/usr/bin/env python3
"""Instructions executed by vm-std builds on the examples, counted by valgrind's cachegrind.

Wall-clock A/Bs on a shared machine move by 10-40% between runs; an instruction count
does not move at all. It is not a time (it misses branch mispredictions and cache
misses, and a smaller count is not always faster), but it shows without noise what a
change did to the work: use it to compare two builds when timed runs disagree, and
`bench/compare.py` for the claims.

Run:   python3 bench/instructions.py --vm OLD_BINARY --vm NEW_BINARY [--only fib,sieve]
       (one --vm: just the counts; default: $CARGO_TARGET_DIR/release/vm-std)

Needs valgrind (`apt-get install valgrind`). Each run takes about 50 times as long as a
plain one. Only the Python standard library is used.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

import cargo_paths

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(REPO, "examples")



def instructions(vm, example):
    """Instructions `vm run example` executes (cachegrind's `I refs`)."""
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
           "--cachegrind-out-file=/dev/null", vm, "run", example]
    out = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                         cwd=REPO)
    if out.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{out.stderr}")
    m = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if not m:
        sys.exit(f"no instruction count in cachegrind's output:\n{out.stderr}")
    return int(m.group(1).replace(",", ""))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--vm", action="append", default=[],
                   help="a vm-std binary (give two to compare them)")
    p.add_argument("--only", default="", help="comma-separated example names")
    args = p.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind not found (apt-get install valgrind)")
    vms = [os.path.abspath(v) for v in args.vm] or [cargo_paths.release_binary()]
    for vm in vms:
        if not os.path.exists(vm):
            sys.exit(f"vm-std binary not found at {vm} (cargo build --release -p vm-std)")
    names = sorted(f[:-3] for f in os.listdir(EXAMPLES) if f.endswith(".py"))
    if args.only:
        names = [n.strip() for n in args.only.split(",") if n.strip()]
    header = ["example"] + [f"vm {k + 1} instructions" for k in range(len(vms))]
    if len(vms) == 2:
        header.append("vm 2 / vm 1")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for n in names:
        counts = [instructions(vm, os.path.join(EXAMPLES, n + ".py")) for vm in vms]
        row = [n] + [f"{c / 1e9:.3f}G" for c in counts]
        if len(vms) == 2:
            row.append(f"{counts[1] / counts[0]:.3f}")
        print("| " + " | ".join(row) + " |", flush=True)
    for k, vm in enumerate(vms):
        print(f"vm {k + 1}: {vm}")


if __name__ == "__main__":
    main()

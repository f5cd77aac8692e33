#!/usr/bin/env python3
"""Builds vm-std with profile-guided optimization (PGO), as CPython's releases are built.

Three steps, each a plain cargo or LLVM command:

  1. build vm-std instrumented (rustc -Cprofile-generate) into TARGET/pgo;
  2. run it on the training set: every conformance program under tests/conformance
     (never the benchmark programs of examples/ or bench/, so the profile cannot be
     tuned to what compare.py measures), writing raw profiles;
  3. merge them with the toolchain's llvm-profdata and build vm-std again with
     -Cprofile-use; the binary is copied to TARGET/pgo/vm-std and its path printed.

Why: the dispatch loop is one function with hundreds of handlers. Without a profile,
LLVM weighs every handler alike when it lays out blocks and allocates registers, so it
keeps hot values (the stack pointer) in memory and orders the code badly. With one it
knows which handlers and paths are hot. Measured on the examples (7 interleaved runs,
CPU time, session 49): -5% to -25% on 12 of 15; sieve -1.7%, dicts_sets -0.3%, nbody
+1.5% (within noise).

Needs the llvm-tools component of the pinned toolchain (`rustup component add
llvm-tools`), whose llvm-profdata matches rustc's LLVM; a system llvm-profdata of
another version cannot read the raw profiles.

Run:   python3 bench/pgo.py            then   python3 bench/compare.py --vm PATH
 or:   python3 bench/compare.py --pgo  (builds through this script first)
Only the Python standard library is used.
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

import cargo_paths

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRAINING = [
    os.path.join(REPO, "tests", "conformance", "*.py"),
    os.path.join(REPO, "tests", "conformance", "errors", "*.py"),
]
# A training program that runs longer than this is stopped (its profile so far is kept);
# none of the conformance programs comes near it.
TRAINING_TIMEOUT_S = 30


def llvm_profdata(host, sysroot):
    path = os.path.join(sysroot, "lib", "rustlib", host, "bin", "llvm-profdata")
    if not os.path.exists(path):
        sys.exit(f"{path} is missing: run `rustup component add llvm-tools` (the toolchain's "
                 "own llvm-profdata is needed; another LLVM version cannot read its profiles)")
    return path


def cargo_build(host, pgo_dir, rustflag):
    """`cargo build --release -p vm-std` with one more rustc flag; returns the binary.

    Why `--target`: with an explicit target, cargo leaves the flag off the build scripts
    and proc macros (vm-macros), which run at build time and need no profile
    (.cargo/config.toml names the host's target too; this says so again).
    Why `--config target.HOST.rustflags`: cargo joins it to the repository's own target
    rustflags (.cargo/config.toml's code alignment and fixed-address code), where
    RUSTFLAGS would replace them (and `build.rustflags` would be ignored).
    """
    cmd = ["cargo", "build", "--release", "-p", "vm-std", "--target", host,
           "--config", f"target.{host}.rustflags=" + json.dumps([rustflag])]
    env = dict(os.environ, CARGO_TARGET_DIR=pgo_dir)
    print("+", " ".join(cmd), file=sys.stderr, flush=True)
    subprocess.run(cmd, check=True, cwd=REPO, env=env)
    return os.path.join(pgo_dir, host, "release", "vm-std")


def train(binary, profraw_dir):
    """Runs every training program (whatever its exit status); returns how many ran."""
    programs = sorted(p for pattern in TRAINING for p in glob.glob(pattern))
    if not programs:
        sys.exit("no training programs found under tests/conformance")
    # `%4m`: the runs merge their counters into four files (LLVM's online merging), not
    # one ~2 MiB file per process.
    env = dict(os.environ, LLVM_PROFILE_FILE=os.path.join(profraw_dir, "vm-std-%4m.profraw"))
    with tempfile.TemporaryDirectory() as cache:
        # A fresh compiled-file cache, so that every program is compiled (and the
        # compiler profiled) and nothing is written beside the programs.
        env["VM_STD_CACHE_DIR"] = cache
        for program in programs:
            try:
                subprocess.run([binary, "run", program], stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               cwd=os.path.dirname(program), env=env,
                               timeout=TRAINING_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                print(f"training: {program} timed out", file=sys.stderr)
    return len(programs)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.parse_args()
    host, sysroot = cargo_paths.rustc_info()
    profdata_tool = llvm_profdata(host, sysroot)
    pgo_dir = os.path.join(cargo_paths.target_dir(), "pgo")
    profraw_dir = os.path.join(pgo_dir, "profraw")
    shutil.rmtree(profraw_dir, ignore_errors=True)
    os.makedirs(profraw_dir)

    instrumented = cargo_build(host, pgo_dir, f"-Cprofile-generate={profraw_dir}")
    count = train(instrumented, profraw_dir)
    raw = glob.glob(os.path.join(profraw_dir, "*.profraw"))
    if not raw:
        sys.exit("training wrote no profiles")
    merged = os.path.join(pgo_dir, "vm-std.profdata")
    subprocess.run([profdata_tool, "merge", "-o", merged, *raw], check=True)
    print(f"training: {count} programs, profile {merged}", file=sys.stderr)

    optimized = cargo_build(host, pgo_dir, f"-Cprofile-use={merged}")
    final = os.path.join(pgo_dir, "vm-std")
    shutil.copy2(optimized, final)
    print(final)


if __name__ == "__main__":
    main()

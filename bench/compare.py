#!/usr/bin/env python3
"""Side-by-side benchmark of vm-std against CPython and Lua 5.4 on the examples.

For every program in examples/ this runs, as separate processes, several times each
(interleaved, after a warm-up run):

  vm-std run FILE.py                   the specializing interpreter
  vm-std run --no-specialize FILE.py   the same with specialization off
  python3 FILE.py                      CPython (the real executable, not a pyenv shim)
  lua5.4 bench/lua/NAME.lua            an equivalent Lua program, when lua5.4 is installed

and reports the median wall time (process start to exit, start-up included), the peak
resident set size of each process (from wait4's rusage), the ratios the issue asks for
and their geometric means, as a markdown table. It checks that every runner printed
exactly what python3 printed and flags any mismatch.

Build first:   cargo build --release -p vm-std      (or pass --build)
 or with PGO:   python3 bench/pgo.py                 (or pass --pgo; as CPython is built)
Run:           python3 bench/compare.py [--runs 5] [--only fib,nbody] [--json out.json]

Exit status: 1 if a runner failed or printed something else than python3, 2 if the
vm-std binary is missing; with --strict, also 1 if a performance target is missed.
Only the Python standard library is used.
"""

import argparse
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import cargo_paths

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(REPO, "examples")
LUA_DIR = os.path.join(REPO, "bench", "lua")

# The targets.
MIN_SPEEDUP_VS_CPYTHON = 2.0  # on every example
MIN_SPECIALIZATION_GAIN = 1.3  # geometric mean over the examples


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--runs", type=int, default=5, help="timed runs per runner (default 5)")
    p.add_argument("--warmup", type=int, default=1, help="untimed runs first (default 1)")
    p.add_argument("--only", default="", help="comma-separated example names (default: all)")
    p.add_argument("--vm", default="", help="path of the vm-std binary "
                   "(default: what `cargo build --release -p vm-std` wrote: "
                   "$CARGO_TARGET_DIR or target/, then <host triple>/release/vm-std)")
    p.add_argument("--build", action="store_true",
                   help="run `cargo build --release -p vm-std` first")
    p.add_argument("--pgo", action="store_true",
                   help="build vm-std with profile-guided optimization first (bench/pgo.py, "
                   "trained on tests/conformance) and measure that binary")
    p.add_argument("--python", default="python3", help="CPython to compare with")
    p.add_argument("--lua", default="lua5.4", help="Lua 5.4 interpreter")
    p.add_argument("--no-lua", action="store_true", help="skip the Lua column")
    p.add_argument("--json", default="", help="also write every measurement to this file")
    p.add_argument("--strict", action="store_true",
                   help="exit 1 when a performance target is missed")
    return p.parse_args()


def vm_binary(args):
    if args.vm:
        return os.path.abspath(args.vm)
    return cargo_paths.release_binary()


def real_python(python):
    """The interpreter's own executable (a pyenv shim would add its start-up to every run)."""
    try:
        out = subprocess.run(
            [python, "-c", "import sys, platform; print(sys.executable); "
             "print(platform.python_version())"],
            capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        sys.exit(f"cannot run {python}: {e}")
    exe, version = out.stdout.split("\n")[:2]
    return exe, version


_SUBREAPER = None


def subreaper():
    """Makes this process a child subreaper (Linux), once; tells whether that worked.

    Why: a process's peak RSS as wait4 reports it includes the memory of whatever it was
    before exec, and every child of this script starts as a copy of a Python process
    (10+ MiB), which would hide the footprint of a small interpreter. So each program is
    started by a throwaway /bin/sh as a background job (a fork of a ~1 MiB shell); the
    shell exits at once, the program is re-parented to this process, and wait4 on it gives
    its own peak RSS.
    """
    global _SUBREAPER
    if _SUBREAPER is None:
        _SUBREAPER = False
        if sys.platform.startswith("linux") and os.path.exists("/bin/sh"):
            try:
                import ctypes
                libc = ctypes.CDLL(None, use_errno=True)
                pr_set_child_subreaper = 36
                _SUBREAPER = libc.prctl(pr_set_child_subreaper, 1, 0, 0, 0) == 0
            except (OSError, AttributeError):
                pass
    return _SUBREAPER


def run_once(cmd):
    """Runs cmd to completion; returns wall seconds, peak RSS in KiB, exit code, output."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        if subreaper():
            shell = subprocess.Popen(["/bin/sh", "-c", '"$@" &', "sh", *cmd],
                                     stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                     cwd=REPO)
            program = None
            while program is None or shell.returncode is None:
                pid, status, usage = os.wait4(-1, 0)
                if pid == shell.pid:
                    shell.returncode = os.waitstatus_to_exitcode(status)
                else:
                    program = (status, usage)
            status, usage = program
        else:
            proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                    cwd=REPO)
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        rss_kib = usage.ru_maxrss
        if sys.platform == "darwin":  # bytes there, KiB on Linux
            rss_kib //= 1024
        return {
            "wall": wall,
            # The program's own CPU time: unlike wall time, it does not grow while the
            # process waits for a core, which on a shared machine is most of the noise.
            "cpu": usage.ru_utime + usage.ru_stime,
            "rss_kib": rss_kib,
            "code": os.waitstatus_to_exitcode(status),
            "stdout": out.read().decode("utf-8", "replace"),
            "stderr": err.read().decode("utf-8", "replace"),
        }


def geomean(values):
    values = [v for v in values if v is not None and v > 0 and math.isfinite(v)]
    if not values:
        return float("nan")
    return math.exp(sum(math.log(v) for v in values) / len(values))


def fmt_time(t):
    return "—" if t is None else f"{t:.3f}"


def fmt_ratio(r):
    return "—" if r is None or not math.isfinite(r) else f"{r:.2f}x"


def fmt_mib(kib):
    return "—" if kib is None else f"{kib / 1024:.1f}"


def main():
    args = parse_args()
    if args.pgo:
        if args.vm or args.build:
            sys.exit("--pgo builds and picks the binary itself: drop --vm and --build")
        print("$ python3 bench/pgo.py", flush=True)
        built = subprocess.run([sys.executable, os.path.join(REPO, "bench", "pgo.py")],
                               cwd=REPO, check=True, stdout=subprocess.PIPE, text=True)
        args.vm = built.stdout.strip().splitlines()[-1]
    if args.build:
        print("$ cargo build --release -p vm-std", flush=True)
        subprocess.run(["cargo", "build", "--release", "-p", "vm-std"], cwd=REPO, check=True)
    vm = vm_binary(args)
    if not os.path.exists(vm):
        print(f"vm-std binary not found at {vm}.\n"
              "Build it first with `cargo build --release -p vm-std` (or pass --build, or "
              "--vm PATH).", file=sys.stderr)
        return 2
    python, py_version = real_python(args.python)
    lua = None if args.no_lua else shutil.which(args.lua)
    if not args.no_lua and lua is None:
        print(f"note: {args.lua} not found (apt-get install lua5.4); no Lua column",
              file=sys.stderr)

    names = sorted(f[:-3] for f in os.listdir(EXAMPLES) if f.endswith(".py"))
    if args.only:
        wanted = [n.strip() for n in args.only.split(",") if n.strip()]
        unknown = [n for n in wanted if n not in names]
        if unknown:
            sys.exit(f"unknown examples: {', '.join(unknown)} (have: {', '.join(names)})")
        names = wanted

    print(f"vm-std:  {vm}")
    print(f"python3: {python} ({py_version})")
    if not py_version.startswith("3.11"):
        print(f"note: the issue's baseline is CPython 3.11; this is {py_version}")
    print(f"lua:     {lua or '(none)'}")
    if not subreaper():
        print("note: cannot become a child subreaper; peak RSS includes this script's own "
              "(each child starts as a copy of it)")
    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, load average "
          f"{os.getloadavg()[0]:.2f}; {args.runs} runs each after {args.warmup} warm-up\n",
          flush=True)

    results = []
    problems = []
    for name in names:
        script = os.path.join("examples", name + ".py")
        runners = {
            "vm-std": [vm, "run", script],
            "no-spec": [vm, "run", "--no-specialize", script],
            "python3": [python, script],
        }
        lua_script = os.path.join("bench", "lua", name + ".lua")
        if lua and os.path.exists(os.path.join(REPO, lua_script)):
            runners["lua"] = [lua, lua_script]
        elif lua:
            problems.append(f"{name}: no {lua_script}")
        print(f"{name}: ", end="", flush=True)
        samples = {r: [] for r in runners}
        for i in range(args.warmup + args.runs):
            # Interleaved, so that drift in machine load hits every runner alike.
            for runner, cmd in runners.items():
                res = run_once(cmd)
                if i >= args.warmup:
                    samples[runner].append(res)
            print(".", end="", flush=True)
        print(flush=True)

        expected = samples["python3"][0]["stdout"]
        row = {"example": name, "runners": {}}
        for runner, runs in samples.items():
            failed = [r for r in runs if r["code"] != 0]
            differs = [r for r in runs if r["stdout"] != expected]
            status = "ok"
            if failed:
                status = f"exit {failed[0]['code']}"
                tail = failed[0]["stderr"].strip().splitlines()[-3:]
                problems.append(f"{name}: {runner} exited with {failed[0]['code']}: "
                                + (" / ".join(tail) or "(no stderr)"))
            elif differs:
                status = "output differs"
                problems.append(f"{name}: {runner} printed something else than python3"
                                + first_difference(expected, differs[0]["stdout"]))
            row["runners"][runner] = {
                "median_s": statistics.median(r["wall"] for r in runs),
                "min_s": min(r["wall"] for r in runs),
                "peak_rss_kib": max(r["rss_kib"] for r in runs),
                "samples_s": [r["wall"] for r in runs],
                "median_cpu_s": statistics.median(r["cpu"] for r in runs),
                "samples_cpu_s": [r["cpu"] for r in runs],
                "status": status,
            }
        results.append(row)

    print()
    print(report(results, lua is not None, python, py_version))
    if problems:
        print("\nProblems:")
        for p in problems:
            print(f"- {p}")
    targets_met = print_targets(results, lua is not None)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"python": python, "python_version": py_version, "lua": lua,
                       "runs": args.runs, "results": results, "problems": problems}, f,
                      indent=2)
        print(f"\nwrote {args.json}")
    if problems:
        return 1
    if args.strict and not targets_met:
        return 1
    return 0


def first_difference(expected, got):
    e, g = expected.splitlines(), got.splitlines()
    for i in range(max(len(e), len(g))):
        a = e[i] if i < len(e) else "<missing>"
        b = g[i] if i < len(g) else "<missing>"
        if a != b:
            return f" (line {i + 1}: expected {a!r}, got {b!r})"
    return ""


def ratios(row):
    """The row's ratios; None where a runner involved failed or printed something else."""
    r = row["runners"]

    def ratio(a, b, key="median_s"):
        if a not in r or b not in r or r[a]["status"] != "ok" or r[b]["status"] != "ok":
            return None
        return r[a][key] / r[b][key]

    def paired(a, b):
        # Runs are interleaved, so round k of every runner ran under about the same load:
        # the median of the per-round ratios cancels load that drifts between rounds.
        if ratio(a, b) is None:
            return None
        return statistics.median(x / y for x, y in zip(r[a]["samples_s"], r[b]["samples_s"]))

    return {
        "speedup_vs_python": ratio("python3", "vm-std"),
        "speedup_vs_python_cpu": ratio("python3", "vm-std", "median_cpu_s"),
        "speedup_vs_python_paired": paired("python3", "vm-std"),
        "speedup_vs_python_fastest": ratio("python3", "vm-std", "min_s"),
        "specialization_gain": ratio("no-spec", "vm-std"),
        "vm_over_lua": ratio("vm-std", "lua"),
        "rss_vm_over_python": ratio("vm-std", "python3", "peak_rss_kib"),
    }


def report(results, with_lua, python, py_version):
    head = ["example", "vm-std s", "no-spec s", "python3 s"]
    if with_lua:
        head.append("lua5.4 s")
    head += ["python3 / vm-std", "paired", "fastest", "CPU", "no-spec / vm-std"]
    if with_lua:
        head.append("vm-std / lua")
    head += ["RSS vm-std MiB", "RSS python3 MiB"]
    if with_lua:
        head.append("RSS lua MiB")
    head.append("output")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    speedups, gains, lua_ratios, paired, fastest, cpu = [], [], [], [], [], []
    for row in results:
        r = row["runners"]
        q = ratios(row)
        speedups.append(q["speedup_vs_python"])
        paired.append(q["speedup_vs_python_paired"])
        fastest.append(q["speedup_vs_python_fastest"])
        cpu.append(q["speedup_vs_python_cpu"])
        gains.append(q["specialization_gain"])
        lua_ratios.append(q["vm_over_lua"])
        cells = [row["example"], fmt_time(r["vm-std"]["median_s"]),
                 fmt_time(r["no-spec"]["median_s"]), fmt_time(r["python3"]["median_s"])]
        if with_lua:
            cells.append(fmt_time(r["lua"]["median_s"]) if "lua" in r else "—")
        cells += [fmt_ratio(q["speedup_vs_python"]), fmt_ratio(q["speedup_vs_python_paired"]),
                  fmt_ratio(q["speedup_vs_python_fastest"]), fmt_ratio(q["speedup_vs_python_cpu"]),
                  fmt_ratio(q["specialization_gain"])]
        if with_lua:
            cells.append(fmt_ratio(q["vm_over_lua"]))
        cells += [fmt_mib(r["vm-std"]["peak_rss_kib"]), fmt_mib(r["python3"]["peak_rss_kib"])]
        if with_lua:
            cells.append(fmt_mib(r["lua"]["peak_rss_kib"]) if "lua" in r else "—")
        statuses = {k: v["status"] for k, v in r.items() if v["status"] != "ok"}
        cells.append("same" if not statuses else
                     ", ".join(f"{k}: {v}" for k, v in statuses.items()))
        lines.append("| " + " | ".join(cells) + " |")
    geo = ["**geometric mean**", "", "", ""]
    if with_lua:
        geo.append("")
    geo += [fmt_ratio(geomean(speedups)), fmt_ratio(geomean(paired)),
            fmt_ratio(geomean(fastest)), fmt_ratio(geomean(cpu)), fmt_ratio(geomean(gains))]
    if with_lua:
        geo.append(fmt_ratio(geomean(lua_ratios)))
    geo += ["", ""]
    if with_lua:
        geo.append("")
    geo.append("")
    lines.append("| " + " | ".join(geo) + " |")
    lines.append("")
    lines.append(f"Median wall time of whole processes (start-up included); peak RSS is the "
                 f"largest over the runs. python3 is {python} ({py_version}). "
                 "`python3 / vm-std` > 1 means vm-std is faster (ratio of the medians); "
                 "`paired` is the median of the per-round ratios (runs are interleaved, so "
                 "each round's runs saw about the same load); `fastest` is the ratio of the "
                 "fastest runs (on a shared machine, the run least slowed by other work); "
                 "`CPU` is the ratio of median "
                 "user+sys CPU times, which waiting for a core does not inflate. "
                 "`vm-std / lua` > 1 means Lua is faster.")
    return "\n".join(lines)


def print_targets(results, with_lua):
    print("\nTargets:")
    qs = [(row["example"], ratios(row)) for row in results]

    def missed(key, bad):
        return [f"{n} (" + ("failed" if q[key] is None else f"{q[key]:.2f}x") + ")"
                for n, q in qs if q[key] is None or bad(q[key])]

    slow = missed("speedup_vs_python", lambda v: v < MIN_SPEEDUP_VS_CPYTHON)
    gain = geomean([q["specialization_gain"] for _, q in qs])
    if any(q["specialization_gain"] is None for _, q in qs):
        gain = float("nan")
    fat = missed("rss_vm_over_python", lambda v: v >= 1.0)
    checks = [
        (not slow, f"vm-std at least {MIN_SPEEDUP_VS_CPYTHON:g}x faster than python3 on every "
                   "example" + (f"; missed on {', '.join(slow)}" if slow else "")),
        (gain >= MIN_SPECIALIZATION_GAIN,
         "specialization gain (geometric mean) "
         + (f"{gain:.2f}x" if math.isfinite(gain) else "n/a (a run failed)")
         + f", target {MIN_SPECIALIZATION_GAIN:g}x"),
        (not fat, "peak RSS below python3's on every example"
                  + (f"; above on {', '.join(fat)} (vm-std / python3)" if fat else "")),
    ]
    for ok, text in checks:
        print(f"- [{'x' if ok else ' '}] {text}")
    if with_lua:
        lua = geomean([q["vm_over_lua"] for _, q in qs])
        print(f"- Lua 5.4 (the next bar): vm-std takes {lua:.2f}x Lua's time "
              "(geometric mean)")
    return all(ok for ok, _ in checks)


if __name__ == "__main__":
    sys.exit(main())

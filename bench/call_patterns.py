#!/usr/bin/env python3
"""Instructions per operation of everyday Python patterns: vm-std against CPython.

Each pattern is a loop `b_NAME(n)` of n iterations (a plain call, a keyword call,
`wrapper(*args, **kwargs)` forwarding, a closure, a method, raise-and-catch, a generator,
...). The script runs each pattern under valgrind's cachegrind twice per interpreter, with
n = N and n = 0, and prints (count(N) - count(0)) / N: the instructions one iteration
costs, start-up and compilation subtracted. Counts do not move between runs, so two vm-std
builds compare exactly (`--vm OLD --vm NEW`); see bench/instructions.py for the examples.

Run:   python3 bench/call_patterns.py [--vm BINARY ...] [--only kw_call,raise] [-n 100000]
       python3 bench/call_patterns.py --run NAME N      (one pattern, as the driver runs it)

Needs valgrind. Only the Python standard library is used; the same file is the program
both interpreters run.
"""

import sys

def f3(a, b, c):
    return a

def fwd(*args, **kwargs):
    return f3(*args, **kwargs)

def kwonly(a, *, b, c=3):
    return a

def star_only(*args):
    return args

def make_counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc

class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm(self):
        return self.x * self.x + self.y * self.y

class V:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __add__(self, o):
        return V(self.x + o.x, self.y + o.y)

def b_plain(n):
    for i in range(n):
        f3(i, 2, 3)

def b_fwd_pos(n):
    for i in range(n):
        fwd(i, 2, 3)

def b_fwd_kw(n):
    for i in range(n):
        fwd(i, b=2, c=3)

def b_kw_call(n):
    for i in range(n):
        f3(i, b=2, c=3)

def b_kwonly(n):
    for i in range(n):
        kwonly(i, b=2)

def b_star(n):
    for i in range(n):
        star_only(i, 2)

def b_closure(n):
    inc = make_counter()
    for i in range(n):
        inc()

def b_lambda_dict(n):
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b}
    for i in range(n):
        ops["+"](i, 1)

def b_memo(n):
    cache = {}
    for i in range(n):
        k = (i % 100, 7)
        if k in cache:
            cache[k]
        else:
            cache[k] = i

def b_new_obj(n):
    for i in range(n):
        P(i, 2)

def b_method(n):
    p = P(1, 2)
    for i in range(n):
        p.norm()

def b_dunder_add(n):
    a = V(1, 2)
    b = V(3, 4)
    for i in range(n):
        a + b

def b_try(n):
    for i in range(n):
        try:
            if i < 0:
                raise ValueError
        except ValueError:
            pass

def b_raise(n):
    for i in range(n):
        try:
            raise KeyError(i)
        except KeyError:
            pass

def b_gen(n):
    def g(m):
        for i in range(m):
            yield i
    for x in g(n):
        pass

def b_genexpr_sum(n):
    sum(x * 2 for x in range(n))

def b_listcomp(n):
    for i in range(n // 100):
        [x for x in range(100)]

def b_fstring(n):
    for i in range(n):
        f"a{i}b{i}"

def b_isinstance(n):
    p = P(1, 2)
    for i in range(n):
        isinstance(p, P)

def b_super(n):
    class A:
        def m(self):
            return 1
    class B(A):
        def m(self):
            return super().m()
    b = B()
    for i in range(n):
        b.m()

def b_property(n):
    class C:
        def __init__(self):
            self._x = 1
        @property
        def x(self):
            return self._x
    c = C()
    for i in range(n):
        c.x

def b_dict_kwargs(n):
    for i in range(n):
        dict(a=i, b=2)



def main():
    import argparse
    import os
    import re
    import subprocess

    import cargo_paths

    patterns = [k[2:] for k in globals() if k.startswith("b_")]
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--vm", action="append", help="vm-std binaries (default: what `cargo build --release -p vm-std` wrote)")
    p.add_argument("--python", default="python3")
    p.add_argument("--only", help="comma-separated pattern names: " + ",".join(patterns))
    p.add_argument("-n", type=int, default=100000)
    args = p.parse_args()
    vms = args.vm or [cargo_paths.release_binary()]
    me = os.path.abspath(__file__)

    def count(cmd):
        r = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] + cmd,
            capture_output=True, text=True, env=dict(os.environ, VM_STD_CACHE_DIR=""),
        )
        m = re.search(r"I\s+refs:\s+([\d,]+)", r.stderr)
        if not m:
            sys.exit(f"no count from {cmd}: {r.stderr[-500:]}")
        return int(m.group(1).replace(",", ""))

    def per_op(prefix, name):
        full = count(prefix + [me, "--run", name, str(args.n)])
        empty = count(prefix + [me, "--run", name, "0"])
        return (full - empty) / args.n

    names = args.only.split(",") if args.only else patterns
    heads = ["pattern", "python3"] + (vms if len(vms) > 1 else ["vm-std"]) + ["python3/last"]
    print("| " + " | ".join(heads) + " |")
    print("|" + "---|" * len(heads))
    for name in names:
        py = per_op([args.python], name)
        ours = [per_op([v, "run"], name) for v in vms]
        cells = [name, f"{py:.0f}"] + [f"{o:.0f}" for o in ours] + [f"{py / ours[-1]:.2f}"]
        print("| " + " | ".join(cells) + " |", flush=True)


if len(sys.argv) >= 4 and sys.argv[1] == "--run":
    globals()["b_" + sys.argv[2]](int(sys.argv[3]))
elif __name__ == "__main__":
    main()

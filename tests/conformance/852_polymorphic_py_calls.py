# One call site whose callee is sometimes a plain function called with exactly its
# parameters and sometimes a `(*args, **kwargs)` wrapper (a lambda shared by several
# compositions): every call keeps its own binding, whichever kind came first, and the
# site's other callees (defaults, wrong counts, keyword-only parameters, non-functions)
# still bind or fail as CPython's.


def partial(fn, *bound, **bound_kwargs):
    def call(*args, **kwargs):
        merged = dict(bound_kwargs)
        merged.update(kwargs)
        return fn(*(bound + args), **merged)

    return call


def chain(first, second):
    return lambda value: second(first(value))


def double(x):
    return 2 * x


def add(a, b, scale=1):
    return (a + b) * scale


def show(*args, **kwargs):
    return ("show", args, sorted(kwargs.items()))


def lead(x, *rest):
    return ("lead", x, rest)


def only_kw(x, *rest, sep):
    return ("kw", x, rest, sep)


def with_default(x, y=10):
    return x + y


# Stages of both kinds, in both orders, so the shared lambda's two call sites see a plain
# function first in some rounds and a wrapper first in others.
stages = [
    (double, partial(add, 1)),
    (partial(add, 2, scale=3), double),
    (partial(add, 5), partial(add, 7, scale=2)),
    (double, double),
]
pipes = [chain(a, b) for a, b in stages]
total = 0
for i in range(300):
    p = pipes[(i * 7) % len(pipes)]
    total += p(i)
    if i % 50 == 0:
        print(i, p(i))
print("total", total)


# One site, every kind of callee in turn: exact, *args wrappers, fewer arguments than
# parameters, a signature the wrappers' fast path does not take, a class, a builtin.
def site(f, v):
    return f(v)


callees = [double, show, lead, partial(add, 3), with_default, len, str, double]
for round_ in range(60):
    for f in callees:
        arg = "ab" if f is len else round_
        r = site(f, arg)
        if round_ % 20 == 0:
            print(round_, r)

for f in [only_kw, add, lambda: 0]:
    for k in range(3):
        try:
            site(f, k)
        except TypeError as e:
            print("TypeError", e)
for k in range(60):
    site(show if k % 2 else double, k)
print(site(show, "end"), site(double, "end"))


# The *args tuple and the kwargs dict are new at each call (a wrapper that keeps them sees
# no later call's values).
kept = []


def keep(*args, **kwargs):
    kwargs["n"] = len(kept)
    kept.append((args, kwargs))
    return len(args)


def one(x):
    return x


for k in range(120):
    site(keep if k % 3 else one, k)
print(len(kept), kept[0], kept[-1])

# next(g), next(g, default) and g.send(v) on generators that return, raise, or hit the
# recursion limit, from specialized call sites (loops) so the fast paths run.
import sys
import traceback


def gen(n, ret):
    for i in range(n):
        x = yield i
        if x is not None:
            ret = ret + x
    return ret


def take_all(g, send=None):
    out = []
    while True:
        try:
            out.append(next(g) if send is None else g.send(send))
        except StopIteration as e:
            return out, e.value, e.args


for rep in range(3):
    print(take_all(gen(3, "done")))
    g = gen(2, 10)
    next(g)
    print(take_all(g, 5))
    print(take_all(gen(0, None)))
    print(take_all(gen(1, (1, 2))))

# next with a default: the default only when the generator returns (its value dropped).
for rep in range(3):
    g = gen(2, "ignored")
    print([next(g, "dflt") for _ in range(4)])
    d = [1, 2]
    g = gen(1, "x")
    print(next(g, d), next(g, d) is d, next(g, d) is d)

# The value flows through a loop of calls, many times.
def counter():
    n = 0
    while True:
        got = yield n
        n += 1 if got is None else got

c = counter()
next(c)
total = 0
for i in range(200):
    total += next(c) if i % 3 else c.send(2)
print(total)

# Errors raised by the generator surface at the call, with tracebacks through it.
def raiser(k):
    yield 1
    if k:
        raise KeyError(k)
    yield 2

for rep in range(3):
    g = raiser("boom")
    next(g)
    try:
        next(g)
    except KeyError as e:
        print("KeyError", e)
        tb = traceback.extract_tb(e.__traceback__)
        print([f.name for f in tb])
    try:
        next(g)
    except StopIteration as e:
        print("exhausted", e.value)
    print(next(g, "after"))

# StopIteration escaping a generator becomes RuntimeError at the call.
def leaky():
    yield 1
    next(iter([]))

for rep in range(2):
    g = leaky()
    next(g)
    try:
        next(g)
    except RuntimeError as e:
        print("RuntimeError", e, type(e.__cause__).__name__)

# Already executing.
def selfish():
    yield next(me)

for rep in range(2):
    me = selfish()
    try:
        next(me)
    except ValueError as e:
        print("ValueError", e)

# Sending a non-None value to a just-started generator.
for rep in range(2):
    try:
        gen(1, 0).send(1)
    except TypeError as e:
        print("TypeError", e)

# Recursion limit hit when entering a generator from next().
def deep(n, g):
    if n == 0:
        return next(g)
    return deep(n - 1, g)

old = sys.getrecursionlimit()
sys.setrecursionlimit(80)
g = gen(1000, "r")
hits = 0
for depth in range(60, 90):
    try:
        deep(depth, g)
    except RecursionError:
        hits += 1
sys.setrecursionlimit(old)
print(hits > 0)

# The returned value of a generator with a default when it returns via exception handler.
def guarded():
    try:
        yield 1
    finally:
        print("finally")
    return "r"

for rep in range(2):
    g = guarded()
    print(next(g, 0), next(g, 0), next(g, 0))

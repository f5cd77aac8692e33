# send(): the value sent becomes the value of the yield expression; the first resume must
# be next() or send(None); running accumulators and averages, coroutine-style consumers
# primed with next(), a send that makes the generator return (StopIteration with its
# value), and sending to a finished generator.

def accumulator():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total

acc = accumulator()
print(next(acc))
print(acc.send(5))
print(acc.send(10))
print(acc.send(-3))
try:
    acc.send(None)
except StopIteration as e:
    print("final", e.value)
try:
    acc.send(1)
except StopIteration as e:
    print("after end", e.value)

# send(None) works as the first resume
def averager():
    count = 0
    total = 0.0
    avg = None
    while True:
        value = yield avg
        total += value
        count += 1
        avg = total / count

av = averager()
print(av.send(None))
for v in [10, 20, 60, 2]:
    print(av.send(v))

# sending a non-None value to a just-started generator is an error
g = accumulator()
try:
    g.send(3)
except TypeError as e:
    print("TypeError:", e)
print(next(g))
print(g.send(4))

# a coroutine that collects lines into a list owned by the caller
def collector(out, prefix):
    while True:
        line = yield
        out.append(prefix + line)

lines = []
c = collector(lines, "> ")
next(c)
for word in ["alpha", "beta", "gamma"]:
    c.send(word)
print(lines)

# a pipeline of coroutines: filter -> transform -> sink
def sink(out):
    while True:
        item = yield
        out.append(item)

def transform(target, factor):
    while True:
        item = yield
        target.send(item * factor)

def keep_if_even(target):
    while True:
        item = yield
        if item % 2 == 0:
            target.send(item)

results = []
s = sink(results)
next(s)
t = transform(s, 10)
next(t)
f = keep_if_even(t)
next(f)
for i in range(7):
    f.send(i)
print(results)

# yield expressions in various positions
def positions():
    a = yield "first"
    b = (yield "second") + 1
    c = [(yield "third"), (yield "fourth")]
    d = {"k": (yield "fifth")}
    print("  a b c d:", a, b, c, d)
    yield a + b

g = positions()
print(next(g))
print(g.send(1))
print(g.send(2))
print(g.send("x"))
print(g.send("y"))
print(g.send("z"))

# a state machine driven by send
def turnstile():
    state = "locked"
    while True:
        event = yield state
        if state == "locked" and event == "coin":
            state = "unlocked"
        elif state == "unlocked" and event == "push":
            state = "locked"

ts = turnstile()
print(next(ts), end=" ")
for ev in ["push", "coin", "coin", "push", "push", "coin"]:
    print(ts.send(ev), end=" ")
print()

# the sent value is used in the generator's loop condition
def until_negative():
    seen = []
    x = yield len(seen)
    while x >= 0:
        seen.append(x)
        x = yield len(seen)
    return seen

g = until_negative()
next(g)
for v in [3, 1, 4]:
    print(g.send(v), end=" ")
try:
    g.send(-1)
except StopIteration as e:
    print("\nreturned", e.value)

# send as a bound method stored and called later
g = accumulator()
next(g)
push = g.send
print(push(1), push(2), push(3))

# a generator that is both iterated and sent to
def doubler():
    n = 1
    while n < 1000:
        got = yield n
        n = n * 2 if got is None else got

d = doubler()
out = [next(d), next(d), d.send(50), next(d)]
print(out, list(d))

# yield expressions in more positions: augmented assignment, return, subscript
# assignment (value first, then key), f-string, if and while conditions, call argument,
# conditional expression
def aug():
    total = 0
    total += yield "a"
    total += yield "b"
    return total

g = aug()
next(g)
g.send(3)
try:
    g.send(4)
except StopIteration as e:
    print("augmented:", e.value)

def ret():
    return (yield 1)

g = ret()
next(g)
try:
    g.send("r")
except StopIteration as e:
    print("return (yield):", e.value)

def places():
    d = {}
    d[(yield "k")] = (yield "v")
    print("  d", d)
    x = f"<{(yield 'f')}>"
    print("  f-string", x)
    if (yield "cond"):
        print("  cond true")
    while (yield "w"):
        print("  loop")
    print("  len", len((yield "arg")))
    y = (yield "t") if (yield "c") else "no"
    print("  y", y)
    yield "end"

g = places()
out = [next(g)]
for v in ["key", "val", "F", 1, 1, 0, "abc", 0]:
    out.append(g.send(v))
print(out)

# a for loop whose body also sends to the generator it iterates: each send takes an item
def upto_ten():
    for i in range(10):
        got = yield i
        if got is not None:
            print("  received", got)

g = upto_ten()
for v in g:
    print("v", v)
    if v < 6:
        print("skipped", g.send("s%d" % v))
    else:
        break
print(list(g))

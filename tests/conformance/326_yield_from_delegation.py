# yield from passes send() through to the sub-generator: sent values reach the innermost
# generator through nested delegation, and its return value comes back as the value of
# the yield from; send(None) and throw() when the delegation is over a plain iterator;
# an exception thrown into a delegating generator that its own handler catches.

def adder():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x

def wrapper():
    result = yield from adder()
    print("  adder returned", result)
    yield "wrapper done"

w = wrapper()
print(next(w))
print(w.send(3))
print(w.send(4))
print(w.send(None))

# three levels: send goes to the innermost
def level3():
    got = []
    while len(got) < 3:
        got.append((yield "l3 wants more"))
    return got

def level2():
    r = yield from level3()
    return ["l2"] + r

def level1():
    r = yield from level2()
    yield "l1 got %r" % (r,)

g = level1()
print(next(g))
print(g.send("a"))
print(g.send("b"))
print(g.send("c"))

# throw not caught by the sub-generator (which has nothing to clean up), caught by the
# delegating one
def plain():
    yield 1
    yield 2

def catches_outside():
    try:
        yield from plain()
    except ValueError as e:
        yield "outer caught " + str(e)
    yield "outer continues"

g = catches_outside()
print(next(g))
print(g.throw(ValueError("v")))
print(next(g))
print(next(g, "end"))

# throw uncaught anywhere reaches the caller
g = catches_outside()
next(g)
try:
    g.throw(TypeError("t"))
except TypeError as e:
    print("caller got", e)
print(next(g, "finished"))

# send() to a delegating generator whose sub-iterator is a list iterator: None is fine,
# anything else needs a send method
def over_list():
    yield from [1, 2, 3]

g = over_list()
print(next(g), g.send(None), g.send(None))
g = over_list()
next(g)
try:
    g.send("x")
except AttributeError as e:
    print("AttributeError:", e)

# throw into a delegation over a plain iterator: raised in the delegating generator
def over_range():
    try:
        yield from range(5)
    except ValueError as e:
        yield "caught " + str(e)

g = over_range()
print(next(g), next(g))
print(g.throw(ValueError("into range")))

# a running total split across two sub-generators, driven with send
def take(n):
    acc = []
    for _ in range(n):
        acc.append((yield len(acc)))
    return acc

def two_phases():
    first = yield from take(2)
    second = yield from take(3)
    return first, second

g = two_phases()
next(g)
for v in ["a", "b", "c", "d"]:
    g.send(v)
try:
    g.send("e")
except StopIteration as e:
    print("phases:", e.value)

# a coroutine-style consumer reached through a delegating router
def logger(prefix, out):
    count = 0
    while True:
        msg = yield count
        if msg == "stop":
            return prefix + " saw %d" % count
        out.append(prefix + msg)
        count += 1

def router(out):
    summary = []
    for name in ["A:", "B:"]:
        summary.append((yield from logger(name, out)))
    return summary

log = []
r = router(log)
next(r)
for m in ["one", "two", "stop", "three", "stop"]:
    try:
        r.send(m)
    except StopIteration as e:
        print("router returned", e.value)
print(log)

# the delegating generator sees each sent value come back as the sub-generator's yield
def squarer():
    x = yield
    while True:
        x = yield x * x

def relay():
    yield from squarer()

g = relay()
next(g)
print([g.send(n) for n in range(6)])

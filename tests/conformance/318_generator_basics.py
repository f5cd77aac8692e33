# Generator basics: a generator function returns a generator object without running its
# body; each next() runs to the following yield; for loops, list() and unpacking drain it;
# an exhausted generator stays exhausted; type name, iter(g) is g, and a body that runs
# only when first resumed.

def three():
    print("  start")
    yield 1
    print("  after 1")
    yield 2
    print("  after 2")
    yield 3
    print("  end")

g = three()
print("created")
print(type(g).__name__)
print(iter(g) is g)
print(next(g))
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.args, e.value)
try:
    next(g)
except StopIteration as e:
    print("again StopIteration", e.args)

for x in three():
    print("for got", x)

print(list(three()))
a, b, c = three()
print(a, b, c)

def empty():
    return
    yield

print(list(empty()))
for x in empty():
    print("never")
else:
    print("empty loop else")

def only_return():
    if False:
        yield 0
    return "done"

try:
    next(only_return())
except StopIteration as e:
    print("returned", e.value)


def countdown(n):
    while n > 0:
        yield n
        n -= 1

print(list(countdown(5)))
print(tuple(countdown(3)))
print(sum(countdown(100)))

# next() with a default
g = countdown(2)
print(next(g, "x"), next(g, "x"), next(g, "x"), next(g, "x"))

# yield as an expression with no value sent: None
def echo():
    while True:
        got = yield "ready"
        print("  echo got", got)
        if got is None:
            break

e = echo()
print(next(e))
print(next(e, "finished"))

# yield with no value
def bare():
    yield
    yield
print(list(bare()))

# generator objects are distinct each call and independent
g1 = countdown(3)
g2 = countdown(3)
print(next(g1), next(g1), next(g2), next(g1), next(g2))
print(g1 is g2, type(g1) is type(g2))

# local state survives between resumptions
def running_locals():
    a = 1
    b = [a]
    yield a
    a += 10
    b.append(a)
    yield a
    yield b

print(list(running_locals()))

# arguments and defaults
def repeat(value, times=2):
    for _ in range(times):
        yield value

print(list(repeat("ab")), list(repeat(7, 4)), list(repeat(0, 0)))
print(list(repeat(times=3, value="k")))

# a generator that yields tuples, unpacked in the for target
def pairs():
    for i in range(3):
        yield i, i * i

for i, sq in pairs():
    print(i, sq)

# a generator object is true even when it would yield nothing
print(bool(empty()))

# Generators that die suspended inside try/finally or with are closed, as CPython's
# finalizer closes them: rebinding, a function's return, del, short-circuiting consumers,
# yield from, reference cycles; specialized calls see a finalizer's effects as generic ones.
log = []

def watched(tag):
    try:
        yield 1
        yield 2
    finally:
        log.append("closed " + tag)

class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        log.append("enter " + self.name)
        return self
    def __exit__(self, *exc):
        log.append("exit %s %s" % (self.name, exc[0].__name__ if exc[0] else None))
        return False

def reader(name):
    with Resource(name):
        for i in range(10):
            yield i

# rebinding in a loop: each old generator dies at the rebinding
for i in range(5):
    g = watched(str(i))
    next(g)
    log.append("step %d" % i)
print(log)
log.clear()

# a function's local generator dies at its return
def take_first(tag):
    it = watched(tag)
    return next(it)
print(take_first("local"), len(log), log)
log.clear()

# with inside an abandoned generator
r = reader("file")
print(next(r), next(r))
del r
print(log)
log.clear()

# short-circuiting consumers
print(any(x > 0 for x in reader("any")), log)
log.clear()
print(list(zip(watched("zip"), "ab")), log)
log.clear()

# yield from: the delegate is closed through the outer generator
def outer():
    try:
        yield from watched("inner")
    finally:
        log.append("closed outer")
o = outer()
next(o)
o = None
print(log)
log.clear()

# a generator in a reference cycle is closed when the collector finds it
import gc
class Box:
    pass
b = Box()
b.me = b
b.gen = watched("cycle")
next(b.gen)
del b
gc.collect()
print(log)
log.clear()

# a generator that is not suspended in a handler has nothing to run
def plain():
    yield 1
    try:
        yield 2
    finally:
        log.append("never")
p = plain()
next(p)
del p
print(log)

# one closed by hand is not closed again
h = watched("by hand")
next(h)
h.close()
del h
print(log)
log.clear()

# a finalizer's own effects are seen by the next builtin call
def counter():
    global closed
    try:
        yield
    finally:
        closed += 1
closed = 0
for i in range(30):
    c = counter()
    next(c)
    print(i, closed, end=" ")
print()

# return value in a generator: StopIteration carries it as .value (and args); a bare
# return or falling off the end gives None; the value is seen by next(), send() and
# throw(); for loops and list() ignore it; StopIteration raised inside a generator
# becomes RuntimeError.

def gives(value):
    yield "only"
    return value

for v in [42, "text", None, [1, 2], (3, 4)]:
    g = gives(v)
    next(g)
    try:
        next(g)
    except StopIteration as e:
        print(repr(e.value), e.args, repr(e))

def falls_off():
    yield 1

g = falls_off()
next(g)
try:
    next(g)
except StopIteration as e:
    print("fell off:", e.value, e.args)

def bare_return(flag):
    yield 1
    if flag:
        return
    yield 2

print(list(bare_return(True)), list(bare_return(False)))

# return inside loops ends the generator at once
def first_match(items, pred_value):
    for i, x in enumerate(items):
        if x == pred_value:
            return i
        yield x
    return -1

def drive(g):
    seen = []
    while True:
        try:
            seen.append(next(g))
        except StopIteration as e:
            return seen, e.value

print(drive(first_match([5, 6, 7, 8], 7)))
print(drive(first_match([5, 6], 9)))
print(list(first_match([1, 2, 3], 2)))

# the value of StopIteration can be a tuple; args hold it wrapped
def tuple_return():
    return (1, 2)
    yield

try:
    next(tuple_return())
except StopIteration as e:
    print(e.value, e.args)

# StopIteration built directly
e = StopIteration("v", "w")
print(e.value, e.args)
e = StopIteration()
print(e.value, e.args)
e = StopIteration(7)
print(e.value, str(e), repr(e))

# raising StopIteration inside a generator body is turned into RuntimeError
def leaks():
    yield 1
    raise StopIteration("leaked")

g = leaks()
print(next(g))
try:
    next(g)
except RuntimeError as e:
    print("RuntimeError:", e)
print(next(g, "finished"))

# a next() on an exhausted iterator inside a generator: same conversion
def pulls_too_far(it):
    while True:
        yield next(it)

g = pulls_too_far(iter([1, 2]))
out = []
try:
    while True:
        out.append(next(g))
except RuntimeError as e:
    print(out, "RuntimeError:", e)

# the safe way: catch StopIteration and return
def pulls_safely(it):
    while True:
        try:
            v = next(it)
        except StopIteration:
            return "source ended"
        yield v

print(drive(pulls_safely(iter("ab"))))

# StopIteration caught inside the generator is fine
def catches_own():
    try:
        raise StopIteration("inner")
    except StopIteration as e:
        yield "caught " + str(e.value)
    yield "continues"

print(list(catches_own()))

# the return value through send and throw
def summer():
    total = 0
    while True:
        try:
            x = yield
        except ValueError:
            return "aborted at %d" % total
        if x is None:
            return total
        total += x

s = summer()
next(s)
s.send(4)
s.send(5)
try:
    s.send(None)
except StopIteration as e:
    print("send ->", e.value)
s = summer()
next(s)
s.send(2)
try:
    s.throw(ValueError)
except StopIteration as e:
    print("throw ->", e.value)

# return value is ignored by consumers that drain
print(list(gives("ignored")), sum(x for x in [1, 2]), [x for x in gives(1)])

# a generator returning another generator object as its value
def inner_gen():
    yield "inner"

def returns_gen():
    yield "outer"
    return inner_gen()

g = returns_gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print(type(e.value).__name__, list(e.value))

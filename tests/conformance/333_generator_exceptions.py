# Exceptions raised inside generators reach the consumer's try: through next(), for
# loops, builtins that drain the generator (list, sum, sorted, dict, str.join, zip),
# comprehensions, yield from chains and stacked generators; what was consumed before the
# error stays; the failed generator is finished afterwards; the consumer's loop state is
# intact when the handler is inside the loop.

def risky(n, bad):
    for i in range(n):
        if i == bad:
            raise ValueError("bad item %d" % i)
        yield i

def attempt(label, f):
    try:
        print(label, f())
    except ValueError as e:
        print(label, "ValueError:", e)

attempt("list", lambda: list(risky(5, 3)))
attempt("tuple", lambda: tuple(risky(5, 3)))
attempt("sum", lambda: sum(risky(5, 2)))
attempt("sorted", lambda: sorted(risky(5, 4)))
attempt("max", lambda: max(risky(5, 1)))
attempt("join", lambda: "".join(str(i) for i in risky(5, 2)))
attempt("dict", lambda: dict((i, i) for i in risky(5, 2)))
attempt("set", lambda: set(risky(5, 0)))
attempt("zip", lambda: list(zip(risky(5, 2), "abcde")))
attempt("enumerate", lambda: list(enumerate(risky(4, 3))))
attempt("comp", lambda: [i * 2 for i in risky(5, 3)])
attempt("genexp", lambda: list(i * 2 for i in risky(5, 3)))
attempt("any", lambda: any(i > 10 for i in risky(5, 3)))
attempt("ok", lambda: list(risky(3, 99)))
attempt("any stops first", lambda: any(i == 1 for i in risky(5, 3)))

# the part consumed before the error is kept by the consumer
got = []
try:
    for v in risky(10, 4):
        got.append(v)
except ValueError as e:
    print("for loop stopped:", e, got)

# the failed generator is finished
g = risky(10, 1)
print(next(g))
try:
    next(g)
except ValueError as e:
    print("next:", e)
print(next(g, "finished"), list(g))

# errors of many kinds from inside generator bodies
def divide(items):
    for a, b in items:
        yield a // b

def lookup(keys, table):
    for k in keys:
        yield table[k]

def attr(objs):
    for o in objs:
        yield o.missing

for make in [lambda: divide([(4, 2), (1, 0)]), lambda: lookup(["a", "z"], {"a": 1}),
             lambda: attr([1]), lambda: (int(s) for s in ["1", "x"])]:
    try:
        print(list(make()))
    except (ZeroDivisionError, KeyError, AttributeError, ValueError) as e:
        print(type(e).__name__, e)

# through a yield from chain three deep
def level3():
    yield "l3"
    raise KeyError("deep")

def level2():
    yield "l2"
    yield from level3()

def level1():
    yield "l1"
    yield from level2()
    yield "unreached"

got = []
try:
    for v in level1():
        got.append(v)
except KeyError as e:
    print("from the chain:", repr(e), got)

# through generators stacked with for loops, each with a finally
def stage(name, it):
    try:
        for x in it:
            yield x
    finally:
        print("  closing", name)

try:
    for v in stage("outer", stage("middle", risky(5, 2))):
        print("got", v)
except ValueError as e:
    print("caught", e)

# the handler inside the consumer's loop: the loop goes on with the next generator
results = []
for bad in [0, 2, 9]:
    try:
        results.append(sum(risky(4, bad)))
    except ValueError as e:
        results.append(str(e))
print(results)

# a generator that calls another generator's next() and lets its error through
def puller(src):
    while True:
        try:
            v = next(src)
        except StopIteration:
            return
        yield v * 100

try:
    print(list(puller(risky(5, 2))))
except ValueError as e:
    print("puller:", e)

# the generator catches some errors of the items it computes and re-raises others
def tolerant(items):
    for x in items:
        try:
            yield 10 // x
        except ZeroDivisionError:
            yield "skip"

try:
    print(list(tolerant([5, 0, 2, "s"])))
except TypeError as e:
    print("TypeError:", e)

# an exception object raised in a generator keeps its identity and attributes
class Problem(Exception):
    def __init__(self, code):
        Exception.__init__(self, "problem %d" % code)
        self.code = code

def raises_problem():
    yield 1
    raise Problem(42)

try:
    list(raises_problem())
except Problem as p:
    print(p.code, p.args, str(p))

# the consumer's exception does not enter a generator
def steady():
    yield 1
    yield 2

g = steady()
try:
    for v in g:
        raise RuntimeError("consumer failed at %d" % v)
except RuntimeError as e:
    print(e)
print("generator still usable:", next(g))

# an error raised while the generator is being created (the arguments) comes first
def needs(x):
    yield x

try:
    needs(1 // 0)
except ZeroDivisionError:
    print("argument error before the generator exists")

# an exception raised in a generator resumed while the caller handles another one has
# that one as its context
def raises_after_yield():
    yield 1
    raise ValueError("in generator")

def raises_at_once():
    try:
        raise KeyError("handled inside")
    except KeyError:
        pass
    raise ValueError("at once")
    yield

g = raises_after_yield()
next(g)
try:
    raise IndexError("caller's")
except IndexError:
    for make in [lambda: g, raises_at_once]:
        try:
            next(make())
        except ValueError as e:
            print(e, "| context:", repr(e.__context__))

# a StopIteration that escapes a generator expression becomes RuntimeError
it = iter([1, 2])
try:
    print(list(next(it) for _ in range(5)))
except RuntimeError as e:
    print("RuntimeError:", e)

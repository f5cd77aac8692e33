# A `yield from` chain resumed by SEND at every level (each level enters the next one's
# frame itself): items through deep chains from for loops, next() and send(); values sent
# to the innermost level; return values coming back up level by level; throw() and
# close() through the chain, caught or cleaned up at different levels; exceptions raised
# by the innermost level reaching each level with the right traceback; the frames on the
# stack while the innermost one runs; gi_running of every level; an exhausted
# sub-generator; coroutines awaiting coroutines.
import traceback


def leaf(n):
    for i in range(n):
        yield i
    return "leaf done"


def chain(depth, n):
    if depth == 0:
        r = yield from leaf(n)
    else:
        r = yield from chain(depth - 1, n)
    return f"{r}/{depth}"


# items through a chain from a for loop, next() and list()
print(sum(x for x in chain(12, 50)))
g = chain(5, 3)
print(next(g), next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("returned", e.value)
print(list(chain(3, 4)))


def chain_result(depth, n):
    r = yield from chain(depth, n)
    yield r


print(list(chain_result(4, 2)))


# send(): the value reaches the innermost level
def accumulate():
    total = 0
    while True:
        v = yield total
        if v is None:
            return total
        total += v


def relay(depth):
    if depth == 0:
        r = yield from accumulate()
    else:
        r = yield from relay(depth - 1)
    return r * 2 if depth % 2 else r + 1


g = relay(6)
print(next(g))
for v in (1, 2, 3, 10):
    print(g.send(v))
try:
    g.send(None)
except StopIteration as e:
    print("relay returned", e.value)


# throw(): caught at the innermost level, at a middle level, or by nobody
def catching_leaf():
    while True:
        try:
            yield "leaf"
        except KeyError as e:
            print("  leaf caught", repr(e))


def middle(depth, catch_at):
    try:
        if depth == 0:
            yield from catching_leaf()
        else:
            yield from middle(depth - 1, catch_at)
    except ValueError as e:
        if depth != catch_at:
            raise
        print("  level", depth, "caught", repr(e))
        yield f"after catch at {depth}"
        return "ended"
    finally:
        print("  finally", depth)


g = middle(4, 2)
print(next(g))
print(g.throw(KeyError("k")))
print(g.send(None))
print(g.throw(ValueError("v")))
try:
    next(g)
except StopIteration as e:
    print("stopped", e.value)

g = middle(3, -1)
next(g)
try:
    g.throw(ValueError("nobody"))
except ValueError as e:
    print("escaped", e)
try:
    next(g)
except StopIteration:
    print("ended")

# close(): every level's finally runs, innermost first
g = middle(3, -1)
next(g)
g.close()
print("closed")


# an exception raised by the innermost level: each level sees it, the traceback has
# every level
def failing_leaf():
    yield 1
    raise RuntimeError("deep failure")


def passing(depth):
    if depth == 0:
        yield from failing_leaf()
    else:
        yield from passing(depth - 1)


try:
    for x in passing(3):
        print("got", x)
except RuntimeError as e:
    tb = traceback.extract_tb(e.__traceback__)
    print([(f.name, f.lineno) for f in tb])


def reraising(depth):
    try:
        if depth == 0:
            yield from failing_leaf()
        else:
            yield from reraising(depth - 1)
    except RuntimeError as e:
        raise KeyError(depth) from e


try:
    list(reraising(2))
except KeyError as e:
    print("outer", e, "cause", repr(e.__cause__), "context", repr(e.__context__))


# the stack as the innermost level sees it, and every level running meanwhile
levels = []


def inspecting_leaf():
    yield [(f.name) for f in traceback.extract_stack()][-5:]
    yield [g.gi_running for g in levels]


def nesting(depth):
    if depth == 0:
        yield from inspecting_leaf()
    else:
        sub = nesting(depth - 1)
        levels.append(sub)
        yield from sub


top = nesting(3)
levels.append(top)
for item in top:
    print(item)
print([g.gi_running for g in levels])


# a generator advancing a level of its own chain
def selfish(depth, holder):
    if depth == 0:
        try:
            next(holder[0])
        except ValueError as e:
            print("  ", e)
        yield "ok"
    else:
        yield from selfish(depth - 1, holder)


holder = []
g = selfish(3, holder)
holder.append(g)
print(list(g))


# yield from an exhausted generator, and one sent a non-None value before it started
def done():
    return "nothing"
    yield


d = done()
print(list(d))


def reuse(sub):
    r = yield from sub
    return r


print(list(reuse(d)))


def starter():
    r = yield from leaf(2)
    print("  starter got", r)
    yield "end"


g = starter()
try:
    g.send(5)
except TypeError as e:
    print(e)
print(list(g))


# await chains use the same entry
class Ready:
    def __await__(self):
        v = yield "suspend"
        return v


async def inner(k):
    v = await Ready()
    return k + v


async def outer(depth):
    if depth == 0:
        return await inner(100)
    return await outer(depth - 1) + 1


c = outer(5)
print(c.send(None))
try:
    c.send(7)
except StopIteration as e:
    print("coroutine returned", e.value)

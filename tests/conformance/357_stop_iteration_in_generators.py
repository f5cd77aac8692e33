# StopIteration inside generators (PEP 479): raised explicitly or escaping from next() on
# an exhausted iterator, it becomes RuntimeError("generator raised StopIteration") whose
# __cause__ is the StopIteration, seen from for loops, list(), next() and yield from;
# the generator is finished afterwards. A StopIteration raised by a user iterator's
# __next__ ends a for loop normally. `return value` sets StopIteration.value.


def describe(e):
    cause = e.__cause__
    return "%s: %s (cause %s %r)" % (
        type(e).__name__,
        e,
        type(cause).__name__,
        cause.args if cause is not None else None,
    )


def explicit():
    yield 1
    raise StopIteration
    yield 2


def explicit_with_value():
    yield "a"
    raise StopIteration("payload")


def from_next():
    it = iter([10, 20])
    while True:
        yield next(it)


def from_next_on_empty_genexpr():
    g = (x for x in [])
    yield "start"
    yield next(g)


# in a for loop
got = []
try:
    for v in explicit():
        got.append(v)
except RuntimeError as e:
    print("for:", got, describe(e))

# in list()
for make in [explicit, explicit_with_value, from_next, from_next_on_empty_genexpr]:
    try:
        print(list(make()))
    except RuntimeError as e:
        print("list(%s):" % make.__name__, describe(e))

# with next(): the values before, then RuntimeError, then the generator is finished
g = from_next()
print(next(g), next(g))
try:
    next(g)
except RuntimeError as e:
    print("next:", describe(e))
print(next(g, "finished"), list(g))

# the RuntimeError is a RuntimeError, not a StopIteration
g = explicit()
next(g)
try:
    next(g)
except StopIteration:
    print("wrongly StopIteration")
except RuntimeError as e:
    print("RuntimeError caught", isinstance(e, StopIteration), type(e.__cause__).__name__)

# in a generator expression driven by list(): a StopIteration from the element expression
# also becomes RuntimeError
def boom(x):
    if x == 2:
        raise StopIteration("from boom")
    return x


try:
    print(list(boom(x) for x in range(5)))
except RuntimeError as e:
    print("genexpr:", describe(e))

# through yield from: the inner generator's RuntimeError passes out unchanged
def delegating():
    yield "outer"
    yield from explicit()
    yield "never"


try:
    print(list(delegating()))
except RuntimeError as e:
    print("yield from:", describe(e))

# catching StopIteration inside the generator keeps it working
def careful():
    it = iter([1])
    while True:
        try:
            v = next(it)
        except StopIteration:
            yield "exhausted"
            return "clean"
        yield v


print(list(careful()))


# a user iterator raising StopIteration from __next__ ends a for loop normally
class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration("done counting")
        self.n -= 1
        return self.n


for v in Countdown(3):
    print("countdown", v)
else:
    print("countdown else")
print(list(Countdown(4)), sorted(Countdown(3)), sum(Countdown(5)))
c = Countdown(1)
print(next(c), next(c, "default"))
try:
    c.__next__()
except StopIteration as e:
    print("user StopIteration", e.args, e.value)

# a generator looping over a user iterator: the iterator's StopIteration just ends the
# generator's loop
def doubled(it):
    for v in it:
        yield v * 2
    yield "end"


print(list(doubled(Countdown(3))))

# return value is StopIteration.value
def returns(x):
    yield "only"
    return x


for value in [42, None, "text", (1, 2)]:
    g = returns(value)
    next(g)
    try:
        next(g)
    except StopIteration as e:
        print("value", repr(e.value), e.args)

# a bare return and falling off the end give value None and empty args
def bare():
    yield 1
    return


g = bare()
next(g)
try:
    next(g)
except StopIteration as e:
    print("bare", e.value, e.args)

# the return value is not yielded: for loops and list() ignore it
print(list(returns("hidden")), [v for v in returns(7)])

# once finished, later next() calls raise StopIteration without a value
g = returns(5)
next(g)
try:
    next(g)
except StopIteration as e:
    print("first", e.value)
try:
    next(g)
except StopIteration as e:
    print("second", e.value, e.args)

# StopIteration constructed directly
e = StopIteration(1, 2)
print(e.value, e.args, StopIteration().value, StopIteration("x").value)

# the RuntimeError's context is the StopIteration too, and suppressed
try:
    list(explicit_with_value())
except RuntimeError as e:
    print(e.__suppress_context__, e.__context__ is e.__cause__, e.args)

# a StopIteration caught inside the generator is an ordinary exception
def catches_its_own():
    try:
        raise StopIteration("inner")
    except StopIteration as s:
        yield s.value
    it = iter([])
    try:
        yield next(it)
    except Exception as e:
        yield type(e).__name__


print(list(catches_its_own()))


# next() on a user iterator inside a generator, and inside any()
class Empty:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration


def pulls_from_empty():
    yield next(Empty())


try:
    list(pulls_from_empty())
except RuntimeError as e:
    print("user iterator:", describe(e))
try:
    any(next(iter([])) for _ in range(3))
except RuntimeError as e:
    print("any:", describe(e))


# resumed with send() or throw(): the same conversion
def raises_sent():
    x = yield
    raise StopIteration(x)


g = raises_sent()
next(g)
try:
    g.send(5)
except RuntimeError as e:
    print("send:", describe(e))


def two():
    yield 1
    yield 2


g = two()
next(g)
try:
    g.throw(StopIteration("thrown"))
except RuntimeError as e:
    print("throw:", describe(e))
print(next(g, "done"))


# a list comprehension is not a generator: StopIteration passes through unchanged
def raiser():
    raise StopIteration("from listcomp")


try:
    [raiser() for _ in range(2)]
except StopIteration as e:
    print("listcomp:", type(e).__name__, e.value)


# return inside try/finally: the finally runs, then the value is delivered
def returns_through_finally():
    try:
        yield 1
        return "rv"
    finally:
        print("finally before StopIteration")


g = returns_through_finally()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value", e.value)

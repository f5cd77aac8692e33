# try/except/finally inside generators: a yield inside try, inside except and inside
# finally; exceptions raised by the generator body caught there or passing through;
# finally blocks run when the generator ends normally, when it returns, and when the
# consumer's exception does not enter the generator at all.

def guarded(items):
    for x in items:
        try:
            yield 10 // x
        except ZeroDivisionError:
            yield "div by zero"
        finally:
            yield "finally %r" % (x,)

print(list(guarded([1, 0, 5])))

def yield_in_except():
    try:
        raise KeyError("k")
    except KeyError as e:
        yield "handling " + str(e)
        yield "still handling"
    yield "after"

print(list(yield_in_except()))

def yield_in_finally():
    try:
        yield 1
        return "early"
    finally:
        yield "cleanup"
    yield "unreached"

g = yield_in_finally()
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stopped with", e.value)

def nested_try():
    try:
        try:
            yield "inner try"
            raise ValueError("v")
        except ValueError as e:
            yield "inner caught " + str(e)
            raise TypeError("t")
        finally:
            yield "inner finally"
    except TypeError as e:
        yield "outer caught " + str(e)
    else:
        yield "outer else"
    finally:
        yield "outer finally"

print(list(nested_try()))

def try_else():
    for x in [1, 2]:
        try:
            y = x * 2
        except Exception:
            yield "never"
        else:
            yield "else", y
        finally:
            yield "fin", x

print(list(try_else()))

# an exception in the body, not caught in the generator, reaches the consumer;
# the generator's finally runs first
def fragile(n):
    try:
        for i in range(n):
            if i == 2:
                raise RuntimeError("broke at %d" % i)
            yield i
    finally:
        print("  fragile finally")

got = []
try:
    for v in fragile(5):
        got.append(v)
except RuntimeError as e:
    print("consumer caught", e, got)

# after raising, the generator is finished
g = fragile(5)
print(next(g), next(g))
try:
    next(g)
except RuntimeError as e:
    print("caught", e)
print(next(g, "exhausted"))

# sys-free check that the exception being handled inside the generator is its own
def handler_state():
    try:
        raise IndexError("inside")
    except IndexError:
        yield "in handler"
        try:
            raise
        except IndexError as e:
            yield "re-raised " + str(e)

try:
    raise KeyError("outside")
except KeyError:
    for s in handler_state():
        print(s)

# break in the consumer while the generator is inside try: finally runs when the
# generator is closed (here explicitly)
def resource():
    print("  open")
    try:
        for i in range(10):
            yield i
    finally:
        print("  closed")

r = resource()
for v in r:
    if v == 1:
        break
print("loop ended at", v)
r.close()
print("after close")

# return inside try with finally that overrides nothing
def ret_in_try():
    try:
        yield "a"
        return "from try"
    finally:
        print("  finally on return")

g = ret_in_try()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("value", e.value)

# return in finally replaces the exception
def finally_returns():
    try:
        yield 1
        raise ValueError("lost")
    finally:
        return "finally wins"

g = finally_returns()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("value", e.value)

# continue and break through finally inside a generator's loop
def loop_finally():
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            yield i
        finally:
            yield "f%d" % i
    yield "done"

print(list(loop_finally()))

# with statements inside a generator: __exit__ runs when the body ends, when an
# exception raised in the body is swallowed by __exit__, and when throw() and close()
# reach the suspended yield
class Ctx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("  enter", self.name)
        return self.name

    def __exit__(self, exc_type, exc, tb):
        print("  exit", self.name, exc_type.__name__ if exc_type else None)
        return exc_type is KeyError

def with_gen():
    with Ctx("a") as n:
        yield n
        with Ctx("b") as m:
            yield m
            raise KeyError("swallowed")
        yield "after b"
    yield "after a"

print(list(with_gen()))
w = with_gen()
print(next(w), next(w))
try:
    w.throw(ValueError("v"))
except ValueError as e:
    print("caller got", e)
w = with_gen()
next(w)
next(w)
print(w.throw(KeyError("k")))
w.close()
w = with_gen()
next(w)
w.close()
print("closed")

# the name bound by except ... as is unbound after the handler, across a yield
def handler_name():
    try:
        raise KeyError(1)
    except KeyError as e:
        yield "in handler"
    try:
        print(e)
    except NameError:
        yield "e is unbound after the handler"

print(list(handler_name()))

# a finally block that yields while an exception is on its way out: the exception goes on
# after the finally block is resumed and ends
def yield_while_raising():
    try:
        yield 1
        raise ValueError("pending")
    finally:
        yield "in finally while raising"
        print("  finally resumes")

g = yield_while_raising()
print(next(g), next(g))
try:
    next(g)
except ValueError as e:
    print("then", e)

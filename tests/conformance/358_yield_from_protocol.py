# The yield from protocol: throw() and close() on a generator suspended in `yield from`
# reach the sub-generator (which may catch the exception and go on, finish with a return
# value that becomes the value of the yield from, or let it propagate); yield from over a
# user iterator class (StopIteration(value) from its __next__ is the value of the yield
# from; send() reaches its send method, next() its __next__); yield from over builtin
# iterables and already-exhausted iterators.

log = []


def sub_catching():
    while True:
        try:
            x = yield "sub ready"
            log.append("sub got " + repr(x))
        except ValueError as e:
            log.append("sub caught " + str(e))
            yield "sub recovered"


def outer(sub):
    try:
        result = yield from sub
        log.append("outer result " + repr(result))
        yield "outer after"
    except ValueError as e:
        log.append("outer caught " + str(e))
        yield "outer recovered"
    finally:
        log.append("outer finally")


# throw caught by the sub-generator: delegation continues
g = outer(sub_catching())
print(next(g))
print(g.send(1))
print(g.throw(ValueError("t1")))
print(next(g))
print(g.send(2))
g.close()
print(log)
log.clear()


# throw not caught by the sub-generator: it propagates into the delegating generator
def sub_plain():
    try:
        yield "p1"
        yield "p2"
    finally:
        log.append("sub_plain finally")


g = outer(sub_plain())
print(next(g))
print(g.throw(ValueError("t2")))
print(list(g))
print(log)
log.clear()


# throw makes the sub-generator return: its value is the value of the yield from
def sub_returning():
    try:
        yield "r1"
        yield "r2"
    except KeyError as e:
        log.append("sub_returning caught " + str(e.args[0]))
        return "returned after throw"
    return "normal return"


g = outer(sub_returning())
print(next(g))
print(g.throw(KeyError("k")))
print(list(g))
print(log)
log.clear()

# the sub-generator returns normally
print(list(outer(sub_returning())), log)
log.clear()


# an exception thrown into a generator where nobody catches it reaches the caller
g = outer(sub_plain())
next(g)
try:
    g.throw(TypeError("uncaught"))
except TypeError as e:
    print("caller caught", e)
print(log, next(g, "finished"))
log.clear()


# close() reaches the sub-generator first, then the delegating generator
def sub_closing():
    try:
        yield "c1"
        yield "c2"
    except GeneratorExit:
        log.append("sub_closing GeneratorExit")
        raise
    finally:
        log.append("sub_closing finally")


def outer_closing():
    try:
        yield from sub_closing()
    except GeneratorExit:
        log.append("outer GeneratorExit")
        raise
    finally:
        log.append("outer_closing finally")


g = outer_closing()
print(next(g))
g.close()
print(log, next(g, "closed"))
log.clear()


# close() when the sub-generator returns on GeneratorExit: close still succeeds
def sub_swallowing_return():
    try:
        yield "s1"
    except GeneratorExit:
        log.append("sub returns on GeneratorExit")
        return "ignored"


def outer_simple(make):
    r = yield from make()
    log.append("outer_simple continued with " + repr(r))
    yield "should not be reached"


g = outer_simple(sub_swallowing_return)
next(g)
g.close()
print(log)
log.clear()

# break out of a for loop over the delegating generator closes both
for v in outer_closing():
    log.append("got " + v)
    break
log.append("after loop")
print(log)
log.clear()

# nested delegation: throw goes to the innermost generator
def level3():
    try:
        yield "deep"
    except ValueError as e:
        yield "level3 caught " + str(e)
    return "level3 done"


def level2():
    r = yield from level3()
    yield "level2 got " + r
    return "level2 done"


def level1():
    r = yield from level2()
    yield "level1 got " + r


g = level1()
print(next(g))
print(g.throw(ValueError("deep throw")))
print(list(g))


# yield from over a user iterator class
class Ticker:
    def __init__(self, n):
        self.n = n
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration("ticker finished at " + str(self.i))
        self.i += 1
        return "tick" + str(self.i)


def over_ticker(n):
    r = yield from Ticker(n)
    yield "value: " + repr(r)


print(list(over_ticker(2)))
print(list(over_ticker(0)))


class PlainStop:
    def __iter__(self):
        return self

    def __next__(self):
        raise StopIteration


def over_plain():
    r = yield from PlainStop()
    yield r


print(list(over_plain()))


# a user iterator with a send method: send() with a non-None value reaches it; next()
# (and send(None)) call __next__
class Echo:
    def __init__(self):
        self.count = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.count += 1
        if self.count > 4:
            raise StopIteration("echo done")
        return "next#" + str(self.count)

    def send(self, value):
        self.count += 1
        if value == "stop":
            raise StopIteration("stopped by send")
        return "echo " + repr(value)


def over_echo():
    r = yield from Echo()
    yield "echo returned " + repr(r)


g = over_echo()
print(next(g))
print(g.send("hello"))
print(g.send(None))
print(g.send(3))
print(g.send("stop"))
print(list(g))

g = over_echo()
print(list(g))


# yield from over builtin iterables: the value is None; iterators partly consumed
def builtin_sources():
    it = iter([1, 2, 3])
    next(it)
    r1 = yield from it
    r2 = yield from range(2)
    r3 = yield from {"a": 1, "b": 2}.items()
    r4 = yield from (c * 2 for c in "xy")
    r5 = yield from it
    r6 = yield from zip([1, 2], "ab")
    r7 = yield from enumerate("q")
    r8 = yield from reversed([7, 8])
    r9 = yield from sorted({6, 5})
    yield (r1, r2, r3, r4, r5, r6, r7, r8, r9)


print(list(builtin_sources()))


# send() through yield from over a list iterator: non-None send fails
def over_list():
    yield from [1, 2]


g = over_list()
print(next(g), g.send(None))
g = over_list()
next(g)
try:
    g.send("x")
except AttributeError as e:
    print("AttributeError", e)

# throw() into yield from over a list iterator propagates out
g = over_list()
next(g)
try:
    g.throw(ValueError("into list"))
except ValueError as e:
    print("ValueError", e, next(g, "finished"))


# a user iterator with send, throw and close methods: yield from forwards to each
class Full:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        return self.n

    def send(self, value):
        return ("sent", value)

    def throw(self, exc):
        print("Full.throw", type(exc).__name__, exc.args)
        if isinstance(exc, KeyError):
            raise StopIteration("thrown out")
        return "throw handled"

    def close(self):
        print("Full.close")


def over_full():
    r = yield from Full()
    yield ("returned", r)


g = over_full()
print(next(g), g.send(5))
print(g.throw(ValueError("v")))
print(g.throw(KeyError("k")))
print(list(g))
g = over_full()
next(g)
g.close()
print("closed", next(g, "finished"))


# a user iterator without send/throw: send(value) is an AttributeError, throw() goes
# straight to the delegating generator, close() needs nothing
class Ones:
    def __iter__(self):
        return self

    def __next__(self):
        return 1


def over_ones():
    try:
        yield from Ones()
    except ValueError as e:
        yield "delegator caught " + str(e)


g = over_ones()
next(g)
try:
    g.send(3)
except AttributeError as e:
    print(e)
g = over_ones()
next(g)
print(g.throw(ValueError("x")))
g = over_ones()
next(g)
g.close()
print("closed ones", next(g, "finished"))


# the delegating generator returns the sub-generator's value after a throw
def sub_value_on_throw():
    try:
        yield 1
    except ValueError:
        return "rv"


def returns_delegated():
    x = yield from sub_value_on_throw()
    return "outer " + x


g = returns_delegated()
next(g)
try:
    g.throw(ValueError)
except StopIteration as e:
    print("outer stopped", e.value)


# a sub-generator that yields while being closed makes close() fail
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2


def over_stubborn():
    yield from stubborn()


g = over_stubborn()
next(g)
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError", e)

# throw(): the exception is raised at the yield where the generator is suspended; caught
# there, the generator goes on to its next yield (whose value throw returns); not caught,
# it propagates to the caller and the generator is finished. Throwing into a just-started
# generator raises before the body runs; into a finished one raises straight away.

def resilient():
    n = 0
    while True:
        try:
            yield n
        except ValueError as e:
            print("  gen caught", e)
            n += 100
        n += 1

g = resilient()
print(next(g))
print(next(g))
print(g.throw(ValueError("oops")))
print(next(g))
print(g.throw(ValueError("again")))
try:
    g.throw(KeyError("not handled"))
except KeyError as e:
    print("caller caught KeyError", e)
print(next(g, "finished"))

# throw with a class instead of an instance
g = resilient()
next(g)
print(g.throw(ValueError))

# throw into a just-started generator: the body never runs
def noisy():
    print("  body started")
    try:
        yield 1
    except Exception:
        print("  never here")
        yield 2

g = noisy()
try:
    g.throw(RuntimeError("early"))
except RuntimeError as e:
    print("just-started:", e)
print(next(g, "already finished"))

# throw into a finished generator
g = noisy()
print(list(g))
try:
    g.throw(ZeroDivisionError("late"))
except ZeroDivisionError as e:
    print("finished:", e)

# the generator's finally runs when throw is not caught
def with_finally():
    try:
        yield "a"
        yield "b"
    finally:
        print("  finally ran")

g = with_finally()
print(next(g))
try:
    g.throw(IndexError("ix"))
except IndexError as e:
    print("caught", repr(e))

# the generator catches and returns: StopIteration with the value comes out of throw
def returns_on_throw():
    try:
        yield 1
    except LookupError as e:
        return "handled " + type(e).__name__

g = returns_on_throw()
next(g)
try:
    g.throw(KeyError("k"))
except StopIteration as e:
    print("StopIteration value:", e.value)

# the generator converts the exception into another one
def converts():
    try:
        yield 1
    except ValueError as e:
        raise TypeError("converted from " + str(e))

g = converts()
next(g)
try:
    g.throw(ValueError("orig"))
except TypeError as e:
    print(e, "| context:", repr(e.__context__))

# throw into a generator suspended inside a nested try; the inner handler does not match
def nested():
    try:
        try:
            yield "inner"
        except KeyError:
            yield "inner handler"
        finally:
            print("  inner finally")
    except ValueError as e:
        yield "outer handler " + str(e)
    yield "after"

g = nested()
print(next(g))
print(g.throw(ValueError("v")))
print(next(g))
print(next(g, "end"))

# throw while the generator is suspended in an except block
def in_except():
    try:
        raise KeyError("first")
    except KeyError:
        try:
            yield "in except"
        except ValueError as e:
            yield "caught " + str(e) + " context " + repr(e.__context__)

g = in_except()
print(next(g))
print(g.throw(ValueError("second")))

# a caught throw, then normal iteration continues in a for loop
def numbers():
    i = 0
    while i < 5:
        try:
            yield i
        except ArithmeticError:
            i = 10
        i += 1
    yield "last %d" % i

g = numbers()
print(next(g), next(g))
print(g.throw(ArithmeticError()))
print(list(g))

# exceptions of user classes
class Retry(Exception):
    pass

def worker():
    attempts = 0
    while True:
        try:
            yield "attempt %d" % attempts
            return attempts
        except Retry:
            attempts += 1

w = worker()
print(next(w))
print(w.throw(Retry()))
print(w.throw(Retry))
try:
    next(w)
except StopIteration as e:
    print("worker returned", e.value)

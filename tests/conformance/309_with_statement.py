# with statements: __enter__'s result bound by `as`, __exit__ called on every way out
# (falling off the end, return, break, continue, an exception), its arguments, and a
# true result suppressing the exception.

log = []


class Resource:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
        self.open = False

    def __enter__(self):
        self.open = True
        log.append("enter " + self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        self.open = False
        if exc_type is None:
            log.append("exit %s cleanly" % self.name)
        else:
            log.append("exit %s with %s(%s)" % (self.name, exc_type.__name__, exc))
            log.append("  traceback given: %s" % (tb is not None))
        return self.suppress


def flush():
    for line in log:
        print(line)
    log.clear()


with Resource("plain") as r:
    print("inside, open =", r.open)
print("after, open =", r.open)
flush()

with Resource("swallow", True):
    raise ValueError("dropped")
print("the exception was suppressed")
flush()

try:
    with Resource("propagate"):
        raise KeyError("escapes")
except KeyError as e:
    print("caught", repr(e))
flush()


def returns_from_with():
    with Resource("ret") as res:
        return res.name + " returned"


print(returns_from_with())
flush()


def loop_control():
    for i in range(4):
        with Resource("it%d" % i):
            if i == 1:
                continue
            if i == 3:
                break
            log.append("  body %d" % i)
    return i


print(loop_control())
flush()

with Resource("outer") as a, Resource("inner") as b:
    print(a.name, b.name, a.open, b.open)
flush()

# Nested with a try inside, and a with inside a handler.
with Resource("w1"):
    try:
        with Resource("w2", True):
            1 // 0
        raise IndexError("after w2")
    except IndexError:
        with Resource("in handler"):
            log.append("  handling")
flush()


# The value `as` binds is whatever __enter__ returns.
class Counter:
    def __init__(self):
        self.entered = 0

    def __enter__(self):
        self.entered += 1
        return self.entered * 10

    def __exit__(self, t, v, tb):
        return False


c = Counter()
for k in range(3):
    with c as value:
        print("entered, got", value)

# Errors of the protocol itself.
try:
    with 5:
        pass
except TypeError as e:
    print(e)


class OnlyEnter:
    def __enter__(self):
        return self


try:
    with OnlyEnter():
        print("never")
except TypeError as e:
    print(e)


class FailingExit:
    def __enter__(self):
        return "ok"

    def __exit__(self, t, v, tb):
        raise RuntimeError("exit failed")


try:
    with FailingExit() as got:
        print("body got", got)
        raise ValueError("from the body")
except RuntimeError as e:
    print(repr(e), "context:", repr(e.__context__))


class FailingEnter:
    def __enter__(self):
        raise LookupError("enter failed")

    def __exit__(self, t, v, tb):
        print("never called")


try:
    with FailingEnter():
        print("never")
except LookupError as e:
    print(e)

# contextlib: @contextmanager (values, exceptions thrown in and suppressed or not, errors
# for generators that do not yield or do not stop, reuse as a decorator), suppress,
# closing, nullcontext and ExitStack (LIFO order, suppression, replacement, pop_all).
import contextlib
from contextlib import ExitStack, closing, contextmanager, nullcontext, suppress


@contextmanager
def tag(name, log):
    log.append("<" + name + ">")
    try:
        yield name.upper()
    finally:
        log.append("</" + name + ">")


log = []
with tag("b", log) as t:
    log.append(t)
print(log)

log = []
try:
    with tag("i", log):
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e), log)


@contextmanager
def swallow(kind):
    try:
        yield
    except kind as e:
        print("swallowed", type(e).__name__, e)


with swallow(ZeroDivisionError):
    1 / 0
print("after swallow")
try:
    with swallow(ZeroDivisionError):
        [][1]
except IndexError as e:
    print("not swallowed:", e)


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def two_yields():
    yield 1
    yield 2


@contextmanager
def yields_after_throw():
    try:
        yield
    except ValueError:
        yield


for cm, body_raises in [(no_yield, False), (two_yields, False), (yields_after_throw, True)]:
    try:
        with cm():
            if body_raises:
                raise ValueError("v")
    except RuntimeError as e:
        print(cm.__name__, "RuntimeError:", e)


@contextmanager
def transform():
    try:
        yield
    except ValueError as e:
        raise TypeError("converted") from e


try:
    with transform():
        raise ValueError("orig")
except TypeError as e:
    print(e, "from", repr(e.__cause__))


# A StopIteration raised in the body is not swallowed by the generator finishing.
@contextmanager
def plain():
    yield


try:
    with plain():
        raise StopIteration("stop")
except StopIteration as e:
    print("StopIteration passed through:", e)


calls = []


@tag("call", calls)
def decorated(x):
    calls.append(x * 2)
    return x + 1


print(decorated(1), decorated(5), calls)
print(decorated.__name__, tag.__name__)

with suppress(KeyError, IndexError):
    {}["missing"]
print("suppressed")
try:
    with suppress(KeyError):
        int("x")
except ValueError as e:
    print("suppress let through:", e)


class Resource:
    def __init__(self, name):
        self.name = name

    def close(self):
        print("closing", self.name)


with closing(Resource("db")) as r:
    print("using", r.name)

with nullcontext(42) as v:
    print("nullcontext", v)
with nullcontext() as v:
    print("nullcontext", v)


class Managed:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    def __enter__(self):
        print("enter", self.name)
        return self.name

    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None)
        return self.suppress


with ExitStack() as stack:
    names = [stack.enter_context(Managed(n)) for n in "abc"]
    stack.callback(print, "callback", "args", sep="|")
    print("inside", names)

with ExitStack() as stack:
    stack.enter_context(Managed("outer", suppress=True))
    stack.enter_context(Managed("inner"))
    raise ValueError("boom")
print("suppressed by outer")


def failing_exit(t, v, tb):
    raise RuntimeError("from exit")


try:
    with ExitStack() as stack:
        stack.push(failing_exit)
        raise KeyError("first")
except RuntimeError as e:
    print("replaced:", e, "context:", repr(e.__context__))

with ExitStack() as stack:
    stack.enter_context(Managed("kept"))
    moved = stack.pop_all()
print("stack closed, moved still open")
moved.close()

try:
    with ExitStack() as stack:
        stack.enter_context(42)
except TypeError as e:
    print(e)


class Plain(contextlib.AbstractContextManager):
    def __exit__(self, *exc):
        return None


p = Plain()
with p as entered:
    print("AbstractContextManager enters as itself:", entered is p)
try:
    contextlib.AbstractContextManager()
except TypeError as e:
    print(e)

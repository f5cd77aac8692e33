# The chain of exceptions the traceback module prints after the program assigned
# __cause__, __context__ and __suppress_context__ itself (not through `raise ... from`),
# including chains that loop.
import sys
import traceback


def show(e):
    # Only the exception lines and the chain's separators: no file paths.
    for line in traceback.format_exception(type(e), e, e.__traceback__):
        for part in line.splitlines():
            if not part.startswith(" ") and part:
                print(part)
    print("--")


def caught(exc):
    try:
        raise exc
    except BaseException as e:
        return e


a = caught(ValueError("a"))
b = caught(KeyError("b"))
c = caught(RuntimeError("c"))

# A cause set by assignment suppresses the context.
b.__context__ = a
show(b)
c.__cause__ = b
c.__context__ = a
show(c)

# Showing the context again.
c.__suppress_context__ = False
c.__cause__ = None
c.__suppress_context__ = False
show(c)

# A loop: each the other's context; each prints once.
a.__context__ = b
b.__context__ = a
show(a)
a.__cause__ = a
show(a)

# Never raised: no traceback, the chain still prints.
x = LookupError("x")
x.__context__ = caught(OSError(2, "missing"))
show(x)

# The traceback module's TracebackException reads the same fields.
te = traceback.TracebackException.from_exception(c)
print(te.__cause__, type(te.__context__).__name__, te.__suppress_context__)

# print_exception to stdout of a chain built with raise from, then changed.
try:
    try:
        raise IndexError("first")
    except IndexError as first:
        raise TypeError("second") from first
except TypeError as second:
    second.__cause__ = None
    second.__suppress_context__ = False
    show(second)
    second.__suppress_context__ = True
    show(second)
    print(sys.exc_info()[1] is second, sys.exc_info()[2] is second.__traceback__)

# expect: 27: RuntimeError: outer
# __cause__ and __context__ assigned by the program, not by `raise ... from`: the
# uncaught exception's chain prints them as CPython does (a cause set by assignment
# suppresses the context; a context set by assignment shows when nothing suppresses it).
def low():
    raise KeyError("low")


def mid():
    try:
        low()
    except KeyError as k:
        saved = k
    e = ValueError("mid")
    e.__context__ = saved
    return e


def top():
    outer = RuntimeError("outer")
    cause = mid()
    try:
        raise cause
    except ValueError:
        pass
    outer.__cause__ = cause
    raise outer


top()

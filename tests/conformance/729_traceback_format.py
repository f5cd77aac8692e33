# traceback: format_exc/format_exception/print_exception (limits, chains: cause,
# context, suppressed), format_exception_only with notes, extract_tb and FrameSummary,
# repeated frames counted, extract_stack/format_stack, TracebackException, sys.exc_info.
# Failing lines are whole statements, so CPython prints no ^~~ markers under them.
import io
import sys
import traceback


def clean(text):
    return text.replace(__file__, "FILE")


def inner(x):
    if x > 2:
        raise ValueError(f"bad value {x}")
    inner(x + 1)


def outer():
    inner(0)


try:
    outer()
except ValueError as e:
    print(clean(traceback.format_exc()), end="")
    print("--")
    print(clean("".join(traceback.format_exception(e))), end="")
    print("--")
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    summary = traceback.extract_tb(e.__traceback__)
    print(len(summary), [(f.name, f.lineno, f.line) for f in summary])
    fs = summary[-1]
    print(fs.filename == __file__, fs[1], fs[2], fs[3], len(fs), list(fs)[1:])
    print(repr(fs).replace(__file__, "FILE"))
    print(fs == (__file__, 12, "inner", 'raise ValueError(f"bad value {x}")'), fs == 3)
    print(clean("".join(traceback.format_tb(e.__traceback__))), end="")
    print(clean("".join(traceback.format_tb(e.__traceback__, limit=2))), end="")
    print(clean("".join(traceback.format_tb(e.__traceback__, limit=-1))), end="")
    print(clean("".join(traceback.format_list(summary[:2]))), end="")
    out = io.StringIO()
    traceback.print_exc(file=out)
    print(clean(out.getvalue()) == clean(traceback.format_exc()))
    out = io.StringIO()
    traceback.print_tb(e.__traceback__, limit=1, file=out)
    print(clean(out.getvalue()), end="")
    out = io.StringIO()
    traceback.print_exception(e, limit=1, file=out)
    print(clean(out.getvalue()), end="")
    out = io.StringIO()
    traceback.print_exception(type(e), e, e.__traceback__, file=out, limit=-2)
    print(clean(out.getvalue()), end="")

print(traceback.format_exc())
print(sys.exc_info(), sys.exception())


class AppError(Exception):
    pass


def load():
    try:
        raise KeyError("missing")
    except KeyError as e:
        raise AppError("could not load") from e


try:
    load()
except AppError as e:
    print(clean(traceback.format_exc()), end="")
    print(traceback.format_exception_only(e))
    print(clean("".join(traceback.format_exception(e, chain=False))), end="")
    print(sys.exc_info()[0].__name__, sys.exc_info()[1] is e, sys.exception() is e)


def during():
    try:
        int("nope")
    except ValueError:
        raise RuntimeError("while handling")


try:
    during()
except RuntimeError as e:
    print(clean(traceback.format_exc()), end="")


try:
    try:
        raise TypeError("first")
    except TypeError:
        raise OSError("second") from None
except OSError as e:
    print(clean(traceback.format_exc()), end="")


def recurse(n):
    if n == 0:
        raise LookupError("bottom")
    recurse(n - 1)


try:
    recurse(10)
except LookupError as e:
    print(clean(traceback.format_exc()), end="")

try:
    e = ValueError("with notes")
    e.add_note("first note")
    e.add_note("second\nnote")
    raise e
except ValueError as err:
    print(traceback.format_exception_only(err))

for exc in (ValueError(), KeyError("k"), AppError("m"), Exception("a", "b"), StopIteration(3)):
    print(traceback.format_exception_only(exc))
print(traceback.format_exception(ValueError("never raised")))


def where():
    return traceback.extract_stack()


def where2():
    return where()


stack = where2()
print([(f.name, f.lineno, f.line) for f in stack])
print([(f.name, f.lineno) for f in traceback.extract_stack(limit=1)])
print(clean("".join(traceback.format_stack(limit=2))), end="")
print(clean("".join(traceback.format_list([("a.py", 3, "f", "x = 1"), ("b.py", 4, "g", None)]))), end="")
te = None
try:
    load()
except AppError as e:
    te = traceback.TracebackException.from_exception(e)
print(te.exc_type.__name__, str(te), len(te.stack), te.__cause__.exc_type.__name__)
print(clean("".join(te.format())), end="")
print(list(te.format_exception_only()))
out = io.StringIO()
sys.stderr, saved = out, sys.stderr
try:
    raise NameError("to stderr")
except NameError:
    traceback.print_exc()
sys.stderr = saved
print(clean(out.getvalue()), end="")

# An exception raised on by handlers' cleanups (bare `raise`, `finally`, an `except`
# that does not match, `raise ... from e` inside `except ... as e`) and caught again:
# its `__traceback__` each time holds the frames of the latest catch, and the printed
# tracebacks and chains are CPython's.
import sys
import traceback


def shown(lines):
    # (Without the `^~` position markers under expressions, which vm-std does not print.)
    text = "".join(lines).replace(__file__, "FILE")
    return "\n".join(l for l in text.split("\n") if l.strip(" ^~") or not l.strip())


def frames(tb):
    return [(f.name, f.lineno) for f in traceback.extract_tb(tb)]


def inner(n):
    if n == 0:
        raise KeyError("k")
    return inner(n - 1)


def middle():
    try:
        inner(2)
    except ValueError:
        pass


def outer():
    try:
        middle()
    finally:
        pass


def lookup(d, k):
    try:
        return d[k]
    except KeyError as e:
        raise LookupError(k) from e


for round in range(3):
    try:
        outer()
    except KeyError as e:
        print(round, [f[0] for f in frames(e.__traceback__)])
        print(sys.exc_info()[2] is e.__traceback__)

kept = None
for i in range(3):
    try:
        try:
            inner(i)
        except KeyError as e:
            if kept is None:
                kept = e.__traceback__
            raise
    except KeyError as e:
        print(i, len(frames(e.__traceback__)))
print("kept", kept is None)

saved = None
for i in range(2):
    try:
        lookup({}, i)
    except LookupError as e:
        print(type(e).__name__, e, type(e.__cause__).__name__, e.__cause__)
        print([f[0] for f in frames(e.__traceback__)])
        print([f[0] for f in frames(e.__cause__.__traceback__)])
        saved = e
lines = traceback.format_exception(type(saved), saved, saved.__traceback__)
print(shown(lines))


def again():
    try:
        raise ValueError("v")
    except ValueError as e:
        err = e
    for _ in range(2):
        try:
            try:
                raise err
            except ValueError:
                raise
        except ValueError as e2:
            print(e2 is err, len(frames(e2.__traceback__)))


again()
try:
    outer()
except KeyError:
    print(shown(traceback.format_exc()))

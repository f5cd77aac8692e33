# raise of a class or an instance, bare raise, raise ... from, from None, and the
# context an exception raised in a handler gets.


def bare_reraise():
    try:
        raise KeyError("original")
    except KeyError:
        print("handling, then raising again")
        raise


try:
    bare_reraise()
except KeyError as e:
    print("outer got", repr(e))


class AppError(Exception):
    pass


def wrap():
    try:
        int("nope")
    except ValueError as e:
        raise AppError("wrapped") from e


try:
    wrap()
except AppError as e:
    print(repr(e), "caused by", repr(e.__cause__))
    print("context is cause too:", e.__context__ is e.__cause__)
    print("suppress context:", e.__suppress_context__)


def implicit_context():
    try:
        [][1]
    except IndexError:
        raise RuntimeError("while handling")


try:
    implicit_context()
except RuntimeError as e:
    print(repr(e), "context", repr(e.__context__), "cause", e.__cause__)
    print("suppress:", e.__suppress_context__)


def from_none():
    try:
        {}["x"]
    except KeyError:
        raise ValueError("clean") from None


try:
    from_none()
except ValueError as e:
    print(repr(e), e.__cause__, repr(e.__context__), e.__suppress_context__)


def from_class():
    raise ValueError("v") from KeyError


try:
    from_class()
except ValueError as e:
    print(repr(e.__cause__))

# raise e of a caught exception keeps it the same object.
saved = None
try:
    raise TypeError("kept")
except TypeError as e:
    saved = e
try:
    raise saved
except TypeError as again:
    print(again is saved)

# No context when nothing is being handled.
try:
    raise ValueError("plain")
except ValueError as e:
    print(e.__context__, e.__cause__)

# Bare raise after a nested handler finished raises the outer exception again.
try:
    try:
        raise ValueError("outer")
    except ValueError:
        try:
            raise TypeError("inner")
        except TypeError:
            pass
        raise
except ValueError as e:
    print("bare raise after inner handler:", e)

# A bare raise with nothing handled.
try:
    raise
except RuntimeError as e:
    print("RuntimeError:", e)

# Raising something that is not an exception.
for bad in [1, "text", None, object]:
    try:
        raise bad
    except TypeError as e:
        print(e)
try:
    raise ValueError("x") from 5
except TypeError as e:
    print(e)

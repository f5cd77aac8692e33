# expect: 14: LookupError: shown
# `raise ... from None` suppresses the context; a handler that assigns `__cause__ = None`
# (which suppresses it too) and then `__suppress_context__ = False` shows it again: the
# uncaught LookupError prints after the KeyError it was raised while handling.
def inner():
    return {}["key"]


def outer():
    try:
        inner()
    except KeyError:
        try:
            raise LookupError("shown") from None
        except LookupError as e:
            e.__cause__ = None
            e.__suppress_context__ = False
            raise


outer()

# expect: 9: LookupError: 2
# An exception raised on by cleanups (a `finally`, a bare `raise`, `raise ... from e` in
# `except ... as e`) and caught and raised again several times before it ends the
# program: the traceback printed is CPython's, with its cause chain.
def lookup(d, k):
    try:
        return d[k]
    except KeyError as e:
        raise LookupError(k) from e


def middle(k):
    try:
        lookup({}, k)
    finally:
        pass


def outer():
    for k in range(3):
        try:
            middle(k)
        except LookupError:
            if k == 2:
                raise


outer()

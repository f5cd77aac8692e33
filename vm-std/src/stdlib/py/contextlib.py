"""contextlib for vm-std: `contextmanager` (a generator as a context manager, also usable
as a decorator), `suppress`, `closing`, `nullcontext`, `ExitStack`,
`redirect_stdout`, `redirect_stderr`, `AbstractContextManager` and `ContextDecorator`,
behaving as CPython 3.11's. Written for vm-std (not CPython's Lib/contextlib). Not
here: the async variants."""

import abc
import functools
import sys

__all__ = ["AbstractContextManager", "ContextDecorator", "ExitStack", "closing",
           "contextmanager", "nullcontext", "redirect_stderr", "redirect_stdout",
           "suppress"]


class AbstractContextManager(abc.ABC):
    """A base whose `__enter__` returns the manager itself; `__exit__` is abstract."""

    def __enter__(self):
        return self

    @abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    """A base that lets a context manager decorate a function: each call of the
    function runs inside a fresh manager (`_recreate_cm`)."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @functools.wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """What a `@contextmanager` function returns: its generator runs up to the `yield`
    on entry (the yielded value is the `as` target) and from there on exit, with the
    exception of the `with` body thrown in at the `yield`."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func = func
        self.args = args
        self.kwds = kwds
        self.__doc__ = getattr(func, "__doc__", None)

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as stopped:
            # The generator caught the exception and finished: suppressed, unless what
            # stopped it is the very exception (a StopIteration raised in the body).
            return stopped is not value
        except RuntimeError as error:
            if error is value:
                return False
            # A StopIteration from the body that the generator let through comes back
            # as the RuntimeError it became (PEP 479).
            if isinstance(value, StopIteration) and error.__cause__ is value:
                return False
            raise
        except BaseException as error:
            # The same exception, re-raised by the generator: not suppressed, and not
            # chained to itself.
            if error is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """`@contextmanager`: a generator function that yields once becomes a factory of
    context managers."""

    @functools.wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class suppress(AbstractContextManager):
    """`with suppress(E1, E2):` ends the block quietly on those exceptions."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class closing(AbstractContextManager):
    """`with closing(thing) as t:` calls `thing.close()` at the end of the block."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    """A context manager that does nothing; `as` gives `enter_result`."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class _Redirect(AbstractContextManager):
    """Puts `new_target` in `sys.<_stream>` for the block (re-entrant: each entry
    remembers what it replaced)."""

    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._replaced = []

    def __enter__(self):
        self._replaced.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self._stream, self._replaced.pop())


class redirect_stdout(_Redirect):
    """`with redirect_stdout(f):` sends `print`'s output (and anything written to
    `sys.stdout`) to `f`."""

    _stream = "stdout"


class redirect_stderr(_Redirect):
    """`with redirect_stderr(f):` puts `f` in `sys.stderr`."""

    _stream = "stderr"


class ExitStack(AbstractContextManager):
    """A stack of exit callbacks run last-in first-out when the `with` block ends (or
    at `close()`): context managers entered with `enter_context`, `__exit__`-like
    callables given to `push`, and plain callbacks. A callback that returns true
    suppresses the exception; one that raises replaces it (its `__context__` the one it
    replaced)."""

    def __init__(self):
        self._exits = []

    def pop_all(self):
        """A new stack holding this one's callbacks; this one is left empty."""
        new = type(self)()
        new._exits = self._exits
        self._exits = []
        return new

    def push(self, exit):
        """Adds a context manager's `__exit__` (without entering it), or a callable
        taking `(exc_type, exc, traceback)`."""
        exit_method = getattr(type(exit), "__exit__", None)
        if exit_method is None:
            self._exits.append(exit)
        else:
            self._exits.append(lambda t, v, tb: exit_method(exit, t, v, tb))
        return exit

    def enter_context(self, cm):
        """Enters `cm` and adds its `__exit__`; returns what `__enter__` returned."""
        cls = type(cm)
        enter = getattr(cls, "__enter__", None)
        exit_method = getattr(cls, "__exit__", None)
        if enter is None or exit_method is None:
            raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                            f"not support the context manager protocol")
        result = enter(cm)
        self._exits.append(lambda t, v, tb: exit_method(cm, t, v, tb))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Adds `callback(*args, **kwds)`, which sees no exception details."""
        def run(exc_type, exc, tb):
            callback(*args, **kwds)
        run.__wrapped__ = callback
        self._exits.append(run)
        return callback

    def close(self):
        """Runs the callbacks now."""
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        received = exc_details[0] is not None
        current = exc_details[1]
        suppressed = False
        pending = False
        while self._exits:
            run = self._exits.pop()
            try:
                if run(*exc_details):
                    suppressed = True
                    pending = False
                    current = None
                    exc_details = (None, None, None)
            except BaseException as raised:
                if current is not None and raised is not current:
                    raised.__context__ = current
                current = raised
                exc_details = (type(raised), raised, raised.__traceback__)
                pending = True
        if pending:
            raise current
        return received and suppressed

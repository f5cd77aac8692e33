# The rest of CPython 3.11's builtin exception classes with their hierarchy (the
# ConnectionError family, the other OSError subclasses, the Warning classes, ...),
# OSError's errno mapping and message, and BaseException.add_note / __notes__.
names = [
    "ConnectionError", "BrokenPipeError", "ConnectionAbortedError",
    "ConnectionRefusedError", "ConnectionResetError", "BlockingIOError",
    "InterruptedError", "ChildProcessError", "ProcessLookupError", "BufferError",
    "ReferenceError", "StopAsyncIteration", "IndentationError", "TabError",
    "UnicodeTranslateError", "Warning", "UserWarning", "DeprecationWarning",
    "PendingDeprecationWarning", "RuntimeWarning", "SyntaxWarning", "FutureWarning",
    "ImportWarning", "UnicodeWarning", "BytesWarning", "ResourceWarning",
    "EncodingWarning",
]
bases = [OSError, ConnectionError, Warning, Exception, SyntaxError, ValueError,
         UnicodeError, BaseException]
builtins_map = {
    "ConnectionError": ConnectionError, "BrokenPipeError": BrokenPipeError,
    "ConnectionAbortedError": ConnectionAbortedError,
    "ConnectionRefusedError": ConnectionRefusedError,
    "ConnectionResetError": ConnectionResetError, "BlockingIOError": BlockingIOError,
    "InterruptedError": InterruptedError, "ChildProcessError": ChildProcessError,
    "ProcessLookupError": ProcessLookupError, "BufferError": BufferError,
    "ReferenceError": ReferenceError, "StopAsyncIteration": StopAsyncIteration,
    "IndentationError": IndentationError, "TabError": TabError,
    "UnicodeTranslateError": UnicodeTranslateError, "Warning": Warning,
    "UserWarning": UserWarning, "DeprecationWarning": DeprecationWarning,
    "PendingDeprecationWarning": PendingDeprecationWarning,
    "RuntimeWarning": RuntimeWarning, "SyntaxWarning": SyntaxWarning,
    "FutureWarning": FutureWarning, "ImportWarning": ImportWarning,
    "UnicodeWarning": UnicodeWarning, "BytesWarning": BytesWarning,
    "ResourceWarning": ResourceWarning, "EncodingWarning": EncodingWarning,
}
for name in names:
    cls = builtins_map[name]
    print(name, cls.__name__, cls.__mro__[1].__name__,
          [b.__name__ for b in bases if issubclass(cls, b)])
    print("  ", [c.__name__ for c in cls.__mro__])


class RetryableError(ConnectionError):
    pass


class MyWarning(UserWarning):
    pass


print(issubclass(RetryableError, OSError), issubclass(MyWarning, Warning))
print(issubclass(MyWarning, Exception), issubclass(Warning, ValueError))
try:
    raise RetryableError("reset by peer")
except OSError as e:
    print("caught", type(e).__name__, e, e.args, e.errno)
try:
    raise MyWarning("careful")
except Warning as w:
    print("warning", repr(w), str(w))
try:
    raise BrokenPipeError(32, "Broken pipe")
except ConnectionError as e:
    print(type(e).__name__, e, e.errno, e.strerror, e.filename)

# OSError(errno, ...) makes the errno's subclass.
for errno in [1, 2, 3, 4, 10, 11, 13, 17, 20, 21, 32, 103, 104, 108, 110, 111, 114,
              115, 99]:
    e = OSError(errno, "text")
    print(errno, type(e).__name__, e)
for args in [(2, "No such file or directory", "cfg.ini"), (2, "x"), ("only",),
             (13, "Permission denied", "a", None, "b"), ()]:
    e = FileNotFoundError(*args)
    print(str(e), repr(e), e.args, e.errno, e.strerror, e.filename, e.filename2)
    e = OSError(*args)
    print(type(e).__name__, str(e), repr(e))

# add_note and __notes__.
e = ValueError("base")
print(hasattr(e, "__notes__"))
e.add_note("while parsing line 3")
e.add_note("in section [server]")
print(e.__notes__, str(e), repr(e))
try:
    e.add_note(42)
except TypeError as x:
    print("TypeError:", x)
e.__notes__ = "not a list"
try:
    e.add_note("more")
except TypeError as x:
    print("TypeError:", x)


class AppError(Exception):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code


try:
    try:
        raise AppError(7)
    except AppError as err:
        err.add_note("retrying")
        raise
except AppError as err:
    print(err, err.code, err.__notes__)

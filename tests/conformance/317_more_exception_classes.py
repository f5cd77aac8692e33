# The rest of the builtin exception classes everyday code names in except clauses, with
# CPython's hierarchy (OSError and its subclasses, IOError and EnvironmentError as its old
# names, ImportError, EOFError, UnicodeError, ...).

names = [
    OSError, FileNotFoundError, FileExistsError, PermissionError, IsADirectoryError,
    NotADirectoryError, TimeoutError, EOFError, ImportError, ModuleNotFoundError,
    UnicodeError, SystemError, FloatingPointError,
]
for cls in names:
    bases = []
    for base in [OSError, ImportError, ValueError, ArithmeticError, Exception]:
        if cls is not base and issubclass(cls, base):
            bases.append(base.__name__)
    print(cls.__name__, bases)
print(IOError is OSError, EnvironmentError is OSError)


def open_config(path):
    raise FileNotFoundError("no such file: " + path)


try:
    open_config("app.cfg")
except OSError as e:
    print(type(e).__name__, e, e.args)
try:
    raise ModuleNotFoundError("No module named 'x'")
except ImportError as e:
    print(repr(e))
try:
    raise TimeoutError
except OSError as e:
    print(type(e).__name__, repr(e))

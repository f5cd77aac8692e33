# ImportError's name, path and msg: set by the VM's import errors and by the constructor's
# keywords (any other keyword is a TypeError, as is a keyword to any other builtin
# exception).
try:
    import nosuchmod
except ImportError as e:
    print(type(e).__name__, e.name, e.path, e.args, str(e))
try:
    import os.nosuch
except ImportError as e:
    print(type(e).__name__, e.name, e.path)
e = ImportError("m", name="x", path="p")
print(e.name, e.path, e.args, str(e), repr(e))
e = ModuleNotFoundError("q")
print(e.name, e.path, e.args)
try:
    ImportError("m", bogus=1)
except TypeError as t:
    print(t)
try:
    OSError(1, x=2)
except TypeError as t:
    print(t)
try:
    raise ImportError("custom", name="n")
except ImportError as e:
    print(e.name, e.msg if hasattr(e, "msg") else "-")

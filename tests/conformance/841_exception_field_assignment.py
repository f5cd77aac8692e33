# Setting and deleting an exception's __cause__, __context__, __traceback__ and
# __suppress_context__: CPython 3.11's checks and errors.

e = ValueError("e")
bad = [
    ("__cause__", 5),
    ("__cause__", KeyError),  # a class is no exception
    ("__context__", "text"),
    ("__context__", KeyError),
    ("__traceback__", 5),
    ("__traceback__", e),
    ("__suppress_context__", 1),
    ("__suppress_context__", None),
]
for name, value in bad:
    try:
        setattr(e, name, value)
        print("set", name)
    except TypeError as err:
        print(name, "TypeError:", err)
print(e.__cause__, e.__context__, e.__traceback__, e.__suppress_context__)

for name in ("__cause__", "__context__", "__traceback__", "__suppress_context__"):
    try:
        delattr(e, name)
        print("deleted", name)
    except TypeError as err:
        print("del", name, "TypeError:", err)

try:
    del e.__cause__
except TypeError as err:
    print("del statement:", err)
try:
    del e.__traceback__
except TypeError as err:
    print("del statement:", err)

# Setting the cause suppresses the context, even to None (PyException_SetCause).
e = ValueError("e")
print(e.__suppress_context__)
e.__cause__ = None
print(e.__suppress_context__, e.__cause__)
e.__suppress_context__ = False
e.__cause__ = KeyError("k")
print(e.__suppress_context__, repr(e.__cause__))
e.__suppress_context__ = False
print(e.__suppress_context__)

# The context may be any exception, itself included.
e.__context__ = e
print(e.__context__ is e)
e.__context__ = None
print(e.__context__)

# setattr/getattr by name, and object.__setattr__ go through the descriptors too.
object.__setattr__(e, "__cause__", IndexError("i"))
print(repr(getattr(e, "__cause__")), vars(e))
try:
    object.__setattr__(e, "__context__", 3)
except TypeError as err:
    print("object.__setattr__:", err)
try:
    object.__delattr__(e, "__context__")
except TypeError as err:
    print("object.__delattr__:", err)


# A subclass's own __setattr__ that defers to the base.
class Logged(Exception):
    def __setattr__(self, name, value):
        print("setting", name)
        super().__setattr__(name, value)


g = Logged()
g.__cause__ = e
g.x = 1
print(g.__cause__ is e, g.__suppress_context__, vars(g))
try:
    g.__traceback__ = "no"
except TypeError as err:
    print("TypeError:", err)

# A traceback taken from one exception given to another.
try:
    raise OSError("o")
except OSError as o:
    saved = o
    tb = o.__traceback__
e.__traceback__ = tb
print(e.__traceback__ is tb, saved.__traceback__ is tb)

# raise ... from with a class instantiates it; from something else is an error.
try:
    raise ValueError("v") from KeyError
except ValueError as v:
    print(repr(v.__cause__), v.__suppress_context__)
try:
    raise ValueError("v") from 3
except TypeError as err:
    print("TypeError:", err)
try:
    try:
        raise KeyError("inner")
    except KeyError:
        raise ValueError("v") from None
except ValueError as v:
    print(v.__cause__, repr(v.__context__), v.__suppress_context__)

# A function's __name__ and __qualname__ as a program sets them (what functools.wraps
# does): read back, used by its repr and by the messages about its arguments, refused when
# not strings. repr is shown without its address.
import functools


def show(f):
    return repr(f).split(" at ")[0] + ">"


def outer():
    def inner(a, b):
        return a + b

    return inner


f = outer()
print(f.__name__, f.__qualname__, show(f))
f.__qualname__ = "Renamed.method"
f.__name__ = "method"
print(f.__name__, f.__qualname__, show(f))
try:
    f(1)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
for attr, bad in (("__name__", 5), ("__qualname__", None)):
    try:
        setattr(f, attr, bad)
    except TypeError as e:
        print("TypeError:", e)
print(f.__name__, f.__qualname__)


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


@logged
def area(width, height=2):
    """The area."""
    return width * height


print(area.__name__, area.__qualname__, area.__doc__, show(area), area(3))
print(show(area.__wrapped__), area.__wrapped__ is not area)


class Shape:
    def scale(self, k):
        return k

    @logged
    def describe(self):
        return "shape"


print(Shape.describe.__qualname__, show(Shape.describe), Shape().describe())
print(show(Shape.scale), show(outer))

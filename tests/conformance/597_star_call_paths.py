# Calls through `*args, **kwargs` wrappers, the same call sites meeting every shape in
# turn (specialized paths and their fallbacks must agree): fewer arguments (defaults),
# too many, keywords, non-tuple iterables, dict subclasses, methods, and errors.
import functools

def trace(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs)
    return wrapper

def pass_on(f, *args, **kwargs):
    return f(*args, **kwargs)

@trace
def add(a, b=10, c=100):
    return a + b + c

@trace
def star(*xs, **kw):
    return (xs, sorted(kw.items()))

@trace
def kwonly(a, *, k=1):
    return a * k

class Box:
    def __init__(self, v):
        self.v = v
    @trace
    def scaled(self, k=2):
        return self.v * k

class Mapping(dict):
    pass

def show(label, thunk):
    try:
        print(label, thunk())
    except TypeError as e:
        print(label, "TypeError:", e)

for round in range(3):
    show("two", lambda: add(1, 2))
    show("one", lambda: add(1))
    show("three", lambda: add(1, 2, 3))
    show("four", lambda: add(1, 2, 3, 4))
    show("none", lambda: add())
    show("kw", lambda: add(1, c=5))
    show("kw-unknown", lambda: add(1, d=5))
    show("star", lambda: star(1, 2, x=3))
    show("star-empty", lambda: star())
    show("kwonly", lambda: kwonly(3, k=4))
    show("kwonly-missing", lambda: kwonly())
    show("method", lambda: Box(7).scaled())
    show("method-arg", lambda: Box(7).scaled(3))
    show("pass-list", lambda: pass_on(add, *[1, 2]))
    show("pass-gen", lambda: pass_on(add, *(i for i in range(3))))
    show("pass-map", lambda: pass_on(add, 1, **Mapping(b=2)))
    show("pass-dict", lambda: pass_on(add, 1, **{"c": 3}))
    show("pass-mixed", lambda: pass_on(add, 1, *(2,), **{}))
    show("pass-builtin", lambda: pass_on(max, 3, 9, 4))
    show("pass-class", lambda: pass_on(Box, 5).v)
    show("pass-bad", lambda: pass_on(add, *5))
    show("pass-badkw", lambda: pass_on(add, 1, **{1: 2}))
print(add.__name__, add.__wrapped__(1, 1, 1))

@trace
@trace
def stacked(a, b=1, *rest, **kw):
    return (a, b, rest, sorted(kw))

for round in range(3):
    show("stacked", lambda: stacked(1))
    show("stacked-kw", lambda: stacked(1, b=2, z=3))
    show("stacked-rest", lambda: stacked(*[1, 2, 3, 4], y=0))
    show("stacked-dup", lambda: stacked(1, a=2))
    show("stacked-none", lambda: stacked())
    show("list-spread", lambda: pass_on(add, *[5, 6, 7]))

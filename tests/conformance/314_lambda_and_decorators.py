# Lambdas (without closures: they read globals and their parameters) and decorators
# (any callable expression, applied bottom-up, the result bound to the name).

twice = lambda x: x * 2
print(twice(4), (lambda: "no args")(), (lambda a, b=10: a + b)(1))
pts = [(3, "c"), (1, "a"), (2, "b")]
print(sorted(pts, key=lambda p: p[0]))
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)))
print(max([3, -7, 5], key=lambda v: abs(v)))
f = lambda: None
print(f.__name__, f.__qualname__, repr(f)[:18])
ops = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b}
print(ops["add"](2, 3), ops["mul"](2, 3))
class Shape:
    area = lambda self: self.w * self.h
    def __init__(self, w, h):
        self.w = w
        self.h = h
print(Shape(2, 3).area())
def make():
    return lambda q: q + 1
print(make()(1), make().__qualname__)
handlers = []
def register(fn):
    handlers.append(fn.__name__)
    return fn
@register
def on_start():
    return "started"
@register
def on_stop():
    return "stopped"
print(handlers, on_start(), on_stop())
def tag(name):
    return lambda fn: fn
print((lambda x: (lambda y: y * 2)(x))(5))


def loud(fn):
    print("decorating", fn.__name__)
    return fn


def counted(fn):
    calls.append(fn.__name__)
    return fn


calls = []


@loud
@counted
def compute(x):
    return x * x


print(compute(7), calls)


class Plugins:
    registered = []

    @staticmethod
    def add(fn):
        Plugins.registered.append(fn.__name__)
        return fn


@Plugins.add
def alpha():
    return "a"


@Plugins.add
def beta():
    return "b"


print(Plugins.registered, alpha(), beta())


def replace_with_constant(fn):
    return 42


@replace_with_constant
def gone():
    return "never"


print(gone)
decorators = [loud, counted]


@decorators[0]
def indexed():
    return "indexed"


print(indexed())
print(list(map(lambda v: v * 10, [1, 2])) if False else [f(3) for f in [lambda v: v + 1, lambda v: v * 2]])

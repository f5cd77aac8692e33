# Function attributes (set by decorators, read back, __dict__, __defaults__,
# __kwdefaults__), the evaluation order of *iterable arguments among others, CPython's
# messages for bad spreads, and ** of a dict subclass.


def counted(fn):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)

    wrapper.calls = 0
    wrapper.__wrapped__ = fn
    wrapper.label = "counted " + fn.__name__
    return wrapper


@counted
def area(w, h=2, *, unit="m"):
    return str(w * h) + unit


print(area(3), area(4, 5), area(1, unit="cm"))
print(area.calls, area.label, area.__wrapped__.__name__)
print(sorted(area.__dict__))
print(area.__wrapped__.__defaults__, area.__wrapped__.__kwdefaults__)


def plain(a, b):
    return a + b


print(plain.__defaults__, plain.__kwdefaults__)
plain.tag = "x"
plain.tag += "y"
print(plain.tag, plain(1, 2))

trace = []


def note(x):
    trace.append(x)
    return x


def numbers():
    trace.append("gen start")
    yield 1
    yield 2
    trace.append("gen end")


def show(*args, **kwargs):
    return list(args), sorted(kwargs.items())


print(show(note("before"), *numbers(), note("after"), *[9], k=note("kw")))
print(trace)


def f(*args, **kwargs):
    return args, kwargs


for name, call in [
    ("f(1, *5)", lambda: f(1, *5)),
    ("f(*[1], *None)", lambda: f(*[1], *None)),
    ("f(*5)", lambda: f(*5)),
    ("f(**5)", lambda: f(**5)),
    ("f(x=1, **{'x': 2})", lambda: f(x=1, **{"x": 2})),
]:
    try:
        call()
    except TypeError as e:
        print(name, "->", e)


class Options(dict):
    pass


opts = Options(color="red", size=3)
print(f(**opts), f(1, **Options()))


def kwonly(a, *, b, c):
    return a, b, c


try:
    kwonly(1, 2, b=3, c=4)
except TypeError as e:
    print(e)

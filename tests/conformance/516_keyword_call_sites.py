# Keyword calls through one call site that sees different callees: plain functions with
# and without defaults, in and out of parameter order, closures of one code with
# different defaults, general signatures, methods and classes; the errors as CPython's.


def f(a, b=1, c=2, d=3):
    return (a, b, c, d)


def g(a, b=10, c=20, d=30):
    return ("g", a, b, c, d)


def h(a, *rest, b=5, **kw):
    return (a, rest, b, sorted(kw.items()))


class Box:
    def __init__(self, x, y=0, *, tag="box"):
        self.x, self.y, self.tag = x, y, tag

    def move(self, dx=0, dy=0):
        return (self.x + dx, self.y + dy)

    def __repr__(self):
        return f"Box({self.x}, {self.y}, {self.tag!r})"


def make(scale):
    def scaled(v, by=scale, off=0):
        return v * by + off

    return scaled


def site(fn, i):
    return fn(i, c=i + 1, d=i + 2)


for i, fn in enumerate([f, g, f, f, g, h, f, g, h] * 3):
    print(site(fn, i))

for fn in [make(2), make(3), make(4)] * 2:
    print(fn(5, off=1), fn(v=5), fn(off=2, v=1), fn(1, 2, off=3))

for i in range(4):
    print(f(a=i), f(i, d=9), f(i, d=9, b=8), f(d=1, c=2, b=3, a=i), f(i, 1, 2, d=4))

b = Box(1, tag="t")
for i in range(3):
    print(b.move(dy=i), b.move(i, dy=1), Box(x=i), Box(i, y=2, tag="k"))

m = b.move
for i in range(3):
    print(m(dx=i), m(dy=i, dx=1))


def errors(fn, *args, **kwargs):
    try:
        print(fn(*args, **kwargs))
    except TypeError as e:
        print("TypeError:", e)


for _ in range(2):
    errors(lambda: f(1, a=2))
    errors(lambda: f(1, e=2))
    errors(lambda: f(b=2))
    errors(lambda: f(1, 2, 3, 4, d=5))
    errors(lambda: g(1, b=2, b2=3))
    errors(lambda: Box(1, z=2))
    errors(lambda: b.move(1, dx=2))


def kwonly(a, *, b, c=3):
    return (a, b, c)


for i in range(3):
    errors(kwonly, i, b=i)
    errors(kwonly, i)
    errors(kwonly, i, c=1)
    errors(kwonly, a=i, b=2, c=1)

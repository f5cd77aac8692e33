# Default values are evaluated once, when def (or lambda) runs, left to right, positional
# defaults before keyword-only ones; mutable defaults are shared between calls; defaults
# read the names as they were at def time; __defaults__ and __kwdefaults__.

order = []


def note(label, value):
    order.append(label)
    return value


def f(a=note("a", 1), b=note("b", []), *, c=note("c", {}), d=note("d", 4)):
    return a, b, c, d


print(order)
order.clear()
print(f(), order)
b_default = f()[1]
b_default.append("x")
print(f(), f(b=[]))
f()[2]["k"] = 1
print(f())


def append_to(item, target=[]):
    target.append(item)
    return target


print(append_to(1), append_to(2), append_to(3, []), append_to(4))


def safe_append(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target


print(safe_append(1), safe_append(2))

x = 10


def reads_global_at_def(v=x):
    return v


x = 20
print(reads_global_at_def(), x)


def make_functions():
    fns = []
    for i in range(3):

        def g(n=i * 10, *, label="fn%d" % i):
            return label, n

        fns.append(g)
    return fns


print([fn() for fn in make_functions()])


def outer():
    base = 5

    def inner(v=base):
        return v, base

    base = 6
    return inner()


print(outer())


def counter(*, calls={"n": 0}):
    calls["n"] += 1
    return calls["n"]


print(counter(), counter(), counter(calls={"n": 100}), counter())


def with_defaults(a, b=2, c=3):
    return a + b + c


print(with_defaults(0), with_defaults(0, c=0), with_defaults(*[1, 1]))

order.clear()
lam = lambda p=note("lp", 1), *, q=note("lq", 2): (p, q)
print(order, lam(), lam(q=0))


class Holder:
    created = []

    def __init__(self, items=[]):
        self.items = items
        Holder.created.append(self)

    def add(self, v):
        self.items.append(v)


h1 = Holder()
h2 = Holder()
h1.add("shared!")
print(h2.items, h1.items is h2.items, Holder([]).items)


def tuple_default(t=(1, 2)):
    return t + (3,)


print(tuple_default(), tuple_default(), tuple_default((0,)))


def nested_default_call(n=len("four"), s=str(12).zfill(4)):
    return n, s


print(nested_default_call())

order.clear()


def deco(fn):
    order.append("deco")
    return fn


@deco
def decorated(a=note("default", 0)):
    return a


print(order)


def gen(start=note("gen default", 0), *, step=1):
    yield start
    yield start + step


order.clear()
g = gen()
print(order, list(g), list(gen(5, step=5)), order)


def defaults_and_star(a, b=[], *args, c=[], **kw):
    b.append(len(b))
    c.append(len(c))
    return b, c


defaults_and_star(0)
defaults_and_star(0)
print(defaults_and_star(0))


# In a class body, defaults read the class namespace as it is while the body runs.
class Scaled:
    x = 5
    f = lambda self, y=x: y

    def g(self, z=x * 2, *, w=x + 1):
        return z, w


print(Scaled().f(), Scaled().g(), Scaled().g(1, w=2))

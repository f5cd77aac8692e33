# Keyword calls of functions that bind by name, run many times at one site (so the
# site specializes), with parameters left to defaults, *args, **kwargs, keyword-only
# parameters, positional-only names going to **kwargs, and defaults reassigned.


def f(a, b=1, *, c=2):
    return (a, b, c)


def g(a, *args, key=None, **kw):
    return (a, args, key, sorted(kw.items()))


def h(x, /, y=5, **kw):
    return (x, y, sorted(kw.items()))


def wrapper(*args, **kwargs):
    return (args, kwargs)


def only_kw(*, p, q=7, r):
    return (p, q, r)


total = []
for i in range(60):
    total.append(f(i, c=3))
    total.append(f(i, b=i, c=i))
    total.append(g(i, 1, 2, key=i, extra=i * 2))
    total.append(g(i, other=1))
    total.append(h(i, x=3, z=4))
    total.append(h(i, y=i))
    total.append(wrapper(i, price=i, qty=2))
    total.append(only_kw(r=i, p=1))
print(total[:8])
print(total[-8:])
print(len(total))


# The dict a **kwargs parameter gets is new on every call, in call order.
def keep(**kw):
    return kw


seen = []
for i in range(40):
    d = keep(b=i, a=2)
    d["c"] = 3
    seen.append(d)
print(seen[0], seen[-1], seen[0] is seen[1], list(seen[5]))


# Defaults reassigned after the site specialized: later calls use the new ones, and a
# call that loses its default raises CPython's error.
def k(a, b=1, *, c=2):
    return a + b + c


out = []
for i in range(50):
    if i == 20:
        k.__defaults__ = (100,)
    if i == 30:
        k.__kwdefaults__ = {"c": 1000}
    out.append(k(i, c=0) if i % 2 else k(i, b=0))
print(out)
k.__defaults__ = None
for i in range(3):
    try:
        k(i, c=1)
    except TypeError as e:
        print("TypeError:", e)
k.__kwdefaults__ = None
try:
    k(1, 2)
except TypeError as e:
    print("TypeError:", e)


# Closures of one code with different defaults share a site.
def make(d):
    def inner(a, b=d, *, c=d):
        return (a, b, c)
    return inner


fs = [make(i) for i in range(4)]
print([fn(0, c=9) for fn in fs * 10][:8])

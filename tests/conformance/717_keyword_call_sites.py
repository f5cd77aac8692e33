# Keyword calls from one call site, many times, so that the site specializes: keywords in
# parameter order or not, parameters left to their defaults, keyword-only parameters,
# a site whose callee changes (another function, another code, `__defaults__` replaced),
# and the errors of calls that do not bind.


def line(price, qty, markup=0):
    return (price, qty, markup)


def kwonly(a, *, b, c=7):
    return (a, b, c)


def shuffled(x, y, *, z, w):
    return (x, y, z, w)


def posonly(a, b, /, c):
    return (a, b, c)


def spread(a, b=2, c=3, d=4):
    return (a, b, c, d)


def run(f, n, **_):
    out = []
    for i in range(n):
        out.append(f(i))
    return out


total = []
for i in range(40):
    total.append(line(price=i, qty=2, markup=5))
    total.append(line(i, qty=3))
    total.append(line(price=i, qty=4))
    total.append(kwonly(i, b=1))
    total.append(kwonly(i, c=2, b=3))
    total.append(kwonly(a=i, b=4, c=5))
    total.append(shuffled(i, z=1, w=2, y=3))
    total.append(shuffled(w=i, z=1, y=2, x=3))
    total.append(posonly(1, 2, c=i))
    total.append(spread(i, c=9))
    total.append(spread(i, d=8, c=7))
    total.append(spread(a=i, d=1))
print(len(total), total[:12], total[-12:])


# One site, several callees: the cached binding must follow the callee.
def f1(a, b):
    return ("f1", a, b)


def f2(b, a):
    return ("f2", a, b)


def f3(a, b, c=0):
    return ("f3", a, b, c)


def call_it(g, i):
    return g(a=i, b=-i)


seen = []
for i in range(30):
    for g in (f1, f1, f2, f3):
        seen.append(call_it(g, i))
print(seen[:8], seen[-4:])


# Functions of the same code made again (a nested def) and of different code made by
# exec from different source: the site binds each by its own parameters.
def make(k):
    def inner(x, y=k):
        return (x, y, k)

    return inner


made = [make(k)(x=k, y=k * 2) for k in range(30)]
made += [make(k)(x=k) for k in range(30)]
print(made[:3], made[-3:])

results = []
for i in range(30):
    ns = {}
    if i % 2:
        exec("def h(p, q): return ('odd', p, q)", ns)
    else:
        exec("def h(q, p): return ('even', p, q)", ns)
    results.append(ns["h"](p=i, q=0))
print(results[:4], results[-2:])


# Defaults replaced after the site specialized.
def dflt(a, b=1, c=2):
    return (a, b, c)


out = []
for i in range(20):
    out.append(dflt(i, c=5))
dflt.__defaults__ = (10, 20)
out.append(dflt(0, c=5))
dflt.__defaults__ = (30,)
try:
    out.append(dflt(0, c=5))
except TypeError as e:
    out.append(str(e))
dflt.__defaults__ = None
try:
    out.append(dflt(0, c=5))
except TypeError as e:
    out.append(str(e))
print(out[-4:])


# Keyword-only defaults replaced: a call that passes every parameter does not need them.
def kwd(a, *, b=1):
    return (a, b)


for i in range(20):
    kwd(a=i, b=i)
kwd.__kwdefaults__ = None
print(kwd(a=1, b=2))
try:
    kwd(a=1)
except TypeError as e:
    print(e)


# Calls that do not bind, from sites that were specialized.
def bad(g, i):
    return g(x=i, y=i)


def takes_x(x, y):
    return x + y


for i in range(20):
    bad(takes_x, i)
for g in (posonly, line, kwonly):
    try:
        bad(g, 1)
    except TypeError as e:
        print(e)


def po(i):
    return posonly(1, b=2, c=i)


for i in range(3):
    try:
        po(i)
    except TypeError as e:
        print(e)


# Arguments with side effects keep their order; the values reach the right parameters.
log = []


def note(v):
    log.append(v)
    return v


def four(a, b, c, d):
    return a * 1000 + b * 100 + c * 10 + d


print([four(note(1), d=note(4), b=note(2), c=note(3)) for _ in range(20)][-1], log[-4:])


# A method called with keywords, and a class.
class P:
    def __init__(self, x, y=0):
        self.x, self.y = x, y

    def moved(self, dx=0, dy=0):
        return P(x=self.x + dx, y=self.y + dy)


p = P(x=0)
for i in range(25):
    p = p.moved(dy=1, dx=2)
print(p.x, p.y)

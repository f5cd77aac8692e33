# Signature edge cases: defaults mixed with *args and keyword-only parameters (with and
# without defaults), **kwargs keeping the order keywords were passed in (explicit and
# spread, merged), keyword-named keys given through **dict, positional-only parameters
# whose names also arrive in **kwargs (`def f(a, /, **kw)`, `f(1, a=2)`), lambdas with
# every kind of parameter, recursion that passes *args along, and generator functions
# taking *args and **kwargs.


def mixed(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)


print(mixed(1, c=3))
print(mixed(1, 5, 6, 7, c=3))
print(mixed(1, c=3, d=None, e=5))
print(mixed(*[1, 2, 3], **{"c": 0, "z": 9}))
print(mixed(c="c", a="a"))
try:
    mixed(1, 2, 3)
except TypeError as e:
    print("TypeError", e)
try:
    mixed(1, b=2, c=3, a=4)
except TypeError as e:
    print("TypeError", e)


# keyword-only parameter after *args with a default, before one without
def kw_order(*args, x=1, y, z=3):
    return args, x, y, z


print(kw_order(y=2), kw_order(9, 8, z=0, y=1, x=5))


# **kwargs keeps the order keywords were passed in
def keys(**kw):
    return list(kw)


print(keys(zeta=1, alpha=2, mid=3))
print(keys(b=1, **{"z": 2, "a": 3}, c=4))
print(keys(**{"q": 1}, **{"p": 2}, o=3))
d = {}
d["second"] = 2
d["first"] = 1
print(keys(**d), keys(third=3, **d))


def collect(first, **rest):
    return first, list(rest.items())


print(collect(y=2, first=0, x=1))


# names that are Python keywords can only be passed through **dict
def show(**kw):
    return sorted(kw.items())


print(show(**{"class": "A", "if": 1, "lambda": None, "None": 0}))
options = {"from": "here", "to": "there"}
print(show(**options, via="road"))


def route(src, **kw):
    return src + " -> " + kw["to"] + " via " + kw.get("by", "foot")


print(route("a", **{"to": "b"}), route(**{"src": "x", "to": "y", "by": "bus"}))


# positional-only parameters: the same name can also arrive as a keyword in **kw
def posonly(a, /, **kw):
    return a, kw


print(posonly(1, a=2))
print(posonly(1, **{"a": 2, "b": 3}))


def posonly_default(a, b=10, /, *args, **kw):
    return a, b, args, kw


print(posonly_default(1), posonly_default(1, 2, 3, b=4, a=5))
try:
    posonly(a=1)
except TypeError as e:
    print("TypeError", e)


def all_kinds(p, /, q, *args, r, **kw):
    return p, q, args, r, kw


print(all_kinds(1, 2, r=3), all_kinds(1, q=2, r=3, p=4))
print(all_kinds(1, 2, 3, 4, r=5, q2=6))

# lambdas with every kind of parameter
lam = lambda p, /, q, r=3, *args, s, t=6, **kw: (p, q, r, args, s, t, kw)
print(lam(1, 2, s=5))
print(lam(1, 2, 30, 40, 50, s=5, t=60, u=7, p=8))
print(lam(*"ab", **{"s": "S", "q2": 0}))
print((lambda *a, **k: (a, k))(), (lambda *a, **k: (a, k))(1, x=2))
print((lambda a=1, *, b=2: a + b)(), (lambda a=1, *, b=2: a + b)(b=10))
print((lambda a, /: a * 2)(21))
try:
    lam(1, 2)
except TypeError as e:
    print("TypeError", e)


# recursion through *args
def total(*nums):
    if not nums:
        return 0
    return nums[0] + total(*nums[1:])


print(total(), total(5), total(1, 2, 3, 4, 5))


def flatten(*items, depth=0):
    out = []
    for item in items:
        if isinstance(item, list):
            out.extend(flatten(*item, depth=depth + 1))
        else:
            out.append((item, depth))
    return out


print(flatten(1, [2, [3, [4]], 5], 6))


def rotate(n, *args, **kw):
    if n == 0:
        return args, kw
    return rotate(n - 1, *args[1:], args[0], **kw, **{"k" + str(n): n})


print(rotate(3, "a", "b", "c", "d", base=0))


def ackermann_like(m, *stack):
    if not stack:
        return m
    return ackermann_like(m + stack[-1], *stack[:-1])


print(ackermann_like(0, 1, 2, 3))


# generator functions with *args and **kwargs
def labelled(*args, sep=":", **kw):
    for a in args:
        yield str(a)
    for k, v in kw.items():
        yield k + sep + str(v)


print(list(labelled(1, 2, x=3, y=4)))
print(list(labelled(sep="=", **{"a": 1})), list(labelled()))
g = labelled(*range(2), **{"z": 0})
print(next(g), list(g))


def chain(*iterables, **named):
    for it in iterables:
        yield from it
    for name in named:
        yield from named[name]


print(list(chain([1, 2], "ab", (3,), n1=[4], n0=range(5, 7))))


def tree(*path, **children):
    yield "/".join(path) or "."
    for name, sub in children.items():
        yield from tree(*path, name, **sub)


print(list(tree(usr={"bin": {}, "lib": {"py": {}}}, tmp={})))

# defaults evaluated at definition time interact with *args
def spread_default(a, b=[0], *rest):
    b.append(len(rest))
    return a, b, rest


print(spread_default(1), spread_default(2, [], 3), spread_default(3, *[[9], 8, 7]))
print(spread_default(4))


# errors around positional-only and keyword-only parameters and duplicate keywords
def attempt(label, call):
    try:
        print(label, call())
    except TypeError as e:
        print(label, "TypeError:", e)


def po(a, b, /, c):
    return a, b, c


def pk(a, /, *args, **kw):
    return a, args, kw


def only_kw(*, x):
    return x


attempt("po b=", lambda: po(1, b=2, c=3))
attempt("po a= b=", lambda: po(a=1, b=2, c=3))
attempt("po extra a=", lambda: po(1, 2, 3, a=5))
attempt("pk names", lambda: pk(1, 2, a=3, args=4, kw=5))
attempt("dup spread", lambda: keys(a=1, **{"a": 2}))
attempt("dup two spreads", lambda: keys(**{"a": 1}, **{"a": 2}))
attempt("kw-only positional", lambda: only_kw(1, x=2))
both_sides = lambda a, b=2, /, c=3, *, d=4: (a, b, c, d)
attempt("defaults both sides of /", lambda: both_sides(1, c=5, d=6))

# CPython's TypeError messages for calls that do not fit the signature, each caught and
# printed: missing arguments, too many positional arguments, unexpected and duplicate
# keywords, positional-only passed by keyword, bad * and ** operands; which error wins when
# a call is wrong in several ways; qualified names of methods, nested functions and local
# classes in the messages; exceptions raised while a * or ** operand is unpacked.


def attempt(label, fn, *args, **kwargs):
    try:
        result = fn(*args, **kwargs)
        print(label, "ok", result)
    except TypeError as e:
        print(label, "TypeError:", e)


def one(a):
    return a


def two(a, b):
    return a, b


def three(a, b, c):
    return a, b, c


def with_default(a, b=1):
    return a, b


def kwonly(a, *, k):
    return a, k


def kwonly2(*, k, m, n=0):
    return k, m, n


def kwonly_default(a, *, k=0):
    return a, k


def posonly(a, b, /, c):
    return a, b, c


def posonly_kw(a, /, **kw):
    return a, kw


def no_args():
    return "none"


def star(*args):
    return args


attempt("missing 1", one)
attempt("missing 2 of 2", two)
attempt("missing 1 of 2", two, 1)
attempt("missing 3", three)
attempt("missing 2 of 3", three, 1)
attempt("missing with kw", three, b=1)
attempt("missing default ok", with_default, 1)
attempt("too many 0", no_args, 1)
attempt("too many 0 two", no_args, 1, 2)
attempt("too many 1", one, 1, 2)
attempt("too many 2", two, 1, 2, 3, 4)
attempt("too many default", with_default, 1, 2, 3)
attempt("too many kwonly given", kwonly, 1, 2, k=3)
attempt("too many kwonly given two", kwonly2, 1, 2, k=1, m=2)
attempt("too many kwonly default given", kwonly_default, 1, 2, k=3)
attempt("too many kwonly not given", kwonly_default, 1, 2)
attempt("missing kwonly", kwonly, 1)
attempt("missing kwonly two", kwonly2)
attempt("missing kwonly one of two", kwonly2, m=1)
attempt("unexpected kw", one, 1, z=2)
attempt("unexpected kw only", one, z=2)
attempt("unexpected on no args", no_args, x=1)
attempt("unexpected on star", star, 1, x=1)
attempt("multiple values", one, 1, a=2)
attempt("multiple values second", two, 1, 2, b=3)
attempt("multiple values spread", two, *[1, 2], **{"a": 0})
attempt("posonly by kw", posonly, 1, b=2, c=3)
attempt("posonly both by kw", posonly, a=1, b=2, c=3)
attempt("posonly missing", posonly, 1, 2)
attempt("posonly kw ok", posonly_kw, 1, a=2)
attempt("posonly kw missing", posonly_kw, a=2)


class Thing:
    def method(self, x):
        return x

    def __init__(self, size):
        self.size = size

    @staticmethod
    def static(a, b):
        return a + b

    @classmethod
    def cm(cls, a):
        return a


t = Thing(1)
attempt("method missing", t.method)
attempt("method too many", t.method, 1, 2)
attempt("method unexpected", t.method, 1, y=2)
attempt("unbound missing", Thing.method, t)
attempt("class init missing", Thing)
attempt("class init too many", Thing, 1, 2)
attempt("class init unexpected", Thing, size=1, color=2)
attempt("static missing", Thing.static, 1)
attempt("classmethod too many", Thing.cm, 1, 2)
attempt("lambda missing", lambda x, y: x, 1)
attempt("lambda too many", lambda: 0, 1)
attempt("lambda kw", lambda *, q: q)


def gen(a, *, b):
    yield a
    yield b


attempt("generator missing", gen, 1)
attempt("generator too many", gen, 1, 2)


def spread_call(f, value):
    try:
        f(*value)
        print("spread ok")
    except TypeError as e:
        print("TypeError:", e)


spread_call(star, 5)
spread_call(star, None)
spread_call(one, 1.5)
spread_call(star, [1])


def kw_spread_call(f, value):
    try:
        f(**value)
        print("kw spread ok")
    except TypeError as e:
        print("TypeError:", e)


kw_spread_call(star, [1, 2])
kw_spread_call(star, None)
kw_spread_call(star, 3)
kw_spread_call(posonly_kw, {1: 2})
try:
    one(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    one(a=1, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    print(*[1], sep=1)
except TypeError as e:
    print("TypeError:", e)
try:
    len(*[1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    len()
except TypeError as e:
    print("TypeError:", e)


# Which error wins when a call is wrong in several ways, and the counts in messages.
def f(a, b=1, *, k=0):
    return a


def four(a, b, c, d):
    return a


def kw4(*, a, b, c, d=0, e):
    return a


def mixed(a, /, b, *, c):
    return a


def posonly_default(a, b=2, /):
    return a


class A:
    def m(self, a, *, k=0):
        return a

    def n(self):
        return 0

    def kw(self, **kw):
        return kw


attempt("too many and unexpected", one, 1, 2, b=3)
attempt("too many and multiple", one, 1, 2, a=3)
attempt("missing and unexpected", two, b=3, c=4)
attempt("missing positional and keyword-only", kwonly)
attempt("range with keyword-only given", f, 1, 2, 3, k=1)
attempt("range without keyword-only", f, 1, 2, 3, 4)
attempt("four missing", four)
attempt("three of four missing", four, b=1)
attempt("keyword-only four missing", kw4)
attempt("keyword-only two missing", kw4, b=1, e=2)
attempt("method with keyword-only given", A().m, 1, 2, k=3)
attempt("unbound method with keyword-only given", A.m, A(), 1, 2, k=3)
attempt("method without parameters", A().n, 1)
attempt("unbound method without self", A.n)
attempt("self by keyword", A().kw, self=1)
attempt("two positional and two keyword-only", lambda *, a=0, b=0: 0, 1, 2, a=1, b=2)
attempt("one positional two given", lambda x, *, a: 0, 1, 2, a=1)
attempt("positional-only too many", posonly_default, 1, 2, 3)
attempt("positional-only default by keyword", posonly_default, 1, b=3)
attempt("all by keyword", mixed, a=1, b=2, c=3)
attempt("mixed missing all", mixed)
attempt("mixed missing keyword-only", mixed, 1, 2)
attempt("mixed unexpected", mixed, 1, 2, c=3, d=4)
attempt("mixed unexpected and positional-only", mixed, 1, 2, c=3, a=4)


class Outer:
    class Inner:
        def m(self, a):
            return a

        @staticmethod
        def s(a):
            return a

    def method(self):
        def nested(x):
            return x

        return nested

    def lam(self):
        return lambda q: q


def make_local_class():
    class Local:
        def m(self, *, k):
            return k

    return Local


attempt("nested class method", Outer.Inner().m)
attempt("nested class static", Outer.Inner.s, 1, 2)
attempt("function in method", Outer().method())
attempt("lambda in method", Outer().lam(), 1, 2)
attempt("class in function", make_local_class()().m)
try:
    Outer().method()(*5)
except TypeError as e:
    print("TypeError:", e)
try:
    Outer().method()(x=1, **{"x": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    make_local_class()().m(**None)
except TypeError as e:
    print("TypeError:", e)


def attempt_any(label, thunk):
    try:
        print(label, "ok", thunk())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


def bad_gen():
    yield 1
    raise ValueError("mid-iteration")


class BadKeys:
    def keys(self):
        return ["a", 1]

    def __getitem__(self, k):
        return k


class MissingKey:
    def keys(self):
        return ["a"]

    def __getitem__(self, k):
        raise KeyError(k)


attempt_any("generator raises while spread", lambda: star(*bad_gen()))
attempt_any("print of a failing generator", lambda: print(*bad_gen()))
attempt_any("spread of dict keys view", lambda: star(**{1: 1}.keys()))
attempt_any("mapping with a non-string key", lambda: star(**BadKeys()))
attempt_any("mapping into named parameters", lambda: one(**BadKeys()))
attempt_any("mapping whose item lookup fails", lambda: star(**MissingKey()))
attempt_any("positional then non-string key", lambda: one(1, **{2: 3}))

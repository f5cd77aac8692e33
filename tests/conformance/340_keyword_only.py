# Keyword-only parameters: after a bare * and after *args, with and without defaults,
# defaults mixed in any order, together with **kwargs, in methods, lambdas and generators.


def bare(a, *, b):
    return a, b


print(bare(1, b=2), bare(b=2, a=1), bare(a=1, b=2))


def kw_defaults(*, x=1, y=2, z=3):
    return x, y, z


print(kw_defaults(), kw_defaults(y=20), kw_defaults(z=30, x=10))


def after_args(*args, sep=" ", end="."):
    return sep.join(args) + end


print(after_args("a", "b", "c"))
print(after_args("a", "b", sep="-"))
print(after_args(end="!"))
print(after_args("x", end="?", sep=","))


def required_between_defaults(a, b=2, *, c=3, d, e=5):
    return a, b, c, d, e


print(required_between_defaults(1, d=4))
print(required_between_defaults(1, 20, d=40, c=30))
print(required_between_defaults(d=0, a=0, e=0))


def kwonly_and_kwargs(*, tag, **extra):
    return tag, extra


print(kwonly_and_kwargs(tag="t"))
print(kwonly_and_kwargs(x=1, tag="t", y=2))


def full(p, q=1, *rest, k, m=0, **kw):
    return p, q, rest, k, m, kw


print(full(1, k=2))
print(full(1, 2, 3, 4, k=5))
print(full(1, 2, 3, k=4, m=5, n=6))
print(full(k=0, p=0, z=9))


class Formatter:
    def __init__(self, *, width=10, fill="."):
        self.width = width
        self.fill = fill

    def render(self, text, *, align="left"):
        pad = self.fill * (self.width - len(text))
        if align == "left":
            return text + pad
        return pad + text

    @staticmethod
    def make(*, width):
        return Formatter(width=width, fill="*")


f = Formatter(width=8)
print("[" + f.render("hi") + "]", "[" + f.render("hi", align="right") + "]")
print("[" + Formatter().render("abc") + "]")
print("[" + Formatter.make(width=5).render("x", align="right") + "]")

clamp = lambda v, *, lo=0, hi=10: max(lo, min(hi, v))
print(clamp(15), clamp(-3), clamp(5, hi=4), clamp(-3, lo=-1))


def countdown(n, *, step=1, stop=0):
    while n > stop:
        yield n
        n -= step


print(list(countdown(5)), list(countdown(10, step=3)), list(countdown(6, stop=3)))


def kw_default_names_other_param(a, *, b=None):
    if b is None:
        b = a * 2
    return a + b


print(kw_default_names_other_param(1), kw_default_names_other_param(1, b=0))


def defaults_object_identity(*, acc=[]):
    acc.append(len(acc))
    return acc


print(defaults_object_identity(), defaults_object_identity(), defaults_object_identity(acc=[]))


def kwonly_spread(*, a, b, c=0):
    return a + b + c


opts = {"a": 1, "b": 2}
print(kwonly_spread(**opts), kwonly_spread(**opts, c=3), kwonly_spread(c=10, **opts))


def nested_kwonly(*, mode="x"):
    def inner(*, mode=mode):
        return mode

    return inner


print(nested_kwonly()(), nested_kwonly(mode="y")(), nested_kwonly()(mode="z"))
print(bare.__name__, full.__name__)

# Positional-only parameters (before /): with defaults, followed by normal and
# keyword-only parameters, their names free for **kwargs, in methods and lambdas.


def po(a, b, /):
    return a - b


print(po(5, 3), po(*[10, 1]))


def po_then_normal(a, /, b, c=3):
    return a, b, c


print(po_then_normal(1, 2), po_then_normal(1, b=2), po_then_normal(1, c=9, b=8))


def po_defaults(a, b=20, /, c=30):
    return a, b, c


print(po_defaults(1), po_defaults(1, 2), po_defaults(1, 2, 3), po_defaults(1, c=0))


def po_and_kwargs(name, /, **kw):
    return name, kw


print(po_and_kwargs("x"))
print(po_and_kwargs("x", name="y"))
print(po_and_kwargs("x", **{"name": "z", "other": 1}))


def everything(a, b=2, /, c=3, *args, d, e=5, **kw):
    return a, b, c, args, d, e, kw


print(everything(1, d=4))
print(everything(1, 2, 3, 4, 5, d=6))
print(everything(1, c=0, d=0, a=100, b=200))


def po_star(a, /, *rest):
    return a, rest


print(po_star(1), po_star(1, 2, 3))


def po_kwonly(a, /, *, b):
    return a * b


print(po_kwonly(3, b=4))


class Vec:
    def __init__(self, x, y, /):
        self.x = x
        self.y = y

    def scaled(self, k, /):
        return Vec(self.x * k, self.y * k)

    def dot(self, other, /, *, normalize=False):
        d = self.x * other.x + self.y * other.y
        if normalize:
            return d / (self.length() * other.length())
        return d

    def length(self):
        return (self.x * self.x + self.y * self.y) ** 0.5

    def __repr__(self):
        return "Vec(%r, %r)" % (self.x, self.y)


v = Vec(3, 4)
print(v, v.scaled(2), v.dot(Vec(1, 0)), v.dot(Vec(3, 4), normalize=True))
m = v.scaled
print(m(10))

sub = lambda a, b, /: a - b
print(sub(10, 4))


def po_gen(start, stop, /, step=1):
    i = start
    while i < stop:
        yield i
        i += step


print(list(po_gen(0, 5)), list(po_gen(0, 10, step=4)), list(po_gen(0, 10, 5)))


def self_as_kw(self, /, **kw):
    return self, kw


print(self_as_kw(1, self=2))


def po_count(a, b=None, /):
    return 1 if b is None else 2


print(po_count(1), po_count(1, 2))
